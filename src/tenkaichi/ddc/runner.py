"""Bots by name (:func:`make_bot`, :func:`bots_for`) and a battle played to the end by them
(:func:`run_battle`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tenkaichi.ddc.bots import Bot, GreedyBot, RandomBot
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.search import MctsBot
from tenkaichi.errors import TenkaichiError

MAX_ACTIONS = 20_000
"""A battle that needs more actions than this is a bug (the round limit comes far sooner)."""

BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "mcts": MctsBot,
}


def make_bot(name: str, seed: int) -> Bot:
    """A bot by name; an unknown name lists the known ones."""
    if name not in BOTS:
        raise TenkaichiError(f"unknown bot {name!r} (known: {', '.join(sorted(BOTS))})")
    return BOTS[name](seed)


def run_battle(battle: Battle, bots: Mapping[str, Bot]) -> Battle:
    """Play to the end, each fighter's choices made by ``bots[fighter name]``."""
    for _ in range(MAX_ACTIONS):
        if battle.over:
            return battle
        battle.apply(bots[battle.state.actor.name].choose(battle.view()))
    raise TenkaichiError(f"battle seed {battle.seed} did not end within {MAX_ACTIONS} actions")


def bots_for(battle: Battle, kinds: Mapping[str, str] | str, seed: int) -> dict[str, Bot]:
    """One bot per fighter; ``kinds`` is one bot name for all or a name per fighter."""
    names = [f.name for f in battle.state.fighters]
    return {
        name: make_bot(kinds if isinstance(kinds, str) else kinds[name], seed * 31 + i)
        for i, name in enumerate(names)
    }
