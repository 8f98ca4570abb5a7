"""Brute force for the option odds: run the real engine down every way its dice can fall.

An odometer answers each ``die(sides)`` the engine asks for from a list of choices and, after
each run, advances the last choice that can still grow (as ``tests/bruteforce.py`` does for a
single roll); every path is visited once, with probability the product of 1/sides over its
draws. Each run starts from a copy of the encounter at the decision, so what the engine does
after the choice (the Clashes, the Wound, the checks, the hooks) is what is counted."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter


class Stopped(Exception):
    """The outcome is known before the engine asks for its next die: stop this run here."""

    def __init__(self, outcome: Any) -> None:
        self.outcome = outcome


class Odometer:
    def __init__(self, prefix: list[int], stop: Callable[[], Any] | None = None) -> None:
        self.prefix = prefix
        self.stop = stop
        self.sides: list[int] = []
        self.choices: list[int] = []
        self.draws: list[int] = []

    def die(self, sides: int) -> int:
        if self.stop is not None:
            known = self.stop()
            if known is not None:
                raise Stopped(known)
        index = len(self.sides)
        self.sides.append(sides)
        value = self.prefix[index] if index < len(self.prefix) else 1
        self.choices.append(value)
        self.draws.append(value)
        return value

    def dice(self, sides: int, count: int) -> list[int]:
        return [self.die(sides) for _ in range(count)]


def enumerate_runs(
    enc: Encounter,
    run: Callable[[Encounter], Any],
    limit: int = 50_000,
    stop: Callable[[Encounter], Any] | None = None,
) -> dict[Any, Fraction]:
    """The exact distribution of ``run(copy)``'s result over every way the dice fall; a run
    ends early with ``stop(copy)``'s result once that is not None when a die is asked for."""
    result: dict[Any, Fraction] = {}
    prefix: list[int] = []
    for _ in range(limit):
        twin = enc.clone()
        rng = Odometer(prefix, (lambda t=twin: stop(t)) if stop is not None else None)
        twin.rng = rng  # type: ignore[assignment]
        try:
            outcome = run(twin)
        except Stopped as early:
            outcome = early.outcome
        probability = Fraction(1)
        for sides in rng.sides:
            probability /= sides
        result[outcome] = result.get(outcome, Fraction(0)) + probability
        choices, sides_of = rng.choices, rng.sides
        while choices and choices[-1] == sides_of[-1]:
            choices.pop()
            sides_of.pop()
        if not choices:
            return result
        choices[-1] += 1
        prefix = choices
    raise AssertionError("too many paths to enumerate")


def chance(dist: dict[Any, Fraction], test: Callable[[Any], bool]) -> float:
    return float(sum((p for k, p in dist.items() if test(k)), Fraction(0)))


def mean(dist: dict[Any, Fraction], value: Callable[[Any], float]) -> float:
    return float(sum(p * Fraction(value(k)) for k, p in dist.items()))
