"""A character sheet in a person's words: every part of it (Attributes, skills, Saving Throw
choices, Signature Techniques with their Profile and KP cost, transformations, Auras, States
and traits) as rows of plain text, for ``tenkaichi character show`` and any other front-end.
No internal identifiers: ``creature_handling`` is "Creature Handling", ``guard_down`` is
"Guard Down". Building the rows never prints; the CLI lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass

from tenkaichi.dbu.advantages import base_kp, kp_change
from tenkaichi.dbu.advantages import entry as advantage_entry
from tenkaichi.dbu.derived import Derived
from tenkaichi.dbu.forms import ASPECTS, Form
from tenkaichi.dbu.profiles import kp_floor, profile, reduced
from tenkaichi.dbu.sheet import SPECIAL_STATES, CharacterSheet
from tenkaichi.dbu.sheet_fields import ATTRIBUTES
from tenkaichi.dbu.techniques import Advantage, Infliction, Signature
from tenkaichi.dbu.tier import Tiers, price_of_power

LASTS = {"next_turn": "to the end of its next turn", "until_removed": "until removed"}


def words(identifier: str) -> str:
    """``creature_handling`` / ``bio-android`` as "Creature Handling" / "Bio-Android"."""
    return "-".join(
        " ".join(w if w in ("and", "of") else w.capitalize() for w in part.split())
        for part in identifier.replace("_", " ").split("-")
    )


def signature_kp(sig: Signature, base_tier: int) -> int:
    """The KP a Signature Technique costs at a base Tier of Power, as the fight charges it:
    the Profile's KP plus a fifth of its Technique Points (8, plus its Advantages' ranks, +4
    for an Ultimate), raised by Price of Power (seed 000), less Efficiency's 4(T) a rank
    (never below the Profile's own cost) and a Profile's Signature discount, never below
    half the Profile's listed cost (reference 6)."""
    p = profile(sig.profile)
    tiers = Tiers(base_tier)
    cost = price_of_power(base_kp(p.kp, sig.ranks, ultimate=sig.ultimate), tiers)
    change = kp_change(sig.ranks) * base_tier
    if change < 0:  # Efficiency takes off only what the Technique Points added
        change = max(change, min(0, price_of_power(p.kp, tiers) - cost))
    cost += change
    cost = reduced(cost, p.signature_discount * base_tier)
    return max(cost, kp_floor(p, base_tier))


def advantage_text(a: Advantage) -> str:
    """``Power Shot 2``, ``Kaio Fist (house-made, no effect in play)``, ``Weather Calling (no
    effect in play)``: an Advantage the engine does not play says so."""
    rank = f" {a.rank}" if a.rank > 1 else ""
    if a.custom:
        return f"{a.name}{rank} (house-made, no effect in play)"
    found = advantage_entry(a.name)
    played = found is not None and found.in_play
    return f"{a.name}{rank}" + ("" if played else " (no effect in play)")


def infliction_text(i: Infliction) -> str:
    stacks = f" ×{i.stacks}" if i.stacks > 1 else ""
    name = "Damage over Time" if i.condition == "dot" else words(i.condition)
    lasts = f"for {i.rounds} round(s)" if i.lasts == "rounds" else LASTS[i.lasts]
    return f"{name}{stacks} ({lasts})"


@dataclass(frozen=True, slots=True)
class TechniqueRow:
    name: str
    profile: str
    foundation: str
    kp: int
    notes: str


def technique_rows(sheet: CharacterSheet, base_tier: int) -> list[TechniqueRow]:
    """One row per Signature Technique: its Profile, Foundation, KP now, and what else it has
    (Ultimate, Advantages, the Profile's effect, the conditions it inflicts)."""
    rows = []
    for sig in sheet.signatures:
        notes = []
        if sig.ultimate:
            notes.append("Ultimate")
        if sig.advantages:
            notes.append("Advantages: " + ", ".join(advantage_text(a) for a in sig.advantages))
        if sig.inflicts:
            notes.append("inflicts " + ", ".join(infliction_text(i) for i in sig.inflicts))
        summary = profile(sig.profile).summary
        if summary:
            notes.append(f"{sig.profile}: {summary}")
        rows.append(
            TechniqueRow(
                sig.name,
                sig.profile,
                sig.foundation.capitalize(),
                signature_kp(sig, base_tier),
                "; ".join(notes),
            )
        )
    return rows


def aspect_text(form: Form) -> str:
    parts = []
    for a in form.aspects:
        name, most, _solo = ASPECTS[a.name]
        parts.append(f"{name} {a.level}" if most != 1 else name)
    return ", ".join(parts)


def form_rows(sheet: CharacterSheet) -> list[tuple[str, str, str, str, str, str]]:
    """Name, kind, Tier Requirement, Stress Test, Attribute bonuses, and what else (Ki
    Multiplier, Aspects) of each transformation."""
    rows = []
    for f in sheet.forms:
        bonuses = ", ".join(f"{words(a)} +{n}" for a, n in f.attribute_bonuses.items()) or "-"
        extra = [x for x in ("Ki Multiplier" if f.ki_multiplier else "", aspect_text(f)) if x]
        req = "always on" if f.kind == "awakening" else str(f.stress_test_requirement)
        rows.append(
            (f.name, words(f.kind), str(f.tier_requirement), req, bonuses, "; ".join(extra) or "-")
        )
    return rows


def attribute_rows(sheet: CharacterSheet, derived: Derived) -> list[tuple[str, str, str]]:
    """Each Attribute's Score and Modifier (they differ only in a transformation)."""
    return [(words(a), str(sheet.attributes.get(a)), str(derived.modifiers[a])) for a in ATTRIBUTES]


def aura_rows(sheet: CharacterSheet) -> list[tuple[str, str, str]]:
    rows = []
    for a in sheet.auras:
        bonus = [
            f"{label} +{n}(T)"
            for label, n in (
                ("Strike", a.strike),
                ("Dodge", a.dodge),
                ("Wound", a.wound),
                ("Soak", a.soak),
            )
            if n
        ]
        rows.append((a.name, f"{a.kp_cost}, then {a.kp_cost // 2} a turn", ", ".join(bonus) or "-"))
    return rows


def trait_lines(sheet: CharacterSheet) -> list[tuple[str, str]]:
    """Everything else on the sheet that is set: Saving Throw choices, skills, States,
    Karma, Damage Reduction, tail, Afterlife."""
    out: list[tuple[str, str]] = []
    if sheet.racial_save:
        out.append(("Racial Saving Throw", words(sheet.racial_save)))
    if sheet.proficient_saves:
        out.append(("Saving Throw Proficiencies", ", ".join(map(words, sheet.proficient_saves))))
    if sheet.skills:
        out.append(
            ("Skills", ", ".join(f"{words(k)} {v}" for k, v in sorted(sheet.skills.items())))
        )
    states = [(k, v) for k, v in sheet.states.items() if k not in SPECIAL_STATES]
    special = [k for k in sheet.states if k in SPECIAL_STATES]
    if states:
        out.append(("States", ", ".join(f"{words(k)} (up to level {v})" for k, v in states)))
    if special:
        out.append(("Special States", ", ".join(words(k) for k in special)))
    if sheet.karma:
        out.append(("Karma", str(sheet.karma)))
    if sheet.damage_reduction:
        out.append(("Damage Reduction", str(sheet.damage_reduction)))
    tail = [x for x, on in (("a tail", sheet.tail), ("Tail Attack", sheet.tail_attack)) if on]
    if tail:
        out.append(("Tail", ", ".join(tail)))
    if sheet.dead:
        left = sheet.living_world_minutes
        where = f"; in the living world, {left} minutes left" if left is not None else ""
        out.append(("Afterlife", "dead (a halo)" + where))
    return out
