"""The chat's words: :func:`tenkaichi.i18n.text` (a message of the ``chat.ftl`` catalogues in
the language of the reader being served), with arguments of any length.

Fluent refuses an argument longer than 1,000 characters (``Too many characters in
placeable``), and a chat reply quotes long things: a game master's note (up to 1,200
characters), a roll's dice, the list of a board's pieces. Such an argument goes through
Fluent as a short mark and is put back in the words after.
"""

from __future__ import annotations

from tenkaichi.i18n import text as catalogue_text
from tenkaichi.i18n.catalogue import Arg

LONGEST = 900
"""The longest argument handed to Fluent as it is (Fluent's own limit is 1,000)."""


def text(msg_id: str, locale: str | None = None, **args: Arg) -> str:
    """Message ``msg_id`` with ``args`` in ``locale`` (the current reader's by default)."""
    long = {k: v for k, v in args.items() if isinstance(v, str) and len(v) > LONGEST}
    if not long:
        return catalogue_text(msg_id, locale, **args)
    marks = {k: f"\ue000{n}\ue001" for n, k in enumerate(long)}
    out = catalogue_text(msg_id, locale, **{**args, **marks})
    for k, mark in marks.items():
        out = out.replace(mark, long[k])
    return out


__all__ = ["LONGEST", "text"]
