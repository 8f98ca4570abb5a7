"""Coverage-guided fuzzing of the encounter file loader with atheris (``make fuzz``).

Each input is written as an encounter file in a scratch folder that also holds a sheet and a
file with a secret; loading it must give a setup or one TenkaichiError line, and the secret
must never appear in the message. Anything else is a crash.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

import atheris  # type: ignore[import-not-found]

with atheris.instrument_imports():
    from tenkaichi.dbu.combat.core.setup import load_encounter
    from tenkaichi.errors import TenkaichiError

SECRET = "sk-FUZZ-SECRET"
ROOT = Path(__file__).resolve().parent.parent
SCRATCH = Path(tempfile.mkdtemp(prefix="fuzz-encounter-"))
FOLDER = SCRATCH / "encounters"
FOLDER.mkdir()
shutil.copy(ROOT / "examples/kale.yaml", FOLDER / "kale.yaml")
(FOLDER / "creds.yaml").write_text(f"api_token: {SECRET}\n")
(SCRATCH / "outside.yaml").write_text(f"password: {SECRET}\n")
ENCOUNTER = FOLDER / "fuzz.yaml"


def test_one_input(data: bytes) -> None:
    ENCOUNTER.write_bytes(data)
    try:
        load_encounter(ENCOUNTER, library=())
    except TenkaichiError as error:
        message = str(error)
        if "\n" in message:
            raise AssertionError(f"multi-line error for {data[:80]!r}") from error
        if SECRET in message:
            raise AssertionError(f"the secret leaked for {data[:80]!r}") from error


if __name__ == "__main__":
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()
