"""The game master's powers at a table (issue 34), tested blind from the issue's words and the
public API's docstrings: every kind of ruling as a logged input that every seat reads as a
ruling, notes and ad-hoc rolls to everyone / the GM / one seat, seats that change hands,
hidden NPC numbers, spectators let in at once, and undo that keeps or rolls the dice again."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError

from .helpers import EXAMPLES, Seated, example, pick, play, seat_table, waiting

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}
"""Kris plays Goku (Earth), Ava plays Vegeta (Afterlife) in ``saiyan-duel.yaml``."""


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


@pytest.fixture
def table(url: str) -> Iterator[Seated]:
    svc = TableService(url)
    seated = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(seated.gm)
    yield seated
    svc.close()


# --- helpers -----------------------------------------------------------------------------


def _texts(view: dict[str, Any]) -> list[str]:
    return [e["text"] for e in view["events"]]


def _fighter(view: dict[str, Any], name: str) -> dict[str, Any]:
    found = [f for f in view["fighters"] if f["name"] == name]
    assert len(found) == 1, (name, [f["name"] for f in view["fighters"]])
    return found[0]


def _seat(t: Seated, name: str) -> int:
    return int(t.svc.view(t.tokens()[name])["you"]["seat"])


def _rule(t: Seated, **ruling: Any) -> int:
    return int(t.svc.rule(t.gm, ruling))


def _notice_texts(t: Seated, who: str) -> list[str]:
    return [n["text"] for n in t.svc.view(t.tokens()[who])["notices"]]


def _refused(t: Seated, call: Any, *args: Any, contains: str = "", **kwargs: Any) -> str:
    """``call`` raises one line of TableError and changes neither the seq nor any view."""
    before = {n: t.svc.view(k) for n, k in t.tokens().items()}
    with pytest.raises(TableError) as caught:
        call(*args, **kwargs)
    message = str(caught.value)
    assert message, message
    assert "\n" not in message, message
    assert contains in message, message
    after = {n: t.svc.view(k) for n, k in t.tokens().items()}
    assert after == before
    return message


def _to_turn_decision(t: Seated, rng: random.Random, most: int = 80) -> dict[str, Any]:
    """Answer (for whoever is asked) until a fighter chooses a maneuver at its turn."""
    for _ in range(most):
        found = waiting(t.svc, t.tokens())
        assert found is not None, "nobody is asked"
        name, pending = found
        if pending["kind"] == "choice" and "choose a maneuver" in pending.get("prompt", ""):
            return pending
        t.svc.answer(t.tokens()[name], pending["decision_id"], pick(pending, rng))
    raise AssertionError("no turn decision came")


def _end_turn(pending: dict[str, Any]) -> int:
    return next(i for i, o in enumerate(pending["options"]) if o["key"]["kind"] == "end_turn")


# --- rulings -----------------------------------------------------------------------------


def test_a_ruling_shows_in_every_seats_log_as_a_ruling(table: Seated) -> None:
    seq = table.svc.view(table.gm)["seq"]
    after = _rule(
        table, ruling="set", fighter="Vegeta", stat="life", value=200, reason="a senzu half-eaten"
    )
    assert after > seq  # an input in the log: the decision id moved on
    for who, token in table.tokens().items():
        view = table.svc.view(token)
        assert view["seq"] == after
        last = view["events"][-1]
        assert last["kind"] == "ruling", who
        assert last["text"].startswith("GM: Vegeta's Life set to 200"), (who, last["text"])
        assert "a senzu half-eaten" in last["text"], who  # the reason goes with it
        assert _fighter(view, "Vegeta")["life"] == 200, who


def test_set_ki_capacity_actions_and_counter_actions(table: Seated) -> None:
    pending = table.svc.view(table.players["Kris"])["pending"]
    assert pending["actor"] == "Goku"
    _rule(table, ruling="set", fighter="Goku", stat="ki", value=30, reason="drained")
    _rule(table, ruling="set", fighter="Goku", stat="capacity", value=10)
    _rule(table, ruling="set", fighter="Goku", stat="actions", value=1)
    _rule(table, ruling="set", fighter="Goku", stat="counters", value=3)
    view = table.svc.view(table.spectator)
    goku = _fighter(view, "Goku")
    assert (goku["ki"], goku["capacity"]) == (30, 10)
    texts = _texts(view)[-4:]
    assert texts[0] == "GM: Goku's Ki set to 30 (drained)"
    assert texts[1].startswith("GM: Goku's Capacity set to 10")
    assert texts[2].startswith("GM: Goku's Actions set to 1")
    assert texts[3].startswith("GM: Goku's Counter Actions set to 3")
    assert "(1 Action left)" in table.svc.view(table.players["Kris"])["pending"]["prompt"]


def test_a_ruling_at_a_turn_asks_that_decision_again_with_the_new_numbers(
    table: Seated,
) -> None:
    kris = table.players["Kris"]
    first = table.svc.view(kris)["pending"]
    assert "(3 Actions left)" in first["prompt"]
    three = {o["label"] for o in first["options"]}
    assert any("(3 Actions)" in label for label in three)
    _rule(table, ruling="set", fighter="Goku", stat="actions", value=1, reason="slowed")
    again = table.svc.view(kris)["pending"]
    assert again["decision_id"] > first["decision_id"]
    assert again["actor"] == "Goku"
    assert "(1 Action left)" in again["prompt"]
    assert not any("(3 Actions)" in o["label"] for o in again["options"])
    # the old decision is over: an answer to it changes nothing
    _refused(table, table.svc.answer, kris, first["decision_id"], 0, contains="is over")
    table.svc.answer(kris, again["decision_id"], 0)


def test_life_zero_defeats_at_once_and_life_above_zero_brings_back(table: Seated) -> None:
    gm = _seat(table, "GM")
    table.svc.rule(
        table.gm,
        {"ruling": "add", "side": "Afterlife", "sheet": "vegeta", "pos": [11, 7], "id": "Nappa"},
        controller=gm,
    )  # Vegeta's side has two fighters: one Defeated does not end the fight
    _rule(table, ruling="set", fighter="Nappa", stat="life", value=0, reason="ruled out")
    nappa = _fighter(table.svc.view(table.players["Kris"]), "Nappa")
    assert nappa["life"] == 0
    assert nappa["defeated"] is True
    assert table.svc.view(table.gm)["status"] == "running"
    _rule(table, ruling="set", fighter="Nappa", stat="life", value=120, reason="back")
    nappa = _fighter(table.svc.view(table.players["Kris"]), "Nappa")
    assert (nappa["life"], nappa["defeated"]) == (120, False)


def test_a_condition_for_some_rounds_ends_and_one_without_rounds_stays(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(t.gm)
    _rule(t, ruling="condition", fighter="Vegeta", name="Shaken", op="add", stacks=1, rounds=1)
    _rule(t, ruling="condition", fighter="Vegeta", name="Prone", op="add", stacks=1, rounds=None)
    vegeta = _fighter(svc.view(t.spectator), "Vegeta")
    assert {"shaken", "prone"} <= set(vegeta["conditions"])
    assert "Shaken" in _texts(svc.view(t.spectator))[-2]
    assert "1 Combat Round" in _texts(svc.view(t.spectator))[-2]
    rng = random.Random(1)
    for _ in range(300):  # everyone ends their turn (or answers anything) until round 3
        if svc.view(t.gm)["events"][-1]["round"] >= 3:
            break
        found = waiting(svc, t.tokens())
        assert found is not None
        name, pending = found
        if "choose a maneuver" in pending.get("prompt", ""):
            svc.answer(t.tokens()[name], pending["decision_id"], _end_turn(pending))
        else:
            svc.answer(t.tokens()[name], pending["decision_id"], pick(pending, rng))
    assert svc.view(t.gm)["events"][-1]["round"] >= 3
    conditions = set(_fighter(svc.view(t.spectator), "Vegeta")["conditions"])
    assert "shaken" not in conditions  # given for 1 round in round 1: over by round 3
    assert "prone" in conditions  # until taken away


def test_a_condition_ended_early_and_stacks_taken_away(table: Seated) -> None:
    _rule(table, ruling="condition", fighter="Goku", name="Shaken", op="add", stacks=1, rounds=3)
    assert "shaken" in _fighter(table.svc.view(table.gm), "Goku")["conditions"]
    _rule(table, ruling="condition", fighter="Goku", name="Shaken", op="remove", stacks=1)
    assert "shaken" not in _fighter(table.svc.view(table.gm), "Goku")["conditions"]
    assert "Shaken" in _texts(table.svc.view(table.players["Ava"]))[-1]
    _refused(
        table,
        table.svc.rule,
        table.gm,
        {"ruling": "condition", "fighter": "Goku", "name": "Shaken", "op": "remove", "stacks": 1},
    )
    # a stacking one: 2 stacks, then one taken away leaves one
    _rule(table, ruling="condition", fighter="Goku", name="Power", op="add", stacks=2, rounds=None)
    _rule(table, ruling="condition", fighter="Goku", name="Power", op="remove", stacks=1)
    assert "power" in _fighter(table.svc.view(table.gm), "Goku")["conditions"]
    assert "1 stack" in _texts(table.svc.view(table.gm))[-1]
    _rule(table, ruling="condition", fighter="Goku", name="Power", op="remove", stacks=1)
    assert "power" not in _fighter(table.svc.view(table.gm), "Goku")["conditions"]


def test_a_state_may_be_given_and_taken_like_a_condition(table: Seated) -> None:
    _rule(table, ruling="condition", fighter="Vegeta", name="Determined", op="add", stacks=1)
    assert "Determined" in _texts(table.svc.view(table.spectator))[-1]
    assert _fighter(table.svc.view(table.gm), "Vegeta")["conditions"]
    _rule(table, ruling="condition", fighter="Vegeta", name="Determined", op="remove", stacks=1)
    assert _fighter(table.svc.view(table.gm), "Vegeta")["conditions"] == []


def test_move_puts_a_fighter_on_a_free_square_of_the_grid(table: Seated) -> None:
    _rule(table, ruling="move", fighter="Goku", to=[4, 4], reason="knocked aside")
    view = table.svc.view(table.players["Ava"])
    assert _fighter(view, "Goku")["pos"] == [4, 4]
    assert _texts(view)[-1] == "GM: Goku moved from square D4 to square E5 (knocked aside)"
    vegeta = _fighter(view, "Vegeta")["pos"]
    _refused(table, table.svc.rule, table.gm, {"ruling": "move", "fighter": "Goku", "to": vegeta})
    _refused(table, table.svc.rule, table.gm, {"ruling": "move", "fighter": "Goku", "to": [12, 0]})
    _refused(table, table.svc.rule, table.gm, {"ruling": "move", "fighter": "Goku", "to": [0, 8]})


def test_the_initiative_order_ruled_is_the_next_rounds_order(table: Seated) -> None:
    start = [e for e in table.svc.view(table.gm)["events"] if e["kind"] == "initiative"][-1]
    first, second = start["data"]["order"]
    _rule(table, ruling="order", order=[second, first], reason="the GM says so")
    assert _texts(table.svc.view(table.spectator))[-1].startswith(
        f"GM: Initiative Order set to {second}, {first}"
    )
    rng = random.Random(2)
    for _ in range(300):
        events = table.svc.view(table.gm)["events"]
        if any(e["kind"] == "round_started" and e["round"] == 2 for e in events):
            break
        found = waiting(table.svc, table.tokens())
        assert found is not None
        name, pending = found
        if "choose a maneuver" in pending.get("prompt", ""):
            table.svc.answer(table.tokens()[name], pending["decision_id"], _end_turn(pending))
        else:
            table.svc.answer(table.tokens()[name], pending["decision_id"], pick(pending, rng))
    events = table.svc.view(table.gm)["events"]
    round2 = [e["who"] for e in events if e["kind"] == "turn_started" and e["round"] == 2]
    assert round2
    assert round2[0] == second


def test_add_a_fighter_from_a_sheet_of_the_fight_under_a_chosen_player(table: Seated) -> None:
    kris = _seat(table, "Kris")
    table.svc.rule(
        table.gm,
        {
            "ruling": "add",
            "side": "Earth",
            "sheet": "goku",
            "pos": [0, 7],
            "id": "Gohan",
            "initiative": 12,
            "reason": "arrives",
        },
        controller=kris,
    )
    for who, token in table.tokens().items():
        view = table.svc.view(token)
        gohan = _fighter(view, "Gohan")
        assert (gohan["side"], gohan["pos"], gohan["defeated"]) == ("Earth", [0, 7], False), who
        assert _texts(view)[-1].startswith("GM: Gohan joins the fight on side Earth"), who
        assert "Initiative 12" in _texts(view)[-1]
    assert "Gohan" in table.svc.view(table.players["Kris"])["you"]["plays"]
    assert "Gohan" not in table.svc.view(table.players["Ava"])["you"]["plays"]
    assert "Gohan" not in table.svc.view(table.gm)["you"]["plays"]


def test_add_a_minion_squad_from_a_whole_sheet_goes_to_the_gm(table: Seated) -> None:
    """``rule``: "a fighter it adds is played by seat ``controller`` (the GM's when
    ``None``)", even on a side a player claims (Ava claims Afterlife)."""
    sheet = yaml.safe_load((EXAMPLES / "saibaman.yaml").read_text(encoding="utf-8"))
    table.svc.rule(
        table.gm,
        {"ruling": "add", "side": "Afterlife", "sheet_data": sheet, "pos": [11, 0], "count": 3},
    )
    view = table.svc.view(table.spectator)
    new = [f for f in view["fighters"] if f["name"] not in ("Goku", "Vegeta")]
    assert len(new) == 3
    assert {f["side"] for f in new} == {"Afterlife"}
    assert len({tuple(f["pos"]) for f in new}) == 3  # three squares, none shared
    assert all(f["name"] in table.svc.view(table.gm)["you"]["plays"] for f in new)
    # the added fighter's own Initiative, rolled by the fight (none was given)
    assert any("rolls Initiative" in text for text in _texts(view)[-3:])


