"""Exact odds of a :class:`~tenkaichi.dice.plan.RollPlan`.

Each term becomes an exact distribution; independent terms are convolved; the rule of
minimums folds everything below 0 into 0. Dice that all count are one per-die distribution
raised to a power. Dice with a window (keep-highest/lowest, Penalization Dice) go through a
dynamic programme over faces from high to low that tracks how many dice sit above, so a die's
rank, and so whether it counts, is known when its face is chosen (the approach of icepool's
pool evaluation, written for the DBU rules: a counted d10 brings its Critical die or Botch).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from tenkaichi.dice.distribution import Distribution, convolve
from tenkaichi.dice.plan import RollPlan, TermPlan, plan_roll
from tenkaichi.dice.settings import DiceSettings, RollContext
from tenkaichi.errors import DiceLimitError

EXACT_BUDGET = 40_000_000
"""Rough count of big-integer multiply-adds an exact computation may take before it is
refused: about 10 million a second here, so a few seconds at most (calibrated on 200d10,
300d10, 1000d6, 40d10kh20, 100d10kh50)."""


def face_weights(term: TermPlan) -> dict[int, int]:
    """Natural result -> integer weight, after any Repeat (reroll once at or below r)."""
    counts = Counter(term.face_values())
    if term.reroll is None:
        return dict(counts)
    sides = term.sides
    low = sum(c for v, c in counts.items() if v <= term.reroll)
    return {v: c * (sides if v > term.reroll else 0) + low * c for v, c in counts.items()}


def die_score(term: TermPlan, natural: int, settings: DiceSettings) -> Distribution:
    """What one counted die with this natural result adds to the Dice Score.

    Every die of a term gets the same total weight, so sums over dice stay exact.
    """
    if term.critical is None or term.botch is None:
        return Distribution.point(natural)
    extra = settings.critical_die_sides
    if natural >= term.critical:
        return Distribution(natural + 1, (1,) * extra)
    if natural <= term.botch:
        return Distribution.point(natural - settings.botch_penalty, extra)
    return Distribution.point(natural, extra)


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
        dist = Distribution.from_weights(per_die).power(term.count)
    else:
        dist = _windowed(term, weights, settings)
    dist = dist.reduced()
    return dist if term.sign > 0 else dist.negate()


def _windowed(term: TermPlan, weights: dict[int, int], settings: DiceSettings) -> Distribution:
    count = term.count
    lo, hi = term.window
    values = sorted(weights, reverse=True)
    remaining = sum(weights.values())
    states: dict[int, Distribution] = {0: Distribution.point(0)}
    finished: dict[int, int] = defaultdict(int)
    for value in values:
        w = weights[value]
        rest = remaining - w
        score = die_score(term, value, settings)
        powers = _Powers(score)
        fresh: dict[int, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        for above, dist in states.items():
            free = count - above
            choices = range(free, free + 1) if rest == 0 else range(free + 1)
            for here in choices:
                placed = above + here
                counted = max(0, min(placed, hi) - max(above, lo))
                factor = math.comb(free, here) * w**here
                part = dist + powers.get(counted) if counted else dist
                if placed >= hi:
                    # Every counted die is placed; the rest only multiply the weight.
                    _accumulate(finished, part, factor * rest ** (count - placed))
                else:
                    _accumulate(fresh[placed], part, factor)
        states = {a: Distribution.from_weights(d, reduce=False) for a, d in fresh.items() if d}
        remaining = rest
    return Distribution.from_weights(finished)


class _Powers:
    def __init__(self, base: Distribution) -> None:
        self._cache = {1: base}

    def get(self, times: int) -> Distribution:
        if times not in self._cache:
            self._cache[times] = self._cache[1].power(times)
        return self._cache[times]


def _accumulate(into: dict[int, int], dist: Distribution, factor: int) -> None:
    for i, w in enumerate(dist.weights):
        if w:
            into[dist.offset + i] += w * factor


def estimate_cost(plan: RollPlan) -> int:
    """A rough count of the multiply-adds :func:`distribution` will do."""
    total_support = 1
    cost = 0
    for term in plan.terms:
        spread = max(term.face_values()) - min(term.face_values()) + 1
        if term.critical is not None:
            spread += plan.context.settings.critical_die_sides + plan.context.settings.botch_penalty
        lo, hi = term.window
        counted = max(0, hi - lo)
        support = counted * spread
        if lo == 0 and hi == term.count:
            cost += support * support
        else:
            distinct = len(set(term.face_values()))
            cost += distinct * max(hi, 1) * (term.count + 1) * support // 2
        cost += total_support * (support + 1)
        total_support += support
    return cost


def distribution(plan: RollPlan) -> Distribution:
    """The exact distribution of the Dice Score of a plan."""
    cost = estimate_cost(plan)
    if cost > EXACT_BUDGET:
        raise DiceLimitError(
            f"exact odds of {plan.expression!r} would take about {cost:,} steps, over the "
            f"limit of {EXACT_BUDGET:,}; estimate them by sampling instead (--samples)"
        )
    settings = plan.context.settings
    weights: tuple[int, ...] = (1,)
    offset = plan.constant
    for term in plan.terms:
        dist = term_distribution(term, settings)
        weights = convolve(weights, dist.weights)
        offset += dist.offset
    return Distribution(offset, weights).floor_at(0).reduced()


@lru_cache(maxsize=1024)
def _cached(plan: RollPlan) -> Distribution:
    return distribution(plan)


def odds(expression: str, context: RollContext | None = None) -> Distribution:
    """The exact distribution of an expression's Dice Score (cached)."""
    return _cached(plan_roll(expression, context))


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


def clash_odds(initiator: Distribution, defender: Distribution) -> ClashOdds:
    margin = initiator + defender.negate()
    return ClashOdds(
        initiator=initiator,
        defender=defender,
        p_initiator_wins=margin.p_at_least(1),
        p_tie=margin.probability(0),
        margin=margin.reduced(),
    )
