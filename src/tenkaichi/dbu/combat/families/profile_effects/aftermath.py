"""What attack Profiles do after the Damage and after the attack: Sweeping's doubled
Diminishing Defense stacks on a target that took Damage, the Elementals' Health Threshold
riders (Fire, Ice, Lightning, Poison, Water), Staggering (Earth, Plantlife), Knockback
(Launching: an optional Might Clash, then a push of up to Might squares away with doubled
Collision, through :func:`tenkaichi.dbu.combat.families.forced.push`), Metallic Features
(Metal) and Plantlife Features.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import STEPS, footprint
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    ExtFrame,
    Feature,
    Fighter,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.targeting import blocked_squares, gap_from, squares_of
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import column_name, heading

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

THRESHOLD_RIDERS = {
    "threshold_broken": ("broken", "next_turn"),
    "threshold_slowed": ("slowed", "next_turn"),
    "threshold_impediment": ("impediment", "next_turn"),
    "threshold_poisoned": ("poisoned", "next_turn"),
    "threshold_prone": ("prone", "never"),
}
"""Elemental riders when the Damage knocks an Opponent through a Health Threshold: the
condition and how long it lasts ("next_turn": until the end of the attacker's next turn)."""


KNOCKBACK = Term("Knockback")
_KNOCKBACK_WHY = re.compile(r"Knockback \((?P<source>.*)\)")
"""How a Knockback's ``why`` reads: "Knockback (Launching)", "Knockback (Super Kick)"."""


def square(pos: Pos) -> Msg:
    """A square as the grid labels it, in the reader's words (``square O4``)."""
    return Msg.of("dbu-fa-square", square=f"{column_name(pos[0])}{pos[1] + 1}")


def _squares(n: int) -> Msg:
    return Msg.of("dbu-fa-squares", n=n, count=str(n))


@dataclass(slots=True)
class KnockbackFrame(ExtFrame):
    """Knockback: ask whether to start the Might Clash ("ask"), then where to push ("push")."""

    attacker: str = ""
    target: str = ""
    profile: str = ""
    stage: str = "ask"
    why: str = ""
    """What the log calls it: "Knockback (Launching)", or the technique with the Advantage."""
    reach: int = 0
    """How many squares it may push (Might, changed by the ``knockback_reach`` hooks)."""
    reach_note: str = ""
    bonus: list[tuple[str, int]] = field(default_factory=list)
    """The attacker's bonuses in its Might Clash (the ``knockback_parts`` hooks)."""


@dataclass(slots=True)
class PlantlifeFrame(ExtFrame):
    """Elemental (Plantlife): the attacker may grow Features after the attack."""

    attacker: str = ""
    targets: list[str] = field(default_factory=list)
    area: list[Pos] = field(default_factory=list)
    hardness: int = 1
    """The Features' Hardness Rank (Reinforced Plantlife adds a rank a rank of its own)."""


# --- after the Damage ---------------------------------------------------------------------


def _inflict(enc: Encounter, t: Fighter, name: str, source: str, ends: Expiry, by: str) -> None:
    """Give a Combat Condition, or say that this engine does not model it yet."""
    if name in stats.CONDITIONS:
        stats.add_effect(enc, t, Effect(name, source, ends, by=by))
        return
    enc.emit(
        "state_changed",
        t.id,
        Msg.of(
            "dbu-profile-unmodelled",
            fighter=t.id,
            condition=Term(name.title()),
            source=Term(source),
        ),
        condition=name,
        modelled=False,
    )


def _after_wound(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    p = get_profile(frame.profile)
    if frame.last_damage <= 0 or f.defeated:
        return
    if has_hook(p, "sweeping") and frame.reaction == "dodge" and not t.defeated:
        extra = (stats.base_tier(enc, t) + 1) // 2
        t.defense_stacks += extra
        enc.emit(
            "state_changed",
            t.id,
            Msg.of(
                "dbu-profile-sweeping",
                fighter=t.id,
                n=extra,
                count=str(extra),
                sweeping=Term("Sweeping"),
                stacks=str(t.defense_stacks),
            ),
            defense_stacks=t.defense_stacks,
        )
    if t.threshold > frame.threshold_before and not t.defeated and t in enc.opponents(f):
        for hook_name, (condition, lasts) in THRESHOLD_RIDERS.items():
            if has_hook(p, hook_name):
                ends = (
                    Expiry("never") if lasts == "never" else stats.until_end_of_next_turn(enc, f.id)
                )
                _inflict(enc, t, condition, p.name, ends, f.id)
    if t.defeated:
        return
    # Frames run last-pushed first: Knockback resolves before Staggering's Clash.
    if has_hook(p, "staggering"):
        clash.start(
            enc,
            f,
            t,
            initiator_roll="might",
            defender_rolls=("might",),
            why=f"Staggering ({p.name})",  # kept in the state: English only
            then="profile_staggering",
            ctx={"profile": p.name},
            initiator_bonus=hooks.extra_parts(REGISTRY.stagger_parts, enc, frame, f, t),
        )
    if has_hook(p, "knockback") and not forced.held_in_place(enc, t, f):
        why = f"Knockback ({p.name})"  # kept in the state (KnockbackFrame.why): English
        enc.state.stack.append(knockback(enc, frame, f, t, why=why))


def knockback(
    enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, *, why: str
) -> KnockbackFrame:
    """``f``'s attack may knock ``t`` back (Launching, or the Knockback Advantage): its reach
    (Might, then the ``knockback_reach`` hooks) and its Clash bonus (``knockback_parts``)."""
    reach, notes = stats.derived(enc, f).might.value, []
    for hook in REGISTRY.knockback_reach:
        reach, note = hook(enc, frame, f, t, reach)
        notes += [note] if note else []
    return KnockbackFrame(
        attacker=f.id,
        target=t.id,
        profile=get_profile(frame.profile).name,
        why=why,
        reach=max(0, reach),
        reach_note="; ".join(notes),
        bonus=hooks.extra_parts(REGISTRY.knockback_parts, enc, frame, f, t),
    )


@clash.continuation("profile_staggering")
def _staggered(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    if result.initiator_wins:
        t = enc.fighter(result.defender)
        _inflict(enc, t, "staggered", ctx["profile"], Expiry("end", t.id), result.initiator)


def knockback_directions(enc: Encounter, f: Fighter, t: Fighter) -> list[tuple[int, int]]:
    """The directions Knockback may push ``t``: straight lines whose first step takes it
    further from ``f`` (setting ``knockback_directions``: "away"), or any of the 8."""
    if enc.settings.knockback_directions == "any":
        return list(STEPS)
    now = enc.distance(t, f)
    return [
        (dx, dy) for dx, dy in STEPS if gap_from(enc, (t.pos[0] + dx, t.pos[1] + dy), t, f) > now
    ]


def _knockback_step(enc: Encounter, frame: KnockbackFrame) -> None:
    f, t = enc.fighter(frame.attacker), enc.fighter(frame.target)
    if t.defeated or f.defeated:
        enc.state.stack.pop()
        return
    if frame.stage == "ask":
        named = _KNOCKBACK_WHY.fullmatch(frame.why)
        enc.ask(
            f.id,
            "knockback",
            Msg.of(
                "dbu-profile-knockback-ask",
                fighter=f.id,
                knockback=KNOCKBACK,
                target=t.id,
                source=Term(named["source"]),
            )
            if named
            else f"{f.id}: {frame.why.replace('Knockback', f'Knockback {t.id}', 1)}?",
            [
                Option(
                    "knockback",
                    Msg.of("dbu-profile-knockback-option", knockback=KNOCKBACK, target=t.id),
                ),
                Option("no_knockback", Msg.of("dbu-profile-no-knockback", knockback=KNOCKBACK)),
            ],
        )
        return
    might = frame.reach
    options = [
        Option(
            "knockback_push",
            Msg.of(
                "dbu-profile-push",
                target=t.id,
                squares=_squares(n),
                heading=Msg.of(f"dbu-fa-heading-{heading(dx, dy)}"),
            ),
            {"dx": dx, "dy": dy, "squares": n},
        )
        for dx, dy in knockback_directions(enc, f, t)
        for n in range(1, might + 1)
    ]
    if not options:
        enc.state.stack.pop()
        return
    enc.ask(
        f.id,
        "knockback_push",
        Msg.of(
            "dbu-profile-push-ask",
            fighter=f.id,
            target=t.id,
            squares=_squares(might),
            note=Msg.of("dbu-profile-note", note=frame.reach_note) if frame.reach_note else "",
        ),
        options,
    )


def _knockback_answer(enc: Encounter, frame: KnockbackFrame, option: Option) -> None:
    f, t = enc.fighter(frame.attacker), enc.fighter(frame.target)
    enc.state.stack.pop()
    if option.kind == "knockback":
        clash.start(
            enc,
            f,
            t,
            initiator_roll="might",
            defender_rolls=("might",),
            why=frame.why,
            then="profile_knockback",
            ctx={
                "profile": frame.profile,
                "why": frame.why,
                "reach": frame.reach,
                "note": frame.reach_note,
            },
            initiator_bonus=frame.bonus,
        )
    elif option.kind == "knockback_push":
        args = option.args
        forced.push(
            enc,
            t,
            f,
            direction=(args["dx"], args["dy"]),
            squares=args["squares"],
            why=frame.why,
            collision_factor=2.0 if frame.profile == "Launching" else 1.0,
        )


@clash.continuation("profile_knockback")
def _knockback_won(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    if result.initiator_wins:
        enc.state.stack.append(
            KnockbackFrame(
                attacker=result.initiator,
                target=result.defender,
                profile=ctx["profile"],
                stage="push",
                why=ctx["why"],
                reach=ctx["reach"],
                reach_note=ctx["note"],
            )
        )


# --- after the attack: Metal and Plantlife ------------------------------------------------


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    p = get_profile(frame.profile)
    if has_hook(p, "metal") and frame.area:
        area = {tuple(sq) for sq in frame.area}
        for ft in enc.state.features:
            if ft.carried_by or not any(sq in area for sq in footprint(ft.pos, ft.size)):
                continue
            ft.qualities = sorted({*ft.qualities, "metallic", "sharp"})
            ft.hardness = max(ft.hardness, 3)
            enc.emit(
                "state_changed",
                f.id,
                Msg.of(
                    "dbu-profile-metallic",
                    feature=ft.id,
                    hardness=str(ft.hardness),
                    profile=Term(p.name),
                ),
                feature=ft.id,
            )
    if has_hook(p, "plantlife") and not f.defeated and plant_squares(enc, frame.targets, []):
        enc.state.stack.append(
            PlantlifeFrame(attacker=f.id, targets=list(frame.targets), area=list(frame.area))
        )


def plant_squares(enc: Encounter, targets: list[str], area: list[Pos]) -> list[Pos]:
    """Unoccupied squares next to the targets (or inside the area) where a Feature can grow."""
    taken = {sq for o in enc.state.fighters if not o.defeated for sq in squares_of(enc, o)}
    taken |= blocked_squares(enc)
    if area:
        spots = {tuple(sq) for sq in area}
    else:
        spots = {
            (x + dx, y + dy)
            for fid in targets
            for x, y in squares_of(enc, enc.fighter(fid))
            for dx, dy in STEPS
        }
    w, h = enc.state.width, enc.state.height
    return sorted((x, y) for x, y in spots if 0 <= x < w and 0 <= y < h and (x, y) not in taken)


def _plant_step(enc: Encounter, frame: PlantlifeFrame) -> None:
    squares = plant_squares(enc, frame.targets, [])
    options = [Option("no_plant", Msg.of("dbu-profile-grow-nothing"))]
    options += [
        Option(
            "plant",
            Msg.of("dbu-profile-grow-at", square=square((x, y))),
            {"squares": [[x, y]]},
        )
        for x, y in squares
    ]
    if frame.area:
        filled = plant_squares(enc, [], frame.area)
        if filled:
            options.append(
                Option(
                    "plant",
                    Msg.of("dbu-profile-fill", n=len(filled), count=str(len(filled))),
                    {"squares": [list(sq) for sq in filled]},
                )
            )
    enc.ask(
        frame.attacker,
        "plantlife",
        Msg.of("dbu-profile-plant-ask", fighter=frame.attacker),
        options,
    )


def _plant_answer(enc: Encounter, frame: PlantlifeFrame, option: Option) -> None:
    enc.state.stack.pop()
    if option.kind != "plant":
        return
    for x, y in option.args["squares"]:
        n = sum(1 for ft in enc.state.features if ft.id.startswith("plant-")) + 1
        hard = frame.hardness
        ft = Feature(id=f"plant-{n}", pos=(x, y), hardness=hard, qualities=["splintering"])
        enc.state.features.append(ft)
        enc.emit(
            "state_changed",
            frame.attacker,
            Msg.of(
                "dbu-profile-grows",
                fighter=frame.attacker,
                feature=ft.id,
                square=square((x, y)),
                hardness=str(hard),
                profile=Term("Elemental (Plantlife)"),
            ),
            feature=ft.id,
            pos=[x, y],
        )


REGISTRY.after_wound.append(_after_wound)
REGISTRY.attack_finished.append(_finished)
hooks.frame(KnockbackFrame, _knockback_step, _knockback_answer)
hooks.frame(PlantlifeFrame, _plant_step, _plant_answer)
