"""``tenkaichi demo``: a short, readable tour of the DBU dice engine (the main job for now)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from tenkaichi.cli import output
from tenkaichi.dice.checks import passive_tn
from tenkaichi.dice.exact import clash_odds, odds
from tenkaichi.dice.render import to_text
from tenkaichi.dice.roller import roll
from tenkaichi.dice.settings import RollContext
from tenkaichi.dice.tables import dice_tables
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal

SHOWCASE = (  # each title is also message cli-demo-showcase-N
    ("A Tier 3 Strike Roll: base d10, Tier Extra Dice, Haste 2 + Awareness 2", "1d10+ToP+4", 3, 1),
    ("A Critical: the 10 adds a solid d10", "1d10+ToP+4", 3, 5),
    ("A Botch: the 1 costs 5 (the score never drops below 0)", "1d10+3", 1, 2),
    ("Keep the best of 2d10 in place of the d10", "2d10kh1+1d6+2", 1, 21),
    ("A Penalization Die takes the higher d10, never the last one", "2d10+1d6-1pd", 1, 1),
)


def register(app: typer.Typer) -> None:
    app.command("demo")(demo)


def _pct(value: object) -> str:
    number = float(value) * 100  # type: ignore[arg-type]
    shown = f"{number:5.1f}".replace(".", decimal(0.5, 1, current())[1])
    return text("cli-percent", value=shown)


def demo(
    width: Annotated[int, typer.Option(help="Output width in characters.")] = 100,
) -> None:
    """Show the dice engine: rolls with their breakdown, a Clash's exact odds, an odds table."""
    console = output.console(width=width, soft_wrap=False)
    console.rule(text("cli-demo-title"))
    for n, (_, expression, tier, seed) in enumerate(SHOWCASE, 1):
        shown = text(f"cli-demo-showcase-{n}")
        where = text("cli-demo-tier-seed", tier=str(tier), seed=str(seed))
        console.print(Text.assemble((shown, "bold"), f" {where}"))
        console.print("  " + to_text(roll(expression, seed=seed, tier=tier)))

    console.print()
    console.rule(text("cli-demo-clash"))
    clash_table = Table(
        text("cli-demo-tier"),
        text("cli-demo-strike", expression="1d10+ToP+4"),
        text("cli-demo-dodge", expression="1d10+ToP+3"),
        text("cli-demo-hit"),
        text("cli-demo-tie"),
        text("cli-demo-miss"),
    )
    for tier in (1, 2, 3, 4, 5):
        context = RollContext(tier)
        strike, dodge = odds("1d10+ToP+4", context), odds("1d10+ToP+3", context)
        result = clash_odds(strike, dodge)
        clash_table.add_row(
            str(tier),
            text("cli-demo-mean", mean=decimal(strike.mean, 2, current())),
            text("cli-demo-mean", mean=decimal(dodge.mean, 2, current())),
            _pct(result.p_initiator_wins),
            _pct(result.p_tie),
            _pct(1 - result.p_initiator_wins - result.p_tie),
        )
    console.print(clash_table)

    console.print()
    console.rule(text("cli-demo-check"))
    tiers = (1, 2, 3, 4)
    table = Table(
        text("cli-demo-difficulty"), *(text("cli-demo-tier-n", tier=str(t)) for t in tiers)
    )
    for row in dice_tables().difficulties:
        cells = []
        for tier in tiers:
            tn = passive_tn(row.name, tier)
            p = odds("1d10+ToP+3", RollContext(tier)).p_at_least(tn)
            cells.append(f"TN {tn:2d}: {_pct(p)}")
        table.add_row(row.label, *cells)
    console.print(table)
    console.print(text("cli-demo-try"))
