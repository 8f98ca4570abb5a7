"""The numbers in the charts equal counts made again from the raw fights, file by file."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tenkaichi.errors import LabError
from tenkaichi.lab.game import SAFETY_STOP
from tenkaichi.lab.report import Plan, prepare
from tenkaichi.lab.report_words import interval_words, percent

from .report_helpers import figure, rows, textbook_wilson
from .results_fixture import read_rows, seal, write_results


def plan_of(folder: Path, tmp_path: Path, **options: str) -> Plan:
    return prepare(folder, tmp_path / "report", images=(), **options)


def test_heatmap_cells_are_the_fights_counted_again(
    folders: dict[str, Path], tmp_path: Path
) -> None:
    plan = plan_of(folders["two"], tmp_path)
    raw = read_rows(folders["two"])
    shown = rows(figure(plan, "win-rate-heatmap"))
    assert len(shown) == 6
    for row in shown:
        mine = [
            r
            for r in raw
            if str(r["A.power_level"]) == row["p0"] and str(r["rules.long_range"]) == row["p1"]
        ]
        wins = sum(1 for r in mine if r["winner"] == 0)
        low, high = textbook_wilson(wins, len(mine))
        assert (row["fights"], row["wins"]) == (len(mine), wins)
        assert row["draws"] == sum(1 for r in mine if r["winner"] == -1)
        assert row["rate"] == pytest.approx(wins / len(mine))
        assert (row["low"], row["high"]) == (pytest.approx(low), pytest.approx(high))
        assert row["rate_text"] == percent(wins / len(mine))
        assert row["interval_text"] == interval_words(low, high)


def test_x_and_y_choose_the_heatmap_axes(folders: dict[str, Path], tmp_path: Path) -> None:
    plan = plan_of(folders["three"], tmp_path, x="edition", y="Holding Back (rule)")
    spec = figure(plan, "win-rate-heatmap").chart.to_dict()
    encoding = spec["spec"]["layer"][0]["encoding"]
    assert (encoding["x"]["title"], encoding["y"]["title"]) == ("Edition", "Holding Back (rule)")
    assert spec["facet"]["field"] == "facet"
    facets = {r["facet"] for r in rows(figure(plan, "win-rate-heatmap"))}
    assert facets == {"A: Power Level 6", "A: Power Level 8"}


def test_the_line_has_a_point_per_value_and_other_parameters(
    folders: dict[str, Path], tmp_path: Path
) -> None:
    plan = plan_of(folders["three"], tmp_path)
    raw = read_rows(folders["three"])
    shown = rows(figure(plan, "win-rate-line"))
    assert len(shown) == 8
    series = Counter(r["series"] for r in shown)
    assert len(series) == 4
    assert set(series.values()) == {2}
    for row in shown:
        mine = [
            r
            for r in raw
            if r["A.power_level"] == row["v0"]
            and r["rules.holding_back"] == row["v1"]
            and r["edition"] == row["v2"]
        ]
        assert row["wins"] == sum(1 for r in mine if r["winner"] == 0)
        assert row["fights"] == len(mine)


def test_fight_lengths_are_counted_per_cell(folders: dict[str, Path], tmp_path: Path) -> None:
    plan = plan_of(folders["one"], tmp_path)
    raw = read_rows(folders["one"])
    expected = Counter((f"A: Power Level {r['A.power_level']}", r["rounds"]) for r in raw)
    shown = rows(figure(plan, "fight-length"))
    assert {(r["group"], r["rounds"]): r["fights"] for r in shown} == dict(expected)
    per_group = Counter[str]()
    for r in shown:
        per_group[r["group"]] += r["share"]
    assert all(total == pytest.approx(1) for total in per_group.values())


@pytest.mark.parametrize("name", ["none", "one"])
def test_scores_are_counted_per_side(folders: dict[str, Path], tmp_path: Path, name: str) -> None:
    plan = plan_of(folders[name], tmp_path)
    raw = read_rows(folders[name])
    names = raw[0]["sides"]
    expected = Counter(("All cells", names[s], v) for r in raw for s, v in enumerate(r["score"]))
    if name == "one":
        expected.update(
            (f"A: Power Level {r['A.power_level']}", names[s], v)
            for r in raw
            for s, v in enumerate(r["score"])
        )
    shown = rows(figure(plan, "score"))
    assert {(r["group"], r["side"], r["score"]): r["fights"] for r in shown} == dict(expected)


def test_options_are_the_share_of_fights_that_chose_them(
    folders: dict[str, Path], tmp_path: Path
) -> None:
    plan = plan_of(folders["two"], tmp_path)
    raw = read_rows(folders["two"])
    shown = [r for r in rows(figure(plan, "options-used")) if r["group"] == "All cells"]
    assert shown
    for row in shown:
        side = ["Piccolo Jr", "Vegeta"].index(row["side"])
        chose = sum(
            1
            for r in raw
            if any(
                u["side"] == side and u["option"] == row["option"] and u["times"] > 0
                for u in r["used"]
            )
        )
        assert (row["fights"], row["of"]) == (chose, len(raw))
    groups = {r["group"] for r in rows(figure(plan, "options-used"))}
    assert len(groups) == 1 + len(plan.cells)


def test_seats_win_rates_are_counted_per_cell_and_warrior(
    folders: dict[str, Path], tmp_path: Path
) -> None:
    plan = plan_of(folders["seats"], tmp_path)
    raw = read_rows(folders["seats"])
    assert plan.labels == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    by_cell = rows(figure(plan, "seat-win-rate"))
    assert len(by_cell) == 2 * 4
    for row in by_cell:
        seat = int(row["seat"].split()[1]) - 1
        warrior = row["group"].split()[-1]
        mine = [r for r in raw if r["seat1.warrior"] == warrior]
        assert row["wins"] == sum(1 for r in mine if r["winner"] == seat)
        assert row["fights"] == len(mine)
    by_warrior = rows(figure(plan, "seat-warrior-win-rate"))
    expected_fights = Counter(
        (s, name.split(": ")[1]) for r in raw for s, name in enumerate(r["sides"])
    )
    expected_wins = Counter(
        (r["winner"], r["sides"][r["winner"]].split(": ")[1]) for r in raw if r["winner"] >= 0
    )
    assert {
        (int(r["seat"].split()[1]) - 1, r["warrior"]): (r["fights"], r["wins"]) for r in by_warrior
    } == {key: (n, expected_wins[key]) for key, n in expected_fights.items()}


def test_an_unfinished_sweep_reports_the_cells_it_has(
    folders: dict[str, Path], tmp_path: Path
) -> None:
    half_written = folders["incomplete"] / "fights" / ".cell-00004-batch-00000.parquet"
    half_written.write_bytes(b"PAR1 half a batch")
    try:
        plan = plan_of(folders["incomplete"], tmp_path)
    finally:
        half_written.unlink()
    assert not plan.results.complete
    assert len(plan.cells) == 4
    assert plan.results.cells_planned == 6
    assert plan.fights == len(read_rows(folders["incomplete"]))


@pytest.mark.parametrize(
    ("name", "charts"),
    [
        ("none", ["fight-length", "score", "options-used"]),
        ("one", ["win-rate-line", "fight-length", "score", "options-used"]),
        ("two", ["win-rate-heatmap", "win-rate-line", "fight-length", "score", "options-used"]),
        (
            "seats",
            [
                "win-rate-line",
                "fight-length",
                "score",
                "options-used",
                "seat-win-rate",
                "seat-warrior-win-rate",
            ],
        ),
    ],
)
def test_which_charts_a_sweep_gets(
    folders: dict[str, Path], tmp_path: Path, name: str, charts: list[str]
) -> None:
    assert [f.name for f in plan_of(folders[name], tmp_path).figures] == charts


@pytest.mark.parametrize(
    ("x", "marks"),
    [("A.power_level", ["area", "line", "rule"]), ("edition", ["rule", "point", "rule"])],
)
def test_names_get_dots_and_numbers_get_a_line(
    folders: dict[str, Path], tmp_path: Path, x: str, marks: list[str]
) -> None:
    spec = figure(plan_of(folders["three"], tmp_path, x=x), "win-rate-line").chart.to_dict()
    shown = [layer["mark"]["type"] for layer in spec["layer"]]
    assert shown == marks
    if x == "edition":
        assert spec["layer"][0]["encoding"]["xOffset"]["field"] == "series"
    # A layer whose colour has no legend would hide the legend of every layer.
    colours = [layer["encoding"]["color"] for layer in spec["layer"][:2]]
    assert all(c.get("legend", {}) is not None and c["field"] == "series" for c in colours)


def test_many_cells_are_pooled_where_a_row_per_cell_would_not_read(tmp_path: Path) -> None:
    grid: dict[str, list[str | int | float | bool]] = {
        "A.power_level": list(range(2, 10)),
        "edition": ["dbu-1", "dbu-2", "dbu-3", "dbu-4"],
    }
    folder = write_results(tmp_path / "results", grid, fights=20, batch=20)
    plan = plan_of(folder, tmp_path, x="edition")
    assert len(plan.cells) == 32
    lengths = rows(figure(plan, "fight-length"))
    assert {r["group"] for r in lengths} == {"dbu-1", "dbu-2", "dbu-3", "dbu-4"}
    raw = read_rows(folder)
    assert {(r["group"], r["rounds"]): r["fights"] for r in lengths} == dict(
        Counter((r["edition"], r["rounds"]) for r in raw)
    )
    assert {r["group"] for r in rows(figure(plan, "score"))} == {"All cells"}


def test_a_winner_beyond_the_sides_is_refused(tmp_path: Path) -> None:
    folder = write_results(tmp_path / "results", {}, fights=20, batch=20)
    path = next((folder / "fights").glob("*.parquet"))
    table = pq.read_table(path)
    winners = table["winner"].to_pylist()
    winners[3] = 2
    table = table.set_column(
        table.schema.get_field_index("winner"), "winner", pa.array(winners, pa.int8())
    )
    pq.write_table(table, path)
    seal(folder)  # a forgery with its digest kept up to date: still refused
    with pytest.raises(LabError, match=r"cell 0, fight 3: winner 2 is not one of its 2 sides"):
        plan_of(folder, tmp_path)


def test_cells_drawn_twice_with_the_same_values_are_pooled(tmp_path: Path) -> None:
    folder = write_results(tmp_path / "results", {"A.power_level": [6, 6, 8]}, seed=3)
    plan = plan_of(folder, tmp_path)
    raw = read_rows(folder)
    assert len(plan.cells) == 3
    points = rows(figure(plan, "win-rate-line"))
    assert sorted((r["v0"], r["fights"]) for r in points) == [(6, 80), (8, 40)]
    used = rows(figure(plan, "options-used"))
    groups = [r["group"] for r in used]
    assert set(groups) == {"All cells", "A: Power Level 6", "A: Power Level 8"}
    for row in (r for r in used if r["group"] == "A: Power Level 6"):
        side = ["Piccolo Jr", "Vegeta"].index(row["side"])
        mine = [r for r in raw if r["A.power_level"] == 6]
        chose = sum(
            1
            for r in mine
            if any(u["side"] == side and u["option"] == row["option"] for u in r["used"])
        )
        assert (row["fights"], row["of"]) == (chose, len(mine))
    assert len({(r["group"], r["side"], r["option"]) for r in used}) == len(used)


def test_two_sheets_of_one_name_stay_apart(tmp_path: Path) -> None:
    folder = write_results(tmp_path / "results", {"B.sheet": ["v1/goku.yaml", "v2/goku.yaml"]})
    plan = plan_of(folder, tmp_path)
    assert [c.label for c in plan.cells] == ["B: Sheet v1/goku.yaml", "B: Sheet v2/goku.yaml"]
    points = rows(figure(plan, "win-rate-line"))
    assert sorted(r["p0"] for r in points) == ["v1/goku.yaml", "v2/goku.yaml"]
    assert all(r["fights"] == 40 for r in points)


def test_fights_the_safety_limit_stopped_are_counted_with_the_draws_and_apart(
    tmp_path: Path,
) -> None:
    folder = write_results(tmp_path / "results", {}, fights=20, batch=20)
    path = next((folder / "fights").glob("*.parquet"))
    table = pq.read_table(path)
    winners = table["winner"].to_pylist()
    winners[3] = winners[5] = SAFETY_STOP
    table = table.set_column(
        table.schema.get_field_index("winner"), "winner", pa.array(winners, pa.int8())
    )
    pq.write_table(table, path)
    seal(folder)
    (cell,) = plan_of(folder, tmp_path).cells
    assert cell.safety_stops == 2
    assert cell.draws == sum(1 for w in winners if w < 0)
    assert cell.fights - sum(cell.wins) == cell.draws
