"""Events: what happened, step by step, with the numbers explained.

Every event has a ``kind`` (one of :data:`EVENT_KINDS`), the fighter it is about, a readable
line of text that explains each number, and structured ``data`` for programs. A combat log is
the texts in order; the JSON log is :func:`to_json` of each event.

Views filter events (:func:`visible`): the game master sees every event as it is; a side sees
only the events whose ``visible_to`` names it (empty: everyone) and, of each event, only the
parts it may know. A part of an event that reveals one side's secret (dbu-1's "Holding Back
(all stacks)" on the holder's rolls) is a :class:`Secret`: a fragment of the text and the data
keys that only its sides may see; every other side is shown the event without them, in every
language (:class:`Veiled`: the event's message with the secret taken out). A whole secret (a
Duel's Ki Wager before the reveal) is an event with ``visible_to``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Literal, cast

from tenkaichi.errors import ContentError
from tenkaichi.i18n.catalogue import Msg, Seq, Term, bundle, current, text
from tenkaichi.i18n.locales import DEFAULT

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

Span = tuple[int, int]
"""A stretch of an event's English words: ``(start, end)``, as ``text[start:end]``."""


@dataclass(frozen=True, slots=True)
class Secret:
    """A part of an event that only ``sides`` may see: ``text``, a fragment of the event's text,
    and ``data``, keys of its data; other sides see the event without them, with ``shown`` in
    the place of ``text`` (a roll's total without the dice and parts that make it up).

    For other languages the secret says where it lies in the event's English words: ``spans``,
    the stretches that ``shown`` leaves out, or ``instead``, a message the other sides read in
    the place of the whole event. The event's message then hides it in every language
    (:class:`Veiled`); an event with a secret that has neither keeps English words only."""

    sides: tuple[str, ...]
    text: str = ""
    data: tuple[str, ...] = ()
    shown: str = ""
    spans: tuple[Span, ...] = ()
    """The stretches of the event's English words (the whole event's, not ``text``'s) that
    the other sides do not read: ``text`` without them is ``shown``."""
    instead: Msg | None = None
    """What the other sides read in the place of the whole event, when the secret rewords it
    ("Kale pays Ki for Blitz" for "Kale pays 12 KP for Blitz (Ki 231, Capacity 77)")."""

    @property
    def hideable(self) -> bool:
        """Can a message hide this secret (it says where it lies)?"""
        return bool(self.spans) or self.instead is not None

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
    event whose words are English only so far, or whose secret no message can hide. Not in
    :meth:`to_json`: a replay makes it again."""

    @property
    def text(self) -> str:
        """A readable line of English that explains each number."""
        if self.english is None:
            assert self.msg is not None, "an event has English words or a message"
            object.__setattr__(self, "english", self.msg.render(DEFAULT))
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
        if self.msg is None or locale == DEFAULT:
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
        none of them may know (each in its place shows its ``shown``, in every language)."""
        if not self.secrets:
            return self
        text, data = self.text, self.data
        unseen = []
        for secret in self.secrets:
            if sides.intersection(secret.sides):
                continue
            unseen.append(secret)
            if secret.text:
                text = text.replace(secret.text, secret.shown, 1)
            if secret.data:
                data = {k: v for k, v in data.items() if k not in secret.data}
        if not unseen:
            return self
        kept = tuple(s for s in self.secrets if sides.intersection(s.sides))
        msg = _without(self.msg, unseen, text)
        return replace(self, english=text, data=data, secrets=kept, msg=msg)

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


def _without(msg: Msg | None, unseen: list[Secret], english: str) -> Msg | None:
    """``msg`` without the ``unseen`` secrets, for a viewer whose English words are
    ``english``: the one secret's ``instead``, or the message with the secrets' spans veiled;
    ``None`` (English words only) when no message can say it."""
    if msg is None or not all(s.hideable for s in unseen):
        return None
    shown: Msg
    if len(unseen) == 1 and unseen[0].instead is not None:
        shown = unseen[0].instead
    elif all(s.instead is None for s in unseen):
        shown = Veiled.of_spans(msg, [span for s in unseen for span in s.spans])
    else:
        return None  # a reworded event with another secret in it: English words only
    return shown if shown.render(DEFAULT) == english else None


