"""The runner stores the same fights whatever plays them: one process, a pool of two, batches
finishing in any order; and a sweep interrupted anywhere resumes to the same tables."""

from __future__ import annotations

import json
import os
import random
import tempfile
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.errors import LabError
from tenkaichi.intervals import wilson
from tenkaichi.lab.backends import InProcess, Key, local_backend
from tenkaichi.lab.batch import BatchResult, play_batch
from tenkaichi.lab.game import Job
from tenkaichi.lab.seeds import batch_seeds
from tenkaichi.lab.spec import load_spec
from tenkaichi.lab.store import ResultsFolder, fight_schema
from tenkaichi.lab.sweep import batches, expand

from .fake_game import FakeLab
from .helpers import GRID, cells, fights, sweep, write


class Shuffled:
    """A backend that finishes its batches in a random order (as a pool or Ray may)."""

    def __init__(self, slots: int, order: random.Random) -> None:
        self.slots = slots
        self._order = order
        self._out: list[tuple[Key, Job, Sequence[int]]] = []
        self.played: list[Key] = []

    def submit(self, key: Key, job: Job, seeds: Sequence[int]) -> None:
        self._out.append((key, job, seeds))

    def next_done(self) -> tuple[Key, BatchResult]:
        key, job, seeds = self._out.pop(self._order.randrange(len(self._out)))
        self.played.append(key)
        return key, play_batch(job, seeds)

    def close(self) -> None:
        self._out.clear()


