"""The turn decision of the Act Phase (seed 001): the legal options of a turn (attacks,
Energy Charge, Movement, Power Up, Aura, Combat Recovery, Stand Up, Surge, Command, and what
the families and the edition add through the core's hooks), and applying the chosen one.

Attacks are declared through :mod:`~tenkaichi.dbu.combat.rules.attack_options`; the other
Standard Maneuvers resolve in :mod:`~tenkaichi.dbu.combat.rules.maneuvers`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Fighter, ManeuverFrame, Option
from tenkaichi.dbu.combat.rules import legality, stats, targeting
from tenkaichi.dbu.combat.rules.attack_options import (
    basic_attack_options,
    can_attack,
    declare_attack,
    signature_options,
)
from tenkaichi.dbu.combat.rules.costs import (
    attack_kp,
    can_counter,
    convert,
    fixed_kp,
    maneuver_kp,
    mark_used,
    pay_counter,
    pay_standard,
    within_limits,
)
from tenkaichi.dbu.combat.rules.maneuvers import (
    MANEUVER_OF,
    command,
    drop_charge,
    use_surge,
)
from tenkaichi.dbu.combat.rules.movement import movement_cost, movement_options
from tenkaichi.dbu.combat.rules.reactions import surge_options
from tenkaichi.dbu.combat.rules.said import Phrase, said_aim
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def ask_turn(enc: Encounter) -> None:
    f = enc.fighter(enc.state.active)
    if f.actions <= 0 or f.defeated:
        enc.state.phase = "end"
        return
    for settle in REGISTRY.turn_asking:
        settle(enc, f)
    # No plural chooser ($n) in a question: the state's JSON keeps a question's arguments as
    # text; one Action left (or more) is chosen here.
    left = "dbu-ask-turn-one" if f.actions == 1 else "dbu-ask-turn"
    prompt = Msg.of(left, fighter=f.id, count=str(f.actions))
    enc.ask_later(f.id, "turn", prompt, lambda: turn_options(enc, f))


def turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    out: list[Option] = []
    acting = f.actions > 0
    if f.charge is not None:
        c = f.charge
        if acting and stats.can_spend(f, fixed_kp(enc, f, "energy_charge")):
            out.append(Option("charge", Msg.of("dbu-option-charge", charge=str(c.charges + 1))))
        if acting:
            out += release_options(enc, f)
        if within_limits(enc, f, "no_effort") and not f.last_instant:
            out.append(Option("cancel_charge", Msg.of("dbu-option-cancel-charge")))
        if f.turn_maneuvers == 0 and within_limits(enc, f, "energy_cancel") and can_counter(enc, f):
            out.append(Option("energy_cancel", Msg.of("dbu-option-energy-cancel")))
    elif acting:
        out += basic_attack_options(enc, f, kind="attack")
        out += signature_options(enc, f)
        out += _charge_declarations(enc, f)
        out += movement_options(enc, f)
        if within_limits(enc, f, "power_up") and not stats.has(f, "spectator"):
            power = stats.stacks(f, "power")
            label = Msg.of("dbu-option-power-up", now=str(power), then=str(min(2, power + 1)))
            out.append(Option("power_up", label))
        out += _aura_options(enc, f)
        out += _recovery_options(enc, f)
    if acting and stats.has(f, "prone"):
        out.append(Option("stand_up", Msg.of("dbu-option-stand-up")))
    if not f.last_instant and within_limits(enc, f, "surge"):
        out += surge_options()
    out += _command_options(enc, f)
    for provider in REGISTRY.turn_options:
        out += provider(enc, f)
    out = legality.while_charging(enc, f, out)
    listed = tuple(out)
    for after in REGISTRY.turn_options_after:
        out += after(enc, f, listed)
    for edit in REGISTRY.turn_options_final:
        out = edit(enc, f, out)
    out = legality.while_charging(enc, f, out)
    if acting:
        out.append(Option("convert", Msg.of("dbu-option-convert")))
    out.append(Option("end_turn", Msg.of("dbu-option-end-turn")))
    return out


def release_options(enc: Encounter, f: Fighter) -> list[Option]:
    c = f.charge
    assert c is not None
    if stats.has(f, "spectator") or stats.has(f, "pinned"):
        return []
    if stats.sheet(enc, f).minion and f.attacks_round >= 1:
        return []
    if c.maneuver == "basic" and c.profile != "Simple" and c.profile in f.profiles_used:
        return []
    if c.maneuver == "signature" and not within_limits(enc, f, "signature"):
        return []
    if not stats.can_spend(f, attack_kp(enc, f, c.profile, c.signature)):
        return []
    name = (
        Term(c.signature)
        if c.signature
        else Msg.of("dbu-charged-basic-attack", profile=Term(c.profile))
    )
    return [
        Option(
            "release",
            Msg.of(
                "dbu-option-release",
                attack=name,
                n=c.charges,
                count=str(c.charges),
                aim=said_aim(where),
            ),
            args,
        )
        for args, where in targeting.aims(enc, f, c.profile, c.foundation, technique=c.signature)
    ]


def _charge_declarations(enc: Encounter, f: Fighter) -> list[Option]:
    if not can_attack(enc, f) or not stats.can_spend(f, fixed_kp(enc, f, "energy_charge")):
        return []
    if not legality.has_attack_choice(enc, f, limits=False, afford=False):  # charge_targets
        return []
    return [Option("charge_declare", Msg.of("dbu-option-charge-declare"))]


def _aura_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "aura"):
        return []
    return [
        Option(
            "aura",
            Msg.of("dbu-option-aura", aura=Term(a.name), kp=str(a.kp_cost)),
            {"aura": a.name},
        )
        for a in stats.sheet(enc, f).auras
        if a.name != f.aura and stats.can_spend(f, maneuver_kp(enc, f, a.kp_cost))
    ]


def _recovery_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "combat_recovery") or f.actions < 2:
        return []
    out = []
    conditions = bool(stats.recoverable(enc, f))
    for n in range(2, f.actions + 1):
        out.append(
            Option(
                "recover",
                Msg.of("dbu-option-recovery", n=n, count=str(n)),
                {"actions": n, "mode": "heal"},
            )
        )
        if conditions:
            out.append(
                Option(
                    "recover",
                    Msg.of("dbu-option-condition-recovery", n=n, count=str(n)),
                    {"actions": n, "mode": "condition"},
                )
            )
    return out


def waiting_minions(enc: Encounter, f: Fighter) -> list[Fighter]:
    """``f``'s Minions still standing, not yet commanded, whose turn is still to come."""
    return [
        m
        for m in enc.state.fighters
        if m.master == f.id
        and not m.defeated
        and not m.commanded
        and enc.state.order.index(m.id) > enc.state.turn
    ]


