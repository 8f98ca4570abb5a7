"""The results folder of a sweep: Parquet tables anyone can open (pandas, DuckDB, Polars).

::

    RESULTS/
      lab.json        what the sweep was (title, game, seed, batch, ...) and whether it is complete
      spec.yaml       the spec as given
      fights/cell-00003-batch-00012.parquet   one file per finished batch, one row per fight
      cells.parquet   one row per cell, written when the sweep ends
      fights.sha256   the SHA-256 of every batch file the sweep wrote (``sha256sum -c`` reads it)

The folder keeps a digest of every batch it writes (``fights.sha256``, a line added before the
file is renamed into place) and, once the sweep ends, of ``cells.parquet`` and of
``fights.sha256`` itself (in ``lab.json``). A resumed sweep and ``lab report`` read a file only
through its digest: a file changed after it was written, one with no digest, or a digest whose
file is gone is refused in one line naming the file, and never counted.

A batch file is written under a temporary name that starts with a dot (which pyarrow's
datasets skip) and renamed when whole, so a file with the final name is always complete: a
resumed sweep skips the batches whose file exists and deletes leftover temporary files.

One sweep writes a folder at a time: a run holds ``RESULTS/.lab-lock`` (:mod:`tenkaichi.locks`:
an operating-system lock, let go when the process ends, however it ends), and a second run into
the same folder is refused at once instead of mixing its files with the first one's.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from tenkaichi.errors import LabError
from tenkaichi.intervals import wilson
from tenkaichi.lab.batch import BatchResult
from tenkaichi.lab.digests import (
    DIGESTS,
    fsync_append,
    parquet_of,
    read_digests,
    sha256,
    verified_bytes,
)
from tenkaichi.lab.game import SAFETY_STOP, Value
from tenkaichi.lab.spec import Spec
from tenkaichi.locks import Busy, let_go, take

FORMAT = 1
FIGHTS = "fights"
BATCH_NAME = re.compile(r"cell-(\d{5})-batch-(\d{5})\.parquet")
TEMPORARY = ".tmp"
LOCK = ".lab-lock"
_KINDS: dict[str, pa.DataType] = {
    "bool": pa.bool_(),
    "int64": pa.int64(),
    "double": pa.float64(),
    "string": pa.string(),
}
USED = pa.list_(pa.struct([("side", pa.int8()), ("option", pa.string()), ("times", pa.int32())]))
STOPPED_ALL = "all fights"
STOPPED_NARROW = "interval narrow enough"
STOPPED_CAP = "fight cap"


@dataclass(slots=True)
class Tally:
    """A cell's running totals (or one batch's)."""

    sides: int
    fights: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    rounds: int = 0
    score: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins = self.wins or [0] * self.sides
        self.score = self.score or [0] * self.sides

    def add(self, winners: Sequence[int], rounds: Sequence[int], scores: Sequence[Any]) -> None:
        self.fights += len(winners)
        for w in winners:
            if w < 0:
                self.draws += 1
            else:
                self.wins[w] += 1
        self.rounds += sum(rounds)
        for score in scores:
            for side, points in enumerate(score):
                self.score[side] += points

    def merge(self, other: Tally) -> None:
        self.fights += other.fights
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        self.draws += other.draws
        self.rounds += other.rounds
        self.score = [a + b for a, b in zip(self.score, other.score, strict=True)]

    def interval(self) -> tuple[float, float]:
        """Side 0's 95% Wilson interval."""
        return wilson(self.wins[0], self.fights)


def value_column(kind: str, values: Sequence[Value]) -> pa.Array:
    if kind == "string":
        return pa.array([_word(v) for v in values], pa.string())
    return pa.array(values, _KINDS[kind])


