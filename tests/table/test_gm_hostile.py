"""The game master's powers under hostile use (issue 34): a player's, a spectator's or a made-up
token cannot make a ruling, give, kick, undo or end, by any route (the service, the HTTP forms,
the WebSocket, the chat's ``!gm`` commands); and every ruling, note and roll input is validated
and bounded (huge or negative numbers, a 100 KB reason, deeply nested JSON, unknown kinds and
fighters, squares off the grid, Life above the maximum, a 10,000-character note, zero-width and
right-to-left text, 1000d1000): each refused in one line (a TenkaichiError, never a traceback)
with the table's seq unchanged."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from fastapi.testclient import TestClient

from tenkaichi.chat.messages import Author, Incoming
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.errors import TenkaichiError
from tenkaichi.table.service import TableService
from tenkaichi.table.web import create_app

from .helpers import EXAMPLES, Seated, example, seat_table

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}
JSON = {"x-tenkaichi-client": "1", "origin": "http://testserver"}
TRACE_WORDS = ("Traceback", 'File "', "tenkaichi.", "Exception", "NoneType", "RecursionError")
STRANGER = "x" * 43


@contextlib.contextmanager
def _started(folder: Path) -> Iterator[Seated]:
    svc = TableService(f"sqlite:///{folder / 'tables.sqlite3'}")
    seated = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(seated.gm)
    yield seated
    svc.close()


@contextlib.contextmanager
def _client(table: Seated) -> Iterator[TestClient]:
    app = create_app(service=table.svc, data=EXAMPLES)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Seated]:
    with _started(tmp_path) as seated:
        yield seated


@pytest.fixture
def web(table: Seated) -> Iterator[TestClient]:
    with _client(table) as client:
        yield client


@pytest.fixture(scope="module")
def refusing(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Seated]:
    """One started table for the tests of a long list of refusals: each test asserts that its
    refusal changed nothing (every view, the seats), so the next one finds the table as it was;
    building a table for each of some 200 inputs cost more than refusing them."""
    with _started(tmp_path_factory.mktemp("refusing")) as seated:
        yield seated


@pytest.fixture(scope="module")
def refusing_web(refusing: Seated) -> Iterator[TestClient]:
    """The web app over :func:`refusing`'s table."""
    with _client(refusing) as client:
        yield client


def _state(t: Seated) -> tuple[Any, ...]:
    """Everything a refusal must leave as it was: the GM's view (seq, fighters, events,
    notices), every seat's view, and the seats."""
    return (
        {n: t.svc.view(k) for n, k in t.tokens().items()},
        [{k: v for k, v in s.items() if k != "token"} for s in t.svc.seats(t.gm)],
    )


def _one_line(t: Seated, call: Any, *args: Any, **kwargs: Any) -> str:
    """``call`` is refused with one line of TenkaichiError, and nothing changes."""
    before = _state(t)
    seq = t.svc.view(t.gm)["seq"]
    try:
        call(*args, **kwargs)
    except TenkaichiError as error:
        message = str(error)
    except BaseException as error:
        pytest.fail(f"refused with {type(error).__name__}, not one line: {str(error)[:200]}")
    else:
        pytest.fail(f"accepted: {args!r:.300} {kwargs!r:.300}")
    assert message, message
    assert "\n" not in message, message
    assert len(message) <= 400, message[:400]
    assert t.svc.view(t.gm)["seq"] == seq
    assert _state(t) == before
    return message


def _seat(t: Seated, who: str) -> int:
    return int(t.svc.view(t.tokens()[who])["you"]["seat"])


RULING = {"ruling": "set", "fighter": "Vegeta", "stat": "life", "value": 1, "reason": "mine"}


# --- who may: the service ----------------------------------------------------------------


