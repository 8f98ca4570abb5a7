"""Every command answers bad input with one line on stderr and a non-zero exit, changing
nothing: an unknown option, an option value of the wrong kind, a missing file, an unknown name,
and a command group run without one of its commands.

The command tree is walked (``typer.main.get_command``), so a new command is checked for the
first two kinds of mistake without being listed here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cli_tree import ROOT_COMMAND, is_group, walk
from tenkaichi.cli import main, output

TREE = list(walk())
LEAVES = [(path, c) for path, c in TREE if path and not is_group(c)]
GROUPS = [path for path, c in TREE if path and is_group(c)]


def test_every_command_is_plain() -> None:
    """The top-level group makes every command it loads plain (one-line errors, values quoted
    in plain words): no command is left out of the checks below."""
    assert isinstance(ROOT_COMMAND, output.PlainGroup)
    assert len(LEAVES) > 20


def one_line_error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    """Run ``argv``; it must fail with one ``error:`` line on stderr and nothing on stdout."""
    code = main(argv)
    out, err = capsys.readouterr()
    assert code != 0, (argv, out)
    assert out == "", (argv, out)
    lines = err.splitlines()
    assert len(lines) == 1, (argv, err)
    assert lines[0].startswith("error: "), (argv, err)
    assert "Traceback" not in err
    return lines[0]


@pytest.fixture(autouse=True)
def _elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every command runs in an empty folder, which must stay empty."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TENKAICHI_NO_SUCH_TOKEN", raising=False)
    return tmp_path


def test_the_tree_has_every_command() -> None:
    names = {" ".join(path) for path, _ in LEAVES}
    assert {"fight", "rules", "top play", "ddc simulate", "character show", "chat say"} <= names
    assert {("character",), ("ddc",), ("top",), ("top", "content"), ("chat",)} <= set(GROUPS)


@pytest.mark.parametrize("path", [p for p, _ in LEAVES], ids=" ".join)
def test_an_unknown_option_is_one_line(
    path: tuple[str, ...], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    line = one_line_error(capsys, [*path, "--no-such-option"])
    assert "--no-such-option" in line
    assert list(tmp_path.iterdir()) == []


def _whole_number_options(command: Any) -> list[str]:
    return [
        p.opts[0]
        for p in command.params
        if p.param_type_name == "option"
        and getattr(getattr(p, "type_descriptor", None), "annotation", None) is int
    ]


def _int_case(path: tuple[str, ...], option: str) -> Any:
    return pytest.param(path, option, id=f"{' '.join(path)} {option}")


@pytest.mark.parametrize(
    ("path", "option"),
    [_int_case(path, opt) for path, c in LEAVES for opt in _whole_number_options(c)],
)
def test_a_word_for_a_number_is_one_line_that_quotes_it(
    path: tuple[str, ...], option: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    line = one_line_error(capsys, [*path, option, "many"])
    assert option in line
    assert "many" in line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("path", GROUPS, ids=" ".join)
def test_a_group_without_a_command_is_one_line_naming_its_commands(
    path: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    line = one_line_error(capsys, list(path))
    group = dict(TREE)[path]
    assert f"tenkaichi {' '.join(path)} needs a command: " in line
    for name in group.commands:
        assert name in line
    assert line.endswith(f"(see tenkaichi {' '.join(path)} --help)")


MISSING = "nowhere.yaml"
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
KALE, YAMCHA = str(EXAMPLES / "kale.yaml"), str(EXAMPLES / "yamcha.yaml")
BAD_INPUT: list[tuple[list[str], str]] = [
    (["fight", MISSING], MISSING),
    (["fight", MISSING, MISSING], MISSING),
    (["play", MISSING], MISSING),
    (["simulate", MISSING, "-n", "1"], MISSING),
    (["character", "show", MISSING], MISSING),
    (["rules", "--tests", "nowhere"], "nowhere"),
    (["ddc", "roster", "--roster", MISSING], MISSING),
    (["ddc", "simulate", "--setup", MISSING], MISSING),
    (["ddc", "simulate", "Agumon", "Gabumon", "--roster", MISSING], MISSING),
    (["ddc", "play", "--setup", MISSING], MISSING),
    (["top", "content", "check", "nowhere"], "nowhere"),
    (["roll", "2d"], "2d"),
    (["odds", "1d10", "--difficulty", "impossible"], "impossible"),
    (["fight", "--edition", "dbu-9", KALE, YAMCHA], "dbu-9"),
    (["fight", "--bot", "nobody", KALE, YAMCHA], "nobody"),
    (["top", "simulate", "--bots", "nobody", "-n", "1"], "nobody"),
    (["top", "simulate", "--players", "9"], "9"),
    (["ddc", "simulate", "Nobodymon", "Agumon", "-n", "1"], "Nobodymon"),
    (["ddc", "discord", "--token-env", "TENKAICHI_NO_SUCH_TOKEN"], "TENKAICHI_NO_SUCH_TOKEN"),
]


@pytest.mark.parametrize(
    ("argv", "named"), [pytest.param(a, n, id=" ".join(a)) for a, n in BAD_INPUT]
)
def test_bad_input_is_one_line_that_names_it(
    argv: list[str], named: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    line = one_line_error(capsys, argv)
    assert named in line
    assert list(tmp_path.iterdir()) == []
