"""The fight preview on the game master's page (issue 37): the GM alone starts, follows and
cancels it, before the start of a DBU fight only; it plays the table's encounter exactly as the
start would (edition, house rules, sides, squares); one at a time per table; progress and the
result over ``/api/seat/TOKEN/preview``; hostile input refused in one line with nothing
changed; a preview dies with the server (no worker process left, no hang).

Runs are a few fights of a duel; a stand-in runner that waits for the test (never for time)
holds a preview "running" where a test needs it so. Every wait is a hang guard.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.dbu.combat.core.setup import EncounterSetup, parse_setup
from tenkaichi.dbu.preview import run_preview
from tenkaichi.table.service import TableService
from tenkaichi.table.service_preview import RUNS_DEFAULT, RUNS_MAX, PreviewJobs
from tenkaichi.table.store import TableError
from tenkaichi.table.web import create_app

from .helpers import EXAMPLES, Seated, example, seat_table

HANG = 120.0
"""Seconds any wait may last: a guard against a hang, never a speed expectation."""
TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}
CLIENT = {"x-tenkaichi-client": "1"}
RESULT_KEYS = {
    "runs",
    "done",
    "cancelled",
    "first_seed",
    "bot",
    "sides",
    "draws",
    "safety_stops",
    "rounds",
    "nobody_fell",
    "fighters",
}
"""The keys ``tenkaichi/dbu/preview/result.py`` documents."""


def house_rules_duel() -> EncounterSetup:
    """The saiyan duel in the older edition with two house rules (what the start must keep)."""
    raw = example("saiyan-duel.yaml").model_dump(mode="json")
    raw["edition"] = "dbu-1"
    raw["settings"] = {**raw.get("settings", {}), "massive_damage": False, "long_range": 7}
    return parse_setup(raw, "test")


@dataclass
class FakeResult:
    cancelled: bool
    runs: int
    done: int

    def to_json(self) -> dict[str, object]:
        return {"runs": self.runs, "done": self.done, "cancelled": self.cancelled}


@dataclass
class Held:
    """A stand-in runner: reports one fight played, then waits until the test lets it go or
    the preview is cancelled; records what it was given."""

    setups: list[Any] = field(default_factory=list)
    calls: list[dict[str, Any]] = field(default_factory=list)
    reached: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)

    def __call__(
        self,
        setup: Any,
        *,
        runs: int = 1000,
        seed: int = 1,
        bot: str = "greedy",
        workers: int = 1,
        progress: Callable[[int, int], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> FakeResult:
        self.setups.append(setup)
        self.calls.append({"runs": runs, "seed": seed, "bot": bot, "workers": workers})
        assert progress is not None
        assert cancel is not None
        progress(1, runs)
        self.reached.set()
        while not (self.release.is_set() or cancel.is_set()):
            self.release.wait(0.05)
        return FakeResult(cancel.is_set(), runs, runs if not cancel.is_set() else 1)


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Seated]:
    svc = TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    yield seat_table(svc, house_rules_duel(), TWO, seed=5)
    svc.close()


@pytest.fixture
def held(table: Seated) -> Iterator[tuple[PreviewJobs, Held]]:
    runner = Held()
    jobs = PreviewJobs(table.svc, workers=1, runner=runner)
    yield jobs, runner
    runner.release.set()
    jobs.close(HANG)


@pytest.fixture
def web(table: Seated) -> Iterator[tuple[TestClient, PreviewJobs]]:
    app = create_app(service=table.svc, data=EXAMPLES)
    jobs: PreviewJobs = app.state.web.previews
    jobs.workers = 1  # in this process: a few fights, no worker processes to start
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client, jobs


def until_over(ask: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """Ask until the preview is no longer running (a hang guard only)."""
    deadline = time.monotonic() + HANG
    while True:
        found = ask()
        if found["state"] != "running":
            return found
        assert time.monotonic() < deadline, "the preview never ended"
        time.sleep(0.05)


# --- the game master's preview -------------------------------------------------------------


def test_the_gm_runs_a_preview_and_reads_its_result(
    web: tuple[TestClient, PreviewJobs], table: Seated
) -> None:
    client, _ = web
    token = table.gm
    first = client.get(f"/api/seat/{token}/preview").json()
    assert first == {
        "offered": True,
        "why": "",
        "runs_default": RUNS_DEFAULT,
        "runs_max": RUNS_MAX,
        "state": "idle",
        "runs": RUNS_DEFAULT,
        "done": 0,
        "total": 0,
        "failure": "",
        "result": None,
    }
    started = client.post(f"/api/seat/{token}/preview", data={"do": "start", "runs": "2"})
    assert started.status_code == 200, started.text
    assert started.json()["state"] in ("running", "done")
    assert started.json()["runs"] == 2
    over = until_over(lambda: client.get(f"/api/seat/{token}/preview").json())
    assert over["state"] == "done", over
    assert (over["done"], over["total"]) == (2, 2)
    result = over["result"]
    assert set(result) == RESULT_KEYS
    assert (result["runs"], result["done"], result["cancelled"]) == (2, 2, False)
    assert [s["side"] for s in result["sides"]] == ["Earth", "Afterlife"]
    assert sum(s["wins"] for s in result["sides"]) + result["draws"]["count"] == 2
    # the very numbers of a preview of the table's encounter, made outside the table
    assert result == run_preview(house_rules_duel(), runs=2, seed=1).to_json()
    # shown again to a page opened later, until another preview replaces it
    assert client.get(f"/api/seat/{token}/preview").json()["result"] == result


def test_the_preview_plays_the_encounter_exactly_as_the_start(
    table: Seated, held: tuple[PreviewJobs, Held]
) -> None:
    jobs, runner = held
    jobs.start(table.gm, "7")
    assert runner.reached.wait(HANG)
    runner.release.set()
    assert until_over(lambda: jobs.status(table.gm))["state"] == "done"
    (given,) = runner.setups
    assert given == house_rules_duel()
    assert given.edition == "dbu-1"
    assert given.settings["massive_damage"] is False
    assert runner.calls == [{"runs": 7, "seed": 1, "bot": "greedy", "workers": 1}]
    table.svc.start(table.gm)
    with table.svc.seat_context(table.gm) as seat:
        assert seat.enc.setup == given  # the fight that started is the one previewed


def test_progress_shows_while_it_runs_and_a_cancel_keeps_the_fights_done(
    table: Seated, held: tuple[PreviewJobs, Held]
) -> None:
    jobs, runner = held
    jobs.start(table.gm, "40")
    assert runner.reached.wait(HANG)
    now = jobs.status(table.gm)
    assert (now["state"], now["done"], now["total"], now["runs"]) == ("running", 1, 40, 40)
    assert now["result"] is None
    jobs.cancel(table.gm)
    over = until_over(lambda: jobs.status(table.gm))
    assert over["state"] == "cancelled"
    assert over["result"] == {"runs": 40, "done": 1, "cancelled": True}
    assert over["done"] == 1
    # a cancel with nothing running changes nothing
    assert jobs.cancel(table.gm) == over


def test_a_real_preview_cancelled_midway_returns_the_fights_played(table: Seated) -> None:
    reached = threading.Event()

    def hold_at_first_progress(setup: Any, **kw: Any) -> Any:
        progress, cancel = kw.pop("progress"), kw["cancel"]

        def report(done: int, total: int) -> None:
            progress(done, total)
            reached.set()
            cancel.wait(HANG)  # the test cancels while the preview stands here

        return run_preview(setup, progress=report, **kw)

    jobs = PreviewJobs(table.svc, workers=1, runner=hold_at_first_progress)
    try:
        jobs.start(table.gm, "100")
        assert reached.wait(HANG)
        jobs.cancel(table.gm)
        over = until_over(lambda: jobs.status(table.gm))
    finally:
        jobs.close(HANG)
    assert over["state"] == "cancelled"
    result = over["result"]
    assert result["cancelled"] is True
    assert 0 < result["done"] < 100
    assert over["done"] == result["done"]
    assert result == run_preview(house_rules_duel(), runs=result["done"]).to_json() | {
        "runs": 100,
        "cancelled": True,
    }


def test_a_second_start_while_one_runs_is_refused(
    table: Seated, held: tuple[PreviewJobs, Held]
) -> None:
    jobs, runner = held
    jobs.start(table.gm, "5")
    assert runner.reached.wait(HANG)
    with pytest.raises(TableError, match="a preview of this fight is running already"):
        jobs.start(table.gm, "9")
    assert jobs.status(table.gm)["runs"] == 5
    assert len(runner.calls) == 1


def test_two_starts_at_once_make_one_preview(table: Seated, held: tuple[PreviewJobs, Held]) -> None:
    jobs, runner = held
    gate = threading.Barrier(2)
    outcomes: list[str] = []

    def start() -> None:
        gate.wait(HANG)
        try:
            jobs.start(table.gm, "5")
            outcomes.append("started")
        except TableError as error:
            outcomes.append(str(error))

    threads = [threading.Thread(target=start) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(HANG)
    assert sorted(outcomes) == [
        "a preview of this fight is running already: wait or cancel it",
        "started",
    ]
    assert runner.reached.wait(HANG)
    assert len(runner.calls) == 1


def test_the_server_runs_a_few_previews_at_once_at_most(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    runner = Held()
    jobs = PreviewJobs(svc, workers=1, runner=runner, at_once=2)
    try:
        gms = [svc.create_table(example("saiyan-duel.yaml"), f"GM {i}") for i in range(3)]
        jobs.start(gms[0], "3")
        jobs.start(gms[1], "3")
        with pytest.raises(TableError, match="running 2 previews already"):
            jobs.start(gms[2], "3")
        assert jobs.status(gms[2])["state"] == "idle"
    finally:
        runner.release.set()
        jobs.close(HANG)
        svc.close()


def test_starting_the_fight_cancels_the_preview_and_closes_it(
    web: tuple[TestClient, PreviewJobs], table: Seated
) -> None:
    client, jobs = web
    runner = Held()
    jobs.runner = runner
    token = table.gm
    assert client.post(f"/api/seat/{token}/preview", data={"do": "start"}).status_code == 200
    assert runner.reached.wait(HANG)
    assert runner.calls[0]["runs"] == RUNS_DEFAULT  # an empty runs field: the default
    started = client.post(f"/seat/{token}/control", data={"action": "start"}, headers=CLIENT)
    assert started.status_code == 200, started.text
    deadline = time.monotonic() + HANG
    while jobs.running():
        assert time.monotonic() < deadline, "the preview went on after the start"
        time.sleep(0.05)
    shown = client.get(f"/api/seat/{token}/preview").json()
    assert (shown["offered"], shown["why"]) == (
        False,
        "the preview is made before the fight starts",
    )
    assert shown["result"] is None
    refused = client.post(f"/api/seat/{token}/preview", data={"do": "start", "runs": "3"})
    assert refused.status_code == 409
    assert refused.json() == {"error": "the preview is made before the fight starts"}


def test_a_fight_started_by_another_route_stops_the_preview(table: Seated) -> None:
    """The fight started through the service (the chat, another server process): the
    preview sees it at its next look and stops."""
    reached = threading.Event()

    def reports_until_cancelled(setup: Any, **kw: Any) -> FakeResult:
        progress, cancel = kw["progress"], kw["cancel"]
        done = 0
        while not cancel.is_set():
            done += 1
            progress(done, kw["runs"])
            reached.set()
            cancel.wait(0.01)
        return FakeResult(True, kw["runs"], done)

    jobs = PreviewJobs(table.svc, workers=1, runner=reports_until_cancelled)
    jobs.recheck = 0.0  # look at the table at every progress report
    try:
        jobs.start(table.gm, "500")
        assert reached.wait(HANG)
        table.svc.start(table.gm)
        deadline = time.monotonic() + HANG
        while jobs.running():
            assert time.monotonic() < deadline, "the preview went on after the start"
            time.sleep(0.02)
    finally:
        jobs.close(HANG)
    assert jobs.status(table.gm)["offered"] is False


# --- who may, and hostile input --------------------------------------------------------------


def test_only_the_game_master_previews(web: tuple[TestClient, PreviewJobs], table: Seated) -> None:
    client, jobs = web
    runner = Held()
    jobs.runner = runner
    for name, token in {**table.players, "spectator": table.spectator}.items():
        for answer in (
            client.get(f"/api/seat/{token}/preview"),
            client.post(f"/api/seat/{token}/preview", data={"do": "start", "runs": "3"}),
            client.post(f"/api/seat/{token}/preview", data={"do": "cancel"}),
        ):
            assert answer.status_code == 409, name
            assert answer.json() == {"error": "only the game master may do that"}, name
    for stranger in ("x" * 43, table.gm[:-1] + ("A" if table.gm[-1] != "A" else "B"), "%00"):
        answer = client.post(f"/api/seat/{stranger}/preview", data={"do": "start", "runs": "3"})
        assert answer.status_code == 404
        assert answer.json()["error"].startswith("that seat link is not valid")
        assert client.get(f"/api/seat/{stranger}/preview").status_code == 404
    assert runner.calls == []
    assert client.get(f"/api/seat/{table.gm}/preview").json()["state"] == "idle"


@pytest.mark.parametrize(
    "runs",
    ["abc", "-1", "0", "10001", "1e3", "9" * 50, "3.5", "½", "٣", " 3 4", "0x10", "1000000000"],
)
def test_a_runs_count_that_is_no_whole_number_in_range_is_refused(
    web: tuple[TestClient, PreviewJobs], table: Seated, runs: str
) -> None:
    client, jobs = web
    runner = Held()
    jobs.runner = runner
    answer = client.post(f"/api/seat/{table.gm}/preview", data={"do": "start", "runs": runs})
    assert answer.status_code == 409
    error = answer.json()["error"]
    assert error.startswith("the fights to run are a whole number from 1 to 10,000 (got ")
    assert "\n" not in error
    assert runner.calls == []
    assert client.get(f"/api/seat/{table.gm}/preview").json()["state"] == "idle"


def test_other_hostile_forms_change_nothing(
    web: tuple[TestClient, PreviewJobs], table: Seated
) -> None:
    client, jobs = web
    runner = Held()
    jobs.runner = runner
    url = f"/api/seat/{table.gm}/preview"
    for form, said in (
        ({"do": "stop"}, "a preview is started or cancelled"),
        ({}, "a preview is started or cancelled"),
        ({"do": "start", "runs": "1,000"}, None),  # as people write it: taken
    ):
        answer = client.post(url, data=form)
        if said is None:
            assert answer.status_code == 200
            assert answer.json()["runs"] == 1000
            continue
        assert answer.status_code == 409
        assert answer.json() == {"error": said}
    assert runner.reached.wait(HANG)
    huge = client.post(url, content=b"do=start&runs=" + b"9" * 600_000)
    assert huge.status_code == 409
    assert huge.json() == {"error": "that form is larger than 512 KB"}
    garbled = client.post(url, content=b"\xff\xfe\x00do=start", headers={"content-type": "x/y"})
    assert garbled.status_code == 409
    assert len(runner.calls) == 1


@pytest.mark.parametrize(
    ("game", "setup", "title"),
    [
        ("top", {"players": 4, "settings": {"turns": 5}}, "Tournament of Power"),
        (
            "ddc",
            {
                "fighters": [{"fighter": "Agumon"}, {"fighter": "Gabumon"}],
                "settings": {"grid_width": 7, "grid_height": 5},
            },
            "Dungeon DICE Combat",
        ),
    ],
)
def test_a_tournament_or_dungeon_table_has_no_preview(
    tmp_path: Path, game: str, setup: dict[str, Any], title: str
) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    app = create_app(service=svc, data=EXAMPLES)
    said = f"a {title} table has no fight preview"
    try:
        gm = svc.create_table(setup, "Hana", game=game)
        with TestClient(app) as client:
            shown = client.get(f"/api/seat/{gm}/preview").json()
            assert (shown["offered"], shown["why"], shown["state"]) == (False, said, "idle")
            answer = client.post(f"/api/seat/{gm}/preview", data={"do": "start", "runs": "3"})
            assert answer.status_code == 409
            assert answer.json() == {"error": said}
            assert app.state.web.previews.running() == 0
    finally:
        svc.close()


def test_a_failing_preview_says_so_in_one_line(table: Seated) -> None:
    def broken(setup: Any, **kw: Any) -> Any:
        raise RuntimeError("a bug deep inside")

    jobs = PreviewJobs(table.svc, workers=1, runner=broken)
    try:
        jobs.start(table.gm, "3")
        over = until_over(lambda: jobs.status(table.gm))
    finally:
        jobs.close(HANG)
    assert over["state"] == "failed"
    assert over["failure"] == "the preview failed on the server: try again, and tell the host"
    assert "RuntimeError" not in str(over)


# --- the server stops ---------------------------------------------------------------------------


def test_a_preview_in_worker_processes_dies_with_the_server(table: Seated) -> None:
    """A preview played by two worker processes, under way when the server stops: the stop
    cancels it, waits for it, and leaves no worker process and no thread behind."""
    app = create_app(service=table.svc, data=EXAMPLES)
    jobs: PreviewJobs = app.state.web.previews
    jobs.workers = 2
    reached = threading.Event()

    def watched(setup: Any, **kw: Any) -> Any:
        progress, cancel = kw.pop("progress"), kw["cancel"]

        def report(done: int, total: int) -> None:
            progress(done, total)
            reached.set()
            cancel.wait(HANG)  # the preview stands here until the server's stop cancels it

        return run_preview(setup, progress=report, **kw)

    jobs.runner = watched
    with TestClient(app) as client:
        answer = client.post(f"/api/seat/{table.gm}/preview", data={"do": "start", "runs": "50"})
        assert answer.status_code == 200
        assert reached.wait(HANG)
        assert client.get(f"/api/seat/{table.gm}/preview").json()["state"] == "running"
    # the server has stopped: the preview with it
    assert jobs.running() == 0
    assert not [t for t in threading.enumerate() if t.name.startswith("tenkaichi preview")]
    assert multiprocessing.active_children() == []
    with pytest.raises(TableError, match="the server is stopping"):
        jobs.start(table.gm, "3")
