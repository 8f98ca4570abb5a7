"""Terrain Lift (seed 001): lift a Feature or tear up the ground within your Melee Range
(Force Modifier above 3x its Hardness Value), which you then carry (Shielding: Cover from every
direction once an attack hits you, setting ``shielding``;
:mod:`~tenkaichi.dbu.combat.families.terrain.battlefield`) and may put down with
the Placing Instant Maneuver or throw
(:mod:`~tenkaichi.dbu.combat.families.terrain.throw`). A Defeated carrier drops it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import gap
from tenkaichi.dbu.combat.core.state import Feature, Fighter, Option
from tenkaichi.dbu.combat.families.phrases import square
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.families.terrain.terrain import (
    TerrainFrame,
    _fits,
    _pay,
    _reach,
    _size,
    ready,
    squares_in_reach,
)
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

LIFT = Term("Terrain Lift")

# --- turn options and declaring ------------------------------------------------------------


def liftable(enc: Encounter, f: Fighter, rank: int) -> bool:
    """Force Modifier above 3x the Hardness Value (for ``f``) of that Rank."""
    force = stats.derived(enc, f).modifiers["force"]
    return force > 3 * battlefield.hardness_value(enc, rank, f)


def _lift_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not ready(enc, f, "terrain_lift") or f.carrying:
        return []
    out = []
    if liftable(enc, f, enc.settings.ground_hardness):
        out += [
            Option(
                "terrain_lift",
                Msg.of("dbu-terrain-lift-tear-option", lift=LIFT, square=square((x, y))),
                {"x": x, "y": y},
            )
            for x, y in squares_in_reach(enc, f)
        ]
    fs = _size(enc, f)
    for ft in battlefield.on_grid(enc):
        if ft.size * ft.size >= 4 * fs * fs or not liftable(enc, f, ft.hardness):
            continue
        if gap(ft.pos, ft.size, f.pos, fs) <= _reach(enc, f):
            out.append(
                Option(
                    "terrain_lift",
                    Msg.of("dbu-terrain-lift-option", lift=LIFT, feature=Term(ft.id)),
                    {"feature": ft.id},
                )
            )
    return out


def _place_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if not f.carrying or f.last_instant or not within_limits(enc, f, "place_feature"):
        return []
    ft = battlefield.feature(enc, f.carrying)
    return [
        Option(
            "place_feature",
            Msg.of("dbu-terrain-place-option", feature=Term(ft.id), square=square((x, y))),
            {"x": x, "y": y},
        )
        for x, y in squares_in_reach(enc, f, ft.size)
    ]


@hooks.turn_answer("terrain_lift")
def _answer_lift(enc: Encounter, f: Fighter, option: Option) -> None:
    _pay(enc, f, "terrain_lift", option.said, **option.args)
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
        Msg.of("dbu-terrain-placed", fighter=f.id, feature=Term(ft.id), square=square(ft.pos)),
        maneuver="place_feature",
        feature=ft.id,
        pos=list(ft.pos),
    )


# Terrain Lift ------------------------------------------------------------------------------


def _resolve_lift(enc: Encounter, f: Fighter, frame: TerrainFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import provoke

    if frame.feature:
        ft = battlefield.feature(enc, frame.feature)
        if ft.carried_by or gap(ft.pos, ft.size, f.pos, _size(enc, f)) > _reach(enc, f):
            enc.emit(
                "maneuver",
                f.id,
                Msg.of(
                    "dbu-terrain-lift-out-of-reach", fighter=f.id, lift=LIFT, feature=Term(ft.id)
                ),
            )
            return
        ft.carried_by = f.id
        how = "dbu-terrain-lifts"
    else:
        pos = (frame.x, frame.y)
        if not _fits(enc, pos, 1):
            enc.emit(
                "maneuver",
                f.id,
                Msg.of("dbu-terrain-lift-occupied", fighter=f.id, lift=LIFT, square=square(pos)),
            )
            return
        ft = Feature(
            battlefield.ground_id(enc), pos, 1, enc.settings.ground_hardness, [], carried_by=f.id
        )
        enc.state.features.append(ft)
        how = "dbu-terrain-tears-up"
    f.carrying = ft.id
    force = stats.derived(enc, f).modifiers["force"]
    value = battlefield.hardness_value(enc, ft.hardness, f)
    enc.emit(
        "state_changed",
        f.id,
        Msg.of(
            how,
            fighter=f.id,
            feature=Term(ft.id),
            square=square(ft.pos),  # (where the ground was torn up)
            rank=str(ft.hardness),
            force=str(force),
            value=str(value),
            triple=str(3 * value),
        ),
        carrying=ft.id,
    )
    provoke(enc, f, "adjacent", "Terrain Lift")


def _drop_carried(enc: Encounter, f: Fighter) -> None:
    """A Defeated carrier drops the Feature on the nearest free spot (or where they lie)."""
    if not f.carrying:
        return
    ft = battlefield.feature(enc, f.carrying)
    spots = squares_in_reach(enc, f, ft.size)
    ft.pos = spots[0] if spots else f.pos
    ft.carried_by = ""
    f.carrying = ""
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-terrain-drops", fighter=f.id, feature=Term(ft.id), square=square(ft.pos)),
        carrying="",
    )


hooks.REGISTRY.defeated.append(_drop_carried)
