"""Issue 32: bots are never left stalled after a crash, and a table of bots cannot starve the
others (the server's answers beyond a request's budget are made in the background, a fair
share per table)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from table.helpers import example, seat_table
from tenkaichi.table.service import TableService


def _player_answer(svc: TableService, token: str) -> None:
    pending = svc.view(token)["pending"]
    assert pending is not None
    assert "options" in pending, pending
    svc.answer(token, pending["decision_id"], 0)


def test_a_bot_left_waiting_by_a_crash_is_driven_when_the_table_is_loaded(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    svc = TableService(url)
    gm = svc.create_table(example("saiyan-duel.yaml"), "Gina", seed=3, bots={"Afterlife": "greedy"})
    kris = svc.add_seat(gm, "player", side="Earth")
    svc.join(kris, "Kris")
    svc.approve(gm, svc.view(kris)["you"]["seat"])
    svc.start(gm)
    # Kris answers until the bot must answer next, and the process "dies" right after the
    # answer is logged, before the bot's (the server's answers never run).
    for _ in range(50):
        pending = svc.view(kris)["pending"]
        if pending and "options" in pending:
            break
    crashed = TableService(url, migrate=False)
    monkeypatch.setattr(crashed, "_run_server", lambda state, budget=None: False)
    seen = 0
    for _ in range(60):
        pending = crashed.view(kris)["pending"]
        if pending is None:
            break
        if "options" not in pending:  # the bot's turn: the crash left it waiting
            seen += 1
            break
        _player_answer(crashed, kris)
    assert seen == 1
    stalled = crashed.view(gm)["seq"]
    monkeypatch.undo()
    restarted = TableService(url, migrate=False)
    view = restarted.view(gm)
    assert view["seq"] > stalled  # loading the table drove the bot
    restarted.close()
    crashed.close()
    svc.close()
    waiting = view["pending"]["waiting_for"] if view["pending"] else ""
    assert not waiting.startswith("a greedy bot")


def _all_bots(svc: TableService) -> str:
    return svc.create_table(
        example("mirror-3v3.yaml"), "Bo", seed=5, bots={"West": "greedy", "East": "greedy"}
    )


def test_a_table_of_bots_is_played_off_the_request_a_fair_share_at_a_time(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    svc.bot_steps = 5
    busy = _all_bots(svc)
    svc.start(busy)
    assert svc.view(busy)["seq"] <= 5  # the request made five answers at most
    assert svc.backlog == 1
    # Another table's person is answered while the bots' table waits its turn.
    t = seat_table(svc, example("saiyan-duel.yaml"), {"Kris": {"side": "Earth"}}, seed=3)
    svc.start(t.gm)
    before = svc.view(busy)["seq"]
    for _ in range(3):
        pending = svc.view(t.players["Kris"])["pending"]
        if pending and "options" in pending:
            svc.answer(t.players["Kris"], pending["decision_id"], 0)
    assert svc.view(busy)["seq"] == before  # nothing of the bots' table ran in those requests
    moved = svc.work(steps=7)
    assert svc.view(busy)["table"] in moved
    assert svc.view(busy)["seq"] == before + 7  # one share
    rounds = 0
    while svc.backlog and rounds < 10_000:
        svc.work()
        rounds += 1
    assert svc.view(busy)["status"] == "over"


def test_a_library_caller_still_gets_every_bot_answer_at_once(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    busy = _all_bots(svc)
    svc.start(busy)
    view: dict[str, Any] = svc.view(busy)
    assert view["status"] == "over"
    assert svc.backlog == 0


KILLED_PLAYER = """
import json, random, sys
sys.path[:0] = [sys.argv[3], sys.argv[4]]
from tests.table.helpers import pick, waiting
from tenkaichi.table.service import TableService
svc = TableService(sys.argv[1], migrate=False)
tokens = json.loads(sys.argv[2])
rng = random.Random(int(sys.argv[5]))
while True:
    found = waiting(svc, tokens)
    if found is None:
        break
    name, pending = found
    print("answering", flush=True)
    svc.answer(tokens[name], pending["decision_id"], pick(pending, rng))