@pytest.mark.parametrize("who", ["Kris", "spectator", "stranger"])
def test_only_the_gm_rules_gives_kicks_undoes_and_ends(table: Seated, who: str) -> None:
    token = STRANGER if who == "stranger" else table.tokens()[who]
    svc = table.svc
    table.svc.rule(table.gm, {**RULING, "value": 300})  # something an undo could take back
    ava = _seat(table, "Ava")
    for ruling in (
        RULING,
        {"ruling": "condition", "fighter": "Vegeta", "name": "Shaken", "op": "add", "stacks": 1},
        {"ruling": "move", "fighter": "Vegeta", "to": [0, 0]},
        {"ruling": "order", "order": ["Vegeta", "Goku"]},
        {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 0], "id": "Gohan"},
        {"ruling": "remove", "fighter": "Vegeta"},
    ):
        _one_line(table, svc.rule, token, ruling)
        _one_line(table, svc.rule, token, ruling, controller=_seat(table, "Kris"))
    _one_line(table, svc.give, token, "Vegeta", _seat(table, "Kris"))
    _one_line(table, svc.kick, token, ava)
    _one_line(table, svc.kick, token, ava, to="greedy")
    _one_line(table, svc.remove_seat, token, _seat(table, "spectator"))
    _one_line(table, svc.undo, token, 1)
    _one_line(table, svc.undo, token, 1, dice="again")
    _one_line(table, svc.undo_preview, token, 1)
    _one_line(table, svc.set_settings, token, player_notes=True)
    _one_line(table, svc.set_settings, token, hide_npc_numbers=True)
    _one_line(table, svc.end, token)
    # and the GM still may (the refusals were about who, not what)
    svc.undo(table.gm, 1)
    svc.rule(table.gm, RULING)


def test_a_spectator_neither_notes_nor_rolls(table: Seated) -> None:
    _one_line(table, table.svc.note, table.spectator, "hi")
    _one_line(table, table.svc.roll, table.spectator, expression="1d6")
    _one_line(table, table.svc.roll, table.spectator, fighter="Goku", check="Perception")
    _one_line(table, table.svc.roll, STRANGER, expression="1d6")
    _one_line(table, table.svc.note, STRANGER, "hi")


# --- who may: HTTP -----------------------------------------------------------------------


def _gm_forms(t: Seated) -> list[dict[str, str]]:
    """A form for every GM action, each one the GM's token may post (checked below)."""
    return [
        {"do": "set", "fighter": "Vegeta", "stat": "life", "value": "100", "reason": "x"},
        {"do": "condition", "fighter": "Goku", "name": "Shaken", "op": "add", "stacks": "1",
         "rounds": "2"},
        {"do": "move", "fighter": "Goku", "square": "E5"},
        {"do": "order", "order": "Vegeta\nGoku"},
        {"do": "add", "side": "Afterlife", "source": "sheet:vegeta", "square": "K7",
         "name": "Nappa", "controller": str(_seat(t, "GM"))},
        {"do": "remove", "fighter": "Vegeta"},
        {"do": "give", "fighter": "Goku", "seat": str(_seat(t, "Ava"))},
        {"do": "kick", "seat": str(_seat(t, "Ava"))},
        {"do": "undo"},
        {"do": "undo", "dice": "again"},
        {"do": "end", "confirm": "yes"},
    ]  # fmt: skip


@pytest.mark.parametrize("who", ["Kris", "spectator", "stranger"])
@pytest.mark.parametrize("json_reply", [True, False])
def test_no_gm_form_works_with_a_players_or_spectators_token(
    table: Seated, web: TestClient, who: str, json_reply: bool
) -> None:
    token = STRANGER if who == "stranger" else table.tokens()[who]
    headers = JSON if json_reply else {"origin": "http://testserver"}
    for form in _gm_forms(table):
        before = _state(table)
        response = web.post(f"/seat/{token}/gm", data=form, headers=headers, follow_redirects=False)
        assert 400 <= response.status_code < 500, (form, response.status_code)
        assert not any(word in response.text for word in TRACE_WORDS), response.text[:300]
        assert _state(table) == before, form


