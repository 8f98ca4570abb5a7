"""The Tournament of Power at the web table in-process (FastAPI's TestClient): the creation
form, every seat's page (lobby, game, end), a hand only on its own seat's page and JSON, the
board's click targets and the re-roll's kept dice as the options say, answers over the
WebSocket with stale, foreign and spectator answers refused in one line, the hot seat."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from tenkaichi.table.store import TABLES
from tenkaichi.table.web import WebTable, create_app
from tenkaichi.table.web_top import page_model
from tenkaichi.top.text import _YES_NO
from tenkaichi.top.text_content import card_info
from tenkaichi.top.text_status import _DOING

DATA = re.compile(r'<script type="application/json" id="decision-data">(.*?)</script>', re.S)


@dataclass
class Top:
    client: TestClient
    web: WebTable
    gm: str
    player: str
    spectator: str

    def view(self, token: str) -> dict[str, Any]:
        response = self.client.get(f"/api/seat/{token}/view")
        assert response.status_code == 200, response.text
        return dict(response.json())

    def page(self, token: str) -> str:
        response = self.client.get(f"/seat/{token}")
        assert response.status_code == 200, response.text
        return response.text

    def hands(self) -> list[list[str]]:
        """Every player's hand as card ids (read from the match itself, for the checks)."""
        with self.web.service.seat_context(self.gm) as seat:
            return [list(p.hand) for p in seat.enc.game.state.players]

    def content(self) -> Any:
        with self.web.service.seat_context(self.gm) as seat:
            return seat.enc.game.content


def _open(client: TestClient, web: WebTable, plays: list[str], seed: int = 3) -> str:
    form = {"gm_name": "Hana", "players": str(len(plays)), "turns": "5", "seed": str(seed)}
    form |= {f"plays{i}": p for i, p in enumerate(plays)}
    response = client.post("/top/tables", data=form, follow_redirects=False)
    assert response.status_code == 303, response.text
    return str(response.headers["location"]).removeprefix("/seat/")


def _seat(web: WebTable, gm: str, role: str) -> dict[str, Any]:
    return next(s for s in web.service.seats(gm) if s["role"] == role)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    with TestClient(app) as c:
        yield c, app.state.web


@pytest.fixture
def top(client: tuple[TestClient, WebTable]) -> Top:
    """Hana hosts and plays Player 1; Bo, invited, plays Player 2 (joined and let in through
    the pages); a greedy and a random bot play Players 3 and 4; the game is started."""
    c, web = client
    gm = _open(c, web, ["gm", "player", "greedy", "random"])
    player, spectator = _seat(web, gm, "player"), _seat(web, gm, "spectator")
    assert c.post(f"/seat/{player['token']}/join", data={"name": "Bo"}).status_code == 200
    seat = {"action": "approve", "seat": str(player["seat"])}
    assert c.post(f"/seat/{gm}/seats", data=seat, follow_redirects=False).status_code == 303
    assert c.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
    return Top(c, web, gm, str(player["token"]), str(spectator["token"]))


def play(top: Top, until: Callable[[dict[str, Any]], bool], rng: random.Random) -> dict[str, Any]:
    """Answer for the host and Bo (a random option) until ``until`` holds of the answering
    seat's view (that view), or fail when the game ends first."""
    for _ in range(2000):
        for token in (top.gm, top.player):
            view = top.web.service.view(token)
            pending = view["pending"]
            if pending and "options" in pending:
                if until(view):
                    return view
                choice = rng.randrange(len(pending["options"]))
                top.web.service.answer(token, pending["decision_id"], choice)
        assert top.web.service.view(top.gm)["status"] != "over", "the game ended first"
    raise AssertionError("no seat was asked in 2000 tries")


def kind_is(*kinds: str) -> Callable[[dict[str, Any]], bool]:
    return lambda view: view["tournament"]["decision"] in kinds


def test_the_home_page_leads_to_the_top_form_and_it_opens_a_table(
    client: tuple[TestClient, WebTable],
) -> None:
    c, web = client
    assert 'href="/top/new"' in c.get("/").text
    form = c.get("/top/new").text
    assert 'action="/top/tables"' in form
    assert "Player 6" in form
    gm = _open(c, web, ["player", "gm", "search"])
    seats = {(s["role"], s["side"]) for s in web.service.seats(gm)}
    assert seats == {
        ("gm", None),
        ("player", "Player 1"),
        ("bot", "Player 3"),
        ("spectator", None),
    }
    lobby = c.get(f"/seat/{gm}").text
    assert "A game for 3 players" in lobby
    assert "Start the game" in lobby


