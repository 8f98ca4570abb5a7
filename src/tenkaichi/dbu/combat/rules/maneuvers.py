"""The Act Phase: the legal maneuvers of a turn, their costs and limits, and the
non-attacking Standard and Instant Maneuvers (seed 001).

Every maneuver's Action Cost, fixed KP Cost, [x/Round] / [x/Encounter] limit and Exploit
trigger come from the catalogue (``data/dbu/maneuvers.yaml``).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.grid import reachable
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.hooks import frame as register_frame
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    ChargeState,
    Effect,
    Expiry,
    ExploitFrame,
    Fighter,
    ManeuverFrame,
    MoveFrame,
    Option,
    RecoveryFrame,
    UpkeepFrame,
)
from tenkaichi.dbu.combat.rules import legality, stats, targeting
from tenkaichi.dbu.combat.rules.catalog import maneuver
from tenkaichi.dbu.combat.rules.damage import heal
from tenkaichi.dbu.combat.rules.legality import Via
from tenkaichi.dbu.combat.rules.profiles import kp_floor, reduced
from tenkaichi.dbu.combat.rules.profiles import profile as get_profile
from tenkaichi.dbu.tier import Tiers, price_of_power
from tenkaichi.dice.roller import roll

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

# --- costs and limits -------------------------------------------------------------------


def maneuver_kp(enc: Encounter, f: Fighter, cost: int) -> int:
    """The Ki Point cost of one of ``f``'s Maneuvers after what adjusts every such cost
    (``REGISTRY.kp_cost``: dbu-1 Holding Back at full stacks). Not for Ki Wagers."""
    for adjust in REGISTRY.kp_cost:
        cost = adjust(enc, f, cost)
    return cost


def fixed_kp(enc: Encounter, f: Fighter, mid: str) -> int:
    amount, scale = maneuver(mid, enc.setup.edition).kp
    if not amount:
        return 0
    cost = amount * stats.base_tier(enc, f) if scale in ("T", "bT") else amount
    return maneuver_kp(enc, f, cost)


def within_limits(enc: Encounter, f: Fighter, mid: str) -> bool:
    """The maneuver's [x/Round] and [x/Encounter] limits, as the fight's edition sets them."""
    m = maneuver(mid, enc.setup.edition)
    if m.per_round is not None and f.used_round.get(mid, 0) >= m.per_round:
        return False
    return not (m.per_encounter is not None and f.used_encounter.get(mid, 0) >= m.per_encounter)


def mark_used(f: Fighter, mid: str) -> None:
    f.used_round[mid] = f.used_round.get(mid, 0) + 1
    f.used_encounter[mid] = f.used_encounter.get(mid, 0) + 1


def unmark_used(f: Fighter, mid: str) -> None:
    """Instantaneous Control: a refunded maneuver does not count toward its limits."""
    for table in (f.used_round, f.used_encounter):
        if table.get(mid, 0) > 0:
            table[mid] -= 1


def can_counter(enc: Encounter, f: Fighter) -> bool:
    """A Counter Action, or a Standard Action to convert into one (seed 001)."""
    if f.defeated or (enc.state.surprise_round and f.surprised):
        return False
    return f.counters > 0 or f.actions > 0


def convert(enc: Encounter, f: Fighter) -> None:
    """A Standard Action becomes a Counter Action (at any moment, even mid-maneuver)."""
    f.actions -= 1
    f.counters += 1
    enc.emit(
        "maneuver",
        f.id,
        f"{f.id} converts a Standard Action into a Counter Action",
        maneuver="convert",
    )


def pay_counter(enc: Encounter, f: Fighter, why: str) -> None:
    if f.counters <= 0:
        convert(enc, f)
    f.counters -= 1
    enc.emit("reaction", f.id, f"{f.id} answers with {why} (1 Counter Action)", reaction=why)
    for hook in REGISTRY.counter_paid:
        hook(enc, f)


def attack_kp(enc: Encounter, f: Fighter, profile_name: str, signature: str = "") -> int:
    """A Basic Attack costs its Profile's KP(T); a Signature Technique costs the Profile's KP
    plus a fifth of its Technique Points, raised by Price of Power. Both at the base Tier
    (Breakthrough does not raise costs). Drained adds 2(T)."""
    return maneuver_kp(enc, f, attack_cost(enc, f, profile_name, signature))


def attack_cost(enc: Encounter, f: Fighter, profile_name: str, signature: str = "") -> int:
    """:func:`attack_kp` before the adjustments every Maneuver's cost takes: for a Maneuver
    that adds its own cost to an attack's (dbu-1 Blitz), adjusted once as a whole."""
    p = get_profile(profile_name)
    bt = stats.base_tier(enc, f)
    drained = 2 * stats.tier(enc, f) if f.effects and stats.has(f, "drained") else 0
    if not signature:
        return p.kp * bt + drained
    sig = next(s for s in stats.sheet(enc, f).signatures if s.name == signature)
    tp = 8 + (4 if sig.ultimate else 0)
    cost = reduced(price_of_power(p.kp + math.ceil(tp / 5), Tiers(bt)), p.signature_discount * bt)
    # never below half the Profile's listed cost
    return max(cost, kp_floor(p, bt)) + drained


