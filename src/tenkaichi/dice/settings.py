"""Dice settings: the numbers and readings an edition or a house rule may change.

Every reading Tenkaichi had to choose where seed 000 is silent is a field here, listed with
its source in ``docs/assumptions.md``. The default is edition ``dbu-2``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tenkaichi.dice.arguments import checked_class
from tenkaichi.dice.tables import check_tier
from tenkaichi.errors import DiceValueError

PenalizeWhich = Literal["highest", "lowest"]


@checked_class
@dataclass(frozen=True, slots=True)
class DiceSettings:
    """Edition-level dice rules."""

    critical_threshold: int = 10
    """A non-solid d10 at or above this natural result is a Critical (seed 000: 10)."""
    critical_die_sides: int = 10
    """A Critical adds one solid die of this many sides (seed 000: one d10)."""
    botch_threshold: int = 1
    """A non-solid d10 at or below this natural result is a Botch (seed 000: 1)."""
    botch_penalty: int = 5
    """Each Botch lowers the Dice Score by this much (seed 000: 5)."""
    proficiency_critical_floor: int = 7
    """Proficiency never lowers the critical threshold below this (seed 000: 7)."""
    penalize_which: PenalizeWhich = "highest"
    """Which die of a term a Penalization Die takes when no rule names one (assumption)."""

    def __post_init__(self) -> None:
        if not 2 <= self.critical_die_sides <= 100:
            raise DiceValueError("critical_die_sides must be 2..100")
        if not 1 <= self.botch_threshold < self.proficiency_critical_floor:
            raise DiceValueError("botch_threshold must be at least 1 and below the critical floor")
        if not self.proficiency_critical_floor <= self.critical_threshold <= 10:
            raise DiceValueError("critical_threshold must be between the floor and 10")
        if self.botch_penalty < 0:
            raise DiceValueError("botch_penalty cannot be negative")
        if self.penalize_which not in ("highest", "lowest"):
            raise DiceValueError("penalize_which must be 'highest' or 'lowest'")


DEFAULT_SETTINGS = DiceSettings()


@checked_class
@dataclass(frozen=True, slots=True)
class RollContext:
    """Who rolls: their Tier of Power and whether the roll is proficient."""

    tier: int = 1
    """The current Tier of Power (raised by Breakthrough)."""
    base_tier: int | None = None
    """The base Tier of Power from Power Level; None means the same as ``tier``."""
    proficient: bool = False
    """A proficient Ability Check or Saving Throw: critical threshold -1 and +1(T)."""
    settings: DiceSettings = DEFAULT_SETTINGS
    critical_cut: int = 0
    """Lower the Critical requirement of every d10 of the roll by this much (a racial Saving
    Throw's "critical on 9+"); with ``proficient`` the cuts add up, never below the floor."""

    def __post_init__(self) -> None:
        check_tier(self.tier, "tier")
        if self.base_tier is not None:
            check_tier(self.base_tier, "base tier")
        if not 0 <= self.critical_cut <= 10:
            raise DiceValueError(f"critical_cut must be 0..10, got {self.critical_cut}")

    @property
    def base(self) -> int:
        return self.tier if self.base_tier is None else self.base_tier
