"""Combat settings: every reading of the combat rules the seeds leave open, by name.

Each field is listed with its source in ``docs/assumptions.md``. An edition or a house rule is
a different :class:`CombatSettings`; the default is edition ``dbu-2``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Literal

from tenkaichi.errors import ContentError


@dataclass(frozen=True, slots=True)
class CombatSettings:
    steadfast_tn: int = 6
    """Steadfast Check: a bare d10 (no Tier dice, no Critical or Botch) at or above this (S2)."""
    massive_damage: bool = True
    """One hit through several Health Thresholds fails every check but the lowest (S2)."""
    long_range: int = 9
    """Targets at this distance or more are at Long Range: -2(bT) Strike (reference 4)."""
    energy_charge_cap: int = 7
    """Most Energy Charges an attack benefits from (reference 4, E-new)."""
    cone_length: int = 5
    """A Cone Area of Effect reaches this many squares from the attacker (assumption)."""
    line_length: int = 8
    """A Line Area of Effect is one square wide and this long (assumption)."""
    stress_test_bonus: int = 1
    """Stress Test = 1d10 + this + Power Level + Determination (S1)."""
    max_rounds: int = 100
    """A fight that reaches this many rounds ends in a draw (so no fight can run forever)."""
    capacity_refresh: Literal["round", "never"] = "round"
    """Capacity refills to its maximum at the start of every Combat Round (S2)."""
    ki_multiplier_scales_current: bool = True
    """Entering a Ki Multiplier form doubles current Ki too; leaving halves it (reference 9)."""
    masterless_minions_act: bool = True
    """A Minion whose Master is not in the fight takes its own turns (reference 3d is silent)."""
    diminishing_offense_after: int = 3
    """Every Attacking Maneuver after this many in a round adds Diminishing Offense."""
    physical_needs_melee: bool = True
    """Physical attacks need the target in Melee Range; Energy and Magic reach anywhere."""
    initiative_attribute: Literal["score", "modifier"] = "score"
    """Initiative adds half the Agility Score (E-new) or Modifier (seed 003)."""
    clash_tier_dice: bool = True
    """Clashes outside attacks (Might, Impulsive, Grapple Checks) roll the Tier of Power Extra
    Dice like Combat Rolls (reference 4 defines a Clash as two Dice Scores)."""
    # --- battlefield and forced movement (battlefield.py, forced.py, terrain.py) ---
    # --- grapples and size (grapple.py, size.py) ---
    # --- items and vehicles (items.py, vehicles.py) ---
    # --- team play (team.py) ---
    # --- duels (duel.py) ---
    # --- Triggered and Reflect (triggered.py, reflect.py) ---
    # --- profiles (profile_hooks.py) ---

    def with_overrides(self, overrides: dict[str, Any], where: str = "settings") -> CombatSettings:
        known = {f.name: f for f in fields(self)}
        for name, value in overrides.items():
            if name not in known:
                raise ContentError(f"{where}: unknown setting {name!r}")
            current = getattr(self, name)
            if type(value) is not type(current):
                raise ContentError(
                    f"{where}.{name}: expected {type(current).__name__}, got {value!r}"
                )
        return replace(self, **overrides)


DEFAULT_COMBAT_SETTINGS = CombatSettings()
