"""What one process knows of one table, and how it is kept current with the database.

A :class:`TableState` is the replayed fight of one table, with its seats, its log and the
views and event texts already built for its seats. :func:`refresh` brings it up to date with
one read of the table's row (its status, next seq, version and settings): only when the seq
moved are the newer inputs read and stepped through; only when the version moved are the
seats read again. Views are cached per seat until anything moves; each viewer's event texts
are built once per event and kept until the fight is rebuilt (an undo, a cold load).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.i18n import text as say
from tenkaichi.table.games import GameRules, Viewer, rules_of
from tenkaichi.table.log import (
    FIGHT_KINDS,
    INPUT_KINDS,
    Entry,
    Fight,
    effective,
    key_of,
    rebuild,
    step,
)
from tenkaichi.table.policies import Book
from tenkaichi.table.seats import ROLES, Seat, controllers, viewer_sides
from tenkaichi.table.store import INPUTS, SEATS, SNAPSHOTS, TABLES, DamagedTable, TableError
from tenkaichi.table.timer import checked_settings
from tenkaichi.text import NAME_MAX

KEEP = ("policy", "note")
"""The inputs that leave the pending decision as it was (:meth:`TableState.decision_seq`)."""


@dataclass(eq=False)
class TableState:
    """One table as this process last saw it (see the module docstring). Read and change it
    only while holding ``lock``."""

    id: int
    setup: Any
    """The game's setup (a DBU ``EncounterSetup``, a ToP or DDC setup)."""
    seed: int
    physical: bool
    owner: str | None
    sides: dict[str, str]
    """Actor (fighter, player) -> side, from the setup."""
    rules: GameRules
    """The game played at this table."""
    settings: dict[str, Any] = field(default_factory=dict)
    status: str = "lobby"
    seq: int = 0
    """The next input's seq (the pending decision's id)."""
    version: int = -1
    seats: list[Seat] = field(default_factory=list)
    entries: list[Entry] = field(default_factory=list)
    fight: Fight | None = None
    lock: threading.RLock = field(default_factory=threading.RLock)
    views: dict[tuple[int, str], dict[str, Any]] = field(default_factory=dict)
    """Seat id -> its view at the current seq, status and version."""
    texts: dict[tuple[Viewer, str], list[dict[str, Any]]] = field(default_factory=dict)
    """Viewer sides -> the fight's events as they see them, as JSON, so far."""
    looked: dict[tuple[Viewer, str], int] = field(default_factory=dict)
    """Viewer sides -> how many of the engine's events went into their texts."""
    replays: dict[int, Fight] = field(default_factory=dict)
    """Replayed fights by the number of inputs they replay (a cache of :meth:`replay`)."""
    since: float = field(default_factory=time.monotonic)
    """When the pending decision was put (the turn timer's start)."""
    _control: dict[str, Seat] | None = None
    _preview: Any = None
    _book: tuple[int, Book] | None = None

    @property
    def book(self) -> Book:
        """Every reaction policy set at this table (:mod:`tenkaichi.table.policies`)."""
        if self._book is None or self._book[0] != len(self.entries):
            self._book = (len(self.entries), Book.from_entries(self.entries))
        return self._book[1]

    def decision_seq(self) -> int:
        """The pending decision's id: the seq it was put at. A note or a reaction policy
        written meanwhile moves the seq, not the decision (an answer naming it still
        answers it, and a chat's buttons and secret numbers stay the same)."""
        seq = self.seq
        while seq > 0 and seq <= len(self.entries) and self.entries[seq - 1].kind in KEEP:
            seq -= 1
        return seq

    def turn(self) -> str:
        """The turn in progress, as a policy "for this turn" names it ("" before the fight)."""
        enc = self.fight.enc if self.fight is not None else None
        return self.rules.turn_of(enc) if enc is not None else ""

    @property
    def gm_sees_secrets(self) -> bool:
        return bool(self.settings.get("gm_sees_secrets", True))

    def control(self) -> dict[str, Seat]:
        """Fighter id -> the seat that answers for it."""
        if self._control is None:
            self._control = controllers(self.seats, self.sides)
        return self._control

    def seat(self, seat_id: int) -> Seat | None:
        return next((s for s in self.seats if s.id == seat_id), None)

    def gm(self) -> Seat:
        return next(s for s in self.seats if s.role == "gm")

    def moved(self) -> None:
        """Something a seat sees changed: drop the views and start the turn clock again."""
        self.views.clear()
        self.since = time.monotonic()

    def set_seats(self, seats: list[Seat]) -> None:
        self.seats = seats
        self._control = None
        self.texts.clear()
        self.looked.clear()
        self.moved()

    def set_fight(self, fight: Fight | None, rebuilt: bool) -> None:
        """Put ``fight`` in place (``rebuilt``: not the last one moved on, so the event texts
        built so far are dropped)."""
        self.fight = fight
        now = self.rules.sides_now(fight.enc) if fight is not None and fight.enc else None
        if now and now != self.sides:
            self.sides = now
            self._control = None
        if rebuilt:
            self.texts.clear()
            self.looked.clear()
        self.moved()

    def shown(self) -> Any:
        """The match a seat is shown: the fight, or before it starts the game's preview of
        the board and the sheets (``None``: nothing yet)."""
        enc = self.fight.enc if self.fight is not None else None
        if enc is None and self.status == "lobby":
            if self._preview is None:
                self._preview = self.rules.preview(self.setup, self.seed)
            return self._preview
        return enc

    def forget(self) -> None:
        """Throw the fight away (it is rebuilt from the log on the next refresh)."""
        self.entries = []
        self.seq = 0
        self.version = -1
        self.set_fight(None, rebuilt=True)

    def events_for(self, viewer: Viewer) -> list[dict[str, Any]]:
        """The fight's events as ``viewer`` sees them, as JSON (a fresh list), in the language of
        the reader being served (:func:`tenkaichi.i18n.current`)."""
        enc = self.fight.enc if self.fight is not None else None
        if enc is None:
            return []
        key = (viewer, current())  # the texts are in the reader's language
        start = self.looked.get(key, 0)  # the engine's events looked at (some are hidden)
        if start > len(enc.events):  # the fight's events were taken back: start again
            self.texts.pop(key, None)
            start = 0
        done = self.texts.setdefault(key, [])
        for event in enc.events[start:]:
            shown = self.rules.event_json(enc, event, viewer)
            if shown is not None:
                done.append(shown)
        self.looked[key] = len(enc.events)
        return list(done)

    def viewer(self, seat: Seat) -> Viewer:
        return viewer_sides(seat, self.control(), self.sides, self.gm_sees_secrets)


