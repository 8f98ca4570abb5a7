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
from tenkaichi.chat.table_chat_commands import Sub, whole
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
from tenkaichi.cli.play_map import parse_square
from tenkaichi.dbu.combat.core.settings import GRID_MAX
from tenkaichi.dbu.combat.rulings_schema import ROUNDS_MAX, STACKS_MAX, VALUE_MAX
from tenkaichi.dbu.combat.rulings_schema import STATS as STAT_NAMES
from tenkaichi.table.inputs import UNDO_MAX
from tenkaichi.text import chat_text

GM_WORD = "gm"
GM_USAGE: dict[str, str] = {
    "life": "life|ki|capacity|actions|counters <fighter> <value> [reason]",
    "condition": "condition <fighter> <condition> [stacks] [for N rounds] [reason]",
    "uncondition": "uncondition <fighter> <condition> [stacks] [reason]  (takes it away)",
    "move": "move <fighter> <square, like D4> [reason]",
    "note": "note <text>  (to everyone)",
    "whisper": "whisper <player> <text>  (to one player, privately)",
    "roll": "roll <dice, like 2d10+3> [vs N] [secret]",
    "save": "save <fighter> <Saving Throw or Skill> [vs N] [secret]",
    "undo": "undo [how many] [keep|again]  (again: the dice after it are rolled anew)",
    "give": "give <fighter> <player|gm|bot [kind]>",
    "options": "options [page]  (the choices of a fighter the game master plays)",
    "choose": "choose [decision] <number>",
    "help": "help",
}
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


def parse_gm(text: str, prefix: str) -> Sub | None:
    """``!gm ...`` as ``Sub("gm", words)``; ``None`` for another command. An over-long
    message is refused, as every chat command is."""
    body = text.strip()
    if not body.startswith(prefix):
        return None
    words = nfc(body[len(prefix) :]).split()
    if not words or words[0].lower() != GM_WORD:
        return None
    if len(text) > MAX_MESSAGE:
        raise ChatError(
            f"That message is too long ({len(text)} characters; commands are at most "
            f"{MAX_MESSAGE})."
        )
    return Sub(GM_WORD, tuple(words[1:]))


def gm_usage(prefix: str) -> str:
    lines = [f"{prefix}{GM_WORD} {line}" for line in GM_USAGE.values()]
    return (
        "The game master's commands (the table's host or a moderator; a name with spaces "
        'may be quoted, "Piccolo Jr."):\n' + "\n".join(lines)
    )


def parse_command(words: list[Word], known: Known) -> GmCommand:
    """A game master's command (the words after ``!gm``; help is answered before)."""
    name = words[0].text.lower() if words and not words[0].quoted else ""
    name = ALIASES.get(name, name)
    if name in STATS:
        return _set(STATS[name], words[1:], known)
    reader = READERS.get(name)
    if reader is None:
        raise ChatError(
            f"There is no game master command '{chat_text(words[0].text if words else '', 20)}'"
            f": {known.cmd} help lists them."
        )
    return reader(words[1:], known)


def parse_player_roll(words: list[Word], known: Known) -> Roll:
    """``!fight roll <dice> [vs N]`` or ``!fight roll <fighter> <check> [vs N]``."""
    found = _roll(words, known)
    if found.secret:
        raise ChatError("Only the game master rolls in secret.")
    return found


# --- the commands -----------------------------------------------------------------------


def _set(stat: str, words: list[Word], known: Known) -> Rule:
    who, rest = fighter(words, known)
    if not rest:
        raise ChatError(f"Give the value: {known.cmd} {stat} <fighter> <value> [reason].")
    value = whole(rest[0].text, f"The new {STAT_NAMES[stat]}", 0, VALUE_MAX)
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
        ruling["stacks"] = whole(rest[0].text, "The number of stacks", 1, STACKS_MAX)
        rest = rest[1:]
    if op == "add" and len(rest) >= 2 and rest[0].text.lower() == "for" and number(rest[1]):
        ruling["rounds"] = whole(rest[1].text, "The number of Combat Rounds", 1, ROUNDS_MAX)
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
        typed = chat_text(rest[0].text, 12) if rest else "nothing"
        raise ChatError(f"Name the square as the grid labels it, like D4 (not {typed}).")
    if max(square) >= GRID_MAX:
        raise ChatError(f"Square {chat_text(rest[0].text.upper(), 12)} is off the battlefield.")
    move = {"ruling": "move", "fighter": who, "to": list(square)}
    return Rule({**move, "reason": reason(rest[1:])})


def _note(words: list[Word], known: Known) -> Note:
    text = text_of(words)
    if not text:
        raise ChatError(f"Write the note: {known.cmd} note <text>.")
    return Note(text)


def _whisper(words: list[Word], known: Known) -> Note:
    seat, rest = player(words, known)
    if not rest:
        raise ChatError(f"Write what to tell them: {known.cmd} whisper <player> <text>.")
    return Note(text_of(rest), seat)


def _roll(words: list[Word], known: Known) -> Roll:
    rest, target, secret = roll_options(words)
    if find(rest, fighters(known)) is not None:  # a fighter's check, not dice
        return _save(words, known)
    expression = "".join(w.text for w in rest)
    if not expression:
        raise ChatError("Type the dice to roll, like 2d10+3.")
    return Roll(expression=expression, target=target, secret=secret)


def _save(words: list[Word], known: Known) -> Roll:
    rest, target, secret = roll_options(words)
    who, rest = fighter(rest, known)
    check, rest = take(rest, checks(), "Saving Throw or Skill", shown=3)
    if rest:
        raise ChatError(f"I did not understand '{chat_text(rest[0].text, 30)}' after {check}.")
    return Roll(fighter=who, check=check, target=target, secret=secret)


def _undo(words: list[Word], known: Known) -> Undo:
    n, dice = 1, ""
    for word in words:
        if number(word):
            n = whole(word.text, "How many decisions to take back", 1, UNDO_MAX)
        elif word.text.lower() in ("keep", "again"):
            dice = word.text.lower()
        else:
            raise ChatError(f"Usage: {known.cmd} {GM_USAGE['undo']}")
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
            raise ChatError(f"Usage: {known.cmd} give <fighter> bot [{kinds}]")
        return Give(who, None, kind)
    if not rest:
        raise ChatError(f"Say whom to give {who} to: a player, gm or bot.")
    seat, after = player(rest, known)
    if after:
        raise ChatError(f"I did not understand '{chat_text(after[0].text, 30)}' after the player.")
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
