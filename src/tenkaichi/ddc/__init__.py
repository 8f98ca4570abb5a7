"""Dungeon DICE Combat (seed 004): a forum role-play combat ruleset on a grid.

House conventions: the engine is pure and deterministic (all chance from one injected
:class:`~tenkaichi.dice.rng.SeededRng`); a battle is ``(setup, seed, actions)`` and replays to
the same events; every choice is an explicit decision listing its legal actions; fighters are
validated data; every reading the seed leaves open is a named :class:`DdcSettings` field.

The layers: a module imports only from the layers above its own and from the modules named
before it in its own layer, so no import goes round in a loop (``tests/test_import_loops.py``
checks there is none):

1. records and data: ``settings``, ``content`` (the roster), ``state``, ``events``, ``actions``,
   ``odds``, ``geometry``, ``movement``, ``turn_order``, ``setup``;
2. ``combat``: a technique used (dice, damage, heals, statuses);
3. ``view``: what a seat may know (``SeatView``) and the ``Table`` protocol the rules read;
4. ``options``: the legal actions over a ``Table`` (a battle or a view) and why an action is not;
5. ``engine``: the ``Battle`` (its ``view()``, and ``Battle.from_view`` for a bot's look-ahead);
6. the players and the shells' helpers: ``bots`` (random, greedy: they see only a view),
   ``search`` (mcts), ``runner`` (``make_bot``, ``run_battle``) and ``render`` (text);
7. ``chat/``: the chat-command layer that keeps battles in SQLite, and its Discord adapter.
"""

from tenkaichi.ddc.actions import Action, parse_action
from tenkaichi.ddc.content import Roster, default_roster, load_roster
from tenkaichi.ddc.engine import Battle, Decision
from tenkaichi.ddc.events import Event
from tenkaichi.ddc.geometry import in_range
from tenkaichi.ddc.odds import damage_odds
from tenkaichi.ddc.runner import make_bot, run_battle
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.ddc.setup import BattleSetup, Entry

__all__ = [
    "Action",
    "Battle",
    "BattleSetup",
    "DdcSettings",
    "Decision",
    "Entry",
    "Event",
    "Roster",
    "damage_odds",
    "default_roster",
    "in_range",
    "load_roster",
    "make_bot",
    "parse_action",
    "run_battle",
]
