"""Reading the game master's chat commands (``!gm life Goku 120 a senzu bean``) and a
player's ``!fight roll``: the words -> a command (:data:`GmCommand`), or a one-line refusal.
Parsing never looks at a table: what it must know of one comes in a
:class:`~tenkaichi.chat.table_chat_gm_words.Known` (how names are typed: that module).

The grammar is :data:`GM_USAGE` (what ``!gm help`` shows); ``!gm`` alone is ``!gm help``.
A Combat Condition or State is named as people read it (``guard down``, ``Hobbled``), a
Skill or Saving Throw likewise (``perception``, ``impulsive``, ``Impulsive Saving Throw``);
a square as the grid labels it (``D4``). The reason of a ruling is whatever words remain.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tenkaichi.chat.ddc_commands import MAX_MESSAGE, ChatError, nfc
from tenkaichi.chat.table_chat_commands import Sub, too_long, whole
from tenkaichi.chat.table_chat_gm_words import (
    Known,
    Word,
    checks,
    conditions,
    fighter,
    fighters,
    find,
    fold,
    number,
    player,
    reason,
    roll_options,
    take,
    text_of,
)
from tenkaichi.chat.texts import text
from tenkaichi.cli.play_map import parse_square
from tenkaichi.dbu.combat.core.settings import GRID_MAX
from tenkaichi.dbu.combat.rulings_schema import ROUNDS_MAX, STACKS_MAX, VALUE_MAX
from tenkaichi.dbu.combat.rulings_schema import STATS as STAT_NAMES
from tenkaichi.table.inputs import UNDO_MAX
from tenkaichi.text import chat_text

GM_WORD = "gm"
GM_USAGE: dict[str, str] = {
    "life": "chat-gm-usage-life",
    "condition": "chat-gm-usage-condition",
    "uncondition": "chat-gm-usage-uncondition",
    "move": "chat-gm-usage-move",
    "note": "chat-gm-usage-note",
    "whisper": "chat-gm-usage-whisper",
    "roll": "chat-gm-usage-roll",
    "save": "chat-gm-usage-save",
    "undo": "chat-gm-usage-undo",
    "give": "chat-gm-usage-give",
    "options": "chat-gm-usage-options",
    "choose": "chat-gm-usage-choose",
    "help": "chat-gm-usage-help",
}
"""The game master's commands, each with the message of its help line (``$cmd``: ``!gm``)."""
STATS = {
    "life": "life",
    "ki": "ki",
    "capacity": "capacity",
    "actions": "actions",
    "action": "actions",
    "counters": "counters",
    "counter": "counters",
}
ALIASES = {"tell": "whisper", "check": "save"}


@dataclass(frozen=True, slots=True)
class Rule:
    ruling: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Note:
    text: str
    seat: int | None = None
    """The one seat it is for (``None``: everyone)."""


@dataclass(frozen=True, slots=True)
class Roll:
    expression: str | None = None
    fighter: str | None = None
    check: str | None = None
    target: int | None = None
    secret: bool = False


@dataclass(frozen=True, slots=True)
class Undo:
    n: int = 1
    dice: str = ""
    """``keep``, ``again`` or ``""`` (not said: kept unless the steps rolled dice)."""


@dataclass(frozen=True, slots=True)
class Give:
    fighter: str
    seat: int | None
    """The seat it goes to (``None``: a bot's)."""
    bot: str = ""


@dataclass(frozen=True, slots=True)
class Choose:
    name: str
    args: tuple[str, ...]


GmCommand = Rule | Note | Roll | Undo | Give | Choose


def parse_gm(typed: str, prefix: str) -> Sub | None:
    """``!gm ...`` as ``Sub("gm", words)``; ``None`` for another command. An over-long
    message is refused, as every chat command is."""
    body = typed.strip()
    if not body.startswith(prefix):
        return None
    words = nfc(body[len(prefix) :]).split()
    if not words or words[0].lower() != GM_WORD:
        return None
    if len(typed) > MAX_MESSAGE:
        raise too_long(len(typed))
    return Sub(GM_WORD, tuple(words[1:]))


def gm_usage(prefix: str) -> str:
    cmd = f"{prefix}{GM_WORD}"
    lines = [text(msg_id, cmd=cmd) for msg_id in GM_USAGE.values()]
    return text("chat-gm-usage", example='"Piccolo Jr."') + "\n" + "\n".join(lines)


def parse_command(words: list[Word], known: Known) -> GmCommand:
    """A game master's command (the words after ``!gm``; help is answered before)."""
    name = words[0].text.lower() if words and not words[0].quoted else ""
    name = ALIASES.get(name, name)
    if name in STATS:
        return _set(STATS[name], words[1:], known)
    reader = READERS.get(name)
    if reader is None:
        typed = chat_text(words[0].text if words else "", 20)
        raise ChatError(text("chat-gm-no-command", typed=typed, help=f"{known.cmd} help"))
    return reader(words[1:], known)


def parse_player_roll(words: list[Word], known: Known) -> Roll:
    """``!fight roll <dice> [vs N]`` or ``!fight roll <fighter> <check> [vs N]``."""
    found = _roll(words, known)
    if found.secret:
        raise ChatError(text("chat-gm-only-secret"))
    return found


# --- the commands -----------------------------------------------------------------------


def _set(stat: str, words: list[Word], known: Known) -> Rule:
    who, rest = fighter(words, known)
    if not rest:
        raise ChatError(text("chat-gm-give-value", cmd=known.cmd, stat=stat))
    named = text(f"chat-gm-stat-{stat}") if stat in STAT_NAMES else stat
    value = whole(rest[0].text, text("chat-gm-what-new", stat=named), 0, VALUE_MAX)
    ruling = {"ruling": "set", "fighter": who, "stat": stat, "value": value}
    return Rule({**ruling, "reason": reason(rest[1:])})


