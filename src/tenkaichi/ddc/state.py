"""The battle state: plain data, cheap to copy, serialisable (see :mod:`tenkaichi.ddc.codec`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

Mode = Literal["", "move_act", "aoo_move", "defend"]
"""The open turn's mode: nothing chosen yet, Move&Act, the move that follows a free attack of
opportunity (``aoo_then: move_only``), or Defend (no steps; one move if ``defend_attack``)."""


@dataclass(slots=True)
class Status:
    name: str
    effect: Literal["buff", "debuff"]
    turns: int
    """Own turns left; counted down at the end of each of the bearer's turns."""


@dataclass(slots=True)
class FighterState:
    name: str
    """Unique in the battle (a second Agumon is "Agumon2")."""
    form: str
    """Roster name of the current form."""
    base: str
    """Roster name the fighter started as."""
    side: str
    x: int
    y: int
    hp: int
    max_hp: int
    posts: int = 0
    """Own turns taken (started) so far."""
    named_ready: int = 0
    """The first own turn (by ``posts``) on which a named move may be used again."""
    defending: bool = False
    immune: bool = False
    """Digivolved this turn: no damage until the fighter's next turn starts."""
    barrier: int = 0
    statuses: list[Status] = field(default_factory=list)
    digivolved: bool = False
    """In the Digivolved state (seed rule 8)."""
    digivolve_turns: int = 0
    """Own turns of the Digivolved state still to come after the current one."""

    @property
    def square(self) -> tuple[int, int]:
        return (self.x, self.y)

    @property
    def alive(self) -> bool:
        return self.hp > 0

    def copy(self) -> FighterState:
        return replace(self, statuses=[replace(s) for s in self.statuses])


@dataclass(slots=True)
class TurnState:
    actor: int = -1
    """Index into ``fighters`` of the one whose turn it is (-1 before the first turn)."""
    mode: Mode = ""
    steps: int = 0
    """Movement squares left this turn; they never carry over (seed rule 3)."""
    attacked: bool = False
    provoked: list[str] = field(default_factory=list)
    """Enemies the actor already provoked this turn (once per enemy per turn)."""
    switched: bool = False
    """A Digivolved fighter already changed form this turn."""
    extra: bool = False
    """An extra turn taken out of order by a provoked foe ("goes directly after you")."""


@dataclass(slots=True)
class BattleState:
    fighters: list[FighterState]
    order: list[int]
    """Turn order: indices into ``fighters``, highest 10d10 first; fixed for the battle."""
    position: int = -1
    """Index into ``order`` of the current turn."""
    round: int = 0
    turn: TurnState = field(default_factory=TurnState)
    pending_aoo: dict[str, list[str]] = field(default_factory=dict)
    """Fighter -> the provokers it attacks for free when its coming turn starts."""
    aoo_queue: list[str] = field(default_factory=list)
    """Provoked fighters whose turn comes directly after the current one, first to last."""
    winner: str | None = None
    """The winning side, "draw", or None while the battle goes on."""

    def copy(self) -> BattleState:
        return BattleState(
            fighters=[f.copy() for f in self.fighters],
            order=list(self.order),
            position=self.position,
            round=self.round,
            turn=replace(self.turn, provoked=list(self.turn.provoked)),
            pending_aoo={k: list(v) for k, v in self.pending_aoo.items()},
            aoo_queue=list(self.aoo_queue),
            winner=self.winner,
        )

    def fighter(self, name: str) -> FighterState:
        for fighter in self.fighters:
            if fighter.name == name:
                return fighter
        raise KeyError(name)

    @property
    def actor(self) -> FighterState:
        return self.fighters[self.turn.actor]
