"""The Advantages that act when a Signature Technique hits and Damages an Opponent
(``families/advantages/on_hit.py``): Condition, Knockback, Forceful Launch, Precise Strike,
Staggering Attack, Hefty Stagger and Sustained. Fights go through the public API with fixed
dice: A (Might 4, Tier 1) at C3 attacks B at D3; the dice after Initiative are A's Strike, B's
Dodge, A's Wound, then any Clash (A's Might roll, B's Might roll)."""

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
    end_turn,
    fighter,
    has,
    log,
    options,
    pass_instants,
    sheet,
    start,
)

RULE = "dbu.std.signature-technique"


def _fight(dice: list[int], *advantages: Any, profile: str = "Simple", **a: Any) -> Encounter:
    foundation = "magic" if profile.startswith("Elemental") else "energy"
    sig = {
        "name": "Tri-Beam",
        "profile": profile,
        "foundation": foundation,
        "advantages": list(advantages),
    }
    return duo(dice, a={"signatures": [sig], **a})


def _hit(enc: Encounter) -> None:
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")


def _effect(enc: Encounter, fid: str, name: str) -> Any:
    found = [e for e in enc.fighter(fid).effects if e.name == name]
    assert len(found) == 1, (name, enc.fighter(fid).effects)
    return found[0]


# --- Condition ---------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_condition_shaken_is_given_by_damage_until_the_end_of_the_targets_next_turn() -> None:
    enc = _fight([9, 1, 6], "Condition (Shaken)")
    _hit(enc)
    shaken = _effect(enc, "B", "shaken")
    assert (shaken.ends.at, shaken.ends.who, shaken.by) == ("end", "B", "A")
    assert "B gains Shaken (Condition: Tri-Beam)" in log(enc)


@pytest.mark.rule(RULE)
def test_condition_guard_down_lasts_until_the_start_of_the_attackers_next_turn() -> None:
    enc = _fight([9, 1, 6], "Condition (Guard Down)")
    _hit(enc)
    guard = _effect(enc, "B", "guard_down")
    assert (guard.ends.at, guard.ends.who) == ("start", "A")


@pytest.mark.rule(RULE)
def test_condition_on_a_target_already_suffering_it_adds_3T_to_the_wound_instead() -> None:
    # A then C (side A) hit B with Condition (Shaken); A's Wound 6 + Force 4 = 10, C's on the
    # Shaken B: 6 + 4 + 3(T) = 13, and B gets no second Shaken
    sig = {
        "name": "Tri-Beam",
        "profile": "Simple",
        "foundation": "energy",
        "advantages": ["Condition (Shaken)"],
    }
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "A", (4, 2))],
        {
            "A": sheet("Alpha", signatures=[sig]),
            "B": sheet("Beta"),
            "C": sheet("Gamma", signatures=[sig]),
        },
        [9, 5, 7, 9, 1, 6, 9, 1, 6],
    )
    _hit(enc)
    end_turn(enc)
    assert enc.state.active == "C"
    _hit(enc)
    text = log(enc)
    assert "A Wound 10 = 1d10+ToP [6] + Force 4\n" in text
    assert "C Wound 13 = 1d10+ToP [6] + Force 4 + Condition (B is already Shaken) 3" in text
    assert text.count("B gains Shaken") == 1
    assert len([e for e in enc.fighter("B").effects if e.name == "shaken"]) == 1


@pytest.mark.rule(RULE)
def test_condition_needs_no_damage_miss_and_its_choice_is_required_on_the_sheet() -> None:
    enc = _fight([1, 9], "Condition (Drained)")
    _hit(enc)
    assert not any(e.name == "drained" for e in enc.fighter("B").effects)
    with pytest.raises(ValueError, match="choose one of Guard Down, Drained, Shaken, Poisoned"):
        Signature.model_validate(
            {"name": "X", "profile": "Simple", "foundation": "energy", "advantages": ["Condition"]}
        )


# --- Knockback, Forceful Launch, Precise Strike ---------------------------------------------