def test_an_added_fighter_under_the_gm_is_the_gms_even_on_a_players_side(
    table: Seated,
) -> None:
    """Ava claims the Afterlife side; the GM adds Nappa there and names the GM's seat as its
    controller: the GM plays Nappa, Ava does not ("a fighter it adds is played by seat
    ``controller``")."""
    table.svc.rule(
        table.gm,
        {"ruling": "add", "side": "Afterlife", "sheet": "vegeta", "pos": [11, 7], "id": "Nappa"},
        controller=_seat(table, "GM"),
    )
    assert "Nappa" in table.svc.view(table.gm)["you"]["plays"]
    assert table.svc.view(table.players["Ava"])["you"]["plays"] == ["Vegeta"]


def test_a_kick_never_hands_the_gms_fighters_to_the_emptied_seat(table: Seated) -> None:
    """The GM plays Nappa on Ava's side; Ava is kicked (her fighters to a bot, or to the GM):
    Nappa stays the GM's, never the kicked seat's (nobody holds it: the fight would wait for
    nobody), and the fight asks someone who is there."""
    svc = table.svc
    svc.rule(
        table.gm,
        {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 7], "id": "Gohan"},
        controller=_seat(table, "Kris"),
    )
    svc.rule(
        table.gm,
        {"ruling": "add", "side": "Afterlife", "sheet": "vegeta", "pos": [11, 7], "id": "Nappa"},
        controller=_seat(table, "GM"),
    )
    assert "Nappa" in svc.view(table.gm)["you"]["plays"]
    emptied = svc.kick(table.gm, _seat(table, "Ava"), to="greedy")
    assert svc.view(emptied)["you"]["plays"] == []
    assert "Nappa" in svc.view(table.gm)["you"]["plays"]
    bot = next(s for s in svc.seats(table.gm) if s["role"] == "bot")
    assert bot["fighters"] == ["Vegeta"]


