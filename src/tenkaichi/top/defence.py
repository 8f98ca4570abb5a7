"""The defence (seed 002): which answers the strike's target may make (Defence and Special
cards, a Dodge roll) given how many rolls the attack took, then the defence roll and its
re-rolls; a formed defence negates, halves or counters the strike, a failed card is kept.

Stages ``defend`` -> ``defend-roll``, run through :data:`OPTIONS`, :data:`AUTO` and
:data:`ANSWER` by :mod:`tenkaichi.top.combat_stages`; then ``damage``
(:mod:`tenkaichi.top.damage`).
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import rules
from tenkaichi.top.combat import (
    DEFEND_CARD_BASE,
    DODGE,
    TAKE,
    controller,
    reroll,
    reroll_options,
    strike_of,
)
from tenkaichi.top.rules import LiveGame, Table
from tenkaichi.top.state import Answer, Combat, Option, Strike
from tenkaichi.top.symbols import counts, forms


def defence_window(game: Table, c: Combat) -> tuple[bool, bool]:
    """(cards allowed, Dodge dice allowed) for the target of the current strike."""
    strike = strike_of(c)
    striker = game.state.tokens[strike.striker]
    if strike.reflected:
        cards, dice = True, True  # seed 002: the attacker may then dodge with dice or cards
    elif strike.rolls <= 1:
        return False, False  # lightning attack
    else:
        cards, dice = True, strike.rolls >= 3
    if strike.defence == "none":
        return False, False
    if strike.defence in ("cards", "invulnerable"):
        dice = False
    if rules.ability(game, striker) == "no-defence-dice":
        dice = False
    return cards, dice


def defence_decks(strike: Strike) -> tuple[str, ...]:
    """The decks whose cards may answer the strike (seed 002): "Starting with the 2nd dice roll
    of the enemy you are attacking, you can only use cards from Defence cards", and "Starting
    with the 3rd dice roll ... your Attack, Defence and Special cards"; a reflected sphere may
    be answered "using their dice or cards"."""
    if strike.rolls >= 3 or strike.reflected:
        return ("attack", "defence", "special")
    return ("defence",)


def _defence_cards(game: LiveGame, c: Combat) -> list[int]:
    strike = strike_of(c)
    target = game.state.tokens[strike.target]
    if target.owner < 0:
        return []
    turn = game.state.turn
    decks = defence_decks(strike)
    out = []
    hand = game.state.players[target.owner].hand
    for i, card_id in enumerate(hand):
        card = game.content.cards[card_id]
        if card_id in hand[:i] or card.effect not in ("negate", "halve", "counter"):
            continue
        if card.deck not in decks:
            continue
        if card.timing == "sphere" and not strike.sphere:
            continue
        if card.timing not in ("attack", "sphere"):
            continue
        if strike.defence == "invulnerable" and not card.invulnerable:
            continue
        if card.effect == "counter" and (strike.counter or strike.reflected or turn.counter_card):
            continue
        if card.deck == "special" and not rules.special_allowed(game, target.owner):
            continue
        out.append(i)
    return out


def _defend_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]] | None:
    strike = strike_of(c)
    target = game.state.tokens[strike.target]
    cards, dice = defence_window(game, c)
    cards = cards and target.owner >= 0  # a green-space warrior holds no cards
    if not (cards or dice):
        return None
    options: list[Option] = [TAKE]
    if dice:
        options.append(DODGE)
    if cards:
        options.extend(("defend", DEFEND_CARD_BASE + i, 0) for i in _defence_cards(game, c))
    return controller(game, target), "defend", options


def _no_defence(game: LiveGame, c: Combat) -> None:
    c.stage = "damage"


def _answer_defend(game: LiveGame, c: Combat, option: Option) -> None:
    strike = strike_of(c)
    target = game.state.tokens[strike.target]
    code = option[1]
    if code == 0:
        c.stage = "damage"
        return
    if code == 1:
        strike.answer, strike.answer_card = Answer.DODGE_ROLL, None
        need = [0] * 6
        need[game.content.dodge_face] = rules.form_of(game, target).dodge
        c.need = tuple(need)
    else:
        card_id = game.state.players[target.owner].hand[code - DEFEND_CARD_BASE]
        strike.answer, strike.answer_card = Answer.CARD, card_id
        c.need = game.content.cards[card_id].combo
        if game.content.cards[card_id].effect == "counter":
            game.state.turn.counter_card = True
    game.events.append(("defends", target.id, strike.answer, strike.answer_card))
    if not any(c.need):
        _defence_result(game, c, True)
        return
    n = rules.defence_dice(game, target)
    c.roller = target.id
    c.dice = [v - 1 for v in game.rng.dice(6, n)]
    c.rerolls = rules.rerolls(game, target, None)
    game.events.append(("defence-rolled", target.id, tuple(c.dice)))
    c.stage = "defend-roll"
    _check_defence(game, c)


def _check_defence(game: LiveGame, c: Combat) -> None:
    if forms(counts(c.dice), c.need, game.content.wild):
        _defence_result(game, c, True)
    elif c.rerolls <= 0:
        _defence_result(game, c, False)


def _answer_defend_roll(game: LiveGame, c: Combat, option: Option) -> None:
    if option[0] == "reroll":
        reroll(game, c, option[1])
        _check_defence(game, c)
    else:
        _defence_result(game, c, False)


def _defend_roll_out(game: LiveGame, c: Combat) -> None:
    _check_defence(game, c)


def _defence_result(game: LiveGame, c: Combat, ok: bool) -> None:
    """A formed defence negates, halves or counters; a failed card is kept (seed 002)."""
    strike = strike_of(c)
    target = game.state.tokens[strike.target]
    game.events.append(("defence", target.id, strike.answer, ok))
    c.stage = "damage"
    if not ok:
        return
    if strike.answer is Answer.DODGE_ROLL:
        strike.damage = 0
        return
    assert strike.answer is Answer.CARD
    assert strike.answer_card is not None
    card = game.content.cards[strike.answer_card]
    rules.discard(game, target.owner, strike.answer_card)  # a formed card is used up
    if card.deck == "special":
        game.state.turn.specials.append(target.owner)
    if card.effect == "negate":
        strike.damage = 0
    elif card.effect == "halve":
        strike.damage = rules.divide(strike.damage, 2)
    elif card.effect == "counter":
        strike.countered = True


OPTIONS: dict[str, Callable[[LiveGame, Combat], tuple[int, str, list[Option]] | None]] = {
    "defend": _defend_options,
    "defend-roll": reroll_options,
}
AUTO: dict[str, Callable[[LiveGame, Combat], None]] = {
    "defend": _no_defence,
    "defend-roll": _defend_roll_out,
}
ANSWER: dict[str, Callable[[LiveGame, Combat, Option], None]] = {
    "defend": _answer_defend,
    "defend-roll": _answer_defend_roll,
}
