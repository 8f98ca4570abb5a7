"""Hostile dice strings: parse, roll and exact odds refuse with the project's error, or work.

Three sources of strings: arbitrary Unicode text, strings built from the notation's own pieces
(so most get deep into the parser), and a list of known-nasty shapes (huge counts, deep nesting,
long runs of modifiers, odd digits). Whatever the string, the only exception allowed is a
:class:`~tenkaichi.errors.TenkaichiError` with a one-line message, and each call stays cheap in
CPU time; the worst ones also run in a bounded child process through the command line.
"""

from __future__ import annotations

import json
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.dice import SeededRng, odds, parse, roll
from tenkaichi.errors import TenkaichiError

from .bounded import count, cpu_bound, run_python

SURFACE = "dice strings"

PIECES = [
    "1", "2", "10", "999", "1000", "1001", "0", "-", "+", "*", "/", "(", ")", "d", "d10",
    "d6", "d%", "dF", "{", "}", ",", "kh", "kl", "k", "r", "ro", "!", "pd", "ed", "cs", ">",
    "<", "=", " ", "\t", "T", "bT", "x", "e", "٣", "１", "\u200b", "\x00", "\n",
]  # fmt: skip

NASTY = [
    "1000d1000kh500",
    "1000d8kl1",
    "1000d6-999pd",
    "(" * 10_000 + "1" + ")" * 10_000,
    "1d10" + "+1d10" * 5_000,
    "9" * 5_000 + "d10",
    "1d" + "9" * 5_000,
    "1d{" + ",".join(str(i) for i in range(10_000)) + "}",
    "1d10!" * 1_000,
    "1d10r1r2r3r4r5r6r7r8r9r10",
    "1d{0,1000000}",
    "\x1b[2J1d10",
    "1d10\n+5",
    "١d١٠",
    "",
]


def _one(text: str) -> None:
    """Parse, roll and (when it parses) ask exact odds: a result or the project's error."""
    start = time.process_time()
    try:
        parse(text)
        roll(text, rng=SeededRng(1))
        odds(text)
    except TenkaichiError as error:
        message = str(error)
        assert message
        assert "\n" not in message
        assert "Traceback" not in message
    spent = time.process_time() - start
    count(SURFACE, 1, spent)
    assert spent < cpu_bound(5), f"{text[:40]!r} took {spent:.2f} s of CPU"


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=80))
def test_any_text_is_a_roll_or_one_clear_line(text: str) -> None:
    _one(text)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PIECES), max_size=24).map("".join))
def test_strings_made_of_the_notations_pieces_are_a_roll_or_one_clear_line(text: str) -> None:
    _one(text)


def test_the_nasty_shapes_are_refused_or_computed_in_a_bounded_child() -> None:
    code = (
        "import json, sys\n"
        "from tenkaichi.dice import SeededRng, odds, parse, roll\n"
        "from tenkaichi.errors import TenkaichiError\n"
        "out = []\n"
        f"for text in json.loads({json.dumps(json.dumps(NASTY))}):\n"
        "    try:\n"
        "        parse(text); roll(text, rng=SeededRng(1)); odds(text)\n"
        "        out.append('ok')\n"
        "    except TenkaichiError as error:\n"
        "        out.append('refused' if '\\n' not in str(error) else 'two lines')\n"
        "print(json.dumps(out))\n"
    )
    result = run_python(code, surface=SURFACE, cpu_s=20, mem_mb=1024, inputs=len(NASTY))
    assert result.returncode == 0, result.stderr[-800:]
    answers = json.loads(result.stdout)
    assert len(answers) == len(NASTY)
    assert "two lines" not in answers
    assert answers[NASTY.index("1d{0,1000000}")] == "ok"
    assert answers[NASTY.index("(" * 10_000 + "1" + ")" * 10_000)] == "refused"
    assert result.cpu_s < cpu_bound(15)
    assert result.rss_mb < 600
