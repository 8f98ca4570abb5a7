"""SQLite storage of chat battles: a restart loses nothing.

A battle row keeps its setup (members and settings), its seed and the list of actions taken;
the battle is rebuilt by replaying them (DESIGN principle 1). Each save is one transaction
that checks the row's version, so two processes can never both apply a turn.

A row is checked against :class:`BattleRow` when it is read: a row that does not match (edited
by hand, written by a bug, cut short on disk) is a :class:`DamagedBattle`, never an internal
error; :meth:`BattleStore.set_aside` moves it to the ``ddc_damaged`` table, so it is reported
once and its channel can open a new battle, while every other battle plays on.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Json, ValidationError, model_validator

from tenkaichi.ddc.settings import settings_from
from tenkaichi.ddc.setup import MAX_FIGHTERS
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import ContentError, TenkaichiError
from tenkaichi.problems import plain

SCHEMA = """
CREATE TABLE IF NOT EXISTS ddc_battles (
    id       TEXT PRIMARY KEY,
    status   TEXT NOT NULL,           -- lobby | active | over
    seed     INTEGER NOT NULL,
    settings TEXT NOT NULL,           -- JSON mapping of setting overrides
    members  TEXT NOT NULL,           -- JSON list of members
    actions  TEXT NOT NULL,           -- JSON list of action texts
    version  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS ddc_damaged (  -- rows set aside as damaged, kept for the operator
    id       TEXT NOT NULL,
    reason   TEXT NOT NULL,
    status   ANY, seed ANY, settings ANY, members ANY, actions ANY, version ANY
)
"""
MAX_STORED_ACTIONS = 100_000
"""Most actions a stored battle may hold (a battle of 12 fighters over the largest round limit
takes fewer); a longer list marks the row as damaged before it is replayed."""
MAX_COLUMN_CHARS = 4_000_000
"""Longest JSON text read from one column of a row (the actions of the longest battle fit)."""
MAX_USER_CHARS = 100
"""Longest player id (a chat user id) and shown player name kept in a battle."""
BOT_KINDS = ("random", "greedy", "mcts")

Status = Literal["lobby", "active", "over"]


class StoreError(TenkaichiError):
    """The database could not be read or written."""


class DamagedBattle(StoreError):
    """A stored battle that does not match :class:`BattleRow` or cannot be replayed."""

    def __init__(self, battle_id: str, reason: str) -> None:
        self.battle_id = battle_id
        self.reason = reason
        super().__init__(f"battle {battle_id!r} is damaged: {reason}")


@dataclass(slots=True)
class Member:
    user: str
    """Who plays the fighter (a chat user id); empty for a bot."""
    display: str
    fighter: str
    """Roster name."""
    name: str
    """Name in the battle."""
    side: str
    bot: str = ""
    """Bot kind for a bot-played fighter."""


@dataclass(slots=True)
class BattleRecord:
    id: str
    status: str = "lobby"
    seed: int = 0
    settings: dict[str, Any] = field(default_factory=dict)
    members: list[Member] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    version: int = 0

    def member(self, user: str) -> Member | None:
        return next((m for m in self.members if m.user == user and not m.bot), None)


Text = Annotated[str, Field(min_length=1, max_length=24)]


class MemberRow(BaseModel):
    """One stored member: what :class:`Member` and the battle's setup entry accept."""

    model_config = ConfigDict(extra="forbid", strict=True)

    user: str = Field(max_length=MAX_USER_CHARS)
    display: str = Field(min_length=1, max_length=MAX_USER_CHARS)
    fighter: Text
    name: str = Field(min_length=1, max_length=24, pattern=r"^[A-Za-z][\w\-]*$")
    side: Text
    bot: Literal["", "random", "greedy", "mcts"] = ""


class BattleRow(BaseModel):
    """The schema of a stored battle row; the JSON columns are parsed and checked here."""

    model_config = ConfigDict(extra="forbid", strict=True)

    status: Status
    seed: int = Field(ge=0, le=MAX_SEED)
    settings: Json[dict[str, Any]]
    members: Json[list[MemberRow]] = Field(max_length=MAX_FIGHTERS)
    actions: Json[list[Annotated[str, Field(max_length=100)]]] = Field(
        max_length=MAX_STORED_ACTIONS
    )
    version: int = Field(ge=1)

    @model_validator(mode="after")
    def _started_with_two(self) -> BattleRow:
        if self.status != "lobby" and len(self.members) < 2:
            raise ValueError("a started battle has at least 2 members")
        return self


_COLUMNS = ("status", "seed", "settings", "members", "actions", "version")


def read_row(battle_id: str, row: tuple[Any, ...]) -> BattleRecord:
    """The record of a stored ``row`` (its columns in :data:`_COLUMNS` order), or
    :class:`DamagedBattle` naming the first thing wrong."""
    for column, value in zip(_COLUMNS, row, strict=True):
        if isinstance(value, str) and len(value) > MAX_COLUMN_CHARS:
            raise DamagedBattle(battle_id, f"{column}: longer than {MAX_COLUMN_CHARS} characters")
    try:
        checked = BattleRow.model_validate(dict(zip(_COLUMNS, row, strict=True)))
        settings_from(checked.settings, "settings")
    except ValidationError as error:
        problem = error.errors()[0]
        where = ", ".join(_place(part) for part in problem["loc"]) or "the row"
        message = plain(problem["msg"])
        raise DamagedBattle(battle_id, f"{where}: {message}") from None
    except ContentError as error:
        raise DamagedBattle(battle_id, str(error)) from None
    return BattleRecord(
        id=battle_id,
        status=checked.status,
        seed=checked.seed,
        settings=checked.settings,
        members=[Member(**m.model_dump()) for m in checked.members],
        actions=list(checked.actions),
        version=checked.version,
    )


def _place(part: int | str) -> str:
    return f"entry {part + 1}" if isinstance(part, int) else part


class BattleStore:
    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        try:
            self.db = sqlite3.connect(self.path, isolation_level=None, timeout=10)
            if self.path != ":memory:":
                # Write-ahead log: a committed turn survives a crash of the bot process; only
                # a power cut may lose the last commits (synchronous=NORMAL).
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(SCHEMA)
        except sqlite3.Error as error:
            raise StoreError(f"battle database {self.path}: {error}") from None

    def close(self) -> None:
        self.db.close()

    def load(self, battle_id: str) -> BattleRecord | None:
        """The stored battle, None if there is none, :class:`DamagedBattle` if its row is
        damaged (text columns are read at most one character past the limit)."""
        cut = MAX_COLUMN_CHARS + 1
        row = self._query(
            "SELECT substr(status, 1, 10), seed, substr(settings, 1, ?), substr(members, 1, ?), "
            "substr(actions, 1, ?), version FROM ddc_battles WHERE id = ?",
            (cut, cut, cut, battle_id),
        ).fetchone()
        if row is None:
            return None
        return read_row(battle_id, tuple(row))

    def set_aside(self, battle_id: str, reason: str) -> None:
        """Move a damaged battle's row to ``ddc_damaged`` (with ``reason``): the channel may
        open a new battle and the operator keeps the row."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute(
                "INSERT INTO ddc_damaged (id, reason, status, seed, settings, members, actions, "
                "version) SELECT id, ?, status, seed, settings, members, actions, version "
                "FROM ddc_battles WHERE id = ?",
                (reason, battle_id),
            )
            self.db.execute("DELETE FROM ddc_battles WHERE id = ?", (battle_id,))
            self.db.execute("COMMIT")
        except sqlite3.Error as error:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise StoreError(f"battle database {self.path}: {error}") from None

    def save(self, record: BattleRecord) -> None:
        """Write ``record``; refused if someone else saved the battle since it was loaded."""
        values = (
            record.status,
            record.seed,
            json.dumps(record.settings, sort_keys=True),
            json.dumps([asdict(m) for m in record.members]),
            json.dumps(record.actions),
        )
        try:
            self.db.execute("BEGIN IMMEDIATE")
            if record.version == 0:
                self.db.execute(
                    "INSERT INTO ddc_battles (status, seed, settings, members, actions, version, "
                    "id) VALUES (?, ?, ?, ?, ?, 1, ?)",
                    (*values, record.id),
                )
            else:
                done = self.db.execute(
                    "UPDATE ddc_battles SET status = ?, seed = ?, settings = ?, members = ?, "
                    "actions = ?, version = version + 1 WHERE id = ? AND version = ?",
                    (*values, record.id, record.version),
                ).rowcount
                if done != 1:
                    self.db.execute("ROLLBACK")
                    raise StoreError(
                        f"battle {record.id!r} changed while this command ran; try again"
                    )
            self.db.execute("COMMIT")
        except sqlite3.Error as error:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise StoreError(f"battle database {self.path}: {error}") from None
        record.version += 1

    def ids(self) -> list[str]:
        return [row[0] for row in self._query("SELECT id FROM ddc_battles ORDER BY id", ())]

    def _query(self, sql: str, args: tuple[Any, ...]) -> sqlite3.Cursor:
        try:
            return self.db.execute(sql, args)
        except sqlite3.Error as error:
            raise StoreError(f"battle database {self.path}: {error}") from None
