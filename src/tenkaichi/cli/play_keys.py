"""Stable menu keys for ``tenkaichi play``: the same thing keeps the same key all fight long.

A key is made of letters from the name of what it picks ("be" for Beam, "pa" for Parry) and is
kept in a :class:`KeyMap` per menu *context* (the decision's kind and the groups entered to reach
the menu). The first time a thing is shown it is given the first free key its name offers; from
then on that thing always has that key in that context, whatever else the menu holds that turn,
and no other thing of the context ever gets it. The map is saved with the fight, so a resumed
fight keeps its keys.

Keys are letters only, never one of the prompt's command words, so they cannot be mistaken for
a square (``e3``), an amount (``5``) or a command (``q``, ``u``, ``b``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from tenkaichi.errors import ContentError

COMMANDS = frozenset(
    {
        "q",
        "quit",
        "exit",
        "u",
        "undo",
        "b",
        "back",
        "h",
        "help",
        "m",
        "map",
        "n",
        "no",
        "take",
        "give",
        "pass",
        "ask",
        "why",
    }
)
"""Words the prompt reads as commands (``n`` is the key of every "no, thanks" answer)."""
DECLINE_KEY = "n"
"""The key of the option that declines (no Instant Maneuver, no Modifier, stay)."""
MAX_CONTEXTS = 2_000
"""Contexts a saved key map may hold (a long fight uses a few dozen)."""
MAX_KEYS = 500
"""Keys one context of a saved map may hold."""
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _words(name: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Za-z]+", name)]


def candidates(name: str) -> Iterator[str]:
    """Keys a name offers, best first: its first letter, its initials, the start of its first
    word, then its first letter followed by any two letters."""
    words = _words(name) or ["k"]
    first = words[0]
    yield first[0]
    if len(words) > 1:
        yield "".join(w[0] for w in words[:2])
    yield first[:2]
    if len(words) > 2:
        yield "".join(w[0] for w in words[:3])
    yield first[:3]
    for w in words[1:]:
        yield first[0] + w[:2]
    for a in _LETTERS:
        for b in _LETTERS:
            yield first[0] + a + b


class KeyMap:
    """Keys given so far, per context: ``{context: {identity: key}}``."""

    def __init__(self, data: dict[str, dict[str, str]] | None = None) -> None:
        self._keys: dict[str, dict[str, str]] = {c: dict(m) for c, m in (data or {}).items()}

    def key(self, context: str, identity: str, name: str) -> str:
        """The key of ``identity`` in ``context``, given from ``name`` the first time."""
        known = self._keys.setdefault(context, {})
        found = known.get(identity)
        if found is not None:
            return found
        taken = set(known.values())
        key = next(
            k for k in candidates(name) if len(k) >= 1 and k not in taken and k not in COMMANDS
        )
        known[identity] = key
        return key

    def to_json(self) -> dict[str, dict[str, str]]:
        return {c: dict(m) for c, m in self._keys.items()}

    @classmethod
    def from_json(cls, data: Any, where: str) -> KeyMap:
        """A saved map, checked: an object of objects of short keys made of letters."""
        if not isinstance(data, dict) or len(data) > MAX_CONTEXTS:
            raise ContentError(f"{where}: must be an object of at most {MAX_CONTEXTS} menus")
        out: dict[str, dict[str, str]] = {}
        for context, keys in data.items():
            if not isinstance(keys, dict) or len(keys) > MAX_KEYS:
                raise ContentError(
                    f"{where}: each menu must be an object of at most {MAX_KEYS} keys"
                )
            for identity, key in keys.items():
                if not isinstance(key, str) or not re.fullmatch(r"[a-z]{1,4}", key):
                    raise ContentError(f"{where}: a key must be 1 to 4 small letters")
                if not isinstance(identity, str) or len(identity) > 2_000:
                    raise ContentError(f"{where}: a menu entry's name is too long")
            if len(set(keys.values())) != len(keys):
                raise ContentError(f"{where}: two entries of one menu share a key")
            out[str(context)[:2_000]] = dict(keys)
        return cls(out)


__all__ = ["COMMANDS", "DECLINE_KEY", "KeyMap", "candidates"]
