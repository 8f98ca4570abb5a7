"""Reading a chat message: ``!name arg arg ...`` -> a :class:`Command`, or a clear refusal.

Parsing never looks at a battle; :mod:`tenkaichi.ddc.chat.layer` does that.
"""

from __future__ import annotations

from dataclasses import dataclass

from tenkaichi.errors import TenkaichiError
from tenkaichi.text import chat_word

PREFIX = "!"
MAX_MESSAGE = 500
"""Longer messages are refused before any parsing."""

USAGE: dict[str, str] = {
    "help": "!help",
    "roster": "!roster",
    "join": "!join <fighter> [side]",
    "bot": "!bot <fighter> [random|greedy|mcts] [side]",
    "leave": "!leave",
    "start": "!start",
    "abandon": "!abandon  (ends a battle in progress with no winner)",
    "status": "!status",
    "moves": "!moves",
    "move": "!move <x> <y>  (or +dx -dy to move relative to you)",
    "attack": "!attack [<move>] @<target>",
    "charge": "!charge <x> <y>  (or +dx -dy)",
    "defend": "!defend",
    "end": "!end",
    "digivolve": "!digivolve <form>",
    "form": "!form <form>",
}
ALIASES = {"grid": "status", "map": "status", "pass": "end", "a": "attack", "m": "move"}


class ChatError(TenkaichiError):
    """A message the chat layer refuses; the text is the reply."""


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    args: tuple[str, ...] = ()


def is_command(text: str) -> bool:
    return text.lstrip().startswith(PREFIX)


def parse(text: str) -> Command:
    """``text`` must start with ``!``; unknown names and over-long messages are refused. Each
    word is kept as :func:`~tenkaichi.text.chat_word` makes it (markdown and unsafe characters
    escaped), so a reply that quotes it shows it literally."""
    if len(text) > MAX_MESSAGE:
        raise ChatError(
            f"That message is too long ({len(text)} characters; commands are at most "
            f"{MAX_MESSAGE})."
        )
    words = [chat_word(word) for word in text.strip()[len(PREFIX) :].split()]
    if not words:
        raise ChatError("An empty command. Try !help.")
    name = words[0].lower()
    name = ALIASES.get(name, name)
    if name not in USAGE:
        shown = words[0][:30]
        raise ChatError(f"Unknown command !{shown}. Commands: {commands_list()}.")
    return Command(name, tuple(words[1:]))


def commands_list() -> str:
    return " ".join(f"!{name}" for name in USAGE)


def square(command: Command, here: tuple[int, int]) -> tuple[int, int]:
    """Two numbers: a square, or an offset from ``here`` when either has a sign."""
    usage = USAGE[command.name]
    if len(command.args) != 2:
        raise ChatError(f"!{command.name} needs two whole numbers: {usage}")
    try:
        x, y = (int(a) for a in command.args)
    except ValueError:
        shown = " ".join(a[:12] for a in command.args)
        raise ChatError(
            f"!{command.name} needs two whole numbers, not '{shown}': {usage}"
        ) from None
    if any(a[0] in "+-" for a in command.args):
        return here[0] + x, here[1] + y
    return x, y
