"""Coverage-guided fuzzing of saved DBU fights (snapshots and records) with atheris.

Each input is either raw JSON text, loaded as a snapshot and as a record, or (first byte odd) a
list of edits to a real snapshot: walk to a place chosen by the input and replace, delete or add
a value there. Loading must either refuse with a TenkaichiError whose message is one line
naming where (it starts with ``snapshot`` or ``record``), or accept a snapshot whose replay
has exactly the stored state. Anything else (another exception, a hang past libFuzzer's
timeout, an accepted state that is not the replay's) is a crash.

By hand (the harness needs atheris; a Python 3.11 venv with ``pip install atheris`` and the
project's dependencies)::

    PYTHONPATH=src python fuzz/fuzz_snapshot.py -atheris_runs=20000 -max_len=2000 -timeout=20
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import atheris  # type: ignore[import-not-found]

with atheris.instrument_imports():
    from tenkaichi.dbu.combat.core.engine import Encounter, replay
    from tenkaichi.dbu.combat.core.setup import load_encounter
    from tenkaichi.dbu.play.bots import RandomBot, decide
    from tenkaichi.errors import TenkaichiError

ROOT = Path(__file__).resolve().parent.parent


def _base() -> dict[str, Any]:
    """A real fight (dbu-2 Saiyan duel, seeded random bots) stopped after 12 choices."""
    setup = load_encounter(
        ROOT / "examples" / "encounters" / "saiyan-duel.yaml", library=[ROOT / "examples"]
    )
    enc = Encounter.start(setup, 5)
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    bots = {side: RandomBot(i) for i, side in enumerate(sides)}
    for _ in range(12):
        decision = enc.decision
        assert decision is not None
        enc.choose(decide(bots[enc.fighter(decision.actor).side], enc))
    loaded: dict[str, Any] = json.loads(json.dumps(enc.to_json()))
    return loaded


BASE = _base()
BASE_TEXT = json.dumps(BASE)


def _value(fdp: Any) -> Any:
    kind = fdp.ConsumeIntInRange(0, 7)
    if kind == 0:
        return None
    if kind == 1:
        return fdp.ConsumeBool()
    if kind == 2:
        return fdp.ConsumeIntInRange(-(2**40), 2**40)
    if kind == 3:
        return fdp.ConsumeInt(16)
    if kind == 4:
        return fdp.ConsumeRegularFloat()
    if kind == 5:
        return fdp.ConsumeUnicodeNoSurrogates(fdp.ConsumeIntInRange(0, 24))
    if kind == 6:
        return [_value(fdp) for _ in range(fdp.ConsumeIntInRange(0, 3))]
    return {
        fdp.ConsumeUnicodeNoSurrogates(6): _value(fdp) for _ in range(fdp.ConsumeIntInRange(0, 3))
    }


def _edit(fdp: Any, root: Any) -> None:
    """One edit at a place the input chooses."""
    node = root
    while True:
        if isinstance(node, dict) and node:
            keys = sorted(node)
            key: Any = keys[fdp.ConsumeIntInRange(0, len(keys) - 1)]
        elif isinstance(node, list) and node:
            key = fdp.ConsumeIntInRange(0, len(node) - 1)
        else:
            return
        child = node[key]
        if isinstance(child, dict | list) and child and fdp.ConsumeBool():
            node = child
            continue
        action = fdp.ConsumeIntInRange(0, 2)
        if action == 0:
            del node[key]
        elif action == 1 and isinstance(node, dict):
            node[fdp.ConsumeUnicodeNoSurrogates(8)] = _value(fdp)
        else:
            node[key] = _value(fdp)
        return


def _check(load: Any, data: Any) -> None:
    try:
        loaded = load(data)
    except TenkaichiError as error:
        message = str(error)
        if "\n" in message or not message.startswith(("snapshot", "record")):
            raise AssertionError(
                f"a refusal that does not name where in one line: {message!r}"
            ) from error
        return
    if load is Encounter.from_json:
        stored = json.dumps(data["state"], sort_keys=True)
        if json.dumps(loaded.to_json()["state"], sort_keys=True) != stored:
            raise AssertionError("a snapshot was accepted with a state its replay does not reach")


def test_one_input(raw: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(raw)
    if fdp.ConsumeBool():
        data = json.loads(BASE_TEXT)
        for _ in range(fdp.ConsumeIntInRange(1, 4)):
            _edit(fdp, data)
        _check(Encounter.from_json, data)
        _check(replay, data.get("record"))
        return
    text = fdp.ConsumeUnicodeNoSurrogates(fdp.remaining_bytes())
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return  # not JSON: a caller's JSON reader refuses it before the engine sees it
    _check(Encounter.from_json, data)
    _check(replay, data)


if __name__ == "__main__":
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()
