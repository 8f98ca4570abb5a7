"""The command line starts fast because it imports a command's module only when that command
runs: the table of lazy commands must agree with what the modules register, and ``roll``,
``odds`` and ``--help`` must not import the heavy parts (checked in fresh processes, where
nothing else has imported them yet). Timing is ``bench/startup_bench.py``'s job, not a test's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tenkaichi.cli import COMMANDS, app, main, module_commands

SRC = Path(__file__).resolve().parent.parent / "src"
HEAVY = (
    "tenkaichi.dbu",
    "tenkaichi.table",
    "tenkaichi.top",
    "tenkaichi.ddc",
    "tenkaichi.chat",
    "fastapi",
    "sqlalchemy",
    "numpy",
    "matplotlib",
)
"""What no dice command needs: the game engines, the web table, numpy and matplotlib."""
DICE_MODULES = ("dice_cmd", "output", "odds_view", "progress", "plain")
"""The modules of the command line that ``roll`` and ``odds`` use."""
BASE = {"tenkaichi.cli.plain"}
"""What the top-level group itself is made of (click classes in plain words; typer only)."""


def imported_by(code: str) -> list[str]:
    """The modules a fresh Python process has imported after running ``code``."""
    script = f"import io, json, sys, contextlib\n{code}\nprint(json.dumps(sorted(sys.modules)))"
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
    )
    names: list[str] = json.loads(done.stdout.splitlines()[-1])
    return names


def heavy(modules: list[str], prefixes: tuple[str, ...] = HEAVY) -> list[str]:
    return [m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes)]


def run_cli(*args: str) -> str:
    """Code that runs ``tenkaichi ARGS`` in the process, its output discarded."""
    return (
        "from tenkaichi.cli import main\n"
        f"with contextlib.redirect_stdout(io.StringIO()): main({list(args)!r})"
    )


def test_importing_the_cli_imports_no_command() -> None:
    modules = imported_by("import tenkaichi.cli")
    assert heavy(modules, (*HEAVY, "pydantic", "rich", "yaml")) == []
    assert [m for m in modules if m.startswith("tenkaichi.cli.") and m not in BASE] == []


def test_help_lists_every_command_without_importing_one() -> None:
    modules = imported_by(run_cli("--help"))
    assert heavy(modules, (*HEAVY, "pydantic", "rich")) == []
    assert [m for m in modules if m.startswith("tenkaichi.cli.") and m not in BASE] == []


@pytest.mark.parametrize(
    ("args", "allowed"),
    [
        (("roll", "1d10"), ()),
        (("roll", "1d10+ToP+4", "--tier", "3", "--json"), ()),
        (("odds", "2d10+5"), ()),
        (("odds", "1d10+ToP", "--vs", "1d10", "--tier", "3"), ()),
        # The cost estimate of keep-highest/lowest is vectorised with numpy.
        (("odds", "4d10kh2", "--difficulty", "hard"), ("numpy",)),
    ],
)
def test_dice_commands_import_only_the_dice(
    args: tuple[str, ...], allowed: tuple[str, ...]
) -> None:
    modules = imported_by(run_cli(*args))
    assert heavy(modules, tuple(p for p in HEAVY if p not in allowed)) == []
    commands = {m for m in modules if m.startswith("tenkaichi.cli.")}
    assert commands <= {f"tenkaichi.cli.{name}" for name in DICE_MODULES}


def test_sampling_imports_numpy_when_it_samples() -> None:
    assert "numpy" in imported_by(run_cli("odds", "2d10", "--samples", "100", "--seed", "1"))


def test_the_table_lists_what_each_module_registers_with_its_help() -> None:
    listed = {entry.name: entry for entry in COMMANDS}
    assert len(listed) == len(COMMANDS), "a command is listed twice"
    for module in sorted({entry.module for entry in COMMANDS}):
        registered = module_commands(module)
        for name, command in registered.items():
            assert name in listed, f"{module} registers {name!r}, missing from COMMANDS"
            assert listed[name].module == module
            first = " ".join((command.help or "").split("\n\n")[0].split())
            assert listed[name].help == first, f"the help of {name!r} differs"
        for entry in COMMANDS:
            if entry.module == module:
                assert entry.name in registered, f"{module} does not register {entry.name!r}"


def test_a_command_runs_and_shows_its_own_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ddc", "--help"]) == 0
    assert "simulate" in capsys.readouterr().out
    assert main(["roll", "--help"]) == 0
    assert "--proficient" in capsys.readouterr().out


def test_an_unknown_command_suggests_from_every_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["smiulate"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: No such command 'smiulate'. Did you mean 'simulate'?")
    assert len(err.strip().splitlines()) == 1


def test_the_typer_app_still_works_with_the_test_runner() -> None:
    result = CliRunner().invoke(app, ["roll", "1d10+2", "--seed", "10"])
    assert result.exit_code == 0
    assert result.output.startswith("1d10+2: 1d10 [10!+1] + 2 = 13")


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"tenkaichi {version('tenkaichi')}\n"
    assert main(["--help"]) == 0
    assert "--version" in capsys.readouterr().out
