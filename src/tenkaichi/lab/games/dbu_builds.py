"""Build variations of a DBU side: a sheet with another Power Level, race, size, Attribute
Scores, Signature Techniques or Profiles, checked against the rules' caps.

Two caps hold for every variation:

- the **Attribute Score cap** of the Tier of Power (8 at Tier 1, +3 a Tier; ``score-cap``),
  which the sheet's own validation checks;
- the **Attribute points** (``builder-attribute-points``): a sheet may spend, above the 1 every
  Score starts at, the points its Power Level's Attribute Additions give plus its race's
  increases. Sheets written by hand often spend more (the ARC granted it, or the character is
  canon); under ``attribute_points: sheet`` (the default, setting ``lab-attribute-allowance``)
  the points a sheet as written spends beyond the builder's count stay its own at any Power
  Level or race, so "this spread at Power Level 8" means the sheet's Scores with the Power
  Level's points; ``attribute_points: builder`` holds every variation to the builder's count.

What "Piccolo Jr. at Power Level 8" means (setting ``lab-power-level-scores``): a new Power
Level (or race) changes the Attribute points a sheet has, and the sheet's own Scores are
**re-spent** in the same proportions over the new points and under the new cap
(``power_level_scores: respend``, the default; :func:`respend`). Scores the spec gives
(``<side>.spread``, ``<side>.attributes.<Attribute>``) are never re-spent: "this spread at
Power Level 8" is that spread, checked against Power Level 8's cap and points, and one that does
not fit is an error naming the side, the parameter and the cap. ``power_level_scores: keep``
keeps the sheet's own Scores too (and checks them the same way).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from pydantic import ValidationError

from tenkaichi.dbu.builder import RACIAL_POINTS, attribute_points
from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.profiles import profiles
from tenkaichi.dbu.races import racial_attributes
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_fields import (
    ATTRIBUTES,
    MAX_POWER_LEVEL,
    MAX_SCORE,
    MAX_SIGNATURES,
    score_cap,
    tier_for_power_level,
)
from tenkaichi.lab.games.values import fail, mapping, whole, word
from tenkaichi.problems import first_problem
from tenkaichi.settings_schema import shown

SCORES_RULES = ("respend", "keep")
"""``power_level_scores`` in a DBU ``match``: what a new Power Level (or race) does to the
sheet's own Scores: re-spend its points in the same proportions, or keep them as written."""
POINTS_RULES = ("sheet", "builder")
"""``attribute_points`` in a DBU ``match``: whose count of Attribute points caps a spread."""

ATTRIBUTE_WORDS = {name: name.capitalize() for name in ATTRIBUTES}
"""Each Attribute as people write it (``A.attributes.Force``)."""

BUILD_PARAMETERS: dict[str, str] = {
    "power_level": "the side's Power Level (1-30): the sheet's Scores are re-spent over its "
    "Attribute points and Score cap; Scores the spec gives must fit them",
    "race": "the side's race (its Racial Life Modifier and its Attribute increases)",
    "size": "the side's Size Category (small, medium, large, ...)",
    **{
        f"attributes.{word_}": f"the side's {word_} Score (within the Score cap and the "
        "Attribute points)"
        for word_ in ATTRIBUTE_WORDS.values()
    },
    "spread": "all seven Attribute Scores at once, a mapping such as {Agility: 4, Force: 6, ...} "
    "or the name of one of the match's spreads",
    "techniques": "the side's Signature Techniques: a list that replaces them, {add: [...], "
    "remove: [names]}, or the name of a set in the match's technique_sets",
    "profiles": "the Profile of the side's Signature Techniques: one Profile for all, or "
    "{technique name: Profile}",
}
"""The build parameters of a side (``<side>.`` + name) with what each changes."""

POINT_CHANGES = ("power_level", "race", "spread", "attributes")


def race_words(race: str) -> str:
    """A race as people write it: ``bio-android`` -> "Bio-Android"."""
    return "-".join(part.capitalize() for part in race.split("-"))


def racial_points(race: str) -> int:
    """The Attribute points a race's increases add (fixed and placed)."""
    racial = racial_attributes().get(race)
    if racial is None:
        return RACIAL_POINTS
    return sum(racial.fixed.values()) + sum(choice.amount for choice in racial.choices)


def points_allowed(power_level: int, race: str) -> int:
    """The builder's count: Attribute Additions at this Power Level plus the race's points."""
    return attribute_points(power_level) + racial_points(race)


def points_spent(scores: Mapping[str, int]) -> int:
    """Points placed above the 1 every Score starts at."""
    return sum(scores[name] - 1 for name in ATTRIBUTES)


