"""Movement on the grid (seed rule 3) and the attack of opportunity trigger.

A step goes to one of the 8 neighbours and costs 1 (reference C3.3). A path may cross allies
(``pass_allies``) but never an enemy, and a move may not end on an occupied square. A move's
cost is its shortest path, so walls of enemies make a square dearer than its distance.
"""

from __future__ import annotations

from functools import cache

from tenkaichi.ddc.geometry import Square, distance
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.ddc.state import BattleState, FighterState

_STEPS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


def reachable(
    state: BattleState, mover: FighterState, budget: int, settings: DdcSettings
) -> dict[Square, int]:
    """Every square ``mover`` may end a move on within ``budget`` steps, with its cost."""
    if budget <= 0:
        return {}
    width, height = settings.grid_width, settings.grid_height
    neighbours = _neighbours(width, height)
    cost = [-1] * (width * height)
    occupied: list[int] = []
    for other in state.fighters:
        if other is mover or not other.alive:
            continue
        cell = other.y * width + other.x
        occupied.append(cell)
        if other.side != mover.side or not settings.pass_allies:
            cost[cell] = budget + 1  # never entered
    start = mover.y * width + mover.x
    cost[start] = 0
    frontier = [start]
    for step in range(1, budget + 1):
        nxt = []
        for cell in frontier:
            for near in neighbours[cell]:
                if cost[near] < 0:
                    cost[near] = step
                    nxt.append(near)
        if not nxt:
            break
        frontier = nxt
    for cell in occupied:
        cost[cell] = -1
    cost[start] = -1
    return {(c % width, c // width): v for c, v in enumerate(cost) if 0 < v <= budget}


@cache
def _neighbours(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    table = []
    for y in range(height):
        for x in range(width):
            table.append(
                tuple(
                    (y + dy) * width + x + dx
                    for dx, dy in _STEPS
                    if 0 <= x + dx < width and 0 <= y + dy < height
                )
            )
    return tuple(table)


def provoked_by(
    state: BattleState, mover: FighterState, start: Square, end: Square, already: list[str]
) -> list[FighterState]:
    """Enemies the mover runs away from (seed rule 3): within 1 square at the start of the
    move and beyond 1 at its end, each at most once per turn, in turn order."""
    found = []
    for index in state.order:
        enemy = state.fighters[index]
        if (
            enemy.alive
            and enemy.side != mover.side
            and enemy.name not in already
            and distance(start, enemy.square) <= 1 < distance(end, enemy.square)
        ):
            found.append(enemy)
    return found
