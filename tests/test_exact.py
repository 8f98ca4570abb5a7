"""Exact odds: checked against brute-force enumeration of the real roller, and known values."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bruteforce import enumerate_totals
from strategies import small_expression
from tenkaichi.dice import RollContext, clash_odds, distribution, odds, plan_roll
from tenkaichi.dice.exact import estimate_cost
from tenkaichi.dice.plan import RollPlan
from tenkaichi.dice.work import EXACT_BUDGET
from tenkaichi.errors import DiceLimitError


def paths(plan: RollPlan) -> int:
    total = 1
    for term in plan.terms:
        per_die = term.sides * (2 if term.reroll is not None else 1)
        per_die += 10 if term.critical is not None else 0
        total *= per_die**term.count
    return total


def assert_matches_bruteforce(expression: str, context: RollContext) -> None:
    plan = plan_roll(expression, context)
    assert distribution(plan).to_fractions() == enumerate_totals(plan)


@pytest.mark.rule("dbu.dice.critical")
@pytest.mark.rule("dbu.dice.botch")
@pytest.mark.rule("dbu.play.minimums")
def test_single_d10_exact_distribution() -> None:
    dist = odds("1d10")
    # Botch: 1 - 5 = -4, floored to 0. Critical: 10 + (1..10).
    assert dist.probability(0) == Fraction(1, 10)
    assert dist.probability(10) == 0
    assert dist.probability(11) == Fraction(1, 100)
    assert dist.probability(20) == Fraction(1, 100)
    assert dist.mean == Fraction(119, 20)


@pytest.mark.rule("dbu.dice.keep-best-worst")
def test_four_d6_keep_three_is_the_classic_value() -> None:
    assert odds("4d6kh3").mean == Fraction(15869, 1296)


@pytest.mark.parametrize(
    ("expression", "tier"),
    [
        ("2d10+1d6-1pd", 1),
        ("1d10+1d6-1pd", 1),
        ("3d10kh2", 1),
        ("3d10kl2-1pd", 1),
        ("1d10+ToP+3", 5),
        ("2d10kh1+ToP", 2),
        ("1d10c8b2+1d4r1", 1),
        ("2d{0,1,1,3}+1d10s-1dd", 1),
    ],
)
@pytest.mark.rule("dbu.dice.penalization-dice")
@pytest.mark.rule("dbu.tier.d10-extra-dice-crit")
def test_examples_match_bruteforce(expression: str, tier: int) -> None:
    assert_matches_bruteforce(expression, RollContext(tier))


@pytest.mark.rule("dbu.checks.proficient")
def test_proficient_matches_bruteforce() -> None:
    assert_matches_bruteforce("1d10+ToP+1", RollContext(2, proficient=True))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_expression(), st.integers(1, 3), st.booleans())
@pytest.mark.rule("dbu.dice.repeat-dice")
@pytest.mark.rule("dbu.dice.dropped-dice")
def test_generated_expressions_match_bruteforce(expression: str, tier: int, prof: bool) -> None:
    context = RollContext(tier, proficient=prof)
    plan = plan_roll(expression, context)
    assume(paths(plan) <= 3_000)
    assert distribution(plan).to_fractions() == enumerate_totals(plan)


@pytest.mark.rule("dbu.play.defender-wins")
def test_clash_ties_go_to_the_defender() -> None:
    d6 = odds("1d6")
    result = clash_odds(d6, d6)
    assert result.p_tie == Fraction(1, 6)
    assert result.p_initiator_wins == Fraction(15, 36)
    assert result.p_defender_wins == Fraction(21, 36)
    assert result.margin.mean == 0


@pytest.mark.rule("dbu.checks.active-opposition")
def test_clash_matches_pairwise_enumeration() -> None:
    strike, dodge = odds("1d10+ToP+4", RollContext(2)), odds("1d10+ToP+3", RollContext(2))
    wins = sum(
        (pa * pb for a, pa in strike.items() for b, pb in dodge.items() if a > b), Fraction(0)
    )
    ties = sum((pa * dodge.probability(a) for a, pa in strike.items()), Fraction(0))
    result = clash_odds(strike, dodge)
    assert result.p_initiator_wins == wins
    assert result.p_tie == ties


def test_distribution_queries() -> None:
    dist = odds("2d6")
    assert dist.p_at_least(7) == Fraction(21, 36)
    assert dist.p_at_most(6) == Fraction(15, 36)
    assert dist.percentile(Fraction(1, 2)) == 7
    assert dist.percentile(1) == 12
    assert dist.variance == Fraction(35, 6)
    assert sum(p for _, p in dist.items()) == 1


def test_exact_refuses_work_beyond_its_budget() -> None:
    plan = plan_roll("1000d1000kh500")
    assert estimate_cost(plan) > EXACT_BUDGET
    with pytest.raises(DiceLimitError, match="sampling"):
        distribution(plan)


def test_large_but_reasonable_rolls_are_exact() -> None:
    dist = odds("100d10")
    assert dist.min == 0
    assert sum(p for _, p in dist.items()) == 1
