"""Two chat users joining the same side at the same moment are never both told they play it:
the join is a compare-and-set in the chat store's transaction (on SQLite and PostgreSQL).
Threads start together at a barrier, many tries; counted outcomes, no timing."""

from __future__ import annotations

import threading

from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Author, Incoming
from tenkaichi.table.service import TableService

TRIES = 30


def _say(router: object, channel: str, user: str, text: str) -> str:
    message = Incoming("test", channel, Author(user, user.capitalize(), False), text, ())
    return "\n".join(r.text for r in router.handle(message))  # type: ignore[attr-defined]


def test_two_users_joining_one_side_at_once_never_both_get_it(url: str) -> None:
    service = TableService(url)
    router = all_games(service, new_seed=lambda: 5)
    both = 0
    for attempt in range(TRIES):
        channel = f"c{attempt}"
        assert "Sides:" in _say(router, channel, "gm", "!fight new perft-duel 5")
        barrier = threading.Barrier(2)
        replies: dict[str, str] = {}

        def join(
            user: str,
            channel: str = channel,
            barrier: threading.Barrier = barrier,
            replies: dict[str, str] = replies,
        ) -> None:
            barrier.wait()
            replies[user] = _say(router, channel, user, "!fight join a")

        threads = [threading.Thread(target=join, args=(u,)) for u in ("ann", "bob")]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        told = [u for u, text in replies.items() if f"{u.capitalize()} plays A" in text]
        both += len(told) > 1
        assert len(told) == 1, replies
    assert both == 0
