"""How long the ``tenkaichi`` command takes to answer: start-up, nearly all of it imports.

Run by hand, from the repository root::

    PYTHONPATH=src python bench/startup_bench.py --runs 15
    python bench/startup_bench.py --src /tmp/old/src   # another checkout's sources

Each command (``--help``, ``roll 1d10``, ``odds 2d10+5``, ``odds 1d10+ToP --vs 1d10``) runs
``--runs`` times, each in a fresh Python process (``python -c "from tenkaichi.cli import
run; run()" ...``, what the installed ``tenkaichi`` script does), timed from spawn to exit
(wall clock, output discarded), after one untimed run that leaves the modules' bytecode cached
as an installed package has it (``PYTHONDONTWRITEBYTECODE`` is cleared for the children:
without cached bytecode every start compiles the sources again). It prints the median and
the fastest wall time and the median CPU time (user + system, which the machine's other load
disturbs less) in milliseconds, then the ``--top`` largest cumulative entries of
``python -X importtime`` for ``roll 1d10`` (the modules whose import costs most, their own
imports included).

Not a test: it prints Markdown tables to copy into docs/performance.md. The machine's other
load shows in the figures; the fastest run is the least disturbed.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
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


def environment(src: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(src)
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_command(src: Path, args: tuple[str, ...], runs: int) -> tuple[float, float, float]:
    """Median and fastest wall time and median CPU time (ms) of ``runs`` fresh processes
    running ``args`` (after one untimed run that caches the bytecode)."""
    env = environment(src)
    walls, cpus = [], []
    for run in range(runs + 1):
        start, cpu = time.perf_counter(), _children_cpu()
        done = subprocess.run(
            [sys.executable, "-c", RUN, *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            check=False,
        )
        if done.returncode != 0:
            raise SystemExit(f"tenkaichi {' '.join(args)} failed: {done.stderr.decode()[:300]}")
        if run:
            walls.append((time.perf_counter() - start) * 1000)
            cpus.append((_children_cpu() - cpu) * 1000)
    return statistics.median(walls), min(walls), statistics.median(cpus)


def import_times(src: Path, args: tuple[str, ...], top: int) -> list[tuple[str, int, int]]:
    """The ``top`` largest (module, cumulative us, self us) of ``-X importtime``."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", RUN, *args],
        env=environment(src),
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
    parser.add_argument("--src", type=Path, default=ROOT / "src", help="the sources to run")
    options = parser.parse_args()
    src = options.src.resolve()
    print(f"Python {platform.python_version()}, {os.cpu_count()} CPUs, {options.runs} runs")
    print(f"load average {os.getloadavg()[0]:.1f}, sources {src}\n")
    print("| command | median wall ms | fastest wall ms | median CPU ms |")
    print("|---|---:|---:|---:|")
    for args in COMMANDS:
        median, fastest, cpu = time_command(src, args, options.runs)
        print(f"| `tenkaichi {' '.join(args)}` | {median:.0f} | {fastest:.0f} | {cpu:.0f} |")
    print("\nLargest imports of `tenkaichi roll 1d10` (cumulative, own imports included):\n")
    print("| module | cumulative ms | self ms |")
    print("|---|---:|---:|")
    for name, cumulative, own in import_times(src, ("roll", "1d10"), options.top):
        print(f"| `{name}` | {cumulative / 1000:.1f} | {own / 1000:.1f} |")


if __name__ == "__main__":
    main()
