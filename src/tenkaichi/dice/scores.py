"""What one die of a term weighs and scores: the shared ground of the exact engine and of
its cost estimate."""

from __future__ import annotations

from collections import Counter

from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.plan import TermPlan
from tenkaichi.dice.settings import DiceSettings


def face_weights(term: TermPlan) -> dict[int, int]:
    """Natural result -> integer weight, after any Repeat (reroll once at or below r)."""
    counts = Counter(term.face_values())
    if term.reroll is None:
        return dict(counts)
    sides = term.sides
    low = sum(c for v, c in counts.items() if v <= term.reroll)
    return {v: c * (sides if v > term.reroll else 0) + low * c for v, c in counts.items()}


def die_score(term: TermPlan, natural: int, settings: DiceSettings) -> Distribution:
    """What one counted die with this natural result adds to the Dice Score.

    Every die of a term gets the same total weight, so sums over dice stay exact.
    """
    if term.critical is None or term.botch is None:
        return Distribution.point(natural)
    extra = settings.critical_die_sides
    if natural >= term.critical:
        return Distribution.trusted(natural + 1, (1,) * extra)
    if natural <= term.botch:
        return Distribution.point(natural - settings.botch_penalty, extra)
    return Distribution.point(natural, extra)


def oriented_window(term: TermPlan) -> tuple[int, int, bool]:
    """The counted ranks as the programme walks the faces: from the highest face down, or,
    when the counted dice sit nearer the lowest (keep-lowest, most dice penalized), from the
    lowest face up with the window mirrored, so it tracks the fewest states."""
    lo, hi = term.window
    if term.count - lo < hi:
        return term.count - hi, term.count - lo, False
    return lo, hi, True
