"""Full DBU fights per second, greedy vs greedy, single process, plus where the time goes.

Run by hand (``make bench``); writes the table between the ``bench:fights`` markers of
docs/performance.md. Not a timed test.
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import io
import platform
import pstats
import sys
import time
from collections.abc import Callable
from pathlib import Path

from markers import write_block
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bots import Bot, GreedyBot, RandomBot, run_fight

ROOT = Path(__file__).resolve().parent.parent
PAIRS = (("kale", "yamcha"), ("kale", "piccolo-jr"))
ROWS: tuple[tuple[str, tuple[str, str], str, float], ...] = (
    ("kale vs yamcha", ("kale", "yamcha"), "greedy", 200.0),
    ("kale vs piccolo-jr", ("kale", "piccolo-jr"), "greedy", 50.0),
    ("kale vs yamcha", ("kale", "yamcha"), "random", 500.0),
    ("states-3v3 (encounter: States, conditions, Minions)", ("states-3v3", ""), "greedy", 0.0),
)
"""(label, duel or encounter, bots, target fights/s; 0: reported, no target)."""
DECISIONS_TARGET = 20_000.0
MARKER = "<!-- bench:fights -->"


def _setup(pair: tuple[str, str]) -> EncounterSetup:
    if pair[1] == "":  # an encounter file
        return load_encounter(ROOT / "examples" / "encounters" / f"{pair[0]}.yaml")
    return duel_setup([ROOT / "examples" / f"{name}.yaml" for name in pair])


def _bots(setup: EncounterSetup, kind: str, seed: int) -> dict[str, Bot]:
    sides = sorted({f.side for f in setup.fighters})
    if kind == "random":
        return {side: RandomBot(seed * len(sides) + i) for i, side in enumerate(sides)}
    return {side: GreedyBot() for side in sides}


def run(pair: tuple[str, str], fights: int, kind: str = "greedy") -> tuple[float, float, float]:
    """(fights per second, decisions per second, mean rounds) over seeds 0..fights-1."""
    setup = _setup(pair)
    run_fight(Encounter.start(setup, 10_000), _bots(setup, kind, 10_000))  # warm up
    decisions = rounds = 0
    start = time.perf_counter()
    for seed in range(fights):
        enc = run_fight(Encounter.start(setup, seed), _bots(setup, kind, seed))
        decisions += len(enc.choices)
        rounds += enc.state.round
    elapsed = time.perf_counter() - start
    return fights / elapsed, decisions / elapsed, rounds / fights


def profile(pair: tuple[str, str], fights: int) -> str:
    setup = duel_setup([ROOT / "examples" / f"{name}.yaml" for name in pair])
    prof = cProfile.Profile()
    prof.enable()
    for seed in range(fights):
        run_fight(Encounter.start(setup, seed), {"A": GreedyBot(), "B": GreedyBot()})
    prof.disable()
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out)
    total = sum(row[2] for row in stats.stats.values())  # type: ignore[attr-defined]
    by_module: dict[str, float] = {}
    for (filename, _, _), row in stats.stats.items():  # type: ignore[attr-defined]
        module = (
            "tenkaichi/" + filename.split("tenkaichi/", 1)[1]
            if "tenkaichi/" in filename
            else "python and libraries"
        )
        by_module[module] = by_module.get(module, 0.0) + row[2]
    lines = ["| module | share of time (own time, profiled run) |", "|---|---|"]
    for module, own in sorted(by_module.items(), key=lambda kv: -kv[1])[:10]:
        lines.append(f"| `{module}` | {own / max(total, 1e-9):.0%} |")
    lines += ["", *hook_points(stats, total)]
    return "\n".join(lines)


def _code_key(fn: Callable[..., object]) -> tuple[str, int, str] | None:
    fn = getattr(fn, "__wrapped__", fn)  # an edition's override: the default it wraps
    code = getattr(fn, "__code__", None)
    if code is None:
        return None
    return (code.co_filename, code.co_firstlineno, code.co_name)


def hook_points(stats: pstats.Stats, total: float) -> list[str]:
    """Time inside each hook point's registered functions (their cumulative time under
    cProfile, so a hook that calls another point's hooks counts in both), largest first."""
    rows = stats.stats  # type: ignore[attr-defined]
    shares: list[tuple[float, str, int]] = []
    for field in dataclasses.fields(REGISTRY):
        table = getattr(REGISTRY, field.name)
        hooks = list(table) if isinstance(table, list) else []
        if isinstance(table, dict):
            for value in table.values():
                hooks += list(value) if isinstance(value, tuple) else [value]
        keys = {k for k in map(_code_key, hooks) if k is not None}
        cum = sum(rows[k][3] for k in keys if k in rows)
        if cum:
            shares.append((cum, field.name, len(keys)))
    out = [
        "| hook point | functions registered | share of time inside them (cumulative) |",
        "|---|---|---|",
    ]
    for cum, name, n in sorted(shares, reverse=True)[:12]:
        out.append(f"| {name.replace('_', ' ')} | {n} | {cum / max(total, 1e-9):.1%} |")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fights", type=int, default=200)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    rows = [
        "| fight | bots | fights/s | decisions/s | µs a decision | mean rounds | target |",
        "|---|---|---|---|---|---|---|",
    ]
    for label, pair, kind, target in ROWS:
        n = args.fights if kind == "greedy" and pair[1] else args.fights // 4 or 1
        if kind == "random":
            n = args.fights * 2
        fps, dps, rounds = run(pair, n, kind)
        met = "" if not target else f">= {target:.0f} ({'met' if fps >= target else 'not met'})"
        rows.append(
            f"| {label} | {kind} vs {kind} | {fps:,.1f} | {dps:,.0f} | {1e6 / dps:,.0f} | "
            f"{rounds:.1f} | {met} |"
        )
    table = "\n".join(rows)
    where = profile(PAIRS[1], max(5, args.fights // 20))
    results = (
        f"{table}\n\nWhere the time goes ({PAIRS[1][0]} vs {PAIRS[1][1]}, cProfile):\n\n{where}\n\n"
        f"Measured by `make bench` ({args.fights} greedy fights per duel, a quarter of that "
        f"in the 3v3, twice that with random bots; seeds from 0; one process; decisions target "
        f">= {DECISIONS_TARGET:,.0f}/s); Python {platform.python_version()}, "
        f"{platform.machine()}, {platform.system()}."
    )
    print(results)
    if args.write:
        write_block(args.write, MARKER, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
