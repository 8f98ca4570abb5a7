"""Every game's chat front-end over one table service, behind one prefix: what the Discord bot
and the forum-style command line answer with."""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.chat.dbu_tools import DbuTools
from tenkaichi.chat.ddc_chat import DdcChat
from tenkaichi.chat.languages import LanguageCommand, LanguageStore
from tenkaichi.chat.router import ChatRouter
from tenkaichi.chat.sheets_store import SheetStore
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.chat.web_links import WebLinks
from tenkaichi.ddc.content import Roster
from tenkaichi.table.service import TableService


def all_games(
    service: TableService,
    prefix: str = "!",
    *,
    roster: Roster | None = None,
    new_seed: Callable[[], int] | None = None,
    web_url: str | None = None,
) -> ChatRouter:
    """The DBU session tools and the tables of every game, in one channel; ``web_url``: where
    the web table is reached (default ``TENKAICHI_WEB_URL``), for ``!link``. Each reply is
    in its reader's language (``!lang``: :mod:`tenkaichi.chat.languages`)."""
    languages = LanguageStore(service)
    return ChatRouter(
        [
            DbuTools(prefix, sheets=SheetStore(service)),
            TableChat(service, "dbu", "fight", prefix, new_seed=new_seed),
            TableChat(service, "top", "top", prefix, new_seed=new_seed),
            DdcChat(service, roster=roster, prefix=prefix, new_seed=new_seed),
            WebLinks(service, prefix, web_url),
            LanguageCommand(languages, prefix),
        ],
        prefix,
        languages,
    )


__all__ = ["all_games"]
