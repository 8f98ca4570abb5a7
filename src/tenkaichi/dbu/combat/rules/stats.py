"""A fighter's numbers in the middle of a fight: effective aptitudes, roll bonuses, pools,
Combat Conditions and timed effects.

Every roll bonus is a list of ``(label, value)`` parts so the log can explain the score.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Fighter
from tenkaichi.dbu.derived import Derived
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.techniques import Aura
from tenkaichi.dice.parser import MAX_BOTCH, MAX_CRITICAL, MIN_CRITICAL

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

Parts = list[tuple[str, int]]

CONDITIONS = {
    "guard_down": "Guard Down",
    "shaken": "Shaken",
    "prone": "Prone",
    "fatigued": "Fatigued",
    "impediment": "Impediment",
    "blinded": "Blinded",
    "hobbled": "Hobbled (Called Shot: Leg)",
    "power": "Power",
    "rapid": "Rapid Movement",
    "recovering": "Combat Recovery",
    "spectator": "Spectator",
    "cross_counter": "Cross Counter",
    "pinned": "Pinned",
    # --- the rest of the 18 Combat Conditions of reference 7 (conditions.py) ---
    "broken": "Broken",
    "compelled": "Compelled",
    "drained": "Drained",
    "impaired": "Impaired",
    "poisoned": "Poisoned",
    "sleeping": "Sleeping",
    "slowed": "Slowed",
    "staggered": "Staggered",
    "stress_exhaustion": "Stress Exhaustion",
    "suffocating": "Suffocating",
    "transfigured": "Transfigured",
    "dot": "Damage over Time",
}
MAX_STACKS = {
    "fatigued": 2,
    "power": 2,
    "broken": 3,
    "impaired": 3,
    "slowed": 3,
    "dot": 99,
}
"""Conditions that stack, with their maximum (reference section 7); others never stack.
Damage over Time has no stated cap (setting-free: 99 stands for "uncapped")."""
RECOVERABLE = (
    "guard_down",
    "shaken",
    "prone",
    "fatigued",
    "impediment",
    "blinded",
    "hobbled",
    "broken",
    "compelled",
    "drained",
    "impaired",
    "poisoned",
    "slowed",
    "staggered",
    "stress_exhaustion",
    "transfigured",
    "dot",
)
"""Combat Conditions that Condition Recovery can remove (not Suffocating, Pinned, or Sleeping:
a sleeper takes no Maneuvers)."""


def recoverable(enc: Encounter, f: Fighter) -> list[str]:
    """The conditions Condition Recovery could remove from ``f`` now (not those a hook locks,
    such as Guard Down while grappled)."""
    return [
        c
        for c in RECOVERABLE
        if has(f, c) and not any(lock(enc, f, c) for lock in REGISTRY.condition_locked)
    ]


def sheet(enc: Encounter, f: Fighter) -> CharacterSheet:
    return enc.setup.sheets[f.sheet]


def derived(enc: Encounter, f: Fighter) -> Derived:
    """The fighter's derived values in their Form and Enhancement, at their current Tier."""
    bt = breakthrough(enc, f) if f.effects else 0
    cached = enc.derived_cache.get(f.id)
    if (
        cached is not None
        and cached[0] is f.form
        and cached[1] is f.enhancement
        and cached[2] == bt
    ):
        return cached[3]
    d = enc.derived(f.sheet, f.form, f.enhancement, bt)
    enc.derived_cache[f.id] = (f.form, f.enhancement, bt, d)
    return d


def breakthrough(enc: Encounter, f: Fighter) -> int:
    """Tiers gained through Breakthrough: the largest "breakthrough" effect, at most the
    setting ``breakthrough_max`` (it treats the Tier as higher; it never adds up)."""
    best = 0
    for e in f.effects:
        if e.name == "breakthrough" and e.value > best:
            best = e.value
    return min(best, enc.settings.breakthrough_max)


def tier(enc: Encounter, f: Fighter) -> int:
    value = derived(enc, f).tier.value
    for adjust in REGISTRY.tier_adjust:  # Holding Back (editions/dbu1/holding_back.py)
        value = adjust(enc, f, value)
    return value


def base_tier(enc: Encounter, f: Fighter) -> int:
    value = derived(enc, f).base_tier
    for adjust in REGISTRY.tier_adjust:
        value = adjust(enc, f, value)
    return value


def aura(enc: Encounter, f: Fighter) -> Aura | None:
    if not f.aura:
        return None
    for a in sheet(enc, f).auras:
        if a.name == f.aura:
            return a
    return None


# --- conditions and timed effects -------------------------------------------------------


def stacks(f: Fighter, name: str) -> int:
    total = 0
    for e in f.effects:
        if e.name == name:
            total += e.stacks
    return min(total, MAX_STACKS.get(name, 1)) if total else 0


def has(f: Fighter, name: str) -> bool:
    for e in f.effects:  # noqa: SIM110 - a plain loop is faster than any() on a hot path
        if e.name == name:
            return True
    return False


