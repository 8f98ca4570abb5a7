"""Expanding a spec's sweep into cells: the grid's order, the seeded sample, names checked."""

from __future__ import annotations

import itertools

import pytest

from tenkaichi.errors import LabError
from tenkaichi.lab.spec import parse_spec
from tenkaichi.lab.sweep import batches, check_names, column_kind, expand, parameter_kinds

from .fake_game import PARAMETERS

BASE = "game: fake\nseed: 5\nfights: 250\nbatch: 100\nmatch: {p: 0.5}\n"


def test_no_sweep_is_one_cell() -> None:
    [cell] = expand(parse_spec(BASE, "x"))
    assert (cell.index, cell.values) == (0, ())


def test_grid_in_the_order_written_last_name_fastest() -> None:
    spec = parse_spec(BASE + "sweep: {grid: {b: [3, 1, 2], a: [x, y], c: [true]}}\n", "x")
    got = [cell.as_dict() for cell in expand(spec)]
    # brute force: nested loops, the first name outermost
    want = [{"b": b, "a": a, "c": c} for b in (3, 1, 2) for a in ("x", "y") for c in (True,)]
    assert got == want
    assert [list(cell.as_dict()) for cell in expand(spec)] == [["b", "a", "c"]] * 6
    assert [cell.index for cell in expand(spec)] == list(range(6))


SAMPLE = BASE + (
    "sweep:\n  sample:\n    n: 12\n    params:\n"
    "      A.power: {range: [2, 6]}\n      rules.long_range: {choice: [7, 9, 11]}\n"
)


def test_sample_is_reproducible_distinct_and_within_its_spread() -> None:
    spec = parse_spec(SAMPLE, "x")
    one, two = expand(spec), expand(parse_spec(SAMPLE, "y"))
    assert one == two
    drawn = [(c.as_dict()["A.power"], c.as_dict()["rules.long_range"]) for c in one]
    assert len(set(drawn)) == 12
    assert all(2 <= power <= 6 and reach in (7, 9, 11) for power, reach in drawn)
    other = expand(parse_spec(SAMPLE.replace("seed: 5", "seed: 6"), "z"))
    assert [c.values for c in other] != [c.values for c in one]


def test_a_sample_of_the_whole_space_is_every_combination() -> None:
    spec = parse_spec(SAMPLE.replace("n: 12", "n: 15"), "x")
    drawn = {(c.as_dict()["A.power"], c.as_dict()["rules.long_range"]) for c in expand(spec)}
    assert drawn == set(itertools.product(range(2, 7), (7, 9, 11)))


def test_a_sample_larger_than_its_space_is_refused() -> None:
    with pytest.raises(LabError, match=r"sweep\.sample\.n: 16 .* only 15"):
        expand(parse_spec(SAMPLE.replace("n: 12", "n: 16"), "x"))


def test_grid_crossed_with_sample_draws_fastest() -> None:
    text = SAMPLE.replace("  sample:", "  grid: {draw: [0.0, 0.2]}\n  sample:")
    spec = parse_spec(text, "x")
    crossed = expand(spec)
    draws = expand(parse_spec(SAMPLE, "y"))
    assert len(crossed) == 24
    for i, cell in enumerate(crossed):
        grid_value = (0.0, 0.2)[i // 12]
        assert cell.values == (("draw", grid_value), *draws[i % 12].values)
    assert spec.parameters() == ["draw", "A.power", "rules.long_range"]


def test_batches_cover_the_fights() -> None:
    spec = parse_spec(BASE, "x")
    plan = batches(spec, 3)
    assert [(b.cell, b.number, b.count, b.first_fight) for b in plan] == [
        (3, 0, 100, 0),
        (3, 1, 100, 100),
        (3, 2, 50, 200),
    ]


@pytest.mark.parametrize("name", ["p", "A.power", "rules.long_range", "rules.a.b"])
def test_known_names(name: str) -> None:
    check_names(parse_spec(BASE + f"sweep: {{grid: {{{name}: [1]}}}}\n", "x"), PARAMETERS)


@pytest.mark.parametrize(
    ("sweep", "where"),
    [
        ("{grid: {B.power: [1]}}", "sweep.grid.B.power"),
        ("{grid: {rules: [1]}}", "sweep.grid.rules"),
        ("{sample: {n: 1, params: {A.powers: {range: [1, 2]}}}}", "sweep.sample.params.A.powers"),
    ],
)
def test_unknown_names_are_refused_with_their_key_path(sweep: str, where: str) -> None:
    spec = parse_spec(BASE + f"sweep: {sweep}\n", "x")
    with pytest.raises(LabError) as caught:
        check_names(spec, PARAMETERS)
    message = str(caught.value)
    assert message.startswith(f"{where}: fake has no parameter")
    assert "A.power" in message  # what it can sweep


@pytest.mark.parametrize(
    ("values", "kind"),
    [
        ([True, False], "bool"),
        ([1, 2], "int64"),
        ([1, 2.5], "double"),
        (["x", "y"], "string"),
        ([1, "x"], "string"),
        ([True, 1], "string"),
    ],
)
def test_column_kinds(values: list[bool | int | float | str], kind: str) -> None:
    assert column_kind(values) == kind


def test_parameter_kinds_over_all_cells() -> None:
    spec = parse_spec(BASE + "sweep: {grid: {a: [1, 2.5], b: [x, 3]}}\n", "x")
    assert parameter_kinds(spec, expand(spec)) == {"a": "double", "b": "string"}
