"""Transformations in a fight: one Form and one Enhancement at a time, Awakenings always on,
Stress Tests, the Ki Multiplier, Stress Exhaustion's side of transformations and Breakthrough
(seed 000; reference 9).

A fighter's slots are ``Fighter.form`` and ``Fighter.enhancement`` (a name, "" when empty);
derived values combine every transformation in effect (:func:`tenkaichi.dbu.derived.derive`).
Entering one takes the Transformation Maneuver
(:mod:`~tenkaichi.dbu.combat.families.transformations.maneuvers`), whose Stress Test is:

    1d10 + Tier of Power Extra Dice (Critical and Botch: the check roll of :mod:`checks`)
        + ``stress_test_bonus`` + Power Level + Determination [+ Entrusted 1]
        [- 1(T) in the Afterlife]  >=  requirement (the other slot's added: ``stacked_stress_test``)

Aspects that act when entering or leaving live here (Limited's timer, Exhausting; Long
Transformation's Actions and Exploit are the Maneuver's); the ones that act during the fight
are in :mod:`tenkaichi.dbu.combat.families.transformations.aspects`, the Afterlife's clock in
:mod:`~tenkaichi.dbu.combat.families.transformations.afterlife`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.families.transformations.afterlife import draining_cuts_the_permit
from tenkaichi.dbu.combat.rules import checks, rolls, stats
from tenkaichi.dbu.combat.rules.checks import roll_check
from tenkaichi.dbu.derived import active_forms
from tenkaichi.dbu.forms import ASPECTS, Form
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

Said = str | Msg | Term
"""A reason as the log says it: a message, a game term, or English words from elsewhere."""

SLOTS = ("form", "enhancement")
"""A fighter holds at most one Form and one Enhancement (reference 9)."""


# --- the transformations of a fighter ------------------------------------------------------


def sheet_form(enc: Encounter, f: Fighter, name: str) -> Form:
    for form in stats.sheet(enc, f).forms:
        if form.name == name:
            return form
    raise RuleViolation(f"{f.id} has no transformation {name!r}")


def slot_of(form: Form) -> str:
    return "form" if form.kind == "form" else "enhancement"


def entered(enc: Encounter, f: Fighter) -> tuple[Form, ...]:
    """The Form and Enhancement the fighter is in (not Awakenings)."""
    return tuple(sheet_form(enc, f, getattr(f, s)) for s in SLOTS if getattr(f, s))


def active(enc: Encounter, f: Fighter) -> tuple[Form, ...]:
    """Every transformation in effect: Awakenings, then the Form and the Enhancement."""
    sheet = stats.sheet(enc, f)
    if not sheet.forms:
        return ()
    form = sheet_form(enc, f, f.form) if f.form else None
    enhancement = sheet_form(enc, f, f.enhancement) if f.enhancement else None
    return active_forms(sheet, form, enhancement)


def aspect_level(forms: tuple[Form, ...], name: str) -> int:
    """An Aspect's level across transformations used together: shared Aspects never double
    up, levels add up to the Aspect's maximum, and Solo Aspects keep the highest level."""
    levels = [lv for lv in (form.aspect_level(name) for form in forms) if lv]
    if not levels:
        return 0
    _, most, solo = ASPECTS[name]
    level = max(levels) if solo else sum(levels)
    return level if most is None else min(most, level)


def aspect(enc: Encounter, f: Fighter, name: str) -> int:
    """The level of an Aspect of the transformations ``f`` is in now (0: none)."""
    if not f.form and not f.enhancement and not stats.sheet(enc, f).forms:
        return 0
    return aspect_level(active(enc, f), name)


def ki_multiplied(enc: Encounter, f: Fighter) -> bool:
    return any(form.ki_multiplier for form in entered(enc, f))


# --- Stress Tests ------------------------------------------------------------------------


def requirement_said(enc: Encounter, f: Fighter, form: Form) -> tuple[int, str | Msg]:
    """:func:`requirement` in the reader's words: `` (Super Saiyan 3 + Kaioken 4)``."""
    other = "enhancement" if slot_of(form) == "form" else "form"
    if enc.settings.stacked_stress_test == "combined" and getattr(f, other):
        kept = sheet_form(enc, f, getattr(f, other))
        return form.stress_test_requirement + kept.stress_test_requirement, Msg.of(
            "dbu-form-stacked",
            form=Term(form.name),
            form_needs=str(form.stress_test_requirement),
            kept=Term(kept.name),
            kept_needs=str(kept.stress_test_requirement),
        )
    return form.stress_test_requirement, ""


