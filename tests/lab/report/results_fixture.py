"""Synthetic results folders, written with pyarrow exactly as docs of the lab lay them out
(``lab.json``, ``fights/cell-NNNNN-batch-NNNNN.parquet``, ``cells.parquet``), so the report
is tested without running a sweep. Fights are random but seeded: each cell has its own chance
that side 0 wins, so win rates differ between cells."""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from tenkaichi.intervals import wilson

Value = str | int | float | bool
OPTIONS = ("Energy Blast", "Strike", "Power Up", "Guard", "Move", "Ki Charge")
USED_TYPE = pa.list_(
    pa.struct([("side", pa.int8()), ("option", pa.string()), ("times", pa.int32())])
)


def _column(values: Sequence[Value]) -> pa.Array:
    kinds = {type(v) for v in values}
    if kinds == {bool}:
        return pa.array(values, pa.bool_())
    if kinds == {int}:
        return pa.array(values, pa.int64())
    if kinds <= {int, float}:
        return pa.array([float(v) for v in values], pa.float64())
    if kinds == {str}:
        return pa.array(values, pa.string())
    return pa.array([str(v) for v in values], pa.string())


def write_results(
    folder: Path,
    grid: Mapping[str, Sequence[Value]],
    *,
    title: str = "Is a Namekian with this spread too strong?",
    game: str = "dbu",
    sides: Sequence[str] | None = None,
    fights: int = 40,
    batch: int = 20,
    seed: int = 7,
    missing_cells: int = 0,
    sides_of_cell: Mapping[int, Sequence[str]] | None = None,
    stop: Mapping[str, float] | None = None,
) -> Path:
    """A results folder of the grid's cells (last name varies fastest), each with ``fights``
    fights in batches of ``batch``; the last ``missing_cells`` cells have no fights yet and the
    folder then says the sweep is not complete (and has no ``cells.parquet``)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "fights").mkdir(exist_ok=True)
    names = list(grid)
    combos = list(itertools.product(*(grid[n] for n in names)))
    base_sides = list(sides or ("Piccolo Jr", "Vegeta"))
    rng = np.random.default_rng(seed)
    done = len(combos) - missing_cells
    summary: dict[str, list[object]] = {
        "cell": [],
        **{n: [] for n in names},
        "sides": [],
        "fights": [],
        "wins": [],
        "draws": [],
        "win_rate": [],
        "ci_low": [],
        "ci_high": [],
        "mean_rounds": [],
        "mean_score": [],
        "stopped": [],
    }
    for cell, combo in enumerate(combos[:done]):
        cell_sides = list((sides_of_cell or {}).get(cell, base_sides))
        n_sides = len(cell_sides)
        edge = rng.uniform(0.15, 0.85)
        rows: list[dict[str, object]] = []
        for b in range(fights // batch):
            rows = []
            for k in range(batch):
                draw = rng.random() < 0.05
                if draw:
                    winner = -1
                elif rng.random() < edge:
                    winner = 0
                else:
                    winner = int(rng.integers(1, n_sides))
                score = [int(v) for v in rng.integers(0, 60, n_sides)]
                used = [
                    {"side": s, "option": o, "times": int(rng.integers(1, 5))}
                    for s in range(n_sides)
                    for o in OPTIONS
                    if rng.random() < 0.2 + 0.1 * OPTIONS.index(o)
                ]
                rows.append(
                    {
                        "cell": cell,
                        "batch": b,
                        "fight": b * batch + k,
                        "seed": int(rng.integers(0, 2**31)),
                        **dict(zip(names, combo, strict=True)),
                        "sides": cell_sides,
                        "winner": winner,
                        "winner_name": "draw" if winner < 0 else cell_sides[winner],
                        "rounds": int(rng.integers(1, 9)),
                        "score": score,
                        "used": used,
                    }
                )
            _write_batch(folder / "fights" / f"cell-{cell:05d}-batch-{b:05d}.parquet", rows, names)
        _summarise(summary, folder, cell, combo, names, cell_sides)
    complete = missing_cells == 0
    if complete:
        _write_cells(folder / "cells.parquet", summary, names)
    meta = {
        "format": 1,
        "title": title,
        "game": game,
        "seed": seed,
        "batch": batch,
        "fights": fights,
        "stop": dict(stop) if stop else None,
        "parameters": names,
        "score_name": "warriors left" if game == "top" else "damage dealt",
        "cells": len(combos),
        "complete": complete,
        "spec_sha256": "0" * 64,
    }
    (folder / "lab.json").write_text(json.dumps(meta), encoding="utf-8")
    seal(folder)
    return folder


def seal(folder: Path) -> None:
    """Keep the digests a sweep keeps: ``fights.sha256`` of every batch file there, and in a
    complete folder's ``lab.json`` those of ``cells.parquet`` and ``fights.sha256``."""
    lines = [
        f"{hashlib.sha256(f.read_bytes()).hexdigest()}  fights/{f.name}\n"
        for f in sorted((folder / "fights").glob("*.parquet"))
    ]
    digests = "".join(lines).encode()
    (folder / "fights.sha256").write_bytes(digests)
    meta = json.loads((folder / "lab.json").read_text(encoding="utf-8"))
    if meta.get("complete") is True:
        meta["digests_sha256"] = hashlib.sha256(digests).hexdigest()
        cells = folder / "cells.parquet"
        if cells.exists():
            meta["cells_sha256"] = hashlib.sha256(cells.read_bytes()).hexdigest()
    (folder / "lab.json").write_text(json.dumps(meta), encoding="utf-8")


