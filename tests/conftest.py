"""Shared test set-up: every ``rule`` marker must name a rule in the rules index."""

from __future__ import annotations

import pytest

from tenkaichi.rules.index import rules_index

_KNOWN = {rule.id for rule in rules_index()}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    unknown = sorted(
        {
            (item.nodeid, str(mark.args[0]))
            for item in items
            for mark in item.iter_markers("rule")
            if not mark.args or mark.args[0] not in _KNOWN
        }
    )
    if unknown:
        raise pytest.UsageError(
            "tests name rules that are not in the rules index: "
            + ", ".join(f"{node} -> {rule}" for node, rule in unknown)
        )
