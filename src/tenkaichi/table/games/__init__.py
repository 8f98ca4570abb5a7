"""The games a table can play: one :class:`~tenkaichi.table.games.base.GameRules` each."""

from __future__ import annotations

from tenkaichi.table.games.base import GameRules, Match, Viewer
from tenkaichi.table.games.dbu import RULES as DBU
from tenkaichi.table.games.ddc import RULES as DDC
from tenkaichi.table.games.top import RULES as TOP
from tenkaichi.table.store import TableError

GAMES: dict[str, GameRules] = {"dbu": DBU, "top": TOP, "ddc": DDC}


def rules_of(name: str) -> GameRules:
    found = GAMES.get(name) if isinstance(name, str) else None
    if found is None:
        known = ", ".join(f"{g.name} ({g.title})" for g in GAMES.values())
        raise TableError(f"there is no game {name!r:.20} (games: {known})")
    return found


__all__ = ["GAMES", "GameRules", "Match", "Viewer", "rules_of"]
