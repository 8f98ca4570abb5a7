"""Pieces of ``tenkaichi play``'s menus that hold no decision: the option tree made pageable
(the runs :func:`~tenkaichi.table.present_options.group_options` cuts long lists into are
merged back, the menu pages instead), a menu row and how it is written in 80 columns, and the
short forms of input echoed back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tenkaichi.table.present_options import Group, Leaf

WIDTH = 79
"""Characters a menu line may take (an 80-column terminal)."""
SHORTER = (
    ("expected damage taken", "exp. taken"),
    ("expected damage", "exp. damage"),
    (" if you wager nothing", " (no wager)"),
)
TEXT_LEAST = 18
"""Characters a row's text keeps, at least, before its cost and odds are cut short."""


def _chunk_of(group: Group) -> bool:
    """Whether ``group`` is one of the runs present_options cuts a long list into (its title
    is its first and last member's): this menu pages instead."""
    kids = group.children
    if len(kids) < 2:
        return False
    first, last = kids[0], kids[-1]
    name = (first.title if isinstance(first, Group) else first.label) + " … "
    return group.title == name + (last.title if isinstance(last, Group) else last.label)


def flatten(group: Group) -> Group:
    out: list[Group | Leaf] = []
    for child in group.children:
        if isinstance(child, Group):
            inner = flatten(child)
            if _chunk_of(inner):
                out.extend(inner.children)
                continue
        out.append(child)
    group.children = out
    return group


@dataclass(slots=True)
class Row:
    key: str
    text: str
    detail: str
    node: Group | Leaf


def family(title: str) -> str:
    """What a top-level option is a case of, from its label: "Movement (Normal Speed)" and
    "Aura: Saiyan Fury" are cases of Movement and Aura, so they share the key those groups
    have on turns with more than one case."""
    return re.split(r" \(|: ", title, maxsplit=1)[0].strip()


def shown(text: str, most: int = 30) -> str:
    safe = text.encode("utf-8", "replace").decode("utf-8")
    return safe if len(safe) <= most else safe[: most - 1] + "…"


def row_line(row: Row, width: int) -> str:
    head = f"  {row.key:<{width}}  "
    room = WIDTH - len(head)
    detail = row.detail
    text = row.text
    if detail and len(text) + len(detail) + 2 > room and " (" in text:
        text = text.split(" (", 1)[0]  # the explanation in brackets goes first, never the name
    keep = min(len(text), TEXT_LEAST)
    if len(detail) > room - keep - 2:
        detail = detail[: max(room - keep - 3, 0)] + "…"
    text_room = room - len(detail) - 2
    text = text if len(text) <= text_room else text[: max(text_room - 1, 1)] + "…"
    gap = " " * max(2, room - len(text) - len(detail))
    return (head + text + (gap + detail if detail else "")).rstrip()


__all__ = ["SHORTER", "WIDTH", "Row", "family", "flatten", "row_line", "shown"]
