"""The Transformation and Revert Maneuvers (seed 001).

Transforming is one turn decision: choose the Form or Enhancement; it is paid, waits for the
Instant window (and the Exploit of Long Transformation: +1 Action per level, Exploit from
adjacent Opponents or, at level 2, from every Opponent not at Long Range; a Health Threshold
crossed by that Exploit fails the Stress Test), then the Stress Test decides
(:func:`~tenkaichi.dbu.combat.families.transformations.transformations.stress_test`). Revert
[1/Round] leaves the Form, the Enhancement or both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Effect, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.transformations.transformations import (
    SLOTS,
    enter,
    leave,
    locked,
    requirement_said,
    sheet_form,
    slot_of,
    stress_test,
)
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


EXPLOIT, REVERT = Term("Exploit"), Term("Revert")


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


def transform_options(enc: Encounter, f: Fighter, *, out_of_sequence: bool = False) -> list[Option]:
    """One option per Form or Enhancement ``f`` may try now: granted on the sheet (seed 000,
    transformation access), Tier of Power Requirement met, enough Actions (Long
    Transformation adds some), not under Stress Exhaustion or a Limited lock-out. Used
    ``out_of_sequence`` (Transformation Flare), no Action is needed or paid."""
    if (f.actions <= 0 and not out_of_sequence) or f.charge is not None:
        return []
    if stats.has(f, "spectator"):
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
        if f.actions < 1 + long and not out_of_sequence:
            continue
        needed, how = requirement_said(enc, f, form)
        args: dict[str, Any] = {"form": form.name}
        if long and not out_of_sequence:
            args["actions"] = 1 + long
        extra = Msg.of(
            "dbu-form-option-extra",
            enhancement=Msg.of("dbu-form-enhancement") if form.kind == "enhancement" else "",
            long=(
                ""
                if not long
                else Msg.of("dbu-form-provokes", exploit=EXPLOIT)
                if out_of_sequence
                else Msg.of("dbu-form-long", actions=str(1 + long), exploit=EXPLOIT)
            ),
        )
        out.append(
            Option(
                "transform",
                Msg.of(
                    "dbu-form-option",
                    form=Term(form.name),
                    needed=str(needed),
                    how=how,
                    extra=extra,
                ),
                args,
            )
        )
    return out


def revert_options(enc: Encounter, f: Fighter) -> list[Option]:
    """Revert [1/Round]: leave the Form, the Enhancement, or both."""
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if f.actions <= 0 or f.charge is not None or not within_limits(enc, f, "revert"):
        return []
    held = [s for s in SLOTS if getattr(f, s)]
    out = [
        Option(
            "revert",
            Msg.of("dbu-form-revert-from", revert=REVERT, form=Term(getattr(f, s))),
            {"slots": s},
        )
        for s in held
    ]
    if len(held) == 2:
        out.append(
            Option(
                "revert",
                Msg.of(
                    "dbu-form-revert-from",
                    revert=REVERT,
                    form=Msg.of("dbu-fa-and", first=Term(f.form), second=Term(f.enhancement)),
                ),
                {"slots": "both"},
            )
        )
    return out


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    return transform_options(enc, f) + revert_options(enc, f)


@hooks.turn_answer("transform")
def _answer_transform(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    form = sheet_form(enc, f, option.args["form"])
    pay_standard(enc, f, "transformation", 1 + form.aspect_level("long_transformation"))
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-fa-uses", fighter=f.id, option=option.said),
        maneuver="transformation",
        **option.args,
    )
    enc.state.stack.append(TransformFrame(actor=f.id, name=form.name))


@hooks.turn_answer("revert")
def _answer_revert(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    pay_standard(enc, f, "revert")
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-fa-uses", fighter=f.id, option=option.said),
        maneuver="revert",
        **option.args,
    )
    chosen = option.args["slots"]
    slots = list(SLOTS) if chosen == "both" else [chosen]
    enc.state.stack.append(TransformFrame(actor=f.id, maneuver="revert", slots=slots))


def _step(enc: Encounter, frame: TransformFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window, provoke

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
                provoke(enc, f, _long_reach(long), "Long Transformation")
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
            Msg.of(
                "dbu-form-long-fails",
                fighter=f.id,
                exploit=EXPLOIT,
                form=Term(form.name),
                long=Term("Long Transformation"),
            ),
            form=form.name,
            success=False,
        )
        ok = False
    elif stats.has(f, "stress_exhaustion"):
        enc.emit(
            "transformation",
            f.id,
            Msg.of(
                "dbu-form-exhausted",
                fighter=f.id,
                form=Term(form.name),
                exhaustion=Term("Stress Exhaustion"),
            ),
            form=form.name,
            success=False,
        )
        return
    else:
        needed, how = requirement_said(enc, f, form)
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


hooks.frame(TransformFrame, _step, _answer)
hooks.REGISTRY.turn_options.append(_turn_options)
