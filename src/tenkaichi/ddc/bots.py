"""Bots: ``random`` (uniform over action kinds, then over actions) and ``greedy`` (one-step
expected-damage heuristic). The ``mcts`` bot lives in :mod:`tenkaichi.ddc.search`;
:mod:`tenkaichi.ddc.runner` makes bots by name and plays battles with them.

A bot sees only its seat's :class:`~tenkaichi.ddc.view.SeatView` (the public table and the
legal actions, never the battle's dice: see :mod:`tenkaichi.ddc.view`). It has its own
:class:`SeededRng`, separate from the battle's dice, so a battle replays from
``(setup, seed, actions)`` whoever chose the actions.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.geometry import distance
from tenkaichi.ddc.movement import provoked_by
from tenkaichi.ddc.options import attack_actions, techniques
from tenkaichi.ddc.state import FighterState
from tenkaichi.ddc.view import SeatView, Table
from tenkaichi.dice.rng import SeededRng

KILL_BONUS = 1000.0
PROVOKE_COST = 12.0


class Bot(Protocol):
    def choose(self, view: SeatView) -> Action:
        """One of ``view.legal``, from what the seat may know."""
        ...


class RandomBot:
    """Uniform over the kinds of legal action (move, attack, charge, ...), then uniform
    within the kind: a plain uniform pick would almost never attack among ~300 squares."""

    def __init__(self, seed: int) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        kinds = sorted({a.kind for a in legal})
        kind = kinds[self.rng.die(len(kinds)) - 1]
        pool = [a for a in legal if a.kind == kind]
        return pool[self.rng.die(len(pool)) - 1]


def expected_value(battle: Table, user: FighterState, action: Action) -> float:
    """What an ``attack`` action is worth: expected damage to an enemy (a kill is worth
    :data:`KILL_BONUS` more), HP healed, or a rough worth of barriers and statuses."""
    tech = next(t for t in techniques(battle, user, False) if t.name == action.move)
    target = battle.state.fighter(action.target)
    mean = (
        battle.dice(user)
        * 2.5
        * (battle.settings.named_multiplier if tech.named and tech.doubles else 1)
    )
    if tech.kind == "offense":
        hit = mean / battle.settings.defend_divisor if target.defending else mean
        hit = max(0.0, hit - target.barrier) if not target.immune else 0.0
        return hit + (KILL_BONUS if hit >= target.hp else 0.0) + (1 - target.hp / target.max_hp)
    if tech.kind == "heal":
        return min(mean, target.max_hp - target.hp)
    return mean * 0.4


def _best_attack_from(view: SeatView, user: FighterState, square: tuple[int, int]) -> float:
    """The best attack's worth if ``user`` stood on ``square`` (a what-if on a copy)."""
    moved = replace(user, x=square[0], y=square[1])
    fighters = [moved if f is user else f for f in view.state.fighters]
    what_if = view.with_state(replace(view.state, fighters=fighters))
    values = [expected_value(what_if, moved, a) for a in attack_actions(what_if, moved)]
    return max(values, default=0.0)


def _nearest_enemy(battle: Table, user: FighterState, square: tuple[int, int]) -> int:
    return min(
        (
            distance(square, f.square)
            for f in battle.state.fighters
            if f.alive and f.side != user.side
        ),
        default=0,
    )


class GreedyBot:
    """Scores each legal action by what it brings this turn and takes the best (ties: the
    earlier action in the engine's order)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        scores = [self.score(view, a) for a in legal]
        return legal[max(range(len(legal)), key=scores.__getitem__)]

    def score(self, view: SeatView, action: Action) -> float:
        state = view.state
        user, turn = state.actor, state.turn
        if action.kind == "attack":
            return expected_value(view, user, action)
        if action.kind in ("move", "charge"):
            square = (action.x, action.y)
            provokes = len(provoked_by(state, user, user.square, square, turn.provoked))
            penalty = PROVOKE_COST * provokes
            if action.kind == "move" and not turn.attacked:
                reach = _best_attack_from(view, user, square)
                if reach > 0:
                    return 0.95 * reach - penalty
            if turn.attacked:
                return -penalty - 1.0
            return (
                -_nearest_enemy(view, user, square)
                - penalty
                - (0.5 if action.kind == "charge" else 1.0)
            )
        if action.kind == "defend":
            attacks = attack_actions(view, user) if view.settings.defend_attack else []
            here = max((expected_value(view, user, a) for a in attacks), default=0.0)
            if here > 0:  # attack from here, and take half damage until the next turn
                return here + 0.5
            return -max(1.0, _nearest_enemy(view, user, user.square) - 0.5)
        if action.kind == "digivolve":
            return 50.0
        return -0.5 if turn.attacked else -100.0
