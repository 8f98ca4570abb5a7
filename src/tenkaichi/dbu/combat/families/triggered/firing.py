"""Firing a Triggered Maneuver (seed 001; setting one is
:mod:`~tenkaichi.dbu.combat.families.triggered.triggered`): hooks watch for each trigger and
queue a :class:`FireFrame` per Triggered Maneuver it sets off, first in Initiative Order first.
Its owner uses the maneuver as an Out-of-Sequence Maneuver through the turn decision's own code,
its cost lent back (nothing is paid twice); if it is no longer legal they may change the target
of the same attack or take it back (Instantaneous Control); it may wait on (setting
``triggered_optional``). One not triggered lapses at the start of its owner's next turn or when
they are Defeated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    ExtFrame,
    Fighter,
    ManeuverFrame,
    MoveFrame,
    Option,
    Triggered,
)
from tenkaichi.dbu.combat.families.triggered.triggered import (
    TRIGGERED,
    _turn_options,
    cost,
    counts,
    describe,
    described,
    label_said,
)
from tenkaichi.dbu.combat.rules import costs, stats, turn_decision
from tenkaichi.i18n.catalogue import Arg, Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


@dataclass(slots=True)
class FireFrame(ExtFrame):
    """A Triggered Maneuver whose trigger occurred: asks its owner, then runs it."""

    trig: Triggered | None = None
    why: str = ""
    asked: bool = False


def _label(key: dict[str, Any], label: str = "") -> str:
    """How a delayed maneuver reads: its option's label when it was set; for a Triggered
    set before labels were kept, the maneuver's kind in words."""
    if label:
        return label
    return str(key["kind"]).replace("_", " ").capitalize()


def _said(key: dict[str, Any], label: str = "") -> Arg:
    """:func:`_label` for every language: the option's message kept with its label (a
    :class:`~tenkaichi.dbu.combat.rules.said.Phrase`), else the words as a game term."""
    if label:
        return label_said(label)
    return Term(_label(key))


def _fire(
    enc: Encounter, trigger: str, watch: str, condition: str = "", *, on_top: bool = True
) -> None:
    """Queue the Triggered Maneuvers this trigger sets off, first in Initiative Order first.

    ``on_top``: the caller resumes after frames pushed on top (before-move, before-push,
    attack declared, turn end). Damage and conditions happen in the middle of other code that
    may still ask its own question, so those fire just under the frame being resolved."""
    own_turn = enc.state.active if enc.settings.triggered_others_turn else None
    ready = [
        t
        for t in enc.state.triggered
        if t.trigger == trigger
        and t.watch == watch
        and (trigger != "condition" or t.condition == condition)
        and not enc.fighter(t.owner).defeated
        and t.owner != own_turn
    ]
    if not ready:
        return
    owners = [f.id for f in enc.in_initiative_order([enc.fighter(t.owner) for t in ready])]
    ready.sort(key=lambda t: owners.index(t.owner))
    stack = enc.state.stack
    at = len(stack) if on_top else max(0, len(stack) - 1)
    for t in reversed(ready) if on_top else ready:
        enc.state.triggered.remove(t)
        frame = FireFrame(trig=t, why=describe(enc, t.trigger, t.watch, t.condition))
        if on_top:
            stack.append(frame)
        else:
            stack.insert(at, frame)


def _lend(f: Fighter, t: Triggered, sign: int) -> None:
    f.actions += sign * t.actions
    f.ki += sign * t.kp
    f.capacity += sign * t.kp


def legal_now(enc: Encounter, f: Fighter, t: Triggered) -> list[Option]:
    """The turn options ``f`` would have now with the maneuver's cost and limit given back."""
    found = cost(enc, f, t.maneuver)
    mid = found[0] if found else t.maneuver["kind"]
    used_round, used_enc = dict(f.used_round), dict(f.used_encounter)
    last, count = f.last_instant, f.turn_maneuvers
    _lend(f, t, 1)
    costs.unmark_used(f, mid)
    try:
        return _turn_options(enc, f)
    finally:
        _lend(f, t, -1)
        f.used_round, f.used_encounter = used_round, used_enc
        f.last_instant, f.turn_maneuvers = last, count


def _same_attack(a: dict[str, Any], b: dict[str, Any]) -> bool:
    keep = {k: v for k, v in a.items() if k != "target"}
    return "target" in a and {k: v for k, v in b.items() if k != "target"} == keep


