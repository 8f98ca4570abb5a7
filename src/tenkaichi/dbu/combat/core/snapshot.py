"""Saved fights are hostile input: the schema and limits of records and snapshots.

A fight is its record: ruleset, setup, dice source (a seed, or the fixed results entered) and
the list of choices. A *snapshot* (``Encounter.to_json``) is that record plus the state it led
to, a cache of the replay. Nothing in a snapshot's state is trusted: loading one replays its
record (:func:`~tenkaichi.dbu.combat.core.engine.replay`)
and refuses the snapshot unless the replayed
state is the stored one, field for field, so the encounter returned is the replayed one (its
pending decision and every option recomputed by the rules).

This module holds what can be checked without playing: the shape of a record and of a snapshot,
and the limits that keep loading bounded whatever a stranger sends (every one named below), and
:func:`first_difference`, which compares a stored state with the replayed one without ever
walking deeper or longer than the replayed state itself.
"""

from __future__ import annotations

import json
import math
import threading
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import ContentError

MAX_RECORD_CHOICES = 20_000
"""Choices a record may hold. The longest bot fights over the example encounters (both
editions, up to the 100-round limit) make about 2,000; replaying costs about 0.4 ms a choice,
so the most a record can cost to load is about 10 s of CPU."""

MAX_RECORD_DICE = 200_000
"""Fixed die results a record may hold (about ten per choice at the choice limit)."""

MAX_DIE_RESULT = 1_000_000
"""The largest fixed die result a record may hold (a result must also fit the die it is
used for, which the dice source checks when it is rolled)."""

MAX_JSON_NODES = 500_000
"""Values (objects, lists, strings, numbers) in a whole record; a real one has under 10,000."""

MAX_JSON_DEPTH = 32
"""How deeply a record's objects and lists may nest; a real record nests 9 deep."""

MAX_TEXT = 10_000
"""Characters in any one string (or key) of a record."""

MAX_CHOICE_NODES = 64
"""Values in one recorded choice; an option's key has about 10."""

MAX_CHOICE_TEXT = 200
"""Characters in any one string of a recorded choice (it is quoted when refused)."""

MAX_RULING_NODES = 5_000
"""Values in one recorded ruling of the game master's (one that adds a fighter carries the
fighter's whole sheet: a real sheet has under 1,000)."""

RECORD_KEYS = frozenset({"ruleset", "setup", "seed", "dice", "choices"})
SNAPSHOT_KEYS = frozenset({"record", "state", "dice_used"})

REPLAY_CACHE_SIZE = 8
"""Fights whose replay is kept (per process) so that loading the same fight again, a choice
or a few later, replays only the new choices."""

_LIMIT_INT = 2**63
"""Whole numbers anywhere in a record stay below this size (no giant-number arithmetic)."""


@dataclass(frozen=True)
class Record:
    """A record that passed the schema (its setup is still raw: the caller parses it)."""

    ruleset: str | None
    setup: dict[str, Any]
    seed: int
    dice: list[int] | None
    choices: list[int | dict[str, Any]]

    def header(self) -> str:
        """Everything but the choices, canonically: two records with the same header and the
        same choices are the same fight."""
        return json.dumps([self.ruleset, self.setup, self.seed, self.dice], sort_keys=True)


T = TypeVar("T")


class ReplayCache(Generic[T]):
    """The last few replayed fights (by header and choices), so a replay can resume from the
    longest one whose choices begin the record's instead of starting over. Only values that
    were themselves replayed from a record with the same header go in; the caller stores and
    takes independent copies. Choices are compared with ``==``, as the engine matches a choice
    against its options, so resuming gives the very fight a full replay gives."""

    def __init__(self, size: int = REPLAY_CACHE_SIZE) -> None:
        self._size = size
        self._entries: list[tuple[str, list[Any], T]] = []
        self._lock = threading.Lock()

    def longest(self, header: str, choices: list[Any]) -> tuple[int, T] | None:
        """The cached fight with this header whose choices are the longest beginning of
        ``choices``, and how many choices it has made."""
        best: tuple[int, T] | None = None
        with self._lock:
            for entry_header, done, value in self._entries:
                n = len(done)
                longer = best is None or n > best[0]
                if entry_header == header and n <= len(choices) and longer and choices[:n] == done:
                    best = (n, value)
        return best

    def put(self, header: str, choices: list[Any], value: T) -> None:
        """Keep ``value`` (the caller's own copy) as the fight these choices lead to. The
        choices are copied through JSON (they are plain JSON, checked), so a caller who later
        changes its lists cannot change what the cache compares."""
        owned: list[Any] = json.loads(json.dumps(choices))
        with self._lock:
            self._entries = [e for e in self._entries if (e[0], e[1]) != (header, owned)]
            self._entries.append((header, owned, value))
            del self._entries[: -self._size]

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


