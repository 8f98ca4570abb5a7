"""``tenkaichi rules``: which seed rules are exercised by which tests."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Annotated

import typer

from tenkaichi.cli import output
from tenkaichi.rules.index import SYSTEM_NAMES, coverage, unknown_ids


def register(app: typer.Typer) -> None:
    app.command("rules", cls=output.PlainCommand)(rules)


def rules(
    system: Annotated[str | None, typer.Option(help="Only this system: dbu, top or ddc.")] = None,
    missing: Annotated[bool, typer.Option("--missing", help="List only uncovered rules.")] = False,
    tests: Annotated[Path, typer.Option(help="The tests folder to scan.")] = Path("tests"),
) -> None:
    """Report, per rule of the seeds, the tests that exercise it, and totals per system."""
    rows = coverage(tests, system)
    for row in rows:
        if missing and row.covered:
            continue
        if row.covered:
            more = ", …" if len(row.tests) > 1 else ""
            output.say(f"ok  {row.rule.id}  ({len(row.tests)} tests: {row.tests[0]}{more})")
        else:
            output.say(f"--  {row.rule.id}  (seed {row.rule.seed}: {row.rule.what})")
    totals: Counter[str] = Counter()
    done: Counter[str] = Counter()
    for row in rows:
        totals[row.rule.system] += 1
        done[row.rule.system] += row.covered
    output.say("")
    for key, total in totals.items():
        output.say(f"{SYSTEM_NAMES[key]}: {done[key]} of {total} rules covered by tests")
    strays = unknown_ids(tests)
    for rule_id, where in strays.items():
        output.say(f"warning: {where[0]} names {rule_id!r}, which is not in the rules index")
