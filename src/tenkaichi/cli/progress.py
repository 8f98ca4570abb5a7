"""Progress of a long job on stderr: a Rich bar in a terminal, plain lines in a log.

Every command that can run for more than a couple of seconds (``simulate``, ``ddc simulate``,
``top simulate``, ``odds`` of a big roll) wraps its work in :func:`job`::

    with progress.job("fights", total=fights) as bar:
        for batch in batches:
            ...
            bar.advance(len(batch))

When stderr is a terminal, a Rich progress bar shows the count, the time taken and the time
left. When it is not (a pipe, a file, a CI log), a plain line is written every
``TENKAICHI_PROGRESS_EVERY`` seconds (default :data:`DEFAULT_EVERY`; ``0`` writes none)::

    fights: 340/1,000 (34%), 85.2 fights/s, about 8 s left

and one last line when the job ends, if any was written: a job shorter than the interval
writes nothing. A job whose work is counted elsewhere (the dice engine's meter) passes
``poll``, a function returning the amount done, instead of calling :meth:`Job.advance`.
Nothing here goes to stdout, so ``--json`` output stays clean.
"""

from __future__ import annotations

import contextvars
import math
import os
import sys
import threading
import time
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.i18n import text as message
from tenkaichi.i18n.numbers import decimal, whole

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

EVERY_VARIABLE = "TENKAICHI_PROGRESS_EVERY"
DEFAULT_EVERY = 5.0
"""Seconds between two plain progress lines."""
BAR_REFRESH = 0.1
"""Seconds between two updates of the terminal bar from the amount done."""


def plain_every() -> float:
    """The seconds between plain progress lines, from :data:`EVERY_VARIABLE` (0: no lines)."""
    text = os.environ.get(EVERY_VARIABLE, "").strip()
    if not text:
        return DEFAULT_EVERY
    try:
        every = float(text)
    except ValueError:
        every = math.nan
    if not math.isfinite(every) or every < 0:
        raise TenkaichiError(
            message("cli-progress-every", variable=EVERY_VARIABLE, got=repr(text[:40]))
        )
    return every


def _amount(value: float) -> str:
    return whole(round(value), current())


def rate_text(per_second: float) -> str:
    """A rate for a person: ``1,234``, ``85.2``, ``0.35`` (``85,2`` in Spanish)."""
    locale = current()
    if per_second >= 100:
        return decimal(per_second, 0, locale, grouped=True)
    return decimal(per_second, 1 if per_second >= 1 else 2, locale)


def duration(seconds: float) -> str:
    """``8 s``, ``3 min 20 s``, ``2 h 5 min``: a time span for a person."""
    whole = max(0, round(seconds))
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min {whole % 60} s"
    return f"{whole // 3600} h {whole % 3600 // 60} min"


def progress_line(what: str, done: float, total: float, elapsed: float) -> str:
    """One plain progress line: done/total, the share, the rate and the time left."""
    done = min(max(done, 0.0), total)
    share = int(100 * done / total) if total > 0 else 100
    rate = done / elapsed if elapsed > 0 else 0.0
    left = time_left(total - done, rate)
    return message(
        "cli-progress-line",
        what=what,
        done=_amount(done),
        total=_amount(total),
        share=str(share),
        rate=rate_text(rate),
        left=left,
    )


def time_left(work_left: float, rate: float) -> str:
    """``about 3 min 20 s left`` for ``work_left`` units at ``rate`` units a second."""
    if work_left <= 0:
        return message("cli-progress-done")
    if rate > 0:
        seconds = work_left / rate
        if seconds < 1:
            return message("cli-progress-under-a-second")
        return message("cli-progress-left", left=duration(seconds))
    return message("cli-progress-not-known")


class Job:
    """A running job's progress (made by :func:`job`); :meth:`advance` as work is done."""

    def __init__(
        self,
        what: str,
        total: float,
        *,
        poll: Callable[[], float] | None = None,
        stream: TextIO | None = None,
        terminal: bool | None = None,
        every: float | None = None,
    ) -> None:
        self.what = what
        self.total = float(total)
        self.done = 0.0
        self._poll = poll
        self._stream = stream
        self._terminal = terminal
        self._every = plain_every() if every is None else every
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._bar: tuple[Progress, TaskID] | None = None
        self._start = 0.0
        self._lines = 0

    def advance(self, amount: float = 1) -> None:
        self.done += amount

    def current(self) -> float:
        """The amount done so far."""
        return self._poll() if self._poll is not None else self.done

    def __enter__(self) -> Job:
        self._start = time.monotonic()
        stream = self._stream if self._stream is not None else sys.stderr
        terminal = self._terminal if self._terminal is not None else _is_terminal(stream)
        if terminal:
            self._start_bar()
        elif self._every > 0:
            self._thread = thread(self._lines_loop)
        else:
            return self
        assert self._thread is not None
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        # A job that ended without an error is complete, whatever its count came to (a
        # polled count follows a prediction of the work, which may fall a little short).
        done = self.total if kind is None else min(self.current(), self.total)
        if self._bar is not None:
            bar, task = self._bar
            bar.update(task, completed=done)
            bar.stop()
        elif self._lines and kind is None:
            took = duration(time.monotonic() - self._start)
            self._write(
                message(
                    "cli-progress-finished",
                    what=self.what,
                    done=_amount(done),
                    total=_amount(self.total),
                    took=took,
                )
            )

    def _start_bar(self) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        from tenkaichi.cli import output

        bar = Progress(
            TextColumn(self.what, markup=False),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=output.console(stderr=True, soft_wrap=False),
        )
        self._bar = (bar, bar.add_task(self.what, total=self.total))
        bar.start()
        self._thread = thread(self._bar_loop)

    def _bar_loop(self) -> None:
        assert self._bar is not None
        bar, task = self._bar
        while not self._stop.wait(BAR_REFRESH):
            bar.update(task, completed=min(self.current(), self.total))

    def _lines_loop(self) -> None:
        while not self._stop.wait(self._every):
            elapsed = time.monotonic() - self._start
            self._write(progress_line(self.what, self.current(), self.total, elapsed))

    def _write(self, line: str) -> None:
        stream = self._stream if self._stream is not None else sys.stderr
        try:
            stream.write(line + "\n")
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: the job goes on without progress
            return
        self._lines += 1


def thread(loop: Callable[[], None]) -> threading.Thread:
    """A thread running ``loop`` for the reader being served (its lines in their language)."""
    return threading.Thread(target=contextvars.copy_context().run, args=(loop,), daemon=True)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def job(what: str, total: float, *, poll: Callable[[], float] | None = None) -> Job:
    """The progress of a job of ``total`` ``what`` (fights, battles, games, steps, dice) on
    stderr; use it as a context manager around the work."""
    return Job(what, total, poll=poll)


__all__ = [
    "DEFAULT_EVERY",
    "EVERY_VARIABLE",
    "Job",
    "duration",
    "job",
    "progress_line",
    "thread",
]
