"""Shared by the tests of ``tenkaichi play``: running it on a script of input lines."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tenkaichi.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent.parent / "examples"
KALE = str(EXAMPLES / "kale.yaml")
YAMCHA = str(EXAMPLES / "yamcha.yaml")
ROUND = "n\nd\n0\nba be\n..\nbd\net\n"
"""Answers that fit some menu each: decline (Instants, Modifiers), Dodge, no Ki Wager, Beam,
back up, be Defeated at 0 Life, end the turn. A menu skips the lines it has no key for."""


def play(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    stdin: str,
    *args: str,
    command: str = "play",
) -> tuple[int, str, str]:
    """Run ``tenkaichi COMMAND ARGS`` with ``stdin`` as its input: (exit code, out, err)."""
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    monkeypatch.setenv("COLUMNS", "80")
    code = main([command, *args])
    out, err = capsys.readouterr()
    return code, out, err
