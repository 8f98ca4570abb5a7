"""Turn a parsed expression and a :class:`RollContext` into a concrete :class:`RollPlan`.

A plan fixes everything that does not depend on the dice: Tier scaling, the Tier of Power Extra
Dice, proficiency, Dropped Dice (removed before rolling) and how many dice each term loses to
Penalization Dice (removed after rolling). The roller, the exact-odds engine and the sampler
all work from the same plan, so they cannot disagree about the rules.

Removal order (Dropped and Penalization Dice), where no rule names the dice: terms with the most
sides first, the later term first among equals, and never the roll's last d10 (seed 000: "you
are always entitled to at least 1d10"; with 1d10+1d6 the d6 goes, with 2d10+1d6 a d10 goes),
nor its last die. Within a term a Penalization Die takes the highest result
(``DiceSettings.penalize_which``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tenkaichi.dice.arguments import checked_class, public
from tenkaichi.dice.ast import Constant, Dice, Expression, Item, Removal, RemovalKind, Scale
from tenkaichi.dice.ast import TierDice as TierDiceNode
from tenkaichi.dice.parser import parse
from tenkaichi.dice.settings import RollContext
from tenkaichi.dice.tables import dice_tables
from tenkaichi.errors import DiceLimitError

MAX_DICE_PER_ROLL = 1_000


@dataclass(frozen=True, slots=True)
class Modifier:
    """A flat number added to the Dice Score, with where it came from."""

    label: str
    """How the expression wrote it, without its sign: ``5``, ``2(T)=6``, ``proficient 1(T)=3``."""
    value: int


@dataclass(frozen=True, slots=True)
class TermPlan:
    """One group of identical dice, ready to roll."""

    label: str
    sign: int
    count: int
    """Dice rolled (after Dropped Dice)."""
    sides: int
    faces: tuple[int, ...] | None
    """Custom faces, or None for 1..sides."""
    keep_lo: int
    keep_hi: int
    """Dice kept by keep-highest/lowest: ranks [keep_lo, keep_hi), results sorted high to low."""
    penalized: int
    """How many kept dice Penalization Dice take from this term."""
    penalize_highest: bool
    critical: int | None
    """Critical threshold, or None when these dice cannot score a Critical."""
    botch: int | None
    """Botch threshold, or None when these dice cannot Botch."""
    reroll: int | None
    dropped: int
    tier_die: bool
    """Tier of Power Extra Dice."""

    simple: bool = False
    """Standard dice, no reroll, every die counts: the roller's fast path."""

    @property
    def kept(self) -> int:
        return self.keep_hi - self.keep_lo

    @property
    def window(self) -> tuple[int, int]:
        """Ranks (high to low) of the dice that count toward the score."""
        if self.penalize_highest:
            return self.keep_lo + self.penalized, self.keep_hi
        return self.keep_lo, self.keep_hi - self.penalized

    @property
    def counted(self) -> int:
        return self.kept - self.penalized

    def face_values(self) -> tuple[int, ...]:
        return self.faces if self.faces is not None else tuple(range(1, self.sides + 1))


@checked_class
@dataclass(frozen=True, slots=True)
class RollPlan:
    expression: str
    context: RollContext
    terms: tuple[TermPlan, ...]
    modifiers: tuple[Modifier, ...]
    unremoved: int
    """Dropped or Penalization Dice that could not be taken (minimums: never the last d10)."""

    @property
    def constant(self) -> int:
        return sum(m.value for m in self.modifiers)

    @property
    def dice_rolled(self) -> int:
        return sum(t.count for t in self.terms)


@dataclass(slots=True)
class _Draft:
    label: str
    sign: int
    count: int
    node: Dice | None
    sides: int
    tier_die: bool
    keep_high: int | None = None
    keep_low: int | None = None
    dropped: int = 0
    penalized: int = 0


@public
def plan_roll(expression: str | Expression, context: RollContext | None = None) -> RollPlan:
    expr = parse(expression) if isinstance(expression, str) else expression
    return _plan(expr, context or RollContext())


@lru_cache(maxsize=4096)
def _plan(expr: Expression, context: RollContext) -> RollPlan:
    drafts: list[_Draft] = []
    modifiers: list[Modifier] = []
    removals = {RemovalKind.DROP: 0, RemovalKind.PENALIZE: 0}
    _flatten(expr.items, 1, 1, context, drafts, modifiers, removals)
    total = sum(d.count for d in drafts)
    if total > MAX_DICE_PER_ROLL:
        raise DiceLimitError(
            f"{expr.text!r} rolls {total} dice at tier {context.tier}; "
            f"the limit is {MAX_DICE_PER_ROLL} per roll"
        )
    if context.proficient:
        modifiers.append(Modifier(f"proficient 1(T)={context.tier}", context.tier))
    unremoved = _remove(drafts, removals[RemovalKind.DROP], dropping=True)
    unremoved += _remove(drafts, removals[RemovalKind.PENALIZE], dropping=False)
    terms = tuple(_finish(d, context) for d in drafts)
    return RollPlan(expr.text, context, terms, tuple(modifiers), unremoved)


