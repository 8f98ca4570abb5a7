"""Seed 000 (DBU Core Rules), "The Dice", "Dice Types" and "Dice Rules", written from the seed.

Every roll uses fixed dice (``ScriptedRng``: results in the order they are drawn) through the
public ``tenkaichi.roll`` / ``tenkaichi.odds``.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tenkaichi import RollContext, odds, roll
from tenkaichi.dice import ScriptedRng, reroll_die
from tenkaichi.errors import TenkaichiError


def fixed(expression: str, dice: list[int], **context: object):  # type: ignore[no-untyped-def]
    return roll(expression, rng=ScriptedRng(dice), **context)  # type: ignore[arg-type]


def kept(result) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    """(sides, Natural Result) of every die that counts toward the Dice Score."""
    return [(d.sides, d.natural) for d in result.dice if d.kept and not d.penalized]


# --- Natural Result ---------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.natural-result")
@pytest.mark.parametrize(
    ("expression", "dice", "naturals"),
    [
        ("1d10", [7], [7]),
        ("1d6", [4], [4]),
        ("3d10", [2, 5, 9], [2, 5, 9]),
        ("1d10+1d4", [8, 3], [8, 3]),
    ],
)
def test_natural_result_is_the_face_shown(expression: str, dice: list[int], naturals: list[int]):
    """Seed 000, Dice Types: "Natural Result (NR) is the face-up numeric value shown on the
    dice after it is rolled"."""
    result = fixed(expression, dice)
    assert [d.natural for d in result.dice] == naturals


@pytest.mark.rule("dbu.dice.natural-result")
def test_natural_result_of_a_critical_die_is_its_own_face():
    """Seed 000: the Critical "allows you to roll 1 additional d10 and add its Natural
    Result": the first die keeps its face (10), the extra die shows its own (6)."""
    result = fixed("1d10", [10, 6])
    assert result.dice[0].natural == 10
    assert result.dice[0].critical_die == 6


# --- Dice Score -------------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.dice-score")
@pytest.mark.parametrize(
    ("expression", "dice", "score"),
    [
        ("1d10+3", [7], 10),  # one die plus a flat modifier
        ("3d10+1d4", [2, 5, 9, 3], 19),  # the seed's own 3d10+1d4, all Natural Results
        ("1d10+1d6+2-1", [4, 3], 8),  # bonuses and penalties
        ("2d10+5", [6, 6], 17),
    ],
)
def test_dice_score_sums_natural_results_and_modifiers(
    expression: str, dice: list[int], score: int
):
    """Seed 000, Dice Types: "Dice Score (DS) is the total value of all Natural Results from a
    specific roll, plus any additional bonuses or modifiers"."""
    assert fixed(expression, dice).total == score


# --- Extra Dice -------------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.extra-dice")
def test_roll_3d10_plus_1d4_rolls_three_d10s_and_one_d4():
    """Seed 000, The Dice: "when asked to roll 3d10+1d4 you will roll three ten-sided dice and
    one four-sided dice"."""
    result = fixed("3d10+1d4", [2, 3, 4, 4])
    assert sorted(d.sides for d in result.dice) == [4, 10, 10, 10]


@pytest.mark.rule("dbu.dice.extra-dice")
@pytest.mark.parametrize(
    ("expression", "dice", "score"),
    [("1d10+1d6", [5, 6], 11), ("1d10+2d4", [5, 1, 4], 10), ("1d10+1d8", [2, 8], 10)],
)
def test_extra_dice_add_their_results(expression: str, dice: list[int], score: int):
    """Seed 000: "Extra Dice (ED) are additional dice added to a roll ... described as +xdn,
    where x is the amount of dice you roll and n is the number of faces"."""
    assert fixed(expression, dice).total == score


@pytest.mark.rule("dbu.dice.extra-dice")
def test_an_extra_d4_widens_the_range_of_a_roll():
    """Seed 000, Extra Dice: +1d4 on a 1d10 roll adds 1 to 4 to every result (solid d10 here
    so only the extra die moves the range)."""
    dist = odds("1d10s+1d4")
    assert (dist.min, dist.max) == (2, 14)


# --- Dropped Dice -----------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.dropped-dice")
def test_dropped_die_is_never_rolled():
    """Seed 000: "Dropped Dice (DD) are dice removed from a specific roll. BEFORE you roll, you
    remove a designated number of dice": 3d10 with one Dropped Die rolls two d10s."""
    result = fixed("3d10-1dd", [4, 6])
    assert len(result.draws) == 2
    assert result.total == 10


@pytest.mark.rule("dbu.dice.dropped-dice")
def test_dropped_dice_roll_like_fewer_dice():
    """Seed 000, Dropped Dice: removing a die before the roll leaves the roll of the others."""
    assert odds("3d10-1dd") == odds("2d10")


