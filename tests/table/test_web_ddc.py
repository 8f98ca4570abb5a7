"""Dungeon DICE Combat at the web table: the home page's DDC form opens a table with a seat
per side (an invite, a bot or the host), every seat's page is drawn from its own view (the
grid, the fighters, and the clickable choices only on the page of the seat that must answer),
answers come by WebSocket or by form, a stale, foreign or illegal answer is refused with one
line and changes nothing, the game master's controls work and the finished battle replays."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from tenkaichi.table.store import TABLES
from tenkaichi.table.web import WebTable, create_app
from tenkaichi.table.web_games import PAGES

from .helpers import EXAMPLES

FORM = {
    "game": "ddc",
    "gm_name": "Gina",
    "fighter0": "Agumon",
    "side0": "Red",
    "fighter1": "Gabumon",
    "side1": "Blue",
    "plays_Red": "player",
    "plays_Blue": "player",
    "seed": "3",
    "rule_grid_width": "7",
    "rule_grid_height": "5",
}


@dataclass
class Table:
    client: TestClient
    web: WebTable
    gm: str
    red: str
    blue: str
    spectator: str

    def view(self, token: str) -> dict[str, Any]:
        return self.web.service.view(token)

    def on_turn(self) -> tuple[str, str]:
        """The player whose fighter must act (name, token) and the other one's token."""
        red = self.view(self.red)["pending"]
        return (self.red, self.blue) if "options" in red else (self.blue, self.red)


@pytest.fixture
def app_client(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app) as client:
        yield client, app.state.web


def _errors(page: str) -> dict[str, str]:
    out = {}
    for match in re.finditer(r'<span class="error" data-for="([^"]+)"[^>]*>([^<]*)</span>', page):
        out[match[1]] = html.unescape(match[2])
    return out


def _visible(page: str) -> str:
    page = re.sub(r"<(script|style).*?</\1>", "", page, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def _open(client: TestClient, web: WebTable, form: dict[str, str], start: bool = True) -> Table:
    response = client.post("/tables", data=form, follow_redirects=False)
    assert response.status_code == 303, _errors(response.text)
    gm = str(response.headers["location"]).removeprefix("/seat/")
    seats = web.service.seats(gm)
    by_side = {s["side"]: s for s in seats if s["role"] == "player"}
    for side, name in (("Red", "Pat"), ("Blue", "Quinn")):
        if side in by_side:
            client.post(f"/seat/{by_side[side]['token']}/join", data={"name": name})
            client.post(
                f"/seat/{gm}/seats", data={"action": "approve", "seat": by_side[side]["seat"]}
            )
    if start:
        assert client.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
    spectator = next(s["token"] for s in seats if s["role"] == "spectator")
    token = {side: s["token"] for side, s in by_side.items()}
    return Table(client, web, gm, token.get("Red", ""), token.get("Blue", ""), spectator)


@pytest.fixture
def table(app_client: tuple[TestClient, WebTable]) -> Table:
    return _open(*app_client, FORM)


def _tables(web: WebTable) -> int:
    with web.service.engine.connect() as c:
        return int(c.execute(sa.select(sa.func.count()).select_from(TABLES)).scalar_one())


def test_the_home_page_has_a_form_for_every_game(app_client: tuple[TestClient, WebTable]) -> None:
    """One game's form at a time (DBU's first), and a link to each other game's."""
    client, _ = app_client
    home = client.get("/").text
    assert 'id="game-dbu"' in home
    for name, game in PAGES.items():
        assert f'href="/?game={name}"' in home
        assert game.title in _visible(home)
        assert f'id="game-{name}"' not in home
        page = client.get(f"/?game={name}").text
        assert f'name="game" value="{name}"' in page
        assert 'id="game-dbu"' not in page
    ddc = client.get("/?game=ddc").text
    for fighter in ("Agumon", "Gabumon", "WarGreymon"):
        assert f"<option>{fighter}</option>" in ddc
    assert "a greedy bot" in ddc
    assert "the host (you)" in ddc
    assert "Grid width" in _visible(ddc)
    assert "grid_width" not in _visible(ddc)
    assert 'id="game-dbu"' in client.get("/?game=chess").text


def test_the_form_seats_each_side_as_asked(app_client: tuple[TestClient, WebTable]) -> None:
    client, web = app_client
    form = {**FORM, "fighter2": "Patamon", "side2": "Green", "plays_Blue": "greedy"}
    form["plays_Green"] = "host"
    t = _open(client, web, form, start=False)
    seats = web.service.seats(t.gm)
    assert sorted((s["role"], s["side"] or "") for s in seats) == [
        ("bot", "Blue"),
        ("gm", ""),
        ("player", "Red"),
        ("spectator", ""),
    ]
    client.post(f"/seat/{t.gm}/control", data={"action": "start"})
    view = t.view(t.gm)
    assert view["game"] == "ddc"
    assert view["status"] == "running"
    assert {f["name"]: f["side"] for f in view["battle"]["fighters"]} == {
        "Agumon": "Red",
        "Gabumon": "Blue",
        "Patamon": "Green",
    }
    assert (view["battle"]["width"], view["battle"]["height"]) == (7, 5)


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"fighter1": "Nobodymon"}, "fighter1", "no fighter 'Nobodymon'"),
        ({"side1": "Red"}, "fighters", "at least two sides"),
        ({"fighter1": ""}, "fighters", "at least two fighters"),
        ({"seed": "x"}, "seed", "whole number"),
        ({"rule_grid_width": "2"}, "rule_grid_width", "Grid width is a whole number from 3"),
        ({"rule_range_mode": "cone"}, "rule_range_mode", "Range mode is one of rays, area"),
        ({"plays_Red": "wizard"}, "plays_Red", "a person, a bot or the host"),
        ({"gm_name": ""}, "gm_name", "give your name"),
    ],
)
def test_a_wrong_field_is_one_line_next_to_it_and_nothing_is_made(
    app_client: tuple[TestClient, WebTable], change: dict[str, str], field: str, words: str
) -> None:
    client, web = app_client
    response = client.post("/tables", data={**FORM, **change})
    assert response.status_code == 400
    errors = _errors(response.text)
    assert words in errors.get(field, ""), errors
    assert all("\n" not in e and "_" not in e for e in errors.values()), errors
    assert _tables(web) == 0
    ddc = response.text[response.text.index('id="game-ddc"') :]
    # The posted values are shown again in the DDC form.
    assert re.search(r'name="rule_grid_height"[^>]*value="5"', ddc)


