"""Where each round and turn of a fight starts in its replay: the marks a replay jumps to.

A replay step is a number of inputs (:meth:`TableService.replay`: the fight as it stood after
the table's first N inputs). :func:`replay_marks` walks the table's log once, the way the
replay does (each choice and dice entry stepped on, an undo rebuilt from the inputs left in
effect: :mod:`tenkaichi.table.log`), and notes at which step each round began and each turn
started: the first step whose view shows it. A turn taken back by an undo loses its mark; the
turn played again after it gets the step where it starts again. The walk is kept per table and
seq (a table's log never changes below its seq), so a replay page asks for it once.

Only a round's start and whose turn started are read (public in every game that has them:
DBU and Dungeon DICE Combat); the Tournament of Power has no rounds of turns to jump to.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence
from typing import Any

from tenkaichi.i18n import text as say
from tenkaichi.table.games import GameRules
from tenkaichi.table.log import Entry, effective, rebuild, step
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError

_KEPT = 16
"""Walks kept per service (the newest tables' and seqs')."""
_WALKS: weakref.WeakKeyDictionary[TableService, dict[tuple[int, int], list[dict[str, Any]]]] = (
    weakref.WeakKeyDictionary()
)
_LOCK = threading.Lock()


Mark = tuple[str, str, int | None]
"""A round's or turn's start among a fight's events: (kind, who, round)."""


def _marks_in(events: Sequence[Any]) -> list[Mark]:
    out: list[Mark] = []
    for e in events:
        kind = getattr(e, "kind", None)
        if kind in ("round_started", "turn_started"):
            r = getattr(e, "round", None)
            out.append((str(kind), str(getattr(e, "who", "")), r if isinstance(r, int) else None))
    return out


def walk(
    rules: GameRules, setup: Any, seed: int, physical: bool, entries: Sequence[Entry]
) -> list[dict[str, Any]]:
    """The marks of a table's log (see the module docstring), in the fight's order: each
    ``{"round", "turn" (0: the round's start), "step", "label"}``."""
    fight = rebuild(rules, setup, seed, physical, [])
    found: list[tuple[int, Mark]] = []
    events: Sequence[Any] = ()
    looked = 0
    for n, e in enumerate([None, *entries]):
        if e is None:
            pass  # step 0: the fight as it starts
        elif e.kind in ("choice", "dice"):
            fight = step(fight, e, rules, setup, seed, in_place=True)
        elif e.kind == "undo":
            fight = rebuild(rules, setup, seed, physical, effective(entries[:n]))
        else:
            continue
        now = fight.enc.events if fight.enc is not None else ()
        if now is not events or len(now) < looked:  # a new fight (rebuilt): compare it whole
            marks = _marks_in(now)
            kept = 0
            while kept < min(len(found), len(marks)) and found[kept][1] == marks[kept]:
                kept += 1
            found = found[:kept] + [(n, m) for m in marks[kept:]]
        else:  # the same fight moved on: only its new events
            found += [(n, m) for m in _marks_in(now[looked:])]
        events, looked = now, len(now)
    return _labelled(found)


def _labelled(found: list[tuple[int, tuple[str, str, int | None]]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    rounds = 0
    turn = 0
    current = 0
    for at, (kind, who, r) in found:
        if kind == "round_started":
            rounds += 1
            current = r if r is not None else rounds
            turn = 0
            name = "Surprise round" if current == 0 else f"Round {current}"
            out.append({"round": current, "turn": 0, "step": at, "label": f"{name} begins"})
            continue
        turn += 1
        name = "Surprise round" if current == 0 else f"Round {current}"
        out.append({"round": current, "turn": turn, "step": at, "label": f"{name}, {who}'s turn"})
    return out


def mark_words(mark: dict[str, Any]) -> str:
    """A mark's label in the reader's language (the mark keeps the English one)."""
    r, label = int(mark["round"]), str(mark["label"])
    if not mark["turn"]:
        return say(
            "table-mark-surprise-begins" if r == 0 else "table-mark-round-begins", round=str(r)
        )
    who = label.split(", ", 1)[-1].removesuffix("'s turn")
    if r == 0:
        return say("table-mark-surprise-turn", fighter=who)
    return say("table-mark-round-turn", round=str(r), fighter=who)


def replay_marks(service: TableService, token: str) -> list[dict[str, Any]]:
    """The replay marks of ``token``'s table (see :func:`walk`), for a seat that may replay it
    (any seat once the fight is over, the game master at any time)."""
    with service._acting(token) as (seat, state):  # the log, read under the table's lock
        if state.status != "over" and seat.role != "gm":
            raise TableError(say("table-error-replay-not-yet"))
        key = (state.id, state.seq)
        with _LOCK:
            known = _WALKS.get(service, {}).get(key)
        if known is not None:
            return known
        if state.status == "lobby":
            return []
        what = (state.rules, state.setup, state.seed, state.physical, list(state.entries))
    marks = walk(*what)
    with _LOCK:
        walks = _WALKS.setdefault(service, {})
        walks[key] = marks
        while len(walks) > _KEPT:
            walks.pop(next(iter(walks)))
    return marks


def mark_step(marks: Sequence[dict[str, Any]], round_text: str, turn_text: str | None) -> int:
    """The step of round ``round_text``'s start, or of its ``turn_text``-th turn (1: the
    first); a round or turn the fight does not have is one line."""
    try:
        r = int(round_text.strip())
        t = int(turn_text.strip()) if turn_text is not None and turn_text.strip() else 0
    except ValueError:
        raise TableError(say("table-error-round-turn-numbers")) from None
    for m in marks:
        if m["round"] == r and m["turn"] == t:
            return int(m["step"])
    rounds = sorted({int(m["round"]) for m in marks})
    if r not in rounds:
        if rounds:
            first, last = str(rounds[0]), str(rounds[-1])
            raise TableError(say("table-error-no-round", round=str(r), first=first, last=last))
        raise TableError(say("table-error-no-round-yet", round=str(r)))
    turns = sum(1 for m in marks if m["round"] == r and m["turn"])
    raise TableError(say("table-error-no-turn", round=str(r), turn=str(t), turns=str(turns)))


def current_mark(marks: Sequence[dict[str, Any]], at: int) -> int:
    """The index of the last mark at or before step ``at`` (-1: none)."""
    best = -1
    for i, m in enumerate(marks):
        if m["step"] <= at:
            best = i
    return best


__all__ = ["current_mark", "mark_step", "mark_words", "replay_marks", "walk"]
