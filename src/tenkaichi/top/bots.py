"""Bots: ``random`` (uniform over legal options) and ``greedy`` (exact dice expectimax plus a
move heuristic). The search bot lives in :mod:`tenkaichi.top.search`.

A bot answers ``choose(view, decision) -> index``. It is handed only its seat's
:class:`~tenkaichi.top.views.SeatView` (its own hand, the backs of the other cards, no deck
order, no generator), never the game, so it cannot use what its player may not see. It draws its
own chance from its own seeded generator, so a game between bots depends only on the seeds.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

import numpy as np

from tenkaichi.dice.rng import SeededRng
from tenkaichi.errors import TenkaichiError
from tenkaichi.top import combat, keep, rules
from tenkaichi.top.attack import attack_value
from tenkaichi.top.engine import Decision, Game
from tenkaichi.top.keep import FloatArray, Plan, Tables
from tenkaichi.top.rules import Table
from tenkaichi.top.state import CardId, Combat, Option, Token
from tenkaichi.top.turn import DECK_CHOICES
from tenkaichi.top.views import SeatView, seat_view

KILL_BONUS = 25.0
STOPPING_EFFECTS = ("negate", "halve")
"""Defence card effects the greedy bot fears when it attacks."""


class Bot(Protocol):
    def choose(self, view: SeatView, decision: Decision) -> int: ...


class RandomBot:
    """Uniform over the legal options."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: SeatView, decision: Decision) -> int:
        return self.rng.die(len(decision.options)) - 1


# -- the exact dice play ------------------------------------------------------------------
def holds_stopper(view: SeatView, seat: int) -> float:
    """The chance, as ``view``'s seat can judge it, that ``seat`` holds a card that stops or
    halves an attack: certain knowledge of one's own hand; for another player, the backs of its
    cards (how many Defence and Special cards) drawn without replacement from the cards of those
    decks the viewer cannot see."""
    cards = view.content.cards
    if seat < 0:
        return 0.0
    if seat == view.seat:
        return float(any(cards[c].effect in STOPPING_EFFECTS for c in view.hand()))
    backs = view.backs(seat)
    none = 1.0
    for deck in ("defence", "special"):
        held = backs.count(deck)
        if not held:
            continue
        pool = view.unseen(deck)
        total = sum(pool.values())
        good = sum(n for c, n in pool.items() if cards[c].effect in STOPPING_EFFECTS)
        if total >= held:
            none *= math.comb(total - good, held) / math.comb(total, held)
    return 1.0 - none


def _defence_risk(
    game: Table, striker: Token, target: Token, inset: str, stopper: float
) -> tuple[float, float, float]:
    """Chance the target's defence stops an attack made with 1, 2 and 3+ rolls (rough: a
    stopping card in hand, held with chance ``stopper``, counts as a 50% defence; the Dodge
    chance is exact)."""
    if inset == "none":
        return 0.0, 0.0, 0.0
    cards = 0.5 * stopper
    dodge = 0.0
    if inset == "cards_or_dice" and rules.ability(game, striker) != "no-defence-dice":
        form = rules.form_of(game, target)
        need = [0] * 6
        need[game.content.dodge_face] = form.dodge
        n = rules.defence_dice(game, target)
        dodge = keep.combo_odds(n, rules.rerolls(game, target, None), need, game.content.wild)
    late = 1 - (1 - cards) * (1 - dodge)
    if inset == "invulnerable":
        return 0.0, 0.0, 0.0
    return 0.0, cards, late


