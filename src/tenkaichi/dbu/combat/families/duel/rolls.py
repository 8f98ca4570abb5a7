"""The numbers of a Duel (seed 001): who is on each side, each side's Initiating Attack,
the Duel Clash roll and its bonuses, and the winner's Wound (or a Power Duel's Might).

A Duel Clash uses the primary duelist's higher of Force/Magic Modifier and the Tier of Power
Extra Dice, +2(T) per Energy Charge of the Initiating Attack and per Superior, Surging or
Greater State, +1(T) per United Duel ally, Power Shot, Super Stack, Raging/Mindful State and
stack of a resource that raises the Wound Roll, and the Critical Target reductions of the
Initiating Attack's Wound Roll; then every Ki Wager of the side. Power Shot is the ranks of
that Advantage on the Initiating Attack (its technique's and any lent by United Attack);
Power Burst's ranks on it are Super Stacks for the attack's duration, so they count here too.
A United Attack joiner's ¼ Force (Magic) Modifier goes to the winner's Wound Roll, where seed
001 puts it ("Increase their Wound Roll"), not to the Duel Clashes (:func:`united_wound`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Fighter
from tenkaichi.dbu.combat.families.advantages.dice import POWER_BURST, power_burst
from tenkaichi.dbu.combat.families.advantages.ranks import ranked
from tenkaichi.dbu.combat.families.advantages.rolls import power_shot as advantage_power_shot
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.attack_clash import best_of_two, total_charges
from tenkaichi.dbu.combat.rules.attack_wound import damage_for, report_damage, wound_parts_for
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.said import Phrase, counted_term, note_said
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Arg, Msg, Seq, Term
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame

GREATER_STATES = ("superior", "surging")
"""States worth +2(T) on a Duel Clash (with every ``greater_*`` State)."""
LESSER_STATES = ("raging", "mindful")
"""States worth +1(T) on a Duel Clash."""
WOUND_STACKS = {"power": "Power", "battle_born": "Battle Born"}
"""Resources whose stacks raise the Wound Roll: +1(T) per stack on a Duel Clash."""


def attack_of(enc: Encounter, duel: DuelFrame) -> AttackFrame:
    """The attack the Duel answers: the nearest attack frame below the Duel."""
    stack = enc.state.stack
    at = next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is duel)
    for frame in reversed(stack[:at]):
        if isinstance(frame, AttackFrame) and frame.attacker == duel.attacker:
            return frame
    raise AssertionError("a Duel frame without its attack")


def sides(enc: Encounter, duel: DuelFrame) -> dict[str, list[str]]:
    """Each side's duelists, primary first, then its United Duel participants."""
    defenders = [duel.primary or duel.initiator]
    defenders += [d for d in duel.defenders if d not in defenders] + duel.defender_allies
    attackers = [duel.attacker, *duel.attacker_allies]
    return {
        "attacker": [a for a in attackers if not enc.fighter(a).defeated],
        "defender": [d for d in defenders if not enc.fighter(d).defeated],
    }


def wager_cap(enc: Encounter, duel: DuelFrame, f: Fighter) -> int:
    """½ Max Capacity for a primary duelist (¼ in dbu-1, setting ``duel_wager_divisor``),
    1/10 for a United Duel participant."""
    primary = f.id in (duel.attacker, duel.primary)
    share = stats.max_capacity(enc, f) // (enc.settings.duel_wager_divisor if primary else 10)
    return max(0, min(share, f.capacity, f.ki))


