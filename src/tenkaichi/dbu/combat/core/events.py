"""Events: what happened, step by step, with the numbers explained.

Every event has a ``kind`` (one of :data:`EVENT_KINDS`), the fighter it is about, a readable
line of text that explains each number, and structured ``data`` for programs. A combat log is
the texts in order; the JSON log is :func:`to_json` of each event.

Views filter events (:func:`visible`): the game master sees every event as it is; a side sees
only the events whose ``visible_to`` names it (empty: everyone) and, of each event, only the
parts it may know. A part of an event that reveals one side's secret (dbu-1's "Holding Back
(all stacks)" on the holder's rolls) is a :class:`Secret`: a fragment of the text and the data
keys that only its sides may see; every other side is shown the event without them. A whole
secret (a Duel's Ki Wager before the reveal) is an event with ``visible_to``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal, cast

from tenkaichi.i18n.catalogue import Msg

EventKind = Literal[
    "encounter_started",
    "initiative",
    "round_started",
    "turn_started",
    "turn_ended",
    "turn_skipped",
    "round_ended",
    "maneuver",
    "cost_paid",
    "moved",
    "collision",
    "provoked",
    "attack_declared",
    "reaction",
    "clash",
    "duel",
    "wound",
    "damage",
    "threshold",
    "steadfast",
    "defeated",
    "will_to_survive",
    "revived",
    "momentum",
    "healed",
    "ki_gained",
    "condition_gained",
    "condition_lost",
    "state_changed",
    "transformation",
    "control",
    "skill_check",
    "item",
    "ruling",
    "encounter_ended",
]
EVENT_KINDS: tuple[str, ...] = EventKind.__args__  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class Secret:
    """A part of an event that only ``sides`` may see: ``text``, a fragment of the event's text,
    and ``data``, keys of its data; other sides see the event without them, with ``shown`` in
    the place of ``text`` (a roll's total without the dice and parts that make it up)."""

    sides: tuple[str, ...]
    text: str = ""
    data: tuple[str, ...] = ()
    shown: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"visible_to": list(self.sides)}
        if self.text:
            out["text"] = self.text
        if self.shown:
            out["shown"] = self.shown
        if self.data:
            out["data"] = list(self.data)
        return out


@dataclass(frozen=True, slots=True, eq=False)
class Event:
    kind: EventKind
    who: str
    english: str | None
    """The event's English text, or ``None`` until :attr:`text` is first read from :attr:`msg`
    (rendering a message costs 10-30 µs; most events of a bot's fight are never read)."""
    data: dict[str, Any] = field(default_factory=dict)
    round: int = 0
    visible_to: tuple[str, ...] = ()
    """Sides that may see this event; empty means everyone."""
    secrets: tuple[Secret, ...] = ()
    """Parts of the event that only some sides may see (see :class:`Secret`)."""
    msg: Msg | None = None
    """What :attr:`text` says, as a message for every language (docs/i18n.md); ``None`` for an
    event whose words are English only so far, or that holds a secret. Not in :meth:`to_json`:
    a replay makes it again."""

    @property
    def text(self) -> str:
        """A readable line of English that explains each number."""
        if self.english is None:
            assert self.msg is not None, "an event has English words or a message"
            object.__setattr__(self, "english", self.msg.render("en"))
        return cast(str, self.english)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (
            self.kind == other.kind
            and self.who == other.who
            and self.round == other.round
            and self.data == other.data
            and self.visible_to == other.visible_to
            and self.secrets == other.secrets
            and self.msg == other.msg
            and self.text == other.text
        )

    __hash__ = None  # type: ignore[assignment]

    def words(self, locale: str) -> str:
        """The event's text in ``locale`` (its English :attr:`text` where it has no message)."""
        if self.msg is None or locale == "en":
            return self.text
        return self.msg.render(locale)

    def seen_by(self, side: str | None) -> Event:
        """The event as ``side`` is shown it (``None``: the game master, the whole event):
        without the secrets of other sides."""
        if side is None or not self.secrets:
            return self
        return self.seen_by_any(frozenset((side,)))

    def seen_by_any(self, sides: frozenset[str]) -> Event:
        """The event as a viewer of all of ``sides`` is shown it: without the secrets of which
        none of them may know (each in its place shows its ``shown``)."""
        if not self.secrets:
            return self
        text, data = self.text, self.data
        for secret in self.secrets:
            if sides.intersection(secret.sides):
                continue
            if secret.text:
                text = text.replace(secret.text, secret.shown, 1)
            if secret.data:
                data = {k: v for k, v in data.items() if k not in secret.data}
        kept = tuple(s for s in self.secrets if sides.intersection(s.sides))
        return replace(self, english=text, data=data, secrets=kept, msg=None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "round": self.round, "who": self.who}
        out["text"] = self.text
        if self.data:
            out["data"] = self.data
        if self.visible_to:
            out["visible_to"] = list(self.visible_to)
        if self.secrets:
            out["secrets"] = [s.to_json() for s in self.secrets]
        return out


def recorded(
    kind: EventKind,
    who: str,
    text: str | Msg,
    data: dict[str, Any],
    round_: int,
    visible_to: tuple[str, ...],
    secrets_of: Callable[[Callable[[], str]], tuple[Secret, ...]],
) -> Event:
    """A new event. ``secrets_of`` finds its secret parts, asking for its English words only if
    it needs them (a message's words are made when first read). A :class:`Msg` is kept for other
    languages unless the event holds a secret, whose hiding works on the English words."""
    english = text if isinstance(text, str) else None

    def said() -> str:
        nonlocal english
        if english is None:
            english = str(text)
        return english

    secrets = secrets_of(said)
    msg = None if secrets or isinstance(text, str) else text
    return Event(kind, who, english, data, round_, visible_to, secrets, msg)


def visible(events: list[Event], side: str | None) -> list[Event]:
    """The events a side may see, each as that side is shown it (:meth:`Event.seen_by`);
    ``None``: the game master sees every event whole."""
    if side is None:
        return list(events)
    return [e.seen_by(side) for e in events if not e.visible_to or side in e.visible_to]
