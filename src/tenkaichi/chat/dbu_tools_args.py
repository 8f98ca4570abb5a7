"""Reading the words of a DBU chat command: options as the CLI spells them, or shorter.

``!roll 1d10+ToP tier=3 seed=42`` and ``!roll 1d10+ToP --tier 3 --seed 42`` mean the same:
an option is ``name=value``, ``--name=value`` or ``--name value`` (``-t`` is ``--tier``, as
in the CLI), a flag is its bare name (``proficient``, ``--proficient``); every other word is
part of the command's text (the dice). The dice notation never holds ``=`` nor starts a word
with ``--``, so the two cannot be confused. Nothing here knows a rule: values are only read
(whole numbers, words), and the dice engine judges them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from tenkaichi.chat.texts import text
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.i18n.numbers import whole

OptionKind = Literal["number", "word", "flag"]
_NUMBER = re.compile(r"-?[0-9]{1,30}")
"""A whole number as typed in chat: ASCII digits only (Python's ``int`` would also read
``1_000`` and other scripts' digits), at most 30 of them (the engine judges the range)."""
_NAMED = re.compile(r"(?:--)?([A-Za-z][A-Za-z-]*)=(.*)", re.DOTALL)
_MORE = re.compile(r"\.\.\. and ([0-9,]+) more problems?")
"""The last line of a message that lists only its first problems."""
_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})


class Refusal(TenkaichiError):
    """A chat command refused before any rule is asked; the message is the reply's reason."""


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a chat command."""

    name: str
    """As typed (``base-tier``) and as the CLI spells it after ``--``."""
    kind: OptionKind
    example: str = ""
    """A value shown in the usage line (``3`` gives ``tier=3``); flags have none."""

    def usage(self) -> str:
        return self.name if self.kind == "flag" else f"{self.name}={self.example}"


@dataclass(frozen=True, slots=True)
class Words:
    """A command's words once its options are taken out."""

    text: tuple[str, ...]
    """The words that are not options, in order."""
    values: dict[str, int | str | bool] = field(default_factory=dict)

    def number(self, name: str) -> int | None:
        value = self.values.get(name)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def word(self, name: str) -> str | None:
        value = self.values.get(name)
        return value if isinstance(value, str) else None

    def flag(self, name: str) -> bool:
        return self.values.get(name) is True


SHORT_NAMES = {"-t": "tier", "-p": "private"}
"""The CLI's one-letter spellings (``-p``: a private roll, as chat rollers spell it)."""


def read_words(words: Sequence[str], options: Sequence[Option]) -> Words:
    """Take ``options`` out of ``words``; an unknown ``--name`` or ``name=``, an option given
    twice, a missing or malformed value is refused in one line."""
    known = {option.name: option for option in options}
    plain: list[str] = []
    values: dict[str, int | str | bool] = {}
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        named = _NAMED.fullmatch(word)
        if named is not None:
            option = _known(named[1], word[: len(word) - len(named[2]) - 1], known)
            raw: str | None = named[2]
        elif word.startswith("--") or word in SHORT_NAMES:
            option = _known(SHORT_NAMES.get(word, word[2:]), word, known)
            raw = None
            if option.kind != "flag":
                if index == len(words):
                    raise _needs_value(option)
                raw = words[index]
                index += 1
        elif word.lower() in known and known[word.lower()].kind == "flag":
            option, raw = known[word.lower()], None
        else:
            plain.append(word)
            continue
        if option.name in values:
            raise Refusal(text("chat-args-twice", option=option.name))
        values[option.name] = _value(option, raw)
    return Words(tuple(plain), values)


@dataclass(frozen=True, slots=True)
class Commented:
    """A roll's words: its options, the dice and the comment after them."""

    words: Words
    """The options (its ``text`` is the dice's words)."""
    comment: str
    """The words after the dice, as typed (``Strike vs Vegeta``); "" when there are none."""


