"""The win-rate matrix of the example roster (run by hand): every pair of the fighter sheets in
examples/ fights ``--fights`` seeded duels, each fighter on side A in half of them, and the
matrix gives the row fighter's score against the column fighter (a draw counts half) with a
Wilson 95% interval, as a Markdown table.

    PYTHONPATH=src:bench python bench/roster_matrix.py --bots greedy --fights 100 --workers 2
    PYTHONPATH=src:bench python bench/roster_matrix.py --bots search:4 --fights 20 --workers 2

``--bots`` names the bot of both sides (``greedy``, ``search``, ``search:N``, ...); with
``--against greedy`` the row fighter is played by ``--bots`` and the column fighter by greedy.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import Bot, run_fight
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import TenkaichiError
from tenkaichi.intervals import wilson

ROOT = Path(__file__).resolve().parent.parent


def roster() -> list[Path]:
    """The example files that are fighter sheets (an encounter file is not)."""
    found = []
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        try:
            load_sheet(path)
        except TenkaichiError:
            continue
        found.append(path)
    return found


Job = tuple[str, str, int, str, str]
"""(row sheet, column sheet, fight number, row bot, column bot)."""


def fight(job: Job) -> tuple[str, str, str]:
    """One duel; returns (row, column, outcome for the row fighter: win/loss/draw)."""
    row, col, i, row_bot, col_bot = job
    row_first = i % 2 == 0
    paths = [Path(row), Path(col)] if row_first else [Path(col), Path(row)]
    seed = i // 2
    row_side, col_side = ("A", "B") if row_first else ("B", "A")
    bots: dict[str, Bot] = {
        row_side: make_bot(row_bot, seed * 2 + 1, timed=False),
        col_side: make_bot(col_bot, seed * 2 + 2, timed=False),
    }
    enc = run_fight(Encounter.start(duel_setup(paths), seed), bots)
    winner = enc.state.winner
    outcome = "win" if winner == row_side else "loss" if winner == col_side else "draw"
    return row, col, outcome


def cell(tally: Counter[str]) -> str:
    n = sum(tally.values())
    score = tally["win"] + tally["draw"] / 2
    low, high = wilson(score, n)
    return f"{score / n:.0%} ({low:.0%}–{high:.0%})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="greedy")
    parser.add_argument("--against", default=None, help="the column fighter's bot")
    parser.add_argument("--fights", type=int, default=100, help="fights per pair")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    col_bot = args.against or args.bots
    sheets = roster()
    names = {str(p): load_sheet(p).name for p in sheets}
    if args.against:
        pairs = [(a, b) for a in sheets for b in sheets]  # the row's bot differs: every order
    else:
        pairs = list(itertools.combinations(sheets, 2))
    jobs: list[Job] = [
        (str(a), str(b), i, args.bots, col_bot) for a, b in pairs for i in range(args.fights)
    ]
    start = time.perf_counter()
    if args.workers > 1:
        with Pool(args.workers) as pool:
            results = list(pool.imap_unordered(fight, jobs, chunksize=2))
    else:
        results = [fight(job) for job in jobs]
    tallies: dict[tuple[str, str], Counter[str]] = {}
    flip = {"win": "loss", "loss": "win", "draw": "draw"}
    for row, col, outcome in results:
        tallies.setdefault((row, col), Counter())[outcome] += 1
        if not args.against:
            tallies.setdefault((col, row), Counter())[flip[outcome]] += 1
    order = [str(p) for p in sheets]
    print("| row against column | " + " | ".join(names[c] for c in order) + " |")
    print("|---" * (len(order) + 1) + "|")
    for row in order:
        cells = [cell(tallies[(row, col)]) if (row, col) in tallies else "—" for col in order]
        print(f"| {names[row]} | " + " | ".join(cells) + " |")
    who = f"{args.bots} against {col_bot}" if args.against else f"{args.bots} on both sides"
    print(
        f"\n{args.fights} fights a pair ({who}; each fighter on side A in half of them, seeds "
        f"0..{(args.fights - 1) // 2}), score of the row fighter (a draw counts half) with a "
        f"Wilson 95% interval; {len(jobs)} fights in {time.perf_counter() - start:.0f} s "
        f"({args.workers} workers)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
