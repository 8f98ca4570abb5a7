"""The chat's words: :func:`tenkaichi.i18n.text` (a message of the ``chat.ftl`` catalogues in
the language of the reader being served), arguments of any length included (a game master's
note, a roll's dice, a board's pieces: :func:`tenkaichi.i18n.text` puts a long argument back
after Fluent, whose own limit is 1,000 characters)."""

from __future__ import annotations

from tenkaichi.i18n import text
from tenkaichi.i18n.catalogue import LONGEST

__all__ = ["LONGEST", "text"]
