"""Who an attack can reach: Melee Range for Physical attacks (or where Blitz's Charging Assault
can stop), anywhere for Energy and Magic, and the squares an Area of Effect covers; the squares
fighters, Features and Vehicles occupy."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.grid import (
    CARDINALS,
    around,
    cone,
    covers,
    footprint,
    gap,
    in_bounds,
    line,
    sphere,
    wave,
)
from tenkaichi.dbu.combat.core.state import Fighter, Pos
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.said import heading_said, names
from tenkaichi.dbu.combat.rules.said import square as said_square
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


COMPASS = {
    **CARDINALS,
    "north-east": (1, -1),
    "south-east": (1, 1),
    "south-west": (-1, 1),
    "north-west": (-1, -1),
}
"""The directions a Cone from a chosen square may point (Controlled Blast), as (dx, dy)."""


def squares_of(enc: Encounter, f: Fighter) -> list[Pos]:
    return footprint(f.pos, stats.derived(enc, f).squares)


def attack_area(enc: Encounter, f: Fighter, profile_name: str, signature: str = "") -> str | None:
    """An attack's Area of Effect: its Profile's, or the one its Signature Technique gains
    (``REGISTRY.signature_area``: Widespread Assault); None for a fighter-aimed attack."""
    area = get_profile(profile_name).area
    if area is not None or not signature:
        return area
    from tenkaichi.dbu.combat.core.hooks import REGISTRY

    for gained in REGISTRY.signature_area:
        found = gained(enc, f, signature)
        if found:
            return found
    return None


def gap_from(enc: Encounter, pos: Pos, f: Fighter, other: Fighter) -> int:
    """Distance from ``f`` standing at ``pos`` to ``other``."""
    return gap(pos, stats.derived(enc, f).squares, other.pos, stats.derived(enc, other).squares)


def blocked_squares(enc: Encounter, *, except_vehicle: str = "") -> set[Pos]:
    """Squares Features (on the battlefield, not carried) and Vehicles occupy: no one moves
    into them."""
    out: set[Pos] = set()
    for ft in enc.state.features:
        if not ft.carried_by:
            out.update(footprint(ft.pos, ft.size))
    for v in enc.state.vehicles:
        if v.id != except_vehicle:
            out.update(footprint(v.pos, v.size))
    return out


def reaches(
    enc: Encounter,
    f: Fighter,
    target: Fighter,
    foundation: str,
    area: str | None,
    profile_name: str = "",
    signature: str = "",
) -> bool:
    s = enc.settings
    if area == "minor_sphere":
        return enc.distance(f, target) <= s.minor_sphere_radius
    if area == "sphere":
        return enc.distance(f, target) < s.long_range + s.sphere_radius
    if area == "wave":
        return enc.distance(f, target) < s.long_range + s.line_length
    if area is not None:
        limit = enc.settings.cone_length if area == "cone" else enc.settings.line_length
        if enc.distance(f, target) > limit:
            return False
        squares = area_squares(enc, f, area, target)
        return covers(squares, target.pos, stats.derived(enc, target).squares)
    if foundation == "physical" and enc.settings.physical_needs_melee:
        if enc.in_melee(f, target):
            return True
        if profile_name and has_hook(get_profile(profile_name), "charging_assault"):
            return bool(charge_stops(enc, f, target))
        if signature:  # a technique that rushes in (the Charging Assault Advantage)
            from tenkaichi.dbu.combat.core.hooks import REGISTRY

            return any(reach(enc, f, target, signature) for reach in REGISTRY.signature_reach)
        return False
    return True


def charge_stops(enc: Encounter, f: Fighter, target: Fighter) -> list[tuple[int, list[Pos]]]:
    """Where Charging Assault can stop: (squares moved, path) for each stop up to Boosted
    Speed along the straight line toward ``target`` that ends with it in Melee Range
    (``0`` when it already is). The path may not cross fighters, Features or the edge."""
    size = stats.derived(enc, f).squares
    reach = 1 + stats.derived(enc, f).melee_reach.value
    _, boosted = stats.speeds(enc, f)
    out: list[tuple[int, list[Pos]]] = []
    if enc.distance(f, target) <= reach:
        out.append((0, []))
    tsize = stats.derived(enc, target).squares
    dx2 = (2 * target.pos[0] + tsize - 1) - (2 * f.pos[0] + size - 1)
    dy2 = (2 * target.pos[1] + tsize - 1) - (2 * f.pos[1] + size - 1)
    m = max(abs(dx2), abs(dy2))
    if m == 0:
        return out
    blocked = {
        sq for o in enc.state.fighters if o is not f and not o.defeated for sq in squares_of(enc, o)
    }
    blocked |= blocked_squares(enc)
    path: list[Pos] = []
    for k in range(1, boosted + 1):
        step = (
            f.pos[0] + math.floor(k * dx2 / m + 0.5),
            f.pos[1] + math.floor(k * dy2 / m + 0.5),
        )
        if not in_bounds(step, size, enc.state.width, enc.state.height):
            break
        if any(sq in blocked for sq in footprint(step, size)):
            break
        path = [*path, step]
        if gap_from(enc, step, f, target) <= reach:
            out.append((k, path))
    return out


def targets(
    enc: Encounter,
    f: Fighter,
    foundation: str,
    area: str | None,
    only: Fighter | None,
    *,
    waive_range: bool = False,
    profile_name: str = "",
    signature: str = "",
) -> list[Fighter]:
    """Opponents this attack can be aimed at."""
    pool = [only] if only is not None else enc.opponents(f)
    return [
        t
        for t in pool
        if not t.defeated
        and (waive_range or reaches(enc, f, t, foundation, area, profile_name, signature))
    ]


def area_squares(
    enc: Encounter,
    f: Fighter,
    area: str,
    aim: Fighter,
    square: Pos | None = None,
    direction: str = "",
) -> set[Pos]:
    size = stats.derived(enc, f).squares
    s = enc.settings
    if area == "minor_sphere":
        return _on_grid(enc, around(f.pos, size, s.minor_sphere_radius))
    if area == "sphere":
        assert square is not None, "a Sphere needs its Target Square"
        return _on_grid(enc, sphere(square, s.sphere_radius))
    if area == "wave":
        assert square is not None, "a Wave needs its square"
        assert direction, "a Wave needs a direction"
        squares = wave(square, direction, s.line_length, centered=s.wave_centered)
        return _on_grid(enc, set(squares) - set(footprint(f.pos, size)))
    half = (stats.derived(enc, aim).squares - 1) // 2
    toward = (aim.pos[0] + half, aim.pos[1] + half)  # the middle of the aimed footprint
    if area == "cone" and square is not None and direction in COMPASS:
        # Controlled Blast: from a chosen square (part of it), pointing any of eight ways
        dx, dy = COMPASS[direction]
        ahead = (square[0] + dx, square[1] + dy)
        return _on_grid(enc, cone(square, 1, ahead, s.cone_length) | {square})
    if area == "cone":
        return cone(f.pos, size, toward, enc.settings.cone_length)
    return line(f.pos, size, toward, enc.settings.line_length)


def _on_grid(enc: Encounter, squares: set[Pos]) -> set[Pos]:
    w, h = enc.state.width, enc.state.height
    return {(x, y) for x, y in squares if 0 <= x < w and 0 <= y < h}


def in_area(enc: Encounter, f: Fighter, profile_name: str, squares: set[Pos]) -> list[Fighter]:
    """Who an Area of Effect covers: everyone but the attacker (allies too, except for a
    Profile whose allies are safe), in Initiative Order."""
    p = get_profile(profile_name)
    pool = enc.opponents(f) if p.allies_safe else [o for o in enc.state.fighters if o is not f]
    hit = [
        o for o in pool if not o.defeated and covers(squares, o.pos, stats.derived(enc, o).squares)
    ]
    return enc.in_initiative_order(hit)


def affected(
    enc: Encounter,
    f: Fighter,
    profile_name: str,
    aim: Fighter,
    square: Pos | None = None,
    direction: str = "",
    *,
    signature: str = "",
) -> list[Fighter]:
    """The aimed target, or everyone (allies too) inside the Area of Effect (its Profile's,
    or the one ``signature`` gains: :func:`attack_area`)."""
    area = attack_area(enc, f, profile_name, signature)
    if area is None:
        return [aim]
    squares = area_squares(enc, f, area, aim, square, direction)
    hit = in_area(enc, f, profile_name, squares)
    if aim not in hit:
        hit.insert(0, aim)
    return enc.in_initiative_order(hit)


def aims(
    enc: Encounter,
    f: Fighter,
    profile_name: str,
    foundation: str,
    only: Fighter | None = None,
    *,
    waive_range: bool = False,
    memo: dict[tuple[object, ...], list[tuple[dict[str, Any], str | Msg]]] | None = None,
    signature: str = "",
    technique: str = "",
) -> list[tuple[dict[str, Any], str | Msg]]:
    """Every legal aim of an attack with this Profile, as option arguments and a label.

    A fighter-aimed attack gives ``{"target": id}``; a Minor Sphere around you gives one aim;
    a Sphere (Clearing) adds the chosen square ``x, y`` (not at Long Range) and a Wave also a
    cardinal ``direction``. A square aim still names ``target``: the first Opponent it covers
    (the one Instantaneous Control and Cross Counter refer to).

    The aims of an area around you or on a square depend on the area's shape and on whether
    it spares allies, not on the rest of the Profile or on the Foundation: ``memo``, given by
    a caller that lists several attacks of one fighter in one unchanged state, keeps them
    between calls (callers copy the argument dicts into their options).

    ``technique`` (or ``signature``, which also lets it reach as its Advantages allow: Charging
    Assault) names the Signature Technique the attack is made with: an Area of Effect it gains
    counts (:func:`attack_area`; a Sphere gained so may be on any square, at Long Range too),
    and so do the aims its Advantages add (``REGISTRY.signature_aims``: Controlled Blast)."""
    p = get_profile(profile_name)
    tech = technique or signature
    area = attack_area(enc, f, profile_name, tech)
    if area is None or area in ("cone", "line"):
        found: list[tuple[dict[str, Any], str | Msg]] = [
            ({"target": t.id}, Msg.of("dbu-aim-at" if area else "dbu-aim-on", target=t.id))
            for t in targets(
                enc,
                f,
                foundation,
                area,
                only,
                waive_range=waive_range,
                profile_name=profile_name,
                signature=signature,
            )
        ]
        if tech:
            from tenkaichi.dbu.combat.core.hooks import REGISTRY

            for more in REGISTRY.signature_aims:
                found += more(enc, f, tech, area, only)
        return found
    waive = waive_range or area != p.area  # a gained Sphere: any square (Widespread Assault)
    if memo is None:
        return _area_aims(enc, f, profile_name, area, only, waive)
    key = (area, p.allies_safe, only.id if only is not None else "", waive)
    cached = memo.get(key)
    if cached is None:
        cached = memo[key] = _area_aims(enc, f, profile_name, area, only, waive)
    return cached


def _area_aims(
    enc: Encounter,
    f: Fighter,
    profile_name: str,
    area: str,
    only: Fighter | None,
    waive_range: bool,
) -> list[tuple[dict[str, Any], str | Msg]]:
    out: list[tuple[dict[str, Any], str | Msg]] = []
    if area == "minor_sphere":
        hit = _opponents_hit(enc, f, profile_name, area_squares(enc, f, area, f), only)
        if hit:
            out.append(({"target": hit[0]}, Msg.of("dbu-aim-around", hits=names(hit))))
        return out
    size = stats.derived(enc, f).squares
    r = enc.settings.sphere_radius
    # A Sphere is the square of side 2r + 1 around its Target Square: it covers a fighter when
    # their footprints overlap (a fighter stands on the grid, so clipping the Sphere to the
    # grid changes nothing). Opponents in Initiative Order, as in_area lists them.
    foes = [
        (o.id, o.pos, stats.derived(enc, o).squares)
        for o in enc.in_initiative_order(enc.opponents(f))
    ]
    for square, direction in _square_candidates(enc, f, area, only):
        if gap(f.pos, size, square, 1) >= enc.settings.long_range and not waive_range:
            continue
        if area == "sphere":
            corner = (square[0] - r, square[1] - r)
            hit = [fid for fid, pos, n in foes if gap(corner, 2 * r + 1, pos, n) == 0]
            if only is not None and only.id not in hit:
                hit = []
        elif area == "wave" and not any(gap(f.pos, size, pos, n) == 0 for _, pos, n in foes):
            # A Wave is a segment of squares: it covers a fighter when it crosses their
            # footprint (the attacker's own squares, which it leaves out, hold no Opponent
            # here, and an Opponent stands on the grid, so clipping changes nothing).
            hit = _wave_hits(enc, foes, square, direction)
            if only is not None and only.id not in hit:
                hit = []
        else:
            squares = area_squares(enc, f, area, f, square, direction)
            hit = _opponents_hit(enc, f, profile_name, squares, only)
        if not hit:
            continue
        args: dict[str, Any] = {"target": hit[0], "x": square[0], "y": square[1]}
        label = Msg.of("dbu-aim-square", square=said_square(square), hits=names(hit))
        if direction:
            args["direction"] = direction
            label = Msg.of(
                "dbu-aim-square-toward",
                square=said_square(square),
                direction=heading_said(direction),
                hits=names(hit),
            )
        out.append((args, label))
    return out


def _wave_hits(
    enc: Encounter, foes: list[tuple[str, Pos, int]], square: Pos, direction: str
) -> list[str]:
    """The ids of ``foes`` (id, corner, side) whose footprint the Wave from ``square`` toward
    ``direction`` crosses (:func:`~tenkaichi.dbu.combat.core.grid.wave`), in their order."""
    s = enc.settings
    dx, dy = CARDINALS[direction]
    first = -(s.line_length // 2) if s.wave_centered else 0
    last = first + s.line_length - 1
    x0, x1 = sorted((square[0] + first * dx, square[0] + last * dx))
    y0, y1 = sorted((square[1] + first * dy, square[1] + last * dy))
    return [
        fid
        for fid, (px, py), n in foes
        if x0 <= px + n - 1 and x1 >= px and y0 <= py + n - 1 and y1 >= py
    ]


def _opponents_hit(
    enc: Encounter, f: Fighter, profile_name: str, squares: set[Pos], only: Fighter | None
) -> list[str]:
    """Opponents inside the area (``only`` must be one of them, if given)."""
    foes = {o.id for o in enc.opponents(f)}
    hit = [o.id for o in in_area(enc, f, profile_name, squares) if o.id in foes]
    if only is not None and only.id not in hit:
        return []
    return hit


def _square_candidates(
    enc: Encounter, f: Fighter, area: str, only: Fighter | None
) -> list[tuple[Pos, str]]:
    """Target Squares (and Wave directions) whose area could cover an Opponent."""
    s = enc.settings
    foes = [only] if only is not None else [o for o in enc.opponents(f) if not o.defeated]
    found: set[tuple[Pos, str]] = set()
    for o in foes:
        for qx, qy in squares_of(enc, o):
            if area == "sphere":
                r = s.sphere_radius
                found |= {
                    ((x, y), "")
                    for x in range(qx - r, qx + r + 1)
                    for y in range(qy - r, qy + r + 1)
                }
                continue
            first = -(s.line_length // 2) if s.wave_centered else 0
            for name, (dx, dy) in CARDINALS.items():
                for k in range(first, first + s.line_length):
                    found.add(((qx - k * dx, qy - k * dy), name))
    w, h = enc.state.width, enc.state.height
    return sorted(c for c in found if 0 <= c[0][0] < w and 0 <= c[0][1] < h)