def test_a_wrong_creation_form_says_which_field_in_one_line_and_opens_nothing(
    client: tuple[TestClient, WebTable],
) -> None:
    c, web = client
    with web.service.engine.connect() as conn:
        before = conn.execute(sa.select(sa.func.count()).select_from(TABLES)).scalar()
    form = {"gm_name": "Hana", "players": "7", "turns": "4", "seed": "x", "plays0": "gm"}
    response = c.post("/top/tables", data=form)
    assert response.status_code == 400
    errors = dict(re.findall(r'data-for="(\w+)"[^>]*>([^<]*)<', response.text))
    assert errors == {
        "players": "a game has 2 to 6 players",
        "turns": "a game lasts 5 or 10 rounds",
        "seed": "the seed is a whole number from 0",
    }
    form = {"gm_name": "Hana", "players": "2", "plays0": "gm", "plays1": "wizard"}
    errors = dict(
        re.findall(r'data-for="(\w+)"[^>]*>([^<]*)<', c.post("/top/tables", data=form).text)
    )
    assert errors == {"plays1": "Player 2 is played by the host, a person or a bot"}
    with web.service.engine.connect() as conn:
        after = conn.execute(sa.select(sa.func.count()).select_from(TABLES)).scalar()
    assert after == before


GAME_WORDS = " ".join([*_DOING.values(), *_YES_NO.values()])
"""What the table says of a decision whether or not a card is held ("deciding on a
Transformation card"): a card name found only in these says nothing of a hand."""


def _secret_names(top: Top, own: set[int], public: str) -> set[str]:
    """The names and ids of cards in other players' hands that the seat cannot know: not in
    its own hands, never named in the open (the spectator's log) and not a word the table
    uses of a decision (:data:`GAME_WORDS`)."""
    content, hands = top.content(), top.hands()
    mine = {c for i in own for c in hands[i]}
    out = set()
    for i, hand in enumerate(hands):
        if i in own:
            continue
        for card in hand:
            name = card_info(content, card).name
            if card not in mine and name not in public and name not in GAME_WORDS:
                out |= {name, f'"{card}"'}
    return out


def _only_own_events_differ(
    mine: list[dict[str, Any]], public: list[dict[str, Any]], own: set[int]
) -> None:
    """A seat's log is the spectator's but for its own players' draws and discards."""
    assert len(mine) == len(public)
    players = tuple(f"Player {i + 1} " for i in own)
    for seen, open_ in zip(mine, public, strict=True):
        if seen != open_:
            assert seen["kind"] == open_["kind"]
            assert seen["text"].startswith(players), seen


def test_a_hand_shows_only_on_its_own_seats_page_and_json(top: Top) -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(12):
        play(top, lambda v: rng.random() < 0.2, rng)
        events = top.view(top.spectator)["events"]
        log = json.dumps(events)
        for token, own in ((top.gm, {0}), (top.player, {1}), (top.spectator, set())):
            secrets = _secret_names(top, own, log)
            page, view = top.page(token), json.dumps(top.view(token))
            with top.client.websocket_connect(f"/ws/seat/{token}") as ws:
                pushed = json.dumps(ws.receive_json())
            for text in (page, view, pushed):
                leaked = sorted(s for s in secrets if s in text)
                assert not leaked, f"seat {own} is shown {leaked}"
            shown = top.view(token)["tournament"]["hands"]
            assert sorted(shown) == [f"Player {i + 1}" for i in sorted(own)]
            _only_own_events_differ(top.view(token)["events"], events, own)
            checked += 1
    hands = top.hands()
    page = top.page(top.player)
    assert "Player 2's hand" in page
    for card in hands[1]:
        assert f'data-card="{card}"' in page
    assert 'id="hand"' not in top.page(top.spectator)
    assert checked == 36


def test_a_move_is_a_warrior_then_a_space_as_the_options_say(top: Top) -> None:
    view = play(top, kind_is("move"), random.Random(2))
    options = view["pending"]["options"]
    page = top.page(top.gm if view["pending"]["actor"] == "Player 1" else top.player)
    data = json.loads(DATA.search(page).group(1))  # type: ignore[union-attr]
    offered = {(o["warrior"], o["to"]): o["number"] for o in options if o["what"] == "move"}
    clicked = {
        (int(w), int(cell)): n for w, spaces in data["moves"].items() for cell, n in spaces.items()
    }
    assert clicked == offered
    for warrior in data["moves"]:
        assert re.search(rf'class="warrior movable" data-token="{warrior}"', page)
    assert len(re.findall(r'class="warrior movable"', page)) == len(data["moves"])
    passes = [o for o in options if o["what"] != "move"]
    assert [b["number"] for b in data["buttons"]] == [o["number"] for o in passes]


