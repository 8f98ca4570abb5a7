"""Transformation Aspects that act during a fight (reference 9, the transformation-aspects
page), each a small hook:

- Limited (level N): forced out at the start of your turn once N Combat Rounds have passed
  since you entered (seed 000: an effect lasting x rounds ends at the start of its owner's turn
  after x further rounds; the effect's time is ``stats.for_combat_rounds``); no Stress
  Exhaustion (unless Exhausting), but no re-entering it until the end of your next turn.
- Draining (level N): at the start of each of your turns, lose 3(T) Ki Points per level, T being
  the highest Tier of Power Requirement of your transformations; halved in the Afterlife.
- Straining: a Stress Test at the start of each of your turns; failing it is Stress Exhaustion
  until the end of your next turn (which drops you to the Normal State).
- Armored: Attacking Maneuvers that hit you count one Damage Category lower.
- Raging: +2(T) Wound Rolls while in the Raging State.
- Mindful: +1(T) Dodge Rolls and Parry Strike Rolls while in the Mindful State.
- Super Saiyan Form: the Tier of Power Extra Dice once more on every roll (its +¼ Max Ki and
  Max Capacity is in :func:`tenkaichi.dbu.derived.derive`).

Long Transformation and Exhausting act when entering and leaving
(:mod:`tenkaichi.dbu.combat.families.transformations.transformations`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import DamageMods
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Fighter
from tenkaichi.dbu.combat.families.transformations import transformations
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def _limited(enc: Encounter, f: Fighter, effect: Effect) -> None:
    """Limited's time (``stats.for_combat_rounds``, set on entering) ran out: forced out."""
    if effect.name != "limited" or f.defeated:
        return
    for slot in transformations.SLOTS:
        if getattr(f, slot) == effect.source:
            transformations.leave(enc, f, slot, Term("Limited"))
            transformations.lock_out(enc, f, effect.source, Term("Limited"))


def drain_amount(enc: Encounter, f: Fighter) -> tuple[int, str | Msg]:
    """Draining's Ki Point loss this turn, and how it was computed."""
    forms = transformations.active(enc, f)
    level = transformations.aspect_level(forms, "draining")
    if not level:
        return 0, ""
    t = max(x.tier_requirement for x in forms)
    amount = 3 * t * level
    args = {"tier": str(t), "level": str(level), "amount": str(amount)}
    if stats.sheet(enc, f).dead:
        halved = amount // 2
        return halved, Msg.of("dbu-form-drain-how-halved", **args, halved=str(halved))
    return amount, Msg.of("dbu-form-drain-how", **args)


def _draining(enc: Encounter, f: Fighter) -> None:
    amount, how = drain_amount(enc, f)
    if not amount:
        return
    lost = min(f.ki, amount)
    f.ki -= lost
    enc.emit(
        "transformation",
        f.id,
        Msg.of(
            "dbu-form-drains",
            fighter=f.id,
            lost=str(lost),
            draining=Term("Draining"),
            how=how,
            ki=str(f.ki),
        ),
        drained=lost,
    )
    for hook in hooks.REGISTRY.ki_lost:
        hook(enc, f)


def _straining(enc: Encounter, f: Fighter) -> None:
    forms = transformations.entered(enc, f)
    if not transformations.aspect_level(forms, "straining"):
        return
    needed, how = transformations.holding_requirement(enc, f)
    names = " and ".join(x.name for x in forms)
    said = Msg.of(
        "dbu-form-straining",
        forms=(
            Msg.of("dbu-fa-and", first=Term(forms[0].name), second=Term(forms[1].name))
            if len(forms) == 2
            else Term(forms[0].name)
        ),
        straining=Term("Straining"),
    )
    if not transformations.stress_test(
        enc, f, needed, how, f"{names} (Straining)", ("holds", "fails"), said=said
    ):
        ends = stats.until_end_of_next_turn(enc, f.id)
        stats.add_effect(enc, f, Effect("stress_exhaustion", "Straining", ends))


def _turn_started(enc: Encounter, f: Fighter) -> None:
    if not f.form and not f.enhancement:
        return
    _draining(enc, f)
    _straining(enc, f)


def _armored(
    enc: Encounter, frame: AttackFrame, attacker: Fighter, target: Fighter, mods: DamageMods
) -> None:
    if mods.category > 1 and transformations.aspect(enc, target, "armored"):
        mods.category -= 1
        mods.notes.append(
            Phrase(
                "Armored -1 Damage Category",
                Msg.of("dbu-form-note-armored", armored=Term("Armored")),
            )
        )


def _raging(enc: Encounter, frame: AttackFrame, attacker: Fighter, target: Fighter) -> rolls.Parts:
    if stats.has(attacker, "raging") and transformations.aspect(enc, attacker, "raging"):
        return [("Raging Aspect", 2 * stats.tier(enc, attacker))]
    return []


def _mindful(enc: Encounter, frame: AttackFrame, attacker: Fighter, target: Fighter) -> rolls.Parts:
    if stats.has(target, "mindful") and transformations.aspect(enc, target, "mindful"):
        return [("Mindful Aspect", stats.tier(enc, target))]
    return []


def _super_saiyan(enc: Encounter, f: Fighter) -> int:
    return 1 if transformations.aspect(enc, f, "super_saiyan_form") else 0


hooks.REGISTRY.turn_started.append(_turn_started)
hooks.REGISTRY.effect_ended.append(_limited)
hooks.REGISTRY.damage.append(_armored)
hooks.REGISTRY.wound_parts.append(_raging)
hooks.REGISTRY.defence_parts.append(_mindful)
hooks.REGISTRY.tier_dice_instances.append(_super_saiyan)
