"""The catalogues: every text a person reads, by message id, in each language we speak, in
Project Fluent's format (``ftl/<language>/*.ftl``, the same files the web client loads).

Fluent (``fluent.runtime``, with Babel's CLDR data underneath) gives each language its own
plural forms (``{ $n -> [one] ... *[other] ... }``), selectors for whose eyes a sentence is
for (``$viewer``), and numbers and percentages written the reader's way (``1.234,5`` in
Spanish, ``42%`` / ``42 %``). A message is found in the reader's language, else in English
(a catalogue test keeps every language complete, so the fallback is a safety net, never
the plan).
"""

from __future__ import annotations

import re
import threading
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, TypeAlias

from tenkaichi.errors import ContentError
from tenkaichi.i18n.locales import DEFAULT, PSEUDO, SUPPORTED

if TYPE_CHECKING:
    from collections.abc import Iterator


Arg: TypeAlias = "str | int | float | Msg | Term | Seq"
_NEW = object.__new__
_SET = object.__setattr__
LONGEST = 900
"""The longest argument handed to Fluent as it is (Fluent's own limit is 1,000 characters)."""
_CURRENT: ContextVar[str] = ContextVar("tenkaichi_locale", default=DEFAULT)


def current() -> str:
    """The language of the reader being served now (:func:`use`), English by default."""
    return _CURRENT.get()


def serve(locale: str) -> None:
    """Serve ``locale``'s reader from now on in this context (a command line's whole run)."""
    _CURRENT.set(locale)


@contextmanager
def use(locale: str) -> Iterator[str]:
    """Serve ``locale``'s reader inside the block (a command's run, one seat's view)."""
    token = _CURRENT.set(locale)
    try:
        yield locale
    finally:
        _CURRENT.reset(token)


def sources(locale: str) -> dict[str, str]:
    """The text of each ``.ftl`` file of ``locale`` by file name."""
    folder = resources.files("tenkaichi.i18n").joinpath("ftl", locale)
    return {
        item.name: item.read_text(encoding="utf-8")
        for item in sorted(folder.iterdir(), key=lambda i: i.name)
        if item.name.endswith(".ftl")
    }


_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķļɱñöþǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÛṼŴẊÝŽ",
)


def pseudo(text: str) -> str:
    """English made unmistakable: ``Roll`` -> ``⟦Ŕöļļ⟧`` (tests look for plain letters)."""
    return f"⟦{text.translate(_ACCENTS)}⟧"


def _pseudo_source(source: str) -> str:
    from fluent.syntax import FluentParser, FluentSerializer, ast
    from fluent.syntax.visitor import Transformer

    class Accent(Transformer):
        def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
            if node.value.strip():
                lead = node.value[: len(node.value) - len(node.value.lstrip())]
                tail = node.value[len(node.value.rstrip()) :]
                node.value = lead + pseudo(node.value.strip()) + tail
            return node

    resource = Accent().visit(FluentParser(with_spans=False).parse(source))
    return str(FluentSerializer().serialize(resource))


_MESSAGE = re.compile(r"^([A-Za-z][\w-]*)\s*=", flags=re.MULTILINE)
_REFERENCE = re.compile(r"\{\s*([A-Za-z][\w-]*)\s*[}.]")


class _Catalogue:
    """One language's messages, each ``.ftl`` file parsed the first time one of its messages
    is asked for (with the files its messages refer to): a command that prints one line, or a
    fight that names one event, does not parse 4,000 messages."""

    def __init__(self, locale: str) -> None:
        from fluent.runtime import FluentBundle

        self.locale = locale
        self.pseudo = locale == PSEUDO
        self.files = sources(DEFAULT if self.pseudo else locale)
        self.where = {
            msg_id: name
            for name, source in self.files.items()
            for msg_id in _MESSAGE.findall(source)
        }
        self.loaded: set[str] = set()
        self.bundle = FluentBundle([DEFAULT if self.pseudo else locale], use_isolating=False)

    def _load(self, name: str) -> None:
        from fluent.runtime import FluentResource

        with _LOADING:  # one thread parses a file at a time
            if name in self.loaded:
                return
            self.loaded.add(name)
            source = self.files[name]
            parsed = FluentResource(_pseudo_source(source) if self.pseudo else source)
            self.bundle.add_resource(parsed)
            for ref in _REFERENCE.findall(source):
                if ref in self.where:
                    self._load(self.where[ref])

    def has_message(self, msg_id: str) -> bool:
        name = self.where.get(msg_id)
        if name is None:
            return False
        self._load(name)
        return True

    def get_message(self, msg_id: str) -> Any:
        self.has_message(msg_id)
        return self.bundle.get_message(msg_id)

    def format_pattern(self, pattern: Any, args: Any) -> tuple[Any, list[Any]]:
        return self.bundle.format_pattern(pattern, args)


_LOADING = threading.RLock()


@cache
def _catalogue(locale: str) -> _Catalogue:
    return _Catalogue(locale)


def bundle(locale: str) -> _Catalogue:
    """The messages of ``locale`` (one of :data:`SUPPORTED`, or :data:`PSEUDO`): ``has_message``,
    ``get_message`` and ``format_pattern`` as Fluent's bundle has them."""
    if locale not in SUPPORTED and locale != PSEUDO:
        raise ContentError(f"no catalogue for language {locale!r}")
    with _LOADING:  # one thread parses a language's index at a time
        return _catalogue(locale)


