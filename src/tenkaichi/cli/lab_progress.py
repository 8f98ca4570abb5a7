"""A sweep's progress on stderr: cells done, fights done, fights a second, time left.

On a terminal a Rich bar; elsewhere (a pipe, a file, a CI log) a plain line every
``TENKAICHI_PROGRESS_EVERY`` seconds (as every long job of :mod:`tenkaichi.cli.progress`)::

    cells 3/12, fights 340/1,200 (28%), 85.2 fights/s, about 10 s left

and a last line when the sweep ends, if any was written. With sequential stopping the fights
still to come are at most the caps of the cells not stopped yet, so the time left is an upper
bound. Fights found on disk from an earlier, interrupted run count as done, not in the rate.
"""

from __future__ import annotations

import sys
import threading
import time
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

from tenkaichi.cli.progress import duration, plain_every, rate_text, thread, time_left
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import whole
from tenkaichi.lab.runner import SweepState

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

BAR_REFRESH = 0.1


def sweep_line(state: SweepState, elapsed: float) -> str:
    """One plain progress line."""
    total = max(state.fights_total, 1)
    share = int(100 * state.fights_done / total)
    rate = state.fights_new / elapsed if elapsed > 0 else 0.0
    locale = current()
    return text(
        "cli-lab-progress-line",
        cells=_cells(state),
        done=whole(state.fights_done, locale),
        total=whole(state.fights_total, locale),
        share=str(share),
        rate=rate_text(rate),
        left=time_left(state.fights_total - state.fights_done, rate),
    )


def _cells(state: SweepState) -> str:
    locale = current()
    return text(
        "cli-lab-progress-cells",
        done=whole(state.cells_done, locale),
        total=whole(state.cells, locale),
    )


class SweepProgress:
    """The progress display of one sweep; pass it to :func:`tenkaichi.lab.runner.run_sweep`
    and use it as a context manager around the run."""

    def __init__(
        self,
        *,
        stream: TextIO | None = None,
        terminal: bool | None = None,
        every: float | None = None,
    ) -> None:
        self._stream = stream
        self._terminal = terminal
        self._every = plain_every() if every is None else every
        self._state: SweepState | None = None
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._bar: tuple[Progress, TaskID] | None = None
        self._start = 0.0
        self._lines = 0

    def update(self, state: SweepState) -> None:
        with self._lock:
            self._state = SweepState(
                state.cells,
                state.cells_done,
                state.fights_total,
                state.fights_done,
                state.fights_new,
            )

    def __enter__(self) -> SweepProgress:
        self._start = time.monotonic()
        stream = self._out()
        terminal = self._terminal
        if terminal is None:
            try:
                terminal = stream.isatty()
            except (AttributeError, ValueError):
                terminal = False
        if terminal:
            self._start_bar()
            self._thread = thread(self._bar_loop)
        elif self._every > 0:
            self._thread = thread(self._lines_loop)
        if self._thread is not None:
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
        if self._bar is not None:
            self._show_bar()
            self._bar[0].stop()
        elif self._lines and kind is None and self._state is not None:
            state = self._state
            self._write(
                text(
                    "cli-lab-progress-finished",
                    cells=_cells(state),
                    done=whole(state.fights_done, current()),
                    took=duration(time.monotonic() - self._start),
                )
            )

    def _out(self) -> TextIO:
        return self._stream if self._stream is not None else sys.stderr

    def _start_bar(self) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
        )

        from tenkaichi.cli import output

        bar = Progress(
            TextColumn("{task.fields[cells]}", markup=False),
            BarColumn(),
            TextColumn(text("cli-progress-fights"), markup=False),
            MofNCompleteColumn(),
            TextColumn("{task.fields[rate]}", markup=False),
            TimeElapsedColumn(),
            TextColumn("{task.fields[left]}", markup=False),
            console=output.console(stderr=True, soft_wrap=False),
        )
        self._bar = (bar, bar.add_task("sweep", total=None, cells="", rate="", left=""))
        bar.start()

    def _show_bar(self) -> None:
        assert self._bar is not None
        bar, task = self._bar
        with self._lock:
            state = self._state
        if state is None:
            return
        elapsed = time.monotonic() - self._start
        rate = state.fights_new / elapsed if elapsed > 0 else 0.0
        bar.update(
            task,
            total=state.fights_total,
            completed=state.fights_done,
            cells=_cells(state),
            rate=text("cli-lab-progress-rate", rate=rate_text(rate)),
            left=time_left(state.fights_total - state.fights_done, rate),
        )

    def _bar_loop(self) -> None:
        while not self._stop.wait(BAR_REFRESH):
            self._show_bar()

    def _lines_loop(self) -> None:
        while not self._stop.wait(self._every):
            with self._lock:
                state = self._state
            if state is not None:
                self._write(sweep_line(state, time.monotonic() - self._start))

    def _write(self, line: str) -> None:
        try:
            stream = self._out()
            stream.write(line + "\n")
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: the sweep goes on without progress
            return
        self._lines += 1


__all__ = ["SweepProgress", "sweep_line"]