def test_the_tables_follow_the_spec(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    out = tmp_path / "results"
    result = sweep(spec_path, out)
    table = fights(out)
    assert table.schema == fight_schema({"A.power": "int64", "rules.long_range": "int64"})
    assert table.num_rows == 4 * 250
    spec, _ = load_spec(spec_path)
    lab = FakeLab()
    for cell in expand(spec):
        rows = table.filter(table.column("cell").to_numpy() == cell.index).to_pylist()
        assert [r["fight"] for r in rows] == list(range(250))
        job = lab.job(spec.match, cell.as_dict(), tmp_path)
        for batch in batches(spec, cell.index):
            part = rows[batch.first_fight : batch.first_fight + batch.count]
            seeds = batch_seeds(spec.seed, cell.index, batch.number, spec.batch, batch.count)
            assert [r["seed"] for r in part] == seeds
            for row, seed in zip(part, seeds, strict=True):  # every column from that seed
                record = job.play(seed)
                assert row["winner"] == record.winner
                assert row["winner_name"] == (
                    "draw" if record.winner < 0 else job.sides[record.winner]
                )
                assert (row["rounds"], tuple(row["score"])) == (record.rounds, record.score)
                assert [tuple(u.values()) for u in row["used"]] == list(record.used)
                assert row["A.power"] == cell.as_dict()["A.power"]
                assert row["batch"] == batch.number
    summary = cells(out).to_pylist()
    for row in summary:
        mine = table.filter(table.column("cell").to_numpy() == row["cell"])
        winners = mine.column("winner").to_pylist()
        assert row["fights"] == len(winners) == 250
        assert row["wins"] == [winners.count(0), winners.count(1)]
        assert row["draws"] == winners.count(-1)
        assert row["win_rate"] == winners.count(0) / 250
        assert row["ci_low"] < row["win_rate"] < row["ci_high"]
        assert row["stopped"] == "all fights"
    meta = json.loads((out / "lab.json").read_text())
    assert meta["complete"] is True
    assert meta["parameters"] == ["A.power", "rules.long_range"]
    assert (meta["cells"], meta["batch"], meta["title"]) == (4, 50, "Does power help?")
    assert (out / "spec.yaml").read_text() == GRID
    assert not result.resumed
    assert result.fights_new == 1000


def test_two_workers_store_what_one_does(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    sweep(spec_path, tmp_path / "one")
    sweep(spec_path, tmp_path / "two", lambda _: local_backend(2))
    assert fights(tmp_path / "one").equals(fights(tmp_path / "two"))
    assert cells(tmp_path / "one").equals(cells(tmp_path / "two"))


STOP = GRID.replace("fights: 250", "fights: 600").replace(
    "match:", "stop: {half_width: 0.06, min_fights: 100}\nmatch:"
)


@settings(max_examples=12, deadline=None)
@given(slots=st.integers(1, 9), order=st.randoms(use_true_random=False), stop=st.booleans())
def test_any_finishing_order_stores_the_same_fights(
    slots: int, order: random.Random, stop: bool
) -> None:
    """Property: the stored fights depend on the spec only, not on how many batches are out
    at once (the workers) nor on the order they come back (the backend)."""
    with tempfile.TemporaryDirectory(dir=os.environ.get("TMPDIR")) as folder:
        here = Path(folder)
        spec_path = write(here, STOP if stop else GRID)
        sweep(spec_path, here / "reference")
        sweep(spec_path, here / "shuffled", lambda _: Shuffled(slots, order))
        assert fights(here / "shuffled").equals(fights(here / "reference"))
        assert cells(here / "shuffled").equals(cells(here / "reference"))


def expected_stops(spec_path: Path) -> list[tuple[int, str]]:
    """Brute force: each cell's fights played one batch at a time in this process, judged
    after each batch as the spec says."""
    spec, _ = load_spec(spec_path)
    assert spec.stop is not None
    lab = FakeLab()
    found = []
    for cell in expand(spec):
        job = lab.job(spec.match, cell.as_dict(), spec_path.parent)
        wins = played = 0
        for batch in batches(spec, cell.index):
            seeds = batch_seeds(spec.seed, cell.index, batch.number, spec.batch, batch.count)
            wins += sum(job.play(seed).winner == 0 for seed in seeds)
            played += batch.count
            low, high = wilson(wins, played)
            if played >= spec.min_fights and (high - low) / 2 <= spec.stop.half_width:
                found.append((played, "interval narrow enough"))
                break
        else:
            found.append((played, "fight cap"))
    return found


STOPPING = """\
game: fake
seed: 11
fights: 250
batch: 50
stop: {half_width: 0.06, min_fights: 100}
match: {p: 0.4}
sweep:
  grid:
    p: [0.5, 0.8, 0.97]
"""


def test_sequential_stopping_at_a_batch_boundary(tmp_path: Path) -> None:
    spec_path = write(tmp_path, STOPPING)
    sweep(spec_path, tmp_path / "one")
    want = expected_stops(spec_path)
    summary = cells(tmp_path / "one").to_pylist()
    assert [(row["fights"], row["stopped"]) for row in summary] == want
    # the three ways a cell ends are all here: never narrow enough (the cap), narrow enough
    # once judged (min_fights), narrow enough later on
    assert want[0] == (250, "fight cap")
    assert want[2] == (100, "interval narrow enough")
    assert 100 < want[1][0] < 250
    assert want[1][1] == "interval narrow enough"
    stored = fights(tmp_path / "one").column("cell").to_pylist()
    assert [stored.count(cell) for cell in range(3)] == [n for n, _ in want]
    for row in summary:
        low, high = row["ci_low"], row["ci_high"]
        narrow = (high - low) / 2 <= 0.06
        assert narrow == (row["stopped"] == "interval narrow enough")
    sweep(spec_path, tmp_path / "two", lambda _: local_backend(2))
    assert fights(tmp_path / "two").equals(fights(tmp_path / "one"))
    assert cells(tmp_path / "two").equals(cells(tmp_path / "one"))


def test_the_cap_is_respected(tmp_path: Path) -> None:
    spec_path = write(tmp_path, STOPPING.replace("half_width: 0.06", "half_width: 0.001"))
    sweep(spec_path, tmp_path / "out", lambda _: Shuffled(7, random.Random(3)))
    summary = cells(tmp_path / "out").to_pylist()
    assert [(row["fights"], row["stopped"]) for row in summary] == [(250, "fight cap")] * 3
    assert fights(tmp_path / "out").num_rows == 750


class NewestFirst(Shuffled):
    """Finishes the batch sent last first: a cell's first batch comes back last, so every
    other batch of the cell has to wait for it."""

    def __init__(self, slots: int, results: Path) -> None:
        super().__init__(slots, random.Random(0))
        self.folder = ResultsFolder(results)
        self.most_held = 0
        """The most batches sent and not yet stored (running, or back and held)."""

    def next_done(self) -> tuple[Key, BatchResult]:
        held = [k for k in self.played if not self.folder.batch_path(*k).exists()]
        self.most_held = max(self.most_held, len(held) + len(self._out))
        key, job, seeds = self._out.pop()
        self.played.append(key)
        return key, play_batch(job, seeds)


def test_memory_stays_flat_when_a_batch_lags(tmp_path: Path) -> None:
    """Batches waiting for an earlier one count against the backend's slots: at most that
    many are ever sent and not yet stored, and the lagging order changes nothing."""
    spec_path = write(tmp_path, GRID.replace("fights: 250", "fights: 1000"))
    sweep(spec_path, tmp_path / "reference")
    backend = NewestFirst(4, tmp_path / "lagging")
    sweep(spec_path, tmp_path / "lagging", lambda _: backend)
    assert backend.most_held == 4
    assert len(backend.played) == 4 * 20
    assert backend.played != sorted(backend.played)
    assert fights(tmp_path / "lagging").equals(fights(tmp_path / "reference"))


def test_no_more_workers_than_batches() -> None:
    assert isinstance(local_backend(8, 1), InProcess)
    assert isinstance(local_backend(1, 50), InProcess)
    pool = local_backend(8, 3)
    try:
        assert pool.slots == 6  # two batches a worker: 3 workers
    finally:
        pool.close()


def test_a_worker_that_dies_ends_the_sweep_with_one_line(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    with pytest.raises(LabError, match="a worker process died in the middle of a batch"):
        sweep(spec_path, tmp_path / "out", lambda _: local_backend(2), lab=FakeLab(die=True))
    assert json.loads((tmp_path / "out" / "lab.json").read_text())["complete"] is False
