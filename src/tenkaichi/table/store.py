"""The table store: five tables in SQLAlchemy Core, SQLite by default, PostgreSQL by URL.

``tables`` (one fight each), ``seats`` (who sits at it, each with the SHA-256 of its token),
``inputs`` (the input log: one row per answer, dice entry, undo, pause, resume or end; its
primary key is the unique (table, seq), so two writers cannot both append the same seq) and
``snapshots`` (the engine's JSON state at some seqs: a cache, never the truth) and
``table_keys`` (the key that signs seat links, see :mod:`tenkaichi.table.tokens`); for the
chat front-ends, ``chat_channels`` (the table a channel plays) and ``chat_members`` (the seat a
chat user holds). A table's
``seq`` (its next input's seq) and ``version`` (bumped by every change to its seats or
settings) are written in the same transaction as what they count, so one read of the row
tells a process whether its copy of the table is current.

The schema is created and changed only by the Alembic migrations in
``tenkaichi/table/migrations`` (:func:`upgrade`); :data:`METADATA` mirrors them and a test
checks that the two agree.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from tenkaichi.errors import TenkaichiError

DATABASE_URL_ENV = "TENKAICHI_DATABASE_URL"
"""The environment variable naming the database (any SQLAlchemy URL)."""
DEFAULT_DATABASE = Path.home() / ".tenkaichi" / "tables.sqlite3"
"""The SQLite file used when no URL is given (setting ``table_database_default``)."""
SQLITE_BUSY_MS = 30_000
CONNECT_SECONDS = 10
"""How long a PostgreSQL server may take to accept a connection (libpq's ``connect_timeout``,
unless the URL sets one): without it, a wrong port that never answers in PostgreSQL's protocol
holds the command forever."""
"""How long a SQLite writer waits for another writer's lock before giving up."""


class TableError(TenkaichiError):
    """A request the table cannot take: unknown token, stale or foreign answer, bad state."""


class InvalidLink(TableError):
    """A seat link the table does not know (a page answers it with 404)."""


class DamagedTable(TableError):
    """A table whose stored rows cannot be read or whose log no longer replays (a disk fault,
    a hand edit): it cannot go on, but every other table can."""


METADATA = sa.MetaData()

