"""Edition dbu-1 (seed 003): the Duel Maneuver as the older rules state it.

Each function replaces one part of :data:`tenkaichi.dbu.combat.families.duel.duel.RULES` in dbu-1
encounters only (:func:`tenkaichi.dbu.combat.core.hooks.override`):

- Who may Duel: "If you are targeted by an Attacking Maneuver that is either a Signature
  Technique, has a Ki Wager of at least 10(T) or has 2+ Energy Charges": a Signature Technique
  alone is enough, and the wager is scaled by the current Tier (dbu-2: the base Tier).
- The answer: "Spend the Ki Points to make an Attacking Maneuver of the same Profile. You may
  instead choose to select a Signature Technique of the same Profile": a Basic Attack or a
  Signature Technique of the incoming attack's Profile (dbu-2: of its Foundation). There is
  no Power Duel: the Duel always spends the Ki Points of an Attacking Maneuver.
- The three rolls: "Each player ... makes 3 Wound Rolls for the Attacking Maneuver they have
  used, contested against one another": each side rolls its Initiating Attack's Wound Roll
  (with that roll's Critical Target: Cutting's 5), its Energy Charges "replaced with a bonus
  of +1(T) for each Energy Charge" (setting ``duel_charge_bonus``), plus its Ki Wagers of
  "up to 1/4 (rounded up) of your Capacity Rate" (setting ``duel_wager_divisor``). All three
  are rolled (setting ``duel_stop_at_two_wins`` false): the majority wins.
- "At the start of a Duel Maneuver, all Ki Wagers placed onto an Attacking Maneuver are
  refunded": the attacker's and its United Attack allies'.
- United Attack in a Duel: "you may add your Force or Spirit Modifier (whichever is higher)
  onto each of their rolls. During one of the rolls (you decide which), you may additionally
  add a Ki Wager worth up to 1/10th of your Capacity Rate": "their rolls" are the three
  contested Wound Rolls (the rolls the Duel's Ki Wagers go on), so the final Wound Roll gets
  every Ki Wager of the Duel and nothing more from the allies (dbu-2, seed 001: +1(T) per ally
  and a wager on every Duel Clash, ¼ of the Modifier on the winner's Wound Roll).
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter
from tenkaichi.dbu.combat.editions.dbu1.rules import EDITION
from tenkaichi.dbu.combat.families.duel import duel
from tenkaichi.dbu.combat.families.duel import rolls as duel_rolls
from tenkaichi.dbu.combat.families.duel.rolls import initiating_attack, sides
from tenkaichi.dbu.combat.rules import legality, rolls, stats
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.dbu.combat.rules.attack_wound import wound_parts_for
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.combat.rules.legality import AttackChoice
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame


@hook(EDITION, "duel_trigger")
def heavy(enc: Encounter, frame: AttackFrame) -> bool:
    """A Signature Technique, a Ki Wager of 10(T) or more, or 2+ Energy Charges."""
    if frame.signature or total_charges(enc, frame) >= 2:
        return True
    whose = frame.attacker
    if enc.settings.duel_wager_tier == "target" and frame.targets:
        whose = frame.targets[min(frame.index, len(frame.targets) - 1)]
    return frame.wager >= 10 * stats.tier(enc, enc.fighter(whose))


@hook(EDITION, "duel_answers")
def answer_choices(enc: Encounter, frame: AttackFrame, f: Fighter) -> list[AttackChoice]:
    """A Basic Attack or a Signature Technique of the incoming attack's Profile, that ``f``
    may make (:func:`legality.attack_choices`) and afford."""
    return legality.attack_choices(enc, f, via="counter", limits=False, profile=frame.profile)


@hook(EDITION, "power_duel")
def no_power_duel(enc: Encounter, frame: AttackFrame, f: Fighter) -> bool:
    """Seed 003 has no Power Duel."""
    return False


@hook(EDITION, "duel_refund")
def refund_wagers(enc: Encounter, attack: AttackFrame, a: Fighter) -> None:
    """Every Ki Wager placed onto the attack goes back as Ki Points and Capacity: the
    attacker's and each United Attack ally's."""
    duel.refund_wagers(enc, attack, a)
    for uid, kp in list(attack.united_wagers.items()):
        if kp:
            attack.united_wagers[uid] = 0
            stats.gain_ki(
                enc, enc.fighter(uid), kp, "the Duel refunds the United Ki Wager", capacity=kp
            )


def is_primary(duel_frame: DuelFrame, f: Fighter) -> bool:
    return f.id in (duel_frame.attacker, duel_frame.primary or duel_frame.initiator)


@hook(EDITION, "duel_wager_cap")
def wager_cap(enc: Encounter, duel_frame: DuelFrame, f: Fighter) -> int:
    """A duelist: ¼ (rounded up) of Max Capacity on each roll; an ally: 1/10 of Max
    Capacity, on one roll only."""
    cap = stats.max_capacity(enc, f)
    if is_primary(duel_frame, f):
        share = math.ceil(cap / enc.settings.duel_wager_divisor)
    elif duel_frame.wagered.get(f.id, 0):
        share = 0
    else:
        share = cap // 10
    return max(0, min(share, f.capacity, f.ki))


def roll_parts(enc: Encounter, duel_frame: DuelFrame, side: str) -> tuple[rolls.Parts, str]:
    """A side's Duel roll: its Initiating Attack's Wound Roll with +1(T) per Energy Charge
    instead of their dice, each ally's higher of Force and Magic, then every Ki Wager."""
    team = sides(enc, duel_frame)[side]
    f = enc.fighter(team[0])
    other = sides(enc, duel_frame)["defender" if side == "attacker" else "attacker"]
    frame = initiating_attack(enc, duel_frame, side)
    assert frame is not None, "dbu-1 has no Power Duel"
    charges = total_charges(enc, frame)
    bare = replace(
        frame, targets=other[:1] or frame.targets, index=0, wager=0, united=[], united_wagers={}
    )
    parts, extra = wound_parts_for(enc, bare, f)
    t = stats.tier(enc, f)
    dice = f"+{charges * t}d{8 if frame.signature else 6}" if charges else ""
    extra = extra.removeprefix(dice)
    if charges:
        label = Phrase(
            counted(charges, "Energy Charge"),
            Msg.of("dbu-legacy-energy-charges", n=charges, count=str(charges)),
        )
        parts.append((label, enc.settings.duel_charge_bonus * t * charges))
    for uid in team[1:]:
        mods = stats.derived(enc, enc.fighter(uid)).modifiers
        attr = "magic" if mods["magic"] > mods["force"] else "force"
        parts.append((united(uid, attr), mods[attr]))
    for fid in team:
        w = duel_frame.committed.get(fid, 0)
        if w:
            if fid == f.id:
                parts.append(("Ki Wager", w))
            else:
                said = Msg.of("dbu-legacy-part-ally-wager", ally=fid)
                parts.append((Phrase(f"{fid}'s Ki Wager", said), w))
    return parts, extra


