"""What the Battlefield Maneuvers that use the terrain (seed 001) share: their frame
(:class:`TerrainFrame`, stepped and answered in
:mod:`~tenkaichi.dbu.combat.families.terrain.maneuvers`), and what each of them checks: Melee
Range, where a thing of some size fits, whether the fighter may act, and paying.

The maneuvers: Thrust and Feature Thrust (:mod:`~tenkaichi.dbu.combat.families.terrain.thrust`),
Terrain Lift with its Shielding and the Placing Instant
(:mod:`~tenkaichi.dbu.combat.families.terrain.lift`) and Throw
(:mod:`~tenkaichi.dbu.combat.families.terrain.throw`). Each Standard Maneuver is a turn option
only when legal (Actions, its [1/Round] limit, a target or Feature in reach); it is paid when
chosen, then waits for the Instant window (:class:`TerrainFrame`) before it resolves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.grid import footprint, gap, in_bounds
from tenkaichi.dbu.combat.core.state import ExtFrame, Fighter, Pos
from tenkaichi.dbu.combat.families.phrases import uses
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


LABELS = {
    "thrust": "Thrust",
    "feature_thrust": "Feature Thrust",
    "terrain_lift": "Terrain Lift",
}


@dataclass(slots=True)
class TerrainFrame(ExtFrame):
    """One of these maneuvers between its declaration and its end (Instant window, the
    thruster's choice of effect, a Feature on its way, where a thrown thing lands)."""

    actor: str = ""
    kind: str = ""
    """thrust, feature_thrust, terrain_lift or throw_landing."""
    target: str = ""
    feature: str = ""
    x: int = -1
    y: int = -1
    squares: int = 0
    direction: tuple[int, int] = (0, 0)
    moved: int = 0
    stage: str = "instants"
    victim: str = ""


# --- helpers -------------------------------------------------------------------------------


def _size(enc: Encounter, f: Fighter) -> int:
    return stats.derived(enc, f).squares


def _reach(enc: Encounter, f: Fighter) -> int:
    return 1 + stats.derived(enc, f).melee_reach.value


def _fits(enc: Encounter, pos: Pos, size: int, *, ignore: Fighter | None = None) -> bool:
    """Could a thing of this size stand at ``pos`` (on the grid, nothing there)?"""
    s = enc.state
    if not in_bounds(pos, size, s.width, s.height):
        return False
    hit = battlefield.obstacle_at(enc, footprint(pos, size), mover=ignore)
    return hit is None


def squares_in_reach(enc: Encounter, f: Fighter, size: int = 1) -> list[Pos]:
    """Unoccupied spots within ``f``'s Melee Range where a thing of ``size`` fits."""
    reach = _reach(enc, f)
    fs = _size(enc, f)
    x0, y0 = f.pos
    out: list[Pos] = []
    for y in range(y0 - reach - size + 1, y0 + fs + reach):
        for x in range(x0 - reach - size + 1, x0 + fs + reach):
            pos = (x, y)
            if 1 <= gap(pos, size, f.pos, fs) <= reach and _fits(enc, pos, size):
                out.append(pos)
    return out


def ready(enc: Encounter, f: Fighter, mid: str) -> bool:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if f.actions <= 0 or f.charge is not None or stats.has(f, "spectator"):
        return False
    return within_limits(enc, f, mid)


def _pay(enc: Encounter, f: Fighter, mid: str, label: str | Msg, **data: Any) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    pay_standard(enc, f, mid)
    enc.emit("maneuver", f.id, uses(f.id, label), maneuver=mid, **data)
