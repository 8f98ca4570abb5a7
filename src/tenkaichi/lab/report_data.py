"""Reading a results folder for the report: ``lab.json``, ``fights/*.parquet`` (one row per
fight, read with :mod:`pyarrow.dataset`) and, when the sweep got that far, ``cells.parquet``.

The report counts everything from the fights themselves, so an unfinished sweep (no
``cells.parquet`` yet, some batches missing) is reported as far as it got; ``cells.parquet``
only adds why each cell stopped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.dataset as ds
import pyarrow.parquet as pq

from tenkaichi.errors import LabError
from tenkaichi.lab.report_words import ValueWords

FORMAT = 1
FIGHT_COLUMNS = ("cell", "winner", "rounds", "sides", "score", "used")
"""The columns of ``fights/*.parquet`` the report reads (besides the parameters)."""
LIST_COLUMNS = ("sides", "score", "used")


@dataclass(frozen=True, slots=True)
class Results:
    """A results folder as the report reads it."""

    folder: Path
    title: str
    game: str
    parameters: tuple[str, ...]
    """The swept parameters' spec names, in spec order."""
    score_name: str
    """What ``score`` counts, in people's words ("damage dealt")."""
    cells_planned: int
    fights_per_cell: int
    """The spec's ``fights``: every cell's fights, or with ``stop`` the most a cell gets."""
    sequential: bool
    """Whether the spec stops a cell once its interval is narrow enough."""
    complete: bool
    """Whether the sweep ran to its end (``lab.json``'s ``complete``)."""
    fights: pa.Table
    stopped: dict[int, str]
    """Why each cell stopped, from ``cells.parquet`` (empty before the sweep ends)."""
    words: ValueWords
    """The parameters' values in words."""


def _meta(folder: Path) -> dict[str, Any]:
    path = folder / "lab.json"
    if not path.is_file():
        raise LabError(f"{folder} is not a lab results folder: it has no lab.json")
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LabError(f"{path}: not readable as JSON ({error})") from None
    if not isinstance(meta, dict):
        raise LabError(f"{path}: a JSON object was expected")
    if "format" not in meta:
        raise LabError(f"{path}: not a lab results description (it says no format)")
    if meta["format"] != FORMAT:
        raise LabError(
            f"{path}: results of format {meta['format']}; this version reads format {FORMAT}"
        )
    expected = {
        "title": (str, "a text"),
        "game": (str, "a text"),
        "parameters": (list, "a list"),
        "cells": (int, "a whole number"),
        "fights": (int, "a whole number"),
    }
    for key, (kind, words) in expected.items():
        if not isinstance(meta.get(key), kind):
            raise LabError(f"{path}: {key} is missing or not {words}")
    if not all(isinstance(p, str) for p in meta["parameters"]):
        raise LabError(f"{path}: key 'parameters' must list parameter names")
    return meta


def _fights(folder: Path, parameters: tuple[str, ...]) -> pa.Table:
    where = folder / "fights"
    # A batch being written has a temporary name starting with a dot (as pyarrow's datasets
    # skip hidden files); only whole batches are read.
    files = (
        sorted(f for f in where.glob("*.parquet") if not f.name.startswith((".", "_")))
        if where.is_dir()
        else []
    )
    if not files:
        raise LabError(f"{where}: no finished batch of fights yet, nothing to report")
    try:
        table = ds.dataset([str(f) for f in files], format="parquet").to_table()
    except (OSError, pa.ArrowException) as error:
        raise LabError(f"{where}: the fights cannot be read ({error})") from None
    for column in (*FIGHT_COLUMNS, *parameters):
        if column not in table.column_names:
            raise LabError(f"{where}: the fights have no column {column!r}")
    for column in LIST_COLUMNS:
        if not pa.types.is_list(table.schema.field(column).type):
            raise LabError(f"{where}: column {column!r} is not a list")
    return table


def _stopped(folder: Path) -> dict[int, str]:
    path = folder / "cells.parquet"
    if not path.is_file():
        return {}
    try:
        table = pq.read_table(path, columns=["cell", "stopped"])
    except (OSError, pa.ArrowException) as error:
        raise LabError(f"{path}: cannot be read ({error})") from None
    return {
        int(c): str(s)
        for c, s in zip(table["cell"].to_pylist(), table["stopped"].to_pylist(), strict=True)
        if c is not None and s is not None
    }


def load(folder: Path) -> Results:
    """Read a results folder; a missing or malformed one raises one-line :class:`LabError`."""
    try:
        if not folder.exists():
            raise LabError(f"{folder}: no such results folder")
        if not folder.is_dir():
            raise LabError(f"{folder} is a file, not a lab results folder")
    except OSError as error:  # a name too long, a folder not allowed
        raise LabError(f"{folder}: cannot read it ({error.strerror})") from None
    meta = _meta(folder)
    parameters = tuple(str(p) for p in meta["parameters"])
    stop = meta.get("stop")
    fights = _fights(folder, parameters)
    return Results(
        folder=folder,
        title=str(meta["title"]),
        game=str(meta["game"]),
        parameters=parameters,
        score_name=str(meta.get("score_name") or "score"),
        cells_planned=int(meta["cells"]),
        fights_per_cell=int(meta["fights"]),
        sequential=isinstance(stop, dict),
        complete=meta.get("complete") is True,
        fights=fights,
        stopped=_stopped(folder),
        words=ValueWords.of({p: pc.unique(fights[p]).to_pylist() for p in parameters}),
    )


__all__ = ["Results", "load"]
