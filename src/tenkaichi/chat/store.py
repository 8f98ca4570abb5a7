"""What a chat front-end keeps beside the table service: per channel and game, the table it
plays and the lobby it is gathering; per table, which chat user holds which seat.

Everything else (the game, its seats, its input log) is the table service's. Every change here
is one short transaction: a lobby changes by compare-and-set on the channel row's version (two
processes never both change one lobby; the loser reads again and retries), and the row itself
is created by whoever inserts first (a second insert is a retry, never an error shown to
anyone).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from tenkaichi.table.service import TableService
from tenkaichi.table.store import CHANNELS, MEMBERS, SEATS, TABLES, TableError

CACHED_TABLES = 10_000
"""Game masters' tokens kept in memory at most (the cache starts again past this)."""
RETRIES = 5
"""How often a change that lost a race to another process is tried again."""


class SideTaken(Exception):
    """Another chat user's seat already plays this side (they joined it first)."""

    def __init__(self, side: str) -> None:
        super().__init__(side)
        self.side = side


@dataclass(slots=True)
class Channel:
    """One channel's row for one game (a fresh one has version -1: not stored yet)."""

    platform: str
    channel: str
    game: str
    table_id: int | None = None
    lobby: list[dict[str, Any]] = field(default_factory=list)
    version: int = -1


@dataclass(frozen=True, slots=True)
class Member:
    seat_id: int
    platform: str
    user_id: str
    vote_end: bool


class ChatStore:
    """The chat rows of one table service's database (see the module docstring)."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.engine = service.engine
        self._gm: dict[int, str] = {}
        """Table -> its game master's token (a GM seat is never kicked: its token stays)."""

    # --- channels and lobbies ------------------------------------------------------------

    def channel(self, platform: str, channel: str, game: str) -> Channel:
        with self.engine.connect() as c:
            row = c.execute(
                sa.select(CHANNELS).where(
                    CHANNELS.c.platform == platform,
                    CHANNELS.c.channel == channel,
                    CHANNELS.c.game == game,
                )
            ).first()
        if row is None:
            return Channel(platform, channel, game)
        lobby = row.lobby if isinstance(row.lobby, list) else []
        return Channel(
            platform,
            channel,
            game,
            row.table_id,
            [dict(e) for e in lobby if isinstance(e, dict)],
            int(row.version),
        )

    def save(self, ch: Channel, *, table_id: int | None = None, lobby: list[Any]) -> bool:
        """Store ``lobby`` (and, when given, the channel's new table) if nobody changed the row
        since ``ch`` was read; ``False`` when somebody did (read again and retry)."""
        values: dict[str, Any] = {"lobby": lobby, "version": ch.version + 1}
        if table_id is not None:
            values["table_id"] = table_id
        try:
            with self.service.transaction() as c:
                if ch.version < 0:
                    c.execute(
                        CHANNELS.insert().values(
                            platform=ch.platform,
                            channel=ch.channel,
                            game=ch.game,
                            table_id=table_id,
                            lobby=lobby,
                            version=0,
                        )
                    )
                    return True
                done = c.execute(
                    CHANNELS.update()
                    .where(
                        CHANNELS.c.platform == ch.platform,
                        CHANNELS.c.channel == ch.channel,
                        CHANNELS.c.game == ch.game,
                        CHANNELS.c.version == ch.version,
                    )
                    .values(**values)
                ).rowcount
                return bool(done)
        except sa.exc.IntegrityError:
            return False  # another process made the row first

    def set_aside(self, ch: Channel) -> bool:
        """Let the channel go of its table (a table whose log no longer replays stays in the
        database for the operator; the channel may gather a new one)."""
        try:
            with self.service.transaction() as c:
                done = c.execute(
                    CHANNELS.update()
                    .where(
                        CHANNELS.c.platform == ch.platform,
                        CHANNELS.c.channel == ch.channel,
                        CHANNELS.c.game == ch.game,
                        CHANNELS.c.version == ch.version,
                    )
                    .values(table_id=None, version=ch.version + 1)
                ).rowcount
        except sa.exc.IntegrityError:
            return False
        return bool(done)

    # --- members ---------------------------------------------------------------------------

    def add_member(
        self, table_id: int, seat_id: int, platform: str, user_id: str, *, side: str | None = None
    ) -> None:
        """Remember that a chat user holds a seat. With ``side``, a compare-and-set: the table's
        row is locked first (a no-op update: a row lock on PostgreSQL, the write lock on
        SQLite), then the insert happens only if no other member's seat plays ``side``;
        otherwise :class:`SideTaken` (two users joining one side at once: one of them gets it)."""
        with self.service.transaction() as c:
            if side is not None:
                c.execute(
                    TABLES.update().where(TABLES.c.id == table_id).values(version=TABLES.c.version)
                )
                holder = c.execute(
                    sa.select(MEMBERS.c.seat_id)
                    .join(SEATS, SEATS.c.id == MEMBERS.c.seat_id)
                    .where(
                        MEMBERS.c.table_id == table_id,
                        SEATS.c.side == side,
                        SEATS.c.id != seat_id,
                    )
                    .limit(1)
                ).first()
                if holder is not None:
                    raise SideTaken(side)
            c.execute(
                MEMBERS.insert().values(
                    seat_id=seat_id, table_id=table_id, platform=platform, user_id=user_id
                )
            )

    def members(self, table_id: int) -> list[Member]:
        with self.engine.connect() as c:
            rows = c.execute(
                sa.select(MEMBERS).where(MEMBERS.c.table_id == table_id).order_by(MEMBERS.c.seat_id)
            ).all()
        return [Member(int(r.seat_id), r.platform, r.user_id, bool(r.vote_end)) for r in rows]

    def vote_end(self, seat_id: int) -> None:
        with self.service.transaction() as c:
            c.execute(MEMBERS.update().where(MEMBERS.c.seat_id == seat_id).values(vote_end=True))

    def gm_token(self, table_id: int) -> str:
        """The token of the table's game-master seat (the channel's own: the chat front-end
        hosts the tables it opens)."""
        known = self._gm.get(table_id)
        if known is not None:
            return known
        with self.engine.connect() as c:
            seat = c.execute(
                sa.select(SEATS.c.id).where(SEATS.c.table_id == table_id, SEATS.c.role == "gm")
            ).scalar()
        if seat is None:
            raise TableError(f"there is no table {table_id}")
        token = self.service.token_for(table_id, int(seat))
        if len(self._gm) > CACHED_TABLES:
            self._gm.clear()
        self._gm[table_id] = token
        return token


__all__ = ["CACHED_TABLES", "RETRIES", "Channel", "ChatStore", "Member", "SideTaken"]
