"""The web table's errors and its other pages read in the reader's language (issue 38): a
refused answer, a bad field on the home page, a bad setting and a stale decision are each one
line in Spanish, Brazilian Portuguese or the pseudo-language; the home and replay pages in
en-XA leave no English word outside the catalogues; English stays as it was."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.i18n import PSEUDO, text
from tenkaichi.table.web import CLIENT_HEADER, WebTable, create_app

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LANGUAGES = ("es", "pt-BR", PSEUDO)
_WORD = re.compile(r"[A-Za-z]{2,}")


class Table:
    def __init__(self, client: TestClient, web: WebTable, gm: str, spectator: str) -> None:
        self.client, self.web, self.gm, self.spectator = client, web, gm, spectator

    def post(self, token: str, action: str, language: str, **form: str) -> dict[str, Any]:
        """A form posted as the live client does: the refusal's one line comes back."""
        answer = self.client.post(
            f"/seat/{token}/{action}",
            data=form,
            headers={CLIENT_HEADER: "1", "accept-language": language},
        )
        assert answer.status_code == 409, answer.text
        return dict(answer.json())


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    """A started duel the game master answers for, with a spectator who joined."""
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


def _visible(page: str) -> str:
    """The words a person reads on a page (no script, style, drawing or tag)."""
    body = re.sub(r"<(script|style|svg)\b.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def _one_line(said: str) -> str:
    assert said
    assert "\n" not in said, said
    return said


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_foreign_seats_answer_is_refused_in_its_language(table: Table, language: str) -> None:
    decision = str(table.web.service.view(table.gm)["seq"])
    told = table.post(table.spectator, "answer", language, decision=decision, option="0")
    assert _one_line(told["error"]) == text("table-error-spectator-cannot-act", language)
    assert told["error"] != text("table-error-spectator-cannot-act", "en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_stale_decision_is_one_line_in_the_readers_language(table: Table, language: str) -> None:
    now = int(table.web.service.view(table.gm)["seq"])
    told = table.post(table.gm, "answer", language, decision=str(now + 7), option="0")
    wanted = text("table-error-decision-over", language, decision=str(now + 7), now=str(now))
    assert _one_line(told["error"]) == wanted
    english = table.post(table.gm, "answer", "en", decision=str(now + 7), option="0")
    assert english["error"] == f"decision {now + 7} is over: the table is at decision {now}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bad_setting_is_one_line_next_to_its_field(table: Table, language: str) -> None:
    told = table.post(table.gm, "settings", language, turn_timer="soon")
    assert told["field"] == "turn_timer"
    assert _one_line(told["error"]) == text("table-error-timer", language, low="5", high="3600")
    english = table.post(table.gm, "settings", "en", turn_timer="soon")
    assert english["error"] == "the turn timer is 0 (off) or 5 to 3600 seconds"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bad_field_on_the_home_page_is_told_in_the_readers_language(
    table: Table, language: str
) -> None:
    form = {"gm_name": "Gina", "example": "saiyan-duel", "dice": "seeded", "seed": "x1"}
    page = table.client.post(f"/tables?lang={language}", data=form)
    assert page.status_code == 400
    said = re.search(r'data-for="seed"[^>]*>([^<]*)<', page.text)
    assert said is not None
    assert _one_line(html.unescape(said[1])) == text("table-error-form-seed", language)
    english = table.client.post("/tables?lang=en", data=form)
    assert ">the seed is a whole number from 0<" in english.text


def test_the_game_masters_words_for_the_client_are_translated_codes_kept(table: Table) -> None:
    from tenkaichi.i18n import use
    from tenkaichi.table.web_gm import _seat_label
    from tenkaichi.table.web_settings import table_settings_model

    for language in LANGUAGES:
        with use(language):
            timeouts = table_settings_model({})["timeouts"]
            label = _seat_label({"role": "player", "name": None})
        assert [code for code, _ in timeouts] == ["pause", "pass"]
        assert timeouts[0][1] == text("table-timeout-pause", language) != "pause the fight"
        assert text("table-gm-seat-not-joined", language) in label
    with use("en"):
        assert table_settings_model({})["timeouts"] == [
            ("pause", "pause the fight"),
            ("pass", "answer for them (pass)"),
        ]
        assert _seat_label({"role": "gm", "name": "Gina"}) == "You (game master)"
        assert _seat_label({"role": "player", "name": None}) == "(not joined yet) (player)"


def _english_left(page: str, allowed: set[str]) -> set[str]:
    """Plain ASCII words of ``page`` that are not among ``allowed`` (names; any case)."""
    known = {w.lower() for w in allowed}
    return {w for w in _WORD.findall(_visible(page)) if w.lower() not in known}


def test_the_home_page_in_en_xa_has_no_english_word_outside_names(table: Table) -> None:
    page = table.client.get("/?lang=en-XA").text
    assert '<html lang="en-XA">' in page
    without_rules = re.sub(r'<table class="rules">.*?</table>', " ", page, flags=re.S)
    examples = {w for name in table.web.form.examples() for w in _WORD.findall(name)}
    sheets = {w for p in table.web.form.sheets().values() for w in _WORD.findall(p.stem)}
    names = {"West", "East", "Dungeon", "DICE", "Combat", "Dragon", "Ball", "Universe"}
    names |= {"dbu", "YAML", "JSON", "Markdown", "Jr", "vs"}
    assert _english_left(without_rules, names | examples | sheets) == set()
    assert text("table-home-heading", PSEUDO) in page


def test_the_replay_page_in_en_xa_has_no_english_word_outside_names(table: Table) -> None:
    page = table.client.get(f"/seat/{table.gm}/replay?lang=en-XA")
    assert page.status_code == 200
    assert '<html lang="en-XA">' in page.text
    names = {"Goku", "Vegeta", "Earth", "Afterlife", "Gina", "Sam"}
    assert _english_left(page.text, names) == set()
    english = table.client.get(f"/seat/{table.gm}/replay?lang=en").text
    assert "<h1>Replay: step " in english
    assert '<label for="jump-step">Jump to</label>' in english


def test_the_error_page_reads_in_the_readers_language(table: Table) -> None:
    for language in LANGUAGES:
        page = table.client.get(f"/seat/{'x' * 40}/replay?lang={language}")
        assert page.status_code == 404
        assert text("table-error-invalid-link", language) in html.unescape(page.text)
        assert text("table-error-new-table", language) in page.text
    english = table.client.get(f"/seat/{'x' * 40}/replay?lang=en").text
    assert "that seat link is not valid: ask the game master for a new one" in english
    assert '<a href="/">Open a new table</a>' in english


def test_a_transcript_reads_in_the_language_of_whoever_asks(table: Table) -> None:
    for language in LANGUAGES:
        page = table.client.get(f"/seat/{table.gm}/export.md?lang={language}")
        assert page.status_code == 200, page.text
        assert f"## {text('table-export-the-fight', language)}" in page.text
        assert "## The fight" not in page.text
        web = table.client.get(f"/seat/{table.gm}/export.html?lang={language}").text
        assert f"<h2>{text('table-export-the-fight', language)}</h2>" in web
    english = table.client.get(f"/seat/{table.gm}/export.md?lang=en").text
    assert "## The fight" in english
