"""Edition dbu-1 (seed 003): checks against a Target Number.

A check is rolled as every check is (:func:`tenkaichi.dbu.combat.rules.checks.roll_check`)
against TN Medium or Hard, raised per base Tier after the first (settings ``legacy_tn_*``):
Saving Throws, Skill Checks and Opposed Skill Checks of the dbu-1 maneuvers (Intervene,
Terrify, Treatment, Sense, Detect Holding Back...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.state import Fighter
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.checks import roll_check, save_parts, skill_parts

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def tn(enc: Encounter, f: Fighter, difficulty: str) -> int:
    """TN Medium or Hard, raised per base Tier after the first (settings ``legacy_tn_*``)."""
    base = enc.settings.legacy_tn_hard if difficulty == "hard" else enc.settings.legacy_tn_medium
    return base + enc.settings.legacy_tn_per_tier * (stats.base_tier(enc, f) - 1)


def check(
    enc: Encounter,
    f: Fighter,
    what: str,
    parts: rolls.Parts,
    difficulty: str,
    why: str,
    *,
    target: int | None = None,
    critical_cut: int = 0,
    visible_to: tuple[str, ...] = (),
) -> bool:
    """A check against TN ``difficulty`` (or a given ``target``), rolled as every check is
    (:func:`tenkaichi.dbu.combat.rules.checks.roll_check`: the d10 and the Tier of Power Extra
    Dice, Critical and Botch) + the ``parts``; emits a ``skill_check`` event, seen only by
    ``visible_to`` when that is given (a check that would tell a secret)."""
    if target is None:
        target = tn(enc, f, difficulty)
    c = roll_check(enc, f, parts, what[:1].upper() + what[1:], critical_cut=critical_cut)
    ok = c.score >= target
    enc.emit(
        "skill_check",
        f.id,
        f"{f.id} {what} ({why}): {c.text} vs TN {difficulty.title()} "
        f"{target}: {'success' if ok else 'failure'}",
        visible_to=visible_to,
        skill=what,
        category=difficulty,
        score=c.score,
        tn=target,
        success=ok,
    )
    return ok


def save(enc: Encounter, f: Fighter, name: str, difficulty: str, why: str) -> bool:
    """A Saving Throw against a TN: the check roll + the save's value (racial and proficient
    saves Critical on 9+, both on 8+)."""
    parts, cut = save_parts(enc, f, name)
    return check(enc, f, f"{name.title()} Save", parts, difficulty, why, critical_cut=cut)


def skill(
    enc: Encounter,
    f: Fighter,
    name: str,
    difficulty: str,
    why: str,
    *,
    visible_to: tuple[str, ...] = (),
) -> bool:
    parts, cut = skill_parts(enc, f, name)
    return check(
        enc,
        f,
        f"{name.title()} Check",
        parts,
        difficulty,
        why,
        critical_cut=cut,
        visible_to=visible_to,
    )


def opposed(
    enc: Encounter,
    a: Fighter,
    a_skill: str,
    d: Fighter,
    d_skill: str,
    why: str,
    *,
    d_dice: str = "",
) -> bool:
    """An Opposed Skill Check: each rolls the check roll + Skill Bonus (``d_dice`` adds dice to
    the defender); the defender wins ties. True if ``a`` wins."""
    a_parts, a_cut = skill_parts(enc, a, a_skill)
    d_parts, d_cut = skill_parts(enc, d, d_skill)
    ra = roll_check(enc, a, a_parts, f"{a_skill.title()} Check", critical_cut=a_cut)
    rd = roll_check(
        enc, d, d_parts, f"{d_skill.title()} Check", critical_cut=d_cut, extra_dice=d_dice
    )
    won = ra.score > rd.score
    enc.emit(
        "clash",
        a.id,
        f"{why}: {a.id} {a_skill.title()} {ra.text} vs {d.id} {d_skill.title()} {rd.text}: "
        f"{a.id if won else d.id} wins",
        roll=a_skill,
        score=ra.score,
        defence=rd.score,
        hit=won,
    )
    return won
