"""The Clash of an attack, target by target (seed 001 and reference section 4): the target's
answer (Dodge, a Defend Counter Maneuver, Energy Cancel), the Strike against the Dodge or Parry
(the defender wins ties), Combination's extra Strikes, Cross Counter's attack back, and the
Clash kept for the Wound Roll (:mod:`~tenkaichi.dbu.combat.rules.attack_wound`).

The stages ``react``, ``clash`` and ``cross`` of :class:`AttackFrame`
(:mod:`~tenkaichi.dbu.combat.rules.attack`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY, DiceHook, extra_dice, extra_parts
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option, StrikeOutcome
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.said import Phrase, counted_term, note_said, said
from tenkaichi.dbu.profiles import charge_cap, has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dice.result import RollResult

DEFENDS = {
    "parry": "Defend: Parry (your Strike against theirs)",
    "direct_hit": "Defend: Direct Hit (take it, +½ Soak)",
    "power_flare": "Defend: Power Flare (Wound against Wound)",
    "cross_counter": "Defend: Cross Counter (½ Defense Value, then attack back)",
    "guard": "Defend: Guard (halve the Wound, -1 Damage Category)",
}


def guard_kp(enc: Encounter, defender: Fighter, charges: int) -> int:
    """Guard: 8(bT) KP, +1(bT) per Energy Charge (max +4(bT)), ×1.5 under Guard Down."""
    bt = stats.base_tier(enc, defender)
    cost = 8 * bt + min(4, charges) * bt
    if stats.has(defender, "guard_down"):
        cost = cost * 3 // 2
    from tenkaichi.dbu.combat.rules.costs import maneuver_kp

    return maneuver_kp(enc, defender, cost)


def total_charges(enc: Encounter, frame: AttackFrame) -> int:
    """Declared charges plus the Profile's free ones, capped (Beam's free charge goes beyond)."""
    p = get_profile(frame.profile)
    cap = charge_cap(p, enc.settings.energy_charge_cap)
    if p.beyond_cap:
        return min(frame.charges, cap) + p.charges
    return min(frame.charges + p.charges, cap)


# --- the target's answer ---------------------------------------------------------------


def reaction_options(enc: Encounter, frame: AttackFrame, target: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import can_counter, within_limits

    options = [Option("dodge", Msg.of("dbu-option-dodge"))]
    if not can_counter(enc, target):
        return options
    for key in DEFENDS:
        label = Msg.of(f"dbu-option-defend-{key.replace('_', '-')}")
        if key == "guard":
            cost = guard_kp(enc, target, total_charges(enc, frame))
            if not stats.can_spend(target, cost):
                continue
            label = Msg.of("dbu-option-kp", option=label, kp=str(cost))
        options.append(Option("defend", label, {"defend": key}))
    if target.charge is not None and within_limits(enc, target, "energy_cancel"):
        options.append(Option("energy_cancel", Msg.of("dbu-option-energy-cancel-drop")))
    for provider in REGISTRY.reaction_options:
        options += provider(enc, frame, target)
    for edit in REGISTRY.reaction_edits:  # Fake Out, Encompassing Attack (families/advantages)
        options = edit(enc, frame, target, options)
    return options


def stage_react(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if frame.wounding:
        frame.stage = "wound"
        return
    if frame.index >= len(frame.targets):
        frame.wounding = True  # every Clash is over: the Wounds, target by target
        frame.index = 0
        frame.stage = "wound"
        for hook in REGISTRY.wounds_begin:  # Transformation Flare
            hook(enc, frame, f)
        return
    target = enc.fighter(frame.targets[frame.index])
    if target.defeated:
        frame.index += 1
        return
    frame.stage = "clash"
    frame.reaction = "dodge"
    options = reaction_options(enc, frame, target)
    if len(options) > 1:
        frame.stage = "react"
        enc.ask(
            target.id,
            "reaction",
            Msg.of(
                "dbu-ask-reaction",
                fighter=target.id,
                attacker=f.id,
                attack=Term(frame.signature or frame.profile),
            ),
            options,
        )


# --- Strike against Dodge or Parry -------------------------------------------------------


def strike_parts_for(
    enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter
) -> rolls.Parts:
    p = get_profile(frame.profile)
    t, bt = stats.tier(enc, f), stats.base_tier(enc, f)
    parts = rolls.strike_parts(enc, f, half_haste=has_hook(p, "half_haste"))
    if frame.called_shot:
        parts.append(("Called Shot", -2 * t))
    if frame.source != "exploit" and enc.distance(f, target) >= enc.settings.long_range:
        parts.append(("Long Range", -2 * bt))
    return parts + extra_parts(REGISTRY.strike_parts, enc, frame, f, target)


def strike_dice_for(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> str:
    """Extra dice on the Strike Roll from hooks (Punching Up), as ``+2d4``."""
    return "".join(f"+{d}" for _, d in extra_dice(REGISTRY.strike_dice, enc, frame, f, target))


def dice_explain(
    enc: Encounter, hooks: list[DiceHook], frame: AttackFrame, f: Fighter, t: Fighter
) -> Seq:
    """The extra dice hooks add to a roll, as the log explains them: `` + Punching Up 2d4``."""
    return Seq(
        tuple(
            Msg.of("dbu-dice-part", label=said(label), dice=d)
            for label, d in extra_dice(hooks, enc, frame, f, t)
        )
    )


def defence_parts_for(
    enc: Encounter, frame: AttackFrame, target: Fighter, reaction: str
) -> rolls.Parts:
    attacker = enc.fighter(frame.attacker)
    if reaction == "parry":
        parts = rolls.parry_parts(enc, target)
        charges = total_charges(enc, frame)
        if charges:
            label = counted_term(charges, "Energy Charge", "dbu-part-energy-charges")
            parts.append((label, -charges * stats.base_tier(enc, target)))
        return parts + extra_parts(REGISTRY.defence_parts, enc, frame, attacker, target)
    parts = rolls.dodge_parts(enc, target, halved=reaction == "cross_counter")
    if stats.has(target, "rapid_dodge"):
        parts.append(("Rapid Movement", stats.tier(enc, target)))
    return parts + extra_parts(REGISTRY.defence_parts, enc, frame, attacker, target)


def best_of_two(
    enc: Encounter, frame: AttackFrame, f: Fighter, first: RollResult, expr: str, roll: str
) -> tuple[RollResult, str]:
    """The attack's Strike or Wound Roll (``roll``: "strike" or "wound") made a second time
    when a ``roll_twice`` hook says so (Twin Linked), the higher Dice Score kept (a tie keeps
    the first): the kept roll and the log's note on the other ("" when made once)."""
    why = next((w for w in (h(enc, frame, f, roll) for h in REGISTRY.roll_twice) if w), "")
    if not why:
        return first, ""
    second = rolls.combat_roll(enc, f, expr, roll.title())
    kept, other = (second, first) if second.total > first.total else (first, second)
    english = (
        f" ({why}: rolled twice, the higher kept; the other roll "
        f"{rolls.dice_shown(other)} = {other.total})"
    )
    return kept, Phrase(
        english,
        Msg.of(
            "dbu-rolled-twice",
            why=said(why),
            rolled=rolls.dice_said(other),
            total=str(other.total),
        ),
    )


