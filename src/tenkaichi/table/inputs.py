"""Checking what a seat sends before it reaches the log: names, answers, die results.

Each function returns the checked value or raises :class:`TableError` with one line that
says what was wrong; nothing is written before these pass.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

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
        raise TableError(f"{what} must be text")
    found = problem(value, NAME_MAX)
    if found:
        raise TableError(f"{what}: {found}")
    return value.strip()


def choice_key(choice: object, options: Sequence[TableOption]) -> Any:
    """The option ``choice`` names (its number or its key: a DBU option's mapping, a ToP
    option's list, a DDC action's text), or one line saying why not."""
    if isinstance(choice, int) and not isinstance(choice, bool):
        if not 0 <= choice < len(options):
            raise TableError(f"option {choice} does not exist: choose 0 to {len(options) - 1}")
        return options[choice].key()
    if not isinstance(choice, dict | list | str):
        raise TableError("an answer is an option's number or its key")
    try:
        text = json.dumps(choice, sort_keys=True)
    except (TypeError, ValueError):
        raise TableError("that answer is not readable as an option") from None
    if len(text) > CHOICE_MAX_CHARS:
        raise TableError(f"that answer is longer than {CHOICE_MAX_CHARS} characters")
    for option in options:
        if option.key() == choice:
            return option.key()
    raise TableError("that answer is not one of the options: look at the table again")


def dice_results(results: object) -> list[int]:
    if not isinstance(results, list | tuple) or not 1 <= len(results) <= DICE_MAX:
        raise TableError(f"enter 1 to {DICE_MAX} die results")
    for i, value in enumerate(results):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= FACES_MAX:
            raise TableError(
                f"die result {i + 1} must be a whole number from 1 (got {value!r:.20})"
            )
    return list(results)


__all__ = [
    "CHOICE_MAX_CHARS",
    "DICE_MAX",
    "FACES_MAX",
    "UNDO_MAX",
    "checked_name",
    "choice_key",
    "dice_results",
]
