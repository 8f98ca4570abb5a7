"""Bots by name (:func:`make_bot`), a game played by bots (:func:`play`), and many seeded bot
games summed up: wins per seat, per bot and per warrior drafted, with 95% intervals, mean
length, warriors eliminated. Game ``i`` uses seed ``S + i``; bots rotate over the seats so each
bot plays every seat equally often.

Timed games (the rulebook's 45-minute mode) need a clock, and bots have none: the runner keeps a
simulated one, each turn lasting the setting ``simulated_turn_seconds`` (90), and calls time in
the turn during which (or at the end of which) the minutes run out (:func:`simulated_time_up`):
that turn's round is finished and the game ends, as the rulebook says; no other round begins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tenkaichi.errors import TenkaichiError
from tenkaichi.intervals import wilson
from tenkaichi.top.bots import Bot, GreedyBot, RandomBot, ask
from tenkaichi.top.engine import Game
from tenkaichi.top.search import SearchBot
from tenkaichi.top.settings import DEFAULT_SETTINGS

PACE_MINUTES_PER_TURN = DEFAULT_SETTINGS.simulated_turn_seconds / 60
"""Minutes of play per turn of one player by default (the setting ``simulated_turn_seconds``):
seed 002 gives "10 turns (about 60 minutes for 4 players)" and "5 turns (about 30 minutes for 4
players)", both 1.5 minutes a turn."""
DECISION_LIMIT = 100_000

BOTS = ("random", "greedy", "search")


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name; an unknown name lists the known ones."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name == "search" or name.startswith("search:"):
        budget = name.partition(":")[2]
        if not budget:
            return SearchBot(seed)
        if budget.isdigit() and int(budget) > 0:
            return SearchBot(seed, iterations=int(budget))
        if budget.endswith("s") and _is_seconds(budget[:-1]):
            return SearchBot(seed, seconds=float(budget[:-1]))
        raise TenkaichiError(
            f"search bot budget must be N determinizations or a time like 0.5s: {name!r}"
        )
    raise TenkaichiError(
        f"unknown bot {name!r}; known bots: {', '.join(BOTS)} "
        "(search:N sets N determinizations, search:0.5s a time per move)"
    )


def _is_seconds(text: str) -> bool:
    try:
        return 0 < float(text) <= 3600
    except ValueError:
        return False


def play(game: Game, bots: list[Bot], limit: int = 100_000) -> Game:
    """Play a game to the end, each seat's decisions by its bot (which sees its seat's view)."""
    for _ in range(limit):
        decision = game.decision
        if decision is None:
            return game
        game.choose(ask(game, bots[decision.actor]))
    raise TenkaichiError(f"the game did not end within {limit} decisions")


def simulated_time_up(game: Game, minutes: int) -> bool:
    """Whether the simulated clock of a timed game runs out within the turn in progress: the
    turns played so far, this one included, last ``minutes`` or more at the setting
    ``simulated_turn_seconds`` each. Asked at each decision; calling time then makes this turn's
    round the last, so that time running out during (or at the end of) a round's last turn
    never starts another round (seed 002: "finish the current round")."""
    s = game.state
    if not minutes or s.time_called or s.phase in ("draft", "place"):
        return False
    return s.turns_played * game.content.settings.simulated_turn_seconds >= 60 * minutes


@dataclass(frozen=True, slots=True)
class Outcome:
    seed: int
    bots: tuple[str, ...]
    """The bot in each seat."""
    winners: tuple[int, ...]
    rounds: int
    turns: int
    eliminated: int
    """Team warriors eliminated (a fusion counts 2)."""
    teams: tuple[tuple[str, ...], ...] = ()
    """The characters each seat drafted, in draft order."""
    time_up_round: int = 0
    """A timed game: the round in which time was called (0 if it never was)."""


