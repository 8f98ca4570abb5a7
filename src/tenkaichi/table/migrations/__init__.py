"""Alembic migrations of the table store (run by :func:`tenkaichi.table.store.upgrade`)."""