def clash_parts(enc: Encounter, duel: DuelFrame, side: str) -> rolls.Parts:
    """A side's Duel Clash bonuses: the primary's higher of Force/Magic, +2(T) per Energy
    Charge and greater State, +1(T) per United Duel ally, Power Shot, Super Stack,
    Raging/Mindful State and Wound resource stack, then every wager of the side."""
    team = sides(enc, duel)[side]
    f = enc.fighter(team[0])
    t = stats.tier(enc, f)
    mods = stats.derived(enc, f).modifiers
    attr = "Magic" if mods["magic"] > mods["force"] else "Force"
    parts: rolls.Parts = [(attr, mods[attr.lower()])]
    frame = initiating_attack(enc, duel, side)
    charges = total_charges(enc, frame) if frame is not None else 0
    power_shot = advantage_power_shot(enc, frame) if frame is not None else 0
    if charges:
        parts.append(
            (
                counted_term(charges, "Energy Charge", "dbu-part-energy-charges"),
                enc.settings.duel_charge_bonus * t * charges,
            )
        )
    names = sorted({e.name for e in f.effects})
    greater = [n for n in names if n in GREATER_STATES or n.startswith("greater")]
    if greater:
        parts.append((_states(greater), 2 * t * len(greater)))
    if len(team) > 1:
        allies = len(team) - 1
        label: str = Phrase(
            f"{allies} United Duel ally(ies)",
            Msg.of("dbu-duel-part-allies", n=allies, count=str(allies)),
        )
        parts.append((label, t * allies))
    if power_shot:
        parts.append((ranked("Power Shot", power_shot), t * power_shot))
    supers = sum(e.stacks for e in f.effects if e.name == "super_stack")
    burst = power_burst(enc, frame) if frame is not None else 0  # its Super Stacks
    if supers or burst:
        why = f" ({burst} from {POWER_BURST})" if supers and burst else ""
        why = why or (f" ({POWER_BURST})" if burst else "")
        said_why: str | Msg = (
            Msg.of("dbu-duel-part-burst-from", burst=str(burst), power_burst=Term(POWER_BURST))
            if supers and burst
            else Msg.of("dbu-duel-part-burst", power_burst=Term(POWER_BURST))
            if burst
            else ""
        )
        stacks = supers + burst
        label = Phrase(
            f"{counted(stacks, 'Super Stack')}{why}",
            Msg.of("dbu-duel-part-super-stacks", n=stacks, count=str(stacks), why=said_why),
        )
        parts.append((label, t * stacks))
    lesser = [n for n in names if n in LESSER_STATES]
    if lesser:
        parts.append((_states(lesser), t * len(lesser)))
    for name, label in WOUND_STACKS.items():
        n = stats.stacks(f, name) if name in stats.MAX_STACKS else 0
        n = n or sum(e.stacks for e in f.effects if e.name == name)
        if n:
            parts.append((f"{label} ×{n}", t * n))
    if enc.settings.duel_clash_combat_parts:
        parts += [p for p in rolls.combat_parts(enc, f) if not p[0].startswith("Power ×")]
    for fid in team:
        w = duel.committed.get(fid, 0)
        if w:
            label = (
                "Ki Wager"
                if fid == f.id
                else Phrase(f"{fid}'s Ki Wager", Msg.of("dbu-duel-part-ally-wager", fighter=fid))
            )
            parts.append((label, w))
    return parts


def _states(names: list[str]) -> Phrase:
    """A roll part of States (their ids as the log always named them): ``States superior,
    surging``."""
    return Phrase(
        f"States {', '.join(names)}",
        Msg.of("dbu-duel-part-states", states=Seq(tuple(Term(n) for n in names), sep=", ")),
    )


def united_joiners(enc: Encounter, duel: DuelFrame, side: str) -> list[str]:
    """A side's United Attack joiners still standing: the attacker's allies who joined the
    attack, or the defending duelist's allies who joined the Duel (other targets who entered
    the Duel are United Duel participants, not United Attack joiners)."""
    team = sides(enc, duel)[side]
    if side == "attacker":
        return team[1:]
    return [a for a in duel.defender_allies if a in team]


