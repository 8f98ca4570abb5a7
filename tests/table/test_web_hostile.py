"""Every form and page of the web table under hostile input: random field names and values
(odd Unicode, control characters, huge numbers, huge text) posted to every route, by the GM's,
a player's, a spectator's or a made-up token. Each request is answered with a page or a
redirect, never a server error or a trace, and whatever is refused changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.table.web import WebTable, create_app

from .helpers import EXAMPLES, SHEETS_DUEL

TRACE_WORDS = ("Traceback", 'File "', "tenkaichi.", "Exception", "NoneType")
ACTIONS = ("answer", "dice", "join", "control", "undo", "seats", "settings", "replay", "nothing")
FIELDS = (
    "decision", "option", "dice", "name", "action", "seat", "role", "side", "bot",
    "turn_timer", "on_timeout", "gm_sees_secrets", "step", "gm_name", "source", "sheet0",
    "side0", "plays0", "square0", "edition", "seed", "encounter", "example", "width", "rule_x",
)  # fmt: skip
VALUES = st.one_of(
    st.text(max_size=60),
    st.sampled_from(["0", "1", "-1", "999999999999999999999", "1e9", "start", "undo", "add",
                     "approve", "kick", "dice", "digital", "physical", "player", "bot", "yes",
                     "West", "East", "goku", "sheets", "file", "A1", "ZZ999", "dbu-1", "\x00",
                     "😀" * 30, "\u202e", "a" * 5000]),
)  # fmt: skip


App = tuple[TestClient, WebTable, dict[str, str]]


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    folder: Path = tmp_path_factory.mktemp("hostile")
    application = create_app(f"sqlite:///{folder / 't.sqlite3'}", data=EXAMPLES)
    with TestClient(application, raise_server_exceptions=False) as client:
        web = application.state.web
        yield client, web, _table(client, web)


def _table(client: TestClient, web: WebTable) -> dict[str, str]:
    made = client.post("/tables", data=SHEETS_DUEL, follow_redirects=False)
    assert made.status_code == 303, made.text
    gm = str(made.headers["location"]).removeprefix("/seat/")
    seats = web.service.seats(gm)
    player = next(s["token"] for s in seats if s["role"] == "player")
    spectator = next(s["token"] for s in seats if s["role"] == "spectator")
    return {"gm": gm, "player": player, "spectator": spectator, "stranger": "x" * 43}


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    who=st.sampled_from(["gm", "player", "spectator", "stranger"]),
    action=st.sampled_from(ACTIONS),
    form=st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=6),
)
def test_no_form_makes_a_server_error(
    app: App, who: str, action: str, form: dict[str, Any]
) -> None:
    client, web, tokens = app
    token = tokens[who]
    watched = who == "stranger" or (who == "spectator" and action != "join")
    before = web.service.view(tokens["gm"]) if watched else None
    if action == "replay":
        response = client.get(f"/seat/{token}/replay", params=form)
    else:
        response = client.post(f"/seat/{token}/{action}", data=form, follow_redirects=False)
    assert response.status_code in (200, 303, 400, 404, 409), (response.status_code, form)
    assert not any(word in response.text for word in TRACE_WORDS), response.text[:300]
    if before is not None:  # a stranger changes nothing, a spectator only its own name
        after = web.service.view(tokens["gm"])
        assert (after["seq"], after["status"], after["seats"]) == (
            before["seq"],
            before["status"],
            before["seats"],
        )


@settings(max_examples=60, deadline=None)
@given(form=st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=10))
def test_no_home_form_makes_a_server_error(app: App, form: dict[str, Any]) -> None:
    client, _, _ = app
    response = client.post("/tables", data=form, follow_redirects=False)
    assert response.status_code in (303, 400), (response.status_code, form)
    assert not any(word in response.text for word in TRACE_WORDS), response.text[:300]
