"""The ``tenkaichi`` command line: a thin shell over the engines.

Every command turns a :class:`~tenkaichi.errors.TenkaichiError` (or a usage mistake) into one
line on stderr and a non-zero exit; nothing here contains a rule.

Commands load lazily, so ``tenkaichi roll`` does not pay for the web table, the DBU combat
engine or the Tournament of Power: :data:`COMMANDS` names each top-level command, the module
of this package that registers it and the help line ``tenkaichi --help`` shows, and
:class:`LazyGroup` imports a module only when one of its commands runs or shows its own help.

To add a command:

1. write it in a module of this package with a ``register(app: typer.Typer)`` function that
   adds it (``app.command("name")(function)`` or ``app.add_typer(sub_app, name="name")``); one
   module may register several commands;
2. add one :class:`LazyCommand` to :data:`COMMANDS` per command that ``register`` adds: its
   name, the module's name, and its help text (the docstring of the function, or the ``help``
   of its sub-app) - ``tests/test_cli_lazy.py`` checks that the two agree both ways.
"""

from __future__ import annotations

import errno
import importlib
import os
import re
import sys
from dataclasses import dataclass
from typing import Annotated, Any

import typer
from typer import _click
from typer.core import TyperCommand
from typer.exceptions import TyperException

from tenkaichi.cli.plain import PlainGroup, help_id, local_help, local_words, plain_command
from tenkaichi.errors import TenkaichiError

EXIT_USAGE = 2
EXIT_INTERNAL = 70
REFUSED_BY_THE_SYSTEM = frozenset(
    {
        errno.ENAMETOOLONG,
        errno.ELOOP,
        errno.EACCES,
        errno.EPERM,
        errno.EROFS,
        errno.ENOSPC,
        errno.EDQUOT,
    }
)
"""What the operating system refuses about a path a person gave (too long a name, a loop of
links, no permission, a read-only or full disk): a one-line error, not an internal one, for
whichever command met it first."""


@dataclass(frozen=True, slots=True)
class LazyCommand:
    """A top-level command known by name before its module is imported."""

    name: str
    module: str
    """The module of :mod:`tenkaichi.cli` whose ``register(app)`` adds the command."""
    help: str
    """The command's help text, as its docstring (or its sub-app's ``help``) gives it."""


COMMANDS: tuple[LazyCommand, ...] = (
    LazyCommand("roll", "dice_cmd", "Roll DBU dice and show every die."),
    LazyCommand(
        "odds",
        "dice_cmd",
        "Exact odds of a roll: against a Target Number, a difficulty, or another roll (Clash).",
    ),
    LazyCommand(
        "fight", "fight_cmd", "Bots play a DBU fight; print the combat log and the winner."
    ),
    LazyCommand(
        "play",
        "play_cmd",
        "Play a DBU fight in the terminal: people choose from menus, a bot plays the rest.",
    ),
    LazyCommand(
        "resume",
        "play_cmd",
        "Continue a fight saved by tenkaichi play, with the same people, bot and options.",
    ),
    LazyCommand(
        "replay",
        "play_cmd",
        "Print a saved fight's events again, from its record (the same events, in order).",
    ),
    LazyCommand(
        "simulate",
        "simulate_cmd",
        "Run many seeded bot-vs-bot fights: wins with 95% intervals, draws, length, damage.",
    ),
    LazyCommand(
        "demo",
        "demo",
        "Show the dice engine: rolls with their breakdown, a Clash's exact odds, an odds table.",
    ),
    LazyCommand(
        "rules",
        "rules_cmd",
        "Each rule of the rules texts in one line, whether tests exercise it, and totals per "
        "system.",
    ),
    LazyCommand(
        "serve",
        "serve_cmd",
        "Run the web table: create tables, invite players, play a fight in the browser.",
    ),
    LazyCommand("character", "character_cmd", "DBU character sheets."),
    LazyCommand(
        "ddc",
        "ddc_cmd",
        "Dungeon DICE Combat: play, simulate, chat commands and the Discord bot.",
    ),
    LazyCommand("top", "top_cmd", "The Tournament of Power board game."),
    LazyCommand(
        "lab",
        "lab_cmd",
        "The balance lab: sweeps of seeded bot fights over builds, rules, matchups and bots.",
    ),
    LazyCommand(
        "chat",
        "chat_cmd",
        "Chat front-ends of the table: one command as a forum post, and the Discord bot.",
    ),
)
"""Every top-level command, in the order ``tenkaichi --help`` lists them."""