def united_wound(enc: Encounter, duel: DuelFrame, side: str, frame: AttackFrame) -> rolls.Parts:
    """United Attack in a Duel (seed 001): "Increase their Wound Roll by 1/2 of your relevant
    Attribute Modifier (Force for if they made a Physical or Energy Attack and Magic for if
    they made a Magic Attack) or 1/4 if they are engaging in a Duel Maneuver": each United
    Attack joiner of the winning side adds ¼ of that Modifier to the winner's Wound Roll
    (``frame``: the winner's Initiating Attack). The Duel Clashes get only the +1(T) per
    United Duel ally and the joiners' wagers."""
    from tenkaichi.dbu.combat.families.team.team import united_duel_bonus

    parts: rolls.Parts = []
    for uid in united_joiners(enc, duel, side):
        bonus = united_duel_bonus(enc, enc.fighter(uid), frame)
        if bonus:
            attr = attr_of(frame)
            label = Phrase(
                f"United {uid} ¼ {attr}",
                Msg.of("dbu-duel-part-united", fighter=uid, attribute=Term(attr)),
            )
            parts.append((label, bonus))
    return parts


def roll_side(enc: Encounter, duel: DuelFrame, side: str) -> tuple[int, str | Msg]:
    """A side's Duel Clash roll. "Any reductions to the Critical Target of the Initiating
    Attack's Wound Roll are also applied to a Duel Clash" (seed 001): the duelist's own (Mindful)
    ride on every roll of theirs already (``rolls.dice_text``); the attack's own
    (``roll_effects.WOUND_CRITICAL_TARGETS``: Cutting's 5) are applied here."""
    from tenkaichi.dbu.combat.families.profile_effects.roll_effects import (
        late_critical,
        wound_critical,
    )

    f = enc.fighter(sides(enc, duel)[side][0])
    parts = clash_parts(enc, duel, side)
    expr = rolls.expression(enc, f, parts)
    enc.rolling(f.id, "Duel Clash")
    r = roll(expr, rng=enc.rng, tier=stats.tier(enc, f), base_tier=stats.base_tier(enc, f))
    score, note = r.total, ""
    said: Arg = ""
    frame = initiating_attack(enc, duel, side)
    if frame is not None:
        name = frame.signature or frame.profile
        extra, note = late_critical(
            enc, f.id, r, wound_critical(enc, frame, f), f"{name}'s Wound Roll", Term(name)
        )
        said = note_said(note)
        score += extra
    return score, Msg.of(
        "dbu-duel-side-roll",
        fighter=f.id,
        score=str(score),
        dice=rolls.dice_text(enc, f),
        draws=str(list(r.draws)),
        parts=rolls.explained(parts),
        note=said,
    )


def attr_of(frame: AttackFrame) -> str:
    return "Magic" if frame.foundation == "magic" else "Force"


def initiating_attack(enc: Encounter, duel: DuelFrame, side: str) -> AttackFrame | None:
    """A side's Initiating Attack: the attack itself for the attacker; for the defenders the
    primary's chosen Profile or Signature (None for a Power Duel)."""
    if side == "attacker":
        return attack_of(enc, duel)
    primary = duel.primary or duel.initiator
    if primary in duel.initiating:
        return duel.initiating[primary]
    return initiating_frame(enc, duel, enc.fighter(primary))


def initiating_frame(enc: Encounter, duel: DuelFrame, f: Fighter) -> AttackFrame | None:
    """A defending duelist's Initiating Attack as an attack frame aimed at the attacker (None
    for a Power Duel)."""
    choice = duel.choices.get(f.id, {"mode": "power"})
    if choice["mode"] == "power":
        return None
    if choice["mode"] == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == choice["signature"])
        profile, foundation, name, source = sig.profile, sig.foundation, sig.name, "signature"
    else:
        profile, foundation, name, source = choice["profile"], choice["foundation"], "", "basic"
    return AttackFrame(
        attacker=f.id,
        source=source,  # type: ignore[arg-type]
        profile=profile,
        foundation=foundation,
        targets=[duel.attacker],
        signature=name,
        aim=duel.attacker,
        oos=True,
        reaction="duel",
    )


