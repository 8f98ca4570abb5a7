"""The replay's jumps: each round's and turn's mark is the first replay step whose view shows
it (undos included), the replay page lists them in a plain GET form and takes
``?round=R&turn=T``; a round or turn the fight does not have is one line."""

from __future__ import annotations

import html as markup
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.table.replay_jump import mark_step, replay_marks
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError
from tenkaichi.table.web import WebTable, create_app

from .helpers import EXAMPLES, SHEETS_DUEL, Seated, example, play, seat_table


def _starts(view: dict[str, Any]) -> list[tuple[int, str]]:
    """(round, who) of each turn started in a replayed view; who "" for a round's start."""
    out = []
    for e in view["events"]:
        if e["kind"] == "round_started":
            out.append((e["round"], ""))
        elif e["kind"] == "turn_started":
            out.append((e["round"], e["who"]))
    return out


def _check_marks(svc: TableService, token: str, marks: list[dict[str, Any]]) -> None:
    """Each mark's step shows its round or turn as the newest start, the step before not."""
    assert marks
    steps = [m["step"] for m in marks]
    assert steps == sorted(steps)
    for n, m in enumerate(marks):
        who = m["label"].split(", ", 1)[1].removesuffix("'s turn") if m["turn"] else ""
        starts = _starts(svc.replay(token, m["step"]))
        assert starts[n] == (m["round"], who), m
        if m["step"]:
            assert len(_starts(svc.replay(token, m["step"] - 1))) <= n, m
    rounds = [m["round"] for m in marks if not m["turn"]]
    assert rounds == list(range(1, len(rounds) + 1))
    for m in marks:
        name = f"Round {m['round']}"
        assert m["label"] == (f"{name} begins" if not m["turn"] else m["label"])
        assert m["label"].startswith(name)


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Seated]:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    seated = seat_table(
        svc, example("mirror-3v3.yaml"), {"Kris": {"side": "West"}}, bots={"East": "greedy"}
    )
    svc.start(seated.gm)
    yield seated
    svc.close()


def test_each_mark_is_where_its_turn_starts(table: Seated) -> None:
    svc, rng = table.svc, random.Random(1)
    assert play(svc, table.tokens(), rng, 60) == 60
    svc.end(table.gm)
    marks = replay_marks(svc, table.players["Kris"])
    assert max(m["round"] for m in marks) >= 2
    assert sum(1 for m in marks if m["turn"]) > 6
    _check_marks(svc, table.players["Kris"], marks)
    assert marks[0] == {"round": 1, "turn": 0, "step": 0, "label": "Round 1 begins"}
    assert replay_marks(svc, table.spectator) is marks  # one walk per table and seq


def test_marks_follow_the_fight_through_undos(table: Seated) -> None:
    svc, rng = table.svc, random.Random(2)
    play(svc, table.tokens(), rng, 25)
    before = replay_marks(svc, table.gm)  # the GM may replay a fight in progress
    svc.undo(table.gm, 3)
    play(svc, table.tokens(), rng, 25)
    svc.undo(table.gm, 1)
    play(svc, table.tokens(), rng, 10)
    marks = replay_marks(svc, table.gm)
    assert marks != before
    _check_marks(svc, table.gm, marks)


def test_a_player_waits_for_the_end(table: Seated) -> None:
    with pytest.raises(TableError, match="the replay opens when the fight is over"):
        replay_marks(table.svc, table.players["Kris"])


def test_a_round_and_turn_the_fight_lacks_is_one_line() -> None:
    marks = [
        {"round": 1, "turn": 0, "step": 0, "label": "Round 1 begins"},
        {"round": 1, "turn": 1, "step": 0, "label": "Round 1, Goku's turn"},
        {"round": 1, "turn": 2, "step": 4, "label": "Round 1, Vegeta's turn"},
        {"round": 2, "turn": 0, "step": 9, "label": "Round 2 begins"},
    ]
    assert mark_step(marks, "1", "2") == 4
    assert mark_step(marks, " 2 ", None) == 9
    assert mark_step(marks, "2", "") == 9
    for r, t, said in (
        ("3", None, "the fight has no round 3 (rounds 1 to 2)"),
        ("1", "3", "round 1 has no turn 3 (turns 1 to 2)"),
        ("x", None, "a round and a turn are whole numbers"),
        ("1", "1.5", "a round and a turn are whole numbers"),
    ):
        with pytest.raises(TableError) as caught:
            mark_step(marks, r, t)
        assert str(caught.value) == said


