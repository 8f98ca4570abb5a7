"""The Tournament of Power board game (seed 002).

House conventions: the engine is pure and seeded (``Game.start(players, seed)``; one
:class:`~tenkaichi.dice.rng.SeededRng` is the only chance); every choice is a ``Decision`` listing
its legal options as ``(kind, a, b)`` tuples; events are tuples whose first item is their kind;
``replay(players, seed, choices)`` rebuilds a game event for event; content is data validated at
load (``load_content``), and every reading of a gap in the rulebook is a named setting
(``TopSettings``).

The layers: a module imports only from the layers above its own and from the modules named
before it in its own layer, so no import goes round in a loop (``tests/test_import_loops.py``
checks there is none):

1. records and data: ``state``, ``board``, ``symbols``, ``settings``, ``defaults``, ``content``
   (the pack, validated at load), ``keep`` (the exact dice tables);
2. ``rules``: readers over a ``Table`` (a game or a seat's view) and the small changes to a
   ``LiveGame`` (the engine's ``Game`` as the steps see it, so no step imports the engine);
3. ``combat``: starting a combat, its option numbers, the strike and re-roll its stages share;
4. the steps: the combat's ``attack``, ``defence``, ``damage``, ``transform`` (fusion and
   transformation, then the first strike); the game's ``turn``, ``rounds`` (turn order, the end,
   the tie-break duel) and ``draft`` (set-up, then the first turn);
5. ``combat_stages``: runs a combat stage by stage and hands back to ``turn`` or ``rounds``;
6. ``engine``: the ``Game`` (its decision loop runs the phase tables of ``draft``, ``turn``,
   ``rounds`` and the stages of ``combat_stages``) and ``replay``;
7. reading a game: ``views`` (one seat's view), ``invariants``;
8. the players and the shells' helpers: ``scoring`` (what the bots work out), ``bots``
   (random, greedy), ``search``, ``runner`` (``make_bot``, ``play``, many games) and ``render``
   (terminal text).
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
