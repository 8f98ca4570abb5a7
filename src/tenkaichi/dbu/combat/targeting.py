"""Who an attack can reach: Melee Range for Physical attacks, anywhere for Energy and Magic,
and the squares an Area of Effect covers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat import stats
from tenkaichi.dbu.combat.grid import cone, covers, footprint, gap, line
from tenkaichi.dbu.combat.profiles import profile as get_profile
from tenkaichi.dbu.combat.state import Fighter, Pos

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.engine import Encounter


def squares_of(enc: Encounter, f: Fighter) -> list[Pos]:
    return footprint(f.pos, stats.derived(enc, f).squares)


def gap_from(enc: Encounter, pos: Pos, f: Fighter, other: Fighter) -> int:
    """Distance from ``f`` standing at ``pos`` to ``other``."""
    return gap(pos, stats.derived(enc, f).squares, other.pos, stats.derived(enc, other).squares)


def reaches(enc: Encounter, f: Fighter, target: Fighter, foundation: str, area: str | None) -> bool:
    if area is not None:
        limit = enc.settings.cone_length if area == "cone" else enc.settings.line_length
        if enc.distance(f, target) > limit:
            return False
        squares = area_squares(enc, f, area, target)
        return covers(squares, target.pos, stats.derived(enc, target).squares)
    if foundation == "physical" and enc.settings.physical_needs_melee:
        return enc.in_melee(f, target)
    return True


def targets(
    enc: Encounter,
    f: Fighter,
    foundation: str,
    area: str | None,
    only: Fighter | None,
    *,
    waive_range: bool = False,
) -> list[Fighter]:
    """Opponents this attack can be aimed at."""
    pool = [only] if only is not None else enc.opponents(f)
    return [
        t for t in pool if not t.defeated and (waive_range or reaches(enc, f, t, foundation, area))
    ]


def area_squares(enc: Encounter, f: Fighter, area: str, aim: Fighter) -> set[Pos]:
    size = stats.derived(enc, f).squares
    half = (stats.derived(enc, aim).squares - 1) // 2
    toward = (aim.pos[0] + half, aim.pos[1] + half)  # the middle of the aimed footprint
    if area == "cone":
        return cone(f.pos, size, toward, enc.settings.cone_length)
    return line(f.pos, size, toward, enc.settings.line_length)


def affected(enc: Encounter, f: Fighter, profile_name: str, aim: Fighter) -> list[Fighter]:
    """The aimed target, or everyone (allies too) inside the Area of Effect."""
    area = get_profile(profile_name).area
    if area is None:
        return [aim]
    squares = area_squares(enc, f, area, aim)
    hit = [
        o
        for o in enc.state.fighters
        if o is not f and not o.defeated and covers(squares, o.pos, stats.derived(enc, o).squares)
    ]
    if aim not in hit:
        hit.insert(0, aim)
    return enc.in_initiative_order(hit)
