"""Run hostile input in a child process under hard CPU and memory limits, and measure it.

Every hostile test that could exhaust the machine runs its code through :func:`run_bounded`:
the child gets ``resource`` limits (address space and CPU seconds), so a regression fails the
test instead of taking the machine down, and the child's own CPU time and peak memory are
measured (``os.wait4``), not wall time, so the bounds hold on a loaded shared machine.

CPU seconds still differ between machines, and on a busy (virtual) machine the same work is
counted as more of them; every CPU limit and bound is therefore multiplied by
:func:`slowness`, how much slower than the machine the bounds were set on this one runs a fixed
piece of Python at that moment (never less than 1).

Each measurement is also added to a per-surface tally; with ``TENKAICHI_HOSTILE_REPORT=path``
set, the session writes ``{surface: {inputs, worst_cpu_s, worst_rss_mb}}`` there (the closing
note and ``docs/security.md`` quote it).
"""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

# Generous on purpose: the point is "bounded", not "fast"; a shared machine must not flake.
DEFAULT_CPU_S = 20.0
DEFAULT_MEM_MB = 1024

YARDSTICK_CPU_S = 0.008
"""CPU seconds :func:`_yardstick` takes on the (idle) machine the bounds were set on."""

_TALLY: dict[str, dict[str, float]] = {}


def _yardstick() -> int:
    """A fixed piece of work of the kind the bounded code does (bytecode, strings, a dict)."""
    table: dict[str, int] = {}
    for i in range(30_000):
        key = f"k{i % 997}"
        table[key] = table.get(key, 0) + i
    return len(table)


def slowness() -> float:
    """How many times :data:`YARDSTICK_CPU_S` this thread now spends on the yardstick (the
    least of three tries), at least 1: a slower machine, or CPU time counted while a busy host
    runs other work, makes it larger."""
    spent = []
    for _ in range(3):
        start = time.thread_time()
        _yardstick()
        spent.append(time.thread_time() - start)
    return max(1.0, min(spent) / YARDSTICK_CPU_S)


def cpu_bound(seconds: float) -> float:
    """A bound of ``seconds`` of CPU on the machine the bounds were set on, on this one now."""
    return seconds * slowness()


_CLI = "import sys; from tenkaichi.cli import main; sys.exit(main(sys.argv[1:]))"


@dataclass(frozen=True)
class Bounded:
    """What a bounded child did: its exit code, output, CPU seconds and peak memory."""

    returncode: int
    stdout: str
    stderr: str
    cpu_s: float
    rss_mb: float

    @property
    def killed(self) -> bool:
        """True when a limit (CPU or memory) or a signal ended the child."""
        return self.returncode < 0 or self.returncode in (137, 152)


# A tiny launcher forks the child, which sets the limits and execs the command, then reaps it
# with wait4 and writes its status, CPU time and peak memory to a report file. The extra fork
# matters: a process forked from this (large) test process inherits its resident size as its
# "peak", while one forked from the small launcher starts from the launcher's.
_LAUNCH = """
import json, os, resource, sys
cpu, mem, report = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
pid = os.fork()
if pid == 0:
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
    os.execv(sys.argv[4], sys.argv[4:])
_, status, usage = os.wait4(pid, 0)
with open(report, "w") as fh:
    json.dump({"status": status, "cpu": usage.ru_utime + usage.ru_stime,
               "rss_kb": usage.ru_maxrss}, fh)
code = os.waitstatus_to_exitcode(status)
sys.exit(code if code >= 0 else 128 - code)
"""


