"""Alembic revisions of the table store, oldest first."""
