"""The table service's core: the tables this process holds (:class:`TableState`, one lock
each), how a token finds its seat and table (one read of the table's row per request), how
inputs are appended to the log (a compare-and-set on the table's seq, so a second writer is
stale), and the server's own answers (bots, digital dice). See :mod:`tenkaichi.table.service`
for the whole design.
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa

from tenkaichi.i18n import current, use
from tenkaichi.i18n import text as say
from tenkaichi.table import seatview
from tenkaichi.table.autoplay import Input, policy_turn, rolls_for_itself, server_turn
from tenkaichi.table.doorbell import Doorbell, ring
from tenkaichi.table.log import Entry, effective, rebuild
from tenkaichi.table.seats import Seat
from tenkaichi.table.store import (
    INPUTS,
    SEATS,
    SNAPSHOTS,
    TABLES,
    DamagedTable,
    InvalidLink,
    TableError,
    make_engine,
    upgrade,
)
from tenkaichi.table.table_state import TableState, load, refresh
from tenkaichi.table.tokens import link_key, new_token, seat_token, token_hash

log = logging.getLogger(__name__)

SNAPSHOT_EVERY = 25
"""Inputs between two engine snapshots stored as a cache."""
BOT_STEPS_MAX = 20_000
"""Server answers in one go at most (a fight of bots only ends well before)."""
SHARE_STEPS = 25
"""With a step budget (:attr:`ServiceCore.bot_steps`), the server answers one table makes in
a turn of the background work (:meth:`ServiceCore.work`) before the next table's turn."""
PID_GRACE = 30.0
"""Seconds a closed database connection's rings are still taken for this process's own."""


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class ServiceCore:
    """The state and plumbing :class:`~tenkaichi.table.service.TableService` is built on."""

    def __init__(
        self, url: str | None = None, *, migrate: bool = True, doorbell: bool = True
    ) -> None:
        """``doorbell``: on PostgreSQL, listen for other processes' inputs (see the module
        docstring); without it every request still reads the table's row first."""
        self.engine = make_engine(url)
        self._tables: dict[int, TableState] = {}
        self._tokens: dict[str, tuple[int, int]] = {}
        """Token hash -> (seat id, table id), checked against the seat on every use."""
        self._lock = threading.Lock()
        """Guards the two maps above; each table has a lock of its own."""
        self._subscribers: list[Callable[[int, int], None]] = []
        self._write_lock = threading.Lock() if self.engine.dialect.name == "sqlite" else None
        self._pids: set[int] = set()
        self._closed: dict[int, float] = {}
        self.bot_steps: int | None = None
        """Server answers (bots, digital dice, policies) made inside one request at most
        (``None``: all of them, as a library caller expects); the rest wait in the backlog
        for :meth:`work`, which gives every table a fair share (the web server sets it)."""
        self._backlog: dict[int, None] = {}
        """Tables with server answers still to make, oldest first (guarded by ``_lock``)."""
        self._damaged: dict[int, str] = {}
        """Tables set aside as damaged, with the one line that says why (reported once)."""
        listen = doorbell and self.engine.dialect.name == "postgresql"
        if listen:  # before the first connection, so that every one is known as ours
            sa.event.listen(self.engine, "connect", self._remember_pid)
            sa.event.listen(self.engine, "close", self._forget_pid)
        if migrate:
            upgrade(self.engine)
        self._key = link_key(self.engine)
        self.doorbell: Doorbell | None = None
        if listen:
            self.doorbell = Doorbell(self.engine.url, self._rung, self._own_pids)

    def close(self) -> None:
        if self.doorbell is not None:
            self.doorbell.close()
        self.engine.dispose()

    def subscribe(self, callback: Callable[[int, int], None]) -> Callable[[], None]:
        """Call ``callback(table, seq)`` (from the doorbell's or the timer's thread) whenever a
        table moved on without a request of this process (another process's input, a turn
        timer running out); returns the function that unsubscribes."""
        with self._lock:
            self._subscribers.append(callback)

        def unsubscribe() -> None:
            with self._lock:
                if callback in self._subscribers:
                    self._subscribers.remove(callback)

        return unsubscribe

    def _tell(self, moved: Sequence[tuple[int, int]]) -> None:
        with self._lock:
            subscribers = list(self._subscribers)
        for tid, at in moved:
            for callback in subscribers:
                callback(tid, at)

    def _rung(self, table_id: int | None, seq: int) -> None:
        """Another process rang for ``table_id`` at ``seq`` (``None``: for any table, after the
        doorbell reconnected): bring the table up to date and tell the subscribers."""
        with self._lock:
            ids = [table_id] if table_id is not None else list(self._tables)
        moved: list[tuple[int, int]] = []
        for tid in ids:
            with self._lock:
                known = tid in self._tables
            if not known:
                moved.append((tid, seq))  # not held here: nothing to bring up to date
                continue
            try:
                with self._hold(tid) as state:
                    moved.append((tid, state.seq))
            except (TableError, sa.exc.OperationalError):
                with self._lock:
                    self._tables.pop(tid, None)
        self._tell(moved)

    def _remember_pid(self, dbapi_connection: Any, record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("select pg_backend_pid()")
        pid = int(cursor.fetchone()[0])
        cursor.close()
        dbapi_connection.rollback()
        record.info["pid"] = pid
        self._pids.add(pid)

    def _forget_pid(self, _dbapi_connection: Any, record: Any) -> None:
        """A closed connection's pid stays ours for :data:`PID_GRACE` seconds: its last rings
        may still be on their way to the doorbell."""
        pid = record.info.get("pid", -1)
        self._pids.discard(pid)
        self._closed[pid] = time.monotonic()

    def _own_pids(self) -> set[int]:
        now = time.monotonic()
        for pid, at in list(self._closed.items()):
            if now - at > PID_GRACE:
                self._closed.pop(pid, None)
        return self._pids | set(self._closed)

    # --- the plumbing ----------------------------------------------------------------------

    def _view(self, seat: Seat, state: TableState) -> dict[str, Any]:
        """The seat's view in the language of the reader being served (the seat's own, set
        by :meth:`_acting`), made once until the table moves."""
        key = (seat.id, current())
        found = state.views.get(key)
        if found is None:
            deadline = None
            timer = int(state.settings.get("turn_timer") or 0)
            if timer and state.status == "running":
                deadline = time.time() + timer - (time.monotonic() - state.since)
            found = seatview.view(seat, state, self._waiting(state), deadline)
            state.views[key] = found
        return found

    def _waiting(self, state: TableState) -> Seat | None:
        if state.status != "running" or state.fight is None:
            return None
        return seatview.must_answer(state.fight, state.seats, state.control())

    def _insert_seat(self, c: sa.Connection, table_id: int, **row: Any) -> str:
        """Insert a seat and return its signed token."""
        role = row["role"]
        row.setdefault("fighters", [])
        row["fighters"] = list(row["fighters"])
        values = {
            "table_id": table_id,
            "token_hash": token_hash(new_token()),  # a placeholder until the id is known
            "approved": role in ("gm", "bot"),
            **row,
        }
        inserted = c.execute(SEATS.insert().values(**values)).inserted_primary_key
        assert inserted is not None
        seat_id = int(inserted[0])
        token = seat_token(self._key, seat_id, 0)
        c.execute(SEATS.update().where(SEATS.c.id == seat_id).values(token_hash=token_hash(token)))
        return token

    def transaction(self) -> Any:
        """A write transaction on the service's database, for the rows a front-end keeps
        beside the tables (chat channels): one writer of this process at a time on SQLite."""
        return self._begin()

    @contextmanager
    def _begin(self) -> Iterator[sa.Connection]:
        """A write transaction. On SQLite, one writer of this process at a time: SQLite lets
        one writer in and makes the others sleep and retry (in steps of up to 100 ms), so
        writers queued on a lock here wait only as long as the writes before them."""
        if self._write_lock is None:
            with self.engine.begin() as c:
                yield c
            return
        with self._write_lock, self.engine.begin() as c:
            yield c

    def _update_seat(self, state: TableState, seat_id: int, **values: Any) -> None:
        with self._begin() as c:
            c.execute(SEATS.update().where(SEATS.c.id == seat_id).values(**values))
            self._bump(c, state)
        self._refreshed(state)

    def _bump(self, c: sa.Connection, state: TableState) -> None:
        """Move the table's version on (in ``c``'s transaction) and ring the doorbell."""
        c.execute(
            TABLES.update().where(TABLES.c.id == state.id).values(version=TABLES.c.version + 1)
        )
        ring(c, state.id, state.seq)

    def _refreshed(self, state: TableState) -> TableState:
        with self.engine.connect() as c:
            refresh(c, state)
        return state

    def _append(
        self,
        state: TableState,
        inputs: list[Input],
        decision_id: int,
        after: Any = None,
        status: str | None = None,
    ) -> None:
        """Append ``inputs`` at the table's next seqs in one transaction, ``after`` being the
        fight they make (``None``: rebuilt from the log for an undo, unchanged otherwise);
        another writer that got there first makes this one stale (nothing is written)."""
        rows = [
            {
                "table_id": state.id,
                "seq": state.seq + i,
                "seat_id": seat_id,
                "decision_id": decision_id,
                "kind": kind,
                "payload": payload,
                "at": _now(),
            }
            for i, (seat_id, kind, payload) in enumerate(inputs)
        ]
        if status is None and after is not None and after.enc is not None and after.enc.over:
            status = "over"
        moved = {"seq": state.seq + len(rows), **({"status": status} if status else {})}
        try:
            with self._begin() as c:
                done = c.execute(
                    TABLES.update()
                    .where(TABLES.c.id == state.id, TABLES.c.seq == state.seq)
                    .values(**moved)
                ).rowcount
                if not done:
                    raise sa.exc.IntegrityError("the table moved on", None, ValueError())
                c.execute(INPUTS.insert(), rows)
                ring(c, state.id, state.seq + len(rows))
        except sa.exc.IntegrityError:
            state.forget()
            raise TableError(
                say("table-error-already-answered", decision=str(decision_id))
            ) from None
        except sa.exc.OperationalError as error:
            state.forget()
            raise TableError(say("table-error-database-busy", error=str(error.orig))) from None
        state.entries.extend(Entry.from_row(r) for r in rows)
        state.seq += len(rows)
        state.status = status or state.status
        if inputs[0][1] == "undo":
            fight = rebuild(
                state.rules, state.setup, state.seed, state.physical, effective(state.entries)
            )
            state.set_fight(fight, rebuilt=True)
        else:
            state.set_fight(after if after is not None else state.fight, rebuilt=False)
        self._snapshot(state)

    def _snapshot(self, state: TableState) -> None:
        fight = state.fight
        if fight is None or fight.enc is None or fight.waiting_for_dice or state.physical:
            return  # a fight of typed dice replays from its log (its rolls are its entries)
        if state.seq % SNAPSHOT_EVERY and state.status != "over":
            return
        stored = state.rules.snapshot(fight.enc)
        if stored is None:
            return
        try:
            with self._begin() as c:
                c.execute(SNAPSHOTS.insert().values(table_id=state.id, seq=state.seq, state=stored))
        except sa.exc.IntegrityError:
            pass  # another process stored the same snapshot

    def _seats(self, c: sa.Connection, table_id: int) -> list[Seat]:
        rows = c.execute(sa.select(SEATS).where(SEATS.c.table_id == table_id).order_by(SEATS.c.id))
        return [Seat.from_row(r._mapping) for r in rows]

    def _seat_of(self, state: TableState, seat_id: object) -> Seat:
        found = state.seat(seat_id) if isinstance(seat_id, int) else None
        if found is None:
            raise TableError(say("table-error-no-seat", seat=f"{seat_id!r:.20}"))
        return found

    def _locate(self, token: str) -> tuple[int, int, str]:
        """(seat id, table id, token hash) of a token, from memory or the database."""
        digest = token_hash(token)
        with self._lock:
            hit = self._tokens.get(digest)
        if hit is None:
            with self.engine.connect() as c:
                row = c.execute(
                    sa.select(SEATS.c.id, SEATS.c.table_id).where(SEATS.c.token_hash == digest)
                ).first()
            if row is None:
                raise InvalidLink(say("table-error-invalid-link"))
            hit = (int(row.id), int(row.table_id))
            with self._lock:
                if len(self._tokens) > 100_000:
                    self._tokens.clear()
                self._tokens[digest] = hit
        return (*hit, digest)

    @contextmanager
    def _hold(self, table_id: int) -> Iterator[TableState]:
        """The table, up to date, with its lock held until the block ends."""
        with self._lock:
            state = self._tables.get(table_id)
        loaded = state is None
        if state is None:
            try:
                with self.engine.connect() as c:
                    fresh = load(c, table_id)
            except DamagedTable as damage:
                self._set_aside(table_id, damage)
                raise
            with self._lock:
                state = self._tables.setdefault(table_id, fresh)
        with state.lock:
            try:
                self._refreshed(state)
            except DamagedTable as damage:
                state.forget()
                self._set_aside(table_id, damage)
                raise
            except TableError:
                state.forget()
                raise
            self._damaged.pop(table_id, None)
            if loaded and state.status == "running":
                # A table loaded after a crash (kill -9 between a person's answer and the
                # bots') may wait for a bot, a digital seat's dice or a policy: drive it now.
                self._run_server(state)
            yield state

    @contextmanager
    def _acting(
        self, token: str, *, gm: bool = False, decision_id: object = None
    ) -> Iterator[tuple[Seat, TableState]]:
        """The token's seat and its table, held (``gm``: the seat must be the GM's;
        ``decision_id``: the seat answers that decision now)."""
        seat_id, table_id, digest = self._locate(token)
        with self._hold(table_id) as state:
            seat = state.seat(seat_id)
            if seat is None or seat.token_hash != digest:
                with self._lock:
                    self._tokens.pop(digest, None)
                raise InvalidLink(say("table-error-invalid-link"))
            if gm and seat.role != "gm":
                raise TableError(say("table-error-gm-only"))
            if decision_id is not None:
                _check_actor(seat, state, decision_id)
            with use(seat.language or current()):  # the seat reads its own language
                yield seat, state

    def _run_server(self, state: TableState, budget: int | None = None) -> bool:
        """Let the server answer (bots, policies) and roll (bots, seats with digital dice)
        until a person must act, or ``budget`` answers (default :attr:`bot_steps`) are made:
        then the table goes to the backlog and ``True`` says work is left. A concurrent writer
        that got there first stops this run (that writer runs them instead)."""
        most = budget if budget is not None else self.bot_steps
        for _ in range(BOT_STEPS_MAX if most is None else most):
            made = self._server_answer(state)
            if made is None:
                with self._lock:
                    self._backlog.pop(state.id, None)
                return False
            try:
                self._append(state, made[0], state.seq, made[1])
            except TableError:
                state.forget()
                return False
        if self._server_answer(state) is None:
            return False
        with self._lock:
            self._backlog[state.id] = None
        return True

    def _server_answer(self, state: TableState) -> tuple[list[Input], Any] | None:
        """The inputs the server would make now, with the fight after them (``None``: a
        person must act, or nothing is pending)."""
        fight = state.fight
        if state.status != "running" or fight is None:
            return None
        seat = self._waiting(state)
        if seat is None:
            return None
        try:
            if seat.role == "bot" or (fight.waiting_for_dice and rolls_for_itself(seat)):
                return server_turn(state, seat)
            # a person: answered only where a policy of theirs says so
            return None if fight.waiting_for_dice else policy_turn(state, seat)
        except TableError:
            state.forget()
            return None

    def work(self, steps: int = SHARE_STEPS) -> list[int]:
        """One round of the background work: each table in the backlog, oldest first, gets
        up to ``steps`` server answers (a fair share: a table of bots only cannot hold the
        others up); returns the tables that moved (their subscribers are told)."""
        with self._lock:
            due = list(self._backlog)
        moved: list[tuple[int, int]] = []
        for table_id in due:
            try:
                with self._hold(table_id) as state:
                    before = state.seq
                    self._run_server(state, steps)
                    if state.seq != before:
                        moved.append((table_id, state.seq))
            except TableError:
                with self._lock:
                    self._backlog.pop(table_id, None)
        self._tell(moved)
        return [tid for tid, _ in moved]

    def _set_aside(self, table_id: int, damage: TableError) -> None:
        """A damaged table: reported once, in one line; the background loops skip it until a
        request finds it readable again."""
        with self._lock:
            new = table_id not in self._damaged
            self._damaged[table_id] = str(damage)
            self._tables.pop(table_id, None)
            self._backlog.pop(table_id, None)
        if new:
            log.warning("table %s is damaged and set aside: %s", table_id, damage)

    def damaged(self) -> dict[int, str]:
        """The tables set aside as damaged, with why."""
        with self._lock:
            return dict(self._damaged)

    @property
    def backlog(self) -> int:
        """How many tables wait for server answers (the background work's queue)."""
        with self._lock:
            return len(self._backlog)


def _check_actor(seat: Seat, state: TableState, decision_id: object) -> None:
    if seat.role == "spectator":
        raise TableError(say("table-error-spectator-cannot-act"))
    if seat.role == "player" and not seat.approved:
        raise TableError(say("table-error-not-let-in"))
    if state.status != "running":
        raise TableError(
            say("table-error-nobody-answers", status=say(f"table-state-{state.status}"))
        )
    if isinstance(decision_id, bool) or not isinstance(decision_id, int):
        raise TableError(say("table-error-answer-names-decision"))
    if not state.decision_seq() <= decision_id <= state.seq:
        # a note or a policy written meanwhile moves the seq but not the decision
        raise TableError(
            say("table-error-decision-over", decision=str(decision_id), now=str(state.seq))
        )


__all__ = ["BOT_STEPS_MAX", "PID_GRACE", "SNAPSHOT_EVERY", "ServiceCore"]