def test_an_added_fighter_never_goes_to_a_spectator_or_a_missing_seat(table: Seated) -> None:
    spectator = _seat(table, "spectator")
    ruling = {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 0], "id": "Gohan"}
    _refused(table, table.svc.rule, table.gm, ruling, controller=spectator)
    _refused(table, table.svc.rule, table.gm, ruling, controller=999)
    _refused(table, table.svc.rule, table.gm, {**ruling, "pos": _fighter_pos(table, "Goku")})
    _refused(table, table.svc.rule, table.gm, {**ruling, "side": "Namek"})
    _refused(table, table.svc.rule, table.gm, {**ruling, "sheet": "broly"})


def _fighter_pos(t: Seated, name: str) -> list[int]:
    return list(_fighter(t.svc.view(t.gm), name)["pos"])


def test_a_removed_fighter_leaves_the_fight_and_its_square(table: Seated) -> None:
    _rule(table, ruling="add", side="Afterlife", sheet="vegeta", pos=[11, 7], id="Nappa")
    _rule(table, ruling="remove", fighter="Nappa", reason="flies off")
    view = table.svc.view(table.players["Kris"])
    assert _texts(view)[-1] == "GM: Nappa leaves the fight (flies off)"
    gone = [f for f in view["fighters"] if f["name"] == "Nappa"]
    assert not gone or gone[0]["defeated"]  # no longer in play
    # its square is free again
    _rule(table, ruling="move", fighter="Vegeta", to=[11, 7])
    # and a ruling on it is refused
    _refused(
        table,
        table.svc.rule,
        table.gm,
        {"ruling": "set", "fighter": "Nappa", "stat": "life", "value": 10},
    )


