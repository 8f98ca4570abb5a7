"""The Advantages that move the attacker around its technique or change when it may be used
(``families/advantages/moves.py`` and ``timing.py``): Charging Assault, Hit and Run, High
Speed Dash, Back Flip, Two Step Strike, Exploiting Technique, Counter and Final Chance.
Fights go through the public API with fixed dice: A (Tier 1, Normal Speed 4, Boosted Speed 6,
Might 4) acts first at C3; B stands at D3 unless a test places them elsewhere."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    attack,
    choose,
    duo,
    fighter,
    has,
    log,
    options,
    pass_instants,
    sheet,
    start,
)

RULE = "dbu.std.signature-technique"


def _sig(name: str, *advantages: Any, foundation: str = "energy", **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "profile": "Simple",
        "foundation": foundation,
        "advantages": list(advantages),
        **extra,
    }


def _apart(dice: list[int], b_x: int, *sigs: dict[str, Any]) -> Encounter:
    """A at C3 (acts first) and B on row 3 at column ``b_x`` (0-based)."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (b_x, 2))],
        {"A": sheet("Alpha", signatures=list(sigs)), "B": sheet("Beta")},
        [9, 5, *dice],
    )


def _settle(enc: Encounter) -> None:
    """No Modifier, no Ki Wager, no Instant Maneuver."""
    while enc.decision is not None and enc.decision.kind in ("modifier", "wager", "instant"):
        kind = enc.decision.kind
        if kind == "modifier":
            choose(enc, "no_modifier")
        elif kind == "wager":
            choose(enc, "wager", kp=0)
        else:
            choose(enc, "pass")


def _kind(enc: Encounter) -> str:
    """The pending decision's kind ("" if none)."""
    return enc.decision.kind if enc.decision is not None else ""


def _labels(enc: Encounter, kind: str) -> list[str]:
    return [o.label for o in options(enc, kind)]


def _pays(enc: Encounter, what: str) -> int:
    line = next(e.text for e in enc.events if e.text.startswith("A pays ") and what in e.text)
    return int(line.split()[2])


# --- Charging Assault ----------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("b_x", "squares", "bonus"), [(7, 4, 1), (9, 6, 2)])
def test_charging_assault_rushes_a_physical_technique_into_reach(
    b_x: int, squares: int, bonus: int
) -> None:
    plain = _apart([], b_x, _sig("Jab", foundation="physical"))
    assert not has(plain, "signature", "Jab")  # a Physical technique needs Melee Range
    # Strike 8 vs Dodge 2: hit; Wound 6
    enc = _apart([8, 2, 6], b_x, _sig("Rush", "Charging Assault", foundation="physical"))
    attack(enc, "Rush (Simple) on B", kind="signature")
    assert [o.args["squares"] for o in options(enc, "charging_assault")] == [squares]
    choose(enc, "charging_assault", squares=squares)
    assert enc.fighter("A").pos == (b_x - 1, 2)
    pass_instants(enc)
    choose(enc, "dodge")
    # each square past the 3rd adds +1, at most 2(T)
    assert f"Wound {10 + bonus} = 1d10+ToP [6] + Force 4 + Charging Assault {bonus}" in log(enc)


@pytest.mark.rule(RULE)
def test_no_charging_assault_bonus_from_three_squares_or_fewer() -> None:
    enc = _apart([8, 2, 6], 6, _sig("Rush", "Charging Assault", foundation="physical"))
    attack(enc, "Rush", kind="signature")
    choose(enc, "charging_assault", squares=3)
    pass_instants(enc)
    choose(enc, "dodge")
    assert "Wound 10 = 1d10+ToP [6] + Force 4\n" in log(enc)


# --- Hit and Run, High Speed Dash ------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_hit_and_run_moves_after_the_attack_through_the_target_and_provokes_exploit() -> None:
    enc = duo([8, 2, 6], a={"signatures": [_sig("Zip", "Hit and Run")]})
    attack(enc, "Zip", kind="signature")
    pass_instants(enc)
    assert _kind(enc) == "reaction"  # no move before it
    choose(enc, "dodge")
    assert _kind(enc) == "advantage_move"
    east = [o.args["x"] for o in options(enc, "hit_and_run") if o.args["direction"] == "east"]
    assert east == [4, 5, 6]  # up to Normal Speed 4, through B at D3 but never ending there
    assert has(enc, "no_advantage_move", "Stay")
    choose(enc, "hit_and_run", "4 squares east")
    assert "A uses Hit and Run: 4 squares east to square G3 (Normal Speed 4)" in log(enc)
    assert "A leaves the Melee Range of B" in log(enc)
    assert _kind(enc) == "exploit"


