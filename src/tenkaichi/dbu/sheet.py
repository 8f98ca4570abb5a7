"""DBU character sheets: the file format (YAML or JSON), validated, with a published schema.

A sheet holds what a player writes down (Scores, Power Level, size, race, techniques, forms);
everything else is derived (:mod:`tenkaichi.dbu.derived`). An invalid sheet raises one
:class:`~tenkaichi.errors.ContentError` listing its problems (the first
:data:`~tenkaichi.problems.MAX_PROBLEMS`, then how many more), one line each, with the file, the
field, the value (shortened) and what is allowed.

Every number is a strict integer (``true``, ``2.0`` and ``"3"`` are refused, not converted) and
bounded: by the rules where they bound it (Power Level, Scores, skill ranks, Karma), otherwise by
a generous engineering limit (the ``MAX_*`` constants below, ``sheet-bounds`` in
``docs/assumptions.md``), so a sheet that loads can always be played.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    ValidationError,
    field_validator,
    model_validator,
)

from tenkaichi.errors import ContentError
from tenkaichi.files import FileError, parse_data, read_bytes, read_data, shorten
from tenkaichi.problems import fields_with_problems, problem_lines
from tenkaichi.text import Name

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
        raise ContentError(f"unknown size {shorten(name)!r}")


@cache
def character_data() -> CharacterData:
    path = resources.files("tenkaichi.data").joinpath("dbu/characters.yaml")
    try:
        return CharacterData.model_validate(read_data(path, "data/dbu/characters.yaml"))
    except ValidationError as error:
        raise ContentError(f"data/dbu/characters.yaml: {error.errors()[0]['msg']}") from None


def tier_for_power_level(power_level: int) -> int:
    """Tier of Power: 1 for Power Level 1-4, +1 every 5 levels, 7 at Power Level 30."""
    return min(7, power_level // 5 + 1)


def score_cap(tier: int) -> int:
    """Attribute Score cap: 8 at Tier 1, +3 per Tier after (reference section 1)."""
    return 8 + 3 * (tier - 1)


MAX_SCORE = score_cap(MAX_TIER)
"""The highest Attribute Score a sheet may hold (the cap at Tier 7; lower Tiers cap lower)."""


class Attributes(BaseModel):
    """The seven Attribute Scores."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    agility: Int = Field(ge=1, le=MAX_SCORE)
    force: Int = Field(ge=1, le=MAX_SCORE)
    tenacity: Int = Field(ge=1, le=MAX_SCORE)
    scholarship: Int = Field(ge=1, le=MAX_SCORE)
    insight: Int = Field(ge=1, le=MAX_SCORE)
    magic: Int = Field(ge=1, le=MAX_SCORE)
    personality: Int = Field(ge=1, le=MAX_SCORE)

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
        from tenkaichi.dbu.combat.rules.profiles import profiles

        known = profiles()
        if value not in known:
            raise ValueError(f"unknown profile {shorten(value)!r}; allowed: {', '.join(known)}")
        return value

    @model_validator(mode="after")
    def _foundation_fits(self) -> Signature:
        from tenkaichi.dbu.combat.rules.profiles import profiles

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
    level: Int = Field(default=1, ge=1, le=MAX_ASPECT_LEVEL)

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

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name
    kind: Literal["form", "enhancement", "awakening"] = "form"
    tier_requirement: Int = Field(ge=1, le=MAX_TIER)
    stress_test_requirement: Int = Field(ge=0, le=MAX_STRESS_TEST_REQUIREMENT)
    attribute_bonuses: dict[str, Annotated[int, Strict(), Field(ge=0, le=MAX_BONUS)]] = Field(
        default_factory=dict, max_length=len(ATTRIBUTES)
    )
    """Attribute Modifier Bonuses while in the transformation."""
    ki_multiplier: Bool = False
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
    power_level: Int = Field(ge=1, le=MAX_POWER_LEVEL)
    size: str = "medium"
    attributes: Attributes
    minion: Bool = False
    racial_save: SaveName | None = None
    """The Saving Throw the race is good at (+1(T), critical on 9+)."""
    proficient_saves: tuple[SaveName, ...] = Field(
        default=(), max_length=len(SAVES), json_schema_extra={"uniqueItems": True}
    )
    """At most one Saving Throw Proficiency per Saving Throw (seed 000, Double Dip)."""
    signatures: tuple[Signature, ...] = Field(default=(), max_length=MAX_SIGNATURES)
    forms: tuple[Form, ...] = Field(default=(), max_length=MAX_FORMS)
    auras: tuple[Aura, ...] = Field(default=(), max_length=MAX_AURAS)
    damage_reduction: Int = Field(default=0, ge=0, le=MAX_DAMAGE_REDUCTION)
    """Damage Reduction from armour or traits, taken off every Wound before Soak."""
    tail: Bool = False
    """Has a tail (Saiyans, Frieza's race): a Grapple may grab it (Tail Restraint)."""
    tail_attack: Bool = False
    """Has access to the Tail Attack Maneuver."""
    skills: dict[str, Int] = Field(default_factory=dict, max_length=len(SKILLS))
    """Skill ranks (0-5) by skill name, e.g. ``{perception: 2, pilot: 1}``."""
    karma: Int = Field(default=0, ge=0, le=20)
    """Karma Points for the encounter (spent to enter States)."""
    states: dict[str, Int] = Field(default_factory=dict, max_length=len(STATE_LEVELS))
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


def parse_sheet(text: str | bytes, source: str) -> CharacterSheet:
    """Read a sheet from YAML or JSON text (JSON when ``source`` ends in ``.json``); its
    problems are reported one per line (the first ten, then how many more)."""
    raw = parse_data(text, source)
    if not isinstance(raw, dict):
        raise ContentError(f"{source}: a character sheet is a mapping of fields to values")
    try:
        return CharacterSheet.model_validate(raw)
    except ValidationError as error:
        lines = [f"{source}: {line}" for line in problem_lines(error, "(sheet)")]
        raise ContentError("\n".join(lines)) from None


SHEET_SUFFIXES = (".yaml", ".yml", ".json")


def load_sheet(path: Path, *, quote: bool = True, label: str | None = None) -> CharacterSheet:
    """A sheet file, named ``label`` in messages (default: its path).

    With ``quote=False`` (a file named by someone else, e.g. by an encounter file, which may
    point at any file) a file that is not a valid sheet gets one line that quotes nothing from
    it: the kind of problem and its line, or the names of the sheet's fields that are wrong."""
    name = label or str(path)
    if path.suffix.lower() not in SHEET_SUFFIXES:
        raise ContentError(f"{name}: a character sheet is a .yaml, .yml or .json file")
    if quote:
        return parse_sheet(read_bytes(path, name), name)
    try:
        raw = parse_data(read_bytes(path, name), path.name)
    except FileError as error:
        raise ContentError(f"{name}: not a character sheet: {error.summary}") from None
    if not isinstance(raw, dict):
        raise ContentError(f"{name}: not a character sheet (not a mapping of fields to values)")
    try:
        return CharacterSheet.model_validate(raw)
    except ValidationError as error:
        wrong = fields_with_problems(error, CharacterSheet.model_fields)
        raise ContentError(f"{name}: not a valid character sheet: {wrong}") from None


def sheet_schema() -> dict[str, Any]:
    """The JSON Schema of the sheet format."""
    schema = CharacterSheet.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://tenkaichi.invalid/schema/dbu-character.schema.json"
    return schema
