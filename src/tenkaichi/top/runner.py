"""Many seeded bot games, summed up: wins per seat and per bot with 95% intervals, mean length,
warriors eliminated. Game ``i`` uses seed ``S + i``; bots rotate over the seats so each bot
plays every seat equally often.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tenkaichi.intervals import wilson
from tenkaichi.top.bots import make_bot, play
from tenkaichi.top.engine import Game


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


def seat_bots(names: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """Bot names for each seat of game ``index``: the list repeated, rotated by the index."""
    cycle = [names[i % len(names)] for i in range(players)]
    shift = index % players
    return tuple(cycle[shift:] + cycle[:shift])


def run_game(players: int, seed: int, bots: Sequence[str]) -> Outcome:
    game = Game.start(players, seed)
    play(game, [make_bot(name, seed * 16 + seat) for seat, name in enumerate(bots)])
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
    )


def run_games(
    players: int,
    games: int,
    names: Sequence[str],
    seed: int = 1,
    progress: Callable[[int], None] | None = None,
) -> list[Outcome]:
    for name in names:
        make_bot(name)  # an unknown name fails before any game
    out = []
    for i in range(games):
        out.append(run_game(players, seed + i, seat_bots(names, players, i)))
        if progress is not None:
            progress(1)
    return out


def summarise(players: int, outcomes: Sequence[Outcome]) -> dict[str, Any]:
    """A shared win counts 1/k to each of the k winners."""
    n = len(outcomes)
    seat_wins = [0.0] * players
    bot_wins: dict[str, float] = {}
    bot_seats: dict[str, int] = {}
    for o in outcomes:
        for name in o.bots:
            bot_seats[name] = bot_seats.get(name, 0) + 1
            bot_wins.setdefault(name, 0.0)
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
        "mean_rounds": sum(o.rounds for o in outcomes) / max(1, n),
        "mean_turns": sum(o.turns for o in outcomes) / max(1, n),
        "mean_eliminated": sum(o.eliminated for o in outcomes) / max(1, n),
        "no_winner": sum(not o.winners for o in outcomes),
    }
