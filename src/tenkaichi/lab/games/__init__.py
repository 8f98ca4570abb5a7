"""Each game's part of the balance lab (:class:`~tenkaichi.lab.game.GameLab`), by the spec's
``game:`` word: :func:`game_lab` finds one, :data:`GAMES` lists the words."""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.errors import LabError
from tenkaichi.lab.game import GameLab
from tenkaichi.lab.games.dbu import DbuLab
from tenkaichi.lab.games.ddc import DdcLab
from tenkaichi.lab.games.top import TopLab
from tenkaichi.settings_schema import shown

_LABS: dict[str, Callable[[], GameLab]] = {"dbu": DbuLab, "top": TopLab, "ddc": DdcLab}
GAMES = tuple(_LABS)
"""The games the lab knows: DBU, the Tournament of Power and Dungeon DICE Combat."""


def game_lab(game: str) -> GameLab:
    """The lab of the game named by a spec's ``game:``; an unknown word lists the known ones."""
    make = _LABS.get(game) if isinstance(game, str) else None
    if make is None:
        raise LabError(f"game: unknown game {shown(game)}; allowed: {', '.join(GAMES)}")
    return make()


__all__ = ["GAMES", "game_lab"]
