"""Transformations in a fight: the Transformation and Revert Maneuvers (seed 001), one Form
and one Enhancement at a time, Awakenings always on, Stress Tests, the Ki Multiplier, Stress
Exhaustion's side of transformations, Breakthrough and the Afterlife (seed 000; reference 9).

A fighter's slots are ``Fighter.form`` and ``Fighter.enhancement`` (a name, "" when empty);
derived values combine every transformation in effect (:func:`tenkaichi.dbu.derived.derive`).
Transforming is one turn decision: choose the Form or Enhancement; it is paid, waits for the
Instant window (and the Exploit of Long Transformation), then the Stress Test decides:

    1d10 + Tier of Power Extra Dice (Critical and Botch: the check roll of :mod:`checks`)
        + ``stress_test_bonus`` + Power Level + Determination [+ Entrusted 1]
        [- 1(T) in the Afterlife]  >=  requirement (the other slot's added: ``stacked_stress_test``)

Aspects that act when entering or leaving live here (Long Transformation's Actions and Exploit,
Limited's timer, Exhausting); the ones that act during the fight are in
:mod:`tenkaichi.dbu.combat.families.transformations.aspects`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Effect, Expiry, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import checks, rolls, stats
from tenkaichi.dbu.combat.rules.checks import roll_check
from tenkaichi.dbu.derived import active_forms
from tenkaichi.dbu.sheet import ASPECTS, Form
from tenkaichi.errors import RuleViolation

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

SLOTS = ("form", "enhancement")
"""A fighter holds at most one Form and one Enhancement (reference 9)."""


@dataclass(slots=True)
class TransformFrame(ExtFrame):
    """A Transformation or Revert Maneuver between its declaration and its effect."""

    actor: str = ""
    maneuver: str = "transformation"
    """"transformation" or "revert"."""
    name: str = ""
    """The transformation to enter."""
    slots: list[str] = field(default_factory=list)
    """The slots a Revert leaves."""
    stage: str = "instants"
    threshold_before: int = 0
    """Health Thresholds below before Long Transformation's Exploit."""


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


def holding_requirement(enc: Encounter, f: Fighter) -> tuple[int, str]:
    """The requirement of a Stress Test to stay in the current transformations (Straining)."""
    forms = entered(enc, f)
    if enc.settings.stacked_stress_test == "own" or len(forms) == 1:
        top = max(forms, key=lambda x: x.stress_test_requirement)
        return top.stress_test_requirement, ""
    parts = " + ".join(f"{x.name} {x.stress_test_requirement}" for x in forms)
    return sum(x.stress_test_requirement for x in forms), f" ({parts})"


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


