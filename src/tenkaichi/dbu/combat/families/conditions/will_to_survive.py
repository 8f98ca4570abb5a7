"""What the States let a fighter at 0 Life heal themselves with (Will to Survive,
:mod:`~tenkaichi.dbu.combat.rules.survival`): entering the Undying State (1 Karma Point; Life
becomes 1), and Liquid's Healing Surge on their own turn (1 Action, 1/Round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.families.conditions.states import enter, karma_left, level
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def _undying(enc: Encounter, f: Fighter) -> list[Option]:
    sheet = stats.sheet(enc, f)
    if "undying" not in sheet.states or level(f, "undying") or karma_left(enc, f) < 1:
        return []
    return [
        Option(
            "enter_state",
            Msg.of("dbu-state-undying-survive", undying=Term("Undying")),
            {"state": "undying"},
        )
    ]


def _enter_undying(enc: Encounter, f: Fighter, option: Option) -> None:
    enter(enc, f, "undying")


def _liquid(enc: Encounter, f: Fighter) -> list[Option]:
    own_turn = enc.state.active == f.id and enc.state.phase == "act"
    if not own_turn or not level(f, "liquid") or f.actions < 1:
        return []
    if f.used_round.get("liquid_heal"):
        return []
    return [Option("liquid_heal", Msg.of("dbu-state-liquid-survive", liquid=Term("Liquid")))]


def _liquid_heal(enc: Encounter, f: Fighter, option: Option) -> None:
    REGISTRY.turn_answers["liquid_heal"](enc, f, option)


REGISTRY.self_heals += [_undying, _liquid]
REGISTRY.self_heal_answers.update({"enter_state": _enter_undying, "liquid_heal": _liquid_heal})
