"""The board as a picture (:mod:`tenkaichi.chat.board_image`): a small PNG, the same bytes for
the same board, every piece drawn where it stands with its letters, never by colour alone."""

from __future__ import annotations

import io
import subprocess
import sys
from dataclasses import replace

from PIL import Image

from tenkaichi.chat.board_image import (
    ALT_MAX,
    MARGIN,
    MAX_SIDE,
    Board,
    Mark,
    Piece,
    describe,
    layout,
    png,
    window,
)

PNG = b"\x89PNG\r\n\x1a\n"
KALE = Piece("Ka", "Kale", "side A", "#2b6cb0", 3, 2)
YAMCHA = Piece("Ya", "Yamcha", "side B", "#c53030", 5, 2)
DUEL = Board(8, 5, (KALE, YAMCHA))


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def square(board: Board, image: Image.Image, x: int, y: int) -> list[tuple[int, int, int]]:
    """The pixels inside the square at column ``x``, row ``y`` (its border left out)."""
    (x0, y0, _, _), cell = layout(board)
    left, top = MARGIN + (x - x0) * cell, MARGIN + (y - y0) * cell
    return pixels(image.crop((left + 2, top + 2, left + cell - 2, top + cell - 2)))


def pixels(image: Image.Image) -> list[tuple[int, int, int]]:
    data = image.tobytes()
    return [(data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)]


def test_a_picture_is_a_small_png() -> None:
    data = png(DUEL)
    assert data.startswith(PNG)
    assert len(data) < 60_000
    image = decoded(data)
    assert image.width <= MAX_SIDE
    assert image.height <= MAX_SIDE
    assert image.width >= 8 * layout(DUEL)[1]  # every column is drawn


def test_the_same_board_gives_the_same_bytes_and_another_other_bytes() -> None:
    assert png(DUEL) == png(Board(8, 5, (KALE, YAMCHA)))
    moved = replace(DUEL, pieces=(replace(KALE, x=4), YAMCHA))
    assert png(moved) != png(DUEL)


def test_a_square_with_a_fighter_differs_from_an_empty_one() -> None:
    image = decoded(png(DUEL))
    empty = square(DUEL, image, 0, 0)
    assert len(set(empty)) == 1  # the bare ground, one colour
    assert square(DUEL, image, 1, 4) == empty
    for piece in DUEL.pieces:
        here = square(DUEL, image, piece.x, piece.y)
        assert here != empty
        colour = tuple(int(piece.colour[i : i + 2], 16) for i in (1, 3, 5))
        # the side's colour fills most of the square (the palette may move it a little)
        near = [p for p in here if sum(abs(a - b) for a, b in zip(p, colour, strict=True)) < 24]
        assert len(near) > len(here) // 3


def test_pieces_are_told_apart_by_their_letters_not_by_colour_alone() -> None:
    twin = replace(YAMCHA, colour=KALE.colour)  # both sides the same colour
    board = replace(DUEL, pieces=(KALE, twin))
    image = decoded(png(board))
    assert square(board, image, KALE.x, KALE.y) != square(board, image, twin.x, twin.y)
    renamed = replace(board, pieces=(KALE, replace(twin, letters="Yb")))
    assert png(renamed) != png(board)


def test_a_defeated_or_acting_fighter_is_drawn_apart() -> None:
    plain = decoded(png(DUEL))
    for changed in (replace(KALE, defeated=True), replace(KALE, acting=True)):
        board = replace(DUEL, pieces=(changed, YAMCHA))
        shown = decoded(png(board))
        assert square(board, shown, KALE.x, KALE.y) != square(DUEL, plain, KALE.x, KALE.y)


def test_terrain_is_drawn_where_it_stands_and_named_in_the_legend() -> None:
    marks = (
        Mark("feature", "boulder", 0, 0, 1, "2"),
        Mark("item", "Spear", 1, 1),
        Mark("vehicle", "Capsule Hover Car", 6, 3, 2),
    )
    board = replace(DUEL, marks=marks, notes=("Grey blocks: Features.",))
    image = decoded(png(board))
    bare = decoded(png(DUEL))
    for m in marks:
        assert square(board, image, m.x, m.y) != square(DUEL, bare, m.x, m.y)
    assert image.height > bare.height  # the note's line


