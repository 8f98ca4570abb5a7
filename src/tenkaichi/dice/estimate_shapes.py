"""The cost model's view of a distribution (:class:`Shape`) and of work done (:class:`Work`),
and the costs of the steps every estimate shares: convolutions and powers of one die.

Used by :mod:`tenkaichi.dice.estimate` (plain terms) and :mod:`tenkaichi.dice.estimate_window`
(keep/penalize terms); no numpy here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.work import CALL_UNITS, allowance, convolve_units


@dataclass(slots=True)
class Work:
    """Predicted work units and the widest distribution (in totals) of a computation."""

    units: float = 0.0
    totals: float = 1.0
    partial: bool = False
    """The walk stopped early, over the budget: the real work is larger still."""

    def over(self) -> bool:
        return self.units > self.limit

    limit: float = field(default_factory=allowance)
    """Where the walk may stop: the work the computation would be allowed (see
    :func:`tenkaichi.dice.work.allowance`)."""


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


def convolve_shape(a: Shape, b: Shape, work: Work, nnz: float | None = None) -> Shape:
    long, short = (b, a) if a.length < b.length else (a, b)
    work.units += CALL_UNITS + convolve_units(
        int(long.length), long.nnz, short.nnz, long.entry_bits, short.entry_bits
    )
    length = a.length + b.length - 1
    work.totals = max(work.totals, length)
    bound = a.nnz * b.nnz if nnz is None else nnz
    return Shape(length, min(length, bound), a.bits + b.bits)


def sums(copies: float, distinct: float) -> float:
    """How many different totals ``copies`` dice with ``distinct`` scores can make, at most:
    multisets, C(copies + distinct - 1, distinct - 1)."""
    if distinct <= 1 or copies <= 0:
        return 1.0
    log = math.lgamma(copies + distinct) - math.lgamma(distinct) - math.lgamma(copies + 1)
    return math.exp(min(log, 700.0))


def power(base: Shape, times: int, work: Work) -> Shape:
    """Mirrors :meth:`Distribution.power` (repeated squaring)."""
    distinct = base.nnz

    def add(a: tuple[Shape, int], b: tuple[Shape, int]) -> tuple[Shape, int]:
        copies = a[1] + b[1]
        return convolve_shape(a[0], b[0], work, sums(copies, distinct)), copies

    result, square = (POINT, 0), (base, 1)
    while times:
        if times & 1:
            result = add(result, square)
        times >>= 1
        if times:
            square = add(square, square)
    return result[0]


@lru_cache(maxsize=4096)
def power_cost(base: Shape, times: int) -> tuple[float, float]:
    work = Work()
    power(base, times, work)
    return work.units, work.totals


def shape_of(dist: Distribution) -> Shape:
    nnz = sum(1 for w in dist.weights if w)
    return Shape(float(len(dist.weights)), float(nnz), math.log2(dist.total_weight))


__all__ = ["POINT", "Shape", "Work", "convolve_shape", "power", "power_cost", "shape_of", "sums"]
