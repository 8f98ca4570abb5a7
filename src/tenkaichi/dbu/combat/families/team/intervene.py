"""Intervene and Blockade, the Counter Maneuvers that protect allies (seed 001).

Intervene (1 Counter Action): when an Ally within your Boosted Speed is hit by an Attacking
Maneuver that did not also target you, before the Wound Roll, choose Defense Wall [0] (step
between, or swap places, and take the Wound with +½ Soak; excess Damage past your Life goes on
to the Ally), Deflect [2(bT)] (step between or next to the Ally, then a Might Clash: win and
the attack is deflected from all its targets, those already hit included, since every Clash of
an attack comes before any of its Wounds; lose and you take the Wound at +1
Damage Category) or Distant Deflect [8(bT)] (the Might Clash from where you are). The Might
Clash takes -1(T) per Energy Charge. Only one Intervene per Ally per attack.

Blockade (1 Counter Action, 2(T) KP): when an Opponent within your Normal Speed uses the
Movement Maneuver, an Impulsive Clash. Win: you may step next to them; they stop, regain the
Action and KP of that movement and cannot use Movement again this turn. Lose: they go on,
and you provoke their Exploit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    ExploitFrame,
    ExtFrame,
    Fighter,
    MoveFrame,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.errors import RuleViolation

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.rules.clash import ClashResult

stats.CONDITIONS.setdefault("blockaded", "Blockaded (no Movement this turn)")

_LIFE_BEFORE: dict[str, int] = {}
"""The stand-in's Life just before the Damage of the same Wound (set and read within one
engine step, never across a decision, so it is not part of the saved state)."""

INTERVENE_KP = {"defense_wall": 0, "deflect": 2, "distant_deflect": 8}


def intervene_kp(enc: Encounter, me: Fighter, option: str) -> int:
    """An Intervene option's KP: its listed (bT) cost (``INTERVENE_KP``)."""
    from tenkaichi.dbu.combat.rules.costs import maneuver_kp

    return maneuver_kp(enc, me, INTERVENE_KP[option] * stats.base_tier(enc, me))


"""KP of each Intervene option, times the base Tier (bT)."""


def _size(enc: Encounter, f: Fighter) -> int:
    return stats.derived(enc, f).squares


def _free(enc: Encounter, pos: Pos, who: Fighter) -> bool:
    from tenkaichi.dbu.combat.rules import targeting

    taken = {
        sq
        for o in enc.state.fighters
        if o is not who and not o.defeated
        for sq in targeting.squares_of(enc, o)
    }
    x, y = pos
    return 0 <= x < enc.state.width and 0 <= y < enc.state.height and pos not in taken


def _between(enc: Encounter, pos: Pos, me: Fighter, ally: Fighter, attacker: Fighter) -> bool:
    size = _size(enc, me)
    to_ally = gap(pos, size, ally.pos, _size(enc, ally))
    to_attacker = gap(pos, size, attacker.pos, _size(enc, attacker))
    return (
        to_ally >= 1
        and to_attacker >= 1
        and (
            to_ally + to_attacker
            <= enc.distance(ally, attacker) + enc.settings.intervene_between_slack
        )
    )


def _reserved(enc: Encounter, me: Fighter) -> set[Pos]:
    """Squares still ahead of a movement being resolved (its path was fixed in advance)."""
    out: set[Pos] = set()
    for frame in enc.state.stack:
        if isinstance(frame, MoveFrame) and frame.mover != me.id:
            size = _size(enc, enc.fighter(frame.mover))
            for step in frame.path[frame.step :]:
                out.update(footprint((step[0], step[1]), size))
    return out


def _clear(enc: Encounter, me: Fighter, pos: Pos) -> bool:
    reserved = _reserved(enc, me)
    return not any(sq in reserved for sq in footprint(pos, _size(enc, me)))


def _reach(enc: Encounter, me: Fighter) -> list[Pos]:
    """Squares you can move to within your Boosted Speed (your own square included)."""
    from tenkaichi.dbu.combat.rules.movement import destinations

    moves = [pos for pos in sorted(destinations(enc, me, "boosted")) if _clear(enc, me, pos)]
    return [me.pos, *moves]


