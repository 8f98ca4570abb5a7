"""How the search bot plays a world forward and judges where it got to.

A rollout applies one candidate option to a determinised world
(:mod:`~tenkaichi.dbu.play.search_worlds`), then lets the greedy policy answer every decision
of every side until the horizon: the start of the next turn of the searching side after
another side has had a turn (``"turn"``), or the end of the round (``"round"``), or the end of
the fight, whichever comes first. :func:`evaluate` scores the position for one side: the
share of its Life and Ki left against the best other side's, a penalty per Defeated fighter,
and a large bonus or malus once the fight is won or lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.bots import greedy_scores

Horizon = Literal["turn", "round"]


@dataclass(frozen=True, slots=True)
class Weights:
    """What the evaluation counts, in shares of a side's whole Life."""

    ki: float = 0.25
    """What a Ki Point is worth in Life Points (the greedy bot's own rate)."""
    action: float = 0.03
    """What a Standard Action still to spend this round is worth, as a share of the fighter's
    Life (a fight lasts some thirty Actions): so that an Action spent now (a Counter Action
    made of a Standard one) is not free at a horizon that falls before the fighter's turn."""
    defeated: float = 0.5
    """Taken off a side's score per Defeated fighter."""
    win: float = 3.0
    """Added for a won fight (taken off for a lost one); a side's Life share is at most 1."""


DEFAULT_WEIGHTS = Weights()
ROLLOUT_LIMIT = 400
"""The most decisions one rollout plays before it is scored where it stands."""


def greedy_index(world: Encounter) -> int:
    """The greedy bot's choice at ``world``'s decision, read off the whole world (inside a
    rollout every side plays greedy and may see the sampled world: it is the bot's own
    simulation, not the fight)."""
    decision = world.decision
    assert decision is not None
    scores = greedy_scores(world, decision)
    return max(range(len(scores)), key=lambda i: (scores[i], -i))


def _active_side(world: Encounter) -> str:
    fid = world.state.active
    return world.fighter(fid).side if fid and world.has_fighter(fid) else ""


def rollout(
    world: Encounter,
    side: str,
    choice: int,
    *,
    horizon: Horizon = "turn",
    weights: Weights = DEFAULT_WEIGHTS,
    limit: int = ROLLOUT_LIMIT,
) -> float:
    """Apply ``choice`` to ``world``, play on greedily to the horizon, and score it for
    ``side`` (``world`` is used up)."""
    state = world.state
    start_round = state.round
    world.choose(choice)
    others_played = _active_side(world) not in ("", side)
    start_key = (state.round, state.turn)
    for _ in range(limit):
        if world.over:
            break
        if horizon == "round":
            if state.round != start_round:
                break
        else:
            active = _active_side(world)
            key = (state.round, state.turn)
            if key != start_key:
                if active == side and others_played:
                    break
                if active not in ("", side):
                    others_played = True
        world.choose(greedy_index(world))
    return evaluate(world, side, weights)


def side_worth(world: Encounter, side: str, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """A side's share of its fighters' whole Life, plus its Ki and its Actions left this
    round, less a penalty per Defeated fighter (:class:`Weights`). Once the fight is over
    only Life and Defeat count: Ki and Actions left have nothing more to buy."""
    life = ki = whole = actions = 0.0
    defeated = 0
    for f in world.state.fighters:
        if f.side != side:
            continue
        top = stats.max_life(world, f)
        whole += top
        if f.defeated:
            defeated += 1
            continue
        life += max(0, f.life)
        ki += max(0, f.ki)
        actions += weights.action * top * max(0, f.actions)
    if whole <= 0:
        return 0.0
    if world.over:
        return life / whole - weights.defeated * defeated
    return (life + weights.ki * ki + actions) / whole - weights.defeated * defeated


def evaluate(world: Encounter, side: str, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """How good ``world`` is for ``side``: its worth against the best other side's, plus the
    win bonus for a won fight and minus it for a lost one."""
    sides = {f.side for f in world.state.fighters}
    mine = side_worth(world, side, weights)
    theirs = max((side_worth(world, s, weights) for s in sides if s != side), default=0.0)
    value = mine - theirs
    winner = world.state.winner
    if winner == side:
        value += weights.win
    elif winner and winner != "draw":
        value -= weights.win
    return value


__all__ = [
    "DEFAULT_WEIGHTS",
    "Horizon",
    "Weights",
    "evaluate",
    "greedy_index",
    "rollout",
    "side_worth",
]
