"""One way to talk to a chat front-end in tests, whichever front-end it is.

The defect tests in ``test_chat_defects.py`` are written once, against :class:`Harness`, and
run against every implementation listed in ``conftest.IMPLEMENTATIONS`` (they first ran against
the old DDC chat layer too, where each defect showed). An implementation is a class here,
built by ``BUILDERS[name](database_path, seed)``.
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

import sqlalchemy as sa
from click.testing import CliRunner

from tenkaichi.cli import main

WRITES = ("INSERT", "UPDATE", "REPLACE", "DELETE")
"""The SQL statements whose size :meth:`Harness.write_sizes` counts."""


class Harness(Protocol):
    name: str
    """The implementation's name, as listed in ``conftest.IMPLEMENTATIONS``."""
    path: Path
    """The database file (SQLite) this instance keeps its battles in."""

    def say(
        self,
        user: str,
        text: str,
        *,
        channel: str = "c1",
        display: str | None = None,
        moderator: bool = False,
        mentions: Sequence[tuple[str, str]] = (),
    ) -> str:
        """Send ``text`` as the platform user ``user`` (shown as ``display``) in ``channel``;
        the replies' texts joined by newlines, "" when there is none. ``mentions`` are the
        (user id, display name) pairs the platform resolved in the text (``<@id>``)."""
        ...

    def twin(self) -> Harness:
        """A second, independent instance on the same database, as a second process."""
        ...

    def damage(self, channel: str) -> None:
        """Corrupt the stored battle of ``channel`` as a disk error or a hand edit would."""
        ...

    def write_sizes(self) -> list[int]:
        """Bytes written to the database by each :meth:`say` so far (0 for none), in order."""
        ...

    def cli(self, args: list[str]) -> tuple[int, str]:
        """Exit code and output (stdout and stderr) of ``tenkaichi ddc chat *args`` on this
        harness's database (``--db`` is added, and ``--seed`` unless ``args`` has one)."""
        ...


def run_cli(args: list[str]) -> tuple[int, str]:
    """``tenkaichi *args`` as a shell would run it (the real entry point, so errors map to exit
    codes as they do for a user), its output captured by click's test runner."""
    with CliRunner().isolation() as (_, _, output):
        code = main(args)
        sys.stdout.flush()
        sys.stderr.flush()
        return code, output.getvalue().decode("utf-8", "replace")


class NewHarness:
    """The chat front-ends over the table service (``tenkaichi.chat.frontends.all_games``),
    as the Discord bot and ``tenkaichi chat say`` run them, on an SQLite file."""

    name = "new"

    def __init__(self, path: Path, seed: int = 1) -> None:
        from tenkaichi.chat.frontends import all_games
        from tenkaichi.table.service import TableService

        self.path = path
        self.seed = seed
        self.service = TableService(f"sqlite:///{path}")
        self.router = all_games(self.service, new_seed=lambda: seed)
        self._sizes: list[int] = []
        self._written = 0
        sa.event.listen(self.service.engine, "before_cursor_execute", self._trace)

    def _trace(
        self, _conn: object, _cursor: object, statement: str, params: object, *_: object
    ) -> None:
        if statement.lstrip().upper().startswith(WRITES):
            self._written += len(statement.encode("utf-8")) + len(repr(params).encode("utf-8"))

    def say(
        self,
        user: str,
        text: str,
        *,
        channel: str = "c1",
        display: str | None = None,
        moderator: bool = False,
        mentions: Sequence[tuple[str, str]] = (),
    ) -> str:
        from tenkaichi.chat.messages import Author, Incoming

        self._written = 0
        message = Incoming(
            "test",
            channel,
            Author(user, display or user, moderator),
            text,
            tuple(Author(i, n) for i, n in mentions),
        )
        try:
            replies = self.router.handle(message)
        finally:
            self._sizes.append(self._written)
        return "\n".join(r.text for r in replies)

    def twin(self) -> NewHarness:
        return NewHarness(self.path, self.seed)

    def damage(self, channel: str) -> None:
        # A bit flipped on disk inside the table's last input: its JSON is no longer text.
        with sqlite3.connect(self.path) as db:
            (table,) = db.execute(
                "SELECT table_id FROM chat_channels WHERE channel = ?", (channel,)
            ).fetchone()
            seq, payload = db.execute(
                "SELECT seq, CAST(payload AS BLOB) FROM inputs WHERE table_id = ? "
                "ORDER BY seq DESC LIMIT 1",
                (table,),
            ).fetchone()
            garbled = bytearray(payload)
            garbled[len(garbled) // 2] ^= 0x80
            db.execute(
                "UPDATE inputs SET payload = CAST(? AS TEXT) WHERE table_id = ? AND seq = ?",
                (bytes(garbled), table, seq),
            )

    def write_sizes(self) -> list[int]:
        return list(self._sizes)

    def cli(self, args: list[str]) -> tuple[int, str]:
        seed = [] if "--seed" in args else ["--seed", str(self.seed)]
        return run_cli(["ddc", "chat", *args, "--db", str(self.path), *seed])


BUILDERS: dict[str, Callable[[Path, int], Harness]] = {"new": NewHarness}
"""How each implementation is built: (database file, seed for new battles) -> a harness."""
