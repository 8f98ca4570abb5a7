"""The rules' words for every language (issue 38): what the rules' events, options and
questions say is kept as messages (:class:`~tenkaichi.i18n.Msg`) and rendered per reader.

Some of the rules' English is also read or joined by code (a roll part's label,
``label.startswith("Diminishing")``; a Damage note, ``"; ".join(notes)``): there a
:class:`Phrase` keeps the English as the string it always was, with its message beside it,
and :func:`said` gives the message wherever words are written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from tenkaichi.i18n.catalogue import Arg, Msg, Seq, Term
from tenkaichi.words import column_name, counted


class Phrase(str):
    """English words (a roll part's label, a note of the log) that keep their message too: code
    that reads or joins the English goes on as it did, and :func:`said` gives a reader their
    own language's words."""

    msg: Arg

    def __new__(cls, english: str, msg: Arg) -> Phrase:
        made = super().__new__(cls, english)
        made.msg = msg
        return made

    def __reduce__(self) -> tuple[type[Phrase], tuple[str, Arg]]:
        return (Phrase, (str(self), self.msg))


_KEPT: dict[str, Arg] = {}
"""The messages of the :class:`Phrase` s made plain for the state (:func:`plain`), by their
English (the latest few thousand)."""
_KEPT_MAX = 4096


def plain(words: str) -> str:
    """``words`` as a plain ``str`` for the fight's state, whose JSON holds plain strings only
    (a snapshot compares types exactly): a :class:`Phrase`'s message is kept aside, by its
    English, so :func:`said` still finds it while this process serves the fight."""
    if type(words) is str:
        return words
    english = str(words)
    if isinstance(words, Phrase):
        if len(_KEPT) >= _KEPT_MAX:
            _KEPT.pop(next(iter(_KEPT)))
        _KEPT[english] = words.msg
    return english


def said(words: str | Msg) -> Arg:
    """What ``words`` say for every language: a :class:`Phrase`'s message (or the one kept for
    its English by :func:`plain`), a message as it is, else the English taken as a game term
    (``Term``: translated where the catalogues know it, a name or a sentence not yet in them
    as it is)."""
    if isinstance(words, Phrase):
        return words.msg
    if isinstance(words, Msg):
        return words
    kept = _KEPT.get(words)
    return kept if kept is not None else Term(words)


def note_said(note: str | Msg) -> Arg:
    """A note of the log (``" (Twin Linked: rolled twice ...)"``) for every language: a
    :class:`Phrase`'s message, a message, else the English as it is (a sentence of a family
    not yet in the catalogues)."""
    if isinstance(note, Phrase):
        return note.msg
    return note if isinstance(note, Msg) else _KEPT.get(note, note)


def counted_term(n: int, english: str, msg_id: str) -> Phrase:
    """``2 Energy Charges`` as a label: the English of :func:`tenkaichi.words.counted` with
    the message ``msg_id`` (its plural forms) for every language."""
    return Phrase(counted(n, english), Msg.of(msg_id, n=n, count=str(n)))


SPOTS = ("head", "eyes", "arm", "leg", "gut")
"""The spots of a Called Shot (``attack_wound.CALLED_SHOTS``)."""
FOUNDATIONS = ("physical", "energy", "magic")


@cache
def spot_said(spot: str) -> Arg:
    """A Called Shot's spot (``head``) for every language."""
    return Msg.of(f"dbu-spot-{spot}") if spot in SPOTS else Term(spot)


@cache
def foundation_said(foundation: str) -> Arg:
    """An attack's Foundation as the rules write it in a label (``energy``)."""
    return Msg.of(f"dbu-foundation-{foundation}") if foundation in FOUNDATIONS else Term(foundation)


def source_said(source: str) -> Arg:
    """Where a condition came from (``Effect.source``, English in the state: ``Energy Charge``,
    ``Called Shot: arm``) for every language."""
    if isinstance(source, Phrase):
        return source.msg
    kept = _KEPT.get(source)
    if kept is not None:
        return kept
    if source.startswith("Called Shot: "):
        return Msg.of("dbu-called-shot-source", spot=spot_said(source[len("Called Shot: ") :]))
    return Term(source)


AREAS = ("minor_sphere", "sphere", "wave", "cone", "line")
"""The Areas of Effect a Profile may have (``Profile.area``)."""


@cache
def area_said(area: str) -> Arg:
    """An Area of Effect as an option names it after the Profile (``wave``, ``minor sphere``)."""
    return Msg.of(f"dbu-area-{area.replace('_', '-')}") if area in AREAS else Term(area)


@cache
def heading_said(direction: str) -> Arg:
    """A compass heading (a Wave's ``north``) for every language."""
    if direction in ("north", "east", "south", "west"):
        return Msg.of(f"dbu-heading-{direction}")
    return Term(direction)


def said_aim(where: str | Msg) -> Arg:
    """An aim's words (:func:`~tenkaichi.dbu.combat.rules.targeting.aims`: a message, or the
    English of a family's own aims)."""
    return where if isinstance(where, Msg) else note_said(where)


@cache
def wager_label(kp: int) -> Msg:
    """A Ki Wager option's words: ``Ki Wager 3``, ``No Ki Wager``."""
    return Msg.of("dbu-option-wager", kp=str(kp)) if kp else Msg.of("dbu-option-no-wager")


def names(ids: Iterable[str]) -> Seq:
    """Fighters' names (or any names that are data) as a list: ``Kale, Yamcha``."""
    return Seq(tuple(ids), sep=", ")


def square(pos: Sequence[int]) -> Msg:
    """A square of the grid as its label reads, ``square O4``
    (:func:`tenkaichi.words.square_name`)."""
    return _square(pos[0], pos[1])


@lru_cache(maxsize=4096)
def _square(x: int, y: int) -> Msg:
    return Msg.of("dbu-square", square=f"{column_name(x)}{y + 1}")


__all__ = [
    "AREAS",
    "FOUNDATIONS",
    "SPOTS",
    "Phrase",
    "area_said",
    "counted_term",
    "foundation_said",
    "heading_said",
    "names",
    "note_said",
    "plain",
    "said",
    "said_aim",
    "source_said",
    "spot_said",
    "square",
    "wager_label",
]
