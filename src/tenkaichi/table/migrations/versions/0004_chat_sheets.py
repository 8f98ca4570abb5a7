"""Chat front-ends: the character each chat user saved on a server (``!sheet set``).

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat_sheets",
        sa.Column("platform", sa.String(16), nullable=False),
        sa.Column("server", sa.String(100), nullable=False),
        sa.Column("user_id", sa.String(100), nullable=False),
        sa.Column("user_name", sa.String(100), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("sheet", sa.JSON, nullable=False),
        sa.Column("source", sa.String(16), nullable=False),
        sa.Column("saved", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("platform", "server", "user_id", name="chat_sheets_key"),
    )


def downgrade() -> None:
    op.drop_table("chat_sheets")
