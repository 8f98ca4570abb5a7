"""The options a DBU side chose, counted at the grain a designer asks about: the maneuver,
technique, Profile, defence or Surge, in the words the play menus show (the option's label),
without whom or where it was aimed, amounts or costs ("Basic Attack (Powered, physical)",
"Defend: Guard", "Ki Wager", "Called Shot: head").

A label names the maneuver first and its particulars after, so the words are the label cut at
its first particular: a fighter, a Feature, Item or Vehicle, a square, or a number. A trigger
("when Kale gains Prone") or a label that starts with a fighter ("Kale is the primary
duelist") reads the fighter as "someone"; a choice that is nothing but whom or where (a square
to aim at) is not counted."""

from __future__ import annotations

import re
from collections.abc import Iterable

from tenkaichi.dbu.combat.core.state import Decision, Option

SKIPPED_DECISIONS = frozenset({"destination"})
"""Decisions that only pick a square (the movement itself is counted as the maneuver)."""
SKIPPED_OPTIONS = frozenset({"pass", "no_modifier"})
"""Options that choose to do nothing ("No Instant Maneuver"): counted nowhere."""
MARK = "\x00"
"""Where a fighter or a thing stood in a label."""
PLACE = "\x01"
"""Where a square or a distance stood in a label."""

_SQUARE = re.compile(r"\bsquares? [A-Z]{1,2}\d+|\b\d+ squares?\b")
_DIGIT = re.compile(r"\d")
_OPEN_TAIL = re.compile(r"\s*\([^()]*$")
_DANGLING = re.compile(
    r"(\s+(on|at|to|of|with|for|from|into|toward|towards|against|around|a|an|the|and|"
    r"now|by|aimed)|[\s,:;+\-−(])+$",
    re.IGNORECASE,
)


class OptionWords:
    """Words for the options of one fight: it knows the fight's particulars (fighters'
    names, and the Features', Items' and Vehicles' names and ids)."""

    def __init__(self, particulars: Iterable[str]) -> None:
        names = sorted({p for p in particulars if p.strip()}, key=len, reverse=True)
        self._names = (
            re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in names)) if names else None
        )

    def __call__(self, decision: Decision, option: Option) -> str:
        """The option's words at the counted grain; "" for a choice that is not counted."""
        if decision.kind in SKIPPED_DECISIONS or option.kind in SKIPPED_OPTIONS:
            return ""
        label = " ".join(option.label.split())
        text = self._names.sub(MARK, label) if self._names else label
        text = _SQUARE.sub(PLACE, text)
        if text.startswith((MARK, f"when {MARK}")):
            return _cut(text.replace(MARK, "someone", 1))
        return _cut(text)


def _cut(text: str) -> str:
    """The text before its first particular or number, without a dangling tail."""
    ends = [i for i in (text.find(MARK), text.find(PLACE), _first_digit(text)) if i >= 0]
    if ends:
        text = text[: min(ends)]
    previous = None
    while previous != text:
        previous = text
        text = _DANGLING.sub("", _OPEN_TAIL.sub("", text))
    return text.strip()


def _first_digit(text: str) -> int:
    found = _DIGIT.search(text)
    return found.start() if found else -1


__all__ = ["OptionWords"]
