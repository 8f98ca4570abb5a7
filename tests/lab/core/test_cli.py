"""``tenkaichi lab run`` and ``lab params`` through the real entry point (the fake game stands
in for the lab's games): results where they are said to be, a summary in people's words, and
every mistake one ``error:`` line naming where it is, with nothing written."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

from tenkaichi.cli import COMMANDS, module_commands
from tenkaichi.cli.lab_progress import SweepProgress, sweep_line
from tenkaichi.lab.runner import SweepState

from .fake_game import PARAMETERS, FakeLab
from .helpers import GRID, cells, run_cli, sweep, write


def test_lab_is_a_lazy_command() -> None:
    [entry] = [c for c in COMMANDS if c.name == "lab"]
    assert set(module_commands(entry.module)) == {"lab"}


def test_run_writes_next_to_the_spec_and_sums_up(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID, "power.yaml")
    code, out, err = run_cli(["lab", "run", str(spec_path), "--workers", "1"])
    assert code == 0, err
    folder = tmp_path / "power-results"
    assert f"Results in {folder}" in out
    assert cells(folder).num_rows == 4
    assert "Does power help? (Kale vs Yamcha)" in out
    words = set(re.findall(r"[\w.:]+", out))  # the table may wrap its headings
    assert {"Kale", "wins", "A:", "Power", "Long", "Range", "rule", "interval"} <= words
    assert "A.power" not in words
    assert not re.search(r"\w_\w", out.replace(str(folder), ""))  # no snake_case names
    assert "4 cell(s), 1,000 fights (1,000 played now)" in out
    code, out, _ = run_cli(["lab", "run", str(spec_path), "--out", str(folder)])
    assert code == 0
    assert "already complete" in out
    assert "(0 played now)" in out


def test_params_lists_what_a_game_can_sweep() -> None:
    code, out, _ = run_cli(["lab", "params", "fake"])
    assert code == 0
    for name, words in PARAMETERS.items():
        assert name in out
        assert words.split()[0] in out


SPEC = "game: fake\nfights: 100\nmatch: {p: 0.5}\n"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (SPEC + "colour: red\n", "colour: unknown key"),
        (SPEC.replace("100", "lots"), "fights: should be a valid integer"),
        (SPEC + "sweep: {grid: {A.power: []}}\n", "sweep.grid.A.power: give at least one"),
        (SPEC + "sweep: {grid: {B.power: [1]}}\n", "sweep.grid.B.power: fake has no parameter"),
        (SPEC + "sweep: {grid: {A.power: [1, 40]}}\n", "A.power: 40 is not a power"),
        (SPEC.replace("{p: 0.5}", "{p: 0.5, colour: red}"), "match.colour"),
        (SPEC + "stop: {half_width: 0}\n", "stop.half_width"),
        ("game: fake\nfights: [1\n", "not a YAML spec (line 3"),
        (SPEC + "fights: 200\n", "a key is given twice (line 4, the key 'fights', first given on"),
        (
            "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
            + "".join(
                f"{k}: &{k} [{', '.join([f'*{j}'] * 10)}]\n"
                for j, k in zip("abcde", "bcdef", strict=True)
            )
            + SPEC,
            "more than 100,000 values, the limit for a content file",
        ),
        (SPEC + "title: " + "x" * 1_000_001 + "\n", "over 1,000,000 bytes"),
    ],
)
def test_a_bad_spec_is_one_line(tmp_path: Path, text: str, said: str) -> None:
    spec_path = write(tmp_path, text, "bad.yaml")
    code, out, err = run_cli(["lab", "run", str(spec_path)])
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1, err
    assert err.startswith(f"error: {spec_path}: ")
    assert said in err
    assert "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.yaml"]  # nothing written


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["lab", "run", "nowhere.yaml"], "nowhere.yaml: no such spec file"),
        (["lab", "run", "/dev/zero"], "/dev/zero: cannot read it (not a regular file)"),
        (["lab", "run", "{folder}"], "cannot read it (not a regular file)"),
        (["lab", "run", "{spec}", "--workers", "2", "--ray", "auto"], "not both"),
        (["lab", "run", "{spec}", "--workers", "0"], "--workers"),
    ],
)
def test_bad_options_are_one_line(tmp_path: Path, args: list[str], said: str) -> None:
    spec_path = write(tmp_path, SPEC)
    args = [a.replace("{spec}", str(spec_path)).replace("{folder}", str(tmp_path)) for a in args]
    code, out, err = run_cli(args)
    assert code != 0
    assert out == ""
    assert len(err.splitlines()) == 1, err
    assert said in err


def test_a_changed_spec_is_refused_through_the_cli(tmp_path: Path) -> None:
    spec_path = write(tmp_path, SPEC)
    assert run_cli(["lab", "run", str(spec_path)])[0] == 0
    write(tmp_path, SPEC.replace("100", "200"))
    code, out, err = run_cli(["lab", "run", str(spec_path)])
    assert code == 2
    assert out == ""
    assert "holds the results of a different spec" in err
    assert len(err.splitlines()) == 1


LINE = re.compile(
    r"^cells \d+/4, fights [\d,]+/[\d,]+ \(\d+%\), [\d.,]+ fights/s, "
    r"(about .* left|under 1 s left|time left not known yet|done)$"
)


def test_progress_lines_when_not_a_terminal(tmp_path: Path) -> None:
    stream = io.StringIO()
    # a line every 5 ms: a sweep whose fights sleep 0.4 s in all writes many on any machine
    with SweepProgress(stream=stream, terminal=False, every=0.005) as progress:
        sweep(write(tmp_path, GRID), tmp_path / "out", lab=FakeLab(delay=0.0004), progress=progress)
    lines = stream.getvalue().splitlines()
    assert len(lines) >= 3, lines
    assert all(LINE.match(line) for line in lines[:-1]), lines
    assert re.match(r"^cells 4/4, fights 1,000 in \d+ s$", lines[-1])
    shares = [int(re.search(r"\((\d+)%\)", line).group(1)) for line in lines[:-1]]  # type: ignore[union-attr]
    assert shares == sorted(shares)


def test_progress_through_the_cli_goes_to_stderr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TENKAICHI_PROGRESS_EVERY", "0.005")
    spec_path = write(tmp_path, GRID)
    code, out, err = run_cli(["lab", "run", str(spec_path)], lab=FakeLab(delay=0.0004))
    assert code == 0
    assert "cells " not in out
    assert any(LINE.match(line) for line in err.splitlines()), err


def test_a_progress_line() -> None:
    state = SweepState(cells=12, cells_done=3, fights_total=1200, fights_done=340, fights_new=300)
    assert sweep_line(state, 4.0) == (
        "cells 3/12, fights 340/1,200 (28%), 75.0 fights/s, about 11 s left"
    )
    assert sweep_line(SweepState(cells=2), 1.0).endswith("done")
    assert sweep_line(SweepState(cells=2, fights_total=10), 1.0).endswith("time left not known yet")


def test_progress_bar_on_a_terminal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with SweepProgress(terminal=True) as progress:
        sweep(write(tmp_path, GRID), tmp_path / "out", lab=FakeLab(delay=0.0002), progress=progress)
    err = capsys.readouterr().err
    assert "cells 4/4" in err
    assert "1000/1000" in err
    assert "fights/s" in err


def test_one_cell_without_a_sweep(tmp_path: Path) -> None:
    spec_path = write(tmp_path, SPEC.replace("fights: 100", "fights: 120\nbatch: 50"))
    code, out, err = run_cli(["lab", "run", str(spec_path), "--workers", "2"])
    assert code == 0, err
    table = cells(tmp_path / "spec-results")
    assert table.column_names[:2] == ["cell", "sides"]
    assert table.column("fights").to_pylist() == [120]
    assert "1 cell(s), 120 fights" in out


def test_ray_missing_is_one_line_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails as when not installed
    spec_path = write(tmp_path, SPEC)
    code, out, err = run_cli(["lab", "run", str(spec_path), "--ray", "auto"])
    assert code == 2
    assert out == ""
    assert err == "error: --ray needs Ray, an optional extra: pip install 'tenkaichi[ray]'\n"
    assert [p.name for p in tmp_path.iterdir()] == ["spec.yaml"]
