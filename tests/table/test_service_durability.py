"""SIGKILL in the middle of a fight: every acknowledged answer survives, the fight replays from
the log and play goes on."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import sqlalchemy as sa

from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS

from .helpers import example, pick, seat_table, waiting

ROOT = Path(__file__).resolve().parents[2]
PLAYER = """
import json, random, sys
sys.path[:0] = [sys.argv[3], sys.argv[4]]
from tests.table.helpers import pick, waiting
from tenkaichi.table.service import TableService
svc = TableService(sys.argv[1], migrate=False)
tokens = json.loads(sys.argv[2])
rng = random.Random(11)
while True:
    name, pending = waiting(svc, tokens)
    svc.answer(tokens[name], pending["decision_id"], pick(pending, rng))
    print("ack", pending["decision_id"], flush=True)
"""
ACKS_BEFORE_KILL = 12


def test_a_killed_writer_loses_no_acknowledged_answer(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    svc = TableService(url)
    t = seat_table(
        svc,
        example("duel-crowd.yaml"),
        {"Kris": {"side": "Z Fighters"}, "Gil": {"side": "Ginyu Force"}},
        seed=3,
    )
    svc.start(t.gm)
    svc.close()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    proc = subprocess.Popen(
        [sys.executable, "-c", PLAYER, url, json.dumps(t.tokens()), str(ROOT / "src"), str(ROOT)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    acked: list[int] = []
    deadline = time.monotonic() + 120
    while len(acked) < ACKS_BEFORE_KILL and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        acked.append(int(line.split()[1]))
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert len(acked) == ACKS_BEFORE_KILL, proc.stderr.read() if proc.stderr else ""

    again = TableService(url, migrate=False)
    with again.engine.connect() as c:
        logged = {r.seq: r for r in c.execute(sa.select(INPUTS)).all()}
    for did in acked:
        assert did in logged
        assert logged[did].kind == "choice"
    assert sorted(logged) == list(range(len(logged)))  # no gap in the log
    view = again.view(t.spectator)
    assert view["seq"] == len(logged)
    assert view["status"] == "running"
    rng = random.Random(5)
    for _ in range(5):
        found = waiting(again, t.tokens())
        assert found is not None
        name, pending = found
        again.answer(t.tokens()[name], pending["decision_id"], pick(pending, rng))
    assert again.view(t.spectator)["seq"] >= len(logged) + 5
