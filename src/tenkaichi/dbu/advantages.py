"""The Advantages a Signature Technique may have (``data/dbu/advantages.yaml``): the names a
sheet is checked against, matched whatever the case, spacing or hyphens, with a suggestion for
a near miss."""

from __future__ import annotations

import difflib
from functools import cache

from pydantic import BaseModel, ConfigDict

from tenkaichi.problems import load_table


class AdvantageTable(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    advantages: tuple[str, ...]


def key(name: str) -> str:
    """A name compared: case, spaces and hyphens aside (``hit-and-run`` is Hit and Run)."""
    return "".join(name.replace("-", " ").split()).casefold()


@cache
def known_advantages() -> dict[str, str]:
    """Every known Advantage by :func:`key`, with its name as written."""
    return {
        key(name): name for name in load_table(AdvantageTable, "dbu/advantages.yaml").advantages
    }


def advantage_names() -> list[str]:
    """The known Advantages' names, in alphabetical order."""
    return sorted(known_advantages().values())


def canonical(name: str) -> str | None:
    """The known Advantage ``name`` means (its usual spelling), or None. A choice made with it
    may follow in brackets (``Stat Boosting (Force)``: seed 000 lets Stat Boosting be taken
    once per Attribute); it is kept as written."""
    base, bracket, choice = name.partition("(")
    found = known_advantages().get(key(base))
    if found is None or not bracket:
        return found
    if not choice.endswith(")") or not choice[:-1].strip():
        return None
    return f"{found} ({choice[:-1].strip()})"


def closest(name: str) -> str | None:
    """The known Advantage whose name is nearest to ``name`` (a likely typo), or None."""
    table = known_advantages()
    match = difflib.get_close_matches(key(name), list(table), n=1, cutoff=0.75)
    return table[match[0]] if match else None
