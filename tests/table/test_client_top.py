"""What the live client draws a Tournament of Power from (tenkaichi.table.web_top.page_model in
the seat's screen): warrior tokens no two alike (letters; colour and shape per player), the
warrior cards with combos, damage, symbol values, Dodge need and transformation table, a
re-roll's options with the damage of each combo and of stopping now (before anyone stops),
and the hot seat's flag for the privacy cover. In-process, over the seat's WebSocket."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.table.web import WebTable, create_app
from tenkaichi.table.web_top import page_model, unique_letters


@pytest.fixture
def client(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    with TestClient(app) as c:
        yield c, app.state.web


def _open(c: TestClient, plays: list[str], seed: int = 8) -> str:
    form = {"gm_name": "Hana", "players": str(len(plays)), "turns": "5", "seed": str(seed)}
    form |= {f"plays{i}": p for i, p in enumerate(plays)}
    response = c.post("/top/tables", data=form, follow_redirects=False)
    assert response.status_code == 303, response.text
    gm = str(response.headers["location"]).removeprefix("/seat/")
    assert c.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
    return gm


def _until(web: WebTable, gm: str, kind: str, rng: random.Random) -> dict[str, Any]:
    for _ in range(600):
        view = web.service.view(gm)
        pending = view["pending"]
        assert view["status"] != "over", "the game ended first"
        if view["tournament"]["decision"] == kind and pending.get("options"):
            return view
        web.service.answer(gm, pending["decision_id"], rng.randrange(len(pending["options"])))
    raise AssertionError(f"no {kind} decision")


def _screen(c: TestClient, token: str) -> dict[str, Any]:
    with c.websocket_connect(f"/ws/seat/{token}") as ws:
        message = ws.receive_json()
    assert message["type"] == "view"
    return dict(message["view"]["screen"])


def test_letters_never_repeat() -> None:
    names = ["Son Goku", "Son Gohan", "Jiren", "Jirasen", "Jilcol", "Toppo", "Top"]
    letters = unique_letters(names)
    assert len(set(letters)) == len(names)
    assert letters[0] != letters[1]
    assert letters[0].startswith("SG")
    assert all(1 <= len(x) <= 3 for x in letters)
    assert len(set(unique_letters(["Ab", "Ab", "Ab"]))) == 3


def test_a_reroll_shows_damage_and_odds_before_stop_and_the_warrior_card(
    client: tuple[TestClient, WebTable],
) -> None:
    c, web = client
    gm = _open(c, ["gm", "gm", "greedy"])
    _until(web, gm, "reroll", random.Random(3))
    body = _screen(c, gm)["body"]
    decision = body["decision"]
    options = decision["options"]
    stop = [o for o in options if o["what"] == "stop"]
    keeps = [o for o in options if o["what"] == "keep"]
    assert len(stop) == 1
    assert keeps
    assert all(isinstance(x["damage"], int) for o in keeps for x in o["odds"])
    assert all(o["damage"] is not None and o["expected"] is not None for o in keeps)
    results = body["combat"]["results"]
    assert any(r["name"] == "Symbol sum" or r["name"].startswith("Symbol sum") for r in results)
    formed = [r for r in results if r["formed"]]
    assert stop[0]["now"]["damage"] == max(r["damage"] for r in formed)
    # the warrior card of the attacker: combos with damage, values, Dodge, transformations
    attacker = body["tokens"][str(body["combat"]["attacker_id"])]
    card = body["warrior_cards"][attacker["character"]]
    form = card["forms"][attacker["form"]]
    assert len(form["combos"]) == 2
    assert all(k["damage"] >= 0 for k in form["combos"])
    assert {v["symbol"] for v in form["values"]} >= {"kick", "punch", "sphere", "strength"}
    assert form["dodge_need"]["count"] >= 1
    assert all(f["roll"] is not None for f in card["forms"][1:])
    # every label a person reads: no snake_case, no raw tuple
    for o in options:
        assert "_" not in o["label"]
        assert "(" not in o["label"].split(":")[0][:1]


def test_tokens_differ_and_a_hot_seat_is_flagged(client: tuple[TestClient, WebTable]) -> None:
    c, web = client
    gm = _open(c, ["gm", "gm", "greedy", "random"])
    _until(web, gm, "move", random.Random(5))
    body = _screen(c, gm)["body"]
    assert body["hot_seat"] is True
    assert body["mine"] == ["Player 1", "Player 2"]
    assert body["actor_named"] in body["mine"]
    tokens = list(body["tokens"].values())
    assert len({t["letters"] for t in tokens}) == len(tokens)
    looks = {(t["owner"], t["colour"], t["shape"]) for t in tokens}
    owners = {t["owner"] for t in tokens}
    assert len(looks) == len(owners)
    assert len({t["colour"] for t in tokens}) == len(owners) == len({t["shape"] for t in tokens})
    model = page_model(web.service.view(gm))
    assert model["board"]["warriors"]
    assert all(
        w["initials"] == body["tokens"][str(w["id"])]["letters"] for w in model["board"]["warriors"]
    )
