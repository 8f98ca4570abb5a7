"""Homing and Rebound (``families/advantages/homing.py``): a missed Strike may be rolled again,
once a rank, +1(T) a miss so far, against the defence already rolled; Rebound aims a re-roll
at another Opponent. Fights go through the public API with fixed dice: A (Haste 2, Awareness 4,
Tier 1) at C3 attacks B at D3 (Defense Value 4); the dice after Initiative are A's Strike,
B's Dodge, then A's re-rolls and A's Wound."""

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


def _sig(*advantages: Any, foundation: str = "energy") -> dict[str, Any]:
    return {
        "name": "Tri-Beam",
        "profile": "Simple",
        "foundation": foundation,
        "advantages": list(advantages),
    }


def _homing(ranks: int, *more: Any) -> list[Any]:
    return [{"name": "Homing", "rank": ranks}, *more]


def _asked(enc: Encounter) -> tuple[str, str]:
    """Who is asked now, and what kind of decision."""
    assert enc.decision is not None
    return enc.decision.actor, enc.decision.kind


def _kind(enc: Encounter) -> str:
    return _asked(enc)[1]


def _missed(dice: list[int], *advantages: Any, **extra: Any) -> Encounter:
    """A's Tri-Beam on B, B Dodges; with the dice given, the first Strike misses."""
    enc = duo(dice, a={"signatures": [_sig(*advantages)]}, **extra)
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


