"""The input log and the fight it makes.

The log is a list of :class:`Entry` rows numbered by ``seq`` from 0. ``choice`` entries answer
decisions, ``dice`` entries give physical die results, ``undo`` takes back the last ``n``
choices (with every entry after the first of them), ``pause``/``resume``/``end`` change the
table's status. :func:`effective` applies the undos; :func:`rebuild` replays what is left;
:func:`step` applies one new entry to a fight, the way a live table does, so a fight built
entry by entry equals the one rebuilt from its log.

Physical dice: every result entered is in the log, in order; the engine draws them in that
order. A choice whose dice are not all entered yet is *held*: it is logged, the fight waits at
its decision, and each dice entry retries it. A dice entry must be used up by the retry (no
result is left over for someone else's roll) and each result must fit its die.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.errors import DiceValueError, TenkaichiError
from tenkaichi.table.games.base import GameRules, Match
from tenkaichi.table.store import TableError

InputKind = Literal["choice", "dice", "undo", "pause", "resume", "end"]
INPUT_KINDS: tuple[str, ...] = ("choice", "dice", "undo", "pause", "resume", "end")
_RAN_OUT = re.compile(r"a d(\d+) was needed")


@dataclass(frozen=True, slots=True)
class Entry:
    seq: int
    seat_id: int
    decision_id: int
    kind: InputKind
    payload: dict[str, Any]

    @classmethod
    def from_row(cls, row: Any) -> Entry:
        """An entry from a row of the ``inputs`` table (any mapping of its columns)."""
        return cls(
            int(row["seq"]),
            int(row["seat_id"]),
            int(row["decision_id"]),
            row["kind"],
            dict(row["payload"]),
        )


@dataclass(slots=True)
class Fight:
    """The game after some effective entries."""

    enc: Match | None
    """The match (for DBU, the ``Encounter``); ``None`` only with physical dice, while the
    first rolls (Initiative) wait for dice."""
    dice: list[int] = field(default_factory=list)
    """Every physical die result in effect, in order."""
    held: Entry | None = None
    """A logged choice that waits for dice."""
    wanted: int = 0
    """The faces of the next die the fight waits for (0: it waits for no die)."""

    @property
    def waiting_for_dice(self) -> bool:
        return self.wanted > 0

    def copy(self) -> Fight:
        return Fight(
            self.enc.clone() if self.enc else None, list(self.dice), self.held, self.wanted
        )


def effective(entries: Iterable[Entry]) -> list[Entry]:
    """The choice and dice entries still in effect once every undo has cut the log."""
    kept: list[Entry] = []
    for e in entries:
        if e.kind == "undo":
            starts = [i for i, k in enumerate(kept) if k.kind == "choice"]
            n = int(e.payload["n"])
            kept = kept[: starts[-n]] if 0 < n <= len(starts) else kept
        elif e.kind in ("choice", "dice"):
            kept.append(e)
    return kept


def choices_in_effect(entries: Iterable[Entry]) -> int:
    return sum(1 for e in effective(entries) if e.kind == "choice")


def _wanted(error: DiceValueError) -> int:
    """The faces of the die a fight ran out of dice for (0: another dice problem)."""
    found = _RAN_OUT.search(str(error))
    return int(found.group(1)) if found else 0


def _start(rules: GameRules, setup: Any, seed: int, dice: list[int] | None) -> Fight:
    try:
        return Fight(rules.start(setup, seed, dice), list(dice or []))
    except DiceValueError as error:
        wanted = _wanted(error)
        if not wanted:
            raise TableError(f"the dice entered do not fit: {error}") from None
        return Fight(None, list(dice or []), wanted=wanted)


def rebuild(
    rules: GameRules, setup: Any, seed: int, physical: bool, entries: Sequence[Entry]
) -> Fight:
    """Replay the effective ``entries`` (see :func:`effective`) from the start."""
    dice = [int(d) for e in entries if e.kind == "dice" for d in e.payload["dice"]]
    keys = [e.payload["choice"] for e in entries if e.kind == "choice"]
    if not keys:
        return _start(rules, setup, seed, dice if physical else None)
    try:
        enc = rules.replay(setup, seed, dice if physical else None, keys[:-1])
    except TenkaichiError as error:
        raise TableError(f"the table's log does not replay: {error}") from None
    fight = Fight(enc, dice)
    last = next(e for e in reversed(entries) if e.kind == "choice")
    try:
        enc.choose(last.payload["choice"])
    except DiceValueError as error:
        fight.held, fight.wanted = last, _wanted(error)
    except TenkaichiError as error:
        raise TableError(f"the table's log does not replay: input {last.seq}: {error}") from None
    return fight


def step(
    fight: Fight,
    entry: Entry,
    rules: GameRules,
    setup: Any,
    seed: int,
    *,
    in_place: bool = False,
) -> Fight:
    """The fight after one more choice or dice entry. An entry the fight cannot take raises
    :class:`TableError` (one line). ``fight`` is left as it was, unless ``in_place``: then it
    is moved on itself (no copy), and after an error it must be thrown away."""
    out = fight if in_place else fight.copy()
    if entry.kind == "dice":
        results = list(entry.payload["dice"])
        if not out.waiting_for_dice:
            raise TableError("no dice are needed now")
        out.dice.extend(results)
        if out.enc is None:
            out = _start(rules, setup, seed, out.dice)
            if out.enc is not None:
                _check_used(out.enc, len(results))
            return out
        cast(Any, out.enc).add_dice(results)
        assert out.held is not None
        _retry(out, out.held)
        if not out.waiting_for_dice:
            _check_used(out.enc, len(results))
        return out
    if entry.kind != "choice":
        raise TableError(f"internal: {entry.kind} is not a fight input")
    if out.enc is None or out.waiting_for_dice:
        raise TableError("the fight waits for dice, not for a choice")
    _retry(out, entry)
    return out


def _retry(fight: Fight, entry: Entry) -> None:
    enc = fight.enc
    assert enc is not None
    try:
        enc.choose(entry.payload["choice"])
    except DiceValueError as error:
        wanted = _wanted(error)
        if not wanted:
            raise TableError(f"those dice do not fit: {error}") from None
        fight.held, fight.wanted = entry, wanted
        return
    except TenkaichiError as error:
        raise TableError(str(error)) from None
    fight.held, fight.wanted = None, 0


def _check_used(enc: Match, entered: int) -> None:
    rng = cast(ScriptedRng, cast(Any, enc).rng)
    left = len(rng.script) - rng.used
    if left:
        raise TableError(
            f"only {entered - left} of the {entered} dice entered were needed: enter just those"
        )


__all__ = ["INPUT_KINDS", "Entry", "Fight", "InputKind", "effective", "rebuild", "step"]
