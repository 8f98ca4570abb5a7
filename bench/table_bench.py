"""The web table under load: decision round trips and reconnects over real WebSockets.

Run by hand, from the repository root::

    PYTHONPATH=src python bench/table_bench.py --database sqlite --tables 20 --seats 5
    PYTHONPATH=src python bench/table_bench.py --database postgres --tables 20 --seats 5

It starts one ``tenkaichi serve`` subprocess on a free port of 127.0.0.1 over a fresh SQLite
file (a temporary folder) or a fresh PostgreSQL schema (dropped afterwards), opens ``--tables``
tables of ``examples/encounters/mirror-3v3.yaml`` through the service in this process (one
player seat plays West, a greedy bot East; the other seats are the GM and spectators), and
connects every seat by WebSocket. Then:

- **round trip**: the player's seat answers (an attack when it can, so the fight moves on); the
  time from sending the answer until every connected seat of that table has received a view
  with a newer seq (the bots' answers included). ``--think`` makes each player wait a random
  0.5-1.5 times that many seconds before answering (0: answer at once, the server saturated).
  All tables play at once for at most ``--seconds`` (minus the reconnect phase) and at most
  ``--decisions`` answers a table.
- **reconnect**: a fight of about ``--long`` decisions is played through the service in this
  process; a seat's WebSocket is then opened ``--reconnects`` times, each timed from the
  connect until the full view arrives (the first, when the server loads the fight from the
  database, is shown apart).

Not a test: it prints a Markdown table to copy into docs/performance.md. This process shares
the CPU with the server, so its own JSON parsing is in the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
import websockets

from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter
from tenkaichi.table.service import TableService

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
ENCOUNTER = EXAMPLES / "encounters" / "mirror-3v3.yaml"
PG_URL = os.environ.get(
    "TENKAICHI_BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
HOST = "127.0.0.1"
TARGET_ROUND_TRIP_MS = 50.0
TARGET_RECONNECT_MS = 100.0


# --- the database and the server ------------------------------------------------------------


@contextmanager
def database(kind: str) -> Iterator[str]:
    """A fresh, empty database URL: a SQLite file in a temporary folder, or a new PostgreSQL
    schema (dropped afterwards)."""
    if kind == "sqlite":
        with tempfile.TemporaryDirectory(prefix="tenkaichi-bench-") as folder:
            yield f"sqlite:///{Path(folder) / 'tables.sqlite3'}"
        return
    admin = sa.create_engine(PG_URL)
    schema = f"tk_bench_{secrets.token_hex(6)}"
    with admin.begin() as c:
        c.execute(sa.text(f'create schema "{schema}"'))
    sep = "&" if "?" in PG_URL else "?"
    try:
        yield f"{PG_URL}{sep}options=-csearch_path%3D{schema}"
    finally:
        with admin.begin() as c:
            c.execute(sa.text(f'drop schema "{schema}" cascade'))
        admin.dispose()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


@contextmanager
def server(url: str) -> Iterator[int]:
    """``tenkaichi serve`` on a free port of 127.0.0.1; its port once it answers."""
    port = free_port()
    code = (
        "import sys; from tenkaichi.cli import main; "
        f"sys.exit(main(['serve', '--port', '{port}', '--database-url', sys.argv[1]]))"
    )
    proc = subprocess.Popen([sys.executable, "-c", code, url], stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://{HOST}:{port}/", timeout=1):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit("the server did not start") from None
                time.sleep(0.1)
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


# --- tables ---------------------------------------------------------------------------------


@dataclass
class Table:
    player: str
    others: list[str]
    """The GM's and the spectators' tokens."""


def open_table(svc: TableService, setup: EncounterSetup, seats: int, seed: int) -> Table:
    """A started table: the player (West), a greedy bot (East), the GM and spectators, so
    that ``seats`` seats are people's (the player, the GM, ``seats - 2`` spectators)."""
    gm = svc.create_table(setup, "Gina", seed=seed)
    player = svc.add_seat(gm, "player", side="West")
    svc.join(player, "Kris")
    svc.approve(gm, int(svc.view(player)["you"]["seat"]))
    svc.add_seat(gm, "bot", side="East", bot="greedy")
    others = [gm]
    for i in range(max(0, seats - 2)):
        spectator = svc.add_seat(gm, "spectator")
        svc.join(spectator, f"Sam {i + 1}")
        others.append(spectator)
    svc.start(gm)
    return Table(player, others)


