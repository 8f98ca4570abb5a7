"""Physical dice for ``tenkaichi play --dice physical``: the engine asks, a person types.

A fight started with fixed dice (``Encounter.start(setup, seed, dice=[...])``) that needs a die
nobody entered yet stops with a :class:`~tenkaichi.errors.DiceValueError` ("a d10 was needed"),
unchanged (the choice is rolled back, :meth:`Encounter.choose`). :class:`TableDice` then asks
for that one die's natural result, checks it fits the die (1 to its faces; a wrong entry is
asked again with a one-line reason), adds it (:meth:`Encounter.add_dice`) and tries again,
until the choice goes through. Every result goes into the fight's record, so it replays.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.text import Text

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.errors import DiceValueError

Reader = Callable[[str], str | None]
"""Reads one line after a prompt; None at the end of input (or Ctrl-C)."""
RAN_OUT = re.compile(r"a d(\d+) was needed")
"""How the engine's fixed dice say which die they ran out of (the table reads it the same way)."""
MAX_DICE = 10_000
"""Dice one choice may ask for before the program gives up (a real choice needs under 40)."""


class Left(Exception):
    """The person left (q, end of input, Ctrl-C) while dice were asked for."""


def wanted(error: DiceValueError) -> int:
    """The faces of the die the fight ran out of (0: another dice problem)."""
    found = RAN_OUT.search(str(error))
    return int(found.group(1)) if found else 0


class TableDice:
    """Asks for each die the engine needs (see the module docstring)."""

    def __init__(self, out: Console, read: Reader) -> None:
        self.out = out
        self.read = read
        self.entered = 0

    def ask(self, faces: int, why: str) -> int:
        """One die's natural result, 1 to ``faces``; raises :class:`Left` on q or end of input."""
        while True:
            self.entered += 1
            answer = self.read(f"Roll a d{faces} {why}and type its result (1-{faces}): ")
            if answer is None or answer.strip().lower() in ("q", "quit", "exit"):
                raise Left
            text = answer.strip()
            if text.isdecimal() and len(text) < 6 and 1 <= int(text) <= faces:
                return int(text)
            shown = text.encode("utf-8", "replace").decode("utf-8")[:20] or "nothing"
            self.out.print(
                Text(f"'{shown}' is not a d{faces} result: type a whole number from 1 to {faces}.")
            )

    def start(self, setup: EncounterSetup, seed: int) -> Encounter:
        """Start the fight, asking for the dice its first rolls (Initiative) need."""
        dice: list[int] = []
        for _ in range(MAX_DICE):
            try:
                return Encounter.start(setup, seed, dice=dice)
            except DiceValueError as error:
                faces = wanted(error)
                if not faces:
                    raise
                dice.append(self.ask(faces, "for the start of the fight "))
        raise DiceValueError("the fight asked for too many dice before its first decision")

    def choose(self, enc: Encounter, choice: Any, who: str) -> list[Event]:
        """``enc.choose(choice)``, asking for each missing die."""
        for _ in range(MAX_DICE):
            try:
                return enc.choose(choice)
            except DiceValueError as error:
                faces = wanted(error)
                if not faces:
                    raise
                enc.add_dice([self.ask(faces, f"for {who} " if who else "")])
        raise DiceValueError("one choice asked for too many dice")


__all__ = ["Left", "Reader", "TableDice", "wanted"]
