"""The real thing, small: a DBU sweep (greedy Kale vs Yamcha, two editions) stores the same
fights in one process and in a pool of two, through ``tenkaichi lab run``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tenkaichi.cli import main

from .helpers import cells, fights, write

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"

SPEC = f"""\
title: Kale against Yamcha under both editions
game: dbu
seed: 5
fights: 4
batch: 2
match:
  sides: {{A: {EXAMPLES / "kale.yaml"}, B: {EXAMPLES / "yamcha.yaml"}}}
  bot: greedy
sweep:
  grid:
    edition: [dbu-1, dbu-2]
"""


def test_a_dbu_sweep_is_the_same_in_one_process_and_two(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec_path = write(tmp_path, SPEC)
    for workers, out in (("1", "one"), ("2", "two")):
        code = main(
            ["lab", "run", str(spec_path), "--workers", workers, "--out", str(tmp_path / out)]
        )
        assert code == 0, capsys.readouterr().err
    assert fights(tmp_path / "two").equals(fights(tmp_path / "one"))
    assert cells(tmp_path / "two").equals(cells(tmp_path / "one"))
    table = cells(tmp_path / "one")
    assert table.column("edition").to_pylist() == ["dbu-1", "dbu-2"]
    assert table.column("fights").to_pylist() == [4, 4]
    assert "Kale against Yamcha under both editions" in capsys.readouterr().out
