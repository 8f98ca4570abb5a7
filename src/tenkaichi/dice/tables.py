"""DBU dice tables (Tier of Power Extra Dice, difficulty ladder), loaded from data and validated."""

from __future__ import annotations

from functools import cache
from importlib import resources

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tenkaichi.dice.arguments import describe
from tenkaichi.errors import ContentError, DiceValueError
from tenkaichi.files import parse_yaml, read_text
from tenkaichi.problems import first_problem

MIN_TIER = 1
MAX_TIER = 10


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


def load_tables(text: str, source: str) -> DiceTables:
    """Validate the dice tables; errors name the file and the entry."""
    raw = parse_yaml(text, source)
    try:
        return DiceTables.model_validate(raw)
    except ValidationError as exc:
        raise ContentError(f"{source}: {first_problem(exc, 'top level')}") from None


@cache
def dice_tables() -> DiceTables:
    """The default edition's tables, read once from the package data."""
    path = resources.files("tenkaichi.data").joinpath("dbu/dice.yaml")
    return load_tables(read_text(path, "data/dbu/dice.yaml"), "data/dbu/dice.yaml")


def check_tier(tier: int, what: str = "tier") -> int:
    if not MIN_TIER <= tier <= MAX_TIER:
        raise DiceValueError(f"{what} must be between {MIN_TIER} and {MAX_TIER}, got {tier}")
    return tier
