"""Checking what a seat sends before it reaches the log: names, answers, die results.

Each function returns the checked value or raises :class:`TableError` with one line that
says what was wrong; nothing is written before these pass.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from tenkaichi.dice.physical import DiceAsk, check_entry, parse_entry
from tenkaichi.errors import DiceValueError
from tenkaichi.i18n import text as say
from tenkaichi.table.games.base import TableOption
from tenkaichi.table.store import TableError
from tenkaichi.text import NAME_MAX, problem

CHOICE_MAX_CHARS = 2_000
"""The longest answer (as JSON) taken; a longer one is refused unread."""
DICE_MAX = 100
"""The most die results one entry may give."""
FACES_MAX = 1_000
"""The largest die result taken (the engine checks each against its die when it uses it)."""
UNDO_MAX = 500
"""The most decisions one undo takes back."""


def checked_name(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise TableError(say("table-error-must-be-text", what=what))
    found = problem(value, NAME_MAX)
    if found:
        raise TableError(say("table-error-field-problem", what=what, problem=found))
    return value.strip()


def choice_key(choice: object, options: Sequence[TableOption]) -> Any:
    """The option ``choice`` names (its number or its key: a DBU option's mapping, a ToP
    option's list, a DDC action's text), or one line saying why not."""
    if isinstance(choice, int) and not isinstance(choice, bool):
        if not 0 <= choice < len(options):
            raise TableError(
                say("table-error-no-option", option=str(choice), last=str(len(options) - 1))
            )
        return options[choice].key()
    if not isinstance(choice, dict | list | str):
        raise TableError(say("table-error-answer-shape"))
    try:
        text = json.dumps(choice, sort_keys=True)
    except (TypeError, ValueError):
        raise TableError(say("table-error-answer-unreadable")) from None
    if len(text) > CHOICE_MAX_CHARS:
        raise TableError(say("table-error-answer-long", most=str(CHOICE_MAX_CHARS)))
    for option in options:
        if option.key() == choice:
            return option.key()
    raise TableError(say("table-error-not-an-option"))


def dice_entry(results: object, ask: DiceAsk) -> list[int]:
    """The results of one roll as typed (``"7 4"``, ``"7,4"``) or sent (``[7, 4]``), checked
    against what the fight asks for: as many as its dice, each fitting its die. A wrong entry
    is one line in words ("the d10 must be 1-10; you typed 11")."""
    try:
        if isinstance(results, str):
            return parse_entry(results, ask)
        if not isinstance(results, list | tuple) or len(results) > DICE_MAX:
            raise DiceValueError(say("table-error-type-dice", example=ask.example()))
        if any(isinstance(v, bool) or not isinstance(v, int) for v in results):
            raise DiceValueError(say("table-error-type-dice", example=ask.example()))
        check_entry(ask, results)
    except DiceValueError as error:
        raise TableError(str(error)) from None
    return list(results)


__all__ = [
    "CHOICE_MAX_CHARS",
    "DICE_MAX",
    "FACES_MAX",
    "UNDO_MAX",
    "checked_name",
    "choice_key",
    "dice_entry",
]
