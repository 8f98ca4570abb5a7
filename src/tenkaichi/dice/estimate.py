"""Predict the work of an exact distribution from its plan, before doing any of it.

The estimate walks the same steps as :mod:`tenkaichi.dice.exact` on the shapes of the
distributions only (how many totals, how many of them possible, how big the weights are),
so it is right for every shape the engine meets: plain sums, keep-highest and keep-lowest,
Penalization Dice, sparse custom faces. The keep/penalize programme is costed a whole face
at a time with numpy over every (dice above, dice here) pair, in
:mod:`tenkaichi.dice.estimate_window` (imported only for such a term: plain odds need no
numpy). The walk stops as soon as the work passes the budget: a refused request costs little
to refuse.
"""

from __future__ import annotations

import math

from tenkaichi.dice.estimate_shapes import POINT, Shape, Work, convolve_shape, power
from tenkaichi.dice.plan import RollPlan, TermPlan
from tenkaichi.dice.scores import die_score, face_weights
from tenkaichi.dice.settings import DiceSettings
from tenkaichi.dice.work import mul_units


def estimate(plan: RollPlan) -> Work:
    """The work :func:`tenkaichi.dice.exact.distribution` would do for this plan."""
    work = Work()
    settings = plan.context.settings
    total = POINT
    for term in plan.terms:
        lo, hi = term.window
        if hi <= lo:
            term_shape = POINT
        elif lo == 0 and hi == term.count:
            term_shape = _plain(term, settings, work)
        else:
            term_shape = _windowed(term, settings, work)
        if work.over():
            work.partial = True
            return work
        total = convolve_shape(total, term_shape, work)
    return work


def _plain(term: TermPlan, settings: DiceSettings, work: Work) -> Shape:
    """Every die counts: one per-die distribution raised to the number of dice."""
    per_die: dict[int, int] = {}
    for natural, w in face_weights(term).items():
        score = die_score(term, natural, settings)
        for i, sw in enumerate(score.weights):
            per_die[score.offset + i] = per_die.get(score.offset + i, 0) + w * sw
    live = [w for w in per_die.values() if w]
    span = float(max(per_die) - min(per_die) + 1)
    work.units += span + len(live)
    work.totals = max(work.totals, span)
    # Distribution.from_weights divides out the common factor.
    base = Shape(span, float(len(live)), math.log2(sum(live) // math.gcd(*live)))
    return power(base, term.count, work)


def _windowed(term: TermPlan, settings: DiceSettings, work: Work) -> Shape:
    from tenkaichi.dice.estimate_window import windowed

    return windowed(term, settings, work)


__all__ = ["Shape", "Work", "estimate", "mul_units"]
