"""``tenkaichi ddc`` commands, and rosters and setups as validated data."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.ddc.content import default_roster, parse_roster
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.settings import settings_from
from tenkaichi.ddc.setup import BattleSetup, Entry, build_fighters, load_setup
from tenkaichi.errors import ContentError


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("ddc", "simulate", "Agumon", "Gabumon", "-n", "6", "--seed", "3", "--json")
    code, out, _ = run(capsys, *args)
    assert code == 0
    summary = json.loads(out)
    assert summary["battles"] == 6
    assert sum(summary["wins"].values()) == 6
    assert run(capsys, *args)[1] == out


def test_simulate_reports_bad_input_on_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "ddc", "simulate", "Agumon")
    assert (code, err) == (2, "error: name at least two fighters (for example: Agumon Gabumon)\n")
    code, _, err = run(capsys, "ddc", "simulate", "Agumon", "Gabumon", "--bot", "clever")
    assert code == 2
    assert err == "error: unknown bot 'clever' (known: greedy, mcts, random)\n"


@pytest.mark.parametrize("command", ["simulate", "play"])
@pytest.mark.parametrize(
    ("names", "problem"),
    [
        (["A" * 25, "Gabumon"], "at most 24 characters"),
        (["Agumon"] * 13, "at most 12 items"),
    ],
)
def test_names_on_the_command_line_are_checked_like_a_setup_file(
    capsys: pytest.CaptureFixture[str], command: str, names: list[str], problem: str
) -> None:
    code, out, err = run(capsys, "ddc", command, *names)
    assert code == 2
    assert out == ""
    assert err.startswith("error: the fighters named: fighters")
    assert problem in err
    assert err.count("\n") == 1


def test_play_from_stdin_reaches_the_end(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = iter(["9", "teleport", "move 99 99", "1"] + ["end"] * 5000)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    code, out, _ = run(capsys, "ddc", "play", "Agumon", "Gabumon", "--seed", "2")
    assert code == 0
    assert " 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14" in out  # the grid
    assert "pick a number from 1 to" in out
    assert "not an action: 'teleport'" in out
    assert "off the 15x15 grid" in out
    assert "Battle over" in out


def test_play_quits_cleanly_at_end_of_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_more(prompt: str = "") -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", no_more)
    code, out, _ = run(capsys, "ddc", "play", "Agumon", "Gabumon", "--human", "Gabumon")
    assert code == 0
    assert out.rstrip().endswith("You leave the battle.")


def test_play_without_a_seed_gets_fresh_dice_and_names_the_seed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 36: a fixed default seed rolled every battle the same dice.
    def no_more(prompt: str = "") -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", no_more)
    outs = [run(capsys, "ddc", "play", "Agumon", "Gabumon")[1] for _ in range(2)]
    found = [re.match(r"Seed (\d+) \(--seed \1 plays this battle again\)\.", o) for o in outs]
    assert found[0]
    assert found[1]
    assert found[0].group(1) != found[1].group(1)
    again = run(capsys, "ddc", "play", "Agumon", "Gabumon", "--seed", found[0].group(1))[1]
    assert again == outs[0].split("\n", 1)[1]  # the same battle, without the seed line


def test_chat_command_keeps_the_battle_in_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "forum.sqlite3")
    base = ("ddc", "chat", "--db", db, "--battle", "thread-42", "--seed", "5")
    assert run(capsys, *base, "--user", "ann", "!join Agumon")[0] == 0
    assert run(capsys, *base, "--user", "bob", "!join Gabumon")[0] == 0
    _, out, _ = run(capsys, *base, "--user", "ann", "!start")
    assert "Turn order:" in out
    code, out, _ = run(capsys, *base, "--user", "ann", "!status")
    assert code == 0
    assert "A Agumon 100/100 HP at square 2,7" in out


def test_roster_lists_every_fighter(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ddc", "roster")
    assert code == 0
    assert len(out.splitlines()) == len(default_roster().fighters)
    assert "Agumon: rookie 4d4, 100 HP; Pepper Breath (offense, long)" in out


@pytest.mark.rule("ddc.range.self")
def test_roster_errors_name_the_file_and_fighter() -> None:
    bad = (
        "fighters:\n  - name: Agumon\n    level: rookie\n    moves:\n"
        "      - {name: Heal, kind: heal, range: long}\n"
    )
    with pytest.raises(
        ContentError,
        match=r"^r\.yaml: fighter 1 \(Agumon\)\.moves\.0: .*heal move has range self or support",
    ):
        parse_roster(bad, "r.yaml")
    with pytest.raises(
        ContentError, match=r"r\.yaml: fighter 1 \(X\): level 'demigod' is not one of rookie"
    ):
        parse_roster("fighters:\n  - {name: X, level: demigod}\n", "r.yaml")
    with pytest.raises(ContentError, match=r"r\.yaml: not valid YAML"):
        parse_roster("fighters: [", "r.yaml")
    with pytest.raises(ContentError, match="unknown form 'Nope'"):
        parse_roster("fighters:\n  - {name: X, level: rookie, forms: [Nope]}\n", "r.yaml")


def test_the_example_roster_is_valid_and_complete() -> None:
    roster = default_roster()
    levels = {f.level for f in roster.fighters}
    assert levels >= {"rookie", "champion", "ultimate", "mega", "super_ultimate"}
    kinds = {m.kind for f in roster.fighters for m in f.moves}
    assert kinds == {"offense", "defense", "heal", "buff", "debuff"}
    for fighter in roster.fighters:
        for form in fighter.forms:
            assert roster.get(form) is not None


@pytest.mark.rule("ddc.grid")
def test_setup_errors_name_the_entry(tmp_path: Path) -> None:
    roster = default_roster()
    off = BattleSetup(fighters=(Entry(fighter="Agumon", x=15, y=0), Entry(fighter="Gabumon")))
    with pytest.raises(
        ContentError, match=r"fighter 1 \(Agumon\): square \(15, 0\) is off the 15x15 grid"
    ):
        build_fighters(off, roster)
    same = BattleSetup(
        fighters=(Entry(fighter="Agumon", side="x"), Entry(fighter="Gabumon", side="x"))
    )
    with pytest.raises(ContentError, match="every fighter is on one side"):
        build_fighters(same, roster)
    with pytest.raises(ContentError, match=r"setting 'move_steps'"):
        settings_from({"move_steps": -1}, "setup")
    with pytest.raises(ContentError, match=r"setting 'teleport'"):
        settings_from({"teleport": True}, "setup")
    path = tmp_path / "s.yaml"
    path.write_text("fighters:\n  - {fighter: Agumon}\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"s\.yaml: fighters: .*at least 2"):
        load_setup(path)


def test_repeated_fighters_get_numbered_names() -> None:
    battle = Battle.start(BattleSetup.of("Agumon", "Agumon", "Agumon"), 1)
    assert [f.name for f in battle.state.fighters] == ["Agumon", "Agumon2", "Agumon3"]