def attack_plan(view: SeatView, c: Combat, cache: dict[tuple[object, ...], Plan]) -> Plan:
    """The expectimax plan of the striker's dice for this strike (cached per situation)."""
    game = view
    s = game.state
    strike = c.strike
    assert strike is not None
    striker, target = s.tokens[strike.striker], s.tokens[strike.target]
    form = rules.form_of(game, striker)
    hand: tuple[CardId, ...] = ()
    if striker.owner == view.seat:
        hand = tuple(
            sorted(
                {x for x in s.players[striker.owner].hand if game.content.cards[x].deck == "attack"}
            )
        )
    total_rerolls = c.rerolls + strike.rolls - 1
    left = rules.left(game, target)
    divisor = rules.form_of(game, target).divisor if target.form else 1
    stopper = round(holds_stopper(view, target.owner), 1)  # coarse: more plans are shared
    risks = {
        inset: _defence_risk(game, striker, target, inset, stopper)
        for inset in ("cards_or_dice", "cards", "none", "invulnerable")
    }
    key = (form.name, len(c.dice), total_rerolls, hand, left, divisor, tuple(risks.values()))
    found = cache.get(key)
    if found is not None:
        return found
    content = game.content
    options: list[tuple[tuple[int, ...] | None, int, str]] = [
        (combo.need, combo.damage, "cards_or_dice") for combo in form.combos
    ]
    for card_id in hand:
        card = content.cards[card_id]
        options.append((card.combo, card.damage, card.defence))
    values = np.array(form.values, dtype=np.float64)
    wild = content.wild

    def worth(damage: FloatArray | float) -> FloatArray:
        dealt = np.ceil(np.asarray(damage, dtype=np.float64) / divisor)
        result: FloatArray = np.minimum(dealt, left) + KILL_BONUS * (dealt > left)
        return result

    def payoff(t: Tables, rolls: int) -> FloatArray:
        risk_index = min(rolls, 3) - 1
        sums = _sums(t, values, wild, content.offensive)
        best = worth(sums) * (1 - risks["cards_or_dice"][risk_index])
        for need, damage, inset in options:
            assert need is not None
            ok = keep.formed(t, need, wild)
            value = float(worth(damage)) * (1 - risks[inset][risk_index])
            best = np.maximum(best, np.where(ok, value, 0.0))
        return best

    plan = keep.plan(len(c.dice), total_rerolls, payoff)
    if len(cache) > 2000:
        cache.clear()
    cache[key] = plan
    return plan


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


def expected_attack(game: Table, striker: Token, target: Token) -> float:
    """Rough expected damage of an attack (best combo by its exact odds, or a sum)."""
    form = rules.form_of(game, striker)
    n = rules.attack_dice(game, striker, target)
    r = rules.rerolls(game, striker, target)
    best = 0.0
    for combo in form.combos:
        best = max(best, combo.damage * _odds(n, r, combo.need, game.content.wild))
    mean_face = sum(form.values[f] for f in game.content.offensive) / 6
    return max(best, mean_face * n)


_ODDS: dict[tuple[int, int, tuple[int, ...], int], float] = {}


def _odds(n: int, r: int, need: tuple[int, ...], wild: int) -> float:
    key = (n, r, need, wild)
    found = _ODDS.get(key)
    if found is None:
        found = keep.combo_odds(n, r, need, wild)
        _ODDS[key] = found
    return found


_KILL: dict[tuple[object, ...], float] = {}


def kill_chance(game: Table, striker: Token, target: Token) -> float:
    """Exact chance that the striker's best dice play (its combos or the sum, no cards, no
    defence) deals enough to eliminate the target: the expectimax with a 0/1 payoff."""
    form = rules.form_of(game, striker)
    n = rules.attack_dice(game, striker, target)
    r = rules.rerolls(game, striker, target)
    left = rules.left(game, target)
    divisor = rules.form_of(game, target).divisor if target.form else 1
    key = (form.name, n, r, left, divisor)
    found = _KILL.get(key)
    if found is not None:
        return found
    content = game.content
    wild = content.wild
    values = np.array(form.values, dtype=np.float64)
    needed = left + 1 if content.settings.elimination == "gt" else left

    def payoff(t: Tables, _rolls: int) -> FloatArray:
        best = _sums(t, values, wild, content.offensive)
        for combo in form.combos:
            best = np.maximum(best, np.where(keep.formed(t, combo.need, wild), combo.damage, 0.0))
        hit: FloatArray = (np.ceil(best / divisor) >= needed).astype(np.float64)
        return hit

    plan = keep.plan(n, r, payoff)
    found = float(keep.first_roll(n) @ plan.value[r])
    _KILL[key] = found
    return found


