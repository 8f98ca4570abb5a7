"""The attack (seed 002): the striker rolls its dice, may re-roll some of them as many times
as its Technique allows, then picks the result: a combo of its form it has made, an Attack card
whose combo it has made, or the sum of its symbols. A result made on the first roll is a
lightning attack (no defence); after one re-roll the target may answer with Defence cards;
after two, with any card or a Dodge roll (:mod:`tenkaichi.top.defence`).

Stages ``reroll`` -> ``resolve``, run through :data:`OPTIONS`, :data:`AUTO` and :data:`ANSWER`
by :mod:`tenkaichi.top.combat_stages`.
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import rules
from tenkaichi.top.combat import CARD_BASE, SUM, controller, reroll, reroll_options, strike_of
from tenkaichi.top.rules import LiveGame, Table
from tenkaichi.top.state import CardId, Combat, Option, Strike
from tenkaichi.top.symbols import counts, forms, symbol_sum


def new_strike(
    game: LiveGame, c: Combat, striker_id: int, target_id: int, counter: bool = False
) -> None:
    striker = game.state.tokens[striker_id]
    target = game.state.tokens[target_id]
    c.strike = Strike(striker_id, target_id, counter=counter)
    n = rules.attack_dice(game, striker, target)
    c.roller = striker_id
    c.dice = game.rng.dice(6, n)
    for i, value in enumerate(c.dice):
        c.dice[i] = value - 1
    c.rerolls = rules.rerolls(game, striker, target)
    c.stage = "reroll"
    game.events.append(("rolled", striker_id, tuple(c.dice), 1))


def _answer_reroll(game: LiveGame, c: Combat, option: Option) -> None:
    if option[0] == "reroll":
        reroll(game, c, option[1])
    else:
        c.rerolls = 0
    if c.rerolls <= 0:
        c.stage = "resolve"


def _end_rerolls(game: LiveGame, c: Combat) -> None:
    c.stage = "resolve"


def attack_choices(game: Table, c: Combat) -> list[Option]:
    """The results the striker may pick: a formed combo of its card, a formed card combo, or
    the symbol sum (always; a failed Attack card deals the sum and is kept)."""
    striker = game.state.tokens[strike_of(c).striker]
    form = rules.form_of(game, striker)
    have = counts(c.dice)
    wild = game.content.wild
    out: list[Option] = [
        ("resolve", i, 0) for i in (0, 1) if forms(have, form.combos[i].need, wild)
    ]
    out.append(("resolve", SUM, 0))
    if striker.owner >= 0:
        hand = game.state.players[striker.owner].hand
        for i, card_id in enumerate(hand):
            card = game.content.cards[card_id]
            if card.deck == "attack" and card_id not in hand[:i] and forms(have, card.combo, wild):
                out.append(("resolve", CARD_BASE + i, 0))
    return out


def _resolve_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]] | None:
    striker = game.state.tokens[strike_of(c).striker]
    choices = attack_choices(game, c)
    if striker.owner < 0 and len(choices) == 1:
        return None  # a green-space warrior holds no cards: its sum is taken at once
    return controller(game, striker), "resolve", choices


def _auto_resolve(game: LiveGame, c: Combat) -> None:
    _answer_resolve(game, c, ("resolve", SUM, 0))


def attack_value(
    game: Table, c: Combat, option: Option
) -> tuple[int, bool, str, bool, CardId | None]:
    """(damage, sphere, defence inset, invulnerable, card id) of a resolve option."""
    striker = game.state.tokens[strike_of(c).striker]
    form = rules.form_of(game, striker)
    code = option[1]
    if code < SUM:
        combo = form.combos[code]
        return combo.damage, combo.sphere, "cards_or_dice", False, None
    if code == SUM:
        content = game.content
        damage, double = symbol_sum(
            counts(c.dice),
            form.values,
            content.wild,
            content.offensive,
            content.settings.star_in_sum == "wild",
        )
        return damage, double == content.sphere_face, "cards_or_dice", False, None
    card_id = game.state.players[striker.owner].hand[code - CARD_BASE]
    card = game.content.cards[card_id]
    return card.damage, card.sphere, card.defence, card.invulnerable, card_id


def _answer_resolve(game: LiveGame, c: Combat, option: Option) -> None:
    strike = strike_of(c)
    striker = game.state.tokens[strike.striker]
    damage, sphere, defence, invulnerable, card_id = attack_value(game, c, option)
    strike.damage, strike.sphere, strike.defence = damage, sphere, defence
    strike.invulnerable, strike.card = invulnerable, card_id
    game.events.append(("attack", strike.striker, option[1], damage, card_id, strike.rolls))
    if card_id is not None:
        rules.discard(game, striker.owner, card_id)
        card = game.content.cards[card_id]
        turn = game.state.turn
        if card.extra_combat and striker.owner == turn.seat and not turn.extra_card:
            turn.extra_card = True
            turn.extra_combats += 1
            game.events.append(("extra-combat", striker.owner, card_id))
    target = game.state.tokens[strike.target]
    target_power = rules.ability(game, target)
    if sphere and not invulnerable and damage > 0:
        if target_power == "shield" and damage < 20:
            game.events.append(("shielded", target.id, damage))
            strike.damage = 0
            c.stage = "next"
            return
        if target_power == "reflect-sphere" and not strike.reflected:
            strike.reflected = True
            strike.striker, strike.target = strike.target, strike.striker
            game.events.append(("reflected", target.id, damage))
    c.stage = "defend" if damage > 0 else "next"


OPTIONS: dict[str, Callable[[LiveGame, Combat], tuple[int, str, list[Option]] | None]] = {
    "reroll": reroll_options,
    "resolve": _resolve_options,
}
AUTO: dict[str, Callable[[LiveGame, Combat], None]] = {
    "reroll": _end_rerolls,
    "resolve": _auto_resolve,
}
ANSWER: dict[str, Callable[[LiveGame, Combat, Option], None]] = {
    "reroll": _answer_reroll,
    "resolve": _answer_resolve,
}
