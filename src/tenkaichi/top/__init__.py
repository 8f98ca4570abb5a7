"""The Tournament of Power board game (seed 002).

House conventions: the engine is pure and seeded (``Game.start(players, seed)``; one
:class:`~tenkaichi.dice.rng.SeededRng` is the only chance); every choice is a ``Decision`` listing
its legal options as ``(kind, a, b)`` tuples; events are tuples whose first item is their kind;
``replay(players, seed, choices)`` rebuilds a game event for event; content is data validated at
load (``load_content``), and every reading of a gap in the rulebook is a named setting
(``TopSettings``).
"""

from __future__ import annotations

from tenkaichi.top.content import Content, load_content
from tenkaichi.top.engine import Decision, Game, replay
from tenkaichi.top.runner import make_bot, play
from tenkaichi.top.settings import TopSettings
from tenkaichi.top.views import view

__all__ = [
    "Content",
    "Decision",
    "Game",
    "TopSettings",
    "load_content",
    "make_bot",
    "play",
    "replay",
    "view",
]
