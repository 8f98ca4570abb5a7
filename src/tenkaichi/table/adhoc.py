"""Ad-hoc rolls at the table: any dice expression, or a DBU fighter's Check or Saving Throw.

A roll made outside the fight's decisions (a GM's secret save, a player's Perception) never
touches the fight's own dice: it draws from a stream of its own, made from the table's seed
and the roll's place in the log (:func:`stream`), or takes the results typed at the table.
What it rolled goes into the log, so it is never rolled again. Its odds (the chance to reach
a target) are exact, from :mod:`tenkaichi.dice.exact`, and shown before it is rolled.

A fighter's roll is the one the fight itself makes (:func:`tenkaichi.dbu.combat.rules.checks.
roll_check`): the d10, the fighter's Tier of Power dice and the Skill's or Saving Throw's
bonus, with the Critical requirement lowered by proficiency and the racial Saving Throw.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tenkaichi.dbu.combat.rules import checks
from tenkaichi.dbu.sheet import SKILLS
from tenkaichi.dbu.sheet_fields import SAVES
from tenkaichi.dice.exact import odds
from tenkaichi.dice.render import die_text
from tenkaichi.dice.rng import MAX_SEED, ScriptedRng, SeededRng
from tenkaichi.dice.roller import roll
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.table.store import TableError

EXPRESSION_MAX = 60
"""The longest dice expression an ad-hoc roll takes."""
TARGET_MAX = 1_000


@dataclass(frozen=True, slots=True)
class AdHoc:
    """A rolled ad-hoc roll: what was rolled (words), its total and dice, and the chance it
    had to reach its target."""

    label: str
    text: str
    total: int
    dice: list[int]
    chance: str | None
    success: bool | None


def stream(seed: int, seq: int) -> SeededRng:
    """The dice of the ad-hoc roll logged at ``seq``: drawn from the table's seed, apart from
    the fight's own."""
    return SeededRng((seed * 6_364_136_223 + (seq + 1) * 1_442_695_040_888_963_407) % MAX_SEED)


def checks_of() -> dict[str, tuple[str, str]]:
    """Every check a fighter may be asked for, by its name as people read it."""
    out = {f"{save.title()} Save": ("save", save) for save in SAVES}
    out.update({name.replace("_", " ").title(): ("skill", name) for name in SKILLS})
    return out


def _check(name: str) -> tuple[str, str]:
    found = checks_of().get(name.strip().title().replace(" Saving Throw", " Save"))
    if found is None:
        raise TableError(say("table-error-not-a-check", name=f"{name!r:.40}"))
    return found


def percent(p: Fraction) -> str:
    value = float(p) * 100
    if 0 < value < 1:
        return "under 1%"
    if 99 < value < 100:
        return "over 99%"
    return f"{round(value)}%"


def _target(target: object) -> int | None:
    if target is None or target == "":
        return None
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target <= TARGET_MAX:
        raise TableError(say("table-error-target", most=str(TARGET_MAX)))
    return target


def expression_of(expr: object) -> str:
    if not isinstance(expr, str) or not expr.strip():
        raise TableError(say("table-error-type-expression"))
    if len(expr) > EXPRESSION_MAX:
        raise TableError(say("table-error-expression-long", most=str(EXPRESSION_MAX)))
    return expr.strip()


def plan(enc: Any, fighter: str | None, check: str | None, expr: str | None) -> dict[str, Any]:
    """What a roll would be (its label and dice), checked, before anything is rolled."""
    if fighter:
        if enc is None or not hasattr(enc, "has_fighter") or not enc.has_fighter(fighter):
            raise TableError(say("table-error-no-fighter", fighter=f"{fighter!r:.40}"))
        if not check:
            raise TableError(say("table-error-name-a-check"))
        kind, key = _check(check)
        f = enc.fighter(fighter)
        parts, cut = (checks.save_parts if kind == "save" else checks.skill_parts)(enc, f, key)
        name = next(n for n, v in checks_of().items() if v == (kind, key))
        return {"label": f"{fighter}: {name}", "fighter": f, "parts": parts, "cut": cut}
    text = expression_of(expr)
    try:
        odds(text)
    except TenkaichiError as error:
        raise TableError(
            say("table-error-bad-dice", dice=f"{text!r:.40}", error=str(error))
        ) from None
    return {"label": text, "expression": text}


def chance(enc: Any, made: dict[str, Any], target: object) -> str | None:
    """The exact chance of reaching ``target`` (``None``: no target)."""
    needed = _target(target)
    if needed is None:
        return None
    if "fighter" in made:
        p = checks.pass_chance(
            enc, made["fighter"], made["parts"], needed, critical_cut=made["cut"]
        )
    else:
        p = odds(made["expression"]).p_at_least(needed)
    return percent(p)


def make(enc: Any, made: dict[str, Any], target: object, rng: SeededRng | ScriptedRng) -> AdHoc:
    """Roll what :func:`plan` made, with ``rng`` (a stream of its own, or typed results)."""
    needed = _target(target)
    odds_text = chance(enc, made, needed)
    try:
        if "fighter" in made:
            twin = enc.clone()
            twin.rng = rng
            c = checks.roll_check(
                twin, made["fighter"], made["parts"], made["label"], critical_cut=made["cut"]
            )
            total, text, dice = c.score, c.text, [d.natural for d in c.result.dice]
        else:
            r = roll(made["expression"], rng=rng)
            marks = ", ".join(die_text(d) for d in r.dice)
            total, text, dice = (
                r.total,
                f"{made['expression']} [{marks}] = {r.total}",
                [d.natural for d in r.dice],
            )
    except TenkaichiError as error:
        raise TableError(say("table-error-dice-do-not-fit", error=str(error))) from None
    if isinstance(rng, ScriptedRng) and not rng.exhausted:
        left = len(rng.script) - rng.used
        raise TableError(say("table-error-dice-left-over", n=left, count=str(left)))
    success = None if needed is None else total >= needed
    return AdHoc(made["label"], text, total, dice, odds_text, success)


__all__ = ["EXPRESSION_MAX", "AdHoc", "chance", "checks_of", "make", "percent", "plan", "stream"]
