"""A decision of a DBU fight: who must choose, and every legal option (part of the fight's
state, :mod:`~tenkaichi.dbu.combat.core.state`, which still exports them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tenkaichi.i18n.catalogue import Msg, words


class Option:
    """One legal choice: what it does (``kind`` and ``args``) and how it reads (``said``: a
    message for every language, or English words not yet in the catalogues)."""

    __slots__ = ("_english", "args", "kind", "said")
    CODEC_FIELDS = ("kind", "label", "args")
    """What the state's JSON keeps of an option (its English words as ``label``)."""

    def __init__(self, kind: str, label: str | Msg, args: dict[str, Any] | None = None) -> None:
        self.kind = kind
        self.said = label
        self.args = {} if args is None else args
        self._english = label if isinstance(label, str) else None

    @property
    def label(self) -> str:
        """The option's English words (made when first read: most options of a bot's fight
        are never read by a person)."""
        if self._english is None:
            self._english = str(self.said)
        return self._english

    def words(self, locale: str) -> str:
        """The option's words in ``locale``."""
        return words(self.said, locale)

    def key(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.args}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Option):
            return NotImplemented
        return (self.kind, self.label, self.args) == (other.kind, other.label, other.args)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Option(kind={self.kind!r}, label={self.label!r}, args={self.args!r})"

    def __getstate__(self) -> tuple[str, str | Msg, dict[str, Any]]:
        return (self.kind, self.said, self.args)

    def __setstate__(self, saved: tuple[str, str | Msg, dict[str, Any]]) -> None:
        self.kind, self.said, self.args = saved
        self._english = self.said if isinstance(self.said, str) else None


DECLINING = frozenset(
    {"pass", "no_modifier", "no_cross", "no_unite", "no_join", "no_escape", "stay"}
)
"""Option kinds that decline ("No Instant Maneuver", "No Modifier", "Stay"): they cost
nothing and change nothing."""


@dataclass(slots=True)
class Decision:
    """Who must choose now, and every legal option.

    A decision asked with a builder instead of a list (:meth:`later`) works its options out
    the first time they are read: the engine runs on to the next decision after every choice,
    and whatever does not read it (an exact-odds enumeration, a replay to a later decision)
    never pays for its options. Its options are those of the state it was asked in: every
    path that changes that state reads them first (a choice is matched against them; a copy,
    a ruling's undo point and the JSON of a state hold them); a builder asked after its fight
    moved on refuses (``stale``)."""

    actor: str
    kind: str
    prompt: str | Msg
    """The question, as a message for every language (or English words not yet moved)."""
    options: list[Option]
    build: Callable[[], list[Option]] | None = field(
        default=None, repr=False, compare=False, metadata={"saved": False}
    )
    """Works out ``options`` while they are unread (None once they are read)."""

    @classmethod
    def later(
        cls, actor: str, kind: str, prompt: str | Msg, build: Callable[[], list[Option]]
    ) -> Decision:
        """A decision whose options ``build()`` works out when first read."""
        made = cls.__new__(cls)
        made.actor, made.kind, made.prompt, made.build = actor, kind, prompt, build
        return made

    def __getattr__(self, name: str) -> Any:
        # Only an unread ``options`` slot gets here (every other slot is always set).
        if name != "options":
            raise AttributeError(name)
        build = self.build
        if build is None:
            raise AttributeError(name)
        self.options = build()
        self.build = None
        return self.options

    def question(self, locale: str) -> str:
        """The decision's question in ``locale``."""
        return words(self.prompt, locale)

    def __getstate__(self) -> tuple[str, str, str | Msg, list[Option]]:
        return (self.actor, self.kind, self.prompt, self.options)

    def __setstate__(self, saved: tuple[str, str, str | Msg, list[Option]]) -> None:
        self.actor, self.kind, self.prompt, self.options = saved
        self.build = None
