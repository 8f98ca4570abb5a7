"""A PostgreSQL URL for table tests: a fresh schema per test, or a skip with the reason."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import sqlalchemy as sa

PG_URL = os.environ.get(
    "TENKAICHI_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)


@contextmanager
def pg_schema_url() -> Iterator[str]:
    """A URL whose search path is a new, empty schema (dropped afterwards)."""
    try:
        admin = sa.create_engine(PG_URL)
        with admin.connect() as c:
            c.execute(sa.text("select 1"))
    except Exception as error:
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        print(f"PostgreSQL unreachable at {PG_URL}: {reason}")
        pytest.skip(f"PostgreSQL unreachable at {PG_URL}: {reason}")
    schema = f"tk_test_{secrets.token_hex(6)}"
    with admin.begin() as c:
        c.execute(sa.text(f'create schema "{schema}"'))
    sep = "&" if "?" in PG_URL else "?"
    try:
        yield f"{PG_URL}{sep}options=-csearch_path%3D{schema}"
    finally:
        with admin.begin() as c:
            c.execute(sa.text(f'drop schema "{schema}" cascade'))
        admin.dispose()
