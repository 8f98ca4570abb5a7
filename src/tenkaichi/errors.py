"""The one exception family of Tenkaichi.

Every failure the project reports is a :class:`TenkaichiError`. Messages quote the
bad input and say where it was, so a shell can print ``str(error)`` as one line.
"""

from __future__ import annotations


class TenkaichiError(Exception):
    """Base of every error Tenkaichi raises on purpose.

    The message may quote input from a stranger's file, so it is kept printable where it is
    made: every character that could act on a terminal is escaped and each line is capped at
    :data:`tenkaichi.text.MESSAGE_LINE_MAX` (see :func:`tenkaichi.text.message`)."""

    def __init__(self, *args: object) -> None:
        from tenkaichi.text import message

        if args and isinstance(args[0], str):
            args = (message(args[0]), *args[1:])
        super().__init__(*args)


class DiceSyntaxError(TenkaichiError):
    """A dice expression that does not follow the notation."""

    def __init__(self, text: str, position: int, expected: str, found: str | None = None) -> None:
        self.text = text
        self.position = position
        self.expected = expected
        self.found = found if found is not None else _found_at(text, position)
        super().__init__(
            f"dice syntax error at column {position + 1} of {text!r}: "
            f"expected {expected}, found {self.found}"
        )


def _found_at(text: str, position: int) -> str:
    if position >= len(text):
        return "end of input"
    return repr(text[position : position + 8])


class DiceLimitError(TenkaichiError):
    """A dice expression or request beyond the limits that keep work bounded."""


class DiceValueError(TenkaichiError):
    """A dice expression that parses but asks for something the rules forbid."""


class ContentError(TenkaichiError):
    """A content or data file that does not match its schema."""


class RuleViolation(TenkaichiError):
    """A request that the rules of the game do not allow in the current state."""


class LabError(TenkaichiError):
    """A balance-lab spec, parameter or results folder that cannot be used as given."""
