"""The game night of issue 31 (:mod:`tests.table.game_night`): what it holds, who rolls, and
that its log replays to the same fight on SQLite and PostgreSQL, in both editions."""

from __future__ import annotations

from pathlib import Path

import pytest

from tenkaichi.table.service import TableService

from .game_night import PLAYS, play_night
from .pg import pg_schema_url

HOLDS = {"movement", "attack", "area attack", "duel", "transformation", "intervene"}


def test_the_night_holds_every_kind_of_play_and_asks_each_roll_of_its_owner(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'night.sqlite3'}"
    # seed 2: since issue 35 (passive TNs per Tier, United Attack in a Duel) seed 1's night
    # holds no Duel
    night = play_night(url, seed=2)
    assert night.rounds == 4
    assert night.happened >= HOLDS, HOLDS - night.happened
    # Only Kris types dice (Ava and the GM let the table roll), and only Goku's.
    assert night.asked
    assert {(person, PLAYS[fighter]) for person, fighter, _ in night.asked} == {("Kris", "Kris")}
    assert {roll for _, _, roll in night.asked} >= {"Initiative", "Strike", "Wound"}
    # Every roll Goku made was typed by Kris, one entry per roll (and its Critical dice).
    typed = sum(1 for _, fighter, _ in night.asked if fighter == "Goku")
    assert typed == sum(night.dice.values())


def test_only_the_windows_that_matter_are_asked(tmp_path: Path) -> None:
    before = play_night(f"sqlite:///{tmp_path / 'before.sqlite3'}", before=True, seed=1)
    after = play_night(f"sqlite:///{tmp_path / 'after.sqlite3'}", seed=1)
    assert after.kinds["instant"] < before.kinds["instant"]
    assert after.total_passes < before.total_passes
    assert after.total_passes / after.total_choices < before.total_passes / before.total_choices


@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_the_nights_log_replays_to_the_same_fight(tmp_path: Path, edition: str) -> None:
    url = f"sqlite:///{tmp_path / 'night.sqlite3'}"
    night = play_night(url, seed=2, edition=edition, rounds=3)
    fresh = TableService(url, migrate=False)
    table = fresh.warm()
    assert table >= 1
    gm = next(iter(fresh._tables.values())).seats[0]
    token = fresh.token_for(next(iter(fresh._tables)), gm.id)
    assert fresh.view(token)["events"] == night.final_events


def test_the_night_on_postgresql_replays_too() -> None:
    with pg_schema_url() as url:
        night = play_night(url, seed=1, rounds=3)
        fresh = TableService(url, migrate=False)
        fresh.warm()
        table = next(iter(fresh._tables))
        gm = next(s for s in fresh._tables[table].seats if s.role == "gm")
        assert fresh.view(fresh.token_for(table, gm.id))["events"] == night.final_events
        assert night.happened >= {"movement", "attack", "transformation"}
        fresh.close()
