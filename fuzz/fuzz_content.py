"""Coverage-guided fuzzing of the other games' content files with atheris (``make fuzz``).

The first byte picks a file, the rest is its text:
- a Dungeon DICE Combat roster (``parse_roster``) or battle setup (``parse_setup`` and the
  fighters it places on the grid);
- one file of a Tournament of Power content pack (``dice.yaml``, ``warriors.yaml``,
  ``decks.yaml``, ``board.txt`` or ``rules.yaml``), written over a copy of the packaged pack.
Each must load or fail with one TenkaichiError of at most MAX_PROBLEMS problems (and a
count); anything else (another exception, a hang past
libFuzzer's timeout, a crash in the YAML parser) is a crash.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from importlib import resources
from pathlib import Path

import atheris  # type: ignore[import-not-found]

with atheris.instrument_imports():
    from tenkaichi.ddc.content import default_roster, parse_roster
    from tenkaichi.ddc.setup import build_fighters, parse_setup
    from tenkaichi.errors import TenkaichiError
    from tenkaichi.files import decode, parse_data
    from tenkaichi.problems import MAX_PROBLEMS
    from tenkaichi.top.content import load_content

TOP_FILES = ("dice.yaml", "warriors.yaml", "decks.yaml", "board.txt", "rules.yaml")
PACK = Path(tempfile.mkdtemp(prefix="tenkaichi-fuzz-pack-"))
for _name in TOP_FILES:
    _packaged = resources.files("tenkaichi.data").joinpath(f"top/{_name}")
    (PACK / _name).write_bytes(_packaged.read_bytes())


def _ddc(kind: int, data: bytes) -> None:
    if kind == 0:
        parse_roster(decode(data, "fuzz.yaml"), "fuzz.yaml")
    else:
        setup = parse_setup(parse_data(data, "fuzz.yaml"), "fuzz.yaml")
        build_fighters(setup, default_roster(), "fuzz.yaml")


def _top(name: str, data: bytes) -> None:
    original = (PACK / name).read_bytes()
    (PACK / name).write_bytes(data)
    try:
        load_content(PACK)
    finally:
        (PACK / name).write_bytes(original)


def test_one_input(data: bytes) -> None:
    if not data:
        return
    pick, body = data[0] % (2 + len(TOP_FILES)), data[1:]
    try:
        if pick < 2:
            _ddc(pick, body)
        else:
            _top(TOP_FILES[pick - 2], body)
    except TenkaichiError as error:
        lines = str(error).splitlines()
        if not 1 <= len(lines) <= MAX_PROBLEMS + 1:
            raise AssertionError(f"{len(lines)} lines for {body[:80]!r}") from error


if __name__ == "__main__":
    try:
        atheris.Setup(sys.argv, test_one_input)
        atheris.Fuzz()
    finally:
        shutil.rmtree(PACK, ignore_errors=True)
