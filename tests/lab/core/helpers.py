"""Running the fake game's sweeps in the tests, and reading their results back."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq
from typer.testing import CliRunner

from tenkaichi.cli import main
from tenkaichi.lab.backends import Backend, local_backend
from tenkaichi.lab.runner import Progress, SweepResult, run_sweep
from tenkaichi.lab.spec import load_spec

from .fake_game import FakeLab

GRID = """\
title: Does power help?
game: fake
seed: 7
fights: 250
batch: 50
match: {p: 0.4, draw: 0.1}
sweep:
  grid:
    A.power: [0, 3]
    rules.long_range: [7, 9]
"""


def write(folder: Path, text: str, name: str = "spec.yaml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def sweep(
    spec_path: Path,
    out: Path,
    backend: Callable[[int], Backend] | None = None,
    *,
    lab: FakeLab | None = None,
    progress: Progress | None = None,
) -> SweepResult:
    spec, text = load_spec(spec_path)
    return run_sweep(
        spec,
        text,
        lab or FakeLab(),
        base_dir=spec_path.parent,
        out=out,
        backend=backend or (lambda _: local_backend(1)),
        source=str(spec_path),
        progress=progress,
    )


def fights(out: Path) -> pa.Table:
    """Every stored fight, in (cell, fight) order."""
    table = ds.dataset(out / "fights", format="parquet").to_table()
    return table.sort_by([("cell", "ascending"), ("fight", "ascending")])


def cells(out: Path) -> pa.Table:
    return pq.read_table(out / "cells.parquet")


def run_cli(args: list[str], lab: FakeLab | None = None) -> tuple[int, str, str]:
    """``tenkaichi *args`` through the real entry point (errors become exit codes), the fake
    game standing in for the lab's games; exit code, stdout and stderr."""
    from tenkaichi.cli import lab_cmd

    found = lab_cmd.find_game
    lab_cmd.find_game = lambda word: lab or FakeLab()  # type: ignore[assignment]
    try:
        with CliRunner().isolation() as (out, err, _):
            code = main(args)
            sys.stdout.flush()
            sys.stderr.flush()
            return code, out.getvalue().decode(), err.getvalue().decode()
    finally:
        lab_cmd.find_game = found
