"""The board as a picture (PNG) for a chat reply: a DBU grid or the Tournament of Power board.

A :class:`Board` is plain data (squares, the pieces on them, terrain marks, legend notes),
made by :mod:`tenkaichi.chat.table_chat_status` from a seat's view; :func:`png` draws it.
Nothing here knows a rule or a game's state. What the picture promises:

- **Never colour alone.** Every piece carries its letters (unique on the board) and the legend
  under the board names each: letters, name, owner (side or player), square; a Tournament of
  Power player's pieces also share a shape, and a coloured space carries its colour's letter.
- **Squares named as the log names them.** Columns are letters (``A``, ``B``, ... ``AA``;
  lower case for the Tournament of Power), rows numbers from 1, top to bottom: a piece at
  column 3, row 2 (from 0) stands on ``D3``.
- **Small and the same.** At most :data:`MAX_SIDE` pixels a side, a few tens of kilobytes
  (a palette PNG), and the same bytes for the same board: no time stamp, no metadata. A grid
  too big to draw legibly is drawn around its pieces (the labels say which squares), or whole
  in smaller squares when they stand too far apart.

Pillow is imported when a picture is drawn, so importing the chat package stays cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Literal

from tenkaichi.chat.texts import text as tr  # ``text`` names the words drawn, here
from tenkaichi.table.present_text import column_name

if TYPE_CHECKING:
    from PIL.ImageDraw import ImageDraw
    from PIL.ImageFont import FreeTypeFont, ImageFont

    Font = FreeTypeFont | ImageFont

Shape = Literal["circle", "square", "diamond", "triangle", "hexagon", "star", "octagon"]
MarkKind = Literal["feature", "item", "vehicle"]
Box = tuple[int, int, int, int]
"""Squares drawn: x0, y0, x1, y1 (the ends excluded)."""

MAX_SIDE = 800
"""The largest width or height of a picture, in pixels."""
BOARD_PX = 640
"""The room the squares take, at most, along the board's longer side."""
CELL_MIN, CELL_MAX = 16, 48
"""A square's side in pixels: a grid that would be drawn smaller is drawn around its pieces
(unless they stand too far apart), and a small grid is not drawn larger."""
VIEW_MIN = 12
"""The fewest squares a side of a grid drawn around its pieces shows."""
MARGIN = 22
"""Room for the column letters and row numbers."""
ROW = 18
"""The height of a legend line."""
LEGEND_COLUMN = 310
"""The width of a legend column."""
MORE = "... and more: the text names every one."
"""The legend's last word when the picture has no room to name every piece (in English: the
picture reads ``chat-board-more``)."""
COLOURS = 64
"""The picture's palette."""
ALT_MAX = 900
"""The most characters of :func:`describe` (Discord takes 1024 for a file's description)."""
BACKGROUND = (255, 255, 255)
GROUND = (247, 243, 232)
GRID_LINE = (214, 208, 192)
INK = (34, 34, 34)
ACTING = (212, 160, 23)
FEATURE = (154, 154, 138)
ITEM = (214, 158, 46)


@dataclass(frozen=True, slots=True)
class Piece:
    """A fighter or warrior on the board."""

    letters: str
    """What the piece shows (one to three characters, unique on the board)."""
    name: str
    owner: str
    """Its side or player, as the legend names it."""
    colour: str
    """``#rrggbb``: its side's or player's colour."""
    x: int
    y: int
    size: int = 1
    """Squares a side (a Large fighter covers 2 x 2)."""
    shape: Shape = "circle"
    acting: bool = False
    defeated: bool = False


@dataclass(frozen=True, slots=True)
class Mark:
    """Terrain on the grid: a Feature (a grey block with ``label``, its Hardness Rank), an
    item on the ground (a small diamond), a Vehicle (an outlined box)."""

    kind: MarkKind
    name: str
    x: int
    y: int
    size: int = 1
    label: str = ""


