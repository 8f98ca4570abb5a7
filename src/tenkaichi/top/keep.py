"""Exact expectimax over which dice to keep (the greedy bot's dice play and the menu's odds).

With at most 6 dice there are at most 462 face multisets. ``plan`` computes, for a payoff of a
final multiset (which may depend on how many rolls were used: a lightning attack cannot be
defended), the value of every multiset with ``r`` re-rolls left by backward induction:

    V_0(m)  = payoff(m, rolls = 1 + R)
    V_r(m)  = max(payoff(m, 1 + R - r), max over kept sub-multisets K of m, K != m, of
              sum over outcomes o of the re-rolled dice P(o) * V_{r-1}(K + o))

Transition tables are built once per dice count and shared; each level is two numpy steps.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from tenkaichi.top.symbols import FACES, counts

FloatArray = npt.NDArray[np.float64]


@cache
def multisets(size: int) -> tuple[tuple[int, ...], ...]:
    """Every multiset of ``size`` dice, as face counts, in a fixed order."""
    out = []
    for combo in itertools.combinations_with_replacement(range(FACES), size):
        out.append(counts(combo))
    return tuple(out)


def _probability(ms: tuple[int, ...]) -> float:
    n = sum(ms)
    ways = math.factorial(n)
    for c in ms:
        ways //= math.factorial(c)
    return float(ways / FACES**n)


@dataclass(frozen=True, slots=True)
class Tables:
    """Static tables for ``n`` dice."""

    states: tuple[tuple[int, ...], ...]
    index: dict[tuple[int, ...], int]
    kept: tuple[tuple[int, ...], ...]
    """Every strict sub-multiset (dice kept before a re-roll)."""
    kept_index: dict[tuple[int, ...], int]
    transition: FloatArray
    """transition[k, s]: probability that keeping kept[k] and re-rolling ends in states[s]."""
    subs: npt.NDArray[np.int64]
    """subs[s, j]: the j-th strict sub-multiset of states[s], as a kept index (padded)."""
    matrix: npt.NDArray[np.int64]
    """states as an (S, 6) integer matrix, for vectorised payoffs."""


@cache
def tables(n: int) -> Tables:
    states = multisets(n)
    index = {ms: i for i, ms in enumerate(states)}
    kept = tuple(ms for size in range(n) for ms in multisets(size))
    kept_index = {ms: i for i, ms in enumerate(kept)}
    transition = np.zeros((len(kept), len(states)))
    for k, keep in enumerate(kept):
        for outcome in multisets(n - sum(keep)):
            final = tuple(a + b for a, b in zip(keep, outcome, strict=True))
            transition[k, index[final]] += _probability(outcome)
    sub_lists = []
    for ms in states:
        ranges = [range(c + 1) for c in ms]
        subs = [kept_index[s] for s in itertools.product(*ranges) if s != ms]
        sub_lists.append(subs)
    width = max(len(s) for s in sub_lists)
    subs_arr = np.array([s + [s[0]] * (width - len(s)) for s in sub_lists], dtype=np.int64)
    matrix = np.array(states, dtype=np.int64)
    return Tables(states, index, kept, kept_index, transition, subs_arr, matrix)


Payoff = Callable[[Tables, int], FloatArray]
"""payoff(tables, rolls_used) -> value of stopping with each multiset."""


@dataclass(frozen=True, slots=True)
class Plan:
    """Values of every multiset with each number of re-rolls left."""

    tables: Tables
    stop: tuple[FloatArray, ...]
    """stop[r]: the value of stopping now with r re-rolls left."""
    keep: tuple[FloatArray, ...]
    """keep[r][k]: expected value of keeping kept[k] and re-rolling with r re-rolls left (r>=1)."""
    value: tuple[FloatArray, ...]

    def best(self, dice: Sequence[int], left: int) -> tuple[float, tuple[int, ...] | None]:
        """The value of the current dice and the kept multiset to re-roll from (None: stop)."""
        t = self.tables
        s = t.index[counts(dice)]
        stop = float(self.stop[left][s])
        if left == 0:
            return stop, None
        candidates = t.subs[s]
        scores = self.keep[left][candidates]
        j = int(np.argmax(scores))
        if scores[j] > stop + 1e-12:
            return float(scores[j]), t.kept[int(candidates[j])]
        return stop, None


def plan(n: int, rerolls: int, payoff: Payoff) -> Plan:
    t = tables(n)
    stops = [payoff(t, 1 + rerolls - r) for r in range(rerolls + 1)]
    values = [stops[0]]
    keeps: list[FloatArray] = [np.zeros(len(t.kept))]
    for r in range(1, rerolls + 1):
        keep = t.transition @ values[r - 1]
        keeps.append(keep)
        values.append(np.maximum(stops[r], keep[t.subs].max(axis=1)))
    return Plan(t, tuple(stops), tuple(keeps), tuple(values))


def reroll_mask(dice: Sequence[int], kept: tuple[int, ...]) -> int:
    """The bit mask of dice positions to re-roll so that ``kept`` stays on the table."""
    left = list(kept)
    mask = 0
    for position, face in enumerate(dice):
        if left[face]:
            left[face] -= 1
        else:
            mask |= 1 << position
    return mask


def formed(t: Tables, need: Sequence[int], wild: int) -> npt.NDArray[np.bool_]:
    """Which multisets form a combo (vectorised :func:`tenkaichi.top.symbols.forms`)."""
    need_arr = np.array(need, dtype=np.int64)
    need_arr[wild] = 0
    gap = np.maximum(0, need_arr[None, :] - t.matrix).sum(axis=1)
    result: npt.NDArray[np.bool_] = gap <= t.matrix[:, wild]
    return result


def combo_odds(
    n: int, rerolls: int, need: Sequence[int], wild: int, dice: Sequence[int] | None = None
) -> float:
    """Probability of forming ``need`` with the best play: from a fresh roll of ``n`` dice with
    ``rerolls`` re-rolls, or from the current ``dice`` with ``rerolls`` re-rolls left."""
    if sum(need) - need[wild] > n:
        return 0.0

    def hit(t: Tables, _rolls: int) -> FloatArray:
        return formed(t, need, wild).astype(np.float64)

    p = plan(n, rerolls, hit)
    if dice is not None:
        return p.best(dice, rerolls)[0]
    return float(first_roll(n) @ p.value[rerolls])


@cache
def first_roll(n: int) -> FloatArray:
    """Probability of each multiset of a fresh roll of ``n`` dice."""
    return np.array([_probability(ms) for ms in tables(n).states])
