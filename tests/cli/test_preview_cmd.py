"""``tenkaichi fight preview`` and ``tenkaichi lab preview``: the summary, ``--json``, one-line
errors, ``fight`` with sheets still a fight, and Ctrl-C printing the fights played so far,
marked partial (once in this process, once as a real signal to a real command)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.cli import main, preview_cmd
from tenkaichi.cli.progress import EVERY_VARIABLE

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
KALE = str(EXAMPLES / "kale.yaml")
YAMCHA = str(EXAMPLES / "yamcha.yaml")
HANG_GUARD = 600
"""Seconds before a test gives up on a command that never ends (a hang, not a speed limit)."""


@pytest.fixture(autouse=True)
def no_progress_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """stderr is read as the errors here: no plain progress lines (they are tested in
    ``tests/test_cli_progress.py``)."""
    monkeypatch.setenv(EVERY_VARIABLE, "0")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_preview_prints_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "fight", "preview", KALE, YAMCHA, "-n", "3", "--workers", "1")
    lines = out.splitlines()
    assert (code, err) == (0, "")
    assert lines[0] == "Preview of 3 fights (greedy bots, seeds 1 to 3)"
    assert lines[1].startswith("A (Kale) wins ")
    assert "; B (Yamcha) wins " in lines[1]
    assert lines[2].startswith("Fights last ")
    assert any(line.startswith("Kale (A): most used ") for line in lines)
    assert any(line.startswith("Yamcha (B): most used ") for line in lines)


def test_preview_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "fight", "preview", KALE, YAMCHA, "--runs", "2", "--seed", "5", "--json"
    )
    data = json.loads(out)
    assert (code, err) == (0, "")
    assert (data["runs"], data["done"], data["cancelled"], data["first_seed"]) == (2, 2, False, 5)
    assert [s["side"] for s in data["sides"]] == ["A", "B"]
    assert [f["fighter"] for f in data["fighters"]] == ["Kale", "Yamcha"]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["-n", "0"], "'0': the least allowed is 1"),
        (["--bot", "nobody"], "unknown bot 'nobody'"),
        (["--bot", "search:2s"], "thinks for a time"),
        (["--workers", "0"], "'0': the least allowed is 1"),
        (["--edition", "dbu-9"], "unknown edition 'dbu-9'"),
    ],
)
def test_bad_input_is_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    code, out, err = run(capsys, "fight", "preview", KALE, YAMCHA, *args)
    assert code == 2
    assert out == ""
    assert err.startswith("error: ")
    assert words in err
    assert err.count("\n") == 1


def test_a_missing_sheet_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _out, err = run(capsys, "fight", "preview", str(tmp_path / "nobody.yaml"), KALE)
    assert code == 2
    assert err.startswith("error: ")
    assert "nobody.yaml" in err
    assert err.count("\n") == 1


def test_fight_with_sheets_is_still_a_fight(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "fight", KALE, YAMCHA, "--bot", "random", "--seed", "2")
    assert code == 0
    assert out.splitlines()[0].startswith("Encounter on a ")


def test_preview_is_the_command_even_beside_a_file_of_that_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "preview").write_text("not a sheet", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _err = run(capsys, "fight", "preview", KALE, YAMCHA, "-n", "1")
    assert code == 0
    assert out.startswith("Preview of 1 fight ")


@pytest.mark.parametrize(
    "before",
    [["--json"], ["--seed", "4", "--json"], ["--edition", "dbu-2", "--json"]],
    ids=["json", "seed-and-json", "edition-and-json"],
)
def test_options_before_preview_still_make_a_preview(
    capsys: pytest.CaptureFixture[str], before: list[str]
) -> None:
    code, out, err = run(capsys, "fight", *before, "preview", KALE, YAMCHA, "-n", "2")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert (data["runs"], data["done"]) == (2, 2)
    assert [f["fighter"] for f in data["fighters"]] == ["Kale", "Yamcha"]


def test_after_a_double_dash_preview_is_a_sheet_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _out, err = run(capsys, "fight", "--", "preview", YAMCHA)
    assert code != 0
    assert "preview" in err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_help_names_the_preview(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "fight", "--help")[1].count("tenkaichi fight preview") >= 1
    code, out, _err = run(capsys, "fight", "preview", "--help")
    assert code == 0
    assert out.startswith("Usage: tenkaichi fight preview [OPTIONS]")
    assert "--runs" in out
    assert "--workers" in out


def test_ctrl_c_prints_the_fights_played_marked_partial(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C comes when the second fight is reported done (from inside the preview: no
    timing); the preview stops before the third and prints its two fights."""
    real = preview_cmd.run_preview

    def interrupted(*args: Any, **options: Any) -> Any:
        report = options["progress"]

        def progress(done: int, total: int) -> None:
            report(done, total)
            if done == 2:
                signal.raise_signal(signal.SIGINT)

        return real(*args, **{**options, "progress": progress})

    monkeypatch.setattr(preview_cmd, "run_preview", interrupted)
    code, out, err = run(capsys, "fight", "preview", KALE, YAMCHA, "-n", "6", "--workers", "1")
    assert code == preview_cmd.EXIT_CANCELLED == 130
    assert out.splitlines()[0] == (
        "Partial preview (cancelled): 2 of 6 fights (greedy bots, seeds 1 to 2)"
    )
    assert err == ""
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # put back


@pytest.mark.skipif(sys.platform == "win32", reason="a process group's Ctrl-C is POSIX")
def test_a_real_ctrl_c_to_the_command_and_its_workers() -> None:
    """The command in its own process group gets Ctrl-C as a terminal sends it (to the
    command and its worker processes) once its first progress line shows: it prints the
    partial JSON and exits 130, and no worker outlives it."""
    env = {**os.environ, EVERY_VARIABLE: "0.2", "PYTHONPATH": str(ROOT / "src")}
    command = [sys.executable, "-c", "from tenkaichi.cli import run; run()"]
    command += ["fight", "preview", KALE, YAMCHA]
    process = subprocess.Popen(
        [*command, "-n", "500", "--workers", "2", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,
    )
    try:
        assert process.stderr is not None
        first = process.stderr.readline()  # waits for the first progress line, however long
        assert first.startswith("fights: ")
        os.killpg(process.pid, signal.SIGINT)
        out, _err = process.communicate(timeout=HANG_GUARD)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    data = json.loads(out)
    assert process.returncode == 130
    assert data["cancelled"] is True
    assert data["done"] < 500
    assert _group_ends(process.pid)  # no worker left behind


def _group_ends(group: int) -> bool:
    """Wait until no process of ``group`` is left (the workers are ended with the command;
    the multiprocessing helper that tidies up after them leaves when the command has gone)."""
    deadline = time.monotonic() + HANG_GUARD
    while time.monotonic() < deadline:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.1)
    return False


def test_lab_preview_gives_the_numbers_of_fight_preview(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = [KALE, YAMCHA, "-n", "4", "--seed", "3", "--json"]
    code, out, _err = run(capsys, "lab", "preview", *args, "--workers", "2")
    assert code == 0
    code, alone, _err = run(capsys, "fight", "preview", *args, "--workers", "1")
    assert code == 0
    assert json.loads(out) == json.loads(alone)


def test_lab_preview_takes_workers_or_ray_not_both(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "lab", "preview", KALE, YAMCHA, "--workers", "2", "--ray", "auto")
    assert code == 2
    assert err == "error: give --workers (processes here) or --ray (Ray tasks), not both\n"
