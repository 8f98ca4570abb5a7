"""Seat tokens: long, random, and stored only as their SHA-256."""

from __future__ import annotations

import hashlib

import pytest

from tenkaichi.table.store import TableError
from tenkaichi.table.tokens import new_token, token_hash


def test_tokens_are_long_and_distinct() -> None:
    tokens = {new_token() for _ in range(200)}
    assert len(tokens) == 200
    assert all(len(t) >= 43 for t in tokens)


def test_the_hash_is_sha256_of_the_token() -> None:
    token = new_token()
    assert token_hash(token) == hashlib.sha256(token.encode()).hexdigest()
    assert token not in token_hash(token)


@pytest.mark.parametrize("garbled", ["", "a b", "x" * 101, None, 12, "é", "../etc"])
def test_a_garbled_token_is_refused_in_one_line(garbled: object) -> None:
    with pytest.raises(TableError) as caught:
        token_hash(garbled)
    assert "\n" not in str(caught.value)
