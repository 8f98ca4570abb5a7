"""Brute-force enumeration of every way a roll can come out, driving the real roller.

An odometer generator answers each ``die(sides)`` call from a list of choices; after each run
the last choice that can still grow is advanced. Every path is visited once, with probability
equal to the product of 1/sides over its draws. Slow by design: it is the reference the exact
engine is checked against.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

from tenkaichi.dice.plan import RollPlan
from tenkaichi.dice.roller import evaluate


class _Odometer:
    def __init__(self, prefix: list[int]) -> None:
        self.prefix = prefix
        self.sides: list[int] = []
        self.choices: list[int] = []
        self.draws: list[int] = []

    def dice(self, sides: int, count: int) -> list[int]:
        return [self.die(sides) for _ in range(count)]

    def die(self, sides: int) -> int:
        index = len(self.sides)
        self.sides.append(sides)
        value = self.prefix[index] if index < len(self.prefix) else 1
        self.choices.append(value)
        self.draws.append(value)
        return value


def enumerate_totals(plan: RollPlan, limit: int = 200_000) -> dict[int, Fraction]:
    result: dict[int, Fraction] = defaultdict(Fraction)
    prefix: list[int] = []
    runs = 0
    while True:
        rng = _Odometer(prefix)
        total = evaluate(plan, rng).total
        probability = Fraction(1)
        for sides in rng.sides:
            probability /= sides
        result[total] += probability
        runs += 1
        if runs > limit:
            raise RuntimeError("too many paths to enumerate")
        choices, sides = rng.choices, rng.sides
        while choices and choices[-1] == sides[-1]:
            choices.pop()
            sides.pop()
        if not choices:
            return dict(result)
        choices[-1] += 1
        prefix = choices