def requirement(enc: Encounter, f: Fighter, form: Form) -> tuple[int, str]:
    """The Stress Test Requirement to enter ``form`` now, and how it adds up: the other
    slot's requirement is added (setting ``stacked_stress_test``)."""
    total, how = form.stress_test_requirement, ""
    other = "enhancement" if slot_of(form) == "form" else "form"
    if enc.settings.stacked_stress_test == "combined" and getattr(f, other):
        kept = sheet_form(enc, f, getattr(f, other))
        total += kept.stress_test_requirement
        how = (
            f" ({form.name} {form.stress_test_requirement} + {kept.name} "
            f"{kept.stress_test_requirement})"
        )
    return total, how


def holding_requirement(enc: Encounter, f: Fighter) -> tuple[int, str | Msg]:
    """The requirement of a Stress Test to stay in the current transformations (Straining),
    and how it adds up (`` (Super Saiyan 3 + Kaioken 4)``)."""
    forms = entered(enc, f)
    if enc.settings.stacked_stress_test == "own" or len(forms) == 1:
        top = max(forms, key=lambda x: x.stress_test_requirement)
        return top.stress_test_requirement, ""
    first, second = forms
    return sum(x.stress_test_requirement for x in forms), Msg.of(
        "dbu-form-stacked",
        form=Term(first.name),
        form_needs=str(first.stress_test_requirement),
        kept=Term(second.name),
        kept_needs=str(second.stress_test_requirement),
    )


def stress_bonus(enc: Encounter, f: Fighter) -> rolls.Parts:
    """Stress Bonus parts: the setting's +1, Power Level, Determination (Personality Score
    4+: +1, 8+: +2), Entrusted +1 and the Afterlife's -1(T)."""
    sheet = stats.sheet(enc, f)
    pe = sheet.attributes.personality
    determination = 2 if pe >= 8 else 1 if pe >= 4 else 0
    parts: rolls.Parts = [
        ("Stress", enc.settings.stress_test_bonus),
        ("Power Level", sheet.power_level),
        ("Determination", determination),
    ]
    if stats.has(f, "entrusted"):
        parts.append(("Entrusted", 1))  # team.py: +1 Stress Bonus
    if sheet.dead:
        parts.append(("Afterlife", -stats.tier(enc, f)))
    return parts


OUTCOMES = {
    "transforms": Msg.of("dbu-form-transforms"),
    "holds": Msg.of("dbu-form-holds"),
    "fails": Msg.of("dbu-form-fails"),
}
"""A Stress Test's outcome words, in the reader's language."""


def stress_test(
    enc: Encounter,
    f: Fighter,
    needed: int,
    how: str | Msg,
    what: str,
    words: tuple[str, str] = ("transforms", "fails"),
    *,
    said: Msg | Term | None = None,
) -> bool:
    """Roll a Stress Test (the check roll of :mod:`checks`: the d10 and the Tier of Power
    Extra Dice, Critical and Botch, + Stress Bonus) against ``needed``; the event explains
    every number. ``what``: the transformation tested, as the event's data names it;
    ``said``: how the log names it (``what`` as a game term by default)."""
    c = roll_check(enc, f, stress_bonus(enc, f), "Stress Test")
    ok = c.score >= needed
    word = words[0] if ok else words[1]
    enc.emit(
        "transformation",
        f.id,
        Msg.of(
            "dbu-form-stress-test",
            fighter=f.id,
            what=Term(what) if said is None else said,
            check=c.said,
            needed=str(needed),
            how=how,
            outcome=OUTCOMES.get(word, word),
        ),
        form=what,
        score=c.score,
        success=ok,
    )
    return ok


def pass_chance(enc: Encounter, f: Fighter, needed: int) -> float:
    """The exact chance of passing a Stress Test against ``needed``."""
    return float(checks.pass_chance(enc, f, stress_bonus(enc, f), needed))


