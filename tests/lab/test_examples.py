"""The balance lab's shipped examples run from the README's own commands.

Each ``tenkaichi lab run examples/lab/...`` line of the README is run through the real entry
point on a copy of its spec cut to a few fights a cell (the full runs are the checked-in
answers in examples/lab/README.md), then reported; the copy keeps every cell of the spec."""

from __future__ import annotations

import math
import os
import re
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import yaml
from typer.testing import CliRunner

from tenkaichi.cli import main

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
COMMANDS = re.findall(r"^tenkaichi lab run (examples/lab/\S+\.yaml)", README, re.MULTILINE)
FIGHTS = 4 if os.environ.get("TENKAICHI_DEEP_TESTS") else 2
"""Fights a cell in the cut copy, in batches of one: two run, merge and report every cell (the
fights themselves are the other lab tests' matter); ``make test-deep`` plays four."""


def test_the_readme_runs_three_examples() -> None:
    assert len(COMMANDS) >= 3
    assert all((ROOT / spec).is_file() for spec in COMMANDS)


def _short_copy(spec: Path, folder: Path) -> tuple[Path, int]:
    """The spec with :data:`FIGHTS` a cell and its files found from ``folder``; its cell
    count."""
    data = yaml.safe_load(spec.read_text(encoding="utf-8"))
    data.update(fights=FIGHTS, batch=1)
    data.pop("stop", None)
    text = yaml.safe_dump(data, sort_keys=False).replace("../", f"{spec.parent.parent}/")
    copy = folder / spec.name
    copy.write_text(text, encoding="utf-8")
    grid = (data.get("sweep") or {}).get("grid") or {}
    return copy, math.prod(len(values) for values in grid.values())


def _tenkaichi(args: list[str]) -> tuple[int, str]:
    """``tenkaichi *args`` through the real entry point: its exit code and what it wrote."""
    with CliRunner().isolation() as (out, err, _):
        code = main(args)
        sys.stdout.flush()
        sys.stderr.flush()
        return code, out.getvalue().decode() + err.getvalue().decode()


@pytest.mark.parametrize("spec", COMMANDS)
def test_an_example_runs_and_is_reported(spec: str, tmp_path: Path) -> None:
    copy, cells = _short_copy(ROOT / spec, tmp_path)
    out = tmp_path / "results"
    code, output = _tenkaichi(["lab", "run", str(copy), "--out", str(out), "--workers", "1"])
    assert code == 0, output
    summary = pq.read_table(out / "cells.parquet").to_pylist()
    assert len(summary) == cells
    assert all(row["fights"] == FIGHTS for row in summary)
    code, output = _tenkaichi(["lab", "report", str(out), "--images", "none"])
    assert code == 0, output
    page = (out / "report" / "report.html").read_text(encoding="utf-8")
    assert yaml.safe_load((ROOT / spec).read_text(encoding="utf-8"))["title"] in page
