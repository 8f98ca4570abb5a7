"""The table's next seq and version (one read tells a process whether its copy is
current), each table's owner (for the cap on open tables), each seat's dice and link
generation, and the key that signs seat links.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("owner", sa.String(80), nullable=True))
        batch.add_column(sa.Column("seq", sa.Integer, nullable=False, server_default="0"))
        batch.add_column(sa.Column("version", sa.Integer, nullable=False, server_default="0"))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(
            sa.Column("dice", sa.String(16), nullable=False, server_default="physical")
        )
        batch.add_column(sa.Column("generation", sa.Integer, nullable=False, server_default="0"))
    op.execute(
        "UPDATE tables SET seq = "
        "(SELECT COALESCE(MAX(inputs.seq) + 1, 0) FROM inputs WHERE inputs.table_id = tables.id)"
    )
    op.create_table(
        "table_keys",
        sa.Column("name", sa.String(32), primary_key=True),
        sa.Column("value", sa.String(128), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("table_keys")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("generation")
        batch.drop_column("dice")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("version")
        batch.drop_column("seq")
        batch.drop_column("owner")
