"""The web table in-process (FastAPI's TestClient): creating a table, the GM's page, inviting a
player, answers through a form and through the WebSocket, every open seat told of each input,
stale, foreign, spectator and garbled inputs refused in one line, the WebSocket's Origin, size
and rate checks, no page holding another seat's token, no trace on a server error."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.table.present import Viewer
from tenkaichi.table.web import SERVER_ERROR, WebTable, create_app
from tenkaichi.table.web_hub import MESSAGE_BURST, MESSAGE_MAX_BYTES
from tenkaichi.table.web_pages import viewer_of

from .helpers import EXAMPLES, example

TRACE_WORDS = ("Traceback", "Error:", 'File "', "tenkaichi.", "_token", "None")


@dataclass
class Web:
    client: TestClient
    web: WebTable
    gm: str
    player: str
    spectator: str
    bot: str

    def view(self, token: str) -> dict[str, Any]:
        response = self.client.get(f"/api/seat/{token}/view")
        assert response.status_code == 200, response.text
        return dict(response.json())

    def post(self, token: str, path: str, **form: Any) -> Any:
        return self.client.post(f"/seat/{token}/{path}", data=form, follow_redirects=False)

    def tokens(self) -> dict[str, str]:
        return {"gm": self.gm, "player": self.player, "spectator": self.spectator, "bot": self.bot}


def _gm_token(response: Any) -> str:
    assert response.status_code == 303, response.text
    return str(response.headers["location"]).removeprefix("/seat/")


def links(web: WebTable, gm: str) -> dict[int, str]:
    """Every seat's link token but the GM's, by seat id (the service's, as its page shows)."""
    return {s["seat"]: s["token"] for s in web.service.seats(gm) if s["role"] != "gm"}


def _new_invite(web: WebTable, gm: str, before: set[str]) -> str:
    (token,) = set(links(web, gm).values()) - before
    return str(token)


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Web]:
    """Kris plays Earth (invited, joined and let in through the pages), a bot Afterlife."""
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    web: WebTable = app.state.web
    with TestClient(app) as client:
        form = {"gm_name": "Gina", "example": "saiyan-duel", "dice": "seeded", "seed": "5"}
        gm = _gm_token(client.post("/tables", data=form, follow_redirects=False))
        (spectator,) = links(web, gm).values()
        seats = {"action": "add", "role": "player", "side": "Earth"}
        before = set(links(web, gm).values())
        assert (
            client.post(f"/seat/{gm}/seats", data=seats, follow_redirects=False).status_code == 303
        )
        player = _new_invite(web, gm, before)
        before = set(links(web, gm).values())
        bot = {"action": "add", "role": "bot", "side": "Afterlife", "bot": "greedy"}
        assert client.post(f"/seat/{gm}/seats", data=bot, follow_redirects=False).status_code == 303
        bot_token = _new_invite(web, gm, before)
        out = Web(client, web, gm, player, spectator, bot_token)
        assert out.post(player, "join", name="Kris").status_code == 303
        seat = out.view(player)["you"]["seat"]
        assert out.post(gm, "seats", action="approve", seat=seat).status_code == 303
        assert out.post(gm, "control", action="start").status_code == 303
        yield out


def _until_player(t: Web) -> dict[str, Any]:
    """The player's pending decision (the bot answers by itself in between)."""
    pending = t.view(t.player)["pending"]
    assert pending is not None
    assert "options" in pending, pending
    return dict(pending)


def test_the_home_page_offers_the_examples_and_the_gm_page_its_controls(table: Web) -> None:
    home = table.client.get("/")
    assert home.status_code == 200
    assert "saiyan-duel" in home.text
    page = table.client.get(f"/seat/{table.gm}").text
    assert "Pause" in page
    assert "Undo the last decision" in page
    assert "Kris" in page
    for token in (table.player, table.spectator):
        assert f"/seat/{token}" in page  # each seat's invite link
    assert f"/seat/{table.bot}" not in page  # nobody joins a bot's seat


