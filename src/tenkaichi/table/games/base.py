"""What the table needs of a game: :class:`GameRules`, one per game, and the :class:`Match`
it drives.

The table service (tables, seats, the input log, views, bots, timers) knows no rule. Each game
gives it a :class:`GameRules`: how to read a setup, which actors (fighters, players) it has and
on which side each one is, how to start and replay a match from (setup, seed, dice, choices),
what each option reads like, which bots it has, and what a set of sides may see of a match and
of each of its events. A :class:`Match` is the game in progress as the table drives it: the
pending decision (who must choose, and the legal options, each with a label and a JSON key
that goes into the log), ``choose(key)``, ``over`` and ``clone()``.

**Actors and sides.** An actor is who a decision belongs to (a DBU fighter, a Tournament of
Power player, a DDC fighter), named by a string; every actor is on one side. Seats answer for
actors, by name or by side (:mod:`tenkaichi.table.seats`), and what a seat may see is a set of
sides (``None``: every side).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from tenkaichi.dice.physical import PhysicalDice
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import Msg
from tenkaichi.table.policies import Family

Viewer = frozenset[str] | None
"""The sides whose secrets a seat may see (``None``: every side)."""


class TableOption(Protocol):
    @property
    def label(self) -> str: ...

    def key(self) -> Any:
        """The option as JSON, as it is logged and answered."""
        ...


class TableDecision(Protocol):
    @property
    def actor(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def prompt(self) -> str | Msg:
        """The question: English words, or a message in every language (DBU's)."""
        ...

    @property
    def options(self) -> Sequence[TableOption]: ...


class Match(Protocol):
    """A game in progress (a DBU ``Encounter`` is one as it is)."""

    @property
    def events(self) -> Sequence[Any]: ...

    @property
    def decision(self) -> TableDecision | None: ...

    @property
    def over(self) -> bool: ...

    def choose(self, key: Any, /) -> object:
        """Apply the option whose key is ``key``; a wrong key raises a TenkaichiError."""
        ...

    def clone(self) -> Match: ...


class GameRules(Protocol):
    """One game, as the table plays it (see the module docstring)."""

    name: str
    """The game's id in the store (``dbu``, ``top``, ``ddc``)."""
    title: str
    """The game's name as people read it."""
    dice_modes: tuple[str, ...]
    """``seeded`` and, for a game whose dice people may roll at the table, ``physical``."""
    bot_kinds: tuple[str, ...]
    default_settings: Mapping[str, Any]
    """Table settings this game starts with, over the table's own defaults."""
    reaction_families: tuple[Family, ...]
    """The reaction decisions a seat may set policies for (none: every decision is asked)."""

    def turn_of(self, match: Match) -> str:
        """Names the turn in progress (a policy "for the rest of this turn" lasts while it
        does); "" for a game with no such turns."""
        ...

    def parse_setup(self, raw: Any, where: str) -> Any:
        """The setup from JSON (a one-line :class:`~tenkaichi.errors.TenkaichiError` when it
        is not one)."""
        ...

    def dump_setup(self, setup: Any) -> dict[str, Any]: ...

    def sides(self, setup: Any) -> dict[str, str]:
        """Actor -> side, in the setup's order."""
        ...

    def preview(self, setup: Any, seed: int) -> Match | None:
        """The match as it stands before it starts (everyone in place, nothing rolled), to
        show the board and the sheets in the lobby (``None``: nothing to show)."""
        ...

    def sides_now(self, match: Match) -> dict[str, str] | None:
        """Actor -> side as the match stands, for a game whose actors a ruling may add
        (``None``: always the setup's)."""
        ...

    def start(self, setup: Any, seed: int, dice: PhysicalDice | None) -> Match:
        """A new match; ``dice``: the physical dice entered so far, a roll per entry (a game
        that waits for more raises :class:`~tenkaichi.dice.physical.DiceNeeded` naming the
        roll, whose it is and its dice)."""
        ...

    def replay(
        self, setup: Any, seed: int, dice: PhysicalDice | None, keys: Sequence[Any]
    ) -> Match:
        """The match after the logged ``keys`` (a log that does not replay raises)."""
        ...

    def bot_choice(self, match: Match, kind: str, seed: int) -> int:
        """The index of the option a bot of ``kind`` picks, shown only what its actor may see."""
        ...

    def pass_option(self, match: Match) -> int | None:
        """The pending decision's do-nothing option, if it has one (the turn timer's pass)."""
        ...

    def winner(self, match: Match) -> str:
        """The winning side(s) once over, ``draw``, or ``""``."""
        ...

    def public(self, match: Match | None, viewer: Viewer) -> dict[str, Any]:
        """The game's part of a seat's view: what ``viewer`` may see of the match now (the
        same keys, empty, before the match starts)."""
        ...

    def event_json(self, match: Match, event: Any, viewer: Viewer) -> dict[str, Any] | None:
        """``event`` as ``viewer`` is shown it (with a ``text``), or ``None`` if not at all."""
        ...

    def option_json(self, match: Match, index: int, viewer: Viewer) -> dict[str, Any]:
        """What the seat that must answer is shown of option ``index``, beyond its number,
        label and key (costs, odds, what the front-end needs to draw it)."""
        ...

    def snapshot(self, match: Match) -> dict[str, Any] | None:
        """A cache of the match to store (``None``: this game replays fast enough)."""
        ...

    def from_snapshot(self, stored: Any, keys: Sequence[Any], dice: Sequence[int]) -> Match | None:
        """The match from a stored snapshot when it is of exactly these ``keys`` and
        ``dice`` and verifies, else ``None``."""
        ...


def choose_all(match: Match, keys: Sequence[Any], what: str = "choice") -> Match:
    """``match`` after choosing every key of a log in turn; a key it cannot take raises one
    line naming its place in the log (``what`` 3 of the log: ...)."""
    for number, key in enumerate(keys, 1):
        try:
            match.choose(key)
        except TenkaichiError as error:
            raise TenkaichiError(f"{what} {number} of the log: {error}") from None
    return match


__all__ = ["GameRules", "Match", "TableDecision", "TableOption", "Viewer", "choose_all"]
