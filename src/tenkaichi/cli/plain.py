"""The command line's click classes, in plain words: a group run without a command fails with
one line naming its commands; a bad value is quoted in its error in plain words; help never
shows the Python type of a list of values; help is written in the reader's language. Light to
import (typer only): the top-level group uses them before any command's module is loaded.

Help texts are fixed in code, in English, when the commands are defined; each is looked up when
help is printed, in the catalogue ``cli-help.ftl``, by an id made of the command's path and the
option's name (:func:`help_id`: ``cli-help-fight``, ``cli-help-fight-seed``), and the English in
code is what English readers (and any id a catalogue lacks) get, unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer
from typer._click import Context, HelpFormatter
from typer._click.exceptions import MissingParameter, NoArgsIsHelpError, UsageError
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

LINE_CHARS = 500
"""The most characters of one line of an error (as in :mod:`tenkaichi.cli.output`)."""


def _one_line(message: str) -> str:
    from tenkaichi.text import one_line

    return one_line(message, LINE_CHARS)


HELP_ID = "cli-help"
"""The first part of every help text's message id."""


def help_id(ctx: Context, *more: str) -> str:
    """The message id of the help of ``ctx``'s command (``cli-help-character-new``; the root's
    is ``cli-help``), or of one of its options or commands named by ``more``."""
    names: list[str] = []
    at: Context | None = ctx
    while at is not None and at.parent is not None:
        names.extend(reversed((at.info_name or "").split()))
        at = at.parent
    return "-".join([HELP_ID, *reversed(names), *(n.replace("_", "-") for n in more)])


def local_words(msg_id: str, english: str, **args: str) -> str:
    """Message ``msg_id`` in the current reader's language; ``english`` (already filled in) for
    an English reader or when no catalogue has the message."""
    from tenkaichi.i18n import DEFAULT, current, text
    from tenkaichi.i18n.catalogue import bundle

    if current() == DEFAULT or not bundle(DEFAULT).has_message(msg_id):
        return english
    return text(msg_id, **args)


def local_help(msg_id: str, english: str | None) -> str | None:
    """A help text in the reader's language (see the module docstring)."""
    return local_words(msg_id, english) if english else english


@contextmanager
def helping(item: Any, msg_id: str) -> Iterator[None]:
    """``item``'s ``help`` (a command's or a parameter's) in the reader's language while the
    help is written, then the English again."""
    english = item.help
    item.help = local_help(msg_id, english)
    try:
        yield
    finally:
        item.help = english


_HEADINGS = {
    "Options": "cli-help-heading-options",
    "Arguments": "cli-help-heading-arguments",
    "Commands": "cli-help-heading-commands",
}
_EXTRAS = (
    (re.compile(r"^default: (.*)$", re.S), "cli-help-default"),
    (re.compile(r"^env var: (.*)$", re.S), "cli-help-env-var"),
    (re.compile(r"^required$"), "cli-help-required"),
)


class LocalFormatter(HelpFormatter):
    """Click's help formatter with its own words (``Usage:``, the sections' headings) in the
    reader's language."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        if prefix is None:
            prefix = local_words("cli-help-usage", "Usage:") + " "
        super().write_usage(prog, args, prefix)

    @contextmanager
    def section(self, name: str) -> Iterator[None]:
        shown = local_words(_HEADINGS[name], name) if name in _HEADINGS else name
        with super().section(shown):
            yield


class LocalContext(Context):
    """A context whose help is written by :class:`LocalFormatter`."""

    formatter_class = LocalFormatter


def _local_extra(part: str) -> str:
    for pattern, msg_id in _EXTRAS:
        found = pattern.match(part)
        if found:
            value = found.group(1) if pattern.groups else ""
            return local_words(msg_id, part, value=value)
    return part


def _local_record(record: tuple[str, str] | None) -> tuple[str, str] | None:
    """A parameter's help line with its bracketed extras (``[default: 1]``, ``[required]``) in
    the reader's language."""
    if record is None or not record[1].endswith("]"):
        return record
    name, shown = record
    head, gap, extra = shown.rpartition("  [") if "  [" in shown else ("", "", shown[1:])
    if not gap and not shown.startswith("["):
        return record
    parts = extra[:-1].split("; ")
    return name, f"{head}{gap or '['}{'; '.join(_local_extra(p) for p in parts)}]"


def needs_a_command(ctx: Context) -> str:
    """The one line said when a command group is run without one of its commands."""
    group = ctx.command
    names = ", ".join(group.list_commands(ctx)) if isinstance(group, TyperGroup) else ""
    english = f"{ctx.command_path} needs a command: {names} (see {ctx.command_path} --help)"
    return local_words("cli-needs-a-command", english, command=ctx.command_path, names=names)


def usage_error(error: Exception) -> str:
    """A usage mistake as the one line printed after ``error:`` (a group run without a command
    names its commands instead of printing its help page)."""
    if isinstance(error, NoArgsIsHelpError):
        return _one_line(needs_a_command(error.ctx)) if error.ctx else "usage"
    message = error.format_message() if isinstance(error, UsageError) else str(error)
    return " ".join(_one_line(line) for line in message.splitlines()[:40])