def test_a_bad_encounter_is_told_next_to_its_field_in_one_line(table: Web) -> None:
    form = {"gm_name": "Gina", "encounter": "fighters: [1, 2\n", "seed": "x"}
    response = table.client.post("/tables", data=form)
    assert response.status_code == 400
    errors = re.findall(r'<span class="error"[^>]*>([^<]*)</span>', response.text)
    assert len(errors) == 2
    assert all("\n" not in e for e in errors)
    assert any("the encounter file" in e for e in errors)
    assert "seed" in errors[-1]
    assert "tenkaichi-upload" not in response.text
    assert "/tmp" not in response.text
    missing = table.client.post("/tables", data={"gm_name": "Gina"})
    assert "choose an example encounter" in missing.text


def test_the_player_answers_through_the_page(table: Web) -> None:
    pending = _until_player(table)
    page = table.client.get(f"/seat/{table.player}").text
    assert f'name="decision" value="{pending["decision_id"]}"' in page
    response = table.post(table.player, "answer", decision=pending["decision_id"], option=0)
    assert response.status_code == 303
    assert table.view(table.player)["seq"] > pending["decision_id"]


def test_a_websocket_answer_reaches_every_open_seat(table: Web) -> None:
    pending = _until_player(table)
    seq = pending["decision_id"]
    tokens = (table.player, table.gm, table.spectator)
    with (
        table.client.websocket_connect(f"/ws/seat/{table.player}") as mine,
        table.client.websocket_connect(f"/ws/seat/{table.gm}") as gm,
        table.client.websocket_connect(f"/ws/seat/{table.spectator}") as watcher,
    ):
        sockets = (mine, gm, watcher)
        first = [s.receive_json() for s in sockets]
        assert [m["view"]["seq"] for m in first] == [seq] * 3
        assert "options" in first[0]["view"]["pending"]
        assert all("options" not in m["view"]["pending"] for m in first[1:])
        mine.send_json({"type": "answer", "decision_id": seq, "option": 0})
        after = [s.receive_json() for s in sockets]
        assert all(m["type"] == "view" and m["view"]["seq"] > seq for m in after)
        assert [m["view"]["you"]["seat"] for m in after] == [
            table.view(t)["you"]["seat"] for t in tokens
        ]
        # an answer through a page is pushed to the open sockets too
        now = after[0]["view"]["seq"]
        assert table.post(table.gm, "control", action="pause").status_code == 303
        paused = [s.receive_json()["view"] for s in sockets]
        assert all(v["seq"] > now and v["status"] == "paused" for v in paused)


def test_a_stale_answer_is_refused_and_changes_nothing(table: Web) -> None:
    pending = _until_player(table)
    table.post(table.player, "answer", decision=pending["decision_id"], option=0)
    before = table.view(table.gm)
    stale = table.post(table.player, "answer", decision=pending["decision_id"], option=0)
    assert stale.status_code == 409
    assert f"decision {pending['decision_id']} is over" in stale.text
    assert table.view(table.gm) == before


def test_foreign_and_spectator_answers_are_refused(table: Web) -> None:
    pending = _until_player(table)
    before = table.view(table.gm)
    decision = pending["decision_id"]
    spectator = table.post(table.spectator, "answer", decision=decision, option=0)
    assert spectator.status_code == 409
    assert "a spectator cannot act" in spectator.text
    gm = table.post(table.gm, "answer", decision=decision, option=0)
    assert gm.status_code == 409
    assert "it is not your decision" in gm.text
    unknown = table.post("not-a-seat-token", "answer", decision=decision, option=0)
    assert unknown.status_code == 404
    assert "that seat link is not valid" in unknown.text
    illegal = table.post(table.player, "answer", decision=decision, option=999)
    assert illegal.status_code == 409
    assert "option 999 does not exist" in illegal.text
    garbled = table.post(table.player, "answer", decision="3; drop", option=0)
    assert garbled.status_code == 409
    assert "must be a whole number" in garbled.text
    assert table.view(table.gm) == before
    with table.client.websocket_connect(f"/ws/seat/{table.spectator}") as ws:
        ws.receive_json()
        ws.send_json({"type": "answer", "decision_id": decision, "option": 0})
        assert ws.receive_json() == {"type": "error", "message": "a spectator cannot act"}
    assert table.view(table.gm) == before