UNREADABLE = (ValueError, TypeError, KeyError, AttributeError, RecursionError)
"""What reading a garbled stored row raises (a JSON column that is not JSON, or too deep)."""


def undecodable(error: sa.exc.DBAPIError) -> bool:
    """The driver found bytes that are not text in a text column (a flipped bit on disk):
    damage to this table's rows, not a passing fault of the database."""
    return "decode" in str(error.orig).lower()


def load(c: sa.Connection, table_id: int) -> TableState:
    """A table's state as stored (the fight is replayed by the first :func:`refresh`)."""
    try:
        row = c.execute(sa.select(TABLES).where(TABLES.c.id == table_id)).first()
    except UNREADABLE as error:
        raise DamagedTable(f"the table's row cannot be read ({type(error).__name__})") from None
    except sa.exc.DBAPIError as error:
        if not undecodable(error):
            raise
        raise DamagedTable("the table's row cannot be read (not text)") from None
    if row is None:
        raise TableError(say("table-error-no-table", table=str(table_id)))
    try:
        rules = rules_of(row.game)
        setup = rules.parse_setup(row.setup, "the table's setup")
        sides = sides_of(rules, setup)
    except TenkaichiError as error:
        raise DamagedTable(str(error)) from None
    return TableState(
        table_id,
        setup,
        int(row.seed),
        row.dice_mode == "physical",
        row.owner,
        sides,
        rules,
    )


