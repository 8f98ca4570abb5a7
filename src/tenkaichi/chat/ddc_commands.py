"""Reading a Dungeon DICE Combat chat command: ``!name arg arg ...`` -> a :class:`Command`, or
a one-line refusal (:class:`ChatError`). Parsing never looks at a battle.

Words are kept as typed (Unicode-normalised to NFC, so ``Zoë`` typed either way is one name);
whatever quotes them in a reply escapes them there (:func:`tenkaichi.text.chat_text`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.text import chat_text

MAX_MESSAGE = 500
"""Longer messages are refused before any parsing."""
MAX_SIDE = 24
SIDE = re.compile(r"^[^\W_]+(-[^\W_]+)*$")
"""A side typed in chat: letters and digits (any script), words joined by hyphens."""

USAGE: dict[str, str] = {
    "help": "help",
    "roster": "roster",
    "join": "join <fighter> [side]",
    "bot": "bot <fighter> [random|greedy|mcts] [side]",
    "unbot": "unbot <fighter name>  (takes a bot out of the lobby)",
    "leave": "leave",
    "start": "start",
    "abandon": "abandon  (a moderator ends the battle; a player asks, and it ends when every "
    "player still standing has asked)",
    "status": "status",
    "history": "history [page]",
    "moves": "moves",
    "move": "move <x> <y>  (or +dx -dy to move relative to you)",
    "attack": "attack [<move>] @<target>",
    "charge": "charge <x> <y>  (or +dx -dy)",
    "defend": "defend [end]  (end: guard and end the turn at once)",
    "end": "end",
    "digivolve": "digivolve <form>",
    "form": "form <form>",
}
ALIASES = {
    "grid": "status",
    "map": "status",
    "pass": "end",
    "a": "attack",
    "m": "move",
    "ddc": "help",
}
ACTIONS = ("move", "attack", "charge", "defend", "end", "digivolve", "form")


class ChatError(TenkaichiError):
    """A message the chat front-end refuses; the text is the reply."""


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    args: tuple[str, ...] = ()


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def parse(text: str, prefix: str) -> Command | None:
    """The command in ``text``, ``None`` when it is not one (no prefix, or another game's);
    an over-long or empty command is refused."""
    body = text.strip()
    if not body.startswith(prefix):
        return None
    if len(text) > MAX_MESSAGE:
        raise ChatError(say("ddc-cmd-too-long", size=str(len(text)), most=str(MAX_MESSAGE)))
    words = nfc(body[len(prefix) :]).split()
    if not words:
        return None
    name = words[0].lower()
    name = ALIASES.get(name, name)
    if name not in USAGE:
        return None
    return Command(name, tuple(words[1:]))


def usage(name: str, prefix: str) -> str:
    return prefix + USAGE[name]


def square(command: Command, here: tuple[int, int], prefix: str) -> tuple[int, int]:
    """Two numbers: a square, or an offset from ``here`` when either has a sign."""
    if len(command.args) != 2:
        raise ChatError(
            say(
                "ddc-cmd-two-numbers",
                command=f"{prefix}{command.name}",
                usage=usage(command.name, prefix),
            )
        )
    try:
        x, y = (int(a) for a in command.args)
    except ValueError:
        shown = chat_text(" ".join(a[:12] for a in command.args), 30)
        raise ChatError(
            say(
                "ddc-cmd-two-numbers-not",
                command=f"{prefix}{command.name}",
                typed=shown,
                usage=usage(command.name, prefix),
            )
        ) from None
    if any(a[0] in "+-" for a in command.args):
        return here[0] + x, here[1] + y
    return x, y


def side_word(word: str, taken: dict[str, str], fighters: set[str]) -> str:
    """A side typed in ``join``/``bot``, checked: letters and digits (words joined by -), at
    most :data:`MAX_SIDE` characters, never cut; not a fighter's name (that would ally with
    it); and, if it differs from a side already in the lobby only by case, refused (say which
    one you mean). ``taken``: the lobby's sides by their case-folded form; ``fighters``: the
    case-folded names of every fighter that could be in the lobby."""
    shown = chat_text(word)
    if len(word) > MAX_SIDE or not SIDE.match(word):
        raise ChatError(say("ddc-cmd-side-word", most=str(MAX_SIDE), typed=shown))
    folded = word.casefold()
    if folded in fighters:
        raise ChatError(say("ddc-cmd-side-is-fighter", typed=shown))
    same = taken.get(folded)
    if same is not None and same != word:
        raise ChatError(say("ddc-cmd-side-taken", side=chat_text(same, MAX_SIDE + 2)))
    return word


__all__ = [
    "ACTIONS",
    "ALIASES",
    "MAX_MESSAGE",
    "MAX_SIDE",
    "USAGE",
    "ChatError",
    "Command",
    "nfc",
    "parse",
    "side_word",
    "square",
    "usage",
]