def intervene_options(
    enc: Encounter, me: Fighter, ally: Fighter, attacker: Fighter
) -> list[Option]:
    out: list[Option] = []
    squares = _reach(enc, me)
    for pos in squares:
        if _between(enc, pos, me, ally, attacker):
            out.append(
                Option(
                    "intervene",
                    f"Intervene: Defense Wall from ({pos[0]}, {pos[1]}) (take the Wound, +½ Soak)",
                    {"option": "defense_wall", "x": pos[0], "y": pos[1]},
                )
            )
    if _size(enc, me) == 1 and _size(enc, ally) == 1 and not forced.held_in_place(enc, ally, me):
        for back in _back_squares(enc, ally, attacker):
            out.append(
                Option(
                    "intervene",
                    f"Intervene: Defense Wall, push {ally.id} back to ({back[0]}, {back[1]}) "
                    "and take their place",
                    {"option": "defense_wall_swap", "x": back[0], "y": back[1]},
                )
            )
    deflect, distant = (intervene_kp(enc, me, k) for k in ("deflect", "distant_deflect"))
    if stats.can_spend(me, deflect):
        for pos in squares:
            near = gap(pos, _size(enc, me), ally.pos, _size(enc, ally)) == 1
            if near or _between(enc, pos, me, ally, attacker):
                out.append(
                    Option(
                        "intervene",
                        f"Intervene: Deflect from ({pos[0]}, {pos[1]}), {deflect} KP (Might Clash)",
                        {"option": "deflect", "x": pos[0], "y": pos[1]},
                    )
                )
    if stats.can_spend(me, distant):
        out.append(
            Option(
                "intervene",
                f"Intervene: Distant Deflect, {distant} KP (Might Clash from here)",
                {"option": "distant_deflect"},
            )
        )
    return out


def _back_squares(enc: Encounter, ally: Fighter, attacker: Fighter) -> list[Pos]:
    """Free squares one step from the ally and farther from the attacker."""
    now = enc.distance(ally, attacker)
    out = []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            pos = (ally.pos[0] + dx, ally.pos[1] + dy)
            if (
                (dx or dy)
                and _free(enc, pos, ally)
                and _clear(enc, ally, pos)
                and gap(pos, 1, attacker.pos, _size(enc, attacker)) > now
            ):
                out.append(pos)
    return out


def can_intervene(
    enc: Encounter, me: Fighter, ally: Fighter, attacker: Fighter, frame: AttackFrame
) -> bool:
    from tenkaichi.dbu.combat.rules.costs import can_counter

    return (
        me.side == ally.side
        and me is not ally
        and me is not attacker
        and not me.defeated
        and me.id not in frame.targets
        and can_counter(enc, me)
        and enc.distance(me, ally) <= stats.speeds(enc, me)[1]
    )


@dataclass(slots=True)
class InterveneFrame(ExtFrame):
    """Allies of a hit target asked in Initiative Order whether they Intervene."""

    attacker: str = ""
    ally: str = ""
    candidates: list[str] = field(default_factory=list)
    index: int = 0


def _after_clash(enc: Encounter, frame: AttackFrame, attacker: Fighter, target: Fighter) -> None:
    if (
        not frame.hit
        or enc.state.pending is not None
        or frame.reaction == "power_flare"
        or target.id in frame.intervened
        or target.defeated
    ):
        return
    helpers = [
        a
        for a in enc.in_initiative_order(enc.allies(target))
        if can_intervene(enc, a, target, attacker, frame)
    ]
    if helpers:
        enc.state.stack.append(
            InterveneFrame(attacker=attacker.id, ally=target.id, candidates=[a.id for a in helpers])
        )


def _attack_frame(enc: Encounter, attacker: str) -> AttackFrame:
    for frame in reversed(enc.state.stack):
        if isinstance(frame, AttackFrame) and frame.attacker == attacker:
            return frame
    raise LookupError(f"no attack by {attacker} is being resolved")


def _step_intervene(enc: Encounter, frame: InterveneFrame) -> None:
    attacker = enc.fighter(frame.attacker)
    ally = enc.fighter(frame.ally)
    attack = _attack_frame(enc, frame.attacker)
    while frame.index < len(frame.candidates) and ally.id not in attack.intervened:
        me = enc.fighter(frame.candidates[frame.index])
        options = (
            intervene_options(enc, me, ally, attacker)
            if can_intervene(enc, me, ally, attacker, attack)
            else []
        )
        if options:
            enc.ask(
                me.id,
                "intervene",
                f"{me.id}: {attacker.id}'s attack hits {ally.id}. Intervene?",
                [Option("pass", "No Intervene"), *options],
            )
            return
        frame.index += 1
    enc.state.stack.pop()


def _answer_intervene(enc: Encounter, frame: InterveneFrame, option: Option) -> None:
    me = enc.fighter(frame.candidates[frame.index])
    frame.index += 1
    if option.kind != "intervene":
        return
    use_intervene(enc, frame, me, option)


