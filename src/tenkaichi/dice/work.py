"""Work units of the exact-odds engine, the meter that counts them, and the budget.

Exact odds are sums of products of Python integers. One work unit is about one multiply-add of
two small integers inside a Python loop (about 0.1 microseconds here); a multiply-add of big
integers costs more units, by their size in 30-bit digits. The estimate in :mod:`exact`
predicts the units of a computation from its plan alone, before any work; the meter counts
the units the computation really performs (tests compare the two, the bench compares units
with CPU time).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from tenkaichi.errors import DiceLimitError

EXACT_BUDGET = 16_000_000
"""Work units exact odds may take before they are refused: about 1 to 2.3 s of CPU here, by
the shape (``bench/odds_cost.py`` prices a unit at 0.065-0.14 us; the dearest shapes are dice
of hundreds of sides kept or penalized). Inside :func:`metered` it bounds the whole block (a
request: a roll, the roll it meets in a Clash, and the Clash), not each computation."""
EXACT_MAX_TOTALS = 3_000_000
"""The most totals one exact distribution may span (each holds a Python integer)."""

CALL_UNITS = 10.0
"""Units of the fixed cost of one convolution (a call, a list, a tuple)."""
ITER_UNITS = 20.0
"""Units of the fixed cost of one step of the keep/penalize programme (one die count)."""

_DIGIT = 30.0
"""Bits in one digit of a CPython integer."""


def mul_units(bits_a: float, bits_b: float) -> float:
    """Units of one multiply-add of integers of these sizes (fitted on this machine: about
    0.1 us each, plus 1.5 ns per digit added and 0.7 ns per pair of digits multiplied)."""
    a = bits_a / _DIGIT + 1.0
    b = bits_b / _DIGIT + 1.0
    return 1.0 + (a + b) / 64.0 + a * b / 140.0


def convolve_units(
    long_len: int, long_nnz: float, short_nnz: float, bits_long: float, bits_short: float
) -> float:
    """Units of convolving: every entry of the longer sequence (zeros too) meets every non-zero
    entry of the shorter one; only non-zero pairs pay for the integers' size."""
    return short_nnz * (long_len + long_nnz * (mul_units(bits_long, bits_short) - 1.0))


@dataclass(slots=True)
class Meter:
    """Work counted while :func:`metered` is active."""

    units: float = 0.0
    """Work units of exact computations."""
    dice: int = 0
    """Dice rolled by sampling (:mod:`tenkaichi.dice.sampling`), counted a chunk at a time."""
    budget: float = EXACT_BUDGET
    """Work units every exact computation of the block may take together (at most
    :data:`EXACT_BUDGET`): a computation is refused when its estimate is over what is left."""


_active: list[Meter] = []


def meter() -> Meter | None:
    """The active meter, if a caller is counting (tests and the bench); None otherwise."""
    return _active[-1] if _active else None


@contextmanager
def metered(budget: float = EXACT_BUDGET) -> Iterator[Meter]:
    """Count the work of the exact computations and the samples run inside the block, which
    may take ``budget`` work units of exact computation in all (one request: ``odds A --vs
    B`` computes two distributions and a Clash within one budget, never three)."""
    counting = Meter(budget=min(float(budget), float(EXACT_BUDGET)))
    _active.append(counting)
    try:
        yield counting
    finally:
        _active.pop()


def allowance() -> float:
    """Work units the next exact computation may take: :data:`EXACT_BUDGET`, or what is left
    of the active meter's budget."""
    counting = meter()
    if counting is None:
        return float(EXACT_BUDGET)
    return max(0.0, min(float(EXACT_BUDGET), counting.budget - counting.units))


class OverBudget(DiceLimitError):
    """Exact odds refused for their work or span: sampling can estimate them instead."""


def _about(amount: float) -> str:
    """A count in words: grouped digits, or "more than a billion billion" past that."""
    if amount >= 10**18:
        return "more than 1,000,000,000,000,000,000"
    return f"about {int(amount):,}"


def check_budget(units: float, totals: float, what: str, *, partial: bool = False) -> None:
    """Refuse, in one line, work over :func:`allowance` (:data:`EXACT_BUDGET`, or what is left
    of the request's budget) or a span over :data:`EXACT_MAX_TOTALS`; ``partial`` when the
    count stopped early at the limit."""
    if totals > EXACT_MAX_TOTALS:
        raise OverBudget(
            f"exact odds of {what} would span {_about(totals)} totals, over the limit of "
            f"{EXACT_MAX_TOTALS:,}; estimate them by sampling instead (--samples)"
        )
    limit = allowance()
    if units > limit:
        amount = f"more than {int(units):,}" if partial and units < 10**18 else _about(units)
        counting = meter()
        whole = EXACT_BUDGET if counting is None else int(counting.budget)
        left = "" if int(limit) >= whole else f" the {int(limit):,} left of"
        raise OverBudget(
            f"exact odds of {what} would take {amount} steps, over{left} the limit of "
            f"{whole:,}; estimate them by sampling instead (--samples)"
        )
