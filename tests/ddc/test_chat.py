"""The chat-command layer: battles in SQLite, whose-turn checks, and bad input of every kind."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.ddc.chat import MAX_REPLY, BattleStore, ChatLayer
from tenkaichi.ddc.chat.commands import MAX_MESSAGE

SEED = 11


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "battles.sqlite3"


@pytest.fixture
def layer(db: Path) -> Iterator[ChatLayer]:
    store = BattleStore(db)
    yield ChatLayer(store, new_seed=lambda: SEED)
    store.close()


def row(db: Path, battle: str = "b1") -> tuple[object, ...] | None:
    with sqlite3.connect(db) as conn:
        found = conn.execute("SELECT * FROM ddc_battles WHERE id = ?", (battle,)).fetchone()
    return tuple(found) if found is not None else None


def say(layer: ChatLayer, user: str, text: str, battle: str = "b1") -> str:
    reply = layer.handle(battle, user, text)
    assert reply is not None
    assert len(reply) < 2000
    return reply


def started(layer: ChatLayer) -> tuple[str, str]:
    """Ann (Agumon) and Bob (Gabumon) in battle b1; returns (who moves first, the other)."""
    say(layer, "ann", "!join Agumon")
    say(layer, "bob", "!join Gabumon")
    reply = say(layer, "ann", "!start")
    first = "ann" if "Agumon's turn - ann" in reply else "bob"
    return first, "bob" if first == "ann" else "ann"


def test_a_battle_runs_on_chat_commands(layer: ChatLayer, db: Path) -> None:
    first, second = started(layer)
    fighter = {"ann": "Agumon", "bob": "Gabumon"}
    other = fighter[second]
    reply = say(layer, first, "!charge 11 7" if first == "ann" else "!charge 3 7")
    assert reply.endswith(f"{other}'s turn - {second}, your move.")
    reply = say(layer, second, f"!attack @{fighter[first]}")
    assert f"{other} uses Normal on {fighter[first]}: 4d4 (" in reply  # the rolls
    assert f"{fighter[first]} takes " in reply  # the damage
    assert reply.endswith(f"(5 steps left, attack used) - {second}, your move.")
    version = row(db)[-1]  # type: ignore[index]
    assert version == 5  # join, join, start, charge, attack (each one save)


def test_a_restart_loses_nothing(db: Path) -> None:
    store = BattleStore(db)
    first_layer = ChatLayer(store, new_seed=lambda: SEED)
    first, _ = started(first_layer)
    say(first_layer, first, "!move +1 0")
    before = say(first_layer, first, "!status")
    store.close()
    store = BattleStore(db)
    again = ChatLayer(store, new_seed=lambda: 99)
    assert say(again, first, "!status") == before
    store.close()


def test_bots_take_their_turns_in_the_same_reply(layer: ChatLayer) -> None:
    say(layer, "ann", "!join Agumon")
    say(layer, "ann", "!bot Gabumon greedy")
    reply = say(layer, "ann", "!start")
    while "Battle over" not in reply:
        assert reply.splitlines()[-1].endswith("ann, your move.")
        reply = say(layer, "ann", "!defend")
        if "(defending" in reply.splitlines()[-1]:  # a Defender may still attack: she does not
            reply = say(layer, "ann", "!end")
    assert "Gabumon wins" in reply


def test_mentions_name_a_players_fighter(layer: ChatLayer) -> None:
    say(layer, "111", "!join Agumon")
    say(layer, "222", "!join Gabumon")
    reply = say(layer, "111", "!start")
    mover, target = ("111", "222") if "Agumon's turn" in reply.splitlines()[-1] else ("222", "111")
    say(layer, mover, "!charge 11 7" if mover == "111" else "!charge 3 7")
    other = say(layer, target, f"!attack <@{mover}>")
    assert "uses Normal on" in other


BAD_INPUT = [
    ("ann", "!fly away", "Unknown command !fly"),
    ("ann", "!", "empty command"),
    ("zed", "!move 3 3", "not in battle b1"),
    ("SECOND", "!end", "Not your turn"),
    ("FIRST", "!move x 2", "two whole numbers"),
    ("FIRST", "!move 3", "two whole numbers"),
    ("FIRST", "!move 1e3 2", "two whole numbers"),
    ("FIRST", "!move 99999999999999999999999 0", "off the 15x15 grid"),
    ("FIRST", "!move 30 7", "off the 15x15 grid"),
    ("FIRST", "!move +20 0", "off the 15x15 grid"),
    ("FIRST", "!attack PepperBreath @Gabumon", "out of range"),
    ("FIRST", "!attack Fireball @Gabumon", "no move"),
    ("FIRST", "!attack @Nobody", "No fighter or player"),
    ("FIRST", "!attack", "Usage"),
    ("FIRST", "!defend now", "takes nothing"),
    ("FIRST", "!digivolve Greymon", "digivolve_enabled is off"),
    ("FIRST", "!move " + "9" * 600, "too long"),
    ("FIRST", "!status " + "x" * (MAX_MESSAGE + 1), "too long"),
    ("ann", "!join Gabumon", "already started"),
    ("ann", "!start", "already started"),
    ("ann", "!leave", "has started"),
]


@pytest.mark.parametrize(("user", "text", "expected"), BAD_INPUT)
def test_bad_input_gets_a_clear_reply_and_changes_nothing(
    layer: ChatLayer, db: Path, user: str, text: str, expected: str
) -> None:
    first, second = started(layer)
    user = {"FIRST": first, "SECOND": second}.get(user, user)
    before = row(db)
    reply = say(layer, user, text)
    assert expected in reply
    assert row(db) == before


def test_moving_into_an_occupied_square_is_refused(layer: ChatLayer, db: Path) -> None:
    first, second = started(layer)
    say(layer, first, "!charge 11 7" if first == "ann" else "!charge 3 7")
    before = row(db)
    target = "11 7" if first == "ann" else "3 7"
    assert "is taken by" in say(layer, second, f"!move {target}")
    assert row(db) == before


def test_wrong_battle_and_lobby_refusals(layer: ChatLayer, db: Path) -> None:
    assert "no battle 'b9'" in say(layer, "ann", "!move 1 1", battle="b9")
    assert "no battle 'b9'" in say(layer, "ann", "!status", battle="b9")
    assert row(db, "b9") is None
    assert "Battle ids" in say(layer, "ann", "!status", battle="bad id!")
    say(layer, "ann", "!join Agumon")
    before = row(db)
    assert "at least two sides" in say(layer, "ann", "!start")
    assert "not started" in say(layer, "ann", "!move 1 1")
    assert "already play Agumon" in say(layer, "ann", "!join Gabumon")
    assert "No fighter called" in say(layer, "bob", "!join Nobodymon")
    assert "not in battle" in say(layer, "bob", "!start")
    assert row(db) == before


def test_plain_chat_is_ignored(layer: ChatLayer, db: Path) -> None:
    assert layer.handle("b1", "ann", "hello everyone") is None
    assert row(db) is None


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=80))
def test_anything_from_an_outsider_changes_nothing(layer: ChatLayer, db: Path, text: str) -> None:
    if row(db) is None:
        started(layer)
    before = row(db)
    reply = layer.handle("b1", "outsider", "!" + text)
    assert reply is not None
    assert 0 < len(reply) <= MAX_REPLY
    assert row(db) == before


def test_replies_stay_short_with_twelve_fighters(layer: ChatLayer) -> None:
    for _ in range(11):
        say(layer, "ann", "!bot Agumon random")
    say(layer, "ann", "!join Gabumon")
    reply = say(layer, "ann", "!start")
    assert len(reply) <= MAX_REPLY
    assert len(say(layer, "ann", "!status")) <= MAX_REPLY


def test_abandon_closes_a_battle_and_join_opens_the_next(layer: ChatLayer, db: Path) -> None:
    first, second = started(layer)
    assert "not in battle" in say(layer, "zed", "!abandon")
    assert "ends with no winner" in say(layer, second, "!abandon")
    assert "abandoned" in say(layer, first, "!end")
    assert say(layer, first, "!status").endswith("This battle was abandoned.")
    assert "Only a battle in progress" in say(layer, first, "!abandon")
    assert "Agumon (rookie) joins battle b1" in say(layer, "ann", "!join Agumon")
    assert "has not started" in say(layer, "ann", "!status")
