"""Two services (two processes' worth) on one PostgreSQL database: what one takes, the other
serves at once (with or without the doorbell), and with the doorbell the other's subscribers
hear of it, without being asked. How fast a ring arrives (well under the brief's second) is
measured by ``bench/doorbell_bench.py``, not here: these tests wait for the ring with a hang
guard only, so a busy machine cannot fail them."""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from websockets.sync.client import connect

from tenkaichi.table.doorbell import RECONNECT_SECONDS, Doorbell, parse
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError

from .helpers import Seated, example, pick, seat_table, waiting
from .pg import pg_schema_url

ROOT = Path(__file__).resolve().parents[2]
TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}
HANG_GUARD = 30.0
"""Seconds after which a ring that has not arrived is taken as lost (a hang guard, not a
speed expectation: on an idle machine a ring takes milliseconds, see docs/performance.md)."""


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


def test_the_doorbell_tells_the_other_service() -> None:
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
            at = _answer(t.svc, t, random.Random(6))
            _until(heard, table, at, time.monotonic() + HANG_GUARD)
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
        thread = svc.doorbell._thread  # this service's own (other tests' may still listen)
        started = _thread_cpu(thread)
        time.sleep(0.5)
        # an idle listener blocks in select: its own thread spends next to no CPU meanwhile (a
        # spinning one spends all of the half second, however busy the machine is)
        assert _thread_cpu(thread) - started < 0.2, "the doorbell's thread spins"
        svc.close()
        thread.join(timeout=5)
        assert not thread.is_alive()


def test_a_dropped_listener_reconnects_and_rings_again() -> None:
    with pg_schema_url() as url:
        a = TableService(url, doorbell=False)
        b = TableService(url, migrate=False)
        try:
            bell = b.doorbell
            assert bell is not None
            assert bell.listening.wait(5)
            t = seat_table(a, example("saiyan-duel.yaml"), TWO, seed=5)
            a.start(t.gm)
            table = int(b.view(t.spectator)["table"])
            heard: queue.Queue[tuple[int, int, float]] = queue.Queue()
            b.subscribe(lambda tid, seq: heard.put((tid, seq, time.monotonic())))
            dropped = bell.pid
            with a.engine.begin() as c:
                c.execute(sa.text("select pg_terminate_backend(:pid)"), {"pid": dropped})
            deadline = time.monotonic() + RECONNECT_SECONDS + 5
            while not (bell.listening.is_set() and bell.pid != dropped):
                assert time.monotonic() < deadline, "the doorbell did not reconnect"
                time.sleep(0.05)
            _drain(heard)
            at = _answer(a, t, random.Random(9))
            _until(heard, table, at, time.monotonic() + HANG_GUARD)
        finally:
            a.close()
            b.close()


def test_sqlite_has_no_doorbell(tmp_path: object) -> None:
    svc = TableService(f"sqlite:///{tmp_path}/t.sqlite3")
    assert svc.doorbell is None
    svc.close()


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ("3:17:tk", (3, 17)),
        ("3:17:other", None),
        ("3:17", None),
        ("3:17:", None),
        ("3::tk", None),
        ("x:1:tk", None),
        ("", None),
        ("4:-1:tk", None),
    ],
)
def test_a_ring_payload_is_table_seq_and_schema(
    payload: str, expected: tuple[int, int] | None
) -> None:
    assert parse(payload, "tk") == expected


def test_a_ring_in_another_schema_of_the_database_is_not_heard() -> None:
    """Notifications are database-wide: a deployment in another schema (another test run, a
    staging copy) must not ring this one's tables."""
    with pg_schema_url() as url, pg_schema_url() as other_url:
        rung: queue.Queue[tuple[int | None, int]] = queue.Queue()
        bell = Doorbell(sa.make_url(url), lambda table, seq: rung.put((table, seq)), set)
        there = TableService(other_url, doorbell=False)
        here = TableService(url, doorbell=False)
        try:
            assert bell.listening.wait(HANG_GUARD)
            seat_table(there, example("saiyan-duel.yaml"), TWO, seed=5)
            u = seat_table(there, example("saiyan-duel.yaml"), TWO, seed=5)
            there.start(u.gm)
            theirs = int(there.view(u.spectator)["table"])
            _answer(there, u, random.Random(6))
            t = seat_table(here, example("saiyan-duel.yaml"), TWO, seed=5)
            here.start(t.gm)
            ours = int(here.view(t.spectator)["table"])
            assert ours != theirs
            mine = _answer(here, t, random.Random(7))
            # one connection gets notifications in commit order: once this schema's ring is in,
            # the other schema's earlier ones would have been too
            seen: list[tuple[int | None, int]] = []
            deadline = time.monotonic() + HANG_GUARD
            while (ours, mine) not in seen:
                left = deadline - time.monotonic()
                assert left > 0, "the ring of this schema never came"
                seen.append(rung.get(timeout=left))
            assert all(table == ours for table, _ in seen), seen
        finally:
            bell.close()
            here.close()
            there.close()


def _thread_cpu(thread: threading.Thread) -> float:
    """CPU seconds ``thread`` has spent (Linux: /proc/self/task/<tid>/stat, user + system)."""
    stat = Path(f"/proc/self/task/{thread.native_id}/stat")
    if not stat.exists():
        pytest.skip("per-thread CPU time needs Linux's /proc")
    fields = stat.read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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
            pytest.fail(f"no ring for table {table} at {seq} within {HANG_GUARD} s")
        if got_table == table and got_seq >= seq:
            return when


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def _server(url: str) -> Iterator[str]:
    """``tenkaichi serve`` in its own process on a free port; its base URL once it answers."""
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    code = "import sys; from tenkaichi.cli import run; sys.argv[0] = 'tenkaichi'; run()"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "serve", "--port", str(port), "--database-url", url],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                err = proc.stderr.read().decode() if proc.stderr else ""
                pytest.fail(f"the server on port {port} did not start: {err[-500:]}")
            time.sleep(0.2)
        yield base
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_an_answer_on_one_server_reaches_a_seat_on_another() -> None:
    with pg_schema_url() as url:
        svc = TableService(url, doorbell=False)
        t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
        svc.start(t.gm)
        svc.close()
        with _server(url) as a, _server(url) as b:
            ws = b.replace("http://", "ws://") + f"/ws/seat/{t.spectator}"
            with connect(ws, open_timeout=10) as live:
                first = json.loads(live.recv(timeout=10))
                assert first["type"] == "view"
                seq = first["view"]["seq"]
                name, token, pending = _asked_over_http(a, t)
                form = {
                    "decision": str(pending["decision_id"]),
                    "option": str(pick(pending, random.Random(8))),
                }
                done = httpx.post(f"{a}/seat/{token}/answer", data=form, timeout=10)
                assert done.status_code == 303, done.text[:300]
                pushed = json.loads(live.recv(timeout=HANG_GUARD))
                assert pushed["type"] == "view"
                assert pushed["view"]["seq"] > seq
                # and server B refuses the answer A already took, in one line
                stale = httpx.post(f"{b}/seat/{token}/answer", data=form, timeout=10)
                assert stale.status_code == 409
                assert f"decision {pending['decision_id']} is over" in stale.text, name


def _asked_over_http(base: str, t: Seated) -> tuple[str, str, dict[str, Any]]:
    for name, token in t.tokens().items():
        pending = httpx.get(f"{base}/api/seat/{token}/view", timeout=10).json()["pending"]
        if pending and "options" in pending:
            return name, token, pending
    pytest.fail("no seat is asked anything")