def _strike(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> None:
    fresh = frame.strike_score < 0
    if fresh:
        _roll_strike(enc, frame, f, target)
    for hook in REGISTRY.strike_against:  # Trick Attack: the score against this target
        hook(enc, frame, f, target, fresh)


def _roll_strike(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> None:
    parts = strike_parts_for(enc, frame, f, target)
    dice = strike_dice_for(enc, frame, f, target)
    expr = rolls.expression(enc, f, parts, dice)
    r = rolls.combat_roll(enc, f, expr, "Strike")
    r, twice = best_of_two(enc, frame, f, r, expr, "strike")
    notes = [note_said(twice)]
    frame.crit_strike = r.criticals > 0
    score = r.total
    for hook in REGISTRY.strike_rolled:
        score, note = hook(enc, frame, f, r, score)
        notes.append(note_said(note))
    frame.strike_score = score
    enc.emit(
        "clash",
        f.id,
        Msg.of(
            "dbu-strike",
            fighter=f.id,
            score=str(score),
            dice=rolls.dice_text(enc, f),
            hooked=dice_explain(enc, REGISTRY.strike_dice, frame, f, target),
            rolled=rolls.dice_said(r),
            parts=rolls.explained(parts),
            notes=Seq(tuple(notes)),
        ),
        roll="strike",
        score=score,
        dice=list(r.draws),
    )


def stage_clash(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    target = enc.fighter(frame.targets[frame.index])
    reaction = frame.reaction
    frame.stage = "wound"
    frame.hit = True
    frame.defence_score = -1
    automatic = auto_hit(enc, frame, f, target)
    if reaction in ("direct_hit", "guard", "power_flare"):
        enc.emit(
            "clash",
            target.id,
            Msg.of("dbu-forgoes-dodge", fighter=target.id, attacker=f.id),
            hit=True,
            reaction=reaction,
        )
    elif automatic:
        enc.emit(
            "clash",
            target.id,
            Msg.of("dbu-auto-hit", attacker=f.id, fighter=target.id, why=said(automatic)),
            hit=True,
        )
    else:
        _strike(enc, frame, f, target)
        parts = defence_parts_for(enc, frame, target, reaction)
        what = "Parry" if reaction == "parry" else "Dodge"
        r = rolls.combat_roll(enc, target, rolls.expression(enc, target, parts), what)
        frame.defence_score = r.total
        frame.hit = frame.strike_score > r.total
        enc.emit(
            "clash",
            target.id,
            Msg.of(
                _outcome("dbu-defence", frame.hit, frame.strike_score == r.total),
                fighter=target.id,
                roll=Term(what),
                score=str(r.total),
                dice=rolls.dice_text(enc, target),
                rolled=rolls.dice_said(r),
                parts=rolls.explained(parts),
            ),
            roll=what.lower(),
            score=r.total,
            hit=frame.hit,
            dice=list(r.draws),
        )
        if reaction == "dodge" and not any(
            spared(enc, frame, f, target) for spared in REGISTRY.diminishing_spared
        ):
            _diminishing_defense(enc, target)
        if not frame.hit and any(h(enc, frame, f, target) for h in REGISTRY.strike_missed):
            return  # the attacker decides first (Homing); the answer ends the Clash
        if frame.hit and has_hook(get_profile(frame.profile), "combination"):
            _combination(enc, frame, f)
    end_clash(enc, frame, f, target)


def end_clash(
    enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter, *, moved_on: bool = False
) -> None:
    """The rest of the current target's Clash once its Strike is settled: Cross Counter's
    attack back, then the ``after_clash`` hooks, which act on an attack that ended at this
    target (Reflect, Intervene) and so are left out when it ``moved_on`` to another (Rebound)."""
    if frame.reaction == "cross_counter":
        frame.stage = "cross"
        _cross_counter(enc, frame, f, target)
    if moved_on:
        return
    for hook in REGISTRY.after_clash:
        hook(enc, frame, f, target)


def strike_again(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> bool:
    """Roll the current target's Strike again against the defence score already rolled
    (Homing); a hit now brings the Combination Profile's extra Strikes. True on a hit."""
    frame.strike_score = -1
    _strike(enc, frame, f, target)
    frame.hit = frame.strike_score > frame.defence_score
    what = "Parry" if frame.reaction == "parry" else "Dodge"
    enc.emit(
        "clash",
        target.id,
        Msg.of(
            _outcome("dbu-strike-again", frame.hit, frame.strike_score == frame.defence_score),
            attacker=f.id,
            strike=str(frame.strike_score),
            fighter=target.id,
            roll=Term(what),
            score=str(frame.defence_score),
        ),
        roll=what.lower(),
        score=frame.defence_score,
        hit=frame.hit,
    )
    if frame.hit and has_hook(get_profile(frame.profile), "combination"):
        _combination(enc, frame, f)
    return frame.hit


def _outcome(msg_id: str, hit: bool, tie: bool) -> str:
    """The message of a Clash's outcome: ``-hit``, ``-miss``, or ``-tie`` (a miss: the defender
    wins ties)."""
    return f"{msg_id}-{'hit' if hit else 'tie' if tie else 'miss'}"


def auto_hit(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> str:
    """Why this attack hits without a Clash ("" if it does not)."""
    if not (f.effects or target.effects):
        return ""
    return next((why for why in (h(enc, frame, f, target) for h in REGISTRY.auto_hit) if why), "")


def _diminishing_defense(enc: Encounter, target: Fighter) -> None:
    """Each attack you answer with a plain Dodge adds stacks by base Tier: 1 at 1-2,
    2 at 3-4, 3 at 5-6, 4 at 7 (reference 4)."""
    bt = stats.base_tier(enc, target)
    target.defense_stacks += (bt + 1) // 2


def _combination(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """Three more Strike rolls against the same defence score (``combination_strikes``:
    Alotta Lotta Attacks adds more); each that beats it adds 2(T) to the Wound Roll."""
    parts = rolls.strike_parts(enc, f)
    hits = 0
    scores = []
    count, more = 3, []
    for hook in REGISTRY.combination_strikes:
        count, note = hook(enc, frame, count)
        more.append(note_said(note))
    for _ in range(count):
        r = rolls.combat_roll(enc, f, rolls.expression(enc, f, parts), "Combination Strike")
        scores.append(r.total)
        hits += r.total > frame.defence_score
    frame.extra_hits = hits
    enc.emit(
        "clash",
        f.id,
        Msg.of(
            "dbu-combination",
            fighter=f.id,
            scores=str(scores),
            more=Seq(tuple(more)),
            score=str(frame.defence_score),
            n=hits,
            count=str(hits),
            wound=str(2 * hits),
        ),
        roll="combination",
        scores=scores,
        hits=hits,
    )


def _cross_counter(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options

    options = [Option("no_cross", Msg.of("dbu-option-no-cross"))]
    options += basic_attack_options(enc, target, kind="cross_attack", only_target=f)
    for edit in REGISTRY.cross_counter_options:  # the Counter Advantage (families/advantages)
        options = edit(enc, frame, target, options)
    if len(options) > 1:
        enc.ask(
            target.id,
            "cross_counter",
            Msg.of("dbu-ask-cross-counter", fighter=target.id, attacker=f.id),
            options,
        )


def stage_cross(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    frame.stage = "wound"


def keep_clash(frame: AttackFrame) -> None:
    """The current target's Clash is over (Intervene included): keep it for its Wound."""
    frame.outcomes[frame.targets[frame.index]] = StrikeOutcome(
        reaction=frame.reaction,
        hit=frame.hit,
        defence_score=frame.defence_score,
        extra_hits=frame.extra_hits,
        stand_in=frame.stand_in,
        stand_in_mode=frame.stand_in_mode,
    )
    frame.extra_hits = 0
    frame.stand_in = frame.stand_in_mode = ""
    frame.index += 1
    frame.stage = "react"


def recall_clash(frame: AttackFrame, target: str) -> None:
    """Put a target's kept Clash back on the frame for its Wound (none: no Wound)."""
    kept = frame.outcomes.get(target, StrikeOutcome())
    frame.reaction = kept.reaction
    frame.hit = kept.hit
    frame.defence_score = kept.defence_score
    frame.extra_hits = kept.extra_hits
    frame.stand_in = kept.stand_in
    frame.stand_in_mode = kept.stand_in_mode
