"""Exact damage odds of one DDC hit, as integer weights and ``Fraction`` probabilities."""

from __future__ import annotations

from fractions import Fraction


def sum_weights(dice: int, sides: int = 4) -> dict[int, int]:
    """Ways to roll each total with ``dice`` dice of ``sides`` sides (convolution)."""
    weights = {0: 1}
    for _ in range(dice):
        nxt: dict[int, int] = {}
        for total, ways in weights.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, 0) + ways
        weights = nxt
    return weights


def damage_odds(dice: int, multiplier: int = 1, defend_divisor: int = 1) -> dict[int, Fraction]:
    """P(damage = k) for a hit of ``dice`` d4s, times ``multiplier``, then divided by
    ``defend_divisor`` rounding down (1 when the target does not Defend)."""
    weights = sum_weights(dice)
    whole = 4**dice
    odds: dict[int, Fraction] = {}
    for total, ways in weights.items():
        damage = total * multiplier // defend_divisor
        odds[damage] = odds.get(damage, Fraction(0)) + Fraction(ways, whole)
    return dict(sorted(odds.items()))


def mean(odds: dict[int, Fraction]) -> Fraction:
    return sum((Fraction(k) * p for k, p in odds.items()), Fraction(0))