# --- entering and leaving ------------------------------------------------------------------


def _switch(
    enc: Encounter,
    f: Fighter,
    slot: str,
    name: str,
    why: Said,
    *,
    exhausted: bool = False,
) -> None:
    """Put ``name`` ("" to leave) in a slot: the Ki Multiplier doubles current Ki when it
    starts and halves it when it ends (``ki_multiplier_scales_current``; Stress Exhaustion
    always halves), pools are kept within their maxima, and Exhausting strikes on leaving
    unless the new transformation has a higher Tier of Power Requirement."""
    old = getattr(f, slot)
    left = sheet_form(enc, f, old) if old else None
    new = sheet_form(enc, f, name) if name else None
    before = ki_multiplied(enc, f)
    setattr(f, slot, name)
    after = ki_multiplied(enc, f)
    scales = enc.settings.ki_multiplier_scales_current
    if after and not before and scales:
        f.ki = min(stats.max_ki(enc, f), f.ki * 2)
    elif before and not after and (scales or exhausted):
        f.ki //= 2
    f.ki = min(f.ki, stats.max_ki(enc, f))
    f.capacity = min(f.capacity, stats.max_capacity(enc, f))
    f.life = min(f.life, stats.max_life(enc, f))
    if left is not None:
        stats.remove_effects(enc, f, "limited", left.name)
        because = Msg.of("dbu-form-why", why=why) if why else ""
        if new is None:
            text = Msg.of("dbu-form-reverts", fighter=f.id, left=Term(left.name), why=because)
        else:
            text = Msg.of(
                "dbu-form-leaves-for",
                fighter=f.id,
                left=Term(left.name),
                new=Term(new.name),
                why=because,
            )
        enc.emit("transformation", f.id, text, form=f.form, enhancement=f.enhancement)
    if new is not None:
        limited = new.aspect_level("limited")
        if limited:
            ends = stats.for_combat_rounds(enc, limited, f.id)
            stats.add_effect(enc, f, Effect("limited", new.name, ends), announce=False)
    if left is not None and left.aspect_level("exhausting"):
        higher = new is not None and new.tier_requirement > left.tier_requirement
        if not higher:
            exhaust(enc, f, f"{left.name} (Exhausting)")


def enter(enc: Encounter, f: Fighter, form: Form) -> None:
    """Enter a Form or Enhancement (after its Stress Test), leaving the one in its slot."""
    _switch(enc, f, slot_of(form), form.name, "")
    draining_cuts_the_permit(enc, f, form)


def leave(
    enc: Encounter, f: Fighter, slot: str, why: Said = "", *, exhausted: bool = False
) -> None:
    """Leave the transformation in a slot (Revert, Limited, Stress Exhaustion...)."""
    if getattr(f, slot):
        _switch(enc, f, slot, "", why, exhausted=exhausted)


def restore(
    enc: Encounter, f: Fighter, slot: str, name: str, why: Said, limited: Expiry | None = None
) -> None:
    """Put a slot back as it was before a transformation that lasted only a while
    (Transformation Flare): ``name`` ("" for none) comes back with no Stress Test, its Limited
    time ending when it did before (``limited``), and only the effects of leaving the other
    (Exhausting, the Ki Multiplier's change)."""
    if not name:
        leave(enc, f, slot, why)
        return
    _switch(enc, f, slot, name, why)
    for e in f.effects:
        if limited is not None and e.name == "limited" and e.source == name:
            e.ends = limited


def exhaust(enc: Encounter, f: Fighter, source: str) -> None:
    """Stress Exhaustion and Impediment until the end of your next turn (Exhausting)."""
    ends = stats.until_end_of_next_turn(enc, f.id)
    stats.add_effect(enc, f, Effect("impediment", source, Expiry(ends.at, ends.who, ends.count)))
    stats.add_effect(enc, f, Effect("stress_exhaustion", source, ends))


def lock_out(enc: Encounter, f: Fighter, name: str, why: Said) -> None:
    """``name`` cannot be entered again until the end of ``f``'s next turn (Limited)."""
    ends = stats.until_end_of_next_turn(enc, f.id)
    stats.add_effect(enc, f, Effect("transform_locked", name, ends), announce=False)
    enc.emit(
        "transformation",
        f.id,
        Msg.of("dbu-form-locked-out", fighter=f.id, form=Term(name), why=why),
        locked=name,
    )


