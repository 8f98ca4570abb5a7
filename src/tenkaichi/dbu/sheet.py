"""DBU character sheets: the file format (YAML or JSON), validated, with a published schema.

A sheet holds what a player writes down (Scores, Power Level, size, race, techniques, forms);
everything else is derived (:mod:`tenkaichi.dbu.derived`). An invalid sheet raises one
:class:`~tenkaichi.errors.ContentError` listing every problem, one line each, with the file,
the field, the value and what is allowed.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from tenkaichi.errors import ContentError
from tenkaichi.text import Name

ATTRIBUTES = ("agility", "force", "tenacity", "scholarship", "insight", "magic", "personality")
SAVES = ("impulsive", "corporeal", "cognitive", "morale")
MAX_POWER_LEVEL = 30

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


class SizeRow(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    order: int
    reach: int
    """Extra squares of melee range beyond adjacent."""
    speed: int
    dodge: int
    """Defense Value modifier, per Tier of Power."""
    soak: int
    """Soak modifier, per Tier of Power."""
    squares: int
    """The side of the square block the character occupies."""
    source: str


class CharacterData(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    racial_life_modifiers: dict[str, int]
    sizes: tuple[SizeRow, ...]

    def size(self, name: str) -> SizeRow:
        for row in self.sizes:
            if row.name == name:
                return row
        raise ContentError(f"unknown size {name!r}")


@cache
def character_data() -> CharacterData:
    path = resources.files("tenkaichi.data").joinpath("dbu/characters.yaml")
    try:
        return CharacterData.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except ValidationError as error:
        raise ContentError(f"data/dbu/characters.yaml: {error.errors()[0]['msg']}") from None


def tier_for_power_level(power_level: int) -> int:
    """Tier of Power: 1 for Power Level 1-4, +1 every 5 levels, 7 at Power Level 30."""
    return min(7, power_level // 5 + 1)


def score_cap(tier: int) -> int:
    """Attribute Score cap: 8 at Tier 1, +3 per Tier after (reference section 1)."""
    return 8 + 3 * (tier - 1)


class Attributes(BaseModel):
    """The seven Attribute Scores."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    agility: int = Field(ge=1)
    force: int = Field(ge=1)
    tenacity: int = Field(ge=1)
    scholarship: int = Field(ge=1)
    insight: int = Field(ge=1)
    magic: int = Field(ge=1)
    personality: int = Field(ge=1)

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


class Infliction(BaseModel):
    """A Combat Condition a Signature Technique gives when its Damage lands."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    condition: str
    stacks: int = Field(default=1, ge=1, le=3)
    lasts: Literal["next_turn", "rounds", "until_removed"] = "next_turn"
    """Until the end of the target's next turn, for ``rounds`` Combat Rounds, or until
    removed (Condition Recovery)."""
    rounds: int = Field(default=1, ge=1, le=10)

    @field_validator("condition")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in INFLICTABLE:
            raise ValueError(
                f"unknown condition {value!r}; allowed: {', '.join(sorted(INFLICTABLE))}"
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
    advantages: tuple[Name, ...] = Field(default=(), json_schema_extra={"uniqueItems": True})
    """Advantages that matter in combat, by name, each at most once (seed 000, Double Dip)."""
    ultimate: bool = False
    inflicts: tuple[Infliction, ...] = ()
    """Combat Conditions the technique gives a target it damages."""

    @field_validator("profile")
    @classmethod
    def _known_profile(cls, value: str) -> str:
        from tenkaichi.dbu.combat.profiles import profiles

        known = profiles()
        if value not in known:
            raise ValueError(f"unknown profile {value!r}; allowed: {', '.join(known)}")
        return value

    @model_validator(mode="after")
    def _foundation_fits(self) -> Signature:
        from tenkaichi.dbu.combat.profiles import profiles

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
    kp_cost: int = Field(ge=1)
    """Paid on activation; half of it (rounded down) at the start of each later turn."""
    strike: int = Field(default=0, ge=0)
    dodge: int = Field(default=0, ge=0)
    wound: int = Field(default=0, ge=0)
    soak: int = Field(default=0, ge=0)


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


class Aspect(BaseModel):
    """One Aspect of a transformation, written ``draining`` or ``{name: draining, level: 2}``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    level: int = Field(default=1, ge=1)

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
            raise ValueError(f"unknown aspect {value!r}; allowed: {', '.join(ASPECTS)}")
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

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name
    kind: Literal["form", "enhancement", "awakening"] = "form"
    tier_requirement: int = Field(ge=1, le=7)
    stress_test_requirement: int = Field(ge=0)
    attribute_bonuses: dict[str, int] = Field(default_factory=dict)
    """Attribute Modifier Bonuses while in the transformation."""
    ki_multiplier: bool = False
    aspects: tuple[Aspect, ...] = ()
    """Transformation Aspects (reference 9), each with its level."""

    @field_validator("attribute_bonuses")
    @classmethod
    def _known_attributes(cls, value: dict[str, int]) -> dict[str, int]:
        unknown = sorted(set(value) - set(ATTRIBUTES))
        if unknown:
            raise ValueError(f"unknown attribute {unknown[0]!r}; allowed: {', '.join(ATTRIBUTES)}")
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


