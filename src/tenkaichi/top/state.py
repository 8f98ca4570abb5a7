"""The state of a Tournament of Power game: plain records that copy cheaply.

Everything a game needs lives in :class:`GameState`; :meth:`GameState.copy` gives an independent
twin (the search bot copies a game thousands of times). Options are small tuples
``(kind, a, b)``; :mod:`tenkaichi.top.combat` gives the numbers of the combat's options, and
:func:`tenkaichi.top.render.describe` says any option in words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import NewType

Option = tuple[str, int, int]
CardId = NewType("CardId", str)
"""The id of a card of the decks (``dodge``, ``volley``...): a type of its own, so a card can
never be mistaken for a kind of defence or any other word."""
Event = tuple[object, ...]
"""``(kind, field, ...)``: the first field of a private event is the seat that may see it."""

PRIVATE_EVENTS = frozenset({"drew", "dealt", "discarded"})


@dataclass(slots=True)
class Token:
    """One warrior on (or off) the board."""

    id: int
    owner: int
    """The seat of its team; -1 for an unplayed warrior fought on a green space."""
    character: str
    cell: int = -1
    damage: int = 0
    alive: bool = True
    form: int = 0
    """Index of its current form (a transformation lasts one combat: one attack in a duel)."""
    fused: bool = False
    """A fusion: counts as two warriors for scoring (seed 002)."""

    def copy(self) -> Token:
        return Token(
            self.id,
            self.owner,
            self.character,
            self.cell,
            self.damage,
            self.alive,
            self.form,
            self.fused,
        )


@dataclass(slots=True)
class Player:
    seat: int
    team: list[int] = field(default_factory=list)
    """Token ids in draft order (a team slot keeps its token after death)."""
    hand: list[CardId] = field(default_factory=list)

    def copy(self) -> Player:
        return Player(self.seat, list(self.team), list(self.hand))


@dataclass(slots=True)
class Turn:
    """What the current turn has used and been granted."""

    seat: int
    event: CardId | None = None
    move_range: int = 4
    reroll_bonus: int = 0
    no_support: bool = False
    transform_bonus: int = 0
    extra_combats: int = 0
    """Combats granted beyond the first and not yet fought."""
    extra_card: bool = False
    """A card that adds a combat was played this turn (at most one, seed 002)."""
    combats: int = 0
    specials: list[int] = field(default_factory=list)
    """Seats that played a Special card this turn (at most one each)."""
    counter_card: bool = False
    """A Counter-Attack card was played this turn (at most one)."""
    mover: int = -1
    start_cell: int = -1
    bonus_draws: int = 0
    moved: bool = False
    recover_amount: int = 0
    kill_decks: list[str] = field(default_factory=list)
    """Decks owed for warriors the mover eliminated on the board this turn: the colour of the
    space each stood on (seed 002), drawn at the end of the turn."""
    last_kill: bool = False
    """The turn's last combat eliminated the defender: no draw for the space stepped to."""
    opponent_out: bool = False
    """The turn's last combat put the mover's opponent out (a board enemy eliminated, or the
    unplayed warrior of a green space beaten): the mover keeps its space (seed 002)."""

    def copy(self) -> Turn:
        twin = Turn(
            self.seat,
            self.event,
            self.move_range,
            self.reroll_bonus,
            self.no_support,
            self.transform_bonus,
            self.extra_combats,
            self.extra_card,
            self.combats,
            list(self.specials),
            self.counter_card,
            self.mover,
            self.start_cell,
            self.bonus_draws,
            self.moved,
            self.recover_amount,
            list(self.kill_decks),
            self.last_kill,
            self.opponent_out,
        )
        return twin


class Answer(Enum):
    """How the target of a strike answers it: a kind of defence, never a card id (a Dodge
    *card* and a Dodge *roll* are different answers)."""

    TAKE = "takes it"
    DODGE_ROLL = "rolls a Dodge"
    CARD = "plays a card"


@dataclass(slots=True)
class Strike:
    """One attack being resolved: who strikes whom, and what the defence may be."""

    striker: int
    target: int
    counter: bool = False
    reflected: bool = False
    damage: int = 0
    sphere: bool = False
    defence: str = "cards_or_dice"
    invulnerable: bool = False
    rolls: int = 1
    card: CardId | None = None
    """The card whose combo made the attack (None for the warrior's own)."""
    answer: Answer = Answer.TAKE
    """The target's defence."""
    answer_card: CardId | None = None
    """The card played when ``answer`` is :attr:`Answer.CARD`."""
    countered: bool = False

    def copy(self) -> Strike:
        return Strike(
            self.striker,
            self.target,
            self.counter,
            self.reflected,
            self.damage,
            self.sphere,
            self.defence,
            self.invulnerable,
            self.rolls,
            self.card,
            self.answer,
            self.answer_card,
            self.countered,
        )


@dataclass(slots=True)
class Combat:
    kind: str
    """"board", "green" or "duel"."""
    attacker: int
    defender: int
    stage: str = "start"
    strike: Strike | None = None
    dice: list[int] = field(default_factory=list)
    rerolls: int = 0
    roller: int = -1
    need: tuple[int, ...] = ()
    """What the current defensive roll must form (dodge or card combo)."""
    transform_side: int = 0
    counter_done: bool = False
    fled: bool = False
    attacks: int = 0
    """Tie-break duel: the attacks over so far."""
    controller: int = -1
    """The seat that plays the green-space warrior."""
    forms_tried: int = 0
    fuse_side: int = 0
    """Whose fusion roll the "fuse" stage offers: 0 the attacker's owner, 1 the defender's."""

    def copy(self) -> Combat:
        return Combat(
            self.kind,
            self.attacker,
            self.defender,
            self.stage,
            None if self.strike is None else self.strike.copy(),
            list(self.dice),
            self.rerolls,
            self.roller,
            self.need,
            self.transform_side,
            self.counter_done,
            self.fled,
            self.attacks,
            self.controller,
            self.forms_tried,
            self.fuse_side,
        )


@dataclass(slots=True)
class GameState:
    n: int
    phase: str = "draft"
    round: int = 1
    last_round: int = 10
    extra_rounds: int = 0
    first_seat: int = 0
    picks: int = 0
    first_picker: int = 0
    tokens: list[Token] = field(default_factory=list)
    players: list[Player] = field(default_factory=list)
    decks: dict[str, list[CardId]] = field(default_factory=dict)
    unplayed: list[str] = field(default_factory=list)
    turn: Turn = field(default_factory=lambda: Turn(0))
    combat: Combat | None = None
    winners: list[int] = field(default_factory=list)
    duelists: list[int] = field(default_factory=list)
    turns_played: int = 0
    time_called: bool = False
    """A timed game (setting ``length: minutes``): the shell called time; the round ends it."""

    def copy(self) -> GameState:
        return GameState(
            self.n,
            self.phase,
            self.round,
            self.last_round,
            self.extra_rounds,
            self.first_seat,
            self.picks,
            self.first_picker,
            [t.copy() for t in self.tokens],
            [p.copy() for p in self.players],
            {k: list(v) for k, v in self.decks.items()},
            list(self.unplayed),
            self.turn.copy(),
            None if self.combat is None else self.combat.copy(),
            list(self.winners),
            list(self.duelists),
            self.turns_played,
            self.time_called,
        )
