"""The Tournament of Power's words in the reader's language: a message of the ``top-*``
catalogues (``top.ftl``, ``top-terms.ftl``) rendered for :func:`tenkaichi.i18n.current`.

The engine never makes words (its events and options are tuples); the text modules make them
when a seat reads them, through here, so each reader gets their own language and English is
what it always was.
"""

from __future__ import annotations

import re
from functools import cache

from tenkaichi.i18n import DEFAULT, Msg
from tenkaichi.i18n.catalogue import message_ids


def say(msg_id: str, **args: str | int) -> str:
    """Message ``msg_id`` with ``args`` (already written) in the current reader's language."""
    return Msg.of(msg_id, **args).render()


@cache
def _known() -> frozenset[str]:
    return frozenset(message_ids(DEFAULT))


def slug(name: str) -> str:
    """A name as part of a message id: "Follow-up" -> "follow-up", "Heavy Legs" -> "heavy-legs"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def named(prefix: str, name: str) -> str:
    """A content name (a card, a symbol, a combo) in the reader's language: its
    ``<prefix>-<slug>`` message, else the name as it is (a content pack's own names)."""
    msg_id = f"{prefix}-{slug(name)}"
    return say(msg_id) if msg_id in _known() else name