@pytest.mark.rule(RULE)
def test_knockback_offers_a_might_clash_and_a_win_pushes_up_to_might_squares() -> None:
    # Might Clash: A 8 + 4 = 12 vs B 5 + 4 = 9
    enc = _fight([9, 1, 6, 8, 5], "Knockback")
    _hit(enc)
    assert enc.decision is not None
    assert str(enc.decision.prompt) == "A: Knockback B (Tri-Beam)?"
    choose(enc, "knockback")
    assert "Knockback (Tri-Beam): A Might 12" in log(enc)
    assert max(o.args["squares"] for o in options(enc, "knockback_push")) == 4
    choose(enc, "knockback_push", dx=1, dy=0, squares=3)
    if enc.decision is not None and enc.decision.kind == "sudden_stop":
        choose(enc, "pass")
    assert enc.fighter("B").pos == (6, 2)
    assert "B is moved 3 squares east from square D3 to square G3 (Knockback (Tri-Beam))" in log(
        enc
    )


@pytest.mark.rule(RULE)
def test_knockback_may_be_declined_and_a_lost_clash_pushes_nobody() -> None:
    enc = _fight([9, 1, 6], "Knockback")
    _hit(enc)
    choose(enc, "no_knockback")
    assert enc.fighter("B").pos == (3, 2)
    enc = _fight([9, 1, 6, 2, 9], "Knockback")
    _hit(enc)
    choose(enc, "knockback")
    assert not has(enc, "knockback_push")
    assert enc.fighter("B").pos == (3, 2)


@pytest.mark.rule(RULE)
def test_knockback_on_launching_is_the_profiles_own_and_is_not_offered_twice() -> None:
    enc = _fight([9, 1, 6, 2, 9], "Knockback", profile="Launching")
    _hit(enc)
    assert enc.decision is not None
    assert str(enc.decision.prompt) == "A: Knockback B (Launching)?"
    choose(enc, "knockback")
    assert enc.decision is None or enc.decision.kind != "knockback"
    assert log(enc).count(": A Might") == 1


@pytest.mark.rule(RULE)
def test_forceful_launch_adds_1T_a_rank_to_the_clash_and_the_squares() -> None:
    # A 5 + 4 + Forceful Launch 2 = 11 vs B 6 + 4 = 10: without the rank bonus A would lose
    enc = _fight([9, 1, 6, 5, 6], {"name": "Forceful Launch", "rank": 2}, profile="Launching")
    _hit(enc)
    choose(enc, "knockback")
    assert (
        "Knockback (Launching): A Might 11 = 1d10+ToP [5] + Might 4 + Forceful Launch (rank 2) 2"
        in log(enc)
    )
    assert max(o.args["squares"] for o in options(enc, "knockback_push")) == 6
    assert "(Forceful Launch (rank 2) +2)" in str(enc.decision.prompt)


@pytest.mark.rule(RULE)
def test_precise_strike_makes_knockback_half_as_long_again_after_a_critical_strike() -> None:
    # Strike 10 (Critical, one more die 3), Dodge 1, Wound 6; Clash 8 vs 5
    enc = _fight([10, 3, 1, 6, 8, 5], "Precise Strike", profile="Launching")
    _hit(enc)
    choose(enc, "knockback")
    assert max(o.args["squares"] for o in options(enc, "knockback_push")) == 6
    assert "Precise Strike on a Critical Strike: 4 x1.5 = 6" in str(enc.decision.prompt)
    plain = _fight([9, 1, 6, 8, 5], "Precise Strike", profile="Launching")
    _hit(plain)
    choose(plain, "knockback")
    assert max(o.args["squares"] for o in options(plain, "knockback_push")) == 4


# --- Staggering Attack, Hefty Stagger -------------------------------------------------------


@pytest.mark.rule(RULE)
def test_staggering_attack_makes_a_might_clash_and_a_win_staggers_until_their_turn_ends() -> None:
    enc = _fight([9, 1, 6, 8, 5], "Staggering Attack")
    _hit(enc)
    assert "Staggering Attack (Tri-Beam): A Might 12" in log(enc)
    staggered = _effect(enc, "B", "staggered")
    assert (staggered.ends.at, staggered.ends.who) == ("end", "B")
    lost = _fight([9, 1, 6, 5, 8], "Staggering Attack")
    _hit(lost)
    assert "Staggering Attack (Tri-Beam)" in log(lost)
    assert not any(e.name == "staggered" for e in lost.fighter("B").effects)


