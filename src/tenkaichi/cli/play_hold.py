"""One ``tenkaichi play`` or ``resume`` at a time writes a fight's file, and a new fight never
writes over a file that is already there.

A fight is saved when it is left (``q``, Ctrl-C, the end of input), minutes after it began, so
two programs could each be heading for the same file: a second ``resume`` of one saved fight
(the later save would silently undo the earlier one's moves), or a new fight whose default
file, ``tenkaichi-fight-SEED.json``, holds yesterday's fight of the same seed. So a program
holds its file for the whole fight (an operating-system lock on a hidden ``.NAME.lock`` beside
it, let go when the program ends, however it ends), a file held elsewhere is refused at once,
``--save`` must name a new file, and the default file is the first of
``tenkaichi-fight-SEED.json``, ``tenkaichi-fight-SEED-2.json``, ... that is neither there nor
held.
"""

from __future__ import annotations

from pathlib import Path

from filelock import FileLock

from tenkaichi.cli.play_session import default_path
from tenkaichi.errors import TenkaichiError
from tenkaichi.locks import Busy, let_go, take

MOST_DEFAULT_NAMES = 1000
"""How many default names (``-2``, ``-3``, ...) are tried before giving up."""


def lock_of(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def hold(path: Path) -> FileLock:
    """Hold ``path`` for this program's fight (released by the caller, or by the system when
    the program ends); a file another program holds raises :class:`~tenkaichi.locks.Busy`."""
    busy = (
        f"{path} is in use by another tenkaichi play or resume: leave that one first, "
        "or save this fight elsewhere with --save FILE"
    )
    try:
        return take(lock_of(path), busy)
    except OSError as error:
        raise TenkaichiError(f"{path}: cannot save the fight there ({error.strerror})") from None


def hold_new(path: Path) -> FileLock:
    """Hold ``path`` for a new fight: a file already there is refused (it may be a fight
    saved earlier, or anything else)."""
    if path.exists():
        raise TenkaichiError(
            f"{path} is already there: give --save a new file "
            f"(if it is a saved fight, tenkaichi resume {path} continues it)"
        )
    lock = hold(path)
    if path.exists():  # written by a program that let go of it just now
        let_go(lock)
        raise TenkaichiError(f"{path} is already there: give --save a new file")
    return lock


def hold_default(seed: int) -> tuple[Path, FileLock]:
    """The first default name for a new fight of ``seed`` that is free, held."""
    for n in range(1, MOST_DEFAULT_NAMES + 1):
        path = default_path(seed) if n == 1 else Path(f"tenkaichi-fight-{seed}-{n}.json")
        if path.exists():
            continue
        try:
            lock = hold(path)
        except Busy:
            continue
        if path.exists():
            let_go(lock)
            continue
        return path, lock
    raise TenkaichiError(
        f"tenkaichi-fight-{seed}.json and {MOST_DEFAULT_NAMES - 1} more names are taken here: "
        "give --save FILE"
    )


__all__ = ["hold", "hold_default", "hold_new", "let_go", "lock_of"]
