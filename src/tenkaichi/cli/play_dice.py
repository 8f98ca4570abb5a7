"""Physical dice for ``tenkaichi play --dice physical``: the engine asks, a person types.

A roll belongs to the fighter who makes it, and the engine names it: a fight started with
:class:`~tenkaichi.dice.physical.PhysicalDice` that needs a roll nobody entered stops with
:class:`~tenkaichi.dice.physical.DiceNeeded`, unchanged (the choice is rolled back,
:meth:`Encounter.choose`). :class:`TableDice` then asks for that whole roll in one line
("Kale's Strike: 1d10 + Tier 1d4: type 2 dice: ", answered ``7 4`` or ``7,4``), checks it
(a wrong entry is asked again with a one-line reason in words), adds it
(:meth:`Encounter.add_dice`) and tries again, until the choice goes through; Repeat and
Critical dice are asked after it, only when the results call for them. Every result goes into
the fight's record, so it replays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.text import Text

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dice.physical import DiceAsk, DiceNeeded, PhysicalDice, parse_entry
from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.errors import DiceValueError

Reader = Callable[[str], str | None]
"""Reads one line after a prompt; None at the end of input (or Ctrl-C)."""
MAX_DICE = 10_000
"""Rolls one choice may ask for before the program gives up (a real choice needs under 40)."""


class Left(Exception):
    """The person left (q, end of input, Ctrl-C) while dice were asked for."""


class TableDice:
    """Asks for each roll the engine needs (see the module docstring)."""

    def __init__(self, out: Console, read: Reader) -> None:
        self.out = out
        self.read = read
        self.entered = 0

    def ask(self, ask: DiceAsk) -> list[int]:
        """One roll's results; raises :class:`Left` on q or end of input."""
        while True:
            self.entered += 1
            answer = self.read(f"{ask.prompt()}: ")
            if answer is None or answer.strip().lower() in ("q", "quit", "exit"):
                raise Left
            try:
                return parse_entry(answer, ask)
            except DiceValueError as error:
                self.out.print(Text(f"{error}."))

    def start(self, setup: EncounterSetup, seed: int) -> Encounter:
        """Start the fight, asking for the rolls its start (Initiative) needs."""
        entries: list[list[int]] = []
        for _ in range(MAX_DICE):
            try:
                return Encounter.start(setup, seed, dice=PhysicalDice(entries))
            except DiceNeeded as needed:
                entries.append(self.ask(needed.ask))
        raise DiceValueError("the fight asked for too many rolls before its first decision")

    def choose(self, enc: Encounter, choice: Any, who: str = "") -> list[Event]:
        """``enc.choose(choice)``, asking for each roll it needs."""
        if type(enc.rng) is ScriptedRng:  # replayed from a saved or undone fight
            enc.rng = PhysicalDice.continuing(enc.rng)
        for _ in range(MAX_DICE):
            try:
                return enc.choose(choice)
            except DiceNeeded as needed:
                enc.add_dice(self.ask(needed.ask))
        raise DiceValueError("one choice asked for too many rolls")


__all__ = ["Left", "Reader", "TableDice"]
