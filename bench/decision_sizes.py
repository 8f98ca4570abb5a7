"""The largest DBU decisions of seeded bot fights, run by hand: what the DBU environment's
default action space (``MAX_OPTIONS``) is chosen from.

``python bench/decision_sizes.py --bot random --seeds 0 10`` plays every example encounter as
written and, when written for dbu-2, again in dbu-1, plus a duel of every pair of example
sheets in both editions, for seeds 0..9, one bot per side (side ``i`` of fight seed ``s`` gets
bot seed ``7 s + i``); ``--encounters states-3v3,wasteland-3v3`` plays only those encounter files
(no duels). Prints how many options the decisions had (a histogram in steps of 64) and the
largest ones.
"""

from __future__ import annotations

import argparse
import itertools
import time
from collections import Counter
from pathlib import Path

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dbu.play.runner import in_edition

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def setups(names: list[str] | None) -> list[tuple[str, EncounterSetup]]:
    out = []
    paths = sorted((EXAMPLES / "encounters").glob("*.yaml"))
    for path in paths if names is None else [EXAMPLES / "encounters" / f"{n}.yaml" for n in names]:
        setup = load_encounter(path, library=[EXAMPLES])
        out.append((f"{path.stem} ({setup.edition})", setup))
        if setup.edition == "dbu-2":
            out.append((f"{path.stem} (dbu-1)", in_edition([setup], "dbu-1")[0]))
    if names is None:
        sheets = sorted(EXAMPLES.glob("*.yaml"))
        for a, b in itertools.combinations(sheets, 2):
            duel = duel_setup([a, b])
            out.append((f"{a.stem} against {b.stem} (dbu-2)", duel))
            out.append((f"{a.stem} against {b.stem} (dbu-1)", in_edition([duel], "dbu-1")[0]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="random", help="random or greedy")
    parser.add_argument("--seeds", type=int, nargs=2, default=(0, 10), help="first, end")
    parser.add_argument("--encounters", default="", help="names, comma-separated")
    args = parser.parse_args()
    names = args.encounters.split(",") if args.encounters else None
    sizes: Counter[int] = Counter()
    largest: list[tuple[int, str, int, str]] = []
    start = time.perf_counter()
    for label, setup in setups(names):
        sides = list(dict.fromkeys(f.side for f in setup.fighters))
        for seed in range(*args.seeds):
            enc = Encounter.start(setup, seed)
            bots = {side: make_bot(args.bot, seed * 7 + i) for i, side in enumerate(sides)}
            while (decision := enc.decision) is not None:
                n = len(decision.options)
                sizes[n // 64 * 64] += 1
                largest.append((n, label, seed, decision.kind))
                largest = sorted(largest, reverse=True)[:10]
                enc.choose(decide(bots[enc.fighter(decision.actor).side], enc))
    total = sum(sizes.values())
    print(f"{total:,} decisions in {time.perf_counter() - start:.0f} s")
    for low, count in sorted(sizes.items()):
        print(f"  {low}-{low + 63} options: {count:,} ({100 * count / total:.3f}%)")
    print("largest:")
    for n, label, seed, kind in largest:
        print(f"  {n} options: {label}, seed {seed}, a {kind} decision")


if __name__ == "__main__":
    main()
