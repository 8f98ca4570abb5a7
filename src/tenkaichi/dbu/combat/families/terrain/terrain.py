"""Maneuvers that use the battlefield (seed 001): Thrust, Feature Thrust, Terrain Lift (with
its Shielding and the Placing Instant) and Throw.

Each Standard Maneuver is a turn option only when legal (Actions, its [1/Round] limit, a
target or Feature in reach); it is paid when chosen, then waits for the Instant window
(:class:`TerrainFrame`) before it resolves. Thrust and Feature Thrust go through generic
Clashes (:mod:`tenkaichi.dbu.combat.rules.clash`); Push Back is forced movement
(:func:`tenkaichi.dbu.combat.families.forced.push`). Throw is an Attacking Maneuver of the Simple
Profile that reaches along a clear straight line; a hit adds Collision damage by the thrown
thing's Hardness Rank, and the thing lands next to the target (hit) or at the end of the
line (miss).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap, in_bounds
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    ExtFrame,
    Feature,
    Fighter,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.rules import clash, stats

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


def _squares_in_reach(enc: Encounter, f: Fighter, size: int = 1) -> list[Pos]:
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


def _ready(enc: Encounter, f: Fighter, mid: str) -> bool:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if f.actions <= 0 or f.charge is not None or stats.has(f, "spectator"):
        return False
    return within_limits(enc, f, mid)


def _pay(enc: Encounter, f: Fighter, mid: str, label: str, **data: Any) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    pay_standard(enc, f, mid)
    enc.emit("maneuver", f.id, f"{f.id} uses {label}", maneuver=mid, **data)


# --- turn options --------------------------------------------------------------------------


def _thrust_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not _ready(enc, f, "thrust"):
        return []
    return [
        Option("thrust", f"Thrust {o.id}", {"target": o.id})
        for o in enc.opponents(f)
        if enc.in_melee(f, o)
    ]


def feature_thrust_choices(enc: Encounter, f: Fighter) -> list[tuple[Feature, int]]:
    """Adjacent Features no larger than ``f`` and how far they can go (½ Might)."""
    half = forced.half_might(enc, f)
    fs = _size(enc, f)
    out = []
    for ft in battlefield.on_grid(enc):
        if ft.size * ft.size > fs * fs or gap(ft.pos, ft.size, f.pos, fs) != 1:
            continue
        if _feature_direction(enc, f, ft) == (0, 0):
            continue
        out += [(ft, n) for n in range(1, half + 1)]
    return out


def _feature_direction(enc: Encounter, f: Fighter, ft: Feature) -> tuple[int, int]:
    fs = _size(enc, f)
    fx, fy = 2 * f.pos[0] + fs - 1, 2 * f.pos[1] + fs - 1
    cx, cy = 2 * ft.pos[0] + ft.size - 1, 2 * ft.pos[1] + ft.size - 1
    return forced.unit_direction(cx - fx, cy - fy)


def _feature_thrust_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not _ready(enc, f, "feature_thrust"):
        return []
    return [
        Option(
            "feature_thrust",
            f"Feature Thrust: push {ft.id} {n} square(s)",
            {"feature": ft.id, "squares": n},
        )
        for ft, n in feature_thrust_choices(enc, f)
    ]


def liftable(enc: Encounter, f: Fighter, rank: int) -> bool:
    """Force Modifier above 3x the Hardness Value (for ``f``) of that Rank."""
    force = stats.derived(enc, f).modifiers["force"]
    return force > 3 * battlefield.hardness_value(enc, rank, f)


def _lift_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not _ready(enc, f, "terrain_lift") or f.carrying:
        return []
    out = []
    if liftable(enc, f, enc.settings.ground_hardness):
        out += [
            Option("terrain_lift", f"Terrain Lift: tear up the square ({x}, {y})", {"x": x, "y": y})
            for x, y in _squares_in_reach(enc, f)
        ]
    fs = _size(enc, f)
    for ft in battlefield.on_grid(enc):
        if ft.size * ft.size >= 4 * fs * fs or not liftable(enc, f, ft.hardness):
            continue
        if gap(ft.pos, ft.size, f.pos, fs) <= _reach(enc, f):
            out.append(Option("terrain_lift", f"Terrain Lift: lift {ft.id}", {"feature": ft.id}))
    return out


def _place_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if not f.carrying or f.last_instant or not within_limits(enc, f, "place_feature"):
        return []
    ft = battlefield.feature(enc, f.carrying)
    return [
        Option("place_feature", f"Place {ft.id} at ({x}, {y}) (Instant)", {"x": x, "y": y})
        for x, y in _squares_in_reach(enc, f, ft.size)
    ]


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    return (
        _thrust_options(enc, f)
        + _feature_thrust_options(enc, f)
        + _lift_options(enc, f)
        + _place_options(enc, f)
        + _throw_options(enc, f)
    )


# --- declaring ------------------------------------------------------------------------------


@hooks.turn_answer("thrust")
def _answer_thrust(enc: Encounter, f: Fighter, option: Option) -> None:
    _pay(enc, f, "thrust", option.label, target=option.args["target"])
    enc.state.stack.append(TerrainFrame(actor=f.id, kind="thrust", target=option.args["target"]))


@hooks.turn_answer("feature_thrust")
def _answer_feature_thrust(enc: Encounter, f: Fighter, option: Option) -> None:
    _pay(enc, f, "feature_thrust", option.label, **option.args)
    enc.state.stack.append(
        TerrainFrame(
            actor=f.id,
            kind="feature_thrust",
            feature=option.args["feature"],
            squares=int(option.args["squares"]),
        )
    )


@hooks.turn_answer("terrain_lift")
def _answer_lift(enc: Encounter, f: Fighter, option: Option) -> None:
    _pay(enc, f, "terrain_lift", option.label, **option.args)
    enc.state.stack.append(
        TerrainFrame(
            actor=f.id,
            kind="terrain_lift",
            feature=option.args.get("feature", ""),
            x=int(option.args.get("x", -1)),
            y=int(option.args.get("y", -1)),
        )
    )


@hooks.turn_answer("place_feature")
def _answer_place(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used

    mark_used(f, "place_feature")
    f.last_instant = True
    f.turn_maneuvers += 1
    ft = battlefield.feature(enc, f.carrying)
    ft.pos = (int(option.args["x"]), int(option.args["y"]))
    ft.carried_by = ""
    f.carrying = ""
    enc.emit(
        "maneuver",
        f.id,
        f"{f.id} puts {ft.id} down at {list(ft.pos)} (Placing, an Instant Maneuver)",
        maneuver="place_feature",
        feature=ft.id,
        pos=list(ft.pos),
    )


# --- resolving ------------------------------------------------------------------------------


def _step(enc: Encounter, frame: TerrainFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    f = enc.fighter(frame.actor)
    if frame.stage == "instants":
        frame.stage = "resolve"
        open_instant_window(enc, f, LABELS.get(frame.kind, frame.kind))
        return
    if frame.stage == "resolve":
        enc.state.stack.pop()
        if f.defeated:
            return
        _RESOLVE[frame.kind](enc, f, frame)
        return
    if frame.stage == "slide":
        _slide(enc, f, frame)
        return
    raise AssertionError(f"terrain frame waits in stage {frame.stage}")


def _answer(enc: Encounter, frame: TerrainFrame, option: Option) -> None:
    f = enc.fighter(frame.actor)
    if option.kind == "thrust_effect":
        enc.state.stack.pop()
        _thrust_effect(enc, f, enc.fighter(frame.target), option.args["effect"])
    elif option.kind == "feature_block":
        from tenkaichi.dbu.combat.rules.costs import pay_counter

        victim = enc.fighter(frame.victim)
        pay_counter(enc, victim, "a Might Clash against the Feature")
        frame.stage = "blocking"
        clash.start(
            enc,
            victim,
            f,
            initiator_roll="might",
            defender_rolls=("might",),
            why=f"{victim.id} stops {frame.feature}",
            then="feature_thrust_block",
        )
    elif option.kind == "feature_take":
        _feature_hits(enc, f, frame, blocked=False)
    elif option.kind == "land":
        enc.state.stack.pop()
        _land(enc, frame.feature, frame.target, (int(option.args["x"]), int(option.args["y"])))


# Thrust ------------------------------------------------------------------------------------


def _resolve_thrust(enc: Encounter, f: Fighter, frame: TerrainFrame) -> None:
    t = enc.fighter(frame.target)
    if t.defeated or not enc.in_melee(f, t):
        enc.emit("maneuver", f.id, f"{f.id}'s Thrust finds no target: {t.id} is out of reach")
        return
    clash.start(
        enc,
        f,
        t,
        initiator_roll="strike",
        defender_rolls=("strike", "dodge"),
        why="Thrust",
        then="thrust",
        ctx={"target": t.id},
    )


@clash.continuation("thrust")
def _after_thrust(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, t = enc.fighter(result.initiator), enc.fighter(ctx["target"])
    if not result.initiator_wins or f.defeated or t.defeated:
        return
    half = forced.half_might(enc, f)
    enc.state.stack.append(TerrainFrame(actor=f.id, kind="thrust", target=t.id, stage="effect"))
    options = [Option("thrust_effect", "Knock Prone (Impulsive vs Corporeal)", {"effect": "prone"})]
    if not forced.held_in_place(enc, t, f):  # dbu-1: an outsider cannot move the Grappled
        push = f"Push Back {half} square(s) (Collision doubled)"
        options.insert(0, Option("thrust_effect", push, {"effect": "push_back"}))
    enc.ask(f.id, "thrust_effect", f"{f.id}: the Thrust lands on {t.id}. Which effect?", options)


def _thrust_effect(enc: Encounter, f: Fighter, t: Fighter, effect: str) -> None:
    if effect == "push_back":
        forced.push(
            enc,
            t,
            f,
            direction=forced.away_from(f, t, enc),
            squares=forced.half_might(enc, f),
            why=f"{f.id}'s Thrust: Push Back",
            collision_factor=2.0,
        )
        return
    either = enc.settings.thrust_prone_rolls == "either"
    clash.start(
        enc,
        f,
        t,
        initiator_roll="impulsive",
        defender_rolls=("impulsive", "corporeal") if either else ("corporeal",),
        why="Thrust: Knock Prone",
        then="thrust_prone",
        ctx={"target": t.id},
    )


@clash.continuation("thrust_prone")
def _after_prone(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, t = enc.fighter(result.initiator), enc.fighter(ctx["target"])
    if t.defeated:
        return
    if result.initiator_wins:
        stats.add_effect(enc, t, Effect("prone", f"{f.id}'s Thrust", Expiry("never"), by=f.id))
    else:
        stats.add_effect(
            enc, t, Effect("guard_down", f"{f.id}'s failed Thrust", Expiry("end", f.id), by=f.id)
        )


# Feature Thrust ----------------------------------------------------------------------------


def _resolve_feature_thrust(enc: Encounter, f: Fighter, frame: TerrainFrame) -> None:
    ft = battlefield.feature(enc, frame.feature)
    if ft.carried_by or gap(ft.pos, ft.size, f.pos, _size(enc, f)) != 1:
        enc.emit("maneuver", f.id, f"{f.id}'s Feature Thrust: {ft.id} is out of reach")
        return
    frame.direction = _feature_direction(enc, f, ft)
    frame.stage = "slide"
    enc.state.stack.append(frame)


def _slide(enc: Encounter, f: Fighter, frame: TerrainFrame) -> None:
    """Move the Feature on, square by square, until it stops or hits a Character."""
    ft = battlefield.feature(enc, frame.feature)
    start = ft.pos
    while frame.moved < frame.squares:
        nxt = (ft.pos[0] + frame.direction[0], ft.pos[1] + frame.direction[1])
        hit = battlefield.obstacle_at(enc, footprint(nxt, ft.size), mover=f, moving_feature=ft.id)
        if hit is not None and hit.kind == "fighter":
            _feature_reached(enc, f, frame, start, enc.fighter(hit.id))
            return
        if hit is not None:
            _feature_stops(enc, f, frame, start, f"stopped by {hit.label}")
            return
        ft.pos = nxt
        frame.moved += 1
    _feature_stops(enc, f, frame, start, "")


def _feature_stops(enc: Encounter, f: Fighter, frame: TerrainFrame, start: Pos, why: str) -> None:
    enc.state.stack.pop()
    ft = battlefield.feature(enc, frame.feature)
    enc.emit(
        "moved",
        f.id,
        f"{f.id} thrusts {ft.id} {frame.moved} square(s) from {list(start)} to {list(ft.pos)}"
        + (f", {why}" if why else ""),
        feature=ft.id,
        path=[],
        forced=True,
    )


def _feature_reached(
    enc: Encounter, f: Fighter, frame: TerrainFrame, start: Pos, victim: Fighter
) -> None:
    from tenkaichi.dbu.combat.rules.costs import can_counter

    ft = battlefield.feature(enc, frame.feature)
    enc.emit(
        "moved",
        f.id,
        f"{f.id} thrusts {ft.id} {frame.moved} square(s) from {list(start)} to {list(ft.pos)}, "
        f"into {victim.id}",
        feature=ft.id,
        path=[],
        forced=True,
    )
    frame.victim = victim.id
    frame.stage = "hit"
    if can_counter(enc, victim):
        enc.ask(
            victim.id,
            "feature_block",
            f"{victim.id}: {ft.id} flies at you. Spend a Counter Action on a Might Clash "
            f"against {f.id} to stop it?",
            [
                Option("feature_take", f"Take the Collision ({_collision_text(enc, victim, ft)})"),
                Option("feature_block", "Might Clash (1 Counter Action)"),
            ],
        )
        return
    _feature_hits(enc, f, frame, blocked=False)


def _collision_text(enc: Encounter, victim: Fighter, ft: Feature) -> str:
    amount, _ = battlefield.collision_damage(enc, victim, _obstacle(ft))
    return f"{amount} Life"


def _obstacle(ft: Feature) -> battlefield.Obstacle:
    return battlefield.Obstacle(
        "feature", ft.id, ft.hardness, tuple(q.lower() for q in ft.qualities)
    )


@clash.continuation("feature_thrust_block")
def _after_block(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    frame = enc.state.stack[-1]
    assert isinstance(frame, TerrainFrame)
    _feature_hits(enc, enc.fighter(result.defender), frame, blocked=result.initiator_wins)


def _feature_hits(enc: Encounter, f: Fighter, frame: TerrainFrame, *, blocked: bool) -> None:
    enc.state.stack.pop()
    victim = enc.fighter(frame.victim)
    ft = battlefield.feature(enc, frame.feature)
    if blocked:
        enc.emit(
            "maneuver",
            victim.id,
            f"{victim.id} stops {ft.id} on the square next to them",
            maneuver="feature_block",
        )
        return
    battlefield.collide(enc, victim, _obstacle(ft), by=f, why=f"{f.id}'s Feature Thrust")


# Terrain Lift ------------------------------------------------------------------------------


def _resolve_lift(enc: Encounter, f: Fighter, frame: TerrainFrame) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import _provoke

    if frame.feature:
        ft = battlefield.feature(enc, frame.feature)
        if ft.carried_by or gap(ft.pos, ft.size, f.pos, _size(enc, f)) > _reach(enc, f):
            enc.emit("maneuver", f.id, f"{f.id}'s Terrain Lift: {ft.id} is out of reach")
            return
        ft.carried_by = f.id
        what = f"lifts {ft.id} (Hardness Rank {ft.hardness})"
    else:
        pos = (frame.x, frame.y)
        if not _fits(enc, pos, 1):
            enc.emit("maneuver", f.id, f"{f.id}'s Terrain Lift: {list(pos)} is occupied now")
            return
        ft = Feature(
            battlefield.ground_id(enc), pos, 1, enc.settings.ground_hardness, [], carried_by=f.id
        )
        enc.state.features.append(ft)
        what = (
            f"tears up the ground at {list(pos)}: {ft.id}, a 1-square Feature of Hardness "
            f"Rank {ft.hardness}"
        )
    f.carrying = ft.id
    force = stats.derived(enc, f).modifiers["force"]
    value = battlefield.hardness_value(enc, ft.hardness, f)
    enc.emit(
        "state_changed",
        f.id,
        f"{f.id} {what} (Force Modifier {force} > 3 x Hardness Value {value} = {3 * value})",
        carrying=ft.id,
    )
    _provoke(enc, f, "adjacent", "Terrain Lift")


def _drop_carried(enc: Encounter, f: Fighter) -> None:
    """A Defeated carrier drops the Feature on the nearest free spot (or where they lie)."""
    if not f.carrying:
        return
    ft = battlefield.feature(enc, f.carrying)
    spots = _squares_in_reach(enc, f, ft.size)
    ft.pos = spots[0] if spots else f.pos
    ft.carried_by = ""
    f.carrying = ""
    enc.emit("state_changed", f.id, f"{f.id} drops {ft.id} at {list(ft.pos)}", carrying="")


# Throw -------------------------------------------------------------------------------------


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


def _centre(enc: Encounter, t: Fighter) -> Pos:
    half = (_size(enc, t) - 1) // 2
    return (t.pos[0] + half, t.pos[1] + half)


def throw_reaches(enc: Encounter, f: Fighter, t: Fighter) -> bool:
    """Is ``t`` within throwing range along a line that nothing blocks before it?"""
    if t.defeated or enc.distance(f, t) > throw_range(enc, f):
        return False
    target_squares = set(battlefield.squares_of(enc, t))
    for sq in ray(enc, f, _centre(enc, t), enc.distance(f, t)):
        if sq in target_squares:
            return True
        if battlefield.obstacle_at(enc, [sq], mover=f) is not None:
            return False
    return False


def _throw_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.attack_options import can_attack

    if not _ready(enc, f, "throw") or not can_attack(enc, f):
        return []
    things = _throwables(enc, f)
    if not things:
        return []
    targets = [t for t in enc.opponents(f) if throw_reaches(enc, f, t)]
    return [
        Option(
            "throw",
            f"Throw {tid} ({kind}, Hardness Rank {rank}) at {t.id}",
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
    enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver="throw", **option.args)
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
    return battlefield.Obstacle(frame.thrown_kind, frame.thrown, frame.thrown_rank, quals)


def _throw_wound(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    """A thrown thing that hit adds Collision damage by its Hardness Rank."""
    if not frame.thrown or not frame.hit:
        return
    frame.thrown_hit = t.id
    battlefield.collide(enc, t, _thrown_obstacle(enc, frame), by=a, why=f"{a.id}'s Throw")


def _detach(enc: Encounter, f: Fighter, thing: str, kind: str) -> None:
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
    _detach(enc, f, frame.thrown, frame.thrown_kind)
    size = battlefield.feature(enc, frame.thrown).size if frame.thrown_kind == "feature" else 1
    if frame.thrown_hit:
        t = enc.fighter(frame.thrown_hit)
        spots = _around(enc, t, size)
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
                f"{f.id}: where does {frame.thrown} land next to {t.id}?",
                [Option("land", f"at ({x}, {y})", {"x": x, "y": y}) for x, y in spots],
            )
            return
        _land(enc, frame.thrown, t.id, spots[0] if spots else t.pos)
        return
    aim = enc.fighter(frame.aim)
    _land(enc, frame.thrown, aim.id, _miss_spot(enc, f, aim, size))


def _around(enc: Encounter, t: Fighter, size: int) -> list[Pos]:
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
    for sq in ray(enc, f, _centre(enc, aim), throw_range(enc, f)):
        if sq in aim_squares:
            continue
        hit = battlefield.obstacle_at(enc, [sq], mover=f)
        if hit is not None:
            break
        if _fits(enc, sq, size):
            last = sq
    if last is not None:
        return last
    spots = _around(enc, aim, size)
    return spots[0] if spots else aim.pos


def _land(enc: Encounter, thing: str, near: str, pos: Pos) -> None:
    where = "next to " + near if near else "at the end of the throw"
    for ft in enc.state.features:
        if ft.id == thing:
            ft.pos, ft.carried_by = pos, ""
            break
    for item in enc.state.items:
        if item.id == thing:
            item.pos, item.holder = pos, ""
    enc.emit("state_changed", near, f"{thing} lands at {list(pos)} ({where})", thing=thing)


_RESOLVE = {
    "thrust": _resolve_thrust,
    "feature_thrust": _resolve_feature_thrust,
    "terrain_lift": _resolve_lift,
}

hooks.frame(TerrainFrame, _step, _answer)
hooks.REGISTRY.turn_options.append(_turn_options)
hooks.REGISTRY.after_wound.append(_throw_wound)
hooks.REGISTRY.attack_finished.append(_throw_finished)
hooks.REGISTRY.defeated.append(_drop_carried)