@pytest.mark.rule("dbu.dice.dropped-dice")
@pytest.mark.rule("dbu.dice.min-one-d10")
def test_dropped_die_never_takes_the_last_d10():
    """Seed 000: "When rolling dice for any reason you are always entitled to at least 1d10":
    with 1d10+1d6 and one Dropped Die only the d10 is rolled (the d6 goes)."""
    result = fixed("1d10+1d6-1dd", [3])
    assert [(d.sides, d.natural) for d in result.dice] == [(10, 3)]
    assert result.total == 3


# --- Penalization Dice ------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.penalization-dice")
@pytest.mark.rule("dbu.dice.min-one-d10")
def test_penalization_on_1d10_plus_1d6_loses_the_d6():
    """Seed 000: "if you are rolling 1d10+1d6 and are subjected to Penalization Dice you would
    keep the natural result of the d10 and lose the d6 result"."""
    result = fixed("1d10+1d6-1pd", [3, 5])
    assert kept(result) == [(10, 3)]
    assert result.total == 3


@pytest.mark.rule("dbu.dice.penalization-dice")
@pytest.mark.rule("dbu.dice.min-one-d10")
def test_penalization_on_2d10_plus_1d6_loses_a_d10():
    """Seed 000: "if you were rolling 2d10+1d6, you would lose one of the d10s" (the seed does
    not say which d10; either way the d6 and one d10 count)."""
    result = fixed("2d10+1d6-1pd", [3, 8, 5])
    penalized = [d for d in result.dice if d.penalized]
    assert [d.sides for d in penalized] == [10]
    assert sorted(kept(result)) in ([(6, 5), (10, 3)], [(6, 5), (10, 8)])
    counted_d10 = next(d.natural for d in result.dice if d.sides == 10 and not d.penalized)
    assert result.total == 5 + counted_d10


@pytest.mark.rule("dbu.dice.penalization-dice")
def test_penalization_dice_are_rolled_then_removed():
    """Seed 000: "AFTER you roll, you remove a designated number of dice. The value of the
    rolled dice is removed from the Dice Score": all three d10s are rolled, one comes off."""
    result = fixed("3d10-1pd", [2, 6, 4])
    assert len(result.draws) == 3
    assert sum(d.penalized for d in result.dice) == 1
    assert result.total == 12 - next(d.natural for d in result.dice if d.penalized)


# --- Repeat Dice ------------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.repeat-dice")
def test_repeat_die_second_result_is_kept():
    """Seed 000: "re-roll the associated dice, then add the new result onto the Dice Score":
    a 2 rerolled into an 8 scores 8."""
    result = fixed("1d10r2", [2, 8])
    assert result.total == 8
    assert result.dice[0].first_natural == 2


@pytest.mark.rule("dbu.dice.repeat-dice")
def test_repeat_die_keeps_a_worse_second_result_and_never_rerolls_again():
    """Seed 000: "The second result is always kept and you can NEVER re-roll a die that has
    already been re-rolled": a 3 rerolled into a 2 stays 2 even under 'reroll 3 or less'."""
    result = fixed("1d10r3", [3, 2, 9])
    assert result.total == 2
    assert len(result.draws) == 2


@pytest.mark.rule("dbu.dice.repeat-dice")
def test_a_die_rerolled_at_the_table_cannot_be_rerolled_again():
    """Seed 000, Repeat Dice: a die rerolled once (4 -> 9) refuses a second reroll."""
    first = fixed("1d10", [4])
    again = reroll_die(first, 0, 0, ScriptedRng([9]))
    assert again.total == 9
    with pytest.raises(TenkaichiError):
        reroll_die(again, 0, 0, ScriptedRng([5]))


# --- Solid Dice -------------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.solid-dice")
@pytest.mark.parametrize(("face", "score"), [(10, 10), (1, 1)])
def test_solid_d10_neither_crits_nor_botches(face: int, score: int):
    """Seed 000: "Solid Dice (SD) are dice that can NOT score Critical or Botch results"."""
    result = fixed("1d10s", [face, 7])
    assert result.total == score
    assert (result.criticals, result.botches) == (0, 0)


@pytest.mark.rule("dbu.dice.solid-dice")
@pytest.mark.rule("dbu.dice.critical")
@pytest.mark.parametrize(("extra", "score"), [(10, 20), (1, 11)])
def test_the_critical_extra_die_is_solid(extra: int, score: int):
    """Seed 000: "a Critical Result is solid dice": the extra d10 showing 10 adds no further
    die, and showing 1 costs no Botch."""
    result = fixed("1d10", [10, extra, 5])
    assert result.total == score
    assert result.botches == 0


# --- Critical ---------------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.critical")
def test_critical_adds_one_more_d10():
    """Seed 000: "When you roll a d10 and the Natural Result is a 10, you score a Critical; a
    Critical allows you to roll 1 additional d10 and add its Natural Result"."""
    result = fixed("1d10+2", [10, 6])
    assert result.total == 18
    assert result.criticals == 1


