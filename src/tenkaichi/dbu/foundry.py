"""Importing a character from the DBU system for Foundry VTT (reference S2,
``IvoPierucci/dbu-ttrpg``): an actor exported as JSON becomes a character sheet.

What the export holds (the system's data model, by field name): an actor of ``type``
``character`` with ``name`` and ``system``: ``powerLevel``, ``race`` (a race id such as
``saiyan``), ``size`` (a size key), ``karma``, ``states`` (``{name: level}``),
``racialAttributeChoices`` (the Attribute picked for each choice the race offers),
``racialSkillRanks`` (a Skill per Rank), ``attributes.<name>.bonus`` and ``progression``, one
row per slot of the Power Level table (``lvl``, ``choice``, ``attributes`` added there,
``skillRanks`` picked there). Scores are not stored: a Score is 1, plus the race's increases
(``data/dbu/racial_attributes.yaml``), plus every Attribute Addition at or below the Power
Level. Its ``items`` are Maneuvers (a Signature Technique is one whose ``system.signature``
names a ``profile``, with a ``foundation``, a ``level`` of super, ultimate or dramatic and its
Advantages and Disadvantages as ``features`` of ``id`` and ``ranks``), Talents and gear.

What maps is mapped; everything else is listed, one line each ("not imported: ...").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from tenkaichi.dbu.advantages import canonical, unmet, unmet_skills
from tenkaichi.dbu.advantages import entry as advantage_entry
from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.profiles import attack_profiles
from tenkaichi.dbu.profiles import profile as profile_data
from tenkaichi.dbu.races import racial_attributes
from tenkaichi.dbu.sheet import SKILLS, STATE_LEVELS, CharacterSheet
from tenkaichi.dbu.sheet_fields import ATTRIBUTES, MAX_POWER_LEVEL, SAVES
from tenkaichi.errors import ContentError
from tenkaichi.files import shorten
from tenkaichi.problems import first_problem


@dataclass
class Imported:
    """A sheet's fields and what could not be imported, one line each."""

    sheet: dict[str, Any]
    skipped: list[str] = field(default_factory=list)


def _key(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _profile(profile_id: str) -> str | None:
    """Our Profile for a Foundry profile id (``mega-flare``, ``elemental-fire`` or ``fire``)."""
    wanted = _key(profile_id)
    for name in attack_profiles():
        if _key(name) in (wanted, "elemental" + wanted):
            return name
    return None


def _skill(skill_id: str) -> str | None:
    """Our skill for a Foundry skill id (camelCase: ``creatureHandling``)."""
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in skill_id)
    return snake if snake in SKILLS else None


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def import_actor(actor: Any, source: str) -> Imported:
    """A Foundry VTT DBU actor (the exported JSON document) as a sheet's fields, checked by the
    sheet schema, with the lines of what did not map."""
    if not isinstance(actor, dict) or not isinstance(actor.get("system"), dict):
        raise ContentError(f"{source}: not a Foundry VTT actor export (no 'system' data)")
    if actor.get("type", "character") != "character":
        raise ContentError(
            f"{source}: a Foundry VTT actor of type {shorten(str(actor.get('type')))!r}; "
            "only characters are imported"
        )
    system: dict[str, Any] = actor["system"]
    out = Imported({})
    name = actor.get("name")
    out.sheet["name"] = name if isinstance(name, str) and name.strip() else "Unnamed"
    race = _race(system, out)
    level = _int(system.get("powerLevel"), 1)
    if not 1 <= level <= MAX_POWER_LEVEL:
        out.skipped.append(f"Power Level {level}: kept within 1 to {MAX_POWER_LEVEL}")
        level = min(max(level, 1), MAX_POWER_LEVEL)
    out.sheet["power_level"] = level
    size = system.get("size")
    size = size.get("key") if isinstance(size, dict) else size
    sizes = [row.name for row in character_data().sizes]
    if isinstance(size, str) and size in sizes:
        out.sheet["size"] = size
    elif size:
        out.skipped.append(f"size {shorten(str(size))!r}: not a size here; kept Medium")
    out.sheet["attributes"] = _scores(system, race, level, out)
    _saves(race, out)
    _skills(system, level, out)
    _states_and_karma(system, out)
    _items(_list(actor.get("items")), out)
    _pools(system, out)
    try:
        CharacterSheet.model_validate(out.sheet)
    except ValidationError as error:
        raise ContentError(
            f"{source}: the imported sheet is not valid: {first_problem(error, 'sheet')}"
        ) from None
    return out


