"""The numbers behind the report, counted from the fights (one row per fight).

Everything here is plain counting over NumPy arrays taken from the Arrow table: wins per
cell and side, fight lengths, scores, the options each side chose. Rates carry their 95%
Wilson interval (:func:`tenkaichi.intervals.wilson`). Rows for charts are dicts with short
field names; the charts give every field a title in people's words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
import pyarrow as pa
import pyarrow.compute as pc

from tenkaichi.errors import LabError
from tenkaichi.i18n import text as said
from tenkaichi.intervals import wilson
from tenkaichi.lab.game import SAFETY_STOP, Value
from tenkaichi.lab.report_data import Results
from tenkaichi.lab.report_words import (
    cell_words,
    interval_words,
    percent,
    side_labels,
    value_key,
    warrior_of,
)

Ints = npt.NDArray[np.int64]
Row = dict[str, Any]
ALL_CELLS = "All cells"
"""Every cell's fights together, in English (:func:`every_cell_label`: the reader's)."""


def every_cell_label() -> str:
    """The group of every cell's fights together, in the reader's language."""
    return said("lab-all-cells")


TOP_OPTIONS = 12
"""Options shown per side in the chart of options used."""


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell of the sweep as its fights sum up."""

    cell: int
    values: dict[str, Value | None]
    label: str
    sides: tuple[str, ...]
    fights: int
    wins: tuple[int, ...]
    draws: int
    """Fights no side won: draws, and fights a simulation's safety limit stopped."""
    safety_stops: int
    """Of the draws, the fights a simulation's safety limit stopped (no rule)."""
    win_rate: float
    """Side 0's share of the fights (a draw is not a win)."""
    low: float
    high: float
    mean_rounds: float
    mean_score: tuple[float, ...]
    stopped: str
    """Why the cell stopped, or "" when the sweep has not said yet."""


@dataclass(frozen=True, slots=True)
class Exploded:
    """A list column flattened: for each item, the fight (row) and its place in the list."""

    fight: Ints
    position: Ints
    values: pa.Array


def explode(column: pa.ChunkedArray) -> Exploded:
    array = column.combine_chunks()
    lengths = pc.fill_null(pc.list_value_length(array), 0).to_numpy().astype(np.int64)
    fight = np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)
    starts = np.cumsum(lengths) - lengths
    position = np.arange(len(fight), dtype=np.int64) - np.repeat(starts, lengths)
    return Exploded(fight, position, pc.list_flatten(array))


def _ints(column: pa.ChunkedArray) -> Ints:
    return np.asarray(column.to_numpy(), dtype=np.int64)


def sort_key(value: Value | None) -> tuple[int, float, str]:
    """Numbers in order, then words in order (booleans off before on)."""
    if value is None:
        return (2, 0.0, "")
    if isinstance(value, int | float):
        return (0, float(value), "")
    return (1, 0.0, str(value))


def ordered_words(results: Results, parameter: str, values: Iterable[Value | None]) -> list[str]:
    """A parameter's distinct values in people's words, in the values' order."""
    distinct = {value_key(v): v for v in values}.values()
    return list(dict.fromkeys(results.words(parameter, v) for v in sorted(distinct, key=sort_key)))


def cells(results: Results) -> list[Cell]:
    """Every cell that has fights, in cell order."""
    table = results.fights
    cell = _ints(table["cell"])
    winner = _ints(table["winner"])
    ids, first = np.unique(cell, return_index=True)
    index = np.searchsorted(ids, cell)
    heads = table.take(pa.array(first)).select([*results.parameters, "sides"]).to_pylist()
    width = max(1, max((len(h["sides"] or ()) for h in heads), default=1))
    n = len(ids)
    fights = np.bincount(index, minlength=n)
    sides_count = pc.fill_null(pc.list_value_length(table["sides"]), 0).to_numpy()
    beyond = winner >= sides_count
    if beyond.any():
        at = int(np.argmax(beyond))
        raise LabError(
            f"{results.folder / 'fights'}: cell {int(cell[at])}, fight {table['fight'][at]}: "
            f"winner {int(winner[at])} is not one of its {int(sides_count[at])} sides"
        )
    won = winner >= 0
    stops = np.bincount(index[winner == SAFETY_STOP], minlength=n)
    wins = np.bincount(index[won] * width + winner[won], minlength=n * width).reshape(n, width)
    rounds = np.bincount(index, weights=_ints(table["rounds"]), minlength=n)
    score = explode(table["score"])
    slot = index[score.fight] * width + score.position
    totals = np.bincount(
        slot, weights=score.values.to_numpy(zero_copy_only=False), minlength=n * width
    )
    counts = np.bincount(slot, minlength=n * width)
    out = []
    for i, cell_id in enumerate(ids):
        sides = tuple(heads[i]["sides"] or ())
        values = {p: heads[i][p] for p in results.parameters}
        low, high = wilson(int(wins[i, 0]), int(fights[i]))
        out.append(
            Cell(
                cell=int(cell_id),
                values=values,
                label=cell_words(results.parameters, values, results.words),
                sides=sides,
                fights=int(fights[i]),
                wins=tuple(int(w) for w in wins[i, : len(sides)]),
                draws=int(fights[i] - wins[i].sum()),
                safety_stops=int(stops[i]),
                win_rate=float(wins[i, 0] / fights[i]),
                low=low,
                high=high,
                mean_rounds=float(rounds[i] / fights[i]),
                mean_score=tuple(
                    float(totals[i * width + s] / max(1, counts[i * width + s]))
                    for s in range(len(sides))
                ),
                stopped=results.stopped.get(int(cell_id), ""),
            )
        )
    return out


