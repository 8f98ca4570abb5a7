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
import re
from collections.abc import Iterable
from typing import Any

import typer
from rich.console import Console
from rich.segment import Segment
from typer._click import Context
from typer._click.exceptions import NoArgsIsHelpError, UsageError
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

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


def needs_a_command(ctx: Context) -> str:
    """The one line said when a command group is run without one of its commands."""
    group = ctx.command
    names = ", ".join(group.list_commands(ctx)) if isinstance(group, TyperGroup) else ""
    return f"{ctx.command_path} needs a command: {names} (see {ctx.command_path} --help)"


def usage_error(error: Exception) -> str:
    """A usage mistake as the one line printed after ``error:`` (a group run without a command
    names its commands instead of printing its help page)."""
    if isinstance(error, NoArgsIsHelpError):
        return one_line(needs_a_command(error.ctx), ERROR_LINE_CHARS) if error.ctx else "usage"
    message = error.format_message() if isinstance(error, UsageError) else str(error)
    return " ".join(error_lines(message).split("\n"))


_REASONS = (
    (re.compile(r"^Input should be a valid integer.*"), "not a whole number"),
    (re.compile(r"^Input should be a valid number.*"), "not a number"),
    (re.compile(r"^Input should be less than or equal to (\S+)$"), r"the most allowed is \1"),
    (re.compile(r"^Input should be greater than or equal to (\S+)$"), r"the least allowed is \1"),
    (re.compile(r"^Input should be less than (\S+)$"), r"must be less than \1"),
    (re.compile(r"^Input should be greater than (\S+)$"), r"must be more than \1"),
    (re.compile(r"^Input should be "), "should be "),
)
"""The type checker's words for a bad value -> the words an error says."""


def _value_error(error: typer.BadParameter, value: Any) -> typer.BadParameter:
    """``error`` quoting the value given, in plain words (``'many' is not a whole number``)."""
    reason = error.message
    for pattern, words in _REASONS:
        reason, done = pattern.subn(words, reason)
        if done:
            break
    if isinstance(value, list | tuple):
        value = " ".join(str(v) for v in value)
    shown = one_line(str(value), 80)
    return typer.BadParameter(f"{shown!r}: {reason}", ctx=error.ctx, param=error.param)


class PlainArgument(TyperArgument):
    """An argument whose bad value is quoted in its error (:func:`_value_error`) and, for a list,
    whose help shows its name only (``sheets...``), never the Python type of a list of values
    (``<list[Path]>``)."""

    def display_type_rich(self, ctx: Context) -> str | None:
        return None if self.nargs != 1 else super().display_type_rich(ctx)

    def process_value(self, ctx: Context, value: Any) -> Any:
        try:
            return super().process_value(ctx, value)
        except typer.BadParameter as error:
            raise _value_error(error, value) from None


class PlainOption(TyperOption):
    """An option whose bad value is quoted in its error (:func:`_value_error`) and, if it may
    be repeated, whose help shows the type of one value (``<str>``), never the Python type of
    their list (``<list[str]>``)."""

    def display_type_rich(self, ctx: Context) -> str | None:
        shown = super().display_type_rich(ctx)
        if shown and self.metavar is None:
            shown = re.sub(r"<list\[(\w+)\]>", lambda m: f"<{m.group(1).lower()}>", shown)
        return shown

    def process_value(self, ctx: Context, value: Any) -> Any:
        try:
            return super().process_value(ctx, value)
        except typer.BadParameter as error:
            raise _value_error(error, value) from None


def _plain_arguments(command: TyperCommand | TyperGroup) -> None:
    """Make ``command``'s arguments :class:`PlainArgument` and, for a group, every command under
    it: its subgroups become :class:`PlainGroup` (the same fields, other methods)."""
    for param in command.params:
        if type(param) is TyperArgument:
            param.__class__ = PlainArgument
        elif type(param) is TyperOption:
            param.__class__ = PlainOption
    if isinstance(command, TyperGroup):
        if type(command) is TyperGroup:
            command.__class__ = PlainGroup
        for sub in command.commands.values():
            if isinstance(sub, TyperCommand | TyperGroup):
                _plain_arguments(sub)


class PlainCommand(TyperCommand):
    """A command whose help names its list arguments plainly (:class:`PlainArgument`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain_arguments(self)


class PlainGroup(TyperGroup):
    """A command group that, run without a command, fails with one line naming its commands
    (exit 2) rather than printing its help page; its commands' help as :class:`PlainCommand`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain_arguments(self)

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        if not args and self.no_args_is_help and not ctx.resilient_parsing:
            raise UsageError(needs_a_command(ctx), ctx)
        return super().parse_args(ctx, args)


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