def effect_value(f: Fighter, name: str) -> int:
    return sum(e.value for e in f.effects if e.name == name)


def effect_label(name: str) -> str:
    """A condition's or effect's name as people read it (\"Guard Down\", \"Multiple Arms\")."""
    return CONDITIONS.get(name) or name.replace("_", " ").title()


def add_effect(enc: Encounter, f: Fighter, effect: Effect, *, announce: bool = True) -> None:
    """Give a condition or timed effect. A condition that does not stack is held once; a
    second source only extends it (kept as its own entry so each source ends on its own)."""
    already = has(f, effect.name)
    f.effects.append(effect)
    for hook in REGISTRY.effect_gained:
        hook(enc, f, effect)
    if announce and (not already or effect.name in MAX_STACKS):
        label = effect_label(effect.name)
        n = stacks(f, effect.name)
        shown = f" ({n} stacks)" if effect.name in MAX_STACKS else ""
        enc.emit(
            "condition_gained",
            f.id,
            f"{enc.name(f)} gains {label}{shown} ({effect.source})",
            condition=effect.name,
            source=effect.source,
            stacks=n,
        )


def remove_effects(enc: Encounter, f: Fighter, name: str, source: str | None = None) -> None:
    before = has(f, name)
    f.effects = [
        e for e in f.effects if not (e.name == name and (source is None or e.source == source))
    ]
    if before and not has(f, name) and name in CONDITIONS:
        enc.emit("condition_lost", f.id, f"{enc.name(f)} loses {CONDITIONS[name]}", condition=name)


def remove_one_stack(enc: Encounter, f: Fighter, name: str) -> None:
    for i, e in enumerate(f.effects):
        if e.name == name:
            if e.stacks > 1:
                e.stacks -= 1
            else:
                del f.effects[i]
            break
    enc.emit(
        "condition_lost", f.id, f"{enc.name(f)} loses a stack of {CONDITIONS[name]}", condition=name
    )


def until_start_of_next_turn(enc: Encounter, who: str) -> Expiry:
    return Expiry("start", who, 1)


def until_end_of_next_turn(enc: Encounter, who: str) -> Expiry:
    """Ends at the end of ``who``'s next turn: if it is their turn now, that is the end of the
    turn after this one."""
    mid_turn = enc.state.active == who and enc.state.phase in ("effect", "act")
    return Expiry("end", who, 2 if mid_turn else 1)


def for_combat_rounds(enc: Encounter, rounds: int, holder: str, giver: str = "") -> Expiry:
    """An effect that lasts (or ends in) ``rounds`` Combat Rounds (seed 000, Combat Round):
    the current round ends, ``rounds - 1`` more pass, and it ends at the start of a turn in
    the round after them, that is round ``current + rounds``. Whose turn: the fighter who has
    the effect, or the one who gave it (``round_effect_turn``). The one rule for every effect
    timed in Combat Rounds; :func:`tick` ends it."""
    giver = giver or holder
    who = holder if enc.settings.round_effect_turn == "holder" else giver
    return Expiry("rounds", who, round=enc.state.round + rounds)


def _rounds_over(enc: Encounter, ends: Expiry, at: str, who: str) -> bool:
    """A Combat-Round effect ends at the start of its fighter's turn in its last round, or at
    the end of that round if that fighter had no turn in it (Defeated, not in the order)."""
    if enc.state.round < ends.round:
        return False
    return at == "round" or (at == "start" and ends.who == who)


def tick(enc: Encounter, at: str, who: str) -> None:
    """Count down every effect waiting for this moment (``at``: "start" or "end" of ``who``'s
    turn, "round" at the end of a round, "surprise" at the end of the surprise round);
    remove those that end and tell the ``effect_ended`` hooks."""
    for f in enc.state.fighters:
        ended: list[Effect] = []
        for e in f.effects:
            ends = e.ends
            if ends.at == "rounds":
                if _rounds_over(enc, ends, at, who):
                    ended.append(e)
            elif ends.at == at and (ends.who == who or at == "surprise"):
                ends.count -= 1
                if ends.count <= 0:
                    ended.append(e)
        for e in ended:
            f.effects.remove(e)
            if not has(f, e.name) and e.name in CONDITIONS and e.name not in ("power", "rapid"):
                enc.emit(
                    "condition_lost",
                    f.id,
                    f"{enc.name(f)} loses {CONDITIONS[e.name]} ({e.source} ended)",
                    condition=e.name,
                )
            for hook in REGISTRY.effect_ended:
                hook(enc, f, e)


# --- pools ------------------------------------------------------------------------------


def max_life(enc: Encounter, f: Fighter) -> int:
    return derived(enc, f).life.value


def max_ki(enc: Encounter, f: Fighter) -> int:
    return derived(enc, f).ki.value


def max_capacity(enc: Encounter, f: Fighter) -> int:
    """Max Capacity: +¼ per Power stack, halved per Fatigued stack (reference 3a)."""
    base = derived(enc, f).capacity.value
    value = base + base * stacks(f, "power") // 4
    for _ in range(stacks(f, "fatigued")):
        value //= 2
    return value


