"""The search bot against the greedy bot in seeded mirror matches (run by hand).

Match ``i`` puts the same fighter (example sheets, cycling over ``--fighters``) on both sides of
a duel with seed ``S + i // 2``; the search bot plays side A in even matches and side B in odd
ones, so every seed is played from both sides. Prints wins, losses and draws of the search bot,
its score (a draw counts half) with a Wilson 95% interval, per fighter and in all, and the
time taken. ``--workers 2`` splits the matches over two processes (same results).

    PYTHONPATH=src:bench python bench/search_strength.py --matches 1000 --workers 2
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup
from tenkaichi.dbu.play.bots import Bot, GreedyBot, run_fight
from tenkaichi.dbu.play.search_bot import (
    DEFAULT_CONFIDENCE,
    DEFAULT_ITERATIONS,
    DEFAULT_WIDTH,
    SEARCHED,
    SearchBot,
)
from tenkaichi.dbu.play.search_rollout import Weights
from tenkaichi.intervals import wilson

ROOT = Path(__file__).resolve().parent.parent
FIGHTERS = ("goku", "yamcha", "saibaman", "kale", "frieza", "vegeta", "piccolo-jr")
"""Android 16's mirror match is a draw at the round limit whoever plays it: left out."""


def setup_for(name: str, edition: str) -> EncounterSetup:
    setup = duel_setup([ROOT / "examples" / f"{name}.yaml"] * 2)
    return EncounterSetup.model_validate({**setup.model_dump(), "edition": edition})


def play_match(job: tuple[int, dict[str, Any]]) -> tuple[str, str, float, int, int]:
    """(fighter, outcome for the search bot: win/loss/draw, seconds, searches, iterations)."""
    i, opts = job
    fighters = opts["fighters"]
    pair = i // 2
    name = fighters[pair % len(fighters)]
    seed = opts["seed"] + pair
    search_side = "A" if i % 2 == 0 else "B"
    other = "B" if search_side == "A" else "A"
    bot = SearchBot(
        seed * 2 + i % 2,
        iterations=opts["iterations"],
        seconds=opts["seconds"],
        width=opts["width"],
        searched=frozenset(opts["searched"]),
        horizon=opts["horizon"],
        weights=Weights(**opts["weights"]),
        confidence=opts["confidence"],
    )
    bots: dict[str, Bot] = {search_side: bot, other: GreedyBot()}
    start = time.perf_counter()
    enc = run_fight(Encounter.start(setup_for(name, opts["edition"]), seed), bots)
    took = time.perf_counter() - start
    winner = enc.state.winner
    outcome = "win" if winner == search_side else "draw" if winner == "draw" else "loss"
    return name, outcome, took, len(bot.stats), sum(s.iterations for s in bot.stats)


def line(label: str, tally: Counter[str]) -> str:
    n = sum(tally.values())
    score = tally["win"] + tally["draw"] / 2
    low, high = wilson(score, n)
    rate = score / n if n else 0.0
    return (
        f"| {label} | {n} | {tally['win']} | {tally['loss']} | {tally['draw']} | "
        f"{rate:.1%} | {low:.1%} to {high:.1%} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--fighters", default=",".join(FIGHTERS))
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--width", type=int, default=DEFAULT_WIDTH)
    parser.add_argument("--searched", default=",".join(sorted(SEARCHED)))
    parser.add_argument("--horizon", choices=("turn", "round"), default="turn")
    parser.add_argument("--edition", choices=("dbu-2", "dbu-1"), default="dbu-2")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--confidence", type=float, default=DEFAULT_CONFIDENCE)
    parser.add_argument("--weights", default="", help="evaluation weights, e.g. ki=0.1,action=0")
    args = parser.parse_args()
    opts = {
        "fighters": args.fighters.split(","),
        "seed": args.seed,
        "iterations": args.iterations,
        "seconds": args.seconds,
        "width": args.width,
        "searched": args.searched.split(","),
        "horizon": args.horizon,
        "edition": args.edition,
        "confidence": args.confidence,
        "weights": {
            k: float(v) for k, v in (kv.split("=") for kv in args.weights.split(",") if kv)
        },
    }
    jobs = [(i, opts) for i in range(args.matches)]
    start = time.perf_counter()
    by_fighter: dict[str, Counter[str]] = {}
    total: Counter[str] = Counter()
    searches = iterations = 0
    fight_time = 0.0
    if args.workers > 1:
        with Pool(args.workers) as pool:
            results = list(pool.imap_unordered(play_match, jobs, chunksize=4))
    else:
        results = [play_match(job) for job in jobs]
    for name, outcome, took, n_search, n_iter in results:
        by_fighter.setdefault(name, Counter())[outcome] += 1
        total[outcome] += 1
        fight_time += took
        searches += n_search
        iterations += n_iter
    elapsed = time.perf_counter() - start
    print("| mirror match | matches | search wins | losses | draws | score | 95% interval |")
    print("|---|---|---|---|---|---|---|")
    for name in opts["fighters"]:
        if name in by_fighter:
            print(line(name, by_fighter[name]))
    print(line("all", total))
    budget = f"{args.seconds} s" if args.seconds else f"{args.iterations} iterations"
    print(
        f"\nsearch bot: {budget} per searched decision, width {args.width}, searched "
        f"{args.searched}, horizon {args.horizon}, edition {args.edition}, "
        f"weights {Weights(**opts['weights'])}, confidence {args.confidence}; "
        f"{searches} searches, {iterations / max(1, searches):.1f} iterations each; "
        f"{args.matches} matches in {elapsed:.0f} s wall ({fight_time / max(1, args.matches):.2f}"
        f" s per match, {args.workers} workers), seeds {args.seed}.."
        f"{args.seed + (args.matches - 1) // 2}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
