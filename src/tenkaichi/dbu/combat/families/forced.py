"""Forced movement: a fighter moved by another's effect, and the Sudden Stop that answers it.

:func:`push` puts a :class:`ForcedMoveFrame` on the stack. It runs the ``before_push`` hooks
(a grapple may answer with a Might Clash, or cancel the push), then offers the mover Sudden
Stop (seed 001: a Counter Action that shortens the movement by up to half their Might, halves
Collision damage and may ignore Feature Qualities), then moves the fighter square by square in
a straight line until the squares run out or something is in the way: a Feature, a Vehicle,
another Character or the grid edge (setting ``edge_collision``). Running into something costs
Collision damage (:mod:`~tenkaichi.dbu.combat.families.terrain.battlefield`)
times ``collision_factor``.
A push made during the pusher's own Attacking Maneuver (a Knockback) is part of that attack,
and its Collision may give Bonus Momentum (setting ``collision_momentum``).
Leaving Melee Range this way provokes no Exploit. A mover who used Sudden Stop and ended
without Collision may then use the Movement Maneuver Out-of-Sequence. Last, the caller's
continuation (``then``, registered with :func:`after`) runs with its ``ctx``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    ExtFrame,
    Fighter,
    MoveFrame,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.families.phrases import counted_squares, heading_of, named, square, uses
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import HEADINGS

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

AfterPush = Callable[["Encounter", "ForcedMoveFrame", dict[str, Any]], None]
CONTINUATIONS: dict[str, AfterPush] = {}

DIRECTION_NAMES = HEADINGS
"""A one-square step -> its compass heading (north is up)."""
SUDDEN_STOP = Term("Sudden Stop")


@dataclass(slots=True)
class ForcedMoveFrame(ExtFrame):
    """A fighter being moved in a straight line by another's effect."""

    mover: str = ""
    by: str = ""
    """Who moves them ("" for no one: an environment or the fighter's own effect)."""
    direction: tuple[int, int] = (0, 0)
    squares: int = 0
    """How far the effect moves them (before Sudden Stop)."""
    why: str | Msg = ""
    """Why they move, as the log says it (English words of another rule, or a message)."""
    collision_factor: float = 1.0
    """Times the Collision damage (Push Back doubles it)."""
    attack: bool = False
    """The push is part of the pusher's Attacking Maneuver (a Knockback): its Collision counts
    for Bonus Momentum as setting ``collision_momentum`` says."""
    moved: int = 0
    collided: str = ""
    """What they ran into: a Feature, Vehicle or fighter id, "edge", or "" for nothing."""
    cancelled: bool = False
    """A before-push hook stopped the movement before it began."""
    stage: str = "hooks"
    sudden_stop: bool = False
    reduced: int = 0
    """Squares taken off by Sudden Stop."""
    ignore_qualities: bool = False
    damage: int = 0
    """Life lost to Collision."""
    oos_mode: str = ""
    then: str = ""
    ctx: dict[str, Any] = field(default_factory=dict)


def after(name: str) -> Callable[[AfterPush], AfterPush]:
    """Register what happens after a push started with ``then=name``."""

    def wrap(fn: AfterPush) -> AfterPush:
        CONTINUATIONS[name] = fn
        return fn

    return wrap


def _centre2(x: Fighter | Pos, enc: Encounter | None) -> tuple[int, int]:
    """Twice the centre of a fighter's footprint (or of a square), so it stays integral."""
    if isinstance(x, Fighter):
        size = stats.derived(enc, x).squares if enc is not None else 1
        return 2 * x.pos[0] + size - 1, 2 * x.pos[1] + size - 1
    return 2 * x[0], 2 * x[1]


def unit_direction(dx: int, dy: int) -> tuple[int, int]:
    """The one of the eight grid directions nearest to the vector (dx, dy)."""
    if dx == 0 and dy == 0:
        return (0, 0)
    ax, ay = abs(dx), abs(dy)
    # tan(22.5 degrees) ~ 0.4142: a component counts if it is not negligible next to the other
    sx = (dx > 0) - (dx < 0) if ax * 10000 > ay * 4142 else 0
    sy = (dy > 0) - (dy < 0) if ay * 10000 > ax * 4142 else 0
    return (sx, sy)


def away_from(a: Fighter | Pos, b: Fighter, enc: Encounter | None = None) -> tuple[int, int]:
    """The unit step that carries ``b`` straight away from ``a`` (a fighter or a square),
    nearest of the eight grid directions. With ``enc`` the fighters' sizes count (centre to
    centre); without it their top-left squares are used."""
    ax, ay = _centre2(a, enc)
    bx, by = _centre2(b, enc)
    return unit_direction(bx - ax, by - ay)


