"""The shells over the engine: content packs, the top CLI and the PettingZoo environment."""

from __future__ import annotations

import json
import shutil
import warnings
from importlib import resources
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.errors import ContentError
from tenkaichi.top import defaults
from tenkaichi.top.content import check_content, load_content

PACK = Path(str(resources.files("tenkaichi.data").joinpath("top")))


def _pack(tmp_path: Path) -> Path:
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder, ignore=shutil.ignore_patterns("__init__.py", "__pycache__"))
    return folder


def test_the_packaged_pack_loads_and_its_defaults_follow_the_reference() -> None:
    content = load_content()
    monna = content.characters["monna"].forms[0]
    assert monna.values[:4] == (1, 2, 3, 3)  # reference B5 reproduces 2+3+3+1 = 9
    assert defaults.symbol_values(42)["punch"] == 5  # Jiren: five punches make 25
    assert defaults.dodge(5) == 4  # Android 18 needs 4 teleports with 5 dice
    assert monna.combos[1].damage == 20  # "Human cannonball" does 20
    assert "values" in monna.assumed
    assert len(content.decks["attack"]) == 30
    assert len(content.decks["event"]) == 20
    assert check_content(PACK) == []


@pytest.mark.parametrize(
    ("file", "old", "new", "message"),
    [
        (
            "warriors.yaml",
            "endurance: 42",
            "endurance: -1",
            r"warriors.yaml: characters entry 1 \(jiren\).endurance",
        ),
        ("warriors.yaml", "roll: [4, 6]}", "roll: [4, 9]}", "outside 1-6"),
        ("warriors.yaml", "ability: solo}", "ability: flying}", "ability"),
        (
            "decks.yaml",
            "count: 5, combo: [sphere, sphere, sphere]",
            "count: 5, combo: [star]",
            "cannot ask for the wild",
        ),
        ("dice.yaml", "max_dice: 6", "max_dice: 9", "max_dice"),
        (
            "board.txt",
            "RYBRYBRYBRY\nBGY",
            "RYBRYBRYBR\nBGY",
            "row 2 has 11 spaces, the first row has 10",
        ),
        ("rules.yaml", "turns: 10", "turns: 7", "setting .turns. cannot be 7"),
    ],
)
def test_a_bad_pack_names_the_file_and_the_entry(
    tmp_path: Path, file: str, old: str, new: str, message: str
) -> None:
    folder = _pack(tmp_path)
    path = folder / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    problems = check_content(folder)
    assert len(problems) == 1
    assert file.split(".", maxsplit=1)[0] in problems[0]
    with pytest.raises(ContentError, match=message):
        load_content(folder)


def test_content_check_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["top", "content", "check"]) == 0
    assert capsys.readouterr().out.startswith(
        "ok: packaged content: 82 characters (80 draftable), 109 forms"
    )
    folder = _pack(tmp_path)
    (folder / "decks.yaml").unlink()
    assert main(["top", "content", "check", str(folder)]) == 1
    err = capsys.readouterr().err
    assert "missing file" in err
    assert "decks.yaml" in err
    assert (
        main(["top", "content", "check", str(tmp_path / "nowhere")]) == 2
    )  # a folder that is not there: a usage mistake, one line
    assert "not a folder" in capsys.readouterr().err


def test_simulate_json_counts_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["top", "simulate", "--players", "3", "-n", "6", "--bots", "random,greedy", "--json"])
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 6
    assert sum(report["seat_wins"]) + report["no_winner"] == pytest.approx(6)
    assert (
        report["bot_seats"] == {"random": 12, "greedy": 6}
        or sum(report["bot_seats"].values()) == 18
    )


def test_simulate_rejects_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["top", "simulate", "-n", "2", "--bots", "random,clever"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: unknown bot 'clever'")
    assert err.count("\n") == 1


def test_play_with_bots_only_runs_to_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["top", "play", "--players", "2", "--humans", "0", "--seed", "4", "--turns", "5"]) == 0
    )
    assert "The game is over" in capsys.readouterr().out