def locked(f: Fighter, name: str) -> bool:
    return any(e.name == "transform_locked" and e.source == name for e in f.effects)


def _on_effect(enc: Encounter, f: Fighter, effect: Effect) -> None:
    """Stress Exhaustion drops you to the Normal State (halving Ki under a Ki Multiplier)."""
    if effect.name != "stress_exhaustion":
        return
    for slot in SLOTS:
        leave(enc, f, slot, Term("Stress Exhaustion"), exhausted=True)


# --- Breakthrough (seed 000) -----------------------------------------------------------------


def breakthrough(enc: Encounter, f: Fighter, tiers: int, source: str, ends: Expiry) -> None:
    """Treat the Tier of Power as ``tiers`` higher until ``ends``: rolls, Tier dice and (T)
    bonuses follow it; Ki Point costs (Price of Power, (T) costs) and TNs keep the base Tier."""
    if tiers < 1:
        raise RuleViolation(f"Breakthrough for {f.id} must raise the Tier, got {tiers}")
    stats.add_effect(enc, f, Effect("breakthrough", source, ends, value=tiers), announce=False)
    now, base = stats.tier(enc, f), stats.base_tier(enc, f)
    enc.emit(
        "state_changed",
        f.id,
        Msg.of(
            "dbu-form-breakthrough",
            fighter=f.id,
            tier=str(now),
            source=Term(source),
            base=str(base),
        ),
        tier=now,
        base_tier=base,
    )


# --- the greedy bot's view -------------------------------------------------------------------


def _worth(form: Form) -> float:
    """What a transformation is worth to hold, roughly in points of Combat Rolls."""
    value = 2.0 * sum(form.attribute_bonuses.values())
    value += 6.0 if form.ki_multiplier else 0.0
    value += 6.0 * bool(form.aspect_level("super_saiyan_form"))
    value += 4.0 * bool(form.aspect_level("armored"))
    value -= 3.0 * bool(form.aspect_level("exhausting"))
    value -= 2.0 * bool(form.aspect_level("straining"))
    value -= 1.0 if form.aspect_level("limited") else 0.0
    return value


def _drain(enc: Encounter, f: Fighter, forms: tuple[Form, ...]) -> int:
    level = aspect_level(forms, "draining")
    if not level:
        return 0
    amount = 3 * max(x.tier_requirement for x in forms) * level
    return amount // 2 if stats.sheet(enc, f).dead else amount


def bot_score(enc: Encounter, f: Fighter, option: Option) -> float:
    """A small scorer for the greedy bot: transform when the Stress Test is likely and the
    bonuses outweigh the Aspects' costs (Draining against the Ki left, Long Transformation's
    Actions and Exploit); revert when Draining is about to empty the Ki pool."""
    if option.kind == "revert":
        drain = _drain(enc, f, active(enc, f))
        return 8.0 if drain and f.ki < 2 * drain else -1.0
    form = sheet_form(enc, f, option.args["form"])
    current = getattr(f, slot_of(form))
    gain = _worth(form) - (_worth(sheet_form(enc, f, current)) if current else 0.0)
    if gain <= 0:
        return -1.0
    needed, _ = requirement(enc, f, form)
    p = pass_chance(enc, f, needed)
    return p * (20.0 + gain) - bot_costs(enc, f, form)


def bot_costs(enc: Encounter, f: Fighter, form: Form) -> float:
    """What the greedy bot holds against entering ``form``, beyond its Action: three turns of
    Draining against the Ki left, Long Transformation's extra Actions and the Exploit it
    invites from an adjacent Opponent."""
    drain = _drain(enc, f, (*[x for x in entered(enc, f) if x is not form], form))
    cost = 0.0
    if drain:
        cost += 30.0 * min(1.0, 3 * drain / max(1, f.ki))
    long = form.aspect_level("long_transformation")
    if long:
        cost += 4.0 * long
        if any(enc.distance(o, f) <= 1 for o in enc.opponents(f)):
            cost += 6.0
    return cost


hooks.REGISTRY.effect_gained.append(_on_effect)
