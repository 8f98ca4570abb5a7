"""Items in a fight (seed 001): who has what, where an item may lie or be picked up, the frame
an item maneuver waits in (:class:`ItemFrame`), and Skill Checks.

The maneuvers: Disarm, Toss and finding a lost item
(:mod:`~tenkaichi.dbu.combat.families.items.maneuvers`, which also steps the frame) and the item
options of the No Effort Maneuver (:mod:`~tenkaichi.dbu.combat.families.items.no_effort`).

A Skill Check is the check roll of :mod:`checks` (the d10 and the Tier of Power Extra Dice,
Critical and Botch) + Skill Bonus against the TN of its Difficulty Category (settings
``skill_tn_*`` at Tier 1, +3 per base Tier of the checker after the first:
:func:`~tenkaichi.dbu.combat.rules.checks.skill_tn`); the Skill Bonus is ½ the governing
Score + 2 per rank (setting ``skill_bonus``), and a skill with a rank is a Proficient Roll
(+1(T), Critical on 9+).
Weapons carry no combat numbers yet: wielding one changes no roll.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.grid import gap, in_bounds
from tenkaichi.dbu.combat.core.state import ExtFrame, Fighter, Item, Pos
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.checks import SKILL_DIFFICULTIES, roll_check, skill_parts, skill_tn
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

CATEGORIES = SKILL_DIFFICULTIES


# --- Skill Checks ------------------------------------------------------------------------


def skill_bonus(enc: Encounter, f: Fighter, skill: str) -> tuple[int, str]:
    """The Skill Bonus and how it is made (reference 11), with the Proficient Roll's +1(T)
    for a skill with at least one rank (seed 000)."""
    parts, _ = skill_parts(enc, f, skill)
    return rolls.total(parts), rolls.explain(parts).removeprefix(" + ")


def skill_check(enc: Encounter, f: Fighter, skill: str, category: str, why: Msg) -> bool:
    """A Skill Check (the check roll + Skill Bonus) against the TN of the Difficulty Category
    (raised by the checker's base Tier: :func:`skill_tn`); emits the check."""
    tn = skill_tn(enc, f, category)
    parts, cut = skill_parts(enc, f, skill)
    c = roll_check(enc, f, parts, f"{skill.title()} Check", critical_cut=cut)
    ok = c.score >= tn
    enc.emit(
        "skill_check",
        f.id,
        Msg.of(
            "dbu-item-skill-check",
            fighter=f.id,
            category=Term(category.title()),
            skill=Term(skill.title()),
            why=why,
            roll=c.said,
            tn=str(tn),
            outcome=Msg.of("dbu-item-success" if ok else "dbu-item-failure"),
        ),
        skill=skill,
        category=category,
        score=c.score,
        tn=tn,
        success=ok,
    )
    return ok


# --- who has what --------------------------------------------------------------------------


def item(enc: Encounter, iid: str) -> Item:
    for it in enc.state.items:
        if it.id == iid:
            return it
    raise KeyError(iid)


def carried(enc: Encounter, f: Fighter) -> list[Item]:
    """What ``f`` has: the wielded Weapon first, then the rest (Integrated Items included)."""
    ids = ([f.wielding] if f.wielding else []) + f.items
    return [item(enc, i) for i in ids]


def _take(f: Fighter, it: Item) -> None:
    if f.wielding == it.id:
        f.wielding = ""
    elif it.id in f.items:
        f.items.remove(it.id)
    it.holder = ""


def _give(f: Fighter, it: Item, *, hand: bool = False) -> None:
    it.holder, it.pos, it.lost = f.id, None, False
    if hand:
        f.wielding = it.id
    else:
        f.items.append(it.id)


def _blocked(enc: Encounter) -> set[Pos]:
    from tenkaichi.dbu.combat.rules.targeting import blocked_squares

    return blocked_squares(enc)


def squares_around(enc: Encounter, f: Fighter, *, own: bool) -> list[Pos]:
    """Squares adjacent to ``f`` (and its own squares if ``own``) an item can lie on: on the
    grid and not inside a Feature or Vehicle."""
    size = stats.derived(enc, f).squares
    blocked = _blocked(enc)
    x0, y0 = f.pos
    out = []
    for y in range(y0 - 1, y0 + size + 1):
        for x in range(x0 - 1, x0 + size + 1):
            sq = (x, y)
            d = gap(f.pos, size, sq, 1)
            near = d == 1 or (own and d == 0)
            if near and in_bounds(sq, 1, enc.state.width, enc.state.height) and sq not in blocked:
                out.append(sq)
    return out


def within_reach(enc: Encounter, f: Fighter, it: Item) -> bool:
    """An item lying within ``pickup_reach`` squares of you (your square or an adjacent one;
    in dbu-1 only your own square)."""
    if it.holder or it.lost or it.pos is None:
        return False
    return gap(f.pos, stats.derived(enc, f).squares, it.pos, 1) <= enc.settings.pickup_reach


# --- the frame -----------------------------------------------------------------------------


@dataclass(slots=True)
class ItemFrame(ExtFrame):
    """Disarm or Toss waiting for its Instant window, or an item waiting for its square."""

    actor: str = ""
    kind: str = ""
    """"disarm", "toss", "land" (a disarmed Weapon) or "drop"."""
    args: dict[str, Any] = field(default_factory=dict)
    stage: str = "instants"


def item_event(enc: Encounter, f: Fighter, it: Item, text: Msg, action: str) -> None:
    enc.emit(
        "item",
        f.id,
        text,
        item=it.id,
        action=action,
        holder=it.holder,
        pos=list(it.pos) if it.pos else None,
    )
