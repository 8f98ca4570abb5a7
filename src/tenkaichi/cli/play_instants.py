"""Instant windows in ``tenkaichi play``: asked, passed, or answered for the person.

Before many maneuvers resolve, everyone else may use an Instant Maneuver (decisions of kind
``instant``; about a quarter of a fight's prompts). A person can pass on them "until something
changes": from then on a window is answered "no" for them as long as the situation is the one
they last saw, and asked again when it is not. The situation is which Instant Maneuvers are
offered (their keys) and the person's fighter's Life, so taking damage or a new Instant
becoming possible asks again. ``ask`` turns it off. Separately, a decision whose options all
decline (or that has one option) is never asked: :func:`forced` answers it. Which windows are
worth asking at all is the engine's rule, the same for every front-end (the combat setting
``reaction_windows``: a window opens only when an Instant could change the outcome now).

The mode and the last situation of each fighter are saved with the fight.
"""

from __future__ import annotations

import json
from typing import Any

from tenkaichi.cli.play_menu import declines
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision

WINDOW = "instant"
"""The decision kind of an Instant window."""


def forced(decision: Decision, enc: Encounter | None = None) -> int | None:
    """The option to take without asking: the only one, or the first when all decline."""
    options = decision.options
    if len(options) == 1:
        return 0
    if all(declines(o) for o in options):
        return 0
    return None


def decline_index(decision: Decision) -> int | None:
    return next((i for i, o in enumerate(decision.options) if declines(o)), None)


def situation(enc: Encounter, decision: Decision) -> str:
    useful = sorted(
        json.dumps(o.key(), sort_keys=True, default=str)
        for o in decision.options
        if not declines(o)
    )
    life = enc.fighter(decision.actor).life if enc.has_fighter(decision.actor) else 0
    return json.dumps([useful, life])


class Instants:
    """Each person's Instant mode (``ask`` or ``pass``) and last situation seen."""

    def __init__(self, default: str, saved: dict[str, Any] | None = None) -> None:
        self.default = default
        saved = saved or {}
        modes, seen = saved.get("modes", {}), saved.get("seen", {})
        self.modes: dict[str, str] = {
            str(k): v
            for k, v in (modes.items() if isinstance(modes, dict) else ())
            if v in ("ask", "pass")
        }
        self.seen: dict[str, str] = {
            str(k): v
            for k, v in (seen.items() if isinstance(seen, dict) else ())
            if isinstance(v, str)
        }

    def mode(self, fighter: str) -> str:
        return self.modes.get(fighter, self.default)

    def pass_now(self, enc: Encounter, decision: Decision) -> bool:
        """Whether to answer this window "no" for its person, without asking."""
        if decision.kind != WINDOW or decline_index(decision) is None:
            return False
        fighter = decision.actor
        now = situation(enc, decision)
        before = self.seen.get(fighter)
        self.seen[fighter] = now
        return self.mode(fighter) == "pass" and before in (None, now)

    def set(self, enc: Encounter, decision: Decision, mode: str) -> None:
        self.modes[decision.actor] = mode
        self.seen[decision.actor] = situation(enc, decision)

    def to_json(self) -> dict[str, Any]:
        return {"modes": dict(self.modes), "seen": dict(self.seen)}


__all__ = ["WINDOW", "Instants", "decline_index", "forced", "situation"]