@pytest.mark.rule("dbu.dice.critical")
@pytest.mark.parametrize("expression", ["1d12", "1d20", "1d6+1d12"])
def test_only_d10s_score_a_critical(expression: str):
    """Seed 000: "Only d10s can score a Critical Result": a 10 or 12 on other dice adds
    nothing."""
    dice = {"1d12": [10], "1d20": [10], "1d6+1d12": [6, 12]}[expression]
    result = fixed(expression, dice)
    assert result.criticals == 0
    assert result.total == sum(dice)


@pytest.mark.rule("dbu.dice.critical")
def test_odds_of_beating_ten_on_a_d10_come_only_from_criticals():
    """Seed 000, Critical: only a natural 10 (1 in 10) takes a lone d10 above 10."""
    assert odds("1d10").p_at_least(11) == Fraction(1, 10)


# --- Botch ------------------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.botch")
def test_botch_costs_five():
    """Seed 000: "If you roll a d10 and the Natural Result is a 1, you score a Botch; a Botch
    reduces your total dice score by 5"."""
    result = fixed("1d10+8", [1])
    assert result.total == 4
    assert result.botches == 1


@pytest.mark.rule("dbu.dice.botch")
def test_only_d10s_botch():
    """Seed 000: "Only d10s can score a Botch Result": a 1 on a d6 is just a 1."""
    result = fixed("1d10+1d6", [5, 1])
    assert result.total == 6
    assert result.botches == 0


@pytest.mark.rule("dbu.dice.botch")
@pytest.mark.rule("dbu.play.minimums")
def test_botch_cannot_push_the_score_below_zero():
    """Seed 000: a Botch costs 5, and Minimums: "No rule can cause you to have a negative
    numeric value": 1 + 3 - 5 is 0, not -1."""
    assert fixed("1d10+3", [1]).total == 0


@pytest.mark.rule("dbu.dice.botch")
def test_a_lone_d10_scores_zero_one_time_in_ten():
    """Seed 000, Botch: 1 - 5 floors at 0; that is the only way a lone d10 scores 0."""
    dist = odds("1d10")
    assert dist.min == 0
    assert dist.probability(0) == Fraction(1, 10)


# --- Keep the best / worst --------------------------------------------------------------


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_keep_best_seed_example():
    """Seed 000: "if you were to roll a 1d10+1d6 but you had a trait that allowed you to roll a
    2d10 and take the highest instead, you would roll the 2d10 and take the higher Natural
    Result in the place of the 1d10"."""
    result = fixed("2d10kh1+1d6", [3, 7, 6])
    assert result.total == 13


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_keep_worst_takes_the_lower_natural_result():
    """Seed 000: "Apply these same rules but with the lower Natural Result for any rule that
    directs you to ... keep the lower Natural Result"."""
    result = fixed("2d10kl1+1d6", [3, 7, 6])
    assert result.total == 9


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_keep_best_and_worst_cancel_out():
    """Seed 000: "If you are in a situation where one of your rolls would encourage you to
    apply both of these possible effects, they cancel out and you roll as normal": one d10."""
    result = fixed("2d10kh1kl1+1d6", [3, 6])
    assert [(d.sides, d.natural) for d in result.dice] == [(10, 3), (6, 6)]
    assert result.total == 9
    assert odds("2d10kh1kl1") == odds("1d10")


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_a_die_set_aside_by_keep_best_does_not_botch():
    """Seed 000: roll the dice "separate from your regular roll and add the Natural Result back
    in": a 1 set aside by keep-highest is not part of the Dice Score, so no Botch."""
    result = fixed("2d10kh1", [1, 8])
    assert result.total == 8
    assert result.botches == 0


# --- Minimum one d10 --------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.min-one-d10")
@pytest.mark.parametrize("expression", ["1d10-1pd", "1d10-2pd", "1d10-1dd"])
def test_a_lone_d10_survives_any_removal(expression: str):
    """Seed 000: "When rolling dice for any reason you are always entitled to at least 1d10"
    (Minimums: no rule can "take away all your dice")."""
    result = fixed(expression, [6])
    assert kept(result) == [(10, 6)]
    assert result.total == 6


@pytest.mark.rule("dbu.dice.min-one-d10")
def test_penalization_takes_other_dice_before_the_last_d10():
    """Seed 000: with 1d10+2d6 and two Penalization Dice both d6 go and the d10 stays."""
    result = fixed("1d10+2d6-2pd", [4, 6, 5])
    assert kept(result) == [(10, 4)]
    assert result.total == 4


@pytest.mark.rule("dbu.dice.min-one-d10")
def test_removing_every_die_still_rolls_one_d10_in_the_odds():
    """Seed 000, The Dice: 3d10 with three Penalization Dice is still at least a 1d10 roll."""
    assert odds("3d10-3pd").max >= 10
    assert odds("1d10-1pd", RollContext()) == odds("1d10")