def text(msg_id: str, locale: str | None = None, **args: Arg) -> str:
    """Message ``msg_id`` with ``args`` in ``locale`` (the :func:`current` reader's by
    default), else in English; a message no catalogue has is a one-line ``ContentError``."""
    locale = locale or current()
    for where in (locale, DEFAULT):
        found = bundle(where)
        if found.has_message(msg_id):
            message = found.get_message(msg_id)
            if message.value is None:
                break
            plain = {k: _plain(v, where) for k, v in args.items()}
            # Fluent refuses an argument longer than 1,000 characters: a long one (a note, a
            # roll's dice, a list) goes through as a short mark, put back in the words after.
            long = {k: v for k, v in plain.items() if isinstance(v, str) and len(v) > LONGEST}
            marks = {k: f"\ue000{n}\ue001" for n, k in enumerate(long)}
            out, errors = found.format_pattern(message.value, {**plain, **marks})
            if errors:
                raise ContentError(f"message {msg_id!r} in {where}: {errors[0]}")
            words = str(out)
            for k, mark in marks.items():
                words = words.replace(mark, str(long[k]))
            return words
    raise ContentError(f"no message {msg_id!r} in the catalogues")


def _plain(value: Any, locale: str) -> str | int | float:
    """A message argument as Fluent takes it: a nested :class:`Msg`, :class:`Term` or
    :class:`Seq` is rendered in the same language first."""
    return value if isinstance(value, (str, int, float)) else value.render(locale)


@dataclass(frozen=True, slots=True)
class Term:
    """A game term known by its English name ("Defense Value", "Guard Down ×2"), rendered as
    each community writes it (the ``term-*`` messages of ``terms.ftl``; see
    :func:`term`). Roll explanations are made of these: the engine's labels stay English
    (rules code reads them), the reader sees their own language's words."""

    english: str

    def render(self, locale: str | None = None) -> str:
        return term(self.english, locale or current())

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True, slots=True)
class Seq:
    """Arguments written one after another (``sep`` between): a list whose length a message
    cannot know, such as the parts of a roll."""

    items: tuple[Any, ...]
    sep: str = ""

    def render(self, locale: str | None = None) -> str:
        where = locale or current()
        return self.sep.join(str(_plain(item, where)) for item in self.items)

    def __str__(self) -> str:
        return self.render(DEFAULT)


def term_id(english: str) -> str:
    """The message id of a game term: ``Defense Value`` -> ``term-defense-value``."""
    slug = re.sub(r"[^a-z0-9]+", "-", english.lower()).strip("-")
    return f"term-{slug}"


_TERM_TAIL = re.compile(r"^(?P<head>.+?)(?P<tail>(?: [×x]\d+| ½| \([^()]*\)| [+-]?\d+)+)$")


def term(english: str, locale: str | None = None) -> str:
    """The game term ``english`` in ``locale`` (the current reader's by default); see
    :func:`_term`."""
    return _term(english, locale or current())


@lru_cache(maxsize=4096)
def _term(english: str, locale: str) -> str:
    """The game term ``english`` in ``locale``: its ``term-*`` message, else the term without
    a counted or bracketed tail (``Diminishing Defense ×2``, ``Defense Value ½``) translated
    with its tail kept, else (a fighter's or a custom maneuver's own name) as it is."""
    if locale == DEFAULT:
        return english
    msg_id = term_id(english)
    found = _TERM_TAIL.match(english)
    whole = found is None or term_id(found["head"]) != msg_id  # "Haste ½" is not "Haste"
    if whole and (bundle(locale).has_message(msg_id) or bundle(DEFAULT).has_message(msg_id)):
        return text(msg_id, locale)
    if found:
        head = _term(found["head"], locale)
        tail = found["tail"]
        inner = re.fullmatch(r" \((.*)\)", tail)
        if inner:
            tail = f" ({_term(inner[1], locale)})"
        return head + tail
    return english


@dataclass(frozen=True, slots=True)
class Msg:
    """A text kept as what it says, not as words: a message id and its arguments, rendered per
    reader (:meth:`render`). ``str()`` gives English, for logs and places not yet per reader."""

    id: str
    args: tuple[tuple[str, Arg], ...] = ()

    @classmethod
    def of(cls, msg_id: str, **args: Arg) -> Msg:
        made = _NEW(cls)  # the engine makes ~3,000 a fight: no dataclass __init__ call
        _SET(made, "id", msg_id)
        _SET(made, "args", tuple(args.items()))  # in the order the call gives them
        return made

    def render(self, locale: str | None = None) -> str:
        return _rendered(self, locale or current())

    def __str__(self) -> str:
        return self.render(DEFAULT)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": dict(self.args)}


@lru_cache(maxsize=8192)
def _rendered(msg: Msg, locale: str) -> str:
    """A message's words, remembered: a fight says "Kale ends their turn" many times, and
    Fluent takes 10-30 µs a message (Babel's plural rules and number formats)."""
    return text(msg.id, locale, **dict(msg.args))


def words(said: str | Msg, locale: str | None = None) -> str:
    """What ``said`` says in ``locale``: a :class:`Msg` rendered, a plain string (English not
    yet moved to the catalogues, or a name) as it is."""
    return said if isinstance(said, str) else said.render(locale)


def message_ids(locale: str) -> set[str]:
    """Every message id the catalogue of ``locale`` defines (terms excluded)."""
    ids: set[str] = set()
    for source in sources(locale).values():
        ids.update(re.findall(r"^([A-Za-z][\w-]*)\s*=", source, flags=re.MULTILINE))
    return ids
