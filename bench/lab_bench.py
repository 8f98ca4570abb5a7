"""The balance lab's runner, run by hand: pool speed-up, Ray against the pool, memory.

1. A one-cell DBU sweep, greedy Kale vs Yamcha (examples/kale.yaml, examples/yamcha.yaml),
   ``--fights`` fights in batches of ``--batch``: in one process, then in a pool of
   ``--workers`` processes; the speed-up and whether the stored tables are identical.
2. The same sweep as Ray tasks on a local Ray instance of 2 CPUs: its rate, and whether its
   tables equal the local run's. Then the cost of a batch itself: ``--trivial`` batches of one
   fight of a game that costs nothing (:mod:`lab_cheap`) in this process, in the pool and on
   Ray; the time a batch over the in-process time is each backend's overhead a batch.
3. The peak resident memory of a ``--memory-fights`` sweep (the cheap game, 10 cells) in a
   fresh process with the pool: the parent's and the largest worker's.

Not a timed test: numbers from one run on this machine, written between the ``bench:lab``
markers of docs/performance.md with ``--write``. ``--fake`` plays the cheap game in part 1
too (a smoke run without the DBU engine).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq

from lab_cheap import CheapLab
from markers import write_block
from tenkaichi.lab.backends import Backend, InProcess, local_backend
from tenkaichi.lab.game import GameLab
from tenkaichi.lab.runner import run_sweep
from tenkaichi.lab.spec import parse_spec

ROOT = Path(__file__).resolve().parent.parent
BENCH = Path(__file__).resolve().parent
MARKER = "<!-- bench:lab -->"
HEADING = "## The balance lab (issue 21)"
TARGET_SPEEDUP = 1.7
TARGET_MB = 1024


def dbu_spec(fights: int, batch: int) -> str:
    kale, yamcha = ROOT / "examples" / "kale.yaml", ROOT / "examples" / "yamcha.yaml"
    return (
        "title: Kale vs Yamcha, greedy bots\ngame: dbu\nseed: 1\n"
        f"fights: {fights}\nbatch: {batch}\n"
        f"match: {{sides: {{A: {json.dumps(str(kale))}, B: {json.dumps(str(yamcha))}}}, "
        "bot: greedy}\n"
    )


def cheap_spec(fights: int, batch: int, cells: int = 1) -> str:
    grid = ""
    if cells > 1:
        values = ", ".join(f"{0.05 + 0.9 * i / (cells - 1):.3f}" for i in range(cells))
        grid = f"sweep:\n  grid:\n    p: [{values}]\n"
    return f"game: cheap\nseed: 1\nfights: {fights}\nbatch: {batch}\nmatch: {{p: 0.5}}\n{grid}"


def timed(
    text: str, lab: GameLab, out: Path, backend: Callable[[int], Backend]
) -> tuple[float, pa.Table, pa.Table]:
    spec = parse_spec(text, "bench spec")
    shutil.rmtree(out, ignore_errors=True)
    start = time.perf_counter()
    run_sweep(spec, text, lab, base_dir=ROOT, out=out, backend=backend, source="bench spec")
    seconds = time.perf_counter() - start
    fights = ds.dataset(out / "fights", format="parquet").to_table()
    fights = fights.sort_by([("cell", "ascending"), ("fight", "ascending")])
    return seconds, fights, pq.read_table(out / "cells.parquet")


def per_batch(count: int, scratch: Path, backend: Callable[[int], Backend]) -> float:
    """Milliseconds a one-fight batch costs on ``backend``, start-up excluded."""
    cheap = CheapLab()
    short, _, _ = timed(cheap_spec(count, 1), cheap, scratch / "short", backend)
    long, _, _ = timed(cheap_spec(2 * count, 1), cheap, scratch / "long", backend)
    return 1000 * (long - short) / count


def start_ray() -> Any:
    import ray

    path = os.pathsep.join([str(ROOT / "src"), str(BENCH)])
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"PYTHONPATH": path}},
    )
    return ray


def memory_run(fights: int, workers: int, out: Path) -> None:
    """Part 3, in its own process: print the seconds and the peak memory as JSON."""
    text = cheap_spec(fights // 10, 1000, cells=10)
    seconds, _, _ = timed(text, CheapLab(), out, lambda _: local_backend(workers))
    parent = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(json.dumps({"seconds": seconds, "parent_mb": parent, "worker_mb": worker}))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fights", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--trivial", type=int, default=400, help="one-fight batches")
    parser.add_argument("--memory-fights", type=int, default=100_000)
    parser.add_argument("--fake", action="store_true", help="the cheap game in part 1 too")
    parser.add_argument("--no-ray", action="store_true")
    parser.add_argument("--memory-run", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    if args.memory_run is not None:
        memory_run(args.memory_fights, args.workers, args.memory_run)
        return 0

    scratch = Path(tempfile.mkdtemp(prefix="lab-bench-"))
    try:
        return report(args, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def report(args: argparse.Namespace, scratch: Path) -> int:
    if args.fake:
        lab: GameLab = CheapLab()
        text = cheap_spec(args.fights, args.batch)
        what = "the cheap game (a smoke run, no engine)"
    else:
        from tenkaichi.lab.games import game_lab

        lab = game_lab("dbu")
        text = dbu_spec(args.fights, args.batch)
        what = "DBU, Kale vs Yamcha, greedy vs greedy"
    n, workers = args.fights, args.workers
    one, fights_one, cells_one = timed(text, lab, scratch / "one", lambda _: InProcess())
    many, fights_many, cells_many = timed(
        text, lab, scratch / "pool", lambda _: local_backend(workers)
    )
    same = fights_one.equals(fights_many) and cells_one.equals(cells_many)
    speedup = one / many
    met = "met" if speedup >= TARGET_SPEEDUP and same else "not met"
    rows = [
        "| backend | fights | seconds | fights/s |",
        "|---|---|---|---|",
        f"| 1 process | {n:,} | {one:.1f} | {n / one:,.1f} |",
        f"| pool of {workers} | {n:,} | {many:.1f} | {n / many:,.1f} |",
    ]
    lines = [
        f"Speed-up with {workers} workers: {speedup:.2f}x (target >= {TARGET_SPEEDUP}x: "
        f"{met}); tables identical to one process: {'yes' if same else 'NO'}."
    ]
    ray_same = True
    if not args.no_ray:
        ray = start_ray()
        from tenkaichi.lab.ray_backend import RayBackend

        try:
            on_ray, fights_ray, cells_ray = timed(
                text, lab, scratch / "ray", lambda _: RayBackend()
            )
            ray_same = fights_ray.equals(fights_one) and cells_ray.equals(cells_one)
            rows.append(f"| Ray, local, 2 CPUs | {n:,} | {on_ray:.1f} | {n / on_ray:,.1f} |")
            lines.append(f"Ray tables identical to one process: {'yes' if ray_same else 'NO'}.")
            per = {
                "here": per_batch(args.trivial, scratch, lambda _: InProcess()),
                "pool": per_batch(args.trivial, scratch, lambda _: local_backend(2)),
                "ray": per_batch(args.trivial, scratch, lambda _: RayBackend()),
            }
            lines.append(
                f"A batch of one fight of a game that costs nothing, each stored as its own "
                f"file (the time of {2 * args.trivial:,} such batches less that of "
                f"{args.trivial:,}, so start-up costs cancel): {per['here']:.1f} ms in one "
                f"process, {per['pool']:.1f} ms in the pool of 2, {per['ray']:.1f} ms as Ray "
                f"tasks; overhead over one process: Ray {per['ray'] - per['here']:.1f} ms a "
                f"batch, the pool {per['pool'] - per['here']:.1f} ms."
            )
        finally:
            ray.shutdown()
    done = subprocess.run(
        [
            sys.executable,
            __file__,
            "--memory-run",
            str(scratch / "memory"),
            "--memory-fights",
            str(args.memory_fights),
            "--workers",
            str(workers),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    memory = json.loads(done.stdout.strip().splitlines()[-1])
    peak = max(memory["parent_mb"], memory["worker_mb"])
    lines.append(
        f"A {args.memory_fights:,}-fight sweep (the cheap game, 10 cells, batches of 1,000, "
        f"pool of {workers}, {memory['seconds']:.1f} s): peak resident memory "
        f"{memory['parent_mb']:.0f} MB in the parent, {memory['worker_mb']:.0f} MB in the "
        f"largest worker (target under {TARGET_MB:,} MB: "
        f"{'met' if peak < TARGET_MB else 'not met'})."
    )
    lines.append(
        f"{what}; {args.batch} fights a batch; Python {platform.python_version()}, "
        f"{platform.machine()}, {os.cpu_count()} cores."
    )
    text_out = "\n".join(rows) + "\n\n" + "\n".join(lines)
    print(text_out)
    if args.write:
        write_block(args.write, MARKER, text_out, heading=HEADING)
    return 0 if same and ray_same else 1


if __name__ == "__main__":
    sys.exit(main())
