"""The Signature Techniques and Auras a character sheet (:mod:`tenkaichi.dbu.sheet`) lists,
and the Combat Conditions a technique may inflict."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    field_validator,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import PydanticCustomError, core_schema

from tenkaichi.dbu.advantages import advantage_names, canonical, closest, entry, unmet
from tenkaichi.dbu.sheet_fields import (
    MAX_ADVANTAGE_RANK,
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


def _condition_enum(schema: dict[str, Any]) -> None:
    schema["enum"] = sorted(INFLICTABLE)


def _profile_enum(schema: dict[str, Any]) -> None:
    from tenkaichi.dbu.profiles import profiles

    schema["enum"] = list(profiles())


class Infliction(BaseModel):
    """A Combat Condition a Signature Technique gives when its Damage lands."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    condition: str = Field(json_schema_extra=_condition_enum)
    """The Combat Condition (reference 7; ``dot`` is Damage over Time)."""
    stacks: Int = Field(default=1, ge=1, le=3)
    """How many stacks it gives (only Broken, Fatigued, Impaired, Slowed and DoT stack)."""
    lasts: Literal["next_turn", "rounds", "until_removed"] = "next_turn"
    """Until the end of the target's next turn, for ``rounds`` Combat Rounds, or until
    removed (Condition Recovery)."""
    rounds: Int = Field(default=1, ge=1, le=10)
    """How many Combat Rounds it lasts, with ``lasts: rounds``."""

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


UNKNOWN_ADVANTAGE = "unknown_advantage"
"""The error type of an Advantage name that is neither known nor marked ``custom``."""


class Advantage(BaseModel):
    """One Advantage of a Signature Technique: a known Advantage's name (``Power Shot``), or a
    house-made one written ``{name: Kaio Fist, custom: true}``."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: Name
    """The Advantage's name (a known one, any case; or the house-made one's own)."""
    rank: Int = Field(default=1, ge=1, le=MAX_ADVANTAGE_RANK)
    """How many ranks of it the technique has (each rank is bought at its own TP price; a
    known Advantage has as many ranks as its catalogue entry prices)."""
    custom: Bool = False
    """A house-made Advantage the rules do not list: only its name and rank are kept, it costs
    no Technique Points and has no effect in a fight."""

    @model_validator(mode="before")
    @classmethod
    def _from_name(cls, value: Any) -> Any:
        if isinstance(value, str):
            return {"name": value}
        return value

    @model_validator(mode="after")
    def _known(self) -> Advantage:
        if self.custom:
            return self
        known = canonical(self.name)
        if known is None:
            near = closest(self.name)
            hint = f" (did you mean {near!r}?)" if near else ""
            raise PydanticCustomError(
                UNKNOWN_ADVANTAGE,
                "advantage {name} is not known{hint}; known: {known}; to use a house-made one, "
                "write it as {name: {name}, custom: true}",
                {
                    "name": repr(shorten(self.name)),
                    "hint": hint,
                    "known": ", ".join(advantage_names()),
                },
            )
        if known != self.name:
            object.__setattr__(self, "name", known)
        found = entry(known)
        if found is not None and self.rank > found.ranks:
            raise PydanticCustomError(
                "advantage_rank",
                "advantage {name} has {most}; rank {rank} is not one of them",
                {
                    "name": repr(known),
                    "most": "a single rank" if found.ranks == 1 else f"ranks 1 to {found.ranks}",
                    "rank": self.rank,
                },
            )
        return self

    @classmethod
    def __get_pydantic_json_schema__(
        cls, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        as_object = handler(schema)
        return {
            "anyOf": [
                {
                    "type": "string",
                    "enum": advantage_names(),
                    "description": "A known Advantage, by name.",
                },
                as_object,
            ]
        }


class Signature(BaseModel):
    """A Signature Technique: an attack built on a Profile."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: Name
    """The technique's name, as menus and logs show it."""
    profile: str = Field(min_length=1, json_schema_extra=_profile_enum)
    """The Attack Profile it is built on (its KP, Damage Category, Area and effects)."""
    foundation: Foundation
    """Physical, Energy or Magic (one the Profile allows)."""
    advantages: tuple[Advantage, ...] = Field(default=(), max_length=MAX_ADVANTAGES)
    """The technique's Advantages, each at most once (seed 000, Double Dip): known ones by name,
    house-made ones as ``{name: ..., custom: true}``."""
    ultimate: Bool = False
    """An Ultimate Signature Technique (+4 Technique Points, so a higher KP cost)."""
    inflicts: tuple[Infliction, ...] = Field(default=(), max_length=len(INFLICTABLE))
    """Combat Conditions the technique gives a target it damages."""

    @property
    def ranks(self) -> dict[str, int]:
        """Each Advantage's rank, by name (house-made ones included)."""
        return {a.name: a.rank for a in self.advantages}

    def rank_of(self, name: str) -> int:
        """The technique's ranks of a known Advantage (0 if it does not have it); a house-made
        Advantage of the same name does not count."""
        return next((a.rank for a in self.advantages if a.name == name and not a.custom), 0)

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
    def _requirements_met(self) -> Signature:
        """An Advantage's Requirement is checked when the technique is built (reference S2):
        an Ultimate-only Advantage on a Super, a Profile's own Advantage on another Profile."""
        from tenkaichi.dbu.profiles import profiles

        area = profiles()[self.profile].area
        has = {a.name for a in self.advantages}
        for a in self.advantages:
            if a.custom:
                continue
            why = unmet(
                a.name,
                profile=self.profile,
                area=area,
                foundation=self.foundation,
                ultimate=self.ultimate,
                has=has,
            )
            if why:
                raise ValueError(f"{self.name}: the Advantage {a.name!r} cannot be taken: {why}")
        return self

    @model_validator(mode="after")
    def _nothing_twice(self) -> Signature:
        """Seed 000, Double Dip: a technique cannot gain the same Advantage twice (raise its
        rank instead; Stat Boosting for two different Attributes is two Advantages); a
        condition it inflicts is one entry (with its stacks)."""
        twice = listed_twice([a.name for a in self.advantages])
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

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: Name
    """The Aura's name."""
    kp_cost: Int = Field(ge=1, le=MAX_KP_COST)
    """Paid on activation; half of it (rounded down) at the start of each later turn."""
    strike: Int = Field(default=0, ge=0, le=MAX_BONUS)
    """Strike Roll bonus per Tier of Power while active."""
    dodge: Int = Field(default=0, ge=0, le=MAX_BONUS)
    """Dodge Roll bonus per Tier of Power while active."""
    wound: Int = Field(default=0, ge=0, le=MAX_BONUS)
    """Wound Roll bonus per Tier of Power while active."""
    soak: Int = Field(default=0, ge=0, le=MAX_BONUS)
    """Soak bonus per Tier of Power while active."""
