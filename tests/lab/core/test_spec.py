"""A spec is checked before anything runs: each mistake is one line naming the key path."""

from __future__ import annotations

import pytest

from tenkaichi.errors import LabError
from tenkaichi.lab.spec import DEFAULT_BATCH, parse_spec

BASE = "game: fake\nfights: 10\nmatch: {p: 0.5}\n"


def problem(text: str) -> str:
    with pytest.raises(LabError) as caught:
        parse_spec(text, "namek.yaml")
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith("namek.yaml: ")
    return message.removeprefix("namek.yaml: ")


def test_defaults() -> None:
    spec = parse_spec(BASE, "x.yaml")
    assert (spec.seed, spec.batch, spec.stop, spec.sweep, spec.title) == (
        1,
        DEFAULT_BATCH,
        None,
        None,
        None,
    )
    assert spec.parameters() == []
    assert spec.min_fights == 10  # one batch, but no more than the fights


def test_parameters_in_spec_order() -> None:
    spec = parse_spec(
        BASE
        + "sweep:\n  grid: {b: [1], a: [2]}\n"
        + "  sample: {n: 1, params: {z: {range: [1, 2]}, c: {choice: [x]}}}\n",
        "x.yaml",
    )
    assert spec.parameters() == ["b", "a", "z", "c"]


def test_same_meaning_same_identity() -> None:
    """Comments, spacing, key order and written-out defaults do not change a spec's identity;
    any value does."""
    one = parse_spec(BASE, "x.yaml")
    two = parse_spec("# a comment\nmatch:   {p: 0.5}\nfights: 10\ngame: fake\nseed: 1\n", "y")
    three = parse_spec(BASE.replace("10", "11"), "z")
    assert one.sha256() == two.sha256()
    assert one.sha256() != three.sha256()


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        (BASE + "colour: red\n", "colour", "unknown key"),
        (BASE.replace("fights: 10", "fights: many"), "fights", "integer"),
        (BASE.replace("fights: 10", "fights: 0"), "fights", "greater than or equal to 1"),
        (BASE.replace("game: fake\n", ""), "game", "missing"),
        (BASE + "seed: -3\n", "seed", "-3"),
        (BASE + "stop: {half_width: 0.02, patience: 3}\n", "stop.patience", "unknown key"),
        (BASE + "stop: {half_width: 2}\n", "stop.half_width", "less than 0.5"),
        (BASE + "stop: {half_width: 0.1, min_fights: 50}\n", "stop: min_fights", "more than"),
        (BASE + "sweep: {grid: {A.power: []}}\n", "sweep.grid.A.power", "at least one"),
        (BASE + "sweep: {grid: {A.power: [[1, 2]]}}\n", "sweep.grid.A.power[0]", "not a word"),
        (BASE + "sweep: {}\n", "sweep", "give a grid, a sample or both"),
        (
            BASE + "sweep: {sample: {n: 2, params: {p: {range: [5, 1]}}}}\n",
            "sweep.sample.params.p",
            "empty",
        ),
        (
            BASE + "sweep: {sample: {n: 2, params: {p: {between: [1, 2]}}}}\n",
            "sweep.sample.params.p",
            "give {range: [lo, hi]} or {choice",
        ),
        (BASE + "sweep: {sample: {n: 0, params: {p: {range: [1, 2]}}}}\n", "sweep.sample.n", "1"),
        (BASE + "sweep: {sample: {n: 2, params: {p: 3}}}\n", "sweep.sample.params.p", "give"),
        (
            BASE + "sweep: {grid: {p: [1]}, sample: {n: 1, params: {p: {range: [1, 2]}}}}\n",
            "sweep",
            "both the grid and the sample",
        ),
    ],
)
def test_a_mistake_is_one_line_with_its_key_path(text: str, where: str, words: str) -> None:
    message = problem(text)
    assert message.startswith(where), message
    assert words in message
    assert "pydantic" not in message
    assert "IntRange" not in message


def test_not_yaml_and_not_a_mapping() -> None:
    assert "line 2" in problem("game: fake\n  fights: [1\n")
    assert "mapping" in problem("- 1\n- 2\n")


def test_a_sweep_of_more_cells_than_the_cap_is_refused_before_anything_is_built() -> None:
    # 10 x 10 x 10 x 10 x 10 = 100,000 combinations: the most a sweep may have.
    grid = "".join(f"    p{k}: [{', '.join(str(v) for v in range(10))}]\n" for k in range(5))
    spec = parse_spec(BASE + "sweep:\n  grid:\n" + grid, "x.yaml")
    assert spec.sweep is not None
    assert spec.sweep.grid is not None
    assert len(spec.sweep.grid) == 5
    one_more = grid + "    q: [1, 2]\n"
    assert problem(BASE + "sweep:\n  grid:\n" + one_more) == (
        "sweep: 200,000 cells (the grid's 200,000 combinations); a sweep has at most 100,000: "
        "sweep fewer values"
    )
    crossed = BASE + "sweep:\n  grid:\n" + grid + "  sample: {n: 3, params: {z: {range: [1, 9]}}}\n"
    assert problem(crossed) == (
        "sweep: 300,000 cells (the grid's 100,000 combinations times the sample's 3 draws); "
        "a sweep has at most 100,000: sweep fewer values"
    )


def test_a_grid_of_astronomical_size_is_refused_at_once() -> None:
    # 40 values in each of 12 parameters: 40**12 combinations, refused without listing them.
    values = ", ".join(str(v) for v in range(40))
    grid = "".join(f"    p{k}: [{values}]\n" for k in range(12))
    message = problem(BASE + "sweep:\n  grid:\n" + grid)
    assert message.startswith(f"sweep: {40**12:,} cells")
