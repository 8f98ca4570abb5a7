"""The transformations a character sheet (:mod:`tenkaichi.dbu.sheet`) lists (Forms,
Enhancements and Awakenings) and their Transformation Aspects."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    Strict,
    field_validator,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

from tenkaichi.dbu.sheet_fields import (
    ATTRIBUTES,
    MAX_ASPECT_LEVEL,
    MAX_BONUS,
    MAX_STRESS_TEST_REQUIREMENT,
    MAX_TIER,
    Bool,
    Int,
)
from tenkaichi.files import shorten
from tenkaichi.text import Name

ASPECTS: dict[str, tuple[str, int | None, bool]] = {
    "armored": ("Armored", 1, False),
    "draining": ("Draining", None, False),
    "exhausting": ("Exhausting", 1, False),
    "limited": ("Limited", 5, True),
    "long_transformation": ("Long Transformation", 2, False),
    "mindful": ("Mindful", 1, False),
    "raging": ("Raging", 1, False),
    "straining": ("Straining", 1, False),
    "super_saiyan_form": ("Super Saiyan Form", 1, False),
}
"""The Transformation Aspects the combat engine plays (reference 9): name, most levels (None:
no limit) and whether it is Solo (levels never add up across a Form and an Enhancement)."""

ENTERED_ONLY_ASPECTS = ("draining", "exhausting", "limited", "long_transformation", "straining")
"""Aspects about entering, holding or leaving: an Awakening (always on) cannot have them."""


def _aspect_enum(schema: dict[str, Any]) -> None:
    schema["enum"] = list(ASPECTS)


def _attribute_keys(schema: dict[str, Any]) -> None:
    schema["propertyNames"] = {"enum": list(ATTRIBUTES)}


class Aspect(BaseModel):
    """One Aspect of a transformation, written ``draining`` or ``{name: draining, level: 2}``."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: str = Field(json_schema_extra=_aspect_enum)
    """The Transformation Aspect (reference 9); any case, spaces or hyphens for underscores."""
    level: Int = Field(default=1, ge=1, le=MAX_ASPECT_LEVEL)
    """Its level (most Aspects have one; Limited up to 5, Long Transformation up to 2)."""

    @classmethod
    def __get_pydantic_json_schema__(
        cls, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        as_object = handler(schema)
        short = {"type": "string", "enum": list(ASPECTS), "description": "An Aspect at level 1."}
        return {"anyOf": [short, as_object]}

    @model_validator(mode="before")
    @classmethod
    def _from_name(cls, value: Any) -> Any:
        if isinstance(value, str):
            return {"name": value}
        return value

    @field_validator("name")
    @classmethod
    def _known_aspect(cls, value: str) -> str:
        key = value.strip().lower().replace(" ", "_").replace("-", "_")
        if key not in ASPECTS:
            raise ValueError(f"unknown aspect {shorten(value)!r}; allowed: {', '.join(ASPECTS)}")
        return key

    @model_validator(mode="after")
    def _level_within_limit(self) -> Aspect:
        most = ASPECTS[self.name][1]
        if most is not None and self.level > most:
            raise ValueError(f"aspect {self.name} has at most {most} level(s), got {self.level}")
        return self


class Form(BaseModel):
    """A transformation the character may enter (a Form or an Enhancement, one of each at a
    time) or always has (an Awakening)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: Name
    """The transformation's name."""
    kind: Literal["form", "enhancement", "awakening"] = "form"
    """A Form, an Enhancement (one of each may be held at once) or an Awakening (always on)."""
    tier_requirement: Int = Field(ge=1, le=MAX_TIER)
    """The Tier of Power needed to enter it."""
    stress_test_requirement: Int = Field(ge=0, le=MAX_STRESS_TEST_REQUIREMENT)
    """The Stress Test Requirement to enter (and hold) it."""
    attribute_bonuses: dict[str, Annotated[int, Strict(), Field(ge=0, le=MAX_BONUS)]] = Field(
        default_factory=dict, max_length=len(ATTRIBUTES), json_schema_extra=_attribute_keys
    )
    """Attribute Modifier Bonuses while in the transformation."""
    ki_multiplier: Bool = False
    """Has the Ki Multiplier: Max Ki doubled, Max Capacity ×1.5."""
    aspects: tuple[Aspect, ...] = Field(default=(), max_length=len(ASPECTS))
    """Transformation Aspects (reference 9), each with its level."""

    @field_validator("attribute_bonuses")
    @classmethod
    def _known_attributes(cls, value: dict[str, int]) -> dict[str, int]:
        unknown = sorted(set(value) - set(ATTRIBUTES))
        if unknown:
            raise ValueError(
                f"unknown attribute {shorten(unknown[0])!r}; allowed: {', '.join(ATTRIBUTES)}"
            )
        return value

    @model_validator(mode="after")
    def _aspects_fit(self) -> Form:
        names = [a.name for a in self.aspects]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(f"{self.name}: aspect {twice[0]} is listed twice")
        if self.kind == "awakening":
            entered = [n for n in names if n in ENTERED_ONLY_ASPECTS]
            if entered:
                raise ValueError(
                    f"{self.name}: an Awakening is always on and cannot have {entered[0]}"
                )
            if self.ki_multiplier:
                raise ValueError(
                    f"{self.name}: the Ki Multiplier belongs to a Form or an Enhancement you "
                    "enter, not to an Awakening"
                )
        return self

    def aspect_level(self, name: str) -> int:
        """The level of one of this transformation's Aspects (0 if it has none)."""
        for a in self.aspects:
            if a.name == name:
                return a.level
        return 0
