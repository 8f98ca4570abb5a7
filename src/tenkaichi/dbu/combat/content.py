"""The assembly of the DBU combat engine: every module that registers behaviour with the core,
the declared order of their hooks, and the rules the core runs (its
:class:`~tenkaichi.dbu.combat.core.hooks.Rulebook`).

Importing :mod:`tenkaichi.dbu.combat` imports this module, so any part of the engine comes with
all of its rules. A module that registers hooks, frames or turn options is listed in
:data:`MODULES`; each of its list hooks has a place in :mod:`~tenkaichi.dbu.combat.hook_order`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY, Rulebook
from tenkaichi.dbu.combat.hook_order import HOOK_ORDER
from tenkaichi.dbu.combat.rules import stats, survival, turn_decision, turns
from tenkaichi.dbu.combat.rules.edition import edition_settings

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import Fighter

MODULES: tuple[str, ...] = (
    "rules.turns",
    "rules.attack",
    "rules.reactions",
    "rules.maneuvers",
    "rules.stats",
    "rules.clash",
    "families.terrain.battlefield",
    "families.forced",
    "families.duel.duel",
    "families.duel.joining",
    "families.duel.stages",
    "families.team.team",
    "families.team.intervene",
    "families.team.blockade",
    "families.team.defense_wall",
    "families.team.reflect",
    "rules.size",
    "families.grapple.holds",
    "families.grapple.checks",
    "families.grapple.maneuvers",
    "families.grapple.moves",
    "families.profile_effects.charging",
    "families.profile_effects.roll_effects",
    "families.profile_effects.aftermath",
    "families.advantages.rolls",
    "families.advantages.effects",
    "families.advantages.numbers",
    "families.advantages.on_hit",
    "families.advantages.moves",
    "families.advantages.timing",
    "families.advantages.slams",
    "families.advantages.express_ticket",
    "families.advantages.homing",
    "families.advantages.feints",
    "families.advantages.delayed",
    "families.advantages.bomb",
    "families.advantages.targeting",
    "families.advantages.dice",
    "families.advantages.weapons",
    "families.advantages.flare",
    "families.items.no_effort",
    "families.items.maneuvers",
    "families.vehicles",
    "families.triggered.triggered",
    "families.triggered.firing",
    "families.terrain.thrust",
    "families.terrain.lift",
    "families.terrain.throw",
    "families.terrain.maneuvers",
    "families.conditions.conditions",
    "families.conditions.states",
    "editions.dbu1.rules",
    "editions.dbu1.charge",
    "editions.dbu1.called_shot",
    "editions.dbu1.empower",
    "editions.dbu1.maneuvers",
    "editions.dbu1.reactions",
    "editions.dbu1.terrain",
    "editions.dbu1.duel",
    "editions.dbu1.holding_back",
    "families.transformations.transformations",
    "families.transformations.afterlife",
    "families.transformations.maneuvers",
    "families.transformations.aspects",
    "rules.survival",
    "families.conditions.will_to_survive",
)
"""The modules that register behaviour (under ``tenkaichi.dbu.combat``)."""


def _squares(enc: Encounter, f: Fighter) -> int:
    return stats.derived(enc, f).squares


def _melee_reach(enc: Encounter, f: Fighter) -> int:
    return stats.derived(enc, f).melee_reach.value


RULES = Rulebook(
    settings=edition_settings,
    begin=turns.begin_encounter,
    phases={
        "setup": turns.begin_round,
        "effect": turns.effect_phase,
        "act": turn_decision.ask_turn,
        "end": turns.end_phase,
    },
    answer_turn=turn_decision.answer_turn,
    falling=survival.begin,
    squares=_squares,
    melee_reach=_melee_reach,
)


def load() -> None:
    """Import every module that registers, declare the order of their hooks and give the core
    its rules (the hooks are put in order when the first encounter is made)."""
    for name in MODULES:
        importlib.import_module(f"tenkaichi.dbu.combat.{name}")
    REGISTRY.declared = HOOK_ORDER
    REGISTRY.rulebook = RULES


load()
