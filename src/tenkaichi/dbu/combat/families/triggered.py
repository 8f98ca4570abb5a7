"""The Triggered Modifier Maneuver [1/Round] (seed 001): delay a maneuver until a trigger.

From the turn decision, ``triggered`` asks which maneuver to delay (any legal Standard Maneuver
of the turn with a known cost: attacks, Signature Techniques, Movement, Power Up, Aura, Energy
Charge, Disarm, Ride...), then the trigger and the watched Character:

- damage: that Character receives Damage (after the Damage);
- movement: that Character would move (before their Movement, or before an effect moves them);
- attack: that Character uses an Attacking Maneuver (after it is declared, before any roll);
- turn_end: that Ally's turn ends;
- condition: that Opponent gains the chosen Combat Condition.

The maneuver's Actions and KP are paid at once and count toward its limits. Setting it
provokes Exploit from every Opponent within a Sphere around you (setting ``sphere_radius``); if
an Exploit attack damages you, the Triggered Maneuver is cancelled and you gain Counter Actions
equal to the Actions spent. When the trigger occurs before the start of your next turn, you
may (setting ``triggered_optional``) use the maneuver as an Out-of-Sequence Maneuver without
paying again: it runs through the turn decision's own code with its cost lent back. It lapses
at the start of your next turn or when you are Defeated.

If the maneuver is no longer legal when it fires (its target got away or was Defeated), you
may change the target to another legal one of the same attack, or take the maneuver back and
regain its Actions and KP (Instantaneous Control), and it does not count toward its limits.

Edition dbu-1 (seed 003, "Triggered Maneuver (Dynamic)") changes it through its data: the
catalogue record has no round limit and provokes no Exploit, and its settings make it cost only
the response's Actions when set, its KP when it is used (``triggered_kp_when_set``), use it at
once when triggered (``triggered_optional``), and only during another character's turn
(``triggered_others_turn``). Several may wait at once; the Actions of one not triggered before
the owner's next turn are lost. Any Standard Maneuver of the turn with an Action cost may be
delayed (Blitz for its two Actions: ``legality.maneuver_type``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    ExploitFrame,
    ExtFrame,
    Fighter,
    ManeuverFrame,
    MoveFrame,
    Option,
    Triggered,
)
from tenkaichi.dbu.combat.rules import costs, legality, maneuvers, stats, turn_decision
from tenkaichi.dbu.combat.rules.catalog import maneuver as catalogued
from tenkaichi.dbu.combat.rules.catalog import maneuvers as catalogue
from tenkaichi.dbu.combat.rules.edition import in_limits
from tenkaichi.dbu.sheet import COMBAT_CONDITIONS

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

TRIGGERS = {
    "damage": "receives Damage",
    "movement": "would move",
    "attack": "uses an Attacking Maneuver",
    "turn_end": "ends their turn",
    "condition": "gains",
}
NOT_DELAYABLE = ("triggered", "convert", "end_turn")

_busy = [False]
"""Set while the turn options are computed from inside this module (no recursion)."""


# --- what can be delayed, and at what cost -------------------------------------------------


def cost(enc: Encounter, f: Fighter, key: dict[str, Any]) -> tuple[str, int, int] | None:
    """The maneuver id, Action cost and KP cost paid when it is set of a turn option, or None
    if it cannot be delayed (Instant and Counter Maneuvers, turn bookkeeping)."""
    kind = key["kind"]
    if kind in NOT_DELAYABLE:
        return None
    if not enc.settings.triggered_kp_when_set:
        return _action_cost(enc, f, key)
    if kind == "attack":
        return "basic_attack", 1, costs.attack_kp(enc, f, key["profile"])
    if kind == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == key["signature"])
        return "signature", 1, costs.attack_kp(enc, f, sig.profile, sig.name)
    if kind == "release":
        c = f.charge
        if c is None:
            return None
        mid = "signature" if c.signature else "basic_attack"
        return mid, 1, costs.attack_kp(enc, f, c.profile, c.signature)
    if kind in maneuvers.MANEUVER_OF:
        mid = maneuvers.MANEUVER_OF[kind]
        actions = key.get("actions", 1)  # Combat Recovery, Long Transformation
        return mid, actions, turn_decision.declared_kp(enc, f, kind, key)
    m = catalogue().get(kind)
    if m is None or m.type != "standard":
        return None
    actions = key.get("actions", m.actions)
    return (
        kind,
        actions if isinstance(actions, int) else m.actions,
        costs.fixed_kp(enc, f, kind),
    )


def _action_cost(enc: Encounter, f: Fighter, key: dict[str, Any]) -> tuple[str, int, int] | None:
    """A turn option's maneuver and Action cost, for a Triggered Maneuver that pays the KP
    when it fires: Standard Maneuvers of the edition's catalogue (``legality.maneuver_type``)
    and the attacks."""
    kind = key["kind"]
    if kind in ("attack", "signature", "release", "legacy_release"):
        released = kind.endswith("release") and f.charge is not None and f.charge.signature
        return ("signature" if kind == "signature" or released else "basic_attack"), 1, 0
    mid = legality.KIND_MANEUVER.get(kind, maneuvers.MANEUVER_OF.get(kind, kind))
    if mid not in catalogue(enc.setup.edition):
        return None
    kind_type, actions = legality.maneuver_type(enc, kind)
    if kind_type != "standard":
        return None
    return mid, int(key.get("actions", actions)), 0


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    _busy[0] = True
    try:
        return turn_decision.turn_options(enc, f)
    finally:
        _busy[0] = False


def candidates(
    enc: Encounter, f: Fighter, listed: tuple[Option, ...] | None = None
) -> list[Option]:
    """The turn options that can be delayed (``listed``, or the turn options computed now)."""
    out = []
    for o in _turn_options(enc, f) if listed is None else listed:
        c = cost(enc, f, o.key())
        if c is not None and c[1] <= f.actions and c[1] >= 1:
            out.append(o)
    return out


def _offer(enc: Encounter, f: Fighter, listed: tuple[Option, ...]) -> list[Option]:
    """Triggered, within its limits; with a round limit (dbu-2's [1/Round]) one at a time."""
    if _busy[0] or f.defeated or f.actions <= 0 or not in_limits(enc, f, "triggered"):
        return []
    limited = catalogued("triggered", enc.setup.edition).per_round is not None
    if limited and any(t.owner == f.id for t in enc.state.triggered):
        return []
    if not candidates(enc, f, listed):
        return []
    if not enc.settings.triggered_kp_when_set:
        return [
            Option("triggered", "Triggered: spend a maneuver's Actions now, use it on a trigger")
        ]
    return [Option("triggered", "Triggered: pay for a maneuver now, use it on a trigger")]


def trigger_options(enc: Encounter, f: Fighter) -> list[Option]:
    out = []
    others = [
        o for o in enc.in_initiative_order(enc.state.fighters) if o is not f and not o.defeated
    ]
    for kind in ("damage", "movement", "attack"):
        out += [
            Option("trigger", f"when {o.id} {TRIGGERS[kind]}", {"trigger": kind, "watch": o.id})
            for o in others
        ]
    out += [
        Option("trigger", f"when {o.id} ends their turn", {"trigger": "turn_end", "watch": o.id})
        for o in others
        if o.side == f.side
    ]
    known = [c for c in COMBAT_CONDITIONS if c in stats.CONDITIONS]  # reference 7 order
    out += [
        Option(
            "trigger",
            f"when {o.id} gains {stats.CONDITIONS[c]}",
            {"trigger": "condition", "watch": o.id, "condition": c},
        )
        for o in others
        if o.side != f.side
        for c in known
    ]
    return out


# --- setting a Triggered Maneuver ----------------------------------------------------------


@dataclass(slots=True)
class TriggerSetFrame(ExtFrame):
    """Choosing, paying and arming a Triggered Maneuver (then its Exploit)."""

    owner: str = ""
    stage: str = "maneuver"
    option: dict[str, Any] = field(default_factory=dict)
    label: str = ""
    mid: str = ""
    actions: int = 0
    kp: int = 0
    trigger: str = ""
    watch: str = ""
    condition: str = ""
    damage_before: int = 0


@hooks.turn_answer("triggered")
def _answer_triggered(enc: Encounter, f: Fighter, option: Option) -> None:
    enc.state.stack.append(TriggerSetFrame(owner=f.id))
    enc.ask(
        f.id,
        "triggered_maneuver",
        f"{f.id}: which maneuver do you delay with Triggered?",
        [Option("delay", o.label, {"option": o.key()}) for o in candidates(enc, f)],
    )


def _step_set(enc: Encounter, frame: TriggerSetFrame) -> None:
    f = enc.fighter(frame.owner)
    if frame.stage == "exploit":
        frame.stage = "arm"
        frame.damage_before = f.damage_taken
        radius = enc.settings.sphere_radius
        who = enc.in_initiative_order([o for o in enc.opponents(f) if enc.distance(o, f) <= radius])
        if catalogued("triggered", enc.setup.edition).exploit == "none":
            who = []
        if who:
            enc.emit(
                "provoked",
                f.id,
                f"Triggered provokes Exploit from {', '.join(o.id for o in who)} (Sphere of "
                f"{radius} square(s))",
                by=[o.id for o in who],
            )
            enc.state.stack.append(
                ExploitFrame(provoker=f.id, candidates=[o.id for o in who], reason="Triggered")
            )
        return
    enc.state.stack.pop()
    if f.defeated:
        return
    if f.damage_taken > frame.damage_before:
        f.counters += frame.actions
        enc.emit(
            "maneuver",
            f.id,
            f"The Exploit damaged {f.id}: the Triggered {frame.label} is cancelled and "
            f"{f.id} gains {frame.actions} Counter Action(s)",
            maneuver="triggered",
            cancelled=True,
        )
        return
    enc.state.triggered.append(
        Triggered(
            owner=f.id,
            maneuver=dict(frame.option),
            trigger=frame.trigger,  # type: ignore[arg-type]
            watch=frame.watch,
            condition=frame.condition,
            actions=frame.actions,
            kp=frame.kp,
            set_round=enc.state.round,
            label=frame.label,
        )
    )
    enc.emit(
        "state_changed",
        f.id,
        f"{f.id}'s Triggered {frame.label} waits: "
        + describe(enc, frame.trigger, frame.watch, frame.condition),
        triggered=frame.trigger,
        watch=frame.watch,
    )


def describe(enc: Encounter, trigger: str, watch: str, condition: str) -> str:
    if trigger == "condition":
        return f"when {watch} gains {stats.effect_label(condition)}"
    return f"when {watch} {TRIGGERS[trigger]}"


def _answer_set(enc: Encounter, frame: TriggerSetFrame, option: Option) -> None:
    f = enc.fighter(frame.owner)
    if option.kind == "delay":
        key = dict(option.args["option"])
        found = cost(enc, f, key)
        assert found is not None
        frame.option, frame.label = key, option.label
        frame.mid, frame.actions, frame.kp = found
        frame.stage = "trigger"
        enc.ask(f.id, "trigger", f"{f.id}: what triggers {option.label}?", trigger_options(enc, f))
        return
    frame.trigger = option.args["trigger"]
    frame.watch = option.args["watch"]
    frame.condition = option.args.get("condition", "")
    frame.stage = "exploit"
    f.actions -= frame.actions
    f.turn_maneuvers += 1
    f.last_instant = False
    costs.mark_used(f, "triggered")
    costs.mark_used(f, frame.mid)
    paid = f"{frame.kp} KP now" if enc.settings.triggered_kp_when_set else "now, its KP when used"
    enc.emit(
        "maneuver",
        f.id,
        f"{f.id} delays {frame.label} with Triggered ({frame.actions} Action(s), {paid}; "
        f"{describe(enc, frame.trigger, frame.watch, frame.condition)})",
        maneuver="triggered",
        delayed=frame.option,
        trigger=frame.trigger,
        watch=frame.watch,
    )
    stats.spend(enc, f, frame.kp, f"Triggered {frame.label}")


# --- firing --------------------------------------------------------------------------------


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
    name = _label(t.maneuver, t.label)
    options: list[Option] = []
    if t.maneuver in keys:
        options.append(Option("fire", f"Use {name} now (Out-of-Sequence)", {"option": t.maneuver}))
    else:
        options += [
            Option("fire", f"Use it on another target: {o.label}", {"option": o.key()})
            for o in legal
            if _same_attack(t.maneuver, o.key())
        ]
        regain = "its Actions and KP" if t.kp else "its Actions"
        options.append(Option("take_back", f"Take {name} back (regain {regain})"))
    if enc.settings.triggered_optional:
        options.append(Option("hold", "Not now: keep waiting for the trigger"))
    if len(options) == 1:
        _answer_fire(enc, frame, options[0])
        return
    enc.ask(
        f.id,
        "triggered_fire",
        f"{f.id}: your Triggered {name} is triggered ({frame.why}).",
        options,
    )


def _answer_fire(enc: Encounter, frame: FireFrame, option: Option) -> None:
    t = frame.trig
    assert t is not None
    f = enc.fighter(t.owner)
    enc.state.stack.pop()
    if option.kind == "hold":
        enc.state.triggered.append(t)
        enc.emit("state_changed", f.id, f"{f.id} keeps the Triggered maneuver waiting")
        return
    if option.kind == "take_back":
        found = cost(enc, f, t.maneuver)
        if found is not None:
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
            f"{f.id} takes back the Triggered {_label(t.maneuver, t.label)} and regains {actions} "
            f"Action(s) and {t.kp} KP (Instantaneous Control)",
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
        f"{f.id}'s Triggered {_label(key, t.label if key == t.maneuver else '')} fires as an "
        "Out-of-Sequence Maneuver (its "
        f"{t.actions} Action(s)"
        + (f" and {t.kp} KP were" if enc.settings.triggered_kp_when_set else " were")
        + " paid when it was set)",
        maneuver="triggered_fire",
        fired=key,
    )
    used_round, used_enc = dict(f.used_round), dict(f.used_encounter)
    last, count = f.last_instant, f.turn_maneuvers
    _lend(f, t, 1)
    depth = len(enc.state.stack)
    args = {k: v for k, v in key.items() if k != "kind"}
    turn_decision.answer_turn(enc, f, Option(key["kind"], _label(key), args))
    f.used_round, f.used_encounter = used_round, used_enc
    f.last_instant, f.turn_maneuvers = last, count
    for pushed in enc.state.stack[depth:]:
        if isinstance(pushed, AttackFrame):
            pushed.oos = True
        elif isinstance(pushed, ManeuverFrame) and pushed.stage == "instants":
            pushed.stage = "resolve"


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


