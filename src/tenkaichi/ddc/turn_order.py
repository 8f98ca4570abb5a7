"""Turn order (seed rule 1): everyone rolls 10d10; highest total first.

Ties (reference C3.1): only the tied fighters roll again, as often as needed, and take the
places their tie held. The order then stays fixed for the whole battle.
"""

from __future__ import annotations

from tenkaichi.ddc.events import Event
from tenkaichi.dice.rng import DiceRng

MAX_TIE_ROLLS = 1000
"""A tie that survives this many re-rolls is broken by setup order (never reached in practice)."""


def roll_order(
    names: list[str], dice: int, rng: DiceRng, events: list[Event], depth: int = 0
) -> list[int]:
    """Indices of ``names`` from first to last."""
    totals: dict[int, int] = {}
    for index, name in enumerate(names):
        rolls = rng.dice(10, dice)
        totals[index] = sum(rolls)
        again = " (re-roll to break a tie)" if depth else ""
        events.append(
            Event(
                "turn_order",
                name,
                f"{name} rolls {dice}d10{again}: {'+'.join(map(str, rolls))} = {totals[index]}",
                {"rolls": rolls, "total": totals[index], "reroll": depth},
            )
        )
    order: list[int] = []
    for total in sorted(set(totals.values()), reverse=True):
        tied = [i for i in totals if totals[i] == total]
        if len(tied) == 1 or depth >= MAX_TIE_ROLLS:
            order.extend(tied)
        else:
            sub = roll_order([names[i] for i in tied], dice, rng, events, depth + 1)
            order.extend(tied[j] for j in sub)
    return order
