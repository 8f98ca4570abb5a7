"""Checks, Target Numbers, Tier of Power arithmetic and base values (seed 000)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tenkaichi.dbu.tier import Tiers, ki_cost_t, price_of_power, scale_bt, scale_t
from tenkaichi.dbu.values import DerivedValue
from tenkaichi.dice import RollContext, ScriptedRng, odds, plan_roll
from tenkaichi.dice.checks import Side, check, check_notation, clash, clash_winner, passive_tn
from tenkaichi.dice.tables import dice_tables, load_tables
from tenkaichi.errors import ContentError, DiceValueError


@pytest.mark.rule("dbu.checks.target-number")
@pytest.mark.rule("dbu.checks.passive-opposition")
def test_success_at_or_above_the_target_number() -> None:
    plan = plan_roll("1d10+3")
    assert check(plan, 9, ScriptedRng([6])).success  # 9 >= 9
    assert not check(plan, 9, ScriptedRng([5])).success
    assert check(plan, 9, ScriptedRng([5])).margin == -1


@pytest.mark.rule("dbu.checks.difficulty-table")
def test_difficulty_ladder_keeps_the_seed_numbers() -> None:
    assert passive_tn("very easy") == 3
    assert passive_tn("Very Hard") == 15
    assert passive_tn("nearly-impossible") == 18
    rows = [row.base_tn for row in dice_tables().difficulties]
    assert rows == sorted(rows)
    assert len(rows) == 6
    with pytest.raises(DiceValueError, match="known: very-easy"):
        passive_tn("trivial")


@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.rule("dbu.tier.breakthrough")
def test_passive_tns_rise_three_per_base_tier() -> None:
    assert [passive_tn("very-easy", t) for t in (1, 2, 3)] == [3, 6, 9]
    # Seed 000: Tier 2 using Breakthrough to act at Tier 3: TN Medium is still 12.
    context = RollContext(tier=3, base_tier=2)
    assert passive_tn("medium", context.base) == 12


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.tier.extra-dice")
def test_a_check_rolls_the_d10_and_tier_dice_then_adds_modifiers() -> None:
    text = check_notation(4)
    assert text == "1d10+ToP+4"
    plan = plan_roll(text, RollContext(3))
    assert [(t.count, t.sides, t.tier_die) for t in plan.terms] == [(1, 10, False), (1, 6, True)]
    result = check(plan, 12, ScriptedRng([5, 3]))
    assert result.roll.total == 12
    assert result.success


@pytest.mark.rule("dbu.tier.extra-dice")
def test_tier_extra_dice_table() -> None:
    expected = {1: [], 2: [(1, 4)], 3: [(1, 6)], 4: [(1, 8)], 5: [(1, 10)]}
    expected |= {6: [(1, 10), (1, 4)], 7: [(1, 10), (1, 6)]}
    for tier, dice in expected.items():
        plan = plan_roll("1d10+ToP", RollContext(tier))
        assert [(t.count, t.sides) for t in plan.terms[1:]] == dice
    # A roll with its own specified dice (no ToP term) takes no Tier dice.
    assert len(plan_roll("2d10", RollContext(5)).terms) == 1


@pytest.mark.rule("dbu.tier.d10-extra-dice-crit")
def test_a_tier_d10_can_critical_and_botch() -> None:
    from tenkaichi.dice import roll

    crit = roll("1d10+ToP", tier=5, rng=ScriptedRng([4, 10, 6]))
    assert crit.dice[1].critical
    assert crit.total == 20
    botch = roll("1d10+ToP+5", tier=5, rng=ScriptedRng([4, 1]))
    assert botch.dice[1].botch
    assert botch.total == 4 + 1 + 5 - 5


@pytest.mark.rule("dbu.tier.breakthrough")
def test_breakthrough_raises_the_dice_but_not_costs() -> None:
    tiers = Tiers(base=2, current=3)
    assert tiers.breakthrough
    assert len(plan_roll("1d10+ToP", RollContext(tiers.now, tiers.base)).terms[1:]) == 1
    assert plan_roll("1d10+ToP", RollContext(tiers.now, tiers.base)).terms[1].sides == 6
    assert price_of_power(10, tiers) == 15  # the Tier 2 price, not Tier 3's 20
    assert ki_cost_t(3, tiers) == 6


@pytest.mark.rule("dbu.tier.price-of-power")
def test_price_of_power_adds_half_the_base_per_tier() -> None:
    # Seed 000: 10 KP costs 15 at Tier 2 and 20 at Tier 3.
    assert [price_of_power(10, Tiers(t)) for t in (1, 2, 3)] == [10, 15, 20]
    assert price_of_power(7, Tiers(3)) == 14  # 7 + 3.5 + 3.5, rounded down once
    assert price_of_power(0, Tiers(1)) == 1  # the Rule of One


@pytest.mark.rule("dbu.tier.t-multiplier")
def test_scale_helpers() -> None:
    tiers = Tiers(base=2, current=4)
    assert (scale_t(2, tiers), scale_bt(2, tiers)) == (8, 4)


@pytest.mark.rule("dbu.checks.base-value")
@pytest.mark.rule("dbu.play.minimums")
def test_base_value_effects_apply_before_other_bonuses() -> None:
    # Seed 000: Invincible doubles base Soak (Tenacity only) before Durable Form's bonus.
    soak = DerivedValue("Soak", base=4).with_bonus("Durable Form", 2)
    assert soak.with_base_factor(2).value == 4 * 2 + 2
    assert DerivedValue("Soak", base=1).with_bonus("Broken", -5).value == 0


@pytest.mark.rule("dbu.play.defender-wins")
@pytest.mark.rule("dbu.checks.active-opposition")
def test_a_tied_clash_goes_to_the_defender() -> None:
    assert clash_winner(12, 12) is Side.DEFENDER
    assert clash_winner(13, 12) is Side.INITIATOR
    result = clash(plan_roll("1d10+2"), plan_roll("1d10+3"), ScriptedRng([6, 5]))
    assert result.tie
    assert result.winner is Side.DEFENDER


def test_odds_of_a_check_are_exact() -> None:
    assert odds("1d10+3").p_at_least(passive_tn("medium")) == Fraction(1, 2)


def test_tables_file_errors_name_the_entry() -> None:
    with pytest.raises(ContentError, match="tier_extra_dice"):
        load_tables("tier_extra_dice: {1: []}\ndifficulties: []\ntn_step_per_tier: 3", "x.yaml")
    with pytest.raises(ContentError, match=r"x\.yaml: not valid YAML"):
        load_tables("a: [", "x.yaml")
