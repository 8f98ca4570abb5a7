"""``tenkaichi lab``: the balance lab's sweeps (``run``), what a game can sweep (``params``),
a fight's preview on the lab's workers (``preview``: this machine's processes or Ray) and,
when installed, the report of a sweep's results (``report``, :mod:`lab_report_cmd`)."""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from tenkaichi.cli import output
from tenkaichi.cli.preview_cmd import PreviewBotOpt, RunsOpt, SeedOpt
from tenkaichi.cli.sheet_args import EditionOpt, LibraryOpt, SheetsArg
from tenkaichi.dbu.preview.run import MAX_WORKERS
from tenkaichi.errors import LabError
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal, percent, whole

if TYPE_CHECKING:
    from rich.table import Table

    from tenkaichi.lab.backends import Backend
    from tenkaichi.lab.game import GameLab
    from tenkaichi.lab.runner import SweepResult

HELP = "The balance lab: sweeps of seeded bot fights over builds, rules, matchups and bots."
SHOWN_CELLS = 40
"""Cells listed after a run; the rest are in cells.parquet."""

lab_app = typer.Typer(
    help=HELP,
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=output.PlainGroup,
)


def register(app: typer.Typer) -> None:
    _register_report()
    app.add_typer(lab_app, name="lab")


def _register_report() -> None:
    """Add ``lab report`` from :mod:`tenkaichi.cli.lab_report_cmd` when this build has it."""
    if any(c.name == "report" for c in lab_app.registered_commands):
        return
    try:
        module = importlib.import_module("tenkaichi.cli.lab_report_cmd")
    except ModuleNotFoundError as error:
        if error.name != "tenkaichi.cli.lab_report_cmd":
            raise
        return
    module.register(lab_app)


def find_game(word: str) -> GameLab:
    """The lab of the game named ``word`` in a spec (``dbu``, ``top``, ``ddc``)."""
    try:
        games = importlib.import_module("tenkaichi.lab.games")
    except ModuleNotFoundError as error:
        if error.name != "tenkaichi.lab.games":
            raise
        raise LabError("this build of tenkaichi has no games for the lab") from None
    lab: GameLab = games.game_lab(word)
    return lab


@lab_app.command("run")
def run(
    spec: Annotated[Path, typer.Argument(help="The sweep's spec (a YAML file).")],
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            help="Folder of the results (default: next to the spec, named after it: "
            "namek.yaml -> namek-results). Run again into the same folder to resume.",
        ),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option("--workers", min=1, max=256, help="Processes to use (default: one a core)."),
    ] = None,
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            metavar="ADDRESS",
            help="Run the batches as Ray tasks: auto (the Ray instance of this machine, else "
            "a new local one) or a Ray cluster's address.",
        ),
    ] = None,
) -> None:
    """Run a sweep of seeded fights from a spec and store them as tables (Parquet)."""
    from tenkaichi.cli.lab_progress import SweepProgress
    from tenkaichi.lab.runner import run_sweep
    from tenkaichi.lab.spec import load_spec

    if ray is not None and workers is not None:
        raise LabError(text("cli-lab-workers-or-ray"))
    if ray is not None:
        from tenkaichi.lab.ray_backend import require_ray

        require_ray(ray)
    sweep_spec, spec_text = load_spec(spec)
    try:
        lab = find_game(sweep_spec.game)
    except LabError as error:
        words = str(error)
        raise LabError(
            f"{spec}: {words if words.startswith('game:') else 'game: ' + words}"
        ) from None  # ``game:`` is the spec's key, the same in every language
    folder = out if out is not None else spec.parent / f"{spec.stem}-results"
    count = workers if workers is not None else os.cpu_count() or 1

    def backend(batches: int) -> Backend:
        if ray is not None:
            from tenkaichi.lab.ray_backend import RayBackend, connect

            connect(ray)
            return RayBackend()
        from tenkaichi.lab.backends import local_backend

        return local_backend(count, batches)

    try:
        with SweepProgress() as progress:
            result = run_sweep(
                sweep_spec,
                spec_text,
                lab,
                base_dir=spec.parent,
                out=folder,
                backend=backend,
                source=str(spec),
                progress=progress,
            )
    except KeyboardInterrupt:
        # the workers are gone (the backend closes on the way out); every finished batch is
        # on disk under its final name
        output.say(text("cli-lab-interrupted", folder=str(folder)), err=True)
        raise typer.Exit(130) from None
    _print_result(result)


def _print_result(result: SweepResult) -> None:
    rows = result.cells
    total = sum(r.tally.fights for r in rows)
    locale = current()
    done = "finished"
    if result.resumed:
        done = "resumed" if result.fights_new else "complete"
    out = output.console()
    out.print(
        text(
            f"cli-lab-sweep-{done}",
            cells=whole(len(rows), locale),
            fights=whole(total, locale),
            new=whole(result.fights_new, locale),
            folder=str(result.folder),
        )
    )
    out.print(_cells_table(result))
    if len(rows) > SHOWN_CELLS:
        out.print(text("cli-lab-more-cells", more=whole(len(rows) - SHOWN_CELLS, locale)))


