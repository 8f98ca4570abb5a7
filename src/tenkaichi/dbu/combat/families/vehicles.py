"""Vehicles and Battle Jackets: the Ride Maneuver (seed 001) and piloting.

Ride [2/Round], 1 Action, provokes Exploit from every Opponent who has you in Melee Range:

- not in a Vehicle: enter an adjacent one with a free seat (as its Pilot if it has none and
  you want to, otherwise as a passenger);
- in one: leave it to an unoccupied square adjacent to it; stop piloting (move to another
  unoccupied square inside it, if there is one); or try to become the Pilot. A willing Pilot
  (an ally, asked) swaps squares with you; otherwise Clash (Physical Strike vs Physical
  Strike/Dodge), and the winner may put the other out on a square adjacent to the Vehicle.

Everyone inside stands on a square of the Vehicle's footprint. The Pilot's Movement Maneuver
moves the whole Vehicle with everyone in it, at the Pilot's Speeds (setting ``vehicle_speed``);
a passenger has no Movement of their own. A rider moved by another's effect (Thrust, Launch)
is knocked out of the Vehicle first; a Defeated Pilot stops piloting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap, in_bounds
from tenkaichi.dbu.combat.core.state import (
    ExploitFrame,
    ExtFrame,
    Fighter,
    MoveFrame,
    Option,
    Pos,
    Vehicle,
)
from tenkaichi.dbu.combat.rules import clash, stats, targeting
from tenkaichi.dbu.combat.rules.costs import pay_standard, unmark_used, within_limits
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import column_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


RIDE, EXPLOIT = Term("Ride"), Term("Exploit")


def square(pos: Pos) -> Msg:
    """A square as the grid labels it, in the reader's words (``square O4``)."""
    return Msg.of("dbu-fa-square", square=f"{column_name(pos[0])}{pos[1] + 1}")


def vehicle(enc: Encounter, vid: str) -> Vehicle:
    for v in enc.state.vehicles:
        if v.id == vid:
            return v
    raise KeyError(vid)


def squares(v: Vehicle) -> list[Pos]:
    return footprint(v.pos, v.size)


def _size(enc: Encounter, f: Fighter) -> int:
    return stats.derived(enc, f).squares


def seats_inside(enc: Encounter, v: Vehicle, f: Fighter) -> list[Pos]:
    """Positions inside ``v`` where ``f`` fits without overlapping another rider."""
    inside = set(squares(v))
    taken = {
        sq
        for rid in v.riders
        if rid != f.id
        for sq in footprint(enc.fighter(rid).pos, _size(enc, enc.fighter(rid)))
    }
    size = _size(enc, f)
    return [
        p
        for p in squares(v)
        if all(sq in inside and sq not in taken for sq in footprint(p, size))
        and p != (f.pos if f.riding == v.id else None)
    ]


def outside_squares(enc: Encounter, v: Vehicle, f: Fighter) -> list[Pos]:
    """Unoccupied positions adjacent to ``v`` where ``f`` can stand."""
    from tenkaichi.dbu.combat.rules.targeting import blocked_squares

    size = _size(enc, f)
    blocked = blocked_squares(enc)
    blocked |= {
        sq
        for o in enc.state.fighters
        if o is not f and not o.defeated
        for sq in targeting.squares_of(enc, o)
    }
    x0, y0 = v.pos
    out = []
    for y in range(y0 - size, y0 + v.size + 1):
        for x in range(x0 - size, x0 + v.size + 1):
            p = (x, y)
            if gap(v.pos, v.size, p, size) != 1:
                continue
            if not in_bounds(p, size, enc.state.width, enc.state.height):
                continue
            if not any(sq in blocked for sq in footprint(p, size)):
                out.append(p)
    return out


# --- piloting ----------------------------------------------------------------------------


def _move_step(enc: Encounter, f: Fighter, frame: MoveFrame, before: tuple[int, int]) -> None:
    """The Pilot moved one square: the Vehicle and everyone else inside come along."""
    if not f.riding:
        return
    v = vehicle(enc, f.riding)
    if v.pilot != f.id:
        return
    dx, dy = f.pos[0] - before[0], f.pos[1] - before[1]
    v.pos = (v.pos[0] + dx, v.pos[1] + dy)
    for rid in v.riders:
        if rid != f.id:
            r = enc.fighter(rid)
            r.pos = (r.pos[0] + dx, r.pos[1] + dy)


def _leave(enc: Encounter, f: Fighter, v: Vehicle, pos: Pos, why: Msg | Term) -> None:
    if f.id in v.riders:
        v.riders.remove(f.id)
    if v.pilot == f.id:
        v.pilot = ""
    f.riding = ""
    f.pos = (pos[0], pos[1])
    enc.emit(
        "moved",
        f.id,
        Msg.of(
            "dbu-ride-gets-out", fighter=f.id, vehicle=Term(v.name), square=square(f.pos), why=why
        ),
        path=[list(f.pos)],
        vehicle=v.id,
    )


