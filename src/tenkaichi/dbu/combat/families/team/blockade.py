"""Blockade, the Counter Maneuver against an Opponent's Movement (seed 001).

Blockade (1 Counter Action, 2(T) KP): when an Opponent within your Normal Speed uses the
Movement Maneuver, an Impulsive Clash. Win: you may step next to them; they stop, regain the
Action and KP of that movement and cannot use Movement again this turn. Lose: they go on,
and you provoke their Exploit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import gap
from tenkaichi.dbu.combat.core.state import (
    Effect,
    Expiry,
    ExploitFrame,
    ExtFrame,
    Fighter,
    MoveFrame,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.families.team.intervene import _size, clear, square, step_to
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.rules.clash import ClashResult


stats.CONDITIONS.setdefault("blockaded", "Blockaded (no Movement this turn)")
BLOCKADE, EXPLOIT = Term("Blockade"), Term("Exploit")


@dataclass(slots=True)
class BlockadeFrame(ExtFrame):
    """Opponents of a mover asked whether they Blockade, then the winner's step."""

    mover: str = ""
    candidates: list[str] = field(default_factory=list)
    index: int = 0
    blocker: str = ""
    stage: str = "ask"


def can_blockade(enc: Encounter, me: Fighter, mover: Fighter) -> bool:
    from tenkaichi.dbu.combat.rules.costs import can_counter, fixed_kp

    return (
        not me.defeated
        and me.side != mover.side
        and can_counter(enc, me)
        and stats.can_spend(me, fixed_kp(enc, me, "blockade"))
        and enc.distance(me, mover) <= stats.speeds(enc, me)[0]
        and (bool(enc.allies(me)) or not enc.settings.blockade_needs_ally)
    )


def _before_move(enc: Encounter, mover: Fighter, move: MoveFrame) -> None:
    if move.maneuver != "movement" or move.cancelled or enc.state.pending is not None:
        return
    who = [o for o in enc.in_initiative_order(enc.opponents(mover)) if can_blockade(enc, o, mover)]
    if who:
        enc.state.stack.append(BlockadeFrame(mover=mover.id, candidates=[o.id for o in who]))


def _move_frame(enc: Encounter, mover: str) -> MoveFrame:
    for frame in reversed(enc.state.stack):
        if isinstance(frame, MoveFrame) and frame.mover == mover:
            return frame
    raise LookupError(f"{mover} is not moving")


def _step_blockade(enc: Encounter, frame: BlockadeFrame) -> None:
    mover = enc.fighter(frame.mover)
    if frame.stage == "ask":
        while frame.index < len(frame.candidates):
            me = enc.fighter(frame.candidates[frame.index])
            if can_blockade(enc, me, mover):
                from tenkaichi.dbu.combat.rules.costs import fixed_kp

                enc.ask(
                    me.id,
                    "blockade",
                    Msg.of(
                        "dbu-team-ask-blockade", fighter=me.id, mover=mover.id, blockade=BLOCKADE
                    ),
                    [
                        Option("pass", Msg.of("dbu-team-no-blockade", blockade=BLOCKADE)),
                        Option(
                            "blockade",
                            Msg.of(
                                "dbu-team-blockade-option",
                                blockade=BLOCKADE,
                                kp=str(fixed_kp(enc, me, "blockade")),
                            ),
                        ),
                    ],
                )
                return
            frame.index += 1
        enc.state.stack.pop()
        return
    if frame.stage == "place":
        me = enc.fighter(frame.blocker)
        frame.stage = "done"
        squares = _adjacent_reach(enc, me, mover)
        if squares and not me.defeated:
            enc.ask(
                me.id,
                "blockade_step",
                Msg.of("dbu-team-ask-step", fighter=me.id, mover=mover.id),
                [Option("stay", Msg.of("dbu-team-stay"))]
                + [
                    Option(
                        "blockade_step",
                        Msg.of("dbu-team-move-to", square=square((x, y))),
                        {"x": x, "y": y},
                    )
                    for x, y in squares
                ],
            )
        return
    enc.state.stack.pop()


def _adjacent_reach(enc: Encounter, me: Fighter, mover: Fighter) -> list[Pos]:
    from tenkaichi.dbu.combat.rules.movement import destinations

    size = _size(enc, me)
    return sorted(
        pos
        for pos in destinations(enc, me, "normal")
        if gap(pos, size, mover.pos, _size(enc, mover)) == 1 and clear(enc, me, pos)
    )


def _answer_blockade(enc: Encounter, frame: BlockadeFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import fixed_kp, mark_used, pay_counter

    if option.kind == "blockade_step":
        step_to(enc, enc.fighter(frame.blocker), (option.args["x"], option.args["y"]))
        return
    if option.kind == "stay":
        return
    me = enc.fighter(frame.candidates[frame.index])
    frame.index += 1
    if option.kind != "blockade":
        return
    mover = enc.fighter(frame.mover)
    frame.blocker = me.id
    frame.stage = "clash"
    mark_used(me, "blockade")
    pay_counter(enc, me, "Blockade")
    stats.spend(enc, me, fixed_kp(enc, me, "blockade"), "Blockade")
    clash.start(
        enc,
        me,
        mover,
        initiator_roll="impulsive",
        defender_rolls=("impulsive",),
        why=f"Blockade ({me.id} against {mover.id})",  # kept in the state: English only
        then="blockade",
        ctx={"mover": mover.id, "me": me.id},
    )


@clash.continuation("blockade")
def _blockade_result(enc: Encounter, result: ClashResult, ctx: dict[str, Any]) -> None:
    from tenkaichi.dbu.combat.rules.movement import movement_cost

    frame = enc.state.stack[-1]
    assert isinstance(frame, BlockadeFrame)
    mover = enc.fighter(ctx["mover"])
    me = enc.fighter(ctx["me"])
    if not result.initiator_wins:
        frame.stage = "done"
        enc.emit(
            "reaction",
            me.id,
            Msg.of(
                "dbu-team-blockade-fails",
                fighter=me.id,
                blockade=BLOCKADE,
                mover=mover.id,
                exploit=EXPLOIT,
            ),
            reaction="blockade_failed",
        )
        enc.state.stack.append(
            ExploitFrame(provoker=me.id, candidates=[mover.id], reason="a failed Blockade")
        )
        return
    move = _move_frame(enc, mover.id)
    move.cancelled = True
    refund = (movement_cost(enc, mover, move.mode) if move.mode else 0) + move.square_kp
    mover.actions += 1
    mover.ki = min(stats.max_ki(enc, mover), mover.ki + refund)
    mover.capacity = min(stats.max_capacity(enc, mover), mover.capacity + refund)
    stats.remove_effects(enc, mover, "rapid")
    stats.add_effect(enc, mover, Effect("blockaded", "Blockade", Expiry("end", mover.id)))
    enc.emit(
        "reaction",
        me.id,
        Msg.of("dbu-team-blocks-kp", fighter=me.id, mover=mover.id, kp=str(refund))
        if refund
        else Msg.of("dbu-team-blocks", fighter=me.id, mover=mover.id),
        reaction="blockade",
        refund=refund,
    )
    frame.stage = "place"


hooks.REGISTRY.before_move.append(_before_move)
hooks.frame(BlockadeFrame, _step_blockade, _answer_blockade)