def test_the_initiative_order_after_a_removal_names_the_fighters_in_play(table: Seated) -> None:
    """The rulings module: "an order that is not the fighters in play is refused"; a fighter
    removed has left the fight, so the order of those still in it is the one accepted."""
    _rule(table, ruling="add", side="Afterlife", sheet="vegeta", pos=[11, 7], id="Nappa")
    _rule(table, ruling="remove", fighter="Nappa")
    _rule(table, ruling="order", order=["Vegeta", "Goku"], reason="Nappa is gone")
    assert _texts(table.svc.view(table.gm))[-1].startswith(
        "GM: Initiative Order set to Vegeta, Goku"
    )


def test_a_removed_fighter_takes_no_more_turns(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), {"Kris": {"side": "Earth"}}, seed=3)
    svc.start(t.gm)
    _rule(t, ruling="add", side="Afterlife", sheet="vegeta", pos=[11, 7], id="Nappa", initiative=30)
    _rule(t, ruling="remove", fighter="Nappa")
    mark = len(svc.view(t.gm)["events"])
    play(svc, {"Kris": t.players["Kris"], "GM": t.gm}, random.Random(1), 150)
    later = svc.view(t.gm)["events"][mark:]
    assert any(e["kind"] == "round_started" for e in later)  # at least one more round
    assert not any(e["kind"] == "turn_started" and e["who"] == "Nappa" for e in later)


def test_undo_takes_back_a_ruling(table: Seated) -> None:
    before = table.svc.view(table.spectator)
    _rule(table, ruling="set", fighter="Vegeta", stat="life", value=1, reason="oops")
    assert _fighter(table.svc.view(table.spectator), "Vegeta")["life"] == 1
    preview = table.svc.undo_preview(table.gm, 1)
    assert preview["decisions"] == 1
    assert preview["rolled"] is False
    table.svc.undo(table.gm, 1)
    after = table.svc.view(table.spectator)
    assert after["events"] == before["events"]
    assert after["fighters"] == before["fighters"]


def test_rulings_close_once_the_fight_is_over(table: Seated) -> None:
    table.svc.end(table.gm)
    assert table.svc.view(table.spectator)["status"] == "over"
    _refused(
        table,
        table.svc.rule,
        table.gm,
        {"ruling": "set", "fighter": "Goku", "stat": "life", "value": 1},
    )
    _refused(table, table.svc.end, table.gm)


