"""What one side of a fight may see: the events visible to it and the pending decision if it
is theirs to make. A Duel's secret Ki Wagers are events visible to their own side only, so the
other side learns them at the reveal (seed 001, Ki Wagering on a Duel Clash)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.events import visible

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def view(enc: Encounter, side: str | None) -> dict[str, Any]:
    """The fight as ``side`` sees it (``None``: the game master, who sees everything)."""
    pending = enc.decision
    mine = pending is not None and (side is None or enc.fighter(pending.actor).side == side)
    decision = None
    if pending is not None and mine:
        decision = {
            "actor": pending.actor,
            "kind": pending.kind,
            "prompt": pending.prompt,
            "options": [{"label": o.label, **o.key()} for o in pending.options],
        }
    return {
        "events": [e.to_json() for e in visible(enc.events, side)],
        "decision": decision,
        "waiting_for": pending.actor if pending is not None and not mine else "",
    }
