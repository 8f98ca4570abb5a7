"""Events: what happened, with every number explained, in a readable line and as data.

An event keeps what it says as a message (:class:`~tenkaichi.i18n.Msg`), rendered per reader
(:meth:`Event.words`); :attr:`Event.text` is its English, made when it is first read."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from tenkaichi.i18n import DEFAULT, Msg, Seq, words

EventKind = Literal[
    "battle_started",
    "turn_order",
    "round_started",
    "turn_started",
    "moved",
    "provoked",
    "attack",
    "damage",
    "healed",
    "status",
    "defend",
    "digivolved",
    "form_changed",
    "reverted",
    "knocked_out",
    "turn_ended",
    "battle_ended",
]

Said = str | Msg
"""Words for a reader: a message, or a name (data that stays as it is)."""

LEVELS = ("rookie", "champion", "armor", "ultimate", "mega", "super_ultimate", "burst")


def level_name(level: str) -> str:
    """A level as a sentence says it: ``super_ultimate`` -> ``super ultimate``."""
    return level.replace("_", " ")


def level_words(level: str) -> Said:
    """A level as a message (``ddc-level-*``), for every reader; an unknown one as it reads."""
    return Msg.of(f"ddc-level-{level.replace('_', '-')}") if level in LEVELS else level_name(level)


def square(pos: tuple[int, int] | list[int]) -> Msg:
    """A square by its numbers, as a message: ``square 4,7`` in English."""
    return Msg.of("ddc-square", x=str(pos[0]), y=str(pos[1]))


def joined(names: list[str]) -> str:
    """Names as a sentence lists them: ``A``, ``A and B``, ``A, B and C``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def joined_words(names: list[Said]) -> Said:
    """Names as a sentence lists them, in every language (see :func:`joined`)."""
    if len(names) == 1:
        return names[0]
    return Msg.of("ddc-and", first=Seq(tuple(names[:-1]), sep=", "), last=names[-1])


def winners_said(side: str, names: list[Said], why: Said = "") -> Msg:
    """Who won, as a message (see :func:`winners`)."""
    if not names:
        return (
            Msg.of("ddc-side-wins-why", side=side, why=why)
            if why
            else Msg.of("ddc-side-wins", side=side)
        )
    notes: list[Said] = [] if names == [side] else [Msg.of("ddc-side", side=side)]
    if why:
        notes.append(why)
    who = joined_words(names)
    n = len(names)
    if not notes:
        return Msg.of("ddc-wins", names=who, n=n)
    return Msg.of("ddc-wins-notes", names=who, n=n, notes=Seq(tuple(notes), sep="; "))


def winners(side: str, names: list[str], why: str = "") -> str:
    """Who won, by the fighters of the winning ``side`` (``names``), and ``why``:
    ``Agumon wins (last side standing)``, ``Agumon and Patamon win (side rivals)``; the side
    is said when it is not its one fighter's own name (a free-for-all)."""
    return str(winners_said(side, list(names), why))


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    who: str
    said: Said
    """What the event says: a message for every reader."""
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """The event's English words."""
        return words(self.said, DEFAULT)

    def words(self, locale: str | None = None) -> str:
        """The event's words in ``locale`` (the current reader's by default)."""
        return words(self.said, locale)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "who": self.who, "text": self.text, "data": self.data}