def push(
    enc: Encounter,
    mover: Fighter,
    by: Fighter | None,
    *,
    direction: tuple[int, int],
    squares: int,
    why: str | Msg,
    collision_factor: float = 1.0,
    then: str = "",
    ctx: dict[str, Any] | None = None,
) -> None:
    """Move ``mover`` up to ``squares`` squares along ``direction`` (a unit step), by another's
    effect; see the module docstring. ``then`` names a continuation registered with
    :func:`after`, called with the finished frame and ``ctx``."""
    if then and then not in CONTINUATIONS:
        raise KeyError(f"no forced-movement continuation {then!r}")
    dx, dy = direction
    in_attack = by is not None and any(
        isinstance(x, AttackFrame) and x.attacker == by.id for x in enc.state.stack
    )
    enc.state.stack.append(
        ForcedMoveFrame(
            mover=mover.id,
            by=by.id if by is not None else "",
            direction=((dx > 0) - (dx < 0), (dy > 0) - (dy < 0)),
            squares=max(0, squares),
            why=why,
            collision_factor=float(collision_factor),
            attack=in_attack,
            then=then,
            ctx=dict(ctx or {}),
        )
    )


def held_in_place(enc: Encounter, f: Fighter, by: Fighter | None) -> bool:
    """Is ``f`` a Grappled fighter that ``by``, outside the Grapple, may not move? Only with
    setting ``grapple_outsider_moves`` "refused" (dbu-1): seed 003 "Only the Grappler can be
    targeted by Maneuvers or effects that would make them move any number of squares"."""
    if enc.settings.grapple_outsider_moves != "refused" or by is None:
        return False
    return any(
        g.grappled == f.id and by.id not in (g.grappler, g.grappled) for g in enc.state.grapples
    )


# --- the path --------------------------------------------------------------------------


def trajectory(
    enc: Encounter, f: Fighter, direction: tuple[int, int], squares: int
) -> tuple[list[Pos], battlefield.Obstacle | None]:
    """The squares ``f`` passes through, and what stops it short (if anything)."""
    size = stats.derived(enc, f).squares
    path: list[Pos] = []
    x, y = f.pos
    for _ in range(squares):
        nxt = (x + direction[0], y + direction[1])
        hit = battlefield.obstacle_at(enc, footprint(nxt, size), mover=f)
        if hit is not None:
            return path, hit
        path.append(nxt)
        x, y = nxt
    return path, None


def _collides(enc: Encounter, hit: battlefield.Obstacle | None) -> bool:
    if hit is None:
        return False
    return hit.kind != "edge" or enc.settings.edge_collision == "wall"


