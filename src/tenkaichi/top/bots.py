"""Bots: ``random`` (uniform over legal options) and ``greedy`` (exact dice expectimax plus a
move heuristic, worked out in :mod:`tenkaichi.top.scoring`). The search bot lives in
:mod:`tenkaichi.top.search`; :mod:`tenkaichi.top.runner` makes bots by name and plays games.

A bot answers ``choose(view, decision) -> index``. It is handed only its seat's
:class:`~tenkaichi.top.views.SeatView` (its own hand, the backs of the other cards, no deck
order, no generator), never the game, so it cannot use what its player may not see. It draws its
own chance from its own seeded generator, so a game between bots depends only on the seeds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from tenkaichi.dice.rng import SeededRng
from tenkaichi.top import combat, keep, rules
from tenkaichi.top.attack import attack_value
from tenkaichi.top.engine import Decision, Game
from tenkaichi.top.keep import Plan
from tenkaichi.top.rules import Table
from tenkaichi.top.scoring import attack_plan, expected_attack, move_score, need_plan, odds
from tenkaichi.top.state import CardId, Option
from tenkaichi.top.turn import DECK_CHOICES
from tenkaichi.top.views import SeatView, seat_view


class Bot(Protocol):
    def choose(self, view: SeatView, decision: Decision) -> int: ...


class RandomBot:
    """Uniform over the legal options."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: SeatView, decision: Decision) -> int:
        return self.rng.die(len(decision.options)) - 1


class GreedyBot:
    """Exact expectimax over the dice; one-step heuristics everywhere else."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)
        self.plans: dict[tuple[object, ...], Plan] = {}

    def choose(self, view: SeatView, decision: Decision) -> int:
        rule = _RULES.get(decision.kind)
        if rule is None:
            return 0
        return rule(self, view, decision)

    def scored(self, decision: Decision, score: Callable[[Option], float]) -> int:
        best = max(range(len(decision.options)), key=lambda i: score(decision.options[i]))
        return best


def _draft(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    def value(o: Option) -> float:
        char = game.content.characters[game.content.draftable[o[1]]]
        power = max(f.power for f in char.forms)
        technique = max(f.technique for f in char.forms)
        return char.endurance + 4 * power + 3 * technique

    return bot.scored(d, value)


def _place(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    board = game.content.board
    centre = (board.rows // 2) * board.cols + board.cols // 2
    return bot.scored(d, lambda o: -board.distance[o[1]][centre])


def _card_value(game: Table, card_id: CardId) -> float:
    card = game.content.cards[card_id]
    if card.deck == "attack":
        return card.damage / 2
    if card.effect in ("negate", "rescue"):
        return 20.0
    return 10.0


def _discard(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    hand = game.hand()
    return bot.scored(d, lambda o: -_card_value(game, hand[o[1]]))


def _start(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    def value(o: Option) -> float:
        if o[0] == "card":
            effect = game.content.cards[game.hand()[o[1]]].effect
            return {"fuse": 5.0, "recover": 2.0, "extra_combat": 1.0}.get(effect, -1.0)
        return 0.0

    return bot.scored(d, value)


def _move(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    if d.options[0][0] != "move":
        return 0
    return bot.scored(d, lambda o: move_score(game, d.actor, o))


def _yes(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    return d.options.index(combat.YES) if combat.YES in d.options else 0


def _fuse(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    # a failed roll costs nothing; a holder of the Fusion card is offered no roll
    return d.options.index(combat.FUSE) if combat.FUSE in d.options else 0


def _transform(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    c = game.state.combat
    assert c is not None
    token = game.state.tokens[c.attacker if c.transform_side == 0 else c.defender]
    if rules.left(game, token) <= 3:
        return d.options.index(combat.NO)
    return _yes(bot, game, d)


def _reroll(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    c = game.state.combat
    assert c is not None
    if d.kind == "reroll":
        plan = attack_plan(game, c, bot.plans)
    else:
        plan = need_plan(len(c.dice), c.rerolls, c.need, game.content.wild, bot.plans)
    _, kept = plan.best(c.dice, c.rerolls)
    if kept is None:
        return 0 if d.kind == "reroll" else _full_reroll(d)
    mask = keep.reroll_mask(c.dice, kept)
    return d.options.index(("reroll", mask, 0))


def _full_reroll(d: Decision) -> int:
    return len(d.options) - 1


def _resolve(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    c = game.state.combat
    assert c is not None
    assert c.strike is not None
    target = game.state.tokens[c.strike.target]
    left = rules.left(game, target)

    def value(o: Option) -> float:
        damage, _, inset, _, _ = attack_value(game, c, o)
        bonus = {"none": 1.2, "invulnerable": 1.15, "cards": 1.05}.get(inset, 1.0)
        return min(damage, left + 1) * bonus + (0.1 if o[1] != combat.SUM else 0)

    return bot.scored(d, value)


def _defend(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    c = game.state.combat
    assert c is not None
    assert c.strike is not None
    target = game.state.tokens[c.strike.target]
    damage = c.strike.damage
    n = rules.defence_dice(game, target)
    r = rules.rerolls(game, target, None)
    wild = game.content.wild

    def value(o: Option) -> float:
        if o[1] == 0:
            return 0.0
        if o[1] == 1:
            need = [0] * 6
            need[game.content.dodge_face] = rules.form_of(game, target).dodge
            return damage * odds(n, r, tuple(need), wild)
        card = game.content.cards[game.hand()[o[1] - combat.DEFEND_CARD_BASE]]
        saved = {"negate": damage, "halve": damage / 2, "counter": 5.0}.get(card.effect, 0.0)
        return saved * odds(n, r, card.combo, wild) - 1.0

    return bot.scored(d, value)


def _flee(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    return len(d.options) - 1


def _post(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    seat = d.actor
    token = game.state.tokens[game.state.turn.mover]

    def value(o: Option) -> float:
        cell = o[1]
        enemies = [t for t in rules.occupants(game, cell) if t.owner != seat and t.id != token.id]
        if enemies:
            return 5.0 + expected_attack(game, token, enemies[0]) / max(
                rules.left(game, enemies[0]), 1
            )
        old = token.cell
        token.cell = cell
        try:
            return float(rules.support(game, token))
        finally:
            token.cell = old

    return bot.scored(d, value)


def _bonus(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    hand = game.hand()
    have = {deck: sum(game.content.cards[c].deck == deck for c in hand) for deck in DECK_CHOICES}
    return bot.scored(d, lambda o: -have[DECK_CHOICES[o[1]]] if o[0] == "deck" else -9)


def _duel(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    team = game.state.players[d.actor].team
    return bot.scored(d, lambda o: rules.left(game, game.state.tokens[team[o[1]]]))


_RULES: dict[str, Callable[[GreedyBot, SeatView, Decision], int]] = {
    "draft": _draft,
    "place": _place,
    "discard": _discard,
    "start": _start,
    "recover": lambda bot, game, d: 0,
    "move": _move,
    "instant": lambda bot, game, d: 0,
    "fuse": _fuse,
    "transform": _transform,
    "transform-card": _yes,
    "reroll": _reroll,
    "defend-roll": _reroll,
    "resolve": _resolve,
    "defend": _defend,
    "rescue": _yes,
    "flee": _flee,
    "step": _post,
    "bonus": _bonus,
    "duel": _duel,
}


def ask(game: Game, bot: Bot) -> int:
    """The bot's answer to the game's pending decision, from its seat's view only; a single
    option is answered without asking."""
    decision = game.decision
    assert decision is not None
    if len(decision.options) == 1:
        return 0
    return bot.choose(seat_view(game, decision.actor), decision)
