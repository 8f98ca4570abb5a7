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


def joined(names: list[str]) -> str:
    """Names as a sentence lists them: ``A``, ``A and B``, ``A, B and C``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def winners(side: str, names: list[str], why: str = "") -> str:
    """Who won, by the fighters of the winning ``side`` (``names``), and ``why``:
    ``Agumon wins (last side standing)``, ``Agumon and Patamon win (side rivals)``; the side
    is said when it is not its one fighter's own name (a free-for-all)."""
    if not names:
        return f"side {side} wins" + (f" ({why})" if why else "")
    verb = "wins" if len(names) == 1 else "win"
    notes = ([] if names == [side] else [f"side {side}"]) + ([why] if why else [])
    return f"{joined(names)} {verb}" + (f" ({'; '.join(notes)})" if notes else "")


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    who: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "who": self.who, "text": self.text, "data": self.data}
