"""The contract between the sweep runner and each game's part of the lab.

A sweep is a list of *cells*: the spec's ``match`` section (what fights, for one game) with
one value given to each swept parameter. For each cell the game builds a :class:`Job`, which
plays one seeded fight at a time and says what happened as a :class:`FightRecord`. Jobs cross
to worker processes and Ray tasks, so they are picklable and hold no open files.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

Value = str | int | float | bool
"""A swept parameter's value as stored in the results table (a sheet or file is named by its
path or name, a house rule by its word or number)."""


SAFETY_STOP = -2
"""A fight's winner when a simulation's safety limit stopped it (:attr:`FightRecord.winner`)."""


@dataclass(frozen=True, slots=True)
class FightRecord:
    """What one seeded fight gives the results table."""

    seed: int
    winner: int
    """Index into :attr:`Job.sides` of the winning side or seat; -1 for a draw; -2
    (:data:`SAFETY_STOP`) for a fight a simulation's safety limit stopped (no rule: DBU's
    ``max_rounds``), counted with the draws and shown apart."""
    rounds: int
    """Combat Rounds (DBU, DDC) or the game's rounds of turns (Tournament of Power)."""
    score: tuple[int, ...]
    """Per side, in the order of :attr:`Job.sides`: the number named by :attr:`Job.score_name`
    (damage dealt in DBU and DDC)."""
    used: tuple[tuple[int, str, int], ...]
    """(side index, an option in the words people read, times that side chose it)."""


class Job(Protocol):
    """One cell's fight, ready to play."""

    @property
    def sides(self) -> tuple[str, ...]:
        """The sides or seats, as people read them; side 0 is the one the question is about
        (the build under test, the first seat)."""
        ...

    @property
    def score_name(self) -> str:
        """What :attr:`FightRecord.score` counts, in people's words ("damage dealt")."""
        ...

    def play(self, seed: int) -> FightRecord:
        """Play one whole fight, dice and bots seeded from ``seed``; the same seed gives the
        same record in any process."""
        ...


class GameLab(Protocol):
    """One game's part of the lab."""

    game: str
    """The spec's ``game:`` word: ``dbu``, ``top`` or ``ddc``."""

    def parameters(self) -> Mapping[str, str]:
        """Every parameter name this game can sweep (``A.power_level``, ``rules.<setting>``,
        ``edition``, ``bot`` ...) with a one-line description, for ``lab params`` and errors."""
        ...

    def job(self, match: Mapping[str, Any], values: Mapping[str, Any], base_dir: Path) -> Job:
        """The fight of one cell: ``match`` is the spec's ``match`` section as read from YAML,
        ``values`` the cell's parameter values (name -> value from the spec), ``base_dir`` the
        spec's folder (relative paths are read from there).

        Raises :class:`tenkaichi.errors.LabError` naming the parameter, the value and what is
        wrong ("A.power_level: 40 is above the highest Power Level, 30")."""
        ...