def refresh(c: sa.Connection, state: TableState) -> bool:
    """Bring ``state`` up to date with the database; ``True`` when anything moved. Stored rows
    that cannot be read, or a log that does not replay, are a :class:`DamagedTable`."""
    try:
        return _refresh(c, state)
    except DamagedTable:
        raise
    except TableError as error:
        raise DamagedTable(f"the table's log does not replay: {error}") from None
    except UNREADABLE as error:
        raise DamagedTable(
            f"the table's stored rows cannot be read ({type(error).__name__})"
        ) from None
    except sa.exc.DBAPIError as error:
        if not undecodable(error):
            raise
        raise DamagedTable("the table's stored rows cannot be read (not text)") from None


def _refresh(c: sa.Connection, state: TableState) -> bool:
    row = c.execute(
        sa.select(TABLES.c.status, TABLES.c.seq, TABLES.c.version, TABLES.c.settings).where(
            TABLES.c.id == state.id
        )
    ).first()
    if row is None:
        raise DamagedTable(f"there is no table {state.id}")
    if row.status not in STATUSES:
        raise DamagedTable(f"the table's status is not one of {', '.join(STATUSES)}")
    if not isinstance(row.seq, int) or row.seq < 0:
        raise DamagedTable("the table's input counter is not a whole number")
    moved = False
    if row.version != state.version:
        rows = c.execute(sa.select(SEATS).where(SEATS.c.table_id == state.id).order_by(SEATS.c.id))
        settings = _settings_of(row.settings)
        seats = [Seat.from_row(r._mapping) for r in rows]
        _check_seats(seats, state.sides, None)
        state.settings = settings
        state.version = int(row.version)
        state.set_seats(seats)
        moved = True
    if row.status != state.status:
        state.status = row.status
        state.moved()
        moved = True
    unloaded = state.fight is None and state.status != "lobby"
    if int(row.seq) != state.seq or unloaded:
        newer = c.execute(
            sa.select(INPUTS)
            .where(INPUTS.c.table_id == state.id, INPUTS.c.seq >= state.seq)
            .order_by(INPUTS.c.seq)
        ).all()
        snapshot = None
        if unloaded and newer:
            snapshot = c.execute(
                sa.select(SNAPSHOTS)
                .where(SNAPSHOTS.c.table_id == state.id)
                .order_by(SNAPSHOTS.c.seq.desc())
                .limit(1)
            ).first()
        fresh = [Entry.from_row(r._mapping) for r in newer]
        count = int(row.seq)
        if len(fresh) > count - state.seq and fresh and fresh[-1].seq >= count:
            # More rows than the counter said: another process appended between the two reads
            # (its counter moved too), or a row was added by hand (it did not).
            again = c.execute(sa.select(TABLES.c.seq).where(TABLES.c.id == state.id)).scalar()
            if isinstance(again, int) and again > fresh[-1].seq:
                fresh = [e for e in fresh if e.seq < count]
        _check_entries(fresh, state.seq, count)
        _take(state, fresh, snapshot, unloaded)
        moved = True
    if moved:  # the fighters its seats name: the game's, or added by a ruling of its log
        _check_seats(state.seats, state.sides, _known_fighters(state))
    return moved


STATUSES = ("lobby", "running", "paused", "over")


def _settings_of(raw: Any) -> dict[str, Any]:
    """The stored table settings, each checked as the game master's form checks it."""
    if not isinstance(raw, dict):
        raise DamagedTable("the table's settings are not a mapping")
    try:
        return checked_settings(raw, {})
    except TableError as error:
        raise DamagedTable(f"the table's settings: {error}") from None


def _known_fighters(state: TableState) -> set[str]:
    """Every fighter a seat of this table may name: the game's as it stands, and every one a
    ruling of its log added (an undo may have taken it back since)."""
    known = set(state.sides)
    for e in state.entries:
        if e.kind == "ruling":
            known.update(str(n) for n in e.payload.get("added") or ())
    return known


