"""The item options of the No Effort Maneuver (seed 001).

No Effort [1/Round], Instant, only on your turn: sheathe or draw a Weapon, replace the wielded
Weapon with another you carry, drop something you have (on your square or an adjacent one) or
pick up something lying within reach (setting ``pickup_reach``), and make an Active Integrated
Item Inactive and/or an Inactive one Active (dbu-1: each type once per Combat Round, setting
``no_effort_each_type``; drawing and sheathing are one type or two, setting
``no_effort_unsheathing``). (Cancel Energy Charge is in :mod:`maneuvers`.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Fighter, Item, Option
from tenkaichi.dbu.combat.families.items.items import (
    ItemFrame,
    _give,
    carried,
    item,
    item_event,
    within_reach,
)
from tenkaichi.dbu.combat.families.phrases import square
from tenkaichi.dbu.combat.rules.costs import mark_used
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


NO_EFFORT = Term("No Effort")
UNSHEATHING = ("draw", "sheathe")
"""Seed 001's one entry "Un/Sheathing a Weapon. Put away or draw a weapon."."""


def effort_key(enc: Encounter, args: dict[str, Any]) -> str:
    """The used_round key of one type of No Effort Maneuver (drop, pick up, draw...); drawing
    and sheathing share one (setting ``no_effort_unsheathing`` "one_type")."""
    effort = str(args["effort"])
    if effort in UNSHEATHING and enc.settings.no_effort_unsheathing == "one_type":
        effort = "unsheathing"
    return f"no_effort:{effort}"


def no_effort_options(enc: Encounter, f: Fighter) -> list[Option]:
    """The item options of No Effort for ``f`` now (the caller checks limit and timing)."""
    out: list[Option] = []
    mine = carried(enc, f)
    spare = [it for it in mine if it.kind == "weapon" and it.id != f.wielding and not it.integrated]
    if f.wielding:
        name = Term(item(enc, f.wielding).name)
        out.append(Option("no_effort", _effort("sheathe", item=name), {"effort": "sheathe"}))
        out += [
            Option(
                "no_effort",
                _effort("replace", item=name, other=Term(it.name)),
                {"effort": "replace", "item": it.id},
            )
            for it in spare
        ]
    else:
        out += [
            Option(
                "no_effort", _effort("draw", item=Term(it.name)), {"effort": "draw", "item": it.id}
            )
            for it in spare
        ]
    out += [
        Option("no_effort", _effort("drop", item=Term(it.name)), {"effort": "drop", "item": it.id})
        for it in mine
        if not it.integrated
    ]
    out += [
        Option(
            "no_effort",
            (
                _effort("pickup", item=Term(it.name), square=square(it.pos))
                if it.pos
                else _effort("pickup-feet", item=Term(it.name))
            ),
            {"effort": "pickup", "item": it.id},
        )
        for it in enc.state.items
        if within_reach(enc, f, it)
    ]
    active = [it for it in mine if it.integrated and it.active]
    inactive = [it for it in mine if it.integrated and not it.active]
    for off in [*active, None]:
        for on in [*inactive, None]:
            if off is None and on is None:
                continue
            out.append(
                Option(
                    "no_effort",
                    _switch(off, on),
                    {
                        "effort": "integrated",
                        "off": off.id if off else "",
                        "on": on.id if on else "",
                    },
                )
            )
    return out


def _switch(off: Item | None, on: Item | None) -> Msg:
    """``No Effort: deactivate X and activate Y`` (either one alone)."""
    if off is None:
        assert on is not None
        return _effort("activate", on=Term(on.name))
    if on is None:
        return _effort("deactivate", off=Term(off.name))
    return _effort("swap", off=Term(off.name), on=Term(on.name))


def _effort(kind: str, **said: Term | Msg | str) -> Msg:
    """A No Effort option's words: ``No Effort: draw Sword``."""
    return Msg.of(f"dbu-item-effort-{kind}", effort=NO_EFFORT, **said)


@hooks.turn_answer("no_effort")
def _answer_no_effort(enc: Encounter, f: Fighter, option: Option) -> None:
    mark_used(f, "no_effort")
    if enc.settings.no_effort_each_type:
        key = effort_key(enc, option.args)
        f.used_round[key] = f.used_round.get(key, 0) + 1
    f.last_instant = True
    f.turn_maneuvers += 1
    args = option.args
    effort = args["effort"]
    if effort == "sheathe":
        it = item(enc, f.wielding)
        f.wielding = ""
        f.items.append(it.id)
        item_event(enc, f, it, _done("sheathes", f, it), "sheathe")
    elif effort in ("draw", "replace"):
        it = item(enc, args["item"])
        f.items.remove(it.id)
        if f.wielding:
            old = item(enc, f.wielding)
            f.items.append(old.id)
            text = _done("replaces", f, it, old=Term(old.name))
        else:
            text = _done("draws", f, it)
        f.wielding = it.id
        item_event(enc, f, it, text, effort)
    elif effort == "pickup":
        it = item(enc, args["item"])
        hand = it.kind == "weapon" and not f.wielding
        it.pos = None
        _give(f, it, hand=hand)
        item_event(
            enc,
            f,
            it,
            _done(
                "picks-up", f, it, hand=Msg.of("dbu-item-in-hand" if hand else "dbu-item-carried")
            ),
            "pickup",
        )
    elif effort == "drop":
        enc.state.stack.append(
            ItemFrame(actor=f.id, kind="drop", args={"item": args["item"]}, stage="square")
        )
    else:
        for key, active in (("off", False), ("on", True)):
            if args[key]:
                it = item(enc, args[key])
                it.active = active
                what = "activates" if active else "deactivates"
                item_event(enc, f, it, _done(what, f, it), what)


def _done(what: str, f: Fighter, it: Item, **said: Term | Msg) -> Msg:
    """What a No Effort Maneuver did: ``Kale draws Sword (No Effort)``."""
    return Msg.of(f"dbu-item-{what}", fighter=f.id, item=Term(it.name), effort=NO_EFFORT, **said)
