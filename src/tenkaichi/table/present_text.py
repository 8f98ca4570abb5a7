"""Text a person reads at the table: squares named as on the grid, no internal identifiers.

The grid's columns are letters (A, B, ... Z, AA, ...) and its rows numbers from 1, so the
square at x 14, y 3 is ``O4``; :func:`readable` writes every square the engine's text gives as
``(14, 3)`` or ``[14, 3]`` that way, and the dice a roll shows after its expression
(``1d10+ToP [6, 4]``) as ``1d10+ToP (rolled 6, 4)``. It is also the last line of defence
against an internal identifier reaching a person: a lower-case ``snake_case`` word (a
maneuver or State id the engine left in a line) is written as words ("multiple_arms" ->
"Multiple Arms"), and a bare ``True`` / ``False`` as "yes" / "no". Names from content
(fighters, items, Features) are kept exactly as they are, whatever they contain.

The words it adds ("rolled", "yes", "no") are the current reader's (:func:`tenkaichi.i18n.use`,
the ``table-*`` messages); the text it is given is already in that reader's language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tenkaichi.i18n import text as say

_BRACKETS = re.compile(r"([(\[])([^()\[\]]{1,80})([)\]])")
_SQUARE = re.compile(r"(\d{1,4}), ?(\d{1,4})")
_DICE_BEFORE = re.compile(r"(?:\d*d\d+(?:\(b?T\))?|ToP)\s*$")
"""A dice expression right before a bracket: the bracket holds the dice rolled."""
_SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
_BOOL = re.compile(r"\b(True|False)\b")
_BOOLS = {"True": "table-yes", "False": "table-no"}


def column_name(x: int) -> str:
    """Spreadsheet letters: 0 -> A, 25 -> Z, 26 -> AA."""
    out = ""
    x += 1
    while x > 0:
        x, r = divmod(x - 1, 26)
        out = chr(ord("A") + r) + out
    return out


def square_name(x: int, y: int) -> str:
    """The square at column ``x``, row ``y`` (both from 0), as the grid labels it: ``O4``."""
    return f"{column_name(x)}{y + 1}"


def words(identifier: str) -> str:
    """``multiple_arms`` -> ``Multiple Arms``."""
    return " ".join(part.capitalize() for part in identifier.split("_") if part)


def _bracket(m: re.Match[str]) -> str:
    opening, inside, closing = m[1], m[2], m[3]
    if opening == "[" and _DICE_BEFORE.search(m.string, 0, m.start()):
        return say("table-rolled", dice=inside)  # "1d10+ToP [6, 4]": the dice, not a square
    square = _SQUARE.fullmatch(inside)
    if square is not None and (opening, closing) in (("(", ")"), ("[", "]")):
        return square_name(int(square[1]), int(square[2]))
    return m[0]


def _plain(text: str) -> str:
    text = _BRACKETS.sub(_bracket, text)
    text = _SNAKE.sub(lambda m: words(m[0]), text)
    return _BOOL.sub(lambda m: say(_BOOLS[m[0]]), text)


def readable(text: str, names: Iterable[str] = ()) -> str:
    """``text`` as a person reads it (see the module docstring); ``names`` are kept as is."""
    kept = sorted({n for n in names if n}, key=len, reverse=True)
    if not kept:
        return _plain(text)
    pattern = re.compile("|".join(re.escape(n) for n in kept))
    out: list[str] = []
    at = 0
    for m in pattern.finditer(text):
        out.append(_plain(text[at : m.start()]))
        out.append(m[0])
        at = m.end()
    out.append(_plain(text[at:]))
    return "".join(out)


__all__ = ["column_name", "readable", "square_name", "words"]
