"""``tenkaichi play`` and ``tenkaichi resume``: people play a DBU fight in the terminal.

Any side or fighter can be played by a person (``--human``, repeatable; hot-seat on one
terminal), a bot plays the rest, and a game master can move fighters between the two during
the fight. The menus, the map, the saved file and the rest live in the ``play_*`` modules;
this one reads the command line. Input is read with ``input()``, so a terminal, a pipe and a
script all work.

Exit codes: 0 the fight ended; 2 a mistake in the command or a file that cannot be loaded;
3 the fight was left before its end (``q``, Ctrl-C, end of input) and saved.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from tenkaichi.cli import replay_cmd
from tenkaichi.cli.fight_cmd import BotOpt, SeedOpt, console, sides_of
from tenkaichi.cli.play_dice import Left, TableDice
from tenkaichi.cli.play_hold import hold, hold_default, hold_new, let_go
from tenkaichi.cli.play_loop import Game
from tenkaichi.cli.play_seats import Seats, resolve
from tenkaichi.cli.play_session import (
    EXIT_SAVED,
    INSTANT_MODES,
    Options,
    bot_problem,
    load,
)
from tenkaichi.cli.sheet_args import EditionOpt, LibraryOpt, SheetsArg, setup_from
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.play.bot_names import bot_words
from tenkaichi.i18n import text

EXITS = (
    "Exit codes: 0 the fight ended; 2 a usage mistake or a file that cannot be loaded; "
    "3 the fight was left before its end and saved."
)
HumanOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--human",
        metavar="SIDE|NAME",
        help="A side letter or a fighter a person plays (repeatable; several people share "
        "the terminal, hot-seat). Default: side A.",
        show_default=False,
    ),
]
SaveOpt = Annotated[
    Path | None,
    typer.Option(
        "--save",
        metavar="FILE",
        help="Where the fight is saved when you leave (default: tenkaichi-fight-SEED.json "
        "here); given, the finished fight is saved there too.",
        show_default=False,
    ),
]


def register(app: typer.Typer) -> None:
    app.command("play", epilog=EXITS)(play)
    app.command("resume", epilog=EXITS)(resume)
    replay_cmd.register(app)


def read_line(prompt: str) -> str | None:
    """One line from standard input; None at its end or on Ctrl-C."""
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt, OSError):  # OSError: no standard input at all
        return None


def play(
    sheets: SheetsArg,
    seed: SeedOpt = 1,
    bot: BotOpt = "greedy",
    human: HumanOpt = None,
    side: Annotated[
        str | None,
        typer.Option(help="The side you play (the first sheet is A): the same as --human SIDE."),
    ] = None,
    gm: Annotated[
        bool,
        typer.Option(
            "--gm",
            help="Game master's table: every event shown whole (secrets too), a prompt between "
            "rounds to take a fighter from the bot (take NAME) or give one back (give NAME); "
            "no fighter is a person's unless --human says so.",
        ),
    ] = False,
    instants: Annotated[
        str,
        typer.Option(
            help="ask: every Instant window is asked; pass: a window is asked only when "
            "something changed since the last one (the Instants offered, your Life)."
        ),
    ] = "ask",
    dice: Annotated[
        str,
        typer.Option(
            help="seeded: the fight rolls its dice from the seed; physical: you roll them and "
            "type each result when the fight needs it."
        ),
    ] = "seeded",
    save: SaveOpt = None,
    edition: EditionOpt = None,
    library: LibraryOpt = None,
) -> None:
    """Play a DBU fight in the terminal: people choose from menus, a bot plays the rest.

    Menus are grouped (maneuver, then variant, then target or square); every entry has a key
    that stays the same all fight, what it costs and its odds. q (or Ctrl-C, or the end of
    input) saves the fight; tenkaichi resume FILE continues it; u takes back a decision.
    """
    problem = bot_problem(bot)
    if problem is not None:
        raise typer.BadParameter(problem, param_hint="'--bot'")
    if instants not in INSTANT_MODES:
        raise typer.BadParameter(
            text("cli-play-ask-or-pass", given=repr(instants)), param_hint="'--instants'"
        )
    if dice not in ("seeded", "physical"):
        raise typer.BadParameter(
            text("cli-play-seeded-or-physical", given=repr(dice)), param_hint="'--dice'"
        )
    setup = setup_from(sheets, edition, library or None)
    sides = sides_of(setup)
    if side is not None and side not in sides:
        raise typer.BadParameter(
            text("cli-play-no-such-side", side=repr(side), sides=", ".join(sides)),
            param_hint="'--side'",
        )
    names = [*(human or []), *([side] if side is not None else [])]
    if not names and not gm:
        names = [sides[0]]
    probe = Encounter(setup, seed)  # who is who, before any die is rolled
    humans = resolve(probe, names)
    options = Options(humans, bot, instants, gm, dice == "physical")
    path, lock = (save, hold_new(save)) if save is not None else hold_default(seed)
    try:
        out = console()
        table_dice = TableDice(out, read_line) if dice == "physical" else None
        _intro(out, Seats(probe, humans, gm, bot), seed)
        try:
            enc = table_dice.start(setup, seed) if table_dice else Encounter.start(setup, seed)
        except Left:
            out.print(Text(text("cli-play-left-before")))
            raise typer.Exit(EXIT_SAVED) from None
        game = Game(
            enc,
            Seats(enc, humans, gm, bot),
            options,
            path,
            out,
            read_line,
            save_when_done=save is not None,
            dice=table_dice,
        )
        code = game.run()
    finally:
        let_go(lock)
    raise typer.Exit(code)


def _intro(out: Console, seats: Seats, seed: int) -> None:
    sides = seats.human_sides()
    fighters = list(seats.sides)
    mine = [f for f in fighters if seats.sides[f] in sides]
    if len(sides) == 1 and all(seats.human(f) for f in mine):
        who = text(
            "cli-play-you-play", side=sides[0], names=", ".join(mine), bot=bot_words(seats.bot)
        )
    else:
        who = seats.describe()[:1].upper() + seats.describe()[1:]
    out.print(Text(text("cli-play-seed", who=who, seed=str(seed)), style="bold"))
    out.print(Text(text("cli-play-type-a-key"), style="dim"))


def resume(
    file: Annotated[
        Path, typer.Argument(help="A fight saved by tenkaichi play.", show_default=False)
    ],
    save: SaveOpt = None,
) -> None:
    """Continue a fight saved by tenkaichi play, with the same people, bot and options."""
    if not file.exists():
        load(file)  # its one-line error (no such file), before any lock is taken beside it
    locks = [hold(file)]  # before it is read: another program may be about to write it
    try:
        if save is not None and not _same_file(save, file):
            locks.append(hold_new(save))
        saved = load(file)
        out = console()
        options = saved.options
        game = Game(
            saved.enc,
            Seats(saved.enc, options.humans, options.gm, options.bot),
            options,
            save or file,
            out,
            read_line,
            save_when_done=True,
            by=saved.by,
            keys=saved.keys,
            saved_instants=saved.instants,
            dice=TableDice(out, read_line) if options.physical else None,
        )
        made = len(saved.by)
        out.print(
            Text(
                text(
                    "cli-play-resuming",
                    file=str(file),
                    n=made,
                    count=str(made),
                    seats=game.seats.describe(),
                ),
                style="bold",
            )
        )
        if not saved.enc.over:
            out.print(Text(text("cli-play-type-a-key"), style="dim"))
        code = game.run(shown=len(saved.enc.events))
    finally:
        for lock in reversed(locks):
            let_go(lock)
    raise typer.Exit(code)


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve()
    except OSError:
        return False


__all__ = ["play", "register", "resume"]