def test_the_same_gm_forms_work_with_the_gms_token(table: Seated, web: TestClient) -> None:
    """The forms the hostile test posts are real: the GM's token makes every one."""
    for form in _gm_forms(table):
        seq = table.svc.view(table.gm)["seq"]
        response = web.post(f"/seat/{table.gm}/gm", data=form, headers=JSON)
        assert response.status_code == 200, (form, response.text)
        assert response.json() == {"ok": True}
        if form["do"] not in ("give", "kick"):  # seats change; the rest are inputs
            assert table.svc.view(table.gm)["seq"] > seq, form
    assert table.svc.view(table.spectator)["status"] == "over"


@pytest.mark.parametrize("who", ["spectator", "stranger"])
def test_no_note_or_roll_form_works_for_a_spectator_or_stranger(
    table: Seated, web: TestClient, who: str
) -> None:
    token = STRANGER if who == "stranger" else table.spectator
    for path, form in (
        ("note", {"text": "hi", "to": "all"}),
        ("roll", {"expression": "1d6", "to": "all"}),
        ("roll", {"fighter": "Goku", "check": "Perception"}),
    ):
        before = _state(table)
        response = web.post(f"/seat/{token}/{path}", data=form, headers=JSON)
        assert 400 <= response.status_code < 500, (path, response.status_code)
        assert _state(table) == before
    for path in ("odds", "undo"):
        response = web.get(f"/api/seat/{token}/{path}", params={"expression": "1d6"})
        assert 400 <= response.status_code < 500, path


def test_a_player_cannot_read_the_undo_preview(table: Seated, web: TestClient) -> None:
    response = web.get(f"/api/seat/{table.players['Kris']}/undo", params={"n": "1"})
    assert 400 <= response.status_code < 500
    assert "error" in response.json()


# --- who may: WebSocket ------------------------------------------------------------------


@pytest.mark.parametrize("who", ["Kris", "spectator", "GM"])
def test_a_websocket_takes_no_ruling_of_any_seat(table: Seated, web: TestClient, who: str) -> None:
    """The WebSocket takes only answers and dice: a message that would be a ruling (or a
    give, kick, undo, end) is refused in one line and changes nothing, whoever sends it."""
    before = _state(table)
    messages = [
        {"type": "rule", "ruling": RULING},
        {"type": "ruling", **RULING},
        {"type": "gm", "do": "set", "fighter": "Vegeta", "stat": "life", "value": "1"},
        {"type": "give", "fighter": "Goku", "seat": _seat(table, "Ava")},
        {"type": "kick", "seat": _seat(table, "Ava")},
        {"type": "undo", "n": 1, "dice": "again"},
        {"type": "end"},
        {"type": "note", "text": "hi"},
        {"type": "roll", "expression": "1d6"},
        {"type": "answer", "decision_id": before[0]["GM"]["seq"], "option": {"ruling": RULING}},
        {"type": "answer", "decision_id": before[0]["GM"]["seq"], "option": RULING},
    ]
    with web.websocket_connect(
        f"/ws/seat/{table.tokens()[who]}", headers={"origin": "http://testserver"}
    ) as ws:
        assert ws.receive_json()["type"] == "view"
        for message in messages:
            ws.send_text(json.dumps(message))
            reply = ws.receive_json()
            assert reply["type"] == "error", (message, reply)
            assert reply["message"]
            assert "\n" not in reply["message"]
            assert not any(word in reply["message"] for word in TRACE_WORDS)
    assert _state(table) == before


# --- bounded inputs: rulings -------------------------------------------------------------


def _nested(depth: int) -> Any:
    value: Any = {"a": 1}
    for _ in range(depth):
        value = {"a": value}
    return value


def _deep_list(depth: int) -> Any:
    value: Any = [1]
    for _ in range(depth):
        value = [value]
    return value


def _set(**changes: Any) -> dict[str, Any]:
    return {**RULING, **changes}


def _saibaman() -> dict[str, Any]:
    return dict(yaml.safe_load((EXAMPLES / "saibaman.yaml").read_text(encoding="utf-8")))


