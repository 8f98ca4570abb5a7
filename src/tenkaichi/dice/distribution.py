"""Exact probability distributions over integer totals, as immutable values.

Weights are Python integers (no rounding ever); probabilities come out as
:class:`fractions.Fraction`. Floats appear only where a caller prints them.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction

from tenkaichi.dice.work import CALL_UNITS, convolve_units, meter
from tenkaichi.errors import DiceValueError


@dataclass(frozen=True, slots=True)
class Distribution:
    """Integer weights over consecutive totals ``offset, offset+1, ...``."""

    offset: int
    weights: tuple[int, ...]

    # -- construction --------------------------------------------------------------------
    @staticmethod
    def point(value: int, weight: int = 1) -> Distribution:
        return Distribution(value, (weight,))

    @staticmethod
    def from_weights(weights: Mapping[int, int], *, reduce: bool = True) -> Distribution:
        """Build from {total: weight}; zero weights are dropped, the gcd divided out if asked."""
        live = {k: w for k, w in weights.items() if w}
        if not live or any(w < 0 for w in live.values()):
            raise DiceValueError("a distribution needs positive weights")
        low, high = min(live), max(live)
        counting = meter()
        if counting is not None:
            counting.units += high - low + 1 + len(live)
        dist = Distribution(low, tuple(live.get(v, 0) for v in range(low, high + 1)))
        return dist.reduced() if reduce else dist

    def reduced(self) -> Distribution:
        g = 0
        for w in self.weights:
            g = math.gcd(g, w)
            if g == 1:
                return self
        return Distribution(self.offset, tuple(w // g for w in self.weights)) if g > 1 else self

    # -- arithmetic ----------------------------------------------------------------------
    def __add__(self, other: Distribution) -> Distribution:
        """The distribution of the sum of two independent totals."""
        return Distribution(self.offset + other.offset, convolve(self.weights, other.weights))

    def shift(self, amount: int) -> Distribution:
        return Distribution(self.offset + amount, self.weights)

    def negate(self) -> Distribution:
        return Distribution(-(self.offset + len(self.weights) - 1), self.weights[::-1])

    def floor_at(self, minimum: int) -> Distribution:
        """Totals below ``minimum`` become ``minimum`` (the rule of minimums)."""
        if self.offset >= minimum:
            return self
        cut = minimum - self.offset
        if cut >= len(self.weights):
            return Distribution.point(minimum, sum(self.weights))
        head = sum(self.weights[: cut + 1])
        return Distribution(minimum, (head, *self.weights[cut + 1 :]))

    def power(self, times: int) -> Distribution:
        """The sum of ``times`` independent copies (by repeated squaring)."""
        result = Distribution.point(0)
        base = self
        while times:
            if times & 1:
                result = result + base
            times >>= 1
            if times:
                base = base + base
        return result

    # -- queries -------------------------------------------------------------------------
    @property
    def total_weight(self) -> int:
        return sum(self.weights)

    @property
    def min(self) -> int:
        return self.offset

    @property
    def max(self) -> int:
        return self.offset + len(self.weights) - 1

    def items(self) -> Iterator[tuple[int, Fraction]]:
        """(total, probability) for every possible total, lowest first."""
        denominator = self.total_weight
        for i, w in enumerate(self.weights):
            if w:
                yield self.offset + i, Fraction(w, denominator)

    def probability(self, total: int) -> Fraction:
        index = total - self.offset
        if not 0 <= index < len(self.weights):
            return Fraction(0)
        return Fraction(self.weights[index], self.total_weight)

    def p_at_least(self, target: int) -> Fraction:
        """P(total >= target): the chance to meet a Target Number."""
        start = max(0, target - self.offset)
        return Fraction(sum(self.weights[start:]), self.total_weight)

    def p_at_most(self, target: int) -> Fraction:
        return 1 - self.p_at_least(target + 1)

    @property
    def mean(self) -> Fraction:
        total = sum((self.offset + i) * w for i, w in enumerate(self.weights))
        return Fraction(total, self.total_weight)

    @property
    def variance(self) -> Fraction:
        mean = self.mean
        second = Fraction(
            sum((self.offset + i) ** 2 * w for i, w in enumerate(self.weights)), self.total_weight
        )
        return second - mean * mean

    @property
    def stdev(self) -> float:
        return math.sqrt(self.variance)

    def percentile(self, q: float | Fraction) -> int:
        """The smallest total whose cumulative probability reaches ``q`` (0 < q <= 1)."""
        q = Fraction(q)
        if not 0 < q <= 1:
            raise DiceValueError(f"percentile must be in (0, 1], got {q}")
        needed = q * self.total_weight
        running = 0
        for i, w in enumerate(self.weights):
            running += w
            if running >= needed:
                return self.offset + i
        return self.max

    def to_fractions(self) -> dict[int, Fraction]:
        return dict(self.items())


def convolve(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    if len(a) < len(b):
        a, b = b, a
    counting = meter()
    if counting is not None:
        counting.units += CALL_UNITS + measured_units(a, b)
    out = [0] * (len(a) + len(b) - 1)
    for j, y in enumerate(b):
        if y:
            for i, x in enumerate(a):
                out[i + j] += x * y
    return tuple(out)


def shape(weights: tuple[int, ...]) -> tuple[int, float]:
    """Non-zero entries and their mean size in bits (what a multiply-add of them costs)."""
    sizes = [w.bit_length() for w in weights if w]
    return len(sizes), (sum(sizes) / len(sizes) if sizes else 0.0)


def measured_units(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """Work units of convolving ``a`` (the longer) with ``b``, from the real integers."""
    nnz_a, bits_a = shape(a)
    nnz_b, bits_b = shape(b)
    return convolve_units(len(a), nnz_a, nnz_b, bits_a, bits_b)
