"""Where a sweep's batches are played: this process, a pool of worker processes, or Ray
(:mod:`tenkaichi.lab.ray_backend`).

A backend takes batches (a cell's job and the batch's seeds) and hands back finished ones in
whatever order they finish; the runner puts them back in order. Every backend plays a batch
with :func:`tenkaichi.lab.batch.play_batch`, so the same batch gives the same fights anywhere.
"""

from __future__ import annotations

import queue
from collections import deque
from collections.abc import Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol

from tenkaichi.errors import LabError
from tenkaichi.lab.batch import BatchResult, play_batch
from tenkaichi.lab.game import Job
from tenkaichi.pools import end_pool, interrupts_held, spawn_pool

Key = tuple[int, int]
"""(cell, batch number)."""


class Backend(Protocol):
    """Plays batches; :meth:`close` ends whatever is still running."""

    slots: int
    """Batches worth keeping submitted at once (enough to keep every worker busy)."""

    def submit(self, key: Key, job: Job, seeds: Sequence[int]) -> None: ...

    def next_done(self) -> tuple[Key, BatchResult]:
        """The next batch to finish (waits for one); raises what the batch raised."""
        ...

    def close(self) -> None: ...


class InProcess:
    """Every batch in this process, one at a time, when its result is asked for."""

    slots = 1

    def __init__(self) -> None:
        self._waiting: deque[tuple[Key, Job, Sequence[int]]] = deque()

    def submit(self, key: Key, job: Job, seeds: Sequence[int]) -> None:
        self._waiting.append((key, job, seeds))

    def next_done(self) -> tuple[Key, BatchResult]:
        key, job, seeds = self._waiting.popleft()
        return key, play_batch(job, seeds)

    def close(self) -> None:
        self._waiting.clear()


class ProcessPool:
    """A pool of ``workers`` processes (spawned: the same on every platform, and no fork of
    a process whose progress display runs a thread). :meth:`close` terminates them at once,
    so Ctrl-C or an error leaves no worker behind; a worker that dies (killed, out of memory)
    ends the sweep with a :class:`LabError` instead of a wait for a batch that never comes."""

    def __init__(self, workers: int) -> None:
        self.slots = 2 * workers
        self._pool = spawn_pool(workers)
        self._done: queue.Queue[tuple[Key, Future[BatchResult]]] = queue.Queue()

    def submit(self, key: Key, job: Job, seeds: Sequence[int]) -> None:
        with interrupts_held():  # the pool may start a worker here
            future = self._pool.submit(play_batch, job, list(seeds))
        future.add_done_callback(lambda done: self._done.put((key, done)))

    def next_done(self) -> tuple[Key, BatchResult]:
        key, future = self._done.get()
        try:
            return key, future.result()
        except BrokenProcessPool:
            raise LabError(
                "a worker process died in the middle of a batch (killed, or out of memory?): "
                "the batches finished before are kept; run the same command again to resume"
            ) from None

    def close(self) -> None:
        end_pool(self._pool)  # at once: no running batch is waited for


def local_backend(workers: int, batches: int | None = None) -> Backend:
    """This process for one worker, else a process pool: of ``workers`` processes, or fewer
    when there are only ``batches`` batches to play."""
    if batches is not None:
        workers = min(workers, batches)
    return InProcess() if workers <= 1 else ProcessPool(workers)


__all__ = ["Backend", "InProcess", "Key", "ProcessPool", "local_backend"]