# --- notes -------------------------------------------------------------------------------


def test_notes_reach_everyone_the_gm_alone_or_one_seat(table: Seated) -> None:
    svc = table.svc
    kris = _seat(table, "Kris")
    svc.note(table.gm, "the floor is lava")
    svc.note(table.gm, "Ava's secret plan", to="gm")
    svc.note(table.gm, "psst Kris", to=kris)
    svc.note(table.players["Ava"], "I will win")
    svc.note(table.players["Ava"], "go easy on me", to="gm")
    seen = {who: " | ".join(_notice_texts(table, who)) for who in table.tokens()}
    for who in table.tokens():
        assert "the floor is lava" in seen[who], who
        assert "I will win" in seen[who], who
    assert "Ava's secret plan" in seen["GM"]
    assert "psst Kris" in seen["GM"]
    assert "psst Kris" in seen["Kris"]
    assert "go easy on me" in seen["GM"]
    for who in ("Kris", "Ava", "spectator"):
        assert "Ava's secret plan" not in seen[who], who
    for who in ("Ava", "spectator"):
        assert "psst Kris" not in seen[who], who
    for who in ("Kris", "spectator"):
        assert "go easy on me" not in seen[who], who
    # a cold start reads the same notes
    fresh = TableService(svc.engine.url.render_as_string(hide_password=False), migrate=False)
    for who, token in table.tokens().items():
        assert fresh.view(token)["notices"] == svc.view(token)["notices"], who


def test_players_write_notes_only_when_the_gm_allows_and_spectators_never(
    table: Seated,
) -> None:
    _refused(table, table.svc.note, table.spectator, "hello from the stands")
    table.svc.set_settings(table.gm, player_notes=False)
    _refused(table, table.svc.note, table.players["Kris"], "can I?")
    table.svc.note(table.gm, "the GM always may")
    table.svc.set_settings(table.gm, player_notes=True)
    table.svc.note(table.players["Kris"], "now I may")
    assert any("now I may" in text for text in _notice_texts(table, "Ava"))


# --- ad-hoc rolls ------------------------------------------------------------------------


def test_the_odds_before_a_roll_are_the_odds_of_the_roll(table: Seated) -> None:
    odds = table.svc.roll_odds(table.gm, expression="2d6", target=7)
    assert odds["chance"] == "58%"  # 21 of 36
    assert "2d6" in odds["label"]
    assert table.svc.roll_odds(table.gm, expression="1d6", target=4)["chance"] == "50%"
    assert table.svc.roll_odds(table.gm, expression="1d6")["chance"] is None
    seq = table.svc.view(table.gm)["seq"]
    table.svc.roll_odds(table.gm, expression="2d6", target=7)
    assert table.svc.view(table.gm)["seq"] == seq  # asking the odds logs nothing
    rolled = table.svc.roll(table.gm, expression="2d6", target=7)
    assert rolled["chance"] == odds["chance"]
    assert rolled["success"] == (rolled["total"] >= 7)
    assert 2 <= rolled["total"] <= 12
    assert table.svc.view(table.gm)["seq"] == seq + 1  # the roll is in the log


def test_a_fighters_check_has_its_odds_and_shows_who_rolled_what(table: Seated) -> None:
    odds = table.svc.roll_odds(table.gm, fighter="Goku", check="Perception", target=12)
    assert "Goku" in odds["label"]
    assert "Perception" in odds["label"]
    assert odds["chance"] is not None
    assert odds["chance"].endswith("%")
    rolled = table.svc.roll(table.gm, fighter="Goku", check="Perception", target=12)
    assert rolled["chance"] == odds["chance"]
    assert "Goku" in rolled["text"]
    assert "Perception" in rolled["text"]
    assert "ToP" in rolled["text"]  # the Tier of Power dice are in it
    save = table.svc.roll(table.gm, fighter="Vegeta", check="Corporeal Save")
    assert "Corporeal Save" in save["text"]
    assert _refused(table, table.svc.roll, table.gm, fighter="Goku", check="Flying Kick")
    assert _refused(table, table.svc.roll, table.gm, fighter="Broly", check="Perception")


def test_a_roll_is_shown_to_everyone_the_gm_alone_or_one_seat(table: Seated) -> None:
    kris = _seat(table, "Kris")
    table.svc.roll(table.gm, expression="1d6+100", to="all")
    table.svc.roll(table.gm, expression="1d6+200", to="gm")
    table.svc.roll(table.gm, expression="1d6+300", to=kris)
    seen = {who: " | ".join(_notice_texts(table, who)) for who in table.tokens()}
    assert all("1d6+100" in s for s in seen.values())
    assert "1d6+200" in seen["GM"]
    assert "1d6+300" in seen["GM"]
    assert "1d6+300" in seen["Kris"]
    for who in ("Kris", "Ava", "spectator"):
        assert "1d6+200" not in seen[who], who
    for who in ("Ava", "spectator"):
        assert "1d6+300" not in seen[who], who