# --- the page ---------------------------------------------------------------------------


@pytest.fixture
def fight(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable, dict[str, str]]]:
    """Kris (Goku) against a greedy bot (Vegeta), ended by the game master after a while."""
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    web: WebTable = app.state.web
    with TestClient(app) as client:
        made = client.post("/tables", data={**SHEETS_DUEL, "seed": "4"}, follow_redirects=False)
        gm = str(made.headers["location"]).removeprefix("/seat/")
        seats = {s["role"]: s for s in web.service.seats(gm)}
        player = seats["player"]["token"]
        web.service.join(player, "Kris")
        web.service.approve(gm, seats["player"]["seat"])
        web.service.start(gm)
        for _ in range(14):
            pending = web.service.view(player)["pending"]
            if pending is None:
                break
            kinds = [o["key"]["kind"] for o in pending["options"]]
            option = kinds.index("attack") if "attack" in kinds else 0
            web.service.answer(player, pending["decision_id"], option)
        web.service.end(gm)
        yield client, web, {"gm": gm, "player": player}


def _step(page: str) -> int:
    found = re.search(r"<h1>Replay: step (\d+) of \d+</h1>", page)
    assert found is not None
    return int(found[1])


def test_the_page_jumps_by_form_and_by_round_and_turn(
    fight: tuple[TestClient, WebTable, dict[str, str]],
) -> None:
    client, web, seats = fight
    token = seats["player"]
    marks = replay_marks(web.service, token)
    assert max(m["round"] for m in marks) >= 2
    base = f"/seat/{token}/replay"
    page = client.get(f"{base}?step=0").text
    form = re.search(r'<form class="jump" method="get" action="([^"]+)">(.*?)</form>', page, re.S)
    assert form is not None
    assert markup.unescape(form[1]) == base
    assert '<label for="jump-step">Jump to</label>' in form[2]
    assert '<select id="jump-step" name="step">' in form[2]
    assert '<button type="submit">Go</button>' in form[2]
    options = re.findall(r'<option value="(\d+)"( selected)?>([^<]*)</option>', form[2])
    assert [(int(v), markup.unescape(t)) for v, _, t in options] == [
        (m["step"], f"{m['label']} (step {m['step']})") for m in marks
    ]
    for m in marks:
        # the form's answer (?step=) and ?round=&turn= land on the mark's step
        by_form = client.get(f"{base}?step={m['step']}")
        assert _step(by_form.text) == m["step"]
        query = f"round={m['round']}" + (f"&turn={m['turn']}" if m["turn"] else "")
        jumped = client.get(f"{base}?{query}")
        assert jumped.status_code == 200, query
        assert _step(jumped.text) == m["step"]
        chosen = re.findall(r'<option value="(\d+)" selected>([^<]*)</option>', jumped.text)
        assert len(chosen) == 1
        assert int(chosen[0][0]) == m["step"]
    round_two = next(m for m in marks if m["round"] == 2 and not m["turn"])
    page = client.get(f"{base}?round=2").text
    assert _step(page) == round_two["step"]
    fresh = re.findall(r'<p class="fresh"><span class="round">R\d+</span>([^<]*)</p>', page)
    assert "Round 2 begins" in fresh  # the step's own new lines show the round begin


def test_a_round_the_fight_lacks_is_one_line_on_the_page(
    fight: tuple[TestClient, WebTable, dict[str, str]],
) -> None:
    client, _, seats = fight
    for query, said in (
        ("round=99", "the fight has no round 99"),
        ("round=1&turn=40", "round 1 has no turn 40"),
        ("round=one", "a round and a turn are whole numbers"),
    ):
        response = client.get(f"/seat/{seats['player']}/replay?{query}")
        assert response.status_code == 409, query
        message = re.search(r'<p class="message" role="alert">([^<]*)</p>', response.text)
        assert message is not None, query
        assert message[1].startswith(said), query
        assert "Traceback" not in response.text
