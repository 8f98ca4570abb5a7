"""Turn order (seed rule 1): everyone rolls 10d10; highest total first.

Ties (reference C3.1): only the tied fighters roll again, as often as needed, and take the
places their tie held. The order then stays fixed for the whole battle.
"""

from __future__ import annotations

from tenkaichi.ddc.events import Event
from tenkaichi.dice.rng import DiceRng
from tenkaichi.i18n import Msg

MAX_TIE_ROLLS = 1000
"""A tie that survives this many re-rolls is broken by setup order (never reached in practice)."""


def roll_order(names: list[str], dice: int, rng: DiceRng, events: list[Event]) -> list[int]:
    """Indices of ``names`` from first to last.

    Tied fighters roll again at once, before any lower total is looked at (the order in
    which the dice are drawn). A loop, not recursion: no run of ties can exhaust the stack."""
    items: list[int | tuple[list[int], int]] = [(list(range(len(names))), 0)]
    while True:
        at = next((k for k, item in enumerate(items) if isinstance(item, tuple)), None)
        if at is None:
            return [item for item in items if isinstance(item, int)]
        item = items[at]
        assert isinstance(item, tuple)
        group, depth = item
        totals: dict[int, int] = {}
        for index in group:
            rolls = rng.dice(10, dice)
            totals[index] = sum(rolls)
            events.append(
                Event(
                    "turn_order",
                    names[index],
                    Msg.of(
                        "ddc-order-reroll" if depth else "ddc-order-roll",
                        name=names[index],
                        dice=str(dice),
                        rolls="+".join(map(str, rolls)),
                        total=str(totals[index]),
                    ),
                    {"rolls": rolls, "total": totals[index], "reroll": depth},
                )
            )
        placed: list[int | tuple[list[int], int]] = []
        for total in sorted(set(totals.values()), reverse=True):
            tied = [i for i in group if totals[i] == total]
            if len(tied) == 1 or depth >= MAX_TIE_ROLLS:
                placed.extend(tied)
            else:
                placed.append((tied, depth + 1))
        items[at : at + 1] = placed
