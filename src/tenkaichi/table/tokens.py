"""Seat tokens: unguessable, signed, stored only as a SHA-256.

A seat's token is the HMAC-SHA256 of (seat id, link generation) under the server's link key
(:data:`TOKEN_BYTES` bytes, 256 bits, URL-safe base64): whoever holds the key can show a seat's
link again (after a restart too), nobody else can make or guess one. Kicking a seat moves its
generation on, so its old link stops working. The key is ``TENKAICHI_TABLE_SECRET`` when set
(keep it out of the database that way), else a random key made once and kept in the
database's ``table_keys`` (every process on that database signs alike). The store keeps
``sha256(token)`` and looks a seat up by it.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import secrets

import sqlalchemy as sa

from tenkaichi.i18n import text as say
from tenkaichi.table.store import KEYS, InvalidLink, TableError

TOKEN_BYTES = 32
"""Bytes in a token (it is 43 URL-safe characters long)."""
TOKEN_MAX = 100
"""The longest text taken as a token; anything longer is refused unread."""
SECRET_ENV = "TENKAICHI_TABLE_SECRET"
"""The environment variable holding the link key (at least 32 characters) when it is not to
live in the database."""
SECRET_MIN = 32
_KEY_NAME = "seat_links"
_SHAPE = re.compile(r"[A-Za-z0-9_-]+")


def new_token() -> str:
    """A fresh random token (placeholders and tests; seats get :func:`seat_token`)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def seat_token(key: bytes, seat_id: int, generation: int) -> str:
    """The link token of seat ``seat_id`` at ``generation``, signed with ``key``."""
    mac = hmac.new(key, f"tenkaichi seat {seat_id} {generation}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()).decode("ascii").rstrip("=")


def token_hash(token: object) -> str:
    """The SHA-256 (hex) the store keeps of ``token``; a token that cannot be one is refused."""
    if not isinstance(token, str) or len(token) > TOKEN_MAX or not _SHAPE.fullmatch(token):
        raise InvalidLink(say("table-error-invalid-link"))
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def link_key(engine: sa.Engine) -> bytes:
    """The key that signs seat links (see the module docstring); made on first use."""
    env = os.environ.get(SECRET_ENV, "")
    if env:
        if len(env) < SECRET_MIN:
            raise TableError(f"{SECRET_ENV} must be at least {SECRET_MIN} characters long")
        return env.encode("utf-8")
    with engine.connect() as c:
        found = c.execute(sa.select(KEYS.c.value).where(KEYS.c.name == _KEY_NAME)).scalar()
    if found is None:
        try:
            with engine.begin() as c:
                c.execute(KEYS.insert().values(name=_KEY_NAME, value=new_token()))
        except sa.exc.IntegrityError:
            pass  # another process made it first: read theirs
        with engine.connect() as c:
            found = c.execute(sa.select(KEYS.c.value).where(KEYS.c.name == _KEY_NAME)).scalar()
    return str(found).encode("utf-8")


__all__ = ["SECRET_ENV", "TOKEN_BYTES", "link_key", "new_token", "seat_token", "token_hash"]
