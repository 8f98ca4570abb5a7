"""Pieces of the sentences the grapple, terrain, item and Advantage families and forced
movement say, as messages for every language (``dbu-families-b.ftl``): a square of the grid,
a compass heading, a count of squares, "X uses Y". Each is a :class:`~tenkaichi.i18n.Msg`
(cheap to make; its words are made when a reader reads them)."""

from __future__ import annotations

from collections.abc import Sequence

from tenkaichi.dbu.combat.rules.said import Phrase, plain, said
from tenkaichi.i18n.catalogue import Arg, Msg, Term
from tenkaichi.words import HEADINGS, column_name


def square(pos: Sequence[int]) -> Msg:
    """A square as the grid labels it: ``(14, 3)`` reads ``square O4`` in English."""
    x, y = pos
    return Msg.of("dbu-fb-square", name=f"{column_name(x)}{y + 1}")


def square_named(name: str) -> Arg:
    """A square already written in English (``square O4``, an obstacle's id) as a message;
    any other text as it is."""
    if name.startswith("square ") and " " not in name[7:]:
        return Msg.of("dbu-fb-square", name=name[7:])
    return name


def heading(name: str) -> Msg:
    """A compass heading by its English name (``north-east``)."""
    return Msg.of("dbu-fb-heading", heading=name)


def heading_of(step: tuple[int, int]) -> Msg:
    """The compass heading of a one-square step (north is up)."""
    return heading(HEADINGS.get(step, str(step)))


def counted_squares(n: int) -> Msg:
    """``3 squares``, ``1 square``."""
    return Msg.of("dbu-fb-squares", n=n, count=str(n))


def kept(english: str, msg: Arg) -> str:
    """English words a rule keeps or reads as a string (a roll part's label, a Clash's reason,
    a condition's source, a note) that still say ``msg`` in every language: the plain string
    the fight's state holds, its message kept beside it for ``rules.said.said`` (see
    :func:`~tenkaichi.dbu.combat.rules.said.plain`)."""
    return plain(Phrase(english, msg))


def named(name: str | Msg) -> Arg:
    """A name or reason as a reader reads it: a message as it is, English words with their
    message (a :class:`~tenkaichi.dbu.combat.rules.said.Phrase`) as that message, other English
    words (a maneuver's, an Advantage's, a reason some rule gave) as a game term (translated
    where the catalogues know it, else as they are)."""
    return said(name)


def either(items: Sequence[Arg]) -> Arg:
    """``Kale or Yamcha or Goku``: a list of names joined by each language's "or"."""
    if len(items) == 1:
        return items[0]
    return Msg.of("dbu-fb-or", first=items[0], rest=either(items[1:]))


def uncounted(technique: str, free: str) -> Msg:
    """``Tri-Beam: <why this use does not count toward the Signature Technique Maneuver's
    limit>``."""
    return Msg.of("dbu-fb-uncounted", technique=Term(technique), why=said(free))


def uses(fighter: str, what: Arg) -> Msg:
    """``Kale uses <what>``: a fighter using the maneuver an option names."""
    return Msg.of("dbu-fb-uses", fighter=fighter, what=what)


__all__ = [
    "counted_squares",
    "either",
    "heading",
    "heading_of",
    "kept",
    "named",
    "square",
    "square_named",
    "uncounted",
    "uses",
]
