"""The table service: seats and tokens, stale, foreign, illegal and garbled answers, undo,
pause, two writers at once, physical dice, the snapshot cache."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from tenkaichi.table.games.dbu import RULES as DBU
from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS, SNAPSHOTS, TableError

from .helpers import Seated, example, pick, play, roll_dice, seat_table, waiting
from .pg import pg_schema_url

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


@pytest.fixture
def table(url: str) -> Iterator[Seated]:
    svc = TableService(url)
    seated = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(seated.gm)
    yield seated
    svc.close()


def _log(svc: TableService) -> list[Any]:
    with svc.engine.connect() as c:
        return list(c.execute(sa.select(INPUTS).order_by(INPUTS.c.seq)).all())


def _asked(t: Seated) -> tuple[str, dict[str, Any]]:
    found = waiting(t.svc, t.tokens())
    assert found is not None
    return found


def _refused(t: Seated, call: Any, *args: Any, contains: str = "") -> None:
    """``call`` raises one line of TableError and changes neither the log nor any view."""
    before = (_log(t.svc), {n: t.svc.view(k) for n, k in t.tokens().items()})
    with pytest.raises(TableError) as caught:
        call(*args)
    assert "\n" not in str(caught.value)
    assert contains in str(caught.value)
    assert (_log(t.svc), {n: t.svc.view(k) for n, k in t.tokens().items()}) == before


def test_the_waiting_seat_answers_and_the_decision_id_moves_on(table: Seated) -> None:
    seat, pending = _asked(table)
    nxt = table.svc.answer(table.players[seat], pending["decision_id"], 0)
    assert nxt > pending["decision_id"]
    rows = _log(table.svc)
    assert rows[pending["decision_id"]].kind == "choice"
    assert rows[pending["decision_id"]].payload["choice"] == pending["options"][0]["key"]


def test_stale_foreign_illegal_and_garbled_answers_change_nothing(table: Seated) -> None:
    seat, pending = _asked(table)
    other = next(n for n in table.players if n != seat)
    did, svc = pending["decision_id"], table.svc
    _refused(table, svc.answer, table.players[seat], did - 1, 0, contains="is over")
    _refused(table, svc.answer, table.players[seat], did + 1, 0, contains="is over")
    _refused(table, svc.answer, table.players[other], did, 0, contains="not your decision")
    _refused(table, svc.answer, table.spectator, did, 0, contains="spectator")
    _refused(table, svc.answer, table.gm, did, 0, contains="not your decision")
    _refused(table, svc.answer, table.players[seat], did, len(pending["options"]))
    _refused(table, svc.answer, table.players[seat], did, {"kind": "teleport"})
    for garbled in (["x"], None, True, "0", {"kind": "x" * 5000}, 1.5):
        _refused(table, svc.answer, table.players[seat], did, garbled)
    _refused(table, svc.answer, table.players[seat], "7", 0)
    _refused(table, svc.answer, "not-a-token", did, 0, contains="not valid")
    _refused(table, svc.enter_dice, table.players[seat], did, [3], contains="no dice")


def test_an_answer_by_key_is_the_same_as_by_number(url: str) -> None:
    views = []
    for by_key in (False, True):
        svc = TableService(url)
        t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
        svc.start(t.gm)
        seat, pending = _asked(t)
        choice = pending["options"][1]["key"] if by_key else 1
        svc.answer(t.players[seat], pending["decision_id"], choice)
        views.append(svc.view(t.players[seat])["events"])
    assert views[0] == views[1]


def test_seats_act_only_once_approved_and_kicked_tokens_stop(url: str) -> None:
    svc = TableService(url)
    gm = svc.create_table(example("saiyan-duel.yaml"), "Gina", seed=5)
    kris = svc.add_seat(gm, "player", side="Earth")
    ava = svc.add_seat(gm, "player", side="Afterlife")
    with pytest.raises(TableError, match="not joined"):
        svc.approve(gm, svc.view(kris)["you"]["seat"])
    svc.join(kris, "Kris")
    svc.join(ava, "Ava")
    with pytest.raises(TableError, match="game master"):
        svc.approve(kris, svc.view(kris)["you"]["seat"])
    with pytest.raises(TableError, match="already has a seat"):
        svc.add_seat(gm, "player", side="Earth")
    svc.start(gm)
    tokens = {"Kris": kris, "Ava": ava}
    seat, pending = next(
        (n, svc.view(k)["pending"]) for n, k in tokens.items() if svc.view(k)["pending"]
    )
    assert "options" not in pending  # not approved: told who is waited on, shown no options
    with pytest.raises(TableError, match="not let you in"):
        svc.answer(tokens[seat], pending["decision_id"], 0)
    for token in tokens.values():
        svc.approve(gm, svc.view(token)["you"]["seat"])
    seat_id = svc.view(tokens[seat])["you"]["seat"]
    new = svc.kick(gm, seat_id)
    with pytest.raises(TableError, match="not valid"):
        svc.view(tokens[seat])
    # the kicked player's fighter went to the game master at once: the fight does not wait
    assert "options" in svc.view(gm)["pending"]
    svc.join(new, "Kim")
    svc.approve(gm, seat_id)
    assert "options" not in svc.view(new)["pending"]
    svc.give(gm, pending["actor"], seat_id)  # and comes back when the GM gives it back
    assert "options" in svc.view(new)["pending"]
    svc.answer(new, pending["decision_id"], 0)


def test_undo_rebuilds_a_prefix_and_tells_everyone(table: Seated) -> None:
    seat, pending = _asked(table)
    before = table.svc.view(table.players[seat])
    rng = random.Random(1)
    for _ in range(3):
        seat2, pending2 = _asked(table)
        table.svc.answer(table.players[seat2], pending2["decision_id"], pick(pending2, rng))
    with pytest.raises(TableError, match="game master"):
        table.svc.undo(table.players[seat], 1)
    with pytest.raises(TableError, match="only 3"):
        table.svc.undo(table.gm, 4)
    table.svc.undo(table.gm, 3)
    after = table.svc.view(table.players[seat])
    assert after["events"] == before["events"]
    assert after["fighters"] == before["fighters"]
    assert after["pending"]["options"] == before["pending"]["options"]
    assert after["pending"]["decision_id"] == pending["decision_id"] + 4
    for token in table.tokens().values():
        assert "took back the last 3 decisions" in table.svc.view(token)["notices"][-1]["text"]
    with pytest.raises(TableError, match="is over"):
        table.svc.answer(table.players[seat], pending["decision_id"], 0)
    fresh = TableService(table.svc.engine.url.render_as_string(hide_password=False))
    assert fresh.view(table.players[seat]) == after


def test_paused_tables_take_no_answers(table: Seated) -> None:
    seat, _ = _asked(table)
    did = table.svc.pause(table.gm)
    with pytest.raises(TableError, match="paused"):
        table.svc.answer(table.players[seat], did, 0)
    did = table.svc.resume(table.gm)
    table.svc.answer(table.players[seat], did, 0)
    table.svc.end(table.gm)
    assert table.svc.view(table.spectator)["status"] == "over"
    assert [n["text"] for n in table.svc.view(table.spectator)["notices"]] == [
        "Gina paused the fight",
        "Gina resumed the fight",
        "Gina ended the fight",
    ]


def _race(url: str) -> None:
    first = TableService(url)
    t = seat_table(first, example("saiyan-duel.yaml"), TWO, seed=5)
    first.start(t.gm)
    services = [first, TableService(url, migrate=False)]
    for _ in range(4):
        seat, pending = _asked(t)
        for svc in services:
            svc.view(t.players[seat])  # both caches are at this decision
        barrier = threading.Barrier(2)
        results: list[str] = []

        def go(
            svc: TableService,
            seat: str = seat,
            pending: dict[str, Any] = pending,
            barrier: threading.Barrier = barrier,
            results: list[str] = results,
        ) -> None:
            barrier.wait()
            try:
                svc.answer(t.players[seat], pending["decision_id"], 0)
                results.append("ok")
            except TableError as error:
                results.append(str(error))

        threads = [threading.Thread(target=go, args=(svc,)) for svc in services]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        assert sorted(results)[-1] == "ok"
        assert "already answered" in sorted(results)[0] or "is over" in sorted(results)[0]
        assert sum(1 for r in _log(first) if r.decision_id == pending["decision_id"]) == 1


def test_two_writers_at_once_exactly_one_lands_sqlite(url: str) -> None:
    _race(url)


def test_two_writers_at_once_exactly_one_lands_postgresql() -> None:
    with pg_schema_url() as url:
        _race(url)


def test_physical_dice_are_asked_of_the_right_seat_and_logged(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, dice="physical")
    svc.start(t.gm)
    found = waiting(svc, t.tokens())
    assert found is not None
    name, first = found
    # The first roll is an Initiative, asked of the seat whose fighter rolls it, whole.
    assert first["kind"] == "dice"
    assert first["roll"] == "Initiative"
    assert first["dice"] == ["d10"]
    assert first["prompt"].endswith(": 1d10: type 1 die")
    seat_of = {"Kris": "Earth", "Ava": "Afterlife"}
    assert DBU.sides(example("saiyan-duel.yaml"))[first["for"]] == seat_of[name]
    others = {n: tok for n, tok in t.tokens().items() if n != name}
    for token in others.values():
        assert "prompt" not in (svc.view(token)["pending"] or {})
    did = first["decision_id"]
    other = next(n for n in ("Kris", "Ava") if n != name)
    _refused(t, svc.enter_dice, t.players[other], did, [5], contains="rolls these dice")
    _refused(t, svc.enter_dice, t.tokens()[name], did, [0], contains="the d10 must be 1-10")
    _refused(t, svc.enter_dice, t.tokens()[name], did, [11], contains="you typed 11")
    _refused(t, svc.enter_dice, t.tokens()[name], did, [5] * 2, contains="needs 1 die")
    _refused(t, svc.enter_dice, t.tokens()[name], did, "seven", contains="is not a number")
    rng = random.Random(3)
    entered = 0
    for _ in range(300):
        found = waiting(svc, t.tokens())
        if found is None:
            break
        name, pending = found
        token = t.tokens()[name]
        if pending["kind"] == "dice":
            svc.enter_dice(token, pending["decision_id"], roll_dice(pending, rng))
            entered += 1
        else:
            svc.answer(token, pending["decision_id"], pick(pending, rng))
    assert entered > 10
    dice_rows = [r for r in _log(svc) if r.kind == "dice"]
    assert len(dice_rows) == entered
    players = {svc.view(t.players[n])["you"]["seat"] for n in ("Kris", "Ava")}
    assert {r.seat_id for r in dice_rows} == players  # the GM plays nobody: never asked
    fresh = TableService(url, migrate=False)
    assert fresh.view(t.spectator) == svc.view(t.spectator)


def test_bots_roll_their_own_physical_dice(url: str) -> None:
    svc = TableService(url)
    gm = svc.create_table(
        example("saiyan-duel.yaml"), "Gina", dice="physical", seed=0, bots={"Earth": "random"}
    )
    ava = svc.add_seat(gm, "player", side="Afterlife")
    svc.join(ava, "Ava")
    svc.approve(gm, svc.view(ava)["you"]["seat"])
    svc.start(gm)
    tokens = {"GM": gm, "Ava": ava}
    assert play(svc, tokens, random.Random(4), 60) > 0
    bot_seat = next(s["seat"] for s in svc.seats(gm) if s["role"] == "bot")
    assert any(r.kind == "dice" and r.seat_id == bot_seat for r in _log(svc))


def test_snapshots_are_a_cache_checked_against_the_log(url: str) -> None:
    svc = TableService(url)
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(t.gm)
    rng = random.Random(2)
    while svc.view(t.gm)["seq"] < 60:
        name, pending = _asked(t)
        svc.answer(t.players[name], pending["decision_id"], pick(pending, rng))
    with svc.engine.connect() as c:
        stored = c.execute(sa.select(SNAPSHOTS.c.seq)).scalars().all()
    assert stored
    expected = svc.view(t.spectator)
    assert TableService(url, migrate=False).view(t.spectator) == expected
    with svc.engine.begin() as c:  # a tampered cache is not believed
        for row in c.execute(sa.select(SNAPSHOTS)).all():
            state = dict(row.state)
            state["state"] = {**state["state"], "round": 99}
            c.execute(SNAPSHOTS.update().where(SNAPSHOTS.c.seq == row.seq).values(state=state))
    assert TableService(url, migrate=False).view(t.spectator) == expected


def test_views_show_options_only_to_the_seat_that_answers(table: Seated) -> None:
    seat, _ = _asked(table)
    for name, token in table.tokens().items():
        view = table.svc.view(token)
        if name == seat:
            assert view["pending"]["options"]
        else:
            assert view["pending"]["waiting_for"] == seat
            assert "options" not in view["pending"]
