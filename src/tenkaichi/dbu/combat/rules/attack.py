"""Attacking Maneuvers, from declaration to damage (seed 001 and reference sections 4-5).

Stages of an :class:`AttackFrame`:

``modifier`` (Called Shot, Absorbing Attack) -> ``wager`` (Ki Wager, at most ½ Max Capacity)
-> ``instants`` (the Instant window, Standard Maneuvers only) -> ``targets`` (Instantaneous
Control if a target got away) -> for each target: ``react`` (Dodge or a Counter Maneuver) ->
``clash`` (Strike vs Dodge, the defender wins ties) -> ``cross`` (Cross Counter's attack back)
-> (the Clash is kept) -> then, once every target's Clash is over, for each target it hit:
``wound`` (Wound Roll, Power Flare, Damage Category, DR, Soak, Thresholds).

Every Clash comes before any Wound: seed 001's Intervene is used "When an Ally is hit", and
then "If the Attacking Maneuver hits multiple targets, all other targets receive the Wound
Roll as usual" (Defense Wall) and a won Deflect sends the attack "away from all targets", so
the hits are known, and no Wound dealt, when an Intervene is chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY, DamageMods, DiceHook, extra_dice, extra_parts
from tenkaichi.dbu.combat.core.hooks import frame as register_frame
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    ControlFrame,
    Effect,
    Expiry,
    Fighter,
    Option,
    StrikeOutcome,
)
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.damage import DamageCalc, damage_from_wound, heal, lose_life
from tenkaichi.dbu.combat.rules.profiles import charge_cap, has_hook
from tenkaichi.dbu.combat.rules.profiles import profile as get_profile
from tenkaichi.dice.result import RollResult
from tenkaichi.dice.roller import roll

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

CALLED_SHOTS = {
    "head": "Impediment until the start of the attacker's next turn",
    "eyes": "Blinded until the end of the target's next turn",
    "arm": "Guard Down until the start of the attacker's next turn",
    "leg": "Speeds and Defense Value halved until the start of the attacker's next turn",
    "gut": "knocked Prone",
}
DEFENDS = {
    "parry": "Defend: Parry (your Strike against theirs)",
    "direct_hit": "Defend: Direct Hit (take it, +½ Soak)",
    "power_flare": "Defend: Power Flare (Wound against Wound)",
    "cross_counter": "Defend: Cross Counter (½ Defense Value, then attack back)",
    "guard": "Defend: Guard (halve the Wound, -1 Damage Category)",
}


def _roll(enc: Encounter, f: Fighter, expr: str) -> RollResult:
    return roll(expr, rng=enc.rng, tier=stats.tier(enc, f), base_tier=stats.base_tier(enc, f))


def guard_kp(enc: Encounter, defender: Fighter, charges: int) -> int:
    """Guard: 8(bT) KP, +1(bT) per Energy Charge (max +4(bT)), ×1.5 under Guard Down."""
    bt = stats.base_tier(enc, defender)
    cost = 8 * bt + min(4, charges) * bt
    if stats.has(defender, "guard_down"):
        cost = cost * 3 // 2
    from tenkaichi.dbu.combat.rules.maneuvers import maneuver_kp

    return maneuver_kp(enc, defender, cost)


def total_charges(enc: Encounter, frame: AttackFrame) -> int:
    """Declared charges plus the Profile's free ones, capped (Beam's free charge goes beyond)."""
    p = get_profile(frame.profile)
    cap = charge_cap(p, enc.settings.energy_charge_cap)
    if p.beyond_cap:
        return min(frame.charges, cap) + p.charges
    return min(frame.charges + p.charges, cap)


# --- stepping ---------------------------------------------------------------------------


def step(enc: Encounter, frame: AttackFrame) -> None:
    attacker = enc.fighter(frame.attacker)
    if attacker.defeated and frame.stage in ("modifier", "wager", "instants", "targets"):
        enc.state.stack.pop()
        return
    handler = _STAGES[frame.stage]
    handler(enc, frame, attacker)


def _stage_modifier(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import fixed_kp, within_limits

    frame.stage = "wager"
    p = get_profile(frame.profile)
    if f.actions <= 0:
        return
    options = [Option("no_modifier", "No Modifier Maneuver")]
    # Seed 001's Called Shot is for an attack "that does not have an Area of Effect"; an
    # edition's own modifiers decide for themselves (seed 003: "any type of Attacking Maneuver").
    single = p.area is None
    called = (
        single
        and within_limits(enc, f, "called_shot")
        and stats.can_spend(f, fixed_kp(enc, f, "called_shot"))
    )
    absorbing = (
        single
        and frame.source in ("basic", "exploit", "cross_counter", "release")
        and not frame.signature
        and not frame.thrown  # the Throw Maneuver is no (unarmed) Basic Attack Maneuver
        and frame.foundation == "physical"
        and within_limits(enc, f, "absorbing_attack")
        and stats.can_spend(f, fixed_kp(enc, f, "absorbing_attack"))
    )
    if absorbing:
        options.append(
            Option(
                "modifier",
                "Absorbing Attack (+1 Damage Category, drain Life and Ki)",
                {"called_shot": "", "absorbing": True},
            )
        )
    if called:
        for spot, effect in CALLED_SHOTS.items():
            options.append(
                Option(
                    "modifier",
                    f"Called Shot: {spot} (+1 Damage Category, -2(T) Strike; {effect})",
                    {"called_shot": spot, "absorbing": False},
                )
            )
    if called and absorbing and f.actions >= 2:
        both_kp = fixed_kp(enc, f, "called_shot") + fixed_kp(enc, f, "absorbing_attack")
        if stats.can_spend(f, both_kp):
            for spot in CALLED_SHOTS:
                options.append(
                    Option(
                        "modifier",
                        f"Called Shot: {spot} and Absorbing Attack",
                        {"called_shot": spot, "absorbing": True},
                    )
                )
    for edit in REGISTRY.modifier_options:  # an edition's own modifiers (editions/dbu1/rules.py)
        options = edit(enc, frame, f, options)
    if len(options) > 1:
        enc.ask(f.id, "modifier", f"{f.id}: apply a Modifier Maneuver?", options)


def _stage_wager(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    frame.stage = "declared"
    cap = stats.wager_cap(enc, f)
    if has_hook(get_profile(frame.profile), "full_wager"):  # Full Wager: only Capacity limits it
        cap = max(0, min(f.capacity, f.ki))
    if frame.wager_cap >= 0:  # a maneuver's own cap (Throw: ¼ of current KP, terrain.py)
        cap = max(0, min(frame.wager_cap, f.capacity, f.ki))
    if frame.absorbing:
        return
    options = [
        Option("wager", f"Ki Wager {n}" if n else "No Ki Wager", {"kp": n}) for n in range(cap + 1)
    ]
    for provider in REGISTRY.wager_options:
        options += provider(enc, frame, f, cap)
    if len(options) <= 1:
        return
    enc.ask(f.id, "wager", f"{f.id}: Ki Wager on the Wound Roll (up to {cap})", options)


def _stage_declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """The attack is declared and paid: United Attack, Triggered: Attack and the like."""
    frame.stage = "instants"
    for hook in REGISTRY.attack_declared:
        hook(enc, frame, f)


def _stage_instants(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    frame.stage = "targets"
    if not frame.oos:
        open_instant_window(enc, f, f"attack ({frame.signature or frame.profile})")


def _stage_targets(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """Instantaneous Control: a target that got out of reach (or was Defeated) lets the
    attacker take back the maneuver or choose another target; an Area attack with someone
    still inside must go on."""
    from tenkaichi.dbu.combat.rules import targeting

    frame.stage = "react"
    frame.index = 0
    p = get_profile(frame.profile)
    valid = [fid for fid in frame.targets if _still_valid(enc, frame, f, enc.fighter(fid))]
    if valid and p.area is not None and valid != frame.targets:
        gone = [fid for fid in frame.targets if fid not in valid]
        enc.emit(
            "control",
            f.id,
            f"{', '.join(gone)} left the area; the attack goes on "
            f"against {', '.join(valid)} (Instantaneous Control)",
            targets=valid,
        )
    if valid and (p.area is not None or valid == frame.targets):
        frame.targets = valid
        return
    others = [
        t
        for t in targeting.targets(
            enc, f, frame.foundation, p.area, None, waive_range=frame.source == "exploit"
        )
        if t.id not in frame.targets
    ]
    frame.stage = "targets"
    enc.state.stack.append(ControlFrame(attacker=f.id))
    options = [Option("refund", "Take the maneuver back (regain its Actions and KP)")]
    options += [Option("retarget", f"Change target to {t.id}", {"target": t.id}) for t in others]
    enc.ask(f.id, "control", f"{f.id}: the target got away. Take it back or retarget?", options)


def _still_valid(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> bool:
    from tenkaichi.dbu.combat.rules import targeting

    if t.defeated:
        return False
    if frame.source == "exploit":
        return True
    if frame.thrown:  # Throw reaches along its line, not Melee Range (terrain.py)
        from tenkaichi.dbu.combat.families.terrain.terrain import throw_reaches

        return throw_reaches(enc, f, t)
    p = get_profile(frame.profile)
    if p.area is not None:
        from tenkaichi.dbu.combat.core.grid import covers

        return covers(frame.area, t.pos, stats.derived(enc, t).squares)
    return targeting.reaches(enc, f, t, frame.foundation, None)


def reaction_options(enc: Encounter, frame: AttackFrame, target: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.maneuvers import can_counter, within_limits

    options = [Option("dodge", "Dodge (no Counter Maneuver)")]
    if not can_counter(enc, target):
        return options
    for key, label in DEFENDS.items():
        if key == "guard":
            cost = guard_kp(enc, target, total_charges(enc, frame))
            if not stats.can_spend(target, cost):
                continue
            options.append(Option("defend", f"{label} {cost} KP", {"defend": key}))
            continue
        options.append(Option("defend", label, {"defend": key}))
    if target.charge is not None and within_limits(enc, target, "energy_cancel"):
        options.append(Option("energy_cancel", "Energy Cancel (drop your Energy Charges)"))
    for provider in REGISTRY.reaction_options:
        options += provider(enc, frame, target)
    return options


def _stage_react(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if frame.wounding:
        frame.stage = "wound"
        return
    if frame.index >= len(frame.targets):
        frame.wounding = True  # every Clash is over: the Wounds, target by target
        frame.index = 0
        frame.stage = "wound"
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
            f"{target.id}: {f.id} attacks you with {frame.signature or frame.profile}. Answer?",
            options,
        )


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


def _dice_explain(
    enc: Encounter, hooks: list[DiceHook], frame: AttackFrame, f: Fighter, t: Fighter
) -> str:
    return "".join(f" + {label} {d}" for label, d in extra_dice(hooks, enc, frame, f, t))


def defence_parts_for(
    enc: Encounter, frame: AttackFrame, target: Fighter, reaction: str
) -> rolls.Parts:
    attacker = enc.fighter(frame.attacker)
    if reaction == "parry":
        parts = rolls.parry_parts(enc, target)
        charges = total_charges(enc, frame)
        if charges:
            parts.append((f"{charges} Energy Charge(s)", -charges * stats.base_tier(enc, target)))
        return parts + extra_parts(REGISTRY.defence_parts, enc, frame, attacker, target)
    parts = rolls.dodge_parts(enc, target, halved=reaction == "cross_counter")
    if stats.has(target, "rapid_dodge"):
        parts.append(("Rapid Movement", stats.tier(enc, target)))
    return parts + extra_parts(REGISTRY.defence_parts, enc, frame, attacker, target)


def _strike(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> None:
    if frame.strike_score >= 0:
        return
    parts = strike_parts_for(enc, frame, f, target)
    dice = strike_dice_for(enc, frame, f, target)
    r = _roll(enc, f, rolls.expression(enc, f, parts, dice))
    frame.crit_strike = r.criticals > 0
    score, notes = r.total, ""
    for hook in REGISTRY.strike_rolled:
        score, note = hook(enc, frame, f, r, score)
        notes += note
    frame.strike_score = score
    hooked = _dice_explain(enc, REGISTRY.strike_dice, frame, f, target)
    enc.emit(
        "clash",
        f.id,
        f"{f.id} Strike {score} = {rolls.dice_text(enc, f)}{hooked} {_dice(r)}"
        f"{rolls.explain(parts)}{notes}",
        roll="strike",
        score=score,
        dice=list(r.draws),
    )


def _dice(r: RollResult) -> str:
    from tenkaichi.dice.render import die_text

    return (
        "["
        + ", ".join(die_text(d) for d in r.dice)
        + "]"
        + (f" botch -{r.botch_penalty}" if r.botches else "")
    )


def _stage_clash(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
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
            f"{target.id} forgoes the Dodge Roll: {f.id}'s attack hits",
            hit=True,
            reaction=reaction,
        )
    elif automatic:
        enc.emit("clash", target.id, f"{f.id}'s attack hits {target.id} ({automatic})", hit=True)
    else:
        _strike(enc, frame, f, target)
        parts = defence_parts_for(enc, frame, target, reaction)
        what = "Parry" if reaction == "parry" else "Dodge"
        r = _roll(enc, target, rolls.expression(enc, target, parts))
        frame.defence_score = r.total
        frame.hit = frame.strike_score > r.total
        enc.emit(
            "clash",
            target.id,
            f"{target.id} {what} {r.total} = {rolls.dice_text(enc, target)} {_dice(r)}"
            f"{rolls.explain(parts)}: {'hit' if frame.hit else 'miss'}"
            + (" (ties go to the defender)" if frame.strike_score == r.total else ""),
            roll=what.lower(),
            score=r.total,
            hit=frame.hit,
            dice=list(r.draws),
        )
        if reaction == "dodge":
            _diminishing_defense(enc, target)
        if frame.hit and has_hook(get_profile(frame.profile), "combination"):
            _combination(enc, frame, f)
    if reaction == "cross_counter":
        frame.stage = "cross"
        _cross_counter(enc, frame, f, target)
    for hook in REGISTRY.after_clash:
        hook(enc, frame, f, target)


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
    """Three more Strike rolls against the same defence score; each that beats it adds
    2(T) to the Wound Roll."""
    parts = rolls.strike_parts(enc, f)
    hits = 0
    scores = []
    for _ in range(3):
        r = _roll(enc, f, rolls.expression(enc, f, parts))
        scores.append(r.total)
        hits += r.total > frame.defence_score
    frame.extra_hits = hits
    enc.emit(
        "clash",
        f.id,
        f"{f.id} Combination: extra Strikes {scores} vs "
        f"{frame.defence_score}: {hits} success(es), +{2 * hits}(T) Wound",
        roll="combination",
        scores=scores,
        hits=hits,
    )


def _cross_counter(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import basic_attack_options

    options = [Option("no_cross", "No attack back (the maneuver is spent)")]
    options += basic_attack_options(enc, target, kind="cross_attack", only_target=f)
    if len(options) > 1:
        enc.ask(target.id, "cross_counter", f"{target.id}: Cross Counter attack on {f.id}", options)


def _stage_cross(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    frame.stage = "wound"


def _keep_clash(frame: AttackFrame) -> None:
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


def _recall_clash(frame: AttackFrame, target: str) -> None:
    """Put a target's kept Clash back on the frame for its Wound (none: no Wound)."""
    kept = frame.outcomes.get(target, StrikeOutcome())
    frame.reaction = kept.reaction
    frame.hit = kept.hit
    frame.defence_score = kept.defence_score
    frame.extra_hits = kept.extra_hits
    frame.stand_in = kept.stand_in
    frame.stand_in_mode = kept.stand_in_mode