def rate_fields(wins: int, fights: int) -> Row:
    """A win rate, its interval and their words, for chart rows."""
    low, high = wilson(wins, fights)
    rate = wins / fights if fights else 0.0
    return {
        "fights": fights,
        "wins": wins,
        "rate": rate,
        "low": low,
        "high": high,
        "rate_text": percent(rate),
        "interval_text": interval_words(low, high),
    }


def conditions(results: Results, all_cells: Sequence[Cell]) -> list[Row]:
    """Side 0's win rate for each distinct set of parameter values (cells drawn twice with the
    same values are pooled), with each parameter's value in words under ``p0``, ``p1``..."""
    pooled: dict[tuple[Any, ...], list[int]] = {}
    values: dict[tuple[Any, ...], dict[str, Value | None]] = {}
    for c in all_cells:
        key = tuple(value_key(c.values[p]) for p in results.parameters)
        sums = pooled.setdefault(key, [0, 0, 0])
        sums[0] += c.wins[0] if c.wins else 0
        sums[1] += c.fights
        sums[2] += c.draws
        values[key] = c.values
    rows = []
    for key, (wins, fights, draws) in pooled.items():
        row = rate_fields(wins, fights)
        row["draws"] = draws
        for i, p in enumerate(results.parameters):
            row[f"p{i}"] = results.words(p, values[key][p])
            row[f"v{i}"] = values[key][p]
        rows.append(row)
    return rows


def rounds_counts(results: Results, all_cells: Sequence[Cell], group_by: str | None) -> list[Row]:
    """Fights by length: ``group`` (a cell, or the value of ``group_by`` pooling the cells),
    ``rounds``, ``fights`` and ``share`` of the group's fights."""
    table = results.fights
    label = {c.cell: c.label for c in all_cells}
    if group_by is not None:
        label = {c.cell: results.words(group_by, c.values[group_by]) for c in all_cells}
    counts: Counter[tuple[str, int]] = Counter()
    for cell_id, rounds in zip(_ints(table["cell"]), _ints(table["rounds"]), strict=True):
        counts[(label[int(cell_id)], int(rounds))] += 1
    totals: Counter[str] = Counter()
    for (group, _), n in counts.items():
        totals[group] += n
    return [
        {"group": g, "rounds": r, "fights": n, "share": n / totals[g]}
        for (g, r), n in sorted(counts.items(), key=lambda item: (item[0][1], item[0][0]))
    ]


def score_counts(
    results: Results, all_cells: Sequence[Cell], labels: Sequence[str], per_cell: bool = True
) -> list[Row]:
    """Fights by each side's score: ``group`` (all cells, then each cell when there are
    several and ``per_cell``), ``side``, ``score``, ``fights``."""
    score = explode(results.fights["score"])
    values = np.asarray(score.values.to_numpy(zero_copy_only=False), dtype=np.int64)
    cell = _ints(results.fights["cell"])[score.fight]
    label = {c.cell: c.label for c in all_cells}
    counts: Counter[tuple[str, int, int]] = Counter()
    for c, s, v in zip(cell.tolist(), score.position.tolist(), values.tolist(), strict=True):
        counts[(every_cell_label(), s, v)] += 1
        if per_cell and len(all_cells) > 1:
            counts[(label[c], s, v)] += 1
    return [
        {"group": g, "side": labels[s], "order": s, "score": v, "fights": n}
        for (g, s, v), n in sorted(counts.items())
    ]


