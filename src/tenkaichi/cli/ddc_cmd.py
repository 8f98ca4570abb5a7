"""``tenkaichi ddc``: Dungeon DICE Combat in the terminal, in bulk, over chat and on Discord.

``play`` (people and bots, the grid drawn, legal actions as menus), ``simulate`` (seeded bot
battles), ``roster``, ``chat`` (one chat command against a SQLite battle file, for forum
moderators and scripts) and ``discord`` (the Discord bot). No rule lives here.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Annotated, Any

import typer

from tenkaichi.cli import output, progress
from tenkaichi.ddc.actions import Action, parse_action
from tenkaichi.ddc.bots import Bot
from tenkaichi.ddc.content import Roster, default_roster, load_roster
from tenkaichi.ddc.engine import Battle, Decision
from tenkaichi.ddc.events import level_name
from tenkaichi.ddc.render import status
from tenkaichi.ddc.runner import make_bot, run_battle
from tenkaichi.ddc.setup import BattleSetup, load_setup
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal

ddc_app = typer.Typer(
    name="ddc",
    help="Dungeon DICE Combat: play, simulate, chat commands and the Discord bot.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
)

FightersArg = Annotated[
    list[str] | None, typer.Argument(help="Roster names, e.g. Agumon Gabumon (free-for-all).")
]
SetupOpt = Annotated[
    Path | None, typer.Option("--setup", help="A YAML setup (fighters, sides, squares, settings).")
]
RosterOpt = Annotated[
    Path | None, typer.Option("--roster", help="A roster YAML file (default: the example roster).")
]
SeedOpt = Annotated[int, typer.Option(min=0, max=MAX_SEED, help="Seed of the dice.")]
BotOpt = Annotated[
    str, typer.Option(help="Bot for the fighters nobody plays: random, greedy, mcts.")
]
QUIT = frozenset({"q", "quit", "exit"})
MAX_BATTLES = 1_000_000


def register(app: typer.Typer) -> None:
    app.add_typer(ddc_app, name="ddc")


def battle_setup(fighters: list[str] | None, setup: Path | None) -> BattleSetup:
    if setup is not None:
        if fighters:
            raise TenkaichiError(text("cli-ddc-fighters-or-setup"))
        return load_setup(setup)
    if not fighters or len(fighters) < 2:
        raise TenkaichiError(text("cli-ddc-two-fighters"))
    return BattleSetup.of(*fighters)


def roster_of(path: Path | None) -> Roster:
    return load_roster(path) if path is not None else default_roster()


@ddc_app.command("roster")
def roster_cmd(roster: RosterOpt = None) -> None:
    """List the fighters of a roster with their level, HP and moves."""
    from tenkaichi.ddc.settings import DEFAULT_SETTINGS

    for spec in roster_of(roster).fighters:
        moves = ", ".join(
            f"{m.name} ({m.kind}, {m.range}{', normal damage' if m.normal_damage else ''})"
            for m in spec.moves
        )
        dice = spec.dice(DEFAULT_SETTINGS)
        output.say(
            f"{spec.name}: {level_name(spec.level)} {dice}d4, "
            f"{spec.max_hp(DEFAULT_SETTINGS)} HP; {moves}"
        )


@ddc_app.command("simulate")
def simulate_cmd(
    fighters: FightersArg = None,
    setup: SetupOpt = None,
    roster: RosterOpt = None,
    n: Annotated[int, typer.Option("-n", min=1, max=MAX_BATTLES, help="Battles.")] = 100,
    seed: SeedOpt = 1,
    bot: BotOpt = "random",
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Seeded bot battles (battle i uses seed + i) summed up: wins per side, draws, rounds."""
    base = battle_setup(fighters, setup)
    rost = roster_of(roster)
    make_bot(bot, 0)  # a bad bot name fails before any battle
    wins: dict[str, int] = {}
    rounds = 0
    with progress.job(text("cli-progress-battles"), total=n) as bar:
        for i in range(n):
            battle = Battle.start(base, (seed + i) % MAX_SEED, rost)
            bots = {
                f.name: make_bot(bot, seed + i * 17 + k)
                for k, f in enumerate(battle.state.fighters)
            }
            run_battle(battle, bots)
            winner = battle.state.winner or "draw"
            wins[winner] = wins.get(winner, 0) + 1
            rounds += battle.state.round
            bar.advance()
    summary: dict[str, Any] = {
        "battles": n,
        "seed": seed,
        "bot": bot,
        "wins": dict(sorted(wins.items())),
        "mean_rounds": round(rounds / n, 2),
    }
    if as_json:
        typer.echo(json.dumps(summary, sort_keys=True))
        return
    locale = current()
    output.say(
        text(
            "cli-ddc-summary",
            battles=str(n),
            bot=bot,
            first=str(seed),
            last=str(seed + n - 1),
        )
    )
    for side, count in sorted(wins.items(), key=lambda kv: (-kv[1], kv[0])):
        share = text("cli-percent", value=decimal(100 * count / n, 1, locale))
        output.say(f"  {side}: {count} ({share})")
    mean = str(summary["mean_rounds"]).replace(".", decimal(0.5, 1, locale)[1])
    output.say(text("cli-ddc-mean-rounds", mean=mean))