def half_might(enc: Encounter, f: Fighter) -> int:
    return max(0, stats.derived(enc, f).might.value // 2)


# --- Sudden Stop -------------------------------------------------------------------------


def sudden_stop_options(enc: Encounter, f: Fighter, frame: ForcedMoveFrame) -> list[Option]:
    """The distinct outcomes Sudden Stop allows: shorten by 0..½ Might squares (only
    reductions that change where the mover ends), with or without ignoring Qualities."""
    from tenkaichi.dbu.combat.rules.costs import can_counter, within_limits

    if not frame.by or frame.by == f.id or f.defeated or frame.squares <= 0:
        return []
    if not can_counter(enc, f) or not within_limits(enc, f, "sudden_stop"):
        return []
    out: list[Option] = []
    seen: set[tuple[int, str]] = set()
    for r in range(0, min(half_might(enc, f), frame.squares) + 1):
        path, hit = trajectory(enc, f, frame.direction, frame.squares - r)
        collide = _collides(enc, hit)
        outcome = (len(path), hit.id if collide and hit is not None else "")
        if outcome in seen:
            continue
        seen.add(outcome)
        end = list(path[-1]) if path else list(f.pos)
        fewer = Msg.of("dbu-forced-fewer", count=str(r)) if r else ""
        stop = (
            Msg.of(
                "dbu-forced-sudden-move",
                stop=SUDDEN_STOP,
                squares=counted_squares(len(path)),
                square=square(end),
                fewer=fewer,
            )
            if path
            else Msg.of("dbu-forced-sudden-stay", stop=SUDDEN_STOP, square=square(end), fewer=fewer)
        )
        if collide and hit is not None:
            amount, _ = battlefield.collision_damage(
                enc, f, hit, factor=frame.collision_factor * 0.5
            )
            out.append(
                Option(
                    "sudden_stop",
                    Msg.of(
                        "dbu-forced-sudden-collide",
                        stop=stop,
                        obstacle=hit.said,
                        amount=str(amount),
                    ),
                    {"reduce": r, "ignore": False},
                )
            )
            if hit.qualities:
                amount, _ = battlefield.collision_damage(
                    enc, f, hit, factor=frame.collision_factor * 0.5, ignore_qualities=True
                )
                out.append(
                    Option(
                        "sudden_stop",
                        Msg.of(
                            "dbu-forced-sudden-collide-ignoring",
                            stop=stop,
                            obstacle=hit.said,
                            amount=str(amount),
                        ),
                        {"reduce": r, "ignore": True},
                    )
                )
        else:
            out.append(
                Option(
                    "sudden_stop",
                    Msg.of("dbu-forced-sudden-clear", stop=stop),
                    {"reduce": r, "ignore": False},
                )
            )
    return out


def _oos_modes(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import within_limits as limits_ok
    from tenkaichi.dbu.combat.rules.movement import (
        MOVE_MODES,
        destinations,
        mode_said,
        movement_cost,
    )

    if f.defeated or stats.has(f, "prone") or stats.speeds(enc, f)[0] < 1:
        return []
    if enc.settings.sudden_stop_move_uses_limit and not limits_ok(enc, f, "movement"):
        return []
    if not destinations(enc, f, "normal", limit=1):
        return []
    return [
        Option("sudden_move", Msg.of("dbu-forced-oos-mode", mode=mode_said(mode)), {"mode": mode})
        for mode in MOVE_MODES
        if stats.can_spend(f, movement_cost(enc, f, mode))
    ]


# --- the frame ---------------------------------------------------------------------------


def _step(enc: Encounter, frame: ForcedMoveFrame) -> None:
    f = enc.fighter(frame.mover)
    by = enc.fighter(frame.by) if frame.by else None
    if frame.stage == "hooks":
        frame.stage = "sudden"
        if not f.defeated:
            for hook in hooks.REGISTRY.before_push:
                hook(enc, f, by, frame)
        if enc.state.stack and enc.state.stack[-1] is not frame:
            return  # a hook pushed a frame (a grapple's Might Clash): resolve it first
    if frame.stage == "sudden":
        frame.stage = "move"
        if frame.cancelled or f.defeated or frame.direction == (0, 0):
            frame.cancelled = True
            enc.emit(
                "moved",
                f.id,
                Msg.of("dbu-forced-not-moved", fighter=f.id, why=named(frame.why)),
                path=[],
                forced=True,
                stopped=True,
            )
            frame.stage = "finish"
        else:
            options = sudden_stop_options(enc, f, frame)
            if options:
                enc.ask(
                    f.id,
                    "sudden_stop",
                    Msg.of(
                        "dbu-forced-sudden-ask",
                        fighter=f.id,
                        by=frame.by,
                        squares=counted_squares(frame.squares),
                        heading=heading_of(frame.direction),
                        why=named(frame.why),
                        stop=SUDDEN_STOP,
                    ),
                    [
                        Option("pass", Msg.of("dbu-forced-no-sudden-stop", stop=SUDDEN_STOP)),
                        *options,
                    ],
                )
                return
    if frame.stage == "move":
        frame.stage = "oos"
        _move(enc, f, by, frame)
    if frame.stage == "oos":
        frame.stage = "finish"
        if frame.sudden_stop and not frame.collided and not f.defeated:
            modes = _oos_modes(enc, f)
            if modes:
                frame.stage = "oos_mode"
                enc.ask(
                    f.id,
                    "sudden_move",
                    Msg.of("dbu-forced-oos-ask", fighter=f.id, stop=SUDDEN_STOP),
                    [Option("pass", Msg.of("dbu-fb-stay")), *modes],
                )
                return
    if frame.stage in ("oos_mode", "oos_dest"):
        frame.stage = "finish"  # the Out-of-Sequence movement (if any) has resolved
    enc.state.stack.pop()
    if frame.then:
        CONTINUATIONS[frame.then](enc, frame, frame.ctx)


def _move(enc: Encounter, f: Fighter, by: Fighter | None, frame: ForcedMoveFrame) -> None:
    far = max(0, frame.squares - frame.reduced)
    path, hit = trajectory(enc, f, frame.direction, far)
    start = f.pos
    if path:
        f.pos = path[-1]
    frame.moved = len(path)
    fewer: Msg | str = ""
    if frame.reduced:
        fewer = Msg.of(
            "dbu-forced-moved-fewer",
            stop=SUDDEN_STOP,
            count=str(frame.reduced),
            of=str(frame.squares),
        )
    edge = Msg.of("dbu-forced-edge") if hit is not None and not _collides(enc, hit) else ""
    if path:
        text = Msg.of(
            "dbu-forced-moved",
            fighter=f.id,
            squares=counted_squares(len(path)),
            heading=heading_of(frame.direction),
            start=square(start),
            end=square(f.pos),
            fewer=fewer,
            why=named(frame.why),
            edge=edge,
        )
    else:  # blocked at once: nothing moved
        text = Msg.of(
            "dbu-forced-stays",
            fighter=f.id,
            heading=heading_of(frame.direction),
            start=square(start),
            fewer=fewer,
            why=named(frame.why),
            edge=edge,
        )
    enc.emit(
        "moved",
        f.id,
        text,
        path=[list(p) for p in path],
        forced=True,
        by=frame.by,
        stopped=hit is not None,
    )
    if hit is None or not _collides(enc, hit):
        return
    frame.collided = hit.id
    factor = frame.collision_factor * (0.5 if frame.sudden_stop else 1.0)
    frame.damage = battlefield.collide(
        enc,
        f,
        hit,
        by=by,
        factor=factor,
        ignore_qualities=frame.ignore_qualities,
        why=frame.why,
        halved=frame.sudden_stop,
        attack=frame.attack,
    )


def _answer(enc: Encounter, frame: ForcedMoveFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter
    from tenkaichi.dbu.combat.rules.movement import (
        MOVE_MODES,
        destinations,
        mode_said,
        movement_cost,
    )

    f = enc.fighter(frame.mover)
    if option.kind == "sudden_stop":
        mark_used(f, "sudden_stop")
        pay_counter(enc, f, "Sudden Stop")
        frame.sudden_stop = True
        frame.reduced = int(option.args["reduce"])
        frame.ignore_qualities = bool(option.args["ignore"])
        enc.emit(
            "maneuver",
            f.id,
            uses(f.id, option.said),
            maneuver="sudden_stop",
            reduce=frame.reduced,
            ignore=frame.ignore_qualities,
        )
    elif option.kind == "sudden_move":
        mode = str(option.args["mode"])
        paths = destinations(enc, f, mode)
        frame.oos_mode = mode
        frame.stage = "oos_dest"
        enc.ask(
            f.id,
            "destination",
            Msg.of("dbu-forced-where-ask", fighter=f.id, stop=SUDDEN_STOP),
            [
                Option(
                    "sudden_dest",
                    Msg.of(
                        "dbu-forced-to-square",
                        square=square((x, y)),
                        squares=counted_squares(len(p)),
                    ),
                    {"x": x, "y": y},
                )
                for (x, y), p in sorted(paths.items())
            ],
        )
    elif option.kind == "sudden_dest":
        mode = frame.oos_mode
        pos = (int(option.args["x"]), int(option.args["y"]))
        path = destinations(enc, f, mode)[pos]
        frame.stage = "finish"
        if enc.settings.sudden_stop_move_uses_limit:
            mark_used(f, "movement")
        label, _, rapid = MOVE_MODES[mode]
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-forced-oos-uses", fighter=f.id, mode=mode_said(mode), stop=SUDDEN_STOP),
            maneuver="movement",
            mode=mode,
            oos=True,
        )
        stats.spend(enc, f, movement_cost(enc, f, mode), label)
        if rapid:
            stats.add_effect(
                enc, f, Effect("rapid", "Rapid Movement", Expiry("end", f.id)), announce=False
            )
        enc.state.stack.append(
            MoveFrame(
                mover=f.id,
                path=[tuple(p) for p in path],
                rapid=rapid,
                maneuver="sudden_stop",
                mode=mode,
            )
        )
    elif option.kind == "pass" and frame.stage == "oos_mode":
        frame.stage = "finish"


hooks.frame(ForcedMoveFrame, _step, _answer)


__all__ = [
    "CONTINUATIONS",
    "ForcedMoveFrame",
    "after",
    "away_from",
    "half_might",
    "push",
    "sudden_stop_options",
    "trajectory",
    "unit_direction",
]