def _before_push(enc: Encounter, f: Fighter, by: Fighter | None, frame: Any) -> None:
    """Forced movement knocks a rider out of the Vehicle (they move from where they sit)."""
    if not f.riding:
        return
    v = vehicle(enc, f.riding)
    v.riders.remove(f.id)
    if v.pilot == f.id:
        v.pilot = ""
    f.riding = ""
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-ride-knocked-out", fighter=f.id, vehicle=Term(v.name)),
        vehicle=v.id,
        riding="",
    )


def sync(enc: Encounter) -> None:
    """A rider that another effect moved off the Vehicle (Intervene's Defense Wall, a swap)
    is out of it. Checked at the end of every attack and turn, and before Ride's options."""
    for v in enc.state.vehicles:
        inside = set(squares(v))
        for rid in list(v.riders):
            r = enc.fighter(rid)
            if r.riding == v.id and all(sq in inside for sq in footprint(r.pos, _size(enc, r))):
                continue
            v.riders.remove(rid)
            if v.pilot == rid:
                v.pilot = ""
            if r.riding == v.id:
                r.riding = ""
            enc.emit(
                "state_changed",
                rid,
                Msg.of("dbu-ride-no-longer-in", fighter=rid, vehicle=Term(v.name)),
                vehicle=v.id,
                riding="",
            )


def _sync_after_attack(enc: Encounter, frame: Any, attacker: Fighter) -> None:
    sync(enc)


def _sync_after_turn(enc: Encounter, f: Fighter) -> None:
    sync(enc)


def _sync_before_options(enc: Encounter, f: Fighter) -> None:
    sync(enc)


def _defeated(enc: Encounter, f: Fighter) -> None:
    if f.riding:
        v = vehicle(enc, f.riding)
        if v.pilot == f.id:
            v.pilot = ""
            enc.emit(
                "state_changed",
                f.id,
                Msg.of("dbu-ride-no-pilot", vehicle=Term(v.name)),
                vehicle=v.id,
                pilot="",
            )


# --- the Ride Maneuver -------------------------------------------------------------------


def ride_options(enc: Encounter, f: Fighter) -> list[Option]:
    sync(enc)  # settled before a turn is asked (``turn_asking``); a Triggered maneuver's
    # options are also worked out between those moments
    if f.defeated or f.actions <= 0 or f.charge is not None or not within_limits(enc, f, "ride"):
        return []
    out: list[Option] = []
    if not f.riding:
        size = _size(enc, f)
        for v in enc.state.vehicles:
            if gap(f.pos, size, v.pos, v.size) != 1 or len(v.riders) >= v.seats:
                continue
            if not seats_inside(enc, v, f):
                continue
            if not v.pilot:
                out.append(
                    Option(
                        "ride",
                        Msg.of("dbu-ride-enter-as-pilot", ride=RIDE, vehicle=Term(v.name)),
                        {"vehicle": v.id, "act": "pilot_in"},
                    )
                )
            out.append(
                Option(
                    "ride",
                    Msg.of("dbu-ride-enter-as-passenger", ride=RIDE, vehicle=Term(v.name)),
                    {"vehicle": v.id, "act": "enter"},
                )
            )
        return out
    v = vehicle(enc, f.riding)
    if outside_squares(enc, v, f):
        out.append(
            Option(
                "ride",
                Msg.of("dbu-ride-leave", ride=RIDE, vehicle=Term(v.name)),
                {"vehicle": v.id, "act": "leave"},
            )
        )
    if v.pilot == f.id:
        out.append(
            Option(
                "ride",
                Msg.of("dbu-ride-stop-piloting", ride=RIDE, vehicle=Term(v.name)),
                {"vehicle": v.id, "act": "stop"},
            )
        )
    else:
        take = (
            Msg.of("dbu-ride-take-controls-from", ride=RIDE, vehicle=Term(v.name), pilot=v.pilot)
            if v.pilot
            else Msg.of("dbu-ride-take-controls-free", ride=RIDE, vehicle=Term(v.name))
        )
        out.append(
            Option(
                "ride",
                take,
                {"vehicle": v.id, "act": "take", "seat": _seat_holder(enc, f, v)},
            )
        )
    return out


def _seat_holder(enc: Encounter, f: Fighter, v: Vehicle) -> str:
    """Who holds the controls ``f`` wants: ``free`` (no one), ``ally`` (asked to hand them
    over) or ``opponent`` (a Clash)."""
    holder = enc.fighter(v.pilot) if v.pilot else None
    if holder is None or holder.defeated or holder.riding != v.id:
        return "free"
    return "ally" if holder.side == f.side else "opponent"


