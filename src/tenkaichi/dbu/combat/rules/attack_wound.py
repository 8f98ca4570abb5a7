"""The Wound Roll and the damage step of an attack (seed 001 and reference section 5), once
every target's Clash is over (:mod:`~tenkaichi.dbu.combat.rules.attack_clash`): for each
target it hit, the Wound Roll (or the one Intervene or a kept score gives), Power Flare, the
Damage Category, DR and Soak, Thresholds, Called Shot and Absorbing Attack effects, and the
``after_wound`` and ``attack_finished`` hooks.

The stage ``wound`` of :class:`AttackFrame` (:mod:`~tenkaichi.dbu.combat.rules.attack`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY, DamageMods, extra_dice, extra_parts
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.attack_clash import (
    best_of_two,
    dice_explain,
    keep_clash,
    recall_clash,
    total_charges,
)
from tenkaichi.dbu.combat.rules.damage import DamageCalc, damage_from_wound, heal, lose_life
from tenkaichi.dbu.combat.rules.said import Phrase, note_said, said, wager_label
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

CALLED_SHOTS = {
    "head": "Impediment until the start of the attacker's next turn",
    "eyes": "Blinded until the end of the target's next turn",
    "arm": "Guard Down until the start of the attacker's next turn",
    "leg": "Speeds and Defense Value halved until the start of the attacker's next turn",
    "gut": "knocked Prone",
}


def stage_wound(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.wounding:
        keep_clash(frame)
        return
    if frame.index >= len(frame.targets):
        _finish(enc, frame, f)
        return
    target = enc.fighter(frame.targets[frame.index])
    recall_clash(frame, target.id)
    frame.index += 1
    if not frame.hit or target.defeated:
        return
    wound = roll_wound(enc, frame, f, target)
    if frame.reaction == "power_flare":
        frame.stage = "flare"
        frame.index -= 1
        cap = stats.wager_cap(enc, target)
        options = [Option("flare_wager", wager_label(n), {"kp": n}) for n in range(cap + 1)]
        enc.ask(
            target.id,
            "flare_wager",
            Msg.of("dbu-ask-flare-wager", fighter=target.id, wound=str(wound), cap=str(cap)),
            options,
        )
        return
    receiver = enc.fighter(frame.stand_in) if frame.stand_in else target
    deal_damage(enc, frame, f, receiver, wound)


def charge_sides(enc: Encounter, frame: AttackFrame) -> int:
    """The Dice Category of the attack's Energy Charge Extra Dice: d6, d8 on a Signature
    Technique, then ``REGISTRY.charge_sides`` (Maximum Charge)."""
    sides = 8 if frame.signature else 6
    for hook in REGISTRY.charge_sides:
        sides = hook(enc, frame, sides)
    return sides


def _judged_against(enc: Encounter, frame: AttackFrame, target: Fighter | None) -> Fighter:
    """The target a Wound Roll's target-dependent bonuses are judged against: the one given (the
    target whose damage rolls it), else the frame's current target (its first before any is
    resolved, as the odds ask)."""
    if target is not None:
        return target
    return enc.fighter(frame.targets[min(frame.index, len(frame.targets) - 1)])


def wound_parts_for(
    enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter | None = None
) -> tuple[rolls.Parts, str]:
    """The Wound Roll's bonuses and its Energy Charge dice (d6(T) each, d8(T) on a
    Signature Technique); bonuses that depend on the target (Long Shot) are judged against
    ``target`` (:func:`_judged_against`)."""
    p = get_profile(frame.profile)
    t = stats.tier(enc, f)
    mods = stats.derived(enc, f).modifiers
    attr_name = "Magic" if frame.foundation == "magic" else "Force"
    key = attr_name.lower()
    for hook in REGISTRY.damage_attribute:  # Brutal Blitz: Agility
        key, named = hook(enc, frame, f, key)
        attr_name = named or key.title()
    attr = mods[key]
    parts: rolls.Parts = [(attr_name, attr)]
    if has_hook(p, "double_damage_attribute"):
        again = Msg.of("dbu-part-again", label=Term(attr_name), why=Term("Powered"))
        parts.append((Phrase(f"{attr_name} again (Powered)", again), attr))
    if frame.wager:
        parts.append(("Ki Wager", frame.wager))
    if frame.extra_hits:
        parts.append(("Combination", 2 * t * frame.extra_hits))
    parts += rolls.combat_parts(enc, f)
    a = stats.aura(enc, f)
    if a is not None and a.wound:
        parts.append((a.name, a.wound * t))
    target = _judged_against(enc, frame, target)
    parts += extra_parts(REGISTRY.wound_parts, enc, frame, f, target)
    charges = total_charges(enc, frame)
    sides = charge_sides(enc, frame)
    hooked = "".join(f"+{d}" for _, d in extra_dice(REGISTRY.wound_dice, enc, frame, f, target))
    return parts, (f"+{charges * t}d{sides}" if charges else "") + hooked


def roll_wound(
    enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter | None = None
) -> int:
    """The attack's one Wound Roll (assumption ``one-roll-per-attack``), rolled when the first
    target it hits takes its damage and judged against that target; later targets reuse it."""
    if frame.wound_score >= 0:
        return frame.wound_score
    target = _judged_against(enc, frame, target)
    parts, extra = wound_parts_for(enc, frame, f, target)
    expr = rolls.expression(enc, f, parts, extra)
    r = rolls.combat_roll(enc, f, expr, "Wound")
    r, twice = best_of_two(enc, frame, f, r, expr, "wound")
    notes = [note_said(twice)]
    score = r.total
    for hook in REGISTRY.wound_rolled:
        score, note = hook(enc, frame, f, r, score)
        notes.append(note_said(note))
    frame.wound_score = score
    charges = total_charges(enc, frame)
    sides = charge_sides(enc, frame)
    t = stats.tier(enc, f)
    charged = (
        Msg.of("dbu-wound-charges", n=charges, count=str(charges), dice=f"{charges * t}d{sides}")
        if charges
        else ""
    )
    enc.emit(
        "wound",
        f.id,
        Msg.of(
            "dbu-wound",
            fighter=f.id,
            score=str(score),
            dice=rolls.dice_text(enc, f),
            charges=charged,
            hooked=dice_explain(enc, REGISTRY.wound_dice, frame, f, target),
            rolled=rolls.dice_said(r),
            parts=rolls.explained(parts),
            notes=Seq(tuple(notes)),
        ),
        score=score,
        dice=list(r.draws),
    )
    return score


# --- Power Flare ------------------------------------------------------------------------


def flare_parts_for(enc: Encounter, target: Fighter, wager: int) -> rolls.Parts:
    mods = stats.derived(enc, target).modifiers
    attr_name = "Magic" if mods["magic"] > mods["force"] else "Force"
    parts: rolls.Parts = [(attr_name, mods[attr_name.lower()])]
    if wager:
        parts.append(("Ki Wager", wager))
    parts += rolls.combat_parts(enc, target)
    return parts


def flare(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter, wager: int) -> None:
    """Power Flare: the defender's own Wound Roll (Energy or Magic, the better attribute,
    with any Ki Wager); beating the attacker's Wound means no Damage and no on-hit effects."""
    if wager:
        stats.spend(enc, target, wager, "Power Flare Ki Wager")  # a game term
    parts = flare_parts_for(enc, target, wager)
    r = rolls.combat_roll(enc, target, rolls.expression(enc, target, parts), "Power Flare")
    frame.index += 1
    frame.stage = "wound"
    beaten = r.total > frame.wound_score
    enc.emit(
        "wound",
        target.id,
        Msg.of(
            "dbu-power-flare-beats" if beaten else "dbu-power-flare-short",
            fighter=target.id,
            score=str(r.total),
            dice=rolls.dice_text(enc, target),
            rolled=rolls.dice_said(r),
            parts=rolls.explained(parts),
            wound=str(frame.wound_score),
        ),
        score=r.total,
        flare=True,
        beaten=beaten,
    )
    if not beaten:
        deal_damage(enc, frame, f, target, frame.wound_score)


