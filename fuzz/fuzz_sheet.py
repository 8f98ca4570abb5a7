"""Coverage-guided fuzzing of the character sheet loader with atheris (``make fuzz``).

Any bytes, read as YAML and as JSON, must either be a valid sheet or fail with a
TenkaichiError listing at most MAX_PROBLEMS problems (and a count), each line short. Anything
else (another exception, a hang past libFuzzer's timeout, a crash in the YAML parser) is a
crash.
"""

from __future__ import annotations

import sys

import atheris  # type: ignore[import-not-found]

with atheris.instrument_imports():
    from tenkaichi.dbu.derived import derive
    from tenkaichi.dbu.sheet_files import parse_sheet
    from tenkaichi.errors import TenkaichiError
    from tenkaichi.problems import MAX_LINE_CHARS, MAX_PROBLEMS


def test_one_input(data: bytes) -> None:
    for name in ("fuzz.yaml", "fuzz.json"):
        try:
            sheet = parse_sheet(data, name)
        except TenkaichiError as error:
            lines = str(error).splitlines()
            if not 1 <= len(lines) <= MAX_PROBLEMS + 1:
                raise AssertionError(f"{len(lines)} lines for {data[:80]!r}") from error
            if any(len(line) > MAX_LINE_CHARS + len(name) + 2 for line in lines):
                raise AssertionError(f"an over-long line for {data[:80]!r}") from error
        else:
            derive(sheet)  # a sheet that loads can be used


if __name__ == "__main__":
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()
