"""The Battlefield Maneuvers that use the terrain (seed 001) as a turn sees them: their turn
options (Thrust, Feature Thrust, Terrain Lift, Placing, Throw) and how their frame
(:class:`~tenkaichi.dbu.combat.families.terrain.terrain.TerrainFrame`) steps through the
Instant window to each maneuver's resolution
(:mod:`~tenkaichi.dbu.combat.families.terrain.thrust`,
:mod:`~tenkaichi.dbu.combat.families.terrain.lift`,
:mod:`~tenkaichi.dbu.combat.families.terrain.throw`) and is answered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.families.terrain.lift import _lift_options, _place_options, _resolve_lift
from tenkaichi.dbu.combat.families.terrain.terrain import LABELS, TerrainFrame
from tenkaichi.dbu.combat.families.terrain.throw import _land, throw_options
from tenkaichi.dbu.combat.families.terrain.thrust import (
    _slide,
    _thrust_effect,
    feature_hits,
    feature_thrust_options,
    resolve_feature_thrust,
    resolve_thrust,
    thrust_options,
)
from tenkaichi.dbu.combat.rules import clash
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    return (
        thrust_options(enc, f)
        + feature_thrust_options(enc, f)
        + _lift_options(enc, f)
        + _place_options(enc, f)
        + throw_options(enc, f)
    )


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
        pay_counter(
            enc,
            victim,
            kept("a Might Clash against the Feature", Msg.of("dbu-terrain-block-why")),
        )
        frame.stage = "blocking"
        clash.start(
            enc,
            victim,
            f,
            initiator_roll="might",
            defender_rolls=("might",),
            why=kept(
                f"{victim.id} stops {frame.feature}",
                Msg.of("dbu-terrain-stops-why", fighter=victim.id, feature=Term(frame.feature)),
            ),
            then="feature_thrust_block",
        )
    elif option.kind == "feature_take":
        feature_hits(enc, f, frame, blocked=False)
    elif option.kind == "land":
        enc.state.stack.pop()
        _land(enc, frame.feature, frame.target, (int(option.args["x"]), int(option.args["y"])))


_RESOLVE = {
    "thrust": resolve_thrust,
    "feature_thrust": resolve_feature_thrust,
    "terrain_lift": _resolve_lift,
}

hooks.frame(TerrainFrame, _step, _answer)
hooks.REGISTRY.turn_options.append(_turn_options)