def options_used(
    results: Results, all_cells: Sequence[Cell], labels: Sequence[str], top: int = TOP_OPTIONS
) -> list[Row]:
    """For each side and group (all cells, then each cell when there are several): the share of
    fights in which the side chose each option at least once, its ``top`` options."""
    table = results.fights
    cell = _ints(table["cell"])
    sides = explode(table["sides"])
    width = np.bincount(sides.fight, minlength=len(cell))
    used = explode(table["used"])
    side = np.asarray(used.values.field("side").to_numpy(zero_copy_only=False), dtype=np.int64)
    times = np.asarray(used.values.field("times").to_numpy(zero_copy_only=False), dtype=np.int64)
    option = used.values.field("option").to_pylist()
    chosen = {
        (int(f), int(s), str(o))
        for f, s, o, t in zip(used.fight, side, option, times, strict=True)
        if t > 0 and o is not None
    }
    label = {c.cell: c.label for c in all_cells}
    labels_once = list(dict.fromkeys(c.label for c in all_cells))
    groups = [every_cell_label()] + (labels_once if len(all_cells) > 1 else [])
    counts: Counter[tuple[str, int, str]] = Counter()
    for f, s, o in chosen:
        counts[(every_cell_label(), s, o)] += 1
        if len(groups) > 1:
            counts[(label[int(cell[f])], s, o)] += 1
    rows: list[Row] = []
    for group in groups:
        in_group = np.ones(len(cell), dtype=bool)
        if group != every_cell_label():
            ids = [c.cell for c in all_cells if c.label == group]
            in_group = np.isin(cell, ids)
        for s, side_label in enumerate(labels):
            fights = int(np.count_nonzero(in_group & (width > s)))
            mine = sorted(
                ((n, o) for (g, ss, o), n in counts.items() if g == group and ss == s),
                key=lambda item: (-item[0], item[1]),
            )[:top]
            rows.extend(
                {
                    "group": group,
                    "side": side_label,
                    "order": s,
                    "option": o,
                    "fights": n,
                    "of": fights,
                    "share": n / fights if fights else 0.0,
                    "share_text": percent(n / fights if fights else 0.0),
                }
                for n, o in mine
            )
    return rows


def seat_cells(all_cells: Sequence[Cell], labels: Sequence[str]) -> list[Row]:
    """Each seat's win rate in each cell (multi-seat games); cells with the same values (the
    same label) are pooled."""
    wins: dict[tuple[str, int], int] = {}
    fights: dict[tuple[str, int], int] = {}
    for c in all_cells:
        for s in range(len(c.sides)):
            key = (c.label, s)
            wins[key] = wins.get(key, 0) + c.wins[s]
            fights[key] = fights.get(key, 0) + c.fights
    rows = []
    for (group, s), n in fights.items():
        row = rate_fields(wins[(group, s)], n)
        row.update(group=group, seat=labels[s], order=s)
        rows.append(row)
    return rows


def seat_warriors(results: Results, labels: Sequence[str]) -> list[Row]:
    """Each seat's win rate with each warrior it fought with, pooled over the cells."""
    winner = _ints(results.fights["winner"])
    sides = explode(results.fights["sides"])
    names = sides.values.to_pylist()
    fights: Counter[tuple[int, str]] = Counter()
    wins: Counter[tuple[int, str]] = Counter()
    for f, s, name in zip(sides.fight, sides.position, names, strict=True):
        key = (int(s), warrior_of(str(name)))
        fights[key] += 1
        wins[key] += int(winner[f] == s)
    rows = []
    for (s, warrior), n in sorted(fights.items()):
        row = rate_fields(wins[(s, warrior)], n)
        row.update(seat=labels[s], order=s, warrior=warrior)
        rows.append(row)
    return rows


def labels_of(results: Results, all_cells: Sequence[Cell]) -> list[str]:
    return side_labels(results.game, [c.sides for c in all_cells])


__all__ = [
    "ALL_CELLS",
    "Cell",
    "cells",
    "conditions",
    "every_cell_label",
    "explode",
    "labels_of",
    "options_used",
    "ordered_words",
    "rate_fields",
    "rounds_counts",
    "score_counts",
    "seat_cells",
    "seat_warriors",
    "sort_key",
]
