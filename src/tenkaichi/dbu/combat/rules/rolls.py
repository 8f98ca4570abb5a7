"""The parts of a Combat Roll: the dice of a fighter's rolls (Base Die, Tier of Power Extra
Dice, Greater Dice, Critical and Botch thresholds), the bonuses and penalties of a Strike,
Dodge or Parry and of every Combat Roll, and rolling one at the fighter's Tier.

Every roll bonus is a list of ``(label, value)`` parts so the log can explain the score.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Fighter
from tenkaichi.dbu.combat.rules.said import Phrase, said
from tenkaichi.dbu.combat.rules.stats import (
    aura,
    awareness,
    base_tier,
    defense_value,
    derived,
    effect_value,
    has,
    haste,
    stacks,
    tier,
)
from tenkaichi.dice.parser import MAX_BOTCH, MAX_CRITICAL, MIN_CRITICAL
from tenkaichi.dice.render import die_text
from tenkaichi.dice.result import RollResult
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

Parts = list[tuple[str, int]]


def threshold_penalty(enc: Encounter, f: Fighter) -> int:
    """-1(bT) for each Health Threshold you are below and failed the Steadfast Check for."""
    return len(f.failed_steadfast) * base_tier(enc, f)


def tier_dice_count(enc: Encounter, f: Fighter) -> int:
    """Instances of the Tier of Power Extra Dice on a roll: one, plus any a hook adds (Super
    Saiyan Form), less one under Impediment (reference 7)."""
    n = 1
    for hook in REGISTRY.tier_dice_instances:
        n += hook(enc, f)
    if has(f, "impediment") and tier(enc, f) != 1 and not has(f, "superior"):
        n -= 1  # Superior and Impediment cancel each other's first effect
    return max(0, n)


def tier_dice(enc: Encounter, f: Fighter) -> bool:
    """Impediment takes away the Tier of Power Extra Dice (reference 7), unless Superior
    cancels it (each cancels the other's first effect)."""
    return tier_dice_count(enc, f) > 0


def combat_parts(enc: Encounter, f: Fighter) -> Parts:
    """Bonuses and penalties on every Combat Roll (Strike, Dodge, Parry, Wound)."""
    memo = enc.view_memo
    if memo is not None:
        return memo.parts(enc, "combat parts", f, _combat_parts)
    return _combat_parts(enc, f)


def _combat_parts(enc: Encounter, f: Fighter) -> Parts:
    d = derived(enc, f)
    t, bt = d.tier.value, d.base_tier
    parts: Parts = []
    if f.effects:
        power = stacks(f, "power")
        if power:
            parts.append((f"Power ×{power}", power * t))
        if t == 1 and has(f, "impediment"):
            parts.append(("Impediment", -2 * bt))
    if f.failed_steadfast and not ignores_thresholds(f):
        # Poisoned doubles the Health Threshold penalties (reference 7)
        doubled = 2 if has(f, "poisoned") else 1
        parts.append(
            (
                _POISONED_THRESHOLDS if doubled == 2 else "Health Thresholds",
                -len(f.failed_steadfast) * bt * doubled,
            )
        )
    if d.minion_penalty:
        parts.append(("Minion at Tier 1", -d.minion_penalty))
    if f.effects:
        for hook in REGISTRY.combat_parts:
            parts += hook(enc, f)
    for spectator in enc.state.fighters:
        if spectator.effects and not spectator.defeated:
            for e in spectator.effects:
                if e.name == "spectator" and e.by == f.id:
                    label = Phrase(
                        f"{spectator.id} spectating",
                        Msg.of("dbu-part-spectating", fighter=spectator.id),
                    )
                    parts.append((label, base_tier(enc, spectator)))
    return parts


_POISONED_THRESHOLDS = Phrase(
    "Health Thresholds ×2 (Poisoned)",
    Msg.of("dbu-part-doubled", label=Term("Health Thresholds"), why=Term("Poisoned")),
)


IGNORE_THRESHOLDS: list[Callable[[Fighter], bool]] = []
"""Who ignores Health Threshold penalties (Raging or Mindful at level 3, Determined)."""


def ignores_thresholds(f: Fighter) -> bool:
    return bool(f.effects) and any(rule(f) for rule in IGNORE_THRESHOLDS)


GREATER_DICE: list[str] = []
"""States that give Greater Dice (the Base Die rolled as 2d10, keep the best; seed 000's
"keep the best"): modules append their state's effect name (team.py: Entrusted)."""


BOTCH_RATES: dict[str, int] = {}
"""Effects that raise the Botch Rate of the Base Die to the given value (dbu-1's Blitz and
Energy Charge: 3 or less); modules add their effect name."""


def dice_text(enc: Encounter, f: Fighter) -> str:
    """The fighter's dice for a Combat Roll (Base Die, thresholds, Tier of Power dice)."""
    memo = enc.view_memo
    if memo is not None:
        return memo.value(enc, "dice", f, _dice_text)
    return _dice_text(enc, f)


def _dice_text(enc: Encounter, f: Fighter) -> str:
    greater = any(
        has(f, name) and not (name == "superior" and has(f, "impediment")) for name in GREATER_DICE
    )
    base = "2d10kh1" if greater else "1d10"
    if f.effects:
        base += die_thresholds(f)
    return base + "+ToP" * tier_dice_count(enc, f)


def die_thresholds(f: Fighter) -> str:
    """The Base Die's Critical and Botch suffixes under Impaired (the Natural Result -1 per
    stack: Criticals need 10 + stacks, so none; Botches reach 1 + stacks), Mindful (Critical
    Target -level), Raging (Botch range +level) and a raised Botch Rate (``BOTCH_RATES``,
    dbu-1); "" when unchanged."""
    impaired = stacks(f, "impaired")
    mindful = effect_value(f, "mindful")
    raging = effect_value(f, "raging")
    rate = max((BOTCH_RATES.get(e.name, 0) for e in f.effects), default=0) if BOTCH_RATES else 0
    if not (impaired or mindful or raging or rate):
        return ""
    critical = min(MAX_CRITICAL, max(MIN_CRITICAL, 10 - mindful + impaired))
    botch = min(MAX_BOTCH, max(1, rate) + raging + impaired)
    return (f"c{critical}" if critical != 10 else "") + (f"b{botch}" if botch != 1 else "")


def strike_parts(enc: Encounter, f: Fighter, *, half_haste: bool = False) -> Parts:
    """Bonuses on ``f``'s Strike Roll (Haste, halved for some Profiles; Awareness...)."""
    memo = enc.view_memo
    if memo is not None:
        if half_haste:
            return memo.parts(enc, "strike ½", f, _strike_parts_half)
        return memo.parts(enc, "strike", f, _strike_parts)
    return _strike_parts(enc, f, half_haste=half_haste)


def _strike_parts_half(enc: Encounter, f: Fighter) -> Parts:
    return _strike_parts(enc, f, half_haste=True)


def _strike_parts(enc: Encounter, f: Fighter, *, half_haste: bool = False) -> Parts:
    t, bt = tier(enc, f), base_tier(enc, f)
    h = haste(enc, f)
    parts: Parts = [
        ("Haste" + (" ½" if half_haste else ""), h // 2 if half_haste else h),
        ("Awareness", awareness(enc, f)),
    ]
    parts += combat_parts(enc, f)
    a = aura(enc, f)
    if a is not None and a.strike:
        parts.append((a.name, a.strike * t))
    if has(f, "shaken"):
        parts.append(("Shaken", -2 * t))
    if has(f, "rapid"):
        parts.append(("Rapid Movement", t))
    if f.offense_stacks:
        parts.append((f"Diminishing Offense ×{f.offense_stacks}", -f.offense_stacks * bt))
    return parts


def dodge_parts(enc: Encounter, f: Fighter, *, halved: bool = False) -> Parts:
    """Bonuses on ``f``'s Dodge Roll (Defense Value, halved on a Cross Counter...)."""
    memo = enc.view_memo
    if memo is not None:
        if halved:
            return memo.parts(enc, "dodge ½", f, _dodge_parts_halved)
        return memo.parts(enc, "dodge", f, _dodge_parts)
    return _dodge_parts(enc, f, halved=halved)


def _dodge_parts_halved(enc: Encounter, f: Fighter) -> Parts:
    return _dodge_parts(enc, f, halved=True)


def _dodge_parts(enc: Encounter, f: Fighter, *, halved: bool = False) -> Parts:
    t = tier(enc, f)
    dv = defense_value(enc, f)
    parts: Parts = [("Defense Value" + (" ½" if halved else ""), dv // 2 if halved else dv)]
    recovering = effect_value(f, "recovering")
    if recovering:
        label = parts[0][0]
        parts[0] = (
            Phrase(
                label + f" (Combat Recovery -{recovering})",
                Msg.of("dbu-part-recovering", label=Term(label), value=str(recovering)),
            ),
            parts[0][1],
        )
    parts += combat_parts(enc, f)
    a = aura(enc, f)
    if a is not None and a.dodge:
        parts.append((a.name, a.dodge * t))
    if has(f, "guard_down"):
        parts.append(("Guard Down", -2 * t))
    if f.defense_stacks:
        parts.append((f"Diminishing Defense ×{f.defense_stacks}", -f.defense_stacks))
    return parts


def parry_parts(enc: Encounter, f: Fighter) -> Parts:
    t = tier(enc, f)
    parts = strike_parts(enc, f)
    # A Parry is a Strike Roll (Shaken and Rapid Movement count) but not an Attacking
    # Maneuver, so Diminishing Offense does not.
    parts = [p for p in parts if not p[0].startswith("Diminishing")]
    if has(f, "guard_down"):
        parts.append(("Guard Down", -2 * t))
    return parts


def total(parts: Parts) -> int:
    return sum(v for _, v in parts)


def explain(parts: Parts) -> str:
    return "".join(f" {'+' if v >= 0 else '-'} {label} {abs(v)}" for label, v in parts)


def explained(parts: Parts) -> Seq:
    """:func:`explain` as words for every language: each part's label is a game term
    (``Term``, or a :class:`Phrase`'s message), so ``+ Guard Down 2`` reads ``+ Guardia baja 2``
    in Spanish; the English is exactly :func:`explain`'s."""
    return Seq(
        tuple(
            Msg.of(
                "dbu-roll-part-plus" if v >= 0 else "dbu-roll-part-minus",
                label=said(label),
                value=str(abs(v)),
            )
            for label, v in parts
        )
    )


def expression(enc: Encounter, f: Fighter, parts: Parts, extra_dice: str = "") -> str:
    text = dice_text(enc, f) + extra_dice
    bonus = total(parts)
    return text + (f"{bonus:+d}" if bonus else "")


def combat_roll(enc: Encounter, f: Fighter, expr: str, what: str) -> RollResult:
    """Roll ``expr`` for ``f``, at their current and base Tier of Power; ``what``: the roll's
    name, as the table asks for it when dice are typed ("Strike", "Wound")."""
    enc.rolling(f.id, what)
    return roll(expr, rng=enc.rng, tier=tier(enc, f), base_tier=base_tier(enc, f))


def dice_shown(r: RollResult) -> str:
    """The dice of a roll as the log shows them, with any Botch penalty."""
    return (
        "["
        + ", ".join(die_text(d) for d in r.dice)
        + "]"
        + (f" botch -{r.botch_penalty}" if r.botches else "")
    )


def dice_said(r: RollResult) -> str | Msg:
    """:func:`dice_shown` for every language: the dice as they are, the word "botch" from the
    catalogues."""
    shown = "[" + ", ".join(die_text(d) for d in r.dice) + "]"
    if not r.botches:
        return shown
    return Msg.of("dbu-dice-botch", dice=shown, penalty=str(r.botch_penalty))
