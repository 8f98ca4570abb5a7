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
from tenkaichi.dbu.combat.rules.said import said
from tenkaichi.i18n.catalogue import Arg, Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def tn(enc: Encounter, f: Fighter, difficulty: str) -> int:
    """TN Medium or Hard, raised per base Tier after the first (settings ``legacy_tn_*``)."""
    base = enc.settings.legacy_tn_hard if difficulty == "hard" else enc.settings.legacy_tn_medium
    return base + enc.settings.legacy_tn_per_tier * (stats.base_tier(enc, f) - 1)


TN_SAID = {
    "medium": "dbu-legacy-tn-medium",
    "hard": "dbu-legacy-tn-hard",
    "lift": "dbu-legacy-tn-lift",
}
"""How each TN a check is made against reads (``TN Medium``), by its difficulty."""


def what_said(what: str) -> Arg:
    """A check's name for every language: ``Athletics Check`` (a Skill's), ``Impulsive Save``
    (a game term), anything else as a game term."""
    if what.endswith(" Check"):
        return Msg.of("dbu-legacy-skill-check", skill=Term(what.removesuffix(" Check")))
    return Term(what)


def tn_said(difficulty: str) -> Arg:
    """``TN Medium`` for every language."""
    if difficulty in TN_SAID:
        return Msg.of(TN_SAID[difficulty])
    return Msg.of("dbu-legacy-tn", difficulty=Term(difficulty.title()))


def check(
    enc: Encounter,
    f: Fighter,
    what: str,
    parts: rolls.Parts,
    difficulty: str,
    why: str | Msg,
    *,
    target: int | None = None,
    critical_cut: int = 0,
    visible_to: tuple[str, ...] = (),
) -> bool:
    """A check against TN ``difficulty`` (or a given ``target``), rolled as every check is
    (:func:`tenkaichi.dbu.combat.rules.checks.roll_check`: the d10 and the Tier of Power Extra
    Dice, Critical and Botch) + the ``parts``; emits a ``skill_check`` event, seen only by
    ``visible_to`` when that is given (a check that would tell a secret). ``what`` is the
    check's English name (``Athletics Check``), ``why`` a game term or a message."""
    if target is None:
        target = tn(enc, f, difficulty)
    c = roll_check(enc, f, parts, what[:1].upper() + what[1:], critical_cut=critical_cut)
    ok = c.score >= target
    enc.emit(
        "skill_check",
        f.id,
        Msg.of(
            "dbu-legacy-check",
            fighter=f.id,
            what=what_said(what),
            why=said(why),
            roll=c.said,
            tn=tn_said(difficulty),
            target=str(target),
            result=Msg.of("dbu-legacy-success" if ok else "dbu-legacy-failure"),
        ),
        visible_to=visible_to,
        skill=what,
        category=difficulty,
        score=c.score,
        tn=target,
        success=ok,
    )
    return ok


def save(enc: Encounter, f: Fighter, name: str, difficulty: str, why: str | Msg) -> bool:
    """A Saving Throw against a TN: the check roll + the save's value (racial and proficient
    saves Critical on 9+, both on 8+)."""
    parts, cut = save_parts(enc, f, name)
    return check(enc, f, f"{name.title()} Save", parts, difficulty, why, critical_cut=cut)


def skill(
    enc: Encounter,
    f: Fighter,
    name: str,
    difficulty: str,
    why: str | Msg,
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
        Msg.of(
            "dbu-legacy-opposed",
            why=Term(why),
            fighter=a.id,
            skill=Term(a_skill.title()),
            roll=ra.said,
            defender=d.id,
            defender_skill=Term(d_skill.title()),
            defender_roll=rd.said,
            winner=a.id if won else d.id,
        ),
        roll=a_skill,
        score=ra.score,
        defence=rd.score,
        hit=won,
    )
    return won