def test_play_shows_numbered_menus_and_odds(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["x", "99"] + ["1"] * 4000)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert (
        main(
            [
                "top",
                "play",
                "--players",
                "2",
                "--humans",
                "1",
                "--seed",
                "2",
                "--turns",
                "5",
                "--bot",
                "random",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Player 1, your choice: Draft which warrior?" in out
    assert "1. Jiren: Endurance 42" in out
    assert "'x' is not a choice: no name here fits it." in out
    assert "'99' is not a choice: the choices are numbered 1 to " in out
    assert "%" in out  # the odds of each combo at a re-roll
    assert "<- best" in out  # and the best keep (docs/top.md promises it)


def test_play_rejects_more_humans_than_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["top", "play", "--players", "2", "--humans", "3"]) == 2
    assert "--humans 3 is more than --players 2" in capsys.readouterr().err


def test_pettingzoo_api_and_seed_tests() -> None:
    from pettingzoo.test import api_test, seed_test

    from tenkaichi.envs import env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(players=3), num_cycles=200)
        seed_test(lambda: env(players=4), num_cycles=200)


def test_env_observation_hides_other_hands_and_masks_match_the_engine() -> None:
    from tenkaichi.envs import env

    e = env(players=2)
    e.reset(seed=3)
    steps = 0
    for _agent in e.agent_iter(3000):
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
            continue
        assert e.game is not None
        decision = e.game.decision
        assert decision is not None
        legal = {e.action_of(o) for o in decision.options}
        assert set(map(int, obs["action_mask"].nonzero()[0])) == legal
        assert e.option_of(min(legal)) in decision.options
        steps += 1
        e.step(min(legal))
    assert steps > 50
    game = e.game
    assert game is not None
    assert game.over
    for agent in e.possible_agents:
        assert e.observe(agent)["observation"].shape == (e._obs_size,)


def test_a_die_roll_can_give_the_bot_the_first_pick_in_terminal_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tenkaichi.top.engine import Game

    seed = next(s for s in range(50) if Game.start(2, s).state.first_picker == 1)
    answers = iter(["1"] * 4000)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    args = ["top", "play", "--players", "2", "--humans", "1", "--seed", str(seed), "--turns", "5"]
    assert main([*args, "--bot", "random"]) == 0
    out = capsys.readouterr().out
    assert "A die roll: Player 2 drafts first" in out
    assert out.index("Player 2 drafts ") < out.index("Player 1, your choice: Draft")


def test_the_best_play_line_follows_the_exact_expectimax() -> None:
    from tenkaichi.top import render

    from .helpers import arena, fight, pick, roll

    game, a, d = arena("monna", "pirina")
    fight(game, a, d, roll("teleport") * 4)  # worth nothing: stopping now deals 0
    line = render.best_play_line(game)
    assert line.startswith("  best play: keep [")
    assert "re-roll" in line
    game, a, d = arena("jiren", "lilibeu")
    fight(game, a, d, roll("punch") * 5)
    pick(game, "no")
    assert render.best_play_line(game).startswith("  best play: stop here")  # 50 kills now


def test_the_first_combo_of_a_power_3_warrior_is_no_longer_a_likely_lightning_attack() -> None:
    """Base Son Goku (Power 3) had a two-symbol 25-damage combo formed on 41% of first rolls,
    where no defence is allowed. Made-up data: its first combo now needs all three dice."""
    from tenkaichi.top import keep

    goku = load_content().characters["son-goku"].forms[0]
    wild = load_content().wild
    assert sum(goku.combos[0].need) == 3
    assert keep.combo_odds(3, 0, goku.combos[0].need, wild) < 0.1
    reference = load_content(None, {"combo_a_min_symbols": 2}).characters["son-goku"].forms[0]
    assert sum(reference.combos[0].need) == 2  # reference B8, kept as a setting
    assert keep.combo_odds(3, 0, reference.combos[0].need, wild) > 0.4
    monna = load_content().characters["monna"].forms[0]
    assert monna.combos[1].damage == 20  # the rulebook's "Human cannonball" is untouched


def test_simulate_reports_warriors_and_plays_timed_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["top", "simulate", "--players", "2", "-n", "3", "--bots", "random"]
    assert main([*args, "--random-draft", "--warriors", "2"]) == 0
    out = capsys.readouterr().out
    assert "warriors (drafted at least 1 times)" in out
    assert "team won" in out
    assert main([*args, "--minutes", "45", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["minutes"] == 45
    assert sum(report["warrior_games"].values()) == 3 * 2 * 6