def _cells_table(result: SweepResult) -> Table:
    """The cells in people's words: the side in question's wins with their 95% interval, and
    only the columns that say something: parameters whose value differs between cells (the
    others are in the title), draws if any, why a cell stopped if it could, and the fight's
    sides only when no parameter varies to tell the cells apart."""
    from rich.table import Table

    from tenkaichi.lab.report_words import parameter_words, stop_words, value_words
    from tenkaichi.lab.store import STOPPED_ALL

    rows = result.cells
    varied = [n for n in result.parameters if len({repr(r.values[n]) for r in rows}) > 1]
    fixed = [n for n in result.parameters if n not in varied]
    same = len({row.sides for row in rows}) == 1
    versus = text("lab-versus-join")
    fight = versus.join(rows[0].sides)
    show_fight = not same and not varied
    draws = any(row.tally.draws for row in rows)
    stopping = any(row.stopped != STOPPED_ALL for row in rows)
    title = result.title if not same or result.title == fight else f"{result.title} ({fight})"
    every = ", ".join(f"{parameter_words(n)} {value_words(rows[0].values[n])}" for n in fixed)
    firsts = {row.sides[0] for row in rows}
    heads = {side.split(":")[0] for side in firsts}
    first = (
        firsts.pop()
        if len(firsts) == 1
        else heads.pop()
        if len(heads) == 1
        else text("cli-lab-first-side")
    )
    locale = current()
    table = Table(
        text("cli-lab-cell"),
        *[parameter_words(name) for name in varied],
        *([text("cli-lab-fight")] if show_fight else []),
        text("cli-lab-fights"),
        text("cli-lab-wins", side=first),
        *([text("cli-lab-draws")] if draws else []),
        text("cli-lab-mean-rounds"),
        *([text("cli-lab-stopped-after")] if stopping else []),
        title=title,
        caption=text("cli-lab-every-cell", values=every) if fixed else None,
    )
    for row in rows[:SHOWN_CELLS]:
        tally = row.tally
        low, high = tally.interval()
        table.add_row(
            str(row.cell),
            *[value_words(row.values[name]) for name in varied],
            *([versus.join(row.sides)] if show_fight else []),
            whole(tally.fights, locale),
            text(
                "cli-lab-rate",
                rate=percent(tally.wins[0] / tally.fights, locale, 1, below=False),
                low=percent(low, locale, 1, below=False),
                high=percent(high, locale, 1, below=False),
            ),
            *([whole(tally.draws, locale)] if draws else []),
            decimal(tally.rounds / tally.fights, 2, locale),
            *([stop_words(row.stopped)] if stopping else []),
        )
    return table


@lab_app.command("preview")
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
            help="Processes to use (default: one a core, at most one a fight).",
            show_default=False,
        ),
    ] = None,
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            metavar="ADDRESS",
            help="Play the fights as Ray tasks: auto (the Ray instance of this machine, else "
            "a new local one) or a Ray cluster's address.",
        ),
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    edition: EditionOpt = None,
    library: LibraryOpt = None,
) -> None:
    """Preview a fight on the lab's workers (processes or Ray): what tenkaichi fight preview
    says, with the same numbers for the same runs, seed and bot."""
    from tenkaichi.cli.preview_cmd import show
    from tenkaichi.cli.sheet_args import setup_from
    from tenkaichi.dbu.preview import run_preview

    if ray is not None and workers is not None:
        raise LabError(text("cli-lab-workers-or-ray"))
    setup = setup_from(sheets, edition, library or None)
    if ray is not None:
        from tenkaichi.lab.preview import run_on_ray

        address = ray
        show(
            lambda report, cancel: run_on_ray(
                address, setup, runs=runs, seed=seed, bot=bot, progress=report, cancel=cancel
            ),
            runs,
            json_output,
        )
        return
    count = min(workers if workers is not None else os.cpu_count() or 1, runs)
    show(
        lambda report, cancel: run_preview(
            setup, runs=runs, seed=seed, bot=bot, workers=count, progress=report, cancel=cancel
        ),
        runs,
        json_output,
    )


@lab_app.command("params")
def params(
    game: Annotated[str, typer.Argument(help="The game: dbu, top or ddc.")],
) -> None:
    """List the parameters a game's sweeps can vary, with what each changes."""
    from rich.table import Table

    parameters = find_game(game).parameters()
    table = Table(text("cli-lab-parameter"), text("cli-lab-what-it-changes"))
    for name, words in parameters.items():
        table.add_row(name, words)
    output.console().print(table)


__all__ = ["find_game", "lab_app", "register"]
