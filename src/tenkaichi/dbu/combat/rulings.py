"""The game master's rulings: changes to a fight that no rule offers, made as inputs.

A ruling is recorded among the choices as ``{"ruling": {...}}`` (so a record with rulings
replays like any other) and applied by :meth:`Encounter.choose`. Each is checked first
(:func:`parse_ruling`, then against the fight as it stands): one that would leave the fight
invalid (a Life above the fighter's maximum, a square off the grid or taken, an order that
is not the fighters in play) is refused in one line and changes nothing.

The kinds: ``set`` (Life, Ki, Capacity, Actions or Counter Actions to a value), ``condition``
(add stacks of a Combat Condition or a State, for a number of Combat Rounds or until taken
away; or remove stacks, ending it early), ``move`` (a fighter to a square), ``order`` (the
Initiative Order), ``add`` (a fighter or a squad of Minions joins, on a side and square, from
a sheet of the fight or a sheet given whole) and ``remove`` (a fighter leaves the fight).

Settled readings (``docs/assumptions.md``, ``gm-rulings``): a ruling rolls no dice and asks
nothing, except an added fighter's Initiative when the game master gives none (a solid d10 +
½ Agility, the fight's own roll); Life set to 0 Defeats at once (no Will to Survive), and Life
set above 0 brings a Defeated fighter back; the Health Threshold follows the new Life without
Steadfast Checks; a ruling made at a turn's decision asks that decision again (its options
follow the new numbers), one made while a maneuver is being resolved leaves the question
asked as it was; rulings that take a fighter out wait until no maneuver is being resolved.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from tenkaichi.dbu.combat.core.grid import footprint
from tenkaichi.dbu.combat.core.setup import MAX_FIGHTERS
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Fighter
from tenkaichi.dbu.combat.families.conditions.states import NAMES as STATE_NAMES
from tenkaichi.dbu.combat.families.terrain.battlefield import obstacle_at
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.damage import THRESHOLD_NAMES, defeat, threshold_level
from tenkaichi.dbu.combat.rules.said import names, square
from tenkaichi.dbu.combat.rules.turns import COUNTER_ACTIONS, MINION_ACTIONS, STANDARD_ACTIONS
from tenkaichi.dbu.combat.rulings_schema import (
    ACTIONS_MAX,
    KINDS,
    REASON_MAX,
    SOURCE,
    STATS,
    AddFighter,
    Move,
    Order,
    Remove,
    Ruling,
    SetCondition,
    SetValue,
    _Ruling,
    parse_ruling,
)
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dice.roller import roll
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.problems import first_problem
from tenkaichi.words import square_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def condition_names() -> dict[str, str]:
    """Every Combat Condition and State a ruling may give, by name as people read it."""
    out = {label: key for key, label in stats.CONDITIONS.items()}
    out.update({label: key for key, label in STATE_NAMES.items()})
    return out


def apply_ruling(enc: Encounter, raw: Any) -> None:
    """Check ``raw`` against the fight and carry it out (the caller records it and runs on)."""
    ruling = parse_ruling(raw)
    if enc.over:
        raise RuleViolation("the fight is over: no more rulings")
    if isinstance(ruling, SetValue):
        _set_value(enc, ruling)
    elif isinstance(ruling, SetCondition):
        _condition(enc, ruling)
    elif isinstance(ruling, Move):
        _move(enc, ruling)
    elif isinstance(ruling, Order):
        _order(enc, ruling)
    elif isinstance(ruling, AddFighter):
        _add(enc, ruling)
    else:
        _remove(enc, ruling)


def _fighter(enc: Encounter, fid: str) -> Fighter:
    if not enc.has_fighter(fid):
        raise RuleViolation(f"there is no fighter {fid!r:.40} in this fight")
    f = enc.fighter(fid)
    if f.departed:
        raise RuleViolation(f"{fid} has left the fight")
    return f


def _emit(enc: Encounter, f: Fighter | None, text: Msg, ruling: _Ruling, **data: Any) -> None:
    reason = ruling.reason.strip()
    why = Msg.of("dbu-ruling-why", reason=reason) if reason else ""
    said = Msg.of("dbu-ruling", ruling=text, why=why)
    enc.emit("ruling", f.id if f else "", said, reason=ruling.reason, **data)


def _between_maneuvers(enc: Encounter, what: str) -> None:
    if enc.state.stack:
        raise RuleViolation(f"{what} waits until the maneuver being resolved is over")


def _set_value(enc: Encounter, r: SetValue) -> None:
    f = _fighter(enc, r.fighter)
    label = STATS[r.stat]
    if r.stat in ("actions", "counters"):
        if r.value > ACTIONS_MAX:
            raise RuleViolation(f"{label} go from 0 to {ACTIONS_MAX}")
        setattr(f, r.stat, r.value)
        _emit(enc, f, _set_to(f, r), r, stat=r.stat, value=r.value)
        return
    top = {
        "life": stats.max_life,
        "ki": stats.max_ki,
        "capacity": stats.max_capacity,
    }[r.stat](enc, f)
    if r.value > top:
        raise RuleViolation(f"{f.id}'s {label} goes from 0 to {top} (its maximum)")
    if r.stat != "life":
        setattr(f, r.stat, r.value)
        _emit(enc, f, _set_to(f, r), r, stat=r.stat, value=r.value)
        return
    if r.value <= 0 and not f.defeated:
        _between_maneuvers(enc, "Defeating a fighter")
    f.life = r.value
    _emit(enc, f, _set_to(f, r), r, stat="life", value=r.value)
    new = threshold_level(enc, f)
    if new != f.threshold:
        worse = new > f.threshold
        f.threshold = new
        f.failed_steadfast = [lv for lv in f.failed_steadfast if lv <= new]
        said = Msg.of(
            "dbu-threshold-drops" if worse else "dbu-threshold-recovers",
            fighter=f.id,
            threshold=Term(THRESHOLD_NAMES[new]),
        )
        enc.emit("threshold", f.id, said, threshold=new)
    if r.value <= 0 and not f.defeated and not stats.has(f, "undying"):
        defeat(enc, f)
    elif r.value > 0:
        enc.state.falling.pop(f.id, None)
        if f.defeated:
            f.defeated = False
            enc.emit("revived", f.id, Msg.of("dbu-ruling-revived", fighter=f.id))


def _set_to(f: Fighter, r: SetValue) -> Msg:
    """``Kale's Life set to 12``."""
    return Msg.of(f"dbu-ruling-set-{r.stat}", fighter=f.id, value=str(r.value))