def _race(system: dict[str, Any], out: Imported) -> str:
    race = system.get("race")
    if isinstance(race, str) and race in character_data().racial_life_modifiers:
        out.sheet["race"] = race
        if system.get("subrace"):
            out.skipped.append(f"subrace {shorten(str(system['subrace']))!r}: no equivalent")
        return race
    out.sheet["race"] = "custom"
    shown = shorten(str(race)) if race else "none"
    out.skipped.append(f"race {shown!r}: not a race here; imported as custom")
    return "custom"


def _scores(system: dict[str, Any], race: str, level: int, out: Imported) -> dict[str, int]:
    scores = dict.fromkeys(ATTRIBUTES, 1)
    racial = racial_attributes().get(race)
    if racial is not None:
        for attribute, n in racial.fixed.items():
            scores[attribute] += n
        picked = _list(system.get("racialAttributeChoices"))
        for i, choice in enumerate(racial.choices):
            chosen = picked[i] if i < len(picked) else ""
            if chosen in ATTRIBUTES and (not choice.options or chosen in choice.options):
                scores[chosen] += choice.amount
            else:
                out.skipped.append(
                    f"racial Attribute choice {i + 1} (+{choice.amount}): none picked"
                )
    for entry in _list(system.get("progression")):
        row = _dict(entry)
        if _int(row.get("lvl"), 1) > level:
            continue
        for attribute, n in _dict(row.get("attributes")).items():
            if attribute in scores and _int(n) > 0:
                scores[attribute] += _int(n)
    for attribute, data in _dict(system.get("attributes")).items():
        bonus = _int(_dict(data).get("bonus"))
        if bonus:
            out.skipped.append(
                f"{attribute} Modifier bonus {bonus:+d}: a bonus from effects, not a Score"
            )
    return scores


def _saves(race: str, out: Imported) -> None:
    racial = racial_attributes().get(race)
    saves = [s for s in (racial.saves if racial else ()) if s in SAVES]
    if saves:
        out.sheet["racial_save"] = saves[0]
    if len(saves) > 1:
        out.skipped.append(f"racial Saving Throw {saves[1]}: a sheet has one; kept {saves[0]}")


def _skills(system: dict[str, Any], level: int, out: Imported) -> None:
    ranks: Counter[str] = Counter(s for s in _list(system.get("racialSkillRanks")) if s)
    for entry in _list(system.get("progression")):
        row = _dict(entry)
        if _int(row.get("lvl"), 1) <= level and row.get("choice") == "Skill Improvement":
            ranks.update(s for s in _list(row.get("skillRanks")) if isinstance(s, str) and s)
    skills: dict[str, int] = {}
    for skill_id, n in sorted(ranks.items()):
        ours = _skill(str(skill_id))
        if ours is None:
            out.skipped.append(f"skill {shorten(str(skill_id))!r} ({n} ranks): no equivalent")
            continue
        if n > 5:
            out.skipped.append(f"skill {ours}: {n} ranks, kept 5 (the most)")
        skills[ours] = min(skills.get(ours, 0) + n, 5)
    if skills:
        out.sheet["skills"] = skills


def _states_and_karma(system: dict[str, Any], out: Imported) -> None:
    karma = _int(system.get("karma"))
    if karma:
        out.sheet["karma"] = min(max(karma, 0), 20)
    states: dict[str, int] = {}
    for name, level in _dict(system.get("states")).items():
        top = STATE_LEVELS.get(str(name))
        if top is None:
            out.skipped.append(f"State {shorten(str(name))!r}: no equivalent")
        elif _int(level) >= 1:
            states[str(name)] = min(_int(level), top)
    if states:
        out.sheet["states"] = states
    held = [str(k) for k, v in _dict(system.get("conditions")).items() if v]
    if held:
        out.skipped.append(
            f"Combat Conditions held ({', '.join(map(shorten, held))}): a sheet starts a fight "
            "without them"
        )


