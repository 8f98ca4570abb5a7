"""How a square of a grid reads in a sentence, for every game on a grid (DBU, DDC).

A DBU square is written as the grid labels it, ``square O4`` (columns are letters A, B,
... AA, rows are numbers from 1; the engine's column 14, row 3); a DDC square by the numbers a
player types and its grid shows, ``square 4,7``. Never as a Python tuple or list. A step
between squares is a compass heading: north is up (row - 1).
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


def column_name(x: int) -> str:
    """Spreadsheet letters: 0 -> A, 25 -> Z, 26 -> AA."""
    out = ""
    x += 1
    while x > 0:
        x, r = divmod(x - 1, 26)
        out = chr(ord("A") + r) + out
    return out


def square_name(pos: Sequence[int]) -> str:
    """A DBU square as the grid labels it: ``(14, 3)`` -> ``square O4``."""
    x, y = pos
    return f"square {column_name(x)}{y + 1}"


def numbered_square(pos: Sequence[int]) -> str:
    """A DDC square by its numbers: ``(4, 7)`` -> ``square 4,7``."""
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


__all__ = ["HEADINGS", "column_name", "counted", "heading", "numbered_square", "square_name"]