@ddc_app.command("play")
def play_cmd(
    fighters: FightersArg = None,
    setup: SetupOpt = None,
    roster: RosterOpt = None,
    human: Annotated[
        list[str] | None,
        typer.Option("--human", help="A fighter you play (repeatable; default: the first)."),
    ] = None,
    bot: BotOpt = "greedy",
    seed: Annotated[
        int | None,
        typer.Option(min=0, max=MAX_SEED, help="Seed of the dice (default: fresh, shown)."),
    ] = None,
) -> None:
    """Play in the terminal: the grid is drawn and your legal actions offered as a menu."""
    fresh = seed is None  # a fixed default would roll every battle the same dice
    seed = secrets.randbelow(MAX_SEED - 1_000) if seed is None else seed
    battle = Battle.start(battle_setup(fighters, setup), seed, roster_of(roster))
    if fresh:
        output.say(text("cli-ddc-seed", seed=str(seed)))
    names = [f.name for f in battle.state.fighters]
    people = human or [names[0]]
    for name in people:
        if name not in names:
            raise TenkaichiError(
                text("cli-ddc-not-in-battle", name=repr(name), names=", ".join(names))
            )
    bots: dict[str, Bot] = {
        n: make_bot(bot, seed + i) for i, n in enumerate(names) if n not in people
    }
    shown = 0
    while not battle.over:
        shown = _print_new(battle, shown)
        decision = battle.decision()
        assert decision is not None
        if decision.actor in bots:
            battle.apply(bots[decision.actor].choose(battle.view()))
            continue
        output.say(status(battle))
        action = ask(battle, decision)
        if action is None:
            output.say(text("cli-ddc-leave"))
            raise typer.Exit(0)
        battle.apply(action)
    _print_new(battle, shown)


def _print_new(battle: Battle, shown: int) -> int:
    for event in battle.events[shown:]:
        output.say(event.words(current()))
    return len(battle.events)


def menu(decision: Decision) -> list[tuple[str, list[Action]]]:
    """Numbered entries: each attack, defend, end and digivolve on its own; all squares of a
    move or a charge under one entry."""
    entries: list[tuple[str, list[Action]]] = []
    for kind in ("attack", "move", "charge", "defend", "digivolve", "form", "end"):
        group = [a for a in decision.options if a.kind == kind]
        if not group:
            continue
        if kind in ("move", "charge"):
            squares = text("cli-ddc-to-squares", kind=kind, count=str(len(group)))
            entries.append((squares, group))
        else:
            entries += [(a.words(current()), [a]) for a in group]
    return entries


def ask(battle: Battle, decision: Decision) -> Action | None:
    """Read one legal action from stdin; None to quit (also at end of input)."""
    entries = menu(decision)
    output.say(text("cli-ddc-choose", actor=decision.actor))
    for number, (label, _) in enumerate(entries, 1):
        output.say(f"  {number}) {label}")
    while True:
        try:
            answer = input(text("cli-ddc-choice", most=str(len(entries))) + " ")
        except EOFError:
            return None
        answer = answer.strip()
        if answer.lower() in QUIT:
            return None
        chosen = _read(battle, entries, answer)
        if isinstance(chosen, Action):
            return chosen
        output.say(chosen)


def _read(battle: Battle, entries: list[tuple[str, list[Action]]], answer: str) -> Action | str:
    if answer.isdigit():
        number = int(answer)
        if not 1 <= number <= len(entries):
            return text("cli-ddc-pick-a-number", most=str(len(entries)))
        _, group = entries[number - 1]
        if len(group) == 1:
            return group[0]
        squares = " ".join(f"{a.x},{a.y}" for a in group[:40])
        more = " ..." if len(group) > 40 else ""
        kind = group[0].kind
        return text("cli-ddc-type-a-square", kind=kind, squares=squares + more)
    try:
        action = battle.canonical(parse_action(answer))
    except TenkaichiError as error:
        return str(error)
    reason = battle.why_illegal(action)
    return action if reason is None else text("cli-ddc-not-possible", reason=reason)


@ddc_app.command("chat")
def chat_cmd(
    message: Annotated[str, typer.Argument(help="The chat message, e.g. '!move 3 2'.")],
    db: Annotated[Path, typer.Option(help="SQLite table file (created if missing).")],
    battle: Annotated[str, typer.Option(help="Battle id (a thread or channel id).")],
    user: Annotated[str, typer.Option(help="Who sends the message.")],
    name: Annotated[str, typer.Option(help="Their display name (default: the id).")] = "",
    moderator: Annotated[bool, typer.Option(help="They moderate the channel.")] = False,
    seed: Annotated[
        int | None, typer.Option(min=0, max=MAX_SEED, help="Seed for !start (default: random).")
    ] = None,
    roster: RosterOpt = None,
) -> None:
    """Run one chat command against the battle of a channel and print the reply (exit 1 when
    it is refused). The same as ``tenkaichi chat say`` with an SQLite file."""
    from tenkaichi.cli.chat_cmd import say

    say(
        message,
        url=f"sqlite:///{db}",
        channel=battle,
        user=user,
        name=name,
        moderator=moderator,
        seed=seed,
        roster=roster,
    )


@ddc_app.command("discord")
def discord_cmd(
    token_env: Annotated[
        str, typer.Option("--token-env", help="Environment variable holding the bot token.")
    ],
    db: Annotated[Path, typer.Option(help="SQLite table file.")] = Path("tenkaichi-chat.sqlite3"),
    roster: RosterOpt = None,
) -> None:
    """Run the Discord bot (needs the 'discord' extra): every game, one table per channel and
    game. ``tenkaichi chat discord`` takes the same and more options."""
    from tenkaichi.cli.chat_cmd import run_discord

    run_discord(url=f"sqlite:///{db}", roster=roster, flags={"token_env": token_env})
