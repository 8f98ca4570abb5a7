"""What a seat may know: the public table, never the dice to come.

A bot is handed a :class:`SeatView`, not the :class:`~tenkaichi.ddc.engine.Battle`: the view
holds the seat's own copy of the battle state (positions, HP, statuses, recharges, turn order:
everything the players see on the forum), the settings, the roster, the setup and the legal
actions. It holds no dice generator and no seed, so a bot cannot read or steer the dice to come
(the only hidden information of Dungeon DICE Combat; reference D2). A search bot that wants
to look ahead builds a simulation from the view that rolls the bot's own dice
(:meth:`~tenkaichi.ddc.engine.Battle.from_view`).

The rules helpers of :mod:`tenkaichi.ddc.options` take any :class:`Table`: a battle or a view.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.content import FighterSpec, Roster
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.ddc.state import BattleState, FighterState


class Table(Protocol):
    """What the rules helpers read: the state, the settings and the roster."""

    @property
    def state(self) -> BattleState: ...

    @property
    def settings(self) -> DdcSettings: ...

    @property
    def roster(self) -> Roster: ...

    def spec(self, fighter: FighterState) -> FighterSpec: ...

    def dice(self, fighter: FighterState) -> int: ...


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's view at its decision (frozen; ``state`` is the view's own copy, so nothing a
    bot does to it reaches the battle)."""

    seat: str
    """The fighter whose decision this is."""
    state: BattleState
    settings: DdcSettings
    roster: Roster
    setup: BattleSetup
    legal: tuple[Action, ...]
    """The legal actions now, in the engine's order."""

    def spec(self, fighter: FighterState) -> FighterSpec:
        return self.roster.find(fighter.form)

    def dice(self, fighter: FighterState) -> int:
        return self.spec(fighter).dice(self.settings)

    @property
    def me(self) -> FighterState:
        return self.state.fighter(self.seat)

    def with_state(self, state: BattleState) -> SeatView:
        """The same view over another (hypothetical) state: for a bot's what-ifs."""
        return replace(self, state=state)
