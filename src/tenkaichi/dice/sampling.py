"""Bulk sampling of Dice Scores, vectorised with numpy, from the same plan as the roller.

The semantics are the roller's (Repeat, keep, Penalization, Critical, Botch, minimum 0); the
random stream is numpy's PCG64, so a sample is reproducible from its seed but is not the same
sequence as :func:`~tenkaichi.dice.roller.roll` draws one roll at a time. This module checks
the request and its limits; the numpy work is :mod:`tenkaichi.dice.sample_arrays`, imported
when a sample is drawn.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Annotated

from tenkaichi.dice.arguments import Between, public
from tenkaichi.dice.ast import Expression
from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.exact import ClashOdds
from tenkaichi.dice.plan import RollPlan, plan_roll
from tenkaichi.dice.rng import Seed
from tenkaichi.dice.settings import RollContext
from tenkaichi.dice.work import meter
from tenkaichi.errors import DiceLimitError, DiceValueError

if TYPE_CHECKING:
    from tenkaichi.dice.sample_arrays import IntArray

MAX_SAMPLES = 10_000_000
"""The most samples :func:`sample` returns as one array (80 MB); counting them
(:func:`sample_distribution`, ``odds --samples``) streams and is bounded by the work alone."""
SAMPLE_WORK_LIMIT = 100_000_000
"""The most dice one sampling request may roll (samples x dice per roll, a roll of no dice
counting as one): about 0.1 to 3 seconds, by the shape (``bench/odds_cost.py``)."""
_CHUNK_CELLS = 1 << 18
"""Dice per chunk: bounds memory whatever n is, and keeps the working set in cache."""

Count = Annotated[int, Between(0)]


@public
def sample(
    expression: str | Expression | RollPlan,
    n: Count,
    seed: Seed | None = None,
    context: RollContext | None = None,
) -> IntArray:
    """``n`` independent Dice Scores of ``expression`` as an int64 array."""
    plan = _plan(expression, context)
    _check_count(n)
    if n > MAX_SAMPLES:
        raise DiceLimitError(
            f"{n:,} samples of {plan.expression!r} are over the limit of {MAX_SAMPLES:,} "
            "in one array; count them instead (odds --samples)"
        )
    check_sample_work(plan, n)
    from tenkaichi.dice.sample_arrays import draw

    return draw(plan, n, seed, _chunks(plan, n))


@public
def sample_distribution(
    expression: str | Expression | RollPlan,
    n: Count,
    seed: Seed | None = None,
    context: RollContext | None = None,
) -> Distribution:
    """The distribution of ``n`` sampled Dice Scores (weights are counts), counted a chunk
    at a time: memory stays small whatever ``n`` is."""
    plan = _plan(expression, context)
    check_sample_work(plan, n)
    from tenkaichi.dice.sample_arrays import count

    return count(plan, seed, _chunks(plan, n))


@public
def sample_clash(
    initiator: RollPlan, defender: RollPlan, n: Count, seed: Seed | None = None
) -> ClashOdds:
    """Estimated Clash odds from ``n`` pairs of rolls (the initiator's and the defender's
    scores drawn alternately, a chunk at a time, from one generator)."""
    check_sample_work(initiator, n, also=defender)
    from tenkaichi.dice.sample_arrays import count_clash

    mine, theirs, margin = count_clash(
        initiator, defender, seed, _chunks(initiator, n, also=defender)
    )
    return ClashOdds(
        initiator=mine,
        defender=theirs,
        p_initiator_wins=margin.p_at_least(1),
        p_tie=margin.probability(0),
        margin=margin.reduced(),
    )


def check_sample_work(plan: RollPlan, n: int, *, also: RollPlan | None = None) -> None:
    """Refuse, in one line, a request that would roll more than :data:`SAMPLE_WORK_LIMIT`."""
    _check_count(n)
    per_roll = dice_per_sample(plan, also=also)
    if n * per_roll > SAMPLE_WORK_LIMIT:
        what = plan.expression if also is None else f"{plan.expression} vs {also.expression}"
        most = max(1, SAMPLE_WORK_LIMIT // per_roll)
        raise DiceLimitError(
            f"{n:,} samples of {what!r} would roll {n * per_roll:,} dice, over the limit of "
            f"{SAMPLE_WORK_LIMIT:,}; ask for at most {most:,} samples"
        )


def _check_count(n: object) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise DiceValueError(f"the number of samples must be a whole number >= 0, got {n!r}")


def dice_per_sample(plan: RollPlan, *, also: RollPlan | None = None) -> int:
    """The dice one sample rolls (a roll of no dice counting as one), both rolls of a Clash's
    pair with ``also``: what :data:`SAMPLE_WORK_LIMIT` and an active meter count."""
    return max(1, plan.dice_rolled) + (max(1, also.dice_rolled) if also is not None else 0)


def _plan(expression: str | Expression | RollPlan, context: RollContext | None) -> RollPlan:
    return expression if isinstance(expression, RollPlan) else plan_roll(expression, context)


def _chunks(plan: RollPlan, n: int, *, also: RollPlan | None = None) -> Iterator[tuple[int, int]]:
    """The chunks of ``n`` samples; each one's dice are counted by an active meter once drawn."""
    per_sample = dice_per_sample(plan, also=also)
    chunk = max(1, _CHUNK_CELLS // per_sample)
    counting = meter()
    for start in range(0, n, chunk):
        stop = min(n, start + chunk)
        yield start, stop
        if counting is not None:
            counting.dice += (stop - start) * per_sample
