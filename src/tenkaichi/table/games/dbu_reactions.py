"""The DBU reaction families a seat sets policies for (:mod:`tenkaichi.table.policies`), and
the one question of a fighter's own attack people often answer the same way (Modifier
Maneuvers).

Each family names the engine's decision kinds it covers, the options that decline them and the
answers a seat may give always. The engine already offers a window only when an answer could
change the outcome (the combat setting ``reaction_windows``); a policy then saves the person
the click they would always make.
"""

from __future__ import annotations

from tenkaichi.table.policies import Answer, Family

FAMILIES: tuple[Family, ...] = (
    Family(
        "instant",
        "Instant Maneuvers",
        "before someone else's maneuver resolves",
        frozenset({"instant"}),
        frozenset({"pass"}),
    ),
    Family(
        "defence",
        "Counter Maneuvers and Dodge",
        "when you are attacked",
        frozenset({"reaction"}),
        frozenset(),
        (
            Answer("dodge", "Dodge", "dodge"),
            Answer("parry", "Parry", "defend", (("defend", "parry"),)),
            Answer("guard", "Guard", "defend", (("defend", "guard"),)),
            Answer("direct-hit", "Direct Hit", "defend", (("defend", "direct_hit"),)),
            Answer("power-flare", "Power Flare", "defend", (("defend", "power_flare"),)),
        ),
    ),
    Family(
        "intervene",
        "Intervene and Blockade",
        "when an ally is hit, or an enemy moves past you",
        frozenset({"intervene", "blockade", "blockade_step"}),
        frozenset({"pass", "stay"}),
    ),
    Family(
        "united",
        "United Attack",
        "when an ally attacks and you may join",
        frozenset({"united_attack"}),
        frozenset({"pass"}),
    ),
    Family(
        "exploit",
        "Exploit",
        "when an enemy leaves your Melee Range",
        frozenset({"exploit"}),
        frozenset({"pass"}),
        (Answer("simple", "a Simple attack", "exploit", (("profile", "Simple"),)),),
    ),
    Family(
        "triggered",
        "Triggered Maneuvers",
        "when what you set a Triggered Maneuver for happens",
        frozenset({"triggered_fire"}),
        frozenset({"hold"}),
        (Answer("fire", "use it", "fire"),),
    ),
    Family(
        "modifier",
        "Modifier Maneuvers",
        "after you declare an attack (Called Shot, Absorbing Attack)",
        frozenset({"modifier"}),
        frozenset({"no_modifier"}),
    ),
    Family(
        "duel",
        "Duel answers",
        "when a Duel starts next to you, or against you",
        frozenset({"duel_join", "duel_escape"}),
        frozenset({"no_join", "no_escape"}),
    ),
)


__all__ = ["FAMILIES"]