def _condition(enc: Encounter, r: SetCondition) -> None:
    f = _fighter(enc, r.fighter)
    names = condition_names()
    key = names.get(r.name, r.name if r.name in stats.CONDITIONS or r.name in STATE_NAMES else "")
    if not key:
        raise RuleViolation(f"{r.name!r:.40} is not a Combat Condition or State")
    label = stats.effect_label(key) if key in stats.CONDITIONS else STATE_NAMES[key]
    if r.op == "remove":
        held = stats.stacks(f, key)
        if not held:
            raise RuleViolation(f"{f.id} is not {label}")
        for _ in range(min(r.stacks, held) if key in stats.MAX_STACKS else 1):
            _drop_one(f, key)
        left = stats.stacks(f, key)
        lost = min(r.stacks, held)
        _emit(
            enc,
            f,
            Msg.of("dbu-ruling-no-longer", fighter=f.id, condition=Term(label))
            if not left
            else Msg.of(
                "dbu-ruling-loses-stacks",
                fighter=f.id,
                n=lost,
                count=str(lost),
                condition=Term(label),
                left=Msg.of("dbu-ruling-stacks-left", n=left, count=str(left)),
            ),
            r,
            condition=key,
            stacks=left,
        )
        return
    if key in STATE_NAMES and stats.has(f, key):
        raise RuleViolation(f"{f.id} is already {label} (never the same State twice)")
    most = stats.MAX_STACKS.get(key, 1)
    held = stats.stacks(f, key)
    if key not in STATE_NAMES and held + (r.stacks if key in stats.MAX_STACKS else 1) > most:
        raise RuleViolation(f"{f.id} has {held} of the {most} stacks {label} may have")
    ends = stats.for_combat_rounds(enc, r.rounds, f.id) if r.rounds is not None else Expiry("never")
    if key in STATE_NAMES:
        effect = Effect(key, "State", ends, value=r.stacks)
    else:
        effect = Effect(key, SOURCE, ends, stacks=r.stacks if key in stats.MAX_STACKS else 1)
    stats.add_effect(enc, f, effect, announce=False)
    lasting = Msg.of("dbu-ruling-for-rounds", n=r.rounds, count=str(r.rounds)) if r.rounds else ""
    many = (
        Msg.of("dbu-ruling-stacks", n=r.stacks, count=str(r.stacks))
        if key in stats.MAX_STACKS
        else ""
    )
    level = f" {r.stacks}" if key in STATE_NAMES and r.stacks > 1 else ""
    said = Msg.of(
        "dbu-ruling-is",
        fighter=f.id,
        condition=Term(label),
        level=level,
        stacks=many,
        lasting=lasting,
    )
    _emit(enc, f, said, r, condition=key, stacks=r.stacks)


