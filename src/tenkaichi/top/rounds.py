"""Turns and rounds in order, and the end of the game (seed 002): the next seat with warriors
left plays, a round ends when play comes back to the first player, and after the last round
the most warriors wins; two tied players fight a tie-break duel (a combat run by
:mod:`tenkaichi.top.combat_stages`), more play another round.

Phases ``next`` and ``duel-pick``; the engine runs them through :data:`OPTIONS`,
:data:`APPLY` and :data:`AUTO`.
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import combat, rules
from tenkaichi.top.rules import LiveGame
from tenkaichi.top.state import Option, Turn

MAX_TURNS_SAFETY = 400


def begin_turn(game: LiveGame, seat: int) -> None:
    """The seat's turn begins, at its discard phase."""
    s = game.state
    s.turn = Turn(seat, move_range=game.content.settings.move_range)
    s.turns_played += 1
    game.events.append(("turn", s.round, seat))
    s.phase = "discard"


def _next(game: LiveGame) -> None:
    s = game.state
    alive = [seat for seat in range(s.n) if rules.living(game, seat)]
    if s.turns_played > MAX_TURNS_SAFETY or (game.content.settings.early_end and len(alive) <= 1):
        finish(game)
        return
    seat = s.turn.seat
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if seat == s.first_seat:
            s.round += 1
            if s.round > s.last_round:
                finish(game)
                return
        if rules.living(game, seat):
            begin_turn(game, seat)
            return
    finish(game)


def finish(game: LiveGame) -> None:
    """Most warriors wins; two tied players duel; more tied play another round (seed 002)."""
    s = game.state
    scores = [rules.score(game, seat) for seat in range(s.n)]
    best = max(scores)
    tied = [seat for seat in range(s.n) if scores[seat] == best]
    game.events.append(("scores", tuple(scores)))
    if len(tied) == 1 or best == 0:
        _over(game, tied if best else [])
    elif len(tied) == 2:
        s.duelists = []
        s.phase = "duel-pick"
        s.winners = tied
    elif s.extra_rounds < game.content.settings.tie_extra_rounds:
        s.extra_rounds += 1
        s.last_round += 1
        game.events.append(("extra-round", s.last_round))
        seat = s.first_seat
        for _ in range(s.n):
            if rules.living(game, seat):
                begin_turn(game, seat)
                return
            seat = (seat + 1) % s.n
    else:
        _over(game, tied)


def _over(game: LiveGame, winners: list[int]) -> None:
    game.state.winners = list(winners)
    game.state.phase = "over"
    game.state.combat = None
    game.events.append(("game-over", tuple(winners)))


def _duel_picker(game: LiveGame) -> int:
    tied = sorted(
        game.state.winners, key=lambda seat: (seat - game.state.first_seat) % game.state.n
    )
    return tied[len(game.state.duelists)]


def _duel_pick_options(game: LiveGame) -> tuple[int, str, list[Option]]:
    seat = _duel_picker(game)
    team = game.state.players[seat].team
    options = [("warrior", i, 0) for i, tid in enumerate(team) if game.state.tokens[tid].alive]
    return seat, "duel", options


def _duel_pick(game: LiveGame, option: Option) -> None:
    s = game.state
    seat = _duel_picker(game)
    s.duelists.append(s.players[seat].team[option[1]])
    if len(s.duelists) == 2:
        s.turn = Turn(seat, move_range=0)
        first, second = (s.tokens[i] for i in s.duelists)
        combat.begin(game, "duel", first, second)


def duel_over(game: LiveGame, winner: int | None) -> None:
    """The duel's survivor wins the game; a drawn duel shares the win."""
    tied = game.state.winners
    _over(game, tied if winner is None else [winner])


OPTIONS: dict[str, Callable[[LiveGame], tuple[int, str, list[Option]]]] = {
    "duel-pick": _duel_pick_options,
}
APPLY: dict[str, Callable[[LiveGame, Option], None]] = {
    "duel-pick": _duel_pick,
}
AUTO: dict[str, Callable[[LiveGame], None]] = {
    "next": _next,
}
