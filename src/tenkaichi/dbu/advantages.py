"""The Advantages a Signature Technique may have (``data/dbu/advantages.yaml``): their names
(matched whatever the case, spacing or hyphens, with a suggestion for a near miss), the
Technique Points each rank costs, and what each does in a fight.

What an Advantage does is data: a bonus per rank to the technique's Strike or Wound Roll, a
change per rank to its KP cost, and at most one named behaviour that
:mod:`tenkaichi.dbu.combat.families.advantages` carries out. An Advantage the engine does not
play says so (``in_play: false`` with the reason), and the table shows it as "no effect in
play" instead of ignoring it in silence.
"""

from __future__ import annotations

import difflib
import math
from functools import cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tenkaichi.problems import load_table

BASE_TECHNIQUE_POINTS = 8
"""A Signature Technique's Technique Points before its Advantages (reference 6)."""
ULTIMATE_TECHNIQUE_POINTS = 4
"""What making it Ultimate adds (reference 6)."""


class Play(BaseModel):
    """What an Advantage does in a fight, per rank."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    strike: int = Field(default=0, ge=0, le=10)
    """+this(T) per rank to the technique's Strike Rolls."""
    wound: int = Field(default=0, ge=0, le=10)
    """+this(T) per rank to the technique's Wound Rolls."""
    kp: int = Field(default=0, ge=-10, le=10)
    """KP(T) per rank added to the technique's total cost (Efficiency: -4(T) a rank)."""
    hook: str = ""
    """A named behaviour (:mod:`tenkaichi.dbu.combat.families.advantages` registers it)."""


class Requires(BaseModel):
    """What a technique must be to take an Advantage (checked when the sheet is read). Every
    field given must hold; ``one_of`` holds when any one of its alternatives does."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    ultimate: bool = False
    """Only an Ultimate Signature Technique."""
    super: bool = False
    """Only a Super (not Ultimate) Signature Technique."""
    profiles: tuple[str, ...] = ()
    """Its Profile is one of these."""
    not_profiles: tuple[str, ...] = ()
    """Its Profile is none of these."""
    foundations: tuple[str, ...] = ()
    """Its Foundation is one of these."""
    advantages: tuple[str, ...] = ()
    """It has each of these Advantages too (or its Profile grants it: Blitz's Charging
    Assault, Launching's Knockback, Elemental (Plantlife)'s Staggering Attack)."""
    not_advantages: tuple[str, ...] = ()
    """It has none of these Advantages."""
    area: tuple[str, ...] = ()
    """Its Profile's Area of Effect: ``any`` (some AoE), ``none`` (no AoE), or shapes."""
    not_area: tuple[str, ...] = ()
    """Its Profile's Area of Effect is none of these shapes."""
    one_of: tuple[Requires, ...] = ()
    """Alternatives, one of which must hold (Back Flip: an Energy or Magic Attack, the Soaring
    Profile, or a Physical Attack with Charging Assault)."""
    skills: dict[str, int] = Field(default_factory=dict)
    """Skill ranks the character needs (checked with the whole sheet)."""
    chosen_skill: int = Field(default=0, ge=0, le=5)
    """Ranks the character needs in the Skill chosen in brackets (Trick Attack (Bluff))."""
    unchecked: str = ""
    """A requirement no sheet can show (a Disadvantage, access to a Maneuver, an AoE
    Magnitude): not checked, and said so in the catalogue and docs."""


Requires.model_rebuild()

GRANTED = {
    "Blitz": "Charging Assault",
    "Launching": "Knockback",
    "Elemental (Plantlife)": "Staggering Attack",
}
"""The Advantage a Profile gives its attacks for free (reference S2)."""