def _drop_one(f: Fighter, key: str) -> None:
    for i, e in enumerate(f.effects):
        if e.name == key:
            if e.stacks > 1:
                e.stacks -= 1
            else:
                del f.effects[i]
            return


def _move(enc: Encounter, r: Move) -> None:
    f = _fighter(enc, r.fighter)
    if f.defeated:
        raise RuleViolation(f"{f.id} is Defeated: a Defeated fighter is not moved")
    if f.riding:
        raise RuleViolation(f"{f.id} is inside a vehicle: take them out first")
    if any(f.id in (g.grappler, g.grappled) for g in enc.state.grapples):
        raise RuleViolation(f"{f.id} is in a grapple: end the grapple first")
    _between_maneuvers(enc, "Moving a fighter")
    pos = (r.to[0], r.to[1])
    size = int(stats.derived(enc, f).squares)
    found = obstacle_at(enc, footprint(pos, size), mover=f)
    if found is not None:
        where = "off the battlefield" if found.kind == "edge" else f"taken by {found.id}"
        raise RuleViolation(f"{square_name(pos)} is {where}")
    before = f.pos
    f.pos = pos
    _emit(
        enc,
        f,
        Msg.of("dbu-ruling-moved", fighter=f.id, before=square(before), square=square(pos)),
        r,
        to=list(pos),
    )


def _order(enc: Encounter, r: Order) -> None:
    s = enc.state
    gone = [x for x in s.order if enc.fighter(x).removed]
    if sorted(r.order) != sorted(x for x in s.order if x not in gone):
        raise RuleViolation("the new Initiative Order must name every fighter in it, once each")
    active = s.active
    s.order = [*r.order, *gone]
    if active and s.phase != "over":
        s.turn = s.order.index(active)
    said = Msg.of("dbu-ruling-order", order=names(r.order))
    _emit(enc, None, said, r, order=list(r.order))


def _sheet_key(data: dict[str, Any]) -> str:
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]
    return f"added {digest}"


def _add(enc: Encounter, r: AddFighter) -> None:
    s = enc.state
    if (r.sheet is None) == (r.sheet_data is None):
        raise RuleViolation("an added fighter needs a sheet of this fight or a whole sheet")
    if r.side not in {f.side for f in s.fighters}:
        known = ", ".join(dict.fromkeys(f.side for f in s.fighters))
        raise RuleViolation(f"there is no side {r.side!r:.40} in this fight (sides: {known})")
    if len(s.fighters) + r.count > MAX_FIGHTERS * 2:
        raise RuleViolation(f"a fight holds at most {MAX_FIGHTERS * 2} fighters")
    if r.sheet is not None:
        if r.sheet not in enc.setup.sheets:
            raise RuleViolation(f"there is no sheet {r.sheet!r:.40} in this fight")
        key, sheet = r.sheet, enc.setup.sheets[r.sheet]
    else:
        try:
            sheet = CharacterSheet.model_validate(r.sheet_data)
        except ValidationError as error:
            raise RuleViolation(first_problem(error, "the added sheet")) from None
        key = _sheet_key(sheet.model_dump(mode="json"))
        enc.add_sheet(key, sheet)
    if r.master is not None and not enc.has_fighter(r.master):
        raise RuleViolation(f"there is no fighter {r.master!r:.40} to be the master")
    base = r.id or sheet.name
    taken = {f.id for f in s.fighters}
    size = int(enc.derived(key, "").squares)
    squares = _free_squares(enc, (r.pos[0], r.pos[1]), size, r.count)
    minion = sheet.minion
    group = (r.id or key) if (r.count > 1 or minion) else ""
    added: list[Fighter] = []
    d = enc.derived(key, "")
    number = 0
    for _ in range(r.count):
        fid = base
        if r.count > 1 or fid in taken:
            number += 1
            while f"{base} {number}" in taken:
                number += 1
            fid = f"{base} {number}"
        taken.add(fid)
        f = Fighter(
            id=fid,
            sheet=key,
            side=r.side,
            pos=squares[len(added)],
            life=d.life.value,
            ki=d.ki.value,
            capacity=d.capacity.value,
            group=group,
            master=r.master or "",
        )
        f.actions = MINION_ACTIONS if minion else STANDARD_ACTIONS
        f.counters = 0 if minion else COUNTER_ACTIONS
        added.append(f)
    enc.add_fighters(added)
    score = r.initiative if r.initiative is not None else _roll_initiative(enc, added)
    for f in added:
        f.initiative = score
    _place_in_order(enc, added, score)
    _emit(
        enc,
        added[0],
        Msg.of(
            "dbu-ruling-joins",
            fighters=names(f.id for f in added),
            n=len(added),
            side=r.side,
            square=square(added[0].pos),
            initiative=str(score),
        ),
        r,
        fighters=[f.id for f in added],
        side=r.side,
        initiative=score,
    )