def test_each_seat_sees_the_battle_and_only_the_one_on_turn_can_click(table: Table) -> None:
    mine, other = table.on_turn()
    page = table.client.get(f"/seat/{mine}").text
    view = table.view(mine)
    options = view["pending"]["options"]
    moves = [o for o in options if o["action"] == "move"]
    assert moves
    assert len(re.findall(r'class="square as-move"', page)) == len(moves)
    x, y = moves[0]["square"]
    assert re.search(
        rf'value="{moves[0]["number"]}" class="square as-move" data-x="{x}" data-y="{y}"', page
    )
    assert f'name="decision" value="{view["pending"]["decision_id"]}"' in page
    actor = view["battle"]["actor"]
    text = _visible(page)
    assert f"{actor}'s turn" in text
    assert "Turn order:" in text
    for f in view["battle"]["fighters"]:
        assert f"{f['hp']} / {f['max_hp']}" in text
        assert f"{f['dice']}d4" in text
    for seat in (other, table.spectator, table.gm):
        watching = table.client.get(f"/seat/{seat}").text
        assert 'name="option"' not in watching
        assert "Waiting for" in _visible(watching)
        assert actor in _visible(watching)
    assert mine not in page.replace(f"/seat/{mine}", "").replace(f"/ws/seat/{mine}", "")
    assert other not in page
    assert table.gm not in page


