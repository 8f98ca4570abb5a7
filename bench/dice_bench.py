"""Dice engine benchmark against its anchors, all measured in one run.

Run with ``make bench`` (its own environment, .venv-bench: avrae's d20 pins the old
lark-parser, whose module name clashes with modern lark). Writes docs/performance.md.

1. Rolls per second of ``1d10+2d6+5`` with a full trace, parse cached: Tenkaichi vs d20.
2. Exact distribution of a DBU d10 (Critical adds a solid d10, Botch -5) + 3d6 + 5:
   Tenkaichi vs icepool, and the two must be identical.
3. Bulk-sampled DBU d10 rolls per second vs numpy's raw ``integers`` rate.

Each figure is the best of several repeats (the least disturbed by other load).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import d20  # type: ignore[import-untyped]
import icepool  # type: ignore[import-untyped]
import numpy as np

from markers import write_block
from tenkaichi.dice import SeededRng, distribution, plan_roll, roll, sample

ROLL_EXPR = "1d10+2d6+5"
EXACT_EXPR = "1d10+3d6+5"
MARKER = "<!-- bench:dice -->"


def best_time(action: Callable[[], object], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best


def bench_rolls(n: int, repeats: int) -> tuple[float, float]:
    rng = SeededRng(1)
    roll(ROLL_EXPR, rng=rng)
    d20.roll(ROLL_EXPR)

    def ours() -> None:
        for _ in range(n):
            roll(ROLL_EXPR, rng=rng)

    def theirs() -> None:
        for _ in range(n):
            d20.roll(ROLL_EXPR)

    return n / best_time(ours, repeats), n / best_time(theirs, repeats)


def icepool_dbu() -> icepool.Die:
    def dbu(natural: int) -> object:
        if natural >= 10:
            return natural + icepool.d10
        if natural <= 1:
            return natural - 5
        return natural

    return (icepool.d10.map(dbu) + 3 @ icepool.d6 + 5).map(lambda total: max(0, total))


def bench_exact(repeats: int) -> tuple[float, float, bool]:
    plan = plan_roll(EXACT_EXPR)
    loops = 200
    ours_time = best_time(lambda: [distribution(plan) for _ in range(loops)], repeats) / loops
    theirs_time = best_time(lambda: [icepool_dbu() for _ in range(loops)], repeats) / loops
    ours = distribution(plan).to_fractions()
    die = icepool_dbu()
    denominator = die.denominator()
    theirs = {int(outcome): Fraction(q, denominator) for outcome, q in die.items() if q}
    return ours_time, theirs_time, ours == theirs


def bench_sampling(n: int, repeats: int) -> tuple[float, float]:
    generator = np.random.default_rng(1)
    sample("1d10", 1000, seed=1)
    raw = n / best_time(lambda: generator.integers(1, 11, size=n), repeats)
    ours = n / best_time(lambda: sample("1d10", n, seed=1), repeats)
    return ours, raw


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=200_000)
    parser.add_argument("--samples", type=int, default=10_000_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--write", type=Path, help="write the results as Markdown here")
    args = parser.parse_args()

    ours_rps, d20_rps = bench_rolls(args.rolls, args.repeats)
    ours_exact, ice_exact, identical = bench_exact(args.repeats)
    ours_sps, raw_sps = bench_sampling(args.samples, args.repeats)

    rows = [
        (
            f"rolls/s of `{ROLL_EXPR}` with trace (parse cached)",
            f"{ours_rps:,.0f}",
            f"d20 {d20_rps:,.0f}",
            f"{ours_rps / d20_rps:.2f}x",
            ">= 3x",
        ),
        (
            "exact distribution of DBU d10 + 3d6 + 5 (per computation)",
            f"{ours_exact * 1e3:.3f} ms",
            f"icepool {ice_exact * 1e3:.3f} ms",
            f"{ice_exact / ours_exact:.2f}x faster",
            ">= 1x, identical",
        ),
        (
            "bulk-sampled DBU d10 rolls/s",
            f"{ours_sps:,.0f}",
            f"numpy integers {raw_sps:,.0f}",
            f"{ours_sps / raw_sps:.2f} of raw",
            ">= 0.5",
        ),
    ]
    table = [
        "| measure | Tenkaichi | anchor | ratio | target |",
        "|---|---|---|---|---|",
        *(f"| {' | '.join(row)} |" for row in rows),
    ]
    versions = (
        f"Python {platform.python_version()}, numpy {np.__version__}, "
        f"d20 {importlib.metadata.version('d20')}, icepool {icepool.__version__}; "
        f"{platform.machine()}, {platform.system()}"
    )
    lines = [
        *table,
        "",
        f"Exact distributions identical to icepool: {'yes' if identical else 'NO'}.",
        f"Measured by `make bench` ({args.rolls:,} rolls, {args.samples:,} samples, best of "
        f"{args.repeats}); {versions}.",
    ]
    print("\n".join(lines))
    if args.write:
        write_block(args.write, MARKER, "\n".join(lines))
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
