"""The Advantages that change an attack's numbers (``families/advantages/numbers.py``):
Maximum Charge, Full Wager, Perfect Strike, Transformation Boost, Concentrated Strike and
Overwhelming Terror. Fights go through the public API with fixed dice; every fighter is a plain
Earthling at Tier 1 (Ki 86, Capacity 32, Force 4, Soak 4). A Signature Technique's KP is its
Profile's KP (Simple: 0) plus a fifth of its Technique Points, rounded up (8, each rank's
price, +4 if Ultimate)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    CAPACITY,
    KI,
    attack,
    choose,
    end_turn,
    fighter,
    log,
    options,
    pass_instants,
    sheet,
    skip_exploit,
    start,
)

RULE = "dbu.std.signature-technique"


def _tech(*advantages: Any, profile: str = "Simple", foundation: str = "energy") -> dict[str, Any]:
    return {
        "name": "Tri-Beam",
        "profile": profile,
        "foundation": foundation,
        "ultimate": True,
        "advantages": list(advantages),
    }


def _fight(
    dice: list[int],
    sig: dict[str, Any],
    *,
    b_at: tuple[int, int] = (3, 2),
    c_at: tuple[int, int] | None = None,
    a: dict[str, Any] | None = None,
) -> Encounter:
    """A (C3) acts first against B (and C, if placed): Initiative 9, 5 (and 1)."""
    fighters = [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)]
    sheets = {"A": sheet("Alpha", signatures=[sig], **(a or {})), "B": sheet("Beta")}
    initiative = [9, 5]
    if c_at is not None:
        fighters.append(fighter("C", "B", c_at))
        sheets["C"] = sheet("Gamma")
        initiative.append(1)
    return start(fighters, sheets, initiative + dice)


def _answer_all(enc: Encounter) -> None:
    """Every target Dodges; every Instant window is passed."""
    while enc.decision is not None and enc.decision.kind in ("instant", "reaction"):
        if enc.decision.kind == "instant":
            pass_instants(enc)
        else:
            choose(enc, "dodge")


def _charged_release(enc: Encounter) -> None:
    """A declares Tri-Beam for an Energy Charge, charges once and releases it on B."""
    choose(enc, "charge_declare")
    pass_instants(enc)
    choose(enc, "charge_attack", signature="Tri-Beam")
    choose(enc, "release", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    _answer_all(enc)


# --- Maximum Charge ----------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("advantages", "die"), [(["Maximum Charge"], "d10"), ([], "d8")])
def test_maximum_charge_raises_the_energy_charge_dice_one_category(
    advantages: list[str], die: str
) -> None:
    """Maximum Charge: the Extra Dice of Energy Charges go up one Dice Category: a
    Signature's d8 becomes a d10. B at G3 (no Exploit on the charge); Strike 4 vs Dodge 3,
    Wound d10 6 + charge die 7 + Force 4 = 17."""
    enc = _fight([4, 3, 6, 7], _tech(*advantages), b_at=(6, 2))
    _charged_release(enc)
    assert f"A Wound 17 = 1d10+ToP + 1 charge 1{die} [6, 7] + Force 4" in log(enc)


@pytest.mark.rule(RULE)
def test_maximum_charge_without_a_charge_adds_no_dice() -> None:
    enc = _fight([4, 3, 6], _tech("Maximum Charge"))
    attack(enc, "Tri-Beam", kind="signature")
    _answer_all(enc)
    assert "A Wound 10 = 1d10+ToP [6] + Force 4" in log(enc)


# --- Full Wager --------------------------------------------------------------------------


def _wagers(enc: Encounter) -> list[int]:
    choose(enc, "signature", "Tri-Beam")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    assert enc.decision.kind == "wager"
    return sorted(o.args["kp"] for o in options(enc, "wager"))


@pytest.mark.rule(RULE)
def test_full_wager_lifts_the_ki_wager_to_the_capacity_left() -> None:
    """Full Wager (10 TP): the Ki Wager is limited only by the Capacity left. TP 8 + 10 + 4 =
    22, KP 5: Capacity 32 - 5 = 27 is the most, not half of Max Capacity (16)."""
    enc = _fight([7, 3, 6], _tech("Full Wager"))
    assert _wagers(enc) == list(range(CAPACITY - 5 + 1))
    choose(enc, "wager", kp=27)
    _answer_all(enc)
    assert "A Wound 37 = 1d10+ToP [6] + Force 4 + Ki Wager 27" in log(enc)
    a = enc.fighter("A")
    assert (a.ki, a.capacity) == (KI - 5 - 27, 0)


@pytest.mark.rule(RULE)
def test_without_full_wager_the_wager_stops_at_half_max_capacity() -> None:
    enc = _fight([7, 3, 6], _tech())
    assert max(_wagers(enc)) == CAPACITY // 2


@pytest.mark.rule(RULE)
def test_full_wager_never_wagers_ki_you_do_not_have() -> None:
    """With Ki 10 and Capacity 32, Full Wager goes no higher than the Ki left after the 5 KP
    cost (5)."""
    enc = _fight([7, 3, 6], _tech("Full Wager"))
    enc.rule({"ruling": "set", "fighter": "A", "stat": "ki", "value": 10})
    assert max(_wagers(enc)) == 5


# --- Perfect Strike ----------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_perfect_strike_takes_only_half_the_cost_from_capacity() -> None:
    """Perfect Strike (Simple, Ultimate): the full KP is paid, Capacity loses half of it.
    TP 8 + 8 + 4 = 20, KP 4: Ki 82, Capacity 32 - 2 = 30; a Ki Wager still takes its all."""
    enc = _fight([7, 3, 6], _tech("Perfect Strike"))
    attack(enc, "Tri-Beam", kind="signature", wager=3)
    a = enc.fighter("A")
    assert (a.ki, a.capacity) == (KI - 4 - 3, CAPACITY - 2 - 3)
    assert "Perfect Strike - the 4 KP cost takes only 2 Capacity (Capacity 30)" in log(enc)


@pytest.mark.rule(RULE)
def test_perfect_strike_taken_back_gives_back_only_the_capacity_it_took() -> None:
    """Instantaneous Control gives back the KP and the Capacity an attack took: with Perfect
    Strike that is 4 KP but only 2 Capacity (and the 5 KP Ki Wager whole); A's Capacity is set
    to 20 first, so the cap at Max Capacity hides nothing. B acts first and
    sets a Triggered Movement for when A attacks; A's melee Tri-Beam loses its target when B
    moves to G3."""
    sig = _tech("Perfect Strike", foundation="physical")
    fighters = [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))]
    sheets = {"A": sheet("Alpha", signatures=[sig]), "B": sheet("Beta")}
    enc = start(fighters, sheets, [1, 9])
    choose(enc, "triggered")
    choose(enc, "delay", "Movement (Normal Speed)")
    choose(enc, "trigger", trigger="attack", watch="A")
    skip_exploit(enc)
    end_turn(enc)
    enc.rule({"ruling": "set", "fighter": "A", "stat": "capacity", "value": 20})
    attack(enc, "Tri-Beam", kind="signature", wager=5)
    assert (enc.fighter("A").ki, enc.fighter("A").capacity) == (KI - 9, 20 - 7)
    answers = {
        "triggered_fire": ("fire", {}),
        "destination": ("destination", {"x": 6, "y": 2}),
        "blockade": ("pass", {}),
        "instant": ("pass", {}),
        "exploit": ("pass", {}),
    }
    for _ in range(10):
        if enc.decision.kind == "control":
            break
        kind, args = answers[enc.decision.kind]
        choose(enc, kind, **args)
    choose(enc, "refund")
    a = enc.fighter("A")
    assert (a.ki, a.capacity) == (KI, 20)
    assert "regains 1 Action and 9 KP" in log(enc)


# --- Energy Charges applied at Attack Declaration ---------------------------------------

FORMS = [
    {"name": "Big", "tier_requirement": 1, "stress_test_requirement": 2},
    {"name": "Kaio", "kind": "enhancement", "tier_requirement": 1, "stress_test_requirement": 2},
]


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("form", "charged"), [("Big", True), ("Kaio", False)])
def test_transformation_boost_charges_the_attack_in_a_form(form: str, charged: bool) -> None:
    """Transformation Boost: at Attack Declaration, in a Form, the attack gains an Energy
    Charge (1d8 on a Signature). An Enhancement that is not Transcended gives none. Stress
    Test d10 5, then Strike 7 vs Dodge 3, Wound 6 (+ charge die 7) + Force 4."""
    enc = _fight([5, 7, 3, 6, 7], _tech("Transformation Boost"), a={"forms": FORMS})
    choose(enc, "transform", form=form)
    pass_instants(enc)
    attack(enc, "Tri-Beam", kind="signature")
    _answer_all(enc)
    text = log(enc)
    if charged:
        assert (
            "Tri-Beam gains 1 Energy Charge: Transformation Boost (in Big) "
            "(1 Energy Charge in all)" in text
        )
        assert "A Wound 17 = 1d10+ToP + 1 charge 1d8 [6, 7] + Force 4" in text
    else:
        assert "gains 1 Energy Charge" not in text
        assert "A Wound 10 = 1d10+ToP [6] + Force 4" in text


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("c_at", "charged"), [(None, True), ((3, 3), False)])
def test_concentrated_strike_charges_an_area_holding_one_character(
    c_at: tuple[int, int] | None, charged: bool
) -> None:
    """Concentrated Strike: if the attack's Area of Effect holds a single character, it gains
    an Energy Charge. A's Blast cone at B holds only B, or B and C."""
    sig = _tech("Concentrated Strike", profile="Blast")
    enc = _fight([7, 3, 1, 6, 7, 6, 7], sig, c_at=c_at)
    attack(enc, "Tri-Beam", kind="signature")
    _answer_all(enc)
    text = log(enc)
    assert ("Concentrated Strike (only B in the area)" in text) is charged
    assert ("+ 1 charge 1d8" in text) is charged


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("shaken", [True, False])
def test_overwhelming_terror_charges_the_attack_on_shaken_targets(shaken: bool) -> None:
    """Overwhelming Terror: if every target is Shaken, the attack gains an Energy Charge."""
    enc = _fight([7, 3, 6, 7], _tech("Overwhelming Terror"))
    if shaken:
        enc.rule({"ruling": "condition", "fighter": "B", "name": "Shaken"})
    attack(enc, "Tri-Beam", kind="signature")
    _answer_all(enc)
    text = log(enc)
    assert ("Overwhelming Terror (every target Shaken)" in text) is shaken
    assert ("A Wound 17 = 1d10+ToP + 1 charge 1d8 [6, 7] + Force 4" in text) is shaken


