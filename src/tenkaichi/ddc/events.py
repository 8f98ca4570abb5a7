"""Events: what happened, with every number explained, in a readable line and as data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

EventKind = Literal[
    "battle_started",
    "turn_order",
    "round_started",
    "turn_started",
    "moved",
    "provoked",
    "attack",
    "damage",
    "healed",
    "status",
    "defend",
    "digivolved",
    "form_changed",
    "reverted",
    "knocked_out",
    "turn_ended",
    "battle_ended",
]


def level_name(level: str) -> str:
    """A level as a sentence says it: ``super_ultimate`` -> ``super ultimate``."""
    return level.replace("_", " ")


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    who: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "who": self.who, "text": self.text, "data": self.data}
