"""The every-maneuver runner, full size, and greedy against random over 1,000 seeded fights.

Run by hand (``make bench``); writes between the ``bench:every-maneuver`` markers of
docs/performance.md:

- seeded fights (random and greedy bots, 3v3 and Minion groups on battlefields with Features,
  Items and a Vehicle) until every option that was ever legal has been chosen at least
  ``--target`` times (or ``--max-fights`` is reached); every fight must replay identically;
- greedy against random over ``--duels`` seeded fights on the same encounters, each side
  played by each bot in turn, with Wilson 95% intervals.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from markers import write_block
from tenkaichi.dbu.combat.bots import make_bot, run_fight
from tenkaichi.dbu.combat.engine import Encounter
from tenkaichi.dbu.combat.runner import Coverage, both_editions, run
from tenkaichi.dbu.combat.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.intervals import wilson

ROOT = Path(__file__).resolve().parent.parent
ENCOUNTERS = sorted((ROOT / "examples/encounters").glob("*.yaml"))
MARKER = "<!-- bench:every-maneuver -->"


def setups() -> list[EncounterSetup]:
    """Every example encounter, in edition dbu-2 and again in dbu-1 (seed 003)."""
    return both_editions(load_encounter(p) for p in ENCOUNTERS)


def coverage(target: int, max_fights: int, batch: int) -> tuple[Coverage, float]:
    cov = Coverage()
    pool = setups()
    start = time.perf_counter()
    seed = 0
    while cov.fights < max_fights:
        run(pool, fights=batch, seed=seed, coverage=cov)
        seed += batch
        if not cov.below(target):
            break
    return cov, time.perf_counter() - start


MIRRORS = (ROOT / "examples/encounters/mirror-3v3.yaml",)


def mirror_setups() -> list[EncounterSetup]:
    """Balanced fights (the same fighters on both sides), so only the play decides."""
    duels = [duel_setup([ROOT / "examples" / f"{n}.yaml"] * 2) for n in ("kale", "yamcha")]
    return [load_encounter(p) for p in MIRRORS] + duels


def greedy_vs_random(fights: int) -> tuple[int, int, int]:
    """(greedy wins, random wins, draws) over mirror matches: fight i gives greedy side
    (i mod 2)."""
    pool = mirror_setups()
    greedy = rand = draws = 0
    for i in range(fights):
        setup = pool[i % len(pool)]
        sides = list(dict.fromkeys(f.side for f in setup.fighters))
        greedy_side = sides[i % 2]
        bots = {
            s: make_bot("greedy" if s == greedy_side else "random", i + n)
            for n, s in enumerate(sides)
        }
        enc = run_fight(Encounter.start(setup, i), bots)
        if enc.state.winner == greedy_side:
            greedy += 1
        elif enc.state.winner == "draw":
            draws += 1
        else:
            rand += 1
    return greedy, rand, draws


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--target", type=int, default=50)
    parser.add_argument("--max-fights", type=int, default=3000)
    parser.add_argument("--batch", type=int, default=50)
    parser.add_argument("--duels", type=int, default=1000)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    cov, elapsed = coverage(args.target, args.max_fights, args.batch)
    below = cov.below(args.target)
    lines = [
        f"Every-maneuver runner: {cov.fights} fights over {len(ENCOUNTERS)} encounters "
        f"({', '.join(p.stem for p in ENCOUNTERS)}), each in editions dbu-2 and dbu-1, "
        f"{cov.decisions:,} decisions in "
        f"{elapsed:.0f} s; problems: {len(cov.problems)}"
        + (f" ({'; '.join(cov.problems[:5])})" if cov.problems else "")
        + f"; options ever legal: {len(cov.offered)}; chosen fewer than {args.target} times: "
        f"{len(below)}.",
        "",
        "| option | offered (decisions) | chosen |",
        "|---|---|---|",
    ]
    for name in sorted(cov.offered):
        flag = " (below target)" if name in below else ""
        lines.append(f"| `{name}` | {cov.offered[name]:,} | {cov.chosen[name]:,}{flag} |")
    g, r, d = greedy_vs_random(args.duels)
    lo, hi = wilson(g + d / 2, args.duels)
    lines += [
        "",
        f"Greedy against random over {args.duels} seeded mirror matches (mirror-3v3, Kale vs "
        f"Kale, Yamcha vs Yamcha; each bot plays each side in turn): greedy won {g}, "
        f"random won {r}, draws {d}; greedy "
        f"score {(g + d / 2) / max(1, args.duels):.1%} (Wilson 95% {lo:.1%} to {hi:.1%}).",
    ]
    results = "\n".join(lines)
    print(results)
    if args.write:
        write_block(args.write, MARKER, results, "## Every maneuver (DBU)")
    return 1 if cov.problems else 0


if __name__ == "__main__":
    sys.exit(main())
