"""The building blocks of a character sheet's fields (:mod:`tenkaichi.dbu.sheet`): strict
integers and flags, the names of Attributes and Saving Throws, and the bounds of every number.

Every number is a strict integer (``true``, ``2.0`` and ``"3"`` are refused, not converted) and
bounded: by the rules where they bound it (Power Level, Scores, skill ranks, Karma), otherwise by
a generous engineering limit (the ``MAX_*`` constants below, ``sheet-bounds`` in
``docs/assumptions.md``), so a sheet that loads can always be played.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Strict

ATTRIBUTES = ("agility", "force", "tenacity", "scholarship", "insight", "magic", "personality")
SAVES = ("impulsive", "corporeal", "cognitive", "morale")
MAX_POWER_LEVEL = 30
MAX_TIER = 7
"""Tier of Power at Power Level 30 (the highest a sheet reaches)."""
MAX_BONUS = 30
"""The largest Attribute Modifier Bonus of one transformation, and the largest per-Tier bonus
of an Aura (seed silent; the examples use at most 15)."""
MAX_KP_COST = 1000
"""The largest Ki Point cost of an Aura (seed silent)."""
MAX_STRESS_TEST_REQUIREMENT = 100
"""The largest Stress Test Requirement (seed silent; a Stress Test at Power Level 30 rolls
about 30 to 60)."""
MAX_DAMAGE_REDUCTION = 100
"""The largest Damage Reduction a sheet may give (seed silent)."""
MAX_ASPECT_LEVEL = 10
"""The most levels of an Aspect without a stated maximum (Draining; seed silent)."""
MAX_SIGNATURES = 100
MAX_FORMS = 30
MAX_AURAS = 30
MAX_ADVANTAGES = 40
MAX_ADVANTAGE_RANK = 5
"""The highest rank a house-made Advantage may be given (known ones stop at their own)."""
"""The most entries of each list on a sheet (seed silent; generous)."""
"""The longest Advantage label."""

Int = Annotated[int, Strict()]
"""An integer written as one: ``true``, ``2.0`` or ``"3"`` is refused, never converted."""
Bool = Annotated[bool, Strict()]
"""``true`` or ``false``: ``1`` or ``"yes"`` is refused."""

Foundation = Literal["physical", "energy", "magic"]
SaveName = Literal["impulsive", "corporeal", "cognitive", "morale"]


def listed_twice(names: list[str]) -> str:
    """The first name a list holds more than once (case and spacing aside), or "" (seed 000,
    Double Dip: no trait, talent, proficiency or selection is gained twice)."""
    seen: set[str] = set()
    for name in names:
        key = " ".join(name.split()).casefold()
        if key in seen:
            return " ".join(name.split())
        seen.add(key)
    return ""


def tier_for_power_level(power_level: int) -> int:
    """Tier of Power: 1 for Power Level 1-4, +1 every 5 levels, 7 at Power Level 30."""
    return min(7, power_level // 5 + 1)


def score_cap(tier: int) -> int:
    """Attribute Score cap: 8 at Tier 1, +3 per Tier after (reference section 1)."""
    return 8 + 3 * (tier - 1)


MAX_SCORE = score_cap(MAX_TIER)
"""The highest Attribute Score a sheet may hold (the cap at Tier 7; lower Tiers cap lower)."""
