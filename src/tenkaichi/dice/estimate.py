"""Predict the work of an exact distribution from its plan, before doing any of it.

The estimate walks the same steps as :mod:`tenkaichi.dice.exact` on the shapes of the
distributions only (how many totals, how many of them possible, how big the weights are),
so it is right for every shape the engine meets: plain sums, keep-highest and keep-lowest,
Penalization Dice, sparse custom faces. The keep/penalize programme is costed a whole face
at a time with numpy over every (dice above, dice here) pair. The walk stops as soon as the
work passes the budget: a refused request costs little to refuse.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.plan import RollPlan, TermPlan
from tenkaichi.dice.scores import die_score, face_weights, oriented_window
from tenkaichi.dice.settings import DiceSettings
from tenkaichi.dice.work import (
    CALL_UNITS,
    EXACT_BUDGET,
    ITER_UNITS,
    convolve_units,
    mul_units,
)

FloatArray = npt.NDArray[np.float64]
_DIGIT = 30.0
_GRID_CELLS = 1 << 16
"""(dice above, dice here) pairs costed at once: bounds the estimate's own memory."""


@dataclass(slots=True)
class Work:
    """Predicted work units and the widest distribution (in totals) of a computation."""

    units: float = 0.0
    totals: float = 1.0
    partial: bool = False
    """The walk stopped early, over the budget: the real work is larger still."""

    def over(self) -> bool:
        return self.units > EXACT_BUDGET


@dataclass(frozen=True, slots=True)
class Shape:
    """What a distribution looks like to the cost model."""

    length: float
    nnz: float
    """Totals with a non-zero weight."""
    bits: float
    """log2 of the total weight."""

    @property
    def entry_bits(self) -> float:
        """Typical size of one weight."""
        return max(1.0, self.bits - math.log2(max(1.0, self.nnz)))


POINT = Shape(1.0, 1.0, 0.0)


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
        total = _convolve(total, term_shape, work)
    return work


def _convolve(a: Shape, b: Shape, work: Work, nnz: float | None = None) -> Shape:
    long, short = (b, a) if a.length < b.length else (a, b)
    work.units += CALL_UNITS + convolve_units(
        int(long.length), long.nnz, short.nnz, long.entry_bits, short.entry_bits
    )
    length = a.length + b.length - 1
    work.totals = max(work.totals, length)
    bound = a.nnz * b.nnz if nnz is None else nnz
    return Shape(length, min(length, bound), a.bits + b.bits)


def _sums(copies: float, distinct: float) -> float:
    """How many different totals ``copies`` dice with ``distinct`` scores can make, at most:
    multisets, C(copies + distinct - 1, distinct - 1)."""
    if distinct <= 1 or copies <= 0:
        return 1.0
    log = math.lgamma(copies + distinct) - math.lgamma(distinct) - math.lgamma(copies + 1)
    return math.exp(min(log, 700.0))


def _power(base: Shape, times: int, work: Work) -> Shape:
    """Mirrors :meth:`Distribution.power` (repeated squaring)."""
    distinct = base.nnz

    def add(a: tuple[Shape, int], b: tuple[Shape, int]) -> tuple[Shape, int]:
        copies = a[1] + b[1]
        return _convolve(a[0], b[0], work, _sums(copies, distinct)), copies

    result, square = (POINT, 0), (base, 1)
    while times:
        if times & 1:
            result = add(result, square)
        times >>= 1
        if times:
            square = add(square, square)
    return result[0]


@lru_cache(maxsize=4096)
def _power_cost(base: Shape, times: int) -> tuple[float, float]:
    work = Work()
    _power(base, times, work)
    return work.units, work.totals


def _shape_of(dist: Distribution) -> Shape:
    nnz = sum(1 for w in dist.weights if w)
    return Shape(float(len(dist.weights)), float(nnz), math.log2(dist.total_weight))


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
    return _power(base, term.count, work)


