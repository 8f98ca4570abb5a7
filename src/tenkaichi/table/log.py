"""The input log and the fight it makes.

The log is a list of :class:`Entry` rows numbered by ``seq`` from 0. ``choice`` entries answer
decisions, ``dice`` entries give physical die results, ``undo`` takes back the last ``n``
choices (with every entry after the first of them), ``pause``/``resume``/``end`` change the
table's status, ``policy`` sets a seat's reaction policy (:mod:`tenkaichi.table.policies`;
it moves no fight), ``ruling`` is a game master's ruling (the match takes it like a choice,
and an undo takes it back like one), ``note`` and ``roll`` are the table's notes and ad-hoc
rolls (no fight input: an undo leaves them in the log). An undo that rolls again (payload
``dice: "again"``) puts the fight's dice on a new stream drawn from the seed, named by the
undo's seq: :func:`effective` leaves a ``reseed`` entry in its place.

:func:`effective` applies the undos; :func:`rebuild` replays what is left; :func:`step`
applies one new entry to a fight, the way a live table does, so a fight built
entry by entry equals the one rebuilt from its log.

Physical dice: each ``dice`` entry is one roll, typed by the seat of the fighter who makes it
(:mod:`tenkaichi.dice.physical`: the engine names the roll, its owner and its dice). A choice
whose rolls are not all entered yet is *held*: it is logged, the fight waits at its decision,
and each dice entry retries it. An entry must answer exactly what was asked (as many results
as dice, each fitting its die). Entries typed before rolls were asked whole (a payload with no
``roll``) are drawn die by die first, as they were then.

Its errors are told in the current reader's words (:func:`tenkaichi.i18n.use`); the engine's
own reason, quoted in them, is the engine's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from tenkaichi.dice.physical import DiceAsk, DiceNeeded, PhysicalDice, check_entry
from tenkaichi.errors import DiceValueError, TenkaichiError
from tenkaichi.i18n import text
from tenkaichi.table.games.base import GameRules, Match
from tenkaichi.table.store import TableError

InputKind = Literal[
    "choice", "dice", "undo", "pause", "resume", "end", "policy", "ruling", "note", "roll", "reseed"
]
"""``reseed`` is never stored: :func:`effective` makes it of an undo that rolls again."""
INPUT_KINDS: tuple[str, ...] = (
    "choice",
    "dice",
    "undo",
    "pause",
    "resume",
    "end",
    "policy",
    "ruling",
    "note",
    "roll",
)
FIGHT_KINDS = ("choice", "ruling", "reseed")
"""Entries the match takes as a key (a ``reseed`` is made by an undo that rolls again)."""


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
    dice: list[list[int]] = field(default_factory=list)
    """Every physical dice entry in effect (one roll each), in order."""
    legacy: list[int] = field(default_factory=list)
    """Results entered die by die before rolls were asked whole (old tables)."""
    held: Entry | None = None
    """A logged choice that waits for dice."""
    ask: DiceAsk | None = None
    """The roll the fight waits for (``None``: it waits for no dice)."""

    @property
    def waiting_for_dice(self) -> bool:
        return self.ask is not None

    def copy(self) -> Fight:
        return Fight(
            self.enc.clone() if self.enc else None,
            [list(d) for d in self.dice],
            list(self.legacy),
            self.held,
            self.ask,
        )

    def rng(self) -> PhysicalDice:
        """A fresh source of every entry in effect (to start or replay the fight)."""
        return PhysicalDice(self.dice, self.legacy)


def effective(entries: Iterable[Entry]) -> list[Entry]:
    """The choice and dice entries still in effect once every undo has cut the log."""
    kept: list[Entry] = []
    for e in entries:
        if e.kind == "undo":
            starts = [i for i, k in enumerate(kept) if k.kind in ("choice", "ruling")]
            n = int(e.payload["n"])
            kept = kept[: starts[-n]] if 0 < n <= len(starts) else kept
            if e.payload.get("dice") == "again":
                kept.append(Entry(e.seq, e.seat_id, e.decision_id, "reseed", {"reseed": e.seq}))
        elif e.kind in ("choice", "dice", "ruling"):
            kept.append(e)
    return kept


def key_of(entry: Entry) -> Any:
    """What the match takes for a choice, ruling or reseed entry."""
    if entry.kind == "ruling":
        return {"ruling": entry.payload["ruling"]}
    if entry.kind == "reseed":
        return {"reseed": entry.payload["reseed"]}
    return entry.payload["choice"]


def choices_in_effect(entries: Iterable[Entry]) -> int:
    return sum(1 for e in effective(entries) if e.kind in ("choice", "ruling"))


def is_legacy(entry: Entry) -> bool:
    """A dice entry typed before rolls were asked whole: its results are drawn die by die."""
    return entry.kind == "dice" and "roll" not in entry.payload


def _start(rules: GameRules, setup: Any, seed: int, fight: Fight | None) -> Fight:
    """The fight from its start (``fight``: the physical dice entered so far)."""
    base = fight or Fight(None)
    try:
        enc = rules.start(setup, seed, base.rng() if fight is not None else None)
    except DiceNeeded as needed:
        return Fight(None, base.dice, base.legacy, ask=needed.ask)
    except DiceValueError as error:
        raise TableError(text("table-log-dice-do-not-fit", error=str(error))) from None
    return Fight(enc, base.dice, base.legacy)


def rebuild(
    rules: GameRules, setup: Any, seed: int, physical: bool, entries: Sequence[Entry]
) -> Fight:
    """Replay the effective ``entries`` (see :func:`effective`) from the start."""
    dice = Fight(None)
    for e in entries:
        if e.kind == "dice":
            results = [int(d) for d in e.payload["dice"]]
            if is_legacy(e):
                dice.legacy.extend(results)
            else:
                dice.dice.append(results)
    keys = [key_of(e) for e in entries if e.kind in FIGHT_KINDS]
    if not keys:
        return _start(rules, setup, seed, dice if physical else None)
    try:
        enc = rules.replay(setup, seed, dice.rng() if physical else None, keys[:-1])
    except TenkaichiError as error:
        raise TableError(text("table-log-does-not-replay", error=str(error))) from None
    fight = Fight(enc, dice.dice, dice.legacy)
    last = next(e for e in reversed(entries) if e.kind in FIGHT_KINDS)
    try:
        enc.choose(key_of(last))
    except DiceNeeded as needed:
        fight.held, fight.ask = last, needed.ask
    except TenkaichiError as error:
        raise TableError(
            text("table-log-input-does-not-replay", seq=str(last.seq), error=str(error))
        ) from None
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
        results = [int(d) for d in entry.payload["dice"]]
        if out.ask is None:
            raise TableError(text("table-log-no-dice-needed"))
        legacy = is_legacy(entry)
        if legacy:
            out.legacy.extend(results)
        else:
            try:
                check_entry(out.ask, results)
            except DiceValueError as error:
                raise TableError(str(error)) from None
            out.dice.append(results)
        if out.enc is None:
            return _start(rules, setup, seed, out)
        rng = cast(Any, out.enc).rng
        if legacy:
            rng.add_legacy(results)
        else:
            rng.add_entry(results)
        assert out.held is not None
        _retry(out, out.held)
        if out.ask is None and not legacy:
            _check_used(out.enc)
        return out
    if entry.kind not in FIGHT_KINDS:
        raise TableError(f"internal: {entry.kind} is not a fight input")
    if out.enc is None or out.waiting_for_dice:
        raise TableError(text("table-log-waits-for-dice"))
    _retry(out, entry)
    return out


def _retry(fight: Fight, entry: Entry) -> None:
    enc = fight.enc
    assert enc is not None
    try:
        enc.choose(key_of(entry))
    except DiceNeeded as needed:
        fight.held, fight.ask = entry, needed.ask
        return
    except DiceValueError as error:
        raise TableError(text("table-log-those-dice-do-not-fit", error=str(error))) from None
    except TenkaichiError as error:
        raise TableError(str(error)) from None
    fight.held, fight.ask = None, None


def _check_used(enc: Match) -> None:
    rng = cast(PhysicalDice, cast(Any, enc).rng)
    if rng.entries_left:
        raise TableError(text("table-log-dice-not-needed"))


__all__ = [
    "FIGHT_KINDS",
    "INPUT_KINDS",
    "Entry",
    "Fight",
    "InputKind",
    "effective",
    "is_legacy",
    "key_of",
    "rebuild",
    "step",
]
