"""``tenkaichi fight preview``: play a fight many times with bots before the game and say who
is likely to win, how long it lasts, who falls first, and each fighter's most used options and
most damaging attacks.

The engine side is :mod:`tenkaichi.dbu.preview`; this module reads the same sheets and
encounter files as ``tenkaichi fight``, shows the progress on stderr (as ``simulate`` does: a
bar on a terminal, plain lines every ``TENKAICHI_PROGRESS_EVERY`` seconds elsewhere) and turns
Ctrl-C into a cancel: the fights played so far are summed up and printed, marked partial, and
the command exits 130. A second Ctrl-C stops at once, without a summary.

``fight`` dispatches here when its first word is ``preview`` (:func:`preview_command`); a sheet
file named ``preview`` is given as ``./preview``.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Annotated

import typer
from rich.text import Text
from typer.core import TyperCommand

from tenkaichi.cli import output, progress
from tenkaichi.cli.sheet_args import EditionOpt, LibraryOpt, SheetsArg, setup_from
from tenkaichi.dbu.preview import PreviewResult, run_preview, summary_lines
from tenkaichi.dbu.preview.run import MAX_RUNS, MAX_WORKERS, Progress
from tenkaichi.i18n import text

EXIT_CANCELLED = 130
"""The exit code of a preview cut short by Ctrl-C (what a shell reports for an interrupt)."""

PreviewBotOpt = Annotated[
    str,
    typer.Option(
        "--bot",
        help="Bot that plays every side: greedy, random or search. The search bot plays out "
        "sampled futures before each choice: search looks at 8 a decision, search:20 at 20 "
        "(slow: a preview of a 3 against 3 takes many minutes).",
    ),
]

RunsOpt = Annotated[
    int, typer.Option("--runs", "-n", min=1, max=MAX_RUNS, help="How many fights to play.")
]
SeedOpt = Annotated[
    int, typer.Option(help="Seed of the first fight; fight i uses the seed plus i.")
]


def preview(
    sheets: SheetsArg,
    runs: RunsOpt = 1000,
    seed: SeedOpt = 1,
    bot: PreviewBotOpt = "greedy",
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            min=1,
            max=MAX_WORKERS,
            help="Processes to use (default: one a core, at most one a fight); the numbers "
            "are the same with any number.",
            show_default=False,
        ),
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    edition: EditionOpt = None,
    library: LibraryOpt = None,
) -> None:
    """Play a fight many times with bots: win chances with 95% intervals, rounds, who falls
    first, most used options and most damaging attacks.

    Ctrl-C stops early and prints what the fights played so far show, marked partial."""
    setup = setup_from(sheets, edition, library or None)
    count = min(workers if workers is not None else os.cpu_count() or 1, runs)
    show(
        lambda report, cancel: run_preview(
            setup, runs=runs, seed=seed, bot=bot, workers=count, progress=report, cancel=cancel
        ),
        runs,
        json_output,
    )


def show(
    play: Callable[[Progress, threading.Event], PreviewResult], runs: int, json_output: bool
) -> None:
    """Run ``play`` (a preview of ``runs`` fights, given its progress and its cancel) with the
    progress on stderr and Ctrl-C as its cancel, then print the result; a cancelled preview
    prints what it has, marked partial, and exits :data:`EXIT_CANCELLED`."""
    cancel = threading.Event()
    with progress.job(text("cli-progress-fights"), total=runs) as bar, _ctrl_c_cancels(cancel):

        def advance(done: int, total: int) -> None:
            bar.advance(done - bar.done)

        result = play(advance, cancel)
    _print(result, json_output)
    if result.cancelled:
        raise typer.Exit(EXIT_CANCELLED)


def _print(result: PreviewResult, json_output: bool) -> None:
    if json_output:
        typer.echo(output.json_text(result.to_json()))
        return
    out = output.console()
    for line in summary_lines(result):
        out.print(Text(line))


@contextmanager
def _ctrl_c_cancels(cancel: threading.Event) -> Iterator[None]:
    """While the block runs, the first Ctrl-C sets ``cancel`` and the second interrupts as
    usual. Only the main thread can catch a signal; elsewhere Ctrl-C keeps its usual meaning."""

    def on_interrupt(number: int, frame: FrameType | None) -> None:
        if cancel.is_set():
            raise KeyboardInterrupt
        cancel.set()

    try:
        before = signal.signal(signal.SIGINT, on_interrupt)
    except ValueError:  # not the main thread
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def preview_command(name: str = "preview") -> TyperCommand:
    """The ``fight preview`` command as a click command, plain as every other command."""
    holder = typer.Typer(add_completion=False, rich_markup_mode=None)
    holder.command(name, cls=output.PlainCommand)(preview)
    command = typer.main.get_command(holder)
    assert isinstance(command, TyperCommand)
    return command


__all__ = [
    "EXIT_CANCELLED",
    "PreviewBotOpt",
    "RunsOpt",
    "SeedOpt",
    "preview",
    "preview_command",
    "show",
]
