"""``!link``: the web page of your seat at this channel's table, sent to you alone.

A chat table is a table of the table service, so the same seat can be played from the web
table (the board drawn, click to move) and from the channel at once: every answer goes into
the one input log, whichever front-end sent it. The link carries the seat's token, so it is
sent privately (an ephemeral reply on Discord) and only to the user who holds the seat.
"""

from __future__ import annotations

import os

from tenkaichi.chat.messages import CommandSpec, Incoming, Reply
from tenkaichi.chat.store import ChatStore
from tenkaichi.chat.texts import text
from tenkaichi.i18n import Msg
from tenkaichi.table.games import GAMES
from tenkaichi.table.service import TableService

WEB_URL_ENV = "TENKAICHI_WEB_URL"
"""Where the web table (``tenkaichi serve``) is reached from outside, e.g.
``https://table.example.org``."""


class WebLinks:
    """The ``link`` command (see the module docstring)."""

    def __init__(self, service: TableService, prefix: str = "!", base: str | None = None) -> None:
        self.store = ChatStore(service)
        self.service = service
        self.prefix = prefix
        self.base = (base if base is not None else os.environ.get(WEB_URL_ENV, "")).rstrip("/")

    def commands(self) -> list[CommandSpec]:
        return [CommandSpec("link", Msg.of("chat-link-spec"))]

    def handle(self, message: Incoming) -> list[Reply]:
        words = message.text.strip().split()
        if message.author.bot or words != [f"{self.prefix}link"]:
            return []
        me = message.author.id
        if not self.base:
            return [Reply(text("chat-link-none", variable=WEB_URL_ENV), private_to=me, error=True)]
        for game in GAMES:
            ch = self.store.channel(message.platform, message.channel, game)
            if ch.table_id is None:
                continue
            for member in self.store.members(ch.table_id):
                if member.platform == message.platform and member.user_id == me:
                    token = self.service.token_for(ch.table_id, member.seat_id)
                    title = _title(game)
                    link = f"{self.base}/seat/{token}"
                    return [Reply(text("chat-link-yours", game=title, link=link), private_to=me)]
        return [Reply(text("chat-link-no-seat"), private_to=me, error=True)]


def _title(game: str) -> str:
    """A game's name in the reader's language (the games the chat plays have a message)."""
    return text(f"chat-game-{game}") if game in ("dbu", "top", "ddc") else GAMES[game].title


__all__ = ["WEB_URL_ENV", "WebLinks"]
