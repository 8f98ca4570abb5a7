"""The table service: tables, seats, the input log and each seat's view, for DBU fights.

``TableService(url)`` is the whole API; front-ends (web, chat, terminal) hold no rules and no
state of their own. Every request names a seat by its token (:mod:`tenkaichi.table.tokens`).

**Decision ids are log seqs.** The id of the decision a table waits for is the seq the next
input will take (the number of inputs logged so far). Every input (an answer, dice, an undo, a
pause, a resume) moves it on, and it never comes back, not even after an undo: an answer names
the id it was shown, and an answer to any other id is stale and refused. Two writers that
answer the same id at once both try to append that seq; the store's unique (table, seq) lets
exactly one land and the other is refused as stale.

**The log is the truth.** The fight is the replay of the log's effective entries
(:mod:`tenkaichi.table.log`); the service keeps the replayed fight per table in memory, keyed
by seq, and reads only newer inputs on each request (so several processes can share one
database and none serves a stale fight). Every :data:`SNAPSHOT_EVERY` inputs the engine's
snapshot is stored as a cache: a cold start loads it through ``Encounter.from_json`` (which
verifies it by replay) when it matches the log, and replays the rest.

**Several processes on PostgreSQL** ring a doorbell (:mod:`tenkaichi.table.doorbell`): every
input's transaction sends (table, seq) on commit; each service listens, brings that table up
to date and tells its subscribers (:meth:`TableService.subscribe`, the web hub) so they push
fresh views. SQLite (one process) has no doorbell.

**Bots** answer right after every input, through ``side_view`` and the bots module, and their
answers are logged as inputs of their seat (with physical dice they roll their own, from the
table's seed, and log them too).
"""

from __future__ import annotations

import datetime as dt
import json
import random
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, cast

import sqlalchemy as sa

from tenkaichi.dbu.combat.bots import decide, make_bot
from tenkaichi.dbu.combat.engine import Encounter, replay
from tenkaichi.dbu.combat.setup import EncounterSetup, parse_setup
from tenkaichi.errors import TenkaichiError
from tenkaichi.table import seatview
from tenkaichi.table.doorbell import Doorbell, ring
from tenkaichi.table.log import Entry, Fight, InputKind, effective, rebuild, step
from tenkaichi.table.seats import Seat, check_claim, check_role, controllers
from tenkaichi.table.store import (
    INPUTS,
    SEATS,
    SNAPSHOTS,
    TABLES,
    TableError,
    make_engine,
    upgrade,
)
from tenkaichi.table.tokens import new_token, token_hash
from tenkaichi.text import NAME_MAX, problem

