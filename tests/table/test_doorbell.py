"""Two services (two processes' worth) on one PostgreSQL database: what one takes, the other
serves at once (with or without the doorbell), and with the doorbell the other's subscribers
hear of it within a second."""

from __future__ import annotations

import queue
import random
import threading
import time
from collections.abc import Iterator

import pytest

from tenkaichi.table.doorbell import parse
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError

from .helpers import Seated, example, pick, seat_table, waiting
from .pg import pg_schema_url

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}
RING_WITHIN = 1.0
"""Seconds a ring may take to reach another service's subscriber (the brief's bound)."""


@pytest.fixture(params=[True, False], ids=["doorbell", "no-doorbell"])
def pair(request: pytest.FixtureRequest) -> Iterator[tuple[Seated, TableService]]:
    """A started table on service A, and service B on the same database."""
    with pg_schema_url() as url:
        a = TableService(url, doorbell=request.param)
        b = TableService(url, migrate=False, doorbell=request.param)
        try:
            t = seat_table(a, example("saiyan-duel.yaml"), TWO, seed=5)
            a.start(t.gm)
            yield t, b
        finally:
            a.close()
            b.close()


def _answer(svc: TableService, t: Seated, rng: random.Random) -> int:
    found = waiting(svc, t.tokens())
    assert found is not None
    name, pending = found
    return svc.answer(t.tokens()[name], pending["decision_id"], pick(pending, rng))


def test_an_answer_through_one_service_is_served_by_the_other(
    pair: tuple[Seated, TableService],
) -> None:
    t, b = pair
    rng = random.Random(2)
    for n in range(6):
        svc = t.svc if n % 2 == 0 else b
        before = b.view(t.spectator)
        at = _answer(svc, t, rng)
        assert at > before["seq"]
        for token in t.tokens().values():
            assert b.view(token) == t.svc.view(token)
        assert b.view(t.spectator)["seq"] == at


def test_a_stale_answer_through_the_other_service_is_refused(
    pair: tuple[Seated, TableService],
) -> None:
    t, b = pair
    found = waiting(b, t.tokens())  # B has seen the decision
    assert found is not None
    name, pending = found
    _answer(t.svc, t, random.Random(3))  # A answers it first
    with pytest.raises(TableError) as caught:
        b.answer(t.tokens()[name], pending["decision_id"], pick(pending, random.Random(4)))
    assert "\n" not in str(caught.value)
    assert f"decision {pending['decision_id']} is over" in str(caught.value)
    assert b.view(t.spectator) == t.svc.view(t.spectator)


def test_the_doorbell_tells_the_other_service_within_a_second() -> None:
    with pg_schema_url() as url:
        a = TableService(url)
        b = TableService(url, migrate=False)
        try:
            assert a.doorbell is not None
            assert b.doorbell is not None
            assert b.doorbell.listening.wait(5)
            heard: queue.Queue[tuple[int, int, float]] = queue.Queue()
            b.subscribe(lambda table, seq: heard.put((table, seq, time.monotonic())))
            mine: list[tuple[int, int]] = []
            a.subscribe(lambda table, seq: mine.append((table, seq)))
            t = seat_table(a, example("saiyan-duel.yaml"), TWO, seed=5)
            a.start(t.gm)
            table = int(b.view(t.spectator)["table"])
            _drain(heard)
            sent = time.monotonic()
            at = _answer(t.svc, t, random.Random(6))
            got = _until(heard, table, at, sent + RING_WITHIN)
            assert got - sent < RING_WITHIN
            # B brought the table up to date before telling its subscribers
            assert b.view(t.spectator)["seq"] == at
            assert (table, at) not in mine  # a service is not rung for its own inputs
        finally:
            a.close()
            b.close()


def test_the_listener_blocks_and_stops_cleanly() -> None:
    with pg_schema_url() as url:
        svc = TableService(url)
        assert svc.doorbell is not None
        assert svc.doorbell.listening.wait(5)
        thread = next(t for t in threading.enumerate() if t.name == "tenkaichi-doorbell")
        started = time.process_time()
        time.sleep(0.5)
        # an idle listener blocks in select: the process spends next to no CPU meanwhile
        assert time.process_time() - started < 0.2, "the doorbell's thread spins"
        svc.close()
        thread.join(timeout=5)
        assert not thread.is_alive()


def test_sqlite_has_no_doorbell(tmp_path: object) -> None:
    svc = TableService(f"sqlite:///{tmp_path}/t.sqlite3")
    assert svc.doorbell is None
    svc.close()


@pytest.mark.parametrize(
    ("payload", "expected"),
    [("3:17", (3, 17)), ("3:", None), ("x:1", None), ("", None), ("4:-1", None)],
)
def test_a_ring_payload_is_table_and_seq(payload: str, expected: tuple[int, int] | None) -> None:
    assert parse(payload) == expected


def _drain(q: queue.Queue[tuple[int, int, float]]) -> None:
    while not q.empty():
        q.get_nowait()


def _until(q: queue.Queue[tuple[int, int, float]], table: int, seq: int, deadline: float) -> float:
    """When the subscriber heard (table, at least seq); fails past the deadline."""
    while True:
        left = deadline - time.monotonic()
        try:
            got_table, got_seq, when = q.get(timeout=max(left, 0.01))
        except queue.Empty:
            pytest.fail(f"no ring for table {table} at {seq} within {RING_WITHIN} s")
        if got_table == table and got_seq >= seq:
            return when
