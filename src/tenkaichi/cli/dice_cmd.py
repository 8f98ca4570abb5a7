"""``tenkaichi roll`` and ``tenkaichi odds``.

Imports stay light: the dice engine imports numpy only to sample and pydantic only to read
its tables, and this module imports Rich's table and matplotlib only to print a table or
write a PNG, so ``tenkaichi roll`` starts in a fraction of a second (``bench/startup_bench.py``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any

import typer

from tenkaichi.cli import odds_view, output, progress
from tenkaichi.dice.checks import passive_tn
from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.estimate import estimate
from tenkaichi.dice.exact import ClashOdds, clash_odds, distribution
from tenkaichi.dice.plan import RollPlan, plan_roll
from tenkaichi.dice.render import to_json, to_markdown, to_text
from tenkaichi.dice.roller import roll as roll_dice
from tenkaichi.dice.sampling import dice_per_sample, sample_clash, sample_distribution
from tenkaichi.dice.settings import RollContext
from tenkaichi.dice.work import metered
from tenkaichi.errors import DiceValueError, TenkaichiError
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal, percent, signed, whole

TierOpt = Annotated[int, typer.Option("--tier", "-t", help="Current Tier of Power (1-10).")]
BaseTierOpt = Annotated[
    int | None,
    typer.Option("--base-tier", help="Base Tier of Power when Breakthrough raised --tier."),
]
ProficientOpt = Annotated[
    bool, typer.Option("--proficient", help="Proficient roll: critical on 9+ and +1(T).")
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
ODDS_TABLE_ROWS = 1_000
"""The most totals ``odds`` lists as a table; a wider distribution is summarised."""
PROGRESS_STEPS = 2_000_000
"""Exact odds predicted to take at least this many work units (about half a second) show
their progress on stderr (see :mod:`tenkaichi.cli.progress`)."""
PROGRESS_DICE = 5_000_000
"""Sampled odds rolling at least this many dice (about a tenth of a second and up) show
their progress on stderr."""
TERMINAL = "-"
"""``--plot -``: draw the chart in the terminal instead of a PNG file."""


def register(app: typer.Typer) -> None:
    app.command("roll")(roll)
    app.command("odds")(odds_command)


def roll(
    expression: Annotated[str, typer.Argument(help="Dice expression, e.g. '1d10+ToP+5'.")],
    seed: Annotated[int | None, typer.Option(help="Seed for a reproducible roll.")] = None,
    tier: TierOpt = 1,
    base_tier: BaseTierOpt = None,
    proficient: ProficientOpt = False,
    json_output: JsonOpt = False,
    markdown: Annotated[bool, typer.Option("--markdown", help="Print Markdown for chat.")] = False,
) -> None:
    """Roll DBU dice and show every die."""
    result = roll_dice(expression, seed=seed, tier=tier, base_tier=base_tier, proficient=proficient)
    if json_output:
        typer.echo(output.json_text(to_json(result)))
    elif markdown:
        output.say(to_markdown(result))
    else:
        output.say(to_text(result))
        output.say(text("roll-seed", seed=str(result.seed)))


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _percent(value: Fraction | float) -> str:
    return percent(value, current(), below=False)


def _summary(dist: Distribution) -> dict[str, Any]:
    return {
        "mean": float(dist.mean),
        "mean_exact": _fraction(dist.mean),
        "stdev": dist.stdev,
        "min": dist.min,
        "max": dist.max,
        "percentiles": {str(q): dist.percentile(Fraction(q, 100)) for q in (5, 25, 50, 75, 95)},
        "distribution": {str(total): _fraction(p) for total, p in dist.items()},
    }


def odds_command(
    expression: Annotated[str, typer.Argument(help="Dice expression, e.g. '1d10+ToP+5'.")],
    tn: Annotated[int | None, typer.Option("--tn", help="Target Number to reach.")] = None,
    difficulty: Annotated[
        str | None, typer.Option(help="Passive difficulty, e.g. medium or very-hard.")
    ] = None,
    vs: Annotated[str | None, typer.Option("--vs", help="Defender's expression: a Clash.")] = None,
    tier: TierOpt = 1,
    base_tier: BaseTierOpt = None,
    proficient: ProficientOpt = False,
    vs_tier: Annotated[
        int | None, typer.Option(help="Defender's Tier of Power (default: --tier).")
    ] = None,
    json_output: JsonOpt = False,
    plot: Annotated[
        Path | None,
        typer.Option(
            help="Draw the distribution as a bar chart: FILE.png writes a PNG, "
            "- draws it in the terminal (both sides of a Clash)."
        ),
    ] = None,
    samples: Annotated[
        int | None, typer.Option(help="Estimate from this many samples instead of exactly.")
    ] = None,
    seed: Annotated[int | None, typer.Option(help="Seed for --samples.")] = None,
    every_total: Annotated[
        bool,
        typer.Option("--all", help="List every possible total, however unlikely."),
    ] = False,
) -> None:
    """Exact odds of a roll: against a Target Number, a difficulty, or another roll (Clash)."""
    if sum(x is not None for x in (tn, difficulty, vs)) > 1:
        raise DiceValueError("give at most one of --tn, --difficulty and --vs")
    if tn is not None and tn < 0:
        raise DiceValueError(f"--tn must be 0 or more, got {tn}")
    in_terminal = plot is not None and str(plot) == TERMINAL
    if plot is not None and not in_terminal and plot.suffix.lower() != ".png":
        raise DiceValueError(
            f"--plot needs a .png file name, or - to draw in the terminal, got {str(plot)!r}"
        )
    context = RollContext(tier, base_tier, proficient)
    defender_context = RollContext(vs_tier if vs_tier is not None else tier)
    if samples is not None and samples < 1:
        raise DiceValueError(f"--samples must be at least 1, got {samples}")
    plans = [plan_roll(expression, context)]
    if vs is not None:
        plans.append(plan_roll(vs, defender_context))
    dist, clash = _compute(plans, samples, seed)
    target = tn
    if difficulty is not None:
        target = passive_tn(difficulty, context.base)
    report: dict[str, Any] = {
        "expression": expression,
        "tier": context.tier,
        "base_tier": context.base,
        "proficient": proficient,
        "method": "sampled" if samples is not None else "exact",
        **_summary(dist),
    }
    if samples is not None:
        report["samples"] = samples
        report["seed"] = seed
    if target is not None:
        p = dist.p_at_least(target)
        report.update(tn=target, p_at_least=_fraction(p), p_at_least_float=float(p))
        if difficulty is not None:
            report["difficulty"] = difficulty
    if clash is not None:
        report.update(
            vs=vs,
            vs_tier=defender_context.tier,
            p_initiator_wins=_fraction(clash.p_initiator_wins),
            p_tie=_fraction(clash.p_tie),
            p_defender_wins=_fraction(clash.p_defender_wins),
            p_initiator_wins_float=float(clash.p_initiator_wins),
            margin={str(m): _fraction(p) for m, p in clash.margin.items()},
            defender=_summary(clash.defender),
        )
    if plot is not None and not in_terminal:
        _plot(dist, plot, expression, target)
        report["plot"] = str(plot)
    if json_output:
        typer.echo(json.dumps(report))
        return
    _print_odds(report, dist, clash, target, every_total=every_total)
    if in_terminal:
        series = [odds_view.Series(_legend(report, "initiator" if clash else ""), dist)]
        if clash is not None:
            series.append(odds_view.Series(_legend(report, "defender"), clash.defender))
        output.say(odds_view.chart(series))


def _compute(
    plans: list[RollPlan], samples: int | None, seed: int | None
) -> tuple[Distribution, ClashOdds | None]:
    """The roll's distribution, and the Clash against the second plan if there is one:
    exact, or from ``samples`` samples."""
    with _progress(plans, samples):
        if samples is not None and len(plans) > 1:
            # Paired rolls, counted as they stream: no distribution of margins is convolved.
            clash = sample_clash(plans[0], plans[1], samples, seed)
            return clash.initiator, clash
        if samples is not None:
            return sample_distribution(plans[0], samples, seed=seed), None
        dist = distribution(plans[0])
        if len(plans) > 1:
            return dist, clash_odds(dist, distribution(plans[1]))
        return dist, None


def _print_odds(
    report: dict[str, Any],
    dist: Distribution,
    clash: ClashOdds | None,
    target: int | None,
    *,
    every_total: bool = False,
) -> None:
    console = output.console()
    locale = current()
    head = text("odds-at-tier", expression=report["expression"], tier=str(report["tier"]))
    if report["base_tier"] != report["tier"]:
        head += " " + text("odds-base", base=str(report["base_tier"]))
    if report["proficient"]:
        head += ", " + text("odds-proficient")
    console.print(
        text(
            "odds-summary",
            head=head,
            mean=decimal(dist.mean, 2, locale),
            sd=decimal(dist.stdev, 2, locale),
            median=str(dist.percentile(Fraction(1, 2))),
            low=str(dist.min),
            high=str(dist.max),
            how=text("odds-sampled" if report["method"] == "sampled" else "odds-exact"),
        )
    )
    if target is not None:
        p = dist.p_at_least(target)
        label = f", {report['difficulty']}" if "difficulty" in report else ""
        console.print(
            text(
                "odds-at-least",
                tn=str(target),
                label=label,
                fraction=_fraction(p),
                percent=_percent(p),
            )
        )
    if clash is not None:
        console.print(
            text(
                "odds-clash",
                vs=report["vs"],
                win=_percent(clash.p_initiator_wins),
                tie=_percent(clash.p_tie),
                lose=_percent(clash.p_defender_wins),
                margin=signed(clash.margin.mean, 2, locale),
            )
        )
    if target is None and clash is None:
        _print_table(dist, every_total)
    if "plot" in report:
        console.print(text("odds-wrote", path=report["plot"]))


def _print_table(dist: Distribution, every_total: bool) -> None:
    """The percentiles, then the table of the meaningful totals (every total with ``--all``)
    and what it left out."""
    from rich.table import Table

    console = output.console()
    console.print(odds_view.percentile_line(dist))
    shown = odds_view.meaningful(dist, Fraction(0) if every_total else odds_view.TAIL)
    rows = [(t, p) for t, p in dist.items() if shown.low <= t <= shown.high]
    if len(rows) > ODDS_TABLE_ROWS:
        console.print(
            text(
                "odds-too-many",
                rows=whole(len(rows), current()),
                limit=whole(ODDS_TABLE_ROWS, current()),
            )
        )
        return
    table = Table(text("odds-score"), "P(=)", "P(>=)", "")
    largest = max(p for _, p in rows)
    at_least = 1 - shown.below
    for total, p in rows:
        table.add_row(str(total), _percent(p), odds_view.share(at_least), odds_view.bar(p, largest))
        at_least -= p
    console.print(table)
    if shown.left_out:
        console.print(odds_view.left_out_line(shown))


def _legend(report: dict[str, Any], side: str) -> str:
    """A chart's legend for one side: its expression, tier and role."""
    if side == "defender":
        said = text("odds-at-tier", expression=report["vs"], tier=str(report["vs_tier"]))
    else:
        said = text("odds-at-tier", expression=report["expression"], tier=str(report["tier"]))
    return text(f"odds-{side}", text=said) if side else said