@pytest.mark.rule(RULE)
def test_high_speed_dash_goes_up_to_boosted_speed_and_provokes_no_exploit() -> None:
    enc = duo([8, 2, 6], a={"signatures": [_sig("Zip", "Hit and Run", "High Speed Dash")]})
    attack(enc, "Zip", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    east = [o.args["x"] for o in options(enc, "hit_and_run") if o.args["direction"] == "east"]
    assert east == [4, 5, 6, 7, 8]  # Boosted Speed 6
    choose(enc, "hit_and_run", "6 squares east")
    assert enc.fighter("A").pos == (8, 2)
    assert "provokes Exploit" not in log(enc)
    assert _kind(enc) == "turn"


@pytest.mark.rule(RULE)
def test_staying_put_is_a_choice_of_hit_and_run() -> None:
    enc = duo([8, 2, 6], a={"signatures": [_sig("Zip", "Hit and Run")]})
    attack(enc, "Zip", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    choose(enc, "no_advantage_move")
    assert enc.fighter("A").pos == (2, 2)
    assert "Hit and Run" not in log(enc)


# --- Back Flip ----------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_back_flip_moves_before_the_attack_resolves_and_not_after() -> None:
    enc = duo([8, 2, 6], a={"signatures": [_sig("Flip", "Hit and Run", "Back Flip")]})
    attack(enc, "Flip", kind="signature")
    assert _kind(enc) == "advantage_move"
    assert "Strike" not in log(enc)
    choose(enc, "hit_and_run", "1 square north to")
    assert "A uses Hit and Run (Back Flip, before the attack): 1 square north" in log(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    assert "B loses" in log(enc)
    assert _kind(enc) == "turn"  # no second move


@pytest.mark.rule(RULE)
def test_back_flip_with_charging_assault_moves_first_and_costs_1t_less() -> None:
    full = ("Hit and Run", "Charging Assault")
    # 8 + 8 + 10 = 26 TP and 28 TP both add 6(T) KP: Back Flip's price changes nothing else
    plain = _apart([8, 2, 6], 8, _sig("Rush", *full, foundation="physical"))
    attack(plain, "Rush", kind="signature")
    enc = _apart([8, 2, 6], 8, _sig("Rush", *full, "Back Flip", foundation="physical"))
    attack(enc, "Rush", kind="signature")
    assert _pays(enc, "Rush") == _pays(plain, "Rush") - 1
    assert _kind(enc) == "advantage_move"
    choose(enc, "hit_and_run", "1 square west to")
    assert _kind(enc) == "charging_assault"
    assert [o.args["squares"] for o in options(enc, "charging_assault")] == [6]
    choose(enc, "charging_assault", squares=6)
    assert enc.fighter("A").pos == (7, 2)


# --- Two Step Strike ---------------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("a_roll", "pushed"), [(9, True), (1, False)])
def test_two_step_strike_thrusts_before_the_attack_and_pushes_back_if_it_lands(
    a_roll: int, pushed: bool
) -> None:
    # Thrust Clash: A's Strike, then B's Strike (B's choice)
    enc = duo([a_roll, 8 if not pushed else 1], a={"signatures": [_sig("Step", "Two Step Strike")]})
    attack(enc, "Step", kind="signature")
    assert _labels(enc, "two_step_strike") == [
        "Two Step Strike: Thrust B, Push Back 2 squares if it lands"
    ]
    choose(enc, "two_step_strike", target="B")
    choose(enc, "clash_roll", "Strike")
    if enc.decision is not None and enc.decision.kind == "sudden_stop":
        choose(enc, enc.decision.options[0].kind, "No Sudden Stop")
    assert enc.fighter("B").pos == ((5, 2) if pushed else (3, 2))
    assert "A uses Two Step Strike: a Thrust on B out of sequence" in log(enc)
    assert enc.fighter("A").actions == 2  # only the technique's Action
    assert "Step" in log(enc)


@pytest.mark.rule(RULE)
def test_two_step_strike_needs_an_opponent_in_melee_range() -> None:
    enc = _apart([8, 2, 6], 6, _sig("Step", "Two Step Strike"))
    attack(enc, "Step", kind="signature")
    assert _kind(enc) != "advantage_move"


# --- Exploiting Technique ---------------------------------------------------------------------


def _provoke(enc: Encounter) -> None:
    choose(enc, "move")
    pass_instants(enc)
    choose(enc, "destination", "to square A3")
    if enc.decision is not None and enc.decision.kind == "blockade":
        choose(enc, enc.decision.options[0].kind, "No Blockade")


@pytest.mark.rule(RULE)
def test_exploiting_technique_exploits_with_the_technique() -> None:
    # B's Strike 8 vs A's Dodge 2: hit; Wound 6
    enc = duo([8, 2, 6], b={"signatures": [_sig("Snap", "Exploiting Technique")]})
    _provoke(enc)
    assert _labels(enc, "exploit_technique") == ["Snap (Simple) on A (Exploiting Technique)"]
    choose(enc, "exploit_technique")
    _settle(enc)
    choose(enc, "dodge")
    assert "B answers with Exploit with Snap (Exploiting Technique) (1 Counter Action)" in log(enc)
    assert "B attacks A with Snap (Out-of-Sequence)" in log(enc)
    assert "A loses 6 Life (Snap)" in log(enc)
    assert enc.fighter("B").used_round == {"exploit": 1, "signature": 1}


@pytest.mark.rule(RULE)
def test_a_technique_without_exploiting_technique_cannot_exploit() -> None:
    enc = duo([8, 2, 6], b={"signatures": [_sig("Snap", "Accurate")]})
    _provoke(enc)
    assert _kind(enc) == "exploit"
    assert not options(enc, "exploit_technique")


# --- Counter -----------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_counter_keeps_the_full_defense_value_and_attacks_back_with_the_technique() -> None:
    # A's Strike 8, B's Dodge 2; B's Riposte: Strike 7, A's Dodge 6, Wound 5; A's Wound 5
    enc = duo([8, 2, 7, 6, 5], b={"signatures": [_sig("Riposte", "Counter")]})
    attack(enc, "Basic Attack (Simple, physical)")
    pass_instants(enc)
    choose(enc, "counter_technique", signature="Riposte")
    assert "Defense Value ½ 2 + Counter: Defense Value not halved 2" in log(enc)
    assert _labels(enc, "counter_attack") == ["Riposte on A (Counter)"]
    assert not options(enc, "cross_attack")  # the technique instead of a Basic Attack
    choose(enc, "counter_attack")
    _settle(enc)
    choose(enc, "dodge")
    assert "B attacks A with Riposte (Out-of-Sequence)" in log(enc)
    assert "A loses 5 Life (Riposte)" in log(enc)
    assert enc.fighter("B").used_round.get("signature") == 1


@pytest.mark.rule(RULE)
def test_a_plain_cross_counter_still_halves_the_defense_value() -> None:
    enc = duo([8, 2, 7, 6, 5], b={"signatures": [_sig("Riposte", "Counter")]})
    attack(enc, "Basic Attack (Simple, physical)")
    pass_instants(enc)
    choose(enc, "defend", defend="cross_counter")
    assert "Defense Value ½ 2: hit" in log(enc)
    assert not options(enc, "counter_attack")


# --- Final Chance ------------------------------------------------------------------------------


def _final(life: int) -> Encounter:
    sig = _sig("Last Light", "Final Chance", ultimate=True)
    enc = duo([8, 2, 6], a={"signatures": [sig]})
    enc.fighter("A").life = life
    return enc


@pytest.mark.rule(RULE)
def test_final_chance_turns_life_into_ki_wager_and_falls_to_will_to_survive_after() -> None:
    enc = _final(30)  # 30 of 144: Injured
    choose(enc, "signature", "Last Light")
    _settle_modifier(enc)
    assert has(enc, "final_chance", "Ki Wager 2 + Final Chance: drop 30 Life to 0 (Ki Wager 32)")
    choose(enc, "final_chance", kp=2)
    assert enc.fighter("A").life == 0
    assert not enc.fighter("A").defeated  # not until the attack is over
    pass_instants(enc)
    choose(enc, "dodge")
    assert "Ki Wager 32" in log(enc)
    assert "A drops 30 Life to 0 (Final Chance): Ki Wager 2 + 30 = 32" in log(enc)
    # after the attack, A is as anyone at 0 Life: Will to Survive offers the Healing Surge
    assert enc.decision is not None
    assert enc.decision.kind == "will_to_survive"
    assert log(enc).index("B loses") < log(enc).index("A is at 0 Life but not yet Defeated")
    choose(enc, "fall")
    assert enc.fighter("A").defeated


def _settle_modifier(enc: Encounter) -> None:
    if enc.decision is not None and enc.decision.kind == "modifier":
        choose(enc, "no_modifier")


@pytest.mark.rule(RULE)
def test_final_chance_needs_the_injured_health_threshold() -> None:
    enc = _final(40)  # 40 of 144: Bruised
    choose(enc, "signature", "Last Light")
    _settle_modifier(enc)
    assert not options(enc, "final_chance")


# --- Reinforced Plantlife ---------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("ranks", "hardness"), [(0, 1), (2, 3)])
def test_reinforced_plantlife_hardens_the_grown_features(ranks: int, hardness: int) -> None:
    advantages = [{"name": "Reinforced Plantlife", "rank": ranks}] if ranks else []
    sig = {
        "name": "Vines",
        "profile": "Elemental (Plantlife)",
        "foundation": "magic",
        "advantages": advantages,
    }
    # Strike 9 vs Dodge 1: hit; Wound 6; the Staggering Might Clash 5 vs 6
    enc = duo([9, 1, 6, 5, 6], a={"signatures": [sig], "ma": 4})
    attack(enc, "Vines", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert _kind(enc) == "plantlife"
    choose(enc, "plant", "Grow a Feature at square E3")
    assert f"A grows plant-1 at square E3: Hardness Rank {hardness}, Splintering" in log(enc)
    assert enc.state.features[-1].hardness == hardness
