"""What exact odds and sampling cost: the estimate, the counted work units and the CPU time.

For each shape: the estimate made from the plan, the work units the engine really performed
(counted by the meter), the CPU seconds, and the seconds per million units (the calibration
of :data:`tenkaichi.dice.work.EXACT_BUDGET`). Then sampling: nanoseconds per die rolled (the
calibration of :data:`tenkaichi.dice.sampling.SAMPLE_WORK_LIMIT`).

Run: ``PYTHONPATH=src python bench/odds_cost.py`` (CPU time, best of ``--repeats``).
"""

from __future__ import annotations

import argparse
import time

from tenkaichi.dice import plan_roll, sample
from tenkaichi.dice.estimate import estimate
from tenkaichi.dice.exact import distribution
from tenkaichi.dice.work import EXACT_BUDGET, metered

SHAPES = [
    "10d10",
    "100d10",
    "150d10",
    "1000d2",
    "300d6",
    "40d10kh20",
    "80d10kh40",
    "500d10kh1",
    "1000d8kl1",
    "1000d6-999pd",
    "50d10kl25",
    "20d20kh10",
    "4d6r2kh3",
    "1d{0,1000000}",
    "2d{0,1000000}",
]
SAMPLED = [
    ("1d10", 10_000_000),
    ("3d6", 3_000_000),
    ("10d10", 1_000_000),
    ("1000d6", 10_000),
    ("1000d1000kh500", 10_000),
    ("100d10kh50", 100_000),
    ("4d6r2kh3", 1_000_000),
    ("1000d10-999pd", 10_000),
]


def cpu(action: object, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        action()  # type: ignore[operator]
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"exact odds (budget {EXACT_BUDGET:,} units)")
    print(f"{'shape':18} {'estimate':>12} {'counted':>12} {'est/cnt':>7} {'cpu s':>7} {'s/M':>6}")
    for expression in SHAPES:
        plan = plan_roll(expression)
        predicted = estimate(plan).units
        with metered() as work:
            distribution(plan)
        seconds = cpu(lambda plan=plan: distribution(plan), args.repeats)
        print(
            f"{expression:18} {predicted:12,.0f} {work.units:12,.0f} "
            f"{predicted / work.units:7.2f} {seconds:7.3f} {seconds / work.units * 1e6:6.3f}"
        )
    print("\nsampling")
    print(f"{'shape':18} {'samples':>10} {'dice':>12} {'cpu s':>7} {'ns/die':>7}")
    for expression, n in SAMPLED:
        plan = plan_roll(expression)
        seconds = cpu(lambda plan=plan, n=n: sample(plan, n, seed=1), args.repeats)
        dice = n * max(1, plan.dice_rolled)
        print(f"{expression:18} {n:10,} {dice:12,} {seconds:7.3f} {seconds / dice * 1e9:7.1f}")


if __name__ == "__main__":
    main()
