"""Chat front-ends: which table each chat channel plays (per game), and which chat user holds
which seat.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat_channels",
        sa.Column("platform", sa.String(16), nullable=False),
        sa.Column("channel", sa.String(100), nullable=False),
        sa.Column("game", sa.String(16), nullable=False),
        sa.Column(
            "table_id",
            sa.Integer,
            sa.ForeignKey("tables.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("lobby", sa.JSON, nullable=False),
        sa.Column("version", sa.Integer, nullable=False, server_default="0"),
        sa.PrimaryKeyConstraint("platform", "channel", "game", name="chat_channels_key"),
    )
    op.create_table(
        "chat_members",
        sa.Column(
            "seat_id",
            sa.Integer,
            sa.ForeignKey("seats.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column(
            "table_id",
            sa.Integer,
            sa.ForeignKey("tables.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("platform", sa.String(16), nullable=False),
        sa.Column("user_id", sa.String(100), nullable=False),
        sa.Column("vote_end", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.UniqueConstraint("table_id", "platform", "user_id", name="chat_members_user"),
    )


def downgrade() -> None:
    op.drop_table("chat_members")
    op.drop_table("chat_channels")
