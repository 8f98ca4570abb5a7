"""Alembic environment: migrations run on the connection :func:`upgrade` passes in."""

from __future__ import annotations

from alembic import context

from tenkaichi.table.store import METADATA

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only reached through the alembic command line
    raise SystemExit("run the table migrations through tenkaichi.table.store.upgrade(url)")
context.configure(connection=connection, target_metadata=METADATA)
with context.begin_transaction():
    context.run_migrations()
