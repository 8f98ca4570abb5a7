"""Reading what a chat player answers: a number, the words of a choice, or several answers in
one post (``!fight choose Kamehameha, no modifier, 2``); and the numbers a secret decision's
choices carry.

**Words.** Typed words match a choice's label case- and accent-insensitively, punctuation
aside: a label equal to the words wins; else the one label containing every typed word
(whole words: ``c3``, ``dodge``, ``no modifier``); else the one label with a word starting with
each typed word (``kameha``). A grouped choice is matched with its group's title too when its
label alone matches none (``Lilibeu j10``: the warrior's menu, then the square). Several
matches are refused in one line listing a few; an answer that fits several choices may take
the next answer of the post along to tell them apart (``Kamehameha, Vegeta``).

**Several answers.** ``,``, ``;`` or ``then`` separate the answers of one post; a choice's
label that holds a comma is still read whole when typed whole.

**Secret numbers.** The numbers of a secret decision's choices are a permutation of 1..N
drawn for that decision from a server-side secret (a keyed hash of the seat's token, the table
and the decision), so "option 3" tells nobody which amount it is, and every process that
lists or answers the decision draws the same one.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from tenkaichi.chat.ddc_commands import ChatError
from tenkaichi.chat.table_chat_commands import whole
from tenkaichi.chat.texts import text
from tenkaichi.text import chat_text

SEPARATORS = re.compile(r"\s*[,;]\s*|\s+then\s+", re.IGNORECASE)
CANDIDATES_SHOWN = 5
"""Choices a refusal of an ambiguous answer names at most."""
WORD = re.compile(r"\w+")
LETTER = re.compile(r"[^\W\d_]")
"""A letter of any script: an answer without one is read as a number."""


def fold(text: str) -> tuple[str, ...]:
    """The words of ``text`` without case, accents or punctuation."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return tuple(WORD.findall(bare.casefold()))


def split_answers(text: str) -> list[str]:
    """The answers of one ``choose`` (empty ones dropped)."""
    return [piece for piece in SEPARATORS.split(text.strip()) if piece]


@dataclass(frozen=True, slots=True)
class Option:
    """A choice as the matcher reads it."""

    number: int
    """The number it is shown with."""
    label: str
    group: str = ""


def _contains(words: tuple[str, ...], typed: tuple[str, ...], prefix: bool) -> bool:
    if prefix:
        return all(any(w.startswith(t) for w in words) for t in typed)
    return all(t in words for t in typed)


def _matches(options: Sequence[Option], typed: tuple[str, ...]) -> list[Option]:
    """The options the words fit, by the first rule that finds any (see the module)."""
    labels = [(o, fold(o.label)) for o in options]
    exact = [o for o, words in labels if words == typed]
    if exact:
        return exact[:1]  # the same label twice is the same play
    for prefix in (False, True):
        found = [o for o, words in labels if _contains(words, typed, prefix)]
        if not found:
            found = [
                o
                for o in options
                if o.group and _contains(fold(f"{o.group} {o.label}"), typed, prefix)
            ]
        if found:
            return found
    return []


def exact_label(options: Sequence[Option], text: str) -> Option | None:
    typed = fold(text)
    return next((o for o in options if typed and fold(o.label) == typed), None)


DECLINING = frozenset({"no", "none", "skip", "without", "dont"})
"""First words of an answer that declines a question ("no modifier", "no ki wager")."""


def declines(answer: str) -> bool:
    """Does ``answer`` decline a question ("no modifier")? In a run of answers, one that
    fits nothing asked now is for a question the game did not ask: it is passed over."""
    words = fold(answer)
    return bool(words) and words[0] in DECLINING


def names_any(options: Sequence[Option], answer: str) -> bool:
    """Does ``answer`` name one or more of ``options`` (by words, not by number)?"""
    return exact_label(options, answer) is not None or bool(_matches(options, fold(answer)))


def pick(
    options: Sequence[Option], answers: Sequence[str], at: int, count: int
) -> tuple[Option, int]:
    """The option ``answers[at]`` names and how many answers it took (a label holding a comma
    takes the pieces it was cut into; an answer that fits several options takes the next ones
    while that tells them apart); a one-line refusal when none or several fit. A number
    from 1 to ``count`` that no listed option carries (an option listed once for several equal
    plays) comes back with an empty label."""
    for end in range(len(answers), at + 1, -1):  # a label with commas, typed whole
        whole_label = exact_label(options, ", ".join(answers[at:end]))
        if whole_label is not None:
            return whole_label, end - at
    answer = answers[at].strip()
    if not LETTER.search(answer):  # a number (or nothing a label could hold)
        number = whole(answer, text("chat-what-choice"), 1, count)
        listed = next((o for o in options if o.number == number), None)
        return listed or Option(number, ""), 1
    shown = chat_text(answer, 40)
    found = _matches(options, fold(answer))
    if not found:
        raise ChatError(text("chat-choose-no-match", typed=shown))
    if len(found) == 1:
        return found[0], 1
    for end in range(at + 2, len(answers) + 1):  # "Kamehameha, Vegeta": one choice
        joined = _matches(options, fold(" ".join(answers[at:end])))
        if len(joined) == 1:
            return joined[0], end - at
        if not joined:
            break
    names = "; ".join(f"{o.number}. {chat_text(o.label, 80)}" for o in found[:CANDIDATES_SHOWN])
    more = len(found) - CANDIDATES_SHOWN
    if more > 0:
        names += " " + text("chat-choose-and-more", count=str(more))
    raise ChatError(text("chat-choose-several", typed=shown, count=str(len(found)), names=names))


def secret_numbers(key: str, table: int, decision: int, count: int) -> tuple[int, ...]:
    """The number each of a secret decision's ``count`` options is shown with (option ``i``
    gets ``out[i]``): a permutation of 1..count keyed by ``key`` (a server-side secret),
    ``table`` and ``decision``."""
    secret = key.encode("utf-8")

    def rank(index: int) -> bytes:
        return hmac.new(secret, f"{table}:{decision}:{index}".encode(), hashlib.sha256).digest()

    order = sorted(range(count), key=rank)
    out = [0] * count
    for place, index in enumerate(order, 1):
        out[index] = place
    return tuple(out)


__all__ = [
    "Option",
    "declines",
    "exact_label",
    "fold",
    "names_any",
    "pick",
    "secret_numbers",
    "split_answers",
]
