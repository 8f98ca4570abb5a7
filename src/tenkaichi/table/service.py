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
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from tenkaichi.dbu.combat.engine import Encounter
from tenkaichi.dbu.combat.setup import EncounterSetup, parse_setup
from tenkaichi.table import seatview
from tenkaichi.table.autoplay import Input, rolls_for_itself, server_turn
from tenkaichi.table.doorbell import Doorbell, ring
from tenkaichi.table.inputs import UNDO_MAX, checked_name, choice_key, dice_results
from tenkaichi.table.log import Entry, effective, rebuild, step
from tenkaichi.table.seats import SEAT_DICE, Seat, check_claim, check_role
from tenkaichi.table.store import INPUTS, SEATS, SNAPSHOTS, TABLES, TableError, make_engine, upgrade
from tenkaichi.table.table_state import TableState, load, refresh, sides_of
from tenkaichi.table.timer import TABLE_SETTINGS, checked_settings
from tenkaichi.table.tokens import link_key, new_token, seat_token, token_hash

DICE_MODES = ("seeded", "physical")
SNAPSHOT_EVERY = 25
"""Inputs between two engine snapshots stored as a cache."""
BOT_STEPS_MAX = 20_000
"""Server answers in one go at most (a fight of bots only ends well before)."""
TABLES_PER_OWNER = 20
"""Open tables (not over) one owner (a game master's address) may have at once."""
PID_GRACE = 30.0
"""Seconds a closed database connection's rings are still taken for this process's own."""
_INVALID = "that seat link is not valid: ask the game master for a new one"


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


@dataclass(frozen=True, slots=True)
class SeatContext:
    """What a front-end needs to draw one seat's page: the seat's view, the live fight (to be
    read only, while :meth:`TableService.seat_context` holds the table), the sides in play,
    whether the GM sees secrets, and for the GM the seat list with each seat's link."""

    view: dict[str, Any]
    enc: Encounter | None
    sides: list[str]
    gm_sees_secrets: bool
    seats: list[dict[str, Any]] | None


