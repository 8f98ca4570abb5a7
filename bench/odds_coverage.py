"""Which options of which DBU decisions have odds and a cost, and how long the odds take.

Plays seeded greedy-vs-greedy fights (``--random`` adds random-vs-greedy ones, which reach more
menus) over every example sheet pair and every example encounter, in both editions (``dbu-2``
and ``dbu-1``). At every decision, for every option, it asks :func:`odds_of` and
:func:`option_cost` on the chooser's side view (as the terminal and the table do) and counts,
per (decision kind, option kind), how often the option was offered, had odds and had a cost,
and the CPU time the odds and the cost took (``time.process_time``: other processes on the
machine do not count). An option kind is its ``kind`` plus its Defend choice where it has
one ("defend:parry").

Run by hand: ``PYTHONPATH=src python bench/odds_coverage.py [--seeds N] [--random]``.
Not a timed test.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.combat.core.state import Option
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import Bot, decide
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_costs import option_cost
from tenkaichi.dbu.play.runner import in_edition
from tenkaichi.dbu.play.sideview import side_view

ROOT = Path(__file__).resolve().parent.parent
MAX_DECISIONS = 3_000
SHEET_PAIRS = 6
"""How many sheet pairs (of every pair of example sheets) are played, besides the encounters."""


@dataclass
class Row:
    offered: int = 0
    odds: int = 0
    cost: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    errors: int = 0


def option_kind(o: Option) -> str:
    variant = o.args.get("defend")
    return f"{o.kind}:{variant}" if isinstance(variant, str) else o.kind


def setups(sheet_pairs: int) -> list[tuple[str, EncounterSetup]]:
    sheets = sorted((ROOT / "examples").glob("*.yaml"))
    out = [
        (f"{a.stem} vs {b.stem}", duel_setup([a, b]))
        for a, b in list(itertools.combinations(sheets, 2))[:sheet_pairs]
    ]
    out += [
        (p.stem, load_encounter(p, library=[ROOT / "examples"]))
        for p in sorted((ROOT / "examples/encounters").glob("*"))
    ]
    both = []
    for name, s in out:
        both.append((f"{name} [{s.edition}]", s))
        if s.edition == "dbu-2":
            both.append((f"{name} [dbu-1]", in_edition([s], "dbu-1")[0]))
    return both


def survey(
    enc: Encounter, bots: dict[str, Bot], table: dict[tuple[str, str], Row], problems: list[str]
) -> None:
    steps = 0
    while not enc.over and steps < MAX_DECISIONS:
        d = enc.decision
        assert d is not None
        view = side_view(enc, enc.fighter(d.actor).side)
        for o in d.options:
            row = table[(d.kind, option_kind(o))]
            row.offered += 1
            start = time.process_time()
            try:
                odds = odds_of(view, d, o)
                cost = option_cost(view, d, o)
            except Exception as exc:  # what the survey looks for: count it, go on
                row.errors += 1
                problems.append(f"{d.kind}/{option_kind(o)}: {type(exc).__name__}: {exc}")
                continue
            took = time.process_time() - start
            row.seconds += took
            row.slowest = max(row.slowest, took)
            row.odds += odds is not None
            row.cost += cost is not None
        enc.choose(decide(bots[enc.fighter(d.actor).side], enc))
        steps += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=2, help="fights per setup and pairing")
    parser.add_argument("--pairs", type=int, default=SHEET_PAIRS, help="example sheet pairs")
    parser.add_argument("--random", action="store_true", help="also random vs greedy")
    args = parser.parse_args()
    pairings = [("greedy", "greedy")] + ([("random", "greedy")] if args.random else [])
    table: dict[tuple[str, str], Row] = defaultdict(Row)
    problems: list[str] = []
    fights = 0
    start = time.perf_counter()
    for name, setup in setups(args.pairs):
        sides = list(dict.fromkeys(f.side for f in setup.fighters))
        for seed, (first, second) in itertools.product(range(args.seeds), pairings):
            bots = {
                s: make_bot(first if i % 2 == 0 else second, seed + i) for i, s in enumerate(sides)
            }
            try:
                survey(Encounter.start(setup, seed), bots, table, problems)
            except Exception as exc:  # an engine crash is not this survey's subject
                problems.append(f"{name} seed {seed}: fight crashed: {type(exc).__name__}: {exc}")
            fights += 1
    print(f"{fights} fights in {time.perf_counter() - start:.0f} s\n")
    head = f"{'decision':16} {'option':28} {'offered':>8} {'odds':>6} {'cost':>6}"
    print(f"{head} {'ms avg':>7} {'ms max':>7}")
    total = Row()
    for (dk, ok), row in sorted(table.items()):
        avg = 1000 * row.seconds / max(1, row.offered - row.errors)
        print(
            f"{dk:16} {ok:28} {row.offered:8} {row.odds / row.offered:6.0%} "
            f"{row.cost / row.offered:6.0%} {avg:7.2f} {1000 * row.slowest:7.1f}"
        )
        total.offered += row.offered
        total.odds += row.odds
        total.cost += row.cost
        total.seconds += row.seconds
        total.slowest = max(total.slowest, row.slowest)
    print(
        f"\n{'all':45} {total.offered:8} {total.odds / max(1, total.offered):6.0%} "
        f"{total.cost / max(1, total.offered):6.0%} "
        f"{1000 * total.seconds / max(1, total.offered):7.2f} {1000 * total.slowest:7.1f}"
    )
    for p in sorted(set(problems))[:40]:
        print("problem:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
