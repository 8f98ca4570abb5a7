"""DBU character sheets: the file format (YAML or JSON), validated, with a published schema.

A sheet holds what a player writes down (Scores, Power Level, size, race, techniques, forms);
everything else is derived (:mod:`tenkaichi.dbu.derived`). This module holds the sheet itself
(:class:`CharacterSheet`: Scores, Saving Throws, skills, States); the records it lists are in
:mod:`tenkaichi.dbu.techniques` (Signature Techniques, Auras) and :mod:`tenkaichi.dbu.forms`
(transformations and their Aspects), the bounds of its numbers in
:mod:`tenkaichi.dbu.sheet_fields`, its race and size tables in :mod:`tenkaichi.dbu.characters`,
and reading it from a file (with its problems, one per line) in
:mod:`tenkaichi.dbu.sheet_files`.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tenkaichi.dbu.advantages import unmet_skills
from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.forms import Form
from tenkaichi.dbu.sheet_fields import (
    ATTRIBUTES,
    MAX_AURAS,
    MAX_DAMAGE_REDUCTION,
    MAX_FORMS,
    MAX_POWER_LEVEL,
    MAX_SCORE,
    MAX_SIGNATURES,
    SAVES,
    Bool,
    Int,
    SaveName,
    listed_twice,
    score_cap,
    tier_for_power_level,
)
from tenkaichi.dbu.techniques import Aura, Signature
from tenkaichi.files import shorten
from tenkaichi.text import Name


class Attributes(BaseModel):
    """The seven Attribute Scores (1 to the cap of the Tier of Power: 8 at Tier 1, +3 a Tier)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    agility: Int = Field(ge=1, le=MAX_SCORE)
    """Agility Score: Haste, Speed, Defense Value, Initiative, the Impulsive Saving Throw."""
    force: Int = Field(ge=1, le=MAX_SCORE)
    """Force Score: the Wound Roll of Physical and Energy attacks, Might."""
    tenacity: Int = Field(ge=1, le=MAX_SCORE)
    """Tenacity Score: Life Points, Soak, the Corporeal Saving Throw."""
    scholarship: Int = Field(ge=1, le=MAX_SCORE)
    """Scholarship Score: knowledge Skills."""
    insight: Int = Field(ge=1, le=MAX_SCORE)
    """Insight Score: Awareness, the Cognitive Saving Throw."""
    magic: Int = Field(ge=1, le=MAX_SCORE)
    """Magic Score: the Wound Roll of Magic attacks, Might, Elemental Profiles."""
    personality: Int = Field(ge=1, le=MAX_SCORE)
    """Personality Score: social Skills, the Morale Saving Throw."""

    def get(self, name: str) -> int:
        value: int = getattr(self, name)
        return value


STATE_LEVELS = {
    "raging": 3,
    "mindful": 3,
    "superior": 1,
    "surging": 1,
    "undying": 1,
    "determined": 1,
    "liquid": 1,
    "multiple_arms": 1,
    "invisible": 1,
}
"""States and Special States a sheet may list, with their highest level (reference 9)."""
SPECIAL_STATES = frozenset({"liquid", "multiple_arms", "invisible"})
"""Special States: granted by a trait (no Karma to enter), not by Karma."""

SKILLS = {
    "acrobatics": "agility",
    "flight": "agility",
    "stealth": "agility",
    "thievery": "agility",
    "craft": "scholarship",
    "investigation": "scholarship",
    "knowledge": "scholarship",
    "medicine": "scholarship",
    "clairvoyance": "insight",
    "concealment": "insight",
    "creature_handling": "insight",
    "intuition": "insight",
    "perception": "insight",
    "pilot": "insight",
    "survival": "insight",
    "use_magic": "magic",
    "bluff": "personality",
    "cooking": "personality",
    "intimidation": "personality",
    "performance": "personality",
    "persuasion": "personality",
}
"""E-new skills and the Attribute that governs each (reference section 11)."""


