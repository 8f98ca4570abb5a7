"""The Signature Techniques and Auras a character sheet (:mod:`tenkaichi.dbu.sheet`) lists,
and the Combat Conditions a technique may inflict."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tenkaichi.dbu.sheet_fields import (
    MAX_ADVANTAGES,
    MAX_BONUS,
    MAX_KP_COST,
    Bool,
    Foundation,
    Int,
    listed_twice,
)
from tenkaichi.files import shorten
from tenkaichi.text import Name


class Infliction(BaseModel):
    """A Combat Condition a Signature Technique gives when its Damage lands."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    condition: str
    stacks: Int = Field(default=1, ge=1, le=3)
    lasts: Literal["next_turn", "rounds", "until_removed"] = "next_turn"
    """Until the end of the target's next turn, for ``rounds`` Combat Rounds, or until
    removed (Condition Recovery)."""
    rounds: Int = Field(default=1, ge=1, le=10)

    @field_validator("condition")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in INFLICTABLE:
            raise ValueError(
                f"unknown condition {shorten(value)!r}; allowed: {', '.join(sorted(INFLICTABLE))}"
            )
        return value


COMBAT_CONDITIONS = (
    "blinded",
    "broken",
    "compelled",
    "drained",
    "fatigued",
    "guard_down",
    "impaired",
    "impediment",
    "pinned",
    "poisoned",
    "prone",
    "shaken",
    "sleeping",
    "slowed",
    "staggered",
    "stress_exhaustion",
    "suffocating",
    "transfigured",
)
"""The 18 Combat Conditions of reference 7 (Damage over Time is no longer one)."""
INFLICTABLE = frozenset((*(c for c in COMBAT_CONDITIONS if c != "pinned"), "dot"))
"""The Combat Conditions a Signature Technique may inflict (reference 7; Pinned comes only
from the Pin Maneuver)."""


class Signature(BaseModel):
    """A Signature Technique: an attack built on a Profile."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name
    profile: str = Field(min_length=1)
    foundation: Foundation
    advantages: tuple[Name, ...] = Field(
        default=(), max_length=MAX_ADVANTAGES, json_schema_extra={"uniqueItems": True}
    )
    """Advantages that matter in combat, by name, each at most once (seed 000, Double Dip)."""
    ultimate: Bool = False
    inflicts: tuple[Infliction, ...] = Field(default=(), max_length=len(INFLICTABLE))
    """Combat Conditions the technique gives a target it damages."""

    @field_validator("profile")
    @classmethod
    def _known_profile(cls, value: str) -> str:
        from tenkaichi.dbu.profiles import profiles

        known = profiles()
        if value not in known:
            raise ValueError(f"unknown profile {shorten(value)!r}; allowed: {', '.join(known)}")
        return value

    @model_validator(mode="after")
    def _foundation_fits(self) -> Signature:
        from tenkaichi.dbu.profiles import profiles

        allowed = profiles()[self.profile].foundations
        if self.foundation not in allowed:
            raise ValueError(
                f"the {self.profile} profile is {'/'.join(allowed)}, not {self.foundation}"
            )
        return self

    @model_validator(mode="after")
    def _nothing_twice(self) -> Signature:
        """Seed 000, Double Dip: a technique cannot gain the same Advantage twice (raise its
        rank instead; Stat Boosting for two different Attributes is two Advantages); a
        condition it inflicts is one entry (with its stacks)."""
        twice = listed_twice(list(self.advantages))
        if twice:
            raise ValueError(
                f"{self.name}: the Advantage {twice!r} is listed twice (a technique cannot "
                "gain the same Advantage twice; raise its rank instead)"
            )
        twice = listed_twice([i.condition for i in self.inflicts])
        if twice:
            raise ValueError(
                f"{self.name}: the condition {twice} is inflicted twice (one entry per "
                "condition, with its stacks)"
            )
        return self


class Aura(BaseModel):
    """An Aura the character can activate with the Aura Maneuver; bonuses are per Tier."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name
    kp_cost: Int = Field(ge=1, le=MAX_KP_COST)
    """Paid on activation; half of it (rounded down) at the start of each later turn."""
    strike: Int = Field(default=0, ge=0, le=MAX_BONUS)
    dodge: Int = Field(default=0, ge=0, le=MAX_BONUS)
    wound: Int = Field(default=0, ge=0, le=MAX_BONUS)
    soak: Int = Field(default=0, ge=0, le=MAX_BONUS)
