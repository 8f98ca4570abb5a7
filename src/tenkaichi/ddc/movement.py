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


def reachable(
    state: BattleState, mover: FighterState, budget: int, settings: DdcSettings
) -> dict[Square, int]:
    """Every square ``mover`` may end a move on within ``budget`` steps, with its cost.

    A breadth-first search on bitsets (one bit per square): each step grows the reached set
    to its 8 neighbours, minus squares an enemy blocks."""
    if budget <= 0:
        return {}
    width, height = settings.grid_width, settings.grid_height
    full, not_first, not_last = _masks(width, height)
    blocked = occupied = 0
    for other in state.fighters:
        if other is mover or not other.alive:
            continue
        bit = 1 << (other.y * width + other.x)
        occupied |= bit
        if other.side != mover.side or not settings.pass_allies:
            blocked |= bit
    open_squares = full & ~blocked
    reached = 1 << (mover.y * width + mover.x)
    found: dict[Square, int] = {}
    for step in range(1, budget + 1):
        row = reached | ((reached & not_last) << 1) | ((reached & not_first) >> 1)
        grown = (row | (row << width) | (row >> width)) & open_squares
        new = grown & ~reached
        if not new:
            break
        reached |= new
        ending = new & ~occupied
        while ending:
            low = ending & -ending
            cell = low.bit_length() - 1
            found[(cell % width, cell // width)] = step
            ending ^= low
    return found


@cache
def _masks(width: int, height: int) -> tuple[int, int, int]:
    """Bitsets of every square, of squares not in the first column, not in the last."""
    full = (1 << (width * height)) - 1
    first = sum(1 << (y * width) for y in range(height))
    last = first << (width - 1)
    return full, full & ~first, full & ~last


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
