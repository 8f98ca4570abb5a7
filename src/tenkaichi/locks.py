"""Holding a file for one program at a time: an operating-system lock (``flock`` on POSIX,
``msvcrt`` on Windows, through filelock) on a hidden lock file, taken without waiting, let go
when the holder is done or ends, however it ends (the system drops the lock of a killed
process).

The lock file is removed while it is still held, then the lock let go: a program that opened
the old file in between finds it unlinked when it locks it (filelock checks the link count)
and counts the place as busy, so no two programs ever hold one place, and no lock files are
left behind.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from filelock import FileLock, Timeout

from tenkaichi.errors import TenkaichiError


class Busy(TenkaichiError):
    """Another program holds the place."""


def take(lock_path: Path, busy: str) -> FileLock:
    """Hold ``lock_path`` now, or raise :class:`Busy` with the message ``busy``; an
    :class:`OSError` (a folder one may not write) is left to the caller."""
    lock = FileLock(lock_path, timeout=0)
    try:
        lock.acquire()
    except Timeout:
        raise Busy(busy) from None
    return lock


def let_go(lock: FileLock) -> None:
    """Remove the lock file, then let go of the lock."""
    with contextlib.suppress(OSError):
        Path(lock.lock_file).unlink()
    lock.release()


@contextlib.contextmanager
def holding(lock_path: Path, busy: str) -> Iterator[None]:
    lock = take(lock_path, busy)
    try:
        yield
    finally:
        let_go(lock)


__all__ = ["Busy", "holding", "let_go", "take"]
