"""Intervene, the Counter Maneuver that protects an ally (seed 001).

Intervene (1 Counter Action): when an Ally within your Boosted Speed is hit by an Attacking
Maneuver that did not also target you, before the Wound Roll, choose Defense Wall [0] (step
between, or swap places, and take the Wound with +½ Soak; excess Damage past your Life goes on
to the Ally: :mod:`~tenkaichi.dbu.combat.families.team.defense_wall`), Deflect [2(bT)] (step
between or next to the Ally, then a Might Clash: win and the attack is deflected from all its
targets, those already hit included, since every Clash of an attack comes before any of its
Wounds; lose and you take the Wound at +1 Damage Category) or Distant Deflect [8(bT)] (the
Might Clash from where you are). The Might Clash takes -1(T) per Energy Charge. Only one
Intervene per Ally per attack.

Blockade, the Counter Maneuver against an Opponent's Movement, is in
:mod:`~tenkaichi.dbu.combat.families.team.blockade`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, MoveFrame, Option, Pos
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.advantages.ranks import ranked
from tenkaichi.dbu.combat.families.advantages.rolls import power_shot
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.dbu.combat.rules.said import Phrase, counted_term
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import column_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.rules.clash import ClashResult


INTERVENE_KP = {"defense_wall": 0, "deflect": 2, "distant_deflect": 8}
INTERVENE = Term("Intervene")


def square(pos: Pos) -> Msg:
    """A square as the grid labels it, in the reader's words (``square O4``)."""
    return Msg.of("dbu-fa-square", square=f"{column_name(pos[0])}{pos[1] + 1}")


def intervene_kp(enc: Encounter, me: Fighter, option: str) -> int:
    """An Intervene option's KP: its listed (bT) cost (``INTERVENE_KP``)."""
    from tenkaichi.dbu.combat.rules.costs import maneuver_kp

    return maneuver_kp(enc, me, INTERVENE_KP[option] * stats.base_tier(enc, me))


"""KP of each Intervene option, times the base Tier (bT)."""


def _size(enc: Encounter, f: Fighter) -> int:
    return stats.derived(enc, f).squares


def _taken(enc: Encounter, who: Fighter) -> set[Pos]:
    """The squares other fighters standing in the fight take up."""
    from tenkaichi.dbu.combat.rules import targeting

    return {
        sq
        for o in enc.state.fighters
        if o is not who and not o.defeated
        for sq in targeting.squares_of(enc, o)
    }


def _between(
    enc: Encounter, me: Fighter, ally: Fighter, attacker: Fighter
) -> Callable[[Pos], bool]:
    """Is ``me`` standing at a square between ``ally`` and ``attacker`` (off both, and no
    farther round than the setting ``intervene_between_slack`` allows)? The sizes and the
    ally's distance to the attacker are worked out once for every square asked about."""
    size = _size(enc, me)
    ally_pos, ally_size = ally.pos, _size(enc, ally)
    attacker_pos, attacker_size = attacker.pos, _size(enc, attacker)
    limit = enc.distance(ally, attacker) + enc.settings.intervene_between_slack

    def between(pos: Pos) -> bool:
        to_ally = gap(pos, size, ally_pos, ally_size)
        if to_ally < 1:
            return False
        to_attacker = gap(pos, size, attacker_pos, attacker_size)
        return to_attacker >= 1 and to_ally + to_attacker <= limit

    return between


def _reserved(enc: Encounter, me: Fighter) -> set[Pos]:
    """Squares still ahead of a movement being resolved (its path was fixed in advance)."""
    out: set[Pos] = set()
    for frame in enc.state.stack:
        if isinstance(frame, MoveFrame) and frame.mover != me.id:
            size = _size(enc, enc.fighter(frame.mover))
            for step in frame.path[frame.step :]:
                out.update(footprint((step[0], step[1]), size))
    return out


def clear(enc: Encounter, me: Fighter, pos: Pos) -> bool:
    reserved = _reserved(enc, me)
    return not any(sq in reserved for sq in footprint(pos, _size(enc, me)))


def _reach(enc: Encounter, me: Fighter) -> list[Pos]:
    """Squares you can move to within your Boosted Speed (your own square included)."""
    from tenkaichi.dbu.combat.rules.movement import destinations

    reserved, size = _reserved(enc, me), _size(enc, me)
    moves = [
        pos
        for pos in sorted(destinations(enc, me, "boosted"))
        if not any(sq in reserved for sq in footprint(pos, size))
    ]
    return [me.pos, *moves]


