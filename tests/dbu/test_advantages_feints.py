"""The Advantages that narrow how a target may defend (``families/advantages/feints.py``):
Fake Out and Encompassing Attack. Fights go through the public API with fixed dice: A (Tier 1,
Bluff 2 ranks: Bluff Check +6, Critical on 9+) at C3 attacks B (Intuition +2) at D3. With Fake
Out the dice after Initiative are A's Bluff, B's Intuition, then A's Strike, B's Dodge, A's
Wound; without it, A's Strike, B's Dodge, A's Wound."""

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
FEINT = {"name": "Feint Beam", "profile": "Simple", "foundation": "energy"}
PLAIN = {"name": "Big Beam", "profile": "Simple", "foundation": "energy", "advantages": []}


def _fake_out(dice: list[int], *more: dict[str, Any], **extra: Any) -> Encounter:
    sig = {**FEINT, "advantages": ["Fake Out"]}
    return duo(dice, a={"signatures": [sig, *more], "skills": {"bluff": 2}}, **extra)


def _feint(enc: Encounter) -> None:
    attack(enc, "Feint Beam", kind="signature")
    pass_instants(enc)


def _kinds(enc: Encounter) -> list[tuple[str, str]]:
    assert enc.decision is not None
    return [(o.kind, str(o.args.get("defend", ""))) for o in enc.decision.options]


def _blast(dice: list[int], ranks: int, *more: str, **b: Any) -> Encounter:
    advantages: list[Any] = [{"name": "Encompassing Attack", "rank": ranks}, *more]
    sig = {
        "name": "Wide Blast",
        "profile": "Blast",
        "foundation": "energy",
        "advantages": advantages,
    }
    return duo(dice, a={"signatures": [sig], "skills": {"bluff": 2}}, b=b or None)


