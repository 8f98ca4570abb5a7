"""The game master's page: table settings (secrets, turn timer, what a timeout does) with a
countdown on the pending decision, per-seat physical or digital dice (a seat with digital dice
is never asked to roll; the one that rolls reads which die), invite links that survive a
server restart, and the turn-timer task that pauses or passes for a seat whose time ran out."""

from __future__ import annotations

import html
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.table.timer import TABLE_SETTINGS
from tenkaichi.table.web import WebTable, create_app
from tenkaichi.table.web_timer import Timers

from .helpers import EXAMPLES, SHEETS_DUEL

DUEL = {**SHEETS_DUEL, "seed": "3"}


class Table:
    """A table made through the home page: Kris plays Goku (let in), a greedy bot Vegeta."""

    def __init__(self, client: TestClient, web: WebTable, **form: str) -> None:
        self.client, self.web = client, web
        made = client.post("/tables", data={**DUEL, **form}, follow_redirects=False)
        assert made.status_code == 303, made.text
        self.gm = str(made.headers["location"]).removeprefix("/seat/")
        seats = web.service.seats(self.gm)
        self.player_seat = next(s["seat"] for s in seats if s["role"] == "player")
        self.player = next(s["token"] for s in seats if s["role"] == "player")
        self.post(self.player, "join", name="Kris")
        self.post(self.gm, "seats", action="approve", seat=str(self.player_seat))

    def post(self, token: str, path: str, **form: str) -> Any:
        return self.client.post(f"/seat/{token}/{path}", data=form, follow_redirects=False)

    def view(self, token: str) -> dict[str, Any]:
        return dict(self.web.service.view(token))

    def page(self, token: str) -> str:
        return str(self.client.get(f"/seat/{token}").text)


def _errors(page: str) -> dict[str, str]:
    found = re.finditer(r'<span class="error" data-for="([^"]+)"[^>]*>([^<]*)</span>', page)
    return {m[1]: html.unescape(m[2]) for m in found}


def _selected(page: str, name: str) -> str:
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', page, flags=re.S)
    assert select is not None, name
    chosen = re.search(r'<option value="([^"]+)" selected', select[1])
    assert chosen is not None, name
    return chosen[1]


@pytest.fixture
def app_client(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app) as client:
        yield client, app.state.web


def test_the_gm_changes_the_table_settings_on_the_page(
    app_client: tuple[TestClient, WebTable],
) -> None:
    t = Table(*app_client)
    page = t.page(t.gm)
    assert _selected(page, "gm_sees_secrets") == "yes"
    assert 'name="turn_timer" size="5" value="0"' in page
    saved = t.post(t.gm, "settings", gm_sees_secrets="no", turn_timer="30", on_timeout="pass")
    assert saved.status_code == 303
    settings = t.view(t.gm)["settings"]
    changed = {"gm_sees_secrets": False, "turn_timer": 30, "on_timeout": "pass"}
    assert settings == {**TABLE_SETTINGS, **changed}
    page = t.page(t.gm)
    assert _selected(page, "gm_sees_secrets") == "no"
    assert _selected(page, "on_timeout") == "pass"
    assert 'name="turn_timer" size="5" value="30"' in page
    for bad, field, words in (
        ({"turn_timer": "3"}, "turn_timer", "the turn timer is 0 (off) or 5 to 3600 seconds"),
        ({"turn_timer": "soon"}, "turn_timer", "the turn timer is 0 (off) or 5 to 3600 seconds"),
        ({"on_timeout": "explode"}, "on_timeout", "pauses or passes for the player"),
        ({"gm_sees_secrets": "maybe"}, "gm_sees_secrets", "is yes or no"),
    ):
        refused = t.post(t.gm, "settings", **bad)
        assert refused.status_code == 409
        errors = _errors(refused.text)
        assert list(errors) == [field]
        assert words in errors[field]
        assert 'class="message"' not in refused.text  # next to its field, not at the top
    assert t.view(t.gm)["settings"] == settings
    assert t.post(t.player, "settings", turn_timer="0").status_code == 409
    assert t.view(t.gm)["settings"] == settings


def test_a_running_timer_shows_its_countdown(app_client: tuple[TestClient, WebTable]) -> None:
    t = Table(*app_client)
    t.post(t.gm, "settings", turn_timer="40")
    started = time.time()  # read before and after: no assumption of how long a step takes
    t.post(t.gm, "control", action="start")
    pending = t.view(t.player)["pending"]
    assert started + 40 - 1 <= pending["deadline"] <= time.time() + 40
    for token in (t.player, t.gm):
        found = re.search(r'id="countdown" data-left="([\d.]+)"', t.page(token))
        assert found is not None
        assert 40 - (time.time() - started) - 1 <= float(found[1]) <= 40
    assert "Time left for Kris" in t.page(t.gm)
    t.post(t.gm, "settings", turn_timer="0")
    assert 'id="countdown"' not in t.page(t.player)