class AdvantageEntry(BaseModel):
    """One Advantage of the catalogue."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: str = Field(min_length=1, max_length=60)
    tp: tuple[int, ...] = Field(min_length=1, max_length=5)
    """Technique Points of each rank, in order (a second rank costs the second number)."""
    effect: str = Field(min_length=1, max_length=400)
    """What it does, as a player reads it (our words)."""
    requires: Requires = Requires()
    """What a technique must be to take it."""
    choices: tuple[str, ...] = ()
    """The choices one of which is made when it is taken, written in brackets after its name
    (``Super Advantage (Power Shot)``); empty if it takes none."""
    play: Play | None = None
    """How the engine plays it; None when it has no effect in play (then ``why`` says why)."""
    why: str = ""
    """Why it has no effect in play (only without ``play``)."""

    @model_validator(mode="after")
    def _play_or_why(self) -> AdvantageEntry:
        if (self.play is None) == (not self.why):
            raise ValueError(f"{self.name}: give either play or why (not both, not neither)")
        return self

    @property
    def ranks(self) -> int:
        return len(self.tp)

    @property
    def in_play(self) -> bool:
        return self.play is not None


class AdvantageTable(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    advantages: tuple[AdvantageEntry, ...]


def key(name: str) -> str:
    """A name compared: case, spaces and hyphens aside (``hit-and-run`` is Hit and Run)."""
    return "".join(name.replace("-", " ").split()).casefold()


@cache
def catalogue() -> dict[str, AdvantageEntry]:
    """Every known Advantage by :func:`key`."""
    table = load_table(AdvantageTable, "dbu/advantages.yaml")
    return {key(entry.name): entry for entry in table.advantages}


@cache
def known_advantages() -> dict[str, str]:
    """Every known Advantage by :func:`key`, with its name as written."""
    return {k: entry.name for k, entry in catalogue().items()}


def advantage_names() -> list[str]:
    """The known Advantages' names, in alphabetical order."""
    return sorted(known_advantages().values())


def base_name(name: str) -> str:
    """``Stat Boosting (Force)`` without its bracketed choice."""
    return name.partition("(")[0].strip()


def entry(name: str) -> AdvantageEntry | None:
    """The catalogue's entry for a known Advantage (a bracketed choice aside), or None."""
    return catalogue().get(key(base_name(name)))


def canonical(name: str) -> str | None:
    """The known Advantage ``name`` means (its usual spelling), or None. A choice made with it
    may follow in brackets (``Stat Boosting (Force)``: seed 000 lets Stat Boosting be taken
    once per Attribute); it is kept as written."""
    base, bracket, choice = name.partition("(")
    found = known_advantages().get(key(base))
    if found is None or not bracket:
        return found
    if not choice.endswith(")") or not choice[:-1].strip():
        return None
    return f"{found} ({choice[:-1].strip()})"


def closest(name: str) -> str | None:
    """The known Advantage whose name is nearest to ``name`` (a likely typo), or None."""
    table = known_advantages()
    match = difflib.get_close_matches(key(name), list(table), n=1, cutoff=0.75)
    return table[match[0]] if match else None


def unmet(
    name: str, *, profile: str, area: str | None, foundation: str, ultimate: bool, has: set[str]
) -> str:
    """Why a technique cannot take the known Advantage ``name`` (its choice included), or "".
    Skill ranks are the character's, checked by :func:`unmet_skills`."""
    found = entry(name)
    if found is None:
        return ""
    tech = _Technique(profile, area or "none", foundation, ultimate, has)
    why = _unmet(found.requires, tech)
    if why:
        return why
    choice = name.partition("(")[2].rstrip(")").strip()
    if found.choices and choice.casefold() not in {c.casefold() for c in found.choices}:
        first = f"{found.name} ({found.choices[0]})"
        return f"choose one of {', '.join(found.choices)} in brackets, as in {first}"
    return ""


class _Technique:
    """What :func:`unmet` knows of the technique."""

    def __init__(self, profile: str, area: str, foundation: str, ultimate: bool, has: set[str]):
        self.profile, self.area, self.foundation, self.ultimate = (
            profile,
            area,
            foundation,
            ultimate,
        )
        self.has = {key(base_name(n)) for n in has}
        granted = GRANTED.get(profile)
        if granted:
            self.has.add(key(granted))


def _shape(area: str) -> str:
    """``line`` as "a Line Area of Effect"; ``any`` as "an Area of Effect"; ``none`` as "no
    Area of Effect"."""
    if area == "none":
        return "no Area of Effect"
    if area == "any":
        return "an Area of Effect"
    return f"a {area.replace('_', ' ').title()} Area of Effect"


