"""``tenkaichi play``: a person plays one side of a DBU fight in the terminal, a bot the rest.

The engine stops at every decision; the person's are shown as a numbered menu (each option
with its exact odds where the engine can compute them: an attack's chance to hit and expected
damage, a reaction's chance to be hit...) and answered with ``input()``, so it works the
same on a terminal, through a pipe, or from a script.
"""

from __future__ import annotations

from typing import Annotated

import typer
from rich.columns import Columns
from rich.console import Console
from rich.text import Text

from tenkaichi.cli.fight_cmd import (
    BotOpt,
    EditionOpt,
    LibraryOpt,
    SeedOpt,
    SheetsArg,
    console,
    print_events,
    print_result,
    setup_from,
    side_bots,
    sides_of,
)
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import visible
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.sideview import side_view
from tenkaichi.files import shorten

QUIT = frozenset({"q", "quit", "exit"})
COLUMNS_FROM = 20
"""Menus longer than this (such as every square to move to) are printed in columns."""


def register(app: typer.Typer) -> None:
    app.command("play")(play)


def play(
    sheets: SheetsArg,
    seed: SeedOpt = 1,
    bot: BotOpt = "greedy",
    side: Annotated[str, typer.Option(help="The side you play (the first sheet is A).")] = "A",
    edition: EditionOpt = None,
    library: LibraryOpt = None,
) -> None:
    """Play one side of a DBU fight against a bot, choosing from numbered menus."""
    setup = setup_from(sheets, edition, library or None)
    sides = sides_of(setup)
    if side not in sides:
        raise typer.BadParameter(
            f"{side!r} is not a side of this fight (sides: {', '.join(sides)})",
            param_hint="'--side'",
        )
    bots = side_bots(setup, bot, seed)
    enc = Encounter.start(setup, seed)
    out = console()
    yours = ", ".join(f.id for f in enc.state.fighters if f.side == side)
    out.print(
        Text(
            f"You play side {side} ({yours}) against the {bot} bot, seed {seed}. "
            "Answer each menu with a number; q quits.",
            style="bold",
        )
    )
    print_events(out, visible(enc.events, side))
    while not enc.over:
        decision = enc.decision
        assert decision is not None  # a fight that is not over always waits for a decision
        actor_side = enc.fighter(decision.actor).side
        if actor_side == side:
            index = ask(out, side_view(enc, side), decision)
            if index is None:
                out.print("Fight abandoned")
                return
            out.print(Text(f"-> {decision.options[index].label}", style="dim"))
        else:
            index = decide(bots[actor_side], enc)
        print_events(out, visible(enc.choose(index), side))
    print_result(out, enc)


def describe(enc: Encounter, decision: Decision, option: Option) -> str:
    """An option's label, with its exact odds where the engine can compute them (an attack,
    a reaction, a wager, a Modifier Maneuver, a Clash's roll)."""
    odds = odds_of(enc, decision, option)
    if odds is None:
        return option.label
    return f"{option.label}: {odds.text()}"


def status(enc: Encounter) -> str:
    return " | ".join(
        f"{f.id} ({f.side}): " + ("defeated" if f.defeated else f"Life {f.life}, Ki {f.ki}")
        for f in enc.state.fighters
    )


def ask(out: Console, enc: Encounter, decision: Decision) -> int | None:
    """Show the menu and read a choice: the option's index, or None to quit (q, end of
    input, Ctrl-C)."""
    options = decision.options
    n = len(options)
    width = len(str(n))
    out.print()
    out.print(Text(status(enc), style="dim"))
    out.print(Text(decision.prompt, style="bold"))
    lines = [Text(f"{i:>{width}}. {describe(enc, decision, o)}") for i, o in enumerate(options, 1)]
    if n > COLUMNS_FROM:
        out.print(Columns(lines, padding=(0, 3)))
    else:
        for line in lines:
            out.print(line)
    while True:
        try:
            answer = input(f"Your choice (1-{n}, q quits): ").strip()
        except (EOFError, KeyboardInterrupt):
            out.print()
            return None
        if answer.lower() in QUIT:
            return None
        if answer.isdecimal() and len(answer) < 10 and 1 <= int(answer) <= n:
            return int(answer) - 1
        shown = shorten(answer.encode("utf-8", "replace").decode("utf-8"))  # no raw bytes
        problem = f"'{shown}' is not an option. " if answer else ""
        out.print(Text(f"{problem}Enter a number from 1 to {n}, or q to quit."))
