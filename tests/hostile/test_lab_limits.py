"""The lab's limits and its results folders' integrity (issue 32, item 6).

A spec that asks for more than a run may hold or do (fights in all, batches, fights in one
cell) is refused in one line naming the key and the limit, before any file is written. A
results folder keeps the SHA-256 of every batch file it wrote (``fights.sha256``) and, once the
sweep ends, of ``cells.parquet`` and of ``fights.sha256`` (``lab.json``): a resumed sweep and
``lab report`` refuse a changed, unlisted or missing file in one line naming it, and never
count it, so forged winners cannot flow into a report.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from lab.core.fake_game import FakeLab
from lab.core.helpers import run_cli, sweep, write
from tenkaichi.errors import LabError
from tenkaichi.lab.report_data import load
from tenkaichi.lab.runner import JOBS_KEPT, check_jobs
from tenkaichi.lab.spec import MAX_BATCHES, MAX_TOTAL_FIGHTS, parse_spec

SMALL = """\
title: Does power help?
game: fake
seed: 7
fights: 40
batch: 20
match: {p: 0.3}
sweep:
  grid:
    A.power: [0, 3]
"""


def grid(cells: int) -> str:
    """A grid of exactly ``cells`` cells (``cells`` = 10**k) over five parameters."""
    values = ", ".join(str(v) for v in range(10))
    names = len(str(cells)) - 1
    return "sweep:\n  grid:\n" + "".join(f"    rules.r{k}: [{values}]\n" for k in range(names))


OVERSIZED = {
    # the finding: 10,000,000 fights in batches of one (1.2 GB before the first fight)
    "ten-million-fights": ("game: fake\nfights: 10000000\nbatch: 1\nmatch: {}\n", "fights"),
    # 100,000 cells of 100 fights: 10,000,000 fights in all
    "cells-times-fights": ("game: fake\nfights: 100\nmatch: {}\n" + grid(100_000), "fights"),
    # 10 cells of 100,000 fights in batches of 5: 200,000 batch files
    "batches": ("game: fake\nfights: 100000\nbatch: 5\nmatch: {}\n" + grid(10), "batch"),
    "huge-batch": ("game: fake\nfights: 1000000\nbatch: 1000000\nmatch: {}\n", "batch"),
}


def one_line(err: str) -> str:
    lines = [line for line in err.strip().splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err, err
    assert "internal error" not in err, err
    return lines[0]


@pytest.mark.parametrize("name", list(OVERSIZED))
def test_an_oversized_spec_is_refused_before_anything_is_written(tmp_path: Path, name: str) -> None:
    text, key = OVERSIZED[name]
    spec = write(tmp_path, text)
    out = tmp_path / "out"
    code, _, err = run_cli(["lab", "run", str(spec), "--out", str(out), "--workers", "1"])
    assert code != 0
    line = one_line(err)
    assert f"spec.yaml: {key}: " in line, line
    assert "at most" in line or "less than or equal" in line, line
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["spec.yaml"]


def test_the_limits_are_named_in_the_message() -> None:
    with pytest.raises(LabError) as caught:
        parse_spec(OVERSIZED["cells-times-fights"][0], "x.yaml")
    assert f"{MAX_TOTAL_FIGHTS:,}" in str(caught.value)
    with pytest.raises(LabError) as caught:
        parse_spec(OVERSIZED["batches"][0], "x.yaml")
    assert f"{MAX_BATCHES:,}" in str(caught.value)


def test_the_largest_accepted_sweep_keeps_few_jobs(tmp_path: Path) -> None:
    """Every cell's job is built once before the sweep (a bad value fails at once) but only
    a few are kept: 100,000 games' jobs held at once were the finding's 1.6 GB."""
    spec = parse_spec("game: fake\nfights: 20\nbatch: 20\nmatch: {}\n" + grid(10_000), "x.yaml")
    built: list[int] = []

    class Counting(FakeLab):
        def job(self, match: Any, values: Any, base_dir: Path) -> Any:
            built.append(1)
            return super().job(match, values, base_dir)

    checked = check_jobs(spec, Counting(), tmp_path, "x.yaml")
    assert len(built) == len(checked.cells) == 10_000
    assert len(checked.kept) == JOBS_KEPT
    assert len({id(s) for s in checked.sides}) == 1


# --- tampered results folders -------------------------------------------------------------


def swept(tmp_path: Path) -> tuple[Path, Path]:
    spec = write(tmp_path, SMALL)
    out = tmp_path / "out"
    sweep(spec, out)
    return spec, out


def first_batch(out: Path) -> Path:
    return out / "fights" / "cell-00000-batch-00000.parquet"


def forge_winners(path: Path) -> None:
    """Every fight of the batch won by side 0, the digest left as it was."""
    table = pq.read_table(path)
    winners = pa.array([0] * table.num_rows, pa.int8())
    table = table.set_column(table.schema.get_field_index("winner"), "winner", winners)
    pq.write_table(table, path)


def truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:100])


def other_columns(path: Path) -> None:
    pq.write_table(pa.table({"x": [1, 2, 3]}), path)


def text_renamed(path: Path) -> None:
    path.write_text("cell,winner\n0,0\n", encoding="utf-8")


TAMPERINGS: dict[str, Callable[[Path], None]] = {
    "forged winners": forge_winners,
    "truncated": truncate,
    "other columns": other_columns,
    "text renamed .parquet": text_renamed,
}


@pytest.mark.parametrize("how", list(TAMPERINGS))
def test_a_tampered_batch_stops_a_resumed_sweep_in_one_line_naming_it(
    tmp_path: Path, how: str
) -> None:
    spec, out = swept(tmp_path)
    batch = first_batch(out)
    TAMPERINGS[how](batch)
    tampered = batch.read_bytes()
    code, _, err = run_cli(["lab", "run", str(spec), "--out", str(out), "--workers", "1"])
    assert code != 0
    line = one_line(err)
    assert batch.name in line, line
    assert "digest" in line, line
    assert batch.read_bytes() == tampered  # refused, not replayed over


@pytest.mark.parametrize("how", list(TAMPERINGS))
def test_a_tampered_batch_is_refused_by_the_report(tmp_path: Path, how: str) -> None:
    _, out = swept(tmp_path)
    batch = first_batch(out)
    TAMPERINGS[how](batch)
    with pytest.raises(LabError) as caught:
        load(out)
    message = str(caught.value)
    assert "\n" not in message
    assert batch.name in message
    assert "does not match its digest" in message


def test_the_report_command_refuses_forged_winners(tmp_path: Path) -> None:
    _, out = swept(tmp_path)
    honest = load(out)
    assert 0 < honest.fights["winner"].to_pylist().count(0) < honest.fights.num_rows
    forge_winners(first_batch(out))
    report = tmp_path / "report"
    code, _, err = run_cli(["lab", "report", str(out), "--out", str(report), "--images", "none"])
    assert code != 0
    line = one_line(err)
    assert "cell-00000-batch-00000.parquet" in line, line
    assert not (report / "report.html").exists()


def test_an_extra_batch_file_is_refused(tmp_path: Path) -> None:
    spec, out = swept(tmp_path)
    extra = out / "fights" / "cell-00001-batch-00007.parquet"
    extra.write_bytes(first_batch(out).read_bytes())
    with pytest.raises(LabError, match=r"cell-00001-batch-00007\.parquet: not written by"):
        load(out)
    code, _, err = run_cli(["lab", "run", str(spec), "--out", str(out), "--workers", "1"])
    assert code != 0
    assert extra.name in one_line(err)


def test_a_missing_batch_file_is_refused_by_the_report(tmp_path: Path) -> None:
    _, out = swept(tmp_path)
    first_batch(out).unlink()
    with pytest.raises(LabError, match=r"cell-00000-batch-00000\.parquet: missing"):
        load(out)


def edit_digests(out: Path, edit: Callable[[list[str]], list[str]]) -> None:
    path = out / "fights.sha256"
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("".join(f"{line}\n" for line in edit(lines)), encoding="utf-8")


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda lines: lines[1:], "fights.sha256"),  # an entry removed
        (lambda lines: [*lines, "not a digest"], "fights.sha256"),
        (lambda lines: [lines[0].replace(lines[0][:8], "00000000"), *lines[1:]], "fights.sha256"),
    ],
)
def test_edited_digests_are_refused(
    tmp_path: Path, edit: Callable[[list[str]], list[str]], named: str
) -> None:
    _, out = swept(tmp_path)
    edit_digests(out, edit)
    with pytest.raises(LabError) as caught:
        load(out)
    assert named in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_forged_batch_with_its_digest_entry_removed_is_refused_on_resume(
    tmp_path: Path,
) -> None:
    spec, out = swept(tmp_path)
    forge_winners(first_batch(out))
    edit_digests(out, lambda lines: [ln for ln in lines if "cell-00000-batch-00000" not in ln])
    code, _, err = run_cli(["lab", "run", str(spec), "--out", str(out), "--workers", "1"])
    assert code != 0
    assert "cell-00000-batch-00000.parquet: not written by this sweep" in one_line(err)


@pytest.mark.parametrize(
    "change",
    [
        {"cells_sha256": None},
        {"digests_sha256": "0" * 64},
        {"cells": "many"},
        {"parameters": [1, 2]},
        {"format": "one"},
    ],
)
def test_an_edited_lab_json_is_one_line(tmp_path: Path, change: dict[str, Any]) -> None:
    _, out = swept(tmp_path)
    path = out / "lab.json"
    meta = json.loads(path.read_text(encoding="utf-8"))
    meta.update(change)
    path.write_text(json.dumps(meta), encoding="utf-8")
    code, _, err = run_cli(["lab", "report", str(out), "--images", "none"])
    assert code != 0
    assert "lab.json" in one_line(err) or "fights.sha256" in one_line(err)


def test_forged_cells_parquet_is_refused(tmp_path: Path) -> None:
    _, out = swept(tmp_path)
    cells = out / "cells.parquet"
    table = pq.read_table(cells)
    stopped = pa.array(["fight cap"] * table.num_rows, pa.string())
    table = table.set_column(table.schema.get_field_index("stopped"), "stopped", stopped)
    pq.write_table(table, cells)
    with pytest.raises(LabError, match=r"cells\.parquet: does not match its digest"):
        load(out)


def test_an_untouched_folder_resumes_and_reports(tmp_path: Path) -> None:
    spec, out = swept(tmp_path)
    code, _, err = run_cli(["lab", "run", str(spec), "--out", str(out), "--workers", "1"])
    assert code == 0, err
    results = load(out)
    assert results.complete
    assert results.fights.num_rows == 80
