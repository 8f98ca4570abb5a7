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

from tenkaichi.dice.arguments import public
from tenkaichi.dice.ast import Expression
from tenkaichi.dice.physical import PhysicalDice
from tenkaichi.dice.plan import RollPlan, TermPlan, plan_roll
from tenkaichi.dice.result import DieRoll, RollResult, TermRoll
from tenkaichi.dice.rng import DiceRng, ScriptedRng, Seed, SeededRng
from tenkaichi.dice.settings import DEFAULT_SETTINGS, DiceSettings, RollContext
from tenkaichi.errors import RuleViolation

_new = tuple.__new__
_PLAN_CACHE_SIZE = 4096
_PLANS: dict[tuple[object, ...], tuple[DiceSettings, RollPlan]] = {}
"""Plans by (expression, tier, base tier, proficient, critical cut, settings identity): the
hot path of :func:`roll` skips hashing the parsed expression."""


@public
def roll(
    expression: str | Expression | RollPlan,
    *,
    seed: Seed | None = None,
    rng: DiceRng | None = None,
    tier: int = 1,
    base_tier: int | None = None,
    proficient: bool = False,
    settings: DiceSettings = DEFAULT_SETTINGS,
    critical_cut: int = 0,
) -> RollResult:
    """Roll a DBU dice expression. Give ``seed`` (or an ``rng``) to make it reproducible.
    ``critical_cut`` lowers the Critical requirement of every d10 (see :class:`RollContext`)."""
    if isinstance(expression, RollPlan):
        plan = expression
    else:
        key = (expression, tier, base_tier, proficient, critical_cut, id(settings))
        cached = _PLANS.get(key)
        if cached is not None and cached[0] is settings:
            plan = cached[1]
        else:
            plan = plan_roll(
                expression, RollContext(tier, base_tier, proficient, settings, critical_cut)
            )
            if len(_PLANS) >= _PLAN_CACHE_SIZE:
                _PLANS.clear()
            _PLANS[key] = (settings, plan)
    generator: DiceRng = rng if rng is not None else SeededRng(seed)
    return evaluate(plan, generator)


def evaluate(plan: RollPlan, rng: DiceRng) -> RollResult:
    if type(rng) is PhysicalDice and not rng.legacy_left():
        return _evaluate_typed(plan, rng)
    start = len(rng.draws)
    settings = plan.context.settings
    terms = tuple([_roll_term(term, rng, settings) for term in plan.terms])
    seed = rng.seed if type(rng) is SeededRng else None
    draws = rng.draws
    drawn = tuple(draws[start:])
    del draws[start:]  # the result keeps them; the generator's buffer stays small
    return _new(RollResult, (plan, terms, seed, drawn, ()))


@public
def replay(result: RollResult) -> RollResult:
    """Roll the same plan again from the recorded draws and rerolls; the result is identical."""
    rng = ScriptedRng(result.draws)
    replayed = evaluate(result.plan, rng)
    for term_index, die_index in result.rerolls:
        replayed = reroll_die(replayed, term_index, die_index, rng)
    return replayed._replace(seed=result.seed)


class _Fed:
    """Hands out given results as a generator would (the typed dice of one roll)."""

    __slots__ = ("draws", "values")

    def __init__(self, values: list[int]) -> None:
        self.values = values
        self.draws: list[int] = []

    def die(self, sides: int) -> int:
        value = self.values.pop(0) if self.values else 1
        self.draws.append(value)
        return value

    def dice(self, sides: int, count: int) -> list[int]:
        return [self.die(sides) for _ in range(count)]