def _windowed(term: TermPlan, settings: DiceSettings, work: Work) -> Shape:
    """Mirrors the keep/penalize programme of :mod:`tenkaichi.dice.exact`, a face at a time."""
    count = term.count
    lo, hi, descending = oriented_window(term)
    weights = face_weights(term)
    values = sorted(weights, reverse=descending)
    scores = {v: die_score(term, v, settings) for v in values}
    extra_bits = math.log2(next(iter(scores.values())).total_weight)
    log_fact = np.concatenate(([0.0], np.cumsum(np.log2(np.arange(1, count + 1)))))
    remaining = sum(weights.values())
    seen: set[int] = set()
    states = np.zeros(1)
    previous = _Processed(0.0, 0.0, 0.0)
    for value in values:
        w = weights[value]
        rest = remaining - w
        score = scores[value]
        seen.update(t for t, _ in score.items())
        processed = _Processed(float(max(seen) - min(seen)), float(len(seen)), previous.weight + w)
        work.units += 2 * count
        reached: set[int] = set()
        for start in range(0, len(states), max(1, _GRID_CELLS // (count + 1))):
            rows = states[start : start + max(1, _GRID_CELLS // (count + 1))]
            reached.update(
                _face_step(
                    work, rows, count, lo, hi, w, rest, score, extra_bits, previous, log_fact
                )
            )
        # The states the face leaves behind, built from their accumulated weights.
        new = np.array(sorted(reached), dtype=np.float64)
        lengths, nnzs, _ = processed.shape(new, lo, count, extra_bits, log_fact)
        work.units += float(np.sum(lengths + nnzs))
        work.totals = max(work.totals, float(np.max(lengths, initial=1.0)))
        states = new
        previous = processed
        remaining = rest
        if work.over():
            work.partial = True
            return POINT
    span = (hi - lo) * previous.span + 1
    nnz = min(span, _sums(hi - lo, previous.distinct))
    work.units += span + nnz
    work.totals = max(work.totals, span)
    return Shape(span, nnz, count * math.log2(previous.weight) + (hi - lo) * extra_bits)


@dataclass(frozen=True, slots=True)
class _Processed:
    """The faces walked so far: the span and number of their scores, and their weight."""

    span: float
    distinct: float
    weight: float

    def shape(
        self, placed: FloatArray, lo: int, count: int, extra_bits: float, log_fact: FloatArray
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """Length, non-zero totals and total-weight bits of the states with ``placed`` dice
        above: C(count, placed) ways, each die of the faces walked, the counted ones scored."""
        counted = np.maximum(placed - lo, 0)
        length = counted * self.span + 1
        nnz = np.minimum(length, _sums_array(counted, self.distinct))
        p = placed.astype(np.int64)
        ways = log_fact[count] - log_fact[p] - log_fact[count - p]
        bits = ways + placed * math.log2(max(self.weight, 1.0)) + counted * extra_bits
        return length, nnz, bits


def _sums_array(copies: FloatArray, distinct: float) -> FloatArray:
    """:func:`_sums` over an array of whole numbers of dice."""
    if distinct <= 1:
        return np.ones_like(copies)
    top = int(np.max(copies, initial=0.0)) + int(distinct) + 1
    ln_fact = _ln_factorials(top)
    c = copies.astype(np.int64)
    d = int(distinct)
    log = ln_fact[c + d - 1] - ln_fact[d - 1] - ln_fact[c]
    result: FloatArray = np.exp(np.minimum(log, 700.0))
    return result


def _ln_factorials(top: int) -> FloatArray:
    """ln(k!) for k = 0..top."""
    return np.concatenate(([0.0], np.cumsum(np.log(np.arange(1, top + 1, dtype=np.float64)))))


def _face_step(
    work: Work,
    above: FloatArray,
    count: int,
    lo: int,
    hi: int,
    w: int,
    rest: int,
    score: Distribution,
    extra_bits: float,
    previous: _Processed,
    log_fact: FloatArray,
) -> set[int]:
    """Cost every (dice above, dice of this face) pair of some states; the states reached."""
    a = above[:, None]
    here = np.arange(count + 1, dtype=np.float64)[None, :]
    free = count - a
    valid = (here == free) if rest == 0 else (here <= free)
    a, here = np.broadcast_arrays(a, here)
    a, here, free = a[valid], here[valid], (count - a)[valid]
    placed = a + here
    counted = np.maximum(np.minimum(placed, hi) - np.maximum(a, lo), 0)
    d_len, d_nnz, d_bits = previous.shape(a, lo, count, extra_bits, log_fact)
    s_len = float(len(score.weights))
    s_nnz = float(sum(1 for x in score.weights if x))
    p_len = counted * (s_len - 1) + 1
    p_nnz = np.minimum(p_len, _sums_array(counted, s_nnz))
    p_bits = counted * extra_bits
    part_len = d_len + p_len - 1
    part_nnz = np.minimum(part_len, d_nnz * p_nnz)
    part_bits = np.maximum(1.0, d_bits + p_bits - np.log2(np.maximum(part_nnz, 1.0)))
    # The convolution D + P (only where dice of this face count), longer sequence first.
    d_long = d_len >= p_len
    long_len = np.where(d_long, d_len, p_len)
    long_nnz = np.where(d_long, d_nnz, p_nnz)
    short_nnz = np.where(d_long, p_nnz, d_nnz)
    d_entry = np.maximum(1.0, d_bits - np.log2(np.maximum(d_nnz, 1.0)))
    p_entry = np.maximum(1.0, p_bits - np.log2(np.maximum(p_nnz, 1.0)))
    long_bits = np.where(d_long, d_entry, p_entry)
    short_bits = np.where(d_long, p_entry, d_entry)
    conv = CALL_UNITS + short_nnz * (long_len + long_nnz * (_mul(long_bits, short_bits) - 1.0))
    # The factor C(free, here) * w**here, and for finished states the dice left below.
    f = free.astype(np.int64)
    h = here.astype(np.int64)
    binom_bits = log_fact[f] - log_fact[h] - log_fact[f - h] + 1.0
    w_bits = here * math.log2(w) + 1.0
    factor_bits = binom_bits + w_bits
    done = placed >= hi
    rest_bits = (count - placed) * math.log2(rest) + 1.0 if rest else np.ones_like(placed)
    step = ITER_UNITS + 2 * _mul(binom_bits, 10.0) + _mul(binom_bits, w_bits)
    step = step + np.where(done, _mul(factor_bits, rest_bits), 0.0)
    final_factor = np.where(done, factor_bits + rest_bits, factor_bits)
    accumulate = part_nnz * _mul(part_bits, final_factor)
    work.units += float(np.sum(step + accumulate + np.where(counted > 0, conv, 0.0)))
    work.totals = max(work.totals, float(np.max(part_len, initial=1.0)))
    score_shape = _shape_of(score)
    for times in np.unique(counted[counted > 0]).astype(int).tolist():
        units, totals = _power_cost(score_shape, times)
        work.units += units
        work.totals = max(work.totals, totals)
    return {int(p) for p in np.unique(placed[~done]).tolist()}


def _mul(bits_a: FloatArray | float, bits_b: FloatArray | float) -> FloatArray:
    """:func:`tenkaichi.dice.work.mul_units` over arrays."""
    a = np.asarray(bits_a) / _DIGIT + 1.0
    b = np.asarray(bits_b) / _DIGIT + 1.0
    result: FloatArray = 1.0 + (a + b) / 64.0 + a * b / 140.0
    return result


__all__ = ["Shape", "Work", "estimate", "mul_units"]
