"""Transformation Flare (``families/advantages/flare.py``): on a hit on an Opponent, or when an
Opponent answers the technique with a Duel Maneuver, the attacker may use the Transformation
Maneuver as an Out-of-Sequence Maneuver before the Wound Roll or the Duel's rolls, and leaves
that Transformation once the attack or the Duel is over. Fights go through the public API with
fixed dice: A (Force 4, Tier 1) at C3 attacks B at D3; the dice after Initiative are A's
Strike, B's Dodge, then A's Stress Test (1d10 + Stress 1 + Power Level 4 = d10 + 5) if A
transforms, then A's Wound."""

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
    end_turn,
    has,
    log,
    options,
    pass_instants,
)

RULE = "dbu.std.signature-technique"

KAIO = {
    "name": "Kaio",
    "kind": "enhancement",
    "tier_requirement": 1,
    "stress_test_requirement": 2,
    "attribute_bonuses": {"force": 2},
}
BIG = {
    "name": "Big",
    "tier_requirement": 1,
    "stress_test_requirement": 2,
    "attribute_bonuses": {"agility": 2},
}
HUGE = {
    "name": "Huge",
    "tier_requirement": 1,
    "stress_test_requirement": 2,
    "attribute_bonuses": {"force": 4},
}
FORMS = [KAIO, BIG]


def _fight(
    dice: list[int],
    advantages: tuple[str, ...] = ("Transformation Flare",),
    forms: list[dict[str, Any]] | None = None,
    **extra: Any,
) -> Encounter:
    sig = {
        "name": "Tri-Beam",
        "profile": "Simple",
        "foundation": "energy",
        "advantages": list(advantages),
    }
    return duo(dice, a={"signatures": [sig], "forms": FORMS if forms is None else forms}, **extra)


def _hit(enc: Encounter) -> None:
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    if enc.decision is not None and enc.decision.kind == "reaction":
        choose(enc, "dodge")


