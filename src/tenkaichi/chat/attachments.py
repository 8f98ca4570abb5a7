"""Files sent with a chat message: how many and how large a front-end is given, and the one line
that says what was left out. Shared by the Discord adapter (a message's attachments) and
``tenkaichi chat say --attach`` (files on disk), so both read the same files the same way.

Nothing here downloads or opens anything: the callers read, these functions decide and word.
"""

from __future__ import annotations

from collections.abc import Sequence

from tenkaichi.chat.messages import MAX_ATTACHMENT_BYTES
from tenkaichi.chat.texts import text
from tenkaichi.text import chat_text

MOST_ATTACHMENTS = 3
"""The most files of one message a front-end is given (the first ones; a character sheet is
one file)."""
NAME_MOST = 60
"""The most characters of a file's name a note quotes."""


def size_words(size: int = MAX_ATTACHMENT_BYTES) -> str:
    """``size`` bytes as a person reads it (``250 KB``)."""
    if size >= 1024:
        return text("chat-files-kb", size=str(size // 1024))
    return text("chat-files-bytes", size=str(size))


def too_large(size: int) -> bool:
    """A file of ``size`` bytes is more than a front-end reads."""
    return size > MAX_ATTACHMENT_BYTES


def left_out(too_big: Sequence[str], unread: Sequence[str], beyond: int) -> str:
    """The one line telling the sender which of their files were not read ("" when all were):
    ``too_big`` (names of files over the cap), ``unread`` (names the platform would not give),
    ``beyond`` (how many came after the first :data:`MOST_ATTACHMENTS`)."""
    parts: list[str] = []
    if too_big:
        parts.append(text("chat-files-too-big", names=_names(too_big), size=size_words()))
    if unread:
        parts.append(text("chat-files-unread", names=_names(unread)))
    if beyond:
        more = text("chat-files-more", n=beyond, count=str(beyond), most=str(MOST_ATTACHMENTS))
        parts.append(more)
    if not parts:
        return ""
    return text("chat-files-left-out", parts="; ".join(parts))


def _names(names: Sequence[str]) -> str:
    return ", ".join(chat_text(name or text("chat-files-a-file"), NAME_MOST) for name in names)


__all__ = ["MOST_ATTACHMENTS", "left_out", "size_words", "too_large"]
