"""The board: an editable text grid of red, yellow, blue and green spaces.

``R`` red (draw an Attack card), ``Y`` yellow (Defence), ``B`` blue (Special), ``G`` green (fight
an unplayed warrior), ``.`` no space. Spaces touch their 8 neighbours (reference B16/B26), and a
move covers any path through existing spaces, passing over tokens (seed 002).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from tenkaichi.errors import ContentError

COLOURS = "RYBG"
COLOUR_NAMES = {"R": "red", "Y": "yellow", "B": "blue", "G": "green"}


@dataclass(frozen=True, slots=True)
class Board:
    rows: int
    cols: int
    cells: str
    """One character per space, row by row (``.`` where there is no space)."""
    neighbours: tuple[tuple[int, ...], ...]
    distance: tuple[tuple[int, ...], ...]
    """Steps between two spaces through existing spaces (-1: unreachable)."""
    rings: tuple[tuple[tuple[int, ...], ...], ...]
    """rings[cell][d]: the spaces exactly d steps from cell."""

    @property
    def greens(self) -> list[int]:
        return [c for c, colour in enumerate(self.cells) if colour == "G"]

    @property
    def size(self) -> int:
        return self.rows * self.cols

    def colour(self, cell: int) -> str:
        return self.cells[cell]

    def exists(self, cell: int) -> bool:
        return 0 <= cell < self.size and self.cells[cell] != "."

    def count(self, colour: str) -> int:
        return self.cells.count(colour)

    def name(self, cell: int) -> str:
        """Chess-like name of a space: column letter and row number from the top (``a1``)."""
        return f"{chr(ord('a') + cell % self.cols)}{cell // self.cols + 1}"

    def within(self, cell: int, low: int, high: int) -> list[int]:
        """Spaces whose distance from ``cell`` is from ``low`` to ``high``."""
        rings = self.rings[cell]
        out: list[int] = []
        for d in range(max(low, 0), min(high, len(rings) - 1) + 1):
            out.extend(rings[d])
        return out

    def parse_cell(self, text: str) -> int:
        text = text.strip().lower()
        if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
            raise ContentError(f"{text!r} is not a space name like 'c4'")
        col, row = ord(text[0]) - ord("a"), int(text[1:]) - 1
        cell = row * self.cols + col
        if not (0 <= col < self.cols and 0 <= row < self.rows) or not self.exists(cell):
            raise ContentError(f"{text!r} is not a space of the board")
        return cell


def parse_board(text: str, source: str) -> Board:
    rows = [
        line.strip()
        for line in text.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    if not rows:
        raise ContentError(f"{source}: no rows of spaces")
    width = len(rows[0])
    if width > 26:
        raise ContentError(f"{source}: at most 26 columns, found {width}")
    for number, row in enumerate(rows, 1):
        if len(row) != width:
            raise ContentError(
                f"{source}: row {number} has {len(row)} spaces, the first row has {width}"
            )
        bad = sorted(set(row) - set(COLOURS + "."))
        if bad:
            raise ContentError(f"{source}: row {number}: unknown space {bad[0]!r} (use R Y B G .)")
    cells = "".join(rows)
    height = len(rows)
    neighbours = []
    for cell in range(len(cells)):
        r, c = divmod(cell, width)
        near: list[int] = []
        if cells[cell] != ".":
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr, cc = r + dr, c + dc
                    if (dr or dc) and 0 <= rr < height and 0 <= cc < width:
                        other = rr * width + cc
                        if cells[other] != ".":
                            near.append(other)
        neighbours.append(tuple(near))
    distance = tuple(_bfs(cell, neighbours, cells) for cell in range(len(cells)))
    rings = tuple(_rings(row) for row in distance)
    return Board(height, width, cells, tuple(neighbours), distance, rings)


def _rings(row: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    far = max(row)
    return tuple(tuple(c for c, d in enumerate(row) if d == ring) for ring in range(far + 1))


def _bfs(start: int, neighbours: list[tuple[int, ...]], cells: str) -> tuple[int, ...]:
    dist = [-1] * len(cells)
    if cells[start] == ".":
        return tuple(dist)
    dist[start] = 0
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for other in neighbours[cell]:
            if dist[other] < 0:
                dist[other] = dist[cell] + 1
                queue.append(other)
    return tuple(dist)
