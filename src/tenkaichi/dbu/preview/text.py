"""A preview in words: the plain-text summary the command line prints and a chat replies,
one line per fact (the last kind, one per fighter, is shown wrapped here)::

    Preview of 1,000 fights (greedy bots, seeds 1 to 1,000)
    West wins 71% (68% to 74%); East wins 28% (25% to 31%); draws 1% (0% to 2%)
    Fights last 4.2 rounds on average (3 to 6 rounds in 8 fights of 10; 2 to 11 in all)
    Falls first: Yamcha 38%, Yamcha (2) 35%, Kale 12% (nobody falls in 2%)
    Kale (West): most used Power Up (31% of Kale's choices), Basic Attack (Beam, energy)
      (22%); most damaging Special Beam Cannon (48 damage a hit, 61% of Kale's attacks)

A side named by a letter (sheets given one by one are sides A and B) is named with its
fighters: "A (Kale) wins 12% (6% to 21%)".
"""

from __future__ import annotations

from tenkaichi.dbu.preview.result import (
    AttackDamage,
    Chance,
    FighterFacts,
    PreviewResult,
    SideOdds,
)

OPTIONS_SHOWN = 2
"""Options named per fighter in the summary (the JSON keeps more)."""
SIDE_NAMES_SHOWN = 3
"""Fighters named after a side named by a letter."""


def percent(share: float) -> str:
    """A share as a person reads it: ``71%``, ``0.4%`` below 1%, ``<0.1%`` for a trace."""
    if share == 0 or share >= 0.01:
        return f"{share * 100:.0f}%"
    return f"{share * 100:.1f}%" if share >= 0.001 else "<0.1%"


def interval(chance: Chance) -> str:
    return f"{percent(chance.chance)} ({percent(chance.low)} to {percent(chance.high)})"


def number(value: float) -> str:
    """``4``, ``4.2``: a mean or a quantile with at most one decimal."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def summary_lines(result: PreviewResult) -> list[str]:
    if result.done == 0:
        return [_title(result), "No fight was played."]
    lines = [_title(result), _odds(result), _rounds(result)]
    falls = _falls(result)
    if falls:
        lines.append(falls)
    lines += [line for f in result.fighters for line in _fighter(f)]
    if result.safety_stops:
        lines.append(
            f"{result.safety_stops:,} fight(s) were stopped by the simulation's safety limit "
            "of rounds (not a rule) and count as draws"
        )
    return lines


def _title(result: PreviewResult) -> str:
    first, last = result.first_seed, result.first_seed + max(result.done, 1) - 1
    seeds = f"seed {first}" if first == last else f"seeds {first:,} to {last:,}"
    what = f"{result.bot} bots, {seeds}"
    if result.cancelled:
        return f"Partial preview (cancelled): {result.done:,} of {result.runs:,} fights ({what})"
    return f"Preview of {result.done:,} fight{'s' if result.done != 1 else ''} ({what})"


def _odds(result: PreviewResult) -> str:
    parts = [f"{_side(s)} wins {interval(s.wins)}" for s in result.sides]
    if result.draws.count:
        parts.append(f"draws {interval(result.draws)}")
    return "; ".join(parts)


def _side(side: SideOdds) -> str:
    """A side as the encounter names it; a side named by a letter (sheets given one by one:
    A, B) with its fighters, "A (Kale)", as the letter alone says little."""
    if len(side.side) > 1 or not side.fighters:
        return side.side
    names = ", ".join(side.fighters[:SIDE_NAMES_SHOWN])
    more = len(side.fighters) - SIDE_NAMES_SHOWN
    return f"{side.side} ({names}{f' and {more} more' if more > 0 else ''})"


def _rounds(result: PreviewResult) -> str:
    r = result.rounds
    mean = f"Fights last {number(r.mean)} round{'' if r.mean == 1 else 's'} on average"
    if r.low == r.high:
        return f"{mean} (every fight)"
    low, high = int(r.p10 + 0.5), int(r.p90 + 0.5)
    most = f"{low} to {high} rounds in 8 fights of 10" if low < high else f"{low} in 8 of 10"
    return f"{mean} ({most}; {r.low} to {r.high} in all)"


def _falls(result: PreviewResult) -> str:
    ranked = sorted(
        (f for f in result.fighters if f.falls_first),
        key=lambda f: (-f.falls_first, f.fighter),
    )
    if not ranked:
        return "Nobody falls in any fight"
    names = ", ".join(f"{f.fighter} {percent(f.falls_first_share)}" for f in ranked)
    nobody = (
        f" (nobody falls in {percent(result.nobody_fell / result.done)})"
        if result.nobody_fell
        else ""
    )
    return f"Falls first: {names}{nobody}"


def _fighter(f: FighterFacts) -> list[str]:
    parts = []
    if f.options:
        used = [f"{f.options[0].option} ({percent(f.options[0].share)} of {f.fighter}'s choices)"]
        used += [f"{o.option} ({percent(o.share)})" for o in f.options[1:OPTIONS_SHOWN]]
        parts.append("most used " + ", ".join(used))
    best = _most_damaging(f.attacks)
    if best is not None:
        parts.append(
            f"most damaging {best.attack} ({number(best.damage_a_hit)} damage a hit, "
            f"{percent(best.share)} of {f.fighter}'s attacks)"
        )
    if not parts:
        return [f"{f.fighter} ({f.side}): no option used"]
    return [f"{f.fighter} ({f.side}): " + "; ".join(parts)]


def _most_damaging(attacks: tuple[AttackDamage, ...]) -> AttackDamage | None:
    return attacks[0] if attacks and attacks[0].damage > 0 else None


__all__ = ["percent", "summary_lines"]