def _foundations(names: tuple[str, ...]) -> str:
    words = " or ".join(f.capitalize() for f in names)
    return f"{'an' if words[0] in 'AEIOU' else 'a'} {words} Foundation"


def _unmet(need: Requires, t: _Technique) -> str:
    if need.ultimate and not t.ultimate:
        return "it needs an Ultimate Signature Technique"
    if need.super and t.ultimate:
        return "it needs a Super (not Ultimate) Signature Technique"
    if need.profiles and t.profile not in need.profiles:
        return f"it needs the {' or '.join(need.profiles)} Profile"
    if t.profile in need.not_profiles:
        return f"it cannot be on the {t.profile} Profile"
    if need.foundations and t.foundation not in need.foundations:
        return f"it needs {_foundations(need.foundations)}"
    if need.area and not (t.area in need.area or ("any" in need.area and t.area != "none")):
        return f"it needs {' or '.join(_shape(a) for a in need.area)}"
    if t.area in need.not_area:
        return f"it cannot be on an attack with {_shape(t.area)}"
    for other in need.advantages:
        if key(other) not in t.has:
            return f"it needs the {other} Advantage on the same technique"
    for other in need.not_advantages:
        if key(other) in t.has:
            return f"it cannot be on the same technique as {other}"
    if need.one_of and all(_unmet(alt, t) for alt in need.one_of):
        return f"it needs {', or '.join(_described(alt) for alt in need.one_of)}"
    return ""


def _described(need: Requires) -> str:
    """One alternative of ``one_of`` in words: "a Physical Foundation with Charging Assault"."""
    parts: list[str] = []
    if need.foundations:
        parts.append(_foundations(need.foundations))
    if need.profiles:
        parts.append(f"the {' or '.join(need.profiles)} Profile")
    if need.area:
        parts.append(
            " or ".join("no Area of Effect" if a == "none" else _shape(a) for a in need.area)
        )
    if need.advantages:
        parts.append(f"the {' and '.join(need.advantages)} Advantage")
    return " with ".join(parts) or "nothing"


def unmet_skills(name: str, skills: dict[str, int]) -> str:
    """Why a character whose Skill ranks are ``skills`` cannot take the Advantage ``name``
    (Fake Out: 2 ranks of Bluff; Trick Attack (Acrobatics): 2 ranks of Acrobatics), or ""."""
    found = entry(name)
    if found is None:
        return ""
    need = dict(found.requires.skills)
    choice = name.partition("(")[2].rstrip(")").strip().casefold()
    if found.requires.chosen_skill and choice:
        need[choice] = found.requires.chosen_skill
    for skill, ranks in need.items():
        held = skills.get(skill, 0)
        if held < ranks:
            return f"it needs {ranks} ranks in {skill.capitalize()} (the sheet has {held})"
    return ""


def rank_cost(name: str, rank: int) -> int:
    """The Technique Points of ranks 1 to ``rank`` of a known Advantage (each rank is paid
    for at its own price); 0 for a house-made one."""
    found = entry(name)
    return sum(found.tp[:rank]) if found else 0


def technique_points(ranks: dict[str, int], *, ultimate: bool) -> int:
    """A Signature Technique's Technique Points: 8, plus what each Advantage's ranks cost,
    plus 4 if it is Ultimate (reference 6)."""
    spent = sum(rank_cost(name, rank) for name, rank in ranks.items())
    return BASE_TECHNIQUE_POINTS + spent + (ULTIMATE_TECHNIQUE_POINTS if ultimate else 0)


def kp_change(ranks: dict[str, int]) -> int:
    """The KP(T) its Advantages add to a technique's total cost (Efficiency: -4(T) a rank)."""
    total = 0
    for name, rank in ranks.items():
        found = entry(name)
        if found is not None and found.play is not None:
            total += found.play.kp * rank
    return total


def base_kp(profile_kp: int, ranks: dict[str, int], *, ultimate: bool) -> int:
    """A Signature Technique's KP before the Tier and Price of Power: its Profile's KP plus a
    fifth of its Technique Points, rounded up (reference 6)."""
    return profile_kp + math.ceil(technique_points(ranks, ultimate=ultimate) / 5)
