"""A seat's WebSocket: the view it is sent whenever the table moves, and the answers and dice
it sends (the only messages it takes: ``{"type": "answer" | "dice", ...}``; every other
action, a ruling among them, is a form post, checked by the service).

A message that is too long, too deep, too frequent or not JSON is refused in one line and
changes nothing.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, WebSocket
from starlette.concurrency import run_in_threadpool

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.i18n import text as say
from tenkaichi.table.web_hub import MESSAGE_MAX_BYTES, Connection

if TYPE_CHECKING:
    from tenkaichi.table.web import WebTable

log = logging.getLogger(__name__)

SERVER_ERROR = "something went wrong on the server: try again, and tell the host if it stays"


def register(
    app: FastAPI,
    web: WebTable,
    line: Callable[[BaseException], str],
    same_origin: Callable[[Any], bool],
) -> None:
    """The seat's WebSocket: its view first, then every newer one; answers and dice in."""

    @app.websocket("/ws/seat/{token}")
    async def live(socket: WebSocket, token: str) -> None:
        if not same_origin(socket.headers):
            await socket.close(code=1008)
            return
        try:
            view = await run_in_threadpool(web.live, token)
        except TenkaichiError:
            await socket.close(code=1008)
            return
        await socket.accept()
        conn = Connection(socket, token, int(view["table"]), language=current())
        web.hub.add(conn)
        try:
            async with conn.sending:
                await conn.send_view(view)
            while True:
                message = await socket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                raw = message.get("text")
                if raw is None:
                    raw = (message.get("bytes") or b"").decode("utf-8", errors="replace")
                reply = await handle(web, conn, raw, line)
                if reply is not None:
                    await conn.send({"type": "error", "message": reply})
        finally:
            web.hub.remove(conn)


MESSAGE_MAX_DEPTH = 16
"""The deepest nesting of arrays and objects a WebSocket message may have (an answer or dice
message is 3 deep at most); a deeper one is refused before it is parsed."""


def nesting(raw: str) -> int:
    """The deepest nesting of ``[`` and ``{`` in JSON text, outside strings (counted without
    parsing, so no recursion)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in raw:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth = max(0, depth - 1)
    return deepest


async def handle(
    web: WebTable, conn: Connection, raw: str, line: Callable[[BaseException], str]
) -> str | None:
    """Do what a WebSocket message asks; the one line to send back when it fails."""
    if len(raw.encode("utf-8")) > MESSAGE_MAX_BYTES:
        return say("table-error-message-long", most=str(MESSAGE_MAX_BYTES))
    if not conn.spend():
        return say("table-error-slow-down")
    if nesting(raw) > MESSAGE_MAX_DEPTH:
        return say("table-error-message-deep", most=str(MESSAGE_MAX_DEPTH))
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return say(
            "table-error-message-json",
            example='{"type": "answer", "decision_id": 3, "option": 0}',
        )
    if not isinstance(data, dict) or data.get("type") not in ("answer", "dice"):
        return say("table-error-message-type")
    decision: Any = data.get("decision_id")
    then: Any = data.get("then")
    if then is not None and not _a_key(then):
        return say("table-error-message-then", example='{"kind": "destination", "x": 3}')
    try:
        if data["type"] == "answer":
            option: Any = data.get("option")
            after = await run_in_threadpool(web.service.answer, conn.token, decision, option)
            if then is not None:
                await _then(web, conn, after, then)
        else:
            dice: Any = data.get("dice")
            await run_in_threadpool(web.service.enter_dice, conn.token, decision, dice)
    except TenkaichiError as error:
        return line(error)
    except Exception:
        log.exception("a WebSocket message failed")
        return say("table-error-server")
    await web.hub.broadcast(conn.table, web.live, first=conn)
    return None


def _a_key(then: object) -> bool:
    """Is ``then`` an option key: a few named numbers or words (what a grid click sends)?"""
    return (
        isinstance(then, dict)
        and 0 < len(then) <= 6
        and all(
            isinstance(k, str)
            and len(k) <= 32
            and (isinstance(v, int | str) and not isinstance(v, bool))
            and (not isinstance(v, str) or len(v) <= 64)
            for k, v in then.items()
        )
    )


async def _then(web: WebTable, conn: Connection, decision: int, key: dict[str, Any]) -> None:
    """The second half of a grid click (a Movement, then its square): answered when the seat
    is asked next, with the key the client named; if the table asks something else (a
    reaction, a die) or that square is no longer offered, the seat is simply shown the
    decision it now has (the first answer stands: nothing is lost)."""
    view = await run_in_threadpool(web.service.view, conn.token)
    pending = view.get("pending") or {}
    if pending.get("decision_id") != decision or "options" not in pending:
        return
    if not any(o["key"] == key for o in pending["options"]):
        return
    await run_in_threadpool(web.service.answer, conn.token, decision, key)


__all__ = ["MESSAGE_MAX_DEPTH", "handle", "nesting", "register"]
