"""Making a saved character's roll (``!check``, ``!save``, ``!strike``, ``!dodge``) and its
exact odds, and the reply's lines.

The roll is the fight's: a check or a save by :func:`~tenkaichi.dbu.combat.rules.checks.
roll_check`, a Strike or a Dodge by :func:`~tenkaichi.dbu.combat.rules.rolls.combat_roll`
(a Strike made twice and the higher kept where an Advantage says so, then changed by its
Profile after the roll: Clearing, Cutting), all from one seed. The chance to reach a Target
Number is exact: the dice engine's distribution of the roll
(:func:`~tenkaichi.dice.exact.odds`), or, for a Strike that a Profile changes after the roll or
that is made twice, every way the dice can fall rolled by the dice engine and changed by the
fight's own hooks.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tenkaichi.chat.dbu_tools_args import Refusal
from tenkaichi.chat.dbu_tools_checks import CharacterRoll, Planned, Sparring
from tenkaichi.chat.texts import text
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame
from tenkaichi.dbu.combat.rules import checks, rolls
from tenkaichi.dbu.combat.rules.attack_clash import best_of_two, strike_dice_for
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.dice.exact import odds
from tenkaichi.dice.plan import plan_roll
from tenkaichi.dice.rng import SeededRng
from tenkaichi.dice.roller import evaluate
from tenkaichi.dice.settings import RollContext
from tenkaichi.dice.tables import dice_tables
from tenkaichi.i18n import Term, current
from tenkaichi.i18n.numbers import decimal, percent
from tenkaichi.text import chat_text

LADDER = ("easy", "medium", "hard", "very-hard")
"""The difficulties whose chance a check shows when no Target Number is given."""
AFTER_ROLL = {"strike_floor": "Clearing", "cutting": "Cutting"}
"""Profile hooks that change a Strike's score after the roll (by its Natural Result)."""
MOST_PATHS = 200_000
"""The most ways a Strike's dice may fall for its exact odds after a Profile's change (past
it, the odds are those of the roll before the change, and the reply says so)."""


@dataclass(frozen=True, slots=True)
class Rolled:
    """A made roll: its score, how the fight writes it, and its exact odds."""

    score: int
    text: str
    seed: int
    chance: Fraction | None
    """The chance to reach the Target Number (``None``: none given)."""
    target: int | None
    ladder: tuple[tuple[str, int, Fraction], ...]
    """(difficulty, its TN, the chance to reach it) when no Target Number was given."""
    spread: tuple[Fraction, int, int]
    """The mean, lowest and highest score."""
    twice: bool = False
    """The roll is made twice and the higher kept (Twin Linked)."""
    after_roll: str = ""
    """A Profile whose change after the roll the odds leave out (Clearing, Cutting)."""


def roll(sparring: Sparring, planned: Planned, request: CharacterRoll) -> Rolled:
    """Make the roll (from ``request.seed``, else fresh dice) and its exact odds."""
    enc, me = sparring.enc, sparring.me
    rng = SeededRng(request.seed)
    enc.rng = rng
    target = _target(sparring, request)
    twice, after = False, ""
    if planned.combat:
        dice = ""
        if planned.frame is not None:
            dice = strike_dice_for(enc, planned.frame, me, sparring.partner)
        expr = rolls.expression(enc, me, planned.parts, dice)
        result = rolls.combat_roll(enc, me, expr, planned.label)
        note = ""
        if planned.frame is not None:
            again, note = best_of_two(enc, planned.frame, me, result, expr, "strike")
            twice, result = bool(note), again
            hooks = get_profile(planned.frame.profile)
            after = next((p for h, p in AFTER_ROLL.items() if has_hook(hooks, h)), "")
        score = result.total
        if planned.frame is not None:
            planned.frame.crit_strike = result.criticals > 0
            for hook in REGISTRY.strike_rolled:  # Clearing's and Cutting's change
                score, changed = hook(enc, planned.frame, me, result, score)
                note += changed
        text = (
            f"{rolls.dice_text(enc, me)}{dice} {rolls.dice_shown(result)}"
            f"{rolls.explain(planned.parts)}{note} = {score}"
        )
        context = RollContext(sparring.tier, sparring.base_tier)
    else:
        made = checks.roll_check(enc, me, planned.parts, planned.label, critical_cut=planned.cut)
        score, text, result = made.score, made.text, made.result
        bonus = rolls.total(planned.parts)
        expr = checks.dice_of(enc, me) + (f"{bonus:+d}" if bonus else "")
        context = RollContext(sparring.tier, sparring.base_tier, critical_cut=planned.cut)
    dist = odds(expr, context)
    outcomes: dict[int, Fraction] | None = None
    if (after or twice) and planned.frame is not None:
        outcomes = after_roll_outcomes(sparring, planned.frame, expr, context, twice=twice)
        after = "" if outcomes is not None else after

    def reach(tn: int) -> Fraction:
        if outcomes is not None:
            return sum((p for score, p in outcomes.items() if score >= tn), Fraction(0))
        p = dist.p_at_least(tn)
        return 1 - (1 - p) ** 2 if twice else p

    ladder: tuple[tuple[str, int, Fraction], ...] = ()
    if target is None and not planned.combat:
        tables = dice_tables()
        ladder = tuple(
            (tables.difficulty(d).label, tn, reach(tn))
            for d in LADDER
            for tn in [checks.passive_tn(enc, me, tables.difficulty(d).base_tn)]
        )
    chance = reach(target) if target is not None else None
    if outcomes is not None:
        mean = sum((score * p for score, p in outcomes.items()), Fraction(0))
        spread = (mean, min(outcomes), max(outcomes))
    else:
        spread = (dist.mean, dist.min, dist.max)
    return Rolled(score, text, rng.seed, chance, target, ladder, spread, twice, after)