def vary_sheet(
    sheet: CharacterSheet,
    side: str,
    changes: Mapping[str, Any],
    *,
    points_rule: str = "sheet",
    scores_rule: str = "respend",
    technique_sets: Mapping[str, Any] | None = None,
    spreads: Mapping[str, Any] | None = None,
) -> CharacterSheet:
    """``sheet`` with ``changes`` (build parameter tail -> value, e.g. ``attributes.Force``)
    applied and checked; errors name ``<side>.<parameter>``."""
    data = sheet.model_dump()
    scores = dict(sheet.attributes.model_dump())
    set_by: dict[str, str] = {}  # attribute -> the parameter that set its Score
    changed: list[str] = []
    for tail, value in changes.items():
        where = f"{side}.{tail}"
        changed.append(where)
        if tail == "power_level":
            data["power_level"] = whole(where, value, 1, MAX_POWER_LEVEL, "Power Level")
        elif tail == "race":
            data["race"] = _race(where, value)
        elif tail == "size":
            data["size"] = _size(where, value)
        elif tail == "spread":
            for name, score in _spread(where, value, spreads).items():
                scores[name] = score
                set_by[name] = where
        elif tail.startswith("attributes."):
            name = _attribute(where, tail.removeprefix("attributes."))
            scores[name] = whole(where, value, 1, MAX_SCORE, f"{ATTRIBUTE_WORDS[name]} Score")
            set_by[name] = where
        elif tail == "techniques":
            data["signatures"] = _techniques(where, value, data["signatures"], technique_sets)
        elif tail == "profiles":
            data["signatures"] = _profiles(where, value, data["signatures"])
        else:
            fail(where, f"not a build parameter; a side's are: {', '.join(BUILD_PARAMETERS)}")
    data["attributes"] = scores
    power_level: int = data["power_level"]
    surplus = 0
    if points_rule == "sheet":
        written = points_spent(sheet.attributes.model_dump())
        surplus = max(0, written - points_allowed(sheet.power_level, sheet.race))
    moved = "power_level" in changes or "race" in changes
    if moved and not set_by and scores_rule == "respend":
        allowed = points_allowed(power_level, data["race"]) + surplus
        scores = respend(scores, allowed, score_cap(tier_for_power_level(power_level)))
        data["attributes"] = scores
    _check_cap(side, scores, power_level, set_by, changes)
    if any(tail.split(".")[0] in POINT_CHANGES for tail in changes):
        _check_points(side, scores, power_level, data["race"], surplus, changes)
    try:
        return CharacterSheet.model_validate(data)
    except ValidationError as error:
        fail(", ".join(changed), f"the sheet is not valid: {first_problem(error, 'sheet')}")


def respend(scores: Mapping[str, int], points: int, cap: int) -> dict[str, int]:
    """The Scores re-spent to use ``points`` in the same proportions: each Score's points
    above 1 scaled, rounded down, then the points left handed out one by one to the largest
    remainders (ties: the Attribute first on the sheet), no Score above ``cap``; points that
    no Score can take (all at the cap) stay unspent."""
    spent = points_spent(scores)
    if spent == 0:
        return dict(scores)
    room = dict.fromkeys(ATTRIBUTES, cap - 1)
    exact = {name: Fraction((scores[name] - 1) * points, spent) for name in ATTRIBUTES}
    above = {name: min(room[name], int(exact[name])) for name in ATTRIBUTES}
    left = points - sum(above.values())
    order = sorted(
        ATTRIBUTES, key=lambda n: (-(exact[n] - int(exact[n])), -exact[n], ATTRIBUTES.index(n))
    )
    while left > 0 and any(above[n] < room[n] for n in ATTRIBUTES):
        for name in order:
            if left > 0 and above[name] < room[name]:
                above[name] += 1
                left -= 1
    return {name: 1 + above[name] for name in ATTRIBUTES}


def _check_cap(
    side: str,
    scores: Mapping[str, int],
    power_level: int,
    set_by: Mapping[str, str],
    changes: Mapping[str, Any],
) -> None:
    tier = tier_for_power_level(power_level)
    cap = score_cap(tier)
    for name in ATTRIBUTES:
        if scores[name] > cap:
            where = set_by.get(name) or (
                f"{side}.power_level" if "power_level" in changes else f"{side}.attributes"
            )
            fail(
                where,
                f"{ATTRIBUTE_WORDS[name]} {scores[name]} is over the Attribute Score cap of {cap} "
                f"at Power Level {power_level} (Tier of Power {tier}: 8 at Tier 1, +3 a Tier)",
            )


def _check_points(
    side: str,
    scores: Mapping[str, int],
    power_level: int,
    race: str,
    surplus: int,
    changes: Mapping[str, Any],
) -> None:
    allowed = points_allowed(power_level, race) + surplus
    spent = points_spent(scores)
    if spent <= allowed:
        return
    named = [f"{side}.{tail}" for tail in changes if tail.split(".")[0] in POINT_CHANGES]
    extra = f", {surplus} more the sheet as written spends" if surplus else ""
    fail(
        ", ".join(named),
        f"the Scores spend {spent} Attribute points, over the {allowed} a {race_words(race)} "
        f"has at Power Level {power_level} ({attribute_points(power_level)} from Attribute "
        f"Additions, {racial_points(race)} from the race{extra})",
    )