def _check_seats(seats: list[Seat], sides: dict[str, str], fighters: set[str] | None) -> None:
    """One game master; every seat's role known; every side it claims is the game's, and
    every fighter it names is one of ``fighters`` (``None``: checked later, once the log is
    read)."""
    if sum(1 for s in seats if s.role == "gm") != 1:
        raise DamagedTable("the table has no game master seat (or more than one)")
    known = set(sides.values())
    for s in seats:
        if s.role not in ROLES:
            raise DamagedTable(f"seat {s.id} has an unknown role")
        if s.dice not in ("physical", "digital"):
            raise DamagedTable(f"seat {s.id}'s dice are neither physical nor digital")
        for fighter in s.fighters:
            if not isinstance(fighter, str) or not 0 < len(fighter) <= NAME_MAX:
                raise DamagedTable(f"seat {s.id} plays a fighter with no readable name")
            if fighters is not None and fighter not in fighters:
                raise DamagedTable(f"seat {s.id} plays a fighter this game does not have")
        if s.side is not None and s.side not in known:
            raise DamagedTable(f"seat {s.id} plays a side this game does not have")


def _check_entries(fresh: list[Entry], first: int, count: int) -> None:
    """The log rows read are exactly the next ones the table's counter says there are: seqs
    from ``first`` on without a gap, as many as the counter, each of a known kind with the
    payload its kind needs."""
    if first + len(fresh) != count:
        raise DamagedTable(
            f"the table's input counter says {count} inputs, its log holds {first + len(fresh)}"
        )
    for i, e in enumerate(fresh):
        if e.seq != first + i:
            raise DamagedTable(f"the table's log skips input {first + i}")
        if e.kind not in INPUT_KINDS:
            raise DamagedTable(f"input {e.seq} is of an unknown kind")
        payload = e.payload
        if e.kind == "choice" and "choice" not in payload:
            raise DamagedTable(f"input {e.seq} answers nothing")
        if e.kind == "dice" and not (
            isinstance(payload.get("dice"), list)
            and all(type(d) is int and d >= 1 for d in payload["dice"])
        ):
            raise DamagedTable(f"input {e.seq} holds dice that are not die results")
        if e.kind == "undo" and not (type(payload.get("n")) is int and payload["n"] >= 0):
            raise DamagedTable(f"input {e.seq} takes back no number of decisions")
        if e.kind == "ruling" and not isinstance(payload.get("ruling"), dict):
            raise DamagedTable(f"input {e.seq} is a ruling that rules nothing")
        if e.kind in ("note", "roll") and not isinstance(payload.get("text"), str):
            raise DamagedTable(f"input {e.seq} is a {e.kind} without its text")


def _take(state: TableState, fresh: list[Entry], snapshot: Any, unloaded: bool) -> None:
    state.entries.extend(fresh)
    state.seq = len(state.entries)
    if unloaded:
        state.set_fight(_from_log(state, snapshot), rebuilt=True)
    elif any(e.kind == "undo" for e in fresh):
        fight = rebuild(
            state.rules, state.setup, state.seed, state.physical, effective(state.entries)
        )
        state.set_fight(fight, rebuilt=True)
    elif state.fight is not None:
        fight = state.fight
        for e in fresh:
            if e.kind in ("choice", "dice", "ruling"):
                fight = step(fight, e, state.rules, state.setup, state.seed)
        state.set_fight(fight, rebuilt=False)
    else:
        state.moved()


def _from_log(state: TableState, snapshot: Any) -> Fight:
    """The fight from the log, through the newest stored snapshot when it is a prefix of it."""
    entries = state.entries
    if (
        snapshot is not None
        and not state.physical
        and not any(e.kind == "undo" for e in entries[snapshot.seq :])
    ):
        prefix = effective(entries[: snapshot.seq])
        keys = [key_of(e) for e in prefix if e.kind in FIGHT_KINDS]
        match = state.rules.from_snapshot(snapshot.state, keys, [])
        if match is not None:
            fight = Fight(match)
            for e in entries[snapshot.seq :]:
                if e.kind in ("choice", "dice", "ruling"):
                    fight = step(fight, e, state.rules, state.setup, state.seed)
            return fight
    return rebuild(state.rules, state.setup, state.seed, state.physical, effective(entries))


def sides_of(rules: GameRules, setup: Any) -> dict[str, str]:
    try:
        return rules.sides(setup)
    except TenkaichiError as error:
        raise TableError(str(error)) from None


__all__ = ["TableState", "load", "refresh", "sides_of"]