def _roll_initiative(enc: Encounter, members: list[Fighter]) -> int:
    from tenkaichi.dice.rng import ScriptedRng

    if isinstance(enc.rng, ScriptedRng):
        raise RuleViolation(
            "this fight rolls dice at the table: give the added fighter's Initiative"
        )
    f = members[0]
    agility = stats.sheet(enc, f).attributes.agility
    if enc.settings.initiative_attribute == "modifier":
        bonus = stats.derived(enc, f).modifiers["agility"] // 2
    else:
        bonus = agility // 2
    result = roll("1d10s", rng=enc.rng)
    score = result.total + bonus
    enc.emit(
        "initiative",
        f.id,
        Msg.of(
            "dbu-ruling-initiative",
            fighter=f.id,
            natural=str(result.total),
            bonus=str(bonus),
            score=str(score),
        ),
        score=score,
        natural=result.total,
        group=[m.id for m in members],
    )
    return score


def _place_in_order(enc: Encounter, added: list[Fighter], score: int) -> None:
    """After every fighter of an Initiative as high or higher; the turn in progress stays."""
    s = enc.state
    at = len(s.order)
    for i, fid in enumerate(s.order):
        if enc.fighter(fid).initiative < score:
            at = i
            break
    s.order = [*s.order[:at], *(f.id for f in added), *s.order[at:]]  # a new list: events
    if at <= s.turn and s.phase in ("effect", "act", "end"):  # hold the order they logged
        s.turn += len(added)


def _free_squares(enc: Encounter, start: tuple[int, int], size: int, count: int) -> list[Any]:
    """``count`` free places for fighters of ``size``: ``start`` first, then the nearest."""
    s = enc.state
    found: list[tuple[int, int]] = []
    used: set[tuple[int, int]] = set()
    candidates = sorted(
        ((x, y) for x in range(s.width - size + 1) for y in range(s.height - size + 1)),
        key=lambda p: (max(abs(p[0] - start[0]), abs(p[1] - start[1])), p[1], p[0]),
    )
    if obstacle_at(enc, footprint(start, size)) is not None:
        big = f" for a fighter {size} squares wide (from its top-left square)" if size > 1 else ""
        raise RuleViolation(f"{square_name(start)} is taken or off the battlefield{big}")
    for pos in candidates:
        cells = footprint(pos, size)
        if used.intersection(cells) or obstacle_at(enc, cells) is not None:
            continue
        found.append(pos)
        used.update(cells)
        if len(found) == count:
            return found
    raise RuleViolation("the battlefield has no room for that many fighters")


def _remove(enc: Encounter, r: Remove) -> None:
    f = _fighter(enc, r.fighter)
    _between_maneuvers(enc, "Removing a fighter")
    s = enc.state
    if f.id in s.order and s.active != f.id:  # the one whose turn it is ends it first
        at = s.order.index(f.id)
        s.order = [x for x in s.order if x != f.id]  # a new list: events hold the old one
        if at < s.turn:
            s.turn -= 1
    f.removed = True
    f.actions = 0
    f.defeated = True
    f.departed = True
    enc.state.falling.pop(f.id, None)
    enc.on_defeat(f)
    _emit(enc, f, Msg.of("dbu-ruling-leaves", fighter=f.id), r)


__all__ = [
    "KINDS",
    "REASON_MAX",
    "AddFighter",
    "Move",
    "Order",
    "Remove",
    "Ruling",
    "SetCondition",
    "SetValue",
    "apply_ruling",
    "condition_names",
    "parse_ruling",
]
