"""Bulk sampling of Dice Scores with numpy, vectorised, from the same plan as the roller.

The semantics are the roller's (Repeat, keep, Penalization, Critical, Botch, minimum 0); the
random stream is numpy's PCG64, so a sample is reproducible from its seed but is not the same
sequence as :func:`~tenkaichi.dice.roller.roll` draws one roll at a time.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from tenkaichi.dice.ast import Expression
from tenkaichi.dice.plan import RollPlan, TermPlan, plan_roll
from tenkaichi.dice.settings import DiceSettings, RollContext
from tenkaichi.errors import DiceLimitError, DiceValueError

MAX_SAMPLES = 100_000_000
_CHUNK_CELLS = 1 << 18
"""Dice per chunk: bounds memory whatever n is, and keeps the working set in cache."""

IntArray = npt.NDArray[np.int64]


def sample(
    expression: str | Expression | RollPlan,
    n: int,
    seed: int | None = None,
    context: RollContext | None = None,
) -> IntArray:
    """``n`` independent Dice Scores of ``expression`` as an int64 array."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise DiceValueError(f"sample size must be a whole number >= 0, got {n!r}")
    if n > MAX_SAMPLES:
        raise DiceLimitError(f"sample size {n:,} is over the limit of {MAX_SAMPLES:,}")
    plan = expression if isinstance(expression, RollPlan) else plan_roll(expression, context)
    rng = np.random.default_rng(seed)
    out = np.empty(n, dtype=np.int64)
    per_sample = max(1, plan.dice_rolled)
    chunk = max(1, _CHUNK_CELLS // per_sample)
    for start in range(0, n, chunk):
        stop = min(n, start + chunk)
        _sample_chunk(plan, out[start:stop], rng)
    return out


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