# --- Damage -----------------------------------------------------------------------------


def damage_for(
    enc: Encounter,
    frame: AttackFrame,
    f: Fighter,
    target: Fighter,
    wound: int,
    reaction: str,
    *,
    crit: bool = False,
) -> tuple[DamageCalc, list[str]]:
    """Damage from a Wound Roll: category shifts, Guard, Direct Hit, Pinpoint, DR, Soak. The
    notes are English (joined by callers); the rules' own are
    :class:`~tenkaichi.dbu.combat.rules.said.Phrase` with their message."""
    p = get_profile(frame.profile)
    category = p.category
    notes: list[str] = []
    if frame.called_shot:
        category += 1
        notes.append(_CALLED_SHOT_NOTE)
    if frame.absorbing:
        category += 1
        notes.append(_ABSORBING_NOTE)
    if stats.has(target, "prone"):
        category += 1
        notes.append(_PRONE_NOTE)
    if reaction == "guard":
        category -= 1
        wound //= 2
        notes.append(_GUARD_NOTE)
    soak = stats.soak(enc, target)
    if reaction == "direct_hit":
        soak = soak * 3 // 2
        notes.append(_DIRECT_HIT_NOTE)
    ignored = 0
    if has_hook(p, "pinpoint"):
        ignored = stats.derived(enc, f).modifiers["insight"] * (2 if crit else 1)
        notes.append(
            Phrase(
                f"Pinpoint ignores {ignored} Soak",
                Msg.of("dbu-note-pinpoint", soak=str(ignored)),
            )
        )
    mods = DamageMods(
        wound=wound,
        category=category,
        soak=soak,
        dr=stats.sheet(enc, target).damage_reduction,
        dr_fraction=0.5 if has_hook(p, "half_dr") else 1.0,
        soak_ignored=ignored,
        notes=notes,
    )
    for hook in REGISTRY.damage:
        hook(enc, frame, f, target, mods)
    calc = damage_from_wound(
        mods.wound,
        mods.category,
        mods.dr,
        mods.soak,
        dr_fraction=mods.dr_fraction,
        soak_ignored=mods.soak_ignored,
        soak_minimum=stats.tier(enc, target) if mods.soak else 0,
        reduction=mods.reduction,
        broken=mods.broken,
        extra=mods.extra,
    )
    return calc, mods.notes