def _factor(scale: Scale, context: RollContext) -> int:
    if scale is Scale.TIER:
        return context.tier
    if scale is Scale.BASE_TIER:
        return context.base
    return 1


def _flatten(
    items: tuple[Item, ...],
    sign: int,
    factor: int,
    context: RollContext,
    drafts: list[_Draft],
    modifiers: list[Modifier],
    removals: dict[RemovalKind, int],
) -> None:
    for item in items:
        node = item.node
        s = sign * item.sign
        f = factor * _factor(node.scale, context)
        if isinstance(node, Constant):
            value = s * node.value * f
            label = f"{node.value}{node.scale.value}"
            if node.scale.value:
                label += f"={abs(value)}"
            modifiers.append(Modifier(label, value))
        elif isinstance(node, Dice):
            count = node.count * f
            if count > MAX_DICE_PER_ROLL:
                raise DiceLimitError(
                    f"{node.source}{node.scale.value} at column {node.position + 1} rolls {count} "
                    f"dice at tier {context.tier}; the limit is {MAX_DICE_PER_ROLL} per roll"
                )
            high, low = node.keep_high, node.keep_low
            if high is not None and low is not None:
                # Seed 000: keep-best and keep-worst at once cancel out; roll as normal.
                count, high, low = min(high, count), None, None
            label = node.source + node.scale.value
            if f != 1 or count != node.count:
                label = f"{label}={count}d{node.sides}"
            drafts.append(_Draft(label, s, count, node, node.sides, False, high, low))
        elif isinstance(node, TierDiceNode):
            for count, sides in dice_tables().tier_extra_dice[context.tier]:
                drafts.append(_Draft(f"ToP {count * f}d{sides}", s, count * f, None, sides, True))
        elif isinstance(node, Removal):
            removals[node.kind] += node.count * f
        else:
            _flatten(node.items, s, f, context, drafts, modifiers, removals)


def _protected(drafts: list[_Draft]) -> int | None:
    """The term holding the die that can never be removed: the first d10, else the first die."""
    positive = [i for i, d in enumerate(drafts) if d.sign > 0 and d.count > 0]
    for i in positive:
        node = drafts[i].node
        if drafts[i].sides == 10 and (node is None or node.faces is None):
            return i
    return positive[0] if positive else None


def _remove(drafts: list[_Draft], amount: int, *, dropping: bool) -> int:
    if amount == 0:
        return 0
    keep = _protected(drafts)
    order = sorted(
        (i for i, d in enumerate(drafts) if d.sign > 0),
        key=lambda i: (-drafts[i].sides, -i),
    )
    for i in order:
        d = drafts[i]
        available = (d.count if dropping else _kept(d) - d.penalized) - (1 if i == keep else 0)
        take = max(0, min(amount, available))
        if dropping:
            d.count -= take
            d.dropped += take
        else:
            d.penalized += take
        amount -= take
        if amount == 0:
            break
    return amount


def _kept(d: _Draft) -> int:
    chosen = d.keep_high if d.keep_high is not None else d.keep_low
    return d.count if chosen is None else min(chosen, d.count)


def _finish(d: _Draft, context: RollContext) -> TermPlan:
    settings = context.settings
    high, low = d.keep_high, d.keep_low
    count = d.count
    if high is not None:
        lo, hi = 0, min(high, count)
    elif low is not None:
        lo, hi = max(0, count - low), count
    else:
        lo, hi = 0, count
    node = d.node
    is_d10 = d.sides == 10 and (node is None or node.faces is None)
    can_roll_special = is_d10 and d.sign > 0 and not (node is not None and node.solid)
    critical = botch = None
    if can_roll_special:
        critical = node.critical if node is not None and node.critical else None
        critical = critical or settings.critical_threshold
        cut = context.critical_cut + (1 if context.proficient else 0)
        if cut:
            # seed 000: "Your Critical Result requirement can't become lower than 7"; a
            # requirement already below the floor stays where it is.
            critical = max(critical - cut, min(critical, settings.proficiency_critical_floor))
        botch = node.botch if node is not None and node.botch else settings.botch_threshold
    reroll = node.reroll if node is not None else None
    faces = node.faces if node is not None else None
    return TermPlan(
        simple=faces is None and reroll is None and lo == 0 and hi == count and not d.penalized,
        label=d.label,
        sign=d.sign,
        count=count,
        sides=d.sides,
        faces=faces,
        keep_lo=lo,
        keep_hi=hi,
        penalized=d.penalized,
        penalize_highest=settings.penalize_which == "highest",
        critical=critical,
        botch=botch,
        reroll=reroll,
        dropped=d.dropped,
        tier_die=d.tier_die,
    )
