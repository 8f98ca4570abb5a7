"""The character each chat user saved on a server (``!sheet set``), in the table database.

One row per (platform, server, user): saving again replaces it. A row holds the sheet as the
sheet format's JSON (validated before it is written, read back through the same model), the
character's name and the user's display name when it was saved (a forum names people by
name, not by a resolved mention), and where the sheet came from. Each change is one short
transaction; two saves at once leave one of them, whole.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import sqlalchemy as sa
from pydantic import ValidationError

from tenkaichi.chat.texts import text
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.errors import ContentError
from tenkaichi.problems import first_problem
from tenkaichi.table.store import SHEETS

if TYPE_CHECKING:
    from tenkaichi.table.service import TableService

SheetSource = Literal["file", "pasted", "foundry", "example"]
ID_MAX = 100
"""The longest platform user id or server id kept (longer ones are refused before)."""
RETRIES = 3
"""How often a save that met another save of the same user's at the same moment is tried."""
LOOKUP_MAX = 500
"""The most saved characters of one server a lookup by name reads."""


@dataclass(frozen=True, slots=True)
class Saved:
    """One user's saved character on one server."""

    platform: str
    server: str
    user_id: str
    user_name: str
    sheet: CharacterSheet
    source: SheetSource


class SheetStore:
    """The ``chat_sheets`` rows of one table service's database."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.engine = service.engine

    def save(
        self,
        platform: str,
        server: str,
        user_id: str,
        user_name: str,
        sheet: CharacterSheet,
        source: SheetSource,
    ) -> None:
        """Keep ``sheet`` as this user's character on this server, replacing any before."""
        values = {
            "user_name": user_name[:ID_MAX],
            "name": sheet.name[:ID_MAX],
            "sheet": sheet.model_dump(mode="json"),
            "source": source,
            "saved": dt.datetime.now(dt.UTC),
        }
        key = _key(platform, server, user_id)
        for attempt in range(RETRIES):
            try:
                with self.service.transaction() as c:
                    c.execute(SHEETS.delete().where(*key))
                    c.execute(
                        SHEETS.insert().values(
                            platform=platform, server=server, user_id=user_id, **values
                        )
                    )
                return
            except sa.exc.IntegrityError:  # the same user saved at the same moment: again
                if attempt == RETRIES - 1:
                    raise

    def clear(self, platform: str, server: str, user_id: str) -> bool:
        """Forget this user's character on this server; ``False`` when there was none."""
        with self.service.transaction() as c:
            done = c.execute(SHEETS.delete().where(*_key(platform, server, user_id))).rowcount
        return bool(done)

    def get(self, platform: str, server: str, user_id: str) -> Saved | None:
        with self.engine.connect() as c:
            row = c.execute(sa.select(SHEETS).where(*_key(platform, server, user_id))).first()
        return None if row is None else _saved(row)

    def find(self, platform: str, server: str, word: str) -> list[Saved]:
        """The characters of this server a typed word names: a user id, a user's display name
        (an ``@`` before it is dropped) or a character's name, in any case."""
        wanted = word.removeprefix("@").casefold()
        if not wanted:
            return []
        with self.engine.connect() as c:
            rows = c.execute(
                sa.select(SHEETS)
                .where(SHEETS.c.platform == platform, SHEETS.c.server == server)
                .order_by(SHEETS.c.user_id)
                .limit(LOOKUP_MAX)
            ).all()
        by_id = [r for r in rows if r.user_id.casefold() == wanted]
        found = by_id or [r for r in rows if wanted in (r.user_name.casefold(), r.name.casefold())]
        return [_saved(r) for r in found]


def _key(platform: str, server: str, user_id: str) -> tuple[sa.ColumnElement[bool], ...]:
    return (
        SHEETS.c.platform == platform,
        SHEETS.c.server == server,
        SHEETS.c.user_id == user_id,
    )


def _saved(row: sa.Row[tuple[object, ...]]) -> Saved:
    """A row as a :class:`Saved`; a sheet that no longer reads (the content changed since it
    was saved) is a :class:`ContentError` naming its first problem."""
    try:
        sheet = CharacterSheet.model_validate(row.sheet)
    except ValidationError as error:
        problem = first_problem(error, "sheet")
        raise ContentError(text("chat-sheet-no-longer-reads", problem=problem)) from None
    source: SheetSource = row.source if row.source in ("file", "pasted", "foundry") else "example"
    return Saved(row.platform, row.server, row.user_id, row.user_name, sheet, source)


__all__ = ["ID_MAX", "Saved", "SheetSource", "SheetStore"]
