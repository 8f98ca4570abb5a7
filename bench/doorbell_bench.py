"""How fast the PostgreSQL doorbell tells another service of an input.

Run by hand, from the repository root (PostgreSQL on 127.0.0.1:5432, database ``test``)::

    PYTHONPATH=src:tests python bench/doorbell_bench.py --answers 200

Two ``TableService`` objects on one fresh schema stand for two server processes: A takes every
answer of a seeded saiyan-duel fight (random legal choices), B listens with its doorbell. Each
figure is the time from calling A's ``answer`` (so it includes applying and committing the
input) until B's subscriber is called for that table at that seq or later (B has brought the
table up to date by then). The
brief's bound is one second. Not a test: the tests only check that the ring arrives.
"""

from __future__ import annotations

import argparse
import queue
import random
import statistics
import sys
import time

from table.helpers import example, pick, seat_table, waiting  # tests/table/helpers.py
from table.pg import pg_schema_url
from tenkaichi.table.service import TableService

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=200, help="answers to time")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    times: list[float] = []
    rng = random.Random(args.seed)
    with pg_schema_url() as url:
        a = TableService(url)
        b = TableService(url, migrate=False)
        if b.doorbell is None or not b.doorbell.listening.wait(10):
            sys.exit("the doorbell is not listening (is PostgreSQL up?)")
        heard: queue.Queue[tuple[int, int, float]] = queue.Queue()
        b.subscribe(lambda table, seq: heard.put((table, seq, time.monotonic())))
        try:
            t = None
            while len(times) < args.answers:
                if t is None or waiting(a, t.tokens()) is None:
                    t = seat_table(a, example("saiyan-duel.yaml"), TWO, seed=rng.randrange(10**6))
                    a.start(t.gm)
                    table = int(b.view(t.spectator)["table"])
                found = waiting(a, t.tokens())
                if found is None:
                    continue
                name, pending = found
                sent = time.monotonic()
                at = a.answer(t.tokens()[name], pending["decision_id"], pick(pending, rng))
                while True:
                    got_table, got_seq, when = heard.get(timeout=30)
                    if got_table == table and got_seq >= at:
                        times.append(when - sent)
                        break
                print(f"\r{len(times)}/{args.answers} rings", end="", file=sys.stderr)
        finally:
            a.close()
            b.close()
    print(file=sys.stderr)
    ms = sorted(x * 1000 for x in times)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print("| rings | median | p99 | max | within 1 s |")
    print("|---|---|---|---|---|")
    within = sum(1 for x in ms if x < 1000)
    print(
        f"| {len(ms)} | {statistics.median(ms):.1f} ms | {p99:.1f} ms | {ms[-1]:.1f} ms "
        f"| {within}/{len(ms)} |"
    )


if __name__ == "__main__":
    main()