def roll_wound(
    enc: Encounter, frame: AttackFrame, f: Fighter, more: rolls.Parts | None = None
) -> int:
    """The winner's Wound Roll "for their Attacking Maneuver ... as usual" (seed 001): its
    bonuses, ``more`` (the United Attack joiners' ¼ Modifier, :func:`united_wound`) and its
    Wound Roll effects (the Profile's Critical Target: Cutting)."""
    parts, extra = wound_parts_for(enc, frame, f)
    parts = [*parts, *(more or [])]
    expr = rolls.expression(enc, f, parts, extra)
    enc.rolling(f.id, "Wound")
    r = roll(expr, rng=enc.rng, tier=stats.tier(enc, f), base_tier=stats.base_tier(enc, f))
    r, twice = best_of_two(enc, frame, f, r, expr, "wound")  # Twin Linked (Wound)
    notes = [note_said(twice)]
    score = r.total
    for hook in REGISTRY.wound_rolled:
        score, note = hook(enc, frame, f, r, score)
        notes.append(note_said(note))
    charges = total_charges(enc, frame)
    enc.emit(
        "wound",
        f.id,
        Msg.of(
            "dbu-duel-wound",
            fighter=f.id,
            score=str(score),
            dice=rolls.dice_text(enc, f),
            charges=(
                Msg.of("dbu-duel-wound-charges", n=charges, count=str(charges), extra=extra[1:])
                if charges
                else ""
            ),
            draws=str(list(r.draws)),
            parts=rolls.explained(parts),
            notes=Seq(tuple(notes)),
        ),
        score=score,
        dice=list(r.draws),
        duel=True,
    )
    return score


def hurt(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter, wound: int) -> None:
    """The Duel's Wound on one loser "as usual": Damage, then the attack's after-Damage
    effects (a Profile's riders, a Signature's conditions, Launching's Knockback...)."""
    if target.defeated:
        return
    calc, notes = damage_for(enc, frame, f, target, wound, "duel")
    report_damage(enc, frame, target, calc, notes, wound)
    threshold_before = target.threshold
    if calc.damage:
        lose_life(enc, target, calc.damage, by=f, why="Duel", attack=True)
    frame.threshold_before = threshold_before
    for hook in REGISTRY.after_wound:
        hook(enc, frame, f, target)


def power_duel(enc: Encounter, duel: DuelFrame, f: Fighter, losers: list[Fighter]) -> None:
    """No Wound Roll: a Wound score of Might plus every wager; an undefeated loser is Shaken
    until the end of the encounter or until the winner drops through a Health Threshold."""
    might = stats.derived(enc, f).might.value
    wound = might + duel.total
    enc.emit(
        "wound",
        f.id,
        Msg.of(
            "dbu-duel-power-wound",
            fighter=f.id,
            wound=str(wound),
            might=str(might),
            total=str(duel.total),
        ),
        score=wound,
        duel=True,
        power_duel=True,
    )
    frame = AttackFrame(
        attacker=f.id,
        source="basic",
        profile="Simple",
        foundation="physical",
        targets=[x.id for x in losers],
        aim=losers[0].id,
        oos=True,
        reaction="duel",
    )
    for loser in losers:
        hurt(enc, frame, f, loser, wound)
    opponent = enc.fighter(duel.attacker)
    if not opponent.defeated:
        stats.add_effect(
            enc,
            opponent,
            Effect("shaken", "Power Duel", Expiry("never"), value=f.threshold, by=f.id),
        )


def power_duel_ends(enc: Encounter, target: Fighter, amount: int, by: Fighter | None) -> None:
    """The Power Duel's Shaken ends when its winner is knocked through a Health Threshold."""
    for f in enc.state.fighters:
        ended = [
            e
            for e in f.effects
            if e.name == "shaken"
            and e.source == "Power Duel"
            and e.by == target.id
            and (target.threshold > e.value or target.defeated)
        ]
        for e in ended:
            f.effects.remove(e)
        if ended and not stats.has(f, "shaken"):
            enc.emit(
                "condition_lost",
                f.id,
                Msg.of(
                    "dbu-duel-shaken-ends",
                    fighter=f.id,
                    shaken=Term("Shaken"),
                    winner=target.id,
                ),
                condition="shaken",
            )