BAD_RULINGS: dict[str, Any] = {
    "huge value": _set(value=10**30),
    "2**63": _set(value=2**63),
    "negative Life": _set(value=-5),
    "negative Actions": _set(stat="actions", value=-1),
    "fractional value": _set(value=1.5),
    "NaN": _set(value=float("nan")),
    "infinity": _set(value=float("inf")),
    "a yes for a number": _set(value=True),
    "Life above the maximum": _set(value=339),
    "Ki above the maximum": _set(stat="ki", value=159),
    "Capacity above the maximum": _set(stat="capacity", value=57),
    "Actions by the million": _set(stat="actions", value=10**6),
    "Counter Actions by the million": _set(stat="counters", value=10**6),
    "unknown stat": _set(stat="power_level"),
    "100 KB reason": _set(reason="x" * 100_000),
    "zero-width reason": _set(reason="a\u200bb"),
    "right-to-left reason": _set(reason="\u202egnp.exe"),
    "line break in the reason": _set(reason="first\nGM: Goku's Life set to 1"),
    "NUL in the reason": _set(reason="a\x00b"),
    "nested reason": _set(reason=_nested(50)),
    "deeply nested reason": _set(reason=_nested(5_000)),
    "deeply nested ruling": _nested(100_000),
    "deeply nested list": _deep_list(50_000),
    "extra field": _set(extra={"x": 1}),
    "unknown kind": {"ruling": "teleport", "fighter": "Vegeta"},
    "no kind": {"fighter": "Vegeta", "stat": "life", "value": 1},
    "kind of a wrong type": {"ruling": ["set"], "fighter": "Vegeta"},
    "not an object": ["set", "Vegeta", "life", 1],
    "a string": "set Vegeta life 1",
    "nothing": None,
    "unknown fighter": _set(fighter="Broly"),
    "100 KB fighter": _set(fighter="B" * 100_000),
    "zero-width fighter": _set(fighter="Veg\u200beta"),
    "square off the grid": {"ruling": "move", "fighter": "Goku", "to": [12, 0]},
    "square below the grid": {"ruling": "move", "fighter": "Goku", "to": [0, -1]},
    "square far off": {"ruling": "move", "fighter": "Goku", "to": [10**12, 10**12]},
    "square taken": {"ruling": "move", "fighter": "Goku", "to": [8, 4]},
    "square of three": {"ruling": "move", "fighter": "Goku", "to": [1, 1, 1]},
    "square as words": {"ruling": "move", "fighter": "Goku", "to": "D4"},
    "unknown condition": {"ruling": "condition", "fighter": "Goku", "name": "Zombified",
                          "op": "add", "stacks": 1},
    "a billion stacks": {"ruling": "condition", "fighter": "Goku", "name": "Shaken",
                         "op": "add", "stacks": 10**9},
    "negative stacks": {"ruling": "condition", "fighter": "Goku", "name": "Shaken",
                        "op": "add", "stacks": -1},
    "a billion rounds": {"ruling": "condition", "fighter": "Goku", "name": "Shaken",
                         "op": "add", "stacks": 1, "rounds": 10**9},
    "negative rounds": {"ruling": "condition", "fighter": "Goku", "name": "Shaken",
                        "op": "add", "stacks": 1, "rounds": -2},
    "unknown op": {"ruling": "condition", "fighter": "Goku", "name": "Shaken", "op": "toggle",
                   "stacks": 1},
    "end a condition not there": {"ruling": "condition", "fighter": "Goku", "name": "Shaken",
                                  "op": "remove", "stacks": 1},
    "order missing a fighter": {"ruling": "order", "order": ["Goku"]},
    "order twice one": {"ruling": "order", "order": ["Goku", "Goku"]},
    "order with a stranger": {"ruling": "order", "order": ["Goku", "Vegeta", "Broly"]},
    "order of 100,000": {"ruling": "order", "order": ["Goku"] * 100_000},
    "add an unknown sheet": {"ruling": "add", "side": "Earth", "sheet": "broly", "pos": [0, 0]},
    "add off the grid": {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [99, 99]},
    "add on a taken square": {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [3, 3]},
    "add a million": {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 0],
                      "count": 10**6},
    "add none": {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 0], "count": 0},
    "add on an unknown side": {"ruling": "add", "side": "Namek", "sheet": "goku",
                               "pos": [0, 0]},
    "add with a huge Initiative": {"ruling": "add", "side": "Earth", "sheet": "goku",
                                   "pos": [0, 0], "initiative": 10**12},
    "add with a negative Initiative": {"ruling": "add", "side": "Earth", "sheet": "goku",
                                       "pos": [0, 0], "initiative": -10},
    "add a half sheet": {"ruling": "add", "side": "Earth", "sheet_data": {"name": "X"},
                         "pos": [0, 0]},
    "add a nested sheet": {"ruling": "add", "side": "Earth", "sheet_data": _nested(5_000),
                           "pos": [0, 0]},
    "add a 100 KB sheet name": {"ruling": "add", "side": "Earth", "pos": [0, 0],
                                "sheet_data": {**_saibaman(), "name": "S" * 100_000}},
    "add a zero-width name": {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 0],
                              "id": "Go\u200bku"},
    "add a right-to-left name": {"ruling": "add", "side": "Earth", "sheet": "goku",
                                 "pos": [0, 0], "id": "\u202eukoG"},
    "remove an unknown fighter": {"ruling": "remove", "fighter": "Broly"},
}  # fmt: skip