def _stage_wound(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.wounding:
        _keep_clash(frame)
        return
    if frame.index >= len(frame.targets):
        _finish(enc, frame, f)
        return
    target = enc.fighter(frame.targets[frame.index])
    _recall_clash(frame, target.id)
    frame.index += 1
    if not frame.hit or target.defeated:
        return
    wound = _wound(enc, frame, f)
    if frame.reaction == "power_flare":
        frame.stage = "flare"
        frame.index -= 1
        cap = stats.wager_cap(enc, target)
        options = [
            Option("flare_wager", f"Ki Wager {n}" if n else "No Ki Wager", {"kp": n})
            for n in range(cap + 1)
        ]
        enc.ask(
            target.id,
            "flare_wager",
            f"{target.id}: Power Flare against Wound {wound}: Ki Wager (up to {cap})",
            options,
        )
        return
    receiver = enc.fighter(frame.stand_in) if frame.stand_in else target
    _damage(enc, frame, f, receiver, wound)


def wound_parts_for(enc: Encounter, frame: AttackFrame, f: Fighter) -> tuple[rolls.Parts, str]:
    """The Wound Roll's bonuses and its Energy Charge dice (d6(T) each, d8(T) on a
    Signature Technique)."""
    p = get_profile(frame.profile)
    t = stats.tier(enc, f)
    mods = stats.derived(enc, f).modifiers
    attr_name = "Magic" if frame.foundation == "magic" else "Force"
    attr = mods[attr_name.lower()]
    parts: rolls.Parts = [(attr_name, attr)]
    if has_hook(p, "double_damage_attribute"):
        parts.append((f"{attr_name} again (Powered)", attr))
    if frame.wager:
        parts.append(("Ki Wager", frame.wager))
    if frame.extra_hits:
        parts.append(("Combination", 2 * t * frame.extra_hits))
    parts += rolls.combat_parts(enc, f)
    a = stats.aura(enc, f)
    if a is not None and a.wound:
        parts.append((a.name, a.wound * t))
    target = enc.fighter(frame.targets[min(frame.index, len(frame.targets) - 1)])
    parts += extra_parts(REGISTRY.wound_parts, enc, frame, f, target)
    charges = total_charges(enc, frame)
    sides = 8 if frame.signature else 6
    hooked = "".join(f"+{d}" for _, d in extra_dice(REGISTRY.wound_dice, enc, frame, f, target))
    return parts, (f"+{charges * t}d{sides}" if charges else "") + hooked


def _wound(enc: Encounter, frame: AttackFrame, f: Fighter) -> int:
    if frame.wound_score >= 0:
        return frame.wound_score
    parts, extra = wound_parts_for(enc, frame, f)
    r = _roll(enc, f, rolls.expression(enc, f, parts, extra))
    score, notes = r.total, ""
    for hook in REGISTRY.wound_rolled:
        score, note = hook(enc, frame, f, r, score)
        notes += note
    frame.wound_score = score
    charges = total_charges(enc, frame)
    sides = 8 if frame.signature else 6
    t = stats.tier(enc, f)
    charge_text = f" + {charges} charge(s) {charges * t}d{sides}" if charges else ""
    target = enc.fighter(frame.targets[min(frame.index, len(frame.targets) - 1)])
    charge_text += _dice_explain(enc, REGISTRY.wound_dice, frame, f, target)
    enc.emit(
        "wound",
        f.id,
        f"{f.id} Wound {score} = {rolls.dice_text(enc, f)}{charge_text} "
        f"{_dice(r)}{rolls.explain(parts)}{notes}",
        score=score,
        dice=list(r.draws),
    )
    return score


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
        stats.spend(enc, target, wager, "Power Flare Ki Wager")
    parts = flare_parts_for(enc, target, wager)
    r = _roll(enc, target, rolls.expression(enc, target, parts))
    frame.index += 1
    frame.stage = "wound"
    beaten = r.total > frame.wound_score
    enc.emit(
        "wound",
        target.id,
        f"{target.id} Power Flare {r.total} = "
        f"{rolls.dice_text(enc, target)} {_dice(r)}{rolls.explain(parts)} vs Wound "
        f"{frame.wound_score}: {'no Damage' if beaten else 'not enough'}",
        score=r.total,
        flare=True,
        beaten=beaten,
    )
    if not beaten:
        _damage(enc, frame, f, target, frame.wound_score)


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
    """Damage from a Wound Roll: category shifts, Guard, Direct Hit, Pinpoint, DR, Soak."""
    p = get_profile(frame.profile)
    category = p.category
    notes = []
    if frame.called_shot:
        category += 1
        notes.append("Called Shot +1")
    if frame.absorbing:
        category += 1
        notes.append("Absorbing +1")
    if stats.has(target, "prone"):
        category += 1
        notes.append("Prone +1")
    if reaction == "guard":
        category -= 1
        wound //= 2
        notes.append("Guard -1, Wound halved")
    soak = stats.soak(enc, target)
    if reaction == "direct_hit":
        soak = soak * 3 // 2
        notes.append("Direct Hit Soak ×1.5")
    ignored = 0
    if has_hook(p, "pinpoint"):
        ignored = stats.derived(enc, f).modifiers["insight"] * (2 if crit else 1)
        notes.append(f"Pinpoint ignores {ignored} Soak")
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


def _damage(enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter, wound: int) -> None:
    reaction = "dodge" if target.id == frame.stand_in else frame.reaction
    calc, notes = damage_for(enc, frame, f, target, wound, reaction, crit=frame.crit_strike)
    frame.last_damage = calc.damage
    enc.emit(
        "damage",
        target.id,
        f"{target.id}: {calc.how}" + (f" [{'; '.join(notes)}]" if notes else ""),
        wound=wound,
        category=calc.category,
        damage=calc.damage,
        dr=calc.dr,
        soak=calc.soak,
    )
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
    source = f"Called Shot: {spot}"
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


_STAGES = {
    "modifier": _stage_modifier,
    "wager": _stage_wager,
    "declared": _stage_declared,
    "instants": _stage_instants,
    "targets": _stage_targets,
    "react": _stage_react,
    "clash": _stage_clash,
    "cross": _stage_cross,
    "wound": _stage_wound,
}


# --- answers ----------------------------------------------------------------------------


def _apply_modifiers(enc: Encounter, frame: AttackFrame, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import fixed_kp, mark_used

    args = option.args
    for mid, wanted in (
        ("called_shot", args["called_shot"]),
        ("absorbing_attack", args["absorbing"]),
    ):
        if not wanted:
            continue
        kp = fixed_kp(enc, f, mid)
        f.actions -= 1
        frame.actions += 1
        frame.modifier_kp += kp
        mark_used(f, mid)
        stats.spend(enc, f, kp, mid.replace("_", " ").title())
    frame.called_shot = args["called_shot"]
    frame.absorbing = args["absorbing"]
    frame.vulnerable = str(args.get("vulnerable", ""))  # dbu-1's vulnerable spot
    enc.emit("maneuver", f.id, f"{f.id} adds {option.label}", maneuver="modifier", **args)


def answer(enc: Encounter, frame: AttackFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import (
        aim_of,
        mark_used,
        open_attack,
        pay_counter,
    )

    f = enc.fighter(frame.attacker)
    kind, args = option.kind, option.args
    if kind == "modifier":
        _apply_modifiers(enc, frame, f, option)
    elif kind == "wager":
        frame.wager = args["kp"]
        if frame.wager:
            stats.spend(enc, f, frame.wager, "Ki Wager")
    elif kind in ("dodge", "defend"):
        target = enc.fighter(frame.targets[frame.index])
        frame.reaction = args.get("defend", "dodge")
        frame.stage = "clash"
        if kind == "defend":
            mark_used(target, "defend")
            pay_counter(enc, target, option.label)
            if frame.reaction == "guard":
                stats.spend(enc, target, guard_kp(enc, target, total_charges(enc, frame)), "Guard")
        else:
            enc.emit("reaction", target.id, f"{target.id} will Dodge", reaction="dodge")
    elif kind == "energy_cancel":
        from tenkaichi.dbu.combat.rules.maneuvers import drop_charge

        target = enc.fighter(frame.targets[frame.index])
        mark_used(target, "energy_cancel")
        pay_counter(enc, target, "Energy Cancel")
        drop_charge(enc, target, "Energy Cancel")
    elif kind == "no_cross":
        frame.stage = "wound"
    elif kind == "cross_attack":
        frame.stage = "wound"
        target = enc.fighter(frame.targets[frame.index])
        new = open_attack(
            enc,
            target,
            "basic",
            args["profile"],
            args["foundation"],
            "",
            f,
            source="cross_counter",
            oos=True,
            **aim_of(args),
        )
        enc.state.stack.append(new)
    elif kind == "flare_wager":
        target = enc.fighter(frame.targets[frame.index])
        flare(enc, frame, f, target, args["kp"])
    elif kind in REGISTRY.reaction_answers:
        target = enc.fighter(frame.targets[frame.index])
        REGISTRY.reaction_answers[kind](enc, frame, target, option)
    elif kind in REGISTRY.attack_answers:
        target = enc.fighter(frame.targets[min(frame.index, len(frame.targets) - 1)])
        REGISTRY.attack_answers[kind](enc, frame, target, option)


register_frame(AttackFrame, step, answer)
