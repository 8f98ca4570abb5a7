"""Reaction policies: what a seat wants done for one of its fighters, without being asked, when
that fighter may react.

A game groups its reaction decisions into *families* (:class:`Family`: DBU's Instant window,
Counter Maneuvers and Dodge, Intervene and Blockade...). For each fighter it plays and each
family, a seat chooses a :class:`Policy`: ``ask`` (the default), ``never`` (decline without
asking) or ``always`` with a chosen answer ("always Dodge"); either for the whole fight or
only for the rest of the current turn ("pass for the rest of this turn").

Setting a policy is an input in the table's log (kind ``policy``), so a replay of the log
knows every policy in force at every step. The answers a policy gives are logged as the seat's
choices (marked ``policy``), so the fight replays from its log exactly as if the person had
clicked them, and every seat is told ("Tien let it pass (policy)"). A policy never answers
where its answer is not an option now: then the seat is asked as usual.

A family's and an answer's words may be messages (``table-*``), written in the current
reader's language (:func:`tenkaichi.i18n.use`) where a page or a notice shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from tenkaichi.i18n import Msg, text, words
from tenkaichi.table.store import TableError

Mode = Literal["ask", "never", "always"]
MODES: tuple[str, ...] = ("ask", "never", "always")
MODE_WORDS = {"ask": "Ask me", "never": "Never (let it pass)", "always": "Always"}
"""How each mode reads on a page."""
EVERY_FIGHTER = "*"
"""A policy for every fighter the seat plays."""


Prefer = Callable[[Any, Any, Sequence[int]], int]
"""(the match, its pending decision, the indices of the options an answer matches) -> the
index to give: one of them (an answer that says "the farthest" picks by the match's state)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """A default answer a family offers for ``always``: the first option that matches (or the
    one ``prefer`` picks among those that match)."""

    id: str
    label: str | Msg
    """How it reads (a message, or words)."""
    kind: str
    """The kind of option it gives."""
    args: tuple[tuple[str, Any], ...] = ()
    """Arguments the option must have."""
    then: tuple[str, ...] = ()
    """Kinds of option it gives too, to the family's questions that follow the first
    (Knockback's push, once its Might Clash is won)."""
    prefer: Prefer | None = None

    def matches(self, key: Mapping[str, Any]) -> bool:
        kind = key.get("kind")
        return (kind == self.kind or kind in self.then) and all(
            key.get(k) == v for k, v in self.args
        )


@dataclass(frozen=True, slots=True)
class Family:
    """Reaction decisions that share a policy."""

    id: str
    name: str | Msg
    """As people read it: "Counter Maneuvers and Dodge" (a message, or words)."""
    when: str | Msg
    """When it is asked: "when you are attacked"."""
    kinds: frozenset[str]
    """The decision kinds of the family."""
    declines: frozenset[str]
    """The option kinds that decline (what ``never`` answers)."""
    answers: tuple[Answer, ...] = ()

    def answer(self, answer_id: str) -> Answer | None:
        return next((a for a in self.answers if a.id == answer_id), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": words(self.name),
            "when": words(self.when),
            "answers": [{"id": a.id, "label": words(a.label)} for a in self.answers],
            "can_decline": bool(self.declines),
        }


@dataclass(frozen=True, slots=True)
class Policy:
    fighter: str
    family: str
    mode: str = "ask"
    answer: str = ""
    turn: str = ""
    """The turn it lasts for ("": the whole fight)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "fighter": self.fighter,
            "family": self.family,
            "mode": self.mode,
            "answer": self.answer,
            "this_turn": bool(self.turn),
        }


@dataclass(frozen=True, slots=True)
class AutoAnswer:
    """What a policy answers now: the option's index, and how it reads."""

    index: int
    policy: Policy


@dataclass(slots=True)
class Book:
    """Every policy set at a table, the newest last (read from the log)."""

    policies: list[tuple[int, Policy]] = field(default_factory=list)
    """(seat id, policy) in the order they were set."""

    @classmethod
    def from_entries(cls, entries: Iterable[Any]) -> Book:
        book = cls()
        for e in entries:
            if e.kind == "policy":
                book.add(int(e.seat_id), e.payload)
        return book

    def add(self, seat_id: int, payload: Mapping[str, Any]) -> None:
        self.policies.append(
            (
                seat_id,
                Policy(
                    str(payload.get("fighter", EVERY_FIGHTER)),
                    str(payload.get("family", "")),
                    str(payload.get("mode", "ask")),
                    str(payload.get("answer", "")),
                    str(payload.get("turn", "")),
                ),
            )
        )

    def current(self, seat_id: int, fighter: str, family: str, turn: str) -> Policy | None:
        """The policy in force: the newest one of this seat for this fighter (or every fighter)
        and family that has not run out (a turn's policy lasts while that turn does)."""
        for seat, p in reversed(self.policies):
            if seat != seat_id or p.family != family or p.fighter not in (fighter, EVERY_FIGHTER):
                continue
            if p.turn and p.turn != turn:
                continue
            return p
        return None

    def of_seat(self, seat_id: int, turn: str) -> list[Policy]:
        """The seat's policies in force now, newest per (fighter, family)."""
        seen: dict[tuple[str, str], Policy] = {}
        for seat, p in self.policies:
            if seat == seat_id and (not p.turn or p.turn == turn):
                seen[(p.fighter, p.family)] = p
        return [p for p in seen.values() if p.mode != "ask" or p.fighter != EVERY_FIGHTER]


def family_of(families: Sequence[Family], kind: str) -> Family | None:
    return next((f for f in families if kind in f.kinds), None)


def auto_answer(
    families: Sequence[Family],
    book: Book,
    seat_id: int,
    decision: Any,
    turn: str,
    match: Any = None,
) -> AutoAnswer | None:
    """The answer a policy of ``seat_id`` gives to ``decision`` now, if any (``match``: the
    game as it stands, for an answer that picks among several options by it)."""
    family = family_of(families, decision.kind)
    if family is None:
        return None
    policy = book.current(seat_id, decision.actor, family.id, turn)
    if policy is None or policy.mode == "ask":
        return None
    keys = [o.key() for o in decision.options]
    if policy.mode == "never":
        index = next((i for i, k in enumerate(keys) if k.get("kind") in family.declines), None)
        if index is None:
            return None
        return AutoAnswer(index, policy)
    answer = family.answer(policy.answer)
    if answer is None:
        return None
    fits = [i for i, k in enumerate(keys) if answer.matches(k)]
    if not fits:
        return None
    index = fits[0] if answer.prefer is None else answer.prefer(match, decision, fits)
    if index not in fits:  # a preference that strays: ask, never give an option unmatched
        return None
    return AutoAnswer(index, policy)


def answered_text(families: Sequence[Family], payload: Mapping[str, Any]) -> str:
    """How every seat is told of a policy's answer (a logged choice's payload)."""
    fighter = str(payload.get("fighter", ""))
    if payload.get("policy") == "never":
        return text("table-policy-let-pass", fighter=fighter)
    family = next((f for f in families if f.id == payload.get("family")), None)
    answer = family.answer(str(payload.get("answer", ""))) if family else None
    said = words(answer.label) if answer else text("table-policy-answered")
    return text("table-policy-answered-always", fighter=fighter, answer=said)


def checked_policy(
    families: Sequence[Family],
    fighters: Sequence[str],
    fighter: object,
    family: object,
    mode: object,
    answer: object = "",
) -> dict[str, str]:
    """A policy input's payload, or one line saying what is wrong with it (``fighters``: the
    fighters the seat plays)."""
    if not isinstance(fighter, str) or not (fighter == EVERY_FIGHTER or fighter in fighters):
        mine = ", ".join(fighters) or text("table-policy-none")
        raise TableError(text("table-policy-error-fighter", fighters=mine))
    found = next((f for f in families if f.id == family), None)
    if found is None:
        names = ", ".join(f.id for f in families) or text("table-policy-none-here")
        raise TableError(
            text("table-policy-error-family", family=repr(str(family)[:40]), families=names)
        )
    if mode not in MODES:
        raise TableError(text("table-policy-error-mode"))
    payload = {"fighter": fighter, "family": found.id, "mode": str(mode)}
    name = words(found.name)
    if mode == "never" and not found.declines:
        raise TableError(text("table-policy-error-never", family=name))
    if mode == "always":
        chosen = found.answer(str(answer)) if isinstance(answer, str) else None
        if chosen is None:
            offered = ", ".join(a.id for a in found.answers)
            if not offered:
                raise TableError(text("table-policy-error-no-answer", family=name))
            raise TableError(text("table-policy-error-always", family=name, answers=offered))
        payload["answer"] = chosen.id
    return payload


__all__ = [
    "EVERY_FIGHTER",
    "MODES",
    "MODE_WORDS",
    "Answer",
    "AutoAnswer",
    "Book",
    "Family",
    "Policy",
    "Prefer",
    "answered_text",
    "auto_answer",
    "checked_policy",
    "family_of",
]
