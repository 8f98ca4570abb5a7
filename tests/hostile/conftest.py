"""The hostile suite: write the per-surface tally when ``TENKAICHI_HOSTILE_REPORT`` is set."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from table.pg import pg_schema_url

from .bounded import write_report


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh database for a test that must hold on both: an SQLite file, then a new
    PostgreSQL schema (skipped when no server answers)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'hostile.sqlite3'}"
    else:
        with pg_schema_url() as pg:
            yield pg


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    path = os.environ.get("TENKAICHI_HOSTILE_REPORT")
    if path:
        write_report(path)
