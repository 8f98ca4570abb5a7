"""Small rule helpers shared by the turn and combat steps: forms, powers, dice counts, cards.

The readers take a :class:`Table`: anything with the content and a state, that is a
:class:`~tenkaichi.top.engine.Game` or one seat's :class:`~tenkaichi.top.views.SeatView` (what
the bots get). The functions that change a game (``draw``, ``discard``, ``shuffle``, ``fuse``,
and every step of the turn and the combat) take a :class:`LiveGame`: a table with its generator
and its event log, that is the :class:`~tenkaichi.top.engine.Game` itself (typed by what it
offers, so that no step imports the engine that runs it). Events are appended to
``game.events``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol, TypeVar

from tenkaichi.dice.rng import SeededRng
from tenkaichi.top.content import Content, Form
from tenkaichi.top.state import CardId, Event, GameState, Token

T = TypeVar("T")


class Table(Protocol):
    """What the rule readers need: the content pack and a state (full, or one seat's view)."""

    @property
    def content(self) -> Content: ...

    @property
    def state(self) -> GameState: ...


class LiveGame(Table, Protocol):
    """A game the rules may change: the table, its one generator, its event log and the cards
    a hand can hold (:class:`~tenkaichi.top.engine.Game`)."""

    rng: SeededRng
    events: list[Event]
    hand_slots: int


def right_of(seat: int, players: int) -> int:
    """The seat on the right of ``seat``. Seats are numbered in the order of play, and play
    "continues around the board clockwise" (seed 002): the next seat sits on one's left, so the
    player on one's right is the seat before (the draft passes "to the right", and "the player
    on your right" runs a green-space warrior)."""
    return (seat - 1) % players


def form_of(game: Table, token: Token) -> Form:
    return game.content.characters[token.character].forms[token.form]


def ability(game: Table, token: Token) -> str:
    return form_of(game, token).ability


def endurance(game: Table, token: Token) -> int:
    return game.content.characters[token.character].endurance


def left(game: Table, token: Token) -> int:
    """Endurance left."""
    return endurance(game, token) - token.damage


def is_out(game: Table, token: Token) -> bool:
    """Whether the damage eliminates the warrior (setting ``elimination``)."""
    e = endurance(game, token)
    if game.content.settings.elimination == "gt":
        return token.damage > e
    return token.damage >= e


def shuffle(game: LiveGame, items: list[T]) -> None:
    """Fisher-Yates with the game's generator."""
    shuffle_with(game.rng.die, items)


def shuffle_with(die: Callable[[int], int], items: list[T]) -> None:
    """Fisher-Yates with any ``die(sides)`` (the search bot shuffles with its own)."""
    for i in range(len(items) - 1, 0, -1):
        j = die(i + 1) - 1
        items[i], items[j] = items[j], items[i]


def occupants(game: Table, cell: int) -> list[Token]:
    return [t for t in game.state.tokens if t.cell == cell and t.alive and t.owner >= 0]


def support(game: Table, token: Token) -> int:
    """Support dice: +1 per teammate next to (or with) the warrior, +2 from a double-support
    teammate, none from a Solo one, at most ``support_cap`` (seed 002, reference B16)."""
    state = game.state
    if token.owner < 0 or state.turn.no_support or token.cell < 0:
        return 0
    combat = state.combat
    if combat is not None and combat.kind == "duel":
        return 0
    near = game.content.board.neighbours[token.cell]
    total = 0
    for mate_id in state.players[token.owner].team:
        mate = state.tokens[mate_id]
        if mate.id == token.id or not mate.alive or mate.cell < 0:
            continue
        if mate.cell == token.cell or mate.cell in near:
            power = ability(game, mate)
            if power == "solo":
                continue
            total += 2 if power == "double-support" else 1
    return min(total, game.content.settings.support_cap)


def attack_dice(game: Table, striker: Token, target: Token) -> int:
    form = form_of(game, striker)
    n = form.power + support(game, striker)
    if form.ability == "extra-attack-die":
        n += 1
    if ability(game, target) == "remove-attack-die":
        n -= 1
    return max(1, min(n, game.content.max_dice))


def defence_dice(game: Table, token: Token) -> int:
    form = form_of(game, token)
    n = form.power + support(game, token)
    if form.ability == "extra-defence-die":
        n += 1
    return max(1, min(n, game.content.max_dice))


def rerolls(game: Table, roller: Token, opponent: Token | None) -> int:
    """Technique re-rolls, +1 with the extra-reroll power, the turn's event bonus for the active
    player, fewer against a fewer-rerolls opponent when attacking."""
    form = form_of(game, roller)
    n = form.technique
    if form.ability == "extra-reroll":
        n += 1
    if roller.owner == game.state.turn.seat:
        n += game.state.turn.reroll_bonus
    if opponent is not None:
        other = form_of(game, opponent)
        if other.ability == "fewer-rerolls":
            n -= other.ability_value
    return max(0, n)


def divide(damage: int, divisor: int) -> int:
    """Damage taken by a transformed warrior: divided, rounded up (seed 002: 35/2 -> 18)."""
    return math.ceil(damage / divisor)


def draw(game: LiveGame, seat: int, deck: str) -> CardId | None:
    """Draw the top card of a deck into a hand (None when the deck is empty, reference B31)."""
    cards = game.state.decks[deck]
    hand = game.state.players[seat].hand
    if not cards or len(hand) >= game.hand_slots:
        game.events.append(("drew", seat, deck, ""))
        return None
    card = cards.pop(0)
    hand.append(card)
    game.events.append(("drew", seat, deck, card))
    return card


def discard(game: LiveGame, seat: int, card: CardId) -> None:
    """A used card goes to the bottom of its deck (seed 002)."""
    game.state.players[seat].hand.remove(card)
    game.state.decks[game.content.cards[card].deck].append(card)
    game.events.append(("played", seat, card))


def special_allowed(game: Table, seat: int) -> bool:
    return seat not in game.state.turn.specials


def living(game: Table, seat: int) -> list[Token]:
    return [
        game.state.tokens[i] for i in game.state.players[seat].team if game.state.tokens[i].alive
    ]


def score(game: Table, seat: int) -> int:
    """Warriors on the board, a fusion counting twice (seed 002)."""
    return sum(2 if t.fused else 1 for t in living(game, seat))


def fusion_pairs(game: Table, seat: int) -> list[tuple[Token, Token, str]]:
    """Partners of a fusion standing on one space: (first, second, fused character)."""
    out = []
    alive = living(game, seat)
    for key, fused in game.content.fusions.items():
        pair = [t for t in alive if t.character in key and t.cell >= 0]
        if len(pair) == 2 and pair[0].cell == pair[1].cell:
            out.append((pair[0], pair[1], fused))
    return out


def fuse(game: LiveGame, first: Token, second: Token, fused: str) -> None:
    """Replace two partners by their fusion until the end of the game (seed 002); it starts with
    their damage added, capped at its Endurance - 1 (reference B24)."""
    e = game.content.characters[fused].endurance
    damage = min(first.damage + second.damage, e - 1)
    first.character, first.damage, first.fused, first.form = fused, damage, True, 0
    second.alive, second.cell = False, -1
    game.state.players[first.owner].team.remove(second.id)
    game.events.append(("fused", first.owner, first.id, second.id, fused))
