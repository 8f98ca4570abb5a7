"""The web table's live connections: one WebSocket per open seat page, grouped by table.

After any input to a table every connected seat of it is sent its own new view: at once for an
input taken by this process, and through the service's subscription (see
:mod:`tenkaichi.table.doorbell`) for one taken by another process on the same PostgreSQL
database or by a turn timer. A connection's messages are capped in size
(:data:`MESSAGE_MAX_BYTES`) and rate (:data:`MESSAGE_RATE` a second, :data:`MESSAGE_BURST` at
once).

**A view message carries only the events the connection has not been sent**:
``{"type": "view", "view": {..., "events": [...], "events_from": k}}`` means "your events from
index ``k`` on are these" (``k`` is 0 on connect and whenever the seat's events changed other
than by growing: an undo, a seat let in and shown its side's secrets). Everything else in the
view is whole every time, with its ``seq``. A WebSocket delivers in order and the server sends
each connection's views one at a time, so a client that appends at ``events_from`` holds
exactly the seat's events; one that reconnects gets them whole.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import WebSocket
from starlette.concurrency import run_in_threadpool

from tenkaichi.i18n import text as say
from tenkaichi.i18n import use

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
    language: str = "en"
    """The language of the page's browser (its handshake's; a seat's own choice wins)."""
    sending: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while a view is sent, so two pushes never interleave their event counts."""

    def spend(self) -> bool:
        """Take one message from the allowance; ``False`` when it is used up."""
        now = time.monotonic()
        self.allowance = min(MESSAGE_BURST, self.allowance + (now - self.checked) * MESSAGE_RATE)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

    sent_seq: int = -1
    """The seq of the newest view sent (views never go back)."""
    sent_events: int = 0
    """How many of the seat's events this connection holds."""
    last_event: object = None
    """The last of them, as the service built it (the same object while the events only
    grow: a rebuilt list has new ones)."""

    async def send(self, message: dict[str, Any]) -> None:
        await self.socket.send_text(json.dumps(message))

    async def send_view(self, view: dict[str, Any]) -> None:
        """Send ``view`` with only the events this connection lacks (see the module)."""
        if int(view.get("seq", 0)) < self.sent_seq:
            return  # an older view that lost a race with a newer one: it would go back
        self.sent_seq = int(view.get("seq", 0))
        events: list[Any] = view.get("events", [])
        held = self.sent_events
        grows = 0 < held <= len(events) and events[held - 1] is self.last_event
        start = held if grows else 0
        await self.send(
            {"type": "view", "view": {**view, "events": events[start:], "events_from": start}}
        )
        self.sent_events = len(events)
        self.last_event = events[-1] if events else None


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

    async def broadcast(
        self,
        table: int,
        view_of: Callable[[str], dict[str, Any]],
        first: Connection | None = None,
    ) -> None:
        """Send every connection of ``table`` its seat's view (``view_of(token)``), ``first``
        (the seat that just acted, waiting to see its answer) before the others; a seat whose
        view fails (its link was taken back) is told why and closed."""
        conns = self.connections(table)
        conns.sort(key=lambda c: c is not first)
        for conn in conns:
            try:
                view = await run_in_threadpool(_in_language, conn.language, view_of, conn.token)
            except Exception as error:
                try:
                    with use(conn.language):
                        told = _line(error)
                    await conn.send({"type": "error", "message": told})
                    await conn.socket.close(code=1008)
                except Exception:
                    pass
                self.remove(conn)
                continue
            async with conn.sending:
                try:
                    await conn.send_view(view)
                except Exception:
                    self.remove(conn)


def _in_language(language: str, view_of: Callable[[str], dict[str, Any]], token: str) -> Any:
    """``view_of(token)`` read in ``language`` (each connection in its own browser's)."""
    with use(language):
        return view_of(token)


def _line(error: BaseException) -> str:
    from tenkaichi.errors import TenkaichiError

    if isinstance(error, TenkaichiError):
        return str(error).splitlines()[0] if str(error) else say("table-error-did-not-work")
    return say("table-error-server-short")


__all__ = ["MESSAGE_BURST", "MESSAGE_MAX_BYTES", "MESSAGE_RATE", "Connection", "Hub"]