def stress_test(
    enc: Encounter,
    f: Fighter,
    needed: int,
    how: str,
    what: str,
    words: tuple[str, str] = ("transforms", "fails"),
) -> bool:
    """Roll a Stress Test (the check roll of :mod:`checks`: the d10 and the Tier of Power
    Extra Dice, Critical and Botch, + Stress Bonus) against ``needed``; the event explains
    every number."""
    c = roll_check(enc, f, stress_bonus(enc, f))
    ok = c.score >= needed
    enc.emit(
        "transformation",
        f.id,
        f"{f.id} Stress Test for {what}: {c.text} vs {needed}{how}: {words[0] if ok else words[1]}",
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
    why: str,
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
        if new is None:
            text = f"{f.id} reverts from {left.name}" + (f" ({why})" if why else "")
        else:
            text = f"{f.id} leaves {left.name} for {new.name}"
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
    _draining_cuts_the_permit(enc, f, form)


def leave(enc: Encounter, f: Fighter, slot: str, why: str = "", *, exhausted: bool = False) -> None:
    """Leave the transformation in a slot (Revert, Limited, Stress Exhaustion...)."""
    if getattr(f, slot):
        _switch(enc, f, slot, "", why, exhausted=exhausted)


def exhaust(enc: Encounter, f: Fighter, source: str) -> None:
    """Stress Exhaustion and Impediment until the end of your next turn (Exhausting)."""
    ends = stats.until_end_of_next_turn(enc, f.id)
    stats.add_effect(enc, f, Effect("impediment", source, Expiry(ends.at, ends.who, ends.count)))
    stats.add_effect(enc, f, Effect("stress_exhaustion", source, ends))


def lock_out(enc: Encounter, f: Fighter, name: str, why: str) -> None:
    """``name`` cannot be entered again until the end of ``f``'s next turn (Limited)."""
    ends = stats.until_end_of_next_turn(enc, f.id)
    stats.add_effect(enc, f, Effect("transform_locked", name, ends), announce=False)
    enc.emit(
        "transformation",
        f.id,
        f"{f.id} cannot enter {name} again until the end of their next turn ({why})",
        locked=name,
    )


def locked(f: Fighter, name: str) -> bool:
    return any(e.name == "transform_locked" and e.source == name for e in f.effects)


def _on_effect(enc: Encounter, f: Fighter, effect: Effect) -> None:
    """Stress Exhaustion drops you to the Normal State (halving Ki under a Ki Multiplier)."""
    if effect.name != "stress_exhaustion":
        return
    for slot in SLOTS:
        leave(enc, f, slot, "Stress Exhaustion", exhausted=True)


# --- the Transformation and Revert Maneuvers ---------------------------------------------


def requirement_tier(enc: Encounter, f: Fighter) -> int:
    """The Tier checked against Tier of Power Requirements (``breakthrough_meets_tier_
    requirements``: Breakthrough counts, or only the base Tier)."""
    if enc.settings.breakthrough_meets_tier_requirements:
        return stats.tier(enc, f)
    return stats.base_tier(enc, f)


def _long_reach(level: int) -> str:
    """Long Transformation provokes Exploit from adjacent Opponents (level 1) or from every
    Opponent not at Long Range (level 2)."""
    return "adjacent" if level == 1 else "not_long_range"


def transform_options(enc: Encounter, f: Fighter) -> list[Option]:
    """One option per Form or Enhancement ``f`` may try now: granted on the sheet (seed 000,
    transformation access), Tier of Power Requirement met, enough Actions (Long
    Transformation adds some), not under Stress Exhaustion or a Limited lock-out."""
    if f.actions <= 0 or f.charge is not None or stats.has(f, "spectator"):
        return []
    sheet = stats.sheet(enc, f)
    if not sheet.forms or stats.has(f, "stress_exhaustion"):
        return []
    tier = requirement_tier(enc, f)
    out: list[Option] = []
    for form in sheet.forms:
        if form.kind == "awakening" or form.tier_requirement > tier or locked(f, form.name):
            continue
        current = getattr(f, slot_of(form))
        if current == form.name or (current and not enc.settings.transformation_switch):
            continue
        long = form.aspect_level("long_transformation")
        if f.actions < 1 + long:
            continue
        needed, how = requirement(enc, f, form)
        extra = ", Enhancement" if form.kind == "enhancement" else ""
        args: dict[str, Any] = {"form": form.name}
        if long:
            extra += f", {1 + long} Actions, provokes Exploit"
            args["actions"] = 1 + long
        out.append(
            Option(
                "transform", f"Transformation: {form.name} (Stress Test {needed}{how}{extra})", args
            )
        )
    return out


def revert_options(enc: Encounter, f: Fighter) -> list[Option]:
    """Revert [1/Round]: leave the Form, the Enhancement, or both."""
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if f.actions <= 0 or f.charge is not None or not within_limits(enc, f, "revert"):
        return []
    held = [s for s in SLOTS if getattr(f, s)]
    out = [Option("revert", f"Revert from {getattr(f, s)}", {"slots": s}) for s in held]
    if len(held) == 2:
        out.append(Option("revert", f"Revert from {f.form} and {f.enhancement}", {"slots": "both"}))
    return out


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    return transform_options(enc, f) + revert_options(enc, f)


@hooks.turn_answer("transform")
def _answer_transform(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    form = sheet_form(enc, f, option.args["form"])
    pay_standard(enc, f, "transformation", 1 + form.aspect_level("long_transformation"))
    enc.emit(
        "maneuver", f.id, f"{f.id} uses {option.label}", maneuver="transformation", **option.args
    )
    enc.state.stack.append(TransformFrame(actor=f.id, name=form.name))


@hooks.turn_answer("revert")
def _answer_revert(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    pay_standard(enc, f, "revert")
    enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver="revert", **option.args)
    chosen = option.args["slots"]
    slots = list(SLOTS) if chosen == "both" else [chosen]
    enc.state.stack.append(TransformFrame(actor=f.id, maneuver="revert", slots=slots))


def _step(enc: Encounter, frame: TransformFrame) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import _provoke
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    f = enc.fighter(frame.actor)
    if frame.stage == "instants":
        frame.stage = "exploit"
        open_instant_window(enc, f, frame.maneuver.title())
        return
    if frame.stage == "exploit":
        frame.stage = "resolve"
        if frame.maneuver == "transformation" and not f.defeated:
            long = sheet_form(enc, f, frame.name).aspect_level("long_transformation")
            if long:
                frame.threshold_before = f.threshold
                _provoke(enc, f, _long_reach(long), "Long Transformation")
        return
    enc.state.stack.pop()
    if f.defeated:
        return
    if frame.maneuver == "revert":
        for slot in frame.slots:
            leave(enc, f, slot)
        return
    _resolve_transformation(enc, f, frame)


def _resolve_transformation(enc: Encounter, f: Fighter, frame: TransformFrame) -> None:
    form = sheet_form(enc, f, frame.name)
    long = form.aspect_level("long_transformation")
    if long and f.threshold > frame.threshold_before:
        enc.emit(
            "transformation",
            f.id,
            f"{f.id} was knocked through a Health Threshold by an Exploit: the Stress Test "
            f"for {form.name} fails (Long Transformation)",
            form=form.name,
            success=False,
        )
        ok = False
    elif stats.has(f, "stress_exhaustion"):
        enc.emit(
            "transformation",
            f.id,
            f"{f.id} cannot enter {form.name} under Stress Exhaustion",
            form=form.name,
            success=False,
        )
        return
    else:
        needed, how = requirement(enc, f, form)
        ok = stress_test(enc, f, needed, how, form.name)
    if ok:
        enter(enc, f, form)
    elif enc.settings.failed_stress_test_exhaustion:
        stats.add_effect(
            enc,
            f,
            Effect(
                "stress_exhaustion", "a failed Stress Test", stats.until_end_of_next_turn(enc, f.id)
            ),
        )


def _answer(enc: Encounter, frame: TransformFrame, option: Option) -> None:
    raise AssertionError("a transformation asks no questions of its own")


# --- Breakthrough and the Afterlife (seed 000) ---------------------------------------------


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
        f"{f.id} treats their Tier of Power as {now} ({source}, Breakthrough); Ki Point costs "
        f"and TNs stay at Tier {base}",
        tier=now,
        base_tier=base,
    )


def own_lethal_damage(enc: Encounter, f: Fighter, damage: int) -> int:
    """Lethal Damage a fighter would take from their own traits: -2(T) in the Afterlife,
    even where such damage cannot normally be reduced (seed 000)."""
    if not stats.sheet(enc, f).dead:
        return damage
    return max(0, damage - 2 * stats.tier(enc, f))


ROUND_SECONDS = 10
"""A complete round lasts about 10 seconds in the game world (seed 003)."""
DRAINING_CUT_MINUTES = 120
"""Seed 000: "-2 hours for each level of the Draining Aspect"."""


def living_world_seconds(enc: Encounter, f: Fighter) -> int | None:
    """Seconds a dead character on a permission may still remain in the living world, as the
    current round began (None without a permission): the sheet's minutes less the rounds gone
    (10 seconds each) and the Draining cuts."""
    minutes = stats.sheet(enc, f).living_world_minutes
    if minutes is None:
        return None
    return (minutes - f.living_world_cut) * 60 - (enc.state.round - 1) * ROUND_SECONDS


def _draining_cuts_the_permit(enc: Encounter, f: Fighter, form: Form) -> None:
    """Seed 000: "If you transform into a transformation ... with the Draining Aspect while in
    the living world, reduce the amount of time you can remain in the living world by -2 hours
    for each level of the Draining Aspect that transformation has"."""
    level = form.aspect_level("draining")
    if not level or stats.sheet(enc, f).living_world_minutes is None:
        return
    f.living_world_cut += DRAINING_CUT_MINUTES * level
    left = max(0, living_world_seconds(enc, f) or 0)
    enc.emit(
        "state_changed",
        f.id,
        f"{f.id}'s time in the living world is {2 * level} hours shorter ({form.name}, Draining "
        f"{level}): "
        + (
            f"{left // 60} min {left % 60} s left" if left else "none left (back at the next round)"
        ),
        living_world_seconds=left,
    )


def _permit_runs_out(enc: Encounter) -> None:
    """A dead character may remain in the living world for 24 hours: "After that time, you
    are automatically returned to the afterlife" (seed 000). Checked as each round starts."""
    for f in enc.state.fighters:
        left = living_world_seconds(enc, f)
        if f.defeated or left is None or left > 0:
            continue
        f.defeated = f.departed = True
        enc.emit(
            "defeated",
            f.id,
            f"{f.id}'s time in the living world is over: they return to the Afterlife",
            afterlife=True,
        )
        enc.on_defeat(f)


hooks.REGISTRY.round_started.append(_permit_runs_out)


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
    drain = _drain(enc, f, (*[x for x in entered(enc, f) if x is not form], form))
    cost = 0.0
    if drain:  # three turns of Draining against the Ki left
        cost += 30.0 * min(1.0, 3 * drain / max(1, f.ki))
    long = form.aspect_level("long_transformation")
    if long:
        cost += 4.0 * long
        if any(enc.distance(o, f) <= 1 for o in enc.opponents(f)):
            cost += 6.0
    return p * (20.0 + gain) - cost


hooks.frame(TransformFrame, _step, _answer)
hooks.REGISTRY.turn_options.append(_turn_options)
hooks.REGISTRY.effect_gained.append(_on_effect)
