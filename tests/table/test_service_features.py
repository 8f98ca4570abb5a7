"""The service's table features beyond answering: signed seat links that survive a restart,
per-seat digital dice at a physical table, the turn timer (pause or pass), replays of a
finished fight, settings checks and the cap on open tables per owner."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from tenkaichi.table.service import TABLES_PER_OWNER, TableService
from tenkaichi.table.store import INPUTS, TableError

from .helpers import example, pick, play, roll_dice, seat_table, waiting

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


def _log(svc: TableService) -> list[Any]:
    with svc.engine.connect() as c:
        return list(c.execute(sa.select(INPUTS).order_by(INPUTS.c.seq)).all())


def test_seat_links_are_shown_again_after_a_restart_and_a_kick_changes_one(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    links = {s["seat"]: s["token"] for s in svc.seats(t.gm)}
    assert set(links.values()) >= {t.gm, t.spectator, *t.players.values()}
    svc.close()
    again = TableService(url)  # a restarted server: nothing in memory
    assert {s["seat"]: s["token"] for s in again.seats(t.gm)} == links
    kris = again.view(t.players["Kris"])["you"]["seat"]
    fresh = again.kick(t.gm, kris)
    assert fresh != links[kris]
    with pytest.raises(TableError, match="not valid"):
        again.view(t.players["Kris"])
    assert {s["seat"]: s["token"] for s in again.seats(t.gm)}[kris] == fresh
    # the other process's link key is the same: a third service agrees
    assert {s["seat"]: s["token"] for s in TableService(url).seats(t.gm)}[kris] == fresh


def test_a_seat_with_digital_dice_is_never_asked_to_roll(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5, dice="physical")
    seats = {s["name"]: s["seat"] for s in svc.seats(t.gm)}
    svc.set_dice(t.gm, seats["Ava"], "digital")
    svc.set_dice(t.gm, seats["Gina"], "digital")  # the GM plays no fighter: never asked anyway
    with pytest.raises(TableError, match="physical or digital"):
        svc.set_dice(t.gm, seats["Kris"], "loaded")
    svc.start(t.gm)
    tokens = t.tokens()
    asked: set[str] = set()
    rng = random.Random(2)
    for _ in range(200):
        found = waiting(svc, tokens)
        if found is None:
            break
        name, pending = found
        if pending["kind"] == "dice":
            asked.add(name)
            svc.enter_dice(tokens[name], pending["decision_id"], roll_dice(pending, rng))
        else:
            svc.answer(tokens[name], pending["decision_id"], pick(pending, rng))
    assert asked == {"Kris"}  # only the seat with physical dice typed any
    rows = [r for r in _log(svc) if r.kind == "dice"]
    # Each roll is logged by the seat of the fighter who made it; the GM plays nobody here.
    assert {r.seat_id for r in rows} == {seats["Kris"], seats["Ava"]}
    again = TableService(url)
    assert again.view(t.spectator)["events"] == svc.view(t.spectator)["events"]


def test_a_seeded_table_refuses_per_seat_dice(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    kris = svc.view(t.players["Kris"])["you"]["seat"]
    with pytest.raises(TableError, match="rolls every die"):
        svc.set_dice(t.gm, kris, "physical")


def test_the_turn_timer_pauses_the_table_when_time_runs_out(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.set_settings(t.gm, turn_timer=30, on_timeout="pause")
    # the clock is read before and after each step: no assumption of how long a step takes
    started, started_wall = time.monotonic(), time.time()
    svc.start(t.gm)
    name, _pending = waiting(svc, t.tokens()) or ("", {})
    deadline = svc.view(t.tokens()[name])["pending"]["deadline"]
    assert started_wall + 30 - 1 <= deadline <= time.time() + 30
    assert svc.expire(now=started + 29) == []  # not yet
    assert svc.view(t.gm)["status"] == "running"
    assert len(svc.expire(now=time.monotonic() + 31)) == 1
    view = svc.view(t.spectator)
    assert view["status"] == "paused"
    assert any(f"time ran out for {name}" in n["text"] for n in view["notices"])
    resumed = time.monotonic()
    svc.resume(t.gm)  # the clock starts again
    assert svc.expire(now=resumed + 29) == []


def test_the_turn_timer_passes_for_a_player_who_runs_out(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.set_settings(t.gm, turn_timer=5, on_timeout="pass")
    svc.start(t.gm)
    name, pending = waiting(svc, t.tokens()) or ("", {})
    before = pending["decision_id"]
    assert svc.expire(now=time.monotonic() + 6)
    view = svc.view(t.spectator)
    assert view["status"] == "running"
    assert view["seq"] > before
    row = next(r for r in _log(svc) if r.seq == before)
    assert row.kind == "choice"
    assert row.payload.get("timeout") is True
    assert row.seat_id == svc.view(t.tokens()[name])["you"]["seat"]
    assert any(f"time ran out for {name}" in n["text"] for n in view["notices"])
    # the answer made for them cannot be undone as theirs: it is the server's
    with pytest.raises(TableError, match="only 0 decisions"):
        svc.undo(t.gm, 1)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"turn_timer": 2}, "turn timer"),
        ({"turn_timer": True}, "turn timer"),
        ({"on_timeout": "explode"}, "time runs out"),
        ({"gm_sees_secrets": "yes"}, "secrets"),
        ({"colour": "red"}, "unknown table setting"),
    ],
)
def test_bad_settings_are_one_line_and_change_nothing(
    url: str, changes: dict[str, Any], words: str
) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    before = svc.view(t.gm)["settings"]
    with pytest.raises(TableError, match=words) as caught:
        svc.set_settings(t.gm, **changes)
    assert "\n" not in str(caught.value)
    assert svc.view(t.gm)["settings"] == before
    with pytest.raises(TableError, match="only the game master"):
        svc.set_settings(t.players["Kris"], turn_timer=0)


def test_a_finished_fight_replays_step_by_step(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(t.gm)
    with pytest.raises(TableError, match="when the fight is over"):
        svc.replay(t.spectator, 0)
    play(svc, t.tokens(), random.Random(4), 40)
    svc.undo(t.gm, 1)
    play(svc, t.tokens(), random.Random(5), 2000)
    final = svc.view(t.spectator)
    if final["status"] != "over":
        svc.end(t.gm)
        final = svc.view(t.spectator)
    steps = final["seq"]
    last = svc.replay(t.spectator, steps)
    assert last["events"] == final["events"]
    assert last["fighters"] == final["fighters"]
    assert last["replay"] == {"step": steps, "steps": steps}
    lengths = [len(svc.replay(t.spectator, k)["events"]) for k in range(0, steps + 1, 7)]
    assert lengths[0] < lengths[-1]
    cold = TableService(url)  # nothing kept: every step rebuilt from the log's start
    for k in (1, 30, 39, 40, 41, 42, steps // 2, steps - 1):
        assert cold.replay(t.spectator, k) == svc.replay(t.spectator, k), k
        cold = TableService(url)
    mid = svc.replay(t.players["Kris"], steps // 2)
    assert mid["pending"] is None
    assert mid["seq"] == steps // 2
    with pytest.raises(TableError, match="from 0 to"):
        svc.replay(t.spectator, steps + 1)


def test_open_tables_per_owner_are_capped(url: str) -> None:
    svc = TableService(url)
    setup = example("saiyan-duel.yaml")
    gms = [svc.create_table(setup, "Gina", owner="10.0.0.7") for _ in range(TABLES_PER_OWNER)]
    with pytest.raises(TableError, match=f"already have {TABLES_PER_OWNER} open tables"):
        svc.create_table(setup, "Gina", owner="10.0.0.7")
    svc.create_table(setup, "Olga", owner="10.0.0.8")  # someone else is not held back
    svc.end(gms[0])
    svc.create_table(setup, "Gina", owner="10.0.0.7")  # an ended table frees a place


def test_a_restarted_service_warms_the_fights_in_progress_and_their_timers_run(
    url: str,
) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.set_settings(t.gm, turn_timer=5, on_timeout="pause")
    svc.start(t.gm)
    ended = svc.create_table(example("saiyan-duel.yaml"), "Olga")
    svc.end(ended)
    svc.close()
    again = TableService(url)  # a restart: nothing held until warmed
    assert again.expire(now=time.monotonic() + 60) == []  # holds no table yet
    assert again.warm() == 1  # the running table, not the lobby one nor the ended one
    assert len(again.expire(now=time.monotonic() + 6)) == 1
    assert again.view(t.spectator)["status"] == "paused"
