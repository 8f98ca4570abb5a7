"""Bulk sampling follows the same rules as the exact engine (a seeded statistical check)."""

from __future__ import annotations

import numpy as np
import pytest

from tenkaichi.dice import RollContext, odds, plan_roll, sample
from tenkaichi.dice.sampling import MAX_SAMPLES
from tenkaichi.errors import DiceLimitError, DiceValueError

# Chi-square critical values at p = 0.001 would make a false alarm rare; the seeds are fixed, so
# a run is deterministic: it passes or fails the same way every time.


def chi_square(expression: str, context: RollContext, n: int, seed: int) -> tuple[float, int]:
    dist = odds(expression, context)
    values = sample(expression, n, seed=seed, context=context)
    observed = {int(v): int(c) for v, c in zip(*np.unique(values, return_counts=True), strict=True)}
    stat = 0.0
    bins = 0
    pooled_obs = pooled_exp = 0.0
    for total, p in dist.items():
        expected = float(p) * n
        if expected < 5:
            pooled_obs += observed.pop(total, 0)
            pooled_exp += expected
            continue
        stat += (observed.pop(total, 0) - expected) ** 2 / expected
        bins += 1
    assert not observed, f"sampled totals the exact engine calls impossible: {observed}"
    if pooled_exp >= 5:
        stat += (pooled_obs - pooled_exp) ** 2 / pooled_exp
        bins += 1
    return stat, bins - 1


def critical_value(df: int) -> float:
    """Chi-square 0.1% upper tail (Wilson-Hilferty approximation)."""
    z = 3.0902
    return df * (1 - 2 / (9 * df) + z * (2 / (9 * df)) ** 0.5) ** 3


@pytest.mark.parametrize(
    ("expression", "tier"),
    [
        ("1d10", 1),
        ("1d10+ToP+5", 5),
        ("2d10+1d6-1pd", 1),
        ("3d10kl2r2", 1),
        ("4d6kh3", 1),
        ("2d{0,0,1,2}+1d10c8b2-1dd", 1),
        ("1d10+3d6+5", 1),
    ],
)
@pytest.mark.rule("dbu.dice.critical")
@pytest.mark.rule("dbu.dice.botch")
def test_sampling_agrees_with_exact(expression: str, tier: int) -> None:
    stat, df = chi_square(expression, RollContext(tier), 200_000, seed=20261121)
    assert stat < critical_value(df), f"chi-square {stat:.1f} with {df} degrees of freedom"


def test_sampling_is_reproducible_from_its_seed() -> None:
    a = sample("1d10+ToP+2", 1000, seed=7, context=RollContext(3))
    b = sample("1d10+ToP+2", 1000, seed=7, context=RollContext(3))
    c = sample("1d10+ToP+2", 1000, seed=8, context=RollContext(3))
    assert (a == b).all()
    assert not (a == c).all()


def test_sampling_an_impossible_mistake_is_caught() -> None:
    # A sampler that forgot the Botch would put mass on 1..4 for 1d10-0: check the support.
    values = sample("1d10", 50_000, seed=1)
    assert set(np.unique(values)) == {t for t, _ in odds("1d10").items()}


def test_sample_size_is_validated() -> None:
    with pytest.raises(DiceValueError):
        sample("1d10", -1)
    with pytest.raises(DiceLimitError):
        sample("1d10", MAX_SAMPLES + 1)
    assert sample(plan_roll("1d6"), 0).shape == (0,)
