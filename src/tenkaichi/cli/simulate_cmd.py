"""``tenkaichi simulate``: many seeded bot-vs-bot fights, summed up with confidence intervals.

Fight ``i`` uses seed ``S + i`` for the dice and the bots, so a run depends only on the
sheets, the first seed, the number of fights and the bot; ``--workers`` spreads the seeds over
processes and gives exactly the same numbers as one process. Bots could play on for ever, so
every fight has the simulation's safety stops (:mod:`tenkaichi.dbu.play.safety`: 100 rounds,
10 tied Duel Clashes redone in a row), which are no rule; a fight stopped by the limit of rounds
counts as a draw and the summary says how many were (``safety_stops``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Annotated, Any, NamedTuple

import typer
from rich.table import Table

from tenkaichi.cli import output, progress
from tenkaichi.cli.fight_cmd import side_bots, sides_of
from tenkaichi.cli.sheet_args import EditionOpt, LibraryOpt, SheetsArg, setup_from
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.play.bot_names import bot_words, make_bot
from tenkaichi.dbu.play.bots import run_fight
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal, percent
from tenkaichi.intervals import wilson
from tenkaichi.pools import end_pool, interrupts_held, spawn_pool

MAX_FIGHTS = 1_000_000
SimulateBotOpt = Annotated[
    str,
    typer.Option(
        "--bot",
        help="Bot that plays every side: greedy, random or search. The search bot plays out "
        "sampled futures before each choice: search looks at 8 a decision (search:20 at 20), "
        "so a run gives the same numbers on every machine; search:0.5s thinks half a second "
        "a decision instead, and then the numbers depend on the machine's speed.",
    ),
]


class Outcome(NamedTuple):
    """What one fight contributes to the summary."""

    winner: str
    """The winning side, or "draw"."""
    rounds: int
    damage: tuple[int, ...]
    """Damage dealt by each side, in the order of :func:`sides_of`."""
    stopped: bool = False
    """Stopped by the simulation's safety limit of rounds (no rule): a draw no one played
    out."""


def register(app: typer.Typer) -> None:
    app.command("simulate")(simulate)


def run_batch(setup: EncounterSetup, bot: str, seeds: range) -> list[Outcome]:
    """Play one fight per seed, bots on every side (also the work of one process)."""
    sides = sides_of(setup)
    setup = with_safety_limits(setup)
    outcomes = []
    for seed in seeds:
        bots = side_bots(setup, bot, seed, timed=False)
        enc = run_fight(Encounter.start(setup, seed), bots)
        dealt = tuple(
            sum(f.damage_dealt for f in enc.state.fighters if f.side == side) for side in sides
        )
        outcomes.append(Outcome(enc.state.winner, enc.state.round, dealt, enc.safety_stopped))
    return outcomes


def _batches(seed: int, n: int, workers: int) -> list[range]:
    size = max(1, min(250, n // (workers * 20)))
    end = seed + n
    return [range(start, min(start + size, end)) for start in range(seed, end, size)]


@contextmanager
def _run(
    setup: EncounterSetup, bot: str, batches: list[range], workers: int
) -> Iterator[Iterator[list[Outcome]]]:
    """The batches' outcomes, in seed order, from this process or a pool of worker processes
    (:mod:`tenkaichi.pools`).

    The workers ignore Ctrl-C; this process gets it, and whatever ends the run early (Ctrl-C,
    an error) terminates the workers at once, so none outlives the command. A worker that dies
    ends the run with one line instead of a wait for a batch that never comes."""
    work = partial(run_batch, setup, bot)
    if workers == 1 or len(batches) == 1:
        yield map(work, batches)
        return
    pool = spawn_pool(min(workers, len(batches)))
    try:
        with interrupts_held():  # the pool starts its workers here
            futures = [pool.submit(work, seeds) for seeds in batches]
        yield _in_order(futures)
    finally:
        end_pool(pool)  # at once: no batch is waited for (a no-op once all are done)


def _in_order(futures: list[Future[list[Outcome]]]) -> Iterator[list[Outcome]]:
    for future in futures:
        try:
            yield future.result()
        except BrokenProcessPool:
            raise TenkaichiError(text("cli-simulate-worker-died")) from None


def summarise(sides: list[str], outcomes: list[Outcome], seed: int, bot: str) -> dict[str, Any]:
    n = len(outcomes)
    wins = {side: sum(o.winner == side for o in outcomes) for side in sides}
    return {
        "fights": n,
        "seed": seed,
        "bot": bot,
        "wins": wins,
        "draws": sum(o.winner == "draw" for o in outcomes),
        "safety_stops": sum(o.stopped for o in outcomes),
        "win_rate": {side: wins[side] / n for side in sides},
        "ci95": {side: list(wilson(wins[side], n)) for side in sides},
        "mean_rounds": sum(o.rounds for o in outcomes) / n,
        "mean_damage": {
            side: sum(o.damage[i] for o in outcomes) / n for i, side in enumerate(sides)
        },
    }


def simulate(
    sheets: SheetsArg,
    fights: Annotated[
        int, typer.Option("-n", "--fights", min=1, max=MAX_FIGHTS, help="Number of fights.")
    ],
    seed: Annotated[int, typer.Option(help="Seed of the first fight; the others follow.")] = 1,
    workers: Annotated[int, typer.Option(min=1, max=256, help="Processes to use.")] = 1,
    bot: SimulateBotOpt = "greedy",
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    plot: Annotated[
        Path | None, typer.Option(help="Chart win rates and fight lengths (PNG).")
    ] = None,
    edition: EditionOpt = None,
    library: LibraryOpt = None,
) -> None:
    """Run many seeded bot-vs-bot fights: wins with 95% intervals, draws, length, damage."""
    if not 0 <= seed <= MAX_SEED - (fights - 1):
        raise typer.BadParameter(
            text(
                "cli-simulate-seeds-range",
                first=str(seed),
                last=str(seed + fights - 1),
                most=str(MAX_SEED),
            ),
            param_hint="'--seed'",
        )
    if plot is not None and plot.suffix.lower() != ".png":
        raise TenkaichiError(text("cli-plot-needs-png", path=repr(str(plot))))
    if plot is not None and not plot.parent.is_dir():
        raise TenkaichiError(text("cli-plot-no-folder", path=repr(str(plot))))
    setup = setup_from(sheets, edition, library or None)
    make_bot(bot, timed=False)  # an unknown name fails here, before any process starts
    sides = sides_of(setup)
    batches = _batches(seed, fights, workers)
    outcomes: list[Outcome] = []
    # Ctrl-C ends the pool on its way out; the shell exits 130, as every command does
    with (
        progress.job(text("cli-progress-fights"), total=fights) as bar,
        _run(setup, bot, batches, workers) as results,
    ):
        for batch in results:
            outcomes.extend(batch)
            bar.advance(len(batch))
    report = summarise(sides, outcomes, seed, bot)
    if plot is not None:
        _plot(setup, report, [o.rounds for o in outcomes], plot)
        report["plot"] = str(plot)
    if json_output:
        typer.echo(json.dumps(report))
        return
    _print_report(setup, report)


def _names(setup: EncounterSetup, side: str) -> str:
    """A side's fighters as the fight names them: a fighter's id, else its sheet's name; a
    squad of Minions once, with its count ("Pui Pui ×10")."""
    names = []
    for f in setup.fighters:
        if f.side != side:
            continue
        sheet = setup.sheets.get(f.sheet)
        name = f.id or (sheet.name if sheet is not None else f.sheet)
        names.append(f"{name} ×{f.count}" if f.count > 1 else name)
    return ", ".join(names)


def _print_report(setup: EncounterSetup, report: dict[str, Any]) -> None:
    n, first = report["fights"], report["seed"]
    locale = current()
    out = output.console()
    table = Table(
        text("cli-simulate-side"),
        text("cli-simulate-fighters"),
        text("cli-simulate-wins"),
        text("cli-simulate-win-rate"),
        text("cli-simulate-interval"),
        text("cli-simulate-damage"),
        title=text(
            "cli-simulate-title",
            fights=str(n),
            first=str(first),
            last=str(first + n - 1),
            bot=bot_words(report["bot"]),
        ),
    )
    for side, wins in report["wins"].items():
        lo, hi = report["ci95"][side]
        table.add_row(
            side,
            _names(setup, side),
            str(wins),
            percent(report["win_rate"][side], locale, 1, below=False),
            text(
                "cli-simulate-from-to",
                low=percent(lo, locale, 1, below=False),
                high=percent(hi, locale, 1, below=False),
            ),
            decimal(report["mean_damage"][side], 1, locale),
        )
    out.print(table)
    draws = report["draws"]
    stops = report["safety_stops"]
    said = {
        "draws": str(draws),
        "share": percent(draws / n, locale, 1, below=False),
        "mean": decimal(report["mean_rounds"], 2, locale),
    }
    if stops:
        out.print(text("cli-simulate-draws-stopped", stops=str(stops), **said))
    else:
        out.print(text("cli-simulate-draws", **said))
    if "plot" in report:
        out.print(text("cli-wrote", path=report["plot"]))


def _plot(setup: EncounterSetup, report: dict[str, Any], rounds: list[int], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    n = report["fights"]
    labels, rates, below, above = [], [], [], []
    for side, rate in report["win_rate"].items():
        lo, hi = report["ci95"][side]
        labels.append(text("cli-plot-side", side=side, names=_names(setup, side)))
        rates.append(rate * 100)
        below.append(max(0.0, rate - lo) * 100)
        above.append(max(0.0, hi - rate) * 100)
    draw_lo, draw_hi = wilson(report["draws"], n)
    draw_rate = report["draws"] / n
    labels.append(text("cli-plot-draw"))
    rates.append(draw_rate * 100)
    below.append(max(0.0, draw_rate - draw_lo) * 100)
    above.append(max(0.0, draw_hi - draw_rate) * 100)

    fig, (wins_ax, length_ax) = plt.subplots(1, 2, figsize=(11, 4.5), dpi=100)
    palette = ("#3b6ea8", "#d9822b", "#5a9e4b", "#8a5aa8")
    colors = [palette[i % len(palette)] for i in range(len(labels) - 1)]
    colors.append("#888888")  # draws
    wins_ax.bar(labels, rates, yerr=[below, above], capsize=6, color=colors)
    wins_ax.set_ylim(0, 100)
    wins_ax.set_ylabel(text("cli-plot-share"))
    wins_ax.set_title(text("cli-plot-win-rate"))
    low, high = min(rounds), max(rounds)
    length_ax.hist(rounds, bins=[r - 0.5 for r in range(low, high + 2)], color="#3b6ea8")
    length_ax.set_xlabel(text("cli-plot-rounds"))
    length_ax.set_ylabel(text("cli-plot-fights"))
    length_ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    mean = decimal(report["mean_rounds"], 2, current())
    length_ax.set_title(text("cli-plot-length", mean=mean))
    fig.suptitle(
        text(
            "cli-plot-title", fights=str(n), first=str(report["seed"]), bot=bot_words(report["bot"])
        )
    )
    fig.tight_layout()
    try:
        fig.savefig(path, format="png")
    except OSError as error:
        raise TenkaichiError(
            text("cli-plot-cannot-write", path=repr(str(path)), reason=str(error.strerror))
        ) from None
    finally:
        plt.close(fig)
