"""The replay page: a finished fight stepped through input by input (first, back, forward,
last), the events of the step shown highlighted; open to every seat once the fight is over
(the spectator's link too), to the game master at any time; a bad step is one line."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.table.web import WebTable, create_app

from .helpers import EXAMPLES, SHEETS_DUEL

DUEL = {**SHEETS_DUEL, "seed": "4"}


@pytest.fixture
def fight(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable, dict[str, str]]]:
    """Kris (Goku) against a greedy bot (Vegeta): a few answers, then not yet over."""
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    web: WebTable = app.state.web
    with TestClient(app) as client:
        made = client.post("/tables", data=DUEL, follow_redirects=False)
        gm = str(made.headers["location"]).removeprefix("/seat/")
        seats = {s["role"]: s for s in web.service.seats(gm)}
        player, spectator = seats["player"]["token"], seats["spectator"]["token"]
        web.service.join(player, "Kris")
        web.service.approve(gm, seats["player"]["seat"])
        web.service.start(gm)
        for _ in range(4):
            pending = web.service.view(player)["pending"]
            kinds = [o["key"]["kind"] for o in pending["options"]]
            option = kinds.index("attack") if "attack" in kinds else 0
            form = {"decision": str(pending["decision_id"]), "option": str(option)}
            assert client.post(f"/seat/{player}/answer", data=form).status_code == 200
        yield client, web, {"gm": gm, "player": player, "spectator": spectator}


def _links(page: str) -> dict[str, str]:
    found = re.finditer(r'<a href="([^"]+)" class="(first|back|forward|last)"', page)
    return {m[2]: html.unescape(m[1]) for m in found}


def _fresh(page: str) -> list[str]:
    return re.findall(r'<p class="fresh"><span class="round">R\d+</span>([^<]*)</p>', page)


def test_the_gm_may_replay_at_once_a_player_once_the_fight_is_over(
    fight: tuple[TestClient, WebTable, dict[str, str]],
) -> None:
    client, _, seats = fight
    early = client.get(f"/seat/{seats['player']}/replay")
    assert early.status_code == 409
    assert "the replay opens when the fight is over" in early.text
    assert "/replay" not in client.get(f"/seat/{seats['player']}").text
    assert client.get(f"/seat/{seats['gm']}/replay?step=1").status_code == 200
    client.post(f"/seat/{seats['gm']}/control", data={"action": "end", "confirm": "yes"})
    for token in seats.values():
        assert f'href="/seat/{token}/replay"' in client.get(f"/seat/{token}").text
        assert client.get(f"/seat/{token}/replay").status_code == 200


def test_stepping_through_a_finished_fight(
    fight: tuple[TestClient, WebTable, dict[str, str]],
) -> None:
    client, web, seats = fight
    client.post(f"/seat/{seats['gm']}/control", data={"action": "end", "confirm": "yes"})
    steps = web.service.view(seats["gm"])["seq"]
    base = f"/seat/{seats['spectator']}/replay"
    last = client.get(base).text
    assert f"Replay: step {steps} of {steps}" in last
    assert _links(last) == {"first": f"{base}?step=0", "back": f"{base}?step={steps - 1}"}
    assert "ended the fight" in last
    start = client.get(f"{base}?step=0").text
    assert _links(start) == {"forward": f"{base}?step=1", "last": f"{base}?step={steps}"}
    assert _fresh(start) == []
    shown: list[str] = []
    for step in range(1, steps + 1):
        page = client.get(f"{base}?step={step}").text
        view: dict[str, Any] = web.service.replay(seats["spectator"], step)
        earlier = web.service.replay(seats["spectator"], step - 1)
        added = len(view["events"]) - len(earlier["events"])
        assert len(_fresh(page)) == max(0, added), step
        assert ("No new line in the log at this step" in page) == (added <= 0)
        shown += _fresh(page)
        assert set(_links(page)) == (
            {"first", "back", "forward", "last"} if step < steps else {"first", "back"}
        )
    assert shown  # the fight's answers made events, each highlighted at its step


def test_a_bad_step_is_one_line(fight: tuple[TestClient, WebTable, dict[str, str]]) -> None:
    client, web, seats = fight
    client.post(f"/seat/{seats['gm']}/control", data={"action": "end", "confirm": "yes"})
    steps = web.service.view(seats["gm"])["seq"]
    for step in ("x", "-1", str(steps + 1), "1" * 30):
        response = client.get(f"/seat/{seats['player']}/replay?step={step}")
        assert response.status_code == 409, step
        message = re.search(r'<p class="message" role="alert">([^<]*)</p>', response.text)
        assert message is not None
        assert message[1] == f"a replay step is a whole number from 0 to {steps}"
        assert f'href="/seat/{seats["player"]}"' in response.text  # back to the table
    unknown = client.get("/seat/not-a-seat/replay")
    assert unknown.status_code == 404
    assert "that seat link is not valid" in unknown.text
