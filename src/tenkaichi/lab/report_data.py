"""Reading a results folder for the report: ``lab.json``, ``fights/*.parquet`` (one row per
fight, read with :mod:`pyarrow.dataset`) and, when the sweep got that far, ``cells.parquet``.

The report counts everything from the fights themselves, so an unfinished sweep (no
``cells.parquet`` yet, some batches missing) is reported as far as it got; ``cells.parquet``
only adds why each cell stopped.

Every file is read through the digest the sweep kept for it (``fights.sha256``, and for
``cells.parquet`` and ``fights.sha256`` itself, ``lab.json`` once the sweep is complete): a file
changed after it was written, a batch file with no digest or a digest whose file is gone is
refused in one line naming the file, before anything is counted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from tenkaichi.errors import LabError
from tenkaichi.lab.digests import DIGESTS, parquet_of, read_digests, sha256, verified_bytes
from tenkaichi.lab.report_words import ValueWords

FORMAT = 1
FIGHT_COLUMNS = ("cell", "winner", "rounds", "sides", "score", "used")
"""The columns of ``fights/*.parquet`` the report reads (besides the parameters)."""
LIST_COLUMNS = ("sides", "score", "used")
_COMBINE = 256
"""Batch tables gathered before they are joined into one (each file's own buffers cost far
more than its rows when batches are small)."""


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


def _check_digests(folder: Path, meta: dict[str, Any], data: bytes) -> None:
    """A complete sweep's ``lab.json`` holds the digest of ``fights.sha256``: entries removed
    or changed there are refused."""
    if meta.get("complete") is not True:
        return
    kept = meta.get("digests_sha256")
    if not isinstance(kept, str) or sha256(data) != kept:
        raise LabError(
            f"{folder / DIGESTS}: does not match its digest in {folder / 'lab.json'}: the "
            "digests were changed after the sweep ended"
        )


def _check_columns(path: Path, table: pa.Table, parameters: tuple[str, ...]) -> None:
    for column in (*FIGHT_COLUMNS, *parameters):
        if column not in table.column_names:
            raise LabError(f"{path}: the fights have no column {column!r}")
    for column in ("cell", "winner", "rounds"):
        if not pa.types.is_integer(table.schema.field(column).type):
            raise LabError(f"{path}: column {column!r} is not whole numbers")
    for column in LIST_COLUMNS:
        if not pa.types.is_list(table.schema.field(column).type):
            raise LabError(f"{path}: column {column!r} is not a list")


def _fights(folder: Path, parameters: tuple[str, ...], meta: dict[str, Any]) -> pa.Table:
    where = folder / "fights"
    # A batch being written has a temporary name starting with a dot; only whole batches,
    # each checked against its digest, are read.
    try:
        names = (
            {f.name for f in where.glob("*.parquet") if not f.name.startswith((".", "_"))}
            if where.is_dir()
            else set()
        )
    except OSError as error:
        raise LabError(f"{where}: cannot read it ({error.strerror})") from None
    if not names and not (folder / DIGESTS).exists():
        raise LabError(f"{where}: no finished batch of fights yet, nothing to report")
    digests, data = read_digests(folder)
    _check_digests(folder, meta, data)
    listed = folder / DIGESTS
    tables: list[pa.Table] = []
    group: list[pa.Table] = []
    for name in sorted(names | set(digests)):
        path = where / name
        table = parquet_of(path, verified_bytes(path, digests.get(name), listed))
        _check_columns(path, table, parameters)
        first = tables[0] if tables else group[0] if group else table
        if not table.schema.equals(first.schema):
            raise LabError(f"{path}: its columns differ from the other batches'")
        group.append(table)
        if len(group) >= _COMBINE:  # many small batches: one chunk, not one a file
            tables.append(pa.concat_tables(group).combine_chunks())
            group = []
    if group:
        tables.append(pa.concat_tables(group).combine_chunks())
    if not tables:
        raise LabError(f"{where}: no finished batch of fights yet, nothing to report")
    return pa.concat_tables(tables)


def _stopped(folder: Path, meta: dict[str, Any]) -> dict[int, str]:
    path = folder / "cells.parquet"
    if meta.get("complete") is not True:
        return {}  # written as a sweep ends: before then, not read (it has no digest yet)
    digest = meta.get("cells_sha256")
    if not isinstance(digest, str):
        raise LabError(
            f"{folder / 'lab.json'}: says the sweep is complete but keeps no digest of "
            "cells.parquet (edited?): run the sweep again to finish it"
        )
    table = parquet_of(path, verified_bytes(path, digest, folder / "lab.json"))
    for column in ("cell", "stopped"):
        if column not in table.column_names:
            raise LabError(f"{path}: it has no column {column!r}")
    if not pa.types.is_integer(table.schema.field("cell").type):
        raise LabError(f"{path}: column 'cell' is not whole numbers")
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
    fights = _fights(folder, parameters, meta)
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
        stopped=_stopped(folder, meta),
        words=ValueWords.of({p: pc.unique(fights[p]).to_pylist() for p in parameters}),
    )


__all__ = ["Results", "load"]
