"""Confidence intervals for win rates reported by the simulators and benchmarks."""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a binomial proportion (a shared win may count a fraction);
    (0, 1) when there were no trials."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(max(0.0, p * (1 - p)) / trials + z * z / (4 * trials * trials))
    half /= denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high
