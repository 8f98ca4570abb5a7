"""The Standard and Instant Maneuvers that do not attack (seed 001), once chosen: resolving
a Standard Maneuver after its Instant window (Movement, Energy Charge, Power Up, Aura, Combat
Recovery, Stand Up), dropping an Energy Charge, the Instants Surge and Command, and the
Effect Phase upkeep (Aura upkeep, the Spectator state).

The turn decision that chooses them is in :mod:`~tenkaichi.dbu.combat.rules.turn_decision`;
costs and limits in :mod:`~tenkaichi.dbu.combat.rules.costs`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.hooks import REGISTRY, instant_answer
from tenkaichi.dbu.combat.core.hooks import frame as register_frame
from tenkaichi.dbu.combat.core.state import (
    ChargeState,
    Effect,
    Expiry,
    Fighter,
    ManeuverFrame,
    MoveFrame,
    Option,
    RecoveryFrame,
    UpkeepFrame,
)
from tenkaichi.dbu.combat.rules import legality, stats
from tenkaichi.dbu.combat.rules.costs import mark_used
from tenkaichi.dbu.combat.rules.damage import heal
from tenkaichi.dbu.combat.rules.movement import MOVE_MODES, destinations
from tenkaichi.dbu.combat.rules.reactions import open_instant_window, provoke
from tenkaichi.dbu.combat.rules.said import Phrase, foundation_said, names, said, square
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

# --- the maneuvers the turn's options name; the Energy Charge ---------------------------------


MANEUVER_OF = {
    "charge": "energy_charge",
    "charge_declare": "energy_charge",
    "move": "movement",
    "power_up": "power_up",
    "aura": "aura",
    "recover": "combat_recovery",
    "transform": "transformation",  # answered in transformations.py
    "revert": "revert",
    "stand_up": "stand_up",
}
"""The catalogue's maneuver of each turn-option kind resolved through a ManeuverFrame (or,
for ``transform`` and ``revert``, answered by their family) after paying its Standard Action."""


def charge_targets(enc: Encounter, f: Fighter) -> list[Option]:
    """The Attacking Maneuvers an Energy Charge can be declared for (their KP is paid when
    the attack is released, and their limits apply then)."""
    out = []
    for c in legality.attack_choices(enc, f, limits=False, afford=False):
        if c.mode == "signature":
            label = Msg.of("dbu-named", name=Term(c.signature))
            out.append(Option("charge_attack", label, {"signature": c.signature}))
        else:
            label = Msg.of(
                "dbu-option-charge-basic-attack",
                profile=Term(c.profile),
                foundation=foundation_said(c.foundation),
            )
            out.append(
                Option("charge_attack", label, {"profile": c.profile, "foundation": c.foundation})
            )
    return out


def drop_charge(enc: Encounter, f: Fighter, why: str) -> None:
    if f.charge is None:
        return
    enc.emit(
        "state_changed",
        f.id,
        Msg.of(
            "dbu-charge-dropped",
            fighter=f.id,
            n=f.charge.charges,
            count=str(f.charge.charges),
            why=said(why),
        ),
        charge=0,
    )
    f.charge = None
    stats.remove_effects(enc, f, "guard_down", "Energy Charge")


# --- Instant Maneuvers -----------------------------------------------------------------


def use_surge(enc: Encounter, f: Fighter, kind: str) -> None:
    """Surge [1/Encounter], an Instant: a Healing Surge (2d10(T) Life) or a Ki Surge (¼ of
    max Ki and Capacity); Surgency adds the Force Modifier to Life and Ki gained."""
    mark_used(f, "surge")
    f.last_instant = True
    surgency = stats.derived(enc, f).modifiers["force"]
    if stats.has(f, "drained"):
        surgency //= 2  # Drained halves Surgency (reference 7)
    t = stats.tier(enc, f)
    if kind == "healing":
        enc.rolling(f.id, "Healing Surge")
        r = roll(f"{2 * t}d10", rng=enc.rng)
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-healing-surge", fighter=f.id, roll=str(r.total), surgency=str(surgency)),
            maneuver="surge",
            surge=kind,
            roll=r.total,
        )
        heal(enc, f, r.total + surgency, by=f, why="Healing Surge")
    else:
        ki = stats.max_ki(enc, f) // 4 + surgency
        cap = stats.max_capacity(enc, f) // 4
        enc.emit(
            "maneuver",
            f.id,
            Msg.of(
                "dbu-ki-surge",
                fighter=f.id,
                surgency=str(surgency),
                ki=str(ki),
                capacity=str(cap),
            ),
            maneuver="surge",
            surge=kind,
        )
        stats.gain_ki(enc, f, ki, "Ki Surge", capacity=cap)


def command(enc: Encounter, f: Fighter, n: int) -> None:
    """Command (Instant): lose n Standard Actions; n waiting Minions get their Act Phase and
    a Counter Action."""
    waiting = [
        m
        for m in enc.in_initiative_order(enc.state.fighters)
        if m.master == f.id
        and not m.defeated
        and not m.commanded
        and enc.state.order.index(m.id) > enc.state.turn
    ][:n]
    f.actions -= n
    f.last_instant = True
    mark_used(f, "command")
    for m in waiting:
        m.commanded = True
        m.counters += 1
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-command", fighter=f.id, minions=names(m.id for m in waiting)),
        maneuver="command",
        minions=[m.id for m in waiting],
    )


# --- non-attacking maneuvers, resolved after the Instant window --------------------------


def step_maneuver(enc: Encounter, frame: ManeuverFrame) -> None:
    if frame.stage == "instants":
        frame.stage = "resolve"
        label = MANEUVER_OF.get(frame.option["kind"], frame.option["kind"])
        open_instant_window(enc, enc.fighter(frame.actor), label.replace("_", " ").title())
        return
    enc.state.stack.pop()
    f = enc.fighter(frame.actor)
    if f.defeated:
        return
    _RESOLVE[frame.option["kind"]](enc, f, frame.option)


def answer_maneuver(enc: Encounter, frame: ManeuverFrame, option: Option) -> None:
    f = enc.fighter(frame.actor)
    if option.kind == "charge_attack":
        enc.state.stack.pop()
        args = option.args
        if "signature" in args:
            sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
            f.charge = ChargeState("signature", sig.profile, sig.foundation, sig.name)
        else:
            f.charge = ChargeState("basic", args["profile"], args["foundation"])
        enc.emit(
            "state_changed",
            f.id,
            Msg.of("dbu-charge-declared", fighter=f.id, attack=option.said),
            **args,
        )
        stats.add_effect(enc, f, Effect("guard_down", "Energy Charge", Expiry("charge")))
        _add_charge(enc, f)
        return
    if option.kind == "destination":
        pos = (option.args["x"], option.args["y"])
        mode = frame.option["mode"]
        path = destinations(enc, f, mode)[pos]
        enc.state.stack.pop()
        rapid = MOVE_MODES[mode][2]
        if rapid:
            stats.add_effect(
                enc, f, Effect("rapid", "Rapid Movement", Expiry("end", f.id)), announce=False
            )
        enc.state.stack.append(
            MoveFrame(mover=f.id, path=[tuple(p) for p in path], rapid=rapid, mode=mode)
        )


def _resolve_move(enc: Encounter, f: Fighter, key: dict[str, Any]) -> None:
    paths = destinations(enc, f, key["mode"])
    frame = ManeuverFrame(actor=f.id, option=key, stage="destination")
    enc.state.stack.append(frame)
    if not paths:
        enc.state.stack.pop()
        enc.emit("moved", f.id, Msg.of("dbu-nowhere-to-move", fighter=f.id), path=[])
        return
    options = [
        Option(
            "destination",
            Msg.of(
                "dbu-option-destination",
                square=square((x, y)),
                n=len(path),
                count=str(len(path)),
            ),
            {"x": x, "y": y},
        )
        for (x, y), path in sorted(paths.items())
    ]
    enc.ask(f.id, "destination", Msg.of("dbu-ask-destination", fighter=f.id), options)


def _resolve_charge(enc: Encounter, f: Fighter, key: dict[str, Any]) -> None:
    if key["kind"] == "charge_declare":
        targets = charge_targets(enc, f)
        if not targets:
            # What happened before it resolved (an Out-of-Sequence attack in its Instant
            # window) left no attack to charge: the Energy Charge has nothing to power.
            enc.emit("state_changed", f.id, Msg.of("dbu-charge-no-attack", fighter=f.id))
            return
        enc.state.stack.append(ManeuverFrame(actor=f.id, option=key, stage="charge_attack"))
        enc.ask(f.id, "charge_attack", Msg.of("dbu-ask-charge-attack", fighter=f.id), targets)
        return
    if f.charge is None:
        # The charges were dropped before this Energy Charge resolved (an Energy Cancel
        # against an Out-of-Sequence attack in its Instant window): nothing to add to.
        enc.emit("state_changed", f.id, Msg.of("dbu-charge-nothing-to-add", fighter=f.id))
        return
    _add_charge(enc, f)


def _add_charge(enc: Encounter, f: Fighter) -> None:
    assert f.charge is not None
    f.charge.charges += 1
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-charge-holds", fighter=f.id, n=f.charge.charges, count=str(f.charge.charges)),
        charge=f.charge.charges,
    )
    for hook in REGISTRY.ki_lost:  # dbu-1: a charge taken at 0 Ki stops at once
        hook(enc, f)
    provoke(enc, f, "adjacent", "Energy Charge")


def _resolve_power_up(enc: Encounter, f: Fighter, key: dict[str, Any]) -> None:
    """A Power stack until the end of your next turn (max 2: at 2, the oldest is replaced)."""
    if stats.stacks(f, "power") >= 2:
        oldest = next(e for e in f.effects if e.name == "power")
        f.effects.remove(oldest)
    ends = stats.until_end_of_next_turn(enc, f.id)
    stats.add_effect(enc, f, Effect("power", "Power Up", ends))
    f.capacity = min(
        f.capacity + stats.derived(enc, f).capacity.value // 4, stats.max_capacity(enc, f)
    )


def _resolve_aura(enc: Encounter, f: Fighter, key: dict[str, Any]) -> None:
    f.aura = key["aura"]
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-aura-activated", fighter=f.id, aura=Term(f.aura)),
        aura=f.aura,
    )


def _resolve_recovery(enc: Encounter, f: Fighter, key: dict[str, Any]) -> None:
    n = key["actions"]
    stats.add_effect(
        enc,
        f,
        Effect(
            "recovering", "Combat Recovery", Expiry("start", f.id), value=n * stats.tier(enc, f)
        ),
        announce=False,
    )
    enc.state.stack.append(RecoveryFrame(fighter=f.id, spent=n, mode=key["mode"]))


def _resolve_stand(enc: Encounter, f: Fighter, key: dict[str, Any]) -> None:
    stats.remove_effects(enc, f, "prone")


_RESOLVE = {
    "move": _resolve_move,
    "charge": _resolve_charge,
    "charge_declare": _resolve_charge,
    "power_up": _resolve_power_up,
    "aura": _resolve_aura,
    "recover": _resolve_recovery,
    "stand_up": _resolve_stand,
}


# --- the Effect Phase: Aura upkeep and the Spectator state -------------------------------


def step_upkeep(enc: Encounter, frame: UpkeepFrame) -> None:
    f = enc.fighter(frame.fighter)
    if f.defeated:  # fell at the start of the turn (Will to Survive declined): no upkeep
        enc.state.stack.pop()
        return
    if frame.stage == "aura":
        frame.stage = "spectator"
        a = stats.aura(enc, f)
        if a is not None:
            upkeep = a.kp_cost // 2
            if stats.can_spend(f, upkeep):
                aura, kp = Term(a.name), str(upkeep)
                enc.ask(
                    f.id,
                    "aura_upkeep",
                    Msg.of("dbu-ask-aura-upkeep", fighter=f.id, aura=aura, kp=kp),
                    [
                        Option("keep_aura", Msg.of("dbu-option-keep-aura", aura=aura, kp=kp)),
                        Option("drop_aura", Msg.of("dbu-option-drop-aura", aura=aura)),
                    ],
                )
                return
            _drop_aura(enc, f)
        return
    if frame.stage == "spectator":
        frame.stage = "done"
        if stats.has(f, "spectator"):
            enc.ask(
                f.id,
                "spectator",
                Msg.of("dbu-ask-spectator", fighter=f.id),
                [
                    Option("leave_spectator", Msg.of("dbu-option-leave-spectator")),
                    Option("rest", Msg.of("dbu-option-spectator-rest")),
                ],
            )
            return
        return
    enc.state.stack.pop()


def _drop_aura(enc: Encounter, f: Fighter) -> None:
    enc.emit(
        "state_changed", f.id, Msg.of("dbu-aura-ends", fighter=f.id, aura=Term(f.aura)), aura=""
    )
    f.aura = ""


def answer_upkeep(enc: Encounter, frame: UpkeepFrame, option: Option) -> None:
    f = enc.fighter(frame.fighter)
    if option.kind == "keep_aura":
        a = stats.aura(enc, f)
        assert a is not None
        why = Phrase(f"{a.name} upkeep", Msg.of("dbu-why-aura-upkeep", aura=Term(a.name)))
        stats.spend(enc, f, a.kp_cost // 2, why)
    elif option.kind == "drop_aura":
        _drop_aura(enc, f)
    elif option.kind == "leave_spectator":
        stats.remove_effects(enc, f, "spectator")
    elif option.kind == "rest":
        bt = stats.base_tier(enc, f)
        enc.rolling(f.id, "Rest")
        r = roll(f"{2 * bt}d10", rng=enc.rng)
        f.actions = 0
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-spectator-rests", fighter=f.id, roll=str(r.total)),
            maneuver="spectator_rest",
            roll=r.total,
        )
        heal(enc, f, r.total, by=f, why="Spectator rest")
        stats.gain_ki(enc, f, r.total, "Spectator rest")
        enc.state.stack.pop()
        enc.state.phase = "end"


register_frame(ManeuverFrame, step_maneuver, answer_maneuver)
register_frame(UpkeepFrame, step_upkeep, answer_upkeep)


@instant_answer("surge")
def _surge(enc: Encounter, f: Fighter, actor: Fighter, option: Option) -> None:
    use_surge(enc, f, option.args["surge"])
