"""Interrupts: Ctrl-C stops ``tenkaichi simulate`` at once, workers and all, with exit code 130.

Finding 11 of issue 15: Ctrl-C on ``simulate --workers 2`` took 11-28 s (the pool waited for
its running batches) and exited 1. A single-process run already stopped at once (typer exits
130 on Ctrl-C); it is checked too, so both stay that way.

"At once" is measured in work, not in seconds: the CPU time the command and its workers spend
after the Ctrl-C (a few tenths of a second to stop; finishing the running batches of 250 fights
took a hundred times that), so a slow or busy machine cannot fail it.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .bounded import count, cpu_bound

SURFACE = "interrupts"
ROOT = Path(__file__).parent.parent.parent
_CLI = "import sys; from tenkaichi.cli import main; sys.exit(main(sys.argv[1:]))"


def _children(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (read from /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry))
    return found


def _cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


HANG = 120.0
"""Seconds the command may take to get going or to stop: a guard against a hang, not a speed
expectation."""
STOPPING_CPU_S = 3.0
"""CPU seconds the command and its workers may spend after Ctrl-C (on the machine the bounds
were set on: see :func:`~hostile.bounded.cpu_bound`)."""


def _wait_until(ready: object, limit: float = HANG) -> None:
    deadline = time.monotonic() + limit
    while not ready():  # type: ignore[operator]
        assert time.monotonic() < deadline, "the simulation never got going"
        time.sleep(0.05)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.parametrize("workers", [2, 1])
def test_ctrl_c_stops_simulate_at_once_with_exit_code_130(workers: int) -> None:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    sheets = [str(ROOT / "examples" / name) for name in ("goku.yaml", "vegeta.yaml")]
    argv = ["simulate", *sheets, "-n", "200000", "--workers", str(workers), "--json"]
    process = subprocess.Popen(
        [sys.executable, "-c", _CLI, *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )
    pool: list[int] = []
    try:
        if workers > 1:  # both workers started and fighting
            workers_of = lambda: [  # noqa: E731
                k for k in _children(process.pid) if b"spawn_main" in _cmdline(k)
            ]
            _wait_until(lambda: len(workers_of()) >= workers)
            pool = workers_of()
            _wait_until(lambda: all(_alive(k) and _cpu_s(k) > 0.8 for k in pool))
        else:  # the package imported and the fights running
            _wait_until(lambda: _cpu_s(process.pid) > 2.0)
        spent = sum(_cpu_s(pid) for pid in [process.pid, *pool])
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=HANG)
    finally:
        if process.poll() is None:  # a failing run: end it and its workers, no strays
            for pid in [process.pid, *pool]:
                if _alive(pid):
                    os.kill(pid, signal.SIGKILL)
            process.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)  # the command and its workers
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    count(SURFACE, 1, cpu, after.ru_maxrss / 1024)
    assert process.returncode == 130, stderr.decode(errors="replace")[-500:]
    stopping = cpu - spent
    assert stopping < cpu_bound(STOPPING_CPU_S), f"{stopping:.1f} CPU seconds of work after Ctrl-C"
    assert "Traceback" not in stderr.decode(errors="replace")
    time.sleep(0.2)
    left = [k for k in pool if _alive(k)]
    for k in left:  # never leave a stray worker behind, even when the test fails
        os.kill(k, signal.SIGKILL)
    assert left == []


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""
