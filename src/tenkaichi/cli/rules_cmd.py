"""``tenkaichi rules``: each rule of the rules texts, in one line, and the tests that exercise it.

From any folder: the rules index and the coverage ship with the package
(:mod:`tenkaichi.rules.shipped`); ``--tests FOLDER`` reads a tests folder instead.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Annotated

import typer

from tenkaichi.cli import output
from tenkaichi.i18n import text
from tenkaichi.rules.index import SYSTEM_NAMES, coverage, rules_index, scan_tests
from tenkaichi.rules.shipped import shipped_coverage


def register(app: typer.Typer) -> None:
    app.command("rules", cls=output.PlainCommand)(rules)


def rules(
    system: Annotated[str | None, typer.Option(help="Only this system: dbu, top or ddc.")] = None,
    missing: Annotated[bool, typer.Option("--missing", help="List only uncovered rules.")] = False,
    tests: Annotated[
        Path | None,
        typer.Option(
            metavar="FOLDER",
            help="Read this tests folder (default: the coverage shipped with Tenkaichi).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Each rule of the rules texts in one line, whether tests exercise it, and totals per
    system."""
    found = shipped_coverage() if tests is None else None
    rows = coverage(tests or Path("tests"), system, found)
    for row in rows:
        if missing and row.covered:
            continue
        if row.covered:
            ran = text("cli-rules-tests", n=len(row.tests), count=str(len(row.tests)))
            output.say(text("cli-rules-covered", rule=row.rule.id, what=row.rule.what, tests=ran))
        else:
            said = text(
                "cli-rules-untested", rule=row.rule.id, what=row.rule.what, source=row.rule.source
            )
            output.say(said)
    totals: Counter[str] = Counter()
    done: Counter[str] = Counter()
    for row in rows:
        totals[row.rule.system] += 1
        done[row.rule.system] += row.covered
    output.say("")
    for key, total in totals.items():
        output.say(
            text("cli-rules-total", system=SYSTEM_NAMES[key], done=str(done[key]), total=str(total))
        )
    known = {rule.id for rule in rules_index()}
    named = found if found is not None else scan_tests(tests or Path("tests"))
    for rule_id, where in named.items():
        if rule_id not in known and where:
            place = where[0].split("::", 1)[0]
            output.say(text("cli-rules-unknown", place=place, rule=rule_id))
