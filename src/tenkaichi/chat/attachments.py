"""Files sent with a chat message: how many and how large a front-end is given, and the one line
that says what was left out. Shared by the Discord adapter (a message's attachments) and
``tenkaichi chat say --attach`` (files on disk), so both read the same files the same way.

Nothing here downloads or opens anything: the callers read, these functions decide and word.
"""

from __future__ import annotations

from collections.abc import Sequence

from tenkaichi.chat.messages import MAX_ATTACHMENT_BYTES
from tenkaichi.text import chat_text

MOST_ATTACHMENTS = 3
"""The most files of one message a front-end is given (the first ones; a character sheet is
one file)."""
NAME_MOST = 60
"""The most characters of a file's name a note quotes."""


def size_words(size: int = MAX_ATTACHMENT_BYTES) -> str:
    """``size`` bytes as a person reads it (``250 KB``)."""
    return f"{size // 1024} KB" if size >= 1024 else f"{size} bytes"


def too_large(size: int) -> bool:
    """A file of ``size`` bytes is more than a front-end reads."""
    return size > MAX_ATTACHMENT_BYTES


def left_out(too_big: Sequence[str], unread: Sequence[str], beyond: int) -> str:
    """The one line telling the sender which of their files were not read ("" when all were):
    ``too_big`` (names of files over the cap), ``unread`` (names the platform would not give),
    ``beyond`` (how many came after the first :data:`MOST_ATTACHMENTS`)."""
    parts: list[str] = []
    if too_big:
        parts.append(f"{_names(too_big)} (larger than {size_words()})")
    if unread:
        parts.append(f"{_names(unread)} (could not be read)")
    if beyond:
        files = "file" if beyond == 1 else "files"
        parts.append(f"{beyond} more {files} (only the first {MOST_ATTACHMENTS} are read)")
    if not parts:
        return ""
    return "Left out of your message: " + "; ".join(parts) + "."


def _names(names: Sequence[str]) -> str:
    return ", ".join(chat_text(name or "a file", NAME_MOST) for name in names)


__all__ = ["MOST_ATTACHMENTS", "left_out", "size_words", "too_large"]
