"""The ``tenkaichi`` command line: a thin shell over the engines.

Every command turns a :class:`~tenkaichi.errors.TenkaichiError` (or a usage mistake) into one
line on stderr and a non-zero exit; nothing here contains a rule.
"""

from __future__ import annotations

import os
import sys

import typer
from typer.exceptions import TyperException

from tenkaichi.cli.output import error_lines
from tenkaichi.errors import TenkaichiError

app = typer.Typer(
    name="tenkaichi",
    help="Rules engine, combat table and simulator for dice-driven anime combat games.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

EXIT_USAGE = 2
EXIT_INTERNAL = 70


def _register() -> None:
    from tenkaichi.cli import (
        character_cmd,
        chat_cmd,
        ddc_cmd,
        demo,
        dice_cmd,
        fight_cmd,
        play_cmd,
        rules_cmd,
        serve_cmd,
        simulate_cmd,
        top_cmd,
    )

    dice_cmd.register(app)
    character_cmd.register(app)
    fight_cmd.register(app)
    play_cmd.register(app)
    simulate_cmd.register(app)
    demo.register(app)
    rules_cmd.register(app)
    ddc_cmd.register(app)
    top_cmd.register(app)
    chat_cmd.register(app)
    serve_cmd.register(app)


_register()


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit code instead of raising."""
    args = sys.argv[1:] if argv is None else list(argv)
    try:
        result = app(args=args or ["--help"], prog_name="tenkaichi", standalone_mode=False)
    except TenkaichiError as error:
        print(f"error: {error_lines(str(error))}", file=sys.stderr)
        return EXIT_USAGE
    except typer.Exit as done:
        return done.exit_code
    except typer.Abort:
        print("aborted", file=sys.stderr)
        return 1
    except TyperException as error:
        print(f"error: {error_lines(error.format_message())}", file=sys.stderr)
        return error.exit_code
    except Exception as error:  # the last line of defence: never a traceback
        if os.environ.get("TENKAICHI_DEBUG"):
            raise
        print(
            f"internal error: {type(error).__name__}: {error_lines(str(error))} "
            "(set TENKAICHI_DEBUG=1 for details, and please report it)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    return result if isinstance(result, int) else 0


def run() -> None:
    sys.exit(main())
