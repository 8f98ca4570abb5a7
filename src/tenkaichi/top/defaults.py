"""Defaults for what the printed warrior cards say and the rulebook does not (reference B1-B4).

Every function here fills one hole and is used only when a warrior's data leaves the field out;
a loaded form records which of its fields came from here (provenance ``asm``).
"""

from __future__ import annotations

import hashlib
import math

OFFENSIVE = ("kick", "punch", "sphere", "strength")


def symbol_values(endurance: int) -> dict[str, int]:
    """B5: with b = ceil(E/10), kick max(1, b-1), punch b, sphere and strength b+1."""
    b = math.ceil(endurance / 10)
    return {"kick": max(1, b - 1), "punch": b, "sphere": b + 1, "strength": b + 1}


def round5(value: float) -> int:
    """The nearest multiple of 5 (halves round up)."""
    return math.floor(value / 5 + 0.5) * 5


def _picks(character_id: str) -> tuple[str, str]:
    digest = hashlib.sha256(character_id.encode()).digest()
    primary = OFFENSIVE[digest[0] % 4]
    others = [s for s in OFFENSIVE if s != primary]
    return primary, others[digest[1] % 3]


def combos(
    character_id: str, endurance: int, power: int, a_min: int = 3
) -> list[tuple[str, list[str], int]]:
    """B8: combo A has P-1 symbols for round5(0.75 E) (at least 10); combo B has P symbols for
    round5(1.05 E). A stable hash of the character picks the primary symbol.

    Combo A has at least ``a_min`` symbols (never more than P, at least 2): reference B8 says 2,
    which lets a Power 3 warrior form it on 41% of first rolls, an attack no one may defend
    (setting ``combo_a_min_symbols``, made up; docs/assumptions.md ``top-combos``)."""
    primary, secondary = _picks(character_id)
    size_a = max(2, min(max(a_min, power - 1), power))
    half = math.ceil(size_a / 2)
    combo_a = [primary] * half + [secondary] * (size_a - half)
    size_b = max(2, power)
    combo_b = [primary] * (size_b - 2) + ["teleport", secondary]
    return [
        ("Technique", combo_a, max(10, round5(0.75 * endurance))),
        ("Finisher", combo_b, round5(1.05 * endurance)),
    ]


def dodge(power: int) -> int:
    """B9: teleports needed to dodge, max(2, P-1) (Android 18 needs 4 with 5 dice)."""
    return max(2, power - 1)


def divisor(power: int) -> int:
    """B23: a transformed form divides damage taken by 2, or by 3 with Power 6."""
    return 3 if power >= 6 else 2


def cost(power: int) -> int:
    """B23: Endurance a transformed form costs after the combat (2 for divide-by-3 forms)."""
    return 2 if divisor(power) == 3 else 1
