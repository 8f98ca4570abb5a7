"""The Triggered Modifier Maneuver [1/Round] (seed 001): delay a maneuver until a trigger.
This module sets one; :mod:`~tenkaichi.dbu.combat.families.triggered.firing` watches for the
trigger and fires it.

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
from tenkaichi.dbu.combat.core.state import ExploitFrame, ExtFrame, Fighter, Option, Triggered
from tenkaichi.dbu.combat.rules import costs, legality, maneuvers, stats, turn_decision
from tenkaichi.dbu.combat.rules.catalog import maneuver as catalogued
from tenkaichi.dbu.combat.rules.catalog import maneuvers as catalogue
from tenkaichi.dbu.combat.rules.costs import within_limits
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dbu.techniques import COMBAT_CONDITIONS
from tenkaichi.i18n.catalogue import Msg, Term

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
TRIGGERED, EXPLOIT = Term("Triggered"), Term("Exploit")

_SAID: dict[str, Msg] = {}
"""The words of the options Triggered Maneuvers were set with, by their English label: the
state keeps only the English (``Triggered.label``), a reader in another language gets the
option's message from here (:func:`label_said`). A cache, filled again by a replay; a label
it does not hold reads in English."""

_busy = [False]
"""Set while the turn options are computed from inside this module (no recursion)."""


# --- what can be delayed, and at what cost -------------------------------------------------


def cost(
    enc: Encounter, f: Fighter, key: dict[str, Any], *, kp: bool = True
) -> tuple[str, int, int] | None:
    """The maneuver id, Action cost and KP cost paid when it is set of a turn option, or None
    if it cannot be delayed (Instant and Counter Maneuvers, turn bookkeeping). ``kp=False``:
    a KP cost of 0, not worked out (for a caller that needs only the maneuver and Actions)."""
    kind = key["kind"]
    if kind in NOT_DELAYABLE:
        return None
    if not enc.settings.triggered_kp_when_set:
        return _action_cost(enc, f, key)
    if kind == "attack":
        return "basic_attack", 1, costs.attack_kp(enc, f, key["profile"]) if kp else 0
    if kind == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == key["signature"])
        return "signature", 1, costs.attack_kp(enc, f, sig.profile, sig.name) if kp else 0
    if kind == "release":
        c = f.charge
        if c is None:
            return None
        mid = "signature" if c.signature else "basic_attack"
        return mid, 1, costs.attack_kp(enc, f, c.profile, c.signature) if kp else 0
    if kind in maneuvers.MANEUVER_OF:
        mid = maneuvers.MANEUVER_OF[kind]
        actions = key.get("actions", 1)  # Combat Recovery, Long Transformation
        return mid, actions, turn_decision.declared_kp(enc, f, kind, key) if kp else 0
    m = catalogue().get(kind)
    if m is None or m.type != "standard":
        return None
    actions = key.get("actions", m.actions)
    return (
        kind,
        actions if isinstance(actions, int) else m.actions,
        costs.fixed_kp(enc, f, kind) if kp else 0,
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


def counts(enc: Encounter, f: Fighter, key: dict[str, Any], mid: str) -> bool:
    """Does setting the turn option ``key`` count toward the limits of its maneuver ``mid``:
    not a Signature Technique whose uses the Signature Technique Maneuver does not count
    (Low Stakes Attack, :func:`~tenkaichi.dbu.combat.rules.attack_options.uncounted`)."""
    from tenkaichi.dbu.combat.rules.attack_options import uncounted

    if mid != "signature":
        return True
    name = str(key.get("signature", ""))
    if key["kind"] in ("release", "legacy_release") and f.charge is not None:
        name = f.charge.signature
    return not (name and uncounted(enc, f, name))


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
        c = cost(enc, f, o.key(), kp=False)
        if c is not None and c[1] <= f.actions and c[1] >= 1:
            out.append(o)
    return out


def _offer(enc: Encounter, f: Fighter, listed: tuple[Option, ...]) -> list[Option]:
    """Triggered, within its limits; with a round limit (dbu-2's [1/Round]) one at a time."""
    if _busy[0] or f.defeated or f.actions <= 0 or not within_limits(enc, f, "triggered"):
        return []
    limited = catalogued("triggered", enc.setup.edition).per_round is not None
    if limited and any(t.owner == f.id for t in enc.state.triggered):
        return []
    if not candidates(enc, f, listed):
        return []
    if not enc.settings.triggered_kp_when_set:
        return [Option("triggered", Msg.of("dbu-trig-offer-actions", triggered=TRIGGERED))]
    return [Option("triggered", Msg.of("dbu-trig-offer-pay", triggered=TRIGGERED))]


def trigger_options(enc: Encounter, f: Fighter) -> list[Option]:
    out = []
    others = [
        o for o in enc.in_initiative_order(enc.state.fighters) if o is not f and not o.defeated
    ]
    for kind in ("damage", "movement", "attack"):
        out += [
            Option("trigger", described(enc, kind, o.id, ""), {"trigger": kind, "watch": o.id})
            for o in others
        ]
    out += [
        Option(
            "trigger",
            described(enc, "turn_end", o.id, ""),
            {"trigger": "turn_end", "watch": o.id},
        )
        for o in others
        if o.side == f.side
    ]
    known = [c for c in COMBAT_CONDITIONS if c in stats.CONDITIONS]  # reference 7 order
    out += [
        Option(
            "trigger",
            Msg.of("dbu-trig-when-gains", fighter=o.id, condition=Term(stats.CONDITIONS[c])),
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
        Msg.of("dbu-trig-ask-maneuver", fighter=f.id, triggered=TRIGGERED),
        [Option("delay", o.said, {"option": o.key()}) for o in candidates(enc, f)],
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
                Msg.of(
                    "dbu-trig-provokes",
                    triggered=TRIGGERED,
                    exploit=EXPLOIT,
                    fighters=", ".join(o.id for o in who),
                    n=radius,
                    count=str(radius),
                ),
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
            Msg.of(
                "dbu-trig-cancelled",
                exploit=EXPLOIT,
                fighter=f.id,
                triggered=TRIGGERED,
                label=label_said(frame.label),
                counters=Msg.of(
                    "dbu-fa-counter-actions", n=frame.actions, count=str(frame.actions)
                ),
            ),
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
        Msg.of(
            "dbu-trig-waits",
            fighter=f.id,
            triggered=TRIGGERED,
            label=label_said(frame.label),
            trigger=described(enc, frame.trigger, frame.watch, frame.condition),
        ),
        triggered=frame.trigger,
        watch=frame.watch,
    )


def remember(option: Option) -> str:
    """The English label a Triggered Maneuver keeps of ``option``, its message remembered."""
    label = option.label
    if isinstance(option.said, Msg):
        if len(_SAID) >= 4096:
            _SAID.clear()
        _SAID[label] = option.said
    return label


def label_said(label: str) -> str | Msg:
    """A Triggered Maneuver's label (:func:`remember`) for every language."""
    return _SAID.get(label, label)


def describe(enc: Encounter, trigger: str, watch: str, condition: str) -> str:
    """The trigger in English (kept on a waiting frame; :func:`described` is for readers)."""
    if trigger == "condition":
        return f"when {watch} gains {stats.effect_label(condition)}"
    return f"when {watch} {TRIGGERS[trigger]}"


def described(enc: Encounter, trigger: str, watch: str, condition: str) -> Msg:
    """The trigger in the reader's words: ``when Yamcha receives Damage``."""
    if trigger == "condition":
        return Msg.of(
            "dbu-trig-when-gains", fighter=watch, condition=Term(stats.effect_label(condition))
        )
    return Msg.of(f"dbu-trig-when-{trigger.replace('_', '-')}", fighter=watch)


def _answer_set(enc: Encounter, frame: TriggerSetFrame, option: Option) -> None:
    f = enc.fighter(frame.owner)
    if option.kind == "delay":
        key = dict(option.args["option"])
        found = cost(enc, f, key)
        assert found is not None
        frame.option, frame.label = key, remember(option)
        frame.mid, frame.actions, frame.kp = found
        frame.stage = "trigger"
        enc.ask(
            f.id,
            "trigger",
            Msg.of("dbu-trig-ask-trigger", fighter=f.id, option=option.said),
            trigger_options(enc, f),
        )
        return
    frame.trigger = option.args["trigger"]
    frame.watch = option.args["watch"]
    frame.condition = option.args.get("condition", "")
    frame.stage = "exploit"
    f.actions -= frame.actions
    f.turn_maneuvers += 1
    f.last_instant = False
    costs.mark_used(f, "triggered")
    if counts(enc, f, frame.option, frame.mid):
        costs.mark_used(f, frame.mid)
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-trig-delays" if enc.settings.triggered_kp_when_set else "dbu-trig-delays-kp-later",
            fighter=f.id,
            label=label_said(frame.label),
            triggered=TRIGGERED,
            n=frame.actions,
            count=str(frame.actions),
            kp=str(frame.kp),
            trigger=described(enc, frame.trigger, frame.watch, frame.condition),
        ),
        maneuver="triggered",
        delayed=frame.option,
        trigger=frame.trigger,
        watch=frame.watch,
    )
    why = Phrase(
        f"Triggered {frame.label}",
        Msg.of("dbu-trig-why-spend", triggered=TRIGGERED, label=label_said(frame.label)),
    )
    stats.spend(enc, f, frame.kp, why)


hooks.REGISTRY.turn_options_after.append(_offer)
hooks.frame(TriggerSetFrame, _step_set, _answer_set)