def can_attack(enc: Encounter, f: Fighter, via: Via = "action") -> bool:
    """May ``f`` make an Attacking Maneuver now (:func:`legality.may_attack`)."""
    return legality.may_attack(enc, f, via)


def foundations_for(enc: Encounter, f: Fighter, profile_name: str) -> list[str]:
    """The Foundations worth offering: a Multi profile offers Physical and Energy, and Magic
    when the Magic Modifier is higher than Force."""
    p = get_profile(profile_name)
    mods = stats.derived(enc, f).modifiers
    out: list[str] = [fd for fd in p.foundations if fd != "magic" or mods["magic"] > mods["force"]]
    return out or [str(fd) for fd in p.foundations]


ATTACK_VIA: dict[str, Via] = {
    "exploit": "counter",
    "cross_attack": "counter",
    "raging_attack": "counter",
    "arms_attack": "counter",
    "escape_attack": "instant",
}
"""What pays for the Basic Attacks of an option kind (a Standard Action otherwise)."""


def basic_attack_options(
    enc: Encounter,
    f: Fighter,
    *,
    kind: str,
    only_target: Fighter | None = None,
    waive_range: bool = False,
) -> list[Option]:
    """Basic Attack options: each Profile once per round except Simple, for KP available
    (:func:`legality.attack_choices`), at every target each can reach."""
    out: list[Option] = []
    via = ATTACK_VIA.get(kind, "action")
    for c in legality.attack_choices(enc, f, via=via, signatures=False):
        shape = get_profile(c.profile).area
        shape_text = f" {shape.replace('_', ' ')}" if shape else ""
        for args, where in targeting.aims(
            enc, f, c.profile, c.foundation, only_target, waive_range=waive_range
        ):
            out.append(
                Option(
                    kind,
                    f"Basic Attack ({c.profile}{shape_text}, {c.foundation}) {where}",
                    {"profile": c.profile, "foundation": c.foundation, **args},
                )
            )
    return out


def aim_of(args: dict[str, Any]) -> dict[str, Any]:
    """The chosen square and direction of a square-aimed Area of Effect, as keywords for
    :func:`open_attack` (empty for fighter-aimed attacks)."""
    if "x" not in args:
        return {}
    return {"square": (args["x"], args["y"]), "direction": args.get("direction", "")}


def signature_options(enc: Encounter, f: Fighter, kind: str = "signature") -> list[Option]:
    """Signature Technique options (paid as ``ATTACK_VIA`` says for ``kind``)."""
    out: list[Option] = []
    for c in legality.attack_choices(enc, f, via=ATTACK_VIA.get(kind, "action"), basic=False):
        for args, where in targeting.aims(enc, f, c.profile, c.foundation):
            out.append(
                Option(
                    kind, f"{c.signature} ({c.profile}) {where}", {"signature": c.signature, **args}
                )
            )
    return out


# --- the turn decision ------------------------------------------------------------------


def ask_turn(enc: Encounter) -> None:
    f = enc.fighter(enc.state.active)
    if f.actions <= 0 or f.defeated:
        enc.state.phase = "end"
        return
    options = turn_options(enc, f)
    left = f"{f.actions} Action{'' if f.actions == 1 else 's'} left"
    enc.ask(f.id, "turn", f"{f.id}: choose a maneuver ({left})", options)


def turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    out: list[Option] = []
    acting = f.actions > 0
    if f.charge is not None:
        c = f.charge
        if acting and stats.can_spend(f, fixed_kp(enc, f, "energy_charge")):
            out.append(Option("charge", f"Energy Charge (charge {c.charges + 1})"))
        if acting:
            out += _release_options(enc, f)
        if within_limits(enc, f, "no_effort") and not f.last_instant:
            out.append(Option("cancel_charge", "No Effort: Cancel Energy Charge"))
        if f.turn_maneuvers == 0 and within_limits(enc, f, "energy_cancel") and can_counter(enc, f):
            out.append(Option("energy_cancel", "Energy Cancel (Counter Action)"))
    elif acting:
        out += basic_attack_options(enc, f, kind="attack")
        out += signature_options(enc, f)
        out += _charge_declarations(enc, f)
        out += _movement_options(enc, f)
        if within_limits(enc, f, "power_up") and not stats.has(f, "spectator"):
            out.append(
                Option(
                    "power_up",
                    f"Power Up (Power {stats.stacks(f, 'power')} -> "
                    f"{min(2, stats.stacks(f, 'power') + 1)})",
                )
            )
        out += _aura_options(enc, f)
        out += _recovery_options(enc, f)
    if acting and stats.has(f, "prone"):
        out.append(Option("stand_up", "Stand up (1 Action)"))
    if not f.last_instant and within_limits(enc, f, "surge"):
        out.append(Option("surge", "Surge: Healing Surge", {"surge": "healing"}))
        out.append(Option("surge", "Surge: Ki Surge", {"surge": "ki"}))
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
        out.append(Option("convert", "Convert a Standard Action into a Counter Action"))
    out.append(Option("end_turn", "End turn"))
    return out


def _release_options(enc: Encounter, f: Fighter) -> list[Option]:
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
    name = c.signature or f"{c.profile} Basic Attack"
    return [
        Option("release", f"Release {name} ({c.charges} charge(s)) {where}", args)
        for args, where in targeting.aims(enc, f, c.profile, c.foundation)
    ]


def _charge_declarations(enc: Encounter, f: Fighter) -> list[Option]:
    if not can_attack(enc, f) or not stats.can_spend(f, fixed_kp(enc, f, "energy_charge")):
        return []
    if not charge_targets(enc, f):
        return []
    return [Option("charge_declare", "Energy Charge (declare the attack to charge)")]


def charge_targets(enc: Encounter, f: Fighter) -> list[Option]:
    """The Attacking Maneuvers an Energy Charge can be declared for (their KP is paid when
    the attack is released, and their limits apply then)."""
    out = []
    for c in legality.attack_choices(enc, f, limits=False, afford=False):
        if c.mode == "signature":
            out.append(Option("charge_attack", c.signature, {"signature": c.signature}))
        else:
            out.append(
                Option(
                    "charge_attack",
                    f"a {c.profile} ({c.foundation}) Basic Attack",
                    {"profile": c.profile, "foundation": c.foundation},
                )
            )
    return out


MOVE_MODES = {
    "normal": ("Movement (Normal Speed)", False, False),
    "boosted": ("Movement (Boosted Speed, 3(T) KP)", True, False),
    "rapid": ("Movement (Normal Speed, Rapid +2(T) KP)", False, True),
    "boosted_rapid": ("Movement (Boosted Speed, Rapid, 5(T) KP)", True, True),
}


def movement_cost(enc: Encounter, f: Fighter, mode: str) -> int:
    _, boosted, rapid = MOVE_MODES[mode]
    bt = stats.base_tier(enc, f)
    return maneuver_kp(enc, f, (3 * bt if boosted else 0) + (2 * bt if rapid else 0))


def destinations(
    enc: Encounter, f: Fighter, mode: str, limit: int | None = None
) -> dict[tuple[int, int], list[Any]]:
    """Squares the mover can reach with this mode of movement, each with its path."""
    _, boosted, _ = MOVE_MODES[mode]
    normal, fast = stats.speeds(enc, f)
    if f.riding:  # a Pilot moves the whole Vehicle; a passenger cannot walk (vehicles.py)
        from tenkaichi.dbu.combat.families.vehicles import pilot_paths

        return pilot_paths(enc, f, limit, boosted)
    if limit is None:
        limit = fast if boosted else normal
    size = stats.derived(enc, f).squares
    blocked = {
        sq
        for o in enc.state.fighters
        if o is not f and not o.defeated
        for sq in targeting.squares_of(enc, o)
    }
    from tenkaichi.dbu.combat.families.terrain.battlefield import blocked_squares

    blocked |= blocked_squares(enc, except_vehicle=f.riding)  # Features and Vehicles
    paths = reachable(f.pos, size, limit, enc.state.width, enc.state.height, blocked)
    shaken_by = [enc.fighter(e.by) for e in f.effects if e.name == "shaken" and e.by]
    if shaken_by:
        # Shaken: you cannot move toward the one who shook you.
        paths = {
            dest: path
            for dest, path in paths.items()
            if all(targeting.gap_from(enc, dest, f, s) >= enc.distance(f, s) for s in shaken_by)
        }
    return paths