def module_commands(module: str) -> dict[str, _click.Command]:
    """The commands that ``tenkaichi.cli.<module>``'s ``register`` adds, built as the main app
    builds its own (plain help, no Rich markup)."""
    registered = importlib.import_module(f"tenkaichi.cli.{module}")
    holder = typer.Typer(add_completion=False, rich_markup_mode=None)
    registered.register(holder)
    return dict(typer.main.get_group(holder).commands)


class LazyGroup(PlainGroup):
    """The top-level group: lists :data:`COMMANDS` without importing them, imports a command's
    module when the command is asked for (and makes its commands plain: one-line errors,
    values quoted in plain words, no Python types in help)."""

    def list_commands(self, ctx: _click.Context) -> list[str]:
        listed = [entry.name for entry in COMMANDS]
        return listed + [name for name in self.commands if name not in listed]

    def get_command(self, ctx: _click.Context, cmd_name: str) -> _click.Command | None:
        if cmd_name not in self.commands:
            for entry in COMMANDS:
                if entry.name == cmd_name:
                    for name, command in module_commands(entry.module).items():
                        plain_command(command)
                        self.commands.setdefault(name, command)
                    break
        return self.commands.get(cmd_name)

    def format_commands(self, ctx: _click.Context, formatter: _click.HelpFormatter) -> None:
        # TyperGroup's, with the help lines of :data:`COMMANDS` for commands not loaded.
        # Each command's help in the reader's language (:func:`tenkaichi.cli.plain.local_help`).
        helps = {entry.name: entry.help for entry in COMMANDS}
        shown: list[tuple[str, _click.Command]] = []
        for name in self.list_commands(ctx):
            command = self.commands.get(name)
            english = command.help if command is not None else helps[name]
            command = TyperCommand(
                name,
                help=local_help(help_id(ctx, name), english),
                short_help=command.short_help if command is not None else None,
                hidden=command.hidden if command is not None else False,
            )
            if not command.hidden:
                shown.append((name, command))
        if shown:
            limit = formatter.width - 6 - max(len(name) for name, _ in shown)
            with formatter.section("Commands"):
                formatter.write_dl([(n, c.get_short_help_str(limit)) for n, c in shown])

    def resolve_command(
        self, ctx: _click.Context, args: list[str]
    ) -> tuple[str | None, _click.Command | None, list[str]]:
        # TyperGroup suggests close names from the commands loaded; suggest from all of them.
        try:
            return self._click_resolve_command(ctx, args)
        except _click.exceptions.UsageError as error:
            from difflib import get_close_matches

            names = [name for name in self.list_commands(ctx) if args and name != args[0]]
            matches = get_close_matches(args[0], names) if args else []
            if matches:
                suggestions = ", ".join(repr(name) for name in matches)
                english = f"{error.message.rstrip('.')}. Did you mean {suggestions}?"
                error.message = local_words(
                    "cli-no-such-command",
                    english,
                    name=repr(args[0]),
                    suggestions=suggestions,
                )
            elif args:
                error.message = local_words(
                    "cli-no-such-command-alone", error.message, name=repr(args[0])
                )
            raise


