"""Perft: the number of distinct legal decision sequences from fixed scenarios, kept as golden
files. A change in what is legal (a new option, a lost one) changes these counts; if the change
is intended, regenerate with ``python -m tenkaichi.dbu.play.perft --write``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.dbu.play.perft import SCENARIOS, counts, perft

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_perft_matches_golden(scenario: object) -> None:
    golden = json.loads((ROOT / f"tests/golden/perft/{scenario.name}.json").read_text())  # type: ignore[attr-defined]
    setup = load_encounter(ROOT / golden["path"], library=[ROOT / "examples"])
    assert counts(setup, golden["seed"], len(golden["counts"])) == golden["counts"]


def test_perft_one_is_the_number_of_options() -> None:
    enc = Encounter.start(
        load_encounter(ROOT / SCENARIOS[0].path, library=[ROOT / "examples"]), SCENARIOS[0].seed
    )
    assert enc.decision is not None
    assert perft(enc, 1) == len(enc.decision.options)
    assert perft(enc, 0) == 1


def test_perft_does_not_change_the_encounter() -> None:
    enc = Encounter.start(
        load_encounter(ROOT / SCENARIOS[1].path, library=[ROOT / "examples"]), SCENARIOS[1].seed
    )
    before = enc.to_json()
    perft(enc.clone(), 2)
    assert enc.to_json() == before
