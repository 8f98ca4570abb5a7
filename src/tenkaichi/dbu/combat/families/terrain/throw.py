"""Throw (seed 001): an Attacking Maneuver of the Simple Profile that throws a carried Feature
(:mod:`~tenkaichi.dbu.combat.families.terrain.lift`), a Weapon or an item along a clear straight
line (the range: setting ``throw_range``; the Ki Wager: at most ¼ of current KP). A hit adds
Collision damage by the thrown thing's Hardness Rank, and the thing lands next to the target
(hit; the thrower picks the square) or at the end of the line (miss).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option, Pos
from tenkaichi.dbu.combat.families.phrases import square, uses
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.families.terrain.terrain import TerrainFrame, _fits, _size, ready
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def _throwables(enc: Encounter, f: Fighter) -> list[tuple[str, str, int]]:
    """(id, kind, Hardness Rank) of everything ``f`` can throw."""
    out: list[tuple[str, str, int]] = []
    if f.carrying:
        out.append((f.carrying, "feature", battlefield.feature(enc, f.carrying).hardness))
    items = {i.id: i for i in enc.state.items}
    for iid in ([f.wielding] if f.wielding else []) + list(f.items):
        item = items.get(iid)
        if item is None or item.kind not in ("weapon", "item"):
            continue
        out.append((iid, item.kind, 2 if item.kind == "weapon" else 1))
    return out


def throw_range(enc: Encounter, f: Fighter) -> int:
    if enc.settings.throw_range == "unlimited":
        return max(enc.state.width, enc.state.height)
    if enc.settings.throw_range == "force":  # dbu-1 (seed 003)
        return max(1, stats.derived(enc, f).modifiers["force"])
    return max(1, stats.derived(enc, f).might.value)


def ray(enc: Encounter, f: Fighter, toward: Pos, length: int) -> list[Pos]:
    """The squares of a straight line from ``f`` through ``toward``, ``length`` squares from
    ``f`` (diagonals counting 1), in order."""
    size = _size(enc, f)
    cx, cy = f.pos[0] + (size - 1) / 2, f.pos[1] + (size - 1) / 2
    dx, dy = toward[0] - cx, toward[1] - cy
    m = max(abs(dx), abs(dy))
    if m == 0:
        return []
    own = set(footprint(f.pos, size))
    out: list[Pos] = []
    k = 1
    while k <= 4 * (length + size):
        p = (math.floor(cx + k * dx / m + 0.5), math.floor(cy + k * dy / m + 0.5))
        if gap(p, 1, f.pos, size) > length:
            break
        if p not in own and p not in out:
            out.append(p)
        k += 1
    return out


def centre(enc: Encounter, t: Fighter) -> Pos:
    half = (_size(enc, t) - 1) // 2
    return (t.pos[0] + half, t.pos[1] + half)


def throw_reaches(enc: Encounter, f: Fighter, t: Fighter) -> bool:
    """Is ``t`` within throwing range along a line that nothing blocks before it?"""
    if t.defeated or enc.distance(f, t) > throw_range(enc, f):
        return False
    target_squares = set(battlefield.squares_of(enc, t))
    for sq in ray(enc, f, centre(enc, t), enc.distance(f, t)):
        if sq in target_squares:
            return True
        if battlefield.obstacle_at(enc, [sq], mover=f) is not None:
            return False
    return False


def throw_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.attack_options import can_attack

    if not ready(enc, f, "throw") or not can_attack(enc, f):
        return []
    things = _throwables(enc, f)
    if not things:
        return []
    targets = [t for t in enc.opponents(f) if throw_reaches(enc, f, t)]
    return [
        Option(
            "throw",
            Msg.of(
                "dbu-terrain-throw-option",
                throw=Term("Throw"),
                thing=Term(tid),
                kind=kind,
                rank=str(rank),
                target=t.id,
            ),
            {"thing": tid, "target": t.id},
        )
        for tid, kind, rank in things
        for t in targets
    ]


@hooks.turn_answer("throw")
def _answer_throw(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import open_attack
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    thing, target = option.args["thing"], enc.fighter(option.args["target"])
    kind, rank = next((k, r) for tid, k, r in _throwables(enc, f) if tid == thing)
    pay_standard(enc, f, "throw")
    enc.emit("maneuver", f.id, uses(f.id, option.said), maneuver="throw", **option.args)
    frame = open_attack(enc, f, "basic", "Simple", "physical", "", target, source="basic")
    frame.actions = 1
    frame.thrown, frame.thrown_kind, frame.thrown_rank = thing, kind, rank
    quarter = math.ceil(f.ki / 4)
    if enc.settings.throw_wager_cap == "both":
        quarter = min(quarter, stats.wager_cap(enc, f))
    frame.wager_cap = quarter
    enc.state.stack.append(frame)


def _thrown_obstacle(enc: Encounter, frame: AttackFrame) -> battlefield.Obstacle:
    quals: tuple[str, ...] = ()
    if frame.thrown_kind == "feature":
        quals = tuple(q.lower() for q in battlefield.feature(enc, frame.thrown).qualities)
    name = next((it.name for it in enc.state.items if it.id == frame.thrown), "")
    return battlefield.Obstacle(frame.thrown_kind, frame.thrown, frame.thrown_rank, quals, name)


def _throw_wound(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    """A thrown thing that hit adds Collision damage by its Hardness Rank."""
    if not frame.thrown or not frame.hit:
        return
    frame.thrown_hit = t.id
    why = Msg.of("dbu-fb-of", fighter=a.id, what=Term("Throw"))
    battlefield.collide(enc, t, _thrown_obstacle(enc, frame), by=a, why=why, attack=True)


def detach(enc: Encounter, f: Fighter, thing: str, kind: str) -> None:
    if kind == "feature":
        f.carrying = ""
        return
    if f.wielding == thing:
        f.wielding = ""
    elif thing in f.items:
        f.items.remove(thing)
    for item in enc.state.items:
        if item.id == thing:
            item.holder = ""


def _throw_finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.thrown:
        return
    detach(enc, f, frame.thrown, frame.thrown_kind)
    size = battlefield.feature(enc, frame.thrown).size if frame.thrown_kind == "feature" else 1
    if frame.thrown_hit:
        t = enc.fighter(frame.thrown_hit)
        spots = around(enc, t, size)
        if len(spots) > 1 and not f.defeated:
            enc.state.stack.append(
                TerrainFrame(
                    actor=f.id,
                    kind="throw_landing",
                    feature=frame.thrown,
                    target=t.id,
                    stage="land",
                )
            )
            enc.ask(
                f.id,
                "land",
                Msg.of("dbu-terrain-land-ask", fighter=f.id, thing=Term(frame.thrown), target=t.id),
                [at_square(x, y) for x, y in spots],
            )
            return
        _land(enc, frame.thrown, t.id, spots[0] if spots else t.pos)
        return
    aim = enc.fighter(frame.aim)
    _land(enc, frame.thrown, aim.id, _miss_spot(enc, f, aim, size))


def at_square(x: int, y: int, kind: str = "land") -> Option:
    """The option that puts a thing down at square (x, y): ``at square O4``."""
    return Option(kind, Msg.of("dbu-fb-at-square", square=square((x, y))), {"x": x, "y": y})


def around(enc: Encounter, t: Fighter, size: int) -> list[Pos]:
    ts = _size(enc, t)
    out = []
    for y in range(t.pos[1] - size, t.pos[1] + ts + 1):
        for x in range(t.pos[0] - size, t.pos[0] + ts + 1):
            if gap((x, y), size, t.pos, ts) == 1 and _fits(enc, (x, y), size):
                out.append((x, y))
    return out


def _miss_spot(enc: Encounter, f: Fighter, aim: Fighter, size: int) -> Pos:
    """On past the target to the end of the throw, or short of the first thing in the way."""
    last: Pos | None = None
    aim_squares = set(battlefield.squares_of(enc, aim))
    for sq in ray(enc, f, centre(enc, aim), throw_range(enc, f)):
        if sq in aim_squares:
            continue
        hit = battlefield.obstacle_at(enc, [sq], mover=f)
        if hit is not None:
            break
        if _fits(enc, sq, size):
            last = sq
    if last is not None:
        return last
    spots = around(enc, aim, size)
    return spots[0] if spots else aim.pos


def _land(enc: Encounter, thing: str, near: str, pos: Pos) -> None:
    shown = Term(thing)
    for ft in enc.state.features:
        if ft.id == thing:
            ft.pos, ft.carried_by = pos, ""
            break
    for item in enc.state.items:
        if item.id == thing:
            item.pos, item.holder = pos, ""
            shown = Term(item.name)  # its name as the sheet writes it, not its id
    enc.emit(
        "state_changed",
        near,
        Msg.of(
            "dbu-terrain-lands",
            thing=shown,
            square=square(pos),
            where=(
                Msg.of("dbu-terrain-next-to", fighter=near)
                if near
                else Msg.of("dbu-terrain-end-of-throw")
            ),
        ),
        thing=thing,
    )


hooks.REGISTRY.after_wound.append(_throw_wound)
hooks.REGISTRY.attack_finished.append(_throw_finished)


hooks.REGISTRY.thrown_reach.append(throw_reaches)