def _command_options(enc: Encounter, f: Fighter) -> list[Option]:
    waiting = waiting_minions(enc, f)
    if not waiting or f.actions <= 0 or f.last_instant:
        return []
    return [
        Option("command", Msg.of("dbu-option-command", n=n, count=str(n)), {"minions": n})
        for n in range(1, min(len(waiting), f.actions) + 1)
    ]


# --- applying the turn decision ---------------------------------------------------------


def answer_turn(enc: Encounter, f: Fighter, option: Option) -> None:
    kind, args = option.kind, option.args
    if kind == "end_turn":
        enc.emit("maneuver", f.id, Msg.of("dbu-ends-turn-early", fighter=f.id), maneuver="end_turn")
        enc.state.phase = "end"
    elif kind == "convert":
        convert(enc, f)
    elif kind in ("attack", "signature", "release"):
        enc.state.stack.append(declare_attack(enc, f, kind, args))
    elif kind == "surge":
        use_surge(enc, f, args["surge"])
    elif kind == "cancel_charge":
        mark_used(f, "no_effort")
        f.last_instant = True
        f.turn_maneuvers += 1
        drop_charge(enc, f, _CANCEL_CHARGE)
    elif kind == "energy_cancel":
        mark_used(f, "energy_cancel")
        pay_counter(enc, f, "Energy Cancel")
        f.turn_maneuvers += 1
        drop_charge(enc, f, "Energy Cancel")
    elif kind == "command":
        command(enc, f, args["minions"])
    elif kind in REGISTRY.turn_answers:
        REGISTRY.turn_answers[kind](enc, f, option)
    else:
        mid = MANEUVER_OF[kind]
        actions = args["actions"] if kind == "recover" else 1
        pay_standard(enc, f, mid, actions)
        kp = declared_kp(enc, f, kind, args)
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-uses", fighter=f.id, maneuver=option.said),
            maneuver=mid,
            **args,
        )
        if kp > 0:  # the English of the option is the cost's reason (its data)
            stats.spend(enc, f, kp, Phrase(option.label, option.said))
        enc.state.stack.append(ManeuverFrame(actor=f.id, option=option.key()))


_CANCEL_CHARGE = Phrase("No Effort: Cancel Energy Charge", Msg.of("dbu-option-cancel-charge"))


def declared_kp(enc: Encounter, f: Fighter, kind: str, args: dict[str, Any]) -> int:
    if kind in ("charge", "charge_declare"):
        return fixed_kp(enc, f, "energy_charge")
    if kind == "move":
        return movement_cost(enc, f, args["mode"])
    if kind == "aura":
        cost = next(a.kp_cost for a in stats.sheet(enc, f).auras if a.name == args["aura"])
        return maneuver_kp(enc, f, cost)
    return 0
