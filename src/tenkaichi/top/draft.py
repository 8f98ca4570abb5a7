"""Setting a game up: the draft of the teams, then their placement on the board, then the
first hands and the first player (seed 002).

Phases ``draft`` and ``place``; the engine runs them through :data:`OPTIONS` and :data:`APPLY`.
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import rounds, rules
from tenkaichi.top.rules import LiveGame
from tenkaichi.top.state import Option, Token

TEAM_SIZE = 6


def _picker(game: LiveGame) -> int:
    """The seat picking now: "then the player to their right does likewise and so on" (seed
    002), so the draft goes round against the order of play."""
    s = game.state
    return _draft_seat(s.first_picker, s.picks, s.n)


def _draft_seat(first: int, picks: int, players: int) -> int:
    """The seat of pick number ``picks`` (from 0), each next pick to the right of the last."""
    seat = first
    for _ in range(picks % players):
        seat = rules.right_of(seat, players)
    return seat


def _draft_options(game: LiveGame) -> tuple[int, str, list[Option]]:
    taken = {t.character for t in game.state.tokens}
    pool = game.content.draftable
    return _picker(game), "draft", [("draft", i, 0) for i, c in enumerate(pool) if c not in taken]


def _draft(game: LiveGame, option: Option) -> None:
    s = game.state
    seat = _picker(game)
    character = game.content.draftable[option[1]]
    token = Token(len(s.tokens), seat, character)
    s.tokens.append(token)
    s.players[seat].team.append(token.id)
    game.events.append(("drafted", seat, token.id, character))
    s.picks += 1
    if s.picks == TEAM_SIZE * s.n:
        taken = {t.character for t in s.tokens}
        s.unplayed = [c for c in game.content.draftable if c not in taken]
        rules.shuffle(game, s.unplayed)
        game.events.append(("unplayed-stack", len(s.unplayed)))
        s.picks = 0
        s.phase = "place"


def _placer(game: LiveGame) -> tuple[int, Token]:
    s = game.state
    seat = _draft_seat(s.first_picker, s.picks, s.n)  # placement follows the draft order
    slot = s.picks // s.n
    return seat, s.tokens[s.players[seat].team[slot]]


def _place_options(game: LiveGame) -> tuple[int, str, list[Option]]:
    seat, _ = _placer(game)
    board = game.content.board
    taken = {t.cell for t in game.state.tokens if t.cell >= 0}
    free = [c for c in range(board.size) if board.cells[c] in "RYB" and c not in taken]
    if game.content.settings.placement_spacing:
        near: set[int] = set()
        for i in game.state.players[seat].team:
            mate = game.state.tokens[i].cell
            if mate >= 0:
                near.update(board.neighbours[mate])
        spaced = [c for c in free if c not in near]
        free = spaced or free
    return seat, "place", [("place", c, 0) for c in free]


def _place(game: LiveGame, option: Option) -> None:
    s = game.state
    seat, token = _placer(game)
    token.cell = option[1]
    game.events.append(("placed", seat, token.id, option[1]))
    s.picks += 1
    if s.picks == TEAM_SIZE * s.n:
        for seat in range(s.n):
            for deck in ("defence", "attack", "special"):
                card = rules.draw(game, seat, deck)
                game.events.append(("dealt", seat, deck, card))
        s.first_seat = 0 if game.content.settings.first_player == "seat0" else game.rng.die(s.n) - 1
        game.events.append(("first-player", s.first_seat))
        rounds.begin_turn(game, s.first_seat)


OPTIONS: dict[str, Callable[[LiveGame], tuple[int, str, list[Option]]]] = {
    "draft": _draft_options,
    "place": _place_options,
}
APPLY: dict[str, Callable[[LiveGame, Option], None]] = {
    "draft": _draft,
    "place": _place,
}
