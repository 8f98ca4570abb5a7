"""A fighter's numbers in the middle of a fight: derived values and Tier of Power, Combat
Conditions and timed effects, pools (Life, Ki, Capacity) and effective aptitudes.

The parts of a Combat Roll built from these are in :mod:`~tenkaichi.dbu.combat.rules.rolls`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Fighter
from tenkaichi.dbu.combat.rules.said import plain, said, source_said
from tenkaichi.dbu.derived import Derived
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.techniques import Aura
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

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
    bt = 0
    for e in f.effects:  # breakthrough() only for the rare fighter who has one
        if e.name == "breakthrough":
            bt = breakthrough(enc, f)
            break
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
    memo = enc.view_memo
    if memo is not None:
        return memo.value(enc, "tier", f, _tier)
    return _tier(enc, f)


def _tier(enc: Encounter, f: Fighter) -> int:
    value = derived(enc, f).tier.value
    for adjust in REGISTRY.tier_adjust:  # Holding Back (editions/dbu1/holding_back.py)
        value = adjust(enc, f, value)
    return value


def base_tier(enc: Encounter, f: Fighter) -> int:
    memo = enc.view_memo
    if memo is not None:
        return memo.value(enc, "base tier", f, _base_tier)
    return _base_tier(enc, f)


def _base_tier(enc: Encounter, f: Fighter) -> int:
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
    effect.source = plain(effect.source)  # the state holds plain strings
    f.effects.append(effect)
    for hook in REGISTRY.effect_gained:
        hook(enc, f, effect)
    if announce and (not already or effect.name in MAX_STACKS):
        n = stacks(f, effect.name)
        label, source = Term(effect_label(effect.name)), source_said(effect.source)
        who = enc.name(f)
        enc.emit(
            "condition_gained",
            f.id,
            Msg.of(
                "dbu-condition-gained-stacks",
                fighter=who,
                condition=label,
                n=n,
                count=str(n),
                source=source,
            )
            if effect.name in MAX_STACKS
            else Msg.of("dbu-condition-gained", fighter=who, condition=label, source=source),
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
        enc.emit(
            "condition_lost",
            f.id,
            Msg.of("dbu-condition-lost", fighter=enc.name(f), condition=Term(CONDITIONS[name])),
            condition=name,
        )


def remove_one_stack(enc: Encounter, f: Fighter, name: str) -> None:
    for i, e in enumerate(f.effects):
        if e.name == name:
            if e.stacks > 1:
                e.stacks -= 1
            else:
                del f.effects[i]
            break
    enc.emit(
        "condition_lost",
        f.id,
        Msg.of("dbu-condition-stack-lost", fighter=enc.name(f), condition=Term(CONDITIONS[name])),
        condition=name,
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
                    Msg.of(
                        "dbu-condition-ended",
                        fighter=enc.name(f),
                        condition=Term(CONDITIONS[e.name]),
                        source=source_said(e.source),
                    ),
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
    """Pay ``kp`` Ki Points (and as much Capacity) for ``why`` (its English, a game term or a
    :class:`~tenkaichi.dbu.combat.rules.rolls.Phrase` for the log's other languages)."""
    if kp <= 0:
        return
    f.ki -= kp
    f.capacity -= kp
    enc.emit(
        "cost_paid",
        f.id,
        Msg.of(
            "dbu-kp-paid",
            fighter=enc.name(f),
            kp=str(kp),
            why=said(why),
            ki=str(f.ki),
            capacity=str(f.capacity),
        ),
        kp=kp,
        why=str(why),
    )
    for hook in REGISTRY.ki_lost:
        hook(enc, f)


def gain_ki(enc: Encounter, f: Fighter, amount: int, why: str | Msg, capacity: int = 0) -> None:
    """Regain up to ``amount`` Ki Points (and ``capacity`` Capacity) for ``why`` (English, a
    game term, a :class:`~tenkaichi.dbu.combat.rules.rolls.Phrase` or a message)."""
    before_ki, before_cap = f.ki, f.capacity
    f.ki = min(max_ki(enc, f), f.ki + amount)
    f.capacity = min(max_capacity(enc, f), f.capacity + capacity)
    enc.emit(
        "ki_gained",
        f.id,
        Msg.of(
            "dbu-ki-regained",
            fighter=enc.name(f),
            ki=str(f.ki - before_ki),
            capped=Msg.of("dbu-ki-up-to-max") if f.ki - before_ki < amount else "",
            capacity=Msg.of("dbu-ki-and-capacity", capacity=str(f.capacity - before_cap))
            if capacity
            else "",
            why=said(why),
        ),
        ki=f.ki - before_ki,
        capacity=f.capacity - before_cap,
    )


# --- effective aptitudes ----------------------------------------------------------------


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


def _lapse(enc: Encounter, f: Fighter) -> None:
    """A Defeated fighter's Guard Down and Energy Charge lapse."""
    remove_effects(enc, f, "guard_down", "Energy Charge")


REGISTRY.defeated.append(_lapse)
