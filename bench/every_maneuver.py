"""The every-maneuver runner, full size, and greedy against random over 1,000 seeded fights.

Run by hand (``make bench``); writes between the ``bench:every-maneuver`` markers of
docs/performance.md:

- seeded fights (random, greedy and coverage-guided explorer bots; 3v3 and Minion groups on
  battlefields with Features, Items and Vehicles), a sweep over every encounter and then
  top-ups aimed at the options still short, until every option that was ever legal has been
  chosen at least ``--target`` times (or ``--max-fights`` is reached); every fight must replay
  identically;
- greedy against random over ``--duels`` seeded fights on the same encounters, each side
  played by each bot in turn, with Wilson 95% intervals.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from markers import write_block
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import run_fight
from tenkaichi.dbu.play.runner import Coverage, both_editions, run
from tenkaichi.intervals import wilson

ROOT = Path(__file__).resolve().parent.parent
ENCOUNTERS = sorted((ROOT / "examples/encounters").glob("*.yaml"))
LIBRARY = [ROOT / "examples"]
MARKER = "<!-- bench:every-maneuver -->"


def setups() -> list[tuple[str, EncounterSetup]]:
    """Every example encounter, and each default-edition one again in dbu-1 (seed 003)."""
    named = [(p.stem, load_encounter(p, library=LIBRARY)) for p in ENCOUNTERS]
    names = [n for n, _ in named] + [f"{n} (dbu-1)" for n, s in named if s.edition == "dbu-2"]
    return list(zip(names, both_editions(s for _, s in named), strict=True))


@dataclass
class Plan:
    """Where the fights went: a sweep over every encounter, then top-ups aimed at the options
    still short of the target."""

    fights: Counter[str] = field(default_factory=Counter)
    offered: dict[str, Counter[str]] = field(default_factory=dict)
    """Per encounter, the decisions that offered each option."""

    strikes: Counter[str] = field(default_factory=Counter)
    """Top-up batches aimed at an option that did not choose it once more."""

    def rate(self, name: str, option: str) -> float:
        return self.offered[name][option] / max(1, self.fights[name])

    def best(self, option: str) -> str:
        """The encounter that offers ``option`` most often per fight."""
        return max(self.fights, key=lambda n: (self.rate(n, option), n))


def _play(
    cov: Coverage, plan: Plan, name: str, setup: EncounterSetup, fights: int, seed: int
) -> None:
    before = Counter(cov.offered)
    run([setup], fights=fights, seed=seed, coverage=cov)
    plan.fights[name] += fights
    plan.offered.setdefault(name, Counter()).update(cov.offered - before)
    print(f"{cov.fights} fights; +{fights} {name}", file=sys.stderr, flush=True)


def coverage(target: int, max_fights: int, sweep: int, batch: int) -> tuple[Coverage, Plan, float]:
    """Play every encounter ``sweep`` times, then, while an option that was ever legal is chosen
    fewer than ``target`` times, play ``batch`` more fights of the encounter that offers the
    option furthest from the target most often (the coverage-guided explorer bot then picks it
    whenever it decides)."""
    cov, plan = Coverage(), Plan()
    pool = dict(setups())
    start = time.perf_counter()
    seed = 0
    for name, setup in pool.items():
        _play(cov, plan, name, setup, sweep, seed)
        seed += sweep
    while cov.fights < max_fights:
        below = {o: n for o, n in cov.below(target).items() if plan.strikes[o] < STRIKES}
        if not below:
            break
        option = min(below, key=lambda o: (below[o], o))
        name = plan.best(option)
        _play(cov, plan, name, pool[name], batch, seed)
        seed += batch
        if cov.chosen[option] == below[option]:
            plan.strikes[option] += 1
    return cov, plan, time.perf_counter() - start


STRIKES = 12
"""An option whose top-ups failed this many times is left short (and reported)."""

MIRRORS = (ROOT / "examples/encounters/mirror-3v3.yaml",)


def mirror_setups() -> list[EncounterSetup]:
    """Balanced fights (the same fighters on both sides), so only the play decides."""
    duels = [duel_setup([ROOT / "examples" / f"{n}.yaml"] * 2) for n in ("kale", "yamcha")]
    return [load_encounter(p, library=LIBRARY) for p in MIRRORS] + duels


def greedy_vs_random(fights: int) -> tuple[int, int, int]:
    """(greedy wins, random wins, draws) over mirror matches: fight i gives greedy side
    (i mod 2)."""
    pool = mirror_setups()
    greedy = rand = draws = 0
    for i in range(fights):
        setup = pool[i % len(pool)]
        sides = list(dict.fromkeys(f.side for f in setup.fighters))
        greedy_side = sides[i % 2]
        bots = {
            s: make_bot("greedy" if s == greedy_side else "random", i + n)
            for n, s in enumerate(sides)
        }
        enc = run_fight(Encounter.start(setup, i), bots)
        if enc.state.winner == greedy_side:
            greedy += 1
        elif enc.state.winner == "draw":
            draws += 1
        else:
            rand += 1
    return greedy, rand, draws


def _short(plan: Plan, option: str, chosen: int) -> str:
    """An option left short: how often it was chosen, and where it is offered most."""
    best = plan.best(option)
    return (
        f"`{option}` chosen {chosen}, offered most in {best} "
        f"({plan.rate(best, option):.2f} decisions per fight)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--target", type=int, default=50)
    parser.add_argument("--max-fights", type=int, default=3000)
    parser.add_argument("--sweep", type=int, default=48, help="fights per encounter first")
    parser.add_argument("--batch", type=int, default=16, help="fights per top-up")
    parser.add_argument("--duels", type=int, default=1000)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    cov, plan, elapsed = coverage(args.target, args.max_fights, args.sweep, args.batch)
    below = cov.below(args.target)
    where = ", ".join(f"{n} {k}" for n, k in sorted(plan.fights.items()))
    lines = [
        f"Every-maneuver runner: {cov.fights} fights over {len(ENCOUNTERS)} encounters, each "
        f"default one also in edition dbu-1: {args.sweep} fights of each, then batches of "
        f"{args.batch} aimed at the options still short of {args.target} (fights per "
        f"encounter: {where}). {cov.decisions:,} decisions in {elapsed:.0f} s; problems: "
        f"{len(cov.problems)}"
        + (f" ({'; '.join(cov.problems[:5])})" if cov.problems else "")
        + f"; options ever legal: {len(cov.offered)}; chosen fewer than {args.target} times: "
        f"{len(below)}"
        + (f" ({'; '.join(_short(plan, o, n) for o, n in below.items())})" if below else "")
        + ".",
        "",
        "| option | offered (decisions) | chosen |",
        "|---|---|---|",
    ]
    for name in sorted(cov.offered):
        flag = " (below target)" if name in below else ""
        lines.append(f"| `{name}` | {cov.offered[name]:,} | {cov.chosen[name]:,}{flag} |")
    g, r, d = greedy_vs_random(args.duels)
    lo, hi = wilson(g + d / 2, args.duels)
    lines += [
        "",
        f"Greedy against random over {args.duels} seeded mirror matches (mirror-3v3, Kale vs "
        f"Kale, Yamcha vs Yamcha; each bot plays each side in turn): greedy won {g}, "
        f"random won {r}, draws {d}; greedy "
        f"score {(g + d / 2) / max(1, args.duels):.1%} (Wilson 95% {lo:.1%} to {hi:.1%}).",
    ]
    results = "\n".join(lines)
    print(results)
    if args.write:
        write_block(args.write, MARKER, results, "## Every maneuver (DBU)")
    return 1 if cov.problems else 0


if __name__ == "__main__":
    sys.exit(main())
