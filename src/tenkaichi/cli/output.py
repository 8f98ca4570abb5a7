"""Where the command line's text meets the terminal: every command prints through here.

Names and other text from files are plain text, never markup: :func:`console` makes the one
kind of Rich console the commands use (no markup, no emoji codes, no highlighting), and it
writes every piece of text through :func:`tenkaichi.text.printable`, so a character from content
that could act on a terminal (an ``ESC`` sequence, a carriage return, a bidirectional override)
is shown escaped, whatever renderable (a line, a table cell, a rule) carried it. Plain lines
without Rich go through :func:`say`, JSON through :func:`json_text`, errors through
:func:`error_lines`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import typer
from rich.console import Console
from rich.segment import Segment

from tenkaichi.cli.plain import (
    PlainArgument,
    PlainCommand,
    PlainGroup,
    PlainOption,
    needs_a_command,
    usage_error,
)
from tenkaichi.text import one_line, printable, unsafe

ERROR_LINES = 40
"""The most lines of one error message shown (a sheet with many problems lists them all up to
this)."""
ERROR_LINE_CHARS = 500
"""The most characters of one line of an error message (an error may quote a long input)."""


class PlainConsole(Console):
    """A Rich console that shows text only as text (see the module docstring)."""

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        # The one place Rich turns segments into the characters written: content's text is
        # escaped here, Rich's own control segments (cursor moves) pass as they are.
        return super()._render_buffer(
            segment if segment.control else Segment(printable(segment.text), segment.style)
            for segment in buffer
        )


def console(*, stderr: bool = False, width: int | None = None, soft_wrap: bool = True) -> Console:
    """The console every command prints with."""
    return PlainConsole(
        stderr=stderr,
        width=width,
        markup=False,
        emoji=False,
        highlight=False,
        soft_wrap=soft_wrap,
    )


def say(text: str, *, err: bool = False) -> None:
    """Print ``text`` (lines of plain text) with every unsafe character escaped."""
    typer.echo(printable(text), err=err)


def _json_escape(char: str) -> str:
    code = ord(char)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def json_text(data: Any, **options: Any) -> str:
    """``data`` as JSON, readable (non-ASCII letters kept) but with every character that could
    act on a terminal written as a JSON escape (``\\u001b``); the JSON means the same."""
    text = json.dumps(data, ensure_ascii=False, **options)
    if text.isascii():
        return text  # json.dumps already escaped every ASCII control character
    return "".join(_json_escape(c) if unsafe(c) else c for c in text)


def error_lines(message: str) -> str:
    """An error message as it is printed: each line printable and at most
    :data:`ERROR_LINE_CHARS` long, at most :data:`ERROR_LINES` lines."""
    lines = message.splitlines() or [""]
    shown = [one_line(line, ERROR_LINE_CHARS) for line in lines[:ERROR_LINES]]
    if len(lines) > ERROR_LINES:
        shown.append(f"... and {len(lines) - ERROR_LINES} more problem line(s)")
    return "\n".join(shown)


__all__ = [
    "PlainArgument",
    "PlainCommand",
    "PlainConsole",
    "PlainGroup",
    "PlainOption",
    "console",
    "error_lines",
    "json_text",
    "needs_a_command",
    "say",
    "usage_error",
]
