"""The fight commands: ``fight`` (bots), ``play`` (a person from stdin) and ``simulate``.

Random bots keep these fast; one test runs the default greedy bot.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.cli import main
from tenkaichi.cli.progress import EVERY_VARIABLE
from tenkaichi.dbu.combat.core.engine import replay
from tenkaichi.intervals import wilson

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
KALE = str(EXAMPLES / "kale.yaml")
YAMCHA = str(EXAMPLES / "yamcha.yaml")
PICCOLO = str(EXAMPLES / "piccolo-jr.yaml")
RESULT = re.compile(r"^(Winner: side [AB] \(.+\)|Result: draw) after \d+ rounds?$")


@pytest.fixture(autouse=True)
def no_progress_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests read stderr as the commands' errors: a long job's plain progress lines (one
    every few seconds, so only on a slow or busy machine) would make them depend on its speed
    (issue 37). The lines themselves are tested in ``test_cli_progress.py``."""
    monkeypatch.setenv(EVERY_VARIABLE, "0")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def play(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stdin: str, *args: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    return run(capsys, "play", *args)


# --- fight --------------------------------------------------------------------------------


def test_fight_prints_the_log_and_a_winner(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "fight", KALE, PICCOLO, "--seed", "3", "--bot", "random")
    lines = out.splitlines()
    assert code == 0
    assert err == ""
    assert lines[0].startswith("Encounter on a 16x10 battlefield: Kale (side A) at square A5")
    assert any("Round 1 begins" in line for line in lines)
    assert RESULT.match(lines[-1])


def test_fight_with_the_default_greedy_bot(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "fight", KALE, YAMCHA)
    assert code == 0
    assert RESULT.match(out.splitlines()[-1])


def test_the_same_seed_gives_the_same_fight(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("fight", KALE, YAMCHA, "--seed", "7", "--bot", "random")
    first = run(capsys, *args)
    assert run(capsys, *args) == first
    assert run(capsys, "fight", KALE, YAMCHA, "--seed", "8", "--bot", "random")[1] != first[1]


def test_fight_json_replays_to_the_printed_log(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("fight", KALE, PICCOLO, "--seed", "2", "--bot", "random")
    code, out, _ = run(capsys, *args, "--json")
    data = json.loads(out)
    assert code == 0
    assert set(data) == {"record", "events", "winner", "rounds"}
    assert data["winner"] in ("A", "B", "draw")
    again = replay(data["record"])
    texts = [e.text for e in again.events]
    assert texts == [e["text"] for e in data["events"]]
    assert again.state.winner == data["winner"]
    assert again.state.round == data["rounds"]
    # The text log shows the same events, in order (with round rules and a summary around).
    printed = iter(run(capsys, *args)[1].splitlines())
    assert all(any(text in line for line in printed) for text in texts)


# --- play ---------------------------------------------------------------------------------
# (The menus, keys, saving and the rest are tested in tests/cli/test_play_*.py.)

ROUND = "n\nd\n0\nba be\n..\nbd\net\n"
"""Answers that fit some menu each (decline, Dodge, no Ki Wager, Beam, back, be Defeated, end
the turn); a menu skips the lines it has no key for."""


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # a fight left before its end is saved in the current folder


def test_play_by_keys_reaches_a_winner(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = "pass\nd\nba\nbe\n" + ROUND * 3000  # the first Beam in two lines: its menu shows
    code, out, err = play(capsys, monkeypatch, answers, KALE, YAMCHA, "--bot", "random")
    assert code == 0
    assert err == ""
    assert "Fight saved" not in out
    assert out.startswith("You play side A (Kale) against the random bot, seed 1.")
    assert RESULT.match(out.splitlines()[-1])
    # Attacks show what they cost, the exact chance to hit and the expected damage.
    assert re.search(
        r"\n  be +Beam, energy on Yamcha +1 Action, \d+ KP \| hit \d+%, exp\. damage \d+\n", out
    )
    assert "-> Basic Attack" in out


def test_play_as_side_b(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = play(
        capsys, monkeypatch, ROUND * 3000, KALE, YAMCHA, "--bot", "random", "--side", "B"
    )
    assert code == 0
    assert "You play side B (Yamcha)" in out
    assert "Your turn: choose a maneuver" in out
    assert "Kale (side A): Life" in out
    assert RESULT.match(out.splitlines()[-1])


def test_play_reprompts_on_bad_input_and_quits_on_q(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = play(capsys, monkeypatch, "x\n999\n0\n\nq\n", KALE, YAMCHA, "--bot", "random")
    assert code == 3  # left before the end: saved
    assert err == ""
    assert "'x' is not a key of this menu." in out
    assert "'999' is not a key of this menu." in out
    assert "'0' is not a key of this menu." in out
    assert "Type a key from the menu" in out
    assert out.count("Your choice (") == 5  # one menu, asked five times
    assert out.rstrip().endswith("tenkaichi resume tenkaichi-fight-1.json")


def test_play_echoes_odd_or_huge_input_as_readable_text(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Undecodable bytes reach input() as lone surrogates; a pasted page is one huge line.
    answers = "\udcff\udcfe\n" + "7" * 100_000 + "\nq\n"
    code, out, _ = play(capsys, monkeypatch, answers, KALE, YAMCHA, "--bot", "random")
    assert code == 3
    assert "'??' is not a key of this menu." in out
    assert "\\udc" not in out
    assert max(len(line) for line in out.splitlines()) < 200


def test_play_abandons_cleanly_at_end_of_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = play(capsys, monkeypatch, "1\n1\n", KALE, YAMCHA, "--bot", "random")
    assert code == 3
    assert err == ""
    assert out.count("Your choice (") == 3
    assert "Fight saved to tenkaichi-fight-1.json." in out


def test_play_is_reproducible(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = ROUND * 3000
    first = play(capsys, monkeypatch, answers, KALE, PICCOLO, "--seed", "4", "--bot", "random")
    assert play(capsys, monkeypatch, answers, KALE, PICCOLO, "--seed", "4", "--bot", "random") == (
        first
    )


# --- simulate -----------------------------------------------------------------------------


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = run(capsys, "simulate", KALE, YAMCHA, "--bot", "random", "--json", *args)
    assert code == 0
    assert err == ""
    data: dict[str, Any] = json.loads(out)
    return data


def test_simulate_json_counts_every_fight(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(capsys, "-n", "6", "--seed", "10")
    assert {"fights", "wins", "draws", "win_rate", "ci95", "mean_rounds", "mean_damage"} <= set(
        data
    )
    wins = data["wins"]
    assert isinstance(wins, dict)
    assert set(wins) == {"A", "B"}
    assert sum(wins.values()) + data["draws"] == data["fights"] == 6
    for side, (low, high) in data["ci95"].items():
        assert 0 <= low <= data["win_rate"][side] <= high <= 1
    assert data["mean_rounds"] > 0


def test_simulate_matches_single_fights(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(capsys, "-n", "3", "--seed", "20")
    fights = [
        json.loads(
            run(capsys, "fight", KALE, YAMCHA, "--seed", str(s), "--bot", "random", "--json")[1]
        )
        for s in (20, 21, 22)
    ]
    winners = [f["winner"] for f in fights]
    assert data["wins"] == {"A": winners.count("A"), "B": winners.count("B")}
    assert data["mean_rounds"] == pytest.approx(sum(f["rounds"] for f in fights) / 3)


def test_simulate_workers_give_the_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    one = simulate_json(capsys, "-n", "8", "--seed", "3", "--workers", "1")
    two = simulate_json(capsys, "-n", "8", "--seed", "3", "--workers", "2")
    assert one == two


def test_simulate_table_and_plot(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "sim.png"
    code, out, _ = run(
        capsys, "simulate", KALE, YAMCHA, "-n", "3", "--bot", "random", "--plot", str(target)
    )
    assert code == 0
    assert "3 fight(s), seeds 1..3, random bots" in out
    assert "95% interval" in out
    assert "mean fight length" in out
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_wilson_interval() -> None:
    assert wilson(0, 10) == (0.0, pytest.approx(0.2775, abs=1e-4))
    assert wilson(5, 10) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    assert wilson(10, 10) == (pytest.approx(0.7225, abs=1e-4), 1.0)
    assert wilson(0, 0) == (0.0, 1.0)  # no trials: nothing is known
    # A shared win counts a fraction: 4.5 of 10 lies between 4 and 5 of 10.
    assert wilson(4, 10)[0] < wilson(4.5, 10)[0] < wilson(5, 10)[0]


# --- errors -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("fight", KALE, "nowhere.yaml"), "nowhere.yaml: cannot read it"),
        (("fight", KALE), "at least two character sheets"),
        (("fight", KALE, YAMCHA, "--bot", "clever"), "unknown bot 'clever'"),
        (("fight", KALE, YAMCHA, "--seed", "-1"), "seed must be"),
        (("play", KALE, YAMCHA, "--side", "C"), "'C' is not a side of this fight"),
        (("play", KALE, "README.md"), "a character sheet is a .yaml"),
        (("simulate", KALE, YAMCHA, "-n", "0"), "'0': the least allowed is 1"),
        (("simulate", KALE, YAMCHA, "-n", "1000001"), "the most allowed is 1000000"),
        (("simulate", KALE, YAMCHA), "Missing option '-n'"),
        (("simulate", KALE, "nowhere.yaml", "-n", "5"), "nowhere.yaml: cannot read it"),
        (("simulate", KALE, YAMCHA, "-n", "5", "--bot", "clever"), "unknown bot 'clever'"),
        (("simulate", KALE, YAMCHA, "-n", "5", "--workers", "0"), "'--workers'"),
        (("simulate", KALE, YAMCHA, "-n", "5", "--plot", "chart.jpg"), ".png"),
        (("simulate", KALE, YAMCHA, "-n", "5", "--plot", "no/dir/x.png"), "no such folder"),
    ],
)
def test_errors_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], fragment: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("error: ")
    assert fragment in err