def _movement_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "movement") or stats.has(f, "prone") or stats.has(f, "blockaded"):
        return []
    if stats.has(f, "pinned"):
        return []
    if not _can_step(enc, f):
        return []
    return [
        Option("move", label, {"mode": mode})
        for mode, (label, _, _) in MOVE_MODES.items()
        if stats.can_spend(f, movement_cost(enc, f, mode))
    ]


def _can_step(enc: Encounter, f: Fighter) -> bool:
    """Is there at least one square to move to? (the destinations are asked afterwards)"""
    normal, _ = stats.speeds(enc, f)
    if normal < 1:
        return False
    return bool(destinations(enc, f, "normal", limit=1))


def _aura_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "aura"):
        return []
    return [
        Option("aura", f"Aura: {a.name} ({a.kp_cost} KP)", {"aura": a.name})
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
            Option("recover", f"Combat Recovery ({n} Actions)", {"actions": n, "mode": "heal"})
        )
        if conditions:
            out.append(
                Option(
                    "recover",
                    f"Combat Recovery ({n} Actions), Condition Recovery",
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
        Option("command", f"Command {n} Minion(s) ({n} Action(s))", {"minions": n})
        for n in range(1, min(len(waiting), f.actions) + 1)
    ]


# --- applying the turn decision ---------------------------------------------------------


def pay_standard(enc: Encounter, f: Fighter, mid: str, actions: int = 1) -> None:
    f.actions -= actions
    f.turn_maneuvers += 1
    f.last_instant = False
    mark_used(f, mid)


def answer_turn(enc: Encounter, f: Fighter, option: Option) -> None:
    kind, args = option.kind, option.args
    if kind == "end_turn":
        enc.emit("maneuver", f.id, f"{f.id} ends the turn early", maneuver="end_turn")
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
        drop_charge(enc, f, "No Effort: Cancel Energy Charge")
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
        mid = _MANEUVER_OF[kind]
        actions = args["actions"] if kind == "recover" else 1
        pay_standard(enc, f, mid, actions)
        kp = _declared_kp(enc, f, kind, args)
        label = option.label
        enc.emit("maneuver", f.id, f"{f.id} uses {label}", maneuver=mid, **args)
        stats.spend(enc, f, kp, label)
        enc.state.stack.append(ManeuverFrame(actor=f.id, option=option.key()))


_MANEUVER_OF = {
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


def _declared_kp(enc: Encounter, f: Fighter, kind: str, args: dict[str, Any]) -> int:
    if kind in ("charge", "charge_declare"):
        return fixed_kp(enc, f, "energy_charge")
    if kind == "move":
        return movement_cost(enc, f, args["mode"])
    if kind == "aura":
        cost = next(a.kp_cost for a in stats.sheet(enc, f).auras if a.name == args["aura"])
        return maneuver_kp(enc, f, cost)
    return 0


def declare_attack(enc: Encounter, f: Fighter, kind: str, args: dict[str, Any]) -> AttackFrame:
    """Pay for an Attacking Maneuver from the turn decision and open its frame."""
    charges = 0
    signature = ""
    if kind == "release":
        c = f.charge
        assert c is not None
        profile_name, foundation, signature, charges = (
            c.profile,
            c.foundation,
            c.signature,
            c.charges,
        )
        maneuver_kind = "signature" if signature else "basic"
    elif kind == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
        profile_name, foundation, signature = sig.profile, sig.foundation, sig.name
        maneuver_kind = "signature"
    else:
        profile_name, foundation = args["profile"], args["foundation"]
        maneuver_kind = "basic"
    mid = "signature" if maneuver_kind == "signature" else "basic_attack"
    pay_standard(enc, f, mid)
    frame = open_attack(
        enc,
        f,
        maneuver_kind,
        profile_name,
        foundation,
        signature,
        enc.fighter(args["target"]),
        source="release" if kind == "release" else maneuver_kind,
        charges=charges,
        **aim_of(args),
    )
    frame.actions = 1
    return frame


def count_attack(enc: Encounter, f: Fighter, maneuver_kind: str, profile_name: str) -> None:
    """An Attacking Maneuver used this round: a Basic Attack's Profile (once per round, but
    Simple) and Diminishing Offense (one stack per attack beyond the setting's count)."""
    if maneuver_kind == "basic" and profile_name != "Simple":
        f.profiles_used.append(profile_name)
    f.attacks_round += 1
    arms = 1 if f.effects and stats.has(f, "multiple_arms") else 0  # one attack later
    if f.attacks_round > enc.settings.diminishing_offense_after + arms:
        f.offense_stacks += 1


def open_attack(
    enc: Encounter,
    f: Fighter,
    maneuver_kind: str,
    profile_name: str,
    foundation: str,
    signature: str,
    aim: Fighter,
    *,
    source: str,
    charges: int = 0,
    oos: bool = False,
    square: tuple[int, int] | None = None,
    direction: str = "",
) -> AttackFrame:
    """Declare an attack: pay its KP, count it for Diminishing Offense and the Profile limit,
    and pick its targets (the Area of Effect, if the Profile has one; ``square`` and
    ``direction`` aim a Sphere or a Wave)."""
    kp = attack_kp(enc, f, profile_name, signature)
    count_attack(enc, f, maneuver_kind, profile_name)
    targets = targeting.affected(enc, f, profile_name, aim, square, direction)
    area = get_profile(profile_name).area
    squares = sorted(targeting.area_squares(enc, f, area, aim, square, direction)) if area else []
    what = signature or f"Basic Attack ({profile_name}, {foundation})"
    enc.emit(
        "attack_declared",
        f.id,
        f"{f.id} attacks {', '.join(t.id for t in targets)} with {what}"
        + (f", {charges} Energy Charge(s)" if charges else "")
        + (" (Out-of-Sequence)" if oos else ""),
        profile=profile_name,
        foundation=foundation,
        signature=signature,
        targets=[t.id for t in targets],
        charges=charges,
        source=source,
    )
    stats.spend(enc, f, kp, what)
    frame = AttackFrame(
        attacker=f.id,
        source=source,  # type: ignore[arg-type]
        profile=profile_name,
        foundation=foundation,
        targets=[t.id for t in targets],
        signature=signature,
        aim=aim.id,
        charges=charges,
        kp=kp,
        oos=oos,
        area=squares,
        aim_square=list(square) if square else [],
        direction=direction,
    )
    if source == "release":
        f.charge = None
        stats.remove_effects(enc, f, "guard_down", "Energy Charge")
    return frame


def drop_charge(enc: Encounter, f: Fighter, why: str) -> None:
    if f.charge is None:
        return
    enc.emit(
        "state_changed",
        f.id,
        f"{f.id} stops charging and loses {f.charge.charges} Energy Charge(s) ({why})",
        charge=0,
    )
    f.charge = None
    stats.remove_effects(enc, f, "guard_down", "Energy Charge")


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
        r = roll(f"{2 * t}d10", rng=enc.rng)
        enc.emit(
            "maneuver",
            f.id,
            f"{f.id} uses a Healing Surge: 2d10(T) {r.total} + Surgency {surgency}",
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
            f"{f.id} uses a Ki Surge: ¼ Max Ki + Surgency {surgency} "
            f"= {ki} KP, ¼ Max Capacity = {cap}",
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
        f"{f.id} commands {', '.join(m.id for m in waiting)}",
        maneuver="command",
        minions=[m.id for m in waiting],
    )


# --- non-attacking maneuvers, resolved after the Instant window --------------------------


def step_maneuver(enc: Encounter, frame: ManeuverFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    if frame.stage == "instants":
        frame.stage = "resolve"
        label = _MANEUVER_OF.get(frame.option["kind"], frame.option["kind"])
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
            "state_changed", f.id, f"{f.id} declares {option.label} for the Energy Charge", **args
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
        enc.emit("moved", f.id, f"{f.id} has nowhere to move", path=[])
        return
    options = [
        Option("destination", f"to ({x}, {y}), {len(path)} square(s)", {"x": x, "y": y})
        for (x, y), path in sorted(paths.items())
    ]
    enc.ask(f.id, "destination", f"{f.id}: where to move?", options)


def _resolve_charge(enc: Encounter, f: Fighter, key: dict[str, Any]) -> None:
    if key["kind"] == "charge_declare":
        targets = charge_targets(enc, f)
        if not targets:
            # What happened before it resolved (an Out-of-Sequence attack in its Instant
            # window) left no attack to charge: the Energy Charge has nothing to power.
            enc.emit("state_changed", f.id, f"{f.id}'s Energy Charge finds no attack to power")
            return
        enc.state.stack.append(ManeuverFrame(actor=f.id, option=key, stage="charge_attack"))
        enc.ask(
            f.id, "charge_attack", f"{f.id}: which attack will the Energy Charge power?", targets
        )
        return
    if f.charge is None:
        # The charges were dropped before this Energy Charge resolved (an Energy Cancel
        # against an Out-of-Sequence attack in its Instant window): nothing to add to.
        enc.emit("state_changed", f.id, f"{f.id}'s Energy Charge finds no charge to add to")
        return
    _add_charge(enc, f)


def _add_charge(enc: Encounter, f: Fighter) -> None:
    assert f.charge is not None
    f.charge.charges += 1
    enc.emit(
        "state_changed",
        f.id,
        f"{f.id} now holds {f.charge.charges} Energy Charge(s)",
        charge=f.charge.charges,
    )
    for hook in REGISTRY.ki_lost:  # dbu-1: a charge taken at 0 Ki stops at once
        hook(enc, f)
    _provoke(enc, f, "adjacent", "Energy Charge")


def _provoke(enc: Encounter, f: Fighter, reach: str | int, why: str) -> None:
    """Opponents adjacent, short of Long Range, or within ``reach`` squares may Exploit."""
    if reach == "adjacent":
        who = [o for o in enc.opponents(f) if enc.distance(o, f) <= 1]
    elif isinstance(reach, int):
        who = [o for o in enc.opponents(f) if enc.distance(o, f) <= reach]
    else:
        who = [o for o in enc.opponents(f) if enc.distance(o, f) < enc.settings.long_range]
    who = enc.in_initiative_order(who)
    if who:
        enc.emit(
            "provoked",
            f.id,
            f"{why} provokes Exploit from " + ", ".join(o.id for o in who),
            by=[o.id for o in who],
        )
        enc.state.stack.append(
            ExploitFrame(provoker=f.id, candidates=[o.id for o in who], reason=why)
        )


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
    enc.emit("state_changed", f.id, f"{f.id} activates the {f.aura} Aura", aura=f.aura)


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
                enc.ask(
                    f.id,
                    "aura_upkeep",
                    f"{f.id}: keep the {a.name} Aura for {upkeep} KP?",
                    [
                        Option("keep_aura", f"Pay {upkeep} KP to keep {a.name}"),
                        Option("drop_aura", f"Let {a.name} end"),
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
                f"{f.id} is spectating: leave, or rest this turn?",
                [
                    Option("leave_spectator", "Leave the Spectator state and act"),
                    Option("rest", "Stay: lose your Actions, regain 2d10(bT) Life and Ki"),
                ],
            )
            return
        return
    enc.state.stack.pop()


def _drop_aura(enc: Encounter, f: Fighter) -> None:
    enc.emit("state_changed", f.id, f"{f.id}'s {f.aura} Aura ends", aura="")
    f.aura = ""


def answer_upkeep(enc: Encounter, frame: UpkeepFrame, option: Option) -> None:
    f = enc.fighter(frame.fighter)
    if option.kind == "keep_aura":
        a = stats.aura(enc, f)
        assert a is not None
        stats.spend(enc, f, a.kp_cost // 2, f"{a.name} upkeep")
    elif option.kind == "drop_aura":
        _drop_aura(enc, f)
    elif option.kind == "leave_spectator":
        stats.remove_effects(enc, f, "spectator")
    elif option.kind == "rest":
        bt = stats.base_tier(enc, f)
        r = roll(f"{2 * bt}d10", rng=enc.rng)
        f.actions = 0
        enc.emit(
            "maneuver",
            f.id,
            f"{f.id} rests as a Spectator: 2d10(bT) = {r.total}",
            maneuver="spectator_rest",
            roll=r.total,
        )
        heal(enc, f, r.total, by=f, why="Spectator rest")
        stats.gain_ki(enc, f, r.total, "Spectator rest")
        enc.state.stack.pop()
        enc.state.phase = "end"


register_frame(ManeuverFrame, step_maneuver, answer_maneuver)
register_frame(UpkeepFrame, step_upkeep, answer_upkeep)
