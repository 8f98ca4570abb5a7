"""The DBU golden corpus (``tests/golden_corpus.py``): a fixed sample of its seeded bot fights
must give the recorded event-log hashes (``make golden`` checks every one of them). A refactor
that changes any event of any fight fails here."""

from __future__ import annotations

import json

import pytest

from golden_corpus import GOLDEN, Case, cases, fight_hash

GOLDEN_HASHES: dict[str, str] = json.loads(GOLDEN.read_text(encoding="utf-8"))
SAMPLE = [c for c in cases() if c.seed in (0, 17)]
"""Two seeds of every encounter, edition and bot (the file holds 50 of each)."""


def test_the_file_holds_every_case_of_the_corpus() -> None:
    assert sorted(GOLDEN_HASHES) == sorted(c.key for c in cases())


@pytest.mark.parametrize("case", SAMPLE, ids=lambda c: c.key)
def test_a_sample_of_the_corpus_is_unchanged(case: Case) -> None:
    assert fight_hash(case) == GOLDEN_HASHES[case.key]


@pytest.mark.rule("dbu.std.energy-charge")
def test_an_energy_charge_left_with_no_attack_to_power_ends_the_fight_cleanly() -> None:
    # This fight once stopped on "decision charge_attack for Pui Pui 4 has no options": the
    # Energy Charge was declared when no attack could take it. Declaring one needs an attack
    # to charge, and one left with none when it resolves is lost.
    case = Case("states-3v3.yaml", "dbu-1", "random", 10)
    assert fight_hash(case) == GOLDEN_HASHES[case.key]
