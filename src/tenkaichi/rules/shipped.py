"""The coverage of the rules as shipped with the package: which tests name each rule.

``tenkaichi rules`` runs from any folder, with no checkout of the tests: it reads
``data/rules-coverage.json``, written from the tests folder by
``python -m tenkaichi.rules.shipped --write`` (``make rules-coverage``). A test checks that the
shipped file is what the tests say today, so it cannot go stale unnoticed.
"""

from __future__ import annotations

import argparse
import json
from functools import cache
from importlib import resources
from pathlib import Path

from tenkaichi.errors import ContentError
from tenkaichi.rules.index import rules_index, scan_tests

COVERAGE_FILE = "rules-coverage.json"
DATA = Path(__file__).resolve().parent.parent / "data"


def coverage_map(tests_dir: Path) -> dict[str, list[str]]:
    """Rule id -> the tests that name it, for every rule of the index (in its order) and for
    ids the index does not list (after them)."""
    found = scan_tests(tests_dir)
    known = [rule.id for rule in rules_index()]
    out = {rule_id: found.get(rule_id, []) for rule_id in known}
    out.update({rid: tests for rid, tests in sorted(found.items()) if rid not in out})
    return out


def coverage_text(tests_dir: Path) -> str:
    """The shipped file's text for ``tests_dir``."""
    return json.dumps(coverage_map(tests_dir), indent=1, ensure_ascii=False) + "\n"


@cache
def shipped_coverage() -> dict[str, list[str]]:
    """The coverage shipped with the package."""
    path = resources.files("tenkaichi.data").joinpath(COVERAGE_FILE)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ContentError(f"data/{COVERAGE_FILE}: cannot read it ({error})") from None
    if not isinstance(data, dict):
        raise ContentError(f"data/{COVERAGE_FILE}: expected rule ids and their tests")
    return {str(k): [str(t) for t in v] for k, v in data.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the shipped rules coverage file.")
    parser.add_argument("--write", action="store_true", help="write the file (else: check it)")
    parser.add_argument("--tests", type=Path, default=Path("tests"), help="the tests folder")
    args = parser.parse_args(argv)
    text = coverage_text(args.tests)
    target = DATA / COVERAGE_FILE
    if args.write:
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target}")
        return 0
    current = target.read_text(encoding="utf-8") if target.exists() else ""
    print("the shipped coverage is current" if current == text else f"{target} is out of date")
    return 0 if current == text else 1


if __name__ == "__main__":
    raise SystemExit(main())
