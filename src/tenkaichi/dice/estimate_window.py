"""The estimate of a keep/penalize term (``4d10kh2``, Penalization Dice), costed a whole face
at a time with numpy over every (dice above, dice here) pair.

Mirrors the keep/penalize programme of :mod:`tenkaichi.dice.exact`; imported by
:func:`tenkaichi.dice.estimate.estimate` only when a plan has such a term, so plain odds never
import numpy.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.estimate_shapes import POINT, Shape, Work, power_cost, shape_of, sums
from tenkaichi.dice.plan import TermPlan
from tenkaichi.dice.scores import die_score, face_weights, oriented_window
from tenkaichi.dice.settings import DiceSettings
from tenkaichi.dice.work import CALL_UNITS, ITER_UNITS

FloatArray = npt.NDArray[np.float64]
_DIGIT = 30.0
_GRID_CELLS = 1 << 16
"""(dice above, dice here) pairs costed at once: bounds the estimate's own memory."""


def windowed(term: TermPlan, settings: DiceSettings, work: Work) -> Shape:
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
    nnz = min(span, sums(hi - lo, previous.distinct))
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
    score_shape = shape_of(score)
    for times in np.unique(counted[counted > 0]).astype(int).tolist():
        units, totals = power_cost(score_shape, times)
        work.units += units
        work.totals = max(work.totals, totals)
    return {int(p) for p in np.unique(placed[~done]).tolist()}


def _mul(bits_a: FloatArray | float, bits_b: FloatArray | float) -> FloatArray:
    """:func:`tenkaichi.dice.work.mul_units` over arrays."""
    a = np.asarray(bits_a) / _DIGIT + 1.0
    b = np.asarray(bits_b) / _DIGIT + 1.0
    result: FloatArray = 1.0 + (a + b) / 64.0 + a * b / 140.0
    return result


__all__ = ["windowed"]
