"""Symbol dice: counting faces, forming combos with the wild star, and symbol sums.

A roll is a list of face indexes (0-5, in the order of ``dice.yaml``); a combo is the count of
each symbol it needs. The star fills any gap in a combo (seed 002); in a sum it is worth 0 unless
the ``star_in_sum`` setting says wild (reference B2).
"""

from __future__ import annotations

from collections.abc import Sequence

FACES = 6


def counts(dice: Sequence[int]) -> tuple[int, ...]:
    """How many dice show each face."""
    out = [0] * FACES
    for face in dice:
        out[face] += 1
    return tuple(out)


def forms(have: Sequence[int], need: Sequence[int], wild: int) -> bool:
    """Whether dice with face counts ``have`` form a combo needing ``need`` (stars wild)."""
    gap = 0
    for face in range(FACES):
        if face != wild and need[face] > have[face]:
            gap += need[face] - have[face]
    return gap <= have[wild]


def doubles(have: Sequence[int], wild: int, offensive: Sequence[int]) -> int:
    """The offensive face every die shows (stars standing in), or -1 (reference B4)."""
    shown = [face for face in range(FACES) if face != wild and have[face]]
    if len(shown) == 1 and shown[0] in offensive:
        return shown[0]
    return -1


def symbol_sum(
    have: Sequence[int],
    values: Sequence[int],
    wild: int,
    offensive: Sequence[int],
    star_wild: bool = False,
) -> tuple[int, int]:
    """Damage of a symbol sum and the face that doubled it (-1 when not doubled)."""
    total = sum(values[face] * have[face] for face in range(FACES) if face != wild)
    double = doubles(have, wild, offensive)
    if star_wild and have[wild]:
        best = double if double >= 0 else max(offensive, key=lambda f: values[f])
        total += values[best] * have[wild]
    return (total * 2 if double >= 0 else total), double
