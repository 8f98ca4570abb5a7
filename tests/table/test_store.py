"""The table store: migrations on empty databases, the unique (table, seq), SQLite settings."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from tenkaichi.table.store import (
    INPUTS,
    METADATA,
    SEATS,
    TABLES,
    TableError,
    database_url,
    make_engine,
    upgrade,
)

from .pg import pg_schema_url


@pytest.fixture(params=["sqlite", "postgresql"])
def empty_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    else:
        with pg_schema_url() as url:
            yield url


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def test_migrations_build_the_schema_the_code_uses(empty_url: str) -> None:
    upgrade(empty_url)
    engine = make_engine(empty_url)
    names = set(sa.inspect(engine).get_table_names())
    assert {"tables", "seats", "inputs", "snapshots", "alembic_version"} <= names
    with engine.connect() as c:
        assert compare_metadata(MigrationContext.configure(c), METADATA) == []
    upgrade(empty_url)  # a second upgrade is a no-op
    engine.dispose()


def test_one_seq_per_table_and_foreign_keys(empty_url: str) -> None:
    upgrade(empty_url)
    engine = make_engine(empty_url)
    with engine.begin() as c:
        table = c.execute(
            TABLES.insert().values(
                game="dbu",
                setup={},
                dice_mode="seeded",
                seed=1,
                settings={},
                status="lobby",
                created=_now(),
            )
        ).inserted_primary_key[0]
        seat = c.execute(
            SEATS.insert().values(
                table_id=table,
                role="gm",
                name="GM",
                fighters=[],
                token_hash="x" * 64,
                approved=True,
            )
        ).inserted_primary_key[0]
    row = {
        "table_id": table,
        "seq": 0,
        "seat_id": seat,
        "decision_id": 0,
        "kind": "pause",
        "payload": {},
    }
    with engine.begin() as c:
        c.execute(INPUTS.insert().values(**row, at=_now()))
    with pytest.raises(sa.exc.IntegrityError), engine.begin() as c:
        c.execute(INPUTS.insert().values(**row, at=_now()))
    with pytest.raises(sa.exc.IntegrityError), engine.begin() as c:
        c.execute(INPUTS.insert().values(**{**row, "seq": 1, "seat_id": 999}, at=_now()))
    with engine.connect() as c:
        assert c.execute(sa.select(sa.func.count()).select_from(INPUTS)).scalar() == 1
    engine.dispose()


def test_sqlite_runs_in_wal_mode_with_foreign_keys(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    with engine.connect() as c:
        assert c.exec_driver_sql("pragma journal_mode").scalar() == "wal"
        assert c.exec_driver_sql("pragma foreign_keys").scalar() == 1
    engine.dispose()


def test_the_url_comes_from_the_argument_then_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TENKAICHI_DATABASE_URL", "sqlite:///from-env.sqlite3")
    assert database_url() == "sqlite:///from-env.sqlite3"
    assert database_url("sqlite:///given.sqlite3") == "sqlite:///given.sqlite3"


def test_a_bad_url_is_one_line() -> None:
    with pytest.raises(TableError) as caught:
        make_engine("nosuchdb://x")
    assert "\n" not in str(caught.value)
    assert "nosuchdb" in str(caught.value)


def _free_port() -> int:
    import socket

    with socket.create_server(("127.0.0.1", 0)) as listener:
        return int(listener.getsockname()[1])


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("postgresql://who:secret@127.0.0.1:{port}/x", "Connection refused"),
        ("sqlite:////proc/no-such-folder/tables.sqlite3", "unable to open database file"),
    ],
)
def test_a_database_that_cannot_be_opened_is_one_line(url: str, said: str) -> None:
    url = url.format(port=_free_port())
    with pytest.raises(TableError) as caught:
        upgrade(url)
    message = str(caught.value)
    assert message.startswith("database '")
    assert "cannot open it (" in message
    assert said in message
    assert "\n" not in message
    assert "secret" not in message  # the password is never shown


def test_a_port_that_never_answers_in_postgresqls_protocol_gives_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import socket
    import time

    from tenkaichi.table import store

    monkeypatch.setattr(store, "CONNECT_SECONDS", 2)
    with socket.create_server(("127.0.0.1", 0)) as silent:  # accepts, never says a word
        port = silent.getsockname()[1]
        start = time.monotonic()
        with pytest.raises(TableError, match=r"cannot open it \(connection timeout expired\)"):
            upgrade(f"postgresql://127.0.0.1:{port}/x")
        assert time.monotonic() - start < 90  # its own 2 s, not the system's minutes
