"""What the bots work out: the exact dice play (the expectimax plans of an attack and of a
defence roll, :mod:`tenkaichi.top.keep`), the odds of a combo, expected damage and the chance to
eliminate, the chance that a player holds a stopping card, and the greedy move score.

Everything here reads a :class:`~tenkaichi.top.rules.Table` (a bot's
:class:`~tenkaichi.top.views.SeatView`); the terminal shows the same plans as odds and a best
play (:mod:`tenkaichi.top.render`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from tenkaichi.top import keep, rules
from tenkaichi.top.keep import FloatArray, Plan, Tables
from tenkaichi.top.rules import Table
from tenkaichi.top.state import CardId, Combat, Option, Token
from tenkaichi.top.views import SeatView

KILL_BONUS = 25.0
STOPPING_EFFECTS = ("negate", "halve")
"""Defence card effects the greedy bot fears when it attacks."""


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


def expected_attack(game: Table, striker: Token, target: Token) -> float:
    """Rough expected damage of an attack (best combo by its exact odds, or a sum)."""
    form = rules.form_of(game, striker)
    n = rules.attack_dice(game, striker, target)
    r = rules.rerolls(game, striker, target)
    best = 0.0
    for combo in form.combos:
        best = max(best, combo.damage * odds(n, r, combo.need, game.content.wild))
    mean_face = sum(form.values[f] for f in game.content.offensive) / 6
    return max(best, mean_face * n)


_ODDS: dict[tuple[int, int, tuple[int, ...], int], float] = {}


def odds(n: int, r: int, need: tuple[int, ...], wild: int) -> float:
    """The chance to form ``need`` with ``n`` dice and ``r`` re-rolls (cached)."""
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
