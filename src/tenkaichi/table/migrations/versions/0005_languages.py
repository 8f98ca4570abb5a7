"""Every reader's language (issue 38): each seat's chosen language (empty: its browser's),
and the language each chat user, and each chat server by default, reads.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("language", sa.String(16), nullable=False, server_default=""))
    op.create_table(
        "chat_languages",
        sa.Column("platform", sa.String(16), nullable=False),
        sa.Column("server", sa.String(100), nullable=False),
        sa.Column("user_id", sa.String(100), nullable=False),
        sa.Column("language", sa.String(16), nullable=False),
        sa.PrimaryKeyConstraint("platform", "server", "user_id", name="chat_languages_key"),
    )


def downgrade() -> None:
    op.drop_table("chat_languages")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("language")