_CALLED_SHOT_NOTE = Phrase("Called Shot +1", Msg.of("dbu-note-called-shot"))
_ABSORBING_NOTE = Phrase("Absorbing +1", Msg.of("dbu-note-absorbing"))
_PRONE_NOTE = Phrase("Prone +1", Msg.of("dbu-note-prone"))
_GUARD_NOTE = Phrase("Guard -1, Wound halved", Msg.of("dbu-note-guard"))
_DIRECT_HIT_NOTE = Phrase("Direct Hit Soak ×1.5", Msg.of("dbu-note-direct-hit"))


def report_damage(
    enc: Encounter,
    frame: AttackFrame,
    target: Fighter,
    calc: DamageCalc,
    notes: list[str],
    wound: int,
) -> None:
    """The Damage of one Wound Roll on ``target``, as the log shows it (kept on the frame
    for the after-Damage effects)."""
    frame.last_damage = calc.damage
    enc.emit(
        "damage",
        target.id,
        Msg.of(
            "dbu-damage-line-noted" if notes else "dbu-damage-line",
            fighter=target.id,
            how=calc.said,
            notes=Seq(tuple(said(n) for n in notes), sep="; "),
        ),
        wound=wound,
        category=calc.category,
        damage=calc.damage,
        dr=calc.dr,
        soak=calc.soak,
    )


def deal_damage(
    enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter, wound: int
) -> None:
    if any(hold(enc, frame, f, target, wound) for hold in REGISTRY.damage_held):
        return  # kept for later (Delayed)
    reaction = "dodge" if target.id == frame.stand_in else frame.reaction
    calc, notes = damage_for(enc, frame, f, target, wound, reaction, crit=frame.crit_strike)
    report_damage(enc, frame, target, calc, notes, wound)
    threshold_before = target.threshold
    if calc.damage:
        lose_life(enc, target, calc.damage, by=f, why=frame.signature or frame.profile, attack=True)
    if (
        reaction == "direct_hit"
        and calc.damage == 0
        and (total_charges(enc, frame) >= 2 or frame.wager * 4 >= stats.max_capacity(enc, f))
    ):
        stats.add_effect(
            enc,
            f,
            Effect("shaken", "Direct Hit", stats.until_end_of_next_turn(enc, f.id), by=target.id),
        )
    if frame.absorbing and calc.damage:
        heal(enc, f, calc.damage, by=f, why="Absorbing Attack")
        stats.gain_ki(enc, f, calc.damage // 2, "Absorbing Attack")
    if (
        frame.called_shot
        and not target.defeated
        and (target.threshold > threshold_before or calc.damage * 5 >= stats.max_life(enc, target))
    ):
        called_shot_effect(enc, frame.called_shot, f, target)
    frame.threshold_before = threshold_before
    for hook in REGISTRY.after_wound:
        hook(enc, frame, f, target)


def called_shot_effect(enc: Encounter, spot: str, f: Fighter, target: Fighter) -> None:
    """The effect of a Called Shot at ``spot`` (one of :data:`CALLED_SHOTS`) on ``target``."""
    source = f"Called Shot: {spot}"  # its words: said.source_said
    if spot == "head":
        stats.add_effect(enc, target, Effect("impediment", source, Expiry("start", f.id)))
    elif spot == "eyes":
        stats.add_effect(
            enc, target, Effect("blinded", source, stats.until_end_of_next_turn(enc, target.id))
        )
    elif spot == "arm":
        stats.add_effect(enc, target, Effect("guard_down", source, Expiry("start", f.id)))
    elif spot == "leg":
        stats.add_effect(enc, target, Effect("hobbled", source, Expiry("start", f.id)))
    elif spot == "gut":
        stats.add_effect(enc, target, Effect("prone", source, Expiry("never")))


def _finish(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    enc.state.stack.pop()
    for hook in REGISTRY.attack_finished:
        hook(enc, frame, f)