@dataclass(slots=True)
class RideFrame(ExtFrame):
    """A Ride Maneuver from its Instant window and Exploit to its resolution, or a Clash
    winner deciding whether to throw the other out."""

    actor: str = ""
    vehicle: str = ""
    act: str = ""
    stage: str = "instants"
    other: str = ""
    """The other Character in a contest for the controls."""


@hooks.turn_answer("ride")
def _answer_ride(enc: Encounter, f: Fighter, option: Option) -> None:
    pay_standard(enc, f, "ride")
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-fa-uses", fighter=f.id, option=option.said),
        maneuver="ride",
        **option.args,
    )
    enc.state.stack.append(
        RideFrame(actor=f.id, vehicle=option.args["vehicle"], act=option.args["act"])
    )


def _step(enc: Encounter, frame: RideFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    f = enc.fighter(frame.actor)
    v = vehicle(enc, frame.vehicle)
    if frame.stage == "instants":
        frame.stage = "exploit"
        open_instant_window(enc, f, "Ride")
        return
    if frame.stage == "exploit":
        frame.stage = "resolve"
        who = enc.in_initiative_order([o for o in enc.opponents(f) if enc.in_melee(o, f)])
        if who and not f.defeated:
            enc.emit(
                "provoked",
                f.id,
                Msg.of(
                    "dbu-ride-provokes",
                    ride=RIDE,
                    exploit=EXPLOIT,
                    fighters=", ".join(o.id for o in who),
                ),
                by=[o.id for o in who],
            )
            enc.state.stack.append(
                ExploitFrame(provoker=f.id, candidates=[o.id for o in who], reason="Ride")
            )
        return
    if frame.stage == "resolve":
        if f.defeated:
            enc.state.stack.pop()
            return
        _resolve(enc, frame, f, v)
        return
    raise AssertionError(f"RideFrame stage {frame.stage} waits for an answer")


def _resolve(enc: Encounter, frame: RideFrame, f: Fighter, v: Vehicle) -> None:
    act = frame.act
    if act in ("enter", "pilot_in"):
        enc.state.stack.pop()
        seats = seats_inside(enc, v, f)
        near = gap(f.pos, _size(enc, f), v.pos, v.size) == 1
        if f.riding or not near or not seats or len(v.riders) >= v.seats:
            f.actions += 1
            unmark_used(f, "ride")
            enc.emit(
                "control",
                f.id,
                Msg.of("dbu-ride-cannot-get-in", fighter=f.id, vehicle=Term(v.name)),
                refund=0,
            )
            return
        f.pos = seats[0]
        f.riding = v.id
        v.riders.append(f.id)
        pilot = act == "pilot_in" and not v.pilot
        if pilot:
            v.pilot = f.id
        enc.emit(
            "moved",
            f.id,
            Msg.of(
                "dbu-ride-gets-in-as-pilot" if pilot else "dbu-ride-gets-in",
                fighter=f.id,
                vehicle=Term(v.name),
                square=square(f.pos),
            ),
            path=[list(f.pos)],
            vehicle=v.id,
            pilot=pilot,
        )
        return
    if act == "leave":
        frame.stage = "leave_square"
        options = [
            Option("ride_square", Msg.of("dbu-ride-to", square=square((x, y))), {"x": x, "y": y})
            for x, y in outside_squares(enc, v, f)
        ]
        if not options:
            enc.state.stack.pop()
            enc.emit(
                "moved",
                f.id,
                Msg.of("dbu-ride-no-free-square", fighter=f.id, vehicle=Term(v.name)),
                path=[],
            )
            return
        enc.ask(
            f.id,
            "ride_square",
            Msg.of("dbu-ride-ask-where-out", fighter=f.id, vehicle=Term(v.name)),
            options,
        )
        return
    if act == "stop":
        v.pilot = ""
        enc.emit(
            "state_changed",
            f.id,
            Msg.of("dbu-ride-stops-piloting", fighter=f.id, vehicle=Term(v.name)),
            vehicle=v.id,
            pilot="",
        )
        seats = seats_inside(enc, v, f)
        if not seats:
            enc.state.stack.pop()
            return
        frame.stage = "seat"
        options = [
            Option("ride_square", Msg.of("dbu-ride-to", square=square((x, y))), {"x": x, "y": y})
            for x, y in seats
        ]
        enc.ask(
            f.id,
            "ride_square",
            Msg.of("dbu-ride-ask-which-inside", fighter=f.id, vehicle=Term(v.name)),
            options,
        )
        return
    # take the controls
    holder = enc.fighter(v.pilot) if v.pilot else None
    if holder is None or holder.defeated or holder.riding != v.id:
        enc.state.stack.pop()
        _become_pilot(enc, f, v, None)
        return
    if holder.side == f.side:
        frame.stage = "willing"
        frame.other = holder.id
        enc.ask(
            holder.id,
            "give_controls",
            Msg.of("dbu-ride-ask-hand-over", pilot=holder.id, fighter=f.id, vehicle=Term(v.name)),
            [
                Option("willing", Msg.of("dbu-ride-hand-over", fighter=f.id)),
                Option("refuse", Msg.of("dbu-ride-refuse")),
            ],
        )
        return
    enc.state.stack.pop()
    _contest(enc, f, holder, v)


def _become_pilot(enc: Encounter, f: Fighter, v: Vehicle, old: Fighter | None) -> None:
    if old is not None:
        f.pos, old.pos = old.pos, f.pos
    v.pilot = f.id
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-ride-becomes-pilot-swaps", fighter=f.id, vehicle=Term(v.name), other=old.id)
        if old is not None
        else Msg.of("dbu-ride-becomes-pilot", fighter=f.id, vehicle=Term(v.name)),
        vehicle=v.id,
        pilot=f.id,
    )


