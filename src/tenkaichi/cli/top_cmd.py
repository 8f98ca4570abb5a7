"""``tenkaichi top``: the Tournament of Power board game (seed 002) in the terminal.

``top play`` is hot-seat play for people and bots; ``top simulate`` runs seeded bot games;
``top content check`` validates a content pack. Nothing here contains a rule.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from tenkaichi.cli import output
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.top import render
from tenkaichi.top.bots import ask
from tenkaichi.top.content import check_content, load_content
from tenkaichi.top.engine import Game
from tenkaichi.top.runner import BOTS, PACE_MINUTES_PER_TURN, make_bot, run_games, summarise
from tenkaichi.top.state import PRIVATE_EVENTS
from tenkaichi.top.views import visible

top_app = typer.Typer(
    help="The Tournament of Power board game (seed 002).",
    no_args_is_help=True,
    rich_markup_mode=None,
)
content_app = typer.Typer(
    help="Content packs (warriors, dice, board, decks).",
    no_args_is_help=True,
    rich_markup_mode=None,
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
        where = "packaged content"
    else:
        problems = check_content(folder)
        where = str(folder)
        content = load_content(folder) if not problems else load_content()
    if problems:
        for line in problems:
            output.say(f"problem: {line}", err=True)
        raise typer.Exit(1)
    assert content is not None
    forms = sum(len(c.forms) for c in content.characters.values())
    assumed = sum(1 for c in content.characters.values() for f in c.forms if f.assumed)
    cards = sum(len(cards) for cards in content.decks.values())
    board = content.board
    output.say(
        f"ok: {where}: {len(content.characters)} characters ({len(content.draftable)} draftable), "
        f"{forms} forms ({assumed} with assumed values), {cards} cards, "
        f"board {board.cols}x{board.rows} (R{board.count('R')} Y{board.count('Y')} "
        f"B{board.count('B')} G{board.count('G')})"
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
    "10 turns, about 60 minutes for 4 players")."""
    names = [b.strip() for b in bots.split(",") if b.strip()]
    if not names:
        raise TenkaichiError("--bots needs at least one bot name")
    for name in names:
        make_bot(name)
    if seed + games - 1 > MAX_SEED:
        raise TenkaichiError(f"seeds {seed}..{seed + games - 1} go past {MAX_SEED}")
    err = output.console(stderr=True, soft_wrap=False)
    with Progress(
        TextColumn("games"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        disable=json_output or not err.is_terminal,
    ) as progress:
        task = progress.add_task("games", total=games)
        outcomes = run_games(
            players,
            games,
            names,
            seed,
            lambda k: progress.advance(task, k),
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
    n = report["games"]
    seats = Table(
        "seat",
        "wins",
        "win rate",
        "95% interval",
        title=f"{n} game(s), {report['players']} players, "
        f"seeds {report['seed']}..{report['seed'] + n - 1}",
    )
    for seat, wins in enumerate(report["seat_wins"]):
        lo, hi = report["seat_ci95"][seat]
        seats.add_row(str(seat), f"{wins:g}", f"{wins / n:.1%}", f"{lo:.1%} to {hi:.1%}")
    out.print(seats)
    table = Table("bot", "seats played", "wins", "win rate", "95% interval")
    for name, wins in report["bot_wins"].items():
        lo, hi = report["bot_ci95"][name]
        table.add_row(
            name,
            str(report["bot_seats"][name]),
            f"{wins:g}",
            f"{report['bot_win_rate'][name]:.1%}",
            f"{lo:.1%} to {hi:.1%}",
        )
    out.print(table)
    out.print(
        f"mean length {report['mean_rounds']:.2f} rounds ({report['mean_turns']:.1f} turns); "
        f"warriors eliminated per game {report['mean_eliminated']:.2f}"
    )
    if report["minutes"]:
        out.print(
            f"timed games: {report['minutes']} minutes on a simulated clock of "
            f"{PACE_MINUTES_PER_TURN:g} minutes per turn"
        )
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
    title = f"warriors (drafted at least {least} times)"
    table = Table("warrior", "games", "team won", "95% interval", title=title)
    for rate, w in shown:
        lo, hi = report["warrior_ci95"][w]
        table.add_row(names[w].name, str(games[w]), f"{rate:.1%}", f"{lo:.1%} to {hi:.1%}")
    out.print(table)


@top_app.command("play")
def play_cmd(
    players: Players = 2,
    humans: Annotated[
        int, typer.Option("--humans", min=0, max=6, help="People (the first seats).")
    ] = 1,
    seed: Seed = 1,
    bot: Annotated[str, typer.Option("--bot", help="Bot for the other seats.")] = "greedy",
    turns: Annotated[int, typer.Option("--turns", help="5 or 10 rounds.")] = 10,
    minutes: Minutes = 0,
) -> None:
    """Hot-seat play: people choose from numbered menus, bots play the other seats (each bot
    sees only its seat's view). A die roll picks who drafts first."""
    if humans > players:
        raise TenkaichiError(f"--humans {humans} is more than --players {players}")
    if turns not in (5, 10):
        raise TenkaichiError(f"--turns must be 5 or 10, got {turns}")
    settings: dict[str, Any] = {"turns": turns}
    if minutes:
        settings.update(length="minutes", minutes=minutes)
    game = Game.start(players, seed, settings=settings)
    bots = {seat: make_bot(bot, seed * 16 + seat) for seat in range(humans, players)}
    console = output.console()
    shown = 0
    clock: float | None = None
    while True:
        decision = game.decision
        if minutes and game.state.phase not in ("draft", "place"):
            if clock is None:
                clock = time.monotonic()  # the rulebook starts the time once set up
                console.print(f"the clock starts: {minutes} minutes of play")
            elif time.monotonic() - clock >= 60 * minutes and not game.state.time_called:
                game.call_time()
        for event in game.events[shown:]:
            private = event[0] in PRIVATE_EVENTS and event[1] not in range(humans)
            seen = visible(event, -1) if private else event  # a bot's card: its back only
            console.print(render.event_text(game, seen))
        shown = len(game.events)
        if decision is None:
            break
        if decision.actor in bots:
            game.choose(ask(game, bots[decision.actor]))
            continue
        if len(decision.options) == 1:
            game.choose(0)  # nothing to choose: answered without a menu
            continue
        console.print(render.board_text(game))
        _show_status(game, console, decision.actor)
        for line in (
            render.combo_odds_lines(game) if decision.kind in ("reroll", "defend-roll") else []
        ):
            console.print(line)
        console.print(f"seat {decision.actor}, {decision.kind}:")
        for i, option in enumerate(decision.options):
            console.print(f"  {i + 1:>3}. {render.describe(game, option)}")
        game.choose(_ask(console, len(decision.options)) - 1)
    scores = ", ".join(f"seat {i}: {n}" for i, n in enumerate(game.scores()))
    winners = ", ".join(f"seat {w}" for w in game.state.winners) or "none"
    console.print(f"warriors on the board {scores}; winner(s): {winners}")


def _show_status(game: Game, console: Console, seat: int) -> None:
    s = game.state
    timed = game.content.settings.length == "minutes" and not s.time_called
    rounds = f"round {s.round}" + ("" if timed else f"/{s.last_round}")
    scores = ", ".join(f"seat {i}: {n}" for i, n in enumerate(game.scores()))
    console.print(f"{rounds}, seat {s.turn.seat}'s turn; warriors on the board {scores}")
    for tid in s.players[seat].team:
        if s.tokens[tid].alive:
            console.print("  " + render.warrior_line(game, tid))
    hand = ", ".join(game.content.cards[c].name for c in s.players[seat].hand) or "no cards"
    console.print(f"  hand: {hand}")
    if s.combat is not None and s.combat.dice:
        console.print(
            f"  dice: {render.dice_text(game, s.combat.dice)} ({s.combat.rerolls} re-roll(s) left)"
        )


def _ask(console: Console, count: int) -> int:
    while True:
        try:
            answer = input(f"choose 1-{count}: ").strip()
        except EOFError:
            raise typer.Abort() from None
        if answer.isdigit() and 1 <= int(answer) <= count:
            return int(answer)
        console.print(f"please type a number from 1 to {count}")
