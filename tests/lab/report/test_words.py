"""Parameter names, values and sides as the report writes them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tenkaichi.lab.report_words import (
    ValueWords,
    cell_words,
    parameter_words,
    side_labels,
    value_words,
    warrior_of,
)

from .report_helpers import identifiers


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("A.power_level", "A: Power Level"),
        ("rules.long_range", "Long Range (rule)"),
        ("rules.holding_back", "Holding Back (rule)"),
        ("edition", "Edition"),
        ("bot", "Bot"),
        ("seat2.warrior", "Seat 2: Warrior"),
        ("A.attributes.Force", "A: Force (attribute)"),
        ("Kale.size", "Kale: Size"),
        ("rules.ki_per_round", "Ki per Round (rule)"),
    ],
)
def test_parameter_words(name: str, words: str) -> None:
    assert parameter_words(name) == words


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (True, "on"),
        (False, "off"),
        (8, "8"),
        (0.25, "0.25"),
        (2.0, "2"),
        ("examples/piccolo-jr.yaml", "Piccolo Jr"),
        ("dbu-1", "dbu-1"),
        ("search_20", "search 20"),
        (None, "not set"),
    ],
)
def test_value_words(value: str | int | float | bool | None, words: str) -> None:
    assert value_words(value) == words


SNAKE = st.from_regex(r"[a-z]{1,8}(_[a-z]{1,8}){0,3}", fullmatch=True)


@given(
    st.one_of(
        SNAKE,
        st.builds(lambda s: f"rules.{s}", SNAKE),
        st.builds(lambda side, s: f"{side}.{s}", st.sampled_from(["A", "B", "Kale"]), SNAKE),
        st.builds(lambda n, s: f"seat{n}.{s}", st.integers(1, 6), SNAKE),
    )
)
def test_no_parameter_name_shows_as_an_identifier(name: str) -> None:
    words = parameter_words(name)
    assert "_" not in words
    assert "." not in words
    assert identifiers(words) == []


def test_a_cell_in_words() -> None:
    words = ValueWords.of({"A.power_level": [8, 10], "rules.holding_back": [False, True]})
    assert cell_words([], {}, words) == "All fights"
    assert (
        cell_words(
            ["A.power_level", "rules.holding_back"],
            {"A.power_level": 8, "rules.holding_back": False},
            words,
        )
        == "A: Power Level 8, Holding Back (rule) off"
    )


def test_values_that_would_read_alike_keep_their_text() -> None:
    words = ValueWords.of(
        {"B.sheet": ["v1/goku.yaml", "v2/goku.yaml", "kale.yaml"], "x": [1, 1.0, True]}
    )
    assert [words("B.sheet", v) for v in ("v1/goku.yaml", "v2/goku.yaml", "kale.yaml")] == [
        "v1/goku.yaml",
        "v2/goku.yaml",
        "Kale",
    ]
    assert [words("x", v) for v in (1, 1.0, True)] == ["1", "1.0", "on"]
    assert words("unknown", "a_b") == "a b"


def test_side_labels() -> None:
    assert side_labels("dbu", [("Kale", "Yamcha"), ("Kale", "Yamcha")]) == ["Kale", "Yamcha"]
    assert side_labels("dbu", [("Kale", "Yamcha"), ("Goku", "Yamcha")]) == ["Side 1", "Yamcha"]
    assert side_labels("dbu", [("Kale (A)", "Goku (B)"), ("Kale (A)", "Vegeta (B)")]) == [
        "Kale (A)",
        "Side B",
    ]
    assert side_labels("dbu", [("Kale", "Goku"), ("Goku", "Kale")]) == ["Side 1", "Side 2"]
    assert side_labels("dbu", [("Goku", "Kale", "Side 2"), ("Goku", "Yamcha", "Side 2")]) == [
        "Side 1",
        "Side 2",
        "Side 3",
    ]
    assert side_labels("top", [("Seat 1: Goku", "Seat 2: Hit", "Seat 3")]) == [
        "Seat 1",
        "Seat 2",
        "Seat 3",
    ]
    assert warrior_of("Seat 2: Hit") == "Hit"
    assert warrior_of("Seat 3") == "drafted in play"
