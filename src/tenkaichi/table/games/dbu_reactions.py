"""The DBU reaction families a seat sets policies for (:mod:`tenkaichi.table.policies`), and
the questions of a fighter's own attack people often answer the same way (Modifier Maneuvers;
Knockback, asked of the attacker after the target's defence).

Each family names the engine's decision kinds it covers, the options that decline them and the
answers a seat may give always. The engine already offers a window only when an answer could
change the outcome (the combat setting ``reaction_windows``); a policy then saves the person
the click they would always make.

**Knockback** (a Launching attack, or the Knockback Advantage, that hit): the engine asks the
attacker whether to start the Might Clash (``knockback``: "Knockback: Might Clash", "No
Knockback"), then, once it is won, where to push (``knockback_push``: a direction and 1 to
Might squares). ``never`` answers "No Knockback"; ``always push`` starts the Clash and pushes
the full distance in the direction nearest straight away from the attacker (the first listed
of equals); ``always clash`` starts the Clash and asks where to push.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from tenkaichi.dbu.combat.families.profile_effects.aftermath import KnockbackFrame
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n import Msg
from tenkaichi.table.policies import Answer, Family


def _away(match: Any) -> tuple[float, float] | None:
    """From the attacker's centre to the target's, in the Knockback asked now (None when
    none is, or they share a centre)."""
    stack = getattr(getattr(match, "state", None), "stack", None)
    frame = stack[-1] if stack else None
    if not isinstance(frame, KnockbackFrame):
        return None
    ends = []
    for who in (frame.attacker, frame.target):
        f = match.fighter(who)
        half = (stats.derived(match, f).squares - 1) / 2
        ends.append((f.pos[0] + half, f.pos[1] + half))
    (ax, ay), (tx, ty) = ends
    return None if (ax, ay) == (tx, ty) else (tx - ax, ty - ay)


def farthest_straight_away(match: Any, decision: Any, fits: Sequence[int]) -> int:
    """Knockback's push of the most squares in the direction nearest straight away from the
    attacker (the first listed of equals); any other question of the family: its first fit."""
    if decision.kind != "knockback_push":
        return fits[0]
    keys = {i: decision.options[i].key() for i in fits}
    most = max(int(keys[i]["squares"]) for i in fits)
    far = [i for i in fits if int(keys[i]["squares"]) == most]
    away = _away(match)
    if away is None:
        return far[0]

    def straightness(i: int) -> float:
        dx, dy = int(keys[i]["dx"]), int(keys[i]["dy"])
        return (dx * away[0] + dy * away[1]) / math.hypot(dx, dy)

    return max(far, key=straightness)  # max keeps the first of equals


FAMILIES: tuple[Family, ...] = (
    Family(
        "instant",
        Msg.of("table-family-instant"),
        Msg.of("table-family-instant-when"),
        frozenset({"instant"}),
        frozenset({"pass"}),
    ),
    Family(
        "defence",
        Msg.of("table-family-defence"),
        Msg.of("table-family-defence-when"),
        frozenset({"reaction"}),
        frozenset(),
        (
            Answer("dodge", Msg.of("table-answer-dodge"), "dodge"),
            Answer("parry", Msg.of("table-answer-parry"), "defend", (("defend", "parry"),)),
            Answer("guard", Msg.of("table-answer-guard"), "defend", (("defend", "guard"),)),
            Answer(
                "direct-hit",
                Msg.of("table-answer-direct-hit"),
                "defend",
                (("defend", "direct_hit"),),
            ),
            Answer(
                "power-flare",
                Msg.of("table-answer-power-flare"),
                "defend",
                (("defend", "power_flare"),),
            ),
        ),
    ),
    Family(
        "intervene",
        Msg.of("table-family-intervene"),
        Msg.of("table-family-intervene-when"),
        frozenset({"intervene", "blockade", "blockade_step"}),
        frozenset({"pass", "stay"}),
    ),
    Family(
        "united",
        Msg.of("table-family-united"),
        Msg.of("table-family-united-when"),
        frozenset({"united_attack"}),
        frozenset({"pass"}),
    ),
    Family(
        "exploit",
        Msg.of("table-family-exploit"),
        Msg.of("table-family-exploit-when"),
        frozenset({"exploit"}),
        frozenset({"pass"}),
        (
            Answer(
                "simple", Msg.of("table-answer-simple-attack"), "exploit", (("profile", "Simple"),)
            ),
        ),
    ),
    Family(
        "triggered",
        Msg.of("table-family-triggered"),
        Msg.of("table-family-triggered-when"),
        frozenset({"triggered_fire"}),
        frozenset({"hold"}),
        (Answer("fire", Msg.of("table-answer-fire"), "fire"),),
    ),
    Family(
        "modifier",
        Msg.of("table-family-modifier"),
        Msg.of("table-family-modifier-when"),
        frozenset({"modifier"}),
        frozenset({"no_modifier"}),
    ),
    Family(
        "duel",
        Msg.of("table-family-duel"),
        Msg.of("table-family-duel-when"),
        frozenset({"duel_join", "duel_escape"}),
        frozenset({"no_join", "no_escape"}),
    ),
    Family(
        "knockback",
        Msg.of("table-family-knockback"),
        Msg.of("table-family-knockback-when"),
        frozenset({"knockback", "knockback_push"}),
        frozenset({"no_knockback"}),
        (
            Answer(
                "push",
                Msg.of("table-answer-push"),
                "knockback",
                then=("knockback_push",),
                prefer=farthest_straight_away,
            ),
            Answer("clash", Msg.of("table-answer-clash"), "knockback"),
        ),
    ),
    Family(
        "sudden-stop",
        Msg.of("table-family-sudden-stop"),
        Msg.of("table-family-sudden-stop-when"),
        frozenset({"sudden_stop"}),
        frozenset({"pass"}),
    ),
)


__all__ = ["FAMILIES", "farthest_straight_away"]