def _lapse(enc: Encounter, f: Fighter, why: str) -> None:
    mine = [t for t in enc.state.triggered if t.owner == f.id]
    for t in mine:
        enc.state.triggered.remove(t)
        enc.emit(
            "state_changed",
            f.id,
            f"{f.id}'s Triggered {_label(t.maneuver, t.label)} lapses ({why})",
            triggered="",
        )


def _on_turn_start(enc: Encounter, f: Fighter) -> None:
    _lapse(enc, f, "the start of their turn")


def _on_defeat(enc: Encounter, f: Fighter) -> None:
    _lapse(enc, f, "Defeated")


hooks.REGISTRY.turn_options_after.append(_offer)
hooks.REGISTRY.life_lost.append(_on_life_lost)
hooks.REGISTRY.before_move.append(_on_move)
hooks.REGISTRY.before_push.append(_on_push)
hooks.REGISTRY.attack_declared.append(_on_attack)
hooks.REGISTRY.turn_ended.append(_on_turn_end)
hooks.REGISTRY.effect_gained.append(_on_effect)
hooks.REGISTRY.turn_started.append(_on_turn_start)
hooks.REGISTRY.defeated.append(_on_defeat)
hooks.frame(TriggerSetFrame, _step_set, _answer_set)
hooks.frame(FireFrame, _step_fire, _answer_fire)