TABLES = sa.Table(
    "tables",
    METADATA,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("game", sa.String(16), nullable=False),
    sa.Column("setup", sa.JSON, nullable=False),
    sa.Column("dice_mode", sa.String(16), nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("settings", sa.JSON, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    sa.Column("owner", sa.String(80), nullable=True),
    sa.Column("seq", sa.Integer, nullable=False, server_default="0"),
    sa.Column("version", sa.Integer, nullable=False, server_default="0"),
)

SEATS = sa.Table(
    "seats",
    METADATA,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column(
        "table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("side", sa.String(80), nullable=True),
    sa.Column("fighters", sa.JSON, nullable=False),
    sa.Column("bot", sa.String(16), nullable=True),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("approved", sa.Boolean, nullable=False),
    sa.Column("dice", sa.String(16), nullable=False, server_default="physical"),
    sa.Column("generation", sa.Integer, nullable=False, server_default="0"),
    sa.Column("language", sa.String(16), nullable=False, server_default=""),
)

INPUTS = sa.Table(
    "inputs",
    METADATA,
    sa.Column(
        "table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("seq", sa.Integer, nullable=False),
    sa.Column("seat_id", sa.Integer, sa.ForeignKey("seats.id"), nullable=False),
    sa.Column("decision_id", sa.Integer, nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("payload", sa.JSON, nullable=False),
    sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint("table_id", "seq", name="inputs_table_seq"),
)

SNAPSHOTS = sa.Table(
    "snapshots",
    METADATA,
    sa.Column(
        "table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("seq", sa.Integer, nullable=False),
    sa.Column("state", sa.JSON, nullable=False),
    sa.PrimaryKeyConstraint("table_id", "seq", name="snapshots_table_seq"),
)

CHANNELS = sa.Table(
    "chat_channels",
    METADATA,
    sa.Column("platform", sa.String(16), nullable=False),
    sa.Column("channel", sa.String(100), nullable=False),
    sa.Column("game", sa.String(16), nullable=False),
    sa.Column(
        "table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="SET NULL"), nullable=True
    ),
    sa.Column("lobby", sa.JSON, nullable=False),
    sa.Column("version", sa.Integer, nullable=False, server_default="0"),
    sa.PrimaryKeyConstraint("platform", "channel", "game", name="chat_channels_key"),
)
"""Per chat channel and game: the newest table it played (older ones stay in ``tables``) and
the lobby being gathered for the next one (who joined, with what), with a version that every
change moves on (a compare-and-set: two processes never both change one lobby)."""

MEMBERS = sa.Table(
    "chat_members",
    METADATA,
    sa.Column(
        "seat_id", sa.Integer, sa.ForeignKey("seats.id", ondelete="CASCADE"), primary_key=True
    ),
    sa.Column(
        "table_id", sa.Integer, sa.ForeignKey("tables.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("platform", sa.String(16), nullable=False),
    sa.Column("user_id", sa.String(100), nullable=False),
    sa.Column("vote_end", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.UniqueConstraint("table_id", "platform", "user_id", name="chat_members_user"),
)
"""Which chat user (platform, user id) holds which seat; ``vote_end``: asked to end the game."""

SHEETS = sa.Table(
    "chat_sheets",
    METADATA,
    sa.Column("platform", sa.String(16), nullable=False),
    sa.Column("server", sa.String(100), nullable=False),
    sa.Column("user_id", sa.String(100), nullable=False),
    sa.Column("user_name", sa.String(100), nullable=False),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("sheet", sa.JSON, nullable=False),
    sa.Column("source", sa.String(16), nullable=False),
    sa.Column("saved", sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint("platform", "server", "user_id", name="chat_sheets_key"),
)
"""The character each chat user saved on one server (``!sheet set``): the validated sheet
as JSON, its character's name and the user's display name when saved (a forum names people by
name), and where it came from (an attached file, a pasted sheet, a Foundry VTT export)."""

LANGUAGES = sa.Table(
    "chat_languages",
    METADATA,
    sa.Column("platform", sa.String(16), nullable=False),
    sa.Column("server", sa.String(100), nullable=False),
    sa.Column("user_id", sa.String(100), nullable=False),
    sa.Column("language", sa.String(16), nullable=False),
    sa.PrimaryKeyConstraint("platform", "server", "user_id", name="chat_languages_key"),
)
"""The language a chat user reads on a server (``user_id`` empty: the server's default)."""

KEYS = sa.Table(
    "table_keys",
    METADATA,
    sa.Column("name", sa.String(32), primary_key=True),
    sa.Column("value", sa.String(128), nullable=False),
)


def database_url(url: str | None = None) -> str:
    """``url``, else ``TENKAICHI_DATABASE_URL``, else the default SQLite file (its folder is
    made when missing)."""
    chosen = url or os.environ.get(DATABASE_URL_ENV, "")
    if chosen:
        return chosen
    DEFAULT_DATABASE.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{DEFAULT_DATABASE}"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_MS}")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


def make_engine(url: str | None = None) -> Engine:
    """An engine for ``url`` (see :func:`database_url`); SQLite gets foreign keys, WAL and a
    busy timeout on every connection. A bad URL is one line."""
    chosen = database_url(url)
    try:
        parsed = sa.make_url(chosen)
        connect_args: dict[str, Any] = {}
        if parsed.get_backend_name() == "postgresql" and "connect_timeout" not in parsed.query:
            connect_args["connect_timeout"] = CONNECT_SECONDS
        engine = sa.create_engine(parsed, future=True, connect_args=connect_args)
    except (sa.exc.ArgumentError, ImportError, ValueError) as error:
        first = str(error).splitlines()[0] if str(error) else "not understood"
        raise TableError(f"database URL {parsed_name(chosen)!r}: {first}") from None
    if engine.dialect.name == "sqlite":
        sa.event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def parsed_name(url: str) -> str:
    """The URL without its password, for messages."""
    try:
        return sa.make_url(url).render_as_string(hide_password=True)
    except sa.exc.ArgumentError:
        return url[:60]


_MIGRATING = threading.Lock()
"""Alembic keeps the running migration in module globals: one migration at a time per process
(two services opened at once in two threads would otherwise break each other's)."""


def upgrade(url: str | Engine | None = None, revision: str = "head") -> None:
    """Bring the database's schema to ``revision`` with the package's Alembic migrations."""
    from alembic import command
    from alembic.config import Config

    engine = url if isinstance(url, Engine) else make_engine(url)
    config = Config()
    config.set_main_option("script_location", "tenkaichi.table:migrations")
    try:
        with _MIGRATING, engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
    except sa.exc.OperationalError as error:  # no server there, refused, a file not openable
        cause = str(error.orig).strip().splitlines() if error.orig is not None else []
        why = cause[0] if cause else "the database did not answer"
        raise TableError(
            f"database {engine.url.render_as_string(hide_password=True)!r}: cannot open it ({why})"
        ) from None


__all__ = [
    "CHANNELS",
    "DATABASE_URL_ENV",
    "INPUTS",
    "KEYS",
    "MEMBERS",
    "METADATA",
    "SEATS",
    "SHEETS",
    "SNAPSHOTS",
    "TABLES",
    "DamagedTable",
    "InvalidLink",
    "TableError",
    "database_url",
    "make_engine",
    "upgrade",
]
