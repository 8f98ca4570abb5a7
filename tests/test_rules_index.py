"""Rules traceability: the index is valid, and the dice, checks and tier rules are all tested."""

from __future__ import annotations

from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.errors import ContentError
from tenkaichi.rules.index import coverage, parse_index, rules_index, scan_tests

TESTS = Path(__file__).parent
FOUNDATION_PREFIXES = ("dbu.dice.", "dbu.checks.", "dbu.tier.")
FOUNDATION_RULES = ("dbu.play.defender-wins", "dbu.play.minimums")


def test_index_lists_every_system() -> None:
    systems = {rule.system for rule in rules_index()}
    assert systems == {"dbu", "top", "ddc"}
    assert len(rules_index()) >= 229


def test_foundation_rules_are_all_named_by_tests() -> None:
    rows = coverage(TESTS, "dbu")
    wanted = [
        row
        for row in rows
        if row.rule.id.startswith(FOUNDATION_PREFIXES) or row.rule.id in FOUNDATION_RULES
    ]
    assert len(wanted) >= 20
    missing = [row.rule.id for row in wanted if not row.covered]
    assert missing == []


def test_scanner_reads_function_class_and_module_marks(tmp_path: Path) -> None:
    folder = tmp_path / "tests"
    folder.mkdir()
    (folder / "test_x.py").write_text(
        "import pytest\n"
        "pytestmark = pytest.mark.rule('a.b')\n"
        "@pytest.mark.rule('c.d')\n"
        "def test_one(): ...\n"
        "@pytest.mark.rule('e.f')\n"
        "class TestGroup:\n"
        "    def test_two(self): ...\n"
    )
    found = scan_tests(folder)
    assert found == {
        "a.b": ["tests/test_x.py::test_one", "tests/test_x.py::TestGroup::test_two"],
        "c.d": ["tests/test_x.py::test_one"],
        "e.f": ["tests/test_x.py::TestGroup::test_two"],
    }


def test_index_errors_name_the_entry() -> None:
    with pytest.raises(ContentError, match="sec entry 2: duplicate id"):
        parse_index(
            "sec:\n  - {id: a.b, seed: '000', what: x}\n  - {id: a.b, seed: '000', what: y}\n",
            "idx.yaml",
        )
    with pytest.raises(ContentError, match="sec entry 1"):
        parse_index("sec:\n  - {id: A, seed: '000', what: x}\n", "idx.yaml")


def test_rules_command_reports_totals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--system", "dbu", "--tests", str(TESTS)]) == 0
    out = capsys.readouterr().out
    assert "ok  dbu.dice.botch" in out
    assert "DBU: " in out
    assert " rules covered by tests" in out
    assert main(["rules", "--missing", "--tests", str(TESTS)]) == 0
    missing = capsys.readouterr().out
    assert "ok  " not in missing
    assert "--  top." not in missing
    assert "--  ddc." not in missing


def test_ddc_rules_are_all_named_by_tests() -> None:
    rows = coverage(TESTS, "ddc")
    assert len(rows) >= 17
    assert [row.rule.id for row in rows if not row.covered] == []


def test_every_tournament_of_power_rule_is_named_by_a_test() -> None:
    rows = coverage(TESTS, "top")
    assert len(rows) >= 58
    assert [row.rule.id for row in rows if not row.covered] == []