@dataclass(frozen=True, slots=True)
class Board:
    width: int
    height: int
    pieces: tuple[Piece, ...]
    marks: tuple[Mark, ...] = ()
    fills: tuple[str, ...] = ()
    """Per square, row by row: ``#rrggbb`` of a coloured space, or "" for no space (a
    Tournament of Power board); empty: every square is ground."""
    tags: tuple[str, ...] = ()
    """Per square, as ``fills``: a letter drawn in its corner (the space's colour)."""
    lower: bool = False
    """Column letters in lower case (the Tournament of Power names spaces ``c3``)."""
    notes: tuple[str, ...] = ()
    """Lines after the pieces in the legend (what the marks and the tags mean)."""

    def square(self, x: int, y: int) -> str:
        """A square's name as the board labels it: ``D3``, or ``d3``."""
        column = column_name(x)
        return f"{column.lower() if self.lower else column}{y + 1}"


def describe(board: Board) -> str:
    """The picture in one line of words (its alt text)."""
    pieces = [
        tr(
            "chat-board-piece-defeated" if p.defeated else "chat-board-piece",
            letters=p.letters,
            name=p.name,
            owner=p.owner,
            square=board.square(p.x, p.y),
        )
        for p in board.pieces
    ]
    size = {"width": str(board.width), "height": str(board.height)}
    if pieces:
        said = tr("chat-board-alt", pieces="; ".join(pieces), **size)
    else:
        said = tr("chat-board-alt-empty", **size)
    return said if len(said) <= ALT_MAX else said[: ALT_MAX - 1] + "…"


