"""Hostile chat rows: a damaged table of a chat channel is reported, once, and set aside.

Finding 10 of issue 15 (a garbled stored battle made ``!status`` an internal error), and of
issue 18 (a damaged stored battle made the chat layer raise). Chat battles are tables of the
table service now: a table whose stored rows cannot be read or whose log no longer replays is
reported to its channel in one line (no path, no trace), the channel lets go of it (the rows
stay for the operator) and may gather a new battle, and every other channel plays on.
"""

from __future__ import annotations

import resource
import time
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from tenkaichi.chat.ddc_chat import DdcChat
from tenkaichi.chat.messages import Author, Incoming
from tenkaichi.table.service import TableService
from tenkaichi.table.store import CHANNELS, INPUTS, TABLES

from .bounded import cli, count, cpu_bound

SURFACE = "chat rows"
SEED = 11


def _say(front: DdcChat, channel: str, user: str, text: str) -> str:
    replies = front.handle(Incoming("forum", channel, Author(user, user), text))
    assert len(replies) == 1
    return replies[0].text


def _battles(url: str, *channels: str) -> None:
    service = TableService(url)
    front = DdcChat(service, new_seed=lambda: SEED)
    for channel in channels:
        _say(front, channel, "ann", "!join Agumon")
        _say(front, channel, "bob", "!join Gabumon")
        _say(front, channel, "ann", "!start")
        _say(front, channel, "ann", "!end")
    service.close()


def _table_of(url: str, channel: str) -> int:
    engine = sa.create_engine(url)
    with engine.connect() as c:
        found = c.execute(sa.select(CHANNELS.c.table_id).where(CHANNELS.c.channel == channel))
        table = int(found.scalar_one())
    engine.dispose()
    return table


def _damage(url: str, channel: str, what: str, value: Any) -> None:
    """Write ``value`` raw into the channel's table: its setup, or its last input's payload."""
    table = _table_of(url, channel)
    engine = sa.create_engine(url)
    with engine.begin() as c:
        if what == "setup":
            c.execute(
                sa.text("UPDATE tables SET setup = :v WHERE id = :t"), {"v": value, "t": table}
            )
        elif what == "game":
            c.execute(
                sa.text("UPDATE tables SET game = :v WHERE id = :t"), {"v": value, "t": table}
            )
        else:
            last = c.execute(
                sa.select(sa.func.max(INPUTS.c.seq)).where(INPUTS.c.table_id == table)
            ).scalar_one()
            c.execute(
                sa.text("UPDATE inputs SET payload = :v WHERE table_id = :t AND seq = :s"),
                {"v": value, "t": table, "s": last},
            )
    engine.dispose()


DAMAGE: list[tuple[str, Any]] = [
    ("payload", "not json"),
    ("payload", '{"choice": "teleport 1 2"}'),  # valid JSON, but the battle does not replay
    ("payload", '{"choice": 7}'),
    ("payload", "[1]"),
    ("payload", '{"dice": [1]}'),
    ("payload", "[" * 10_000),
    ("payload", b"\x00\xff"),
    ("setup", "not json"),
    ("setup", '{"fighters": [{"fighter": "Nobodymon"}, {"fighter": "Agumon"}]}'),
    ("setup", '{"fighters": []}'),
    ("game", "chess"),
]


@pytest.mark.parametrize(
    ("what", "value"), DAMAGE, ids=[f"{w}-{i}" for i, (w, _) in enumerate(DAMAGE)]
)
def test_a_damaged_table_is_reported_once_and_the_others_play_on(
    tmp_path: Path, what: str, value: Any
) -> None:
    url = f"sqlite:///{tmp_path / 'chat.sqlite3'}"
    _battles(url, "b1", "b2")
    _damage(url, "b1", what, value)
    service = TableService(url)  # a restart: nothing is cached
    front = DdcChat(service, new_seed=lambda: SEED)
    start = time.process_time()
    reply = _say(front, "b1", "ann", "!status")
    spent = time.process_time() - start
    count(SURFACE, 1, spent, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    assert spent < cpu_bound(5)
    assert reply.startswith("This channel's battle is damaged"), reply
    assert str(tmp_path) not in reply
    assert "Traceback" not in reply
    assert "sqlite" not in reply.lower()
    assert "\n" not in reply
    # once: the channel let go of the table (kept for the operator) and may gather a new one
    again = _say(front, "b1", "ann", "!status")
    assert "damaged" not in again
    assert "!join" in again
    with service.engine.connect() as c:
        assert c.execute(sa.select(sa.func.count()).select_from(TABLES)).scalar_one() == 2
    # the other channel's battle is untouched and keeps working
    other = _say(front, "b2", "ann", "!status")
    assert "'s turn" in other
    assert "damaged" not in other
    assert "joins the lobby" in _say(front, "b1", "ann", "!join Agumon")
    service.close()


def test_the_chat_command_reports_a_damaged_battle_and_exits_1(tmp_path: Path) -> None:
    db = tmp_path / "chat.sqlite3"
    url = f"sqlite:///{db}"
    _battles(url, "b1")
    _damage(url, "b1", "payload", "not json")
    args = ("ddc", "chat", "!status", "--db", str(db), "--battle", "b1", "--user", "ann")
    result = cli(*args, surface=SURFACE, cpu_s=20)
    assert result.returncode == 1, result.stderr
    assert "This channel's battle is damaged" in result.stdout
    assert str(tmp_path) not in result.stdout
    assert result.stderr == ""