def _evaluate_typed(plan: RollPlan, rng: PhysicalDice) -> RollResult:
    """A roll from typed entries (:mod:`tenkaichi.dice.physical`): every die of the plan in
    one entry, then the Repeat dice, then the Critical dice, each only if needed; the results
    are recorded in the order a seeded roll draws them."""
    settings = plan.context.settings
    terms = plan.terms
    firsts_all: list[list[int]] = []
    typed = rng.take(
        tuple(t.sides for t in terms for _ in range(t.count)),
        "roll",
        tuple("Tier of Power" if t.tier_die else "" for t in terms for _ in range(t.count)),
    )
    naturals: list[list[int]] = []
    firsts: list[list[int | None]] = []
    at = 0
    for t in terms:
        mine = typed[at : at + t.count]
        at += t.count
        firsts_all.append(mine)
        naturals.append([v if t.faces is None else t.faces[v - 1] for v in mine])
        firsts.append([None] * t.count)
    again = [
        (i, j)
        for i, t in enumerate(terms)
        for j, v in enumerate(naturals[i])
        if t.reroll is not None and v <= t.reroll
    ]
    repeats: list[int] = []
    if again:
        repeats = rng.take(tuple(terms[i].sides for i, _ in again), "repeat")
        for (i, j), second in zip(again, repeats, strict=True):
            faces = terms[i].faces
            firsts[i][j] = naturals[i][j]
            naturals[i][j] = second if faces is None else faces[second - 1]
    # How many Critical dice each term needs: settle once with stand-in dice.
    wants = []
    for i, t in enumerate(terms):
        probe = _Fed([])
        _settle(t, list(naturals[i]), list(firsts[i]), None, probe, settings)
        wants.append(len(probe.draws))
    critical: list[int] = []
    if sum(wants):
        critical = rng.take((settings.critical_die_sides,) * sum(wants), "critical")
    rng.current = None
    rolled = []
    drawn: list[int] = []
    repeat_at = 0
    crit_at = 0
    for i, t in enumerate(terms):
        fed = _Fed(critical[crit_at : crit_at + wants[i]])
        crit_at += wants[i]
        rolled.append(_settle(t, naturals[i], firsts[i], None, fed, settings))
        for j, typed_value in enumerate(firsts_all[i]):
            drawn.append(typed_value)
            if firsts[i][j] is not None:
                drawn.append(repeats[repeat_at])
                repeat_at += 1
        drawn += fed.draws
    rng.note(drawn, draws=False)
    return _new(RollResult, (plan, tuple(rolled), None, tuple(drawn), ()))


def _roll_term(term: TermPlan, rng: DiceRng, settings: DiceSettings) -> TermRoll:
    die = rng.die
    sides = term.sides
    faces = term.faces
    reroll = term.reroll
    if term.simple:
        # The common case (standard dice, no reroll, all dice count): same draws, less work;
        # results are built with tuple.__new__ directly, the named tuples' own constructor.
        values = rng.dice(sides, term.count)
        critical_at, botch_at = term.critical, term.botch
        if critical_at is None or botch_at is None:
            return _new(
                TermRoll,
                (
                    term,
                    tuple(
                        [
                            _new(DieRoll, (sides, v, None, True, False, False, None, False, True))
                            for v in values
                        ]
                    ),
                ),
            )
        dice = []
        for v in values:
            if v >= critical_at:
                extra = die(settings.critical_die_sides)
                dice.append(_new(DieRoll, (sides, v, None, True, False, True, extra, False, False)))
            else:
                botch = v <= botch_at
                dice.append(_new(DieRoll, (sides, v, None, True, False, False, None, botch, False)))
        return _new(TermRoll, (term, tuple(dice)))
    naturals: list[int] = []
    firsts: list[int | None] = []
    for _ in range(term.count):
        value = die(sides) if faces is None else faces[die(sides) - 1]
        first = None
        if reroll is not None and value <= reroll:
            first = value
            value = die(sides) if faces is None else faces[die(sides) - 1]
        naturals.append(value)
        firsts.append(first)
    return _settle(term, naturals, firsts, None, rng, settings)


def _settle(
    term: TermPlan,
    naturals: list[int],
    firsts: list[int | None],
    crit_dice: list[int | None] | None,
    rng: DiceRng,
    settings: DiceSettings,
) -> TermRoll:
    """Apply keep, penalization, criticals and botches to rolled naturals."""
    count = len(naturals)
    windowed = term.keep_lo > 0 or term.keep_hi < count or term.penalized > 0
    if windowed:
        ranked = sorted(range(count), key=lambda i: (-naturals[i], i))
        lo, hi = term.window
        kept = [False] * count
        counted = [False] * count
        for rank, index in enumerate(ranked):
            kept[index] = term.keep_lo <= rank < term.keep_hi
            counted[index] = lo <= rank < hi
    critical_at = term.critical
    botch_at = term.botch
    solid = critical_at is None or botch_at is None
    dice: list[DieRoll] = []
    for i, natural in enumerate(naturals):
        is_kept = kept[i] if windowed else True
        counts = counted[i] if windowed else True
        if counts and not solid and natural >= critical_at:  # type: ignore[operator]
            extra = crit_dice[i] if crit_dice is not None else None
            if extra is None:
                extra = rng.die(settings.critical_die_sides)
            dice.append(
                DieRoll(term.sides, natural, firsts[i], True, False, True, extra, False, False)
            )
        else:
            botch = counts and not solid and natural <= botch_at  # type: ignore[operator]
            dice.append(
                DieRoll(
                    term.sides,
                    natural,
                    firsts[i],
                    is_kept,
                    is_kept and not counts,
                    False,
                    None,
                    botch,
                    solid,
                )
            )
    return TermRoll(term, tuple(dice))


@public
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
    drawn = tuple(rng.draws[start:])
    del rng.draws[start:]
    return result._replace(
        terms=terms,
        draws=result.draws + drawn,
        rerolls=(*result.rerolls, (term_index, die_index)),
    )
