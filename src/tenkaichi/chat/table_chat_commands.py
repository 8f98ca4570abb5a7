"""Reading a DBU or Tournament of Power chat command: ``!fight join Earth`` -> a
:class:`Sub` (the subcommand and its words), or a one-line refusal. Parsing never looks at a
table.

Every command of one front-end starts with its word (``!fight``, ``!top``), so two games
share a channel without clashing; ``!fight`` alone is ``!fight status``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tenkaichi.chat.ddc_commands import MAX_MESSAGE, ChatError, nfc
from tenkaichi.chat.texts import text
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.text import chat_text

DBU_USAGE: dict[str, str] = {
    "new": "chat-usage-dbu-new",
    "react": "chat-usage-react-line",
    "pass": "chat-usage-pass",
    "note": "chat-usage-note",
    "roll": "chat-usage-roll",
    "gm": "chat-usage-gm",
}
"""The DBU table's own subcommands, each with the message of its help line."""
TOP_USAGE: dict[str, str] = {
    "new": "chat-usage-top-new",
}
USAGE: dict[str, str] = {
    "join": "chat-usage-join",
    "bot": "chat-usage-bot",
    "unbot": "chat-usage-unbot",
    "leave": "chat-usage-leave",
    "start": "chat-usage-start",
    "status": "chat-usage-status",
    "options": "chat-usage-options",
    "choose": "chat-usage-choose",
    "history": "chat-usage-history",
    "end": "chat-usage-end",
    "help": "chat-usage-help",
}
"""Every table's subcommands, each with the message of its help line."""
ALIASES = {
    "show": "status",
    "choices": "options",
    "pick": "choose",
    "c": "choose",
    "log": "history",
}


@dataclass(frozen=True, slots=True)
class Sub:
    """A subcommand and the words after it (NFC-normalised, as typed)."""

    name: str
    args: tuple[str, ...] = ()


def parse(typed: str, prefix: str, word: str) -> Sub | None:
    """The subcommand in ``text``, ``None`` when the message is not this front-end's (no
    prefix, another word); an over-long message or an unknown subcommand is refused."""
    body = typed.strip()
    if not body.startswith(prefix):
        return None
    words = nfc(body[len(prefix) :]).split()
    if not words or words[0].lower() != word:
        return None
    if len(typed) > MAX_MESSAGE:
        raise too_long(len(typed))
    if len(words) == 1:
        return Sub("status")
    name = words[1].lower()
    name = ALIASES.get(name, name)
    if name not in DBU_USAGE and name not in USAGE:
        raise ChatError(
            text(
                "chat-table-no-command",
                command=f"{prefix}{word}",
                typed=chat_text(words[1], 20),
                help=f"{prefix}{word} help",
            )
        )
    return Sub(name, tuple(words[2:]))


def too_long(size: int) -> ChatError:
    """The refusal of a message longer than a command may be."""
    return ChatError(text("chat-table-too-long", size=str(size), most=str(MAX_MESSAGE)))


def usage_lines(prefix: str, word: str, game: str, kinds: tuple[str, ...]) -> list[str]:
    table = {**(DBU_USAGE if game == "dbu" else TOP_USAGE), **USAGE}
    cmd, gm = f"{prefix}{word}", f"{prefix}gm"
    return [text(msg_id, cmd=cmd, kinds="|".join(kinds), gm=gm) for msg_id in table.values()]


def whole(word: str, what: str, low: int, high: int) -> int:
    """``word`` as a whole number from ``low`` to ``high``, or one line saying what is wanted
    (``what``: the number's name, in the reader's language)."""
    if not word.isascii() or not word.isdigit() or not low <= int(word) <= high:
        raise ChatError(
            text(
                "chat-whole-number",
                what=what,
                low=str(low),
                high=str(high),
                typed=chat_text(word, 24),
            )
        )
    return int(word)


def seed_of(word: str) -> int:
    return whole(word, text("chat-what-seed"), 0, MAX_SEED)


def page_of(args: tuple[str, ...], pages: int, what: str) -> int:
    """The page a command names (the last one when none is named); ``what``: ``history`` or
    ``choices``, the list the pages are of."""
    if not args:
        return pages
    if len(args) > 1:
        raise ChatError(text(f"chat-page-one-{what}", pages=str(pages)))
    return whole(args[0], text(f"chat-what-page-{what}"), 1, pages)


__all__ = [
    "ALIASES",
    "USAGE",
    "Sub",
    "page_of",
    "parse",
    "seed_of",
    "too_long",
    "usage_lines",
    "whole",
]
