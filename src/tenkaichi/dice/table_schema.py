"""The schema of the DBU dice tables file (``data/dbu/dice.yaml``), checked by pydantic.

Apart from :mod:`tenkaichi.dice.tables` so that a roll needing no table (no ``ToP``, no
difficulty) never imports pydantic.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tenkaichi.dice.arguments import describe
from tenkaichi.dice.tiers import MAX_TIER, MIN_TIER
from tenkaichi.errors import DiceValueError


class Difficulty(BaseModel):
    """One row of the passive Target Number ladder."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=r"^[a-z][a-z-]*$")
    label: str
    base_tn: int = Field(ge=0)
    source: str
    """Where the number comes from (a seed, or the reference with its section)."""


class DiceTables(BaseModel):
    """The data file ``data/dbu/dice.yaml``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tier_extra_dice: dict[int, tuple[tuple[int, int], ...]]
    """Tier of Power -> the Extra Dice it adds, as (count, sides) pairs."""
    difficulties: tuple[Difficulty, ...]
    tn_step_per_tier: int = Field(ge=0)

    @field_validator("tier_extra_dice")
    @classmethod
    def _every_tier(
        cls, value: dict[int, tuple[tuple[int, int], ...]]
    ) -> dict[int, tuple[tuple[int, int], ...]]:
        missing = [t for t in range(MIN_TIER, MAX_TIER + 1) if t not in value]
        if missing:
            raise ValueError(f"tiers {missing} have no Extra Dice row")
        for tier, dice in value.items():
            for count, sides in dice:
                if count < 1 or sides < 2:
                    raise ValueError(f"tier {tier}: bad die {count}d{sides}")
        return value

    def difficulty(self, name: str) -> Difficulty:
        key = name.strip().lower().replace(" ", "-").replace("_", "-")
        for row in self.difficulties:
            if row.name == key:
                return row
        known = ", ".join(row.name for row in self.difficulties)
        raise DiceValueError(f"unknown difficulty {describe(name)}; known: {known}")
