"""``tenkaichi play``'s menus: grouped levels, stable keys, squares by name, odds and costs,
Instant windows, hot-seat people and a game master taking over a bot's fighter."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cli.play_script import KALE, ROUND, YAMCHA, play
from tenkaichi.cli.play_instants import Instants, forced
from tenkaichi.cli.play_keys import COMMANDS, KeyMap
from tenkaichi.cli.play_map import column_index, draw, parse_square
from tenkaichi.cli.play_menu import Menu
from tenkaichi.cli.sheet_args import setup_from
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.events import visible
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.play.bots import GreedyBot, decide
from tenkaichi.dbu.play.sideview import side_view


def _kale_turns(count: int) -> list[tuple[Encounter, Decision]]:
    """Kale's turn decisions of a bot fight, the first ``count`` whose options differ."""
    setup = setup_from([Path(KALE), Path(YAMCHA)])
    enc = Encounter.start(setup, 1)
    bot = GreedyBot()
    found: list[tuple[Encounter, Decision]] = []
    while not enc.over and len(found) < count:
        d = enc.decision
        assert d is not None
        beam = any(o.args.get("profile") == "Beam" for o in d.options)
        if d.actor == "Kale" and d.kind == "turn" and beam:
            keys = [o.key() for o in d.options]
            if not found or keys != [o.key() for o in found[-1][1].options]:
                found.append((enc.clone(), d))
        enc.choose(decide(bot, enc))
    return found


def test_the_same_key_picks_the_same_maneuver_on_different_turns() -> None:
    turns = _kale_turns(3)
    assert len(turns) == 3
    assert len({len(d.options) for _, d in turns}) > 1  # the menus really differ
    keys = KeyMap()
    for enc, d in reversed(turns):
        menu = Menu(side_view(enc, "A"), d, keys)
        outcome = menu.answer("ba be")
        assert outcome.index is not None
        option = d.options[outcome.index]
        assert (option.kind, option.args["profile"]) == ("attack", "Beam")
        # Ending the turn has one key too, whatever else the menu holds.
        end = Menu(side_view(enc, "A"), d, keys).answer("et")
        assert end.index is not None
        assert d.options[end.index].kind == "end_turn"


def test_keys_are_letters_never_commands_and_survive_a_save() -> None:
    keys = KeyMap()
    given = [keys.key("ctx", f"thing {i}", name) for i, name in enumerate(["Beam"] * 40)]
    assert len(set(given)) == 40
    assert all(k.isalpha() and k not in COMMANDS for k in given)
    again = KeyMap.from_json(keys.to_json(), "keys")
    assert again.key("ctx", "thing 7", "Whatever") == given[7]


def test_squares_are_typed_like_the_log_names_them() -> None:
    assert parse_square("e3") == (4, 2) == parse_square("E3") == parse_square("5,3")
    assert parse_square("AA10") == (26, 9)
    assert column_index("Z") == 25
    for bad in ("", "e", "3", "e0", "0,3", "e3e", "ç3"):
        assert parse_square(bad) is None


def test_the_map_fits_80_columns_and_marks_the_fighters() -> None:
    setup = setup_from([Path(KALE), Path(YAMCHA)])
    enc = Encounter.start(setup, 1)
    lines = draw(enc, actor="Kale", marks=[(1, 1)])
    assert all(len(line) <= 80 for line in lines)
    kale = enc.fighter("Kale")
    row = lines[1 + kale.pos[1]]  # the header, then one line a row
    assert row.split()[0] == str(kale.pos[1] + 1)
    assert row[3 + 2 * kale.pos[0]] == "K"
    assert lines[2][3 + 2 * 1] == "+"
    big = setup.model_copy(update={"width": 60, "height": 40})
    assert all(len(line) <= 80 for line in draw(Encounter.start(big, 1), actor="Kale"))


