"""Fight speed of two checkouts side by side: every row of the engine's speed targets, run
alternately by each checkout, each in its own process, so both see the same machine load;
compare neighbouring runs.

Run by hand: ``git worktree add /tmp/before <rev>`` then
``python bench/fight_compare.py /tmp/before . --fights 40 --repeats 3``.

Rows (one process each, CPU time of that process, so another program on the machine slows a
row less than the wall clock would say):

- greedy vs greedy Kale vs Yamcha and Kale vs Piccolo Jr.: fights/s, and decisions/s over both;
- random vs random Kale vs Yamcha (three times as many fights): fights/s;
- the DBU agent environment (``dbu_env`` on ``perft-duel``): steps/s of uniformly random legal
  actions read from the action mask, observing included.

Targets (issue 37): 200 and 50 fights/s, 20,000 decisions/s, 500 random fights/s, 10,000
environment steps/s.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
TARGETS = {
    "kale vs yamcha, greedy (fights/s)": 200.0,
    "kale vs piccolo-jr, greedy (fights/s)": 50.0,
    "greedy decisions/s": 20_000.0,
    "kale vs yamcha, random (fights/s)": 500.0,
    "DBU environment (steps/s)": 10_000.0,
}

CHILD = r"""
import json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1] + "/src")
from tenkaichi.dbu.play.bots import GreedyBot, RandomBot, run_fight
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup
examples, n = Path(sys.argv[3]), int(sys.argv[2])
out, decisions, spent = {}, 0, 0.0
for a, b in (("kale", "yamcha"), ("kale", "piccolo-jr")):
    setup = duel_setup([examples / f"{a}.yaml", examples / f"{b}.yaml"])
    run_fight(Encounter.start(setup, 10_000), {"A": GreedyBot(), "B": GreedyBot()})
    start = time.process_time()
    for seed in range(n):
        enc = run_fight(Encounter.start(setup, seed), {"A": GreedyBot(), "B": GreedyBot()})
        decisions += enc.state.choices
    took = time.process_time() - start
    spent += took
    out[f"{a} vs {b}, greedy (fights/s)"] = n / took
out["greedy decisions/s"] = decisions / spent
setup = duel_setup([examples / "kale.yaml", examples / "yamcha.yaml"])
start = time.process_time()
for seed in range(3 * n):
    run_fight(Encounter.start(setup, seed), {"A": RandomBot(seed), "B": RandomBot(seed + 1)})
out["kale vs yamcha, random (fights/s)"] = 3 * n / (time.process_time() - start)
import numpy as np
from tenkaichi.envs import dbu_env
e = dbu_env(examples / "encounters" / "perft-duel.yaml", library=[examples])
rng, steps, episode = np.random.default_rng(0), 0, 0
start = time.process_time()
while steps < 60 * n:
    e.reset(seed=episode)
    episode += 1
    for _agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(legal[rng.integers(len(legal))]))
        steps += 1
out["DBU environment (steps/s)"] = steps / (time.process_time() - start)
print(json.dumps(out))
"""


def measure(root: str, fights: int) -> dict[str, float]:
    args = [sys.executable, "-c", CHILD, root, str(fights), str(EXAMPLES)]
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
    runs = []
    for n in range(args.repeats):
        runs.append((measure(args.before, args.fights), measure(args.after, args.fights)))
        print(f"run {n + 1} of {args.repeats} done", file=sys.stderr)
    print("| row | before | after | after / before | target | after / target |")
    print("|---|---|---|---|---|---|")
    for row, target in TARGETS.items():
        before = [b[row] for b, _ in runs]
        after = [a[row] for _, a in runs]
        ratios = [a / b for b, a in zip(before, after, strict=True)]
        print(
            f"| {row} | {', '.join(f'{v:,.1f}' for v in before)} | "
            f"{', '.join(f'{v:,.1f}' for v in after)} | "
            f"{', '.join(f'{r:.2f}' for r in ratios)} | {target:,.0f} | "
            f"{max(after) / target:.2f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
