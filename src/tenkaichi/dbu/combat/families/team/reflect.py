"""Reflect, the Modifier Maneuver of a successful Parry or Deflect (seed 001).

After avoiding an Energy or Magic Attacking Maneuver with the Parry option of Defend, or
winning the Might Clash of Deflect or Distant Deflect, you may pay 5(T) KP: pick any Opponent
of yours (the attacker included) and roll Strike with the initial attack's Profile against
their Dodge. If it hits, the original attacker rolls the initial attack's Wound Roll at once
against them, as an Urgent Roll: with the attack's own Ki Wager and Energy Charges and no new
choices (the seeds and references never define "Urgent"; this is our reading). Damage then
follows as usual.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import attack_wound, rolls, stats
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


REFLECT = Term("Reflect")


@dataclass(slots=True)
class ReflectFrame(ExtFrame):
    """A Reflect on offer: the reflector picks an Opponent (or passes)."""

    reflector: str = ""
    attacker: str = ""
    profile: str = ""
    foundation: str = ""
    signature: str = ""
    wager: int = 0
    charges: int = 0
    extra_hits: int = 0
    targets: list[str] = field(default_factory=list)


def can_reflect(enc: Encounter, reflector: Fighter, frame: AttackFrame) -> bool:
    from tenkaichi.dbu.combat.families.advantages.effects import reflectable
    from tenkaichi.dbu.combat.rules.costs import fixed_kp, within_limits

    return (
        frame.foundation in ("energy", "magic")
        and reflectable(enc, frame)
        and not reflector.defeated
        and within_limits(enc, reflector, "reflect")
        and stats.can_spend(reflector, fixed_kp(enc, reflector, "reflect"))
        and bool(enc.opponents(reflector))
    )


def offer_reflect(enc: Encounter, reflector: Fighter, frame: AttackFrame) -> None:
    """Push the Reflect offer if the reflector may use it on this attack."""
    if not can_reflect(enc, reflector, frame):
        return
    enc.state.stack.append(
        ReflectFrame(
            reflector=reflector.id,
            attacker=frame.attacker,
            profile=frame.profile,
            foundation=frame.foundation,
            signature=frame.signature,
            wager=frame.wager,
            charges=frame.charges,
            extra_hits=frame.extra_hits,
        )
    )


def _after_clash(enc: Encounter, frame: AttackFrame, a: Fighter, target: Fighter) -> None:
    if frame.reaction == "parry" and not frame.hit and enc.state.pending is None:
        offer_reflect(enc, target, frame)


def _step(enc: Encounter, frame: ReflectFrame) -> None:
    from tenkaichi.dbu.combat.rules.costs import fixed_kp

    me = enc.fighter(frame.reflector)
    if frame.targets or me.defeated:
        enc.state.stack.pop()
        return
    kp = fixed_kp(enc, me, "reflect")
    enc.ask(
        me.id,
        "reflect",
        Msg.of(
            "dbu-team-ask-reflect",
            fighter=me.id,
            reflect=REFLECT,
            attacker=frame.attacker,
            attack=Term(frame.signature or frame.profile),
            kp=str(kp),
        ),
        [Option("pass", Msg.of("dbu-team-no-reflect", reflect=REFLECT))]
        + [
            Option(
                "reflect",
                Msg.of("dbu-team-reflect-at", reflect=REFLECT, target=o.id, kp=str(kp)),
                {"target": o.id},
            )
            for o in enc.in_initiative_order(enc.opponents(me))
        ],
    )


def _answer(enc: Encounter, frame: ReflectFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import fixed_kp, mark_used

    enc.state.stack.pop()
    if option.kind != "reflect":
        return
    me = enc.fighter(frame.reflector)
    target = enc.fighter(option.args["target"])
    original = enc.fighter(frame.attacker)
    mark_used(me, "reflect")
    stats.spend(enc, me, fixed_kp(enc, me, "reflect"), "Reflect")
    enc.emit(
        "maneuver",
        me.id,
        Msg.of("dbu-team-reflects", fighter=me.id, attacker=original.id, target=target.id),
        maneuver="reflect",
        target=target.id,
    )
    tmp = AttackFrame(
        attacker=original.id,
        source="basic",
        profile=frame.profile,
        foundation=frame.foundation,
        targets=[target.id],
        signature=frame.signature,
        wager=frame.wager,
        charges=frame.charges,
        extra_hits=frame.extra_hits,
        oos=True,
        stage="wound",
    )
    if not _strike(enc, me, target, tmp):
        return
    wound = attack_wound.roll_wound(enc, tmp, original)
    tmp.index = 1
    attack_wound.deal_damage(enc, tmp, original, target, wound)


def _strike(enc: Encounter, me: Fighter, target: Fighter, tmp: AttackFrame) -> bool:
    """The reflector's Strike with the initial Profile against the Opponent's plain Dodge."""
    p = get_profile(tmp.profile)
    parts = [
        part
        for part in rolls.strike_parts(enc, me, half_haste=has_hook(p, "half_haste"))
        if not part[0].startswith("Diminishing")
    ]
    if enc.distance(me, target) >= enc.settings.long_range:
        parts.append(("Long Range", -2 * stats.base_tier(enc, me)))
    s = rolls.combat_roll(enc, me, rolls.expression(enc, me, parts), "Reflect Strike")
    dodge = rolls.dodge_parts(enc, target)
    d = rolls.combat_roll(enc, target, rolls.expression(enc, target, dodge), "Dodge")
    hit = s.total > d.total
    enc.emit(
        "clash",
        me.id,
        Msg.of(
            "dbu-team-reflect-clash",
            reflect=REFLECT,
            fighter=me.id,
            strike=str(s.total),
            strike_dice=rolls.dice_text(enc, me),
            strike_shown=rolls.dice_said(s),
            strike_parts=rolls.explained(parts),
            target=target.id,
            dodge=str(d.total),
            dodge_dice=rolls.dice_text(enc, target),
            dodge_shown=rolls.dice_said(d),
            dodge_parts=rolls.explained(dodge),
            outcome=Msg.of(
                "dbu-team-reflect-hit"
                if hit
                else "dbu-team-reflect-miss-tie"
                if s.total == d.total
                else "dbu-team-reflect-miss"
            ),
        ),
        roll="reflect",
        scores=[s.total, d.total],
        hit=hit,
    )
    return hit


hooks.REGISTRY.after_clash.append(_after_clash)
hooks.frame(ReflectFrame, _step, _answer)
