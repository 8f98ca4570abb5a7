"""An interrupted sweep resumes where it stopped and ends with the same tables; a folder of
another spec is refused, untouched."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from tenkaichi.errors import LabError

from .helpers import GRID, cells, fights, sweep, write

SRC = Path(__file__).resolve().parents[3] / "src"
TESTS = Path(__file__).resolve().parents[2]


def interrupt_by_hand(out: Path, batches: list[str]) -> None:
    """What a sweep stopped before these batches leaves behind."""
    for name in batches:
        (out / "fights" / name).unlink()
    (out / "cells.parquet").unlink()
    meta = json.loads((out / "lab.json").read_text())
    (out / "lab.json").write_text(json.dumps({**meta, "complete": False}))


def test_resume_plays_only_the_missing_batches(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    sweep(spec_path, tmp_path / "whole")
    out = tmp_path / "resumed"
    sweep(spec_path, out)
    missing = [
        "cell-00001-batch-00002.parquet",
        "cell-00003-batch-00000.parquet",
        "cell-00003-batch-00004.parquet",
    ]
    interrupt_by_hand(out, missing)
    result = sweep(spec_path, out)
    assert result.resumed
    assert result.fights_new == 150  # three batches of 50
    assert fights(out).equals(fights(tmp_path / "whole"))
    assert cells(out).equals(cells(tmp_path / "whole"))
    assert json.loads((out / "lab.json").read_text())["complete"] is True
    again = sweep(spec_path, out)
    assert again.fights_new == 0
    assert cells(out).equals(cells(tmp_path / "whole"))


def test_resume_with_stopping(tmp_path: Path) -> None:
    text = GRID.replace("fights: 250", "fights: 500").replace(
        "match:", "stop: {half_width: 0.07}\nmatch:"
    )
    spec_path = write(tmp_path, text)
    sweep(spec_path, tmp_path / "whole")
    out = tmp_path / "resumed"
    sweep(spec_path, out)
    stored = sorted(p.name for p in (out / "fights").iterdir())
    interrupt_by_hand(out, stored[len(stored) // 2 :])
    sweep(spec_path, out)
    assert fights(out).equals(fights(tmp_path / "whole"))
    assert cells(out).equals(cells(tmp_path / "whole"))


def test_a_leftover_temporary_file_is_not_a_batch(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    out = tmp_path / "out"
    sweep(spec_path, out)
    whole = fights(out)
    name = "cell-00002-batch-00003.parquet"
    half = (out / "fights" / name).read_bytes()
    interrupt_by_hand(out, [name])
    leftover = out / "fights" / f".{name}.4242.tmp"
    leftover.write_bytes(half[: len(half) // 2])  # a write cut short by kill -9
    assert fights(out).num_rows == whole.num_rows - 50  # readers skip it too
    result = sweep(spec_path, out)
    assert result.fights_new == 50
    assert not leftover.exists()
    assert fights(out).equals(whole)


STALL_AT = 4
"""Batches written before the interrupted sweep's fights stop coming (until it is stopped):
the test stops it mid-sweep however fast or slow the machine is."""
KILLED = """\
import sys, time
from pathlib import Path
sys.path[:0] = [{src!r}, {tests!r}]
from lab.core.fake_game import FakeJob, FakeLab
from tenkaichi.cli import lab_cmd, main
lab_cmd.find_game = lambda word: FakeLab(delay=0.002)
FOLDER = Path(sys.argv[sys.argv.index("--out") + 1]) / "fights"
play = FakeJob.play
def stalling(job, seed):
    while len(list(FOLDER.glob("*.parquet"))) >= {stall}:
        time.sleep(0.05)  # until the test stops the sweep
    return play(job, seed)
FakeJob.play = stalling
if __name__ == "__main__":  # not in the spawned workers, which import this file too
    sys.exit(main(sys.argv[1:]))
"""
HANG = 120.0
"""Seconds a sweep may take to reach the point a test waits for: a guard against a hang,
not a speed expectation."""


def test_kill_9_mid_sweep_then_resume(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    sweep(spec_path, tmp_path / "whole")
    script = write(
        tmp_path, KILLED.format(src=str(SRC), tests=str(TESTS), stall=STALL_AT), "killed.py"
    )
    out = tmp_path / "killed"
    env = {**os.environ, "TENKAICHI_PROGRESS_EVERY": "0"}
    args = [sys.executable, str(script), "lab", "run", str(spec_path), "--out", str(out)]
    process = subprocess.Popen([*args, "--workers", "1"], env=env)
    try:
        deadline = time.monotonic() + HANG
        while time.monotonic() < deadline:
            done = list((out / "fights").glob("*.parquet")) if out.exists() else []
            if len(done) >= STALL_AT:
                break
            time.sleep(0.01)
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait()
    assert process.returncode == -signal.SIGKILL
    done = sorted((out / "fights").glob("*.parquet"))
    assert STALL_AT <= len(done) < 20
    assert not (out / "cells.parquet").exists()
    assert json.loads((out / "lab.json").read_text())["complete"] is False
    for path in done:  # a file under its final name is whole
        assert pq.read_table(path).num_rows == 50
    result = sweep(spec_path, out)
    assert result.resumed
    assert result.fights_new == 1000 - 50 * len(done)
    assert fights(out).equals(fights(tmp_path / "whole"))
    assert cells(out).equals(cells(tmp_path / "whole"))


def listing(folder: Path) -> dict[str, tuple[int, float]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime) for p in folder.rglob("*")
    }


def test_a_different_spec_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    sweep(write(tmp_path, GRID), out)
    before = listing(out)
    other = write(tmp_path, GRID.replace("seed: 7", "seed: 8"), "other.yaml")
    with pytest.raises(LabError, match="holds the results of a different spec"):
        sweep(other, out)
    assert listing(out) == before
    same = write(tmp_path, "# the same spec, written differently\n" + GRID, "same.yaml")
    assert sweep(same, out).fights_new == 0


def test_a_folder_of_something_else_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "holiday-photos"
    out.mkdir()
    (out / "beach.jpg").write_bytes(b"\xff\xd8")
    with pytest.raises(LabError, match="not empty and holds no lab results"):
        sweep(write(tmp_path, GRID), out)
    assert [p.name for p in out.iterdir()] == ["beach.jpg"]


def session_processes(session: int) -> list[int]:
    """The processes still alive in a session (read from /proc)."""
    alive = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == session and fields[0] != "Z":
            alive.append(int(stat.parent.name))
    return alive


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_ctrl_c_ends_the_workers_and_says_how_to_resume(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    script = write(
        tmp_path, KILLED.format(src=str(SRC), tests=str(TESTS), stall=STALL_AT), "killed.py"
    )
    out = tmp_path / "stopped"
    args = [sys.executable, str(script), "lab", "run", str(spec_path), "--out", str(out)]
    process = subprocess.Popen(
        [*args, "--workers", "2"],
        env={**os.environ, "TENKAICHI_PROGRESS_EVERY": "0"},
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + HANG
        while time.monotonic() < deadline and not list(out.glob("fights/*.parquet")):
            time.sleep(0.01)
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C does: the whole group
        _, err = process.communicate(timeout=HANG)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert err.splitlines()[-1] == (
        f"interrupted: the finished batches are in {out}; run the same command again to resume"
    )
    assert "Traceback" not in err
    deadline = time.monotonic() + HANG
    while session_processes(process.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert session_processes(process.pid) == []
    assert sweep(spec_path, out).resumed