def use_intervene(
    enc: Encounter, frame: InterveneFrame, me: Fighter, option: Option, *, paid: bool = False
) -> None:
    """``me`` Intervenes with the chosen option (``frame`` on top of the stack); ``paid``:
    the Counter Action was already spent (dbu-1 pays it for the Save before the option)."""
    from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter

    enc.state.stack.pop()
    attacker = enc.fighter(frame.attacker)
    ally = enc.fighter(frame.ally)
    attack = _attack_frame(enc, frame.attacker)
    attack.intervened.append(ally.id)
    args = option.args
    kind = str(args["option"])
    mark_used(me, "intervene")
    if not paid:
        pay_counter(enc, me, option.label)
    base = "deflect" if kind == "deflect" else kind.replace("_swap", "")
    stats.spend(enc, me, intervene_kp(enc, me, base), option.label)
    if kind == "defense_wall_swap":
        back = (int(args["x"]), int(args["y"]))
        old = ally.pos
        ally.pos = back
        me.pos = old
        enc.emit(
            "moved",
            me.id,
            f"{me.id} pushes {ally.id} back to {list(back)} and takes their place at {list(old)}",
            path=[list(old)],
            swap=ally.id,
        )
    elif "x" in args:
        _step_to(enc, me, (int(args["x"]), int(args["y"])))
    if kind.startswith("defense_wall"):
        attack.stand_in = me.id
        attack.stand_in_mode = "wall"
        enc.emit(
            "reaction",
            me.id,
            f"{me.id} takes the Wound instead of {ally.id} (Defense Wall, +½ Soak)",
            reaction="defense_wall",
            ally=ally.id,
        )
        return
    charges = total_charges(enc, attack)
    t = stats.tier(enc, me)
    why = "Deflect" if kind == "deflect" else "Distant Deflect"
    clash.start(
        enc,
        me,
        attacker,
        initiator_roll="might",
        defender_rolls=("might",),
        why=f"{why} ({me.id} for {ally.id})",
        then="intervene_deflect",
        ctx={"attacker": attacker.id, "ally": ally.id, "me": me.id, "kind": kind},
        initiator_bonus=[(f"{charges} Energy Charge(s)", -charges * t)] if charges else [],
    )


def _step_to(enc: Encounter, me: Fighter, pos: Pos) -> None:
    if pos == me.pos:
        return
    before = me.pos
    me.pos = pos
    enc.emit(
        "moved",
        me.id,
        f"{me.id} moves from {list(before)} to {list(pos)} to Intervene",
        path=[list(pos)],
    )


@clash.continuation("intervene_deflect")
def _deflect_result(enc: Encounter, result: ClashResult, ctx: dict[str, Any]) -> None:
    from tenkaichi.dbu.combat.families.team.reflect import offer_reflect

    attack = _attack_frame(enc, ctx["attacker"])
    me = enc.fighter(ctx["me"])
    if result.initiator_wins:
        # "deflected away from all targets": every Clash comes before any Wound (attack.py),
        # so the targets already hit are spared too, and those still to come are not attacked.
        spared = [
            fid
            for i, fid in enumerate(attack.targets)
            if i >= attack.index or fid in attack.outcomes  # not one a Duel took over
        ]
        attack.hit = False
        for kept in attack.outcomes.values():
            kept.hit = False
        attack.targets = attack.targets[: attack.index + 1]
        enc.emit(
            "reaction",
            me.id,
            f"{me.id} deflects {ctx['attacker']}'s attack away from all its targets "
            f"({', '.join(spared)})",
            reaction="deflect",
            deflected=spared,
        )
        offer_reflect(enc, me, attack)
        return
    if ctx["kind"] == "deflect":
        attack.stand_in = me.id
        attack.stand_in_mode = "deflect"
        enc.emit(
            "reaction",
            me.id,
            f"{me.id} fails to Deflect and takes the Wound instead of {ctx['ally']} "
            "(+1 Damage Category)",
            reaction="deflect_failed",
            ally=ctx["ally"],
        )
    else:
        enc.emit(
            "reaction",
            me.id,
            f"{me.id} fails the Distant Deflect: the attack goes on to {ctx['ally']}",
            reaction="distant_deflect_failed",
        )


def _damage(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, mods: hooks.DamageMods
) -> None:
    if not frame.stand_in or t.id != frame.stand_in:
        return
    _LIFE_BEFORE[t.id] = t.life
    if frame.stand_in_mode == "wall":
        extra = math.ceil(mods.soak / 2)
        mods.soak += extra
        mods.notes.append(f"Defense Wall Soak +{extra}")
    elif frame.stand_in_mode == "deflect":
        mods.category += 1
        mods.notes.append("failed Deflect +1")


