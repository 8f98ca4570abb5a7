"""What a bot (or a player's odds) may read: the fight as one side knows it.

A :class:`SideView` is made from an encounter by :func:`side_view` and is the only thing a bot
receives. It holds no dice to draw (the generator is sealed, so no future roll can be read),
only the events the side may see, and a state from which the other sides' secrets are taken
out: the Ki Wagers another side has committed but not yet revealed in a Duel Clash, and
another side's Holding Back (dbu-1, seed 003: known to the holder's side only; as far as an
opponent knows, the holder fights at full strength). A view is read-only: it cannot choose,
record or snapshot. When the fight holds no secret of another side, the view shares the
state instead of copying it (a bot only reads it).
"""

from __future__ import annotations

from typing import Any, NoReturn

from tenkaichi.dbu.combat.core.engine import Choice, Encounter, new_serial
from tenkaichi.dbu.combat.core.events import Event, visible
from tenkaichi.dbu.combat.core.state import EncounterState, copy_state
from tenkaichi.dbu.combat.core.view_memo import ViewMemo
from tenkaichi.dbu.combat.editions.dbu1.holding_back import HOLDING
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n import DEFAULT


class SealedRng:
    """The dice of a view: there are none. Reading a future roll is refused."""

    __slots__ = ("draws",)

    def __init__(self) -> None:
        self.draws: list[int] = []

    def die(self, sides: int) -> NoReturn:
        raise RuleViolation("a side's view of a fight has no dice to roll")

    def dice(self, sides: int, count: int) -> NoReturn:
        raise RuleViolation("a side's view of a fight has no dice to roll")


class SideView(Encounter):
    """The fight as ``side`` may know it (see the module docstring)."""

    side: str
    source_events: list[Event]

    @property
    def events(self) -> list[Event]:
        """The events this side may see, in order."""
        return visible(self.source_events, self.side)

    @events.setter
    def events(self, value: list[Event]) -> NoReturn:
        raise RuleViolation("a side's view of a fight is read-only")

    def choose(self, choice: Choice) -> NoReturn:
        raise RuleViolation("a side's view of a fight cannot choose: answer the encounter")

    def record(self) -> NoReturn:
        raise RuleViolation("a side's view of a fight has no record: ask the encounter")

    def to_json(self) -> NoReturn:
        raise RuleViolation("a side's view of a fight cannot be snapshotted")


def _secrets(state: EncounterState, side: str, sides: dict[str, str]) -> bool:
    for frame in state.stack:
        if isinstance(frame, DuelFrame) and any(sides[f] != side for f in frame.committed):
            return True
    return any(f.side != side and any(e.name == HOLDING for e in f.effects) for f in state.fighters)


def _redact(state: EncounterState, side: str, sides: dict[str, str]) -> EncounterState:
    out = copy_state(state)
    for frame in out.stack:
        if isinstance(frame, DuelFrame):
            frame.committed = {f: kp for f, kp in frame.committed.items() if sides[f] == side}
    for f in out.fighters:
        if f.side != side:
            f.effects = [e for e in f.effects if e.name != HOLDING]
    return out


def side_view(enc: Encounter, side: str) -> SideView:
    """The fight as ``side`` knows it: what a bot of that side is given."""
    if isinstance(enc, SideView):
        raise RuleViolation("a view is made from the encounter, not from another view")
    view = SideView.__new__(SideView)
    sides = {f.id: f.side for f in enc.state.fighters}
    if side not in sides.values():
        raise RuleViolation(f"there is no side {side!r} in this fight")
    secret = _secrets(enc.state, side, sides)
    view.side = side
    view.serial = new_serial()
    view.setup = enc.setup
    view.base_setup = enc.base_setup
    view.seed = enc.seed
    view.settings = enc.settings
    view.rng = SealedRng()  # type: ignore[assignment]
    view.source_events = enc.events
    view.choices = []
    view.state = _redact(enc.state, side, sides) if secret else enc.state
    # A redacted state has other numbers (a Tier without Holding Back): nothing derived from
    # the true state is reused.
    view._derived = {} if secret else enc._derived
    view.derived_cache = {} if secret else enc.derived_cache
    view._index = enc._index
    view.facts = enc.facts
    view.view_memo = ViewMemo(enc.state.choices)
    return view


def view(enc: Encounter, side: str | None, locale: str = DEFAULT) -> dict[str, Any]:
    """The fight as ``side`` sees it, as JSON (``None``: the game master, who sees everything):
    the events visible to it and the pending decision if it is theirs to make, their words in
    ``locale`` (each event's ``text``, the question and the options' labels). A Duel's secret
    Ki Wagers are events visible to their own side only, so the other side learns them at the
    reveal (seed 001, Ki Wagering on a Duel Clash); a secret part of an event (dbu-1's Holding
    Back) is taken out of its words in every language."""
    pending = enc.decision
    mine = pending is not None and (side is None or enc.fighter(pending.actor).side == side)
    decision = None
    if pending is not None and mine:
        decision = {
            "actor": pending.actor,
            "kind": pending.kind,
            "prompt": pending.question(locale),
            "options": [{"label": o.words(locale), **o.key()} for o in pending.options],
        }
    return {
        "events": [_told(e, locale) for e in visible(enc.events, side)],
        "decision": decision,
        "waiting_for": pending.actor if pending is not None and not mine else "",
    }


def _told(event: Event, locale: str) -> dict[str, Any]:
    """An event's JSON with its words in ``locale``."""
    out = event.to_json()
    if locale != DEFAULT:
        out["text"] = event.words(locale)
    return out


__all__ = ["SealedRng", "SideView", "side_view", "view"]