def _step_fire(enc: Encounter, frame: FireFrame) -> None:
    t = frame.trig
    assert t is not None
    f = enc.fighter(t.owner)
    if f.defeated:
        enc.state.stack.pop()
        return
    legal = legal_now(enc, f, t)
    keys = [o.key() for o in legal]
    name = _said(t.maneuver, t.label)
    options: list[Option] = []
    if t.maneuver in keys:
        options.append(
            Option("fire", Msg.of("dbu-trig-use-now", label=name), {"option": t.maneuver})
        )
    else:
        options += [
            Option("fire", Msg.of("dbu-trig-use-other", option=o.said), {"option": o.key()})
            for o in legal
            if _same_attack(t.maneuver, o.key())
        ]
        options.append(
            Option(
                "take_back",
                Msg.of("dbu-trig-take-back-kp" if t.kp else "dbu-trig-take-back", label=name),
            )
        )
    if enc.settings.triggered_optional:
        options.append(Option("hold", Msg.of("dbu-trig-hold")))
    if len(options) == 1:
        _answer_fire(enc, frame, options[0])
        return
    enc.ask(
        f.id,
        "triggered_fire",
        Msg.of(
            "dbu-trig-ask-fire",
            fighter=f.id,
            triggered=TRIGGERED,
            label=name,
            trigger=described(enc, t.trigger, t.watch, t.condition),
        ),
        options,
    )


def _answer_fire(enc: Encounter, frame: FireFrame, option: Option) -> None:
    t = frame.trig
    assert t is not None
    f = enc.fighter(t.owner)
    enc.state.stack.pop()
    if option.kind == "hold":
        enc.state.triggered.append(t)
        enc.emit(
            "state_changed",
            f.id,
            Msg.of("dbu-trig-keeps-waiting", fighter=f.id, triggered=TRIGGERED),
        )
        return
    if option.kind == "take_back":
        found = cost(enc, f, t.maneuver)
        if found is not None and counts(enc, f, t.maneuver, found[0]):
            costs.unmark_used(f, found[0])
        costs.unmark_used(f, "triggered")
        # Actions paid in an earlier round were lost at that round's end anyway.
        actions = t.actions if t.set_round == enc.state.round else 0
        f.actions += actions
        f.ki = min(stats.max_ki(enc, f), f.ki + t.kp)
        f.capacity = min(stats.max_capacity(enc, f), f.capacity + t.kp)
        enc.emit(
            "control",
            f.id,
            Msg.of(
                "dbu-trig-takes-back",
                fighter=f.id,
                triggered=TRIGGERED,
                label=_said(t.maneuver, t.label),
                actions=Msg.of("dbu-fa-actions", n=actions, count=str(actions)),
                kp=str(t.kp),
            ),
            refund=t.kp,
        )
        return
    run(enc, f, t, dict(option.args["option"]))


def run(enc: Encounter, f: Fighter, t: Triggered, key: dict[str, Any]) -> None:
    """Use the maneuver through the turn decision's own code, its cost lent back first (so
    nothing is paid twice) and its limits left as they were when it was set."""
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-trig-fires",
            fighter=f.id,
            triggered=TRIGGERED,
            label=_said(key, t.label if key == t.maneuver else ""),
            paid=_paid_when_set(t),
        ),
        maneuver="triggered_fire",
        fired=key,
    )
    used_round, used_enc = dict(f.used_round), dict(f.used_encounter)
    last, count = f.last_instant, f.turn_maneuvers
    _lend(f, t, 1)
    depth = len(enc.state.stack)
    start = len(enc.events)
    args = {k: v for k, v in key.items() if k != "kind"}
    said = Msg.of("dbu-trig-kind", kind=Term(_label(key)))
    turn_decision.answer_turn(enc, f, Option(key["kind"], said, args))
    _settle_lent(enc, f, t, start)
    f.used_round, f.used_encounter = used_round, used_enc
    f.last_instant, f.turn_maneuvers = last, count
    for pushed in enc.state.stack[depth:]:
        if isinstance(pushed, AttackFrame):
            pushed.oos = True
        elif isinstance(pushed, ManeuverFrame) and pushed.stage == "instants":
            pushed.stage = "resolve"


def _paid_when_set(t: Triggered) -> Msg:
    """What was paid for it when it was set: "its 1 Action and 8 KP were paid when it was set"
    (no KP named when none were paid then)."""
    if t.kp:
        return Msg.of("dbu-trig-paid-kp", n=t.actions, count=str(t.actions), kp=str(t.kp))
    return Msg.of("dbu-trig-paid", n=t.actions, count=str(t.actions))


