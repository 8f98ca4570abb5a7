"""The words of a game master's chat command (:mod:`tenkaichi.chat.table_chat_gm_commands`):
quoted names kept whole, names found the way people type them, odd characters refused.

A name with spaces is typed in quotes (``"Piccolo Jr."``) or plain: the longest known name at
the start of the words is taken (``Piccolo Jr. 40``). Every name is case-insensitive. A message
with an invisible formatting or control character (a zero-width space, a right-to-left
override) is refused whole. Nothing here looks at a table: what must be known of one comes
in a :class:`Known`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from tenkaichi.chat.ddc_commands import MAX_MESSAGE, ChatError, nfc
from tenkaichi.chat.table_chat_commands import whole
from tenkaichi.chat.texts import text
from tenkaichi.dbu.combat.rulings import REASON_MAX
from tenkaichi.dbu.combat.rulings import condition_names as ruling_conditions
from tenkaichi.table.adhoc import TARGET_MAX, checks_of
from tenkaichi.text import chat_text, problem

NAME_WORDS = 8
"""The most words a name is looked for in (a name is at most 60 characters)."""
_WORD = re.compile(r'"([^"]*)"|“([^”]*)”|(\S+)')
_GLUED = re.compile(r"vs\.?(\d+)")


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    """The word, or the quoted words without their quotes."""
    quoted: bool = False
    raw: str = ""
    """As typed (quotes included): what a note keeps."""


@dataclass(frozen=True, slots=True)
class Known:
    """What parsing must know of the table."""

    fighters: tuple[str, ...]
    players: Mapping[str, int]
    """Each way to name a player's seat -> its seat id: the name the seat shows, its side,
    the user's mention (``<@123>``)."""
    gm_seat: int
    bot_kinds: tuple[str, ...]
    cmd: str = "!gm"
    """How the game master's commands are typed here (for the refusals' hints)."""


def fold(name: str) -> str:
    return " ".join(nfc(name).casefold().split())


def checked(args: tuple[str, ...]) -> str:
    """The words typed, as one line; refused whole if a character in it is invisible or
    controls the text (a zero-width space, a right-to-left override)."""
    typed = " ".join(args)
    found = problem(typed, MAX_MESSAGE) if typed else ""
    if found:
        raise ChatError(text("chat-gm-odd-characters", problem=found))
    return typed


def words_of(args: tuple[str, ...]) -> list[Word]:
    """The words typed, quoted names kept whole (see :func:`checked`)."""
    out = []
    for m in _WORD.finditer(checked(args)):
        if m.group(3) is None:
            inside = " ".join((m.group(1) or m.group(2) or "").split())
            out.append(Word(inside, quoted=True, raw=m.group()))
        else:
            out.append(Word(m.group(3), raw=m.group(3)))
    return out


def text_of(words: list[Word]) -> str:
    """The words as typed (a note, a whisper)."""
    return " ".join(w.raw or w.text for w in words)


def find(words: list[Word], names: Mapping[str, str]) -> tuple[str, list[Word]] | None:
    """The known name the words start with (a quoted word, or the longest run of plain
    words) and the words after it; ``None`` when they start with none."""
    spans = [1] if words and words[0].quoted else range(min(len(words), NAME_WORDS), 0, -1)
    for n in spans:
        head = words[:n]
        if n > 1 and any(w.quoted for w in head):
            continue
        found = names.get(fold(" ".join(w.text for w in head)).removeprefix("@"))
        if found is not None:
            return found, words[n:]
    return None


def take(
    words: list[Word], names: Mapping[str, str], what: str, shown: int = 1
) -> tuple[str, list[Word]]:
    """:func:`find`, or one line quoting up to ``shown`` of the words typed (those before a
    number) and naming the names there are; ``what``: ``fighter``, ``player``, ``condition``
    or ``check`` (a Saving Throw or Skill), what the names are of."""
    if not words:
        raise ChatError(text(f"chat-gm-name-{what}"))
    found = find(words, names)
    if found is not None:
        return found
    typed = [words[0].text]
    for w in words[1:shown]:
        if number(w) or w.quoted:
            break
        typed.append(w.text)
    known = sorted(set(names.values()), key=str.casefold)
    listed = ", ".join(known) if len(", ".join(known)) < 700 else ", ".join(known[:20]) + "…"
    shown_typed = chat_text(" ".join(typed), 40)
    listed = listed or text("chat-args-none")
    raise ChatError(text(f"chat-gm-no-{what}", typed=shown_typed, known=listed))


def fighters(known: Known) -> dict[str, str]:
    """The table's fighters by their folded names."""
    return {fold(f): f for f in known.fighters}


def fighter(words: list[Word], known: Known) -> tuple[str, list[Word]]:
    """The fighter the words start with, and the words after."""
    return take(words, fighters(known), "fighter")


def player(words: list[Word], known: Known) -> tuple[int, list[Word]]:
    """The seat of the player the words start with (a mention, a name, a side)."""
    if words and words[0].text.startswith("<@") and not words[0].quoted:
        seat = known.players.get(words[0].text.replace("<@!", "<@"))
        if seat is None:
            raise ChatError(text("chat-gm-not-at-table"))
        return seat, words[1:]
    names = {fold(key): key for key in known.players if not key.startswith("<@")}
    found, rest = take(words, names, "player")
    return known.players[found], rest


@cache
def conditions() -> dict[str, str]:
    """Each way to type a Combat Condition or State (folded) -> its name in a ruling."""
    out: dict[str, str] = {}
    for label, key in ruling_conditions().items():
        for alias in (key.replace("_", " "), label.split(" (")[0], label):
            out[fold(alias)] = label
    return out


@cache
def checks() -> dict[str, str]:
    """Each way to type a Skill or Saving Throw (folded) -> its name."""
    out: dict[str, str] = {}
    for name in checks_of():
        out[fold(name)] = name
        if name.endswith(" Save"):
            out[fold(name.removesuffix("Save") + "Saving Throw")] = name
            out.setdefault(fold(name.removesuffix(" Save")), name)
    return out


def number(word: Word | None) -> bool:
    return word is not None and not word.quoted and word.text.isascii() and word.text.isdigit()


def reason(words: list[Word]) -> str:
    said = " ".join(w.text for w in words)
    if len(said) > REASON_MAX:
        raise ChatError(text("chat-gm-reason", most=str(REASON_MAX), size=str(len(said))))
    return said


def roll_options(words: list[Word]) -> tuple[list[Word], int | None, bool]:
    """The words without ``vs N`` and ``secret``; the target; whether it is secret."""
    rest: list[Word] = []
    target, secret, i = None, False, 0
    while i < len(words):
        word = words[i].text.lower()
        glued = _GLUED.fullmatch(word)
        if word in ("vs", "vs.") and not words[i].quoted:
            if not number(words[i + 1] if i + 1 < len(words) else None):
                raise ChatError(text("chat-gm-after-vs", most=str(TARGET_MAX)))
            target = whole(words[i + 1].text, text("chat-gm-what-target"), 0, TARGET_MAX)
            i += 2
            continue
        if glued and not words[i].quoted:
            target = whole(glued.group(1), text("chat-gm-what-target"), 0, TARGET_MAX)
        elif word == "secret" and not words[i].quoted:
            secret = True
        else:
            rest.append(words[i])
        i += 1
    return rest, target, secret


__all__ = [
    "NAME_WORDS",
    "Known",
    "Word",
    "checked",
    "checks",
    "conditions",
    "fighter",
    "fighters",
    "find",
    "fold",
    "number",
    "player",
    "reason",
    "roll_options",
    "take",
    "text_of",
    "words_of",
]