# --- on a hit ------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_a_hit_offers_every_form_the_transformation_maneuver_would_and_staying() -> None:
    enc = _fight([9, 1])
    _hit(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "transformation_flare"
    assert "before the Wound Roll" in str(enc.decision.prompt)
    assert [(o.kind, o.label) for o in enc.decision.options] == [
        ("pass", "Stay as you are"),
        (
            "transform",
            "Transformation: Kaio (Stress Test 2, Enhancement), out of sequence: no Action",
        ),
        ("transform", "Transformation: Big (Stress Test 2), out of sequence: no Action"),
    ]
    assert [o.args for o in options(enc, "transform")] == [{"form": "Kaio"}, {"form": "Big"}]


@pytest.mark.rule(RULE)
def test_transforming_before_the_wound_roll_costs_no_action_and_ends_with_the_attack() -> None:
    # Strike 9 hits Dodge 1 (a Botch); Stress Test 5 + 5 = 10 vs 2; Wound 6 + Force 4 + Kaio 2
    enc = _fight([9, 1, 5, 6])
    _hit(enc)
    choose(enc, "transform", form="Kaio")
    text = log(enc)
    assert (
        "A uses the Transformation Maneuver as an Out-of-Sequence Maneuver (Transformation "
        "Flare: Tri-Beam): Kaio, no Action"
    ) in text
    assert "A Stress Test for Kaio: 1d10 [5] + Stress 1 + Power Level 4" in text
    assert "A Wound 12 = 1d10+ToP [6] + Force 6" in text
    assert "A reverts from Kaio (Transformation Flare: the attack is over)" in text
    assert text.index("A Stress Test") < text.index("A Wound") < text.index("A reverts")
    a = enc.fighter("A")
    assert (a.form, a.enhancement) == ("", "")
    assert a.actions == 2  # 3, less the technique's 1: the Transformation took none
    assert enc.decision is not None
    assert enc.decision.kind == "turn"


@pytest.mark.rule(RULE)
def test_staying_as_you_are_rolls_no_stress_test_and_changes_nothing() -> None:
    enc = _fight([9, 1, 6])
    _hit(enc)
    choose(enc, "pass")
    text = log(enc)
    assert "Stress Test" not in text
    assert "Transformation Maneuver" not in text
    assert "A Wound 10 = 1d10+ToP [6] + Force 4" in text
    assert enc.fighter("A").enhancement == ""


@pytest.mark.rule(RULE)
def test_a_failed_stress_test_leaves_nothing_to_leave() -> None:
    # Stress Test 1 (a Botch) fails against a requirement of 20
    hard = {**KAIO, "stress_test_requirement": 20}
    enc = _fight([9, 1, 1, 6], forms=[hard])
    _hit(enc)
    choose(enc, "transform", form="Kaio")
    text = log(enc)
    assert "A Stress Test for Kaio" in text
    assert "vs 20: fails" in text
    assert "A Wound 10 = 1d10+ToP [6] + Force 4" in text
    assert "reverts" not in text
    assert enc.fighter("A").enhancement == ""


@pytest.mark.rule(RULE)
def test_a_miss_offers_nothing() -> None:
    # Strike 1 (a Botch) misses Dodge 9
    enc = _fight([1, 9])
    _hit(enc)
    assert "Transformation Flare" not in log(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "turn"


@pytest.mark.rule(RULE)
def test_a_technique_without_the_advantage_offers_nothing() -> None:
    enc = _fight([9, 1, 6], advantages=("Accurate",))
    _hit(enc)
    assert "Transformation Flare" not in log(enc)
    assert "A Wound" in log(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "turn"


@pytest.mark.rule(RULE)
def test_no_transformation_on_the_sheet_offers_nothing() -> None:
    enc = _fight([9, 1, 6], forms=[])
    _hit(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "turn"
    assert "A Wound 10" in log(enc)


@pytest.mark.rule(RULE)
def test_switching_forms_comes_back_to_the_form_held_before() -> None:
    # A enters Big with the Transformation Maneuver (Stress Test 5), then flares into Huge
    enc = _fight([5, 9, 1, 5, 6], forms=[BIG, HUGE])
    choose(enc, "transform", form="Big")
    pass_instants(enc)
    assert enc.fighter("A").form == "Big"
    _hit(enc)
    assert [o.args["form"] for o in options(enc, "transform")] == ["Huge"]
    choose(enc, "transform", form="Huge")
    text = log(enc)
    assert "A leaves Big for Huge" in text
    assert "A Wound 14 = 1d10+ToP [6] + Force 8" in text
    assert "A leaves Huge for Big (Transformation Flare: the attack is over)" in text
    assert enc.fighter("A").form == "Big"


@pytest.mark.rule(RULE)
def test_a_form_left_for_the_flare_keeps_its_limited_time() -> None:
    # Round 1: A enters Big (Limited 2: out at the start of A's turn in round 3); round 2: the
    # flare into Huge and back must not start Big's time again
    limited = {**BIG, "aspects": [{"name": "limited", "level": 2}]}
    enc = _fight([5, 9, 1, 5, 6], forms=[limited, HUGE])
    choose(enc, "transform", form="Big")
    pass_instants(enc)
    before = [e.ends for e in enc.fighter("A").effects if e.name == "limited"]
    end_turn(enc)
    end_turn(enc)
    assert enc.state.round == 2
    _hit(enc)
    choose(enc, "transform", form="Huge")
    after = [e.ends for e in enc.fighter("A").effects if e.name == "limited"]
    assert enc.fighter("A").form == "Big"
    assert [e.round for e in before] == [3]
    assert after == before


@pytest.mark.rule(RULE)
def test_long_transformation_needs_no_actions_out_of_sequence_but_still_provokes() -> None:
    slow = {**KAIO, "aspects": [{"name": "Long Transformation", "level": 2}]}
    enc = _fight([9, 1], forms=[slow])
    _hit(enc)
    (label,) = [o.label for o in options(enc, "transform")]
    assert "provokes Exploit" in label
    assert "Actions" not in label


# --- against a Duel ------------------------------------------------------------------------


def _duel(dice: list[int], **extra: Any) -> Encounter:
    """A's Ki Wager of 10 lets B answer with a Duel (a Simple Basic Attack)."""
    enc = _fight(dice, **extra)
    attack(enc, "Tri-Beam", kind="signature", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    return enc


@pytest.mark.rule(RULE)
def test_a_duel_against_the_technique_offers_it_before_any_duel_roll() -> None:
    enc = _duel([5, 5, 5, 5, 5, 5])
    assert enc.decision is not None
    assert enc.decision.kind == "transformation_flare"
    assert "before the Duel's first roll" in str(enc.decision.prompt)
    choose(enc, "transform", form="Kaio")
    assert enc.decision is not None
    assert enc.decision.kind == "duel_escape"
    choose(enc, "no_escape")
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        choose(enc, "duel_wager", kp=0)
    text = log(enc)
    assert text.index("A Stress Test for Kaio") < text.index("Duel Clash 1")
    assert "Duel Clash 1: A 11 = 1d10+ToP [5] + Force 6 vs B 9" in text
    assert "A Duel Wound 11 = 1d10+ToP [5] + Force 6" in text
    assert "A reverts from Kaio (Transformation Flare: the Duel is over)" in text
    assert text.index("B loses 7 Life (Duel)") < text.index("A reverts from Kaio")
    assert enc.fighter("A").enhancement == ""


@pytest.mark.rule(RULE)
def test_a_duel_escaped_ends_the_flare_with_it() -> None:
    # Stress Test 5; Duel Escape: A's Impulsive 9 against B's 1
    enc = _duel([5, 9, 1])
    choose(enc, "transform", form="Kaio")
    choose(enc, "duel_escape")
    text = log(enc)
    assert "A escapes the Duel" in text
    assert "A reverts from Kaio (Transformation Flare: the Duel is over)" in text
    assert enc.fighter("A").enhancement == ""


@pytest.mark.rule(RULE)
def test_the_dbu1_edition_plays_it_too() -> None:
    enc = _fight([9, 1, 5, 6], edition="dbu-1")
    _hit(enc)
    assert has(enc, "transform", "Kaio")
    choose(enc, "transform", form="Kaio")
    text = log(enc)
    assert "A Wound 12" in text
    assert "A reverts from Kaio (Transformation Flare: the attack is over)" in text
