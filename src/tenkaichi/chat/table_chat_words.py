"""A character's words at a chat table: the role-play prose of a post (``Incoming.said``, see
:mod:`tenkaichi.chat.router`) kept in the table's log as what the character the poster plays
says, once the post's command has been done.

The words go in as the seat's note (:meth:`tenkaichi.table.service.TableService.note`), so
every front-end of the table (the web page, ``history``, a replay) reads them where they were
said: ``Ann: Kale says: "Take this!"``. They are one line of at most :data:`SAID_MOST`
characters, kept as typed and escaped wherever a reply quotes them; a table whose game master
keeps players from writing notes keeps no words either, and the words of a private post (a
direct message to the bot) are never kept: the log is read by everyone.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from tenkaichi.errors import TenkaichiError
from tenkaichi.table.service import TableService
from tenkaichi.text import one_line

log = logging.getLogger(__name__)

SAID_MOST = 240
"""The most characters of a post's words kept in the log (a ``history`` line shows 300 of a
note, its writer's and the character's names included)."""
SPEAKING = ("running", "paused")
"""A table's states in which words are kept (not in the lobby, not once it is over)."""


@dataclass(frozen=True, slots=True)
class Speaker:
    """Who speaks: the seat's token and the character whose words they are."""

    token: str
    character: str


def speaker(service: TableService, token: str) -> Speaker | None:
    """The character a seat speaks as now (the one it is asked to answer for, else the first
    it plays), ``None`` when the table is not being played."""
    view = service.view(token)
    if view["status"] not in SPEAKING:
        return None
    pending = view.get("pending") or {}
    plays = [str(p) for p in view["you"].get("plays") or ()]
    character = str(pending.get("actor") or "") if "options" in pending else ""
    character = character or (plays[0] if plays else str(view["you"].get("side") or ""))
    return Speaker(token, character) if character else None


def words_line(character: str, said: str) -> str:
    """The log's line for ``said`` (one line, capped)."""
    return f'{character} says: "{one_line(" ".join(said.split()), SAID_MOST)}"'


def keep_words(service: TableService, who: Speaker, said: str) -> bool:
    """Write ``said`` in the log as ``who``'s character's words; ``False`` when the table
    keeps no notes of its players (nothing is written)."""
    if not said.strip():
        return False
    try:
        service.note(who.token, words_line(who.character, said))
    except TenkaichiError as refused:
        log.info("a post's words were not kept: %s", refused)
        return False
    return True


__all__ = ["SAID_MOST", "Speaker", "keep_words", "speaker", "words_line"]
