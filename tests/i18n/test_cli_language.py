"""The command line in the reader's language (issue 38: "the CLI from the environment (LANG) or
--lang"; "a pseudo-locale run ... finds no untranslated string that a person reads"): the
dice commands, a simulation and the help (every command's help: test_cli_words.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tenkaichi.cli import COMMANDS as TOP_COMMANDS
from tenkaichi.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

COMMANDS = [
    ["roll", "3d10+5", "--seed", "7"],
    ["roll", "1d10-20", "--seed", "1"],
    ["roll", "4d10+ToP", "--seed", "2", "--tier", "3", "--markdown"],
    ["odds", "2d10+5"],
    ["odds", "1d10+ToP", "--vs", "1d10", "--tier", "3", "--base-tier", "2", "--proficient"],
    ["odds", "2d10+5", "--tn", "15"],
    ["odds", "2d10+5", "--difficulty", "medium"],
    ["odds", "1d10+ToP", "--vs", "1d10", "--plot", "-"],
    ["odds", "3d10", "--samples", "2000", "--seed", "1"],
    [
        "simulate",
        str(EXAMPLES / "goku.yaml"),
        str(EXAMPLES / "vegeta.yaml"),
        "--fights",
        "2",
        "--workers",
        "1",
        "--bot",
        "random",
    ],
    ["--help"],
    ["fight", "--help"],
    ["lab", "report", "--help"],
]
NAMES = {"Goku", "Vegeta", "sheets", "results", *(entry.name for entry in TOP_COMMANDS)}
"""Fighters' names are data, commands' and arguments' names syntax: they stay as they are in
every language."""
COMMAND_SYNTAX = re.compile(r"--[a-z-]+")
"""Flags a line names (``--all lists every total``) are the command's syntax, not words."""


def _run(capsys: pytest.CaptureFixture[str], args: list[str]) -> str:
    code = main(args)
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_the_pseudo_language_leaves_no_english_word(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    out = _run(capsys, ["--lang", "en-XA", *args])
    rest = re.sub(r"⟦[^⟧]*⟧", " ", out)
    for given in args[1:]:
        rest = rest.replace(given, " ")
    rest = COMMAND_SYNTAX.sub(" ", rest)
    rest = re.sub(r"\[[^\]]*\]|<[^>]*>|\{[^}]*\}", " ", rest)  # help's metavars and defaults
    words = set(re.findall(r"[A-Za-z]{2,}", rest)) - NAMES - {"tenkaichi", *args}
    assert {w for w in words if not w.isupper()} <= {"ToP"}, (words, out)
    assert "⟦" in out


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("es", ["media", "mediana", "rango", "exacto", "Percentiles", "16,13"]),
        ("pt-BR", ["média", "mediana", "faixa", "exato", "Percentis", "16,13"]),
        ("en", ["mean", "median", "range", "exact", "Percentiles", "16.13"]),
    ],
)
def test_lang_chooses_the_language(
    capsys: pytest.CaptureFixture[str], language: str, words: list[str]
) -> None:
    out = _run(capsys, ["--lang", language, "odds", "2d10+5"])
    for word in words:
        assert word in out, (word, out)


def test_the_environment_chooses_the_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert "(semente 7; repita com --seed 7)" in _run(capsys, ["roll", "1d10", "--seed", "7"])
    assert "(semilla 7;" in _run(capsys, ["--lang", "es", "roll", "1d10", "--seed", "7"])


def test_the_same_roll_gives_the_same_dice_in_every_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    lines = {
        language: _run(capsys, ["--lang", language, "roll", "5d10+ToP+3", "--seed", "11"])
        for language in ("en", "es", "pt-BR")
    }
    first = {language: out.splitlines()[0] for language, out in lines.items()}
    assert len(set(first.values())) == 1, first


def test_a_language_we_do_not_speak_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["--lang", "fr", "roll", "1d10"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert "'fr' is not one we speak" in err