def _condition(words: list[Word], known: Known, op: str = "add") -> Rule:
    first = words[0].text.lower() if words and not words[0].quoted else ""
    if first in ("add", "remove") and fold(words[0].text) not in fighters(known):
        op, words = first, words[1:]
    who, rest = fighter(words, known)
    name, rest = take(rest, conditions(), "condition", shown=3)
    ruling: dict[str, Any] = {"ruling": "condition", "fighter": who, "name": name, "op": op}
    if number(rest[0] if rest else None):
        ruling["stacks"] = whole(rest[0].text, text("chat-gm-what-stacks"), 1, STACKS_MAX)
        rest = rest[1:]
    if op == "add" and len(rest) >= 2 and rest[0].text.lower() == "for" and number(rest[1]):
        ruling["rounds"] = whole(rest[1].text, text("chat-gm-what-rounds"), 1, ROUNDS_MAX)
        rest = rest[2:]
        if rest and rest[0].text.lower() == "combat":
            rest = rest[1:]
        if rest and rest[0].text.lower() in ("round", "rounds"):
            rest = rest[1:]
    return Rule({**ruling, "reason": reason(rest)})


def _uncondition(words: list[Word], known: Known) -> Rule:
    return _condition(words, known, "remove")


def _move(words: list[Word], known: Known) -> Rule:
    who, rest = fighter(words, known)
    square = parse_square(rest[0].text) if rest and rest[0].text.isascii() else None
    if square is None:
        typed = chat_text(rest[0].text, 12) if rest else text("chat-gm-nothing")
        raise ChatError(text("chat-gm-square", example="D4", typed=typed))
    if max(square) >= GRID_MAX:
        off = chat_text(rest[0].text.upper(), 12)
        raise ChatError(text("chat-gm-square-off", square=off))
    move = {"ruling": "move", "fighter": who, "to": list(square)}
    return Rule({**move, "reason": reason(rest[1:])})


def _note(words: list[Word], known: Known) -> Note:
    note = text_of(words)
    if not note:
        raise ChatError(text("chat-gm-write-note", cmd=known.cmd))
    return Note(note)


def _whisper(words: list[Word], known: Known) -> Note:
    seat, rest = player(words, known)
    if not rest:
        raise ChatError(text("chat-gm-write-whisper", cmd=known.cmd))
    return Note(text_of(rest), seat)


def _roll(words: list[Word], known: Known) -> Roll:
    rest, target, secret = roll_options(words)
    if find(rest, fighters(known)) is not None:  # a fighter's check, not dice
        return _save(words, known)
    expression = "".join(w.text for w in rest)
    if not expression:
        raise ChatError(text("chat-gm-type-dice", example="2d10+3"))
    return Roll(expression=expression, target=target, secret=secret)


def _save(words: list[Word], known: Known) -> Roll:
    rest, target, secret = roll_options(words)
    who, rest = fighter(rest, known)
    check, rest = take(rest, checks(), "check", shown=3)
    if rest:
        typed = chat_text(rest[0].text, 30)
        raise ChatError(text("chat-gm-not-understood", typed=typed, after=check))
    return Roll(fighter=who, check=check, target=target, secret=secret)


def _undo(words: list[Word], known: Known) -> Undo:
    n, dice = 1, ""
    for word in words:
        if number(word):
            n = whole(word.text, text("chat-gm-what-undo"), 1, UNDO_MAX)
        elif word.text.lower() in ("keep", "again"):
            dice = word.text.lower()
        else:
            usage = text(GM_USAGE["undo"], cmd=known.cmd)
            raise ChatError(text("chat-usage-line", usage=usage))
    return Undo(n, dice)


def _give(words: list[Word], known: Known) -> Give:
    who, rest = fighter(words, known)
    if rest and rest[0].text.lower() == "to" and not rest[0].quoted:
        rest = rest[1:]
    first = rest[0].text.lower() if rest and not rest[0].quoted else ""
    if first == "gm" or [w.text.lower() for w in rest] == ["game", "master"]:
        return Give(who, known.gm_seat)
    if first == "bot":
        kind = rest[1].text.lower() if len(rest) > 1 else ""
        if len(rest) > 2 or (kind and kind not in known.bot_kinds):
            kinds = "|".join(known.bot_kinds)
            raise ChatError(text("chat-gm-usage-give-bot", cmd=known.cmd, kinds=kinds))
        return Give(who, None, kind)
    if not rest:
        raise ChatError(text("chat-gm-give-whom", fighter=who))
    seat, after = player(rest, known)
    if after:
        typed = chat_text(after[0].text, 30)
        raise ChatError(
            text("chat-gm-not-understood", typed=typed, after=text("chat-gm-the-player"))
        )
    return Give(who, seat)


def _choose(name: str) -> Callable[[list[Word], Known], Choose]:
    return lambda words, known: Choose(name, tuple(w.text for w in words))


READERS: dict[str, Callable[[list[Word], Known], GmCommand]] = {
    "condition": _condition,
    "uncondition": _uncondition,
    "move": _move,
    "note": _note,
    "whisper": _whisper,
    "roll": _roll,
    "save": _save,
    "undo": _undo,
    "give": _give,
    "options": _choose("options"),
    "choose": _choose("choose"),
}

__all__ = [
    "GM_USAGE",
    "GM_WORD",
    "Choose",
    "Give",
    "GmCommand",
    "Note",
    "Roll",
    "Rule",
    "Undo",
    "gm_usage",
    "parse_command",
    "parse_gm",
    "parse_player_roll",
]