app = typer.Typer(
    cls=LazyGroup,
    name="tenkaichi",
    help="Rules engine, combat table and simulator for dice-driven anime combat games.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def version_text() -> str:
    """``tenkaichi X.Y.Z``, the version of the installed package."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        number = version("tenkaichi")
    except PackageNotFoundError:  # run from a source tree that was never installed
        from tenkaichi import __version__ as number
    return f"tenkaichi {number}"


def _show_version(value: bool) -> None:
    if value:
        typer.echo(version_text())
        raise typer.Exit(0)


def _choose_language(value: str | None) -> str | None:
    # Eager, so that ``--lang es --help`` already writes the help in Spanish.
    from tenkaichi.i18n import chosen, serve

    if value is not None:
        serve(chosen(value))
    return value


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            help="Show the version and exit.",
            is_eager=True,
            callback=_show_version,
        ),
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            help="The language to write in: en, es or pt-BR (default: from LANG).",
            is_eager=True,
            callback=_choose_language,
        ),
    ] = None,
) -> None:
    """The language is chosen by ``--lang``'s callback, before any help is written."""


def _one_line(message: str) -> str:
    from tenkaichi.cli.output import error_lines

    return error_lines(message)


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit code instead of raising."""
    args = sys.argv[1:] if argv is None else list(argv)
    from tenkaichi.i18n import from_environment, use

    with use(from_environment()):
        return _run(args)


def _run(args: list[str]) -> int:
    try:
        result: Any = app(args=args or ["--help"], prog_name="tenkaichi", standalone_mode=False)
    except TenkaichiError as error:
        print(_error_line(str(error)), file=sys.stderr)
        return EXIT_USAGE
    except typer.Exit as done:
        return done.exit_code
    except typer.Abort:
        print(local_words("cli-aborted", "aborted"), file=sys.stderr)
        return 1
    except TyperException as error:
        print(_error_line(_usage_words(error)), file=sys.stderr)
        return error.exit_code
    except OSError as error:
        if error.errno not in REFUSED_BY_THE_SYSTEM:
            return _internal(error)
        where = f"{error.filename}: " if error.filename is not None else ""
        refused = error.strerror or local_words("cli-refused", "refused")
        print(_error_line(where + refused), file=sys.stderr)
        return EXIT_USAGE
    except Exception as error:  # the last line of defence: never a traceback
        return _internal(error)
    return result if isinstance(result, int) else 0


def _error_line(message: str) -> str:
    """``error: ...``, the one line (or the few lines of a sheet's problems) of an error."""
    said = _one_line(message)
    return local_words("cli-error", f"error: {said}", message=said)


_CLICK_WORDS = (
    (re.compile(r"^Missing argument ('.*')\.$"), "cli-missing-argument"),
    (re.compile(r"^Missing option ('.*')\.$"), "cli-missing-option"),
    (re.compile(r"^No such option: (\S+)$"), "cli-no-such-option"),
    (re.compile(r"^Option '([^']*)' requires an argument\.$"), "cli-option-needs-a-value"),
    (re.compile(r"^Got unexpected extra arguments? \((.*)\)$"), "cli-extra-arguments"),
)
"""Click's words for the commonest usage mistakes -> the message that says them (the rest stay
as click writes them)."""


def _usage_words(error: TyperException) -> str:
    english = error.format_message()
    for pattern, msg_id in _CLICK_WORDS:
        found = pattern.match(english)
        if found:
            return local_words(msg_id, english, name=found.group(1))
    invalid = re.match(r"^Invalid value for (.*?): (.*)$", english, re.S)
    if invalid:
        return local_words(
            "cli-invalid-value", english, name=invalid.group(1), reason=invalid.group(2)
        )
    return english


def _internal(error: Exception) -> int:
    if os.environ.get("TENKAICHI_DEBUG"):
        raise error
    said = _one_line(str(error))
    english = (
        f"internal error: {type(error).__name__}: {said} "
        "(set TENKAICHI_DEBUG=1 for details, and please report it)"
    )
    words = local_words("cli-internal-error", english, kind=type(error).__name__, message=said)
    print(words, file=sys.stderr)
    return EXIT_INTERNAL


def run() -> None:
    sys.exit(main())
