"""Shared test set-up: every ``rule`` marker must name a rule in the rules index, and the
tests of one ``xdist_group`` run on one pytest-xdist worker."""

from __future__ import annotations

import pytest

from tenkaichi.rules.index import rules_index

_KNOWN = {rule.id for rule in rules_index()}


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
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
    if getattr(config.option, "loadgroup", False):  # an xdist worker of --dist loadgroup
        _keep_groups(items)


def _keep_groups(items: list[pytest.Item]) -> None:
    """Give each test of an ``xdist_group`` the ``@group`` ending of its id that ``--dist
    loadgroup`` sends to one worker by.

    pytest-xdist (3.8) writes that ending into ``item._nodeid``, which pytest 9.2 no longer
    reads (it keeps the id as a structured ``item._id``): the ending was lost, the group's tests
    were spread over the workers, and each worker built the group's costly fixture again (the
    every-maneuver run twice). Where the id already ends so (pytest 8), nothing changes."""
    for item in items:
        names = sorted(
            {
                str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                for mark in item.iter_markers("xdist_group")
            }
        )
        ending = "@" + "_".join(names)
        if names and not item.nodeid.endswith(ending):
            structured = getattr(item, "_id", None)
            if structured is None or not hasattr(structured, "parse"):
                raise pytest.UsageError(
                    f"cannot keep {item.nodeid} in its test group: this pytest keeps test ids "
                    "in a way the suite does not know"
                )
            item._id = structured.parse(item.nodeid + ending)