def _word(value: Value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def fight_schema(kinds: Mapping[str, str]) -> pa.Schema:
    """The columns of ``fights/*.parquet``."""
    return pa.schema(
        [
            ("cell", pa.int32()),
            ("batch", pa.int32()),
            ("fight", pa.int32()),
            ("seed", pa.int64()),
            *[(name, _KINDS[kind]) for name, kind in kinds.items()],
            ("sides", pa.list_(pa.string())),
            ("winner", pa.int8()),
            ("winner_name", pa.string()),
            ("rounds", pa.int32()),
            ("score", pa.list_(pa.int32())),
            ("used", USED),
        ]
    )


def batch_table(
    kinds: Mapping[str, str],
    values: Mapping[str, Value],
    sides: Sequence[str],
    cell: int,
    batch: int,
    first_fight: int,
    result: BatchResult,
) -> pa.Table:
    """One batch's fights as a table of :func:`fight_schema`."""
    n = len(result.seeds)
    columns: dict[str, pa.Array] = {
        "cell": pa.array([cell] * n, pa.int32()),
        "batch": pa.array([batch] * n, pa.int32()),
        "fight": pa.array(range(first_fight, first_fight + n), pa.int32()),
        "seed": pa.array(result.seeds, pa.int64()),
    }
    for name, kind in kinds.items():
        columns[name] = value_column(kind, [values[name]] * n)
    columns["sides"] = pa.array([list(sides)] * n, pa.list_(pa.string()))
    columns["winner"] = pa.array(result.winners, pa.int8())
    columns["winner_name"] = pa.array(
        [
            sides[w] if w >= 0 else "stopped at the safety limit" if w == SAFETY_STOP else "draw"
            for w in result.winners
        ],
        pa.string(),
    )
    columns["rounds"] = pa.array(result.rounds, pa.int32())
    columns["score"] = pa.array([list(s) for s in result.scores], pa.list_(pa.int32()))
    columns["used"] = pa.array(
        [[{"side": s, "option": o, "times": t} for s, o, t in used] for used in result.used],
        USED,
    )
    return pa.table(columns, schema=fight_schema(kinds))


def cells_schema(kinds: Mapping[str, str]) -> pa.Schema:
    """The columns of ``cells.parquet``."""
    return pa.schema(
        [
            ("cell", pa.int32()),
            *[(name, _KINDS[kind]) for name, kind in kinds.items()],
            ("sides", pa.list_(pa.string())),
            ("fights", pa.int32()),
            ("wins", pa.list_(pa.int32())),
            ("draws", pa.int32()),
            ("win_rate", pa.float64()),
            ("ci_low", pa.float64()),
            ("ci_high", pa.float64()),
            ("mean_rounds", pa.float64()),
            ("mean_score", pa.list_(pa.float64())),
            ("stopped", pa.string()),
        ]
    )


@dataclass(frozen=True, slots=True)
class CellSummary:
    """One row of ``cells.parquet``."""

    cell: int
    values: Mapping[str, Value]
    sides: tuple[str, ...]
    tally: Tally
    stopped: str


def cells_table(kinds: Mapping[str, str], rows: Sequence[CellSummary]) -> pa.Table:
    columns: dict[str, pa.Array] = {"cell": pa.array([r.cell for r in rows], pa.int32())}
    for name, kind in kinds.items():
        columns[name] = value_column(kind, [r.values[name] for r in rows])
    tallies = [r.tally for r in rows]
    intervals = [t.interval() for t in tallies]
    columns |= {
        "sides": pa.array([list(r.sides) for r in rows], pa.list_(pa.string())),
        "fights": pa.array([t.fights for t in tallies], pa.int32()),
        "wins": pa.array([t.wins for t in tallies], pa.list_(pa.int32())),
        "draws": pa.array([t.draws for t in tallies], pa.int32()),
        "win_rate": pa.array([t.wins[0] / t.fights for t in tallies], pa.float64()),
        "ci_low": pa.array([lo for lo, _ in intervals], pa.float64()),
        "ci_high": pa.array([hi for _, hi in intervals], pa.float64()),
        "mean_rounds": pa.array([t.rounds / t.fights for t in tallies], pa.float64()),
        "mean_score": pa.array(
            [[s / t.fights for s in t.score] for t in tallies], pa.list_(pa.float64())
        ),
        "stopped": pa.array([r.stopped for r in rows], pa.string()),
    }
    return pa.table(columns, schema=cells_schema(kinds))


def _write_text(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")


def _atomic(path: Path, write: Callable[[Path], object]) -> None:
    """Write ``path`` through a temporary name in its folder, then rename it: a reader (or a
    resumed sweep) sees the whole file or none."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}{TEMPORARY}")
    try:
        write(temporary)
        with open(temporary, "rb") as done:
            os.fsync(done.fileno())
        os.replace(temporary, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()


class ResultsFolder:
    """A sweep's results folder on disk."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.fights = path / FIGHTS
        self.digests_path = path / DIGESTS
        self.digests: dict[str, str] = {}
        """Batch file name -> the SHA-256 of what this sweep wrote (or found and checked)."""
        self.cells_sha256: str | None = None

    def batch_path(self, cell: int, batch: int) -> Path:
        return self.fights / f"cell-{cell:05d}-batch-{batch:05d}.parquet"

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Hold the folder for one sweep; a folder another sweep holds is refused."""
        try:
            self._check_not_foreign()
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as error:  # a name too long, a folder not allowed, a full disk
            raise LabError(f"cannot write the results to {self.path}: {error.strerror}") from None
        busy = (
            f"{self.path} is being written by another lab run: wait for it to end, "
            "or give another --out folder"
        )
        try:
            lock = take(self.path / LOCK, busy)
        except Busy as error:
            raise LabError(str(error)) from None
        except OSError as error:
            raise LabError(f"cannot write the results to {self.path}: {error.strerror}") from None
        try:
            yield
        finally:
            let_go(lock)

    def _check_not_foreign(self) -> None:
        """Refuse a path that is a file, or a folder of other things than a sweep's results."""
        if not self.path.exists():
            return
        if not self.path.is_dir():
            raise LabError(f"{self.path} is a file, not a results folder: give another --out")
        names = {entry.name for entry in self.path.iterdir()} - {LOCK}
        if names and "lab.json" not in names:
            raise LabError(
                f"{self.path} is not empty and holds no lab results: give another --out folder"
            )

    def open(self, spec: Spec, spec_text: str, meta: Mapping[str, Any]) -> bool:
        """Make the folder ready for ``spec``: new, or the same spec's earlier results to
        resume (True). A folder of another spec, or of anything else, is refused."""
        resumed = False
        lab_json = self.path / "lab.json"
        if lab_json.exists():
            try:
                earlier = json.loads(lab_json.read_text(encoding="utf-8"))
            except (OSError, ValueError) as error:
                raise LabError(f"{lab_json}: not a results description ({error})") from None
            if not isinstance(earlier, dict) or earlier.get("spec_sha256") != spec.sha256():
                raise LabError(
                    f"{self.path} holds the results of a different spec (see its spec.yaml): "
                    "give another --out folder, or delete that one to start again"
                )
            resumed = True
        else:
            self._check_not_foreign()
        try:
            self.fights.mkdir(parents=True, exist_ok=True)
            for leftover in self.fights.glob(f".*{TEMPORARY}"):
                leftover.unlink()
            if resumed:
                self._check_stored()
            else:
                _atomic(self.path / "spec.yaml", lambda p: _write_text(p, spec_text))
            self.write_digests()
            self.write_meta(meta, complete=False)
        except OSError as error:
            raise LabError(f"cannot write the results to {self.path}: {error.strerror}") from None
        return resumed

    def _batch_names(self) -> set[str]:
        with os.scandir(self.fights) as entries:
            return {
                e.name for e in entries if e.name.endswith(".parquet") and e.name[0] not in "._"
            }

    def _check_stored(self) -> None:
        """Check every batch file of an earlier run against its digest before any is used:
        one changed, or with no digest, stops the run in one line naming it. A digest whose
        file is gone is dropped (the batch is played again)."""
        kept, _ = read_digests(self.path)
        self.digests = {}
        for name in sorted(self._batch_names()):
            verified_bytes(self.fights / name, kept.get(name), self.digests_path)
            self.digests[name] = kept[name]

    def write_digests(self) -> None:
        """Rewrite ``fights.sha256`` with the digests of the batch files kept, in order."""
        text = "".join(f"{d}  {FIGHTS}/{n}\n" for n, d in sorted(self.digests.items()))
        _atomic(self.digests_path, lambda p: _write_text(p, text))

    def stored(self) -> set[str]:
        """The names of the batch files there, each checked against its digest when the
        folder was opened."""
        return set(self.digests)

    def has_batch(self, cell: int, batch: int, count: int, stored: set[str]) -> bool:
        """Whether the batch's file is among ``stored`` with its ``count`` fights."""
        path = self.batch_path(cell, batch)
        if path.name not in stored:
            return False
        try:
            return bool(pq.read_metadata(path).num_rows == count)
        except (OSError, pa.ArrowException):
            return False

    def write_batch(self, cell: int, batch: int, table: pa.Table) -> None:
        """Write a batch file, its digest first: a file under its final name always has one."""
        sink = pa.BufferOutputStream()
        pq.write_table(table, sink)
        data = sink.getvalue().to_pybytes()
        path = self.batch_path(cell, batch)
        digest = sha256(data)
        fsync_append(self.digests_path, f"{digest}  {FIGHTS}/{path.name}\n")
        self.digests[path.name] = digest
        _atomic(path, lambda p: p.write_bytes(data))

    def read_tally(
        self, cell: int, batch: int, sides: int, kinds: Mapping[str, str], count: int
    ) -> Tally:
        """A stored batch's totals, read from the bytes checked against its digest; a batch
        that is not this sweep's (other columns, cell, fights or winners) is one line."""
        path = self.batch_path(cell, batch)
        data = verified_bytes(path, self.digests.get(path.name), self.digests_path)
        table = parquet_of(path, data)
        if not table.schema.equals(fight_schema(kinds)):
            raise LabError(f"{path}: not a batch of this sweep's fights (its columns differ)")
        winners = table.column("winner").to_pylist()
        if (
            table.num_rows != count
            or set(table.column("cell").to_pylist()) != {cell}
            or set(table.column("batch").to_pylist()) != {batch}
            or any(w is None or not SAFETY_STOP <= w < sides for w in winners)
        ):
            raise LabError(f"{path}: not batch {batch} of cell {cell} of this sweep")
        tally = Tally(sides)
        tally.add(
            winners,
            [r or 0 for r in table.column("rounds").to_pylist()],
            [s or () for s in table.column("score").to_pylist()],
        )
        return tally

    def drop_batch(self, cell: int, batch: int) -> None:
        """Remove a stored batch that is not part of the results (beyond a cell's stop)."""
        path = self.batch_path(cell, batch)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        self.digests.pop(path.name, None)

    def write_cells(self, table: pa.Table) -> None:
        sink = pa.BufferOutputStream()
        pq.write_table(table, sink)
        data = sink.getvalue().to_pybytes()
        self.cells_sha256 = sha256(data)
        _atomic(self.path / "cells.parquet", lambda p: p.write_bytes(data))

    def write_meta(self, meta: Mapping[str, Any], *, complete: bool) -> None:
        """``lab.json``; once complete, with the digests of ``cells.parquet`` and of
        ``fights.sha256`` (rewritten then with exactly the batches kept)."""
        digests: dict[str, str] = {}
        if complete:
            self.write_digests()
            digests = {
                "cells_sha256": self.cells_sha256 or "",
                "digests_sha256": sha256(self.digests_path.read_bytes()),
            }
        text = (
            json.dumps({**meta, "complete": complete, **digests}, indent=2, ensure_ascii=False)
            + "\n"
        )
        _atomic(self.path / "lab.json", lambda p: _write_text(p, text))


def describe(spec: Spec, cells: int, score_name: str) -> dict[str, Any]:
    """``lab.json`` (without ``complete``)."""
    stop = None
    if spec.stop is not None:
        stop = {"half_width": spec.stop.half_width, "min_fights": spec.min_fights}
    return {
        "format": FORMAT,
        "title": spec.title,
        "game": spec.game,
        "seed": spec.seed,
        "batch": spec.batch,
        "fights": spec.fights,
        "stop": stop,
        "parameters": spec.parameters(),
        "score_name": score_name,
        "cells": cells,
        "spec_sha256": spec.sha256(),
    }


__all__ = [
    "DIGESTS",
    "CellSummary",
    "ResultsFolder",
    "Tally",
    "batch_table",
    "cells_table",
    "describe",
    "fight_schema",
    "parquet_of",
    "read_digests",
    "sha256",
    "verified_bytes",
]
