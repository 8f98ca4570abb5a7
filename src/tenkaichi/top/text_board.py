"""The board drawn in text, for a terminal: a grid of spaces named like ``e5`` (column letter,
row number), each warrior on it shown by its mark, with a legend that names every mark.

A warrior's mark is its player's number and its letter in that team (``2C``: Player 2's third
pick, :func:`tenkaichi.top.text_status.marks`), so who owns it never rests on colour alone;
``*`` after it: transformed; ``+``: more than one warrior stands on that space (the legend
names each with its space). An empty space shows the letter of its colour (``r``, ``y``, ``b``,
``g``), or its own name when it is one a person may choose now (where a warrior may be placed).
The legend stands beside the board when it fits the width, else under it in columns.

Drawing only reads the state (the whole game, or one seat's view: the board is public).
"""

from __future__ import annotations

import textwrap
from collections.abc import Collection, Sequence

from rich.text import Text

from tenkaichi.top import rules
from tenkaichi.top.rules import Table
from tenkaichi.top.say import say
from tenkaichi.top.text import Voice
from tenkaichi.top.text_status import UNPLAYED_MARK, marks

CELL = 4
"""Characters per space."""
STYLE = {"R": "on red", "Y": "black on yellow", "B": "on blue", "G": "black on green", ".": ""}
MARK_STYLE = "bold"
GAP = 2
"""Spaces between the board and a legend beside it."""
LEGEND_MIN = 24
"""The narrowest legend column worth putting beside the board."""
TRANSFORMED = "*"
SEVERAL = "+"


def board_width(table: Table) -> int:
    """The width of the board drawn (row numbers and spaces)."""
    return 4 + CELL * table.content.board.cols


def _on_board(table: Table) -> dict[int, list[int]]:
    """The warriors standing on each space (token ids; a player's warriors first)."""
    at: dict[int, list[int]] = {}
    for t in sorted(table.state.tokens, key=lambda t: (t.owner < 0, t.id)):
        if t.alive and t.cell >= 0:
            at.setdefault(t.cell, []).append(t.id)
    return at


def _label(table: Table, here: Sequence[int], mark: dict[int, str]) -> str:
    first = table.state.tokens[here[0]]
    label = mark[first.id] + (TRANSFORMED if first.form > 0 else "")
    if len(here) > 1:
        label = label[: CELL - 1] + SEVERAL
    return label


def board_lines(table: Table, named: Collection[int] = ()) -> list[Text]:
    """The board, a line per row under a line of column letters: warriors by their marks,
    empty spaces by their colour's letter, or by their name for the spaces in ``named``."""
    board = table.content.board
    at = _on_board(table)
    mark = marks(table.state)
    lines = [Text("    " + "".join(f"{chr(ord('a') + c):^{CELL}}" for c in range(board.cols)))]
    for r in range(board.rows):
        line = Text(f"{r + 1:>3} ")
        for c in range(board.cols):
            cell = r * board.cols + c
            colour = board.cells[cell]
            here = at.get(cell)
            if here:
                text = f"{_label(table, here, mark):^{CELL}}"[:CELL]
                line.append(text, style=f"{MARK_STYLE} {STYLE[colour]}".strip())
                continue
            text = board.name(cell) if cell in named else colour.lower().replace(".", " ")
            line.append(f"{text:^{CELL}}"[:CELL], style=STYLE[colour])
        lines.append(line)
    return lines


def legend_entries(table: Table, width: int = 0) -> list[str]:
    """A line per warrior on the board: its mark, name (its present form's), Endurance left of
    its Endurance, and space ("1A Jiren 30/42 a2"), players' warriors first by mark; a name too
    long for ``width`` (0: any width) is cut."""
    board = table.content.board
    mark = marks(table.state)
    out: list[tuple[tuple[bool, str], str]] = []
    for t in table.state.tokens:
        if not t.alive or t.cell < 0:
            continue
        head = mark[t.id] + (TRANSFORMED if t.form > 0 else "")
        tail = f"{max(0, rules.left(table, t))}/{rules.endurance(table, t)} {board.name(t.cell)}"
        name = rules.form_of(table, t).name
        if width:
            name = _fit(name, width - len(head) - len(tail) - 2)
        out.append(((t.owner < 0, mark[t.id]), f"{head} {name} {tail}"))
    return [text for _, text in sorted(out)]


def legend_notes(v: Voice) -> list[str]:
    """What the marks and letters on the board mean, for the lines under it."""
    s = v.seen.state
    marks_line = say(
        "top-board-marks", player=v.player(0), transformed=TRANSFORMED, several=SEVERAL
    )
    unplayed = any(t.owner < 0 and t.alive and t.cell >= 0 for t in s.tokens)
    spaces = say(
        "top-board-spaces-unplayed" if unplayed else "top-board-spaces", mark=UNPLAYED_MARK
    )
    return [marks_line, spaces]


def _fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, a cut shown by an ellipsis."""
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def board_with_legend(v: Voice, width: int = 80, named: Collection[int] = ()) -> list[Text]:
    """The board and its legend in at most ``width`` columns: the legend beside the board when
    it fits there (as many lines as the board, a column of at least :data:`LEGEND_MIN`), else
    under it in columns; then the notes on the marks, wrapped to the width."""
    lines = board_lines(v.seen, named)
    beside = width - board_width(v.seen) - GAP
    entries = legend_entries(v.seen, beside)
    out: list[Text] = []
    if beside >= LEGEND_MIN and len(entries) <= len(lines):
        for i, line in enumerate(lines):
            row = line.copy()
            if i < len(entries):
                row.append(" " * GAP + entries[i])
            out.append(row)
    else:
        out.extend(lines)
        narrow = max(LEGEND_MIN, (width - 2 * GAP) // 3)  # three columns where they fit
        out.extend(Text(line) for line in columns(legend_entries(v.seen, narrow), width))
    for note in legend_notes(v):
        out.extend(Text(line) for line in wrap(note, width))
    return out


def columns(items: Sequence[str], width: int, gap: int = 2) -> list[str]:
    """``items`` in as many columns as fit ``width``, read down each column (like ``ls``)."""
    if not items:
        return []
    widest = max(len(i) for i in items)
    if widest >= width:
        return [_fit(i, width) for i in items]
    per_line = max(1, (width + gap) // (widest + gap))
    rows = -(-len(items) // per_line)
    out = []
    for r in range(rows):
        cells = [items[c * rows + r] for c in range(per_line) if c * rows + r < len(items)]
        out.append((" " * gap).join(f"{cell:<{widest}}" for cell in cells).rstrip())
    return out


def wrap(text: str, width: int, indent: str = "  ") -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces (a word longer than
    a line is cut); the lines after the first indented."""
    return textwrap.wrap(
        text, width, subsequent_indent=indent, break_on_hyphens=False, drop_whitespace=True
    ) or [""]
