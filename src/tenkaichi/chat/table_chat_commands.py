"""Reading a DBU or Tournament of Power chat command: ``!fight join Earth`` -> a
:class:`Sub` (the subcommand and its words), or a one-line refusal. Parsing never looks at a
table.

Every command of one front-end starts with its word (``!fight``, ``!top``), so two games
share a channel without clashing; ``!fight`` alone is ``!fight status``.
"""

from __future__ import annotations

from dataclasses import dataclass

from tenkaichi.chat.ddc_commands import MAX_MESSAGE, ChatError, nfc
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.text import chat_text

DBU_USAGE: dict[str, str] = {
    "new": "new [encounter] [seed]  (no encounter: lists the examples)",
    "react": "react [family ask|never|always [answer]]  (when to ask your reactions)",
    "pass": "pass  (let this kind of reaction pass for the rest of this turn)",
    "note": "note <text>  (to everyone, when the table lets players write notes)",
    "roll": "roll <dice> [vs N], or roll <fighter> <Skill or Saving Throw> [vs N]",
    "gm": "gm <command>  (the game master's, as {prefix}gm <command>: {prefix}gm help)",
}
TOP_USAGE: dict[str, str] = {
    "new": "new [players 2-6] [rounds 5|10] [seed]",
}
USAGE: dict[str, str] = {
    "join": "join [side]  (the first free side when none is named)",
    "bot": "bot <side> [{kinds}]  (a bot plays that side)",
    "unbot": "unbot <side>  (takes the side's bot out)",
    "leave": "leave  (gives your side back, before the start)",
    "start": "start  (sides nobody took are played by greedy bots)",
    "status": "status  (the game and whose turn it is)",
    "options": "options [page]  (your choices as a numbered list)",
    "choose": "choose [decision] <number>, or choose <words>[, <next answer>...]  "
    "(a secret choice: privately)",
    "history": "history [page]",
    "end": "end  (the host or a moderator ends the game)",
    "help": "help",
}
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


def parse(text: str, prefix: str, word: str) -> Sub | None:
    """The subcommand in ``text``, ``None`` when the message is not this front-end's (no
    prefix, another word); an over-long message or an unknown subcommand is refused."""
    body = text.strip()
    if not body.startswith(prefix):
        return None
    words = nfc(body[len(prefix) :]).split()
    if not words or words[0].lower() != word:
        return None
    if len(text) > MAX_MESSAGE:
        raise ChatError(
            f"That message is too long ({len(text)} characters; commands are at most "
            f"{MAX_MESSAGE})."
        )
    if len(words) == 1:
        return Sub("status")
    name = words[1].lower()
    name = ALIASES.get(name, name)
    if name not in DBU_USAGE and name not in USAGE:
        raise ChatError(
            f"There is no {prefix}{word} command '{chat_text(words[1], 20)}': "
            f"{prefix}{word} help lists them."
        )
    return Sub(name, tuple(words[2:]))


def usage_lines(prefix: str, word: str, game: str, kinds: tuple[str, ...]) -> list[str]:
    table = {**(DBU_USAGE if game == "dbu" else TOP_USAGE), **USAGE}
    return [
        f"{prefix}{word} {text.format(kinds='|'.join(kinds), prefix=prefix)}"
        for text in table.values()
    ]


def whole(word: str, what: str, low: int, high: int) -> int:
    """``word`` as a whole number from ``low`` to ``high``, or one line saying what is wanted."""
    if not word.isascii() or not word.isdigit() or not low <= int(word) <= high:
        raise ChatError(
            f"{what} is a whole number from {low} to {high}, not '{chat_text(word, 24)}'."
        )
    return int(word)


def seed_of(word: str) -> int:
    return whole(word, "A seed", 0, MAX_SEED)


def page_of(args: tuple[str, ...], pages: int, what: str) -> int:
    """The page a command names (the last one when none is named)."""
    if not args:
        return pages
    if len(args) > 1:
        raise ChatError(f"Name one page of the {what} (1 to {pages}).")
    return whole(args[0], f"A page of the {what}", 1, pages)


__all__ = ["ALIASES", "USAGE", "Sub", "page_of", "parse", "seed_of", "usage_lines", "whole"]