def seat_bots(names: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """Bot names for each seat of game ``index``: the list repeated, rotated by the index."""
    cycle = [names[i % len(names)] for i in range(players)]
    shift = index % players
    return tuple(cycle[shift:] + cycle[:shift])


def run_game(
    players: int, seed: int, bots: Sequence[str], minutes: int = 0, random_draft: bool = False
) -> Outcome:
    """One seeded game; ``minutes`` > 0 plays the timed mode on the simulated clock;
    ``random_draft`` has every seat draft at random (then its bot plays), so that warrior win
    rates cover the whole roster and not the few warriors a bot always drafts."""
    settings = {"length": "minutes", "minutes": minutes} if minutes else None
    game = Game.start(players, seed, settings=settings)
    seated = [make_bot(name, seed * 16 + seat) for seat, name in enumerate(bots)]
    drafter = make_bot("random", seed * 16 + 15)
    for _ in range(DECISION_LIMIT):
        decision = game.decision
        if decision is None:
            break
        if simulated_time_up(game, minutes):
            game.call_time()
        by_chance = random_draft and decision.kind == "draft"
        game.choose(ask(game, drafter if by_chance else seated[decision.actor]))
    else:
        raise TenkaichiError(f"seed {seed}: the game did not end within {DECISION_LIMIT} decisions")
    teams: list[list[str]] = [[] for _ in range(players)]
    for e in game.events:
        if e[0] == "drafted":
            teams[int(str(e[1]))].append(str(e[3]))
    eliminated = sum(
        2 if e[3] else 1
        for e in game.events
        if e[0] == "eliminated" and game.state.tokens[int(str(e[1]))].owner >= 0
    )
    return Outcome(
        seed,
        tuple(bots),
        tuple(game.state.winners),
        min(game.state.round, game.state.last_round),
        game.state.turns_played,
        eliminated,
        tuple(tuple(team) for team in teams),
        next((int(str(e[1])) for e in game.events if e[0] == "time-up"), 0),
    )


def run_games(
    players: int,
    games: int,
    names: Sequence[str],
    seed: int = 1,
    progress: Callable[[int], None] | None = None,
    minutes: int = 0,
    random_draft: bool = False,
) -> list[Outcome]:
    for name in names:
        make_bot(name)  # an unknown name fails before any game
    out = []
    for i in range(games):
        bots = seat_bots(names, players, i)
        out.append(run_game(players, seed + i, bots, minutes, random_draft))
        if progress is not None:
            progress(1)
    return out


def summarise(players: int, outcomes: Sequence[Outcome]) -> dict[str, Any]:
    """A shared win counts 1/k to each of the k winners. A warrior's win rate is the share of
    the games its team won, over the games in which it was drafted."""
    n = len(outcomes)
    seat_wins = [0.0] * players
    bot_wins: dict[str, float] = {}
    bot_seats: dict[str, int] = {}
    warrior_games: dict[str, int] = {}
    warrior_wins: dict[str, float] = {}
    for o in outcomes:
        for name in o.bots:
            bot_seats[name] = bot_seats.get(name, 0) + 1
            bot_wins.setdefault(name, 0.0)
        for seat, team in enumerate(o.teams):
            for character in team:
                warrior_games[character] = warrior_games.get(character, 0) + 1
                warrior_wins.setdefault(character, 0.0)
                if seat in o.winners:
                    warrior_wins[character] += 1 / len(o.winners)
        for seat in o.winners:
            seat_wins[seat] += 1 / len(o.winners)
            bot_wins[o.bots[seat]] += 1 / len(o.winners)
    return {
        "games": n,
        "players": players,
        "seat_wins": seat_wins,
        "seat_ci95": [list(wilson(w, n)) for w in seat_wins],
        "bot_wins": bot_wins,
        "bot_seats": bot_seats,
        "bot_win_rate": {b: bot_wins[b] / max(1, bot_seats[b]) for b in bot_wins},
        "bot_ci95": {b: list(wilson(bot_wins[b], bot_seats[b])) for b in bot_wins},
        "warrior_games": warrior_games,
        "warrior_wins": warrior_wins,
        "warrior_ci95": {w: list(wilson(warrior_wins[w], g)) for w, g in warrior_games.items()},
        "mean_rounds": sum(o.rounds for o in outcomes) / max(1, n),
        "mean_turns": sum(o.turns for o in outcomes) / max(1, n),
        "mean_eliminated": sum(o.eliminated for o in outcomes) / max(1, n),
        "no_winner": sum(not o.winners for o in outcomes),
    }