def intervene_options(
    enc: Encounter, me: Fighter, ally: Fighter, attacker: Fighter
) -> list[Option]:
    out: list[Option] = []
    squares = _reach(enc, me)
    between = _between(enc, me, ally, attacker)
    for pos in squares:
        if between(pos):
            out.append(
                Option(
                    "intervene",
                    Msg.of("dbu-team-wall-from", intervene=INTERVENE, square=square(pos)),
                    {"option": "defense_wall", "x": pos[0], "y": pos[1]},
                )
            )
    if _size(enc, me) == 1 and _size(enc, ally) == 1 and not forced.held_in_place(enc, ally, me):
        for back in _back_squares(enc, ally, attacker):
            out.append(
                Option(
                    "intervene",
                    Msg.of(
                        "dbu-team-wall-swap", intervene=INTERVENE, ally=ally.id, square=square(back)
                    ),
                    {"option": "defense_wall_swap", "x": back[0], "y": back[1]},
                )
            )
    deflect, distant = (intervene_kp(enc, me, k) for k in ("deflect", "distant_deflect"))
    if stats.can_spend(me, deflect):
        size, ally_size = _size(enc, me), _size(enc, ally)
        for pos in squares:
            near = gap(pos, size, ally.pos, ally_size) == 1
            if near or between(pos):
                out.append(
                    Option(
                        "intervene",
                        Msg.of(
                            "dbu-team-deflect-from",
                            intervene=INTERVENE,
                            square=square(pos),
                            kp=str(deflect),
                        ),
                        {"option": "deflect", "x": pos[0], "y": pos[1]},
                    )
                )
    if stats.can_spend(me, distant):
        out.append(
            Option(
                "intervene",
                Msg.of("dbu-team-distant-deflect", intervene=INTERVENE, kp=str(distant)),
                {"option": "distant_deflect"},
            )
        )
    return out


def _back_squares(enc: Encounter, ally: Fighter, attacker: Fighter) -> list[Pos]:
    """Free squares one step from the ally and farther from the attacker."""
    now = enc.distance(ally, attacker)
    taken, reserved = _taken(enc, ally), _reserved(enc, ally)
    size, attacker_size = _size(enc, ally), _size(enc, attacker)
    w, h = enc.state.width, enc.state.height
    out = []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            pos = (ally.pos[0] + dx, ally.pos[1] + dy)
            if (
                (dx or dy)
                and 0 <= pos[0] < w
                and 0 <= pos[1] < h
                and pos not in taken
                and not any(sq in reserved for sq in footprint(pos, size))
                and gap(pos, 1, attacker.pos, attacker_size) > now
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
                Msg.of(
                    "dbu-team-ask-intervene",
                    fighter=me.id,
                    attacker=attacker.id,
                    ally=ally.id,
                ),
                [Option("pass", Msg.of("dbu-team-no-intervene", intervene=INTERVENE)), *options],
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
    chosen = Phrase(option.label, option.said)
    if not paid:
        pay_counter(enc, me, chosen)
    base = "deflect" if kind == "deflect" else kind.replace("_swap", "")
    stats.spend(enc, me, intervene_kp(enc, me, base), chosen)
    if kind == "defense_wall_swap":
        back = (int(args["x"]), int(args["y"]))
        old = ally.pos
        ally.pos = back
        me.pos = old
        enc.emit(
            "moved",
            me.id,
            Msg.of(
                "dbu-team-pushes-back",
                fighter=me.id,
                ally=ally.id,
                back=square(back),
                old=square(old),
            ),
            path=[list(old)],
            swap=ally.id,
        )
    elif "x" in args:
        step_to(enc, me, (int(args["x"]), int(args["y"])))
    if kind.startswith("defense_wall"):
        attack.stand_in = me.id
        attack.stand_in_mode = "wall"
        enc.emit(
            "reaction",
            me.id,
            Msg.of("dbu-team-takes-wound", fighter=me.id, ally=ally.id),
            reaction="defense_wall",
            ally=ally.id,
        )
        return
    t = stats.tier(enc, me)
    why = "Deflect" if kind == "deflect" else "Distant Deflect"
    clash.start(
        enc,
        me,
        attacker,
        initiator_roll="might",
        defender_rolls=("might",),
        why=f"{why} ({me.id} for {ally.id})",  # kept in the state: English only
        then="intervene_deflect",
        ctx={"attacker": attacker.id, "ally": ally.id, "me": me.id, "kind": kind},
        initiator_bonus=deflect_penalty(enc, attack, t),
    )


def step_to(enc: Encounter, me: Fighter, pos: Pos) -> None:
    if pos == me.pos:
        return
    before = me.pos
    me.pos = pos
    enc.emit(
        "moved",
        me.id,
        Msg.of(
            "dbu-team-moves-to-intervene",
            fighter=me.id,
            before=square(before),
            after=square(pos),
        ),
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
            Msg.of(
                "dbu-team-deflects",
                fighter=me.id,
                attacker=ctx["attacker"],
                targets=", ".join(spared),
            ),
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
            Msg.of("dbu-team-deflect-fails", fighter=me.id, ally=ctx["ally"]),
            reaction="deflect_failed",
            ally=ctx["ally"],
        )
    else:
        enc.emit(
            "reaction",
            me.id,
            Msg.of("dbu-team-distant-fails", fighter=me.id, ally=ctx["ally"]),
            reaction="distant_deflect_failed",
        )


hooks.REGISTRY.after_clash.append(_after_clash)
hooks.frame(InterveneFrame, _step_intervene, _answer_intervene)


def deflect_penalty(enc: Encounter, attack: AttackFrame, t: int) -> list[tuple[str, int]]:
    """Deflect and Distant Deflect: -1(T) for each Energy Charge or rank of Power Shot the
    attack possesses (seed 001)."""
    out: list[tuple[str, int]] = []
    charges = total_charges(enc, attack)
    if charges:
        out.append(
            (counted_term(charges, "Energy Charge", "dbu-part-energy-charges"), -charges * t)
        )
    ranks = power_shot(enc, attack)
    if ranks:
        out.append((ranked("Power Shot", ranks), -ranks * t))
    return out
