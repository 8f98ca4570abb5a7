"""``tenkaichi top``: the Tournament of Power board game (seed 002) in the terminal.

``top play`` is hot-seat play for people and bots; ``top simulate`` runs seeded bot games;
``top content check`` validates a content pack. Nothing here contains a rule.
"""

from __future__ import annotations

import json
import secrets
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from tenkaichi.cli import output, progress
from tenkaichi.cli.top_prompt import pick
from tenkaichi.cli.top_screen import screen
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal, percent
from tenkaichi.top.bots import ask
from tenkaichi.top.content import check_content, load_content
from tenkaichi.top.engine import Game
from tenkaichi.top.menus import menu
from tenkaichi.top.runner import BOTS, PACE_MINUTES_PER_TURN, make_bot, run_games, summarise
from tenkaichi.top.text import player_names, voice
from tenkaichi.top.text_events import told

top_app = typer.Typer(
    help="The Tournament of Power board game.",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=output.PlainGroup,
)
content_app = typer.Typer(
    help="Content packs (warriors, dice, board, decks).",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=output.PlainGroup,
)
top_app.add_typer(content_app, name="content")

Players = Annotated[int, typer.Option("--players", min=2, max=6, help="Players (2-6).")]
Seed = Annotated[int, typer.Option("--seed", min=0, max=MAX_SEED, help="Seed of the game.")]
Minutes = Annotated[
    int,
    typer.Option(
        "--minutes",
        min=0,
        max=600,
        help="Play the timed mode (the rulebook's is 45): once this many minutes of play are "
        "over, the round is finished and the game ends. 0: play a number of turns.",
    ),
]


def register(app: typer.Typer) -> None:
    app.add_typer(top_app, name="top")


@content_app.command("check")
def content_check(
    folder: Annotated[
        Path | None, typer.Argument(help="Content pack folder (default: the packaged one).")
    ] = None,
) -> None:
    """Validate a content pack and explain each problem."""
    if folder is None:
        content = load_content()
        problems: list[str] = []
        where = text("cli-top-packaged-content")
    else:
        if not folder.is_dir():
            raise TenkaichiError(text("cli-top-not-a-folder", path=str(folder)))
        problems = check_content(folder)
        where = str(folder)
        content = load_content(folder) if not problems else load_content()
    if problems:
        for line in problems:
            output.say(text("cli-top-problem", problem=line), err=True)
        raise typer.Exit(1)
    assert content is not None
    forms = sum(len(c.forms) for c in content.characters.values())
    assumed = sum(1 for c in content.characters.values() for f in c.forms if f.assumed)
    cards = sum(len(cards) for cards in content.decks.values())
    board = content.board
    output.say(
        text(
            "cli-top-content-ok",
            where=where,
            characters=str(len(content.characters)),
            draftable=str(len(content.draftable)),
            forms=str(forms),
            assumed=str(assumed),
            cards=str(cards),
            board=f"{board.cols}x{board.rows}",
            spaces=" ".join(f"{c}{board.count(c)}" for c in "RYBG"),
        )
    )