def test_the_timer_task_pauses_or_passes_for_a_seat_out_of_time(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, web = app_client
    t = Table(client, web)
    t.post(t.gm, "settings", turn_timer="5", on_timeout="pause")
    started = time.monotonic()
    t.post(t.gm, "control", action="start")
    seq = t.view(t.player)["seq"]
    assert web.service.expire(now=started + 4) == []  # not yet
    with client.websocket_connect(f"/ws/seat/{t.player}") as ws:
        assert ws.receive_json()["view"]["seq"] == seq
        web.service.expire(now=time.monotonic() + 6)
        pushed = ws.receive_json()["view"]  # the lifespan's subscription pushes it
        assert pushed["status"] == "paused"
    assert "time ran out for Kris: the fight is paused" in t.page(t.gm)
    t.post(t.gm, "settings", on_timeout="pass")
    t.post(t.gm, "control", action="resume")
    before = t.view(t.player)
    assert before["status"] == "running"
    assert "options" in before["pending"]
    web.service.expire(now=time.monotonic() + 6)
    after = t.view(t.player)
    assert after["seq"] > before["seq"]
    assert after["status"] == "running"
    assert "the table answered for them" in t.page(t.player)


def test_the_timer_task_runs_while_the_app_does_and_stops_with_it(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app):
        timers: Timers = app.state.timers
        assert timers.running
        deadline = time.monotonic() + 60  # a guard against a hang: it looks twice a second
        while timers.looks < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert timers.looks >= 2
    assert not timers.running
    looks = timers.looks
    time.sleep(0.6)
    assert timers.looks == looks


def test_each_seat_types_its_dice_or_lets_the_table_roll(
    app_client: tuple[TestClient, WebTable],
) -> None:
    t = Table(*app_client, dice="physical")
    page = t.page(t.gm)
    assert _selected(page, "dice") == "physical"  # the GM's own row comes first
    t.post(t.gm, "control", action="start")
    # Kris plays Goku: Goku's Initiative is Kris's roll, asked of Kris alone, whole.
    pending = t.view(t.player)["pending"]
    assert (pending["kind"], pending["for"], pending["roll"]) == ("dice", "Goku", "Initiative")
    player_page = html.unescape(t.page(t.player))
    assert "Roll Goku's Initiative" in player_page
    assert "1d10: type 1 die" in player_page
    assert f'action="/seat/{t.player}/dice"' in player_page
    assert f'action="/seat/{t.gm}/dice"' not in t.page(t.gm)
    assert "Waiting for Kris to roll dice" in t.page(t.gm)
    decision = str(pending["decision_id"])
    for typed, words in (
        ("seven", "type the numbers the dice show"),
        ("0", "the d10 must be 1-10; you typed 0"),
        ("11", "the d10 must be 1-10; you typed 11"),
        ("7 3", "needs 1 die (1d10); you typed 2"),
    ):
        refused = t.post(t.player, "dice", decision=decision, dice=typed)
        assert refused.status_code == 409
        errors = _errors(refused.text)
        assert list(errors) == ["dice"]
        assert words in errors["dice"]
    assert t.view(t.gm)["seq"] == int(decision)
    gm_seat = t.view(t.gm)["you"]["seat"]
    digital = t.post(t.gm, "seats", action="dice", seat=str(gm_seat), dice="digital")
    assert digital.status_code == 303
    assert t.view(t.gm)["pending"]["waiting_for"] == "Kris"  # the GM rolls nothing here
    refused = t.post(t.gm, "seats", action="dice", seat=str(t.player_seat), dice="loaded")
    assert _errors(refused.text) == {
        f"dice{t.player_seat}": "a seat's dice are physical or digital"
    }
    done = t.post(t.gm, "seats", action="dice", seat=str(t.player_seat), dice="digital")
    assert done.status_code == 303
    asked = 0
    for _ in range(40):
        view = t.view(t.player)
        pending = view["pending"]
        if view["status"] != "running" or pending is None:
            break
        assert "dice" not in pending  # this seat is never asked to roll
        assert f'action="/seat/{t.player}/dice"' not in t.page(t.player)
        if "options" in pending:
            kinds = [o["key"]["kind"] for o in pending["options"]]
            option = kinds.index("attack") if "attack" in kinds else 0
            t.post(t.player, "answer", decision=str(pending["decision_id"]), option=str(option))
            asked += 1
    assert asked > 3
    seeded = Table(t.client, t.web)
    assert "Dice</th>" not in seeded.page(seeded.gm)  # a table that rolls every die


def test_invite_links_survive_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    app = create_app(url, data=EXAMPLES)
    with TestClient(app) as client:
        t = Table(client, app.state.web)
        spectator = next(
            s["token"] for s in app.state.web.service.seats(t.gm) if s["role"] == "spectator"
        )
        kicked = t.post(t.gm, "seats", action="kick", seat=str(t.player_seat))
        assert kicked.status_code == 303
        player = next(
            s["token"] for s in app.state.web.service.seats(t.gm) if s["role"] == "player"
        )
        assert player != t.player
    app.state.web.service.close()
    again = create_app(url, data=EXAMPLES)
    with TestClient(again) as client:
        page = client.get(f"/seat/{t.gm}").text
        for token in (player, spectator):
            assert f"http://testserver/seat/{token}" in page
            assert client.get(f"/seat/{token}").status_code == 200
        assert f"/seat/{t.player}" not in page  # the kicked link is gone for good
        assert client.get(f"/seat/{t.player}").status_code == 404
    again.state.web.service.close()


def test_a_join_or_add_seat_mistake_is_told_next_to_its_field(
    app_client: tuple[TestClient, WebTable],
) -> None:
    t = Table(*app_client)
    added = t.post(t.gm, "seats", action="add", role="player", side="")
    assert _errors(added.text) == {"add": "a player seat needs a side or fighters to answer for"}
    invite = t.web.service.add_seat(t.gm, "spectator")
    joined = t.post(invite, "join", name="x" * 80)
    assert list(_errors(joined.text)) == ["name"]
    assert "your name" in _errors(joined.text)["name"]
    stale = t.post(t.player, "dice", decision="0", dice="4")  # no dice asked: at the top
    assert _errors(stale.text) == {}
    assert 'class="message"' in stale.text
