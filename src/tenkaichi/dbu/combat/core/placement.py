"""The first state of an encounter, built from its setup: every fighter placed (at the given
square, in a seat of their Vehicle, or from their side's edge of the battlefield) with their
starting Life, Ki and Capacity, then the Features, Vehicles and Items.

A setup that cannot be placed (overlapping things, a rider who does not fit, a holder or a
master who is not in the fight, a battlefield too small for everyone) is refused with a
:class:`~tenkaichi.errors.ContentError`.
"""

from __future__ import annotations

from tenkaichi.dbu.combat.core.grid import footprint
from tenkaichi.dbu.combat.core.setup import EncounterSetup, VehicleSetup
from tenkaichi.dbu.combat.core.state import EncounterState, Feature, Fighter, Item, Vehicle
from tenkaichi.dbu.derived import Derived, derive
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.errors import ContentError


def derive_form(
    sheet: CharacterSheet, form_name: str, enhancement: str = "", breakthrough: int = 0
) -> Derived:
    """A sheet's derived values in a form and an Enhancement (by name; "" for none)."""
    form = next((f for f in sheet.forms if f.name == form_name), None) if form_name else None
    enh = next((f for f in sheet.forms if f.name == enhancement), None) if enhancement else None
    return derive(sheet, form, enhancement=enh, breakthrough=breakthrough)


def _seat(v: VehicleSetup, fid: str, size: int, seated: set[tuple[int, int]]) -> tuple[int, int]:
    """The first square of ``v`` where a rider of ``size`` fits beside those already seated."""
    inside = set(footprint(v.pos, v.size))
    for p in footprint(v.pos, v.size):
        cells = footprint(p, size)
        if all(c in inside and c not in seated for c in cells):
            seated.update(cells)
            return p
    raise ContentError(f"setup: {fid} does not fit inside {v.id}")


def initial_state(setup: EncounterSetup) -> EncounterState:
    """Everyone and everything of ``setup`` in their starting squares."""
    fighters: list[Fighter] = []
    taken: set[tuple[int, int]] = set()
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    used_ids: set[str] = set()
    placed = [(x.id, x.pos, x.size) for x in setup.features]
    placed += [(x.id, x.pos, x.size) for x in setup.vehicles]
    for thing_id, thing_pos, thing_size in placed:
        cells = footprint(thing_pos, thing_size)
        if any(c in taken for c in cells):
            raise ContentError(f"setup: {thing_id} at {list(thing_pos)} overlaps")
        taken.update(cells)
    rides = {rid: v for v in setup.vehicles for rid in v.riders()}
    seated: dict[str, set[tuple[int, int]]] = {v.id: set() for v in setup.vehicles}
    for entry in setup.fighters:
        sheet = setup.sheets[entry.sheet]
        d = derive_form(sheet, "")
        group = entry.id or entry.sheet
        for n in range(entry.count):
            base = entry.id or sheet.name
            fid = base if entry.count == 1 else f"{base} {n + 1}"
            k = 2
            while fid in used_ids:
                fid = f"{base} ({k})"
                k += 1
            used_ids.add(fid)
            size = d.squares
            if fid in rides:
                pos = _seat(rides[fid], fid, size, seated[rides[fid].id])
            elif entry.pos is not None and n == 0:
                pos = entry.pos
            else:
                pos = _free_spot(setup, sides.index(entry.side), len(sides), size, taken)
            cells = footprint(pos, size)
            if fid not in rides and any(c in taken for c in cells):
                raise ContentError(f"setup: {fid} at {list(pos)} overlaps another fighter")
            taken.update(cells)
            fighters.append(
                Fighter(
                    id=fid,
                    sheet=entry.sheet,
                    side=entry.side,
                    pos=pos,
                    life=d.life.value,
                    ki=d.ki.value,
                    capacity=d.capacity.value,
                    group=group if entry.count > 1 or sheet.minion else "",
                    master=entry.master or "",
                    surprised=entry.surprised,
                )
            )
    ids = {f.id for f in fighters}
    for f in fighters:
        if f.master and f.master not in ids:
            raise ContentError(f"setup: {f.id}'s master {f.master!r} is not in the fight")
    for rid, v in rides.items():
        if rid not in ids:
            raise ContentError(f"setup: {v.id}'s rider {rid!r} is not in the fight")
    state = EncounterState(fighters=fighters, order=[], width=setup.width, height=setup.height)
    _place_things(setup, state)
    return state


def _place_things(setup: EncounterSetup, state: EncounterState) -> None:
    """Features, Vehicles and Items from the setup (their squares are already reserved)."""
    by_id = {f.id: f for f in state.fighters}
    for fs in setup.features:
        state.features.append(Feature(fs.id, fs.pos, fs.size, fs.hardness, list(fs.qualities)))
    for vs in setup.vehicles:
        state.vehicles.append(
            Vehicle(
                vs.id,
                vs.name,
                vs.pos,
                vs.size,
                vs.seats,
                pilot=vs.pilot or "",
                riders=list(vs.riders()),
                battle_jacket=vs.battle_jacket,
            )
        )
        for rid in vs.riders():
            by_id[rid].riding = vs.id
    for it in setup.items:
        holder = ""
        if it.holder is not None:
            if it.holder not in by_id:
                raise ContentError(
                    f"setup: item {it.id}'s holder {it.holder!r} is not in the fight"
                )
            holder = it.holder
            owner = by_id[holder]
            if it.wielded:
                if owner.wielding:
                    raise ContentError(f"setup: {holder} already wields {owner.wielding}")
                owner.wielding = it.id
            else:
                owner.items.append(it.id)
        state.items.append(
            Item(
                it.id,
                it.name,
                it.kind,
                holder,
                it.pos,
                throwing=it.throwing,
                integrated=it.integrated,
                active=it.active and it.integrated,
                ammo=it.ammo,
                shots=it.ammo,
            )
        )


def _free_spot(
    setup: EncounterSetup, side_index: int, sides: int, size: int, taken: set[tuple[int, int]]
) -> tuple[int, int]:
    """Default placement: sides start at opposite edges (more sides spread between)."""
    w, h = setup.width, setup.height
    if sides == 2:
        columns = range(0, w - size + 1) if side_index == 0 else range(w - size, -1, -1)
    else:
        start = (w - size) * side_index // max(1, sides - 1)
        columns = range(start, w - size + 1) if side_index < sides - 1 else range(w - size, -1, -1)
    middle = (h - size) // 2
    rows = sorted(range(0, h - size + 1), key=lambda r: (abs(r - middle), r))
    for x in columns:
        for y in rows:
            if not any(c in taken for c in footprint((x, y), size)):
                return (x, y)
    raise ContentError("setup: the battlefield is too small for everyone")