def test_attacks_are_listed_by_target_with_each_moves_kind_range_and_roll(table: Table) -> None:
    mine, _ = table.on_turn()
    view = table.view(mine)
    moves = [o for o in view["pending"]["options"] if o["action"] == "move"]
    foe = next(f for f in view["battle"]["fighters"] if f["name"] != view["battle"]["actor"])
    fx, fy = foe["square"]
    # Step next to the foe (any square a king's move from it), then every attack is offered.
    near = next(o for o in moves if max(abs(o["square"][0] - fx), abs(o["square"][1] - fy)) == 1)
    seq = view["seq"]
    assert (
        table.client.post(
            f"/seat/{mine}/answer", data={"decision": seq, "option": near["number"]}
        ).status_code
        == 200
    )
    page = table.client.get(f"/seat/{mine}").text
    attacks = [o for o in table.view(mine)["pending"]["options"] if o["action"] == "attack"]
    assert {o["move"] for o in attacks} >= {"Normal"}
    assert f'data-target="{foe["name"]}"' in page
    assert 'class="token target"' in page
    listed = _visible(page[page.index(f'data-target="{foe["name"]}"') :])
    assert "Normal attack, next to you, 4d4" in listed
    named = [o for o in attacks if o["named"]]
    assert named, "a rookie next to its foe has its named moves"
    assert named[0]["move"] in listed
    assert "4d4 x2" in listed


@pytest.mark.rule("ddc.attack.recharge")
def test_the_shared_recharge_shows_after_a_named_move(table: Table) -> None:
    """After a named move the fighter's panel says its named moves recharge, and the next
    turn offers the plain attack only."""
    for _ in range(40):
        mine, _ = table.on_turn()
        view = table.view(mine)
        options = view["pending"]["options"]
        named = [o for o in options if o["action"] == "attack" and o["named"]]
        if named:
            actor = view["battle"]["actor"]
            table.client.post(
                f"/seat/{mine}/answer", data={"decision": view["seq"], "option": named[0]["number"]}
            )
            page = table.client.get(f"/seat/{table.spectator}").text
            found = re.search(rf'<article[^>]*data-fighter="{actor}">(.*?)</article>', page, re.S)
            assert found is not None
            panel = found[1]
            fighter = next(
                f for f in table.view(table.spectator)["battle"]["fighters"] if f["name"] == actor
            )
            assert fighter["recharging"] > 0
            assert f"named moves recharging: ready on post {fighter['named_ready']}" in _visible(
                panel
            )
            return
        step = next(o for o in options if o["action"] in ("charge", "move", "end"))
        table.client.post(
            f"/seat/{mine}/answer", data={"decision": view["seq"], "option": step["number"]}
        )
    pytest.fail("no named move was offered in 40 decisions")


def test_an_answer_by_websocket_moves_every_seat_on(table: Table) -> None:
    mine, other = table.on_turn()
    with (
        table.client.websocket_connect(f"/ws/seat/{mine}") as me,
        table.client.websocket_connect(f"/ws/seat/{other}") as them,
    ):
        first = me.receive_json()["view"]
        them.receive_json()
        option = next(o for o in first["pending"]["options"] if o["action"] == "move")
        me.send_json(
            {
                "type": "answer",
                "decision_id": first["pending"]["decision_id"],
                "option": option["number"],
            }
        )
        mine_now = me.receive_json()["view"]
        theirs = them.receive_json()["view"]
    actor = first["battle"]["actor"]
    moved = next(f for f in mine_now["battle"]["fighters"] if f["name"] == actor)
    assert moved["square"] == option["square"]
    assert theirs["seq"] == mine_now["seq"] == first["seq"] + 1
    assert theirs["events"][-1]["text"] == mine_now["events"][-1]["text"]
    assert "options" not in (theirs["pending"] or {})


def test_stale_foreign_and_illegal_answers_are_one_line_and_change_nothing(table: Table) -> None:
    mine, other = table.on_turn()
    before = {t: table.view(t) for t in (mine, other, table.gm)}
    seq = before[mine]["seq"]
    count = len(before[mine]["pending"]["options"])
    cases = [
        (mine, {"type": "answer", "decision_id": seq - 1, "option": 0}),
        (other, {"type": "answer", "decision_id": seq, "option": 0}),
        (mine, {"type": "answer", "decision_id": seq, "option": count}),
        (mine, {"type": "answer", "decision_id": seq, "option": "charge 99 99"}),
        (table.spectator, {"type": "answer", "decision_id": seq, "option": 0}),
    ]
    replies = []
    for token, message in cases:
        with table.client.websocket_connect(f"/ws/seat/{token}") as ws:
            ws.receive_json()
            ws.send_json(message)
            replies.append(ws.receive_json())
    for reply in replies:
        assert reply["type"] == "error", reply
        assert reply["message"]
        assert "\n" not in reply["message"]
        assert "Traceback" not in reply["message"]
    assert len({r["message"] for r in replies}) >= 3, replies
    for token, view in before.items():
        assert table.view(token) == view
    refused = table.client.post(f"/seat/{other}/answer", data={"decision": seq, "option": 0})
    assert refused.status_code == 409
    assert 'role="alert"' in refused.text
    assert table.view(mine) == before[mine]


