"""A decision of a DBU fight: who must choose, and every legal option (part of the fight's
state, :mod:`~tenkaichi.dbu.combat.core.state`, which still exports them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Option:
    """One legal choice: what it does (``kind`` and ``args``) and how it reads."""

    kind: str
    label: str
    args: dict[str, Any] = field(default_factory=dict)

    def key(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.args}


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
    prompt: str
    options: list[Option]
    build: Callable[[], list[Option]] | None = field(
        default=None, repr=False, compare=False, metadata={"saved": False}
    )
    """Works out ``options`` while they are unread (None once they are read)."""

    @classmethod
    def later(
        cls, actor: str, kind: str, prompt: str, build: Callable[[], list[Option]]
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

    def __getstate__(self) -> tuple[str, str, str, list[Option]]:
        return (self.actor, self.kind, self.prompt, self.options)

    def __setstate__(self, saved: tuple[str, str, str, list[Option]]) -> None:
        self.actor, self.kind, self.prompt, self.options = saved
        self.build = None
