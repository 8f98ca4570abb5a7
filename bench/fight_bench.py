"""Full DBU fights per second, greedy vs greedy, single process, plus where the time goes.

Run by hand (``make bench``); writes the table between the ``bench:fights`` markers of
docs/performance.md. Not a timed test.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import platform
import pstats
import sys
import time
from pathlib import Path

from markers import write_block
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup
from tenkaichi.dbu.play.bots import GreedyBot, run_fight

ROOT = Path(__file__).resolve().parent.parent
PAIRS = (("kale", "yamcha"), ("kale", "piccolo-jr"))
TARGET = 200.0
MARKER = "<!-- bench:fights -->"


def run(pair: tuple[str, str], fights: int) -> tuple[float, float, float]:
    """(fights per second, decisions per second, mean rounds) over seeds 0..fights-1."""
    setup = duel_setup([ROOT / "examples" / f"{name}.yaml" for name in pair])
    run_fight(Encounter.start(setup, 10_000), {"A": GreedyBot(), "B": GreedyBot()})  # warm up
    decisions = rounds = 0
    start = time.perf_counter()
    for seed in range(fights):
        enc = run_fight(Encounter.start(setup, seed), {"A": GreedyBot(), "B": GreedyBot()})
        decisions += len(enc.choices)
        rounds += enc.state.round
    elapsed = time.perf_counter() - start
    return fights / elapsed, decisions / elapsed, rounds / fights


def profile(pair: tuple[str, str], fights: int) -> str:
    setup = duel_setup([ROOT / "examples" / f"{name}.yaml" for name in pair])
    prof = cProfile.Profile()
    prof.enable()
    for seed in range(fights):
        run_fight(Encounter.start(setup, seed), {"A": GreedyBot(), "B": GreedyBot()})
    prof.disable()
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out)
    total = sum(row[2] for row in stats.stats.values())  # type: ignore[attr-defined]
    by_module: dict[str, float] = {}
    for (filename, _, _), row in stats.stats.items():  # type: ignore[attr-defined]
        module = (
            "tenkaichi/" + filename.split("tenkaichi/", 1)[1]
            if "tenkaichi/" in filename
            else "python and libraries"
        )
        by_module[module] = by_module.get(module, 0.0) + row[2]
    lines = ["| module | share of time (own time, profiled run) |", "|---|---|"]
    for module, own in sorted(by_module.items(), key=lambda kv: -kv[1])[:10]:
        lines.append(f"| `{module}` | {own / max(total, 1e-9):.0%} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fights", type=int, default=200)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    rows = ["| duel | fights/s | decisions/s | mean rounds | target |", "|---|---|---|---|---|"]
    for pair in PAIRS:
        fps, dps, rounds = run(pair, args.fights)
        met = "met" if fps >= TARGET else "not met"
        rows.append(
            f"| {pair[0]} vs {pair[1]} | {fps:,.1f} | {dps:,.0f} | {rounds:.1f} | "
            f">= {TARGET:.0f} ({met}) |"
        )
    table = "\n".join(rows)
    where = profile(PAIRS[1], max(5, args.fights // 20))
    results = (
        f"{table}\n\nWhere the time goes ({PAIRS[1][0]} vs {PAIRS[1][1]}, cProfile):\n\n{where}\n\n"
        f"Measured by `make bench` ({args.fights} fights per duel, seeds 0..{args.fights - 1}, "
        f"greedy vs greedy, one process); Python {platform.python_version()}, "
        f"{platform.machine()}, {platform.system()}."
    )
    print(results)
    if args.write:
        write_block(args.write, MARKER, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
