"""Grapples on the grid (seed 001): Pulled In, and Movement in a Grapple.

- Pulled In: the Grappler, with the Grappled not adjacent, may make a Might Clash as an
  Instant Maneuver (on their turn, or answering another's Standard Maneuver); winning moves
  the Grappled to the closest unoccupied square adjacent to the Grappler (the Grappler picks
  among equally close squares).
- Movement in a Grapple: a grappled fighter using the Movement Maneuver (or any
  :class:`~tenkaichi.dbu.combat.core.state.MoveFrame`) first makes a Might Clash against the other;
  winning drags the other one square the same way after each square (a dragged fighter that
  is stuck stays put, and stops the mover if the mover would step into them); losing cancels
  the movement, costs paid. A Pinned fighter does not move at all.
- Forced movement (:func:`~tenkaichi.dbu.combat.families.forced.push`) of a grappled
  fighter: by one of
  the pair, a Might Clash against the other, and on a win the one not pushed follows the same
  number of squares the same way; by an outsider (Moving a Character), a Might Clash against
  the Grappler, and on a win the push goes on and the Grappled escapes. A lost Clash cancels
  the push (setting ``grapple_outsider_moves`` "refused", dbu-1: an outsider cannot move the
  Grappled at all). After any of these the Grapple ends if the two are out of the Grappler's reach
  (setting ``grapple_breaks_beyond_reach``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap, in_bounds
from tenkaichi.dbu.combat.core.state import (
    ExtFrame,
    Fighter,
    Grapple,
    InstantFrame,
    MoveFrame,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.grapple.holds import end, grapple_of, other, reach_check
from tenkaichi.dbu.combat.families.phrases import kept, named, square
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.costs import mark_used
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def _in_a_grapple() -> str:
    """Why a grappled fighter who moves (or is moved by one of the pair) makes a Might Clash."""
    return kept("Movement in a Grapple", Msg.of("dbu-grapple-movement"))


# --- Pulled In -------------------------------------------------------------------------------


def _occupied(enc: Encounter, *, ignore: tuple[str, ...]) -> set[Pos]:
    from tenkaichi.dbu.combat.rules.targeting import blocked_squares

    out = blocked_squares(enc)
    for o in enc.state.fighters:
        if o.id not in ignore and not o.defeated and not o.riding:
            out.update(footprint(o.pos, stats.derived(enc, o).squares))
    return out


def _pull_squares(enc: Encounter, f: Fighter, target: Fighter) -> list[Pos]:
    """The closest unoccupied squares adjacent to ``f`` for ``target`` (ties all listed)."""
    fs, ts = stats.derived(enc, f).squares, stats.derived(enc, target).squares
    taken = _occupied(enc, ignore=(target.id,))
    s = enc.state
    best: list[tuple[int, Pos]] = []
    for x in range(f.pos[0] - ts, f.pos[0] + fs + 1):
        for y in range(f.pos[1] - ts, f.pos[1] + fs + 1):
            pos = (x, y)
            if gap(f.pos, fs, pos, ts) != 1 or not in_bounds(pos, ts, s.width, s.height):
                continue
            if any(sq in taken for sq in footprint(pos, ts)):
                continue
            best.append((gap(pos, ts, target.pos, ts), pos))
    if not best:
        return []
    nearest = min(d for d, _ in best)
    return sorted(pos for d, pos in best if d == nearest)


def _place(enc: Encounter, target: Fighter, pos: Pos, why: str | Msg) -> None:
    before = target.pos
    target.pos = pos
    enc.emit(
        "moved",
        target.id,
        Msg.of(
            "dbu-grapple-placed",
            fighter=target.id,
            start=square(before),
            end=square(pos),
            why=named(why),
        ),
        path=[list(pos)],
        forced=True,
    )


@clash.continuation("grapple_pull_in")
def _after_pull(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, target = enc.fighter(result.initiator), enc.fighter(result.defender)
    g = grapple_of(enc, f.id)
    if not result.initiator_wins or g is None or g.grappled != target.id:
        return
    squares = _pull_squares(enc, f, target)
    if len(squares) == 1:
        _place(enc, target, squares[0], "Pulled In")
    elif squares:
        enc.state.stack.append(PullFrame(grappler=f.id, target=target.id))


@dataclass(slots=True)
class PullFrame(ExtFrame):
    """A won Pulled In with several equally close squares: the Grappler picks one."""

    grappler: str = ""
    target: str = ""


def _pull_step(enc: Encounter, frame: PullFrame) -> None:
    f, target = enc.fighter(frame.grappler), enc.fighter(frame.target)
    squares = _pull_squares(enc, f, target)
    if not squares:
        enc.state.stack.pop()
        return
    options = [
        Option("pull_square", Msg.of("dbu-fb-to-square", square=square((x, y))), {"x": x, "y": y})
        for x, y in squares
    ]
    enc.ask(
        f.id, "pull_in", Msg.of("dbu-grapple-pull-ask", fighter=f.id, target=target.id), options
    )


def _pull_answer(enc: Encounter, frame: PullFrame, option: Option) -> None:
    enc.state.stack.pop()
    pos = (int(option.args["x"]), int(option.args["y"]))
    _place(enc, enc.fighter(frame.target), pos, "Pulled In")


hooks.frame(PullFrame, _pull_step, _pull_answer)


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    g = grapple_of(enc, f.id)
    if g is None or f.last_instant:
        return []
    return _pull_options(enc, f, g)


def _pull_options(enc: Encounter, f: Fighter, g: Grapple) -> list[Option]:
    partner = enc.fighter(g.grappled)
    if g.grappler != f.id or enc.distance(f, partner) <= 1 or f.defeated:
        return []
    if not _pull_squares(enc, f, partner):
        return []
    return [
        Option(
            "pull_in",
            Msg.of("dbu-grapple-pull-option", pulled=Term("Pulled In"), target=partner.id),
        )
    ]


def _instant_options(enc: Encounter, f: Fighter, actor: Fighter) -> list[Option]:
    """Pulled In is an Instant Maneuver with no "on their turn": it may answer a Standard
    Maneuver too."""
    g = grapple_of(enc, f.id)
    return _pull_options(enc, f, g) if g is not None else []


def _pull_matters(enc: Encounter, f: Fighter, frame: InstantFrame, option: Option) -> bool:
    """Pulling the Grappled in matters before they act (their Maneuver may depend on where
    they stand) or before an attack on the Grappler; otherwise the Grappler's own turn does
    the same (``reaction_windows``)."""
    g = grapple_of(enc, f.id)
    return f.id in frame.targets or (g is not None and frame.actor == g.grappled)


hooks.REGISTRY.turn_options.append(_turn_options)
hooks.REGISTRY.instant_options.append(_instant_options)
hooks.REGISTRY.instant_matters["pull_in"] = _pull_matters


def _pull_in(enc: Encounter, f: Fighter) -> None:
    g = grapple_of(enc, f.id)
    assert g is not None
    mark_used(f, "pull_in")
    f.last_instant = True
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-grapple-tries-pull", fighter=f.id, target=g.grappled),
        maneuver="pull_in",
    )
    clash.start(
        enc,
        f,
        enc.fighter(g.grappled),
        initiator_roll="might",
        defender_rolls=("might",),
        why="Pulled In",
        then="grapple_pull_in",
    )


@hooks.turn_answer("pull_in")
def _answer_pull(enc: Encounter, f: Fighter, option: Option) -> None:
    f.turn_maneuvers += 1
    _pull_in(enc, f)


@hooks.instant_answer("pull_in")
def _answer_pull_instant(enc: Encounter, f: Fighter, actor: Fighter, option: Option) -> None:
    _pull_in(enc, f)


# --- movement in and out of a Grapple -------------------------------------------------------


def _before_move(enc: Encounter, f: Fighter, frame: MoveFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or frame.cancelled:
        return
    if stats.has(f, "pinned"):
        frame.cancelled = True
        enc.emit(
            "maneuver", f.id, Msg.of("dbu-grapple-pinned-stays", fighter=f.id), maneuver="pinned"
        )
        return
    index = enc.state.stack.index(frame)
    opposing = enc.fighter(other(g, f.id))
    clash.start(
        enc,
        f,
        opposing,
        initiator_roll="might",
        defender_rolls=("might",),
        why=_in_a_grapple(),
        then="grapple_move",
        ctx={"frame": index, "partner": opposing.id},
    )


@clash.continuation("grapple_move")
def _after_move_clash(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    frame = enc.state.stack[ctx["frame"]]
    assert isinstance(frame, MoveFrame)
    if result.initiator_wins:
        frame.drags = ctx["partner"]
    else:
        frame.cancelled = True


def _move_step(enc: Encounter, f: Fighter, frame: MoveFrame, before: tuple[int, int]) -> None:
    """Drag the partner one step the same way; a blocked partner stays put."""
    if not frame.drags:
        return
    g = grapple_of(enc, f.id)
    if g is None or other(g, f.id) != frame.drags:
        frame.drags = ""
        return
    partner = enc.fighter(frame.drags)
    dx, dy = f.pos[0] - before[0], f.pos[1] - before[1]
    nxt = (partner.pos[0] + dx, partner.pos[1] + dy)
    ps = stats.derived(enc, partner).squares
    s = enc.state
    taken = _occupied(enc, ignore=(partner.id,))
    fs = stats.derived(enc, f).squares
    for ahead in frame.path[frame.step :]:  # the mover's squares still to come stay free
        taken.update(footprint((ahead[0], ahead[1]), fs))
    if in_bounds(nxt, ps, s.width, s.height) and not any(sq in taken for sq in footprint(nxt, ps)):
        _place(enc, partner, nxt, Msg.of("dbu-grapple-dragged-by", fighter=f.id))
        _stop_before(enc, f, frame, partner)
    elif set(footprint(f.pos, stats.derived(enc, f).squares)) & set(footprint(partner.pos, ps)):
        # the partner is stuck where the mover would step: the movement ends here
        f.pos = before
        frame.step -= 1
        frame.path = frame.path[: frame.step]
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-grapple-cannot-drag", fighter=f.id, target=partner.id),
            maneuver="movement",
        )
    reach_check(enc, g)


def _stop_before(enc: Encounter, f: Fighter, frame: MoveFrame, partner: Fighter) -> None:
    """The path was planned around the partner's old square: if the dragged partner now
    stands on the rest of it, the movement ends on the last square before them."""
    fs, ps = stats.derived(enc, f).squares, stats.derived(enc, partner).squares
    theirs = set(footprint(partner.pos, ps))
    for i in range(frame.step, len(frame.path)):
        if set(footprint(frame.path[i], fs)) & theirs:
            frame.path = frame.path[:i]
            enc.emit(
                "maneuver",
                f.id,
                Msg.of("dbu-grapple-in-the-way", fighter=f.id, target=partner.id),
                maneuver="movement",
            )
            return


hooks.REGISTRY.before_move.append(_before_move)
hooks.REGISTRY.move_step.append(_move_step)


@dataclass(slots=True)
class DragFrame(ExtFrame):
    """Under a forced movement inside a Grapple: when it is done, the other fighter moves
    the same number of squares the same way (``who`` empty: only check the reach)."""

    grappler: str = ""
    grappled: str = ""
    mover: str = ""
    who: str = ""
    start: tuple[int, int] = (0, 0)


def _drag_step(enc: Encounter, frame: DragFrame) -> None:
    enc.state.stack.pop()
    g = grapple_of(enc, frame.grappler)
    if g is None or g.grappled != frame.grappled:
        return
    mover = enc.fighter(frame.mover)
    dx, dy = mover.pos[0] - frame.start[0], mover.pos[1] - frame.start[1]
    if frame.who and (dx or dy):
        who = enc.fighter(frame.who)
        direction = ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
        path, _ = forced.trajectory(enc, who, direction, max(abs(dx), abs(dy)))
        if path:
            _place(enc, who, path[-1], Msg.of("dbu-grapple-dragged-along", fighter=mover.id))
    reach_check(enc, g)


def _drag_answer(enc: Encounter, frame: DragFrame, option: Option) -> None:
    raise AssertionError("dragging asks no questions")


hooks.frame(DragFrame, _drag_step, _drag_answer)


def _before_push(enc: Encounter, f: Fighter, by: Fighter | None, frame: Any) -> None:
    g = grapple_of(enc, f.id)
    if g is None or frame.cancelled:
        return
    if forced.held_in_place(enc, f, by):
        frame.cancelled = True
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-grapple-held", fighter=f.id, grappler=g.grappler),
            maneuver="held_in_grapple",
        )
        return
    index = enc.state.stack.index(frame)
    drag = DragFrame(grappler=g.grappler, grappled=g.grappled, mover=f.id, start=f.pos)
    if by is None:
        enc.state.stack.insert(index, drag)
        return
    if by.id in (g.grappler, g.grappled):
        opposing = enc.fighter(other(g, by.id))
        drag.who = other(g, f.id)
        why = _in_a_grapple()
    else:
        opposing = enc.fighter(g.grappler)
        why = kept(
            f"Moving a Character in a Grapple ({g.grappler} holds {g.grappled})",
            Msg.of("dbu-grapple-moving-a-character", grappler=g.grappler, grappled=g.grappled),
        )
    clash.start(
        enc,
        by,
        opposing,
        initiator_roll="might",
        defender_rolls=("might",),
        why=why,
        then="grapple_push",
        ctx={"frame": index, "outsider": by.id not in (g.grappler, g.grappled)},
    )
    enc.state.stack.insert(index, drag)


@clash.continuation("grapple_push")
def _after_push_clash(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    index = int(ctx["frame"]) + 1  # the DragFrame sits under it
    frame = enc.state.stack[index]
    assert isinstance(frame, forced.ForcedMoveFrame)
    if not result.initiator_wins:
        frame.cancelled = True
        return
    if ctx["outsider"]:
        g = grapple_of(enc, frame.mover)
        if g is not None:
            end(
                enc,
                g,
                Msg.of(
                    "dbu-grapple-moved-away",
                    grappled=g.grappled,
                    fighter=result.initiator,
                    mover=frame.mover,
                ),
            )


hooks.REGISTRY.before_push.append(_before_push)