def test_a_placement_is_a_click_on_a_ringed_space(top: Top) -> None:
    view = play(top, kind_is("place"), random.Random(1))
    page = top.page(top.gm if view["pending"]["actor"] == "Player 1" else top.player)
    targets = dict(re.findall(r'class="space target" data-cell="(\d+)" data-option="(\d+)"', page))
    assert {int(c): int(n) for c, n in targets.items()} == {
        o["to"]: o["number"] for o in view["pending"]["options"]
    }


def test_a_reroll_keeps_the_clicked_dice_with_the_odds_and_the_best_keep(top: Top) -> None:
    view = play(top, kind_is("reroll", "defend-roll"), random.Random(4))
    token = top.gm if view["pending"]["actor"] == "Player 1" else top.player
    page = top.page(token)
    data = json.loads(DATA.search(page).group(1))  # type: ignore[union-attr]
    dice = view["tournament"]["combat"]["dice"]
    assert page.count('class="die" data-die=') == len(dice)
    options = view["pending"]["options"]
    for o in options:
        mask = sum(1 << i for i in o["reroll"])
        assert data["keeps"][str(mask)]["option"] == o["number"]
    assert "0" in data["keeps"]  # keeping every die is stopping
    best = [o for o in options if o.get("best")]
    assert best
    assert data["best_mask"] == sum(1 << i for i in best[0]["reroll"])
    assert data["hint"].startswith("Best play:")
    assert all("%" in x["chance"] for k in data["keeps"].values() for x in k["odds"])


def test_answers_over_the_websocket_and_wrong_ones_get_one_line(top: Top) -> None:
    view = play(top, lambda v: v["pending"]["actor"] == "Player 2", random.Random(6))
    seq = view["pending"]["decision_id"]
    with (
        top.client.websocket_connect(f"/ws/seat/{top.player}") as bo,
        top.client.websocket_connect(f"/ws/seat/{top.gm}") as host,
        top.client.websocket_connect(f"/ws/seat/{top.spectator}") as watcher,
    ):
        assert all(ws.receive_json()["view"]["seq"] == seq for ws in (bo, host, watcher))
        host.send_json({"type": "answer", "decision_id": seq, "option": 0})
        foreign = host.receive_json()
        watcher.send_json({"type": "answer", "decision_id": seq, "option": 0})
        spectator = watcher.receive_json()
        assert top.view(top.gm)["seq"] == seq
        bo.send_json({"type": "answer", "decision_id": seq, "option": 0})
        moved = bo.receive_json()
        assert moved["type"] == "view"
        assert moved["view"]["seq"] > seq
        bo.send_json({"type": "answer", "decision_id": seq, "option": 0})
        while (stale := bo.receive_json())["type"] == "view":
            pass
    for reply in (foreign, spectator, stale):
        assert reply["type"] == "error"
        assert "\n" not in reply["message"]
        assert 0 < len(reply["message"]) < 120
    assert spectator["message"] == "a spectator cannot act"


def test_the_hot_seat_shows_the_hand_of_whoever_answers(
    client: tuple[TestClient, WebTable],
) -> None:
    c, web = client
    gm = _open(c, web, ["gm", "gm", "greedy"], seed=8)
    assert c.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
    top = Top(c, web, gm, gm, str(_seat(web, gm, "spectator")["token"]))
    seen = set()
    rng = random.Random(3)
    for _ in range(200):
        view = web.service.view(gm)
        if view["status"] == "over" or len(seen) == 2:
            break
        pending = view["pending"]
        actor = pending["actor"]
        page = top.page(gm)
        seat = int(actor.rpartition(" ")[2]) - 1
        other = top.hands()[1 - seat]
        assert f"{actor}'s hand" in page
        assert all(
            f'data-card="{card}"' not in page for card in other if card not in top.hands()[seat]
        )
        seen.add(actor)
        web.service.answer(gm, pending["decision_id"], rng.randrange(len(pending["options"])))
    assert seen == {"Player 1", "Player 2"}


def test_the_page_model_names_the_winner_once_over(top: Top) -> None:
    rng = random.Random(9)
    for _ in range(3000):
        if top.web.service.view(top.gm)["status"] == "over":
            break
        for token in (top.gm, top.player):
            pending = top.web.service.view(token)["pending"]
            if pending and "options" in pending:
                top.web.service.answer(
                    token, pending["decision_id"], rng.randrange(len(pending["options"]))
                )
    view = top.view(top.spectator)
    assert view["status"] == "over"
    model = page_model(view)
    assert model["winner"].endswith("the Tournament of Power")
    assert model["decision"] is None
    assert model["winner"] in top.page(top.spectator)