def united(uid: str, attr: str) -> Phrase:
    """The part label ``United Yamcha Force``: a United Attack ally's Modifier."""
    said = Msg.of("dbu-legacy-part-united-attribute", ally=uid, attribute=Term(attr.title()))
    return Phrase(f"United {uid} {attr.title()}", said)


@hook(EDITION, "duel_roll")
def roll_side(enc: Encounter, duel_frame: DuelFrame, side: str) -> tuple[int, Msg]:
    """A side's Duel roll is its Initiating Attack's Wound Roll, so the attack's own Critical
    Target reductions (``roll_effects.WOUND_CRITICAL_TARGETS``: Cutting's 5) apply to it
    as they do to that Wound Roll."""
    from tenkaichi.dbu.combat.families.profile_effects.roll_effects import (
        late_critical,
        wound_critical,
    )

    f = enc.fighter(sides(enc, duel_frame)[side][0])
    parts, extra = roll_parts(enc, duel_frame, side)
    enc.rolling(f.id, "Duel Clash")
    r = roll(
        rolls.expression(enc, f, parts, extra),
        rng=enc.rng,
        tier=stats.tier(enc, f),
        base_tier=stats.base_tier(enc, f),
    )
    frame = initiating_attack(enc, duel_frame, side)
    assert frame is not None, "dbu-1 has no Power Duel"
    name = frame.signature or frame.profile
    critical = wound_critical(enc, frame, f)
    bonus, note = late_critical(enc, f.id, r, critical, f"{name}'s Wound Roll")
    said = Msg.of(
        "dbu-legacy-duel-roll",
        fighter=f.id,
        score=str(r.total + bonus),
        dice=rolls.dice_text(enc, f),
        extra=f" {extra[1:]}" if extra else "",
        draws=str(list(r.draws)),
        parts=rolls.explained(parts),
        note=Msg.of(
            "dbu-legacy-late-critical", extra=str(bonus), name=Term(name), target=str(critical)
        )
        if note
        else "",
    )
    return r.total + bonus, said


@hook(EDITION, "duel_united_wound")
def no_united_wound(
    enc: Encounter, duel_frame: DuelFrame, side: str, frame: AttackFrame
) -> rolls.Parts:
    """The final Wound Roll: seed 003 puts a United Attack ally's Modifier "onto each of their
    rolls"; with ``legacy_united_duel_rolls: every`` (the default) that is every roll of the
    Duel Maneuver, the winner's final Wound Roll included; with ``contested`` only the three
    contested Wound Rolls (:func:`roll_parts`)."""
    if enc.settings.legacy_united_duel_rolls != "every":
        return []
    parts: rolls.Parts = []
    for uid in sides(enc, duel_frame)[side][1:]:
        mods = stats.derived(enc, enc.fighter(uid)).modifiers
        attr = "magic" if mods["magic"] > mods["force"] else "force"
        parts.append((united(uid, attr), mods[attr]))
    return parts


R = duel.RULES
hooks.override(R, duel.heavy, EDITION, heavy)
hooks.override(R, duel.answer_choices, EDITION, answer_choices)
hooks.override(R, duel.power_duel_allowed, EDITION, no_power_duel)
hooks.override(R, duel.refund_wagers, EDITION, refund_wagers)
hooks.override(R, duel_rolls.wager_cap, EDITION, wager_cap)
hooks.override(R, duel_rolls.roll_side, EDITION, roll_side)
hooks.override(R, duel_rolls.united_wound, EDITION, no_united_wound)
