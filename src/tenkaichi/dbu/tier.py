"""Tier of Power arithmetic (seed 000: Tier of Power, Price of Power, Breakthrough).

``(T)`` multiplies by the current Tier of Power; ``(bT)`` by the base Tier (from Power Level).
Breakthrough raises only the current Tier: Ki Point costs and passive Target Numbers keep
following the base Tier.
"""

from __future__ import annotations

from dataclasses import dataclass

from tenkaichi.dice.tables import check_tier
from tenkaichi.errors import DiceValueError


@dataclass(frozen=True, slots=True)
class Tiers:
    """A character's Tier of Power now, and the base it returns to."""

    base: int
    current: int | None = None
    """The Tier used for rolls and (T) bonuses; None means the base (no Breakthrough)."""

    def __post_init__(self) -> None:
        check_tier(self.base, "base tier")
        if self.current is not None:
            check_tier(self.current, "current tier")

    @property
    def now(self) -> int:
        return self.base if self.current is None else self.current

    @property
    def breakthrough(self) -> bool:
        return self.now > self.base


def scale_t(value: int, tiers: Tiers) -> int:
    """``value(T)``: a bonus multiplied by the current Tier of Power."""
    return value * tiers.now


def scale_bt(value: int, tiers: Tiers) -> int:
    """``value(bT)``: multiplied by the base Tier of Power."""
    return value * tiers.base


def ki_cost_t(value: int, tiers: Tiers) -> int:
    """A ``(T)`` Ki Point cost. Breakthrough does not raise Ki Point costs, so the base Tier
    applies (``breakthrough-costs`` in docs/assumptions.md); never below 1 (the Rule of One)."""
    if value < 0:
        raise DiceValueError(f"a Ki Point cost cannot be negative, got {value}")
    return max(1, value * tiers.base)


def price_of_power(base_cost: int, tiers: Tiers) -> int:
    """Signature Technique and Magical Ability costs: +1/2 of the base cost per Tier after
    the first, rounded down once at the end (10 KP -> 15 at Tier 2 -> 20 at Tier 3).
    Breakthrough does not raise it. Never below 1 (the Rule of One)."""
    if base_cost < 0:
        raise DiceValueError(f"a Ki Point cost cannot be negative, got {base_cost}")
    return max(1, base_cost + base_cost * (tiers.base - 1) // 2)
