"""Each seat reads the table in its own language (issue 38): its browser's by default, its own
choice once made; one seat's language never reaches another's screen, and a bad choice is one
line that changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.i18n import text
from tenkaichi.table.web import WebTable, create_app

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _events(view: dict[str, Any]) -> list[str]:
    return [str(e["text"]) for e in view["events"]]


def _round_one(locale: str) -> str:
    return text("dbu-round-begins", locale, round="1")


class Table:
    def __init__(self, client: TestClient, web: WebTable, gm: str, spectator: str) -> None:
        self.client, self.web, self.gm, self.spectator = client, web, gm, spectator

    def screen(self, token: str, **headers: str) -> dict[str, Any]:
        response = self.client.get(f"/api/seat/{token}/screen", headers=headers)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def view(self, token: str, **headers: str) -> dict[str, Any]:
        response = self.client.get(f"/api/seat/{token}/view", headers=headers)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def choose(self, token: str, language: str) -> Any:
        return self.client.post(
            f"/seat/{token}/language", data={"language": language}, follow_redirects=False
        )


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    """A started duel whose fighters the GM answers for (so nothing moves by itself), with
    a spectator."""
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    web: WebTable = app.state.web
    with TestClient(app) as client:
        form = {"gm_name": "Gina", "example": "saiyan-duel", "dice": "seeded", "seed": "5"}
        made = client.post("/tables", data=form, follow_redirects=False)
        gm = str(made.headers["location"]).removeprefix("/seat/")
        (spectator,) = [s["token"] for s in web.service.seats(gm) if s["role"] == "spectator"]
        client.post(f"/seat/{spectator}/join", data={"name": "Sam"}, follow_redirects=False)
        client.post(f"/seat/{gm}/control", data={"action": "start"}, follow_redirects=False)
        yield Table(client, web, gm, spectator)


def test_a_seat_reads_its_browsers_language_until_it_chooses_one(table: Table) -> None:
    spanish = table.view(table.gm, **{"accept-language": "es-MX,es;q=0.9,en;q=0.5"})
    english = table.view(table.gm, **{"accept-language": "en-GB"})
    portuguese = table.view(table.gm, **{"accept-language": "pt-PT"})
    assert _round_one("es") in _events(spanish)
    assert _round_one("en") in _events(english)
    assert _round_one("pt-BR") in _events(portuguese)
    assert _round_one("en") not in _events(spanish)
    assert table.screen(table.gm, **{"accept-language": "es"})["language"] == "es"


def test_a_seats_choice_wins_over_its_browser_and_stays(table: Table) -> None:
    assert table.choose(table.spectator, "pt-BR").status_code == 303
    for browser in ("en", "es", ""):
        view = table.view(table.spectator, **({"accept-language": browser} if browser else {}))
        assert _round_one("pt-BR") in _events(view), browser
    screen = table.screen(table.spectator, **{"accept-language": "es"})
    assert screen["language"] == "pt-BR"
    assert [lang["code"] for lang in screen["languages"]] == ["en", "es", "pt-BR"]
    assert "Português (Brasil)" in [lang["name"] for lang in screen["languages"]]
    # the GM, at the same table and the same moment, still reads their own browser's
    assert _round_one("en") in _events(table.view(table.gm, **{"accept-language": "en"}))
    # an empty choice goes back to the browser's
    assert table.choose(table.spectator, "").status_code == 303
    assert _round_one("es") in _events(table.view(table.spectator, **{"accept-language": "es"}))


def test_two_seats_in_two_languages_never_share_a_cached_screen(table: Table) -> None:
    table.choose(table.gm, "es")
    table.choose(table.spectator, "en")
    for _ in range(2):  # the second look is served from the caches
        gm, spectator = table.view(table.gm), table.view(table.spectator)
        assert _round_one("es") in _events(gm)
        assert _round_one("en") not in _events(gm)
        assert _round_one("en") in _events(spectator)
        assert _round_one("es") not in _events(spectator)


@pytest.mark.parametrize("bad", ["fr", "klingon-XX", "x" * 500, "ñ\u202e", "es;DROP"])
def test_a_language_we_do_not_speak_is_one_line_and_changes_nothing(table: Table, bad: str) -> None:
    before = table.view(table.spectator, **{"accept-language": "en"})
    response = table.client.post(
        f"/seat/{table.spectator}/language",
        data={"language": bad},
        headers={"x-tenkaichi-client": "1"},
    )
    assert response.status_code == 409
    error = response.json()["error"]
    assert "\n" not in error
    assert "es (Español)" in error
    assert len(error) < 300
    assert response.json()["field"] == "language"
    after = table.view(table.spectator, **{"accept-language": "en"})
    assert after["events"] == before["events"]
    assert after["version"] == before["version"]


def test_a_websocket_keeps_its_handshakes_language_on_every_push(table: Table) -> None:
    headers = {"accept-language": "es"}
    with (
        table.client.websocket_connect(f"/ws/seat/{table.spectator}", headers=headers) as es,
        table.client.websocket_connect(f"/ws/seat/{table.gm}") as en,
    ):
        first_es, first_en = es.receive_json()["view"], en.receive_json()["view"]
        assert first_es["screen"]["language"] == "es"
        assert first_en["screen"]["language"] == "en"
        # the GM pauses: the push to the spectator is still in the spectator's language
        table.client.post(f"/seat/{table.gm}/control", data={"action": "pause"})
        pushed_es, pushed_en = es.receive_json()["view"], en.receive_json()["view"]
        assert pushed_es["screen"]["language"] == "es"
        assert pushed_en["screen"]["language"] == "en"


def test_a_link_may_name_its_language(table: Table) -> None:
    response = table.client.get(f"/api/seat/{table.gm}/screen?lang=pt-BR")
    assert response.json()["language"] == "pt-BR"
    response = table.client.get(f"/api/seat/{table.gm}/screen?lang=zz")
    assert response.json()["language"] == "en"
