"""Exact odds of a :class:`~tenkaichi.dice.plan.RollPlan`.

Each term becomes an exact distribution; independent terms are convolved; the rule of
minimums folds everything below 0 into 0. Dice that all count are one per-die distribution
raised to a power. Dice with a window (keep-highest/lowest, Penalization Dice) go through a
dynamic programme over faces from high to low that tracks how many dice sit above, so a die's
rank, and so whether it counts, is known when its face is chosen (the approach of icepool's
pool evaluation, written for the DBU rules: a counted d10 brings its Critical die or Botch).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from tenkaichi.dice.arguments import checked_class, public
from tenkaichi.dice.distribution import Distribution, convolve, measured_units, plus, shape
from tenkaichi.dice.estimate import estimate
from tenkaichi.dice.plan import RollPlan, TermPlan, plan_roll
from tenkaichi.dice.scores import die_score, face_weights, oriented_window
from tenkaichi.dice.settings import DiceSettings, RollContext
from tenkaichi.dice.work import CALL_UNITS, ITER_UNITS, check_budget, meter, mul_units


def term_distribution(term: TermPlan, settings: DiceSettings) -> Distribution:
    weights = face_weights(term)
    lo, hi = term.window
    if hi <= lo:
        return Distribution.point(0)
    if lo == 0 and hi == term.count:
        per_die: dict[int, int] = defaultdict(int)
        for natural, w in weights.items():
            score = die_score(term, natural, settings)
            for i, sw in enumerate(score.weights):
                per_die[score.offset + i] += w * sw
        dist = Distribution.from_weights(per_die).raised(term.count)
    else:
        dist = _windowed(term, weights, settings)
    dist = dist.reduced()
    return dist if term.sign > 0 else dist.negate()


def _windowed(term: TermPlan, weights: dict[int, int], settings: DiceSettings) -> Distribution:
    count = term.count
    lo, hi, descending = oriented_window(term)
    values = sorted(weights, reverse=descending)
    counting = meter()
    remaining = sum(weights.values())
    states: dict[int, Distribution] = {0: Distribution.point(0)}
    finished: dict[int, int] = defaultdict(int)
    for value in values:
        w = weights[value]
        rest = remaining - w
        score = die_score(term, value, settings)
        powers = _Powers(score)
        w_pow = _powers_of(w, count)
        rest_pow = _powers_of(rest, count)
        if counting is not None:
            counting.units += 2 * count
        fresh: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        for above, dist in states.items():
            free = count - above
            binom = 1
            first = free if rest == 0 else 0
            for here in range(first, free + 1):
                if here > first:
                    binom = binom * (free - here + 1) // here
                placed = above + here
                counted = max(0, min(placed, hi) - max(above, lo))
                factor = binom * w_pow[here]
                part = plus(dist, powers.get(counted)) if counted else dist
                done = placed >= hi
                if done:
                    # Every counted die is placed; the rest only multiply the weight.
                    factor_all = factor * rest_pow[count - placed]
                if counting is not None:
                    counting.units += _step_units(
                        binom.bit_length(),
                        w_pow[here].bit_length(),
                        factor.bit_length() if done else None,
                        rest_pow[count - placed].bit_length(),
                    )
                if done:
                    _accumulate(finished, part, factor_all)
                else:
                    _accumulate(fresh[placed], part, factor)
        states = {a: Distribution.from_weights(d, reduce=False) for a, d in fresh.items() if d}
        remaining = rest
    return Distribution.from_weights(finished)


def _powers_of(base: int, top: int) -> list[int]:
    out = [1]
    for _ in range(top):
        out.append(out[-1] * base)
    return out


def _step_units(
    binom_bits: float, w_bits: float, factor_bits: float | None, rest_bits: float
) -> float:
    """Units of one step of the programme besides its convolution and accumulation: the
    binomial update (a multiply and a divide), the factor, and the weight of the dice left."""
    units = ITER_UNITS + 2 * mul_units(binom_bits, 10) + mul_units(binom_bits, w_bits)
    if factor_bits is not None:
        units += mul_units(factor_bits, rest_bits)
    return units


class _Powers:
    def __init__(self, base: Distribution) -> None:
        self._cache = {1: base}

    def get(self, times: int) -> Distribution:
        if times not in self._cache:
            self._cache[times] = self._cache[1].raised(times)
        return self._cache[times]


def _accumulate(into: dict[int, int], dist: Distribution, factor: int) -> None:
    counting = meter()
    if counting is not None:
        nnz, bits = shape(dist.weights)
        counting.units += nnz * mul_units(bits, factor.bit_length())
    for i, w in enumerate(dist.weights):
        if w:
            into[dist.offset + i] += w * factor


def estimate_cost(plan: RollPlan) -> int:
    """The work units :func:`distribution` will take (see :mod:`tenkaichi.dice.work`)."""
    return int(estimate(plan).units)


@public
def distribution(plan: RollPlan) -> Distribution:
    """The exact distribution of the Dice Score of a plan."""
    work = estimate(plan)
    check_budget(work.units, work.totals, repr(plan.expression), partial=work.partial)
    settings = plan.context.settings
    weights: tuple[int, ...] = (1,)
    offset = plan.constant
    for term in plan.terms:
        dist = term_distribution(term, settings)
        weights = convolve(weights, dist.weights)
        offset += dist.offset
    return Distribution.trusted(offset, weights).floor_at(0).reduced()


@lru_cache(maxsize=1024)
def _cached(plan: RollPlan) -> Distribution:
    return distribution(plan)


@public
def odds(expression: str, context: RollContext | None = None) -> Distribution:
    """The exact distribution of an expression's Dice Score (cached)."""
    return _cached(plan_roll(expression, context))


@checked_class
@dataclass(frozen=True, slots=True)
class ClashOdds:
    """Exact odds of a Clash: the initiator wins only by beating the defender."""

    initiator: Distribution
    defender: Distribution
    p_initiator_wins: Fraction
    p_tie: Fraction
    """A tie, which the defender wins (seed 000: Defender Wins)."""
    margin: Distribution
    """Initiator's score minus defender's score."""

    @property
    def p_defender_wins(self) -> Fraction:
        return 1 - self.p_initiator_wins


@public
def clash_odds(initiator: Distribution, defender: Distribution) -> ClashOdds:
    negated = defender.negate()
    a, b = initiator.weights, negated.weights
    long, short = (b, a) if len(a) < len(b) else (a, b)
    check_budget(
        CALL_UNITS + measured_units(long, short),
        len(a) + len(b) - 1,
        f"a Clash of scores spanning {len(a):,} and {len(b):,} totals",
    )
    margin = plus(initiator, negated)
    return ClashOdds(
        initiator=initiator,
        defender=defender,
        p_initiator_wins=margin.p_at_least(1),
        p_tie=margin.probability(0),
        margin=margin.reduced(),
    )