@pytest.mark.rule(RULE)
def test_hefty_stagger_adds_1T_a_rank_to_the_staggering_clash() -> None:
    # A 5 + 4 + 2 = 11 vs B 6 + 4 = 10
    enc = _fight([9, 1, 6, 5, 6], "Staggering Attack", {"name": "Hefty Stagger", "rank": 2})
    _hit(enc)
    assert "A Might 11 = 1d10+ToP [5] + Might 4 + Hefty Stagger (rank 2) 2" in log(enc)
    assert any(e.name == "staggered" for e in enc.fighter("B").effects)


@pytest.mark.rule(RULE)
def test_hefty_stagger_adds_to_the_clash_of_a_profile_that_grants_staggering() -> None:
    hefty = {"name": "Hefty Stagger", "rank": 2}
    # Plantlife gives Staggering Attack: one Clash, even with the Advantage written as well
    enc = _fight([9, 1, 6, 5, 6], "Staggering Attack", hefty, profile="Elemental (Plantlife)", ma=4)
    _hit(enc)
    text = log(enc)
    assert "Staggering (Elemental (Plantlife)): A Might 11" in text
    assert "A Might 11 = 1d10+ToP [5] + Might 4 + Hefty Stagger (rank 2) 2 vs B" in text
    assert text.count(": A Might") == 1


# --- Sustained -----------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_sustained_gives_a_dot_stack_a_rank_for_3_combat_rounds() -> None:
    enc = _fight([9, 1, 6], {"name": "Sustained", "rank": 2})
    _hit(enc)
    dot = _effect(enc, "B", "dot")
    assert (dot.stacks, dot.ends.at, dot.ends.round) == (2, "rounds", 4)
    assert "B gains Damage over Time (2 stacks) (Sustained: Tri-Beam, 3 Combat Rounds)" in log(enc)
    life = enc.fighter("B").life
    end_turn(enc)
    assert enc.fighter("B").life == life - 2  # 1(bT) a stack at the start of B's turn


@pytest.mark.rule(RULE)
def test_sustained_damage_again_restarts_the_rounds_and_adds_its_stacks() -> None:
    enc = _fight([9, 1, 6], "Sustained")
    _hit(enc)
    end_turn(enc)
    end_turn(enc)  # B's turn ends: round 2, A again
    assert enc.state.round == 2
    _hit(enc)
    dots = [e for e in enc.fighter("B").effects if e.name == "dot"]
    assert [(e.stacks, e.ends.round) for e in dots] == [(1, 5), (1, 5)]
    assert "starts its 3 Combat Rounds again" in log(enc)


@pytest.mark.rule(RULE)
def test_no_damage_means_no_sustained_stack() -> None:
    enc = _fight([1, 9], {"name": "Sustained", "rank": 3})
    _hit(enc)
    assert not any(e.name == "dot" for e in enc.fighter("B").effects)


# --- Pinpoint Precision ---------------------------------------------------------------------


def _blast(advantages: list[Any]) -> dict[str, Any]:
    return {
        "name": "Tri-Beam",
        "profile": "Blast",
        "foundation": "energy",
        "advantages": advantages,
    }


@pytest.mark.rule(RULE)
def test_pinpoint_precision_allows_a_called_shot_on_one_opponent_and_adds_broken() -> None:
    plain = duo([9, 1, 6], a={"signatures": [_blast([])]})
    choose(plain, "signature", "Tri-Beam")
    assert plain.decision is not None
    assert plain.decision.kind != "modifier"
    enc = duo([9, 1, 6], a={"signatures": [_blast(["Pinpoint Precision"])]})
    choose(enc, "signature", "Tri-Beam")
    choose(enc, "modifier", "Called Shot: head")
    if enc.decision is not None and enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert "A Strike 13 = 1d10+ToP [9] + Haste 2 + Awareness 4 - Called Shot 2" in log(enc)
    broken = _effect(enc, "B", "broken")
    assert (broken.stacks, broken.ends.at, broken.ends.who) == (1, "start", "A")
    assert "B gains Broken (1 stacks) (Pinpoint Precision: Tri-Beam)" in log(enc)


@pytest.mark.rule(RULE)
def test_pinpoint_precision_gives_no_called_shot_when_the_area_holds_two_opponents() -> None:
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (4, 2))],
        {
            "A": sheet("Alpha", signatures=[_blast(["Pinpoint Precision"])]),
            "B": sheet("Beta"),
            "C": sheet("Gamma"),
        },
        [9, 5, 3],
    )
    choose(enc, "signature", "aimed at C")  # the cone holds B and C
    assert enc.decision is not None
    assert enc.decision.kind == "wager"
