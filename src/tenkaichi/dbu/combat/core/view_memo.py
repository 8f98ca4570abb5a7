"""Values computed once per fighter while a side's view of the fight is read.

A bot (or the odds shown next to a menu) reads a fight that does not move while it reads: every
option of a decision asks again for the same fighter's Tier, roll bonuses and dice. A
:class:`ViewMemo` remembers such values for one view at one decision. Only read-only views
carry one (:func:`tenkaichi.dbu.play.sideview.side_view`); the live encounter has none, so the
engine, which changes the state between two lookups, always computes afresh. The memo is
believed only while the fight is at the decision it was made at (``at``, the number of choices
made): a view kept after the fight moved on computes afresh too, and so does a question about
a fighter object that is not the view's own (a copy, or the fight's unredacted fighter).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import Fighter

T = TypeVar("T")


class ViewMemo(dict[tuple[str, str], Any]):
    """Per-fighter values of one view at one decision, by (what, fighter id)."""

    __slots__ = ("at",)

    def __init__(self, at: int) -> None:
        super().__init__()
        self.at = at

    def value(
        self, enc: Encounter, what: str, f: Fighter, compute: Callable[[Encounter, Fighter], T]
    ) -> T:
        """``compute(enc, f)``, remembered while the fight is at this decision."""
        if self.at != enc.state.choices or enc.fighter(f.id) is not f:
            return compute(enc, f)  # the fight moved on, or a fighter from another state
        key = (what, f.id)
        found: T | None = self.get(key)
        if found is None:
            found = self[key] = compute(enc, f)
        return found

    def parts(
        self,
        enc: Encounter,
        what: str,
        f: Fighter,
        compute: Callable[[Encounter, Fighter], list[tuple[str, int]]],
    ) -> list[tuple[str, int]]:
        """Like :meth:`value` for a list of roll bonuses, as a new list each time (callers
        add to it)."""
        return list(self.value(enc, what, f, compute))


__all__ = ["ViewMemo"]