@pytest.mark.parametrize("name", list(BAD_RULINGS))
def test_every_bad_ruling_is_refused_in_one_line(refusing: Seated, name: str) -> None:
    _one_line(refusing, refusing.svc.rule, refusing.gm, BAD_RULINGS[name])


def test_a_good_ruling_still_lands_after_the_bad_ones(table: Seated) -> None:
    """All the bad rulings one after another change nothing (the log stays as it was); a good
    one lands after them, and a cold start reads the same table."""
    seq = table.svc.view(table.gm)["seq"]
    accepted = []
    for name, raw in BAD_RULINGS.items():
        with contextlib.suppress(BaseException):
            table.svc.rule(table.gm, raw)
            accepted.append(name)
    assert accepted == []
    assert table.svc.view(table.gm)["seq"] == seq
    table.svc.rule(table.gm, _set(value=42, reason="fine"))
    assert table.svc.view(table.gm)["seq"] == seq + 1
    fresh = TableService(table.svc.engine.url.render_as_string(hide_password=False))
    assert fresh.view(table.spectator) == table.svc.view(table.spectator)


@pytest.mark.parametrize("controller", [-1, 0, 10**12, 1.5, "x" * 100_000, [1], {"seat": 1}])
def test_a_bad_controller_adds_nobody(table: Seated, controller: Any) -> None:
    ruling = {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 0], "id": "Gohan"}
    _one_line(table, table.svc.rule, table.gm, ruling, controller=controller)


