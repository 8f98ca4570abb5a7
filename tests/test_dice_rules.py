"""One small example per seed-000 dice rule, with the dice scripted so each outcome is known."""

from __future__ import annotations

import pytest

from tenkaichi.dice import ScriptedRng, roll
from tenkaichi.dice.settings import DiceSettings
from tenkaichi.errors import RuleViolation


def scripted(expression: str, dice: list[int], **kwargs: object):  # type: ignore[no-untyped-def]
    rng = ScriptedRng(dice)
    result = roll(expression, rng=rng, **kwargs)  # type: ignore[arg-type]
    assert rng.exhausted, "the roll used fewer dice than scripted"
    return result


@pytest.mark.rule("dbu.dice.natural-result")
def test_natural_result_is_the_face_shown() -> None:
    result = scripted("3d6", [2, 6, 4])
    assert [d.natural for d in result.dice] == [2, 6, 4]


@pytest.mark.rule("dbu.dice.dice-score")
def test_dice_score_adds_naturals_and_modifiers() -> None:
    result = scripted("1d10+1d4+3-1", [7, 2])
    assert result.total == 7 + 2 + 3 - 1


@pytest.mark.rule("dbu.dice.extra-dice")
def test_extra_dice_are_rolled_and_added() -> None:
    # The seed's example: roll 3d10+1d4.
    result = scripted("3d10+1d4", [4, 5, 6, 3])
    assert len(result.dice) == 4
    assert result.total == 18


@pytest.mark.rule("dbu.dice.critical")
def test_critical_adds_one_solid_d10() -> None:
    result = scripted("1d10+2", [10, 10])
    die = result.dice[0]
    assert die.critical
    assert die.critical_die == 10
    # The Critical die is solid: its 10 does not roll a third die.
    assert result.total == 10 + 10 + 2
    assert result.criticals == 1


@pytest.mark.rule("dbu.dice.critical")
def test_only_d10s_critical() -> None:
    result = scripted("1d12+1d6", [12, 6])
    assert result.total == 18
    assert result.criticals == 0


@pytest.mark.rule("dbu.dice.botch")
def test_botch_takes_five_off_the_score() -> None:
    result = scripted("1d10+8", [1])
    assert result.dice[0].botch
    assert result.total == 1 + 8 - 5


@pytest.mark.rule("dbu.dice.botch")
def test_each_botched_d10_costs_five() -> None:
    result = scripted("2d10+20", [1, 1])
    assert result.botches == 2
    assert result.total == 2 + 20 - 10


@pytest.mark.rule("dbu.dice.botch")
def test_only_d10s_botch() -> None:
    assert scripted("1d6+5", [1]).total == 6


@pytest.mark.rule("dbu.dice.solid-dice")
def test_solid_dice_neither_critical_nor_botch() -> None:
    assert scripted("1d10s", [10]).total == 10
    assert scripted("1d10s+5", [1]).total == 6


@pytest.mark.rule("dbu.dice.dropped-dice")
def test_dropped_dice_are_removed_before_rolling() -> None:
    # 3d10 with one Dropped Die rolls only two dice: the script holds two results.
    result = scripted("3d10-1dd", [4, 6])
    assert len(result.dice) == 2
    assert result.terms[0].plan.dropped == 1
    assert result.total == 10


@pytest.mark.rule("dbu.dice.penalization-dice")
def test_penalization_removes_a_rolled_die_and_its_value() -> None:
    result = scripted("2d10+1d6-1pd", [3, 8, 5])
    assert len(result.dice) == 3  # all were rolled...
    assert [d.penalized for d in result.dice] == [False, True, False]  # ...the 8 was taken
    assert result.total == 3 + 5


@pytest.mark.rule("dbu.dice.min-one-d10")
@pytest.mark.rule("dbu.dice.penalization-dice")
def test_seed_example_penalization_keeps_the_only_d10() -> None:
    # Seed 000: rolling 1d10+1d6 with a Penalization Die keeps the d10 and loses the d6.
    result = scripted("1d10+1d6-1pd", [2, 6])
    d10, d6 = result.dice
    assert not d10.penalized
    assert d6.penalized
    assert result.total == 2


@pytest.mark.rule("dbu.dice.min-one-d10")
def test_seed_example_two_d10s_lose_a_d10() -> None:
    # Seed 000: rolling 2d10+1d6, you would lose one of the d10s.
    result = scripted("2d10+1d6-1pd", [5, 7, 6])
    assert [d.sides for d in result.dice if d.penalized] == [10]
    assert result.total == 5 + 6