@pytest.mark.rule(RULE)
def test_charges_gained_at_declaration_add_up_and_count_towards_a_parry() -> None:
    """Transformation Boost and Overwhelming Terror together: 2 Energy Charges, each lowering
    B's Parry by 1(bT) like declared ones."""
    sig = _tech("Transformation Boost", "Overwhelming Terror")
    enc = _fight([5, 7, 3, 6, 7, 7], sig, a={"forms": FORMS})
    enc.rule({"ruling": "condition", "fighter": "B", "name": "Shaken"})
    choose(enc, "transform", form="Big")
    pass_instants(enc)
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    text = log(enc)
    assert "Tri-Beam gains 2 Energy Charges" in text
    assert (
        "B Parry 5 = 1d10+ToP [3] + Haste 2 + Awareness 4 - Shaken 2 - 2 Energy Charges 2" in text
    )
    assert "A Wound 24 = 1d10+ToP + 2 charges 2d8 [6, 7, 7] + Force 4" in text


# --- Instant Assault and Peppering Blows -------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("assault", [True, False])
def test_instant_assault_opens_no_instant_window(assault: bool) -> None:
    """Instant Assault: nobody may answer the attack with an Instant Maneuver. With every
    Instant window offered (``reaction_windows: always``), B is asked for a Surge before a
    plain Tri-Beam lands, never before one with Instant Assault."""
    sig = _tech(*(["Instant Assault"] if assault else []))
    fighters = [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))]
    sheets = {"A": sheet("Alpha", signatures=[sig]), "B": sheet("Beta")}
    enc = start(fighters, sheets, [9, 5, 7, 3, 6], settings={"reaction_windows": "always"})
    attack(enc, "Tri-Beam", kind="signature")
    assert (enc.decision.kind == "instant") is not assault
    assert ("Tri-Beam: Instant Assault - no Instant Maneuver may answer it" in log(enc)) is assault
    _answer_all(enc)
    assert "B loses 6 Life (Tri-Beam)" in log(enc)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("ranks", "stacks"), [(0, 1), (1, 2), (3, 4)])