DICE_MODES = ("seeded", "physical")
TABLE_SETTINGS: dict[str, bool] = {"gm_sees_secrets": True}
"""Table settings and their defaults: ``gm_sees_secrets`` shows the GM every side's secrets
(a Duel's Ki Wagers, Holding Back); off, the GM sees only those of the fighters it plays."""
SNAPSHOT_EVERY = 25
"""Inputs between two engine snapshots stored as a cache."""
BOT_STEPS_MAX = 20_000
"""Bot answers in one go at most (a fight of bots only ends well before)."""
CHOICE_MAX_CHARS = 2_000
"""The longest answer (as JSON) taken; a longer one is refused unread."""
DICE_MAX = 100
"""The most die results one entry may give."""
FACES_MAX = 1_000
"""The largest die result taken (the engine checks each against its die when it uses it)."""
UNDO_MAX = 500


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _name(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise TableError(f"{what} must be text")
    found = problem(value, NAME_MAX)
    if found:
        raise TableError(f"{what}: {found}")
    return value.strip()


@dataclass(frozen=True, slots=True)
class SeatContext:
    """What a front-end needs to draw one seat's page: the seat's view, the live fight (to be
    read only, while :meth:`TableService.seat_context` holds the table), the sides in play,
    whether the GM sees secrets, and for the GM the seat list."""

    view: dict[str, Any]
    enc: Encounter | None
    sides: list[str]
    gm_sees_secrets: bool
    seats: list[dict[str, Any]] | None


@dataclass(slots=True)
class _Table:
    """What the service knows of one table, at ``seq`` (the next input's seq)."""

    id: int
    setup: EncounterSetup
    seed: int
    physical: bool
    settings: dict[str, Any]
    status: str
    sides: dict[str, str]
    """Fighter id -> side, from the setup."""
    seq: int = 0
    entries: list[Entry] = field(default_factory=list)
    fight: Fight | None = None


class TableService:
    """Tables of DBU fights in one database (see the module docstring)."""

    def __init__(
        self, url: str | None = None, *, migrate: bool = True, doorbell: bool = True
    ) -> None:
        """``doorbell``: on PostgreSQL, listen for other processes' inputs (see the module
        docstring); without it every request still reads the database's latest inputs."""
        self.engine = make_engine(url)
        if migrate:
            upgrade(self.engine)
        self._tables: dict[int, _Table] = {}
        self._lock = threading.RLock()
        self._subscribers: list[Callable[[int, int], None]] = []
        self._pids: set[int] = set()
        self.doorbell: Doorbell | None = None
        if doorbell and self.engine.dialect.name == "postgresql":
            sa.event.listen(self.engine, "connect", self._remember_pid)
            sa.event.listen(self.engine, "close", self._forget_pid)
            self.doorbell = Doorbell(self.engine.url, self._rung, lambda: set(self._pids))

    def close(self) -> None:
        if self.doorbell is not None:
            self.doorbell.close()
        self.engine.dispose()

    def subscribe(self, callback: Callable[[int, int], None]) -> Callable[[], None]:
        """Call ``callback(table, seq)`` (from the doorbell's thread) whenever another process
        moved a table on; returns the function that unsubscribes."""
        with self._lock:
            self._subscribers.append(callback)

        def unsubscribe() -> None:
            with self._lock:
                if callback in self._subscribers:
                    self._subscribers.remove(callback)

        return unsubscribe

    def _rung(self, table_id: int | None, seq: int) -> None:
        """Another process rang for ``table_id`` at ``seq`` (``None``: for any table, after the
        doorbell reconnected): bring the table up to date and tell the subscribers."""
        with self._lock:
            ids = [table_id] if table_id is not None else list(self._tables)
            moved: list[tuple[int, int]] = []
            for tid in ids:
                known = self._tables.get(tid)
                if known is None:
                    moved.append((tid, seq))  # not held here: nothing to bring up to date
                    continue
                before = (known.seq, known.status)
                try:
                    now = self._table(tid)
                except (TableError, sa.exc.NoResultFound, sa.exc.OperationalError):
                    self._tables.pop(tid, None)
                    continue
                if table_id is not None or (now.seq, now.status) != before:
                    moved.append((tid, now.seq))
            subscribers = list(self._subscribers)
        for tid, at in moved:
            for callback in subscribers:
                callback(tid, at)

    def _remember_pid(self, dbapi_connection: Any, record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("select pg_backend_pid()")
        pid = int(cursor.fetchone()[0])
        cursor.close()
        dbapi_connection.rollback()
        record.info["pid"] = pid
        self._pids.add(pid)

    def _forget_pid(self, _dbapi_connection: Any, record: Any) -> None:
        self._pids.discard(record.info.get("pid", -1))

    # --- tables and seats -----------------------------------------------------------------

    def create_table(
        self,
        setup: EncounterSetup | Mapping[str, Any],
        gm_name: str,
        *,
        dice: str = "seeded",
        seed: int = 0,
        bots: Mapping[str, str] | None = None,
        settings: Mapping[str, Any] | None = None,
    ) -> str:
        """Open a table in the lobby and return the GM's token. ``bots`` maps a side to the
        bot (random or greedy) that plays it."""
        if not isinstance(setup, EncounterSetup):
            setup = parse_setup(dict(setup), "setup")
        if dice not in DICE_MODES:
            raise TableError(f"dice are seeded or physical (got {dice!r:.40})")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**62:
            raise TableError("the seed is a whole number from 0")
        chosen = dict(TABLE_SETTINGS)
        for key, value in (settings or {}).items():
            if key not in TABLE_SETTINGS or not isinstance(value, bool):
                raise TableError(f"unknown table setting {key!r:.40} (known: gm_sees_secrets)")
            chosen[key] = value
        sides = _sides(setup)
        gm = new_token()
        with self.engine.begin() as c:
            inserted = c.execute(
                TABLES.insert().values(
                    game="dbu",
                    setup=setup.model_dump(mode="json"),
                    dice_mode=dice,
                    seed=seed,
                    settings=chosen,
                    status="lobby",
                    created=_now(),
                )
            ).inserted_primary_key
            assert inserted is not None
            table_id = int(inserted[0])
            c.execute(SEATS.insert().values(**_seat_row(table_id, "gm", gm_name, gm)))
            seats = self._seats(c, table_id)
            for side, kind in (bots or {}).items():
                check_claim("bot", side, (), kind, sides, seats)
                label = f"{kind.capitalize()} bot ({side})"
                row = _seat_row(table_id, "bot", label, new_token(), side=side, bot=kind)
                c.execute(SEATS.insert().values(**row))
                seats = self._seats(c, table_id)
        return gm

    def add_seat(
        self,
        gm_token: str,
        role: str,
        *,
        side: str | None = None,
        fighters: Sequence[str] = (),
        bot: str | None = None,
        name: str = "",
    ) -> str:
        """Add a player, bot or spectator seat (GM only) and return its token (its invite)."""
        with self._lock:
            _, table = self._gm(gm_token)
            checked = check_role(role)
            fighters = [str(f) for f in fighters]
            with self.engine.begin() as c:
                check_claim(checked, side, fighters, bot, table.sides, self._seats(c, table.id))
                token = new_token()
                label = name or (f"{bot.capitalize()} bot ({side})" if bot else "")
                label = _name(label, "the seat's name") if label else ""
                row = _seat_row(table.id, checked, label, token, side, fighters, bot)
                c.execute(SEATS.insert().values(**row))
                ring(c, table.id, table.seq)
            self._run_bots(table.id)
            return token

    def join(self, token: str, name: str) -> None:
        """A player or spectator gives the name shown to the table."""
        seat, table = self._seat(token)
        if seat.role not in ("player", "spectator"):
            raise TableError("only a player or a spectator joins a table")
        with self.engine.begin() as c:
            c.execute(
                SEATS.update().where(SEATS.c.id == seat.id).values(name=_name(name, "your name"))
            )
            ring(c, table.id, table.seq)

    def approve(self, gm_token: str, seat_id: int) -> None:
        _, table = self._gm(gm_token)
        seat = self._seat_of(table.id, seat_id)
        if not seat.name:
            raise TableError("that seat has not joined yet")
        with self.engine.begin() as c:
            c.execute(SEATS.update().where(SEATS.c.id == seat.id).values(approved=True))
            ring(c, table.id, table.seq)

    def kick(self, gm_token: str, seat_id: int) -> str:
        """Take a seat from whoever holds it: its old token stops working; the new one it
        returns is the seat's new invite."""
        _, table = self._gm(gm_token)
        seat = self._seat_of(table.id, seat_id)
        if seat.role == "gm":
            raise TableError("the game master cannot be kicked")
        token = new_token()
        with self.engine.begin() as c:
            c.execute(
                SEATS.update()
                .where(SEATS.c.id == seat.id)
                .values(token_hash=token_hash(token), approved=seat.role == "bot", name="")
            )
            ring(c, table.id, table.seq)
        return token

    def seats(self, gm_token: str) -> list[dict[str, Any]]:
        """Every seat of the GM's table (for approving and kicking)."""
        _, table = self._gm(gm_token)
        with self.engine.connect() as c:
            return [seatview.seat_json(s) for s in self._seats(c, table.id)]

    # --- the fight ------------------------------------------------------------------------

    def start(self, gm_token: str) -> None:
        with self._lock:
            _, table = self._gm(gm_token)
            if table.status != "lobby":
                raise TableError("the fight has already started")
            with self.engine.begin() as c:
                done = c.execute(
                    TABLES.update()
                    .where(TABLES.c.id == table.id, TABLES.c.status == "lobby")
                    .values(status="running")
                ).rowcount
                ring(c, table.id, table.seq)
            if not done:
                raise TableError("the fight has already started")
            self._run_bots(table.id)

    def pause(self, gm_token: str) -> int:
        return self._status_input(gm_token, "pause", ("running",), "paused")

    def resume(self, gm_token: str) -> int:
        return self._status_input(gm_token, "resume", ("paused",), "running")

    def end(self, gm_token: str) -> int:
        return self._status_input(gm_token, "end", ("lobby", "running", "paused"), "over")

    def undo(self, gm_token: str, n: int = 1) -> int:
        """Take back the last ``n`` choices made by people, with the bots' answers after them
        (a bot's answer taken back alone would come straight back: the bots answer again) and
        the dice entered for them: the fight is rebuilt to that prefix of the log; the undo
        itself is logged and shown to everyone."""
        with self._lock:
            gm, table = self._gm(gm_token)
            if table.status not in ("running", "paused"):
                raise TableError("there is no fight in progress to undo")
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= UNDO_MAX:
                raise TableError(f"undo takes back 1 to {UNDO_MAX} decisions")
            with self.engine.connect() as c:
                bots = {s.id for s in self._seats(c, table.id) if s.role == "bot"}
            choices = [e for e in effective(table.entries) if e.kind == "choice"]
            people = [i for i, e in enumerate(choices) if e.seat_id not in bots]
            if n > len(people):
                raise TableError(f"only {len(people)} decisions can be taken back")
            back = len(choices) - people[-n]
            self._append(table, [(gm.id, "undo", {"n": back})], table.seq, None)
            self._run_bots(table.id)
            return self._table(table.id).seq

    def answer(self, token: str, decision_id: int, choice: int | dict[str, Any]) -> int:
        """Answer the pending decision ``decision_id`` with an option (its number or key).
        Returns the next decision id. Anything wrong changes nothing and raises one line."""
        with self._lock:
            seat, table = self._actor(token, decision_id)
            fight = table.fight
            assert fight is not None
            if fight.waiting_for_dice:
                raise TableError("the fight waits for dice, not for a choice")
            decision = fight.enc.decision if fight.enc else None
            if fight.enc is None or decision is None:
                raise TableError("there is no decision to make")
            self._check_controls(seat, table, decision.actor)
            key = _choice_key(choice, decision.options)
            entry = Entry(table.seq, seat.id, decision_id, "choice", {"choice": key})
            after = step(fight, entry, table.setup, table.seed)
            self._append(table, [(seat.id, "choice", entry.payload)], decision_id, after)
            self._run_bots(table.id)
            return self._table(table.id).seq

    def enter_dice(self, token: str, decision_id: int, results: Sequence[int]) -> int:
        """Enter physical die results the fight waits for (the seat that must roll)."""
        with self._lock:
            seat, table = self._actor(token, decision_id)
            fight = table.fight
            assert fight is not None
            if not fight.waiting_for_dice:
                raise TableError("no dice are needed now")
            must = self._dice_seat(table)
            if must.id != seat.id:
                raise TableError(f"{must.name or 'another seat'} rolls these dice, not you")
            dice = _dice(results)
            entry = Entry(table.seq, seat.id, decision_id, "dice", {"dice": dice})
            after = step(fight, entry, table.setup, table.seed)
            self._append(table, [(seat.id, "dice", entry.payload)], decision_id, after)
            self._run_bots(table.id)
            return self._table(table.id).seq

    def view(self, token: str) -> dict[str, Any]:
        """Everything ``token``'s seat may see, as JSON-able data (see :mod:`seatview`)."""
        with self._lock:
            seat, table = self._seat(token)
            with self.engine.connect() as c:
                seats = self._seats(c, table.id)
            return seatview.view(
                seat,
                seats,
                table.id,
                table.status,
                table.seq,
                table.entries,
                table.fight,
                table.sides,
                bool(table.settings.get("gm_sees_secrets", True)),
                self._must_answer(table, seats),
            )

    @contextmanager
    def seat_context(self, token: str) -> Iterator[SeatContext]:
        """The seat's :class:`SeatContext`, with the service held until the block ends (so the
        fight does not change while a page is drawn from it)."""
        with self._lock:
            view = self.view(token)
            _, table = self._seat(token)
            yield SeatContext(
                view,
                table.fight.enc if table.fight is not None else None,
                list(dict.fromkeys(table.sides.values())),
                bool(table.settings.get("gm_sees_secrets", True)),
                self.seats(token) if view["you"]["role"] == "gm" else None,
            )

    # --- helpers --------------------------------------------------------------------------

    def _status_input(
        self, gm_token: str, kind: InputKind, allowed: tuple[str, ...], status: str
    ) -> int:
        with self._lock:
            gm, table = self._gm(gm_token)
            if table.status not in allowed:
                raise TableError(f"the table is {table.status}: it cannot {kind} now")
            self._append(table, [(gm.id, kind, {})], table.seq, table.fight, status)
            self._run_bots(table.id)
            return self._table(table.id).seq

    def _append(
        self,
        table: _Table,
        inputs: list[tuple[int, InputKind, dict[str, Any]]],
        decision_id: int,
        after: Fight | None,
        status: str | None = None,
    ) -> None:
        """Append ``inputs`` at the table's next seqs in one transaction; another writer that
        got there first makes this one stale (nothing is written)."""
        rows = [
            {
                "table_id": table.id,
                "seq": table.seq + i,
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
        try:
            with self.engine.begin() as c:
                c.execute(INPUTS.insert(), rows)
                if status is not None:
                    c.execute(TABLES.update().where(TABLES.c.id == table.id).values(status=status))
                ring(c, table.id, table.seq + len(rows))
        except sa.exc.IntegrityError:
            self._tables.pop(table.id, None)
            raise TableError(
                f"decision {decision_id} was already answered: look at the table again"
            ) from None
        except sa.exc.OperationalError as error:
            self._tables.pop(table.id, None)
            raise TableError(f"the table's database is busy, try again ({error.orig})") from None
        table.entries.extend(_entry(r) for r in rows)
        table.seq += len(rows)
        table.status = status or table.status
        if inputs[0][1] == "undo":
            table.fight = rebuild(table.setup, table.seed, table.physical, effective(table.entries))
        elif after is not None:
            table.fight = after
        self._snapshot(table)

    def _snapshot(self, table: _Table) -> None:
        fight = table.fight
        if fight is None or fight.enc is None or fight.waiting_for_dice:
            return
        if table.seq % SNAPSHOT_EVERY and table.status != "over":
            return
        try:
            with self.engine.begin() as c:
                c.execute(
                    SNAPSHOTS.insert().values(
                        table_id=table.id, seq=table.seq, state=fight.enc.to_json()
                    )
                )
        except sa.exc.IntegrityError:
            pass  # another process stored the same snapshot

    def _seats(self, c: sa.Connection, table_id: int) -> list[Seat]:
        rows = c.execute(sa.select(SEATS).where(SEATS.c.table_id == table_id).order_by(SEATS.c.id))
        return [Seat.from_row(r._mapping) for r in rows]

    def _seat(self, token: str) -> tuple[Seat, _Table]:
        digest = token_hash(token)
        with self.engine.connect() as c:
            row = c.execute(sa.select(SEATS).where(SEATS.c.token_hash == digest)).first()
        if row is None:
            raise TableError("that seat link is not valid: ask the game master for a new one")
        seat = Seat.from_row(row._mapping)
        return seat, self._table(seat.table_id)

    def _seat_of(self, table_id: int, seat_id: int) -> Seat:
        with self.engine.connect() as c:
            found = [s for s in self._seats(c, table_id) if s.id == seat_id]
        if not found:
            raise TableError(f"there is no seat {seat_id!r:.20} at this table")
        return found[0]

    def _gm(self, token: str) -> tuple[Seat, _Table]:
        seat, table = self._seat(token)
        if seat.role != "gm":
            raise TableError("only the game master may do that")
        return seat, table

    def _actor(self, token: str, decision_id: object) -> tuple[Seat, _Table]:
        seat, table = self._seat(token)
        if seat.role == "spectator":
            raise TableError("a spectator cannot act")
        if seat.role == "player" and not seat.approved:
            raise TableError("the game master has not let you in yet")
        if table.status != "running":
            raise TableError(f"the table is {table.status}: nobody answers now")
        if isinstance(decision_id, bool) or not isinstance(decision_id, int):
            raise TableError("an answer names the decision it answers by its number")
        if decision_id != table.seq:
            raise TableError(
                f"decision {decision_id} is over: the table is at decision {table.seq}"
            )
        return seat, table

    def _check_controls(self, seat: Seat, table: _Table, actor: str) -> None:
        with self.engine.connect() as c:
            control = controllers(self._seats(c, table.id), table.sides)
        owner = control.get(actor)
        if owner is None or owner.id != seat.id:
            raise TableError(f"it is not your decision: {actor} is not yours to play")

    def _dice_seat(self, table: _Table) -> Seat:
        with self.engine.connect() as c:
            seats = self._seats(c, table.id)
        return seatview.dice_seat(table.fight, seats, controllers(seats, table.sides))

    def _must_answer(self, table: _Table, seats: list[Seat]) -> Seat | None:
        if table.status != "running" or table.fight is None:
            return None
        return seatview.must_answer(table.fight, seats, controllers(seats, table.sides))

    # --- loading --------------------------------------------------------------------------

    def _table(self, table_id: int) -> _Table:
        """The table brought up to date with the database (newer inputs replayed)."""
        with self.engine.connect() as c:
            row = c.execute(sa.select(TABLES).where(TABLES.c.id == table_id)).one()
            known = self._tables.get(table_id)
            if known is None:
                setup = parse_setup(row.setup, "the table's setup")
                known = _Table(
                    table_id,
                    setup,
                    int(row.seed),
                    row.dice_mode == "physical",
                    dict(row.settings),
                    row.status,
                    _sides(setup),
                )
            newer = c.execute(
                sa.select(INPUTS)
                .where(INPUTS.c.table_id == table_id, INPUTS.c.seq >= known.seq)
                .order_by(INPUTS.c.seq)
            ).all()
            snapshot = None
            if known.fight is None and newer:
                snapshot = c.execute(
                    sa.select(SNAPSHOTS)
                    .where(SNAPSHOTS.c.table_id == table_id)
                    .order_by(SNAPSHOTS.c.seq.desc())
                    .limit(1)
                ).first()
        known.status = row.status
        fresh = [Entry.from_row(r) for r in newer]
        if known.fight is None and known.status != "lobby":
            known.entries.extend(fresh)
            known.seq = len(known.entries)
            known.fight = _load(known, snapshot)
        elif fresh:
            if any(e.kind == "undo" for e in fresh):
                known.entries.extend(fresh)
                known.fight = rebuild(
                    known.setup, known.seed, known.physical, effective(known.entries)
                )
            else:
                for e in fresh:
                    known.entries.append(e)
                    if e.kind in ("choice", "dice") and known.fight is not None:
                        known.fight = step(known.fight, e, known.setup, known.seed)
            known.seq = len(known.entries)
        self._tables[table_id] = known
        return known

    # --- bots -----------------------------------------------------------------------------

    def _run_bots(self, table_id: int) -> None:
        """Let bot seats answer (and roll) until a person must act; a concurrent writer that
        got there first stops this run (that writer runs the bots instead)."""
        for _ in range(BOT_STEPS_MAX):
            table = self._table(table_id)
            if table.status != "running" or table.fight is None:
                return
            with self.engine.connect() as c:
                seats = self._seats(c, table_id)
            seat = seatview.must_answer(table.fight, seats, controllers(seats, table.sides))
            if seat is None or seat.role != "bot":
                return
            try:
                self._bot_turn(table, seat)
            except TableError:
                return

    def _bot_turn(self, table: _Table, seat: Seat) -> None:
        fight = table.fight
        assert fight is not None
        inputs: list[tuple[int, InputKind, dict[str, Any]]] = []
        dice_rng = random.Random(table.seed * 1_000_003 + table.seq)
        if not fight.waiting_for_dice:
            assert fight.enc is not None
            bot = make_bot(seat.bot or "random", seed=table.seed * 1_000_003 + table.seq)
            decision = fight.enc.decision
            assert decision is not None
            key = decision.options[decide(bot, fight.enc)].key()
            entry = Entry(table.seq, seat.id, table.seq, "choice", {"choice": key})
            fight = step(fight, entry, table.setup, table.seed)
            inputs.append((seat.id, "choice", entry.payload))
        while fight.waiting_for_dice:
            payload = {"dice": [dice_rng.randint(1, fight.wanted)]}
            entry = Entry(table.seq + len(inputs), seat.id, table.seq, "dice", payload)
            fight = step(fight, entry, table.setup, table.seed)
            inputs.append((seat.id, "dice", payload))
        self._append(table, inputs, table.seq, fight)


def _entry(row: Mapping[str, Any]) -> Entry:
    return Entry(
        row["seq"], row["seat_id"], row["decision_id"], cast(InputKind, row["kind"]), row["payload"]
    )


def _load(table: _Table, snapshot: Any) -> Fight:
    """The fight from the log, through the newest stored snapshot when it is a prefix of it."""
    eff = effective(table.entries)
    if snapshot is not None and not any(e.kind == "undo" for e in table.entries[snapshot.seq :]):
        prefix = effective(table.entries[: snapshot.seq])
        keys = [e.payload["choice"] for e in prefix if e.kind == "choice"]
        dice = [d for e in prefix if e.kind == "dice" for d in e.payload["dice"]]
        record = snapshot.state.get("record", {}) if isinstance(snapshot.state, dict) else {}
        if record.get("choices") == keys and (record.get("dice") or []) == dice:
            try:
                enc = Encounter.from_json(snapshot.state)
            except TenkaichiError:
                enc = None  # a cache that does not verify is ignored
            if enc is not None:
                fight = Fight(replay(record), dice)
                for e in table.entries[snapshot.seq :]:
                    if e.kind in ("choice", "dice"):
                        fight = step(fight, e, table.setup, table.seed)
                return fight
    return rebuild(table.setup, table.seed, table.physical, eff)


def _sides(setup: EncounterSetup) -> dict[str, str]:
    try:
        return {f.id: f.side for f in Encounter(setup, 0).state.fighters}
    except TenkaichiError as error:
        raise TableError(str(error)) from None


def _seat_row(
    table_id: int,
    role: str,
    name: str,
    token: str,
    side: str | None = None,
    fighters: Sequence[str] = (),
    bot: str | None = None,
) -> dict[str, Any]:
    if name:
        name = _name(name, "the seat's name")
    return {
        "table_id": table_id,
        "role": role,
        "name": name,
        "side": side,
        "fighters": list(fighters),
        "bot": bot,
        "token_hash": token_hash(token),
        "approved": role in ("gm", "bot"),
    }


def _choice_key(choice: object, options: Sequence[Any]) -> dict[str, Any]:
    """The option ``choice`` names (its number or its key), or one line saying why not."""
    if isinstance(choice, int) and not isinstance(choice, bool):
        if not 0 <= choice < len(options):
            raise TableError(f"option {choice} does not exist: choose 0 to {len(options) - 1}")
        return cast(dict[str, Any], options[choice].key())
    if not isinstance(choice, dict):
        raise TableError("an answer is an option's number or its key")
    try:
        text = json.dumps(choice, sort_keys=True)
    except (TypeError, ValueError):
        raise TableError("that answer is not readable as an option") from None
    if len(text) > CHOICE_MAX_CHARS:
        raise TableError(f"that answer is longer than {CHOICE_MAX_CHARS} characters")
    for option in options:
        if option.key() == choice:
            return cast(dict[str, Any], option.key())
    raise TableError("that answer is not one of the options: look at the table again")


def _dice(results: object) -> list[int]:
    if not isinstance(results, list | tuple) or not 1 <= len(results) <= DICE_MAX:
        raise TableError(f"enter 1 to {DICE_MAX} die results")
    for i, value in enumerate(results):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= FACES_MAX:
            raise TableError(
                f"die result {i + 1} must be a whole number from 1 (got {value!r:.20})"
            )
    return list(results)


__all__ = ["DICE_MODES", "TABLE_SETTINGS", "TableService"]