def _contest(enc: Encounter, f: Fighter, pilot: Fighter, v: Vehicle) -> None:
    clash.start(
        enc,
        f,
        pilot,
        initiator_roll="physical_strike",
        defender_rolls=("physical_strike", "dodge"),
        why=f"Ride: the controls of {v.name}",  # kept in the state: English only
        then="ride_controls",
        ctx={"vehicle": v.id},
    )


@clash.continuation("ride_controls")
def _after_contest(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    v = vehicle(enc, ctx["vehicle"])
    f, pilot = enc.fighter(result.initiator), enc.fighter(result.defender)
    if f.riding != v.id or pilot.riding != v.id:
        return
    winner, loser = (f, pilot) if result.initiator_wins else (pilot, f)
    if result.initiator_wins:
        _become_pilot(enc, f, v, pilot)
    spots = outside_squares(enc, v, loser)
    if not spots or winner.defeated:
        return
    frame = RideFrame(actor=winner.id, vehicle=v.id, act="remove", stage="remove", other=loser.id)
    enc.state.stack.append(frame)
    options = [
        Option("keep_inside", Msg.of("dbu-ride-let-stay", fighter=loser.id, vehicle=Term(v.name)))
    ]
    options += [
        Option(
            "throw_out",
            Msg.of("dbu-ride-put-out-at", fighter=loser.id, square=square((x, y))),
            {"x": x, "y": y},
        )
        for x, y in spots
    ]
    enc.ask(
        winner.id,
        "ride_remove",
        Msg.of("dbu-ride-ask-put-out", winner=winner.id, fighter=loser.id, vehicle=Term(v.name)),
        options,
    )


def _answer(enc: Encounter, frame: RideFrame, option: Option) -> None:
    f = enc.fighter(frame.actor)
    v = vehicle(enc, frame.vehicle)
    enc.state.stack.pop()
    kind = option.kind
    if kind == "willing":
        _become_pilot(enc, f, v, enc.fighter(frame.other))
    elif kind == "refuse":
        enc.emit(
            "reaction",
            frame.other,
            Msg.of("dbu-ride-refuses", fighter=frame.other, vehicle=Term(v.name)),
        )
        _contest(enc, f, enc.fighter(frame.other), v)
    elif kind == "throw_out":
        _leave(
            enc,
            enc.fighter(frame.other),
            v,
            (option.args["x"], option.args["y"]),
            Msg.of("dbu-ride-put-out-by", fighter=f.id),
        )
    elif kind == "ride_square" and frame.stage == "leave_square":
        _leave(enc, f, v, (option.args["x"], option.args["y"]), RIDE)
    elif kind == "ride_square":
        f.pos = (option.args["x"], option.args["y"])
        enc.emit(
            "moved",
            f.id,
            Msg.of(
                "dbu-ride-moves-inside", fighter=f.id, square=square(f.pos), vehicle=Term(v.name)
            ),
            path=[list(f.pos)],
        )


hooks.REGISTRY.turn_options.append(ride_options)
hooks.REGISTRY.move_step.append(_move_step)
hooks.REGISTRY.before_push.append(_before_push)
hooks.REGISTRY.defeated.append(_defeated)
hooks.REGISTRY.attack_finished.append(_sync_after_attack)
hooks.REGISTRY.turn_ended.append(_sync_after_turn)
hooks.REGISTRY.turn_asking.append(_sync_before_options)
hooks.frame(RideFrame, _step, _answer)
