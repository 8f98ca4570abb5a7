"""Run a sweep: build every cell's job, play its batches on a backend, store them in order.

The order of a cell's batches is fixed: a batch is stored (and, with ``stop``, judged) only
once every earlier batch of its cell is, so a cell's stored fights are the same whatever
finished first. Batches sent ahead of a cell's stop are thrown away when they come back.
At most ``backend.slots`` batches are out (running, or back and waiting for an earlier one),
so memory stays flat however long the sweep: each batch goes to disk as soon as it can.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from tenkaichi.errors import LabError
from tenkaichi.i18n import text as said
from tenkaichi.lab.backends import Backend
from tenkaichi.lab.batch import BatchResult
from tenkaichi.lab.game import GameLab, Job
from tenkaichi.lab.seeds import batch_seeds
from tenkaichi.lab.spec import Spec
from tenkaichi.lab.store import (
    BATCH_NAME,
    STOPPED_ALL,
    STOPPED_CAP,
    STOPPED_NARROW,
    CellSummary,
    ResultsFolder,
    Tally,
    batch_table,
    cells_table,
    describe,
)
from tenkaichi.lab.sweep import (
    Batch,
    Cell,
    batch_count,
    batch_of,
    check_names,
    expand,
    parameter_kinds,
)


class Progress(Protocol):
    """Told how far the sweep is after each stored batch (and once at the start)."""

    def update(self, state: SweepState) -> None: ...


@dataclass(slots=True)
class SweepState:
    """How far a sweep is."""

    cells: int
    cells_done: int = 0
    fights_total: int = 0
    """The most fights still possible (the caps of cells not stopped, the fights of those
    that are)."""
    fights_done: int = 0
    fights_new: int = 0
    """Fights played by this run (not read back from an earlier one)."""


@dataclass(slots=True)
class CellRun:
    """One cell on its way through the sweep."""

    cell: Cell
    job: Job | None
    """The cell's fight, built when its first batch is sent and let go when it stops."""
    sides: tuple[str, ...]
    batches: int
    """How many batches the cell can have (each made when needed, see :func:`batch_of`)."""
    tally: Tally
    on_disk: set[int]
    judged: int = 0
    """Batches stored and counted, in order."""
    next_batch: int = 0
    """The next batch to send (or find on disk)."""
    stopped: str | None = None
    waiting: dict[int, BatchResult] = field(default_factory=dict)
    """Batches back from the backend, waiting for an earlier one of the cell."""


@dataclass(frozen=True, slots=True)
class SweepResult:
    """A finished sweep: its folder and one summary per cell."""

    folder: Path
    title: str
    resumed: bool
    parameters: list[str]
    cells: list[CellSummary]
    fights_new: int


JOBS_KEPT = 64
"""Cells whose job is kept from the check before the sweep; the others' are built again when
their first batch is sent (a job can hold whole sheets: 100,000 of them would not fit)."""


@dataclass(frozen=True, slots=True)
class Checked:
    """Every cell of a sweep, each one's job built once before any fight runs (so a bad
    value fails at once) and kept only for the first :data:`JOBS_KEPT` cells."""

    cells: list[Cell]
    sides: list[tuple[str, ...]]
    kept: dict[int, Job]
    score_name: str


def check_jobs(spec: Spec, lab: GameLab, base_dir: Path, source: str) -> Checked:
    """Build every cell's job once (a bad value fails before anything runs); keep a few."""
    sides: list[tuple[str, ...]] = []
    kept: dict[int, Job] = {}
    same: dict[tuple[str, ...], tuple[str, ...]] = {}
    score_name = ""
    try:
        check_names(spec, lab.parameters())
        cells = expand(spec)
        for cell in cells:
            job = lab.job(spec.match, cell.as_dict(), base_dir)
            named = tuple(job.sides)
            sides.append(same.setdefault(named, named))  # one copy of the usual few
            score_name = score_name or job.score_name
            if cell.index < JOBS_KEPT:
                kept[cell.index] = job
    except LabError as error:
        raise LabError(f"{source}: {error}") from None
    return Checked(cells, sides, kept, score_name)