def test_a_whole_turn_by_keys_shows_grouped_menus(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = str(tmp_path / "f.json")
    code, out, err = play(
        capsys, monkeypatch, ROUND * 3000, KALE, YAMCHA, "--bot", "random", "--save", save
    )
    assert (code, err) == (0, "")
    assert re.search(r"^  ba +Basic Attack +\d+ choices >$", out, re.M)
    assert re.search(r"^  et +End turn( +free)?$", out, re.M)
    assert "-> Basic Attack (Beam, energy) on Yamcha" in out
    assert "Kale attacks Yamcha with Basic Attack (Beam, energy)" in out
    assert "-> End turn" in out
    # No option is listed by a number that could shift: every row starts with a key.
    assert not re.search(r"^ *\d+\. ", out, re.M)
    texts = [e.text for e in replay(_record(save)).events]
    assert "Kale ends the turn early" in texts or "Kale ends their turn" in texts


def _record(path: str) -> dict[str, object]:
    import json

    data = json.loads(Path(path).read_text(encoding="utf-8"))
    record: dict[str, object] = data["record"]
    return record


def test_a_destination_is_typed_as_a_square(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    answers = "pass\nd\nmo ns\nz9\n1,2\nq\n"
    code, out, _ = play(capsys, monkeypatch, answers, KALE, YAMCHA, "--save", str(tmp_path / "f"))
    assert code == 3
    assert "Where to move?" in out
    assert "squares are marked + on the map" in out
    assert "Z9 is not a square you can pick here." in out
    assert "-> to square A2, " in out  # typed as 1,2: column 1 row 2 is A2
    assert "Kale moves 3 squares to square A2" in out


def test_a_defence_menu_shows_cost_and_odds(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    code, out, _ = play(
        capsys, monkeypatch, "pass\nq\n", KALE, YAMCHA, "--save", str(tmp_path / "f")
    )
    assert code == 3
    assert "You are being attacked by Yamcha (Beam): answer" in out
    assert re.search(r"^  d +Dodge \(no Counter Maneuver\) +free \| be hit \d+%", out, re.M)
    assert re.search(r"^  p +Parry .*1 Counter Action \| be hit \d+%, exp\. taken \d+$", out, re.M)
    assert re.search(r"^  g +Guard .*1 Counter Action, \d+ KP \| be hit", out, re.M)


def test_a_ki_wager_is_picked_by_its_amount(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "f.json"
    answers = "pass\nd\nba be\nn\n7\nq\n"
    code, out, _ = play(capsys, monkeypatch, answers, KALE, YAMCHA, "--save", str(save))
    assert code == 3
    assert re.search(r"^  (\d+) +Ki Wager \1 +\1 KP \| hit \d+%, exp\. damage \d+$", out, re.M)
    assert "type any amount from 0 to" in out
    assert {"kind": "wager", "kp": 7} in _record(str(save))["choices"]  # type: ignore[operator]


# --- Instant windows ----------------------------------------------------------------------


def test_a_decision_with_nothing_to_decide_is_never_asked() -> None:
    only_pass = Decision("Kale", "instant", "Kale: use one?", [Option("pass", "No Instant")])
    two_declines = Decision(
        "Kale", "modifier", "?", [Option("no_modifier", "No"), Option("pass", "No")]
    )
    useful = Decision("Kale", "instant", "?", [Option("pass", "No"), Option("surge", "Surge")])
    assert forced(only_pass) == 0
    assert forced(two_declines) == 0
    assert forced(useful) is None


def test_pass_until_something_changes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "f.json"
    code, out, _ = play(
        capsys,
        monkeypatch,
        ("pass\n" + ROUND) * 3000,  # Kale's first windows are answered for him (full Life)
        KALE,
        YAMCHA,
        "--bot",
        "random",
        "--save",
        str(save),
    )
    assert code == 0
    assert out.count("No Instants until something changes") >= 1
    passed = out.count("Kale passes on the Instant window")
    assert passed >= 5
    # After "pass", a window is asked again only after Kale's Life changed (the Instants
    # offered stay Healing and Ki Surge all fight): between two asked windows, a Life line.
    after = out[out.index("No Instants until something changes") :]
    asked = [m.start() for m in re.finditer("^Use an Instant Maneuver before", after, re.M)]
    assert asked  # Kale is hit during the fight, so a window is asked again
    for before, at in zip([0, *asked], asked, strict=False):
        assert re.search(r"Kale (loses|gains|recovers|heals)", after[before:at])


def test_instant_mode_follows_the_situation() -> None:
    setup = setup_from([Path(KALE), Path(YAMCHA)])
    enc = Encounter.start(setup, 1)
    while enc.decision is not None and enc.decision.kind != "instant":
        enc.choose(decide(GreedyBot(), enc))
    d = enc.decision
    assert d is not None
    assert d.kind == "instant"
    assert d.actor == "Kale"
    modes = Instants("pass")
    assert modes.pass_now(enc, d)  # nothing seen yet: pass
    assert modes.pass_now(enc, d)  # the same situation: pass again
    enc.fighter("Kale").life -= 10
    assert not modes.pass_now(enc, d)  # Life changed: ask
    assert modes.pass_now(enc, d)  # and the new situation is passed on
    asking = Instants("ask")
    assert not asking.pass_now(enc, d)
    asking.set(enc, d, "pass")
    assert asking.pass_now(enc, d)


def test_instants_pass_option(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    code, out, _ = play(
        capsys,
        monkeypatch,
        ROUND * 200 + "q\n",
        KALE,
        YAMCHA,
        "--bot",
        "random",
        "--instants",
        "pass",
        "--save",
        str(tmp_path / "f"),
    )
    assert code in (0, 3)
    assert "Kale passes on the Instant window" in out
    # the first Instant window worth asking is passed, not asked
    first_asked = out.find("Use an Instant Maneuver before")
    assert first_asked == -1 or out.index("Kale passes on the Instant window") < first_asked


# --- people and bots ----------------------------------------------------------------------


def test_two_people_hot_seat_see_only_what_both_sides_may(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "f.json"
    # Two scripted people who spend all their Ki on Beams end in a stalemate, and a fight
    # has no round limit (seed 003): the table's own house setting stops it at 100 rounds.
    for sheet in (KALE, YAMCHA):
        (tmp_path / Path(sheet).name).write_text(Path(sheet).read_text(encoding="utf-8"))
    fight = tmp_path / "hot-seat.yaml"
    fight.write_text(
        "width: 16\nheight: 10\nsheets: {kale: kale.yaml, yamcha: yamcha.yaml}\n"
        "fighters:\n  - {sheet: kale, side: A, pos: [0, 4]}\n"
        "  - {sheet: yamcha, side: B, pos: [15, 4]}\nsettings: {max_rounds: 100}\n",
        encoding="utf-8",
    )
    code, out, err = play(
        capsys,
        monkeypatch,
        ROUND * 400,
        str(fight),
        "--human",
        "A",
        "--human",
        "yamcha",
        "--bot",
        "random",
        "--save",
        str(save),
    )
    assert (code, err) == (0, "")
    assert "Yamcha (side B) to choose" in out
    assert "Kale (side A) to choose" in out
    assert "-> Basic Attack (Beam, energy) on Kale" in out  # Yamcha's Beam: its own key
    enc = replay(_record(str(save)))
    public = {e.text for e in visible(enc.events, "")}
    for event in enc.events:
        if event.text not in public:  # a side's secret: never on the shared screen
            assert event.text not in out


def test_a_game_master_takes_a_fighter_from_the_bot_and_gives_it_back(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    answers = "take nobody\ntake Kale\n\n" + "n\nd\n0\n" + "give Kale\n" + "\n" * 400
    code, out, err = play(
        capsys,
        monkeypatch,
        answers,
        KALE,
        YAMCHA,
        "--gm",
        "--bot",
        "random",
        "--save",
        str(tmp_path / "f"),
    )
    assert err == ""
    assert "Game master (Enter: go on" in out
    assert "take: 'nobody' is neither a side (A, B) nor a fighter (Kale, Yamcha)" in out
    assert "Kale now played by a person." in out
    taken = out.index("Kale now played by a person.")
    assert "Your choice" in out[taken:]
    assert "Kale now played by the random bot." in out
    given = out.index("Kale now played by the random bot.")
    assert "Your choice" not in out[given:]  # the bot plays Kale to the end
    assert code == 0
