"""Text for people: squares named as the grid labels them, no identifiers, names untouched."""

from __future__ import annotations

from tenkaichi.table.present_text import column_name, readable, square_name


def test_squares_are_named_as_the_grid_labels_them() -> None:
    assert [column_name(x) for x in (0, 25, 26, 27, 51, 52)] == ["A", "Z", "AA", "AB", "AZ", "BA"]
    assert square_name(14, 3) == "O4"
    assert readable("tear up (14, 3) and land at [0, 4]") == "tear up O4 and land at A5"


def test_rolled_dice_are_not_squares() -> None:
    line = "Kale Dodge 13 = 1d10+ToP [6, 4] + Defense 3; 1d10 + ToP 1d4 [10!+6, 2]; 3d8 [8, 1]"
    assert readable(line) == (
        "Kale Dodge 13 = 1d10+ToP (rolled 6, 4) + Defense 3; "
        "1d10 + ToP 1d4 (rolled 10!+6, 2); 3d8 (rolled 8, 1)"
    )
    assert readable("= 52 [Defense Wall Soak +3]") == "= 52 [Defense Wall Soak +3]"


def test_identifiers_become_words_but_names_stay() -> None:
    line = "pui_pui gains multiple_arms (boosted False); Mr_Satan watches"
    assert (
        readable(line, ["Mr_Satan"]) == "Pui Pui gains Multiple Arms (boosted no); Mr_Satan watches"
    )
