"""Fixtures for the chat defect tests: one harness per chat implementation.

``IMPLEMENTATIONS`` lists the implementations every defect test runs against (see
``chat_harness.BUILDERS``). Today's layer ("old") has every defect, so a test run against it is
expected to fail (``defect`` marks it as a strict xfail: a test that passes there is an error).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from .chat_harness import BUILDERS, Harness

IMPLEMENTATIONS: list[str] = ["old", "new"]
"""The chat implementations the defect tests run against."""
DEFECTIVE: frozenset[str] = frozenset({"old"})
"""Implementations known to have every defect of issue 18: their tests must fail."""

MakeHarness = Callable[..., Harness]


@pytest.fixture(params=IMPLEMENTATIONS)
def make_harness(request: pytest.FixtureRequest, tmp_path: Path) -> MakeHarness:
    """Builds a harness of this implementation on a fresh database: ``make_harness(seed=N)``."""
    name: str = request.param

    def make(seed: int = 1) -> Harness:
        return BUILDERS[name](tmp_path / "battles.sqlite3", seed)

    return make


@pytest.fixture
def harness(make_harness: MakeHarness) -> Harness:
    """A harness on a fresh database whose new battles use seed 1."""
    return make_harness()


@pytest.fixture
def defect(request: pytest.FixtureRequest, make_harness: MakeHarness) -> Callable[[str], None]:
    """``defect(reason)``: on a defective implementation this test must fail (strict xfail)."""
    name = request.node.callspec.params["make_harness"]

    def mark(reason: str) -> None:
        if name in DEFECTIVE:
            request.node.add_marker(pytest.mark.xfail(strict=True, reason=reason))

    return mark
