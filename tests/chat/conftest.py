"""Fixtures for the chat defect tests: one harness per chat implementation.

``IMPLEMENTATIONS`` lists the implementations every defect test runs against (see
``chat_harness.BUILDERS``): the chat front-ends over the table service.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from .chat_harness import BUILDERS, Harness

IMPLEMENTATIONS: list[str] = ["new"]
"""The chat implementations the defect tests run against."""

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
