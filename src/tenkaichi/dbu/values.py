"""Derived values with a 'base' (seed 000: Base Value, Minimums).

A base value counts only Attribute Modifiers, before transformations and other bonuses.
Effects on the base (such as doubling base Soak) apply before any other bonus is added.
Values never fall below 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True, slots=True)
class Bonus:
    source: str
    amount: int


@dataclass(frozen=True, slots=True)
class DerivedValue:
    """An aptitude such as Soak: a base from Attribute Modifiers plus bonuses."""

    name: str
    base: int
    """Only what Attribute Modifiers give (Attribute Points included)."""
    base_factor: Fraction = Fraction(1)
    """Effects on the base value, applied before every other bonus."""
    bonuses: tuple[Bonus, ...] = ()

    def with_bonus(self, source: str, amount: int) -> DerivedValue:
        return DerivedValue(
            self.name, self.base, self.base_factor, (*self.bonuses, Bonus(source, amount))
        )

    def with_base_factor(self, factor: Fraction | int) -> DerivedValue:
        return DerivedValue(self.name, self.base, self.base_factor * Fraction(factor), self.bonuses)

    @property
    def value(self) -> int:
        """Base (after its own effects, rounded down) plus bonuses, never below 0."""
        adjusted = (self.base * self.base_factor.numerator) // self.base_factor.denominator
        return max(0, adjusted + sum(b.amount for b in self.bonuses))