def _race(where: str, value: Any) -> str:
    key = word(where, value, "a race").lower().replace(" ", "-")
    races = character_data().racial_life_modifiers
    if key not in races:
        fail(where, f"unknown race {shown(value)}; allowed: {', '.join(sorted(races))}")
    return key


def _size(where: str, value: Any) -> str:
    key = word(where, value, "a Size Category").lower()
    names = [row.name for row in character_data().sizes]
    if key not in names:
        fail(where, f"unknown size {shown(value)}; allowed: {', '.join(names)}")
    return key


def _attribute(where: str, text: str) -> str:
    key = text.strip().lower()
    if key not in ATTRIBUTE_WORDS:
        fail(
            where,
            f"unknown Attribute {shown(text)}; allowed: {', '.join(ATTRIBUTE_WORDS.values())}",
        )
    return key


def _spread(where: str, value: Any, named: Mapping[str, Any] | None = None) -> dict[str, int]:
    """A spread given whole, or by its name in the match's ``spreads``."""
    if isinstance(value, str):
        known = named or {}
        if value not in known:
            names = ", ".join(str(k) for k in known) or "none (add spreads to the match)"
            fail(where, f"no spread named {shown(value)}; the match's spreads: {names}")
        where, value = f"match.spreads.{value}", known[value]
    given = mapping(where, value, "an Attribute spread")
    out: dict[str, int] = {}
    for key, score in given.items():
        if not isinstance(key, str):
            fail(where, f"unknown Attribute {shown(key)}")
        name = _attribute(where, key)
        if name in out:
            fail(where, f"{ATTRIBUTE_WORDS[name]} is given twice")
        out[name] = whole(f"{where}.{key}", score, 1, MAX_SCORE, f"{ATTRIBUTE_WORDS[name]} Score")
    missing = [ATTRIBUTE_WORDS[name] for name in ATTRIBUTES if name not in out]
    if missing:
        fail(where, f"a spread gives all seven Scores; missing: {', '.join(missing)}")
    return out


def _techniques(
    where: str, value: Any, current: list[dict[str, Any]], sets: Mapping[str, Any] | None
) -> list[Any]:
    if isinstance(value, str):
        known = sets or {}
        if value not in known:
            names = ", ".join(str(k) for k in known) or "none (add technique_sets to the match)"
            fail(where, f"no technique set named {shown(value)}; the match's sets: {names}")
        value = known[value]
    if isinstance(value, list):
        out = list(value)
    elif isinstance(value, Mapping):
        unknown = [k for k in value if k not in ("add", "remove")]
        if unknown:
            fail(where, f"unknown key {shown(unknown[0])}; allowed: add, remove")
        remove = value.get("remove", [])
        add = value.get("add", [])
        if not isinstance(remove, list) or not all(isinstance(r, str) for r in remove):
            fail(where, f"remove is a list of technique names, not {shown(remove)}")
        if not isinstance(add, list):
            fail(where, f"add is a list of Signature Techniques, not {shown(add)}")
        have = {t["name"].casefold() for t in current}
        for name in remove:
            if name.casefold() not in have:
                fail(where, f"the side has no Signature Technique named {shown(name)}")
        gone = {name.casefold() for name in remove}
        out = [t for t in current if t["name"].casefold() not in gone] + list(add)
    else:
        fail(
            where,
            f"a list of Signature Techniques, {{add, remove}} or a set name, not {shown(value)}",
        )
    if len(out) > MAX_SIGNATURES:
        fail(where, f"at most {MAX_SIGNATURES} Signature Techniques, not {len(out)}")
    if not all(isinstance(t, Mapping) for t in out):
        fail(where, "each Signature Technique is a mapping (name, profile, foundation, ...)")
    return out


def _profiles(where: str, value: Any, current: list[dict[str, Any]]) -> list[dict[str, Any]]:
    if not current:
        fail(where, "the side has no Signature Techniques to give a Profile")
    known = profiles()
    wanted: dict[str, str]
    if isinstance(value, str):
        wanted = {t["name"].casefold(): value for t in current}
    else:
        given = mapping(where, value, "a Profile or {technique name: Profile}")
        names = {t["name"].casefold() for t in current}
        wanted = {}
        for name, profile in given.items():
            if not isinstance(name, str) or name.casefold() not in names:
                fail(where, f"the side has no Signature Technique named {shown(name)}")
            wanted[name.casefold()] = profile
    out = []
    for technique in current:
        profile = wanted.get(technique["name"].casefold())
        if profile is None:
            out.append(technique)
            continue
        if not isinstance(profile, str) or profile not in known:
            fail(where, f"unknown Profile {shown(profile)}; allowed: {', '.join(known)}")
        foundations = known[profile].foundations
        foundation = technique["foundation"]
        if foundation not in foundations:
            foundation = foundations[0]
        out.append({**technique, "profile": profile, "foundation": foundation})
    return out


__all__ = [
    "ATTRIBUTE_WORDS",
    "BUILD_PARAMETERS",
    "POINTS_RULES",
    "SCORES_RULES",
    "points_allowed",
    "points_spent",
    "racial_points",
    "respend",
    "vary_sheet",
]
