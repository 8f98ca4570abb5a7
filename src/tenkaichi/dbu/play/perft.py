"""Perft for DBU fights: the number of distinct legal decision sequences of a given length from
a fixed scenario and seed (a fight that ends earlier counts as one sequence).

The counts are kept as golden files (``tests/golden/perft/``), so any change to what is legal
shows up as a diff. ``python -m tenkaichi.dbu.play.perft --write`` regenerates them.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter


def perft(enc: Encounter, depth: int) -> int:
    """Count the leaves of the decision tree ``depth`` choices deep."""
    if depth == 0 or enc.over or enc.decision is None:
        return 1
    total = 0
    for i in range(len(enc.decision.options)):
        child = enc.clone()
        child.choose(i)
        total += perft(child, depth - 1)
    return total


@dataclass(frozen=True)
class Scenario:
    name: str
    path: str
    """Encounter file, relative to the repository root."""
    seed: int
    depth: int


SCENARIOS = (
    Scenario("duel", "examples/encounters/perft-duel.yaml", 7, 3),
    Scenario("skirmish", "examples/encounters/perft-skirmish.yaml", 11, 2),
)


def counts(setup: EncounterSetup, seed: int, depth: int) -> list[int]:
    """perft(1) .. perft(depth)."""
    return [perft(Encounter.start(setup, seed), d) for d in range(1, depth + 1)]


def golden(root: Path) -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for sc in SCENARIOS:
        setup = load_encounter(root / sc.path, library=[root / "examples"])
        out[sc.name] = {
            "path": sc.path,
            "seed": sc.seed,
            "counts": counts(setup, sc.seed, sc.depth),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--root", type=Path, default=Path.cwd())
    parser.add_argument("--write", action="store_true", help="rewrite the golden files")
    args = parser.parse_args()
    target = args.root / "tests/golden/perft"
    for name, data in golden(args.root).items():
        text = json.dumps(data, indent=2) + "\n"
        print(name, data["counts"])
        if args.write:
            target.mkdir(parents=True, exist_ok=True)
            (target / f"{name}.json").write_text(text)


if __name__ == "__main__":
    main()
