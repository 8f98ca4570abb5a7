"""The Advantages that change an attack's dice and numbers (``families/advantages/dice.py``):
Twin Linked, Alotta Lotta Attacks, Low Stakes Attack, Power Burst, Trick Attack and Brutal
Blitz. Fights go through the public API with fixed dice: A (Tier 1) at C3 attacks B at D3; the
dice after Initiative are A's Strike, B's Dodge, A's Wound unless a test says otherwise (a
Skill Clash at Attack Declaration comes first, a second Strike or Wound right after the first).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.techniques import Signature

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    attack,
    choose,
    duo,
    fighter,
    log,
    options,
    pass_instants,
    sheet,
    start,
)

RULE = "dbu.std.signature-technique"


def _tech(*advantages: Any, profile: str = "Simple", **more: Any) -> dict[str, Any]:
    foundation = "physical" if profile in ("Blitz", "Sweeping") else "energy"
    return {
        "name": "Tri-Beam",
        "profile": profile,
        "foundation": foundation,
        "advantages": list(advantages),
        **more,
    }


def _fight(dice: list[int], *advantages: Any, profile: str = "Simple", **a: Any) -> Encounter:
    return duo(dice, a={"signatures": [_tech(*advantages, profile=profile)], **a})


def _hit(enc: Encounter, wager: int = 0) -> None:
    attack(enc, "Tri-Beam", kind="signature", wager=wager)
    pass_instants(enc)
    while enc.decision is not None and enc.decision.kind == "reaction":
        choose(enc, "dodge")


def _line(enc: Encounter, start_text: str) -> str:
    found = [e.text for e in enc.events if e.text.startswith(start_text)]
    assert len(found) == 1, (start_text, log(enc))
    return found[0]


# --- Twin Linked ---------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_twin_linked_strike_is_rolled_twice_the_higher_kept_and_both_shown() -> None:
    # Strike 3 then 8: 8 + Haste 2 + Awareness 4 = 14 kept; Dodge 4 + 4 = 8; Wound 6 + 4
    enc = _fight([3, 8, 4, 6], "Twin Linked (Strike)")
    _hit(enc)
    strike = _line(enc, "A Strike")
    assert strike == (
        "A Strike 14 = 1d10+ToP [8] + Haste 2 + Awareness 4 "
        "(Twin Linked: rolled twice, the higher kept; the other roll [3] = 9)"
    )
    assert _line(enc, "A Wound") == "A Wound 10 = 1d10+ToP [6] + Force 4"


@pytest.mark.rule(RULE)
def test_twin_linked_keeps_the_first_roll_when_it_is_higher() -> None:
    enc = _fight([9, 2, 4, 6], "Twin Linked (Strike)")
    _hit(enc)
    assert _line(enc, "A Strike").startswith("A Strike 15 = 1d10+ToP [9]")
    assert "the other roll [2] = 8" in _line(enc, "A Strike")


@pytest.mark.rule(RULE)
def test_twin_linked_wound_rolls_the_wound_twice_and_the_strike_once() -> None:
    enc = _fight([8, 4, 2, 6], "Twin Linked (Wound)")
    _hit(enc)
    assert _line(enc, "A Strike") == "A Strike 14 = 1d10+ToP [8] + Haste 2 + Awareness 4"
    assert _line(enc, "A Wound") == (
        "A Wound 10 = 1d10+ToP [6] + Force 4 "
        "(Twin Linked: rolled twice, the higher kept; the other roll [2] = 6)"
    )
    assert enc.fighter("B").life == 144 - 6


@pytest.mark.rule(RULE)
def test_twin_linked_strike_leaves_the_combination_extra_strikes_rolled_once() -> None:
    # Strike 3 / 8, Dodge 4; the three extra Strikes use one die each (5, 5, 5); Wound 6
    enc = _fight([3, 8, 4, 5, 5, 5, 6], "Twin Linked (Strike)", profile="Combination")
    _hit(enc)
    assert "Twin Linked" in _line(enc, "A Strike")
    combination = _line(enc, "A Combination")
    assert combination.startswith("A Combination: extra Strikes [11, 11, 11] vs 8")
    assert "Twin Linked" not in combination
    assert _line(enc, "A Wound") == "A Wound 16 = 1d10+ToP [6] + Force 4 + Combination 6"


@pytest.mark.rule(RULE)
def test_twin_linked_is_taken_with_strike_or_wound() -> None:
    with pytest.raises(ValueError, match="choose one of Strike, Wound"):
        Signature.model_validate(_tech("Twin Linked"))
    assert Signature.model_validate(_tech("Twin-Linked (wound)")).advantages[0].name == (
        "Twin Linked (wound)"
    )


# --- Alotta Lotta Attacks ------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_alotta_lotta_attacks_rolls_one_more_extra_strike_a_rank() -> None:
    # rank 2: five extra Strikes (3, 2, 3, 3, 2 + 6 against Dodge 8: three beat it); Wound 6
    ranked = {"name": "Alotta Lotta Attacks", "rank": 2}
    enc = _fight([8, 4, 3, 2, 3, 3, 2, 6], ranked, profile="Combination")
    _hit(enc)
    combination = _line(enc, "A Combination")
    assert combination == (
        "A Combination: extra Strikes [9, 8, 9, 9, 8] (Alotta Lotta Attacks (rank 2): "
        "2 more Strike Rolls) vs 8: 3 success(es), +6(T) Wound"
    )
    assert _line(enc, "A Wound") == "A Wound 16 = 1d10+ToP [6] + Force 4 + Combination 6"


@pytest.mark.rule(RULE)
def test_alotta_lotta_attacks_needs_a_hit() -> None:
    enc = _fight([1, 9], "Alotta Lotta Attacks", profile="Combination")
    _hit(enc)
    assert "Combination:" not in log(enc)


# --- Low Stakes Attack ---------------------------------------------------------------------


def _two_techniques(low_stakes: bool) -> Encounter:
    feint = ["Fake Out", "Low Stakes Attack"] if low_stakes else ["Fake Out"]
    techniques = [
        {"name": "Feint Beam", "profile": "Simple", "foundation": "energy", "advantages": feint},
        {"name": "Big Beam", "profile": "Simple", "foundation": "energy"},
    ]
    enc = duo([], a={"skills": {"bluff": 2}, "signatures": techniques})
    attack(enc, "Feint Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    if enc.decision is not None and enc.decision.kind == "fake_out":
        choose(enc, "pass")
    assert enc.decision is not None
    assert enc.decision.kind == "turn"
    return enc


@pytest.mark.rule(RULE)
def test_low_stakes_attack_does_not_use_up_the_signature_technique_maneuver() -> None:
    enc = _two_techniques(low_stakes=True)
    assert [o.args["signature"] for o in options(enc, "signature")] == ["Big Beam"]
    assert (
        "Feint Beam: Low Stakes Attack - this use does not count toward the Signature "
        "Technique Maneuver's limit"
    ) in log(enc)
    attack(enc, "Big Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert options(enc, "signature") == []


@pytest.mark.rule(RULE)
def test_without_low_stakes_attack_the_first_technique_uses_up_the_maneuver() -> None:
    enc = _two_techniques(low_stakes=False)
    assert options(enc, "signature") == []
    assert "Low Stakes" not in log(enc)


@pytest.mark.rule(RULE)
def test_low_stakes_technique_is_offered_past_the_limit_when_fake_out_allows_it() -> None:
    # the limit reached by another count (no Fake Out use yet): the Low Stakes technique is
    # still offered by the Signature Technique Maneuver, the other one is not
    techniques = [
        {
            "name": "Feint Beam",
            "profile": "Simple",
            "foundation": "energy",
            "advantages": ["Fake Out", "Low Stakes Attack"],
        },
        {"name": "Big Beam", "profile": "Simple", "foundation": "energy"},
    ]
    enc = duo([], a={"skills": {"bluff": 2}, "signatures": techniques})
    from tenkaichi.dbu.combat.rules.attack_options import signature_options

    a = enc.fighter("A")
    a.used_round["signature"] = 1
    assert [o.args["signature"] for o in signature_options(enc, a)] == ["Feint Beam"]


# --- Power Burst ---------------------------------------------------------------------------


def _duel(advantages: list[Any]) -> Encounter:
    tech = _tech(*advantages, ultimate=True)
    enc = duo([5, 5], a={"signatures": [tech]})
    _duel_start(enc)
    return enc


def _duel_start(enc: Encounter) -> None:
    attack(enc, "Tri-Beam", kind="signature", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)


@pytest.mark.rule(RULE)
def test_power_burst_ranks_are_super_stacks_in_the_duel_clash() -> None:
    enc = _duel([{"name": "Power Burst", "rank": 2}])
    assert (
        "Duel Clash 1: A 11 = 1d10+ToP [5] + Force 4 + 2 Super Stacks (Power Burst) 2 "
        "vs B 9 = 1d10+ToP [5] + Force 4: A wins"
    ) in log(enc)
    assert not any(e.name == "super_stack" for e in enc.fighter("A").effects)


@pytest.mark.rule(RULE)
def test_without_power_burst_the_duel_clash_has_no_super_stacks() -> None:
    enc = _duel(["Accurate"])
    assert "Duel Clash 1: A 9 = 1d10+ToP [5] + Force 4 vs B 9" in log(enc)
    assert "Super Stack" not in log(enc)


@pytest.mark.rule(RULE)
def test_power_burst_needs_an_ultimate_technique() -> None:
    with pytest.raises(ValueError, match="Ultimate"):
        Signature.model_validate(_tech("Power Burst"))


# --- Trick Attack --------------------------------------------------------------------------

BLUFFER = {"skills": {"bluff": 2}}
"""A's Bluff Check: d10 + ½ Personality 1 + 2 ranks x 2 + proficient 1(T) = d10 + 6 (B's
Intuition Check: d10 + ½ Insight 2)."""


@pytest.mark.rule(RULE)
def test_trick_attack_won_clash_adds_2bT_to_the_strike_against_that_target() -> None:
    # Bluff 5 + 6 = 11 vs Intuition 5 + 2 = 7; Strike 5 + 6 = 11, +2 = 13 vs Dodge 7 + 4 = 11
    enc = _fight([5, 5, 5, 7, 4], "Trick Attack (Bluff)", **BLUFFER)
    _hit(enc)
    text = log(enc)
    assert "Trick Attack (Tri-Beam): A Bluff 1d10 [5]" in text
    assert "vs B Intuition 1d10 [5] + ½ Insight Score 2 = 7: A wins, +2 to the Strike Roll" in (
        text
    )
    assert "A's Strike against B is 13 (Strike 11 + Trick Attack 2)" in text
    assert "B Dodge 11 = 1d10+ToP [7] + Defense Value 4: hit" in text
    assert not any(e.name in ("tricked", "trick_attack") for f in "AB" for e in _effects(enc, f))


@pytest.mark.rule(RULE)
def test_trick_attack_tie_goes_to_the_defender_and_adds_nothing() -> None:
    # Bluff 2 + 6 = 8 vs Intuition 6 + 2 = 8: B wins; Strike 11 vs Dodge 11: a miss
    enc = _fight([2, 6, 5, 7], "Trick Attack (Bluff)", **BLUFFER)
    _hit(enc)
    text = log(enc)
    assert ": B wins (ties go to the defender)" in text
    assert "Strike against B" not in text
    assert "B Dodge 11 = 1d10+ToP [7] + Defense Value 4: miss" in text


@pytest.mark.rule(RULE)
def test_trick_attack_acrobatics_is_clashed_against_perception_target_by_target() -> None:
    # Sweeping hits B (east) and C (west); Acrobatics d10 + 7 vs Perception d10 + 2:
    # B loses (8 + 7 vs 2 + 2), C wins (3 + 7 vs 9 + 2). Strike 5 + 6 = 11:
    # against B 13 > Dodge 8 + 4, against C 11 = Dodge 7 + 4 (a miss)
    tech = _tech("Trick Attack (Acrobatics)", profile="Sweeping")
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (1, 2))],
        {
            "A": sheet("Alpha", skills={"acrobatics": 2}, signatures=[tech]),
            "B": sheet("Beta"),
            "C": sheet("Gamma"),
        },
        [9, 5, 4, 8, 2, 3, 9, 5, 8, 7, 6],
    )
    _hit(enc)
    text = log(enc)
    assert "A Acrobatics 1d10 [8]" in text
    assert "vs B Perception 1d10 [2]" in text
    assert "vs C Perception 1d10 [9] + ½ Insight Score 2 = 11: C wins" in text
    assert "A's Strike against B is 13 (Strike 11 + Trick Attack 2)" in text
    assert "B Dodge 12 = 1d10+ToP [8] + Defense Value 4: hit" in text
    assert "Strike against C" not in text
    assert "C Dodge 11 = 1d10+ToP [7] + Defense Value 4: miss" in text
    assert not any(e.name == "tricked" for f in "ABC" for e in _effects(enc, f))


@pytest.mark.rule(RULE)
def test_trick_attack_is_taken_with_bluff_or_acrobatics() -> None:
    with pytest.raises(ValueError, match="choose one of Bluff, Acrobatics"):
        Signature.model_validate(_tech("Trick Attack"))


def _effects(enc: Encounter, fid: str) -> list[Any]:
    return list(enc.fighter(fid).effects)


# --- Brutal Blitz --------------------------------------------------------------------------


def _blitz(b_square: tuple[int, int], ag: int = 8) -> Encounter:
    """A (Agility 8: Boosted Speed 10) at A3 charges B with a Blitz technique."""
    tech = _tech("Brutal Blitz", profile="Blitz")
    enc = start(
        [fighter("A", "A", (0, 2)), fighter("B", "B", b_square)],
        {"A": sheet("Alpha", ag=ag, signatures=[tech]), "B": sheet("Beta")},
        [9, 5, 8, 2, 6],
        width=14,
    )
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    charge = max(options(enc, "charging_assault"), key=lambda o: o.args["squares"])
    enc.choose(charge)
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
def test_brutal_blitz_full_boosted_speed_charge_uses_agility_for_the_wound() -> None:
    enc = _blitz((11, 2))
    assert "A rushes 10 squares toward B (Charging Assault, Boosted Speed 10" in log(enc)
    wound = _line(enc, "A Wound")
    assert "+ Agility (Brutal Blitz: a full Boosted Speed charge; Force 4) 8" in wound
    assert "+ Force" not in wound


@pytest.mark.rule(RULE)
def test_brutal_blitz_short_charge_keeps_force() -> None:
    enc = _blitz((6, 2))
    assert "A rushes 5 squares toward B" in log(enc)
    wound = _line(enc, "A Wound")
    assert "+ Force 4" in wound
    assert "Brutal Blitz" not in wound


@pytest.mark.rule(RULE)
def test_brutal_blitz_keeps_force_when_agility_is_not_higher() -> None:
    enc = _blitz((7, 2), ag=4)
    assert "A rushes 6 squares toward B (Charging Assault, Boosted Speed 6" in log(enc)
    wound = _line(enc, "A Wound")
    assert "+ Force 4" in wound
    assert "Agility" not in wound


# --- edition dbu-1 -------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_the_dice_advantages_play_in_edition_dbu1() -> None:
    # Bluff 7 + 6 vs Intuition 2 + 2; Strike 3 / 8 (+2 against B) vs Dodge 4 + 4; four
    # extra Strikes of 6 + 6; Wound 2 + 4 + 4 successes x 2
    tech = _tech(
        "Twin Linked (Strike)",
        "Trick Attack (Bluff)",
        "Alotta Lotta Attacks",
        profile="Combination",
    )
    enc = duo(
        [7, 2, 3, 8, 4, 6, 6, 6, 6, 2],
        a={"skills": {"bluff": 2}, "signatures": [tech]},
        edition="dbu-1",
    )
    assert enc.setup.edition == "dbu-1"
    _hit(enc)
    text = log(enc)
    assert "A's Strike against B is 16 (Strike 14 + Trick Attack 2)" in text
    assert "(Twin Linked: rolled twice, the higher kept; the other roll [3] = 9)" in text
    assert "extra Strikes [12, 12, 12, 12] (Alotta Lotta Attacks: 1 more Strike Roll)" in text
    assert _line(enc, "A Wound") == "A Wound 14 = 1d10+ToP [2] + Force 4 + Combination 8"