@pytest.mark.rule("dbu.dice.min-one-d10")
@pytest.mark.rule("dbu.play.minimums")
def test_removal_never_takes_the_last_d10() -> None:
    result = scripted("1d10+1d6-5pd", [4, 3])
    assert [d.penalized for d in result.dice] == [False, True]
    assert result.plan.unremoved == 4
    dropped = scripted("2d10-9dd", [6])
    assert len(dropped.dice) == 1


@pytest.mark.rule("dbu.play.minimums")
def test_no_rule_removes_all_dice_even_without_a_d10() -> None:
    result = scripted("2d6-3pd", [5, 2])
    assert sum(1 for d in result.dice if d.counts) == 1


@pytest.mark.rule("dbu.play.minimums")
def test_dice_score_never_below_zero() -> None:
    result = scripted("1d10-4", [1])
    assert result.raw_total == 1 - 4 - 5
    assert result.total == 0


@pytest.mark.rule("dbu.dice.repeat-dice")
def test_repeat_dice_keep_the_second_result_even_if_worse() -> None:
    # Each die is rerolled as soon as it shows 2 or less: 2 -> 1, then 5.
    result = scripted("2d10r2", [2, 1, 5])
    first, second = result.dice
    assert (first.first_natural, first.natural) == (2, 1)
    assert first.botch  # the second result stands, botch and all
    assert second.first_natural is None
    assert result.total == 1 + 5 - 5


@pytest.mark.rule("dbu.dice.repeat-dice")
def test_a_die_is_never_rerolled_twice() -> None:
    # The reroll shows 2, still at or under the threshold, and stands: no third die.
    result = scripted("1d10r3+4", [3, 2])
    assert result.total == 6
    rng = ScriptedRng([6, 2])
    chosen = roll("1d10+1", rng=rng)
    from tenkaichi.dice import reroll_die

    again = reroll_die(chosen, 0, 0, rng)
    assert (again.dice[0].first_natural, again.dice[0].natural) == (6, 2)
    with pytest.raises(RuleViolation, match="never rerolled twice"):
        reroll_die(again, 0, 0, ScriptedRng([9]))


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_keep_best_replaces_the_d10_with_the_higher() -> None:
    # Seed 000: 1d10+1d6, a trait lets you roll 2d10 and take the highest instead.
    result = scripted("2d10kh1+1d6", [3, 9, 4])
    assert [d.kept for d in result.dice] == [False, True, True]
    assert result.total == 13


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_keep_worst_and_criticals_only_on_kept_dice() -> None:
    result = scripted("2d10kl1", [10, 6])
    assert result.total == 6
    assert result.criticals == 0


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_keep_best_and_worst_together_cancel() -> None:
    result = scripted("2d10kh1kl1+1d6", [7, 2])
    assert len(result.dice) == 2  # rolled as normal: one d10 and the d6
    assert result.total == 9


@pytest.mark.rule("dbu.checks.proficient")
def test_proficient_rolls_critical_on_nine_and_add_one_t() -> None:
    result = scripted("1d10+2", [9, 4], tier=3, proficient=True)
    assert result.dice[0].critical
    assert result.total == 9 + 4 + 2 + 3


@pytest.mark.rule("dbu.checks.proficient")
def test_proficiency_never_lowers_the_critical_below_seven() -> None:
    assert scripted("1d10c7", [6], proficient=True).criticals == 0
    assert scripted("1d10c8", [7, 1], proficient=True).criticals == 1


@pytest.mark.rule("dbu.checks.proficient")
@pytest.mark.rule("dbu.tier.d10-extra-dice-crit")
def test_a_critical_cut_lowers_every_d10_of_the_roll_and_adds_to_proficiency() -> None:
    # A racial Saving Throw "criticals on 9+": at Tier 5 the Tier of Power d10 is "able to
    # score Critical Results or Botches like your usual d10" (seed 000), so both 9s Critical.
    result = scripted("1d10+ToP", [9, 2, 9, 3], tier=5, critical_cut=1)
    assert result.criticals == 2
    assert result.total == 9 + 2 + 9 + 3
    # Racial and proficient: 8+; proficiency still adds +1(T).
    assert scripted("1d10", [8, 5], critical_cut=1, proficient=True).total == 8 + 5 + 1
    # "Your Critical Result requirement can't become lower than 7."
    assert scripted("1d10", [6], critical_cut=5).criticals == 0
    assert scripted("1d10", [7, 1], critical_cut=5).criticals == 1


@pytest.mark.rule("dbu.dice.critical")
def test_critical_threshold_suffix_and_edition_setting() -> None:
    assert scripted("1d10c8", [8, 3]).total == 11
    settings = DiceSettings(botch_penalty=2)
    assert scripted("1d10+9", [1], settings=settings).total == 8
