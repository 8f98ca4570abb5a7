"""The report of a folder the lab's own runner wrote (its fake game, from tests/lab/core):
the win rates and intervals the report counts from the fights agree with the runner's own
summary in ``cells.parquet``, and ``tenkaichi lab report`` runs through the real entry point.
Skipped until the runner is in this tree."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest

from tenkaichi.lab.report import write_report

from .report_helpers import figure, rows


def _helpers() -> Any:
    try:
        return importlib.import_module("lab.core.helpers")
    except ImportError as error:
        pytest.skip(f"the lab's runner is not in this tree ({error.name})")


@pytest.fixture(scope="module")
def real_results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    helpers = _helpers()
    folder = tmp_path_factory.mktemp("real")
    spec = helpers.write(folder, helpers.GRID.replace("fights: 250", "fights: 100"), "grid.yaml")
    helpers.sweep(spec, folder / "out")
    return Path(folder / "out")


def test_the_report_agrees_with_the_runners_summary(real_results: Path, tmp_path: Path) -> None:
    plan = write_report(real_results, tmp_path, images=())
    summary = pq.read_table(real_results / "cells.parquet").to_pylist()
    shown = rows(figure(plan, "win-rate-heatmap"))
    assert len(shown) == len(summary)
    for cell in summary:
        [row] = [
            r for r in shown if r["v0"] == cell["A.power"] and r["v1"] == cell["rules.long_range"]
        ]
        assert (row["fights"], row["wins"], row["draws"]) == (
            cell["fights"],
            cell["wins"][0],
            cell["draws"],
        )
        assert row["rate"] == pytest.approx(cell["win_rate"])
        assert (row["low"], row["high"]) == (
            pytest.approx(cell["ci_low"]),
            pytest.approx(cell["ci_high"]),
        )
    for mine, theirs in zip(plan.cells, summary, strict=True):
        assert mine.mean_rounds == pytest.approx(theirs["mean_rounds"])
        assert list(mine.mean_score) == pytest.approx(theirs["mean_score"])
        assert mine.stopped == theirs["stopped"]


def test_lab_report_through_the_command_line(real_results: Path, tmp_path: Path) -> None:
    helpers = _helpers()
    code, out, err = helpers.run_cli(
        ["lab", "report", str(real_results), "--out", str(tmp_path), "--images", "none"]
    )
    assert (code, err) == (0, "")
    assert "report of 4 cells, 400 fights" in out
    code, _, err = helpers.run_cli(["lab", "report", str(real_results), "--x", "speed"])
    assert code != 0
    assert err.startswith("error: --x 'speed' is not a swept parameter; the parameters are: ")
    assert err.count("\n") == 1
