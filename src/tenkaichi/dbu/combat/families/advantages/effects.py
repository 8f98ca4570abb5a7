"""The Advantages that need more than a bonus per rank: each a small named function, hooked
where the attack needs it, and named by its catalogue entry (``play: {hook: ...}``).

- Long Shot: +1(T) a rank to Strike and Wound against an opponent at Long Range.
- Last Legs: the attack ignores Health Threshold penalties and adds +1(T) to Strike and Wound
  for each Health Threshold its user is below.
- Armor Piercing: the target's Damage Reduction is lowered by half the attacker's Insight
  Modifier.
- Shattering Blow: Damage that gets through gains 1/4 of the target's Soak a rank.
- Minion Destroyer: Damage a Minion takes from it gains the attacker's Damage Attribute.
- Penetration: a hit gives the target Broken, a stack a rank, until the start of the
  attacker's next turn.
- Sudden Blast: the attack cannot be Reflected (:func:`reflectable`).
- Super Advantage (Long Shot, Power Shot or Accurate): that Advantage's bonus is doubled
  (:func:`tenkaichi.dbu.combat.families.advantages.rolls.doubled`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.advantages import entry
from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY, DamageMods
from tenkaichi.dbu.combat.core.state import Effect
from tenkaichi.dbu.combat.families.advantages.ranks import rank, ranked, technique
from tenkaichi.dbu.combat.families.advantages.rolls import doubled
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.damage import damage_from_wound, threshold_level
from tenkaichi.i18n.catalogue import Msg, Seq, Term
from tenkaichi.words import counted

LAST_LEGS = Term("Last Legs")

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter

HOOKS = (
    "long_shot",
    "last_legs",
    "armor_piercing",
    "shattering_blow",
    "minion_destroyer",
    "penetration",
    "sudden_blast",
    "super_advantage",
)
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""


def _long_shot(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    ranks = rank(enc, frame, "Long Shot")
    if not ranks or enc.distance(f, t) < enc.settings.long_range:
        return []
    bonus = ranks * doubled(enc, frame, "Long Shot") * stats.tier(enc, f)
    return [(ranked("Long Shot", ranks), bonus)]


def _last_legs(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    if not rank(enc, frame, "Last Legs"):
        return []
    parts: hooks.Parts = []
    ignored = -sum(n for label, n in rolls.combat_parts(enc, f) if label.startswith("Health"))
    if ignored:
        label = kept(
            "Last Legs ignores Health Thresholds",
            Msg.of("dbu-adv-last-legs-ignores", last_legs=LAST_LEGS),
        )
        parts.append((label, ignored))
    below = threshold_level(enc, f)
    if below:
        label = kept(
            f"Last Legs ({counted(below, 'Health Threshold')} below)",
            Msg.of("dbu-adv-last-legs-below", last_legs=LAST_LEGS, n=below, count=str(below)),
        )
        parts.append((label, below * stats.tier(enc, f)))
    return parts


def _strike_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    if not (frame.signature or frame.lent):
        return []
    return _long_shot(enc, frame, f, t) + _last_legs(enc, frame, f, t)


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    if not (frame.signature or frame.lent):
        return []
    return _long_shot(enc, frame, f, t) + _last_legs(enc, frame, f, t)


def _gets_through(mods: DamageMods) -> int:
    """The Damage these mods would deal before any Advantage adds to it."""
    return damage_from_wound(
        mods.wound,
        mods.category,
        mods.dr,
        mods.soak,
        dr_fraction=mods.dr_fraction,
        soak_ignored=mods.soak_ignored,
        reduction=mods.reduction,
        broken=mods.broken,
        extra=mods.extra,
    ).damage


def _damage(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, mods: DamageMods) -> None:
    if not (frame.signature or frame.lent):
        return
    if rank(enc, frame, "Armor Piercing") and mods.dr:
        lowered = min(mods.dr, stats.derived(enc, f).modifiers["insight"] // 2)
        if lowered > 0:
            mods.dr -= lowered
            mods.notes.append(
                kept(
                    f"Armor Piercing ignores {lowered} Damage Reduction",
                    Msg.of(
                        "dbu-adv-armor-piercing-note",
                        armor_piercing=Term("Armor Piercing"),
                        lowered=str(lowered),
                    ),
                )
            )
    shatter = rank(enc, frame, "Shattering Blow")
    if shatter and mods.soak and _gets_through(mods) > 0:
        more = mods.soak // 4 * shatter
        if more:
            mods.extra += more
            mods.notes.append(_plus("Shattering Blow", more))
    minion = rank(enc, frame, "Minion Destroyer") and stats.sheet(enc, t).minion
    if minion and _gets_through(mods) > 0:
        attr = "magic" if frame.foundation == "magic" else "force"
        more = stats.derived(enc, f).modifiers[attr]
        if more > 0:
            mods.extra += more
            mods.notes.append(_plus("Minion Destroyer", more))


def _plus(advantage: str, more: int) -> str:
    """A Damage note: ``Shattering Blow +3``."""
    return kept(
        f"{advantage} +{more}",
        Msg.of("dbu-adv-plus-note", advantage=Term(advantage), more=str(more)),
    )


def _penetration(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    ranks = rank(enc, frame, "Penetration") if frame.signature or frame.lent else 0
    if not ranks or not frame.hit or t.defeated:
        return
    ends = stats.until_start_of_next_turn(enc, f.id)
    stats.add_effect(enc, t, Effect("broken", "Penetration", ends, stacks=ranks, by=f.id))


def reflectable(enc: Encounter, frame: AttackFrame) -> bool:
    """Sudden Blast: an attack that has it cannot be Reflected."""
    return not (frame.signature and rank(enc, frame, "Sudden Blast"))


def _unplayed(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """Say which of the technique's Advantages the engine does not play, so nobody counts on
    them in silence."""
    sig = technique(enc, frame)
    if sig is None:
        return
    names = []
    for a in sig.advantages:
        found = entry(a.name)
        if a.custom or found is None or not found.in_play:
            names.append(a.name)
    if names:
        enc.emit(
            "attack_declared",
            f.id,
            Msg.of(
                "dbu-adv-unplayed",
                technique=Term(sig.name),
                names=Seq(tuple(Term(name) for name in names), sep=", "),
                n=len(names),
            ),
            unplayed=names,
        )


REGISTRY.attack_declared.append(_unplayed)
REGISTRY.strike_parts.append(_strike_parts)
REGISTRY.wound_parts.append(_wound_parts)
REGISTRY.damage.append(_damage)
REGISTRY.after_wound.append(_penetration)
