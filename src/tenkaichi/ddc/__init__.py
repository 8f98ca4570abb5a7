"""Dungeon DICE Combat (seed 004): a forum role-play combat ruleset on a grid.

House conventions: the engine is pure and deterministic (all chance from one injected
:class:`~tenkaichi.dice.rng.SeededRng`); a battle is ``(setup, seed, actions)`` and replays to
the same events; every choice is an explicit decision listing its legal actions; fighters are
validated data; every reading the seed leaves open is a named :class:`DdcSettings` field.
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
