"""Builders for edition dbu-1 example tests (seed 003)."""

from __future__ import annotations

from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.sheet import CharacterSheet

from .helpers import duel, fighter, make_sheet, pick, setup

GOKU_FIRST = [7, 3]
"""Initiative dice: Goku 7, Vegeta 3 (each + ½ Agility Modifier 2): Goku acts first."""
TRIO_INIT = [9, 5, 1]
"""Goku, Krillin, Vegeta in that order."""


def dbu1(st: EncounterSetup) -> EncounterSetup:
    return EncounterSetup.model_validate({**st.model_dump(), "edition": "dbu-1"})


def legacy_duel(
    a: CharacterSheet | None = None, b: CharacterSheet | None = None, **kw: Any
) -> EncounterSetup:
    return dbu1(duel(a, b, **kw))


def start(st: EncounterSetup, dice: list[int]) -> Encounter:
    return Encounter.start(st, dice=dice)


def trio(
    *, edition: str = "dbu-1", krillin: tuple[int, int] = (3, 4), **sheets: Any
) -> EncounterSetup:
    """Goku and Krillin (side A) against Vegeta (side B) at (4,3)."""
    found = [sheets.get(n) or make_sheet(n) for n in ("Goku", "Krillin", "Vegeta")]
    st = setup(
        found,
        [
            fighter(found[0].name, "A", (3, 3)),
            fighter(found[1].name, "A", krillin),
            fighter(found[2].name, "B", (4, 3)),
        ],
    )
    return dbu1(st) if edition == "dbu-1" else st


def act(enc: Encounter, kind: str, **args: Any) -> list[Event]:
    """Pick an option, then let everyone pass the Instant window it opens."""
    events = pick(enc, kind, **args)
    while enc.decision is not None and enc.decision.kind == "instant":
        events += pick(enc, "pass")
    return events
