"""Attacking Maneuvers, from declaration to damage (seed 001 and reference sections 4-5): the
:class:`AttackFrame`, its declaration stages (Modifier Maneuvers, the Ki Wager, the Instant
window, Instantaneous Control) and its answers. The Clash is in
:mod:`~tenkaichi.dbu.combat.rules.attack_clash`, the Wound Roll and the damage step in
:mod:`~tenkaichi.dbu.combat.rules.attack_wound`.

Stages of an :class:`AttackFrame`:

(``aim``: more targets, for a technique that Splits) -> ``modifier`` (Called Shot, Absorbing
Attack) -> ``wager`` (Ki Wager, at most ½ Max Capacity)
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

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.hooks import frame as register_frame
from tenkaichi.dbu.combat.core.state import AttackFrame, ControlFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.attack_clash import (
    guard_kp,
    stage_clash,
    stage_cross,
    stage_react,
    total_charges,
)
from tenkaichi.dbu.combat.rules.attack_wound import CALLED_SHOTS, flare, stage_wound
from tenkaichi.dbu.combat.rules.said import Phrase, names, spot_said, wager_label
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

# --- stepping ---------------------------------------------------------------------------


def step(enc: Encounter, frame: AttackFrame) -> None:
    attacker = enc.fighter(frame.attacker)
    if attacker.defeated and frame.stage in ("aim", "modifier", "wager", "instants", "targets"):
        enc.state.stack.pop()
        return
    handler = _STAGES[frame.stage]
    handler(enc, frame, attacker)


def _stage_aim(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """More targets chosen at Attack Declaration, before the Modifier Maneuvers (an
    ``attack_opened`` hook put the attack here: Splitting); the hooks may push frames."""
    frame.stage = "modifier"
    for hook in REGISTRY.attack_aiming:
        hook(enc, frame, f)


def _stage_modifier(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.rules.costs import fixed_kp, within_limits

    frame.stage = "wager"
    p = get_profile(frame.profile)
    if f.actions <= 0:
        return
    options = [Option("no_modifier", Msg.of("dbu-option-no-modifier"))]
    # Seed 001's Called Shot is for an attack "that does not have an Area of Effect"; an
    # edition's own modifiers decide for themselves (seed 003: "any type of Attacking Maneuver").
    single = p.area is None and not frame.area  # nor one a technique gained
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
        and not (f.wielding and enc.settings.absorbing_while_armed == "refused")
        and within_limits(enc, f, "absorbing_attack")
        and stats.can_spend(f, fixed_kp(enc, f, "absorbing_attack"))
    )
    if absorbing:
        options.append(
            Option(
                "modifier",
                Msg.of("dbu-option-absorbing-attack"),
                {"called_shot": "", "absorbing": True},
            )
        )
    if called:
        for spot in CALLED_SHOTS:
            options.append(
                Option(
                    "modifier",
                    Msg.of(
                        "dbu-option-called-shot",
                        spot=spot_said(spot),
                        effect=Msg.of(f"dbu-called-shot-{spot}"),
                    ),
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
                        Msg.of("dbu-option-called-shot-absorbing", spot=spot_said(spot)),
                        {"called_shot": spot, "absorbing": True},
                    )
                )
    for edit in REGISTRY.modifier_options:  # an edition's own (editions/dbu1/called_shot.py)
        options = edit(enc, frame, f, options)
    if len(options) > 1:
        enc.ask(f.id, "modifier", Msg.of("dbu-ask-modifier", fighter=f.id), options)


def _stage_wager(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    frame.stage = "declared"
    cap = stats.wager_cap(enc, f)
    if has_hook(get_profile(frame.profile), "full_wager"):  # Full Wager: only Capacity limits it
        cap = max(0, min(f.capacity, f.ki))
    if frame.wager_cap >= 0:  # a maneuver's own cap (Throw: ¼ of current KP, terrain.py)
        cap = max(0, min(frame.wager_cap, f.capacity, f.ki))
    if frame.absorbing:
        return
    options = [Option("wager", wager_label(n), {"kp": n}) for n in range(cap + 1)]
    for provider in REGISTRY.wager_options:
        options += provider(enc, frame, f, cap)
    if len(options) <= 1:
        return
    enc.ask(f.id, "wager", Msg.of("dbu-ask-wager", fighter=f.id, cap=str(cap)), options)


def _stage_declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """The attack is declared and paid: United Attack, Triggered: Attack and the like."""
    frame.stage = "instants"
    for hook in REGISTRY.attack_declared:
        hook(enc, frame, f)


def _stage_instants(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    frame.stage = "targets"
    if not frame.oos:
        open_instant_window(
            enc, f, f"attack ({frame.signature or frame.profile})", list(frame.targets)
        )


def _stage_targets(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """Instantaneous Control: a target that got out of reach (or was Defeated) lets the
    attacker take back the maneuver or choose another target; an Area attack with someone
    still inside must go on."""
    from tenkaichi.dbu.combat.rules import targeting

    frame.stage = "react"
    frame.index = 0
    p = get_profile(frame.profile)
    spread = p.area is not None or bool(frame.area)  # its Profile's AoE, or one it gained
    valid = [fid for fid in frame.targets if _still_valid(enc, frame, f, enc.fighter(fid))]
    if valid and not spread and len(frame.targets) > 1:  # targets chosen one by one (Splitting)
        _several_go_on(enc, frame, f, valid)
        return
    if valid and spread and valid != frame.targets:
        gone = [fid for fid in frame.targets if fid not in valid]
        enc.emit(
            "control",
            f.id,
            Msg.of("dbu-left-the-area", gone=names(gone), valid=names(valid)),
            targets=valid,
        )
    if valid and (spread or valid == frame.targets):
        frame.targets = valid
        return
    area = targeting.attack_area(enc, f, frame.profile, frame.signature)
    others = [
        t
        for t in targeting.targets(
            enc, f, frame.foundation, area, None, waive_range=frame.source == "exploit"
        )
        if t.id not in frame.targets
    ]
    frame.stage = "targets"
    enc.state.stack.append(ControlFrame(attacker=f.id))
    options = [Option("refund", Msg.of("dbu-option-refund"))]
    options += [
        Option("retarget", Msg.of("dbu-option-retarget", target=t.id), {"target": t.id})
        for t in others
    ]
    for provider in REGISTRY.control_options:  # Homing at 2+ ranks (families/advantages)
        options += provider(enc, frame, f)
    enc.ask(f.id, "control", Msg.of("dbu-ask-control", fighter=f.id), options)


def _several_go_on(enc: Encounter, frame: AttackFrame, f: Fighter, valid: list[str]) -> None:
    """An attack on several chosen targets goes on against those still in reach: one that got
    away is no longer a target; a Defeated one stays listed (skipped), still one chosen."""
    away = [t for t in frame.targets if t not in valid and not enc.fighter(t).defeated]
    if not away:
        return
    frame.targets = [t for t in frame.targets if t not in away]
    enc.emit(
        "control",
        f.id,
        Msg.of("dbu-got-out-of-reach", away=names(away), valid=names(valid)),
        targets=valid,
    )


def _still_valid(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> bool:
    from tenkaichi.dbu.combat.rules import targeting

    if t.defeated:
        return False
    if frame.source == "exploit":
        return True
    if frame.thrown:  # Throw reaches along its line, not Melee Range (the terrain family)
        return REGISTRY.thrown_reach[0](enc, f, t)
    p = get_profile(frame.profile)
    if p.area is not None or frame.area:
        from tenkaichi.dbu.combat.core.grid import covers

        return covers(frame.area, t.pos, stats.derived(enc, t).squares)
    return targeting.reaches(enc, f, t, frame.foundation, None)


_STAGES = {
    "aim": _stage_aim,
    "modifier": _stage_modifier,
    "wager": _stage_wager,
    "declared": _stage_declared,
    "instants": _stage_instants,
    "targets": _stage_targets,
    "react": stage_react,
    "clash": stage_clash,
    "cross": stage_cross,
    "wound": stage_wound,
}


# --- answers ----------------------------------------------------------------------------


def _apply_modifiers(enc: Encounter, frame: AttackFrame, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import fixed_kp, mark_used

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
        stats.spend(enc, f, kp, mid.replace("_", " ").title())  # "Called Shot": a game term
    frame.called_shot = args["called_shot"]
    frame.absorbing = args["absorbing"]
    frame.vulnerable = str(args.get("vulnerable", ""))  # dbu-1's vulnerable spot
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-adds-modifier", fighter=f.id, modifier=option.said),
        maneuver="modifier",
        **args,
    )


def answer(enc: Encounter, frame: AttackFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import aim_of, open_attack
    from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter

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
            pay_counter(enc, target, Phrase(option.label, option.said))
            if frame.reaction == "guard":
                stats.spend(enc, target, guard_kp(enc, target, total_charges(enc, frame)), "Guard")
        else:
            enc.emit(
                "reaction", target.id, Msg.of("dbu-will-dodge", fighter=target.id), reaction="dodge"
            )
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
    if args.get("extra_kp"):  # a target's answer that costs more (``reaction_edits``)
        target = enc.fighter(frame.targets[frame.index])
        stats.spend(enc, target, args["extra_kp"], str(args.get("extra_for", "")))  # a term


register_frame(AttackFrame, step, answer)