def test_the_game_masters_controls_work_at_a_ddc_table(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, web = app_client
    t = _open(client, web, {**FORM, "plays_Blue": "host"}, start=False)
    lobby = client.get(f"/seat/{t.gm}").text
    assert "Dungeon DICE Combat" in _visible(lobby)
    assert 'value="remove"' in lobby
    spectator = next(s for s in web.service.seats(t.gm) if s["role"] == "spectator")
    extra = client.post(
        f"/seat/{t.gm}/seats",
        data={"action": "add", "role": "bot", "side": "Blue", "bot": "greedy"},
    )
    assert extra.status_code == 200
    assert "greedy" in _visible(client.get(f"/seat/{t.gm}").text)
    bot = next(s for s in web.service.seats(t.gm) if s["role"] == "bot")
    assert (
        client.post(
            f"/seat/{t.gm}/seats", data={"action": "remove", "seat": bot["seat"]}
        ).status_code
        == 200
    )
    assert (
        client.post(
            f"/seat/{t.gm}/seats", data={"action": "remove", "seat": spectator["seat"]}
        ).status_code
        == 200
    )
    assert [s["role"] for s in web.service.seats(t.gm)] == ["gm", "player"]
    client.post(f"/seat/{t.gm}/control", data={"action": "start"})
    # The host plays Blue: whoever is on turn, one of the two pages carries the options.
    asked = t.gm if "options" in (t.view(t.gm)["pending"] or {}) else t.red
    view = t.view(asked)
    option = next(o for o in view["pending"]["options"] if o["action"] == "move")
    client.post(f"/seat/{asked}/answer", data={"decision": view["seq"], "option": option["number"]})
    assert t.view(t.gm)["seq"] == view["seq"] + 1
    for action, status in (("pause", "paused"), ("resume", "running"), ("undo", "running")):
        assert client.post(f"/seat/{t.gm}/control", data={"action": action}).status_code == 200
        assert t.view(t.gm)["status"] == status
    actor = view["battle"]["actor"]
    back = next(f for f in t.view(t.gm)["battle"]["fighters"] if f["name"] == actor)
    assert (
        back["square"]
        == next(f for f in view["battle"]["fighters"] if f["name"] == actor)["square"]
    )
    assert "took back the last decision" in _visible(client.get(f"/seat/{t.red}").text)
    client.post(f"/seat/{t.gm}/control", data={"action": "end", "confirm": "yes"})
    assert t.view(t.red)["status"] == "over"
    refused = client.post(f"/seat/{t.red}/control", data={"action": "undo"})
    assert refused.status_code == 409


def test_a_bot_side_plays_itself_and_the_finished_battle_replays(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, web = app_client
    t = _open(client, web, {**FORM, "plays_Blue": "greedy"})
    for _ in range(300):
        view = t.view(t.red)
        if view["status"] == "over":
            break
        options = view["pending"]["options"]
        best = next((o for o in options if o["action"] == "attack"), None)
        best = best or next(o for o in options if o["action"] in ("charge", "move", "end"))
        client.post(
            f"/seat/{t.red}/answer", data={"decision": view["seq"], "option": best["number"]}
        )
    assert view["status"] == "over"
    assert view["winner"] in ("Red", "Blue", "draw")
    words = "a draw" if view["winner"] == "draw" else f"{view['winner']} wins"
    final = client.get(f"/seat/{t.spectator}").text
    assert f"The battle is over: {words}" in _visible(final)
    steps = view["seq"]
    first = client.get(f"/seat/{t.red}/replay?step=1").text
    assert f"Replay: step 1 of {steps}" in _visible(first)
    assert 'name="option"' not in first
    assert "new WebSocket" not in first
    assert re.search(r'<p class="[a-z_]+ fresh">', first)
    last = client.get(f"/seat/{t.red}/replay").text
    assert f"The battle is over: {words}" in _visible(last)
    wrong = client.get(f"/seat/{t.red}/replay?step=abc")
    assert wrong.status_code == 409
    assert "a replay step is a whole number" in _visible(wrong.text)
