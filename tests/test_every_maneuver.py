"""The every-maneuver runner at CI size: seeded random and greedy fights on every example
encounter (3v3 with Minions, Features, Items and a Vehicle; close-quarters skirmishes) never
crash, never stall, replay identically, and use the maneuvers of seed 001. The full run (every
option chosen at least 50 times) is ``bench/every_maneuver.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.dbu.combat.core.state import Option
from tenkaichi.dbu.play.runner import Coverage, label, run

ROOT = Path(__file__).resolve().parent.parent
ENCOUNTERS = sorted((ROOT / "examples/encounters").glob("*.yaml"))
LIBRARY = [ROOT / "examples"]
FIGHTS = 48
pytestmark = pytest.mark.xdist_group("every_maneuver")
"""The module's tests share one costly run: under pytest-xdist they stay on one worker."""


@pytest.fixture(scope="module")
def coverage() -> Coverage:
    return run([load_encounter(p, library=LIBRARY) for p in ENCOUNTERS], fights=FIGHTS, seed=500)


def test_every_fight_ends_and_replays(coverage: Coverage) -> None:
    assert coverage.problems == []
    assert coverage.fights == FIGHTS
    assert sum(coverage.winners.values()) == FIGHTS


LEGACY = {"legacy_move", "blitz", "terrify", "shoot", "sense", "holding_back", "legacy_command"}
"""Turn options only edition dbu-1 has (ambush-dbu1.yaml is a dbu-1 encounter)."""


def test_the_runner_exercises_both_editions(coverage: Coverage) -> None:
    chosen = {name.split(":")[0] for name in coverage.chosen}
    assert "move" in chosen  # dbu-2 encounters
    assert len(chosen & LEGACY) >= 4  # and the dbu-1 one


def test_both_editions_adds_a_dbu1_copy_of_each_default_encounter() -> None:
    from tenkaichi.dbu.play.runner import both_editions

    pool = [load_encounter(p, library=LIBRARY) for p in ENCOUNTERS]
    default = sum(s.edition == "dbu-2" for s in pool)
    editions = [s.edition for s in both_editions(pool)]
    assert editions.count("dbu-2") == default
    assert editions.count("dbu-1") == len(pool)  # the dbu-1 ones, and a copy of each other


def test_label_names_the_variant_not_the_target() -> None:
    assert label(Option("defend", "x", {"defend": "parry"})) == "defend:parry"
    assert label(Option("attack", "x", {"profile": "Blast", "target": "Yamcha"})) == "attack:Blast"
    assert label(Option("destination", "x", {"x": 1, "y": 2})) == "destination"


def test_chosen_options_were_offered(coverage: Coverage) -> None:
    assert coverage.chosen
    assert set(coverage.chosen) <= set(coverage.offered)
    for name, n in coverage.chosen.items():
        assert n <= coverage.offered[name]


def test_illegal_choice_changes_nothing() -> None:
    enc = Encounter.start(load_encounter(ENCOUNTERS[0], library=LIBRARY), 3)
    before = enc.to_json()
    decision = enc.decision
    assert decision is not None
    with pytest.raises(Exception, match="out of range"):
        enc.choose(len(decision.options))
    assert enc.to_json() == before


def test_a_crash_is_reported_with_its_seed_and_the_run_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tenkaichi.dbu.play import runner

    class Broken:
        def choose(self, enc: Encounter, decision: object) -> int:
            raise KeyError("ground 1")

    monkeypatch.setattr(runner, "make_bot", lambda kind, seed: Broken())
    cov = run([load_encounter(ENCOUNTERS[0], library=LIBRARY)], fights=2, seed=7)
    assert len(cov.problems) == 2
    assert "fight 0 (seed 7, pairing ('random', 'random')) crashed" in cov.problems[0]
    assert "KeyError: 'ground 1'" in cov.problems[0]