def test_a_tournament_of_power_board_has_coloured_spaces_with_letters_and_shapes() -> None:
    fills = ("#ffc9c9", "#a5d8ff", "", "#ffec99") * 4
    tags = ("R", "B", "", "Y") * 4
    circle = Piece("Ji", "Jiren", "Player 1", "#0072b2", 0, 0)
    board = Board(4, 4, (circle,), fills=fills, tags=tags, lower=True)
    image = decoded(png(board))
    assert square(board, image, 1, 0) != square(board, image, 0, 1)  # red, blue: each lettered
    assert len(set(square(board, image, 2, 0))) == 1  # no space there: left blank
    star = replace(board, pieces=(replace(circle, shape="star"),))
    assert png(star) != png(board)
    assert board.square(2, 3) == "c4"
    assert describe(board) == "The board, 4 by 4 squares: Ji Jiren (Player 1) on a1."


def test_squares_are_named_as_the_grid_labels_them() -> None:
    assert DUEL.square(3, 2) == "D3"
    assert DUEL.square(26, 0) == "AA1"
    alt = describe(replace(DUEL, pieces=(replace(KALE, defeated=True), YAMCHA)))
    assert alt == (
        "The board, 8 by 5 squares: Ka Kale (side A) on D3, defeated; Ya Yamcha (side B) on F3."
    )
    assert describe(Board(8, 5, ())) == "The board, 8 by 5 squares, nobody on it yet."


def test_a_long_description_is_cut_to_one_short_line() -> None:
    crowd = tuple(
        Piece(f"{i}", f"Saibaman number {i}", "side Villains", "#c53030", i % 60, i // 60)
        for i in range(120)
    )
    alt = describe(Board(64, 64, crowd))
    assert len(alt) <= ALT_MAX
    assert "\n" not in alt
    assert alt.endswith("…")


def test_a_big_grid_is_drawn_around_its_pieces_and_fits() -> None:
    far = (replace(KALE, x=40, y=50), replace(YAMCHA, x=47, y=55))
    board = Board(64, 64, far)
    x0, y0, x1, y1 = window(board)
    assert x0 <= 40
    assert x1 >= 48
    assert y0 <= 50
    assert y1 >= 56
    assert x1 <= 64
    assert y1 <= 64
    image = decoded(png(board))
    assert image.width <= MAX_SIDE
    assert image.height <= MAX_SIDE
    empty = square(board, image, x0, y0)
    assert square(board, image, 40, 50) != empty
    assert window(DUEL) == (0, 0, 8, 5)  # a small grid is drawn whole
    apart = Board(64, 64, (replace(KALE, x=0, y=0), replace(YAMCHA, x=63, y=63)))
    assert window(apart) == (0, 0, 64, 64)  # too far apart to frame: the whole grid
    image = decoded(png(apart))
    assert image.width <= MAX_SIDE
    assert image.height <= MAX_SIDE
    assert square(apart, image, 63, 63) != square(apart, image, 30, 30)


def test_a_crowd_too_big_to_name_still_fits() -> None:
    crowd = tuple(
        Piece(f"S{i}", f"Saibaman {i}", "side Villains", "#c53030", i % 40, i // 40 * 3)
        for i in range(120)
    )
    board = Board(40, 40, crowd, notes=("Grey blocks: Features.",))
    image = decoded(png(board))
    assert image.width <= MAX_SIDE
    assert image.height <= MAX_SIDE
    # the legend's last line (that the text names the rest) is drawn whole, not cut off
    assert len(set(pixels(image.crop((0, image.height - 3, image.width, image.height))))) == 1
    assert len(set(pixels(image.crop((0, image.height - 18, image.width, image.height))))) > 1


def test_importing_the_chat_front_ends_does_not_load_pillow() -> None:
    code = (
        "import sys\n"
        "import tenkaichi.chat.frontends, tenkaichi.chat.table_chat\n"
        "import tenkaichi.chat.board_image, tenkaichi.chat.table_chat_status\n"
        "print('PIL' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