def pick(options: list[dict[str, Any]], rng: random.Random) -> int:
    """Start or join a Duel when offered, attack when it can (the fight moves on), else any."""
    for kinds in (("duel", "duel_join", "no_escape"), ("attack", "signature")):
        fitting = [i for i, o in enumerate(options) if o["key"]["kind"] in kinds]
        if fitting:
            return rng.choice(fitting)
    return rng.randrange(len(options))


# --- round trips ----------------------------------------------------------------------------


@dataclass
class Live:
    """One table's open sockets: the newest view each seat has received."""

    seqs: list[int]
    player_view: dict[str, Any] = field(default_factory=dict)
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)
    errors: list[str] = field(default_factory=list)


async def read(socket_: Any, live: Live, index: int) -> None:
    async for raw in socket_:
        message = json.loads(raw)
        async with live.changed:
            if message["type"] == "view":
                live.seqs[index] = int(message["view"]["seq"])
                if index == 0:
                    live.player_view = message["view"]
            else:
                live.errors.append(str(message.get("message")))
            live.changed.notify_all()


async def play(
    port: int, table: Table, until: float, most: int, seed: int, think: float, times: list[float]
) -> str:
    """Answer as the player until the fight ends, ``most`` answers or ``until``; each round
    trip (seconds) is appended to ``times``. Returns how the table stopped."""
    tokens = [table.player, *table.others]
    live = Live([-1] * len(tokens))
    rng = random.Random(seed)
    sockets = [
        await websockets.connect(f"ws://{HOST}:{port}/ws/seat/{t}", max_size=None) for t in tokens
    ]
    readers = [asyncio.create_task(read(s, live, i)) for i, s in enumerate(sockets)]
    how = "time"
    try:
        async with live.changed:
            await live.changed.wait_for(lambda: min(live.seqs) >= 0)
        for _ in range(most):
            if think:
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            if time.monotonic() >= until:
                break
            view = live.player_view
            pending = view.get("pending") or {}
            if view.get("status") == "over" or "options" not in pending:
                how = "over" if view.get("status") == "over" else "not asked"
                break
            decision = int(pending["decision_id"])
            message = {
                "type": "answer",
                "decision_id": decision,
                "option": pick(pending["options"], rng),
            }
            start = time.perf_counter()
            await sockets[0].send(json.dumps(message))
            async with live.changed:
                await asyncio.wait_for(
                    live.changed.wait_for(
                        lambda d=decision: min(live.seqs) > d or bool(live.errors)
                    ),
                    timeout=30,
                )
            if live.errors:
                return f"refused: {live.errors[0]}"
            times.append(time.perf_counter() - start)
            # the player's own view must be the newest one before the next answer
            async with live.changed:
                await live.changed.wait_for(lambda: int(live.player_view["seq"]) >= max(live.seqs))
        else:
            how = "count"
    finally:
        for task in readers:
            task.cancel()
        for s in sockets:
            await s.close()
    return how


# --- reconnects -----------------------------------------------------------------------------


def long_fight(svc: TableService, setup: EncounterSetup, seats: int, decisions: int) -> Table:
    """A table whose fight has gone on for about ``decisions`` decisions (answered through
    the service here), still running when it can be; seeds are tried until one lasts."""
    for seed in range(1000, 1100):
        table = open_table(svc, setup, seats, seed)
        rng = random.Random(seed)
        while True:
            view = svc.view(table.player)
            pending = view["pending"] or {}
            if view["seq"] >= decisions or view["status"] == "over" or "options" not in pending:
                break
            choice = rng.randrange(len(pending["options"]))  # any option: a longer fight
            svc.answer(table.player, int(pending["decision_id"]), choice)
        if view["seq"] >= decisions:
            return table
    return table


