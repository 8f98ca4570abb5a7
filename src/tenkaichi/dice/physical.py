"""Physical dice, one roll at a time: the engine asks for a whole roll, a person types it.

A fight whose dice are rolled at the table draws from :class:`PhysicalDice`. Before it rolls,
the engine names the roll and whose it is (:meth:`PhysicalDice.label`: "Kale", "Strike"). When
no entry is there for it, the roll stops with :class:`DiceNeeded`, whose :class:`DiceAsk` says
who rolls, which roll, and the dice to type in one entry: first every die of the expression
(``1d10+ToP``: a d10 and the Tier die), then, only if the results call for them, the Repeat
dice (a die at or below the Repeat threshold is rolled again), then the Critical dice (a
Critical d10 adds one solid d10). The table asks the fighter's seat, adds the entry and tries
again; the fight stands still meanwhile (the engine rolls the choice back).

Each finished roll also records its results in the order a seeded roll draws them (die by
die, each Repeat and Critical right after its term), so :attr:`script` replays exactly with
:class:`~tenkaichi.dice.rng.ScriptedRng`: a fight's record stays a flat list of results.

A draw outside any dice expression (a random square) is its own entry of one die. Entries
typed before this format existed (one flat stream of results, ``legacy``) are drawn first, die
by die, exactly as :class:`ScriptedRng` did.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.errors import DiceValueError

Stage = Literal["roll", "repeat", "critical", "die"]
_SHORT = {"Tier of Power": "Tier"}


@dataclass(frozen=True, slots=True)
class DiceAsk:
    """One entry the fight waits for."""

    who: str
    """The fighter whose roll it is ("" for a roll of the table itself)."""
    roll: str
    """What is rolled, as people say it ("Strike", "Wound", "Initiative")."""
    dice: tuple[int, ...]
    """The faces of each die to type, in order."""
    stage: Stage = "roll"
    labels: tuple[str, ...] = ()
    """What each die is (``Tier of Power``, ``Critical``), where it says more than ``dN``."""

    def dice_text(self) -> str:
        """The dice as a sum, "1d10 + Tier 1d4" (like dice grouped, each group's kind named
        where it is not a plain die)."""
        labels = self.labels or ("",) * len(self.dice)
        groups: list[list[object]] = []
        for sides, label in zip(self.dice, labels, strict=True):
            if groups and groups[-1][0] == sides and groups[-1][1] == label:
                groups[-1][2] += 1  # type: ignore[operator]
            else:
                groups.append([sides, label, 1])
        return " + ".join(
            f"{_SHORT.get(str(label), str(label)) + ' ' if label else ''}{count}d{sides}"
            for sides, label, count in groups
        )

    def title(self) -> str:
        """ "Kale's Strike", "Kale's Strike (Critical)", "the table's roll"."""
        owner = f"{self.who}'s " if self.who else "the table's "
        name = self.roll or "roll"
        extra = {"repeat": " (Repeat)", "critical": " (Critical)"}.get(self.stage, "")
        return f"{owner}{name}{extra}"

    def prompt(self) -> str:
        """ "Kale's Strike: 1d10 + 1d4: type 2 dice"."""
        n = len(self.dice)
        return f"{self.title()}: {self.dice_text()}: type {n} {'die' if n == 1 else 'dice'}"

    def example(self) -> str:
        """A made-up entry of the right shape, to show how to type one: ``7 6``."""
        return " ".join(str(max(1, min(s, 7 - i % 3))) for i, s in enumerate(self.dice[:4]))

    def to_json(self) -> dict[str, object]:
        return {
            "for": self.who,
            "roll": self.roll,
            "dice": [f"d{s}" for s in self.dice],
            "stage": self.stage,
            "title": self.title(),
            "prompt": self.prompt(),
            "example": self.example(),
        }


class DiceNeeded(DiceValueError):
    """The fight needs an entry nobody typed yet (see :class:`DiceAsk`)."""

    def __init__(self, ask: DiceAsk) -> None:
        self.ask = ask
        super().__init__(f"the recorded dice ran out: {ask.prompt()} (a d{ask.dice[0]} was needed)")


def check_entry(ask: DiceAsk, values: Sequence[int]) -> None:
    """Raise a one-line :class:`DiceValueError` unless ``values`` answer ``ask``: as many
    results as dice, each from 1 to its die's faces (said in words, never by index)."""
    n = len(ask.dice)
    if len(values) != n:
        wanted = f"{n} {'die' if n == 1 else 'dice'} ({ask.dice_text()})"
        raise DiceValueError(f"{ask.title()} needs {wanted}; you typed {len(values)}")
    for sides, value in zip(ask.dice, values, strict=True):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= sides:
            raise DiceValueError(f"the d{sides} must be 1-{sides}; you typed {value}")


ENTRY_MAX_CHARS = 2_000
"""The longest typed entry read (a real roll's entry is a few characters)."""