def _write_batch(path: Path, rows: list[dict[str, object]], names: Sequence[str]) -> None:
    columns: dict[str, pa.Array] = {
        "cell": pa.array([r["cell"] for r in rows], pa.int32()),
        "batch": pa.array([r["batch"] for r in rows], pa.int32()),
        "fight": pa.array([r["fight"] for r in rows], pa.int32()),
        "seed": pa.array([r["seed"] for r in rows], pa.int64()),
    }
    for n in names:
        columns[n] = _column([r[n] for r in rows])  # type: ignore[misc]
    columns.update(
        sides=pa.array([r["sides"] for r in rows], pa.list_(pa.string())),
        winner=pa.array([r["winner"] for r in rows], pa.int8()),
        winner_name=pa.array([r["winner_name"] for r in rows], pa.string()),
        rounds=pa.array([r["rounds"] for r in rows], pa.int32()),
        score=pa.array([r["score"] for r in rows], pa.list_(pa.int32())),
        used=pa.array([r["used"] for r in rows], USED_TYPE),
    )
    pq.write_table(pa.table(columns), path)


def read_rows(folder: Path) -> list[dict[str, object]]:
    """Every fight of a folder as a dict, read file by file (not the way the report reads)."""
    out: list[dict[str, object]] = []
    for path in sorted((folder / "fights").glob("*.parquet")):
        out.extend(pq.read_table(path).to_pylist())
    return out


def _summarise(
    summary: dict[str, list[object]],
    folder: Path,
    cell: int,
    combo: Sequence[Value],
    names: Sequence[str],
    cell_sides: Sequence[str],
) -> None:
    rows = [r for r in read_rows(folder) if r["cell"] == cell]
    wins = [sum(1 for r in rows if r["winner"] == s) for s in range(len(cell_sides))]
    low, high = wilson(wins[0], len(rows))
    summary["cell"].append(cell)
    for n, v in zip(names, combo, strict=True):
        summary[n].append(v)
    summary["sides"].append(list(cell_sides))
    summary["fights"].append(len(rows))
    summary["wins"].append(wins)
    summary["draws"].append(sum(1 for r in rows if r["winner"] == -1))
    summary["win_rate"].append(wins[0] / len(rows))
    summary["ci_low"].append(low)
    summary["ci_high"].append(high)
    summary["mean_rounds"].append(sum(int(r["rounds"]) for r in rows) / len(rows))  # type: ignore[call-overload]
    summary["mean_score"].append(
        [sum(r["score"][s] for r in rows) / len(rows) for s in range(len(cell_sides))]  # type: ignore[index]
    )
    summary["stopped"].append("all fights" if cell % 2 else "interval narrow enough")


def _write_cells(path: Path, summary: dict[str, list[object]], names: Sequence[str]) -> None:
    columns = {
        k: (_column(v) if k in names else pa.array(v))  # type: ignore[arg-type]
        for k, v in summary.items()
    }
    columns["cell"] = pa.array(summary["cell"], pa.int32())
    pq.write_table(pa.table(columns), path)
