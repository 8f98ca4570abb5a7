"""Fight speed of two checkouts side by side: the same greedy duels run alternately by each
engine, each in its own process, so both see the same machine load; compare neighbouring runs.

Run by hand: ``git worktree add /tmp/before <rev>`` then
``python bench/fight_compare.py /tmp/before . --fights 40 --repeats 3``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
PAIRS = (("kale", "yamcha"), ("kale", "piccolo-jr"))

CHILD = r"""
import json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1] + "/src")
from tenkaichi.dbu.play.bots import GreedyBot, run_fight
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup
out = {}
for pair in json.loads(sys.argv[3]):
    setup = duel_setup([Path(sys.argv[4]) / f"{n}.yaml" for n in pair])
    run_fight(Encounter.start(setup, 10_000), {"A": GreedyBot(), "B": GreedyBot()})
    n, start = int(sys.argv[2]), time.perf_counter()
    for seed in range(n):
        run_fight(Encounter.start(setup, seed), {"A": GreedyBot(), "B": GreedyBot()})
    out[" vs ".join(pair)] = n / (time.perf_counter() - start)
print(json.dumps(out))
"""


def measure(root: str, fights: int) -> dict[str, float]:
    args = [sys.executable, "-c", CHILD, root, str(fights), json.dumps(PAIRS), str(EXAMPLES)]
    done = subprocess.run(args, capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(done.stdout)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("before", help="checkout of the earlier revision")
    parser.add_argument("after", help="checkout of the later revision")
    parser.add_argument("--fights", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    runs = [
        (measure(args.before, args.fights), measure(args.after, args.fights))
        for _ in range(args.repeats)
    ]
    print("| duel | before (fights/s) | after (fights/s) | after / before |")
    print("|---|---|---|---|")
    for pair in (" vs ".join(p) for p in PAIRS):
        before = [b[pair] for b, _ in runs]
        after = [a[pair] for _, a in runs]
        ratios = [a / b for b, a in zip(before, after, strict=True)]
        print(
            f"| {pair} | {', '.join(f'{v:.1f}' for v in before)} | "
            f"{', '.join(f'{v:.1f}' for v in after)} | {', '.join(f'{r:.2f}' for r in ratios)} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