def png(board: Board) -> bytes:
    """The picture of ``board`` as PNG bytes (see the module)."""
    from io import BytesIO

    from PIL import Image, ImageDraw

    (x0, y0, x1, y1), cell = layout(board)
    grid_w, grid_h = (x1 - x0) * cell, (y1 - y0) * cell
    lines: list[Line] = [(p, _words(board, p)) for p in board.pieces]
    columns = max(1, min(len(lines) // 12 + 1, (MAX_SIDE - 8) // LEGEND_COLUMN))
    rows = -(-len(lines) // columns)
    notes = list(board.notes)
    width = min(MAX_SIDE, max(MARGIN + grid_w + 8, columns * LEGEND_COLUMN + 8))
    room = (MAX_SIDE - (MARGIN + grid_h + 12)) // ROW - len(notes)
    if rows > room:  # too many pieces to name here: the text names them all
        notes.insert(0, tr("chat-board-more"))
        rows = max(1, room - 1)
        lines = lines[: rows * columns]
    height = min(MAX_SIDE, MARGIN + grid_h + 12 + (rows + len(notes)) * ROW)
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    _squares(draw, board, (x0, y0, x1, y1), cell)
    _marks(draw, board, (x0, y0, x1, y1), cell)
    _pieces(draw, board, (x0, y0, x1, y1), cell)
    top = MARGIN + grid_h + 10
    _legend(draw, lines, top, columns, rows)
    for i, note in enumerate(notes):
        draw.text(
            (6, top + (rows + i) * ROW + 2), _fit(draw, note, width - 12), font=_font(12), fill=INK
        )
    out = BytesIO()
    # a palette of 64 colours: a third of the bytes of a full-colour picture, quickly made
    palette = image.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    palette.save(out, "PNG")
    return out.getvalue()


def layout(board: Board) -> tuple[Box, int]:
    """The squares drawn (:func:`window`) and a square's side in pixels; the square at
    column ``x``, row ``y`` has its top left corner at ``MARGIN + (x - x0) * cell`` across
    and ``MARGIN + (y - y0) * cell`` down."""
    box = window(board)
    x0, y0, x1, y1 = box
    return box, max(1, min(CELL_MAX, BOARD_PX // max(x1 - x0, y1 - y0)))


def window(board: Board) -> Box:
    """The squares drawn (x0, y0, x1, y1; the ends excluded): the whole board when it fits
    at :data:`CELL_MIN`, else the squares around its pieces and marks."""
    most = BOARD_PX // CELL_MIN
    if board.width <= most and board.height <= most:
        return 0, 0, board.width, board.height
    spots = [(p.x, p.y, p.size) for p in board.pieces] + [(m.x, m.y, m.size) for m in board.marks]
    if not spots:
        spots = [(0, 0, 1)]
    lo_x = min(x for x, _, _ in spots)
    lo_y = min(y for _, y, _ in spots)
    hi_x = max(x + s for x, _, s in spots)
    hi_y = max(y + s for _, y, s in spots)
    (x0, x1), (y0, y1) = _span(lo_x, hi_x, board.width, most), _span(lo_y, hi_y, board.height, most)
    return x0, y0, x1, y1


def _span(lo: int, hi: int, size: int, most: int) -> tuple[int, int]:
    """Squares ``lo`` to ``hi`` with two more each way (:data:`VIEW_MIN` at least, ``most``
    at most), within the board."""
    if size <= most:
        return 0, size
    lo, hi = max(0, lo - 2), min(size, hi + 2)
    if hi - lo > most:  # the pieces spread too wide: all of it, in smaller squares
        return 0, size
    grow = max(0, VIEW_MIN - (hi - lo))
    lo = max(0, min(lo - grow // 2, size - max(VIEW_MIN, hi - lo)))
    return lo, min(size, max(hi, lo + VIEW_MIN))


# --- drawing ----------------------------------------------------------------------------------


@cache
def _font(size: int) -> Font:
    from PIL import ImageFont

    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow before 10.1: one bitmap size
        return ImageFont.load_default()


def _rgb(colour: str) -> tuple[int, int, int]:
    value = colour.lstrip("#")
    try:
        return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
    except ValueError:
        return INK


def _ink(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``fill``."""
    r, g, b = fill
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else BACKGROUND


def _faded(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = fill
    return (r + 2 * 255) // 3, (g + 2 * 255) // 3, (b + 2 * 255) // 3


def _centred(draw: ImageDraw, xy: tuple[float, float], text: str, size: int, fill: object) -> None:
    font = _font(size)
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font)
    x = xy[0] - (right - left) / 2 - left
    y = xy[1] - (bottom - top) / 2 - top
    draw.text((round(x), round(y)), text, font=font, fill=fill)  # type: ignore[arg-type]


def _squares(draw: ImageDraw, board: Board, box: Box, cell: int) -> None:
    x0, y0, x1, y1 = box
    label = max(10, min(13, cell // 2))
    for y in range(y0, y1):
        for x in range(x0, x1):
            i = y * board.width + x
            fill = board.fills[i] if board.fills else "#f7f3e8"
            left, top = MARGIN + (x - x0) * cell, MARGIN + (y - y0) * cell
            if not fill:
                continue
            draw.rectangle((left, top, left + cell, top + cell), fill=_rgb(fill), outline=GRID_LINE)
            tag = board.tags[i] if board.tags else ""
            if tag:
                draw.text((left + 3, top + 1), tag, font=_font(9), fill=INK)
    step = 1 if cell >= CELL_MIN else 2  # small squares: every other one labelled
    for x in range(x0, x1, step):
        column = column_name(x)
        text = column.lower() if board.lower else column
        _centred(draw, (MARGIN + (x - x0 + 0.5) * cell, MARGIN / 2), text, label, INK)
    for y in range(y0, y1, step):
        _centred(draw, (MARGIN / 2, MARGIN + (y - y0 + 0.5) * cell), str(y + 1), label, INK)


def _marks(draw: ImageDraw, board: Board, box: Box, cell: int) -> None:
    order = {"feature": 0, "vehicle": 1, "item": 2}
    for m in sorted(board.marks, key=lambda m: order[m.kind]):
        if not _inside(box, m.x, m.y, m.size):
            continue
        left = MARGIN + (m.x - box[0]) * cell
        top = MARGIN + (m.y - box[1]) * cell
        side = m.size * cell
        if m.kind == "feature":
            draw.rectangle((left + 1, top + 1, left + side - 1, top + side - 1), FEATURE, INK)
            if m.label:
                _centred(draw, (left + side / 2, top + side / 2), m.label, cell // 2, BACKGROUND)
        elif m.kind == "vehicle":
            draw.rectangle((left + 3, top + 3, left + side - 3, top + side - 3), None, INK, 2)
        else:
            cx, cy, r = left + side / 2, top + side / 2, cell / 5
            draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], ITEM, INK)


def _inside(box: Box, x: int, y: int, size: int) -> bool:
    """Whether the whole of a thing of ``size`` squares at ``x``, ``y`` is drawn."""
    x0, y0, x1, y1 = box
    return x0 <= x and x + size <= x1 and y0 <= y and y + size <= y1


SPOTS = (
    ((0.0, 0.0),),
    ((-0.22, 0.0), (0.22, 0.0)),
    ((-0.22, -0.2), (0.22, -0.2), (0.0, 0.22)),
    ((-0.22, -0.22), (0.22, -0.22), (-0.22, 0.22), (0.22, 0.22)),
)
"""Where the pieces sharing a square stand on it (fractions of a square from its centre)."""


def _pieces(draw: ImageDraw, board: Board, box: Box, cell: int) -> None:
    together: dict[tuple[int, int], list[Piece]] = {}
    for p in board.pieces:
        together.setdefault((p.x, p.y), []).append(p)
    for (x, y), here in together.items():
        spots = SPOTS[min(len(here), len(SPOTS)) - 1]
        for k, p in enumerate(here):
            dx, dy = spots[k % len(spots)]
            side = p.size * cell
            if not _inside(box, x, y, p.size):
                continue
            left = MARGIN + (x - box[0]) * cell
            top = MARGIN + (y - box[1]) * cell
            cx, cy = left + side / 2 + dx * cell, top + side / 2 + dy * cell
            r = side / 2 - 3 if len(here) == 1 else cell * 0.22
            _piece(draw, p, (cx, cy), r)


def _piece(
    draw: ImageDraw, p: Piece, centre: tuple[float, float], r: float, letters: bool = True
) -> None:
    fill = _rgb(p.colour)
    if p.defeated:
        fill = _faded(fill)
    ring, width = (ACTING, 3) if p.acting else (INK, 1)
    cx, cy = centre
    if p.shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill, ring, width)
    else:
        draw.polygon(_outline(p.shape, cx, cy, r), fill, ring, width)
    if letters:
        size = max(8, min(18, round(r * (0.9 if len(p.letters) < 3 else 0.7))))
        _centred(draw, (cx, cy), p.letters, size, _ink(fill))
    if p.defeated:  # struck through, not only faded
        draw.line((cx - r, cy + r, cx + r, cy - r), INK, 2)


def _outline(shape: Shape, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    from math import cos, pi, sin

    if shape == "square":
        r *= 0.85
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "star":
        points = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.5
            angle = -pi / 2 + k * pi / 5
            points.append((cx + radius * cos(angle), cy + radius * sin(angle)))
        return points
    sides = {"diamond": 4, "triangle": 3, "hexagon": 6, "octagon": 8}.get(shape, 4)
    turn = -pi / 2 if shape in ("diamond", "triangle") else pi / sides
    return [
        (cx + r * cos(turn + k * 2 * pi / sides), cy + r * sin(turn + k * 2 * pi / sides))
        for k in range(sides)
    ]


Line = tuple[Piece, str]
"""A legend line: the piece and its words."""


def _words(board: Board, p: Piece) -> str:
    msg_id = (
        "chat-board-legend-defeated"
        if p.defeated
        else "chat-board-legend-acting"
        if p.acting
        else "chat-board-legend"
    )
    return tr(msg_id, name=p.name, owner=p.owner, square=board.square(p.x, p.y))


def _legend(draw: ImageDraw, lines: Sequence[Line], top: int, columns: int, rows: int) -> None:
    font = _font(12)
    for i, (p, words) in enumerate(lines[: columns * rows]):
        left = 6 + (i // rows) * LEGEND_COLUMN
        y = top + (i % rows) * ROW
        _piece(draw, p, (left + 8, y + ROW / 2), 7, letters=False)
        draw.text((left + 20, y + 2), p.letters, font=font, fill=INK)
        draw.text((left + 48, y + 2), _fit(draw, words, LEGEND_COLUMN - 56), font=font, fill=INK)


def _fit(draw: ImageDraw, text: str, room: int) -> str:
    font = _font(12)
    if draw.textlength(text, font=font) <= room:
        return text
    while text and draw.textlength(text + "…", font=font) > room:
        text = text[:-1]
    return text + "…"


__all__ = ["MARGIN", "MAX_SIDE", "Board", "Mark", "Piece", "describe", "layout", "png", "window"]
