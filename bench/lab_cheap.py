"""A game that costs next to nothing a fight, for measuring the lab's own costs (the runner,
the store, the backends) apart from any engine: a fight is one draw of numpy's generator."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tenkaichi.errors import LabError
from tenkaichi.lab.game import FightRecord


@dataclass(frozen=True)
class CheapJob:
    p: float
    sides: tuple[str, ...] = ("Kale", "Yamcha")
    score_name: str = "damage dealt"

    def play(self, seed: int) -> FightRecord:
        rng = np.random.default_rng(seed)
        winner = 0 if rng.random() < self.p else 1
        rounds = int(rng.integers(1, 12))
        score = (int(rng.integers(0, 40)), int(rng.integers(0, 40)))
        return FightRecord(seed, winner, rounds, score, ((0, "Kamehameha Wave", 1),))


class CheapLab:
    game = "cheap"

    def parameters(self) -> Mapping[str, str]:
        return {"p": "The chance that the first side wins"}

    def job(self, match: Mapping[str, Any], values: Mapping[str, Any], base_dir: Path) -> CheapJob:
        p = float(values.get("p", match.get("p", 0.5)))
        if not 0 <= p <= 1:
            raise LabError(f"p: {p!r} is not a chance from 0 to 1")
        return CheapJob(p)
