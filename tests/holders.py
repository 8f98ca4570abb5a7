"""Another program holding a place (a lab results folder, a saved fight) while a test tries
to use it: a child process that takes the hold, says so, and keeps it until its standard input
is closed (then lets go as a program that ends normally does) or it is killed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"


def hold_elsewhere(code: str, place: Path) -> subprocess.Popen[str]:
    """Run ``code`` (Python that takes the hold on ``sys.argv[1]``, prints ``holding``, waits
    for the end of its standard input, and lets go) and return once it holds ``place``."""
    process = subprocess.Popen(
        [sys.executable, "-c", code, str(place)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(SRC)},
    )
    assert process.stdout is not None
    assert process.stdout.readline() == "holding\n"
    return process


def end(process: subprocess.Popen[str]) -> None:
    """Let the holder end normally (it lets go of its hold)."""
    assert process.stdin is not None
    process.stdin.close()
    process.wait(timeout=30)
