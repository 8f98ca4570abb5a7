"""``tenkaichi top play`` driven through its menus with typer's CliRunner: q leaves cleanly,
a bad answer gets one line and changes nothing, a whole game against a bot ends, and in
hot-seat play each person sees only their own hand."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from tenkaichi.cli import app, top_cmd
from tenkaichi.top.engine import Game
from tenkaichi.top.state import Option

RAW = re.compile(r"\b\w+_\w+\b|\(\s*-?\d+\s*,\s*-?\d+")


def run(args: str, answers: list[str]) -> tuple[int, str]:
    result = CliRunner().invoke(
        app, ["top", "play", *args.split()], input="\n".join(answers) + "\n"
    )
    return result.exit_code, result.output


def test_q_leaves_the_game_cleanly_at_the_first_prompt() -> None:
    code, out = run("--players 2 --seed 3", ["q"])
    assert code == 0
    assert "Player 1, your choice: Draft which warrior?" in out
    assert "Player 1 left the game; it is not finished." in out
    assert "Traceback" not in out


def test_quit_works_inside_a_group_too() -> None:
    # draft 6, place 6 (a row, then a space), then quit at the first question of play
    answers = ["1"] * 6 + ["1", "1"] * 6 + ["quit"]
    code, out = run("--players 2 --seed 3", answers)
    assert code == 0
    assert out.count("left the game") == 1


def test_a_bad_answer_gets_one_line_and_is_asked_again() -> None:
    code, out = run("--players 2 --seed 3", ["xyz", "99", "1", "q"])
    assert code == 0
    assert "'xyz' is not a choice: no name here fits it." in out
    assert "'99' is not a choice: the choices are numbered 1 to 80." in out
    assert "Player 1 drafts Jiren" in out  # the third answer was taken, the first two were not
    assert out.count("Player 1 drafts ") == 2  # "drafts first", then one pick


def test_a_space_name_answers_a_placement_row() -> None:
    answers = ["1"] * 6 + ["3", "c3", "q"]
    code, out = run("--players 2 --seed 3", answers)
    assert code == 0
    assert "Player 1 places Jiren on c3 (red)" in out


def test_a_whole_game_against_a_bot_through_the_menus() -> None:
    # "2" first: a second warrior or space where there is one (else rejected and asked again)
    code, out = run("--players 2 --seed 2 --turns 5", ["2", "1", "1"] * 2000)
    assert code == 0
    assert "The game is over" in out
    assert "left the game" not in out
    assert "Player 1, your choice: Move which warrior" in out
    assert "Player 1, your choice: Try to transform" in out
    assert "After the combat: where does" in out
    assert not RAW.search(out), RAW.search(out)


def test_hot_seat_players_see_only_their_own_hand() -> None:
    answers = ["1"] * 12 + ["1", "1"] * 12 + ["1"] * 10 + ["q"]
    code, out = run("--players 2 --humans 2 --seed 3", answers)
    assert code == 0
    assert "Player 2, your choice: Draft which warrior?" in out
    lines = out.replace("\n  ", " ")  # a long line goes on indented
    others = re.findall(r"Player \d: .*; hand: (.*)", lines)
    own = re.findall(r"Player \d \(you\): .*; hand: (.*)", lines)
    assert others
    assert own
    assert any(line != "no cards" for line in others)
    for line in others:  # the other person's cards: their backs only
        assert line == "no cards" or all(card.endswith(" card") for card in line.split(", "))
    names = ("Guard", "Dodge", "Volley", "Flurry", "Transformation", "Fusion", "Rescue", "Crush")
    assert any(name in line for line in own for name in names)
    # the shared log shows every dealt card as its back
    assert re.search(r"Player 1 is dealt a card from the \w+ deck", out)
    assert re.search(r"Player 2 is dealt a card from the \w+ deck", out)


@pytest.mark.rule("top.length")
def test_the_wall_clock_running_out_in_a_rounds_last_turn_ends_the_game_with_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``top play --minutes 45``: the clock runs out with the last choice of round 3 (a fake
    clock, moved on then); seed 002's "finish the current round" then ends the game after round
    3, where the clock checked at the next decision used to play all of round 4."""
    now = [0.0]
    monkeypatch.setattr(top_cmd, "time", SimpleNamespace(monotonic=lambda: now[0]))
    played: list[Game] = []
    choose = Game.choose

    def timed_choose(game: Game, option: Option | int) -> None:
        choose(game, option)
        played[:] = [game]
        if now[0] or game.state.phase in ("draft", "place") or game.state.round != 3:
            return
        twin = game.clone()
        _ = twin.decision  # run on in a copy: does round 3 end with this choice?
        if twin.over or twin.state.round > 3:
            now[0] = 45 * 60.0

    monkeypatch.setattr(Game, "choose", timed_choose)
    code, out = run("--players 3 --humans 0 --bot random --seed 11 --minutes 45", [])
    assert code == 0
    assert "The clock starts: 45 minutes of play." in out
    assert "Time is up: round 3 is the last" in out
    (game,) = played
    scored = game.events.index(next(e for e in game.events if e[0] == "scores"))
    rounds = [int(str(e[1])) for e in game.events[:scored] if e[0] == "turn"]
    assert max(rounds) == 3
    assert rounds.count(3) == 3


def test_a_game_without_a_seed_gets_fresh_dice_and_names_them_so_it_can_be_replayed() -> None:
    # Issue 36: a fixed default seed deals every table the same game; the seed is drawn and
    # shown instead, and --seed with it plays the same game again.
    outs = [run("--players 2 --humans 0 --turns 5", [])[1] for _ in range(2)]
    seeds = [
        re.search(r"^Seed (\d+) \(--seed \1 plays this game again\)\.$", o, re.M) for o in outs
    ]
    assert seeds[0]
    assert seeds[1]
    assert seeds[0].group(1) != seeds[1].group(1)
    code, again = run(f"--players 2 --humans 0 --turns 5 --seed {seeds[0].group(1)}", [])
    assert code == 0
    assert again == outs[0]
