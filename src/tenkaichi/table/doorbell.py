"""The doorbell between server processes sharing one PostgreSQL database.

After an input commits, the writer's transaction sends ``NOTIFY tenkaichi_table,
'<table>:<seq>:<schema>'`` (:func:`ring`; PostgreSQL delivers it only on commit). A
notification reaches every listener of the database, whatever its search path, so the payload
names the writer's schema and a listener hears only rings of its own schema: two deployments
(or two test runs) in one database never ring each other's tables. Every other process
runs one :class:`Doorbell`: a daemon thread with its own psycopg connection that ``LISTEN``\\ s
on that channel, blocks in ``select`` on the connection's socket and a wake-up pipe (no busy
loop), and calls ``on_ring(table, seq)`` for each notification from another process.

The doorbell carries no state: the database stays the ledger, and the service checks it on
every request anyway, so a lost ring (a dropped connection, a restart) only delays a push, it
never serves a stale fight. A dropped listening connection is reopened after
:data:`RECONNECT_SECONDS`, and ``on_ring(None, 0)`` then tells the service to look at every
table it holds (rings may have been missed meanwhile).
"""

from __future__ import annotations

import logging
import os
import select
import threading
from collections.abc import Callable

import psycopg
import sqlalchemy as sa

log = logging.getLogger(__name__)

CHANNEL = "tenkaichi_table"
"""The PostgreSQL notification channel of the table doorbell."""
RECONNECT_SECONDS = 2.0
"""How long the listener waits before reopening a dropped connection."""

Ring = Callable[[int | None, int], None]
"""Called with (table, seq) for a ring from another process; (None, 0) after a reconnect."""


def ring(connection: sa.Connection, table_id: int, seq: int) -> None:
    """Queue the doorbell for ``table_id`` at ``seq`` in ``connection``'s transaction (sent on
    commit; nothing on a database other than PostgreSQL)."""
    if connection.dialect.name == "postgresql":
        connection.execute(
            sa.text("select pg_notify(:channel, :payload || coalesce(current_schema(), ''))"),
            {"channel": CHANNEL, "payload": f"{table_id}:{seq}:"},
        )


def parse(payload: str, schema: str) -> tuple[int, int] | None:
    """(table, seq) from a ring's payload sent in ``schema``; ``None`` for a ring of another
    schema or anything else."""
    table, sep, rest = payload.partition(":")
    seq, sep2, theirs = rest.partition(":")
    if not sep or not sep2 or not table.isdigit() or not seq.isdigit() or theirs != schema:
        return None
    return int(table), int(seq)


def conninfo(url: sa.URL) -> str:
    """A libpq connection string for a SQLAlchemy PostgreSQL URL."""
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


class Doorbell:
    """The listening thread (see the module docstring). ``own`` returns the backend pids of the
    process's own connections, whose rings are skipped (the process already knows)."""

    def __init__(self, url: sa.URL, on_ring: Ring, own: Callable[[], set[int]]) -> None:
        self._conninfo = conninfo(url)
        self._on_ring = on_ring
        self._own = own
        self._wake_r, self._wake_w = os.pipe()
        self._stop = threading.Event()
        self.listening = threading.Event()
        """Set while the thread has a connection that LISTENs (tests wait on it)."""
        self.pid = 0
        """The backend pid of the listening connection (0 before the first)."""
        self.schema = ""
        """The schema this listener hears rings of (its connection's current schema)."""
        self._thread = threading.Thread(target=self._run, name="tenkaichi-doorbell", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop the thread and close its connection (waits for it)."""
        if self._stop.is_set():
            return
        self._stop.set()
        os.write(self._wake_w, b"x")
        self._thread.join(timeout=10)
        os.close(self._wake_r)
        os.close(self._wake_w)

    def _run(self) -> None:
        first = True
        while not self._stop.is_set():
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    found = conn.execute("select coalesce(current_schema(), '')").fetchone()
                    self.schema = str(found[0]) if found else ""
                    self.pid = conn.info.backend_pid
                    self.listening.set()
                    if not first:
                        self._call(None, 0)
                    first = False
                    self._listen(conn)
            except (psycopg.Error, OSError) as error:
                first = False
                self.listening.clear()
                log.warning("the table doorbell lost its connection: %s", _line(error))
            self.listening.clear()
            if not self._stop.is_set():
                select.select([self._wake_r], [], [], RECONNECT_SECONDS)

    def _listen(self, conn: psycopg.Connection[object]) -> None:
        pgconn = conn.pgconn
        while not self._stop.is_set():
            own = self._own()
            while (note := pgconn.notifies()) is not None:
                found = parse(note.extra.decode("utf-8", errors="replace"), self.schema)
                if found is not None and note.be_pid not in own:
                    self._call(*found)
            readable, _, _ = select.select([pgconn.socket, self._wake_r], [], [])
            if self._wake_r in readable:
                return
            pgconn.consume_input()
            if pgconn.status != psycopg.pq.ConnStatus.OK:
                raise psycopg.OperationalError("the listening connection was closed")

    def _call(self, table: int | None, seq: int) -> None:
        try:
            self._on_ring(table, seq)
        except Exception:
            log.exception("the table doorbell's subscriber failed")


def _line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else "closed"


__all__ = ["CHANNEL", "RECONNECT_SECONDS", "Doorbell", "Ring", "conninfo", "parse", "ring"]
