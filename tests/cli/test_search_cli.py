"""The search bot wherever a DBU bot is picked: ``fight``, ``simulate``, ``play`` (and a fight
saved with it resumes with it) and the web table; its name is said in words, its budget is
checked with a one-line error."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import duel_setup
from tenkaichi.dbu.play import search_bot
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.table.games.dbu import RULES

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SAIBAMAN = str(EXAMPLES / "saibaman.yaml")
YAMCHA = str(EXAMPLES / "yamcha.yaml")
RESULT = re.compile(r"^(Winner: side [AB] \(.+\)|Result: draw) after \d+ rounds?$")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def _quick(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A short thinking time (the default is for a person waiting) and a folder to save in."""
    monkeypatch.setattr(search_bot, "DEFAULT_SECONDS", 0.01)
    monkeypatch.chdir(tmp_path)


def test_fight_with_the_search_bot_names_it_and_replays(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "fight", SAIBAMAN, SAIBAMAN, "--seed", "2", "--bot", "search:1")
    assert code == 0
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "The search (1 sampled future a decision) bot plays every side."
    assert RESULT.match(lines[-1])
    code, out, _ = run(
        capsys, "fight", SAIBAMAN, SAIBAMAN, "--seed", "2", "--bot", "search", "--json"
    )
    data = json.loads(out)
    assert code == 0
    assert replay(data["record"]).state.winner == data["winner"]


def test_simulate_with_the_search_bot_counts_sampled_futures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("simulate", SAIBAMAN, SAIBAMAN, "-n", "1", "--seed", "5", "--bot", "search:1")
    code, out, _ = run(capsys, *args)
    assert code == 0
    assert "search (1 sampled future a decision) bots" in out
    code, out, _ = run(capsys, *args, "--json")
    assert code == 0
    assert json.loads(out)["fights"] == 1


def test_simulate_searches_a_fixed_number_of_futures_by_default() -> None:
    timed, counted = make_bot("search", 3), make_bot("search", 3, timed=False)
    assert getattr(timed, "seconds", None) == search_bot.DEFAULT_SECONDS
    assert getattr(counted, "seconds", 1.0) is None
    assert getattr(counted, "iterations", 0) == search_bot.DEFAULT_ITERATIONS


def test_simulate_help_says_the_default_search_is_reproducible(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "simulate", "--help")
    assert code == 0
    text = " ".join(out.split())
    assert "same numbers on every machine" in text
    assert "_" not in text.split("--bot", 1)[1].split("--json", 1)[0]


def test_play_against_the_search_bot_saves_and_resumes_with_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    code, out, _ = run(capsys, "play", YAMCHA, YAMCHA, "--bot", "search:0.01s", "--side", "B")
    assert out.startswith(
        "You play side B (Yamcha (2)) against the search (0.01 seconds a decision) bot, seed 1."
    )
    assert code == 3
    saved = tmp_path / "tenkaichi-fight-1.json"
    data = json.loads(saved.read_text())
    assert data["play"]["bot"] == "search:0.01s"
    made = len(data["by"])
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    code, out, err = run(capsys, "resume", str(saved))
    assert code == 3
    assert err == ""
    assert "the search (0.01 seconds a decision) bot plays Yamcha" in out
    assert len(json.loads(saved.read_text())["by"]) >= made


@pytest.mark.parametrize(
    "args",
    [
        ("fight", YAMCHA, YAMCHA, "--bot", "search:0"),
        ("fight", YAMCHA, YAMCHA, "--bot", "search:fast"),
        ("simulate", YAMCHA, YAMCHA, "-n", "2", "--bot", "search:-1s"),
        ("play", YAMCHA, YAMCHA, "--bot", "search:99999s"),
    ],
)
def test_a_bad_search_budget_is_one_line(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...]
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert "search bot budget must be" in err
    assert "_" not in err


def test_the_table_seats_a_search_bot() -> None:
    assert "search" in RULES.bot_kinds
    enc = Encounter.start(duel_setup([Path(YAMCHA)] * 2), 4)
    seen = 0
    while enc.decision is not None and seen < 30:
        choice = RULES.bot_choice(enc, "search", 11 + seen)
        assert 0 <= choice < len(enc.decision.options)
        enc.choose(choice)
        seen += 1
    assert seen == 30