def parse_entry(text: str, ask: DiceAsk) -> list[int]:
    """One roll's results as a person types them (``7 4``, ``7,4``), checked against ``ask``
    (:func:`check_entry`); a one-line :class:`DiceValueError` in words otherwise."""
    if len(text) > ENTRY_MAX_CHARS:
        raise DiceValueError(f"{ask.title()} needs {len(ask.dice)}; that is far too long")
    words = [w for w in re.split(r"[\s,;]+", text.strip()) if w]
    if not words:
        raise DiceValueError(f"type the numbers the dice show, like {ask.example()}")
    values = []
    for word in words:
        if not (word.isascii() and word.isdigit() and len(word) <= 4):
            shown = word.encode("utf-8", "replace").decode("utf-8")[:12]
            raise DiceValueError(
                f"type the numbers the dice show, like {ask.example()}; '{shown}' is not a number"
            )
        values.append(int(word))
    check_entry(ask, values)
    return values


class PhysicalDice(ScriptedRng):
    """Dice typed at the table, a roll per entry (see the module docstring). It is a
    :class:`ScriptedRng` to the engine: ``script`` and ``used`` are the results drawn so far,
    in seeded order."""

    __slots__ = ("_entries", "_legacy", "_next", "asked", "current")

    def __init__(self, entries: Iterable[Sequence[int]] = (), legacy: Iterable[int] = ()) -> None:
        super().__init__([])
        self._legacy = [int(v) for v in legacy]
        self._entries: list[list[int]] = [list(e) for e in entries]
        self._next = 0
        self.current: tuple[str, str] | None = None
        """(fighter, roll) of the roll the engine is about to make."""
        self.asked: list[DiceAsk] = []
        """What each entry taken so far answered, in order."""

    @classmethod
    def continuing(cls, scripted: ScriptedRng) -> PhysicalDice:
        """Typed dice that go on after a fight replayed from a flat record (a resumed or
        undone fight): its results are drawn die by die first, then a roll per entry."""
        typed = cls((), scripted.script)
        typed.note(scripted.script[: scripted.used], draws=False)
        return typed

    # --- what the engine calls ------------------------------------------------------------

    def label(self, who: str, roll: str) -> None:
        """Name the next roll and its owner (cleared when the roll is made)."""
        self.current = (who, roll)

    def die(self, sides: int) -> int:
        """One die outside a dice expression (or a legacy result): an entry of its own."""
        if self._legacy_left():
            return self._legacy_die(sides)
        (value,) = self.take((sides,), "die")
        self.note((value,))
        return value

    def dice(self, sides: int, count: int) -> list[int]:
        return [self.die(sides) for _ in range(count)]

    def take(self, dice: tuple[int, ...], stage: Stage, labels: tuple[str, ...] = ()) -> list[int]:
        """The next entry, which must answer these dice; :class:`DiceNeeded` if none is left."""
        if not dice:
            return []
        who, roll = self.current or ("", "")
        ask = DiceAsk(who, roll, dice, stage, labels)
        if self._next >= len(self._entries):
            raise DiceNeeded(ask)
        values = self._entries[self._next]
        try:
            check_entry(ask, values)
        except DiceValueError as error:
            raise DiceValueError(f"dice entry {self._next + 1} does not fit: {error}") from None
        self._next += 1
        self.asked.append(ask)
        return list(values)

    def note(self, values: Iterable[int], *, draws: bool = True) -> None:
        """Record results in the order a seeded roll draws them (see the module docstring);
        ``draws``: also into :attr:`draws`, as a generator's single draws are."""
        for value in values:
            self._script.append(value)
            if draws:
                self.draws.append(value)
        self._index = len(self._script)

    def add_entry(self, values: Sequence[int]) -> None:
        """One more typed entry (physical dice rolled at the table)."""
        self._entries.append(list(values))

    def add_legacy(self, results: Sequence[int]) -> None:
        """More results of an old table, drawn die by die."""
        self._legacy.extend(results)

    def extend(self, results: Iterable[int]) -> None:
        """Entries are whole rolls: see :meth:`add_entry`."""
        added = list(results)
        if added:
            raise DiceValueError("dice rolled at the table are entered a roll at a time")

    @property
    def exhausted(self) -> bool:
        return self._next == len(self._entries) and not self._legacy_left()

    @property
    def entries_used(self) -> int:
        return self._next

    @property
    def entries_left(self) -> int:
        return len(self._entries) - self._next

    def legacy_left(self) -> bool:
        return self._legacy_left()

    # --- legacy results, die by die -----------------------------------------------------------

    def _legacy_left(self) -> bool:
        return len(self._script) < len(self._legacy)

    def _legacy_die(self, sides: int) -> int:
        value = self._legacy[len(self._script)]
        if not 1 <= value <= sides:
            raise DiceValueError(
                f"recorded result {value} (number {len(self._script) + 1}) does not fit a d{sides}"
            )
        self.note((value,))
        return value


__all__ = ["DiceAsk", "DiceNeeded", "PhysicalDice", "check_entry", "parse_entry"]
