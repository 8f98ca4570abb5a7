"""Damage and what it leads to (seed 002): a transformed warrior takes its form's share, a
warrior out of Endurance may be saved by a Rescue card or is eliminated (its owner's attacker
owed a card of the colour of its space), and a warrior with Solar Flare may flee.

Stages ``damage`` -> [``rescue``] -> [``flee``], run through :data:`OPTIONS`, :data:`AUTO` and
:data:`ANSWER` by :mod:`tenkaichi.top.combat_stages`.
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import rules
from tenkaichi.top.combat import NO, YES, strike_of
from tenkaichi.top.content import COLOUR_DECK
from tenkaichi.top.rules import LiveGame
from tenkaichi.top.state import CardId, Combat, Option, Token


def _damage(game: LiveGame, c: Combat) -> None:
    strike = strike_of(c)
    target = game.state.tokens[strike.target]
    damage = strike.damage
    form = rules.form_of(game, target)
    if target.form > 0 and damage:
        damage = rules.divide(damage, form.divisor)
    target.damage += damage
    game.events.append(("damaged", target.id, damage, target.damage))
    if rules.is_out(game, target):
        if target.owner >= 0:
            c.stage = "rescue"  # asked whether or not a Rescue card is held (nothing leaks)
            return
        eliminate(game, target, strike.striker)
    c.stage = "flee" if _can_flee(game, c, target) else "next"


def _rescue_card(game: LiveGame, token: Token) -> CardId | None:
    if token.owner < 0:
        return None
    for card_id in game.state.players[token.owner].hand:
        card = game.content.cards[card_id]
        if card.effect == "rescue" and (
            card.deck != "special" or rules.special_allowed(game, token.owner)
        ):
            return card_id
    return None


def _answer_rescue(game: LiveGame, c: Combat, option: Option) -> None:
    strike = strike_of(c)
    target = game.state.tokens[strike.target]
    card_id = _rescue_card(game, target)
    if option == YES and card_id is not None:
        card = game.content.cards[card_id]
        rules.discard(game, target.owner, card_id)
        target.damage = max(0, rules.endurance(game, target) - card.amount)
        game.events.append(("rescued", target.id, card_id, target.damage))
    else:
        eliminate(game, target, strike.striker)
    c.stage = "flee" if _can_flee(game, c, target) else "next"


def eliminate(game: LiveGame, token: Token, by: int) -> None:
    """The warrior leaves the board. When the turn's mover eliminates its board opponent, it
    is owed a card of the colour of the space the eliminated warrior stood on (seed 002), the
    space it keeps (or, stepping on to a second combat, leaves)."""
    token.alive = False
    game.events.append(("eliminated", token.id, by, token.fused))
    s = game.state
    c = s.combat
    if c is not None and c.kind == "board" and token.id == c.defender and by == s.turn.mover:
        s.turn.last_kill = True
        deck = COLOUR_DECK.get(game.content.board.cells[token.cell]) if token.cell >= 0 else None
        if deck is not None:
            s.turn.kill_decks.append(deck)


def _can_flee(game: LiveGame, c: Combat, token: Token) -> bool:
    return (
        token.alive
        and token.owner >= 0
        and c.kind != "duel"
        and rules.ability(game, token) == "solar-flare"
        and rules.left(game, token) < 10
        and bool(_flee_cells(game, token))
    )


def _flee_cells(game: LiveGame, token: Token) -> list[int]:
    board = game.content.board
    taken = {t.cell for t in game.state.tokens if t.alive and t.cell >= 0}
    return [
        cell
        for cell in board.within(token.cell, 1, 3)
        if board.cells[cell] != "G" and cell not in taken
    ]


def _flee_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]]:
    token = game.state.tokens[strike_of(c).target]
    return token.owner, "flee", [NO] + [("cell", cell, 0) for cell in _flee_cells(game, token)]


def _answer_flee(game: LiveGame, c: Combat, option: Option) -> None:
    if option[0] == "cell":
        token = game.state.tokens[strike_of(c).target]
        game.events.append(("fled", token.id, token.cell, option[1]))
        token.cell = option[1]
        c.fled = True
        c.stage = "end"
        return
    c.stage = "next"


def _rescue_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]]:
    target = game.state.tokens[strike_of(c).target]
    return target.owner, "rescue", ([YES] if _rescue_card(game, target) else []) + [NO]


OPTIONS: dict[str, Callable[[LiveGame, Combat], tuple[int, str, list[Option]] | None]] = {
    "rescue": _rescue_options,
    "flee": _flee_options,
}
AUTO: dict[str, Callable[[LiveGame, Combat], None]] = {
    "damage": _damage,
}
ANSWER: dict[str, Callable[[LiveGame, Combat, Option], None]] = {
    "rescue": _answer_rescue,
    "flee": _answer_flee,
}
