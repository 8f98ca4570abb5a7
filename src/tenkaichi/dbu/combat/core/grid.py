"""The battlefield grid: distances, melee range, paths and Areas of Effect.

Squares are (x, y) with (0, 0) at the top left. A fighter of a size that occupies n×n squares
stands on ``pos`` and the squares to its right and below. Distance is counted in squares with
diagonal steps costing 1 (``grid-distance`` in docs/assumptions.md).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable

Pos = tuple[int, int]
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1))
"""Neighbour order: straight steps before diagonal ones, so paths are deterministic."""


def footprint(pos: Pos, size: int) -> list[Pos]:
    x, y = pos
    if size == 1:
        return [(x, y)]
    return [(x + dx, y + dy) for dy in range(size) for dx in range(size)]


def gap(a: Pos, a_size: int, b: Pos, b_size: int) -> int:
    """Squares between two footprints, diagonals counting 1 (adjacent = 1)."""
    ax, ay = a
    bx, by = b
    # On each axis at most one footprint lies past the other (sizes are at least 1): the gap
    # on that axis is the one of the two differences that is positive, or 0 if they overlap.
    dx = bx - ax - a_size + 1
    if dx <= 0:
        dx = ax - bx - b_size + 1
    dy = by - ay - a_size + 1
    if dy <= 0:
        dy = ay - by - b_size + 1
    if dx < dy:  # noqa: PLR1730 - a comparison is faster than max() on this hot path
        dx = dy
    return dx if dx > 0 else 0


def in_bounds(pos: Pos, size: int, width: int, height: int) -> bool:
    x, y = pos
    return x >= 0 and y >= 0 and x + size <= width and y + size <= height


def reachable(
    start: Pos, size: int, limit: int, width: int, height: int, blocked: set[Pos]
) -> dict[Pos, list[Pos]]:
    """Every square within ``limit`` steps, with the shortest path to it (start excluded).

    ``blocked`` squares (other fighters) cannot be entered or crossed."""
    paths: dict[Pos, list[Pos]] = {start: []}
    queue = deque([start])
    right, bottom = width - size, height - size  # the last corner a footprint fits at
    while queue:
        here = queue.popleft()
        path = paths[here]
        if len(path) >= limit:
            continue
        hx, hy = here
        for dx, dy in STEPS:
            x, y = hx + dx, hy + dy
            if not (0 <= x <= right and 0 <= y <= bottom):
                continue
            nxt = (x, y)
            if nxt in paths:
                continue
            if size == 1:
                if nxt in blocked:
                    continue
            elif any(sq in blocked for sq in footprint(nxt, size)):
                continue
            paths[nxt] = [*path, nxt]
            queue.append(nxt)
    del paths[start]
    return paths


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


def direction(frm: Pos, to: Pos) -> tuple[int, int]:
    return _sign(to[0] - frm[0]), _sign(to[1] - frm[1])


def cone(origin: Pos, size: int, toward: Pos, length: int) -> set[Pos]:
    """A Cone from the attacker's footprint toward a square: a 90-degree wedge ``length``
    squares deep, widening by one square each side per square of depth."""
    cx = origin[0] + (size - 1) / 2
    cy = origin[1] + (size - 1) / 2
    dx, dy = toward[0] - cx, toward[1] - cy
    out: set[Pos] = set()
    own = set(footprint(origin, size))
    for x in range(int(cx) - length - size, int(cx) + length + size + 1):
        for y in range(int(cy) - length - size, int(cy) + length + size + 1):
            if (x, y) in own:
                continue
            vx, vy = x - cx, y - cy
            depth = max(abs(vx), abs(vy))
            if depth == 0 or depth > length + (size - 1) / 2:
                continue
            # inside the 90-degree wedge around the aim direction
            dot = vx * dx + vy * dy
            if dot <= 0:
                continue
            norm_v = (vx * vx + vy * vy) ** 0.5
            norm_d = (dx * dx + dy * dy) ** 0.5
            if dot / (norm_v * norm_d) >= 0.7071 - 1e-9:
                out.add((x, y))
    return out


def line(origin: Pos, size: int, toward: Pos, length: int) -> set[Pos]:
    """A Line one square wide, ``length`` squares long, from the attacker toward a square and
    on past it."""
    cx = origin[0] + (size - 1) / 2
    cy = origin[1] + (size - 1) / 2
    dx, dy = toward[0] - cx, toward[1] - cy
    m = max(abs(dx), abs(dy))
    out: list[Pos] = []
    if m == 0:
        return set()
    own = set(footprint(origin, size))
    k = 1
    while len(out) < length and k <= 4 * (length + size):
        p = (math.floor(cx + k * dx / m + 0.5), math.floor(cy + k * dy / m + 0.5))
        if p not in own and p not in out:
            out.append(p)
        k += 1
    return set(out)


def covers(area: Iterable[Pos], pos: Pos, size: int) -> bool:
    squares = set(area)
    return any(sq in squares for sq in footprint(pos, size))


CARDINALS = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
"""Wave's directions, as (dx, dy) steps."""


def sphere(center: Pos, radius: int) -> set[Pos]:
    """A Sphere: every square within ``radius`` squares of its Target Square (diagonals 1)."""
    cx, cy = center
    return {
        (x, y)
        for x in range(cx - radius, cx + radius + 1)
        for y in range(cy - radius, cy + radius + 1)
    }


def around(origin: Pos, size: int, radius: int) -> set[Pos]:
    """A Sphere centred on a fighter: the squares within ``radius`` of its footprint,
    not counting the footprint itself (Sweeping's Minor Sphere)."""
    own = set(footprint(origin, size))
    x, y = origin
    return {
        (i, j)
        for i in range(x - radius, x + size + radius)
        for j in range(y - radius, y + size + radius)
        if (i, j) not in own
    }


def wave(start: Pos, direction: str, length: int, *, centered: bool = False) -> list[Pos]:
    """A Line from a chosen square in a cardinal direction (Wave): ``length`` squares from
    ``start``, or (``centered``) running through it with half the length on each side."""
    dx, dy = CARDINALS[direction]
    first = -(length // 2) if centered else 0
    return [(start[0] + k * dx, start[1] + k * dy) for k in range(first, first + length)]
