"""The battlefield as a small text map for ``tenkaichi play``, and squares typed by a person.

Columns are lettered and rows numbered the way the fight's own lines name squares (``E3`` is
column E, row 3), so what the log says and what the map shows agree. Each fighter is one
capital letter (small when defeated) over its whole footprint, Features ``#``, Items on the
ground ``*``, Vehicles ``v``; squares a menu lets you pick are ``+``, and up to nine of them
carry a digit (the nearest square to each opponent, the farthest from them all) that can be
typed instead of the square. A map wider or taller than a terminal shows the part around the
fighter who chooses.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.grid import footprint
from tenkaichi.table.present import grid_model
from tenkaichi.table.present_text import column_name, square_name

Square = tuple[int, int]
SCREEN = 80
"""Columns the map fits in."""
MAX_ROWS = 14
"""Rows shown at most; a taller battlefield shows the rows around the chooser."""
SQUARE_HELP = "a square: E3 (column letter, row number) or 5,3 (column, row)"
"""How a square is typed, as the screen says it."""
_TYPED = re.compile(r"^([a-z]{1,3})(\d{1,4})$|^(\d{1,4})\s*,\s*(\d{1,4})$")


def column_index(letters: str) -> int:
    """Spreadsheet letters back to a column: A -> 0, Z -> 25, AA -> 26."""
    out = 0
    for char in letters.upper():
        out = out * 26 + (ord(char) - ord("A") + 1)
    return out - 1


def parse_square(text: str) -> Square | None:
    """A typed square (``e3``, ``E3``, ``5,3``) as (column, row) from 0, or None."""
    found = _TYPED.match(text.strip().lower())
    if found is None:
        return None
    if found.group(1):
        x, y = column_index(found.group(1)), int(found.group(2)) - 1
    else:
        x, y = int(found.group(3)) - 1, int(found.group(4)) - 1
    return (x, y) if x >= 0 and y >= 0 else None


def tokens(names: Iterable[str]) -> dict[str, str]:
    """One capital letter per fighter: a letter of its name, else the next free letter."""
    used: set[str] = set()
    out: dict[str, str] = {}
    for name in names:
        letters = [c.upper() for c in name if c.isascii() and c.isalpha()]
        letter = next((c for c in letters if c not in used), None)
        if letter is None:
            letter = next((c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in used), "?")
        used.add(letter)
        out[name] = letter
    return out


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A marked square: the digit typed for it and what it is."""

    digit: str
    square: Square
    why: str


def suggestions(enc: Encounter, actor: str, squares: Sequence[Square]) -> list[Suggestion]:
    """Up to nine squares worth a digit: the nearest to each opponent, the farthest from all."""
    if not squares or not enc.has_fighter(actor):
        return []
    me = enc.fighter(actor)
    foes = list(enc.opponents(me))[:8]
    out: list[Suggestion] = []
    seen: set[Square] = set()

    def dist(a: Square, b: Square) -> int:
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

    for foe in foes:
        best = min(squares, key=lambda s: (dist(s, foe.pos), dist(s, me.pos), s))
        if best not in seen:
            seen.add(best)
            out.append(Suggestion(str(len(out) + 1), best, f"nearest {foe.id}"))
    if foes:
        far = max(squares, key=lambda s: (min(dist(s, f.pos) for f in foes), -dist(s, me.pos)))
        if far not in seen and len(out) < 9:
            out.append(Suggestion(str(len(out) + 1), far, "farthest from every opponent"))
    return out


def _window(size: int, fits: int, centre: int) -> range:
    if size <= fits:
        return range(size)
    start = min(max(centre - fits // 2, 0), size - fits)
    return range(start, start + fits)


def draw(
    enc: Encounter,
    *,
    actor: str = "",
    marks: Iterable[Square] = (),
    digits: Sequence[Suggestion] = (),
    legend: dict[str, str] | None = None,
) -> list[str]:
    """The map as lines of at most :data:`SCREEN` characters, then one line of who is who."""
    grid = grid_model(enc)
    width, height = int(grid["width"]), int(grid["height"])
    cells: dict[Square, str] = {}
    for square in marks:
        cells[square] = "+"
    for s in digits:
        cells[s.square] = s.digit
    for feature in grid["features"]:
        for sq in footprint((feature["x"], feature["y"]), feature["size"]):
            cells[sq] = "#"
    for vehicle in grid["vehicles"]:
        for sq in footprint((vehicle["x"], vehicle["y"]), vehicle["size"]):
            cells.setdefault(sq, "v")
    for item in grid["items"]:
        cells.setdefault((item["x"], item["y"]), "*")
    letters = tokens(f["name"] for f in grid["fighters"])
    centre: Square = (width // 2, height // 2)
    for f in grid["fighters"]:
        letter = letters[f["name"]]
        for sq in footprint((f["x"], f["y"]), f["size"]):
            cells[sq] = letter.lower() if f["defeated"] else letter
        if f["name"] == actor:
            centre = (f["x"], f["y"])
    cell = 2 if width * 2 + 3 <= SCREEN else 1
    cols = _window(width, (SCREEN - 3) // cell, centre[0])
    rows = _window(height, MAX_ROWS, centre[1])
    head = "".join(column_name(x)[-cell:].ljust(cell) for x in cols)
    lines = [("   " + head).rstrip()]
    for y in rows:
        row = "".join(cells.get((x, y), ".").ljust(cell) for x in cols)
        lines.append(f"{y + 1:>2} {row}".rstrip())
    if len(cols) < width or len(rows) < height:
        lines.append(
            f"   (part of the {width}x{height} battlefield: columns "
            f"{column_name(cols[0])}-{column_name(cols[-1])}, rows {rows[0] + 1}-{rows[-1] + 1})"
        )
    notes = legend or {}
    who = [
        f"{letters[f['name']]} {f['name']} ({f['side']}) {notes.get(f['name'], '')}".rstrip()
        for f in grid["fighters"]
    ]
    left = max(len(line) for line in lines)
    if len(who) <= len(lines) - 1 and left + 3 + max(len(w) for w in who) <= SCREEN:
        for i, text in enumerate(who, 1):  # beside the map, one fighter a row
            lines[i] = lines[i].ljust(left) + "   " + text
    else:
        lines += _wrap(who)
    if digits:
        lines += _wrap([f"{s.digit} {square_name(*s.square)} {s.why}" for s in digits])
    return lines


def _wrap(parts: list[str]) -> list[str]:
    out: list[str] = []
    line = ""
    for part in parts:
        if line and len(line) + 3 + len(part) > SCREEN:
            out.append(line)
            line = ""
        line = f"{line}   {part}" if line else part
    if line:
        out.append(line)
    return out


__all__ = [
    "SQUARE_HELP",
    "Suggestion",
    "column_index",
    "draw",
    "parse_square",
    "suggestions",
    "tokens",
]
