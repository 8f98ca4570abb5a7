"""How a square of a grid reads in a sentence, for every game on a grid (DBU, DDC).

A square is written ``square 4,7``: its column, then its row, counted from 0 at the top left
(the numbers a player types to name it, and the numbers on the drawn grid), never as a Python
tuple or list. A step between squares is a compass heading: north is up (row - 1).
"""

from __future__ import annotations

from collections.abc import Sequence

HEADINGS = {
    (0, -1): "north",
    (1, -1): "north-east",
    (1, 0): "east",
    (1, 1): "south-east",
    (0, 1): "south",
    (-1, 1): "south-west",
    (-1, 0): "west",
    (-1, -1): "north-west",
}
"""A one-square step (column, row) -> its compass heading."""


def square_name(pos: Sequence[int]) -> str:
    """``(4, 7)`` -> ``square 4,7``."""
    x, y = pos
    return f"square {x},{y}"


def heading(dx: int, dy: int) -> str:
    """The compass heading of a step (its signs only): ``(1, -1)`` -> ``north-east``."""
    step = ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
    return HEADINGS.get(step, "nowhere")


def counted(n: int, noun: str, plural: str = "") -> str:
    """``3 Actions``, ``1 Action``: a number and its noun, singular for one (``plural``: an
    irregular plural; else an ``s`` is added)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


__all__ = ["HEADINGS", "counted", "heading", "square_name"]
