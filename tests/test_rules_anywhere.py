"""``tenkaichi rules`` works from any folder: the rules index and the coverage ship with the
package, and the shipped coverage is what the tests say today."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tenkaichi.rules.index import rules_index
from tenkaichi.rules.shipped import COVERAGE_FILE, DATA, coverage_text

TESTS = Path(__file__).parent
SRC = TESTS.parent / "src"


def test_the_shipped_coverage_is_current() -> None:
    shipped = (DATA / COVERAGE_FILE).read_text(encoding="utf-8")
    assert shipped == coverage_text(TESTS), (
        "the shipped rules coverage is out of date: run make rules-coverage "
        "(python -m tenkaichi.rules.shipped --write --tests tests)"
    )


def test_rules_runs_from_another_folder_and_shows_each_rules_text(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run(
        [sys.executable, "-c", "from tenkaichi.cli import run; run()", "rules"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    for rule in rules_index():
        assert any(line[4:].startswith(f"{rule.id}: {rule.what} (") for line in lines), rule.id
    assert any(line.startswith("Tournament of Power: ") for line in lines)


def test_rules_still_reads_a_tests_folder_when_given_one(tmp_path: Path) -> None:
    (tmp_path / "test_one.py").write_text(
        "import pytest\n\n@pytest.mark.rule('dbu.dice.botch')\ndef test_a() -> None:\n    pass\n"
    )
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from tenkaichi.cli import run; run()",
            "rules",
            "--system",
            "dbu",
            "--tests",
            str(tmp_path),
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    botch = [line for line in done.stdout.splitlines() if line[4:].startswith("dbu.dice.botch:")]
    assert len(botch) == 1
    assert botch[0].startswith("ok  ")
    assert botch[0].endswith("(1 test)")
    assert "DBU: 1 of " in done.stdout