def _sums(t: Tables, values: FloatArray, wild: int, offensive: tuple[int, ...]) -> FloatArray:
    """The symbol sum of every multiset, doubled where every die shows one offensive symbol."""
    m = t.matrix
    sums = m @ values - m[:, wild] * values[wild]
    shown = (m > 0).copy()
    shown[:, wild] = False
    single = shown.sum(axis=1) == 1
    doubled = single & np.isin(shown.argmax(axis=1), offensive)
    result: FloatArray = np.where(doubled, sums * 2, sums)
    return result


def score_move(
    game: Table, seat: int, o: Option, attack: Callable[[Table, Token, Token], float]
) -> float:
    """A move's score with the warrior standing on its destination: ``attack(game, mover,
    target)`` for a fight, else a green fight (3 + Endurance / 10) or a card plus team contact."""
    s = game.state
    token = s.tokens[s.players[seat].team[o[1]]]
    cell = o[2]
    enemies = [t for t in rules.occupants(game, cell) if t.owner != seat]
    old = token.cell
    token.cell = cell
    try:
        if enemies:
            return attack(game, token, enemies[0])
        if game.content.board.cells[cell] == "G":
            return 3.0 + rules.left(game, token) / 10
        return 1.0 + 0.5 * rules.support(game, token)
    finally:
        token.cell = old


def _greedy_attack(game: Table, token: Token, target: Token) -> float:
    """Expected share of the target's Endurance, a kill bonus, less a counter-attack's share."""
    expected = expected_attack(game, token, target)
    left = rules.left(game, target)
    score = min(expected, left) / max(left, 1) * 10 + (8.0 if expected > left else 0.0)
    threat = (
        expected_attack(game, target, token)
        if rules.ability(game, target) == "counter-attack"
        else 0.0
    )
    return score - threat / max(rules.left(game, token), 1) * 10


def move_score(game: Table, seat: int, o: Option) -> float:
    """The greedy bot's move score."""
    return score_move(game, seat, o, _greedy_attack)


def _move(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    if d.options[0][0] != "move":
        return 0
    return bot.scored(d, lambda o: move_score(game, d.actor, o))


def _yes(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    return d.options.index(combat.YES) if combat.YES in d.options else 0


def _fuse(bot: GreedyBot, game: SeatView, d: Decision) -> int:
    return d.options.index(combat.FUSE)  # a failed roll costs nothing


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


def need_plan(
    n: int, r: int, need: tuple[int, ...], wild: int, cache: dict[tuple[object, ...], Plan]
) -> Plan:
    key = ("need", n, r, need, wild)
    found = cache.get(key)
    if found is None:

        def hit(t: Tables, _rolls: int) -> FloatArray:
            return keep.formed(t, need, wild).astype(np.float64)

        found = keep.plan(n, r, hit)
        cache[key] = found
    return found


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
            return damage * _odds(n, r, tuple(need), wild)
        card = game.content.cards[game.hand()[o[1] - combat.DEFEND_CARD_BASE]]
        saved = {"negate": damage, "halve": damage / 2, "counter": 5.0}.get(card.effect, 0.0)
        return saved * _odds(n, r, card.combo, wild) - 1.0

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

BOTS = ("random", "greedy", "search")


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name; an unknown name lists the known ones."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name == "search" or name.startswith("search:"):
        from tenkaichi.top.search import SearchBot

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


def ask(game: Game, bot: Bot) -> int:
    """The bot's answer to the game's pending decision, from its seat's view only; a single
    option is answered without asking."""
    decision = game.decision
    assert decision is not None
    if len(decision.options) == 1:
        return 0
    return bot.choose(seat_view(game, decision.actor), decision)


def play(game: Game, bots: list[Bot], limit: int = 100_000) -> Game:
    """Play a game to the end, each seat's decisions by its bot (which sees its seat's view)."""
    for _ in range(limit):
        decision = game.decision
        if decision is None:
            return game
        game.choose(ask(game, bots[decision.actor]))
    raise TenkaichiError(f"the game did not end within {limit} decisions")