@contextmanager
def _progress(plans: list[RollPlan], samples: int | None) -> Iterator[None]:
    """Progress on stderr for odds that take a while: the exact engine's work units against
    its own prediction, or the dice sampled so far; nothing for quick odds."""
    with metered() as counting:
        if samples is not None:
            dice = samples * dice_per_sample(plans[0], also=plans[1] if len(plans) > 1 else None)
            if dice >= PROGRESS_DICE:
                with progress.job(
                    text("cli-progress-dice"), total=dice, poll=lambda: counting.dice
                ):
                    yield
                return
        else:
            work = [estimate(plan) for plan in plans]
            units = sum(w.units for w in work)
            if units >= PROGRESS_STEPS and not any(w.over() for w in work):
                with progress.job(
                    text("cli-progress-steps"), total=units, poll=lambda: counting.units
                ):
                    yield
                return
        yield


def _plot(dist: Distribution, path: Path, title: str, target: int | None) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    totals = [t for t, _ in dist.items()]
    probs = [float(p) * 100 for _, p in dist.items()]
    colors = ["#d9822b" if target is not None and t >= target else "#3b6ea8" for t in totals]
    fig, ax = plt.subplots(figsize=(8, 4.5), dpi=100)
    ax.bar(totals, probs, color=colors)
    ax.set_xlabel("Dice Score")
    ax.set_ylabel("probability (%)")
    subtitle = f" (orange: >= TN {target}, {_percent(dist.p_at_least(target))})" if target else ""
    ax.set_title(f"{title}: mean {float(dist.mean):.2f}{subtitle}")
    fig.tight_layout()
    try:
        fig.savefig(path, format="png")
    except OSError as error:
        raise TenkaichiError(f"cannot write the plot to {str(path)!r}: {error.strerror}") from None
    finally:
        plt.close(fig)
