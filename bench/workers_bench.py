"""``simulate --workers N``: how the fight rate scales with worker processes, run by hand.

Runs the same seeded greedy-vs-greedy fights (Kale vs Yamcha by default) through the command's
own batching and process pool (:mod:`tenkaichi.cli.simulate_cmd`) with 1 worker, then with N,
checks that every fight's outcome is the same, and reports the rates, the speed-up and the
peak resident memory of a worker process. Not a timed test: numbers from one run on this
machine, written between the ``bench:workers`` markers of docs/performance.md with ``--write``.
"""

from __future__ import annotations

import argparse
import platform
import resource
import sys
import time
from pathlib import Path

from markers import write_block
from tenkaichi.cli.simulate_cmd import Outcome, _batches, _run
from tenkaichi.dbu.combat.core.setup import duel_setup

ROOT = Path(__file__).resolve().parent.parent
MARKER = "<!-- bench:workers -->"
TARGET = 1.7


def timed(pair: list[str], fights: int, workers: int) -> tuple[float, list[Outcome]]:
    setup = duel_setup([ROOT / "examples" / f"{name}.yaml" for name in pair])
    outcomes: list[Outcome] = []
    start = time.perf_counter()
    with _run(setup, "greedy", _batches(0, fights, workers), workers) as results:
        for batch in results:
            outcomes.extend(batch)
    return time.perf_counter() - start, outcomes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fights", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--pair", default="kale,yamcha")
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    pair = args.pair.split(",")
    one, single = timed(pair, args.fights, 1)
    mine = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    many, pooled = timed(pair, args.fights, args.workers)
    worker_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    same = single == pooled
    speedup = one / many
    met = "met" if speedup >= TARGET and same else "not met"
    text = (
        "| workers | fights | seconds | fights/s | peak memory a process (MB) |\n"
        "|---|---|---|---|---|\n"
        f"| 1 (this process) | {args.fights:,} | {one:.1f} | {args.fights / one:,.1f} | "
        f"{mine:.0f} |\n"
        f"| {args.workers} | {args.fights:,} | {many:.1f} | {args.fights / many:,.1f} | "
        f"{worker_mb:.0f} (largest worker) |\n\n"
        f"Speed-up with {args.workers} workers: {speedup:.2f}x (target >= {TARGET}x: {met}); "
        f"outcomes identical to one worker: {'yes' if same else 'NO'}. "
        f"{pair[0]} vs {pair[1]}, greedy vs greedy, seeds 0..{args.fights - 1}; Python "
        f"{platform.python_version()}, {platform.machine()}."
    )
    print(text)
    if args.write:
        write_block(args.write, MARKER, text)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
