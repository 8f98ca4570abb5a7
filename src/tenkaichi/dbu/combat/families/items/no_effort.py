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
from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.families.items.items import (
    ItemFrame,
    _give,
    carried,
    item,
    item_event,
    within_reach,
)
from tenkaichi.dbu.combat.rules.costs import mark_used
from tenkaichi.words import square_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


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
        name = item(enc, f.wielding).name
        out.append(Option("no_effort", f"No Effort: sheathe {name}", {"effort": "sheathe"}))
        out += [
            Option(
                "no_effort",
                f"No Effort: replace {name} with {it.name}",
                {"effort": "replace", "item": it.id},
            )
            for it in spare
        ]
    else:
        out += [
            Option("no_effort", f"No Effort: draw {it.name}", {"effort": "draw", "item": it.id})
            for it in spare
        ]
    out += [
        Option("no_effort", f"No Effort: drop {it.name}", {"effort": "drop", "item": it.id})
        for it in mine
        if not it.integrated
    ]
    out += [
        Option(
            "no_effort",
            f"No Effort: pick up {it.name} at {square_name(it.pos) if it.pos else 'your feet'}",
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
            words = []
            if off is not None:
                words.append(f"deactivate {off.name}")
            if on is not None:
                words.append(f"activate {on.name}")
            out.append(
                Option(
                    "no_effort",
                    "No Effort: " + " and ".join(words),
                    {
                        "effort": "integrated",
                        "off": off.id if off else "",
                        "on": on.id if on else "",
                    },
                )
            )
    return out


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
        item_event(enc, f, it, f"{f.id} sheathes {it.name} (No Effort)", "sheathe")
    elif effort in ("draw", "replace"):
        it = item(enc, args["item"])
        f.items.remove(it.id)
        if f.wielding:
            old = item(enc, f.wielding)
            f.items.append(old.id)
            text = f"{f.id} replaces {old.name} with {it.name} (No Effort)"
        else:
            text = f"{f.id} draws {it.name} (No Effort)"
        f.wielding = it.id
        item_event(enc, f, it, text, effort)
    elif effort == "pickup":
        it = item(enc, args["item"])
        hand = it.kind == "weapon" and not f.wielding
        it.pos = None
        _give(f, it, hand=hand)
        where = "in hand" if hand else "carried"
        item_event(enc, f, it, f"{f.id} picks up {it.name} ({where}; No Effort)", "pickup")
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
                item_event(enc, f, it, f"{f.id} {what} {it.name} (No Effort)", what)
