"""Tournament of Power benchmarks, run by hand (``make bench``).

- speed: full games per second, 4 random bots and 4 greedy bots (best of 3 runs).
- soak: N seeded random-bot games (2-6 players), every invariant checked at every decision,
  every game replayed from its log and compared event by event.
- round-robin: 2-player games between search, greedy and random, seats alternated; win rates
  with 95% Wilson intervals.

Each part writes its table between its own markers in the performance document with --write.
"""

from __future__ import annotations

import argparse
import multiprocessing
import platform
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy

from tenkaichi.intervals import wilson
from tenkaichi.top import invariants
from tenkaichi.top.bots import ask
from tenkaichi.top.engine import Game, replay
from tenkaichi.top.runner import make_bot, play, run_game, seat_bots

PAIRS = (("search", "greedy", 0.5), ("greedy", "random", 0.4), ("search", "random", 0.1))
"""Each pairing and its share of the games (search games are the slow ones)."""


def _machine() -> str:
    return (
        f"Python {platform.python_version()}, numpy {numpy.__version__}; "
        f"{platform.machine()}, {platform.system()}, {multiprocessing.cpu_count()} cores"
    )


def speed(games: int) -> str:
    rows = []
    for bot in ("random", "greedy"):
        best = 0.0
        count = games if bot == "random" else max(10, games // 10)
        for _ in range(3):
            start = time.perf_counter()
            for seed in range(count):
                play(Game.start(4, seed), [make_bot(bot, seed * 4 + i) for i in range(4)])
            best = max(best, count / (time.perf_counter() - start))
        target = ">= 100" if bot == "random" else "-"
        rows.append(f"| 4 {bot} bots | {count} | {best:,.1f} | {target} |")
    return "\n".join(
        [
            "| bots | games per run | full games per second | target |",
            "|---|---|---|---|",
            *rows,
            "",
            f"Best of 3 runs, one process; {_machine()}.",
        ]
    )


def _soak_batch(seeds: Sequence[int]) -> tuple[int, int, list[str]]:
    decisions = 0
    problems: list[str] = []
    for seed in seeds:
        players = 2 + seed % 5
        try:
            game = Game.start(players, seed)
            bots = [make_bot("random", seed * 8 + i) for i in range(players)]
            while True:
                broken = invariants.check(game)
                if broken:
                    problems.append(f"seed {seed}: {broken[0]}")
                    break
                decision = game.decision
                if decision is None:
                    break
                game.choose(ask(game, bots[decision.actor]))
                decisions += 1
            again = replay(players, seed, game.choices)
            if again.events != game.events or again.state != game.state:
                problems.append(f"seed {seed}: the replay differs")
        except Exception as error:  # a crash is a finding, not the end of the soak
            problems.append(f"seed {seed}: {type(error).__name__}: {error}")
    return len(seeds), decisions, problems


def soak(games: int, workers: int) -> str:
    start = time.perf_counter()
    chunks = [range(i, min(i + 250, games)) for i in range(0, games, 250)]
    done = decisions = 0
    problems: list[str] = []
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        for n, d, p in pool.map(_soak_batch, chunks):
            done, decisions, problems = done + n, decisions + d, problems + p
    elapsed = time.perf_counter() - start
    lines = [
        "| games | players | decisions | crashes, illegal actions, broken invariants, replay "
        "differences | time |",
        "|---|---|---|---|---|",
        f"| {done:,} | 2-6 (seed mod 5) | {decisions:,} | {len(problems)} | {elapsed:,.0f} s "
        f"({workers} processes) |",
        "",
        "Invariants checked at every decision: at most 6 dice, at most 5 cards at the start and "
        "move of a turn, at most 2 combats per turn, one Special card per seat per turn, no card "
        "created or lost, no eliminated warrior standing, no warrior on a green space, never two "
        "teams on one space. Each game is then replayed from (players, seed, choices) and must "
        "give the same events and the same final state.",
    ]
    lines += [f"- {p}" for p in problems[:10]]
    return "\n".join(lines)


def _pair_batch(job: tuple[str, str, int, int]) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    a, b, first, count = job
    out = []
    for i in range(first, first + count):
        outcome = run_game(2, 100_000 + i, seat_bots([a, b], 2, i))
        out.append((outcome.bots, outcome.winners))
    return out


def round_robin(games: int, workers: int) -> str:
    counts = {(a, b): 2 * round(games * share / 2) for a, b, share in PAIRS}
    jobs = []
    for (a, b), n in counts.items():
        for first in range(0, n, 10):
            jobs.append((a, b, first, min(10, n - first)))
    start = time.perf_counter()
    results: dict[tuple[str, str], list[float]] = {pair: [0.0, 0.0, 0.0] for pair in counts}
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        for job, batch in zip(jobs, pool.map(_pair_batch, jobs), strict=True):
            pair = (job[0], job[1])
            for bots, winners in batch:
                if not winners:
                    results[pair][2] += 1
                for seat in winners:
                    results[pair][0 if bots[seat] == pair[0] else 1] += 1 / len(winners)
    elapsed = time.perf_counter() - start
    rows = []
    for (a, b), (wa, wb, none) in results.items():
        n = counts[(a, b)]
        lo, hi = wilson(wa, n)
        rows.append(
            f"| {a} vs {b} | {n} | {wa:g} | {wb:g} | {none:g} | {wa / n:.1%} "
            f"({lo:.1%} to {hi:.1%}) |"
        )
    return "\n".join(
        [
            "| pairing (A vs B) | games | A wins | B wins | no winner | A score, 95% Wilson |",
            "|---|---|---|---|---|---|",
            *rows,
            "",
            f"{sum(counts.values())} two-player games, seeds from 100000, the bots swap seats "
            f"every game; a shared win counts half. Search bot: 6 determinizations x 4 "
            f"candidate moves, greedy rollouts to the end of the round (to the end of the game "
            f"in the last 2 rounds and for the duel pick). {elapsed:,.0f} s with {workers} "
            f"processes; {_machine()}.",
        ]
    )


def write(path: Path, marker: str, results: str) -> None:
    tag = f"<!-- bench:{marker} -->"
    text = path.read_text(encoding="utf-8")
    block = f"{tag}\n{results}\n{tag}"
    if text.count(tag) == 2:
        head, _, rest = text.partition(tag)
        _, _, tail = rest.partition(tag)
        text = head + block + tail
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("speed", "soak", "round-robin"), action="append")
    parser.add_argument("--speed-games", type=int, default=300)
    parser.add_argument("--soak-games", type=int, default=10_000)
    parser.add_argument("--round-robin-games", type=int, default=1_002)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args(argv)
    parts = args.only or ["speed", "soak", "round-robin"]
    for part in parts:
        if part == "speed":
            result = speed(args.speed_games)
        elif part == "soak":
            result = soak(args.soak_games, args.workers)
        else:
            result = round_robin(args.round_robin_games, args.workers)
        print(result, flush=True)
        if args.write is not None:
            write(args.write, f"top-{part}", result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