@top_app.command("simulate")
def simulate(
    players: Players = 4,
    games: Annotated[
        int, typer.Option("-n", "--games", min=1, max=1_000_000, help="Games to play.")
    ] = 100,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            help=f"Comma-separated bots over the seats ({', '.join(BOTS)}; search:N, search:0.5s).",
        ),
    ] = "random",
    seed: Seed = 1,
    minutes: Minutes = 0,
    random_draft: Annotated[
        bool,
        typer.Option(
            "--random-draft",
            help="Every seat drafts at random, then its bot plays (warrior rates over the roster).",
        ),
    ] = False,
    warriors: Annotated[
        int, typer.Option("--warriors", min=0, max=100, help="Show the N best and worst warriors.")
    ] = 0,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Run seeded bot games: wins per seat, per bot and per warrior, mean length, warriors
    eliminated. Timed games use a simulated clock of 1.5 minutes per turn (the rulebook's
    "10 turns, about 60 minutes for 4 players"); the round in which the time runs out is the
    last (45 minutes: 10 rounds for 3 players, 8 for 4)."""
    names = [b.strip() for b in bots.split(",") if b.strip()]
    if not names:
        raise TenkaichiError(text("cli-top-needs-a-bot"))
    for name in names:
        make_bot(name)
    if seed + games - 1 > MAX_SEED:
        raise TenkaichiError(
            text("cli-top-seeds", first=str(seed), last=str(seed + games - 1), most=str(MAX_SEED))
        )
    with progress.job(text("cli-progress-games"), total=games) as bar:
        outcomes = run_games(
            players,
            games,
            names,
            seed,
            bar.advance,
            minutes=minutes,
            random_draft=random_draft,
        )
    report = summarise(players, outcomes)
    report["seed"], report["bots"], report["minutes"] = seed, names, minutes
    report["random_draft"] = random_draft
    if json_output:
        typer.echo(json.dumps(report))
        return
    _print(report, warriors)


def _print(report: dict[str, Any], warriors: int = 0) -> None:
    out = output.console()
    locale = current()
    n = report["games"]
    seats = Table(
        text("cli-top-seat"),
        text("cli-simulate-wins"),
        text("cli-simulate-win-rate"),
        text("cli-simulate-interval"),
        title=text(
            "cli-top-title",
            games=str(n),
            players=str(report["players"]),
            first=str(report["seed"]),
            last=str(report["seed"] + n - 1),
        ),
    )
    for seat, wins in enumerate(report["seat_wins"]):
        lo, hi = report["seat_ci95"][seat]
        seats.add_row(str(seat), f"{wins:g}", _rate(wins / n), _interval(lo, hi))
    out.print(seats)
    table = Table(
        "bot",
        text("cli-top-seats-played"),
        text("cli-simulate-wins"),
        text("cli-simulate-win-rate"),
        text("cli-simulate-interval"),
    )
    for name, wins in report["bot_wins"].items():
        lo, hi = report["bot_ci95"][name]
        table.add_row(
            name,
            str(report["bot_seats"][name]),
            f"{wins:g}",
            _rate(report["bot_win_rate"][name]),
            _interval(lo, hi),
        )
    out.print(table)
    out.print(
        text(
            "cli-top-length",
            rounds=decimal(report["mean_rounds"], 2, locale),
            turns=decimal(report["mean_turns"], 1, locale),
            eliminated=decimal(report["mean_eliminated"], 2, locale),
        )
    )
    if report["minutes"]:
        pace = f"{PACE_MINUTES_PER_TURN:g}".replace(".", decimal(0.5, 1, locale)[1])
        out.print(text("cli-top-timed", minutes=str(report["minutes"]), pace=pace))
    if warriors:
        _print_warriors(out, report, warriors)


def _print_warriors(out: Console, report: dict[str, Any], count: int) -> None:
    """The warriors whose teams won most and least often (drafted at least 10 times, in a
    batch of 100 games or more)."""
    names = load_content().characters
    games, wins = report["warrior_games"], report["warrior_wins"]
    least = 10 if report["games"] >= 100 else 1
    rates = sorted(
        ((wins[w] / games[w], w) for w in games if games[w] >= least),
        key=lambda r: (-r[0], r[1]),
    )
    shown = rates if len(rates) <= 2 * count else rates[:count] + rates[-count:]
    title = text("cli-top-warriors", least=str(least))
    table = Table(
        text("cli-top-warrior"),
        text("cli-top-games"),
        text("cli-top-team-won"),
        text("cli-simulate-interval"),
        title=title,
    )
    for rate, w in shown:
        lo, hi = report["warrior_ci95"][w]
        table.add_row(names[w].name, str(games[w]), _rate(rate), _interval(lo, hi))
    out.print(table)


def _rate(rate: float) -> str:
    return percent(rate, current(), 1, below=False)


def _interval(low: float, high: float) -> str:
    return text("cli-simulate-from-to", low=_rate(low), high=_rate(high))


@top_app.command("play")
def play_cmd(
    players: Players = 2,
    humans: Annotated[
        int, typer.Option("--humans", min=0, max=6, help="People (the first seats).")
    ] = 1,
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed", min=0, max=MAX_SEED, help="Seed of the game (default: fresh dice, shown)."
        ),
    ] = None,
    bot: Annotated[str, typer.Option("--bot", help="Bot for the other seats.")] = "greedy",
    turns: Annotated[int, typer.Option("--turns", help="5 or 10 rounds.")] = 10,
    minutes: Minutes = 0,
) -> None:
    """Hot-seat play: people choose from short menus (a warrior by name in the draft, a space
    by name such as c3; which dice to keep, with the odds), bots play the other seats (each
    bot sees only its seat's view). The board letters every warrior, with a legend. A die roll
    picks who drafts first. Type q at any prompt to leave the game."""
    if humans > players:
        raise TenkaichiError(
            text("cli-top-too-many-humans", humans=str(humans), players=str(players))
        )
    if turns not in (5, 10):
        raise TenkaichiError(text("cli-top-turns", turns=str(turns)))
    settings: dict[str, Any] = {"turns": turns}
    if minutes:
        settings.update(length="minutes", minutes=minutes)
    if seed is None:  # a fixed default would deal every table the same game
        seed = secrets.randbelow(MAX_SEED // 16)
    game = Game.start(players, seed, settings=settings)
    bots = {seat: make_bot(bot, seed * 16 + seat) for seat in range(humans, players)}
    names = player_names(players)
    # the shared screen's log: one person sees their own cards; several see only card backs
    reader = 0 if humans == 1 else -1
    console = output.console(soft_wrap=False)  # lines wrapped to the terminal's width
    console.print(text("cli-top-seed", seed=str(seed)))
    shown = 0
    clock: float | None = None
    while True:
        if minutes:
            clock = keep_time(game, clock, minutes, console)
        decision = game.decision
        for line in told(voice(game, reader, names), game.events, shown):
            console.print(line)
        shown = len(game.events)
        if decision is None:
            break
        if decision.actor in bots:
            game.choose(ask(game, bots[decision.actor]))
            continue
        if len(decision.options) == 1:
            game.choose(0)  # nothing to choose: answered without a menu
            continue
        you = voice(game, decision.actor, names)
        console.print()
        rows = screen(you, decision, humans, console.width)
        for row in rows:
            console.print(row)
        above = 1 + len(rows) if decision.kind == "draft" else 0  # a short screen: keep it
        index = pick(console, menu(you, decision), names[decision.actor], above)
        if index is None:
            console.print(text("cli-top-left", name=names[decision.actor]))
            return
        game.choose(index)
    console.print()
    for row in screen(voice(game, reader, names), None, humans, console.width):
        console.print(row)


def keep_time(game: Game, clock: float | None, minutes: int, console: Console) -> float | None:
    """The wall clock of the timed mode, checked right after each choice and before the game
    runs on to the next decision: it starts once the teams are placed, and once the minutes are
    over the engine is told while the turn of the last choice is still in progress, so time
    running out during the last turn of a round finishes that round and starts no other. The
    start of the clock, or None before it starts."""
    if game.state.phase in ("draft", "place"):
        return None
    if clock is None:
        console.print(text("cli-top-clock", minutes=str(minutes)))
        return time.monotonic()  # the rulebook starts the time once set up
    if not game.state.time_called and time.monotonic() - clock >= 60 * minutes:
        game.call_time()
    return clock