def _path(where: str, parts: tuple[str | int, ...]) -> str:
    out = where
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{_shown(part)}"
    return out


def _shown(text: str, limit: int = 40) -> str:
    """A key or string as it may appear in a one-line message: short, printable."""
    clean = "".join(c if c.isprintable() else "?" for c in text[:limit])
    return clean + ("..." if len(text) > limit else "")


def check_json(
    value: Any,
    where: str,
    *,
    max_nodes: int = MAX_JSON_NODES,
    max_depth: int = MAX_JSON_DEPTH,
    max_text: int = MAX_TEXT,
) -> int:
    """Refuse anything that is not plain JSON within the limits: objects with text keys,
    lists, text, finite numbers, booleans and null. Walks without recursion and stops at the
    first value over a limit; returns how many values there are."""
    nodes = 1
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, parts = stack.pop()
        if len(parts) > max_depth:
            raise ContentError(f"{_path(where, parts[:max_depth])}: nested too deeply")
        if isinstance(item, dict | list):
            nodes += len(item)  # counted before any is visited: a huge list costs nothing
            if nodes > max_nodes:
                raise ContentError(f"{_path(where, parts)}: more than {max_nodes} values")
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise ContentError(f"{_path(where, parts)}: a key that is not text")
                if len(key) > max_text:
                    raise ContentError(f"{_path(where, parts)}: a key over {max_text} characters")
                stack.append((inner, (*parts, key)))
        elif isinstance(item, list):
            stack.extend((inner, (*parts, i)) for i, inner in enumerate(item))
        elif isinstance(item, str):
            if len(item) > max_text:
                raise ContentError(f"{_path(where, parts)}: text over {max_text} characters")
        elif isinstance(item, bool) or item is None:
            pass
        elif isinstance(item, int):
            if not -_LIMIT_INT < item < _LIMIT_INT:
                raise ContentError(f"{_path(where, parts)}: number too large")
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise ContentError(f"{_path(where, parts)}: not a finite number")
        else:
            raise ContentError(f"{_path(where, parts)}: not a JSON value")
    return nodes


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _object(value: Any, where: str, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ContentError(f"{where}: not {what} (expected an object)")
    return value


def _known_keys(data: dict[str, Any], allowed: frozenset[str], where: str) -> None:
    for key in data:
        if key not in allowed:
            shown = _shown(key) if isinstance(key, str) else "?"
            raise ContentError(f"{where}: unknown entry {shown!r}")


def check_record(data: Any, where: str = "record") -> Record:
    """The record's shape and limits (the setup is parsed and the choices played by the
    caller)."""
    record = _object(data, where, "a Tenkaichi fight record")
    _known_keys(record, RECORD_KEYS, where)
    for key in ("setup", "seed", "choices"):
        if key not in record:
            raise ContentError(f"{where}.{key}: missing")
    _length(record.get("choices"), MAX_RECORD_CHOICES, f"{where}.choices", "choices")
    _length(record.get("dice"), MAX_RECORD_DICE, f"{where}.dice", "die results")
    check_json(record, where)
    ruleset = record.get("ruleset")
    if ruleset is not None and not isinstance(ruleset, str):
        raise ContentError(f"{where}.ruleset: must be the name of a ruleset")
    setup = _object(record["setup"], f"{where}.setup", "an encounter setup")
    seed = record["seed"]
    if not _whole(seed) or not 0 <= seed <= MAX_SEED:
        raise ContentError(f"{where}.seed: must be a whole number from 0 to {MAX_SEED}")
    return Record(ruleset, setup, seed, _dice(record, where), _choices(record, where))


def _length(value: Any, limit: int, where: str, what: str) -> None:
    """Lists over their limit are refused before anything walks them."""
    if isinstance(value, list) and len(value) > limit:
        raise ContentError(f"{where}: {len(value)} {what}, more than the {limit} a record may hold")


def _dice(record: dict[str, Any], where: str) -> list[int] | None:
    """A record's dice source: ``None`` for its seed, else the fixed results in order. A
    record from before dice were recorded has no ``dice`` entry and rolled from its seed."""
    dice = record.get("dice")
    if dice is None:
        return None
    if not isinstance(dice, list):
        raise ContentError(f"{where}.dice: must be a list of die results (whole numbers, 1+)")
    for i, value in enumerate(dice):
        if not _whole(value) or not 1 <= value <= MAX_DIE_RESULT:
            raise ContentError(
                f"{where}.dice[{i}]: must be a die result (a whole number from 1 to "
                f"{MAX_DIE_RESULT})"
            )
    return list(dice)


def _choices(record: dict[str, Any], where: str) -> list[int | dict[str, Any]]:
    choices = record["choices"]
    if not isinstance(choices, list):
        raise ContentError(f"{where}.choices: must be a list of choices")
    out: list[int | dict[str, Any]] = []
    for i, choice in enumerate(choices):
        at = f"{where}.choices[{i}]"
        if _whole(choice):
            if choice < 0:
                raise ContentError(f"{at}: an option number cannot be negative")
        elif isinstance(choice, dict) and "reseed" in choice:
            if set(choice) != {"reseed"} or not _whole(choice["reseed"]) or choice["reseed"] < 0:
                raise ContentError(f"{at}: a new stream of dice is named by a whole number")
        elif isinstance(choice, dict) and "ruling" in choice:
            if set(choice) != {"ruling"} or not isinstance(choice["ruling"], dict):
                raise ContentError(f"{at}: a ruling is an object under the one key ruling")
            check_json(choice, at, max_nodes=MAX_RULING_NODES, max_text=MAX_TEXT)
        elif isinstance(choice, dict):
            if not isinstance(choice.get("kind"), str):
                raise ContentError(f"{at}: an option needs a kind (text)")
            if not _flat_choice(choice):
                check_json(choice, at, max_nodes=MAX_CHOICE_NODES, max_text=MAX_CHOICE_TEXT)
        else:
            raise ContentError(f"{at}: must be an option (an object) or an option number")
        out.append(choice)
    return out


def _flat_choice(choice: dict[Any, Any]) -> bool:
    """Whether a choice is one flat object of short text, whole numbers, booleans and nulls
    within the limits, as nearly every choice is: what :func:`check_json` would pass, found
    without its walk. Any other choice is walked (and its first fault named) by it."""
    if 1 + len(choice) > MAX_CHOICE_NODES:
        return False
    for key, value in choice.items():
        if type(key) is not str or len(key) > MAX_CHOICE_TEXT:
            return False
        kind = type(value)
        if kind is str:
            if len(value) > MAX_CHOICE_TEXT:
                return False
        elif kind is int:
            if not -_LIMIT_INT < value < _LIMIT_INT:
                return False
        elif kind is not bool and value is not None:
            return False
    return True


def check_snapshot(data: Any, where: str = "snapshot") -> tuple[Any, dict[str, Any], int | None]:
    """The snapshot's shape: its record (raw), its stored state and, for fixed dice, how many
    results were used. Nothing here is believed: the caller replays the record and compares."""
    snapshot = _object(data, where, "a Tenkaichi DBU snapshot")
    _known_keys(snapshot, SNAPSHOT_KEYS, where)
    for key in ("record", "state"):
        if key not in snapshot:
            raise ContentError(f"{where}.{key}: missing")
    state = _object(snapshot["state"], f"{where}.state", "a fight's state")
    used = snapshot.get("dice_used")
    if used is not None and (not _whole(used) or not 0 <= used <= MAX_RECORD_DICE):
        raise ContentError(f"{where}.dice_used: must be a whole number from 0 to {MAX_RECORD_DICE}")
    return snapshot["record"], state, used


def first_difference(expected: Any, stored: Any) -> tuple[str | int, ...] | None:
    """Where ``stored`` (untrusted JSON) first differs from ``expected`` (a state the engine
    wrote, tuples read as lists), or ``None`` when they are the same value. Types must match
    exactly (``1``, ``1.0`` and ``true`` differ). Walks ``expected`` only: the work is bounded
    by the trusted value, never by the stored one."""
    stack: list[tuple[Any, Any, tuple[str | int, ...]]] = [(expected, stored, ())]
    while stack:
        want, got, parts = stack.pop()
        if isinstance(want, dict):
            if not isinstance(got, dict):
                return parts
            for key in got:
                if key not in want:
                    return (*parts, key if isinstance(key, str) else "?")
            for key in want:
                if key not in got:
                    return (*parts, key)
            # Pushed last to first so the first difference found is the first in the state.
            stack.extend((want[k], got[k], (*parts, k)) for k in reversed(list(want)))
        elif isinstance(want, list | tuple):
            if not isinstance(got, list) or len(got) != len(want):
                return parts
            pairs = list(enumerate(zip(want, got, strict=True)))
            stack.extend((w, g, (*parts, i)) for i, (w, g) in reversed(pairs))
        elif type(got) is not type(want) or got != want:
            return parts
    return None


def state_path(parts: tuple[str | int, ...], where: str = "snapshot.state") -> str:
    """A difference's place, as a message shows it."""
    return _path(where, parts)


__all__ = [
    "MAX_CHOICE_NODES",
    "MAX_CHOICE_TEXT",
    "MAX_DIE_RESULT",
    "MAX_JSON_DEPTH",
    "MAX_JSON_NODES",
    "MAX_RECORD_CHOICES",
    "MAX_RECORD_DICE",
    "MAX_TEXT",
    "REPLAY_CACHE_SIZE",
    "Record",
    "ReplayCache",
    "check_json",
    "check_record",
    "check_snapshot",
    "first_difference",
    "state_path",
]