def _trio(dice: list[int], *advantages: Any) -> Encounter:
    """A at C3 against B at D3 and C (side B) at C4; the Initiative order A, B, C."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (2, 3))],
        {
            "A": sheet("Alpha", signatures=[_sig(*advantages)]),
            "B": sheet("Beta"),
            "C": sheet("Gamma"),
        },
        [9, 5, 4, *dice],
    )


# --- Homing -----------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_homing_rolls_the_strike_again_with_1T_a_miss_against_the_same_dodge() -> None:
    # Strike 1 (botch) + 6 = 2 against Dodge 9 + 4 = 13: miss. Re-roll 3 + 6 + 1 = 10: miss.
    # Re-roll 9 + 6 + 2 = 17: hit, Wound 9 + 4 = 13 - Soak 4 = 9. One Dodge, one stack.
    enc = _missed([1, 9, 3, 9, 9], *_homing(2))
    assert _asked(enc) == ("A", "homing")
    labels = [o.label for o in options(enc)]
    assert labels == [
        "Homing: roll the Strike again (+1(T); re-roll 1 of 2): 40% to beat B's Dodge 13",
        "Let it miss",
    ]
    choose(enc, "homing")
    assert has(enc, "homing", "(+2(T); re-roll 2 of 2): 50% to beat B's Dodge 13")
    choose(enc, "homing")
    text = log(enc)
    assert "A Strike 10 = 1d10+ToP [3] + Haste 2 + Awareness 4 + Homing (1 miss so far) 1" in text
    assert "A's Strike 10 against B's Dodge 13: miss" in text
    assert "A Strike 17 = 1d10+ToP [9] + Haste 2 + Awareness 4 + Homing (2 misses so far) 2" in text
    assert "A's Strike 17 against B's Dodge 13: hit" in text
    assert text.count("B Dodge") == 1
    assert "B loses 9 Life (Tri-Beam)" in text
    assert enc.fighter("B").defense_stacks == 1
    assert not enc.fighter("A").effects  # the attack is over: no mark left


@pytest.mark.rule(RULE)
def test_homing_gives_one_re_roll_a_rank_and_then_the_attack_misses() -> None:
    enc = _missed([1, 9, 3], *_homing(1))
    choose(enc, "homing")
    assert _kind(enc) == "turn"
    assert "A's Strike 10 against B's Dodge 13: miss" in log(enc)
    assert "B loses" not in log(enc)
    assert not enc.fighter("A").effects


@pytest.mark.rule(RULE)
def test_letting_it_miss_rolls_nothing_more() -> None:
    enc = _missed([1, 9], *_homing(3))
    choose(enc, "let_miss")
    assert "A lets the attack miss B" in log(enc)
    assert log(enc).count("A Strike") == 1
    assert _kind(enc) == "turn"
    assert not enc.fighter("A").effects


@pytest.mark.rule(RULE)
def test_a_technique_without_homing_asks_nothing_after_a_miss() -> None:
    enc = _missed([1, 9])
    assert _kind(enc) == "turn"
    assert "Homing" not in log(enc)


@pytest.mark.rule(RULE)
def test_homing_re_rolls_against_a_parry_score_too() -> None:
    # B Parries: Strike 2 against Parry 9 + 6 = 15 (Haste 2 + Awareness 4); re-roll 9 + 7 = 16
    enc = duo([1, 9, 9, 6], a={"signatures": [_sig(*_homing(1))]})
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    parry = int(log(enc).split("B Parry ")[1].split(" ")[0])
    assert has(enc, "homing", f"to beat B's Parry {parry}")
    choose(enc, "homing")
    assert f"A's Strike 16 against B's Parry {parry}: hit" in log(enc)
    assert "B loses 6 Life (Tri-Beam)" in log(enc)


@pytest.mark.rule(RULE)
def test_homing_works_in_dbu_1() -> None:
    enc = _missed([1, 9, 9, 9], *_homing(1), edition="dbu-1")
    assert _kind(enc) == "homing"
    choose(enc, "homing")
    assert "Homing (1 miss so far) 1" in log(enc)


# --- a target out of reach (2+ ranks) ---------------------------------------------------------


def _escaped(ranks: int) -> Encounter:
    """A punches B with a physical Tri-Beam; at the Instant window B is moved out of Melee
    Range (the window is only the moment the test moves B)."""
    sig = _sig(*_homing(ranks), foundation="physical")
    enc = duo([1, 9], a={"signatures": [sig]}, settings={"reaction_windows": "always"})
    attack(enc, "Tri-Beam", kind="signature")
    assert _kind(enc) == "instant"
    enc.fighter("B").pos = (6, 2)
    pass_instants(enc)
    return enc


@pytest.mark.rule(RULE)
def test_homing_at_2_ranks_follows_a_target_out_of_reach_but_gives_no_re_roll() -> None:
    enc = _escaped(2)
    assert _kind(enc) == "control"
    choose(enc, "retarget", "Keep the attack on B out of reach (Homing", target="B")
    assert "A's attack follows B out of reach (Homing)" in log(enc)
    choose(enc, "dodge")
    assert "A's Homing gives no re-roll: B is out of reach" in log(enc)
    assert _kind(enc) == "turn"


@pytest.mark.rule(RULE)
def test_homing_at_1_rank_cannot_follow_a_target_out_of_reach() -> None:
    enc = _escaped(1)
    assert _kind(enc) == "control"
    assert not options(enc, "retarget")


# --- Rebound ----------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_rebound_aims_the_re_roll_at_another_opponent_who_answers_it() -> None:
    # Strike 2 misses B's Dodge 13; Rebound on C: C Dodges 2 + 4 = 6, Strike 3 + 6 + 1 = 10
    # hits, Wound 9 + 4 = 13 - 4 = 9. B keeps its Diminishing Defense stack, C gets none.
    enc = _trio([1, 9, 3, 2, 9], *_homing(2, "Rebound"))
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert has(enc, "rebound", "Rebound: roll the Strike again at C instead (+1(T); re-roll 1 of 2")
    choose(enc, "rebound", target="C")
    assert _asked(enc) == ("C", "reaction")
    choose(enc, "dodge")
    text = log(enc)
    assert "A's attack turns from B to C (Rebound: the Strike again, Homing +1(T))" in text
    assert "A Strike 10 = 1d10+ToP [3] + Haste 2 + Awareness 4 + Homing (1 miss so far) 1" in text
    assert "C loses 9 Life (Tri-Beam)" in text
    assert "B loses" not in text
    assert (enc.fighter("B").defense_stacks, enc.fighter("C").defense_stacks) == (1, 0)


@pytest.mark.rule(RULE)
def test_without_rebound_no_other_target_is_offered() -> None:
    enc = _trio([1, 9], *_homing(2))
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert _kind(enc) == "homing"
    assert not options(enc, "rebound")


@pytest.mark.rule(RULE)
def test_a_rebound_miss_may_home_in_on_the_new_target_with_the_misses_so_far() -> None:
    # B's Dodge 13 stops Strike 2; on C, Strike 1 + 6 + 1 (botch -5) misses C's Dodge 6; the
    # last re-roll against the same Dodge 6: 9 + 6 + 2 = 17 hits C.
    enc = _trio([1, 9, 1, 2, 9, 9], *_homing(2, "Rebound"))
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    choose(enc, "rebound", target="C")
    choose(enc, "dodge")
    assert not options(enc, "rebound")  # B was targeted already: no Rebound back to B
    assert has(enc, "homing", "(+2(T); re-roll 2 of 2)")
    assert has(enc, "homing", "to beat C's Dodge 6")
    choose(enc, "homing")
    assert "A's Strike 17 against C's Dodge 6: hit" in log(enc)
    assert (enc.fighter("B").defense_stacks, enc.fighter("C").defense_stacks) == (1, 0)


@pytest.mark.rule(RULE)
def test_a_cross_counter_still_answers_back_when_the_attack_rebounds() -> None:
    # B Cross Counters (half Dodge: 9 + 2 = 11) and A's Strike 2 misses; the attack rebounds
    # to C, B is asked for its attack back first, then C answers the rebound.
    enc = _trio([1, 9], *_homing(1, "Rebound"))
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, "defend", defend="cross_counter")
    assert _kind(enc) == "homing"
    choose(enc, "rebound", target="C")
    assert _asked(enc) == ("B", "cross_counter")
    choose(enc, "no_cross")
    assert _asked(enc) == ("C", "reaction")


@pytest.mark.rule(RULE)
def test_an_attack_split_among_several_targets_gets_no_homing_re_roll() -> None:
    # Splitting: one Strike 2 (botch) for B and C; B's Dodge 13 and C's Dodge 6 both stop it
    enc = _trio([1, 9, 2], *_homing(1, "Splitting"))
    choose(enc, "signature", "Tri-Beam", target="B")
    choose(enc, "split_target", target="C")
    if _kind(enc) == "modifier":
        choose(enc, "no_modifier")
    if _kind(enc) == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert _kind(enc) != "homing"
    assert "A's Homing gives no re-roll to an attack on several targets" in log(enc)
