"""The facts a preview takes from one fight: counted by hand from small logs, and recounted
from the events of real seeded fights."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import duel_setup
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.play.bots import Bot, run_fight
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.play.sideview import SideView
from tenkaichi.dbu.preview.run import one_fight, side_bots
from tenkaichi.dbu.preview.stats import attack_name, attack_tally, option_name

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FIGHTERS = ("Kale", "Kale (2)", "Piccolo Jr.", "Piccolo Jr. (2)", "Yamcha")


def declared(who: str, profile: str, foundation: str = "energy", signature: str = "") -> Event:
    data = {"profile": profile, "foundation": foundation, "signature": signature}
    return Event("attack_declared", who, f"{who} attacks", data)


def loses(target: str, amount: int, why: str, life: int = 50) -> Event:
    text = f"{target} loses {amount} Life ({why}): {life}/100 left"
    return Event("damage", target, text, {"amount": amount, "life": life})


def test_each_life_loss_counts_for_the_latest_attack_of_its_name() -> None:
    events = [
        declared("Kale", "Beam"),
        Event("damage", "Yamcha", "Yamcha: Wound 20 - Soak 2 = 18", {"damage": 18}),
        loses("Yamcha", 18, "Beam"),
        declared("Yamcha", "Simple", "physical"),
        declared("Piccolo Jr.", "Beam", signature="Special Beam Cannon"),
        loses("Kale", 40, "Special Beam Cannon"),
        loses("Kale", 5, "Poisoned"),  # no attack's
        loses("Piccolo Jr.", 7, "Simple"),
        declared("Kale", "Beam"),  # a Beam again: the next Beam loss is this attack's too
        loses("Piccolo Jr.", 12, "Elemental (Fire)"),  # no attack of that name: no one's
        loses("Piccolo Jr.", 9, "Beam"),
        loses("Yamcha", 3, "Duel"),  # a Duel's Wound: the latest attack's
    ]
    assert attack_tally(events) == {
        ("Kale", "Basic Attack (Beam, energy)"): (2, 3, 18 + 9 + 3),
        ("Yamcha", "Basic Attack (Simple, physical)"): (1, 1, 7),
        ("Piccolo Jr.", "Special Beam Cannon"): (1, 1, 40),
    }


@pytest.mark.parametrize(
    ("kind", "label", "args", "name"),
    [
        ("power_up", "Power Up (Power 0 -> 1)", {}, "Power Up"),
        ("aura", "Aura: Saiyan Fury (6 KP)", {"aura": "Saiyan Fury"}, "Aura: Saiyan Fury"),
        ("surge", "Surge: Ki Surge", {"surge": "ki"}, "Surge: Ki Surge"),
        (
            "transform",
            "Transformation: Super Saiyan (Stress Test 10)",
            {},
            "Transformation: Super Saiyan",
        ),
        ("feature_thrust", "Feature Thrust: push plant-3 2 squares", {}, "Feature Thrust"),
        ("no_effort", "No Effort: pick up Spear at square C3", {}, "No Effort: pick up Spear"),
        ("empower", "Empower Kale (2) (2 Actions, up to 20 KP)", {}, "Empower Kale (2)"),
        ("empower", "Empower Kale (1 Action, up to 9 KP)", {}, "Empower Kale"),
        ("thrust", "Thrust Piccolo Jr. (2)", {}, "Thrust Piccolo Jr. (2)"),
        ("throw", "Throw west spear (weapon, Hardness Rank 2) at Kale", {}, "Throw west spear"),
        ("recover", "Combat Recovery (2 Actions), Condition Recovery", {}, "Combat Recovery"),
        ("move", "Movement (Boosted Speed, Rapid, 2(T) KP)", {}, "Movement"),
        (
            "attack",
            "Basic Attack (Wave wave, energy) on square D3 toward the south (hits Kale)",
            {"profile": "Wave", "foundation": "energy", "target": "Kale"},
            "Basic Attack (Wave, energy)",
        ),
        (
            "signature",
            "Special Beam Cannon (Beam) on Yamcha (2)",
            {"signature": "Special Beam Cannon", "target": "Yamcha (2)"},
            "Special Beam Cannon",
        ),
    ],
)
def test_an_option_is_named_without_its_details(
    kind: str, label: str, args: dict[str, object], name: str
) -> None:
    assert option_name(Option(kind, label, args), FIGHTERS) == name


def test_an_attack_is_its_technique_else_its_profile_and_foundation() -> None:
    assert attack_name({"signature": "Galick Gun", "profile": "Beam"}) == "Galick Gun"
    assert attack_name({"profile": "Beam", "foundation": "energy"}) == "Basic Attack (Beam, energy)"
    assert attack_name({"profile": "Simple"}) == "Basic Attack (Simple)"


def _recount(enc: Encounter, chosen: Counter[tuple[str, str]]) -> dict[str, object]:
    """The facts of a finished fight, counted again straight from its events."""
    end = next(e for e in enc.events if e.kind == "encounter_ended")
    falls = [e.who for e in enc.events if e.kind == "defeated"]
    uses: Counter[tuple[str, str]] = Counter()
    hits: Counter[tuple[str, str]] = Counter()
    damage: Counter[tuple[str, str]] = Counter()
    for i, event in enumerate(enc.events):
        if event.kind == "attack_declared" and "profile" in event.data:
            uses[event.who, attack_name(event.data)] += 1
        if event.kind == "damage" and "amount" in event.data:
            why = event.text.rsplit(" Life (", 1)[1].rsplit("): ", 1)[0]
            for back in reversed(enc.events[:i]):
                if back.kind != "attack_declared" or "profile" not in back.data:
                    continue
                if why in ("Duel", "Defense Wall overflow") or why == (
                    back.data.get("signature") or back.data["profile"]
                ):
                    hits[back.who, attack_name(back.data)] += 1
                    damage[back.who, attack_name(back.data)] += event.data["amount"]
                    break
    return {
        "winner": end.data["winner"],
        "rounds": end.data["rounds"],
        "first_down": falls[0] if falls else "",
        "defeated": tuple(dict.fromkeys(falls)),
        "dealt": tuple(f.damage_dealt for f in enc.state.fighters),
        "options": tuple((who, name, n) for (who, name), n in sorted(chosen.items())),
        "attacks": tuple(
            (who, name, uses[who, name], hits[who, name], damage[who, name])
            for who, name in sorted(uses)
        ),
    }


class Recording:
    """A bot that plays as another and notes the options it chose on its turns."""

    def __init__(self, bot: Bot, chosen: Counter[tuple[str, str]]) -> None:
        self.bot = bot
        self.name = bot.name
        self.chosen = chosen

    def choose(self, view: SideView, decision: Decision) -> int:
        index = self.bot.choose(view, decision)
        option = decision.options[index]
        if decision.kind == "turn" and option.kind not in ("end_turn", "pass"):
            self.chosen[decision.actor, option_name(option, FIGHTERS)] += 1
        return index


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_fights_facts_match_a_recount_of_its_events(seed: int) -> None:
    setup = with_safety_limits(duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"]))
    facts = one_fight(setup, "greedy", seed)
    chosen: Counter[tuple[str, str]] = Counter()
    bots: dict[str, Bot] = {
        side: Recording(bot, chosen) for side, bot in side_bots(setup, "greedy", seed).items()
    }
    enc = run_fight(Encounter.start(setup, seed), bots)
    recount = _recount(enc, chosen)
    assert facts.winner == recount["winner"]
    assert facts.rounds == recount["rounds"]
    assert facts.first_down == recount["first_down"]
    assert facts.defeated == recount["defeated"]
    assert facts.dealt == recount["dealt"]
    assert facts.options == recount["options"]
    assert facts.attacks == recount["attacks"]
    assert not facts.stopped
    assert facts.winner in ("A", "B", "draw")
    if facts.winner != "draw":
        assert facts.first_down  # a side won: someone on the other side fell
