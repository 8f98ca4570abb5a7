"""The work of one task: play a batch of seeded fights of one cell.

This module is what a worker process or a Ray task imports, so it imports little: the game's
job does the fighting, and the result crosses back as plain tuples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tenkaichi.lab.game import Job


@dataclass(frozen=True, slots=True)
class BatchResult:
    """The fights of one batch as a worker played them, in fight order."""

    seeds: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: tuple[int, ...]
    scores: tuple[tuple[int, ...], ...]
    used: tuple[tuple[tuple[int, str, int], ...], ...]


def play_batch(job: Job, seeds: Sequence[int]) -> BatchResult:
    """Play one fight per seed, in order."""
    records = [job.play(seed) for seed in seeds]
    return BatchResult(
        seeds=tuple(seeds),
        winners=tuple(r.winner for r in records),
        rounds=tuple(r.rounds for r in records),
        scores=tuple(tuple(r.score) for r in records),
        used=tuple(tuple(r.used) for r in records),
    )


__all__ = ["BatchResult", "play_batch"]