# --- bounded inputs: seats, undo ---------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "args", "kwargs"),
    [
        ("give", ("Broly", 1), {}),
        ("give", ("Goku", 999), {}),
        ("give", ("Goku", -1), {}),
        ("give", ("G" * 100_000, 1), {}),
        ("give", ("Goku", "1; drop table seats"), {}),
        ("kick", (999,), {}),
        ("kick", (2,), {"to": "skynet"}),
        ("kick", (2,), {"to": "x" * 100_000}),
        ("remove_seat", (999,), {}),
        ("undo", (10**9,), {}),
        ("undo", (-1,), {}),
        ("undo", (1,), {"dice": "sideways"}),
        ("undo", ("1",), {}),
        ("undo_preview", (10**9,), {}),
    ],
)
def test_bad_seat_and_undo_inputs_are_refused_in_one_line(
    table: Seated, call: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    _one_line(table, getattr(table.svc, call), table.gm, *args, **kwargs)


# --- bounded inputs: notes and rolls -----------------------------------------------------


BAD_NOTES = {
    "10,000 characters": "x" * 10_000,
    "100 KB": "y" * 100_000,
    "zero-width": "hi\u200bthere",
    "right-to-left override": "\u202eevil",
    "line break": "one\ntwo",
    "NUL": "a\x00b",
    "empty": "",
    "only spaces": "   ",
}


@pytest.mark.parametrize("name", list(BAD_NOTES))
@pytest.mark.parametrize("who", ["GM", "Kris"])
def test_every_bad_note_is_refused_in_one_line(refusing: Seated, name: str, who: str) -> None:
    _one_line(refusing, refusing.svc.note, refusing.tokens()[who], BAD_NOTES[name])


@pytest.mark.parametrize("to", ["everyone", 999, -1, "x" * 100_000, ["gm"], {"seat": 2}])
def test_a_note_to_nobody_is_refused(table: Seated, to: Any) -> None:
    _one_line(table, table.svc.note, table.gm, "hello", to=to)


BAD_ROLLS: dict[str, dict[str, Any]] = {
    "1000d1000": {"expression": "1000d1000"},
    "1000d1000 with a target": {"expression": "1000d1000", "target": 10},
    "a die of 10**9 sides": {"expression": "1d1000000000"},
    "10**9 dice": {"expression": "1000000000d6"},
    "100 KB expression": {"expression": "1+" * 50_000 + "1"},
    "zero-width expression": {"expression": "1d6\u200b"},
    "right-to-left expression": {"expression": "\u202e6d1"},
    "not dice": {"expression": "rm -rf /"},
    "no dice": {"expression": "0d6"},
    "nothing to roll": {},
    "negative target": {"expression": "1d6", "target": -1},
    "huge target": {"expression": "1d6", "target": 10**20},
    "target in words": {"expression": "1d6", "target": "ten"},
    "unknown check": {"fighter": "Goku", "check": "Flying Kick"},
    "unknown fighter": {"fighter": "Broly", "check": "Perception"},
    "100 KB fighter": {"fighter": "B" * 100_000, "check": "Perception"},
    "typed dice too many": {"expression": "1d6", "results": [1] * 100_000},
    "typed dice too big": {"expression": "1d6", "results": [10**30]},
    "typed dice negative": {"expression": "1d6", "results": [-3]},
    "typed dice nested": {"expression": "1d6", "results": [[1]]},
    "typed dice as 100 KB of words": {"expression": "1d6", "results": "x" * 100_000},
    "to nobody": {"expression": "1d6", "to": 999},
}


@pytest.mark.parametrize("name", list(BAD_ROLLS))
@pytest.mark.parametrize("who", ["GM", "Kris"])
def test_every_bad_roll_is_refused_in_one_line(refusing: Seated, name: str, who: str) -> None:
    table = refusing
    _one_line(table, table.svc.roll, table.tokens()[who], **BAD_ROLLS[name])
    asked = {k: v for k, v in BAD_ROLLS[name].items() if k not in ("results", "to")}
    if name not in (
        "typed dice too many",
        "typed dice too big",
        "typed dice negative",
        "typed dice nested",
        "typed dice as 100 KB of words",
        "to nobody",
    ):
        _one_line(table, table.svc.roll_odds, table.tokens()[who], **asked)  # fmt: skip


# --- bounded inputs over HTTP ------------------------------------------------------------


BAD_FORMS: dict[str, tuple[str, dict[str, str]]] = {
    "100 KB reason": ("gm", {"do": "set", "fighter": "Vegeta", "stat": "life", "value": "100",
                             "reason": "x" * 100_000}),
    "huge value": ("gm", {"do": "set", "fighter": "Vegeta", "stat": "life", "value": "9" * 400}),
    "negative value": ("gm", {"do": "set", "fighter": "Vegeta", "stat": "life", "value": "-3"}),
    "Life above the maximum": ("gm", {"do": "set", "fighter": "Vegeta", "stat": "life",
                                      "value": "339"}),
    "zero-width reason": ("gm", {"do": "set", "fighter": "Vegeta", "stat": "life",
                                 "value": "100", "reason": "a\u200bb"}),
    "unknown fighter": ("gm", {"do": "set", "fighter": "Broly", "stat": "life", "value": "1"}),
    "square off the grid": ("gm", {"do": "move", "fighter": "Goku", "square": "Z99"}),
    "square as junk": ("gm", {"do": "move", "fighter": "Goku", "square": "\u202e4D"}),
    "unknown kind": ("gm", {"do": "teleport", "fighter": "Goku"}),
    "no kind": ("gm", {"fighter": "Goku"}),
    "unknown condition": ("gm", {"do": "condition", "fighter": "Goku", "name": "Zombified",
                                 "op": "add", "stacks": "1"}),
    "a billion stacks": ("gm", {"do": "condition", "fighter": "Goku", "name": "Shaken",
                                "op": "add", "stacks": "1000000000"}),
    "add a million": ("gm", {"do": "add", "side": "Earth", "source": "sheet:goku",
                             "square": "A1", "count": "1000000"}),
    "add from a path": ("gm", {"do": "add", "side": "Earth", "source": "example:../../etc/passwd",
                               "square": "A1"}),
    "add from nowhere": ("gm", {"do": "add", "side": "Earth", "source": "file:/etc/passwd",
                                "square": "A1"}),
    "give to nobody": ("gm", {"do": "give", "fighter": "Goku", "seat": "999"}),
    "kick nobody": ("gm", {"do": "kick", "seat": "-1"}),
    "undo a billion": ("gm", {"do": "undo", "n": "1000000000"}),
    "end without confirming": ("gm", {"do": "end"}),
    "10,000-character note": ("note", {"text": "x" * 10_000}),
    "zero-width note": ("note", {"text": "hi\u200bthere"}),
    "right-to-left note": ("note", {"text": "\u202eevil"}),
    "1000d1000": ("roll", {"expression": "1000d1000"}),
    "100 KB expression": ("roll", {"expression": "1d6+" * 25_000}),
    "typed dice of junk": ("roll", {"expression": "1d6", "results": "x" * 10_000}),
}  # fmt: skip


@pytest.mark.parametrize("name", list(BAD_FORMS))
def test_every_bad_form_is_refused_in_one_line(
    refusing: Seated, refusing_web: TestClient, name: str
) -> None:
    table, web = refusing, refusing_web
    path, form = BAD_FORMS[name]
    before = _state(table)
    response = web.post(f"/seat/{table.gm}/{path}", data=form, headers=JSON)
    assert 400 <= response.status_code < 500, (response.status_code, response.text[:300])
    assert not any(word in response.text for word in TRACE_WORDS), response.text[:300]
    if response.headers.get("content-type", "").startswith("application/json"):
        error = response.json()["error"]
        assert error, error
        assert "\n" not in error, error
    assert _state(table) == before


# --- who may: chat -----------------------------------------------------------------------

HOST = Author("101", "Ann")
PLAYER = Author("102", "Bob")
OUTSIDER = Author("103", "Eve")

GM_COMMANDS = [
    "!gm life Goku 1", "!gm ki Goku 1 because", "!gm capacity Vegeta 0", "!gm actions Goku 0",
    "!gm counters Goku 5", "!gm condition Goku Shaken", "!gm condition Goku Prone for 3 rounds",
    "!gm uncondition Goku Shaken", "!gm move Goku A1", "!gm give Goku Bob", "!gm give Vegeta gm",
    "!gm give Goku bot greedy", "!gm undo", "!gm undo 1 again", "!gm note hi",
    "!gm whisper Bob hi", "!gm roll 1d6 secret", "!gm save Goku Perception vs 10 secret",
    "!gm options", "!gm choose 0", "!GM LIFE Goku 1", "!fight gm life Goku 1", "!fight end",
]  # fmt: skip


class ChatTable:
    """A DBU table in a chat channel: Ann hosts it and plays Earth, Bob plays Afterlife."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.chat = TableChat(service, "dbu", "fight")
        self.say(HOST, "!fight new saiyan-duel 3")
        self.say(HOST, "!fight join Earth")
        self.say(PLAYER, "!fight join Afterlife")
        self.say(HOST, "!fight start")

    def say(self, who: Author, text: str) -> list[Any]:
        return list(self.chat.handle(Incoming("test", "c1", who, text)))

    def gm_view(self) -> dict[str, Any]:
        channel = self.chat.store.channel("test", "c1", "dbu")
        return dict(self.service.view(self.chat.store.gm_token(channel.table_id)))

    def refused(self, who: Author, text: str) -> str:
        before = self.gm_view()
        out = self.say(who, text)
        assert len(out) == 1, (text, out)
        assert out[0].error, (text, out[0].text)
        assert out[0].text, out[0].text
        assert "\n" not in out[0].text, out[0].text
        assert not any(word in out[0].text for word in TRACE_WORDS), out[0].text
        assert self.gm_view() == before, text
        return str(out[0].text)


@pytest.fixture
def chat_table(tmp_path: Path) -> ChatTable:
    if default_data() is None:
        pytest.skip("needs the examples folder")
    return ChatTable(TableService(f"sqlite:///{tmp_path / 'chat.sqlite3'}"))


@pytest.fixture(scope="module")
def refusing_chat(tmp_path_factory: pytest.TempPathFactory) -> ChatTable:
    """One chat table for the tests of a long list of refused commands (each asserts that its
    refusal changed nothing, as :func:`refusing` does)."""
    if default_data() is None:
        pytest.skip("needs the examples folder")
    folder = tmp_path_factory.mktemp("refusing-chat")
    return ChatTable(TableService(f"sqlite:///{folder / 'chat.sqlite3'}"))


@pytest.mark.parametrize("who", [PLAYER, OUTSIDER], ids=["player", "outsider"])
def test_no_gm_command_works_in_chat_for_a_player_or_an_outsider(
    chat_table: ChatTable, who: Author
) -> None:
    for command in GM_COMMANDS:
        chat_table.refused(who, command)
    # the host's same command lands (the refusals were about who)
    seq = chat_table.gm_view()["seq"]
    out = chat_table.say(HOST, "!gm life Vegeta 100 a ruling")
    assert not any(r.error for r in out), [r.text for r in out]
    assert chat_table.gm_view()["seq"] == seq + 1


BAD_CHAT = [
    "!gm life Vegeta 99999999999999999999999",
    "!gm life Vegeta -5",
    "!gm life Vegeta 339",
    "!gm ki Vegeta 159",
    "!gm life Broly 5",
    "!gm move Goku Z99",
    "!gm move Goku I5",
    "!gm life Vegeta 100 a\u200bb",
    "!gm life Vegeta 100 \u202eevil",
    "!gm life Vegeta 100 " + "x" * 100_000,
    "!gm life Vegeta 100 " + "[" * 5_000,
    "!gm roll 1000d1000",
    "!gm note " + "y" * 10_000,
    "!gm note hi\u200bthere",
    "!gm condition Goku Zombified",
    "!gm condition Goku Shaken 1000000000",
    "!gm condition Goku Shaken for 1000000000 rounds",
    "!gm uncondition Goku Shaken",
    "!gm teleport Goku",
    "!gm undo 1000000000",
    "!gm undo -1",
    "!gm give Goku nobody",
    "!gm save Goku Flying Kick",
    "!gm save Broly Perception",
]


@pytest.mark.parametrize("text", BAD_CHAT, ids=range(len(BAD_CHAT)))
def test_every_bad_gm_command_is_refused_in_one_line(refusing_chat: ChatTable, text: str) -> None:
    refusing_chat.refused(HOST, text)
