"""The first table store: tables, seats, the input log and snapshots.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tables",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game", sa.String(16), nullable=False),
        sa.Column("setup", sa.JSON, nullable=False),
        sa.Column("dice_mode", sa.String(16), nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("settings", sa.JSON, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "seats",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column(
            "table_id",
            sa.Integer,
            sa.ForeignKey("tables.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("side", sa.String(80), nullable=True),
        sa.Column("fighters", sa.JSON, nullable=False),
        sa.Column("bot", sa.String(16), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("approved", sa.Boolean, nullable=False),
    )
    op.create_table(
        "inputs",
        sa.Column(
            "table_id",
            sa.Integer,
            sa.ForeignKey("tables.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("seat_id", sa.Integer, sa.ForeignKey("seats.id"), nullable=False),
        sa.Column("decision_id", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("table_id", "seq", name="inputs_table_seq"),
    )
    op.create_table(
        "snapshots",
        sa.Column(
            "table_id",
            sa.Integer,
            sa.ForeignKey("tables.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("state", sa.JSON, nullable=False),
        sa.PrimaryKeyConstraint("table_id", "seq", name="snapshots_table_seq"),
    )


def downgrade() -> None:
    for name in ("snapshots", "inputs", "seats", "tables"):
        op.drop_table(name)
