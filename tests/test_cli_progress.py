"""Long jobs report progress on stderr also when it is not a terminal: a plain line every
``TENKAICHI_PROGRESS_EVERY`` seconds with done/total, the rate and the time left."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tenkaichi.cli import dice_cmd, main
from tenkaichi.cli.progress import EVERY_VARIABLE, Job, duration, progress_line
from tenkaichi.dice import plan_roll
from tenkaichi.dice.sampling import dice_per_sample, sample_distribution
from tenkaichi.dice.work import metered

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
LINE = re.compile(
    r"^(?P<what>\w+): (?P<done>[\d,]+)/(?P<total>[\d,]+) \((?P<share>\d+)%\), "
    r"(?P<rate>[\d,.]+) (?P=what)/s, (?P<left>about .+ left|under 1 s left|done"
    r"|time left not known yet)$"
)
FINAL = re.compile(r"^(?P<what>\w+): (?P<total>[\d,]+)/(?P=total) \(100%\) in \d+ (s|min)")


def number(text: str) -> int:
    return int(text.replace(",", ""))


def progress_lines(err: str, what: str) -> list[re.Match[str]]:
    found = [LINE.match(line) for line in err.splitlines()]
    return [m for m in found if m is not None and m["what"] == what]


def test_a_line_says_done_total_share_rate_and_time_left() -> None:
    line = progress_line("fights", 340, 1000, 40.0)
    assert line == "fights: 340/1,000 (34%), 8.5 fights/s, about 1 min 18 s left"
    assert LINE.match(line)
    assert progress_line("dice", 0, 10, 3.0).endswith("0.00 dice/s, time left not known yet")
    assert progress_line("steps", 999, 1000, 9.99).endswith("100 steps/s, under 1 s left")
    assert duration(3725) == "1 h 2 min"


HANG = 60.0
"""Seconds a job's line may take to come: a guard against a hang, not a speed expectation (the
tests wait for each line instead of sleeping and hoping one came)."""


def wait_for_line(stream: io.StringIO, what: str, done: int) -> None:
    """Wait until the job has written a line saying ``done`` of its ``what``."""
    deadline = time.monotonic() + HANG
    while done not in [number(m["done"]) for m in progress_lines(stream.getvalue(), what)]:
        assert time.monotonic() < deadline, f"no line of {done} {what}: {stream.getvalue()!r}"
        time.sleep(0.005)


def test_a_job_writes_lines_while_it_runs_then_a_last_one() -> None:
    stream = io.StringIO()
    with Job("games", 4, stream=stream, terminal=False, every=0.02) as job:
        for done in range(1, 5):
            job.advance()
            wait_for_line(stream, "games", done)
    lines = stream.getvalue().splitlines()
    matches = progress_lines(stream.getvalue(), "games")
    assert len(matches) >= 4
    counts = [number(m["done"]) for m in matches]
    assert counts == sorted(counts)
    assert all(number(m["total"]) == 4 for m in matches)
    assert FINAL.match(lines[-1])


def test_a_short_job_writes_nothing() -> None:
    stream = io.StringIO()
    with Job("games", 4, stream=stream, terminal=False, every=3600) as job:
        job.advance(4)
    assert stream.getvalue() == ""


def test_a_polled_job_reads_the_count_it_is_given() -> None:
    stream = io.StringIO()
    counter = [0]
    with Job("dice", 100, poll=lambda: counter[0], stream=stream, terminal=False, every=0.02):
        for _ in range(5):
            counter[0] += 10
            wait_for_line(stream, "dice", counter[0])
    done = [number(m["done"]) for m in progress_lines(stream.getvalue(), "dice")]
    assert done
    assert done == sorted(done)
    assert 0 < done[-1] <= 50


def test_simulate_piped_shows_progress_lines() -> None:
    # a line every 10 ms: 12 fights take longer than that on any machine
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), EVERY_VARIABLE: "0.01"}
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from tenkaichi.cli import run; run()",
            "simulate",
            str(EXAMPLES / "kale.yaml"),
            str(EXAMPLES / "yamcha.yaml"),
            "-n",
            "12",
            "--bot",
            "random",
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("{")  # the JSON on stdout is untouched
    matches = progress_lines(done.stderr, "fights")
    assert matches, done.stderr
    assert all(number(m["total"]) == 12 for m in matches)
    assert all(float(m["rate"].replace(",", "")) >= 0 for m in matches)
    assert FINAL.match(done.stderr.splitlines()[-1])


def test_ddc_simulate_shows_progress(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(EVERY_VARIABLE, "0.001")  # shorter than the job on any machine
    assert main(["ddc", "simulate", "Agumon", "Gabumon", "-n", "40", "--json"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("{")
    matches = progress_lines(err, "battles")
    assert matches, err
    assert all(number(m["total"]) == 40 for m in matches)


def test_big_exact_odds_show_progress(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Odds over PROGRESS_STEPS (about half a second) show progress; lowered for a quick test.
    monkeypatch.setattr(dice_cmd, "PROGRESS_STEPS", 100_000)
    monkeypatch.setenv(EVERY_VARIABLE, "0.001")  # shorter than the job on any machine
    assert main(["odds", "30d10kh15", "--tn", "100"]) == 0
    err = capsys.readouterr().err
    matches = progress_lines(err, "steps")
    assert matches, err
    assert FINAL.match(err.splitlines()[-1])


def test_progress_every_zero_writes_nothing_and_a_bad_value_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(EVERY_VARIABLE, "0")
    assert main(["ddc", "simulate", "Agumon", "Gabumon", "-n", "5", "--json"]) == 0
    assert capsys.readouterr().err == ""
    monkeypatch.setenv(EVERY_VARIABLE, "soon")
    assert main(["ddc", "simulate", "Agumon", "Gabumon", "-n", "5"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "error: TENKAICHI_PROGRESS_EVERY must be a number of seconds (0 for no progress "
        "lines), got 'soon'\n"
    )


def test_the_meter_counts_the_dice_sampled() -> None:
    plan = plan_roll("3d10+1d6")
    with metered() as counting:
        sample_distribution(plan, 1000, seed=1)
    assert dice_per_sample(plan) == 4
    assert counting.dice == 4000
