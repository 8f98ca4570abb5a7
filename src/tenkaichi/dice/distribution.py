"""Exact probability distributions over integer totals, as immutable values.

Weights are Python integers (no rounding ever); probabilities come out as
:class:`fractions.Fraction`. Floats appear only where a caller prints them.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Annotated

from tenkaichi.dice.arguments import Between, checked_class, public
from tenkaichi.dice.work import CALL_UNITS, EXACT_MAX_TOTALS, check_budget, convolve_units, meter
from tenkaichi.errors import DiceLimitError, DiceValueError


@checked_class
@dataclass(frozen=True, slots=True)
class Distribution:
    """Integer weights over consecutive totals ``offset, offset+1, ...``.

    Built by hand, the weights are checked (whole numbers, none negative, some positive);
    the engine's own results come through :meth:`trusted`, unchecked.
    """

    offset: int
    weights: tuple[int, ...]

    def __post_init__(self) -> None:
        if any(w < 0 for w in self.weights) or not any(self.weights):
            raise DiceValueError("a distribution needs weights of 0 or more, some above 0")

    # -- construction --------------------------------------------------------------------
    @staticmethod
    def trusted(offset: int, weights: tuple[int, ...]) -> Distribution:
        """A distribution from the engine's own arithmetic: no checks."""
        dist = object.__new__(Distribution)
        object.__setattr__(dist, "offset", offset)
        object.__setattr__(dist, "weights", weights)
        return dist

    @staticmethod
    @public
    def point(value: int, weight: Annotated[int, Between(1)] = 1) -> Distribution:
        return Distribution.trusted(value, (weight,))

    @staticmethod
    @public
    def from_weights(weights: Mapping[int, int], *, reduce: bool = True) -> Distribution:
        """Build from {total: weight}; zero weights are dropped, the gcd divided out if asked."""
        live = {k: w for k, w in weights.items() if w}
        if not live or any(w < 0 for w in live.values()):
            raise DiceValueError("a distribution needs positive weights")
        low, high = min(live), max(live)
        if high - low >= EXACT_MAX_TOTALS:
            raise DiceLimitError(
                f"a distribution from {low:,} to {high:,} spans over the limit of "
                f"{EXACT_MAX_TOTALS:,} totals"
            )
        counting = meter()
        if counting is not None:
            counting.units += high - low + 1 + len(live)
        dist = Distribution.trusted(low, tuple(live.get(v, 0) for v in range(low, high + 1)))
        return dist.reduced() if reduce else dist

    def reduced(self) -> Distribution:
        g = 0
        for w in self.weights:
            g = math.gcd(g, w)
            if g == 1:
                return self
        if g > 1:
            return Distribution.trusted(self.offset, tuple(w // g for w in self.weights))
        return self

    # -- arithmetic ----------------------------------------------------------------------
    @public
    def __add__(self, other: Distribution) -> Distribution:
        """The distribution of the sum of two independent totals."""
        a, b = self.weights, other.weights
        check_budget(len(a) * len(b), len(a) + len(b) - 1, "a sum of two distributions")
        return plus(self, other)

    @public
    def shift(self, amount: int) -> Distribution:
        return Distribution.trusted(self.offset + amount, self.weights)

    def negate(self) -> Distribution:
        return Distribution.trusted(-(self.offset + len(self.weights) - 1), self.weights[::-1])

    @public
    def floor_at(self, minimum: int) -> Distribution:
        """Totals below ``minimum`` become ``minimum`` (the rule of minimums)."""
        if self.offset >= minimum:
            return self
        cut = minimum - self.offset
        if cut >= len(self.weights):
            return Distribution.trusted(minimum, (sum(self.weights),))
        head = sum(self.weights[: cut + 1])
        return Distribution.trusted(minimum, (head, *self.weights[cut + 1 :]))

    @public
    def power(self, times: Annotated[int, Between(0)]) -> Distribution:
        """The sum of ``times`` independent copies (by repeated squaring)."""
        span = (len(self.weights) - 1) * times + 1
        what = f"{times:,} copies of a distribution" if times < 10**9 else "so many copies"
        check_budget(span * span if times > 1 else span, span, what)
        return self.raised(times)

    def raised(self, times: int) -> Distribution:
        """:meth:`power` for the engine, which has costed its work already."""
        result = Distribution.trusted(0, (1,))
        base = self
        while times:
            if times & 1:
                result = plus(result, base)
            times >>= 1
            if times:
                base = plus(base, base)
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

    @public
    def probability(self, total: int) -> Fraction:
        index = total - self.offset
        if not 0 <= index < len(self.weights):
            return Fraction(0)
        return Fraction(self.weights[index], self.total_weight)

    @public
    def p_at_least(self, target: int) -> Fraction:
        """P(total >= target): the chance to meet a Target Number."""
        start = max(0, target - self.offset)
        return Fraction(sum(self.weights[start:]), self.total_weight)

    @public
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

    @public
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


def plus(a: Distribution, b: Distribution) -> Distribution:
    """``a + b`` for the engine: no checks (the caller has costed the work)."""
    return Distribution.trusted(a.offset + b.offset, convolve(a.weights, b.weights))


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
