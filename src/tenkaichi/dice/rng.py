"""Injected randomness. Nothing in Tenkaichi touches the global ``random`` module.

A :class:`DiceRng` answers one question, ``die(sides)``: a uniform integer in ``1..sides``.
Every answer is recorded in ``draws`` so a roll can be replayed with :class:`ScriptedRng`,
with or without its seed (physical dice typed in work the same way).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Annotated, Protocol, runtime_checkable

from tenkaichi.dice.arguments import Between, checked_class, describe
from tenkaichi.errors import DiceValueError

MAX_SEED = 2**63 - 1
Seed = Annotated[int, Between(0, MAX_SEED)]
"""A seed as the public API takes it."""
_BITS = [0, 1] + [(sides - 1).bit_length() for sides in range(2, 1025)]
"""Random bits needed for a die of each size (rejection sampling keeps it exactly uniform)."""


@runtime_checkable
class DiceRng(Protocol):
    draws: list[int]
    """Values drawn since the current roll began; a roll moves them into its result."""

    def die(self, sides: int) -> int:
        """A uniform integer in 1..sides."""
        ...

    def dice(self, sides: int, count: int) -> list[int]:
        """``count`` uniform integers in 1..sides, drawn in order (same as calling die)."""
        ...


@checked_class
class SeededRng:
    """A reproducible generator: the same seed gives the same draws on every machine."""

    __slots__ = ("_append", "_bits", "draws", "seed")

    def __init__(self, seed: int | None = None) -> None:
        if seed is None:
            import secrets  # only for an unseeded roll (hmac and hashlib come with it)

            seed = secrets.randbits(63)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise DiceValueError(f"seed must be an integer from 0 to {MAX_SEED}, got {seed!r}")
        self.seed = seed
        self.draws: list[int] = []
        self._append = self.draws.append
        self._bits = random.Random(seed).getrandbits

    def die(self, sides: int) -> int:
        # Rejection sampling on the fewest bits that hold sides-1: exactly uniform.
        bits = _BITS[sides] if sides < 1025 else (sides - 1).bit_length()
        value = self._bits(bits)
        while value >= sides:
            value = self._bits(bits)
        value += 1
        self._append(value)
        return value

    def getstate(self) -> list[object]:
        """The generator's internal state, as JSON-ready lists (for snapshots of a fight)."""
        version, internal, gauss = self._bits.__self__.getstate()  # type: ignore[attr-defined]
        return [version, list(internal), gauss]

    def __deepcopy__(self, memo: dict[int, object]) -> SeededRng:
        """An independent generator at the same point (the bound C method would otherwise be
        shared between the copies)."""
        twin = SeededRng(self.seed)
        twin.setstate(self.getstate())
        twin.draws.extend(self.draws)
        return twin

    def setstate(self, state: list[object]) -> None:
        """Continue exactly where :meth:`getstate` was taken."""
        version, internal, gauss = state
        self._bits.__self__.setstate((version, tuple(internal), gauss))  # type: ignore[arg-type, attr-defined]

    def dice(self, sides: int, count: int) -> list[int]:
        bits = _BITS[sides] if sides < 1025 else (sides - 1).bit_length()
        draw = self._bits
        out = []
        for _ in range(count):
            value = draw(bits)
            while value >= sides:
                value = draw(bits)
            out.append(value + 1)
        self.draws.extend(out)
        return out


@checked_class
class ScriptedRng:
    """Replays recorded draws (or dice rolled at the table) in order."""

    __slots__ = ("_index", "_script", "draws")

    def __init__(self, script: Iterable[int]) -> None:
        self._script: list[int] = []
        self._index = 0
        self.draws: list[int] = []
        if isinstance(script, str | bytes | dict) or not isinstance(script, Iterable):
            raise DiceValueError("recorded dice must be a list of whole numbers of at least 1")
        self.extend(script)

    def die(self, sides: int) -> int:
        if self._index >= len(self._script):
            raise DiceValueError(
                f"the recorded dice ran out: a d{sides} was needed after "
                f"{len(self._script)} recorded results"
            )
        value = self._script[self._index]
        if not 1 <= value <= sides:
            raise DiceValueError(
                f"recorded result {value} (number {self._index + 1}) does not fit a d{sides}"
            )
        self._index += 1
        self.draws.append(value)
        return value

    def dice(self, sides: int, count: int) -> list[int]:
        return [self.die(sides) for _ in range(count)]

    @property
    def exhausted(self) -> bool:
        return self._index == len(self._script)

    @property
    def script(self) -> list[int]:
        """Every result given so far, used or not, in order (what a record keeps)."""
        return list(self._script)

    @property
    def used(self) -> int:
        """How many of the results have been drawn."""
        return self._index

    def extend(self, results: Iterable[int]) -> None:
        """Add results entered later (physical dice rolled at the table)."""
        added = list(results)
        for i, value in enumerate(added):
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise DiceValueError(
                    f"die result {i + 1} must be a whole number of at least 1, "
                    f"got {describe(value)}"
                )
        self._script.extend(added)

    def skip(self, used: int) -> None:
        """Continue after the first ``used`` results (a snapshot taken mid-fight)."""
        if not 0 <= used <= len(self._script):
            raise DiceValueError(
                f"{used} results cannot have been used of {len(self._script)} fixed dice"
            )
        self._index = used
