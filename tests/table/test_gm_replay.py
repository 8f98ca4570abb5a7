"""A fight with every kind of ruling, notes, rolls, seats changing hands and undos (keep and
again) replays to the same final state (issue 34), in both editions, on SQLite and PostgreSQL:
a fresh TableService on the same database (a cold load) shows every seat the same view, and the
fight's record (the GM's, from the seat context: ruleset, setup, seed, every choice and ruling)
run again by ``tenkaichi.dbu.combat.core.engine.replay`` tells the same events."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tenkaichi.dbu.combat.core.engine import replay
from tenkaichi.table.service import TableService
from tenkaichi.table.web import create_app

from .helpers import EXAMPLES, Seated, example, pick, play, seat_table, waiting
from .pg import pg_schema_url

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    else:
        with pg_schema_url() as pg:
            yield pg


@pytest.fixture
def service(url: str) -> Iterator[Callable[..., TableService]]:
    """Services on ``url``, each closed before the database goes (PostgreSQL: before the
    schema is dropped, so no doorbell listens to a schema that is gone)."""
    made: list[TableService] = []

    def make(**options: Any) -> TableService:
        made.append(TableService(url, **options))
        return made[-1]

    yield make
    for svc in made:
        svc.close()


def _texts(view: dict[str, Any]) -> list[str]:
    return [e["text"] for e in view["events"]]


def _seat(t: Seated, who: str) -> int:
    return int(t.svc.view(t.tokens()[who])["you"]["seat"])


def _everyone(t: Seated) -> dict[str, str]:
    """The GM and the players now at the table (a kicked player's old link is gone)."""
    return {
        s["name"] or f"seat {s['seat']}": s["token"]
        for s in t.svc.seats(t.gm)
        if s["role"] in ("gm", "player")
    }


def _to_turn_decision(t: Seated, rng: random.Random) -> None:
    """Answer until a fighter chooses its maneuver (no maneuver being resolved)."""
    for _ in range(120):
        found = waiting(t.svc, _everyone(t))
        assert found is not None, "nobody is asked"
        name, pending = found
        if pending["kind"] == "choice" and "choose a maneuver" in pending.get("prompt", ""):
            return
        t.svc.answer(_everyone(t)[name], pending["decision_id"], pick(pending, rng))
    raise AssertionError("no turn decision came")


def _fight(svc: TableService, edition: str) -> Seated:
    """The whole script: every ruling kind, notes, rolls, give, kick, undos; returns the
    table as it ends (still running)."""
    t = seat_table(svc, example("saiyan-duel.yaml", edition), TWO, seed=7)
    svc.start(t.gm)
    gm, kris = _seat(t, "GM"), _seat(t, "Kris")
    saibaman = yaml.safe_load((EXAMPLES / "saibaman.yaml").read_text(encoding="utf-8"))

    def rule(ruling: dict[str, Any], controller: int | None = None) -> None:
        svc.rule(
            t.gm, {**ruling, "reason": f"replay test: {ruling['ruling']}"}, controller=controller
        )

    rule({"ruling": "set", "fighter": "Vegeta", "stat": "life", "value": 250})
    rule({"ruling": "set", "fighter": "Vegeta", "stat": "ki", "value": 100})
    rule({"ruling": "set", "fighter": "Goku", "stat": "capacity", "value": 40})
    rule({"ruling": "set", "fighter": "Goku", "stat": "counters", "value": 2})
    rule({"ruling": "set", "fighter": "Goku", "stat": "actions", "value": 2})
    rule({"ruling": "condition", "fighter": "Goku", "name": "Shaken", "op": "add", "stacks": 1,
          "rounds": 2})  # fmt: skip
    rule({"ruling": "condition", "fighter": "Vegeta", "name": "Determined", "op": "add",
          "stacks": 1, "rounds": None})  # fmt: skip
    rule({"ruling": "move", "fighter": "Goku", "to": [4, 4]})
    rule({"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 7], "id": "Gohan",
          "initiative": 11}, controller=kris)  # fmt: skip
    rule({"ruling": "add", "side": "Afterlife", "sheet_data": saibaman, "pos": [11, 0],
          "count": 2, "id": "Saibamen"}, controller=gm)  # fmt: skip
    rule({"ruling": "add", "side": "Afterlife", "sheet": "vegeta", "pos": [11, 7], "id": "Nappa"},
         controller=gm)  # fmt: skip
    order = [f["name"] for f in svc.view(t.gm)["fighters"]]
    rule({"ruling": "order", "order": list(reversed(order))})
    rule({"ruling": "condition", "fighter": "Goku", "name": "Shaken", "op": "remove",
          "stacks": 1})  # fmt: skip
    svc.note(t.gm, "the ground shakes")
    svc.note(t.gm, "Nappa is bluffing", to="gm")
    svc.note(t.gm, "Kris: look left", to=kris)
    svc.note(t.players["Ava"], "bring it on")
    svc.roll(t.gm, expression="2d6+1", target=8)
    svc.roll(t.gm, fighter="Vegeta", check="Perception", target=12, to="gm")
    svc.roll(t.players["Kris"], fighter="Goku", check="Corporeal Save", results=[4, 2])
    svc.roll(t.players["Ava"], expression="1d6", to="gm")
    rng = random.Random(3)
    play(svc, _everyone(t), rng, 20)
    svc.undo(t.gm, 2, dice="again")
    play(svc, _everyone(t), rng, 12)
    _to_turn_decision(t, rng)
    rule({"ruling": "remove", "fighter": "Nappa"})
    svc.give(t.gm, "Gohan", gm)
    svc.roll(t.gm, expression="1d10", to=kris)
    play(svc, _everyone(t), rng, 12)
    svc.undo(t.gm, 1, dice="keep")
    svc.kick(t.gm, _seat(t, "Kris"), to="greedy")  # Goku to a bot (Gohan is the GM's now)
    play(svc, _everyone(t), rng, 25)
    _to_turn_decision(t, rng)
    rule({"ruling": "set", "fighter": "Goku", "stat": "life", "value": 150})
    svc.note(t.gm, "last words")
    return t


def _tokens(t: Seated) -> dict[str, str]:
    """Every seat still at the table (Kris was kicked: his old link no longer works)."""
    return {s["name"] or f"seat {s['seat']}": s["token"] for s in t.svc.seats(t.gm)}


@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_a_fight_with_every_ruling_replays_to_the_same_state(
    service: Callable[..., TableService], edition: str
) -> None:
    t = _fight(service(), edition)
    svc = t.svc
    live = {who: svc.view(token) for who, token in _tokens(t).items()}
    assert live["Gina"]["status"] == "running"
    kinds = {e["kind"] for e in live["Gina"]["events"]}
    assert "ruling" in kinds
    texts = _texts(live["Gina"])
    for piece in ("Life set to 250", "Ki set to 100", "Capacity set to 40", "Shaken",
                  "Determined", "moved from", "Initiative Order set to", "Gohan joins",
                  "Saibamen", "Nappa leaves the fight", "Life set to 150"):  # fmt: skip
        assert any(piece in text for text in texts), piece
    notices = " | ".join(n["text"] for n in live["Gina"]["notices"])
    for piece in ("the ground shakes", "Nappa is bluffing", "look left", "bring it on",
                  "2d6+1", "Perception", "Corporeal Save", "took back", "again"):  # fmt: skip
        assert piece in notices, piece

    # a cold load: every seat sees what it saw
    fresh = service(migrate=False)
    for who, token in _tokens(t).items():
        assert fresh.view(token) == live[who], who

    # the fight's record, run again by the engine, tells the same events
    with svc.seat_context(t.gm) as seat:
        record = json.loads(json.dumps(seat.enc.record()))  # as it would be saved
        live_state = seat.enc.to_json()
    assert any(isinstance(c, dict) and "ruling" in c for c in record["choices"])
    replayed = replay(record)
    assert [e.text for e in replayed.events] == texts
    assert replayed.to_json() == live_state

    # the table's own replay of its whole log ends where the fight is
    steps = live["Gina"]["seq"]
    assert _texts(svc.replay(t.gm, steps)) == texts


@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_the_gms_export_replays_when_the_table_offers_it(tmp_path: Path, edition: str) -> None:
    """The GM's input log (``/seat/TOKEN/export.json``, what ``tenkaichi replay`` reads) is
    the same record: skipped while the web table does not serve it yet."""
    from fastapi.testclient import TestClient

    t = _fight(TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}"), edition)
    app = create_app(service=t.svc, data=EXAMPLES)
    with TestClient(app, raise_server_exceptions=False) as client:
        response = client.get(f"/seat/{t.gm}/export.json")
    if response.status_code in (404, 405):
        pytest.skip(f"no /seat/TOKEN/export.json route yet ({response.status_code})")
    assert response.status_code == 200, response.text[:300]
    exported = response.json()
    replayed = replay(exported["record"])
    assert [e.text for e in replayed.events] == _texts(t.svc.view(t.gm))


def test_a_cold_load_right_after_a_fighter_is_added_shows_the_same_views(
    service: Callable[..., TableService],
) -> None:
    """The smallest case of the cold load: one ``add`` ruling (the fight goes on with a new
    fighter in the Initiative Order), then a fresh service reads the same views, the past
    "Initiative Order" event included."""
    svc = service()
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(t.gm)
    svc.rule(
        t.gm,
        {"ruling": "add", "side": "Earth", "sheet": "goku", "pos": [0, 0], "id": "Gohan",
         "initiative": 12},
    )  # fmt: skip
    fresh = service(migrate=False)
    for who, token in t.tokens().items():
        assert fresh.view(token)["events"] == svc.view(token)["events"], who
        assert fresh.view(token) == svc.view(token), who
