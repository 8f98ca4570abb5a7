"""How long the ``tenkaichi`` command takes to answer: start-up, nearly all of it imports.

Run by hand, from the repository root::

    PYTHONPATH=src python bench/startup_bench.py --runs 15

Each command (``--help``, ``roll 1d10``, ``odds 2d10+5``, ``odds 1d10+ToP --vs 1d10``) runs
``--runs`` times, each in a fresh Python process (``python -c "from tenkaichi.cli import
run; run()" ...``, what the installed ``tenkaichi`` script does), timed from spawn to exit
(wall clock, output discarded). It prints the median and the fastest run in milliseconds, then
the ``--top`` largest cumulative entries of ``python -X importtime`` for ``roll 1d10`` (the
modules whose import costs most, their own imports included).

Not a test: it prints Markdown tables to copy into docs/performance.md. The machine's other
load shows in the figures; the fastest run is the least disturbed.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUN = "from tenkaichi.cli import run; run()"
COMMANDS: tuple[tuple[str, ...], ...] = (
    ("--help",),
    ("roll", "1d10"),
    ("odds", "2d10+5"),
    ("odds", "1d10+ToP", "--vs", "1d10", "--tier", "3"),
)


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), env.get("PYTHONPATH")]))
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    return env


def time_command(args: tuple[str, ...], runs: int) -> tuple[float, float]:
    """Median and fastest wall time (ms) of ``runs`` fresh processes running ``args``."""
    env = environment()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-c", RUN, *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            check=False,
        )
        times.append((time.perf_counter() - start) * 1000)
        if done.returncode != 0:
            raise SystemExit(f"tenkaichi {' '.join(args)} failed: {done.stderr.decode()[:300]}")
    return statistics.median(times), min(times)


def import_times(args: tuple[str, ...], top: int) -> list[tuple[str, int, int]]:
    """The ``top`` largest (module, cumulative us, self us) of ``-X importtime``."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", RUN, *args],
        env=environment(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=True,
    )
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        own, cumulative, name = line.removeprefix("import time:").split("|")
        rows.append((name.strip(), int(cumulative), int(own)))
    rows.sort(key=lambda row: -row[1])
    return rows[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="fresh processes per command")
    parser.add_argument("--top", type=int, default=12, help="import-time rows to show")
    options = parser.parse_args()
    print(f"Python {platform.python_version()}, {os.cpu_count()} CPUs, {options.runs} runs\n")
    print("| command | median ms | fastest ms |")
    print("|---|---:|---:|")
    for args in COMMANDS:
        median, fastest = time_command(args, options.runs)
        print(f"| `tenkaichi {' '.join(args)}` | {median:.0f} | {fastest:.0f} |")
    print("\nLargest imports of `tenkaichi roll 1d10` (cumulative, own imports included):\n")
    print("| module | cumulative ms | self ms |")
    print("|---|---:|---:|")
    for name, cumulative, own in import_times(("roll", "1d10"), options.top):
        print(f"| `{name}` | {cumulative / 1000:.1f} | {own / 1000:.1f} |")


if __name__ == "__main__":
    main()