def run_bounded(
    args: list[str],
    *,
    surface: str,
    stdin: str | None = None,
    cpu_s: float = DEFAULT_CPU_S,
    mem_mb: int = DEFAULT_MEM_MB,
    cwd: str | Path | None = None,
    env: dict[str, str] | None = None,
    inputs: int = 1,
) -> Bounded:
    """Run ``args`` (a command line) under the limits (``cpu_s`` as :func:`cpu_bound` makes it
    on this machine); ``inputs`` counts the hostile inputs this one run tries (for the
    per-surface tally)."""
    cpu_s = cpu_bound(cpu_s)
    child_env = dict(os.environ)
    child_env.setdefault("PYTHONHASHSEED", "0")
    child_env["COLUMNS"] = "120"
    if env:
        child_env.update(env)
    with (
        tempfile.TemporaryFile() as given,
        tempfile.TemporaryFile() as out,
        tempfile.TemporaryFile() as err,
        tempfile.TemporaryDirectory() as folder,
    ):
        given.write((stdin or "").encode("utf-8", "surrogateescape"))
        given.seek(0)
        report = Path(folder) / "usage.json"
        launcher = [
            sys.executable,
            "-c",
            _LAUNCH,
            str(max(1, math.ceil(cpu_s))),
            str(mem_mb * 1024 * 1024),
            str(report),
            *args,
        ]
        process = subprocess.Popen(
            launcher,
            stdin=given if stdin is not None else subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            cwd=cwd,
            env=child_env,
            start_new_session=True,
        )
        # A wall-clock guard kills (the whole group) a child that sleeps or blocks instead of
        # computing, which the CPU limit would never stop (generous: a child on a busy machine
        # gets a small share of a core).
        try:
            process.wait(timeout=cpu_s * 20 + 60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        if report.exists():
            usage = json.loads(report.read_text(encoding="utf-8"))
            returncode = os.waitstatus_to_exitcode(usage["status"])
            cpu, rss = float(usage["cpu"]), usage["rss_kb"] / 1024
        else:  # the launcher itself was killed by the guard
            returncode, cpu, rss = -signal.SIGKILL, cpu_s, 0.0
        out.seek(0)
        err.seek(0)
        result = Bounded(
            returncode,
            out.read().decode("utf-8", "replace"),
            err.read().decode("utf-8", "replace"),
            cpu,
            rss,
        )
    tally = _TALLY.setdefault(surface, {"inputs": 0, "worst_cpu_s": 0.0, "worst_rss_mb": 0.0})
    tally["inputs"] += inputs
    tally["worst_cpu_s"] = max(tally["worst_cpu_s"], round(result.cpu_s, 3))
    tally["worst_rss_mb"] = max(tally["worst_rss_mb"], round(result.rss_mb, 1))
    return result


def count(surface: str, inputs: int, cpu_s: float = 0.0, rss_mb: float = 0.0) -> None:
    """Add in-process hostile inputs (a hypothesis run, a loop) to the surface's tally."""
    tally = _TALLY.setdefault(surface, {"inputs": 0, "worst_cpu_s": 0.0, "worst_rss_mb": 0.0})
    tally["inputs"] += inputs
    tally["worst_cpu_s"] = max(tally["worst_cpu_s"], round(cpu_s, 3))
    tally["worst_rss_mb"] = max(tally["worst_rss_mb"], round(rss_mb, 1))


def run_python(
    code: str,
    *,
    surface: str,
    cpu_s: float = DEFAULT_CPU_S,
    mem_mb: int = DEFAULT_MEM_MB,
    cwd: str | Path | None = None,
    inputs: int = 1,
) -> Bounded:
    """Run a snippet of Python in a bounded child (``-c``)."""
    return run_bounded(
        [sys.executable, "-c", code],
        surface=surface,
        cpu_s=cpu_s,
        mem_mb=mem_mb,
        cwd=cwd,
        inputs=inputs,
    )


def cli(
    *argv: str,
    surface: str,
    stdin: str | None = None,
    cpu_s: float = DEFAULT_CPU_S,
    mem_mb: int = DEFAULT_MEM_MB,
    cwd: str | Path | None = None,
    inputs: int = 1,
) -> Bounded:
    """Run ``tenkaichi <argv>`` in a bounded child."""
    return run_bounded(
        [sys.executable, "-c", _CLI, *argv],
        surface=surface,
        stdin=stdin,
        cpu_s=cpu_s,
        mem_mb=mem_mb,
        cwd=cwd,
        inputs=inputs,
    )


def write_report(path: str | Path) -> None:
    """Write the per-surface tally (inputs tried, worst CPU seconds, worst peak memory)."""
    Path(path).write_text(json.dumps(_TALLY, indent=2, sort_keys=True) + "\n", encoding="utf-8")
