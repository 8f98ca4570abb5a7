"""Hostile chat rows: a damaged row of the DDC battle database is reported, once, and set aside.

Finding 10 of issue 15: ``members='[{"who":1}]'``, ``'not json'`` or ``settings='[1]'`` in a
stored battle made ``!status`` an internal error. Rows are now checked against a schema when
read; the damaged battle is reported to its channel and the other channels play on.
"""

from __future__ import annotations

import json
import resource
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.ddc.chat import BattleStore, ChatLayer
from tenkaichi.ddc.chat.store import MAX_COLUMN_CHARS, BattleRecord, DamagedBattle, read_row

from .bounded import cli, count

SURFACE = "chat rows"
SEED = 11
MEMBER = {"user": "ann", "display": "ann", "fighter": "Agumon", "name": "Agumon", "side": "a"}

DAMAGE: list[tuple[str, Any]] = [
    ("members", '[{"who":1}]'),
    ("members", "not json"),
    ("settings", "[1]"),
    ("settings", '{"move_steps": 1000}'),
    ("settings", '{"teleport": true}'),
    ("members", json.dumps([MEMBER])),  # a started battle of one
    ("members", json.dumps([MEMBER, {**MEMBER, "bot": "skynet"}])),
    ("members", json.dumps([MEMBER] * 13)),
    ("members", "[" * 100_000),
    ("members", b"\x00\xff"),
    ("actions", '["teleport 1 2"]'),  # valid JSON, but the battle does not replay
    ("actions", '"charge 11 7"'),
    ("actions", json.dumps(["x" * 101])),
    ("actions", "[" + " " * MAX_COLUMN_CHARS + "]"),
    ("status", "paused"),
    ("seed", -1),
    ("seed", 2.5),
    ("version", 0),
]


def _battles(db: Path, *ids: str) -> ChatLayer:
    layer = ChatLayer(BattleStore(db), new_seed=lambda: SEED)
    for battle in ids:
        layer.handle(battle, "ann", "!join Agumon")
        layer.handle(battle, "bob", "!join Gabumon")
        layer.handle(battle, "ann", "!start")
    return layer


def _damage(db: Path, battle: str, column: str, value: Any) -> None:
    with sqlite3.connect(db) as conn:
        conn.execute(f"UPDATE ddc_battles SET {column} = ? WHERE id = ?", (value, battle))


@pytest.mark.parametrize(
    ("column", "value"), DAMAGE, ids=[f"{c}-{i}" for i, (c, _) in enumerate(DAMAGE)]
)
def test_a_damaged_battle_is_reported_once_and_the_others_play_on(
    tmp_path: Path, column: str, value: Any
) -> None:
    db = tmp_path / "battles.sqlite3"
    _battles(db, "b1", "b2").store.close()
    _damage(db, "b1", column, value)
    store = BattleStore(db)  # a restart: nothing is cached
    layer = ChatLayer(store, new_seed=lambda: SEED)
    start = time.process_time()
    reply = layer.handle("b1", "ann", "!status")
    spent = time.process_time() - start
    count(SURFACE, 1, spent, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    assert reply is not None
    assert spent < 5
    assert reply.startswith("Battle b1's saved state is damaged ("), reply
    assert column in reply
    assert "internal" not in reply
    assert "Traceback" not in reply
    assert len(reply) < 600
    # once: the row is set aside for the operator, the channel may open a new battle
    again = layer.handle("b1", "ann", "!status")
    assert again is not None
    assert "damaged" not in again
    assert "!join" in again
    with sqlite3.connect(db) as conn:
        kept = conn.execute("SELECT id, reason FROM ddc_damaged").fetchall()
        assert conn.execute("SELECT count(*) FROM ddc_battles WHERE id='b1'").fetchone() == (0,)
    assert [battle for battle, _ in kept] == ["b1"]
    # the other channel's battle is untouched and keeps working
    other = layer.handle("b2", "ann", "!status")
    assert other is not None
    assert "'s turn - " in other
    assert "damaged" not in other
    assert "!start when ready" in (layer.handle("b1", "ann", "!join Agumon") or "")
    store.close()


def test_the_chat_command_reports_a_damaged_battle_instead_of_an_internal_error(
    tmp_path: Path,
) -> None:
    db = tmp_path / "battles.sqlite3"
    _battles(db, "b1").store.close()
    _damage(db, "b1", "members", '[{"who":1}]')
    args = ("ddc", "chat", "!status", "--db", str(db), "--battle", "b1", "--user", "ann")
    result = cli(*args, surface=SURFACE, cpu_s=10)
    assert result.returncode == 0, result.stderr
    assert "is damaged (members, entry 1, user: missing)" in result.stdout
    assert result.stderr == ""
    assert result.cpu_s < 5


def _row(**changes: Any) -> tuple[Any, ...]:
    row = {
        "status": "active",
        "seed": SEED,
        "settings": "{}",
        "members": json.dumps([MEMBER, {**MEMBER, "user": "bob", "name": "Gabumon"}]),
        "actions": "[]",
        "version": 3,
    }
    row.update(changes)
    return tuple(row.values())


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)
COLUMN_VALUES = st.one_of(
    st.text(max_size=200),
    JSONISH.map(json.dumps),
    st.integers(),
    st.floats(),
    st.binary(max_size=50),
    st.none(),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    column=st.sampled_from(["status", "seed", "settings", "members", "actions", "version"]),
    value=COLUMN_VALUES,
)
def test_any_stored_column_reads_back_or_is_damaged(column: str, value: Any) -> None:
    start = time.process_time()
    record, damage = _read(_row(**{column: value}))
    count(SURFACE, 1, time.process_time() - start)
    if damage is not None:
        assert damage.battle_id == "b1"
        assert "\n" not in damage.reason
        assert "Traceback" not in damage.reason
    else:
        assert record is not None
        assert record.status in ("lobby", "active", "over")
        assert record.version >= 1
        assert all(isinstance(a, str) for a in record.actions)


def _read(row: tuple[Any, ...]) -> tuple[BattleRecord | None, DamagedBattle | None]:
    """The record of ``row`` or the damage found; any other exception fails the test."""
    try:
        return read_row("b1", row), None
    except DamagedBattle as damage:
        return None, damage