def wager_cap(enc: Encounter, f: Fighter) -> int:
    """A Ki Wager: at most half of Max Capacity, and no more than the Ki and Capacity left."""
    return max(0, min(max_capacity(enc, f) // 2, f.capacity, f.ki))


def can_spend(f: Fighter, kp: int) -> bool:
    return kp <= f.ki and kp <= f.capacity


def spend(enc: Encounter, f: Fighter, kp: int, why: str) -> None:
    if kp <= 0:
        return
    f.ki -= kp
    f.capacity -= kp
    enc.emit(
        "cost_paid",
        f.id,
        f"{enc.name(f)} pays {kp} KP for {why} (Ki {f.ki}, Capacity {f.capacity})",
        kp=kp,
        why=why,
    )
    for hook in REGISTRY.ki_lost:
        hook(enc, f)


def gain_ki(enc: Encounter, f: Fighter, amount: int, why: str, capacity: int = 0) -> None:
    before_ki, before_cap = f.ki, f.capacity
    f.ki = min(max_ki(enc, f), f.ki + amount)
    f.capacity = min(max_capacity(enc, f), f.capacity + capacity)
    enc.emit(
        "ki_gained",
        f.id,
        f"{enc.name(f)} regains {f.ki - before_ki} KP"
        + (" (up to the maximum)" if f.ki - before_ki < amount else "")
        + (f" and {f.capacity - before_cap} Capacity" if capacity else "")
        + f" ({why})",
        ki=f.ki - before_ki,
        capacity=f.capacity - before_cap,
    )


# --- effective aptitudes and roll parts -------------------------------------------------


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
                "Health Thresholds" + (" ×2 (Poisoned)" if doubled == 2 else ""),
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
                    parts.append((f"{spectator.id} spectating", base_tier(enc, spectator)))
    return parts


IGNORE_THRESHOLDS: list[Callable[[Fighter], bool]] = []
"""Who ignores Health Threshold penalties (Raging or Mindful at level 3, Determined)."""


def ignores_thresholds(f: Fighter) -> bool:
    return bool(f.effects) and any(rule(f) for rule in IGNORE_THRESHOLDS)


def haste(enc: Encounter, f: Fighter) -> int:
    value = derived(enc, f).haste.value
    return value // 2 if has(f, "prone") else value


def awareness(enc: Encounter, f: Fighter) -> int:
    value = derived(enc, f).awareness.value
    return value // 2 if has(f, "blinded") else value


def defense_value(enc: Encounter, f: Fighter) -> int:
    value = derived(enc, f).defense_value.value
    if has(f, "prone"):
        value //= 2
    if has(f, "blinded"):
        value //= 2
    if has(f, "hobbled"):
        value //= 2
    value -= effect_value(f, "recovering")
    return max(0, value)


def speeds(enc: Encounter, f: Fighter) -> tuple[int, int]:
    d = derived(enc, f)
    normal, boosted = d.normal_speed.value, d.boosted_speed.value
    if has(f, "prone"):
        normal, boosted = normal // 2, boosted // 2
    if has(f, "hobbled"):
        normal, boosted = normal // 2, boosted // 2
    slowed = stacks(f, "slowed")
    if slowed:  # Slowed: -¼ of the Speeds per stack (reference 7)
        normal, boosted = normal * (4 - slowed) // 4, boosted * (4 - slowed) // 4
    return normal, boosted


def soak(enc: Encounter, f: Fighter) -> int:
    value = derived(enc, f).soak.value
    a = aura(enc, f)
    if a is not None and a.soak:
        value += a.soak * tier(enc, f)
    if f.effects:
        for bonus in REGISTRY.soak_bonus:
            value += bonus(enc, f)
    return value


GREATER_DICE: list[str] = []
"""States that give Greater Dice (the Base Die rolled as 2d10, keep the best; seed 000's
"keep the best"): modules append their state's effect name (team.py: Entrusted)."""


BOTCH_RATES: dict[str, int] = {}
"""Effects that raise the Botch Rate of the Base Die to the given value (dbu-1's Blitz and
Energy Charge: 3 or less); modules add their effect name."""


def dice_text(enc: Encounter, f: Fighter) -> str:
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
    t = tier(enc, f)
    dv = defense_value(enc, f)
    parts: Parts = [("Defense Value" + (" ½" if halved else ""), dv // 2 if halved else dv)]
    recovering = effect_value(f, "recovering")
    if recovering:
        parts[0] = (parts[0][0] + f" (Combat Recovery -{recovering})", parts[0][1])
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


def expression(enc: Encounter, f: Fighter, parts: Parts, extra_dice: str = "") -> str:
    text = dice_text(enc, f) + extra_dice
    bonus = total(parts)
    return text + (f"{bonus:+d}" if bonus else "")


def _lapse(enc: Encounter, f: Fighter) -> None:
    """A Defeated fighter's Guard Down and Energy Charge lapse."""
    remove_effects(enc, f, "guard_down", "Energy Charge")


REGISTRY.defeated.append(_lapse)