def test_a_websocket_from_another_site_or_an_unknown_seat_is_refused(table: Web) -> None:
    with (
        pytest.raises(WebSocketDisconnect),
        table.client.websocket_connect(
            f"/ws/seat/{table.player}", headers={"origin": "http://evil.example"}
        ) as ws,
    ):
        ws.receive_json()
    with (
        pytest.raises(WebSocketDisconnect),
        table.client.websocket_connect("/ws/seat/not-a-seat-token") as ws,
    ):
        ws.receive_json()
    with table.client.websocket_connect(
        f"/ws/seat/{table.player}", headers={"origin": "http://testserver"}
    ) as ws:
        assert ws.receive_json()["type"] == "view"


def test_oversized_garbled_and_hasty_messages_get_one_line(table: Web) -> None:
    before = table.view(table.gm)
    with table.client.websocket_connect(f"/ws/seat/{table.player}") as ws:
        ws.receive_json()
        bad = [
            "x" * (MESSAGE_MAX_BYTES + 1),
            "{not json",
            json.dumps([1, 2]),
            json.dumps({"type": "answer", "decision_id": "a", "option": 0}),
            json.dumps({"type": "answer", "decision_id": before["seq"], "option": {"x": 1}}),
        ]
        replies = []
        for text in bad:
            ws.send_text(text)
            replies.append(ws.receive_json())
        assert all(r["type"] == "error" for r in replies)
        assert "longer than" in replies[0]["message"]
        for r in replies:
            assert "\n" not in r["message"]
            assert not any(w in r["message"] for w in TRACE_WORDS)
        for _ in range(MESSAGE_BURST + 5):
            ws.send_text("{}")
        hasty = [ws.receive_json()["message"] for _ in range(MESSAGE_BURST + 5)]
        assert "too many messages: slow down" in hasty
    assert table.view(table.gm) == before


def test_no_seat_sees_another_seats_token(table: Web) -> None:
    tokens = table.tokens()
    pending = _until_player(table)
    table.post(table.player, "answer", decision=pending["decision_id"], option=0)
    for name in ("player", "spectator"):
        own = tokens[name]
        texts = [
            table.client.get(f"/seat/{own}").text,
            table.client.get(f"/api/seat/{own}/view").text,
        ]
        with table.client.websocket_connect(f"/ws/seat/{own}") as ws:
            texts.append(json.dumps(ws.receive_json()))
        for other, token in tokens.items():
            if other != name:
                assert all(token not in text for text in texts), (name, other)


def test_a_server_fault_is_one_line_and_no_trace(
    table: Web, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(token: str) -> dict[str, Any]:
        raise RuntimeError("internal detail the player must not see")

    with table.client.websocket_connect(f"/ws/seat/{table.player}") as ws:
        ws.receive_json()
        monkeypatch.setattr(table.web.service, "answer", lambda *a: broken(""))
        ws.send_json({"type": "answer", "decision_id": 0, "option": 0})
        assert ws.receive_json() == {"type": "error", "message": SERVER_ERROR}
    monkeypatch.setattr(table.web.service, "view", broken)
    monkeypatch.setattr(table.web.service, "seat_context", broken)
    client = TestClient(table.client.app, raise_server_exceptions=False)
    for path in (f"/seat/{table.player}", f"/api/seat/{table.player}/view"):
        response = client.get(path)
        assert response.status_code == 500
        assert "internal detail" not in response.text
        assert "RuntimeError" not in response.text
        assert "Traceback" not in response.text
    assert client.get("/no/such/page").status_code == 404


def test_a_gm_kept_from_secrets_sees_only_the_side_it_answers_for() -> None:
    enc = Encounter.start(example("saiyan-duel.yaml"), seed=1)
    decision = enc.decision
    assert decision is not None
    side = enc.fighter(decision.actor).side
    gm: dict[str, Any] = {
        "role": "gm",
        "name": "Gina",
        "side": None,
        "fighters": [],
        "approved": True,
    }
    asked = {"you": gm, "pending": {"actor": decision.actor, "options": []}}
    waiting = {"you": gm, "pending": {"actor": decision.actor, "waiting_for": "Kris"}}
    assert viewer_of(asked, enc, gm_sees_secrets=True) == Viewer.gm()
    assert viewer_of(asked, enc, gm_sees_secrets=False) == Viewer.player(side)
    assert viewer_of(waiting, enc, gm_sees_secrets=False) == Viewer.spectator()