async def reconnect(port: int, token: str) -> tuple[float, int]:
    """Seconds from opening a seat's WebSocket until its full view arrives; the view's size."""
    start = time.perf_counter()
    async with websockets.connect(f"ws://{HOST}:{port}/ws/seat/{token}", max_size=None) as ws:
        raw = await ws.recv()
        message = json.loads(raw)
        elapsed = time.perf_counter() - start
    assert message["type"] == "view", message
    return elapsed, len(raw)


# --- report ---------------------------------------------------------------------------------


def pct(values: list[float], p: float) -> float:
    """The nearest-rank ``p`` percentile of ``values`` (in ms)."""
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


async def bench(args: argparse.Namespace, url: str, port: int) -> None:
    setup = load_encounter(ENCOUNTER, library=[EXAMPLES])
    svc = TableService(url, doorbell=False)  # this process needs no rings of the server's
    started = time.monotonic()
    try:
        tables = [open_table(svc, setup, args.seats, seed) for seed in range(args.tables)]
        made = time.monotonic() - started
        until = started + args.seconds * 0.75
        times: list[float] = []
        begin = time.perf_counter()
        hows = await asyncio.gather(
            *(
                play(port, t, until, args.decisions, i, args.think, times)
                for i, t in enumerate(tables)
            )
        )
        wall = time.perf_counter() - begin
        stops = {h: hows.count(h) for h in sorted(set(hows))}

        fight = await asyncio.to_thread(long_fight, svc, setup, args.seats, args.long)
        length = int(svc.view(fight.player)["seq"])
        spectator = fight.others[-1]
        cold, size = await reconnect(port, spectator)
        warm: list[float] = []
        end = started + args.seconds
        for i in range(args.reconnects):
            if time.monotonic() >= end:
                break
            token = fight.player if i % 2 else spectator
            warm.append((await reconnect(port, token))[0])
    finally:
        svc.close()

    print(
        f"# {args.database}: {args.tables} tables x {args.seats} seats, think {args.think} s, "
        f"{made:.1f} s to open"
    )
    print(f"# {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(f"# tables stopped by: {stops}; {wall:.1f} s of play")
    print("| database | measure | count | p50 ms | p95 ms | max ms | other |")
    print("|---|---|---|---|---|---|---|")
    if times:
        rate = len(times) / wall
        print(
            f"| {args.database} | round trip ({args.tables} tables x {args.seats} seats) "
            f"| {len(times)} | {pct(times, 50):.1f} | {pct(times, 95):.1f} "
            f"| {1000 * max(times):.1f} | {rate:.0f} answers/s |"
        )
    if warm:
        print(
            f"| {args.database} | reconnect ({length}-decision fight, view {size // 1000} KB) "
            f"| {len(warm)} | {pct(warm, 50):.1f} | {pct(warm, 95):.1f} "
            f"| {1000 * max(warm):.1f} | first (cold) {1000 * cold:.0f} ms |"
        )
    trip = bool(times) and pct(times, 95) <= TARGET_ROUND_TRIP_MS
    back = bool(warm) and pct(warm, 95) <= TARGET_RECONNECT_MS
    print(f"# p95 round trip <= {TARGET_ROUND_TRIP_MS:.0f} ms met: {trip}")
    print(f"# p95 reconnect <= {TARGET_RECONNECT_MS:.0f} ms met: {back} (the cold first apart)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seats", type=int, default=5, help="people's seats a table (>= 2)")
    parser.add_argument("--seconds", type=float, default=60.0, help="time cap of the play")
    parser.add_argument("--decisions", type=int, default=200, help="answers a table at most")
    parser.add_argument(
        "--think", type=float, default=0.0, help="mean seconds a player waits before answering"
    )
    parser.add_argument("--long", type=int, default=400, help="decisions of the reconnect fight")
    parser.add_argument("--reconnects", type=int, default=30)
    args = parser.parse_args()
    if not 1 <= args.tables <= 200 or not 2 <= args.seats <= 20:
        parser.error("--tables is 1 to 200 and --seats 2 to 20")
    with database(args.database) as url, server(url) as port:
        asyncio.run(bench(args, url, port))


if __name__ == "__main__":
    main()
