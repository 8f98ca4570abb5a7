"""What a roll produced: every die, what happened to it, every modifier, and how to replay it.

Results are named tuples: immutable, cheap to build (a roll makes one per die), compared by
value, and copied with ``_replace``.
"""

from __future__ import annotations

from typing import NamedTuple

from tenkaichi.dice.plan import Modifier, RollPlan, TermPlan


class DieRoll(NamedTuple):
    """One rolled die and its fate."""

    sides: int
    natural: int
    """The Natural Result that stands (after any reroll)."""
    first_natural: int | None
    """The first result when the die was rerolled (Repeat Dice); None otherwise."""
    kept: bool
    """False when keep-highest/lowest set it aside."""
    penalized: bool
    """True when a Penalization Die removed it after the roll."""
    critical: bool
    critical_die: int | None
    """The solid die a Critical added."""
    botch: bool
    solid: bool
    """True when this die could not Critical or Botch."""

    @property
    def counts(self) -> bool:
        return self.kept and not self.penalized

    @property
    def rerolled(self) -> bool:
        return self.first_natural is not None


class TermRoll(NamedTuple):
    plan: TermPlan
    dice: tuple[DieRoll, ...]

    @property
    def label(self) -> str:
        return self.plan.label

    @property
    def sign(self) -> int:
        return self.plan.sign

    @property
    def subtotal(self) -> int:
        """Natural results and Critical dice of the dice that count (botches not included)."""
        return sum(d.natural + (d.critical_die or 0) for d in self.dice if d.counts)

    @property
    def botches(self) -> int:
        return sum(1 for d in self.dice if d.counts and d.botch)


class RollResult(NamedTuple):
    """A finished roll with its full trace."""

    plan: RollPlan
    terms: tuple[TermRoll, ...]
    seed: int | None
    """The seed of the generator, when it had one; with ``draws`` it replays the roll."""
    draws: tuple[int, ...]
    """Every value drawn from the generator, in order."""
    rerolls: tuple[tuple[int, int], ...] = ()
    """Repeat Dice chosen after the roll, as (term index, die index), in order."""

    @property
    def expression(self) -> str:
        return self.plan.expression

    @property
    def modifiers(self) -> tuple[Modifier, ...]:
        return self.plan.modifiers

    @property
    def botches(self) -> int:
        return sum(t.botches for t in self.terms)

    @property
    def criticals(self) -> int:
        return sum(1 for t in self.terms for d in t.dice if d.counts and d.critical)

    @property
    def botch_penalty(self) -> int:
        return self.botches * self.plan.context.settings.botch_penalty

    @property
    def raw_total(self) -> int:
        """The Dice Score before the minimum of 0 is applied."""
        dice = sum(t.sign * t.subtotal for t in self.terms)
        return dice + self.plan.constant - self.botch_penalty

    @property
    def total(self) -> int:
        """The Dice Score (never below 0)."""
        return max(0, self.raw_total)

    @property
    def dice(self) -> tuple[DieRoll, ...]:
        return tuple(d for t in self.terms for d in t.dice)
