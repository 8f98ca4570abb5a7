"""Coverage-guided fuzzing of the dice parser and planner with atheris (``make fuzz``).

Any input must either parse and plan, or fail with a TenkaichiError whose message is one line.
Anything else (another exception, a hang past libFuzzer's timeout) is a crash.
"""

from __future__ import annotations

import sys

import atheris  # type: ignore[import-not-found]

with atheris.instrument_imports():
    from tenkaichi.dice import RollContext, plan_roll
    from tenkaichi.dice.parser import parse
    from tenkaichi.errors import TenkaichiError

CONTEXT = RollContext(tier=7)


def test_one_input(data: bytes) -> None:
    text = data.decode("utf-8", errors="replace")
    try:
        plan_roll(parse(text), CONTEXT)
    except TenkaichiError as error:
        if "\n" in str(error):
            raise AssertionError(f"multi-line error for {text!r}") from error


if __name__ == "__main__":
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()
