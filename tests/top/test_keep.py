"""The exact dice expectimax against brute-force enumeration, and the combo odds."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.top import keep
from tenkaichi.top.symbols import counts, forms, symbol_sum

WILD = 4


def _brute(dice: tuple[int, ...], left: int, rolls: int, payoff) -> Fraction:  # type: ignore[no-untyped-def]
    """Expectimax over ordered dice and every subset of positions (no multisets, exact)."""
    best = Fraction(payoff(dice, rolls))
    if left == 0:
        return best
    n = len(dice)
    for mask in range(1, 1 << n):
        positions = [i for i in range(n) if mask >> i & 1]
        total = Fraction(0)
        for faces in itertools.product(range(6), repeat=len(positions)):
            new = list(dice)
            for p, f in zip(positions, faces, strict=True):
                new[p] = f
            total += _brute(tuple(new), left - 1, rolls + 1, payoff)
        best = max(best, total / 6 ** len(positions))
    return best


def _payoff_fn(need: tuple[int, ...], damage: int, values: tuple[int, ...]):  # type: ignore[no-untyped-def]
    def python(dice: tuple[int, ...], rolls: int) -> Fraction:
        have = counts(dice)
        total, _ = symbol_sum(have, values, WILD, (0, 1, 2, 3))
        best = Fraction(total)
        if forms(have, need, WILD):
            best = max(best, Fraction(damage))
        return best * (Fraction(1, 2) if rolls >= 2 else 1)

    def vector(t: keep.Tables, rolls: int) -> keep.FloatArray:
        out = np.array([float(python(_dice_of(ms), rolls)) for ms in t.states])
        return out

    return python, vector


def _dice_of(ms: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(face for face, c in enumerate(ms) for _ in range(c))


@given(
    dice=st.lists(st.integers(0, 5), min_size=1, max_size=3).map(tuple),
    left=st.integers(0, 1),
    need=st.lists(st.integers(0, 3), min_size=1, max_size=3),
    damage=st.integers(0, 30),
)
@settings(max_examples=40, deadline=None)
def test_expectimax_matches_brute_force(
    dice: tuple[int, ...], left: int, need: list[int], damage: int
) -> None:
    need_counts = tuple(need.count(f) for f in range(6))
    python, vector = _payoff_fn(need_counts, damage, (1, 2, 3, 3, 0, 0))
    plan = keep.plan(len(dice), left, vector)
    value, _ = plan.best(dice, left)
    assert value == pytest.approx(float(_brute(dice, left, 1, python)), abs=1e-9)


def test_two_rerolls_with_three_dice_against_brute_force() -> None:
    python, vector = _payoff_fn((0, 1, 2, 0, 0, 0), 20, (1, 2, 3, 3, 0, 0))
    plan = keep.plan(3, 2, vector)
    for dice in [(1, 2, 5)]:
        assert plan.best(dice, 2)[0] == pytest.approx(float(_brute(dice, 2, 1, python)))


def test_the_kept_dice_are_a_sub_multiset_and_the_mask_rerolls_the_rest() -> None:
    dice = (2, 2, 0, 5)
    mask = keep.reroll_mask(dice, (0, 0, 2, 0, 0, 0))
    assert mask == 0b1100


def test_combo_odds_agree_with_sampling() -> None:
    rng = np.random.default_rng(5)
    need = (0, 0, 0, 0, 0, 4)  # Android 18's dodge: 4 teleports with 5 dice, 2 re-rolls
    exact = keep.combo_odds(5, 2, need, WILD)
    python, _vector = _payoff_fn(need, 1, (0,) * 6)
    del python

    def hit(t: keep.Tables, _rolls: int) -> keep.FloatArray:
        return keep.formed(t, need, WILD).astype(np.float64)

    plan = keep.plan(5, 2, hit)
    wins = 0
    trials = 8000
    for _ in range(trials):
        dice = tuple(int(x) for x in rng.integers(0, 6, 5))
        left = 2
        while left:
            _, kept = plan.best(dice, left)
            if kept is None:
                break
            mask = keep.reroll_mask(dice, kept)
            dice = tuple(
                int(rng.integers(0, 6)) if mask >> i & 1 else f for i, f in enumerate(dice)
            )
            left -= 1
        wins += forms(counts(dice), need, WILD)
    assert abs(wins / trials - exact) < 0.03
    assert 0.5 < exact < 0.6  # reference B9: about 0.54


def test_impossible_combos_have_no_chance() -> None:
    assert keep.combo_odds(2, 3, (0, 0, 3, 0, 0, 0), WILD) == 0.0
