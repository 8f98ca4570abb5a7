"""Where a sweep's batches are played: this process, a pool of worker processes, or Ray
(:mod:`tenkaichi.lab.ray_backend`).

A backend takes batches (a cell's job and the batch's seeds) and hands back finished ones in
whatever order they finish; the runner puts them back in order. Every backend plays a batch
with :func:`tenkaichi.lab.batch.play_batch`, so the same batch gives the same fights anywhere.
"""

from __future__ import annotations

import multiprocessing
import queue
import signal
from collections import deque
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Protocol

from tenkaichi.errors import LabError
from tenkaichi.lab.batch import BatchResult, play_batch
from tenkaichi.lab.game import Job

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


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C goes to the whole process group, but only the parent acts on it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """Hold Ctrl-C back while a worker may be started. A new process inherits the held
    signal, so a Ctrl-C that comes while the worker is still importing (before
    :func:`_ignore_interrupts` runs) cannot print its traceback; this process gets the
    held Ctrl-C as soon as the block ends (the resource tracker is started the same way)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


class ProcessPool:
    """A pool of ``workers`` processes (spawned: the same on every platform, and no fork of
    a process whose progress display runs a thread). :meth:`close` terminates them at once,
    so Ctrl-C or an error leaves no worker behind; a worker that dies (killed, out of memory)
    ends the sweep with a :class:`LabError` instead of a wait for a batch that never comes."""

    def __init__(self, workers: int) -> None:
        self.slots = 2 * workers
        self._pool = ProcessPoolExecutor(
            workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_ignore_interrupts,
        )
        self._done: queue.Queue[tuple[Key, Future[BatchResult]]] = queue.Queue()

    def submit(self, key: Key, job: Job, seeds: Sequence[int]) -> None:
        with _interrupts_held():  # the pool may start a worker here
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
        # ProcessPoolExecutor cannot terminate its workers before Python 3.14
        # (terminate_workers): they are ended here, so no running batch is waited for.
        workers = list((getattr(self._pool, "_processes", None) or {}).values())
        self._pool.shutdown(wait=False, cancel_futures=True)
        for process in workers:
            process.terminate()
        for process in workers:
            process.join()


def local_backend(workers: int, batches: int | None = None) -> Backend:
    """This process for one worker, else a process pool: of ``workers`` processes, or fewer
    when there are only ``batches`` batches to play."""
    if batches is not None:
        workers = min(workers, batches)
    return InProcess() if workers <= 1 else ProcessPool(workers)


__all__ = ["Backend", "InProcess", "Key", "ProcessPool", "local_backend"]