def test_peppering_blows_adds_diminishing_defense_stacks(ranks: int, stacks: int) -> None:
    """Peppering Blows (Combination): a Dodge against it adds the Diminishing Defense stacks
    of one more Attacking Maneuver a rank (1 stack each at base Tier 1)."""
    advantages = [{"name": "Peppering Blows", "rank": ranks}] if ranks else []
    sig = _tech(*advantages, profile="Combination")
    enc = _fight([7, 3, 1, 1, 1, 6], sig)
    attack(enc, "Tri-Beam", kind="signature")
    _answer_all(enc)
    assert enc.fighter("B").defense_stacks == stacks
    if ranks:
        assert (
            f"B: Peppering Blows ({ranks} rank{'s' if ranks > 1 else ''}) adds "
            f"{ranks} Diminishing Defense stack" in log(enc)
        )


@pytest.mark.rule(RULE)
def test_peppering_blows_adds_nothing_without_a_dodge_roll() -> None:
    """A Direct Hit skips the Dodge Roll: no Diminishing Defense stack at all."""
    sig = _tech({"name": "Peppering Blows", "rank": 2}, profile="Combination")
    enc = _fight([6], sig)
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "defend", defend="direct_hit")
    assert enc.fighter("B").defense_stacks == 0
    assert "Peppering Blows" not in log(enc)