def test_dice_typed_at_the_table_are_the_dice_rolled(table: Seated) -> None:
    rolled = table.svc.roll(table.players["Kris"], expression="2d6+1", results=[3, 4])
    assert rolled["total"] == 8
    assert "[3, 4]" in rolled["text"]
    typed = table.svc.roll(table.players["Kris"], expression="1d6", results="5")
    assert typed["total"] == 5
    _refused(table, table.svc.roll, table.players["Kris"], expression="2d6", results=[3])
    _refused(table, table.svc.roll, table.players["Kris"], expression="1d6", results=[7])
    _refused(table, table.svc.roll, table.players["Kris"], expression="1d6", results=[0])


def test_players_roll_for_their_own_fighters_when_allowed_spectators_never(
    table: Seated,
) -> None:
    table.svc.roll(table.players["Kris"], fighter="Goku", check="Perception")
    _refused(table, table.svc.roll, table.players["Kris"], fighter="Vegeta", check="Perception")
    _refused(table, table.svc.roll, table.spectator, expression="1d6")
    table.svc.set_settings(table.gm, player_rolls=False)
    _refused(table, table.svc.roll, table.players["Kris"], expression="1d6")
    table.svc.roll(table.gm, expression="1d6")


def test_an_ad_hoc_roll_never_moves_the_fights_own_dice(url: str, tmp_path: Path) -> None:
    """Two tables with one seed, the same answers; one makes ad-hoc rolls in the middle: the
    fight's own dice (and so its events) are the same at both."""
    results = []
    for rolls in (False, True):
        svc = TableService(f"sqlite:///{tmp_path / f'adhoc-{rolls}.sqlite3'}")
        t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=9)
        svc.start(t.gm)
        rng = random.Random(3)
        for step in range(30):
            if rolls and step % 5 == 0:
                svc.roll(t.gm, expression="3d10+2")
                svc.roll(t.gm, fighter="Goku", check="Perception", to="gm")
            found = waiting(svc, t.tokens())
            if found is None:
                break
            name, pending = found
            svc.answer(t.tokens()[name], pending["decision_id"], pick(pending, rng))
        results.append(_texts(svc.view(t.gm)))
        svc.close()
    assert results[0] == results[1]
    assert any("[" in text for text in results[0])  # the fight did roll dice


# --- seats that change hands -------------------------------------------------------------


def test_give_a_fighter_in_the_middle_of_its_decision(table: Seated) -> None:
    svc = table.svc
    pending = svc.view(table.players["Kris"])["pending"]
    assert pending["actor"] == "Goku"
    assert "options" in pending
    ava = _seat(table, "Ava")
    svc.give(table.gm, "Goku", ava)
    assert "Goku" not in svc.view(table.players["Kris"])["you"]["plays"]
    assert "Goku" in svc.view(table.players["Ava"])["you"]["plays"]
    now = svc.view(table.players["Ava"])["pending"]
    assert now["actor"] == "Goku"
    assert "options" in now
    assert "options" not in svc.view(table.players["Kris"])["pending"]
    _refused(table, svc.answer, table.players["Kris"], now["decision_id"], 0)
    svc.answer(table.players["Ava"], now["decision_id"], 0)
    # and to the GM, then back
    svc.give(table.gm, "Goku", _seat(table, "GM"))
    assert "Goku" in svc.view(table.gm)["you"]["plays"]
    svc.give(table.gm, "Goku", _seat(table, "Kris"))
    assert svc.view(table.players["Kris"])["you"]["plays"] == ["Goku"]


def test_give_to_a_bot_and_the_bot_plays_at_once(url: str) -> None:
    svc = TableService(url)
    t = seat_table(
        svc, example("saiyan-duel.yaml"), {"Kris": {"side": "Earth"}}, seed=5,
        bots={"Afterlife": "greedy"},
    )  # fmt: skip
    svc.start(t.gm)
    bot = next(s["seat"] for s in svc.seats(t.gm) if s["role"] == "bot")
    pending = svc.view(t.players["Kris"])["pending"]
    assert pending["actor"] == "Goku"
    assert "options" in pending
    seq = svc.view(t.gm)["seq"]
    svc.give(t.gm, "Goku", bot)
    assert svc.view(t.gm)["seq"] > seq  # the bot answered Goku's decision itself
    assert "Goku" not in svc.view(t.players["Kris"])["you"]["plays"]
    assert "options" not in (svc.view(t.players["Kris"])["pending"] or {})


def test_a_kicked_players_fighters_go_to_the_gm_at_once(table: Seated) -> None:
    svc = table.svc
    pending = svc.view(table.players["Kris"])["pending"]
    kris = _seat(table, "Kris")
    svc.kick(table.gm, kris)
    assert "Goku" in svc.view(table.gm)["you"]["plays"]
    now = svc.view(table.gm)["pending"]
    assert now["actor"] == "Goku"
    assert "options" in now
    svc.answer(table.gm, now["decision_id"], 0)
    assert pending["decision_id"] < svc.view(table.gm)["seq"]