def _pools(system: dict[str, Any], out: Imported) -> None:
    current = [
        label
        for label, key in (("Life", "life"), ("Ki", "ki"))
        if _dict(system.get(key)).get("value") is not None
    ]
    if current:
        out.skipped.append(
            f"current {' and '.join(current)} Points: a sheet starts every fight at the maximum"
        )


def _items(items: list[Any], out: Imported) -> None:
    signatures: list[dict[str, Any]] = []
    maneuvers: list[str] = []
    for raw in items:
        item = _dict(raw)
        name = shorten(str(item.get("name") or "unnamed"))
        kind = shorten(str(item.get("type") or "unknown"))
        sig = _dict(_dict(item.get("system")).get("signature"))
        if kind == "maneuver" and sig.get("profile"):
            made = _signature(name, sig, out)
            if made is not None:
                signatures.append(made)
        elif kind == "maneuver":
            maneuvers.append(name)
        else:
            out.skipped.append(f"item {name!r} (type {kind}): no equivalent")
    if maneuvers:
        out.skipped.append(
            f"{len(maneuvers)} Maneuver item(s) ({', '.join(maneuvers[:6])}"
            f"{', ...' if len(maneuvers) > 6 else ''}): the fight gives every character its "
            "Maneuvers"
        )
    if signatures:
        out.sheet["signatures"] = signatures


def _signature(name: str, sig: dict[str, Any], out: Imported) -> dict[str, Any] | None:
    profile = _profile(str(sig["profile"]))
    if profile is None:
        out.skipped.append(
            f"Signature Technique {name!r}: Profile {shorten(str(sig['profile']))!r} has no "
            "equivalent"
        )
        return None
    foundation = sig.get("foundation")
    allowed = attack_profiles()[profile].foundations
    if foundation not in allowed:
        out.skipped.append(
            f"Signature Technique {name!r}: Foundation {shorten(str(foundation))!r} does not fit "
            f"{profile}; imported as {allowed[0]}"
        )
        foundation = allowed[0]
    made: dict[str, Any] = {"name": name, "profile": profile, "foundation": foundation}
    if sig.get("level") in ("ultimate", "dramatic"):
        made["ultimate"] = True
    if sig.get("level") == "dramatic":
        out.skipped.append(f"{name!r} is a Dramatic Finisher: imported as an Ultimate")
    for extra in ("secondProfile", "superProfile"):
        if sig.get(extra):
            out.skipped.append(f"{name!r}: {extra} {shorten(str(sig[extra]))!r}: no equivalent")
    advantages: dict[str, int] = {}
    for entry in _list(sig.get("features")):
        feature = _dict(entry)
        fid = str(feature.get("id") or "")
        choice = str(feature.get("choice") or "")
        known = canonical(fid + (f" ({choice})" if choice else ""))
        if known is None:
            out.skipped.append(
                f"{name!r}: feature {shorten(fid)!r}: not a known Advantage (a Disadvantage "
                "or a house-made one)"
            )
            continue
        found = advantage_entry(known)
        most = found.ranks if found else 1
        rank = _int(feature.get("ranks"), 1)
        if not 1 <= rank <= most:
            kept = min(max(rank, 1), most)
            out.skipped.append(
                f"{name!r}: {known} rank {shorten(str(feature.get('ranks')))}: it has "
                f"{'one rank' if most == 1 else f'ranks 1 to {most}'}; imported at rank {kept}"
            )
            rank = kept
        advantages[known] = max(advantages.get(known, 0), rank)
    area = profile_data(profile).area
    for known in list(advantages):
        why = unmet(
            known,
            profile=profile,
            area=area,
            foundation=foundation,
            ultimate=bool(made.get("ultimate")),
            has=set(advantages),
        )
        why = why or unmet_skills(known, out.sheet.get("skills", {}))
        if why:
            out.skipped.append(f"{name!r}: {known}: not kept, {why}")
            del advantages[known]
    if advantages:
        made["advantages"] = [
            known if rank == 1 else {"name": known, "rank": rank}
            for known, rank in advantages.items()
        ]
    return made
