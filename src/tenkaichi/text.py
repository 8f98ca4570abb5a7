"""Names and other text that come from files and people: checked once, where content is loaded,
and made printable once, where text leaves for a terminal or a chat.

A character sheet, an encounter file, a roster or a chat message may be written by a stranger
and shown to someone else (DESIGN, "The table"). So every name and every other piece of user
text is a :data:`Name` in its content schema: a pydantic type that refuses, with one line
naming the field,

- control characters (``ESC``, newline, carriage return, tab, ``DEL``, the C1 controls...),
  which could clear a screen, move the cursor or forge a log line;
- line and paragraph separators (U+2028, U+2029), which break a line as a newline does;
- invisible formatting characters (bidirectional overrides and isolates, zero-width spaces,
  byte-order marks, soft hyphens...), which can make a name read as another; the zero-width
  joiner and non-joiner and the emoji tag characters stay allowed (emoji and scripts need them);
- unpaired surrogates (they cannot be written as UTF-8);
- names over :data:`NAME_MAX` characters, and blank names.

Where text is shown, :func:`printable` is the second line of defence: it escapes the same
characters (``\\x1b``) so that nothing from content can act on a terminal, whatever path it
took; error messages are kept printable where they are made (:func:`message`, used by
:class:`~tenkaichi.errors.TenkaichiError`). Names are plain text everywhere: the CLI never
reads them as Rich markup, and the chat layer escapes Discord markdown and mentions
(:func:`chat_text`, :func:`no_mentions`).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated

from pydantic import AfterValidator, Field

NAME_MAX = 60
"""The most characters a name may have (a fighter, a side, a technique, a form, an item,
a card, a player): long enough for "Super Saiyan Blue Kaio-ken x20", short enough for a log
line."""

_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_ALLOWED_FORMAT = frozenset({0x200C, 0x200D})
"""Zero-width non-joiner and joiner: scripts and emoji sequences need them."""
_TAGS = range(0xE0020, 0xE0080)
"""Emoji tag characters (subdivision flags)."""


def unsafe(char: str) -> bool:
    """True for a character that must never reach a terminal or a log line from content."""
    if unicodedata.category(char) not in _REFUSED_CATEGORIES:
        return False
    code = ord(char)
    return code not in _ALLOWED_FORMAT and code not in _TAGS


def _describe(char: str) -> str:
    code = ord(char)
    name = unicodedata.name(char, "")
    if not name and code < 0x20:
        name = _C0_NAMES.get(code, "")
    if code == 0x7F:
        name = "DELETE"
    return f"U+{code:04X}" + (f" {name.title()}" if name else "")


_C0_NAMES = {
    0x00: "NULL",
    0x07: "BELL",
    0x08: "BACKSPACE",
    0x09: "TAB",
    0x0A: "LINE FEED",
    0x0B: "LINE TABULATION",
    0x0C: "FORM FEED",
    0x0D: "CARRIAGE RETURN",
    0x1B: "ESCAPE",
}


def problem(value: str, most: int = NAME_MAX) -> str:
    """What is wrong with ``value`` as a name (at most ``most`` characters), or ""; the
    description never quotes the value itself."""
    if len(value) > most:
        return f"at most {most} characters, got {len(value)}"
    if not value.strip():
        return "must not be empty or only spaces"
    for at, char in enumerate(value):
        if unsafe(char):
            kind = _KINDS[unicodedata.category(char)]
            return f"must not contain {kind} ({_describe(char)} at character {at + 1})"
    return ""


_KINDS = {
    "Cc": "a control character",
    "Cf": "an invisible formatting character",
    "Cs": "an unpaired surrogate",
    "Zl": "a line separator",
    "Zp": "a paragraph separator",
}


def check_name(value: str) -> str:
    """The pydantic validator of :data:`Name`: ``value`` unchanged, or a ``ValueError``."""
    found = problem(value, NAME_MAX)
    if found:
        raise ValueError(f"a name {found}")
    return value


Name = Annotated[
    str,
    AfterValidator(check_name),
    Field(json_schema_extra={"minLength": 1, "maxLength": NAME_MAX}),
]
"""A name from content or a person (see the module docstring)."""


# --- showing text -------------------------------------------------------------------------


def _escape(char: str) -> str:
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


_KEEP = frozenset("\n\t")
_ASCII_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f]")
"""The characters :func:`printable` escapes in ASCII text (the fast path)."""


def printable(text: str, *, lines: bool = True) -> str:
    """``text`` with every character that could act on a terminal written as an escape
    (``\\x1b``), so it shows literally; newlines and tabs stay when ``lines`` (the program's
    own line breaks: names cannot hold them), and are escaped too otherwise."""
    if text.isascii():
        cleaned = _ASCII_UNSAFE.sub(lambda m: _escape(m.group()), text)
    else:
        cleaned = "".join(_escape(c) if c not in _KEEP and unsafe(c) else c for c in text)
    if not lines:
        cleaned = cleaned.replace("\n", "\\n").replace("\t", "\\t")
    return cleaned


MESSAGE_LINE_MAX = 4000
"""The most characters of one line of an error message (an error may quote a long input;
lists of allowed values stay whole)."""


def message(text: str) -> str:
    """An error message as it is kept: printable (its own line breaks kept, any other unsafe
    character escaped) and each line at most :data:`MESSAGE_LINE_MAX` characters."""
    if text.isascii() and len(text) <= MESSAGE_LINE_MAX and text.isprintable():
        return text
    return "\n".join(one_line(line, MESSAGE_LINE_MAX) for line in text.split("\n"))


def one_line(text: str, most: int = 1000) -> str:
    """``text`` as one printable line of at most ``most`` characters (an error message that
    may quote a long input)."""
    shown = printable(text, lines=False)
    return shown if len(shown) <= most else shown[: most - 1] + "…"


# --- chat -----------------------------------------------------------------------------------

_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]<])")
_MENTION = re.compile(r"@(everyone|here)|<(@[!&]?|#)(\d+)>", re.IGNORECASE)
_USER_MENTION = re.compile(r"<@!?\d{1,20}>")


def no_mentions(text: str) -> str:
    """``text`` with every mass mention (``@everyone``, ``@here``) and every user, role or
    channel mention (``<@123>``) broken by a zero-width space, so no chat pings anyone."""
    return _MENTION.sub(lambda m: m.group()[0] + "\u200b" + m.group()[1:], text)


def chat_text(text: str, most: int = NAME_MAX) -> str:
    """A piece of user text (a display name, a typed word) as a chat message may quote it:
    printable, with markdown characters escaped and mentions broken, so it reads literally;
    at most ``most`` characters once escaped (an escape is never cut in two)."""
    shown = no_mentions(_MARKDOWN.sub(r"\\\1", one_line(text, most)))
    if len(shown) <= most:
        return shown
    cut = shown[: most - 1]
    trailing = len(cut) - len(cut.rstrip("\\"))
    return cut[: len(cut) - trailing % 2] + "…"


def chat_word(word: str) -> str:
    """One word of a chat command as the chat layer keeps it: a user mention (``<@123>``, how
    a command names a target) unchanged, any other word with its unsafe characters and
    markdown escaped, so wherever a reply quotes it, it reads literally."""
    if _USER_MENTION.fullmatch(word):
        return word
    return _MARKDOWN.sub(r"\\\1", printable(word, lines=False))


__all__ = [
    "NAME_MAX",
    "Name",
    "chat_text",
    "chat_word",
    "check_name",
    "message",
    "no_mentions",
    "one_line",
    "printable",
    "problem",
    "unsafe",
]
