"""The web table's live connections: one WebSocket per open seat page, grouped by table.

After any input to a table every connected seat of it is sent its own new view: at once for an
input taken by this process, and through the service's doorbell subscription (see
:mod:`tenkaichi.table.doorbell`) for one taken by another process on the same PostgreSQL
database. A
connection's messages are capped in size (:data:`MESSAGE_MAX_BYTES`) and rate
(:data:`MESSAGE_RATE` a second, :data:`MESSAGE_BURST` at once).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import WebSocket
from starlette.concurrency import run_in_threadpool

MESSAGE_MAX_BYTES = 4_096
"""The longest WebSocket message a seat may send; a longer one is refused unread."""
MESSAGE_RATE = 20.0
"""WebSocket messages a second a connection may send, on average."""
MESSAGE_BURST = 20
"""WebSocket messages a connection may send at once."""


@dataclass(eq=False)
class Connection:
    """One open seat page: its socket, its seat's token, its table, its message allowance."""

    socket: WebSocket
    token: str
    table: int
    allowance: float = MESSAGE_BURST
    checked: float = field(default_factory=time.monotonic)

    def spend(self) -> bool:
        """Take one message from the allowance; ``False`` when it is used up."""
        now = time.monotonic()
        self.allowance = min(MESSAGE_BURST, self.allowance + (now - self.checked) * MESSAGE_RATE)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

    async def send(self, message: dict[str, Any]) -> None:
        await self.socket.send_text(json.dumps(message))


class Hub:
    """The open connections, by table."""

    def __init__(self) -> None:
        self._tables: dict[int, set[Connection]] = {}

    def add(self, conn: Connection) -> None:
        self._tables.setdefault(conn.table, set()).add(conn)

    def remove(self, conn: Connection) -> None:
        group = self._tables.get(conn.table)
        if group is not None:
            group.discard(conn)
            if not group:
                del self._tables[conn.table]

    def connections(self, table: int) -> list[Connection]:
        return list(self._tables.get(table, ()))

    async def broadcast(self, table: int, view_of: Callable[[str], dict[str, Any]]) -> None:
        """Send every connection of ``table`` its seat's view (``view_of(token)``); a seat
        whose view fails (its link was taken back) is told why and closed."""
        for conn in self.connections(table):
            try:
                message = {"type": "view", "view": await run_in_threadpool(view_of, conn.token)}
            except Exception as error:
                message = {"type": "error", "message": _line(error)}
            try:
                await conn.send(message)
                if message["type"] == "error":
                    self.remove(conn)
                    await conn.socket.close(code=1008)
            except Exception:
                self.remove(conn)


def _line(error: BaseException) -> str:
    from tenkaichi.errors import TenkaichiError

    if isinstance(error, TenkaichiError):
        return str(error).splitlines()[0] if str(error) else "that did not work"
    return "something went wrong on the server"


__all__ = ["MESSAGE_BURST", "MESSAGE_MAX_BYTES", "MESSAGE_RATE", "Connection", "Hub"]