# --- Fake Out ------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_fake_out_won_clash_leaves_the_target_only_dodge_and_guard() -> None:
    # Bluff 5 + 6 = 11 against Intuition 5 + 2 = 7
    enc = _fake_out([5, 5, 8, 2, 6])
    _feint(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "reaction"
    assert _kinds(enc) == [("dodge", ""), ("defend", "guard")]
    assert (
        "Fake Out (Feint Beam): A Bluff 1d10 [5] (Critical on 9+) + ½ Personality Score 1 + "
        "2 ranks x 2 4 + proficient 1(T) 1 = 11 vs B Intuition 1d10 [5] + ½ Insight Score 2 = 7: "
        "A wins: B may only Dodge or Guard against Feint Beam"
    ) in log(enc)


@pytest.mark.rule(RULE)
def test_fake_out_tie_goes_to_the_target_who_keeps_every_answer() -> None:
    # Bluff 2 + 6 = 8 against Intuition 6 + 2 = 8: the defender wins ties
    enc = _fake_out([2, 6, 8, 2, 6])
    _feint(enc)
    assert "B wins (ties go to the defender) and may answer Feint Beam as usual" in log(enc)
    assert has(enc, "defend", "Parry")
    assert has(enc, "defend", "Cross Counter")
    assert not any(e.name == "faked_out" for e in enc.fighter("B").effects)


@pytest.mark.rule(RULE)
def test_fake_out_dodge_opens_an_out_of_sequence_basic_attack_on_that_target() -> None:
    # the follow-up: Strike 9 + 6 = 15 against B's Dodge 1 + 4 = 5 (B keeps every answer now)
    enc = _fake_out([5, 5, 8, 2, 6, 9, 1, 6])
    _feint(enc)
    choose(enc, "dodge")
    assert enc.decision is not None
    assert enc.decision.kind == "fake_out"
    assert str(enc.decision.prompt) == (
        "A: Fake Out (Feint Beam): attack B, who dodged it, out of sequence?"
    )
    assert not any(e.name == "faked_out" for e in enc.fighter("B").effects)
    actions = enc.fighter("A").actions
    choose(enc, "fake_out_attack", "Basic Attack (Simple, physical) on B")
    if enc.decision is not None and enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision is not None and enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    assert has(enc, "defend", "Parry")
    choose(enc, "dodge")
    assert "A attacks B with Basic Attack (Simple, physical) (Out-of-Sequence)" in log(enc)
    assert "A Strike 15" in log(enc)
    assert enc.fighter("A").actions == actions
    assert enc.decision is not None
    assert enc.decision.kind == "turn"


@pytest.mark.rule(RULE)
def test_fake_out_offers_no_follow_up_when_the_target_guards() -> None:
    enc = _fake_out([5, 5, 6])
    _feint(enc)
    choose(enc, "defend", "Guard")
    assert "Defend: Guard" in log(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "turn"


@pytest.mark.rule(RULE)
def test_fake_out_follow_up_technique_keeps_the_signature_limit_in_dbu2() -> None:
    # the Signature Technique Maneuver's [1/Round] is spent on Feint Beam: Basic Attacks only
    enc = _fake_out([5, 5, 8, 2, 6], PLAIN)
    _feint(enc)
    choose(enc, "dodge")
    assert options(enc, "fake_out_attack")
    assert not options(enc, "fake_out_technique")


@pytest.mark.rule(RULE)
def test_fake_out_own_limit_in_dbu1_where_techniques_are_unlimited() -> None:
    enc = _fake_out([5, 5, 8, 2, 6], PLAIN, edition="dbu-1")
    _feint(enc)
    choose(enc, "dodge")
    labels = [o.label for o in options(enc, "fake_out_technique")]
    assert labels == ["Big Beam (Simple, 2 KP) on B"]
    choose(enc, "pass")
    assert [o.args["signature"] for o in options(enc, "signature")] == ["Big Beam"]
    end_turn(enc)
    assert enc.state.active == "B"


@pytest.mark.rule(RULE)
def test_fake_out_is_not_offered_after_another_technique_this_round_in_dbu1() -> None:
    enc = _fake_out([8, 2, 6], PLAIN, edition="dbu-1")
    assert {o.args["signature"] for o in options(enc, "signature")} == {"Feint Beam", "Big Beam"}
    attack(enc, "Big Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert [o.args["signature"] for o in options(enc, "signature")] == ["Big Beam"]


# --- Encompassing Attack --------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_encompassing_attack_rank_1_adds_2bT_kp_to_every_defend_and_shows_it() -> None:
    enc = _blast([8, 2, 6], 1)
    attack(enc, "Wide Blast", kind="signature")
    pass_instants(enc)
    labels = [o.label for o in enc.decision.options]
    assert "Defend: Parry (your Strike against theirs) 2 KP (Encompassing Attack)" in labels
    assert (
        "Defend: Guard (halve the Wound, -1 Damage Category) 10 KP (Guard 8 + Encompassing "
        "Attack 2)"
    ) in labels
    ki = enc.fighter("B").ki
    choose(enc, "defend", "Parry")
    assert enc.fighter("B").ki == ki - 2
    assert "B pays 2 KP for Encompassing Attack" in log(enc)


@pytest.mark.rule(RULE)
def test_encompassing_attack_rank_2_bars_parry_and_guard_pays_both_costs() -> None:
    enc = _blast([6], 2)
    attack(enc, "Wide Blast", kind="signature")
    pass_instants(enc)
    assert not has(enc, "defend", "Parry")
    assert has(enc, "defend", "Cross Counter (½ Defense Value, then attack back) 4 KP")
    ki = enc.fighter("B").ki
    choose(enc, "defend", "Guard (halve the Wound, -1 Damage Category) 12 KP (Guard 8 + ")
    assert enc.fighter("B").ki == ki - 12
    assert "B pays 8 KP for Guard" in log(enc)
    assert "B pays 4 KP for Encompassing Attack (rank 2)" in log(enc)


@pytest.mark.rule(RULE)
def test_encompassing_attack_drops_a_defend_the_target_cannot_pay() -> None:
    enc = _blast([8, 2, 6], 1)
    enc.fighter("B").ki = 1
    attack(enc, "Wide Blast", kind="signature")
    pass_instants(enc)
    assert enc.decision is None or enc.decision.kind != "reaction"
    assert "B will Dodge" not in log(enc)
    assert "B Dodge" in log(enc)


@pytest.mark.rule(RULE)
def test_fake_out_and_encompassing_attack_together_leave_dodge_and_the_dearer_guard() -> None:
    sig = {
        "name": "Wide Blast",
        "profile": "Blast",
        "foundation": "energy",
        "advantages": ["Encompassing Attack", "Fake Out"],
    }
    enc = duo([5, 5, 8, 2, 6], a={"signatures": [sig], "skills": {"bluff": 2}})
    attack(enc, "Wide Blast", kind="signature")
    pass_instants(enc)
    assert [o.label for o in enc.decision.options] == [
        "Dodge (no Counter Maneuver)",
        "Defend: Guard (halve the Wound, -1 Damage Category) 10 KP (Guard 8 + Encompassing "
        "Attack 2)",
    ]