class CharacterSheet(BaseModel):
    """A DBU character as written on a sheet."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name
    race: str
    power_level: int = Field(ge=1, le=MAX_POWER_LEVEL)
    size: str = "medium"
    attributes: Attributes
    minion: bool = False
    racial_save: SaveName | None = None
    """The Saving Throw the race is good at (+1(T), critical on 9+)."""
    proficient_saves: tuple[SaveName, ...] = Field(
        default=(), json_schema_extra={"uniqueItems": True}
    )
    """At most one Saving Throw Proficiency per Saving Throw (seed 000, Double Dip)."""
    signatures: tuple[Signature, ...] = ()
    forms: tuple[Form, ...] = ()
    auras: tuple[Aura, ...] = ()
    damage_reduction: int = Field(default=0, ge=0)
    """Damage Reduction from armour or traits, taken off every Wound before Soak."""
    tail: bool = False
    """Has a tail (Saiyans, Frieza's race): a Grapple may grab it (Tail Restraint)."""
    tail_attack: bool = False
    """Has access to the Tail Attack Maneuver."""
    skills: dict[str, int] = Field(default_factory=dict)
    """Skill ranks (0-5) by skill name, e.g. ``{perception: 2, pilot: 1}``."""
    karma: int = Field(default=0, ge=0, le=20)
    """Karma Points for the encounter (spent to enter States)."""
    states: dict[str, int] = Field(default_factory=dict)
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
                    f"unknown state {name!r}; allowed: {', '.join(sorted(STATE_LEVELS))}"
                )
            if not 1 <= level <= top:
                raise ValueError(f"states.{name}: level must be 1 to {top}, got {level}")
        return value

    dead: bool = False
    """In the Afterlife (deceased, body kept, a halo): Stress Tests -1(T), Draining halved,
    Lethal Damage from your own traits -2(T) (seed 000)."""
    living_world_minutes: int | None = Field(default=None, ge=0, le=24 * 60)
    """A dead character in the living world on a permission: the minutes left of its 24
    hours when the fight starts; when they run out (a round is 10 seconds, seed 003) the
    character is returned to the Afterlife (seed 000). Only with ``dead``."""

    @field_validator("skills")
    @classmethod
    def _known_skills(cls, value: dict[str, int]) -> dict[str, int]:
        for name, ranks in value.items():
            if name not in SKILLS:
                raise ValueError(f"unknown skill {name!r}; allowed: {', '.join(sorted(SKILLS))}")
            if not 0 <= ranks <= 5:
                raise ValueError(f"skills.{name}: ranks must be 0 to 5, got {ranks}")
        return value

    @field_validator("forms")
    @classmethod
    def _unique_forms(cls, value: tuple[Form, ...]) -> tuple[Form, ...]:
        names = [f.name for f in value]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(f"two transformations are named {twice[0]!r}")
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
            raise ValueError(f"two Signature Techniques are named {twice!r}")
        return value

    @field_validator("auras")
    @classmethod
    def _unique_auras(cls, value: tuple[Aura, ...]) -> tuple[Aura, ...]:
        twice = listed_twice([a.name for a in value])
        if twice:
            raise ValueError(f"two Auras are named {twice!r}")
        return value

    @field_validator("race")
    @classmethod
    def _known_race(cls, value: str) -> str:
        key = value.strip().lower().replace(" ", "-")
        races = character_data().racial_life_modifiers
        if key not in races:
            raise ValueError(f"unknown race {value!r}; allowed: {', '.join(sorted(races))}")
        return key

    @field_validator("size")
    @classmethod
    def _known_size(cls, value: str) -> str:
        key = value.strip().lower()
        names = [row.name for row in character_data().sizes]
        if key not in names:
            raise ValueError(f"unknown size {value!r}; allowed: {', '.join(names)}")
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


def _problems(error: ValidationError, raw: Any) -> list[str]:
    lines = []
    for problem in error.errors():
        where = ".".join(str(part) for part in problem["loc"]) or "(sheet)"
        value = problem.get("input")
        shown = "" if isinstance(value, dict | list) else f" = {value!r}"
        message = problem["msg"].removeprefix("Value error, ")
        lines.append(f"{where}{shown}: {message}")
    return lines


def parse_sheet(text: str, source: str) -> CharacterSheet:
    """Read a sheet from YAML or JSON text; every problem is reported, one per line."""
    try:
        raw = json.loads(text) if source.endswith(".json") else yaml.safe_load(text)
    except (json.JSONDecodeError, yaml.YAMLError) as error:
        first = str(error).splitlines()[0]
        raise ContentError(f"{source}: cannot read the sheet: {first}") from None
    if not isinstance(raw, dict):
        raise ContentError(f"{source}: a character sheet is a mapping of fields to values")
    try:
        return CharacterSheet.model_validate(raw)
    except ValidationError as error:
        lines = [f"{source}: {line}" for line in _problems(error, raw)]
        raise ContentError("\n".join(lines)) from None


def load_sheet(path: Path) -> CharacterSheet:
    if path.suffix.lower() not in (".yaml", ".yml", ".json"):
        raise ContentError(f"{path}: a character sheet is a .yaml, .yml or .json file")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ContentError(f"{path}: cannot read it ({error.strerror})") from None
    return parse_sheet(text, str(path))


def sheet_schema() -> dict[str, Any]:
    """The JSON Schema of the sheet format."""
    schema = CharacterSheet.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://tenkaichi.invalid/schema/dbu-character.schema.json"
    return schema
