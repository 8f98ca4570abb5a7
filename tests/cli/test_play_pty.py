"""``tenkaichi play`` on a real pseudo-terminal of 80x24: a turn's screen fits it, keys are
typed, and Ctrl-C saves the fight (exit code 3)."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from cli.play_script import KALE, YAMCHA

SRC = Path(__file__).resolve().parent.parent.parent / "src"
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")
PROMPT = "Your choice (? for help): "

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")


def _own_terminal() -> None:
    """In the child: a session of its own whose controlling terminal is the pty (so Ctrl-C
    typed on it interrupts the program, as on a real terminal)."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    """A child process on a pseudo-terminal of 80 columns and 24 rows."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        env.update(PYTHONPATH=str(SRC), TERM="xterm")
        code = "from tenkaichi.cli import run; run()"
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code, *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=cwd,
            env=env,
            preexec_fn=_own_terminal,  # noqa: PLW1509 (setsid + ioctl only: no locks)
        )
        os.close(slave)
        self.seen = ""
        self.pos = 0
        """Where the last expected text ended."""

    def expect(self, text: str, timeout: float = 60.0) -> str:
        """Read until ``text`` shows; return what was read since the last expect."""
        start = self.pos
        deadline = time.monotonic() + timeout
        while text not in self.seen[start:]:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{text!r} never showed; last: {self.seen[-600:]!r}")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the child closed the terminal
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"the program ended before {text!r}: {self.seen[-600:]!r}")
                self.seen += ESCAPES.sub("", chunk.decode("utf-8", "replace"))
        self.pos = self.seen.index(text, start) + len(text)
        return self.seen[start : self.pos]

    def send(self, text: str) -> None:
        os.write(self.master, text.encode("utf-8"))

    def wait_reading(self, timeout: float = 60.0) -> None:
        """Wait until the program sleeps in a read of its standard input.

        ``input()`` writes its prompt before it starts reading: a Ctrl-C typed in between sets
        Python's flag but interrupts no read, so the program waits for a line that never comes.
        A person cannot type that fast; a test that answers the moment the prompt shows can, on a
        loaded machine. Linux shows the system call a process sleeps in (its first argument is
        the file descriptor); elsewhere a short pause stands in."""
        syscall = Path(f"/proc/{self.proc.pid}/syscall")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                parts = syscall.read_text().split()
            except OSError:  # no /proc (not Linux) or not allowed to read it
                time.sleep(0.5)
                return
            if len(parts) > 1 and parts[1] == "0x0":  # blocked in a call on descriptor 0
                return
            time.sleep(0.01)
        raise AssertionError(f"the program never waited for input; last: {self.seen[-600:]!r}")

    def finish(self, timeout: float = 60.0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:
                    chunk = b""
                self.seen += ESCAPES.sub("", chunk.decode("utf-8", "replace"))
            if self.proc.poll() is not None:
                break
        if self.proc.poll() is None:  # still waiting for input: a test failed before the end
            self.proc.kill()
        code = self.proc.wait(timeout=10)
        os.close(self.master)
        return code


def test_a_turn_on_an_80_by_24_terminal(tmp_path: Path) -> None:
    save = tmp_path / "fight.json"
    term = Terminal(["play", KALE, YAMCHA, "--instants", "pass", "--save", str(save)], tmp_path)
    try:
        term.expect("You are being attacked by Yamcha (Beam): answer")
        term.expect(PROMPT)
        term.send("d\r")
        term.expect("Kale's turn:")
        screen = term.expect(PROMPT)
        lines = screen.split("\n")
        assert len(lines) <= 24, screen
        assert max(len(line) for line in lines) <= 80, screen
        assert re.search(r"^  ba +Basic Attack", screen, re.M)
        assert re.search(r"^ 5 K ", screen, re.M)  # the map: Kale at A5
        term.send("ba be\r")
        term.expect("-> Basic Attack (Beam, energy) on Yamcha")
        term.expect(PROMPT)
        term.wait_reading()
        term.send("\x03")  # Ctrl-C at a menu: saved, exit code 3
        term.expect("Fight saved to")
    finally:
        code = term.finish(timeout=60)
    assert code == 3
    assert save.exists()
    assert "Traceback" not in term.seen
