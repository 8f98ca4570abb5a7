"""A tiny game for the lab's core tests: a fight is one seeded draw of numpy's generator.

Side 0 wins with probability ``p`` (the match section's ``p``, or the swept ``p``, plus
``A.power / 20``); a fight is a draw with probability ``draw``. The record's rounds, scores
and options used come from the same generator, so every column depends on the seed.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tenkaichi.errors import LabError
from tenkaichi.lab.game import FightRecord, Value

PARAMETERS = {
    "p": "The chance that the first side wins",
    "A.power": "Power of the first side, 0 to 10: each point adds 5 points of win chance",
    "draw": "The chance of a draw",
    "rules.<setting>": "A house rule (words or numbers; the fake game ignores it)",
}


@dataclass(frozen=True)
class FakeJob:
    """One cell's fight of the fake game (picklable: a plain frozen dataclass)."""

    p: float
    draw: float = 0.0
    sides: tuple[str, ...] = ("Kale", "Yamcha")
    score_name: str = "damage dealt"
    delay: float = 0.0
    """Seconds each fight takes (to interrupt a sweep in the middle)."""
    die: bool = False
    """The worker process playing a fight dies at once (as the kernel's out-of-memory
    killer would end it)."""

    def play(self, seed: int) -> FightRecord:
        if self.die:
            os._exit(9)
        if self.delay:
            time.sleep(self.delay)
        rng = np.random.default_rng(seed)
        u = rng.random()
        if u < self.draw:
            winner = -1
        elif u < self.draw + (1 - self.draw) * self.p:
            winner = 0
        else:
            winner = 1
        rounds = int(rng.integers(1, 12))
        score = tuple(int(rng.integers(0, 40)) for _ in self.sides)
        used = ((0, "Kamehameha Wave", int(rng.integers(1, 4))), (1, "Guard", rounds))
        return FightRecord(seed, winner, rounds, score, used)


class FakeLab:
    """The fake game's part of the lab."""

    game = "fake"

    def __init__(self, delay: float = 0.0, die: bool = False) -> None:
        self.delay = delay
        self.die = die

    def parameters(self) -> Mapping[str, str]:
        return PARAMETERS

    def job(self, match: Mapping[str, Any], values: Mapping[str, Value], base_dir: Path) -> FakeJob:
        for key in match:
            if key not in {"p", "draw", "sides"}:
                raise LabError(f"match.{key}: the fake game has no such key")
        p = float(values.get("p", match.get("p", 0.5)))
        power = values.get("A.power", 0)
        if not isinstance(power, int) or isinstance(power, bool) or not 0 <= power <= 10:
            raise LabError(f"A.power: {power!r} is not a power from 0 to 10")
        p = min(1.0, p + power / 20)
        if not 0 <= p <= 1:
            raise LabError(f"p: {p!r} is not a chance from 0 to 1")
        sides = tuple(match.get("sides", ("Kale", "Yamcha")))
        draw = float(values.get("draw", match.get("draw", 0.0)))
        return FakeJob(p, draw, sides, delay=self.delay, die=self.die)