def test_a_kicked_players_fighters_go_to_a_bot_when_the_gm_says(table: Seated) -> None:
    svc = table.svc
    pending = svc.view(table.players["Kris"])["pending"]
    assert pending["actor"] == "Goku"
    seq = svc.view(table.gm)["seq"]
    svc.kick(table.gm, _seat(table, "Kris"), to="greedy")
    bots = [s for s in svc.seats(table.gm) if s["role"] == "bot"]
    assert len(bots) == 1
    assert bots[0]["fighters"] == ["Goku"]
    assert "Goku" not in svc.view(table.gm)["you"]["plays"]
    assert svc.view(table.gm)["seq"] > seq  # the fight did not wait for the one kicked


def test_a_new_seat_takes_no_fighter_someone_plays_unless_the_gm_says(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), {"Ava": {"side": "Afterlife"}}, seed=5)
    svc.start(t.gm)
    assert "Goku" in svc.view(t.gm)["you"]["plays"]  # nobody claimed Earth: the GM's
    late = svc.add_seat(t.gm, "player", side="Earth")
    svc.join(late, "Kim")
    svc.approve(t.gm, svc.seat_id(late))
    assert svc.view(late)["you"]["plays"] == []
    assert "Goku" in svc.view(t.gm)["you"]["plays"]
    svc.remove_seat(t.gm, svc.seat_id(late))  # it plays nothing: it may go
    taker = svc.add_seat(t.gm, "player", side="Earth", take=True)
    assert svc.view(taker)["you"]["plays"] == ["Goku"]
    assert "Goku" not in svc.view(t.gm)["you"]["plays"]
    # a side another player holds is never taken from them, take or not
    with pytest.raises(TableError):
        svc.add_seat(t.gm, "player", side="Afterlife", take=True)
    assert svc.view(t.players["Ava"])["you"]["plays"] == ["Vegeta"]


def test_a_seat_is_removed_only_once_it_plays_nothing(table: Seated) -> None:
    svc = table.svc
    kris = _seat(table, "Kris")
    _refused(table, svc.remove_seat, table.gm, kris)
    svc.give(table.gm, "Goku", _seat(table, "GM"))
    svc.remove_seat(table.gm, kris)
    with pytest.raises(TableError):
        svc.view(table.players["Kris"])
    assert kris not in [s["seat"] for s in svc.seats(table.gm)]


def test_spectators_watch_at_once_unless_the_gm_wants_to_let_them_in(url: str) -> None:
    svc = TableService(url)
    open_gm = svc.create_table(example("saiyan-duel.yaml"), "Gina", seed=1)
    watcher = svc.add_seat(open_gm, "spectator")
    svc.join(watcher, "Sam")
    assert svc.view(watcher)["you"]["approved"] is True
    strict_gm = svc.create_table(
        example("saiyan-duel.yaml"), "Gina", seed=1, settings={"approve_spectators": True}
    )
    waiter = svc.add_seat(strict_gm, "spectator")
    svc.join(waiter, "Sam")
    assert svc.view(waiter)["you"]["approved"] is False
    svc.approve(strict_gm, svc.seat_id(waiter))
    assert svc.view(waiter)["you"]["approved"] is True


def test_everyone_sees_the_board_before_the_start(url: str) -> None:
    svc = TableService(url)
    gm = svc.create_table(example("saiyan-duel.yaml"), "Gina", seed=1)
    player = svc.add_seat(gm, "player", side="Earth")  # not joined, not let in
    spectator = svc.add_seat(gm, "spectator")
    for token in (gm, player, spectator):
        view = svc.view(token)
        assert view["status"] == "lobby"
        board = {f["name"]: (f["side"], f["pos"], f["life"]) for f in view["fighters"]}
        assert board == {"Goku": ("Earth", [3, 3], 338), "Vegeta": ("Afterlife", [8, 4], 338)}


# --- hidden NPC numbers ------------------------------------------------------------------


def test_hidden_npc_numbers_players_read_words_the_gm_reads_numbers(url: str) -> None:
    svc = TableService(url)
    t = seat_table(
        svc,
        example("saiyan-duel.yaml"),
        {"Kris": {"side": "Earth"}},  # Vegeta, played by the GM, is an NPC
        seed=3,
        settings={"hide_npc_numbers": True},
    )
    svc.start(t.gm)
    _rule(t, ruling="set", fighter="Vegeta", stat="life", value=211, reason="hurt")
    _rule(t, ruling="set", fighter="Vegeta", stat="ki", value=77, reason="tired")
    gm_vegeta = _fighter(svc.view(t.gm), "Vegeta")
    assert (gm_vegeta["life"], gm_vegeta["ki"]) == (211, 77)
    assert any("Life set to 211" in text for text in _texts(svc.view(t.gm)))
    for who in ("Kris", "spectator"):
        view = svc.view(t.tokens()[who])
        vegeta = _fighter(view, "Vegeta")
        assert vegeta["life"] is None, who
        assert vegeta["ki"] is None, who
        assert vegeta.get("health") in ("Healthy", "Bruised", "Injured", "Critical"), who
        assert not any("211" in text or " 77" in text for text in _texts(view)), who
        # a PC's numbers are not hidden
        assert _fighter(view, "Goku")["life"] == 338, who


