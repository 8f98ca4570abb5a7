"""Pools of worker processes that end cleanly: what `simulate`, the fight preview and the lab
share.

- Workers are spawned (the same on every platform, and no fork of a process whose web server
  or progress display runs threads).
- A worker ignores Ctrl-C (it goes to the whole process group, but only the parent acts on
  it), and Ctrl-C is held back while workers start, so one that comes while a worker still
  imports cannot print its traceback there.
- :func:`end_pool` terminates the workers at once, so Ctrl-C or an error waits for no batch
  and leaves no worker behind.
- A worker that dies (killed, out of memory, unable to start) makes the futures raise
  ``BrokenProcessPool``, which each caller turns into its one-line error, instead of a wait for
  a batch that never comes (``multiprocessing.Pool`` waits for ever).
"""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any


def ignore_interrupts() -> None:
    """In a worker: Ctrl-C goes to the whole process group, but only the parent acts on it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def interrupts_held() -> Iterator[None]:
    """Hold Ctrl-C back while a worker may be started. A new process inherits the held
    signal, so a Ctrl-C that comes while the worker is still importing (before
    :func:`ignore_interrupts` runs) cannot print its traceback; this process gets the held
    Ctrl-C as soon as the block ends."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def spawn_pool(
    workers: int,
    initializer: Callable[..., None] = ignore_interrupts,
    initargs: tuple[Any, ...] = (),
) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes; ``initializer`` must ignore Ctrl-C (call
    :func:`ignore_interrupts`)."""
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=initializer,
        initargs=initargs,
    )


def end_pool(pool: ProcessPoolExecutor) -> None:
    """Stop the pool at once: no batch is waited for. ProcessPoolExecutor cannot terminate
    its workers before Python 3.14 (``terminate_workers``): they are ended here."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join()


__all__ = ["end_pool", "ignore_interrupts", "interrupts_held", "spawn_pool"]
