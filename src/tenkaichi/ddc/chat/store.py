"""SQLite storage of chat battles: a restart loses nothing.

A battle row keeps its setup (members and settings), its seed and the list of actions taken;
the battle is rebuilt by replaying them (DESIGN principle 1). Each save is one transaction
that checks the row's version, so two processes can never both apply a turn.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tenkaichi.errors import TenkaichiError

SCHEMA = """
CREATE TABLE IF NOT EXISTS ddc_battles (
    id       TEXT PRIMARY KEY,
    status   TEXT NOT NULL,           -- lobby | active | over
    seed     INTEGER NOT NULL,
    settings TEXT NOT NULL,           -- JSON mapping of setting overrides
    members  TEXT NOT NULL,           -- JSON list of members
    actions  TEXT NOT NULL,           -- JSON list of action texts
    version  INTEGER NOT NULL
)
"""


class StoreError(TenkaichiError):
    """The database could not be read or written."""


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
            self.db.execute(SCHEMA)
        except sqlite3.Error as error:
            raise StoreError(f"battle database {self.path}: {error}") from None

    def close(self) -> None:
        self.db.close()

    def load(self, battle_id: str) -> BattleRecord | None:
        row = self._query(
            "SELECT id, status, seed, settings, members, actions, version "
            "FROM ddc_battles WHERE id = ?",
            (battle_id,),
        ).fetchone()
        if row is None:
            return None
        return BattleRecord(
            id=row[0],
            status=row[1],
            seed=row[2],
            settings=json.loads(row[3]),
            members=[Member(**m) for m in json.loads(row[4])],
            actions=list(json.loads(row[5])),
            version=row[6],
        )

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
