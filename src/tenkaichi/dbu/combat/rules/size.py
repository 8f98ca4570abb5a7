"""Size in attacks (seed 000): Punching Down and Punching Up.

Size Categories are ordered by the ``order`` of the size rows in the character data (nano 0
... medium 3 ... colossal 7); a fighter's size is the one on their sheet.

- Punching Down: against a target 2+ sizes smaller, +1d8(T) to the Wound Roll; 3+ smaller,
  Standard Damage counts as Direct Damage.
- Punching Up: against a target 2+ sizes larger, +1d4(T) to the Strike Roll; 3+ larger, the
  Called Shot Maneuver's -2(T) Strike penalty does not apply.

These are hooks on Attacking Maneuvers only, so Grapple Checks (plain Clashes) never get
Punching Up (Gigantic Grip); Gigantic Grip's bonus is
:func:`tenkaichi.dbu.combat.families.grapple.holds.grip_bonus`.
A Strike or Wound Roll is rolled once for all the targets of an attack: with setting
``punching_all_targets`` the dice need every target to qualify, otherwise the first target
decides. Standard-to-Direct is settled per target.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


@cache
def size_order(name: str) -> int:
    """The order of a Size Category by its name (the character data does not change)."""
    return character_data().size(name).order


def order(enc: Encounter, f: Fighter) -> int:
    """The fighter's Size Category as a number (larger is bigger)."""
    order = size_order(enc.setup.sheets[f.sheet].size)
    return order - 1 if f.effects and stats.has(f, "liquid") else order  # Liquid: one smaller


def difference(enc: Encounter, a: Fighter, b: Fighter) -> int:
    """How many Size Categories ``a`` is larger than ``b`` (negative when smaller)."""
    return order(enc, a) - order(enc, b)


def spread(enc: Encounter) -> int:
    """The most Size Categories two fighters of this fight can be apart (Liquid makes its
    fighter one smaller, so a fighter who may turn Liquid counts one smaller too). Worked out
    once per fight: Punching Up and Down cannot happen when it is below 2."""
    found = enc.facts.get("size spread")
    if found is None:
        orders = [size_order(sheet.size) for sheet in enc.setup.sheets.values()]
        found = enc.facts["size spread"] = max(orders) - min(orders) + 1
    return int(found)


def _all_targets(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, smaller_by: int
) -> bool:
    """Every target of the roll is at least ``smaller_by`` sizes smaller than the attacker
    (negative: at least that many sizes larger)."""
    if spread(enc) < abs(smaller_by):
        return False
    if enc.settings.punching_all_targets:
        pool = [enc.fighter(fid) for fid in frame.targets] or [t]
    else:
        pool = [enc.fighter(frame.targets[0])] if frame.targets else [t]
    if smaller_by > 0:
        return all(difference(enc, a, x) >= smaller_by for x in pool)
    return all(difference(enc, x, a) >= -smaller_by for x in pool)


def _punching_up_dice(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter
) -> list[tuple[str, str]]:
    if not _all_targets(enc, frame, a, t, -2):
        return []
    return [("Punching Up 1d4(T)", f"{stats.tier(enc, a)}d4")]


def _punching_up_called_shot(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter
) -> hooks.Parts:
    if not frame.called_shot or not _all_targets(enc, frame, a, t, -3):
        return []
    return [("Punching Up: no Called Shot penalty", 2 * stats.tier(enc, a))]


def _punching_down_dice(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter
) -> list[tuple[str, str]]:
    if not _all_targets(enc, frame, a, t, 2):
        return []
    return [("Punching Down 1d8(T)", f"{stats.tier(enc, a)}d8")]


def _punching_down_direct(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, mods: hooks.DamageMods
) -> None:
    if difference(enc, a, t) >= 3 and mods.category <= 1:
        mods.category = 2
        mods.notes.append(_PUNCHING_DOWN_DIRECT)


_PUNCHING_DOWN_DIRECT = Phrase(
    "Punching Down: Standard counts as Direct", Msg.of("dbu-note-punching-down")
)


hooks.REGISTRY.strike_dice.append(_punching_up_dice)
hooks.REGISTRY.strike_parts.append(_punching_up_called_shot)
hooks.REGISTRY.wound_dice.append(_punching_down_dice)
hooks.REGISTRY.damage.append(_punching_down_direct)
