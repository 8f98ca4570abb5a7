"""Checks and Saving Throws in a fight: one roll for all of them (seed 000, Rolls and Checks).

Seed 000 makes every check a roll like any other: "Roll a d10 and add the relevant modifiers and
additional dice", the Tier of Power Extra Dice "are added onto all rolls you make, with the
exception of rolls with their own specified dice", a natural 10 on a d10 is a Critical and a
natural 1 a Botch (only Solid Dice escape them), and a Proficient Roll lowers the Critical
requirement by 1 (never below 7) and adds +1(T). So a check here is

    1d10 + Tier of Power Extra Dice (as many instances as the fighter's rolls have) + bonus

with the Critical requirement lowered by proficiency (a Skill with at least one rank, a
proficient Saving Throw) and by the race's Saving Throw ("critical on 9+", reference 11).
Steadfast Checks, Stress Tests, Skill Checks, Saving Throws against a TN and Opposed Skill
Checks all roll through :func:`roll_check`; Clashes that use a Saving Throw take the same
Critical requirement (:func:`save_cut`).

Effects worded for Combat Rolls (Impaired, the Greater Dice of Superior, a raised Botch Rate,
Mindful's Critical Target, the Health Threshold penalties) do not touch checks.

A passive Target Number rises with the Tier: "Each Tier of Power after the first increases the
passive Target Numbers by +3. This includes every Difficulty Level of Target Numbers" (seed
000). :func:`passive_tn` adds it to every Difficulty Level the engine uses (the Skill Check
categories, Apprentice to Grandmaster: Toss's catch, finding a lost item), by the base Tier of
the fighter who makes the check: "When you reach a new Tier of Power", and Breakthrough does
not raise "the requirements for checks through Difficulty Levels" ("if you are Tier of Power 2
... a TN Medium saving throw is still 12"). TNs a rule gives as a plain number (the Steadfast
Check's, dbu-1 Terrain Lift's) are read on their own (setting ``passive_tns``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.state import Fighter
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dbu.sheet import SKILLS
from tenkaichi.dice.exact import odds
from tenkaichi.dice.result import RollResult
from tenkaichi.dice.roller import roll
from tenkaichi.dice.settings import RollContext
from tenkaichi.dice.tables import dice_tables
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


@dataclass(frozen=True, slots=True)
class CheckRoll:
    """A rolled check: its Dice Score and how it was made, for the log."""

    score: int
    said: Msg
    """How it was made, for every language: ``1d10 + ToP 1d4 [7, 3] + ½ Insight Score 1 = 11``
    (a Critical ``10!+4``, a Botch ``1✗ botch -5``)."""
    result: RollResult

    @property
    def text(self) -> str:
        """:attr:`said` in English."""
        return str(self.said)


def dice_of(enc: Encounter, f: Fighter) -> str:
    """The dice of a check: the d10 and the fighter's Tier of Power Extra Dice (twice under
    Super Saiyan Form, one instance fewer under Impediment; none at Tier 1)."""
    return "1d10" + "+ToP" * rolls.tier_dice_count(enc, f)


def roll_check(
    enc: Encounter,
    f: Fighter,
    parts: rolls.Parts,
    what: str,
    *,
    critical_cut: int = 0,
    extra_dice: str = "",
) -> CheckRoll:
    """Roll one check or Saving Throw of ``f``: the d10, the Tier of Power Extra Dice,
    ``extra_dice`` (such as Terrify's +1d4) and the ``parts``; Critical on 10 less
    ``critical_cut`` (never below 7), Botch on 1; the Dice Score is never below 0."""
    dice = dice_of(enc, f) + (f"+{extra_dice}" if extra_dice else "")
    bonus = rolls.total(parts)
    expr = dice + (f"{bonus:+d}" if bonus else "")
    enc.rolling(f.id, what)
    r = roll(
        expr,
        rng=enc.rng,
        tier=stats.tier(enc, f),
        base_tier=stats.base_tier(enc, f),
        critical_cut=critical_cut,
    )
    said = Msg.of(
        "dbu-check-roll",
        dice=" + ".join(t.label for t in r.terms),
        rolled=rolls.dice_said(r),
        critical=critical_on(critical_cut),
        parts=rolls.explained(parts),
        total=str(r.total),
    )
    return CheckRoll(r.total, said, r)


def critical_on(cut: int) -> str | Msg:
    """`` (Critical on 9+)`` after a roll whose Critical requirement is ``cut`` lower ("" if
    none)."""
    return Msg.of("dbu-critical-on", value=str(10 - cut)) if cut else ""


def pass_chance(
    enc: Encounter, f: Fighter, parts: rolls.Parts, needed: int, *, critical_cut: int = 0
) -> Fraction:
    """The exact chance that :func:`roll_check` with these parts scores ``needed`` or more."""
    bonus = rolls.total(parts)
    expr = dice_of(enc, f) + (f"{bonus:+d}" if bonus else "")
    context = RollContext(stats.tier(enc, f), stats.base_tier(enc, f), critical_cut=critical_cut)
    return odds(expr, context).p_at_least(needed)


# --- passive Target Numbers ----------------------------------------------------------------

SKILL_DIFFICULTIES = ("apprentice", "qualified", "expert", "master", "grandmaster")
"""The Difficulty Categories of a Skill Check, easiest first (settings ``skill_tn_*`` give each
one's TN at Tier 1)."""


def passive_tn(enc: Encounter, f: Fighter, base: int) -> int:
    """The Target Number of a Difficulty Level whose Tier 1 TN is ``base`` for a check ``f``
    makes: +3 per base Tier of ``f``'s after the first (seed 000: "Each Tier of Power after
    the first increases the passive Target Numbers by +3"; Breakthrough does not count)."""
    return base + dice_tables().tn_step_per_tier * (stats.base_tier(enc, f) - 1)


def skill_tn(enc: Encounter, f: Fighter, difficulty: str) -> int:
    """The TN of ``f``'s Skill Check of this Difficulty Category (one of
    :data:`SKILL_DIFFICULTIES`): the setting ``skill_tn_<category>`` at Tier 1, raised by
    :func:`passive_tn`."""
    if difficulty not in SKILL_DIFFICULTIES:
        raise RuleViolation(
            f"internal: unknown Skill Check difficulty {difficulty!r}; known: "
            + ", ".join(SKILL_DIFFICULTIES)
        )
    return passive_tn(enc, f, int(getattr(enc.settings, f"skill_tn_{difficulty}")))


# --- what a check adds ---------------------------------------------------------------------


def skill_parts(enc: Encounter, f: Fighter, skill: str) -> tuple[rolls.Parts, int]:
    """The Skill Bonus (reference 11: ½ the governing Score, or the Score by setting
    ``skill_bonus``, + 2 per rank) and, with at least one rank, the Proficient Roll: +1(T)
    and the Critical requirement 1 lower (seed 000). Returns the parts and the cut."""
    sheet = stats.sheet(enc, f)
    attribute = SKILLS.get(skill)
    ranks = sheet.skills.get(skill, 0)
    parts: rolls.Parts = []
    if attribute is not None:
        score = int(getattr(sheet.attributes, attribute))
        half = enc.settings.skill_bonus == "half_score"
        named = Term(attribute.title())
        label = Phrase(
            f"{'½ ' if half else ''}{attribute.title()} Score",
            Msg.of("dbu-part-half-score" if half else "dbu-part-score", attribute=named),
        )
        parts.append((label, score // 2 if half else score))
    if ranks:
        ranked = Phrase(
            f"{counted(ranks, 'rank')} x 2", Msg.of("dbu-part-ranks", n=ranks, count=str(ranks))
        )
        parts.append((ranked, 2 * ranks))
        parts.append(("proficient 1(T)", stats.tier(enc, f)))
    return parts, 1 if ranks else 0


def save_cut(enc: Encounter, f: Fighter, save: str) -> int:
    """How much lower a Saving Throw's Critical requirement is: 1 for the race's Saving Throw
    ("critical on 9+"), 1 for a proficient one (seed 000 Proficient Roll)."""
    sheet = stats.sheet(enc, f)
    return (1 if sheet.racial_save == save else 0) + (1 if save in sheet.proficient_saves else 0)


def save_parts(enc: Encounter, f: Fighter, save: str) -> tuple[rolls.Parts, int]:
    """A Saving Throw's value (its Score, the racial +1(T), proficient +1(T), the Minion
    penalty: :func:`tenkaichi.dbu.derived._saves`) and its Critical cut."""
    value = stats.derived(enc, f).saves[save].value
    return [(f"{save.title()} Save", value)], save_cut(enc, f, save)


__all__ = [
    "SKILL_DIFFICULTIES",
    "CheckRoll",
    "dice_of",
    "pass_chance",
    "passive_tn",
    "roll_check",
    "save_cut",
    "save_parts",
    "skill_parts",
    "skill_tn",
]
