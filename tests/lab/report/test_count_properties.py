"""Property: for any small table of fights, the report's counts equal a brute-force count
over the rows (cells with different numbers of sides, draws, empty option lists)."""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.lab import report_tables as tables
from tenkaichi.lab.report_data import load

from .results_fixture import USED_TYPE, seal

OPTIONS = ("Strike", "Guard", "Energy Blast")


@st.composite
def fight_rows(draw: st.DrawFn) -> list[dict[str, Any]]:
    widths = draw(st.lists(st.integers(2, 4), min_size=1, max_size=3))
    rows = []
    for cell, width in enumerate(widths):
        for k in range(draw(st.integers(1, 12))):
            rows.append(
                {
                    "cell": cell,
                    "batch": 0,
                    "fight": k,
                    "seed": k,
                    "bot": ["greedy", "random", "search"][cell],
                    "sides": [f"Fighter {i}" for i in range(width)],
                    "winner": draw(st.integers(-1, width - 1)),
                    "winner_name": "",
                    "rounds": draw(st.integers(1, 6)),
                    "score": draw(st.lists(st.integers(0, 9), min_size=width, max_size=width)),
                    "used": [
                        {"side": s, "option": o, "times": t}
                        for s, o, t in draw(
                            st.lists(
                                st.tuples(
                                    st.integers(0, width - 1),
                                    st.sampled_from(OPTIONS),
                                    st.integers(0, 3),
                                ),
                                max_size=5,
                            )
                        )
                    ],
                }
            )
    return rows


def write(folder: Path, rows: list[dict[str, Any]]) -> None:
    (folder / "fights").mkdir()
    schema = pa.schema(
        [
            ("cell", pa.int32()),
            ("batch", pa.int32()),
            ("fight", pa.int32()),
            ("seed", pa.int64()),
            ("bot", pa.string()),
            ("sides", pa.list_(pa.string())),
            ("winner", pa.int8()),
            ("winner_name", pa.string()),
            ("rounds", pa.int32()),
            ("score", pa.list_(pa.int32())),
            ("used", USED_TYPE),
        ]
    )
    pq.write_table(pa.Table.from_pylist(rows, schema), folder / "fights" / "all.parquet")
    meta = {
        "format": 1,
        "title": "t",
        "game": "dbu",
        "parameters": ["bot"],
        "cells": 3,
        "fights": 12,
        "complete": False,  # no cells.parquet: a sweep ends by writing it
    }
    (folder / "lab.json").write_text(json.dumps(meta), encoding="utf-8")
    seal(folder)


@settings(max_examples=30, deadline=None)
@given(fight_rows())
def test_counts_equal_a_brute_force_count(rows: list[dict[str, Any]]) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        write(folder, rows)
        results = load(folder)
        cells = tables.cells(results)
        labels = tables.labels_of(results, cells)
        shares = tables.options_used(results, cells, labels, top=len(OPTIONS))
        scores = tables.score_counts(results, cells, labels)
    assert [c.cell for c in cells] == sorted({r["cell"] for r in rows})
    for c in cells:
        mine = [r for r in rows if r["cell"] == c.cell]
        width = len(mine[0]["sides"])
        assert c.fights == len(mine)
        assert c.wins == tuple(sum(r["winner"] == s for r in mine) for s in range(width))
        assert c.draws == sum(r["winner"] == -1 for r in mine)
        assert c.mean_rounds == pytest.approx(sum(r["rounds"] for r in mine) / len(mine))
        assert c.mean_score == pytest.approx(
            [sum(r["score"][s] for r in mine) / len(mine) for s in range(width)]
        )
        group = [s for s in shares if s["group"] == (c.label if len(cells) > 1 else "All cells")]
        for s in range(width):
            chose = Counter(
                o
                for r in mine
                for o in {u["option"] for u in r["used"] if u["side"] == s and u["times"] > 0}
            )
            assert {g["option"]: g["fights"] for g in group if g["order"] == s} == dict(chose)
            assert all(g["of"] == len(mine) for g in group if g["order"] == s)
    expected = Counter(("All cells", s, v) for r in rows for s, v in enumerate(r["score"]))
    if len(cells) > 1:
        expected.update(
            (c.label, s, v)
            for c in cells
            for r in rows
            if r["cell"] == c.cell
            for s, v in enumerate(r["score"])
        )
    assert {(r["group"], r["order"], r["score"]): r["fights"] for r in scores} == dict(expected)
