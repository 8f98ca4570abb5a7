"""Where an option lands on the grid, as plain data, so a client can offer it there.

A seat's client places options on the battlefield rather than listing one button per
square: it shades the squares a Movement reaches, draws an attack's Area of Effect under the
pointer with who it hits, rings the fighter an option targets. It holds no rule: every square
and every name here is the engine's, read from the option and the state the option was
offered in (:func:`place_of`), and a seat's reach and ranges from the engine's own distance
functions (:func:`ranges_of`).

A place is a dict with any of:

``square``   ``[x, y]``: the square the option names (a destination, a Target Square);
``path``     the squares walked to get there, in order (a Movement's destination);
``reach``    for a Movement option (whose destination is asked next): every square it
             reaches, each ``{"x", "y", "steps", "path"}``; the client answers the option and
             then the square (``then``);
``then``     the kind of the decision that follows (``"destination"``);
``target``   the fighter the option aims at (a target, an ally, a swap);
``area``     the squares of its Area of Effect;
``hits``     who that area covers (Initiative Order).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.grid import gap
from tenkaichi.dbu.combat.core.state import Decision, Fighter, ManeuverFrame, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.movement import MOVE_MODES, destinations
from tenkaichi.dbu.combat.rules.targeting import area_squares, attack_area, in_area
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.errors import TenkaichiError

Square = list[int]
TARGET_ARGS = ("target", "ally", "to", "minion")
"""Arguments that name the fighter an option aims at."""


def _squares(squares: Iterable[tuple[int, int]]) -> list[Square]:
    return [[int(x), int(y)] for x, y in sorted(squares)]


def _reach(enc: Encounter, f: Fighter, mode: str) -> list[dict[str, Any]]:
    paths = destinations(enc, f, mode)
    return [
        {"x": x, "y": y, "steps": len(path), "path": _squares_in_order(path)}
        for (x, y), path in sorted(paths.items())
    ]


def _squares_in_order(path: list[Any]) -> list[Square]:
    return [[int(p[0]), int(p[1])] for p in path]


def _moving_mode(enc: Encounter, decision: Decision) -> str | None:
    """The Movement mode of a destination decision (the maneuver being resolved)."""
    if decision.kind != "destination":
        return None
    for frame in reversed(enc.state.stack):
        if isinstance(frame, ManeuverFrame) and frame.actor == decision.actor:
            mode = frame.option.get("mode")
            return mode if isinstance(mode, str) and mode in MOVE_MODES else None
    return None


def _area(enc: Encounter, f: Fighter, option: Option, place: dict[str, Any]) -> None:
    """The Area of Effect of an attack option with a Profile, or of a Signature Technique
    aimed at a target (its Profile's, or one it gains: Widespread Assault), and whom it
    covers."""
    name = option.args.get("profile")
    signature = option.args.get("signature")
    if not isinstance(name, str) and isinstance(signature, str) and "target" in option.args:
        name = next(
            (s.profile for s in stats.sheet(enc, f).signatures if s.name == signature), None
        )
    if not isinstance(name, str):
        return
    try:
        get_profile(name)
        area = attack_area(enc, f, name, signature if isinstance(signature, str) else "")
    except (KeyError, TenkaichiError):
        return
    if area is None:
        return
    aim_id = option.args.get("target")
    aim = next((o for o in enc.state.fighters if o.id == aim_id), f)
    square = tuple(place["square"]) if "square" in place else None
    direction = str(option.args.get("direction") or "")
    if area in ("sphere", "wave") and square is None:
        return
    squares = area_squares(enc, f, area, aim, square, direction)
    w, h = enc.state.width, enc.state.height
    place["area"] = _squares((x, y) for x, y in squares if 0 <= x < w and 0 <= y < h)
    place["hits"] = [o.id for o in in_area(enc, f, name, squares)]


def place_of(enc: Encounter, decision: Decision, option: Option) -> dict[str, Any] | None:
    """Where ``option`` of ``decision`` lands on the grid (``enc``: the chooser's view of the
    fight, as the option was offered); ``None`` for an option with no place."""
    f = enc.fighter(decision.actor)
    args = option.args
    place: dict[str, Any] = {}
    mode = args.get("mode")
    if option.kind == "move" and isinstance(mode, str) and mode in MOVE_MODES:
        place["reach"] = _reach(enc, f, mode)
        place["then"] = "destination"
    x, y = args.get("x"), args.get("y")
    if isinstance(x, int) and isinstance(y, int):
        place["square"] = [x, y]
        moving = _moving_mode(enc, decision)
        if moving is not None:
            path = destinations(enc, f, moving).get((x, y))
            if path is not None:
                place["path"] = _squares_in_order(path)
    for arg in TARGET_ARGS:
        value = args.get(arg)
        if isinstance(value, str) and any(o.id == value for o in enc.state.fighters):
            place["target"] = value
            break
    _area(enc, f, option, place)
    return place or None


def ranges_of(enc: Encounter, f: Fighter) -> dict[str, Any]:
    """``f``'s Melee Range and the squares at Long Range from it (where Energy attacks take
    their Long Range penalty and area aims stop), as squares of the grid."""
    size = stats.derived(enc, f).squares
    melee = 1 + _melee_reach(enc, f)
    long_range = enc.settings.long_range
    w, h = enc.state.width, enc.state.height
    near: list[Square] = []
    far: list[Square] = []
    for y in range(h):
        for x in range(w):
            d = gap(f.pos, size, (x, y), 1)
            if d == 0:
                continue
            if d <= melee:
                near.append([x, y])
            elif d >= long_range:
                far.append([x, y])
    return {"fighter": f.id, "melee": near, "long": far, "long_range": long_range}


def _melee_reach(enc: Encounter, f: Fighter) -> int:
    from tenkaichi.dbu.combat.core.engine import _rules

    return int(_rules().melee_reach(enc, f))


__all__ = ["place_of", "ranges_of"]
