"""Seat tokens: unguessable, shown once, stored only as a SHA-256.

A token is :func:`secrets.token_urlsafe` of :data:`TOKEN_BYTES` bytes (256 bits). The store
keeps ``sha256(token)`` and looks a seat up by it, so a copy of the database lets nobody act.
"""

from __future__ import annotations

import hashlib
import re
import secrets

from tenkaichi.table.store import TableError

TOKEN_BYTES = 32
"""Random bytes in a token (it is 43 URL-safe characters long)."""
TOKEN_MAX = 100
"""The longest text taken as a token; anything longer is refused unread."""
_SHAPE = re.compile(r"[A-Za-z0-9_-]+")


def new_token() -> str:
    """A fresh seat token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: object) -> str:
    """The SHA-256 (hex) the store keeps of ``token``; a token that cannot be one is refused."""
    if not isinstance(token, str) or len(token) > TOKEN_MAX or not _SHAPE.fullmatch(token):
        raise TableError("that seat link is not valid: ask the game master for a new one")
    return hashlib.sha256(token.encode("ascii")).hexdigest()


__all__ = ["TOKEN_BYTES", "new_token", "token_hash"]
