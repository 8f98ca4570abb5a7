"""The Movement Maneuver (seed 001): its modes (Normal or Boosted Speed, Rapid) and their KP,
the squares a fighter can reach and the paths there (fighters, Features and Vehicles block;
Shaken keeps you from moving toward the one who shook you; a Pilot moves their Vehicle),
and when it is offered. The chosen move is resolved in
:mod:`~tenkaichi.dbu.combat.rules.maneuvers`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.grid import reachable
from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.rules import stats, targeting
from tenkaichi.dbu.combat.rules.costs import maneuver_kp, within_limits
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

MOVE_MODES = {
    "normal": ("Movement (Normal Speed)", False, False),
    "boosted": ("Movement (Boosted Speed, 3(T) KP)", True, False),
    "rapid": ("Movement (Normal Speed, Rapid +2(T) KP)", False, True),
    "boosted_rapid": ("Movement (Boosted Speed, Rapid, 5(T) KP)", True, True),
}


def mode_said(mode: str) -> Msg:
    """A Movement mode's label (``MOVE_MODES``) for every language."""
    return Msg.of(f"dbu-move-mode-{mode.replace('_', '-')}")


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
    if f.riding:  # a Pilot moves the whole Vehicle; a passenger cannot walk
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
    blocked |= targeting.blocked_squares(enc, except_vehicle=f.riding)  # Features and Vehicles
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


def movement_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "movement") or stats.has(f, "prone") or stats.has(f, "blockaded"):
        return []
    if stats.has(f, "pinned"):
        return []
    if not can_step(enc, f):
        return []
    return [
        Option("move", mode_said(mode), {"mode": mode})
        for mode in MOVE_MODES
        if stats.can_spend(f, movement_cost(enc, f, mode))
    ]


def can_step(enc: Encounter, f: Fighter) -> bool:
    """Is there at least one square to move to? (the destinations are asked afterwards)"""
    normal, _ = stats.speeds(enc, f)
    if normal < 1:
        return False
    return bool(destinations(enc, f, "normal", limit=1))


def pilot_paths(
    enc: Encounter, f: Fighter, limit: int | None, boosted: bool
) -> dict[tuple[int, int], list[Any]]:
    """Where the Pilot's Movement takes them: the Vehicle moves, the Pilot keeps their seat.
    A passenger cannot move on their own (no squares)."""
    v = next(v for v in enc.state.vehicles if v.id == f.riding)
    if v.pilot != f.id:
        return {}
    if limit is None:
        normal, fast = stats.speeds(enc, f)
        if enc.settings.vehicle_speed > 0:
            normal, fast = enc.settings.vehicle_speed, enc.settings.vehicle_speed + 2
        limit = fast if boosted else normal
    blocked = targeting.blocked_squares(enc, except_vehicle=v.id)
    blocked |= {
        sq
        for o in enc.state.fighters
        if o.id not in v.riders and not o.defeated
        for sq in targeting.squares_of(enc, o)
    }
    moves = reachable(v.pos, v.size, limit, enc.state.width, enc.state.height, blocked)
    dx, dy = f.pos[0] - v.pos[0], f.pos[1] - v.pos[1]
    paths: dict[tuple[int, int], list[Any]] = {
        (p[0] + dx, p[1] + dy): [(q[0] + dx, q[1] + dy) for q in path] for p, path in moves.items()
    }
    shaken_by = [enc.fighter(e.by) for e in f.effects if e.name == "shaken" and e.by]
    return {
        dest: path
        for dest, path in paths.items()
        if all(targeting.gap_from(enc, dest, f, s) >= enc.distance(f, s) for s in shaken_by)
    }
