"""A fight's rules have one name, its setup's ``edition``, which is also its record's
``ruleset``; setups and records written before (a ``ruleset`` of ``dbu-2`` whatever the
edition) still load as the same fight."""

from __future__ import annotations

from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter, parse_setup
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.dbu.play.runner import in_edition
from tenkaichi.errors import ContentError

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _played(edition: str, choices: int = 30) -> Encounter:
    (setup,) = in_edition(
        [load_encounter(EXAMPLES / "encounters" / "saiyan-duel.yaml", library=[EXAMPLES])], edition
    )
    enc = Encounter.start(setup, seed=11)
    bot = RandomBot(seed=3)
    while enc.decision is not None and len(enc.choices) < choices:
        enc.choose(decide(bot, enc))
    return enc


@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_a_record_names_its_rules_by_the_setups_edition(edition: str) -> None:
    record = _played(edition).record()
    assert record["ruleset"] == edition
    assert "ruleset" not in record["setup"]
    assert "ruleset" not in EncounterSetup.model_fields


@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_a_record_written_before_the_rename_replays_as_the_same_fight(edition: str) -> None:
    enc = _played(edition)
    old = enc.record()
    old["ruleset"] = "dbu-2"
    old["setup"] = {"ruleset": "dbu-2", **old["setup"]}
    again = replay(old)
    assert [e.text for e in again.events] == [e.text for e in enc.events]
    assert again.setup.edition == edition


def test_a_record_whose_ruleset_is_not_its_setups_edition_is_refused_in_one_line() -> None:
    record = _played("dbu-1").record()
    record["ruleset"] = "dbu-2"
    with pytest.raises(ContentError, match=r"^record\.ruleset: 'dbu-2' is not the edition") as e:
        replay(record)
    assert "\n" not in str(e.value)


def test_an_old_setup_with_another_ruleset_is_refused_naming_it() -> None:
    data = _played("dbu-2").record()["setup"]
    with pytest.raises(ContentError, match="ruleset") as e:
        parse_setup({"ruleset": "top", **data}, "setup")
    assert "\n" not in str(e.value)
