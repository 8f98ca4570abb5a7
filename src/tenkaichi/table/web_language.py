"""The language each reader of the web table reads (issue 38).

A request is served in its browser's language (``Accept-Language``; ``?lang=`` overrides it,
for a link shared in a language), unless the seat it is for chose one: the service reads a
seat's views in :attr:`Seat.language <tenkaichi.table.seats.Seat.language>` when it is set
(:meth:`~tenkaichi.table.service_core.ServiceCore._acting`). A WebSocket keeps the language of
its handshake, so a push to every seat gives each its own.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs

from tenkaichi.i18n import NAMES, SUPPORTED, use
from tenkaichi.i18n.locales import DEFAULT, from_accept_language, supported

Scope = dict[str, Any]


def requested(scope: Scope) -> str:
    """The language a request asks for: ``?lang=`` if we speak it, else its
    ``Accept-Language`` negotiated (English when it names none we speak)."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    for tag in query.get("lang", [])[:1]:
        found = supported(tag[:40])
        if found:
            return found
    for name, value in scope.get("headers", ()):
        if name == b"accept-language":
            return from_accept_language(value.decode("latin-1")[:1000])
    return DEFAULT


class ReaderLanguage:
    """ASGI middleware: serve each HTTP request and WebSocket in its reader's language
    (:func:`tenkaichi.i18n.current` inside the handler, and in the threads it starts)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope.get("type") not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        with use(requested(scope)):
            await self.app(scope, receive, send)


def languages() -> list[dict[str, str]]:
    """The languages a seat may choose, each named in itself (for the client's picker)."""
    return [{"code": code, "name": NAMES[code]} for code in SUPPORTED]


__all__ = ["ReaderLanguage", "languages", "requested"]