_OPERATORS = "+-"
"""A word that starts so after the dice goes on with them (the notation joins terms with
these), so a mistake in it is refused rather than read as a comment."""


def read_commented(
    words: Sequence[str], options: Sequence[Option], parses: Callable[[str], bool]
) -> Commented:
    """The words of a roll with a comment (``1d10+ToP+4 Strike vs Vegeta tier=2``): the dice
    are the longest run of first words that ``parses`` (spaces allowed: ``1d10 + 4``); a bare
    flag (``proficient``, ``private``) right after them is an option, the rest is the
    comment. ``name=value``, ``--name`` and ``-t``/``-p`` options of this command are taken
    wherever they are; one that is not this command's is refused before the comment starts
    and is part of it after. Words that fit no dice at all are left as the dice, for the dice
    engine to refuse with its own message."""
    known = {option.name: option for option in options}
    kept: list[str] = []
    """The words that are not options of this command."""
    taken: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        named = _NAMED.fullmatch(word)
        name = named[1].lower() if named is not None else None
        if name is None and (word.startswith("--") or word in SHORT_NAMES):
            name = SHORT_NAMES.get(word, word[2:].lower())
            if name in known and known[name].kind != "flag" and index < len(words):
                taken.append(word)
                word = words[index]
                index += 1
        if name is not None and name in known:
            taken.append(word)
        else:
            kept.append(word)
    dice = len(kept)
    while dice > 1 and not parses(" ".join(kept[:dice])):
        dice -= 1
    if dice == 1 and not parses(kept[0]):
        dice = len(kept)  # nothing fits: the whole is the dice, refused as such
    rest = kept[dice:]
    while rest and rest[0].lower() in known and known[rest[0].lower()].kind == "flag":
        taken.append(rest.pop(0))
    if rest and (rest[0][0] in _OPERATORS or _looks_like_option(rest[0])):
        dice, rest = len(kept), []  # the dice go on, or a mistyped option: refused below
    read = read_words([*kept[:dice], *taken], options)
    return Commented(read, " ".join(rest))


def _looks_like_option(word: str) -> bool:
    return _NAMED.fullmatch(word) is not None or word.startswith("--") or word in SHORT_NAMES


def _known(name: str, typed: str, known: dict[str, Option]) -> Option:
    option = known.get(name.lower())
    if option is None:
        names = ", ".join(known) or text("chat-args-none")
        raise Refusal(text("chat-args-unknown", typed=repr(typed[:30]), options=names))
    return option


def _value(option: Option, raw: str | None) -> int | str | bool:
    if option.kind == "flag":
        if raw is None or raw.lower() in _TRUE:
            return True
        if raw.lower() in _FALSE:
            return False
        raise Refusal(text("chat-args-on-off", option=option.name, typed=repr(raw[:30])))
    if raw is None or not raw:
        raise _needs_value(option)
    if option.kind == "number":
        if not _NUMBER.fullmatch(raw):
            raise Refusal(text("chat-args-whole", option=option.name, typed=repr(raw[:30])))
        return int(raw)
    return raw


def _needs_value(option: Option) -> Refusal:
    return Refusal(text("chat-args-needs-value", option=option.name, usage=option.usage()))


def first_problem(message: str) -> str:
    """A message that lists problems one a line (a sheet's) as one line: the first problem and
    how many more there are."""
    lines = message.split("\n")
    more = len(lines) - 1
    counted = _MORE.fullmatch(lines[-1]) if more else None
    if counted is not None:
        more += int(counted[1].replace(",", "")) - 1
    if not more:
        return lines[0]
    return lines[0] + " " + text("chat-args-more-problems", n=more, count=whole(more, current()))


__all__ = [
    "SHORT_NAMES",
    "Commented",
    "Option",
    "OptionKind",
    "Refusal",
    "Words",
    "first_problem",
    "read_commented",
    "read_words",
]
