"""The command line's click classes, in plain words: a group run without a command fails with
one line naming its commands; a bad value is quoted in its error in plain words; help never
shows the Python type of a list of values. Light to import (typer only): the top-level group
uses them before any command's module is loaded.
"""

from __future__ import annotations

import re
from typing import Any

import typer
from typer._click import Context
from typer._click.exceptions import MissingParameter, NoArgsIsHelpError, UsageError
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

LINE_CHARS = 500
"""The most characters of one line of an error (as in :mod:`tenkaichi.cli.output`)."""


def _one_line(message: str) -> str:
    from tenkaichi.text import one_line

    return one_line(message, LINE_CHARS)


def needs_a_command(ctx: Context) -> str:
    """The one line said when a command group is run without one of its commands."""
    group = ctx.command
    names = ", ".join(group.list_commands(ctx)) if isinstance(group, TyperGroup) else ""
    return f"{ctx.command_path} needs a command: {names} (see {ctx.command_path} --help)"


def usage_error(error: Exception) -> str:
    """A usage mistake as the one line printed after ``error:`` (a group run without a command
    names its commands instead of printing its help page)."""
    if isinstance(error, NoArgsIsHelpError):
        return _one_line(needs_a_command(error.ctx)) if error.ctx else "usage"
    message = error.format_message() if isinstance(error, UsageError) else str(error)
    return " ".join(_one_line(line) for line in message.splitlines()[:40])


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
    from tenkaichi.text import one_line

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
        except MissingParameter:
            raise  # nothing was given: click's words ("Missing option '-n'") say so
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
        except MissingParameter:
            raise  # nothing was given: click's words ("Missing option '-n'") say so
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


def plain_command(command: Any) -> None:
    """Make a command loaded on its own (and, for a group, everything under it) plain."""
    if isinstance(command, TyperCommand | TyperGroup):
        _plain_arguments(command)


__all__ = [
    "PlainArgument",
    "PlainCommand",
    "PlainGroup",
    "PlainOption",
    "needs_a_command",
    "plain_command",
    "usage_error",
]