class _Odometer:
    """A generator that answers each die from a list of choices (1 past its end): driven
    path by path, it visits every way a roll can come out once."""

    def __init__(self, prefix: list[int]) -> None:
        self.prefix = prefix
        self.sides: list[int] = []
        self.choices: list[int] = []
        self.draws: list[int] = []
        """The roll's draws (the dice engine moves them into its result)."""

    def die(self, sides: int) -> int:
        at = len(self.sides)
        self.sides.append(sides)
        value = self.prefix[at] if at < len(self.prefix) else 1
        self.choices.append(value)
        self.draws.append(value)
        return value

    def dice(self, sides: int, count: int) -> list[int]:
        return [self.die(sides) for _ in range(count)]


def after_roll_outcomes(
    sparring: Sparring, frame: AttackFrame, expr: str, context: RollContext, *, twice: bool
) -> dict[int, Fraction] | None:
    """The exact chances of each Strike score once a Profile changed it after the roll
    (Clearing, Cutting): every way the dice can fall is rolled by the dice engine and changed
    by the fight's own ``strike_rolled`` hooks (``twice``: the higher of two rolls kept, as
    Twin Linked keeps it, then changed). ``None`` past :data:`MOST_PATHS` ways."""
    enc, me = sparring.enc, sparring.me
    plan_ = plan_roll(expr, context)
    pairs: dict[tuple[int, int], Fraction] = {}
    prefix: list[int] = []
    for _ in range(MOST_PATHS):
        rng = _Odometer(prefix)
        result = evaluate(plan_, rng)
        frame.crit_strike = result.criticals > 0
        score = result.total
        for hook in REGISTRY.strike_rolled:
            score, _note = hook(enc, frame, me, result, score)
        chance = Fraction(1)
        for sides in rng.sides:
            chance /= sides
        key = (result.total, score)
        pairs[key] = pairs.get(key, Fraction(0)) + chance
        choices, sides_of = rng.choices, rng.sides
        while choices and choices[-1] == sides_of[-1]:
            choices.pop()
            sides_of.pop()
        if not choices:
            break
        choices[-1] += 1
        prefix = choices
    else:
        return None
    out: dict[int, Fraction] = {}
    if not twice:
        for (_, score), p in pairs.items():
            out[score] = out.get(score, Fraction(0)) + p
        return out
    for (raw1, score1), p1 in pairs.items():
        for (raw2, score2), p2 in pairs.items():
            kept = score2 if raw2 > raw1 else score1  # a tie keeps the first roll
            out[kept] = out.get(kept, Fraction(0)) + p1 * p2
    return out


def _target(sparring: Sparring, request: CharacterRoll) -> int | None:
    if request.difficulty is None:
        return request.target
    tables = dice_tables()
    known = [d.name for d in tables.difficulties]
    wanted = request.difficulty.lower().replace(" ", "-")
    if wanted not in known:
        raise Refusal(
            text(
                "chat-check-no-difficulty",
                name=repr(request.difficulty[:30]),
                known=", ".join(known),
            )
        )
    return checks.passive_tn(sparring.enc, sparring.me, tables.difficulty(wanted).base_tn)


def exact(p: Fraction) -> str:
    """``9/40 = 22.50%``; the percentage alone when the fraction is long."""
    fraction = f"{p.numerator}/{p.denominator}"
    shown = percent(p, current(), below=False)
    return f"{fraction} = {shown}" if len(fraction) <= 24 else shown


def rolled_markdown(
    sparring: Sparring, planned: Planned, request: CharacterRoll, made: Rolled
) -> list[str]:
    """The reply's lines but the seed note: the roll as the fight writes it, then its odds."""
    who = chat_text(sparring.sheet.name, 60)
    label = chat_text(planned.label if planned.shown is None else planned.shown.render(), 80)
    score = str(made.score)
    if sparring.form_name:
        form = chat_text(sparring.form_name, 60)
        head = text("chat-check-head-form", who=who, form=form, label=label, score=score)
    else:
        head = text("chat-check-head", who=who, label=label, score=score)
    lines = [head, chat_text(made.text, 700)]
    if made.chance is not None and made.target is not None:
        verdict = "chat-check-success" if made.score >= made.target else "chat-check-failure"
        lines.append(text(verdict, tn=str(made.target), chance=exact(made.chance)))
    elif made.ladder:
        chances = " · ".join(
            f"{Term(level).render()} {tn}: {exact(p)}" for level, tn, p in made.ladder
        )
        lines.append(text("chat-check-ladder", chances=chances))
    else:
        mean, low, high = made.spread
        lines.append(
            text(
                "chat-check-spread",
                mean=decimal(mean, 2, current()),
                low=str(low),
                high=str(high),
                example="vs 15",
                tn="15",
            )
        )
    if made.twice:
        lines.append(text("chat-check-twice"))
    if made.after_roll:
        lines.append(text("chat-check-after-roll", profile=Term(made.after_roll)))
    return lines


__all__ = [
    "AFTER_ROLL",
    "LADDER",
    "MOST_PATHS",
    "Rolled",
    "after_roll_outcomes",
    "exact",
    "roll",
    "rolled_markdown",
]