def _race_enum(schema: dict[str, Any]) -> None:
    schema["enum"] = sorted(character_data().racial_life_modifiers)


def _size_enum(schema: dict[str, Any]) -> None:
    schema["enum"] = [row.name for row in character_data().sizes]


def _keys(names: list[str]) -> Any:
    def extra(schema: dict[str, Any]) -> None:
        schema["propertyNames"] = {"enum": names}

    return extra


class CharacterSheet(BaseModel):
    """A DBU character as written on a sheet."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: Name
    """The character's name, as fights and logs show it."""
    race: str = Field(json_schema_extra=_race_enum)
    """The race (its Racial Life Modifier counts in Life Points); any case, spaces as hyphens."""
    power_level: Int = Field(ge=1, le=MAX_POWER_LEVEL)
    """Power Level, 1 to 30: sets the Tier of Power (1 at 1-4, +1 every 5 levels) and so the
    Attribute cap, Life, Ki and Capacity."""
    size: str = Field(default="medium", json_schema_extra=_size_enum)
    """Size Category: reach, speed, Dodge and Soak modifiers, squares occupied."""
    attributes: Attributes
    """The seven Attribute Scores."""
    minion: Bool = False
    """A Minion: a quarter of the Life, half the Ki, one Tier lower, one attack a round."""
    racial_save: SaveName | None = None
    """The Saving Throw the race is good at (+1(T), critical on 9+)."""
    proficient_saves: tuple[SaveName, ...] = Field(
        default=(), max_length=len(SAVES), json_schema_extra={"uniqueItems": True}
    )
    """At most one Saving Throw Proficiency per Saving Throw (seed 000, Double Dip)."""
    signatures: tuple[Signature, ...] = Field(default=(), max_length=MAX_SIGNATURES)
    """Signature Techniques: attacks built on a Profile, used with the Signature Technique
    Maneuver [1/Round]."""
    forms: tuple[Form, ...] = Field(default=(), max_length=MAX_FORMS)
    """Transformations: Forms and Enhancements to enter, Awakenings always on."""
    auras: tuple[Aura, ...] = Field(default=(), max_length=MAX_AURAS)
    """Auras the Aura Maneuver can activate."""
    damage_reduction: Int = Field(default=0, ge=0, le=MAX_DAMAGE_REDUCTION)
    """Damage Reduction from armour or traits, taken off every Wound before Soak."""
    tail: Bool = False
    """Has a tail (Saiyans, Frieza's race): a Grapple may grab it (Tail Restraint)."""
    tail_attack: Bool = False
    """Has access to the Tail Attack Maneuver."""
    skills: dict[str, Int] = Field(
        default_factory=dict,
        max_length=len(SKILLS),
        json_schema_extra=_keys(sorted(SKILLS)),
    )
    """Skill ranks (0-5) by skill name, e.g. ``{perception: 2, pilot: 1}``."""
    karma: Int = Field(default=0, ge=0, le=20)
    """Karma Points for the encounter (spent to enter States)."""
    states: dict[str, Int] = Field(
        default_factory=dict,
        max_length=len(STATE_LEVELS),
        json_schema_extra=_keys(sorted(STATE_LEVELS)),
    )
    """The States the ARC lets this character enter (with its Narrative Requirement), with
    the highest level (1-3; 1 for States without levels), and the Special States a trait
    grants, e.g. ``{raging: 3, superior: 1, liquid: 1}``."""

    @field_validator("states")
    @classmethod
    def _known_states(cls, value: dict[str, int]) -> dict[str, int]:
        for name, level in value.items():
            top = STATE_LEVELS.get(name)
            if top is None:
                raise ValueError(
                    f"unknown state {shorten(name)!r}; allowed: {', '.join(sorted(STATE_LEVELS))}"
                )
            if not 1 <= level <= top:
                raise ValueError(f"states.{name}: level must be 1 to {top}, got {level}")
        return value

    dead: Bool = False
    """In the Afterlife (deceased, body kept, a halo): Stress Tests -1(T), Draining halved,
    Lethal Damage from your own traits -2(T) (seed 000)."""
    living_world_minutes: Int | None = Field(default=None, ge=0, le=24 * 60)
    """A dead character in the living world on a permission: the minutes left of its 24
    hours when the fight starts; when they run out (a round is 10 seconds, seed 003) the
    character is returned to the Afterlife (seed 000). Only with ``dead``."""

    @field_validator("skills")
    @classmethod
    def _known_skills(cls, value: dict[str, int]) -> dict[str, int]:
        for name, ranks in value.items():
            if name not in SKILLS:
                raise ValueError(
                    f"unknown skill {shorten(name)!r}; allowed: {', '.join(sorted(SKILLS))}"
                )
            if not 0 <= ranks <= 5:
                raise ValueError(f"skills.{name}: ranks must be 0 to 5, got {ranks}")
        return value

    @field_validator("forms")
    @classmethod
    def _unique_forms(cls, value: tuple[Form, ...]) -> tuple[Form, ...]:
        names = [f.name for f in value]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(f"two transformations are named {shorten(twice[0])!r}")
        return value

    @field_validator("proficient_saves")
    @classmethod
    def _one_proficiency_per_save(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        twice = listed_twice(list(value))
        if twice:
            raise ValueError(
                f"{twice} is listed twice (seed 000: no more than one Saving Throw "
                "Proficiency per Saving Throw)"
            )
        return value

    @field_validator("signatures")
    @classmethod
    def _unique_signatures(cls, value: tuple[Signature, ...]) -> tuple[Signature, ...]:
        twice = listed_twice([s.name for s in value])
        if twice:
            raise ValueError(f"two Signature Techniques are named {shorten(twice)!r}")
        return value

    @field_validator("auras")
    @classmethod
    def _unique_auras(cls, value: tuple[Aura, ...]) -> tuple[Aura, ...]:
        twice = listed_twice([a.name for a in value])
        if twice:
            raise ValueError(f"two Auras are named {shorten(twice)!r}")
        return value

    @field_validator("race")
    @classmethod
    def _known_race(cls, value: str) -> str:
        key = value.strip().lower().replace(" ", "-")
        races = character_data().racial_life_modifiers
        if key not in races:
            raise ValueError(
                f"unknown race {shorten(value)!r}; allowed: {', '.join(sorted(races))}"
            )
        return key

    @field_validator("size")
    @classmethod
    def _known_size(cls, value: str) -> str:
        key = value.strip().lower()
        names = [row.name for row in character_data().sizes]
        if key not in names:
            raise ValueError(f"unknown size {shorten(value)!r}; allowed: {', '.join(names)}")
        return key

    @model_validator(mode="after")
    def _permit_needs_death(self) -> CharacterSheet:
        if self.living_world_minutes is not None and not self.dead:
            raise ValueError("living_world_minutes: only a dead character has a permission")
        return self

    @model_validator(mode="after")
    def _scores_within_cap(self) -> CharacterSheet:
        cap = score_cap(tier_for_power_level(self.power_level))
        over = [
            f"{name} {self.attributes.get(name)}"
            for name in ATTRIBUTES
            if self.attributes.get(name) > cap
        ]
        if over:
            raise ValueError(
                f"attribute scores over the cap of {cap} for Power Level {self.power_level}: "
                + ", ".join(over)
            )
        return self

    @model_validator(mode="after")
    def _advantage_skills(self) -> CharacterSheet:
        """An Advantage that needs Skill ranks (Fake Out: 2 in Bluff; Trick Attack: 2 in the
        Skill chosen) is refused on a sheet without them (reference S2)."""
        for sig in self.signatures:
            for a in sig.advantages:
                why = "" if a.custom else unmet_skills(a.name, self.skills)
                if why:
                    raise ValueError(f"{sig.name}: the Advantage {a.name!r} cannot be taken: {why}")
        return self
