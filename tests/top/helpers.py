"""Small set-ups for Tournament of Power tests: a game past the draft, warriors put on chosen
spaces, hands dealt by hand, and dice scripted."""

from __future__ import annotations

from typing import Any

from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.top import combat
from tenkaichi.top.content import Content
from tenkaichi.top.engine import Game
from tenkaichi.top.state import Token, Turn

FACE = {"kick": 1, "punch": 2, "sphere": 3, "strength": 4, "star": 5, "teleport": 6}
"""Die results (1-6) of each symbol, in the order of dice.yaml."""


def roll(*symbols: str) -> list[int]:
    return [FACE[s] for s in symbols]


def cell(game: Game, name: str) -> int:
    return game.content.board.parse_cell(name)


def ready(players: int = 2, seed: int = 1, content: Content | None = None, **settings: Any) -> Game:
    """A game at its first turn: draft and placement made with the first legal options (of
    ``content``, a content pack, when given)."""
    game = Game.start(players, seed, content, settings=settings or None)
    while game.state.phase in ("draft", "place"):
        game.choose(0)
    return game


def arena(
    attacker: str,
    defender: str,
    *,
    at: str = "c3",
    hands: tuple[list[str], list[str]] = ([], []),
    seed: int = 1,
    content: Content | None = None,
    **settings: Any,
) -> tuple[Game, Token, Token]:
    """Two players with one warrior each standing far apart from the rest of the board: seat 0's
    ``attacker`` and seat 1's ``defender`` on the same space ``at`` (a combat is then begun by
    :func:`fight`). Other warriors are parked off the board."""
    game = ready(2, seed, content, **settings)
    s = game.state
    for token in s.tokens:
        token.cell = -1
    a = s.tokens[s.players[0].team[0]]
    d = s.tokens[s.players[1].team[0]]
    a.character, d.character = attacker, defender
    a.cell = d.cell = cell(game, at)
    s.players[0].hand, s.players[1].hand = list(hands[0]), list(hands[1])
    s.turn = Turn(0)
    s.turn.mover = a.id
    s.turn.start_cell = cell(game, "a1")
    s.phase = "move"
    return game, a, d


def fight(game: Game, a: Token, d: Token, dice: list[int]) -> None:
    """Begin a board combat with the dice scripted."""
    game.rng = ScriptedRng(dice)  # type: ignore[assignment]
    game.state.turn.combats = 0
    combat.begin(game, "board", a, d)
    game._decision = None
    _ = game.decision  # run the automatic steps up to the first choice


def kinds(game: Game) -> str:
    d = game.decision
    return "" if d is None else d.kind


def pick(game: Game, kind: str, a: int = 0, b: int = 0) -> None:
    """Choose an option and run the automatic steps that follow it."""
    game.choose((kind, a, b))
    _ = game.decision


def settle_sum(game: Game, stop: bool = True) -> None:
    """Stop re-rolling (unless ``stop`` is False) and take the symbol sum if a choice is left."""
    if stop:
        pick(game, "stop")
    if kinds(game) == "resolve":
        pick(game, "resolve", combat.SUM)


def events(game: Game, kind: str) -> list[tuple[object, ...]]:
    return [e for e in game.events if e[0] == kind]