class Said:
    """An event's words while it is being recorded, as the ``event_secrets`` hooks are given
    them: calling it gives the English (made when first asked: only a fight that can hold a
    secret asks); :attr:`msg` is the message they come from (``None`` for English words not
    yet in the catalogues), for a secret that rewords the event (:attr:`Secret.instead`)."""

    __slots__ = ("english", "msg")

    def __init__(self, words: str | Msg) -> None:
        self.msg = words if isinstance(words, Msg) else None
        self.english = words if isinstance(words, str) else None

    def __call__(self) -> str:
        if self.english is None:
            assert self.msg is not None
            self.english = self.msg.render(DEFAULT)
        return self.english


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
    it needs them (a message's words are made when first read; the hooks are given a
    :class:`Said`). A :class:`Msg` is kept for other languages unless the event holds a secret
    that does not say where it lies (:attr:`Secret.hideable`)."""
    said = Said(text)
    secrets = secrets_of(said)
    msg = said.msg if all(s.hideable for s in secrets) else None
    return Event(kind, who, said.english, data, round_, visible_to, secrets, msg)


def visible(events: list[Event], side: str | None) -> list[Event]:
    """The events a side may see, each as that side is shown it (:meth:`Event.seen_by`);
    ``None``: the game master sees every event whole."""
    if side is None:
        return list(events)
    return [e.seen_by(side) for e in events if not e.visible_to or side in e.visible_to]


# --- a message with a secret taken out ---------------------------------------------------------


def _cut(words: str, spans: tuple[Span, ...]) -> str:
    """``words`` without the ``spans`` (sorted, apart)."""
    out, at = [], 0
    for start, end in spans:
        out.append(words[at:start])
        at = end
    out.append(words[at:])
    return "".join(out)


def _merged(spans: list[Span]) -> tuple[Span, ...]:
    """``spans`` sorted, those that touch or overlap made one."""
    out: list[Span] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Veiled(Msg):
    """A message with stretches of its English words taken out (:attr:`Secret.spans`), in
    every language: what a side is shown of an event that holds another side's secret.

    English is the whole message's words without the spans. Another language's words are the
    whole message's with the same things taken out: every argument the spans cover is left
    empty (a covered part of an English string argument is cut from it), and the words of the
    message around them that the spans cover go where those arguments go (``Kale Strike 16 =
    1d10+ToP [7] + Haste 3``, spans ``= 1d10…``, reads ``Kale Golpe 16``). Where a language's
    message is built so differently that this cannot be done surely, its reader gets the
    English words, which never hold the secret."""

    whole: Msg | None = field(default=None, repr=False)
    spans: tuple[Span, ...] = ()

    @classmethod
    def of_spans(cls, whole: Msg, spans: list[Span] | tuple[Span, ...]) -> Veiled:
        return cls(whole.id, (), whole, _merged(list(spans)))

    def render(self, locale: str | None = None) -> str:
        assert self.whole is not None
        english = _cut(self.whole.render(DEFAULT), self.spans)
        where = locale or current()
        if where == DEFAULT:
            return english
        return _veiled_words(self.whole, self.spans, where) or english

    def to_json(self) -> dict[str, Any]:
        """The message without the secret: its arguments with the covered ones left empty."""
        assert self.whole is not None
        try:
            veil = _veil(self.whole, self.spans)
        except (ContentError, LookupError):
            veil = None
        return veil.blanked.to_json() if veil is not None else {"id": self.id, "args": {}}


Path = tuple[str | int, ...]
"""Where an argument sits in a message: argument names and list positions from the top."""
Anchor = tuple[Path, Literal["open", "close"]]
"""The start or the end of an argument's words; ``((), "open")`` and ``((), "close")`` are the
start and the end of the whole message."""
_TOP_START: Anchor = ((), "open")
_TOP_END: Anchor = ((), "close")

_OPEN, _CLOSE, _STOP = "\ue000", "\ue001", "\ue002"
_MARK = re.compile(f"([{_OPEN}{_CLOSE}])(\\d+){_STOP}")


@dataclass(frozen=True, slots=True)
class _Marked:
    """An argument rendered between markers that name it (its number in :class:`_Tree`)."""

    tree: _Tree
    key: int

    def render(self, locale: str) -> str:
        return (
            f"{_OPEN}{self.key}{_STOP}{self.tree.body(self.key, locale)}{_CLOSE}{self.key}{_STOP}"
        )


@dataclass(frozen=True, slots=True)
class _Node:
    path: Path
    value: Any
    children: tuple[int, ...]


class _Tree:
    """A message's arguments, numbered, rendered with markers around each one's words
    (numbers for plural forms and arguments a message chooses its words by are not marked:
    they stay as the message reads them)."""

    def __init__(self, top: Msg) -> None:
        self.top = top
        self.nodes: list[_Node] = []
        self.children = self._add_children(top, ())

    def _add(self, value: Any, path: Path) -> int:
        key = len(self.nodes)
        self.nodes.append(_Node(path, value, ()))
        if type(value) is Msg or isinstance(value, Seq):
            self.nodes[key] = _Node(path, value, self._add_children(value, path))
        return key

    def _add_children(self, value: Msg | Seq, path: Path) -> tuple[int, ...]:
        if isinstance(value, Seq):
            items: Iterator[tuple[str | int, Any]] = enumerate(value.items)
        else:
            items = iter(value.args)
        return tuple(self._add(v, (*path, k)) for k, v in items if not isinstance(v, (int, float)))

    def _args(self, msg: Msg, children: tuple[int, ...], locale: str) -> dict[str, Any]:
        marked = {self.nodes[k].path[-1]: k for k in children}
        plain = _plain_names(msg.id, locale)
        out: dict[str, Any] = {}
        for name, value in msg.args:
            key = marked.get(name)
            if key is None:
                out[name] = value
            elif name in plain:
                out[name] = _Marked(self, key)
            else:
                out[name] = value if isinstance(value, str) else cast(Msg, value).render(locale)
        return out

    def body(self, key: int, locale: str) -> str:
        node = self.nodes[key]
        value = node.value
        if isinstance(value, Seq):
            marked = iter(node.children)
            return value.sep.join(
                str(v)
                if isinstance(v, (int, float))
                else _Marked(self, next(marked)).render(locale)
                for v in value.items
            )
        if type(value) is Msg:
            return text(value.id, locale, **self._args(value, node.children, locale))
        return value if isinstance(value, str) else cast(Term | Msg, value).render(locale)

    def render(self, locale: str) -> str:
        return text(self.top.id, locale, **self._args(self.top, self.children, locale))


@dataclass(frozen=True, slots=True)
class _Words:
    """A marked rendering read back: the plain words, where each argument's words are
    (``(start, end)`` for each time they appear), and every marker as ``(at, kind, key)``."""

    plain: str
    at: dict[int, list[Span]]
    marks: list[tuple[int, str, int]]

    @classmethod
    def read(cls, marked: str) -> _Words:
        plain: list[str] = []
        size, last = 0, 0
        at: dict[int, list[Span]] = {}
        opened: dict[int, list[int]] = {}
        marks: list[tuple[int, str, int]] = []
        for m in _MARK.finditer(marked):
            piece = marked[last : m.start()]
            plain.append(piece)
            size += len(piece)
            last = m.end()
            key = int(m[2])
            if m[1] == _OPEN:
                opened.setdefault(key, []).append(size)
                marks.append((size, "open", key))
            else:
                at.setdefault(key, []).append((opened[key].pop(), size))
                marks.append((size, "close", key))
        plain.append(marked[last:])
        return cls("".join(plain), at, marks)

    def where(self, tree: _Tree, anchor: Anchor) -> int | None:
        """The place of ``anchor`` in the plain words (None: not there once)."""
        path, kind = anchor
        if not path:
            return 0 if kind == "open" else len(self.plain)
        key = next((k for k, n in enumerate(tree.nodes) if n.path == path), None)
        spans = self.at.get(key, []) if key is not None else []
        if len(spans) != 1:
            return None
        return spans[0][0] if kind == "open" else spans[0][1]


@lru_cache(maxsize=1024)
def _plain_names(msg_id: str, locale: str) -> frozenset[str]:
    """The arguments message ``msg_id`` only writes as they are (not a plural form's number, not
    one its words are chosen by or a function reads), in ``locale``'s catalogue or the English
    one it falls back to."""
    from fluent.syntax import ast

    where = locale if bundle(locale).has_message(msg_id) else DEFAULT
    if not bundle(where).has_message(msg_id):
        return frozenset()
    plain: set[str] = set()
    other: set[str] = set()

    def walk(node: Any, bare: bool) -> None:
        if isinstance(node, ast.VariableReference):
            (plain if bare else other).add(node.id.name)
            return
        if isinstance(node, ast.Placeable):
            walk(node.expression, True)
            return
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for item in value if isinstance(value, list) else [value]:
                    walk(item, False)

    walk(bundle(where).get_message(msg_id).value, False)
    return frozenset(plain - other)


@dataclass(frozen=True, slots=True)
class _Veil:
    """How a message hides its spans in every language: ``blanked``, the message with the
    covered arguments emptied, and ``cuts``, the stretches of its own words to take out, from
    one anchor to another."""

    blanked: Msg
    cuts: tuple[tuple[Anchor, Anchor], ...]

    def words(self, locale: str) -> str | None:
        tree = _Tree(self.blanked)
        got = _Words.read(tree.render(locale))
        stretches = []
        for start, end in self.cuts:
            x, y = got.where(tree, start), got.where(tree, end)
            if x is None or y is None or x > y:
                return None
            for spans in got.at.values():
                for s, e in spans:
                    if s < e and not (e <= x or s >= y or (s <= x and y <= e)):
                        return None  # an argument left to show would be cut
            stretches.append((x, y))
        stretches.sort()
        if any(a[1] > b[0] for a, b in itertools.pairwise(stretches)):
            return None
        return _cut(got.plain, tuple(stretches))


@lru_cache(maxsize=8192)
def _veiled_words(whole: Msg, spans: tuple[Span, ...], locale: str) -> str | None:
    """``whole`` without ``spans`` in ``locale`` (None: it cannot be said surely; a language
    whose message cannot be read with marked arguments is one)."""
    try:
        veil = _veil(whole, spans)
        return veil.words(locale) if veil is not None else None
    except (ContentError, LookupError):
        return None


@lru_cache(maxsize=4096)
def _veil(whole: Msg, spans: tuple[Span, ...]) -> _Veil | None:
    """Work out, from the English words, how ``whole`` hides ``spans`` in every language
    (``None`` where it cannot be done surely; its readers get English words then)."""
    if type(whole) is not Msg:
        return None
    english = whole.render(DEFAULT)
    tree = _Tree(whole)
    got = _Words.read(tree.render(DEFAULT))
    if got.plain != english:
        return None
    emptied: dict[Path, Any] = {}
    trimmed: dict[Path, list[Span]] = {}
    gone = bytearray(len(english))
    for start, end in spans:
        if not _cover(tree, got, tree.children, (start, end), (emptied, trimmed), gone):
            return None
    for path, cut in trimmed.items():
        value = next(n.value for n in tree.nodes if n.path == path)
        emptied[path] = _cut(value, _merged(cut))
    blanked = cast(Msg, _rebuilt(whole, (), emptied))
    tree = _Tree(blanked)
    left = _Words.read(tree.render(DEFAULT))
    if left.plain != "".join(c for c, g in zip(english, gone, strict=True) if not g):
        return None
    cuts: list[tuple[Anchor, Anchor]] = []
    for x, y in _rest(spans, gone):
        begin, stop = _start(tree, left, x), _end(tree, left, y)
        if begin is None or stop is None:
            return None
        cuts.append((begin, stop))
    veil = _Veil(blanked, tuple(cuts))
    return veil if veil.words(DEFAULT) == _cut(english, spans) else None


def _cover(
    tree: _Tree,
    got: _Words,
    keys: tuple[int, ...],
    span: Span,
    edits: tuple[dict[Path, Any], dict[Path, list[Span]]],
    gone: bytearray,
) -> bool:
    """Empty each argument among ``keys`` that ``span`` covers whole, cut the covered part of
    a string argument it covers in part (``edits``: the emptied arguments, the cuts in
    strings), look inside a message or list it covers in part; False if it covers part of
    anything else, or of an argument written twice. ``gone`` marks the words taken."""
    start, end = span
    emptied, trimmed = edits
    for key in keys:
        spans = [s for s in got.at.get(key, []) if s[0] < s[1]]
        if not any(s < end and e > start for s, e in spans):
            continue
        if len(spans) != 1:
            return False
        s, e = spans[0]
        node = tree.nodes[key]
        if start <= s and e <= end:
            emptied[node.path] = ""
        elif isinstance(node.value, str):
            lo, hi = max(start, s) - s, min(end, e) - s
            trimmed.setdefault(node.path, []).append((lo, hi))
            s, e = s + lo, s + hi
        elif node.children:
            if not _cover(tree, got, node.children, span, edits, gone):
                return False
            continue
        else:
            return False
        gone[max(start, s) : min(end, e)] = b"\x01" * (min(end, e) - max(start, s))
    return True


def _rebuilt(value: Any, path: Path, emptied: dict[Path, Any]) -> Any:
    if path in emptied:
        return emptied[path]
    if type(value) is Msg:
        return Msg(value.id, tuple((k, _rebuilt(v, (*path, k), emptied)) for k, v in value.args))
    if isinstance(value, Seq):
        items = tuple(_rebuilt(v, (*path, i), emptied) for i, v in enumerate(value.items))
        return Seq(items, value.sep)
    return value


def _rest(spans: tuple[Span, ...], gone: bytearray) -> list[Span]:
    """The stretches of ``spans`` that no emptied argument took away (a message's own words),
    placed in the words left once the arguments are emptied."""
    out: list[Span] = []
    shift = 0
    at = 0
    for start, end in spans:
        shift += gone[at:start].count(1)
        at = start
        for i in range(start, end):
            if gone[i]:
                shift += 1
                continue
            j = i - shift
            if out and out[-1][1] == j:
                out[-1] = (out[-1][0], j + 1)
            else:
                out.append((j, j + 1))
        at = end
    return out


def _start(tree: _Tree, got: _Words, x: int) -> Anchor | None:
    """Where a cut starting at ``x`` begins, named so that another language finds it: after
    an argument shown, else at the start of the message, else at an emptied argument."""
    here = [(kind, key) for at, kind, key in got.marks if at == x]
    return _pick(tree, got, here, "close", x == 0, _TOP_START, "open")


def _end(tree: _Tree, got: _Words, y: int) -> Anchor | None:
    """Where a cut ending at ``y`` stops: before an argument shown, else at the end of the
    message, else after an emptied argument."""
    here = [(kind, key) for at, kind, key in reversed(got.marks) if at == y]
    return _pick(tree, got, here, "open", y == len(got.plain), _TOP_END, "close")


def _pick(
    tree: _Tree,
    got: _Words,
    here: list[tuple[str, int]],
    shown_kind: Literal["open", "close"],
    at_edge: bool,
    edge: Anchor,
    empty_kind: Literal["open", "close"],
) -> Anchor | None:
    def once(key: int) -> bool:
        return len(got.at.get(key, [])) == 1

    def shown(key: int) -> bool:
        return once(key) and got.at[key][0][0] < got.at[key][0][1]

    for kind, key in here:
        if kind == shown_kind and shown(key):
            return (tree.nodes[key].path, shown_kind)
    if at_edge:
        return edge
    for kind, key in here:
        if kind == empty_kind and once(key) and not shown(key):
            return (tree.nodes[key].path, empty_kind)
    return None