class TableService:
    """Tables of DBU fights in one database (see the module docstring)."""

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
        self._pids: set[int] = set()
        self._closed: dict[int, float] = {}
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
        owner: str | None = None,
    ) -> str:
        """Open a table in the lobby and return the GM's token. ``bots`` maps a side to the
        bot (random or greedy) that plays it; ``owner`` (the GM's address) is held to
        :data:`TABLES_PER_OWNER` open tables."""
        if not isinstance(setup, EncounterSetup):
            setup = parse_setup(dict(setup), "setup")
        if dice not in DICE_MODES:
            raise TableError(f"dice are seeded or physical (got {dice!r:.40})")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**62:
            raise TableError("the seed is a whole number from 0")
        chosen = checked_settings(settings or {})
        gm_name = checked_name(gm_name, "your name")
        sides = sides_of(setup)
        with self.engine.begin() as c:
            if owner is not None:
                open_ = c.execute(
                    sa.select(sa.func.count())
                    .select_from(TABLES)
                    .where(TABLES.c.owner == owner[:80], TABLES.c.status != "over")
                ).scalar_one()
                if open_ >= TABLES_PER_OWNER:
                    raise TableError(
                        f"you already have {TABLES_PER_OWNER} open tables: end one first"
                    )
            inserted = c.execute(
                TABLES.insert().values(
                    game="dbu",
                    setup=setup.model_dump(mode="json"),
                    dice_mode=dice,
                    seed=seed,
                    settings=chosen,
                    status="lobby",
                    created=_now(),
                    owner=None if owner is None else owner[:80],
                )
            ).inserted_primary_key
            assert inserted is not None
            table_id = int(inserted[0])
            gm = self._insert_seat(c, table_id, role="gm", name=gm_name)
            seats = self._seats(c, table_id)
            for side, kind in (bots or {}).items():
                check_claim("bot", side, (), kind, sides, seats)
                label = f"{kind.capitalize()} bot ({side})"
                self._insert_seat(c, table_id, role="bot", name=label, side=side, bot=kind)
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
        dice: str = "physical",
    ) -> str:
        """Add a player, bot or spectator seat (GM only) and return its token (its invite).
        ``dice``: at a table with physical dice, whether this seat's person types them
        (``physical``) or the server rolls them (``digital``)."""
        checked = check_role(role)
        if dice not in SEAT_DICE:
            raise TableError("a seat's dice are physical or digital")
        with self._acting(gm_token, gm=True) as (_, state):
            fighters = [str(f) for f in fighters]
            check_claim(checked, side, fighters, bot, state.sides, state.seats)
            label = name or (f"{bot.capitalize()} bot ({side})" if bot else "")
            label = checked_name(label, "the seat's name") if label else ""
            with self.engine.begin() as c:
                token = self._insert_seat(
                    c,
                    state.id,
                    role=checked,
                    name=label,
                    side=side,
                    fighters=fighters,
                    bot=bot,
                    dice=dice,
                )
                self._bump(c, state)
            refresh_state = self._refreshed(state)
            self._run_server(refresh_state)
            return token

    def join(self, token: str, name: str) -> None:
        """A player or spectator gives the name shown to the table."""
        with self._acting(token) as (seat, state):
            if seat.role not in ("player", "spectator"):
                raise TableError("only a player or a spectator joins a table")
            self._update_seat(state, seat.id, name=checked_name(name, "your name"))

    def approve(self, gm_token: str, seat_id: int) -> None:
        with self._acting(gm_token, gm=True) as (_, state):
            seat = self._seat_of(state, seat_id)
            if not seat.name:
                raise TableError("that seat has not joined yet")
            self._update_seat(state, seat.id, approved=True)
            self._run_server(state)

    def set_dice(self, gm_token: str, seat_id: int, dice: str) -> None:
        """Whether a seat's person types their dice (``physical``) or the server rolls them
        (``digital``), at a table with physical dice (GM only)."""
        if dice not in SEAT_DICE:
            raise TableError("a seat's dice are physical or digital")
        with self._acting(gm_token, gm=True) as (_, state):
            if not state.physical:
                raise TableError("this table rolls every die on the server already")
            seat = self._seat_of(state, seat_id)
            if seat.role == "bot":
                raise TableError("a bot always rolls its own dice")
            self._update_seat(state, seat.id, dice=dice)
            self._run_server(state)

    def set_settings(self, gm_token: str, **changes: Any) -> None:
        """Change table settings (see :data:`TABLE_SETTINGS`; GM only)."""
        with self._acting(gm_token, gm=True) as (_, state):
            chosen = checked_settings(changes, state.settings)
            with self.engine.begin() as c:
                c.execute(TABLES.update().where(TABLES.c.id == state.id).values(settings=chosen))
                self._bump(c, state)
            self._refreshed(state)

    def kick(self, gm_token: str, seat_id: int) -> str:
        """Take a seat from whoever holds it: its old token stops working; the new one it
        returns is the seat's new invite."""
        with self._acting(gm_token, gm=True) as (_, state):
            seat = self._seat_of(state, seat_id)
            if seat.role == "gm":
                raise TableError("the game master cannot be kicked")
            token = seat_token(self._key, seat.id, seat.generation + 1)
            self._update_seat(
                state,
                seat.id,
                token_hash=token_hash(token),
                generation=seat.generation + 1,
                approved=seat.role == "bot",
                name="",
            )
            return token

    def seats(self, gm_token: str) -> list[dict[str, Any]]:
        """Every seat of the GM's table, each with its link token (``None`` for a seat whose
        link was made before links were signed: kick it for a new one)."""
        with self._acting(gm_token, gm=True) as (_, state):
            return [self._seat_json(s) for s in state.seats]

    def _seat_json(self, seat: Seat) -> dict[str, Any]:
        out = seatview.seat_json(seat)
        token = seat_token(self._key, seat.id, seat.generation)
        out["token"] = token if token_hash(token) == seat.token_hash else None
        return out

    # --- the fight ------------------------------------------------------------------------

    def start(self, gm_token: str) -> None:
        with self._acting(gm_token, gm=True) as (_, state):
            if state.status != "lobby":
                raise TableError("the fight has already started")
            with self.engine.begin() as c:
                done = c.execute(
                    TABLES.update()
                    .where(TABLES.c.id == state.id, TABLES.c.status == "lobby")
                    .values(status="running")
                ).rowcount
                ring(c, state.id, state.seq)
            if not done:
                raise TableError("the fight has already started")
            self._run_server(self._refreshed(state))

    def pause(self, gm_token: str) -> int:
        return self._status_input(gm_token, "pause", ("running",), "paused")

    def resume(self, gm_token: str) -> int:
        return self._status_input(gm_token, "resume", ("paused",), "running")

    def end(self, gm_token: str) -> int:
        return self._status_input(gm_token, "end", ("lobby", "running", "paused"), "over")

    def undo(self, gm_token: str, n: int = 1) -> int:
        """Take back the last ``n`` choices made by people, with the server's answers after
        them (a bot's answer taken back alone would come straight back: the bots answer
        again) and the dice entered for them: the fight is rebuilt to that prefix of the log;
        the undo itself is logged and shown to everyone."""
        with self._acting(gm_token, gm=True) as (gm, state):
            if state.status not in ("running", "paused"):
                raise TableError("there is no fight in progress to undo")
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= UNDO_MAX:
                raise TableError(f"undo takes back 1 to {UNDO_MAX} decisions")
            bots = {s.id for s in state.seats if s.role == "bot"}
            choices = [e for e in effective(state.entries) if e.kind == "choice"]
            people = [
                i
                for i, e in enumerate(choices)
                if e.seat_id not in bots and not e.payload.get("timeout")
            ]
            if n > len(people):
                raise TableError(f"only {len(people)} decisions can be taken back")
            back = len(choices) - people[-n]
            self._append(state, [(gm.id, "undo", {"n": back})], state.seq)
            self._run_server(state)
            return state.seq

    def answer(self, token: str, decision_id: int, choice: int | dict[str, Any]) -> int:
        """Answer the pending decision ``decision_id`` with an option (its number or key).
        Returns the next decision id. Anything wrong changes nothing and raises one line."""
        with self._acting(token, decision_id=decision_id) as (seat, state):
            fight = state.fight
            assert fight is not None
            if fight.waiting_for_dice:
                raise TableError("the fight waits for dice, not for a choice")
            decision = fight.enc.decision if fight.enc else None
            if fight.enc is None or decision is None:
                raise TableError("there is no decision to make")
            owner = state.control().get(decision.actor)
            if owner is None or owner.id != seat.id:
                raise TableError(f"it is not your decision: {decision.actor} is not yours to play")
            key = choice_key(choice, decision.options)
            payload = {"choice": key}
            entry = Entry(state.seq, seat.id, decision_id, "choice", payload)
            in_place = not state.physical
            try:
                after = step(fight, entry, state.setup, state.seed, in_place=in_place)
            except TableError:
                if in_place:
                    state.forget()
                raise
            self._append(state, [(seat.id, "choice", payload)], decision_id, after)
            self._run_server(state)
            return state.seq

    def enter_dice(self, token: str, decision_id: int, results: Sequence[int]) -> int:
        """Enter physical die results the fight waits for (the seat that must roll)."""
        with self._acting(token, decision_id=decision_id) as (seat, state):
            fight = state.fight
            assert fight is not None
            if not fight.waiting_for_dice:
                raise TableError("no dice are needed now")
            must = seatview.dice_seat(fight, state.seats, state.control())
            if must.id != seat.id:
                raise TableError(f"{must.name or 'another seat'} rolls these dice, not you")
            dice = dice_results(results)
            entry = Entry(state.seq, seat.id, decision_id, "dice", {"dice": dice})
            after = step(fight, entry, state.setup, state.seed)
            self._append(state, [(seat.id, "dice", entry.payload)], decision_id, after)
            self._run_server(state)
            return state.seq

    def view(self, token: str) -> dict[str, Any]:
        """Everything ``token``'s seat may see, as JSON-able data (see :mod:`seatview`). The
        same dict is handed to every caller until the table moves: read it, never change it."""
        with self._acting(token) as (seat, state):
            return self._view(seat, state)

    def replay(self, token: str, upto: int) -> dict[str, Any]:
        """``token``'s seat's view of the fight as it stood after its first ``upto`` inputs
        (the undone ones included, as they were then), once the fight is over; the game
        master may replay at any time. ``view["replay"]`` says which step and how many."""
        with self._acting(token) as (seat, state):
            if state.status != "over" and seat.role != "gm":
                raise TableError("the replay opens when the fight is over")
            if isinstance(upto, bool) or not isinstance(upto, int) or not 0 <= upto <= state.seq:
                raise TableError(f"a replay step is a whole number from 0 to {state.seq}")
            past = TableState(
                state.id, state.setup, state.seed, state.physical, state.owner, state.sides
            )
            past.settings, past.version, past.seats = state.settings, state.version, state.seats
            past.status = "over" if upto == state.seq else "replay"
            past.entries = state.entries[:upto]
            past.seq = upto
            if state.status != "lobby":
                past.fight = rebuild(
                    state.setup, state.seed, state.physical, effective(past.entries)
                )
            out = seatview.view(seat, past, None)
            out["replay"] = {"step": upto, "steps": state.seq}
            return out

    @contextmanager
    def seat_context(self, token: str) -> Iterator[SeatContext]:
        """The seat's :class:`SeatContext`, with the table held until the block ends (so the
        fight does not change while a page is drawn from it)."""
        with self._acting(token) as (seat, state):
            view = self._view(seat, state)
            fight = state.fight
            yield SeatContext(
                view,
                fight.enc if fight is not None else None,
                list(dict.fromkeys(state.sides.values())),
                state.gm_sees_secrets,
                [self._seat_json(s) for s in state.seats] if seat.role == "gm" else None,
            )

    def expire(self, now: float | None = None) -> list[int]:
        """Run out the clock of every table held here whose turn timer has passed (see
        :mod:`tenkaichi.table.timer`); returns the tables that moved (their subscribers are
        told too)."""
        now = time.monotonic() if now is None else now
        with self._lock:
            states = [s for s in self._tables.values() if s.settings.get("turn_timer")]
        moved: list[tuple[int, int]] = []
        for candidate in states:
            timer = int(candidate.settings.get("turn_timer") or 0)
            if candidate.status != "running" or not timer or now - candidate.since < timer:
                continue
            try:
                with self._hold(candidate.id) as state:
                    if self._time_out(state, now):
                        moved.append((state.id, state.seq))
            except TableError:
                continue
        self._tell(moved)
        return [tid for tid, _ in moved]

    # --- helpers --------------------------------------------------------------------------

    def _time_out(self, state: TableState, now: float) -> bool:
        timer = int(state.settings.get("turn_timer") or 0)
        if state.status != "running" or not timer or now - state.since < timer:
            return False
        waiting = self._waiting(state)
        if waiting is None or waiting.role == "bot":
            return False
        who = seatview.label(waiting)
        if state.settings.get("on_timeout") == "pass":
            inputs, after = server_turn(state, waiting, timeout=True)
            self._append(state, inputs, state.seq, after)
            self._run_server(state)
        else:
            self._append(
                state, [(state.gm().id, "pause", {"timeout": who})], state.seq, None, "paused"
            )
        return True

    def _view(self, seat: Seat, state: TableState) -> dict[str, Any]:
        found = state.views.get(seat.id)
        if found is None:
            deadline = None
            timer = int(state.settings.get("turn_timer") or 0)
            if timer and state.status == "running":
                deadline = time.time() + timer - (time.monotonic() - state.since)
            found = seatview.view(seat, state, self._waiting(state), deadline)
            state.views[seat.id] = found
        return found

    def _waiting(self, state: TableState) -> Seat | None:
        if state.status != "running" or state.fight is None:
            return None
        return seatview.must_answer(state.fight, state.seats, state.control())

    def _status_input(self, gm_token: str, kind: Any, allowed: tuple[str, ...], status: str) -> int:
        with self._acting(gm_token, gm=True) as (gm, state):
            if state.status not in allowed:
                raise TableError(f"the table is {state.status}: it cannot {kind} now")
            self._append(state, [(gm.id, kind, {})], state.seq, None, status)
            self._run_server(state)
            return state.seq

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

    def _update_seat(self, state: TableState, seat_id: int, **values: Any) -> None:
        with self.engine.begin() as c:
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
            with self.engine.begin() as c:
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
                f"decision {decision_id} was already answered: look at the table again"
            ) from None
        except sa.exc.OperationalError as error:
            state.forget()
            raise TableError(f"the table's database is busy, try again ({error.orig})") from None
        state.entries.extend(entry_of_row(r) for r in rows)
        state.seq += len(rows)
        state.status = status or state.status
        if inputs[0][1] == "undo":
            fight = rebuild(state.setup, state.seed, state.physical, effective(state.entries))
            state.set_fight(fight, rebuilt=True)
        else:
            state.set_fight(after if after is not None else state.fight, rebuilt=False)
        self._snapshot(state)

    def _snapshot(self, state: TableState) -> None:
        fight = state.fight
        if fight is None or fight.enc is None or fight.waiting_for_dice:
            return
        if state.seq % SNAPSHOT_EVERY and state.status != "over":
            return
        try:
            with self.engine.begin() as c:
                c.execute(
                    SNAPSHOTS.insert().values(
                        table_id=state.id, seq=state.seq, state=fight.enc.to_json()
                    )
                )
        except sa.exc.IntegrityError:
            pass  # another process stored the same snapshot

    def _seats(self, c: sa.Connection, table_id: int) -> list[Seat]:
        rows = c.execute(sa.select(SEATS).where(SEATS.c.table_id == table_id).order_by(SEATS.c.id))
        return [Seat.from_row(r._mapping) for r in rows]

    def _seat_of(self, state: TableState, seat_id: object) -> Seat:
        found = state.seat(seat_id) if isinstance(seat_id, int) else None
        if found is None:
            raise TableError(f"there is no seat {seat_id!r:.20} at this table")
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
                raise TableError(_INVALID)
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
        if state is None:
            with self.engine.connect() as c:
                fresh = load(c, table_id)
            with self._lock:
                state = self._tables.setdefault(table_id, fresh)
        with state.lock:
            try:
                self._refreshed(state)
            except TableError:
                state.forget()
                raise
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
                raise TableError(_INVALID)
            if gm and seat.role != "gm":
                raise TableError("only the game master may do that")
            if decision_id is not None:
                _check_actor(seat, state, decision_id)
            yield seat, state

    def _run_server(self, state: TableState) -> None:
        """Let the server answer (bots) and roll (bots, seats with digital dice) until a
        person must act; a concurrent writer that got there first stops this run (that
        writer runs them instead)."""
        for _ in range(BOT_STEPS_MAX):
            if state.status != "running" or state.fight is None:
                return
            seat = self._waiting(state)
            if seat is None:
                return
            if seat.role != "bot" and not (state.fight.waiting_for_dice and rolls_for_itself(seat)):
                return
            try:
                inputs, after = server_turn(state, seat)
                self._append(state, inputs, state.seq, after)
            except TableError:
                state.forget()
                return


def _check_actor(seat: Seat, state: TableState, decision_id: object) -> None:
    if seat.role == "spectator":
        raise TableError("a spectator cannot act")
    if seat.role == "player" and not seat.approved:
        raise TableError("the game master has not let you in yet")
    if state.status != "running":
        raise TableError(f"the table is {state.status}: nobody answers now")
    if isinstance(decision_id, bool) or not isinstance(decision_id, int):
        raise TableError("an answer names the decision it answers by its number")
    if decision_id != state.seq:
        raise TableError(f"decision {decision_id} is over: the table is at decision {state.seq}")


def entry_of_row(row: Mapping[str, Any]) -> Entry:
    return Entry(row["seq"], row["seat_id"], row["decision_id"], row["kind"], row["payload"])


__all__ = ["DICE_MODES", "TABLES_PER_OWNER", "TABLE_SETTINGS", "SeatContext", "TableService"]
