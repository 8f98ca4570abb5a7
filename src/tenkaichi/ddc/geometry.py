"""The battle grid: squares, the five range shapes of seed rule 7, and starting places.

Offsets are ``(dx, dy)`` from the one acting to the square it reaches. A diagonal step costs 1
(reference C3.3), so plain distance is the Chebyshev distance.

Seed rule 7 gives each reach as "N squares horizontal or vertical, and M squares diagonally".
``area`` (the default) reads that as everything within the reach (reference C3.4's area
shapes): close is the 8 neighbours and 2 straight; long is every square a path of at most 6
squares, at most 5 of them diagonal, reaches (``max <= 6 and min <= 5``), so an enemy 2 squares
away at a knight's-move angle is in reach. ``rays`` keeps only the 8 lines (a chess queen's).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tenkaichi.ddc.content import RangeKind

Square = tuple[int, int]


def distance(a: Square, b: Square) -> int:
    """Squares of movement between ``a`` and ``b`` on an open grid (diagonals cost 1)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _normal(dx: int, dy: int) -> bool:
    return max(dx, dy) <= 1


def _close_rays(dx: int, dy: int) -> bool:
    return (min(dx, dy) == 0 and max(dx, dy) <= 2) or (dx == 1 and dy == 1)


def _long_rays(dx: int, dy: int) -> bool:
    return (min(dx, dy) == 0 and max(dx, dy) <= 6) or (dx == dy and dx <= 5)


def _close_area(dx: int, dy: int) -> bool:
    return max(dx, dy) <= 1 or (min(dx, dy) == 0 and max(dx, dy) <= 2)


def _long_area(dx: int, dy: int) -> bool:
    return max(dx, dy) <= 6 and min(dx, dy) <= 5


def _self(dx: int, dy: int) -> bool:
    return dx == 0 and dy == 0


_SHAPES: dict[str, dict[str, Callable[[int, int], bool]]] = {
    "rays": {
        "normal": _normal,
        "close": _close_rays,
        "long": _long_rays,
        "self": _self,
        "support": _long_rays,
    },
    "area": {
        "normal": _normal,
        "close": _close_area,
        "long": _long_area,
        "self": _self,
        "support": _long_area,
    },
}


def in_range(kind: RangeKind, dx: int, dy: int, mode: str = "area") -> bool:
    """Whether a move of range ``kind`` reaches the offset ``(dx, dy)`` (``mode``: the
    ``range_mode`` setting, ``area`` by default)."""
    return _SHAPES[mode][kind](abs(dx), abs(dy))


def start_squares(count: int, width: int, height: int) -> list[Square]:
    """Default starting squares (reference C3.2): a 1v1 faces off 10 apart on the middle row;
    more fighters stand evenly around a ring about the centre."""
    cx, cy = width // 2, height // 2
    radius = max(1, min(cx, cy) - 1)
    if count == 2:
        gap = min(5, radius)
        return [(cx - gap, cy), (cx + gap, cy)]
    squares: list[Square] = []
    for k in range(count):
        angle = math.pi + 2 * math.pi * k / count
        square = (cx + round(radius * math.cos(angle)), cy + round(radius * math.sin(angle)))
        while square in squares:  # tiny grids only
            square = (square[0], (square[1] + 1) % height)
        squares.append(square)
    return squares
