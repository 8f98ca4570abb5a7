"""Issue 32: a table whose stored rows were edited by hand (or garbled) is reported in one line
and set aside; its requests are refused in one line (never an internal error, never a silent
freeze), and every other table, and every background loop, goes on."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from table.helpers import example, pick, seat_table, waiting
from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS, SEATS, TABLES, TableError
from tenkaichi.table.web import create_app


def _played(svc: TableService, seed: int) -> tuple[Any, int]:
    """A table two players have played a few inputs of, with a turn timer set."""
    t = seat_table(
        svc,
        example("saiyan-duel.yaml"),
        {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}},
        seed=seed,
        settings={"turn_timer": 600},
    )
    svc.start(t.gm)
    rng = random.Random(seed)
    for _ in range(6):
        found = waiting(svc, t.tokens())
        if found is None:
            break
        name, pending = found
        svc.answer(t.tokens()[name], pending["decision_id"], pick(pending, rng))
    return t, svc.view(t.gm)["table"]


def _timer(c: sa.Connection, table: int) -> None:
    settings = dict(c.execute(sa.select(TABLES.c.settings).where(TABLES.c.id == table)).scalar())
    settings["turn_timer"] = "x"
    c.execute(TABLES.update().where(TABLES.c.id == table).values(settings=settings))
    c.execute(TABLES.update().where(TABLES.c.id == table).values(version=TABLES.c.version + 1))


def _negative_timer(c: sa.Connection, table: int) -> None:
    settings = dict(c.execute(sa.select(TABLES.c.settings).where(TABLES.c.id == table)).scalar())
    settings["turn_timer"] = -5
    c.execute(TABLES.update().where(TABLES.c.id == table).values(settings=settings))
    c.execute(TABLES.update().where(TABLES.c.id == table).values(version=TABLES.c.version + 1))


def _unknown_fighter(c: sa.Connection, table: int) -> None:
    seat = c.execute(
        sa.select(SEATS.c.id).where(SEATS.c.table_id == table, SEATS.c.role == "player")
    ).scalar()
    c.execute(SEATS.update().where(SEATS.c.id == seat).values(fighters=["Mr. Satan"]))
    c.execute(TABLES.update().where(TABLES.c.id == table).values(version=TABLES.c.version + 1))


def _no_gm(c: sa.Connection, table: int) -> None:
    gm = c.execute(
        sa.select(SEATS.c.id).where(SEATS.c.table_id == table, SEATS.c.role == "gm")
    ).scalar()
    c.execute(SEATS.update().where(SEATS.c.id == gm).values(role="spectator"))
    c.execute(TABLES.update().where(TABLES.c.id == table).values(version=TABLES.c.version + 1))


def _counter(delta: int) -> Callable[[sa.Connection, int], None]:
    def edit(c: sa.Connection, table: int) -> None:
        c.execute(TABLES.update().where(TABLES.c.id == table).values(seq=TABLES.c.seq + delta))

    return edit


def _status(c: sa.Connection, table: int) -> None:
    c.execute(TABLES.update().where(TABLES.c.id == table).values(status="exploded"))


def _extra_row(c: sa.Connection, table: int) -> None:
    last = c.execute(
        sa.select(INPUTS).where(INPUTS.c.table_id == table).order_by(INPUTS.c.seq.desc())
    ).first()
    assert last is not None
    row = dict(last._mapping)
    row.pop("id", None)
    row["seq"] = int(row["seq"]) + 1
    c.execute(INPUTS.insert().values(**row))


EDITS: dict[str, Callable[[sa.Connection, int], None]] = {
    "timer x": _timer,
    "negative timer": _negative_timer,
    "unknown fighter": _unknown_fighter,
    "deleted gm seat": _no_gm,
    "counter +1": _counter(1),
    "counter -1": _counter(-1),
    "bad status": _status,
    "extra log row": _extra_row,
}


@pytest.mark.parametrize("edit", list(EDITS))
def test_an_edited_row_sets_its_table_aside_and_the_others_go_on(url: str, edit: str) -> None:
    svc = TableService(url)
    damaged, table = _played(svc, 3)
    healthy, other = _played(svc, 4)
    with svc.engine.begin() as c:
        EDITS[edit](c, table)
    fresh = TableService(url, migrate=False)  # a server restarted over the edited database
    for token in (damaged.gm, damaged.players["Kris"]):
        with pytest.raises(TableError) as refused:
            fresh.view(token)
        assert "\n" not in str(refused.value)
        assert "Error" not in str(refused.value)  # words, not a Python exception's name
    assert table in fresh.damaged()
    # the other table plays on, its timers too
    assert fresh.view(healthy.gm)["status"] == "running"
    found = waiting(fresh, healthy.tokens())
    assert found is not None
    fresh.expire(now=10**12)  # every clock far past: the damaged table does not stop the loop
    assert fresh.view(healthy.gm)["status"] == "paused"  # its clock ran out and it paused
    assert other not in fresh.damaged()
    fresh.close()
    svc.close()


@pytest.mark.parametrize("edit", ["timer x", "unknown fighter", "deleted gm seat", "counter +1"])
def test_the_web_answers_a_damaged_table_in_one_line(tmp_path: Path, edit: str) -> None:
    url = f"sqlite:///{tmp_path / 'w.sqlite3'}"
    svc = TableService(url)
    damaged, table = _played(svc, 3)
    with svc.engine.begin() as c:
        EDITS[edit](c, table)
    app = create_app(url)
    with TestClient(app, raise_server_exceptions=False) as client:
        page = client.get(f"/seat/{damaged.gm}")
        assert 400 <= page.status_code < 500, page.status_code
        view = client.get(f"/api/seat/{damaged.gm}/view")
        assert 400 <= view.status_code < 500
        assert "Traceback" not in page.text
        answered = client.post(
            f"/seat/{damaged.players['Kris']}/answer", data={"decision": "5", "option": "0"}
        )
        assert 400 <= answered.status_code < 500
