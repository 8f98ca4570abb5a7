"""From the sums of many fights (:class:`~tenkaichi.dbu.preview.stats.Tally`) to the result a
person reads (:class:`~tenkaichi.dbu.preview.result.PreviewResult`): shares, 95% Wilson
intervals, quantiles of the fights' length, and each fighter's top options and attacks."""

from __future__ import annotations

import math
from collections import Counter

from tenkaichi.dbu.preview.result import (
    TOP,
    AttackDamage,
    Chance,
    FighterFacts,
    OptionUse,
    PreviewResult,
    Rounds,
    SideOdds,
)
from tenkaichi.dbu.preview.stats import Tally
from tenkaichi.intervals import wilson


def chance(count: int, fights: int) -> Chance:
    low, high = wilson(count, fights)
    return Chance(count, count / fights if fights else 0.0, low, high)


def quantile(counts: Counter[int], q: float) -> float:
    """The ``q`` quantile (0 to 1) of the values counted in ``counts``, interpolated between
    the two nearest values as a spreadsheet's PERCENTILE does; 0 when nothing was counted."""
    total = sum(counts.values())
    if total == 0:
        return 0.0
    position = q * (total - 1)
    below, above = math.floor(position), math.ceil(position)
    low, high = _value_at(counts, below), _value_at(counts, above)
    return low + (high - low) * (position - below)


def _value_at(counts: Counter[int], index: int) -> int:
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        if index < seen:
            return value
    raise ValueError(f"index {index} is past the {seen} values counted")


def rounds_of(counts: Counter[int]) -> Rounds:
    total = sum(counts.values())
    mean = sum(r * n for r, n in counts.items()) / total if total else 0.0
    return Rounds(
        mean=mean,
        low=min(counts, default=0),
        high=max(counts, default=0),
        q1=quantile(counts, 0.25),
        median=quantile(counts, 0.5),
        q3=quantile(counts, 0.75),
        p10=quantile(counts, 0.1),
        p90=quantile(counts, 0.9),
        counts=tuple(sorted(counts.items())),
    )


def fighter_facts(tally: Tally, fighter: str, side: str) -> FighterFacts:
    fights = tally.fights
    chosen = {o: n for (who, o), n in tally.options.items() if who == fighter}
    all_chosen = sum(chosen.values())
    options = sorted(chosen.items(), key=lambda item: (-item[1], item[0]))[:TOP]
    attacks = [key for key in tally.attack_uses if key[0] == fighter]
    all_attacks = sum(tally.attack_uses[key] for key in attacks)
    attacks.sort(key=lambda key: (-tally.attack_damage[key], -tally.attack_uses[key], key[1]))
    return FighterFacts(
        fighter=fighter,
        side=side,
        falls_first=tally.first_down[fighter],
        falls_first_share=tally.first_down[fighter] / fights if fights else 0.0,
        defeated=tally.defeated[fighter],
        defeated_share=tally.defeated[fighter] / fights if fights else 0.0,
        mean_damage_dealt=tally.dealt[fighter] / fights if fights else 0.0,
        options=tuple(OptionUse(name, n, n / all_chosen) for name, n in options),
        attacks=tuple(
            AttackDamage(
                attack=key[1],
                uses=tally.attack_uses[key],
                share=tally.attack_uses[key] / all_attacks if all_attacks else 0.0,
                hits=tally.attack_hits[key],
                damage=tally.attack_damage[key],
            )
            for key in attacks[:TOP]
        ),
    )


def summarise(
    tally: Tally, *, runs: int, first_seed: int, bot: str, cancelled: bool
) -> PreviewResult:
    """The result of the fights added to ``tally`` (``runs`` asked, ``bot`` in words)."""
    fights = tally.fights
    sides = list(dict.fromkeys(side for _name, side in tally.fighters))
    return PreviewResult(
        runs=runs,
        done=fights,
        cancelled=cancelled,
        first_seed=first_seed,
        bot=bot,
        sides=tuple(
            SideOdds(
                side,
                tuple(name for name, s in tally.fighters if s == side),
                chance(tally.wins[side], fights),
            )
            for side in sides
        ),
        draws=chance(tally.wins["draw"], fights),
        safety_stops=tally.stopped,
        rounds=rounds_of(tally.rounds),
        nobody_fell=tally.first_down[""],
        fighters=tuple(fighter_facts(tally, name, side) for name, side in tally.fighters),
    )


__all__ = ["chance", "quantile", "rounds_of", "summarise"]
