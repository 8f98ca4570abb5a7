"""Checks and Clashes (seed 000: Rolls and Checks, Target Number, Defender Wins).

A check compares a Dice Score with a Target Number: success at or above it. Passive Target
Numbers come from the difficulty ladder and rise by 3 for each Tier of Power after the first;
they follow the base Tier, so Breakthrough does not raise them. A Clash compares two rolls; the
defender wins ties.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, EnumMeta
from typing import Any

from tenkaichi.dice.arguments import checked_class, describe, public
from tenkaichi.dice.plan import RollPlan
from tenkaichi.dice.result import RollResult
from tenkaichi.dice.rng import DiceRng
from tenkaichi.dice.roller import evaluate
from tenkaichi.dice.tables import check_tier, dice_tables
from tenkaichi.errors import DiceValueError


@public
def passive_tn(difficulty: str, base_tier: int = 1) -> int:
    """The Target Number of a difficulty for someone of this base Tier of Power."""
    check_tier(base_tier, "base tier")
    tables = dice_tables()
    row = tables.difficulty(difficulty)
    return row.base_tn + tables.tn_step_per_tier * (base_tier - 1)


@public
def check_notation(modifier: int = 0, *, tier_dice: bool = True) -> str:
    """The standard roll of a check: the base d10, Tier of Power Extra Dice, then modifiers."""
    text = "1d10+ToP" if tier_dice else "1d10"
    if modifier:
        text += f"{modifier:+d}"
    return text


@checked_class
@dataclass(frozen=True, slots=True)
class CheckResult:
    roll: RollResult
    target: int

    @property
    def success(self) -> bool:
        return self.roll.total >= self.target

    @property
    def margin(self) -> int:
        return self.roll.total - self.target


@public
def check(plan: RollPlan, target: int, rng: DiceRng) -> CheckResult:
    if target < 0:
        raise DiceValueError(f"a Target Number cannot be negative, got {target}")
    return CheckResult(evaluate(plan, rng), target)


class _OneValue(EnumMeta):
    """``Side(value)`` looks a side up and does nothing else (Python's Enum would build a new
    enumeration from more arguments)."""

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        if len(args) + len(kwargs) != 1 or (kwargs and "value" not in kwargs):
            raise DiceValueError("a side is named by one value, 'initiator' or 'defender'")
        return super().__call__(args[0] if args else kwargs["value"])


class Side(Enum, metaclass=_OneValue):
    INITIATOR = "initiator"
    DEFENDER = "defender"

    @classmethod
    def _missing_(cls, value: object) -> Side:
        raise DiceValueError(f"a side is 'initiator' or 'defender', got {describe(value)}")


@public
def clash_winner(initiator_score: int, defender_score: int) -> Side:
    """Defender Wins: the initiator must beat the defender's score outright."""
    return Side.INITIATOR if initiator_score > defender_score else Side.DEFENDER


@checked_class
@dataclass(frozen=True, slots=True)
class ClashResult:
    initiator: RollResult
    defender: RollResult

    @property
    def winner(self) -> Side:
        return clash_winner(self.initiator.total, self.defender.total)

    @property
    def tie(self) -> bool:
        return self.initiator.total == self.defender.total

    @property
    def margin(self) -> int:
        return self.initiator.total - self.defender.total


@public
def clash(initiator: RollPlan, defender: RollPlan, rng: DiceRng) -> ClashResult:
    """Roll a Clash: the initiator first, then the defender, from one generator."""
    return ClashResult(evaluate(initiator, rng), evaluate(defender, rng))


__all__ = [
    "CheckResult",
    "ClashResult",
    "Side",
    "check",
    "check_notation",
    "clash",
    "clash_winner",
    "passive_tn",
]