_PAID = re.compile(r"\(Ki (?P<ki>-?\d+), Capacity (?P<capacity>-?\d+)\)$")


def _settle_lent(enc: Encounter, f: Fighter, t: Triggered, start: int) -> None:
    """The KP lent back for the firing go out again through the maneuver's own payment, whose
    line (the first ``cost_paid`` of ``f`` since ``start``) would say ``f`` pays them again:
    nothing is paid twice, so that line goes (the firing line says when it was paid). Only what
    the maneuver costs beyond the KP paid when it was set is said as paid now; if it costs
    less now, the difference is said as KP regained. Text only: Ki and Capacity are as the
    maneuver left them."""
    if t.kp <= 0:
        return
    at = next(
        (
            i
            for i in range(start, len(enc.events))
            if enc.events[i].kind == "cost_paid" and enc.events[i].who == f.id
        ),
        None,
    )
    if at is None:
        return
    paid = enc.events[at]
    kp, why = int(paid.data.get("kp", 0)), str(paid.data.get("why", ""))
    if kp == t.kp:
        del enc.events[at]
        return
    left = _PAID.search(paid.text)
    if left is None:
        return
    after = Msg.of("dbu-trig-after", ki=left["ki"], capacity=left["capacity"])
    mark = len(enc.events)
    if kp > t.kp:
        enc.emit(
            "cost_paid",
            f.id,
            Msg.of(
                "dbu-trig-pays-beyond",
                fighter=enc.name(f),
                kp=str(kp - t.kp),
                why=why,
                paid=str(t.kp),
                triggered=TRIGGERED,
                after=after,
            ),
            kp=kp - t.kp,
            why=why,
        )
    else:
        back = t.kp - kp
        enc.emit(
            "ki_gained",
            f.id,
            Msg.of(
                "dbu-trig-regains",
                fighter=enc.name(f),
                back=str(back),
                why=why,
                kp=str(kp),
                paid=str(t.kp),
                triggered=TRIGGERED,
                after=after,
            ),
            ki=back,
            capacity=back,
        )
    enc.events[at] = enc.events.pop(mark)


# --- the hooks that watch for triggers --------------------------------------------------


def _on_life_lost(enc: Encounter, f: Fighter, amount: int, by: Fighter | None) -> None:
    if amount > 0:
        _fire(enc, "damage", f.id, on_top=False)


def _on_move(enc: Encounter, f: Fighter, frame: MoveFrame) -> None:
    _fire(enc, "movement", f.id)


def _on_push(enc: Encounter, f: Fighter, by: Fighter | None, frame: Any) -> None:
    _fire(enc, "movement", f.id)


def _on_attack(enc: Encounter, frame: AttackFrame, attacker: Fighter) -> None:
    _fire(enc, "attack", attacker.id)


def _on_turn_end(enc: Encounter, f: Fighter) -> None:
    _fire(enc, "turn_end", f.id)


def _on_effect(enc: Encounter, f: Fighter, effect: Effect) -> None:
    held = sum(1 for e in f.effects if e.name == effect.name)
    if held == 1 or effect.name in stats.MAX_STACKS:
        _fire(enc, "condition", f.id, effect.name, on_top=False)


def _lapse(enc: Encounter, f: Fighter, why: Msg) -> None:
    mine = [t for t in enc.state.triggered if t.owner == f.id]
    for t in mine:
        enc.state.triggered.remove(t)
        enc.emit(
            "state_changed",
            f.id,
            Msg.of(
                "dbu-trig-lapses",
                fighter=f.id,
                triggered=TRIGGERED,
                label=_said(t.maneuver, t.label),
                why=why,
            ),
            triggered="",
        )


def _on_turn_start(enc: Encounter, f: Fighter) -> None:
    _lapse(enc, f, Msg.of("dbu-trig-why-turn-start"))


def _on_defeat(enc: Encounter, f: Fighter) -> None:
    _lapse(enc, f, Msg.of("dbu-trig-why-defeated"))


hooks.REGISTRY.life_lost.append(_on_life_lost)
hooks.REGISTRY.before_move.append(_on_move)
hooks.REGISTRY.before_push.append(_on_push)
hooks.REGISTRY.attack_declared.append(_on_attack)
hooks.REGISTRY.turn_ended.append(_on_turn_end)
hooks.REGISTRY.effect_gained.append(_on_effect)
hooks.REGISTRY.turn_started.append(_on_turn_start)
hooks.REGISTRY.defeated.append(_on_defeat)
hooks.frame(FireFrame, _step_fire, _answer_fire)
