"""Transformation Flare (reference S2, ``transformation-flare.dbu``): when the Signature
Technique hits an Opponent, or an Opponent answers it with a Duel Maneuver, its attacker may
use the Transformation Maneuver as an Out-of-Sequence Maneuver before the Wound Roll (decision
``transformation_flare``, offered once every target's Clash is over) or before any roll of
that Duel (offered as the Duel opens, before Duel Escape).

Out of sequence (seed 001), the Transformation costs no Action and opens no Instant window
(Instant Maneuvers answer Standard Maneuvers only); its Stress Test, Stress Exhaustion on a
failure and Long Transformation's Exploit are the Transformation Maneuver's own
(:mod:`~tenkaichi.dbu.combat.families.transformations.maneuvers`). Once the attack (or the
Duel) is over and its Damage worked out, the attacker leaves that Transformation and is as
before: a Form they switched out of comes back, its Limited time as it was. The Advantage's
requirement, the Restricted - Untransformed Disadvantage, is not modelled (sheets carry no
Disadvantages), so neither is its being ignored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, Expiry, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.advantages.ranks import rank
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.combat.families.transformations.maneuvers import (
    TransformFrame,
    transform_options,
)
from tenkaichi.dbu.combat.families.transformations.transformations import (
    restore,
    sheet_form,
    slot_of,
)
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

HOOKS = ("transformation_flare",)
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

FLARE = "Transformation Flare"
SAID_FLARE = Term(FLARE)


@dataclass(slots=True)
class FlareFrame(ExtFrame):
    """One use of Transformation Flare: ``ask`` (the attacker's choice), ``transform`` (the
    Transformation Maneuver under way above it), then ``watch``, moved just below the attack
    (``during="attack"``) or the Duel (``"duel"``) it was used in: when that is over, the
    attacker leaves the Transformation."""

    attacker: str = ""
    technique: str = ""
    during: str = "attack"
    stage: str = "ask"
    form: str = ""
    """The Form or Enhancement entered."""
    slot: str = ""
    before: str = ""
    """What held that slot before ("" for nothing)."""
    limited_round: int = 0
    """When the Limited time of ``before`` was to end (0: it had none)."""


# --- the triggers ---------------------------------------------------------------------------


def _wounds_begin(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """Every Clash is over: on a hit on an Opponent, before the Wound Roll."""
    if not frame.signature or not rank(enc, frame, FLARE):
        return
    if f.defeated or frame.wound_score >= 0:  # no Wound Roll left to roll
        return
    hit = any(
        kept.hit and enc.fighter(kept.stand_in or tid).side != f.side
        for tid, kept in frame.outcomes.items()
    )
    if hit:
        enc.state.stack.append(FlareFrame(attacker=f.id, technique=frame.signature))


def _duel_opened(enc: Encounter, frame: AttackFrame, duel: Any, target: Fighter) -> None:
    """An Opponent answered the technique with a Duel Maneuver: before any of its rolls."""
    if not frame.signature or not rank(enc, frame, FLARE):
        return
    f = enc.fighter(frame.attacker)
    if f.defeated or target.side == f.side:
        return
    enc.state.stack.append(FlareFrame(attacker=f.id, technique=frame.signature, during="duel"))


# --- the frame ------------------------------------------------------------------------------


def _options(enc: Encounter, f: Fighter) -> list[Option]:
    """Each Form or Enhancement the Transformation Maneuver would offer now, with no Action
    needed (its label as that Maneuver shows it), after "Stay as you are"."""
    found = transform_options(enc, f, out_of_sequence=True)
    if not found:
        return []
    return [
        Option("pass", Msg.of("dbu-adv-flare-stay-option")),
        *(
            Option("transform", Msg.of("dbu-adv-flare-option", option=o.said), o.args)
            for o in found
        ),
    ]


def _step(enc: Encounter, frame: FlareFrame) -> None:
    f = enc.fighter(frame.attacker)
    if frame.stage == "ask":
        options = [] if f.defeated else _options(enc, f)
        if not options:
            enc.state.stack.pop()
            return
        enc.ask(
            f.id,
            "transformation_flare",
            Msg.of(
                "dbu-adv-flare-ask-attack"
                if frame.during == "attack"
                else "dbu-adv-flare-ask-duel",
                fighter=f.id,
                flare=SAID_FLARE,
                technique=Term(frame.technique),
                transformation=Term("Transformation"),
            ),
            options,
        )
        return
    enc.state.stack.pop()
    if frame.stage == "transform":
        if not f.defeated and getattr(f, frame.slot) == frame.form:
            _watch(enc, frame)
        return
    _leave(enc, f, frame)  # what it watched is over and was not an attack that finished


def _answer(enc: Encounter, frame: FlareFrame, option: Option) -> None:
    if option.kind != "transform":
        enc.state.stack.pop()
        return
    f = enc.fighter(frame.attacker)
    form = sheet_form(enc, f, option.args["form"])
    frame.form, frame.slot = form.name, slot_of(form)
    frame.before = getattr(f, frame.slot)
    timer = next((e for e in f.effects if e.name == "limited" and e.source == frame.before), None)
    frame.limited_round = timer.ends.round if timer is not None and frame.before else 0
    frame.stage = "transform"
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-adv-flare-uses",
            fighter=f.id,
            transformation=Term("Transformation"),
            flare=SAID_FLARE,
            technique=Term(frame.technique),
            form=Term(form.name),
        ),
        maneuver="transformation_flare",
        form=form.name,
    )
    # The Maneuver's own Stress Test (and Long Transformation's Exploit); no Instant window.
    enc.state.stack.append(TransformFrame(actor=f.id, name=form.name, stage="exploit"))


def _watch(enc: Encounter, frame: FlareFrame) -> None:
    """Wait just below the attack or Duel the Transformation was entered in (it is over when
    that frame is gone); if it is already gone, leave now."""
    stack = enc.state.stack
    kind = AttackFrame if frame.during == "attack" else DuelFrame
    at = next((i for i in range(len(stack) - 1, -1, -1) if isinstance(stack[i], kind)), None)
    if at is None:
        _leave(enc, enc.fighter(frame.attacker), frame)
        return
    frame.stage = "watch"
    stack.insert(at, frame)


def _leave(enc: Encounter, f: Fighter, frame: FlareFrame) -> None:
    if getattr(f, frame.slot) != frame.form:
        return  # already out of it (Stress Exhaustion, Limited, ...)
    why = Msg.of(
        "dbu-adv-flare-over-attack" if frame.during == "attack" else "dbu-adv-flare-over-duel",
        flare=SAID_FLARE,
    )
    ends = Expiry("rounds", f.id, round=frame.limited_round) if frame.limited_round else None
    restore(enc, f, frame.slot, frame.before, why, ends)


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """The attack is over and its Damage worked out: leave before the effects that follow it
    (Terrain Slam, ...). Its watch is just below it, so on top now."""
    stack = enc.state.stack
    if not stack or not isinstance(stack[-1], FlareFrame):
        return
    watch = stack[-1]
    if watch.stage == "watch" and watch.during == "attack" and watch.attacker == f.id:
        stack.pop()
        _leave(enc, f, watch)


REGISTRY.wounds_begin.append(_wounds_begin)
REGISTRY.duel_opened.append(_duel_opened)
REGISTRY.attack_finished.append(_finished)
hooks.frame(FlareFrame, _step, _answer)
