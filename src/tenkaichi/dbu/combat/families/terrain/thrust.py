"""Thrust and Feature Thrust (seed 001), Battlefield Maneuvers that push.

Thrust (a target in Melee Range) and Feature Thrust (an adjacent Feature no larger than you,
up to ½ Might squares) go through generic Clashes (:mod:`tenkaichi.dbu.combat.rules.clash`):
a Thrust that lands Knocks Prone or Pushes Back (forced movement,
:func:`tenkaichi.dbu.combat.families.forced.push`); a thrust Feature slides square by square
until something stops it, and a Character it reaches may spend a Counter Action on a Might
Clash to stop it or take the Collision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Feature, Fighter, Option, Pos
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.phrases import counted_squares, kept, square
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.families.terrain.terrain import TerrainFrame, _pay, _size, ready
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.i18n.catalogue import Arg, Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

THRUST, FEATURE_THRUST = Term("Thrust"), Term("Feature Thrust")

# --- turn options and declaring ------------------------------------------------------------


def thrust_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not ready(enc, f, "thrust"):
        return []
    return [
        Option(
            "thrust",
            Msg.of("dbu-terrain-thrust-option", thrust=THRUST, target=o.id),
            {"target": o.id},
        )
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


def feature_thrust_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not ready(enc, f, "feature_thrust"):
        return []
    return [
        Option(
            "feature_thrust",
            Msg.of(
                "dbu-terrain-feature-thrust-option",
                thrust=FEATURE_THRUST,
                feature=Term(ft.id),
                squares=counted_squares(n),
            ),
            {"feature": ft.id, "squares": n},
        )
        for ft, n in feature_thrust_choices(enc, f)
    ]


@hooks.turn_answer("thrust")
def _answer_thrust(enc: Encounter, f: Fighter, option: Option) -> None:
    _pay(enc, f, "thrust", option.said, target=option.args["target"])
    enc.state.stack.append(TerrainFrame(actor=f.id, kind="thrust", target=option.args["target"]))


@hooks.turn_answer("feature_thrust")
def _answer_feature_thrust(enc: Encounter, f: Fighter, option: Option) -> None:
    _pay(enc, f, "feature_thrust", option.said, **option.args)
    enc.state.stack.append(
        TerrainFrame(
            actor=f.id,
            kind="feature_thrust",
            feature=option.args["feature"],
            squares=int(option.args["squares"]),
        )
    )


# Thrust ------------------------------------------------------------------------------------


def resolve_thrust(enc: Encounter, f: Fighter, frame: TerrainFrame) -> None:
    t = enc.fighter(frame.target)
    if t.defeated or not enc.in_melee(f, t):
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-terrain-thrust-no-target", fighter=f.id, thrust=THRUST, target=t.id),
        )
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
    prone = Msg.of("dbu-terrain-knock-prone-option")
    options = [Option("thrust_effect", prone, {"effect": "prone"})]
    if not forced.held_in_place(enc, t, f):  # dbu-1: an outsider cannot move the Grappled
        push = Msg.of("dbu-terrain-push-back-option", squares=counted_squares(half))
        options.insert(0, Option("thrust_effect", push, {"effect": "push_back"}))
    enc.ask(
        f.id,
        "thrust_effect",
        Msg.of("dbu-terrain-thrust-effect-ask", fighter=f.id, thrust=THRUST, target=t.id),
        options,
    )


def _thrust_effect(enc: Encounter, f: Fighter, t: Fighter, effect: str) -> None:
    if effect == "push_back":
        forced.push(
            enc,
            t,
            f,
            direction=forced.away_from(f, t, enc),
            squares=forced.half_might(enc, f),
            why=Msg.of("dbu-terrain-thrust-push-why", fighter=f.id, thrust=THRUST),
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
        why=kept("Thrust: Knock Prone", Msg.of("dbu-terrain-knock-prone-why", thrust=THRUST)),
        then="thrust_prone",
        ctx={"target": t.id},
    )


@clash.continuation("thrust_prone")
def _after_prone(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, t = enc.fighter(result.initiator), enc.fighter(ctx["target"])
    if t.defeated:
        return
    if result.initiator_wins:
        source = kept(f"{f.id}'s Thrust", Msg.of("dbu-fb-of", fighter=f.id, what=THRUST))
        stats.add_effect(enc, t, Effect("prone", source, Expiry("never"), by=f.id))
    else:
        source = kept(
            f"{f.id}'s failed Thrust",
            Msg.of("dbu-terrain-failed-thrust", fighter=f.id, thrust=THRUST),
        )
        stats.add_effect(enc, t, Effect("guard_down", source, Expiry("end", f.id), by=f.id))


# Feature Thrust ----------------------------------------------------------------------------


def resolve_feature_thrust(enc: Encounter, f: Fighter, frame: TerrainFrame) -> None:
    ft = battlefield.feature(enc, frame.feature)
    if ft.carried_by or gap(ft.pos, ft.size, f.pos, _size(enc, f)) != 1:
        enc.emit(
            "maneuver",
            f.id,
            Msg.of(
                "dbu-terrain-feature-thrust-out-of-reach",
                fighter=f.id,
                thrust=FEATURE_THRUST,
                feature=Term(ft.id),
            ),
        )
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
            _feature_stops(
                enc, f, frame, start, Msg.of("dbu-terrain-stopped-by", obstacle=hit.said)
            )
            return
        ft.pos = nxt
        frame.moved += 1
    _feature_stops(enc, f, frame, start, "")


def _thrust_text(
    f: Fighter,
    feature: str,
    moved: int,
    start: Pos,
    end: Pos,
    victim: str = "",
    why: Msg | str = "",
) -> Msg:
    """How far the Feature went (and into whom, or what stopped it); one that did not move is
    not said to move 0 squares."""
    said: dict[str, Arg] = {"fighter": f.id, "feature": Term(feature), "end": square(end)}
    if not moved:
        if victim:
            return Msg.of("dbu-terrain-thrust-into-at", victim=victim, **said)
        return Msg.of("dbu-terrain-thrust-stays", why=why, **said)
    said |= {"squares": counted_squares(moved), "start": square(start)}
    if victim:
        return Msg.of("dbu-terrain-thrust-moves-into", victim=victim, **said)
    return Msg.of("dbu-terrain-thrust-moves", why=why, **said)


def _feature_stops(
    enc: Encounter, f: Fighter, frame: TerrainFrame, start: Pos, why: Msg | str
) -> None:
    enc.state.stack.pop()
    ft = battlefield.feature(enc, frame.feature)
    enc.emit(
        "moved",
        f.id,
        _thrust_text(f, ft.id, frame.moved, start, ft.pos, why=why),
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
        _thrust_text(f, ft.id, frame.moved, start, ft.pos, victim.id),
        feature=ft.id,
        path=[],
        forced=True,
    )
    frame.victim = victim.id
    frame.stage = "hit"
    if can_counter(enc, victim):
        amount, _ = battlefield.collision_damage(enc, victim, _obstacle(ft))
        enc.ask(
            victim.id,
            "feature_block",
            Msg.of("dbu-terrain-flies-ask", fighter=victim.id, feature=Term(ft.id), by=f.id),
            [
                Option("feature_take", Msg.of("dbu-terrain-take-collision", life=str(amount))),
                Option("feature_block", Msg.of("dbu-terrain-block-option")),
            ],
        )
        return
    feature_hits(enc, f, frame, blocked=False)


def _obstacle(ft: Feature) -> battlefield.Obstacle:
    return battlefield.Obstacle(
        "feature", ft.id, ft.hardness, tuple(q.lower() for q in ft.qualities)
    )


@clash.continuation("feature_thrust_block")
def _after_block(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    frame = enc.state.stack[-1]
    assert isinstance(frame, TerrainFrame)
    feature_hits(enc, enc.fighter(result.defender), frame, blocked=result.initiator_wins)


def feature_hits(enc: Encounter, f: Fighter, frame: TerrainFrame, *, blocked: bool) -> None:
    enc.state.stack.pop()
    victim = enc.fighter(frame.victim)
    ft = battlefield.feature(enc, frame.feature)
    if blocked:
        enc.emit(
            "maneuver",
            victim.id,
            Msg.of("dbu-terrain-feature-stopped", fighter=victim.id, feature=Term(ft.id)),
            maneuver="feature_block",
        )
        return
    why = Msg.of("dbu-fb-of", fighter=f.id, what=FEATURE_THRUST)
    battlefield.collide(enc, victim, _obstacle(ft), by=f, why=why)