class _Sweep:
    def __init__(
        self,
        spec: Spec,
        checked: Checked,
        make_job: Callable[[Cell], Job],
        folder: ResultsFolder,
        progress: Progress | None,
    ) -> None:
        self.spec = spec
        self.folder = folder
        cells = checked.cells
        self.kinds = parameter_kinds(spec, cells)
        self.progress = progress
        self.make_job = make_job
        self.runs = [
            CellRun(
                cell,
                checked.kept.get(cell.index),
                sides,
                batch_count(spec),
                Tally(len(sides)),
                set(),
            )
            for cell, sides in zip(cells, checked.sides, strict=True)
        ]
        self.state = SweepState(cells=len(cells), fights_total=len(cells) * spec.fights)
        self.cursor = 0
        self.waiting = 0
        """Batches back from the backend and waiting for an earlier one of their cell."""

    def find_stored(self) -> None:
        """Note the batches an earlier run stored (each checked against its digest when the
        folder was opened), then count what is in order."""
        stored = self.folder.stored()
        for name in stored:
            match = BATCH_NAME.fullmatch(name)
            if match is None:
                continue
            cell, number = int(match[1]), int(match[2])
            if cell < len(self.runs) and number < self.runs[cell].batches:
                batch = self.batch(self.runs[cell], number)
                if self.folder.has_batch(cell, number, batch.count, stored):
                    self.runs[cell].on_disk.add(number)
        for run in self.runs:
            self.settle(run)

    def settle(self, run: CellRun) -> None:
        """Store and count the cell's batches that are next in order, and judge it."""
        while run.stopped is None and run.judged < run.batches:
            batch = self.batch(run, run.judged)
            result = run.waiting.pop(batch.number, None)
            if result is not None:
                self.waiting -= 1
                table = batch_table(
                    self.kinds,
                    run.cell.as_dict(),
                    run.sides,
                    run.cell.index,
                    batch.number,
                    batch.first_fight,
                    result,
                )
                self.folder.write_batch(run.cell.index, batch.number, table)
                run.tally.add(result.winners, result.rounds, result.scores)
                self.state.fights_new += batch.count
            elif batch.number in run.on_disk:
                stored = self.folder.read_tally(
                    run.cell.index, batch.number, len(run.sides), self.kinds, batch.count
                )
                run.tally.merge(stored)
            else:
                return
            run.judged += 1
            self.state.fights_done += batch.count
            self._judge(run)
        if self.progress is not None:
            self.progress.update(self.state)

    def _judge(self, run: CellRun) -> None:
        spec = self.spec
        ended = run.judged == run.batches
        if spec.stop is not None and run.tally.fights >= spec.min_fights:
            low, high = run.tally.interval()
            if (high - low) / 2 <= spec.stop.half_width:
                run.stopped = STOPPED_NARROW
        if run.stopped is None and ended:
            run.stopped = STOPPED_ALL if spec.stop is None else STOPPED_CAP
        if run.stopped is None:
            return
        self.state.cells_done += 1
        run.job = None
        self.state.fights_total -= spec.fights - run.tally.fights
        self.waiting -= len(run.waiting)
        run.waiting.clear()
        for later in sorted(n for n in run.on_disk if n >= run.judged):
            # stored by hand or another program: not results
            self.folder.drop_batch(run.cell.index, later)

    def batch(self, run: CellRun, number: int) -> Batch:
        return batch_of(self.spec, run.cell.index, number)

    def batches_to_play(self) -> int:
        """The most batches still to play (all of them, if no cell stops early)."""
        return sum(
            run.batches - run.judged - sum(n >= run.judged for n in run.on_disk)
            for run in self.runs
            if run.stopped is None
        )

    def next_task(self) -> tuple[CellRun, Batch] | None:
        """The next batch to send, in sweep order: cell by cell, batch by batch."""
        while self.cursor < len(self.runs):
            run = self.runs[self.cursor]
            while run.stopped is None and run.next_batch < run.batches:
                batch = self.batch(run, run.next_batch)
                run.next_batch += 1
                if batch.number not in run.on_disk:
                    return run, batch
            self.cursor += 1
        return None

    def run(self, backend: Backend) -> None:
        out: dict[tuple[int, int], CellRun] = {}
        while True:
            while len(out) + self.waiting < backend.slots:
                task = self.next_task()
                if task is None:
                    break
                run, batch = task
                seeds = batch_seeds(
                    self.spec.seed, run.cell.index, batch.number, batch.size, batch.count
                )
                if run.job is None:
                    run.job = self.make_job(run.cell)
                backend.submit((run.cell.index, batch.number), run.job, seeds)
                out[(run.cell.index, batch.number)] = run
            if not out:
                return
            key, result = backend.next_done()
            run = out.pop(key)
            if run.stopped is None:
                run.waiting[key[1]] = result
                self.waiting += 1
                self.settle(run)

    def summaries(self) -> list[CellSummary]:
        return [
            CellSummary(
                run.cell.index,
                run.cell.as_dict(),
                run.sides,
                run.tally,
                run.stopped or STOPPED_ALL,
            )
            for run in self.runs
        ]


def run_sweep(
    spec: Spec,
    spec_text: str,
    lab: GameLab,
    *,
    base_dir: Path,
    out: Path,
    backend: Callable[[int], Backend],
    source: str = "spec",
    progress: Progress | None = None,
) -> SweepResult:
    """Run (or resume) the sweep of ``spec`` into the folder ``out``; ``backend`` makes the
    backend once the jobs are built and the folder is ready, given the most batches it will
    play (it is closed on the way out, whatever happens)."""
    if lab.game != spec.game:
        raise LabError(
            said("lab-spec-other-game", source=source, game=repr(spec.game), lab=repr(lab.game))
        )
    checked = check_jobs(spec, lab, base_dir, source)
    cells = checked.cells
    title = spec.title or " vs ".join(checked.sides[0])
    folder = ResultsFolder(out)
    meta: dict[str, Any] = describe(spec, len(cells), checked.score_name) | {"title": title}

    def make_job(cell: Cell) -> Job:
        try:
            return lab.job(spec.match, cell.as_dict(), base_dir)
        except LabError as error:  # built once already: only a file changed since can fail
            raise LabError(f"{source}: {error}") from None

    with folder.writing():
        resumed = folder.open(spec, spec_text, meta)
        sweep = _Sweep(spec, checked, make_job, folder, progress)
        sweep.find_stored()
        to_play = sweep.batches_to_play()
        if to_play:
            running = backend(to_play)
            try:
                sweep.run(running)
            finally:
                running.close()
        rows = sweep.summaries()
        folder.write_cells(cells_table(sweep.kinds, rows))
        folder.write_meta(meta, complete=True)
    return SweepResult(out, title, resumed, spec.parameters(), rows, sweep.state.fights_new)


__all__ = ["Progress", "SweepResult", "SweepState", "check_jobs", "run_sweep"]
