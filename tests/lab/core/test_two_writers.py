"""Two sweeps into one results folder: the second is refused at once with one line, and the
first one's files are untouched; the folder is free again when the first ends, however it ends
(an operating-system lock, released even by kill -9)."""

from __future__ import annotations

import signal
import subprocess
from pathlib import Path

import pytest

from holders import end, hold_elsewhere
from tenkaichi.errors import LabError

from .helpers import GRID, cells, fights, run_cli, sweep, write

HOLDER = """\
import sys
from pathlib import Path
from tenkaichi.lab.store import ResultsFolder
with ResultsFolder(Path(sys.argv[1])).writing():
    print("holding", flush=True)
    sys.stdin.read()  # until the test closes our standard input (or kills us)
"""


def hold(out: Path) -> subprocess.Popen[str]:
    """Another process writing into ``out``: it holds the folder as a running sweep does."""
    return hold_elsewhere(HOLDER, out)


def listing(out: Path) -> dict[str, bytes]:
    """The folder's files and their bytes, but for the lock file another run holds."""
    return {
        str(p.relative_to(out)): p.read_bytes()
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != ".lab-lock"
    }


def test_a_second_sweep_into_a_busy_folder_is_refused_and_changes_nothing(
    tmp_path: Path,
) -> None:
    spec_path = write(tmp_path, GRID)
    out = tmp_path / "results"
    sweep(spec_path, out)
    before = listing(out)
    holder = hold(out)
    try:
        with pytest.raises(LabError, match="being written by another lab run"):
            sweep(spec_path, out)
        assert listing(out) == before
        other = write(tmp_path, GRID.replace("seed: 7", "seed: 8"), "other.yaml")
        with pytest.raises(LabError, match="being written by another lab run"):
            sweep(other, out)
        assert listing(out) == before
    finally:
        end(holder)
    assert sweep(spec_path, out).fights_new == 0  # free again once the other run ended
    assert not (out / ".lab-lock").exists()  # a run that ends takes its lock file away


def test_a_new_folder_two_runs_race_for_is_written_by_one_of_them(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    out = tmp_path / "new"
    holder = hold(out)
    try:
        with pytest.raises(LabError, match="being written by another lab run"):
            sweep(spec_path, out)
        assert not (out / "lab.json").exists()
        assert not (out / "fights").exists()
    finally:
        holder.kill()  # a run killed mid-sweep: the system lets go of its lock
        holder.wait(timeout=30)
    assert holder.returncode == -signal.SIGKILL
    sweep(spec_path, out)
    whole = tmp_path / "whole"
    sweep(spec_path, whole)
    assert fights(out).equals(fights(whole))
    assert cells(out).equals(cells(whole))


def test_the_command_says_so_in_one_line(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    out = tmp_path / "results"
    holder = hold(out)
    try:
        code, stdout, stderr = run_cli(["lab", "run", str(spec_path), "--out", str(out)])
    finally:
        end(holder)
    assert code != 0
    assert stdout == ""
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert str(out) in lines[0]
    assert "another lab run" in lines[0]
    assert "Traceback" not in stderr


def test_a_results_path_that_is_a_file_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "results.txt"
    out.write_text("notes", encoding="utf-8")
    with pytest.raises(LabError, match="is a file, not a results folder"):
        sweep(write(tmp_path, GRID), out)
    assert out.read_text(encoding="utf-8") == "notes"


def test_a_results_name_too_long_for_the_system_is_one_line(tmp_path: Path) -> None:
    out = tmp_path / ("\u202e" * 300)  # 900 bytes: longer than a file name may be
    with pytest.raises(LabError, match=r"cannot write the results to .*File name too long"):
        sweep(write(tmp_path, GRID), out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["spec.yaml"]