"""


def test_kill_9_during_the_bots_turns_never_leaves_a_bot_waiting(tmp_path: Path) -> None:
    """A player's process is killed (SIGKILL) at random moments, often while the bots answer
    after it; every time, the table opened again waits for a person or is over, never for a
    bot."""
    root = Path(__file__).resolve().parents[2]
    url = f"sqlite:///{tmp_path / 'k.sqlite3'}"
    svc = TableService(url)
    gm = svc.create_table(example("mirror-3v3.yaml"), "Gina", seed=8, bots={"East": "greedy"})
    kris = svc.add_seat(gm, "player", side="West")
    svc.join(kris, "Kris")
    svc.approve(gm, svc.view(kris)["you"]["seat"])
    svc.start(gm)
    svc.close()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root / "src"), str(root)])}
    timing = random.Random(3)
    for cycle in range(8):
        proc = subprocess.Popen(
            [
                sys.executable,
                "-c",
                KILLED_PLAYER,
                url,
                json.dumps({"Kris": kris}),
                str(root / "src"),
                str(root),
                str(cycle),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert proc.stdout is not None
        for _ in range(timing.randint(1, 4)):
            if not proc.stdout.readline():
                break
        time.sleep(timing.uniform(0.0, 0.3))  # lands anywhere in the answer or the bots'
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        again = TableService(url, migrate=False)
        view = again.view(gm)
        if view["status"] == "over":
            break
        pending = view["pending"]
        assert pending is not None, f"cycle {cycle}: the table waits for nobody"
        assert pending["waiting_for"] == "Kris", f"cycle {cycle}: it waits for {pending}"
        again.close()


def test_the_bots_a_game_master_may_ask_for_are_counted_before_a_table_opens(
    tmp_path: Path,
) -> None:
    """A 40-fighter table of bots alone is 40 fighters played by bots; one owner's open
    tables may ask for at most BOT_ACTORS_PER_OWNER at once, checked before a table opens or a
    bot is seated (a one-line refusal; nothing is opened)."""
    from tenkaichi.dbu.combat.core.setup import parse_setup
    from tenkaichi.table.service_seats import BOT_ACTORS_PER_OWNER
    from tenkaichi.table.store import TableError

    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    crowd = example("mirror-3v3.yaml").model_dump(mode="json")
    crowd["fighters"] = [{**f, "count": 10, "pos": None} for f in crowd["fighters"][:1]] + [
        {**f, "count": 10, "pos": None} for f in crowd["fighters"][3:4]
    ]
    crowd["width"], crowd["height"] = 20, 20
    crowd["items"], crowd["features"] = [], []
    setup = parse_setup(crowd, "crowd")
    both = {"West": "greedy", "East": "greedy"}
    opened = 0
    for _ in range(BOT_ACTORS_PER_OWNER // 20):
        svc.create_table(setup, "Bo", seed=1, bots=both, owner="10.0.0.9")
        opened += 1
    with pytest.raises(TableError, match="played by bots") as refused:
        svc.create_table(setup, "Bo", seed=1, bots=both, owner="10.0.0.9")
    assert "\n" not in str(refused.value)
    # another owner is not held up by this one
    svc.create_table(setup, "Al", seed=1, bots=both, owner="10.0.0.10")
    # a table of people only costs nothing
    svc.create_table(setup, "Bo", seed=1, owner="10.0.0.9")
    gm = svc.create_table(setup, "Bo", seed=1, owner="10.0.0.9")
    with pytest.raises(TableError, match="played by bots"):
        svc.add_seat(gm, "bot", side="West", bot="greedy")
    assert opened == BOT_ACTORS_PER_OWNER // 20