_REASONS = (
    (re.compile(r"^Input should be a valid integer.*"), "not a whole number", "cli-not-whole"),
    (re.compile(r"^Input should be a valid number.*"), "not a number", "cli-not-a-number"),
    (
        re.compile(r"^Input should be less than or equal to (\S+)$"),
        r"the most allowed is \1",
        "cli-at-most",
    ),
    (
        re.compile(r"^Input should be greater than or equal to (\S+)$"),
        r"the least allowed is \1",
        "cli-at-least",
    ),
    (re.compile(r"^Input should be less than (\S+)$"), r"must be less than \1", "cli-less-than"),
    (re.compile(r"^Input should be greater than (\S+)$"), r"must be more than \1", "cli-more-than"),
    (re.compile(r"^Input should be "), "should be ", ""),
)
"""The type checker's words for a bad value -> the words an error says (and their message)."""


def _value_error(error: typer.BadParameter, value: Any) -> typer.BadParameter:
    """``error`` quoting the value given, in plain words (``'many' is not a whole number``)."""
    reason = error.message
    for pattern, words, msg_id in _REASONS:
        found = pattern.match(reason)
        if found:
            english = pattern.sub(words, reason)
            limit = found.group(1) if pattern.groups else ""
            reason = local_words(msg_id, english, limit=limit) if msg_id else english
            break
    if isinstance(value, list | tuple):
        value = " ".join(str(v) for v in value)
    from tenkaichi.text import one_line

    shown = one_line(str(value), 80)
    return typer.BadParameter(f"{shown!r}: {reason}", ctx=error.ctx, param=error.param)


class PlainArgument(TyperArgument):
    """An argument whose bad value is quoted in its error (:func:`_value_error`) and, for a list,
    whose help shows its name only (``sheets...``), never the Python type of a list of values
    (``<list[Path]>``); its help in the reader's language."""

    def get_help_record(self, ctx: Context) -> tuple[str, str] | None:
        with helping(self, help_id(ctx, self.name or "")):
            return _local_record(super().get_help_record(ctx))

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
    their list (``<list[str]>``); its help in the reader's language."""

    def get_help_record(self, ctx: Context) -> tuple[str, str] | None:
        with helping(self, help_id(ctx, self.name or "")):
            return _local_record(super().get_help_record(ctx))

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
    if type(command) is TyperCommand:
        command.__class__ = PlainCommand
    if isinstance(command, TyperGroup):
        if type(command) is TyperGroup:
            command.__class__ = PlainGroup
        for sub in command.commands.values():
            if isinstance(sub, TyperCommand | TyperGroup):
                _plain_arguments(sub)


def _help_option(option: Any) -> Any:
    if option is not None:
        option.help = local_words("cli-help-option-help", "Show this message and exit.")
    return option


class PlainCommand(TyperCommand):
    """A command whose help names its list arguments plainly (:class:`PlainArgument`), all of
    it in the reader's language."""

    context_class = LocalContext

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain_arguments(self)

    def format_help_text(self, ctx: Context, formatter: HelpFormatter) -> None:
        with helping(self, help_id(ctx)):
            super().format_help_text(ctx, formatter)

    def get_help_option(self, ctx: Context) -> Any:
        return _help_option(super().get_help_option(ctx))

    def format_epilog(self, ctx: Context, formatter: HelpFormatter) -> None:
        english = self.epilog
        self.epilog = local_help(help_id(ctx, "epilog"), english)
        try:
            super().format_epilog(ctx, formatter)
        finally:
            self.epilog = english


class PlainGroup(TyperGroup):
    """A command group that, run without a command, fails with one line naming its commands
    (exit 2) rather than printing its help page; its commands' help as :class:`PlainCommand`,
    all of it in the reader's language."""

    context_class = LocalContext

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain_arguments(self)

    def format_help_text(self, ctx: Context, formatter: HelpFormatter) -> None:
        with helping(self, help_id(ctx)):
            super().format_help_text(ctx, formatter)

    def get_help_option(self, ctx: Context) -> Any:
        return _help_option(super().get_help_option(ctx))

    def format_epilog(self, ctx: Context, formatter: HelpFormatter) -> None:
        english = self.epilog
        self.epilog = local_help(help_id(ctx, "epilog"), english)
        try:
            super().format_epilog(ctx, formatter)
        finally:
            self.epilog = english

    def format_commands(self, ctx: Context, formatter: HelpFormatter) -> None:
        english: dict[str, str | None] = {}
        for name, command in self.commands.items():
            english[name] = command.help
            command.help = local_help(help_id(ctx, name), command.help)
        try:
            super().format_commands(ctx, formatter)
        finally:
            for name, command in self.commands.items():
                command.help = english.get(name, command.help)

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        if not args and self.no_args_is_help and not ctx.resilient_parsing:
            raise UsageError(needs_a_command(ctx), ctx)
        return super().parse_args(ctx, args)


def plain_command(command: Any) -> None:
    """Make a command loaded on its own (and, for a group, everything under it) plain."""
    if isinstance(command, TyperCommand | TyperGroup):
        _plain_arguments(command)


__all__ = [
    "LocalContext",
    "LocalFormatter",
    "PlainArgument",
    "PlainCommand",
    "PlainGroup",
    "PlainOption",
    "help_id",
    "helping",
    "local_help",
    "local_words",
    "needs_a_command",
    "plain_command",
    "usage_error",
]
