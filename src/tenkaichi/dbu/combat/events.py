"""Events: what happened, step by step, with the numbers explained.

Every event has a ``kind`` (one of :data:`EVENT_KINDS`), the fighter it is about, a readable
line of text that explains each number, and structured ``data`` for programs. A combat log is
the texts in order; the JSON log is :func:`to_json` of each event. Views filter events: hidden
information (none yet in the core rules) would be marked with ``visible_to``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

EventKind = Literal[
    "encounter_started",
    "initiative",
    "round_started",
    "turn_started",
    "turn_ended",
    "turn_skipped",
    "round_ended",
    "maneuver",
    "cost_paid",
    "moved",
    "collision",
    "provoked",
    "attack_declared",
    "reaction",
    "clash",
    "duel",
    "wound",
    "damage",
    "threshold",
    "steadfast",
    "defeated",
    "will_to_survive",
    "revived",
    "momentum",
    "healed",
    "ki_gained",
    "condition_gained",
    "condition_lost",
    "state_changed",
    "transformation",
    "control",
    "skill_check",
    "item",
    "encounter_ended",
]
EVENT_KINDS: tuple[str, ...] = EventKind.__args__  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    who: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    round: int = 0
    visible_to: tuple[str, ...] = ()
    """Sides that may see this event; empty means everyone."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "round": self.round, "who": self.who}
        out["text"] = self.text
        if self.data:
            out["data"] = self.data
        if self.visible_to:
            out["visible_to"] = list(self.visible_to)
        return out


def visible(events: list[Event], side: str | None) -> list[Event]:
    """The events a side may see (``None``: the game master sees all)."""
    if side is None:
        return list(events)
    return [e for e in events if not e.visible_to or side in e.visible_to]