def _after_wound(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    """Defense Wall: "if you are Defeated by this Attacking Maneuver, any excess Damage is
    inflicted to that Ally" (seed 001). A stand-in Defeated at once passes the excess on now;
    one waiting at 0 Life (Will to Survive, seed 000: "you can avoid being defeated") passes
    it on only if their decision ends in Defeat (:class:`WallExcessFrame`)."""
    if not frame.stand_in or t.id != frame.stand_in:
        return
    mode = frame.stand_in_mode
    frame.stand_in = ""
    frame.stand_in_mode = ""
    life_before = _LIFE_BEFORE.pop(t.id, t.life)
    if mode != "wall" or not (t.defeated or t.id in enc.state.falling):
        return
    excess = frame.last_damage - life_before
    if excess <= 0:
        return
    pending = WallExcessFrame(
        attacker=a.id, stand_in=t.id, ally=frame.targets[frame.index - 1], excess=excess
    )
    if t.defeated:
        _wall_excess(enc, pending)
    else:  # above the attack: resolves right after the stand-in's Will to Survive decision
        enc.state.stack.append(pending)


@dataclass(slots=True)
class WallExcessFrame(ExtFrame):
    """Defense Wall excess Damage waiting for the stand-in's Will to Survive decision."""

    attacker: str = ""
    stand_in: str = ""
    ally: str = ""
    excess: int = 0


def _step_wall_excess(enc: Encounter, frame: WallExcessFrame) -> None:
    enc.state.stack.pop()
    if enc.fighter(frame.stand_in).defeated:
        _wall_excess(enc, frame)
        return
    enc.emit(
        "reaction",
        frame.stand_in,
        f"{frame.stand_in} is not Defeated by the attack: no excess Damage reaches {frame.ally} "
        "(Defense Wall)",
        reaction="defense_wall_held",
        ally=frame.ally,
    )


def _answer_wall_excess(enc: Encounter, frame: WallExcessFrame, option: Option) -> None:
    raise RuleViolation("internal: nothing to answer for a Defense Wall excess")


def _wall_excess(enc: Encounter, frame: WallExcessFrame) -> None:
    """The excess as a Wound reduced by the ally's own DR and Soak for the attack's Damage
    Category ("reduced by their Soak Value and Damage Reduction as usual")."""
    from tenkaichi.dbu.combat.rules.attack_wound import damage_for
    from tenkaichi.dbu.combat.rules.damage import lose_life

    ally = enc.fighter(frame.ally)
    if ally.defeated:
        return
    a = enc.fighter(frame.attacker)
    calc, notes = damage_for(enc, _attack_frame(enc, a.id), a, ally, frame.excess, "dodge")
    enc.emit(
        "damage",
        ally.id,
        f"{ally.id}: excess Damage {frame.excess} past {frame.stand_in}'s Defense Wall: "
        f"{calc.how}" + (f" [{'; '.join(notes)}]" if notes else ""),
        wound=frame.excess,
        category=calc.category,
        damage=calc.damage,
        dr=calc.dr,
        soak=calc.soak,
    )
    if calc.damage:
        lose_life(enc, ally, calc.damage, by=a, why="Defense Wall overflow", attack=True)


# --- Blockade ---------------------------------------------------------------------------------


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
                    f"{me.id}: {mover.id} starts moving. Blockade?",
                    [
                        Option("pass", "No Blockade"),
                        Option(
                            "blockade",
                            f"Blockade ({fixed_kp(enc, me, 'blockade')} KP, Impulsive Clash)",
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
                f"{me.id}: step next to {mover.id}?",
                [Option("stay", "Stay where you are")]
                + [
                    Option("blockade_step", f"Move to ({x}, {y})", {"x": x, "y": y})
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
        if gap(pos, size, mover.pos, _size(enc, mover)) == 1 and _clear(enc, me, pos)
    )


def _answer_blockade(enc: Encounter, frame: BlockadeFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import fixed_kp, mark_used, pay_counter

    if option.kind == "blockade_step":
        _step_to(enc, enc.fighter(frame.blocker), (option.args["x"], option.args["y"]))
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
        why=f"Blockade ({me.id} against {mover.id})",
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
            f"{me.id}'s Blockade fails: {mover.id} goes on and may Exploit {me.id}",
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
        f"{me.id} blocks {mover.id}: the movement stops; {mover.id} regains 1 Action"
        + (f" and {refund} KP" if refund else "")
        + " and cannot use Movement again this turn",
        reaction="blockade",
        refund=refund,
    )
    frame.stage = "place"


hooks.REGISTRY.after_clash.append(_after_clash)
hooks.REGISTRY.damage.append(_damage)
hooks.REGISTRY.after_wound.append(_after_wound)
hooks.REGISTRY.before_move.append(_before_move)
hooks.frame(InterveneFrame, _step_intervene, _answer_intervene)
hooks.frame(BlockadeFrame, _step_blockade, _answer_blockade)
hooks.frame(WallExcessFrame, _step_wall_excess, _answer_wall_excess)
