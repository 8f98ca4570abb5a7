"""Roll a plan with an injected generator and keep the whole trace.

The steps for each term, in order of the generator calls:

1. roll every die; a die at or below the Repeat threshold is rerolled once and the second
   result stands (seed 000: never rerolled twice);
2. keep-highest / keep-lowest sets dice aside, then Penalization Dice remove dice from what is
   kept (both by Natural Result, ties to the earlier die);
3. every counted, non-solid d10 at or above the critical threshold rolls one solid d10
   (a Critical), and every one at or below the botch threshold is a Botch.
"""

from __future__ import annotations

from dataclasses import replace

from tenkaichi.dice.ast import Expression
from tenkaichi.dice.plan import RollPlan, TermPlan, plan_roll
from tenkaichi.dice.result import DieRoll, RollResult, TermRoll
from tenkaichi.dice.rng import DiceRng, ScriptedRng, SeededRng
from tenkaichi.dice.settings import DEFAULT_SETTINGS, DiceSettings, RollContext
from tenkaichi.errors import RuleViolation


def roll(
    expression: str | Expression | RollPlan,
    *,
    seed: int | None = None,
    rng: DiceRng | None = None,
    tier: int = 1,
    base_tier: int | None = None,
    proficient: bool = False,
    settings: DiceSettings = DEFAULT_SETTINGS,
) -> RollResult:
    """Roll a DBU dice expression. Give ``seed`` (or an ``rng``) to make it reproducible."""
    if isinstance(expression, RollPlan):
        plan = expression
    else:
        context = RollContext(tier, base_tier, proficient, settings)
        plan = plan_roll(expression, context)
    generator: DiceRng = rng if rng is not None else SeededRng(seed)
    return evaluate(plan, generator)


def evaluate(plan: RollPlan, rng: DiceRng) -> RollResult:
    start = len(rng.draws)
    terms = tuple(_roll_term(term, rng, plan.context.settings) for term in plan.terms)
    seed = rng.seed if isinstance(rng, SeededRng) else None
    return RollResult(plan, terms, seed, tuple(rng.draws[start:]))


def replay(result: RollResult) -> RollResult:
    """Roll the same plan again from the recorded draws and rerolls; the result is identical."""
    rng = ScriptedRng(result.draws)
    replayed = evaluate(result.plan, rng)
    for term_index, die_index in result.rerolls:
        replayed = reroll_die(replayed, term_index, die_index, rng)
    replayed = replace(replayed, seed=result.seed)
    return replayed


def _roll_term(term: TermPlan, rng: DiceRng, settings: DiceSettings) -> TermRoll:
    faces = term.faces
    naturals: list[int] = []
    firsts: list[int | None] = []
    for _ in range(term.count):
        value = rng.die(term.sides)
        if faces is not None:
            value = faces[value - 1]
        first = None
        if term.reroll is not None and value <= term.reroll:
            first = value
            value = rng.die(term.sides)
            if faces is not None:
                value = faces[value - 1]
        naturals.append(value)
        firsts.append(first)
    return _settle(term, naturals, firsts, [None] * term.count, rng, settings)


def _settle(
    term: TermPlan,
    naturals: list[int],
    firsts: list[int | None],
    crit_dice: list[int | None],
    rng: DiceRng,
    settings: DiceSettings,
) -> TermRoll:
    """Apply keep, penalization, criticals and botches to rolled naturals."""
    count = len(naturals)
    kept = [True] * count
    counted = [True] * count
    if term.keep_lo > 0 or term.keep_hi < count or term.penalized:
        ranked = sorted(range(count), key=lambda i: (-naturals[i], i))
        lo, hi = term.window
        kept = [False] * count
        counted = [False] * count
        for rank, index in enumerate(ranked):
            kept[index] = term.keep_lo <= rank < term.keep_hi
            counted[index] = lo <= rank < hi
    dice = []
    solid = term.critical is None
    for i, natural in enumerate(naturals):
        critical = botch = False
        extra = None
        if counted[i] and not solid:
            assert term.critical is not None
            assert term.botch is not None
            if natural >= term.critical:
                critical = True
                extra = (
                    crit_dice[i]
                    if crit_dice[i] is not None
                    else rng.die(settings.critical_die_sides)
                )
            elif natural <= term.botch:
                botch = True
        dice.append(
            DieRoll(
                sides=term.sides,
                natural=natural,
                first_natural=firsts[i],
                kept=kept[i],
                penalized=kept[i] and not counted[i],
                critical=critical,
                critical_die=extra,
                botch=botch,
                solid=solid,
            )
        )
    return TermRoll(term, tuple(dice))


def reroll_die(result: RollResult, term_index: int, die_index: int, rng: DiceRng) -> RollResult:
    """Repeat Dice chosen at the table: reroll one die once; the second result stands.

    Keep-highest/lowest, Penalization, Criticals and Botches are settled again. A die that was
    already rerolled can never be rerolled (seed 000).
    """
    if not 0 <= term_index < len(result.terms):
        raise RuleViolation(f"roll {result.expression!r} has no term number {term_index + 1}")
    term = result.terms[term_index]
    if not 0 <= die_index < len(term.dice):
        raise RuleViolation(
            f"term {term.label!r} of {result.expression!r} has no die number {die_index + 1}"
        )
    target = term.dice[die_index]
    if target.rerolled:
        raise RuleViolation(
            f"die {die_index + 1} of {term.label!r} was already rerolled "
            f"({target.first_natural} -> {target.natural}); a die is never rerolled twice"
        )
    start = len(rng.draws)
    value = rng.die(term.plan.sides)
    if term.plan.faces is not None:
        value = term.plan.faces[value - 1]
    naturals = [d.natural for d in term.dice]
    firsts = [d.first_natural for d in term.dice]
    crit_dice = [d.critical_die for d in term.dice]
    firsts[die_index] = naturals[die_index]
    naturals[die_index] = value
    crit_dice[die_index] = None
    settings = result.plan.context.settings
    settled = _settle(term.plan, naturals, firsts, crit_dice, rng, settings)
    terms = (*result.terms[:term_index], settled, *result.terms[term_index + 1 :])
    return replace(
        result,
        terms=terms,
        draws=result.draws + tuple(rng.draws[start:]),
        rerolls=(*result.rerolls, (term_index, die_index)),
    )
