"""The hostile suite: write the per-surface tally when ``TENKAICHI_HOSTILE_REPORT`` is set."""

from __future__ import annotations

import os

import pytest

from .bounded import write_report


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    path = os.environ.get("TENKAICHI_HOSTILE_REPORT")
    if path:
        write_report(path)