# --- undo: keep the dice, or roll them again ---------------------------------------------


def _first_rolled_step(t: Seated, rng: random.Random) -> tuple[str, int, list[str]]:
    """Answer until the last decision made rolled table dice; returns who answered, with
    what, and the events before that answer."""
    for _ in range(60):
        found = waiting(t.svc, t.tokens())
        assert found is not None
        name, pending = found
        choice = pick(pending, rng)
        before = _texts(t.svc.view(t.gm))
        t.svc.answer(t.tokens()[name], pending["decision_id"], choice)
        preview = t.svc.undo_preview(t.gm, 1)
        assert preview["decisions"] == 1
        if preview["rolled"]:
            assert preview["can_roll_again"] is True
            return name, choice, before
    raise AssertionError("no step rolled dice")


def _redo(t: Seated, name: str, choice: int, mark: int) -> list[str]:
    found = waiting(t.svc, t.tokens())
    assert found is not None
    assert found[0] == name
    t.svc.answer(t.tokens()[name], found[1]["decision_id"], choice)
    return _texts(t.svc.view(t.gm))[mark:]


def _keep_and_again(url: str, seed: int) -> tuple[list[str], list[str], list[str]]:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=seed)
    svc.start(t.gm)
    name, choice, before = _first_rolled_step(t, random.Random(1))
    mark = len(before)
    first = _texts(svc.view(t.gm))[mark:]
    svc.undo(t.gm, 1, dice="keep")
    assert _texts(svc.view(t.gm)) == before
    kept = _redo(t, name, choice, mark)
    svc.undo(t.gm, 1, dice="again")
    assert _texts(svc.view(t.gm)) == before
    again = _redo(t, name, choice, mark)
    texts = [n["text"] for n in svc.view(t.spectator)["notices"]]
    assert len([x for x in texts if "took back" in x]) == 2, texts
    assert "again" in texts[-1], texts  # everyone is told the dice were rolled anew
    assert "again" not in texts[-2], texts
    fresh = TableService(url, migrate=False)
    for token in t.tokens().values():
        assert fresh.view(token) == svc.view(token)
    svc.close()
    fresh.close()
    return first, kept, again


def test_undo_keep_gives_the_same_events_and_again_new_dice(tmp_path: Path) -> None:
    differed = []
    for seed in range(12):
        first, kept, again = _keep_and_again(f"sqlite:///{tmp_path / f'u{seed}.sqlite3'}", seed)
        assert kept == first, seed  # keep: the same choice rolls the same dice
        if again != first:
            differed.append(seed)
            break
    assert differed, "undo with dice='again' never rolled different dice"


def test_undo_again_draws_from_the_seed_the_same_at_every_table(tmp_path: Path) -> None:
    """The new dice come from the seed's stream: two tables with one seed and the same
    inputs, undo "again" included, tell the same fight."""
    one = _keep_and_again(f"sqlite:///{tmp_path / 'a.sqlite3'}", 4)
    two = _keep_and_again(f"sqlite:///{tmp_path / 'b.sqlite3'}", 4)
    assert one == two


def test_undo_preview_without_dice_and_bad_undo_choices(table: Seated) -> None:
    _rule(table, ruling="move", fighter="Goku", to=[4, 4])
    preview = table.svc.undo_preview(table.gm, 1)
    assert preview == {"decisions": 1, "rolled": False, "can_roll_again": False}
    _refused(table, table.svc.undo, table.gm, 1, dice="sideways")
    _refused(table, table.svc.undo, table.gm, 2)  # only one decision so far
    _refused(table, table.svc.undo, table.gm, 0)
    _refused(table, table.svc.undo, table.gm, -1)


# --- the end -----------------------------------------------------------------------------


def test_the_end_then_every_seat_may_replay_the_whole_log(table: Seated) -> None:
    """``replay``: a seat's view after its first ``upto`` inputs, "once the fight is over; the
    game master may replay at any time"."""
    _rule(table, ruling="set", fighter="Vegeta", stat="life", value=200, reason="hit")
    table.svc.note(table.gm, "almost done")
    seq = table.svc.view(table.gm)["seq"]
    assert _texts(table.svc.replay(table.gm, seq)) == _texts(table.svc.view(table.gm))
    with pytest.raises(TableError):
        table.svc.replay(table.players["Kris"], seq)
    table.svc.end(table.gm)
    for who, token in table.tokens().items():
        view = table.svc.view(token)
        assert view["status"] == "over", who
        steps = view["seq"]
        replayed = table.svc.replay(token, steps)
        assert _texts(replayed) == _texts(view), who
        assert any("Life set to 200" in text for text in _texts(replayed)), who
        before = table.svc.replay(token, 0)
        assert not any(e["kind"] == "ruling" for e in before["events"]), who
