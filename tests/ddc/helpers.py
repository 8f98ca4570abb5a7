"""Small set-ups for DDC rule tests: fighters at chosen squares and dice typed in."""

from __future__ import annotations

from typing import Any

from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.setup import BattleSetup, Entry
from tenkaichi.dice.rng import ScriptedRng

FIRST = [10] * 10
"""A 10d10 turn-order roll of 100: this fighter goes first."""
LAST = [1] * 10
"""A roll of 10: after anyone who rolled more."""


def scripted(
    fighters: list[tuple[str, int, int]] | list[tuple[str, int, int, str]],
    dice: list[int],
    **settings: Any,
) -> Battle:
    """A battle of ``(roster name, x, y[, side])`` in setup order, the first fighter acting
    first, every die after the turn order taken from ``dice``."""
    entries = tuple(
        Entry(fighter=f[0], x=f[1], y=f[2], side=f[3] if len(f) > 3 else None)  # type: ignore[misc]
        for f in fighters
    )
    order: list[int] = []
    for index in range(len(entries)):
        order += [10] * (10 - index) + [1] * index
    rng = ScriptedRng(order + dice)
    return Battle.start(BattleSetup(fighters=entries, settings=settings), 0, rng=rng)


def texts(battle: Battle) -> list[str]:
    return [event.text for event in battle.events]
