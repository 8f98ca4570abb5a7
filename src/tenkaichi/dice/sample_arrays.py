"""The numpy half of sampling: Dice Scores drawn a chunk at a time, and counted.

The semantics are the roller's (Repeat, keep, Penalization, Critical, Botch, minimum 0); the
random stream is numpy's PCG64, so a sample is reproducible from its seed but is not the same
sequence as :func:`~tenkaichi.dice.roller.roll` draws one roll at a time. Imported by
:mod:`tenkaichi.dice.sampling` when a sample is drawn (checks and limits live there), so
rolling and exact odds never import numpy.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.plan import RollPlan, TermPlan
from tenkaichi.dice.rng import Seed
from tenkaichi.dice.settings import DiceSettings
from tenkaichi.dice.work import EXACT_MAX_TOTALS
from tenkaichi.errors import DiceLimitError, DiceValueError

IntArray = npt.NDArray[np.int64]
Chunks = Iterable[tuple[int, int]]
"""(start, stop) of each chunk of the n samples."""


def draw(plan: RollPlan, n: int, seed: Seed | None, chunks: Chunks) -> IntArray:
    """``n`` Dice Scores of ``plan`` as one array."""
    rng = np.random.default_rng(seed)
    out = np.empty(n, dtype=np.int64)
    for start, stop in chunks:
        _sample_chunk(plan, out[start:stop], rng)
    return out


def count(plan: RollPlan, seed: Seed | None, chunks: Chunks) -> Distribution:
    """The distribution of the Dice Scores of ``plan`` drawn chunk by chunk (weights are
    counts): memory stays small whatever the number of samples."""
    rng = np.random.default_rng(seed)
    counts = Counts(f"the samples of {plan.expression!r}")
    for start, stop in chunks:
        chunk = np.empty(stop - start, dtype=np.int64)
        _sample_chunk(plan, chunk, rng)
        counts.add(chunk)
    return counts.distribution()


def count_clash(
    initiator: RollPlan, defender: RollPlan, seed: Seed | None, chunks: Chunks
) -> tuple[Distribution, Distribution, Distribution]:
    """The initiator's scores, the defender's and the margins (initiator - defender), the two
    rolls of a pair drawn alternately, a chunk at a time, from one generator."""
    rng = np.random.default_rng(seed)
    mine = Counts(f"the samples of {initiator.expression!r}")
    theirs = Counts(f"the samples of {defender.expression!r}")
    margins = Counts(f"the margins of {initiator.expression!r} vs {defender.expression!r}")
    for start, stop in chunks:
        a = np.empty(stop - start, dtype=np.int64)
        b = np.empty(stop - start, dtype=np.int64)
        _sample_chunk(initiator, a, rng)
        _sample_chunk(defender, b, rng)
        mine.add(a)
        theirs.add(b)
        margins.add(a - b)
    return mine.distribution(), theirs.distribution(), margins.distribution()


class Counts:
    """How often each score came up: a dense count over the scores seen so far, grown as
    needed and never wider than :data:`EXACT_MAX_TOTALS`."""

    def __init__(self, what: str) -> None:
        self._what = what
        self._low = 0
        self._counts: IntArray = np.zeros(0, dtype=np.int64)

    def add(self, values: IntArray) -> None:
        if not len(values):
            return
        vmin, vmax = int(values.min()), int(values.max())
        low = min(self._low, vmin) if len(self._counts) else vmin
        high = max(self._low + len(self._counts) - 1, vmax) if len(self._counts) else vmax
        if high - low + 1 > EXACT_MAX_TOTALS:
            raise DiceLimitError(
                f"{self._what} span {high - low + 1:,} totals, over the limit of "
                f"{EXACT_MAX_TOTALS:,} for one distribution; sample with the API instead "
                "(tenkaichi.dice.sample)"
            )
        if len(self._counts) == 0:
            self._counts = np.zeros(high - low + 1, dtype=np.int64)
        elif low < self._low or high >= self._low + len(self._counts):
            before = self._low - low
            after = high - (self._low + len(self._counts) - 1)
            self._counts = np.pad(self._counts, (before, max(0, after)))
        self._low = low
        if vmax - vmin <= 4 * len(values):
            dense = np.bincount(values - vmin)
            self._counts[vmin - low : vmin - low + len(dense)] += dense
        else:
            keys, counts = np.unique(values, return_counts=True)
            self._counts[keys - low] += counts

    def distribution(self) -> Distribution:
        seen = np.flatnonzero(self._counts)
        if not len(seen):
            raise DiceValueError(f"{self._what}: no samples to count (ask for at least 1)")
        first, last = int(seen[0]), int(seen[-1])
        return Distribution(self._low + first, tuple(self._counts[first : last + 1].tolist()))


def _sample_chunk(plan: RollPlan, out: IntArray, rng: np.random.Generator) -> None:
    """Fill ``out`` with Dice Scores."""
    n = len(out)
    settings = plan.context.settings
    live = [t for t in plan.terms if t.count and t.window[1] > t.window[0]]
    if len(live) == 1 and live[0].count == 1:
        # One die: fold the sign, the constant and the minimum of 0 into the score table,
        # so a sample is one draw and one table look-up.
        term = live[0]
        natural, score = _tables(term, settings)
        table = np.maximum(term.sign * score + plan.constant, 0)
        table.take(_joint_draws(term, natural, n, rng), out=out, mode="clip")
        return
    total: IntArray | None = None
    for term in live:
        scores = _term_scores(term, n, rng, settings)
        if term.sign < 0:
            np.negative(scores, out=scores)
        if total is None:
            total = scores
        else:
            total += scores
    if total is None:
        out.fill(max(0, plan.constant))
        return
    np.maximum(total + plan.constant, 0, out=out)


def _tables(term: TermPlan, settings: DiceSettings) -> tuple[IntArray, IntArray]:
    """Natural result and score for each joint outcome u of (die face, Critical die).

    One uniform draw of u in [0, sides * crit_sides) gives both the die and the solid die a
    Critical would add; the score table already holds the Critical and Botch.
    """
    # Faces sorted, so the index of a face orders dice by natural result.
    faces = np.asarray(sorted(term.face_values()), dtype=np.int64)
    crit_sides = settings.critical_die_sides if term.critical is not None else 1
    natural = np.repeat(faces, crit_sides)
    score = natural.copy()
    if term.critical is not None and term.botch is not None:
        extra = np.tile(np.arange(1, crit_sides + 1, dtype=np.int64), len(faces))
        score += np.where(natural >= term.critical, extra, 0)
        score -= np.where(natural <= term.botch, settings.botch_penalty, 0)
    return natural, score


def _draw(size: int, shape: tuple[int, ...] | int, rng: np.random.Generator) -> IntArray:
    # numpy draws int64 faster than int8 or int16 (measured), so indices stay int64.
    drawn: IntArray = rng.integers(0, size, size=shape)
    return drawn


def _joint_draws(
    term: TermPlan, natural: IntArray, shape: tuple[int, ...] | int, rng: np.random.Generator
) -> IntArray:
    """Joint outcomes u, with Repeat Dice applied (each die at or under r rerolled once)."""
    size = len(natural)
    u = _draw(size, shape, rng)
    if term.reroll is not None:
        again = natural.take(u, mode="clip") <= term.reroll
        u[again] = _draw(size, int(again.sum()), rng)
    return u


def _term_scores(
    term: TermPlan, n: int, rng: np.random.Generator, settings: DiceSettings
) -> IntArray:
    natural, score = _tables(term, settings)
    size = len(natural)
    shape: tuple[int, ...] = (n,) if term.count == 1 else (n, term.count)
    u = _joint_draws(term, natural, shape, rng)
    lo, hi = term.window
    if lo > 0 or hi < term.count:
        # Rank by natural result alone, then draw fresh Critical dice for the dice that count:
        # ranking on the joint outcome would let the Critical die break ties.
        crit_sides = size // len(term.face_values())
        faces = np.sort(u // crit_sides, axis=-1)[..., ::-1][..., lo:hi]
        u = faces * crit_sides + _draw(crit_sides, faces.shape, rng) if crit_sides > 1 else faces
    picked: IntArray = score.take(u, mode="clip")  # indices are in range by construction
    return picked if picked.ndim == 1 else picked.sum(axis=1)
