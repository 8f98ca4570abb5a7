"""Express Ticket (reference S2), an Advantage of a Signature Technique: on a hit on an
Opponent, a Might Clash; a win lets the attacker ride up to their Boosted Speed in one straight
line (their explicit choice of direction and distance, or none), carrying the target the same
number of squares the same way. The target's part is forced movement
(:func:`~tenkaichi.dbu.combat.families.forced.push`: Sudden Stop, Collisions, grapples as
usual). A ride of the attacker's full Boosted Speed in which the target was carried all the
way without a Collision takes 1/2 the attacker's Might from the target's Life.

Neither may be in a Grapple (a grappled fighter moves by the Grapple's own rules).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, Option, Pos
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.advantages.moves import DIRECTIONS
from tenkaichi.dbu.combat.families.advantages.ranks import rank
from tenkaichi.dbu.combat.families.grapple.holds import grapple_of
from tenkaichi.dbu.combat.families.phrases import counted_squares, heading, kept, square
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import HEADINGS

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

HOOKS = ("express_ticket",)
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

TICKET = "Express Ticket"
SAID_TICKET = Term(TICKET)


@dataclass(slots=True)
class TicketFrame(ExtFrame):
    """A won Express Ticket Clash: the attacker picks the ride (or none)."""

    attacker: str = ""
    target: str = ""
    technique: str = ""


def _express_ticket(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    if not frame.signature or not rank(enc, frame, TICKET):
        return
    if f.defeated or t.defeated or t.side == f.side or forced.held_in_place(enc, t, f):
        return
    if grapple_of(enc, f.id) is not None or grapple_of(enc, t.id) is not None:
        return  # a Grapple moves its pair by its own rules (Movement in a Grapple)
    clash.start(
        enc,
        f,
        t,
        initiator_roll="might",
        defender_rolls=("might",),
        why=kept(
            f"{TICKET} ({frame.signature})",
            Msg.of(
                "dbu-adv-named-technique", advantage=SAID_TICKET, technique=Term(frame.signature)
            ),
        ),
        then="advantage_express_ticket",
        ctx={"technique": frame.signature},
    )


@clash.continuation("advantage_express_ticket")
def _ticket_clashed(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, t = enc.fighter(result.initiator), enc.fighter(result.defender)
    if result.initiator_wins and not f.defeated and not t.defeated:
        enc.state.stack.append(TicketFrame(f.id, t.id, ctx["technique"]))


# --- the ride -------------------------------------------------------------------------------


def _blocked(enc: Encounter, squares: list[Pos], f: Fighter, t: Fighter) -> bool:
    """Is anything but ``f`` and ``t`` in these squares (or are they off the grid)?"""
    hit = battlefield.obstacle_at(enc, squares, mover=f)
    if hit is None or hit.kind != "fighter" or hit.id != t.id:
        return hit is not None
    return any(
        set(squares) & set(battlefield.squares_of(enc, o))
        for o in enc.state.fighters
        if o not in (f, t) and not o.defeated and not o.riding
    )


def rides(enc: Encounter, f: Fighter, t: Fighter, speed: int) -> list[list[Pos]]:
    """Every straight line of 1 to ``speed`` squares the attacker may ride in the 8
    directions: clear of everything but the target, who moves along with them."""
    size = stats.derived(enc, f).squares
    out: list[list[Pos]] = []
    for dx, dy in DIRECTIONS.values():
        path: list[Pos] = []
        for k in range(1, speed + 1):
            step = (f.pos[0] + k * dx, f.pos[1] + k * dy)
            if _blocked(enc, footprint(step, size), f, t):
                break
            path = [*path, step]
            out.append(path)
    return out


def _options(enc: Encounter, f: Fighter, t: Fighter) -> list[Option]:
    boosted = stats.speeds(enc, f)[1]
    half = forced.half_might(enc, f)
    out = []
    for path in rides(enc, f, t, boosted):
        (x, y), n = path[-1], len(path)
        way = HEADINGS[(path[0][0] - f.pos[0], path[0][1] - f.pos[1])]
        label = Msg.of(
            "dbu-adv-ticket-option",
            ticket=SAID_TICKET,
            target=t.id,
            squares=counted_squares(n),
            heading=heading(way),
            square=square((x, y)),
            full=(
                Msg.of("dbu-adv-ticket-full", target=t.id, life=str(half)) if n == boosted else ""
            ),
        )
        out.append(Option("express_ticket", label, {"x": x, "y": y, "direction": way}))
    stay = Option("stay", Msg.of("dbu-adv-ticket-stay-option", ticket=SAID_TICKET, target=t.id))
    return [stay, *out] if out else []


def _step(enc: Encounter, frame: TicketFrame) -> None:
    f, t = enc.fighter(frame.attacker), enc.fighter(frame.target)
    options = _options(enc, f, t) if not (f.defeated or t.defeated) else []
    if options:
        enc.ask(
            f.id,
            "express_ticket",
            Msg.of(
                "dbu-adv-ticket-ask",
                fighter=f.id,
                ticket=SAID_TICKET,
                technique=Term(frame.technique),
                target=t.id,
            ),
            options,
        )
        return
    enc.state.stack.pop()
    if not (f.defeated or t.defeated):
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-adv-ticket-no-line", fighter=f.id, target=t.id, ticket=SAID_TICKET),
            maneuver="express_ticket",
        )


def _answer(enc: Encounter, frame: TicketFrame, option: Option) -> None:
    enc.state.stack.pop()
    if option.kind == "express_ticket":
        _ride(enc, frame, option)


def _ride(enc: Encounter, frame: TicketFrame, option: Option) -> None:
    f, t = enc.fighter(frame.attacker), enc.fighter(frame.target)
    boosted = stats.speeds(enc, f)[1]
    spot = (option.args["x"], option.args["y"])
    path = next(p for p in rides(enc, f, t, boosted) if p[-1] == spot)
    fs = stats.derived(enc, f).squares
    theirs = set(battlefield.squares_of(enc, t))
    ahead = any(set(footprint(p, fs)) & theirs for p in path)  # the target goes first
    d = (path[0][0] - f.pos[0], path[0][1] - f.pos[1])
    ctx = {
        "attacker": f.id,
        "path": [list(p) for p in path] if ahead else [],
        "squares": len(path),
        "boosted": boosted,
        "moved": 0 if ahead else _carry(enc, f, t, path, boosted),
        "technique": frame.technique,
    }
    why = Msg.of(
        "dbu-adv-of-technique", fighter=f.id, advantage=SAID_TICKET, technique=Term(frame.technique)
    )
    forced.push(enc, t, f, direction=d, squares=len(path), why=why, then="express_ticket", ctx=ctx)


def _carry(enc: Encounter, f: Fighter, t: Fighter, path: list[Any], boosted: int) -> int:
    """Move the attacker along ``path`` as far as it is clear; returns the squares moved."""
    fs = stats.derived(enc, f).squares
    clear = []
    for p in path:
        if battlefield.obstacle_at(enc, footprint((p[0], p[1]), fs), mover=f) is not None:
            break
        clear.append((p[0], p[1]))
    if clear:
        start, f.pos = f.pos, clear[-1]
        enc.emit(
            "moved",
            f.id,
            Msg.of(
                "dbu-adv-ticket-rides",
                fighter=f.id,
                squares=counted_squares(len(clear)),
                start=square(start),
                end=square(f.pos),
                target=t.id,
                ticket=SAID_TICKET,
                speed=str(boosted),
            ),
            path=[list(p) for p in clear],
            maneuver="express_ticket",
        )
    return len(clear)


@forced.after("express_ticket")
def _carried(enc: Encounter, push: forced.ForcedMoveFrame, ctx: dict[str, Any]) -> None:
    f, t = enc.fighter(ctx["attacker"]), enc.fighter(push.mover)
    moved = ctx["moved"]
    if ctx["path"] and not f.defeated:
        moved = _carry(enc, f, t, ctx["path"], ctx["boosted"])
    full = moved == ctx["boosted"] and push.moved == ctx["squares"]
    if not full or push.collided or push.cancelled or t.defeated:
        return
    lose_life(
        enc,
        t,
        forced.half_might(enc, f),
        by=f,
        why=kept(
            f"Express Ticket ({ctx['technique']}): a full Boosted Speed ride with no Collision, "
            f"1/2 of {f.id}'s Might",
            Msg.of(
                "dbu-adv-ticket-full-ride",
                ticket=SAID_TICKET,
                technique=Term(ctx["technique"]),
                fighter=f.id,
            ),
        ),
        attack=True,
    )


REGISTRY.after_wound.append(_express_ticket)
hooks.frame(TicketFrame, _step, _answer)
