"""Opening a table on the home page from picked character sheets: each character on its side
(West at the left edge, East at the right, or on the square given), played by a player seat,
the game master or a bot; the edition and house rules; a broken sheet, a bad square or a bad
house rule told in one line next to its field in the command line's words; the cap on one
address's open tables; no command-line flag in any message."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.dbu.sheet_files import parse_sheet
from tenkaichi.errors import ContentError
from tenkaichi.table import service_seats as service_module
from tenkaichi.table.web import WebTable, create_app

from .helpers import EXAMPLES, SHEETS_DUEL

DUEL = {**SHEETS_DUEL, "seed": "3"}


@pytest.fixture
def app_client(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app) as client:
        yield client, app.state.web


def _created(client: TestClient, form: dict[str, str]) -> str:
    response = client.post("/tables", data=form, follow_redirects=False)
    assert response.status_code == 303, _errors(response.text)
    return str(response.headers["location"]).removeprefix("/seat/")


def _errors(page: str) -> dict[str, str]:
    """The errors of the home page, by the name of the field they stand next to."""
    out = {}
    for match in re.finditer(r'<span class="error" data-for="([^"]+)"[^>]*>([^<]*)</span>', page):
        out[match[1]] = html.unescape(match[2])
    return out


def _visible(page: str) -> str:
    """The words a person reads on a page: no tags, attributes or scripts."""
    page = re.sub(r"<script.*?</script>", "", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def test_the_home_page_offers_the_example_sheets_and_readable_house_rules(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, _ = app_client
    page = client.get("/").text
    for sheet in ("goku", "vegeta", "saibaman"):
        assert f'<option value="{sheet}"' in page
    assert "saiyan-duel" in page  # the example encounters are still there
    words = _visible(page)
    assert "Steadfast TN" in words
    assert "Skill TN grandmaster" in words
    assert "impulsive vs corporeal" in words
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", words), re.findall(r"\b[a-z]+_[a-z_]+\b", words)


def test_picked_sheets_make_a_table_with_a_seat_for_each_character(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, web = app_client
    form = {
        **DUEL,
        "sheet2": "saibaman",
        "side2": "West",
        "square2": "C2",
        "plays2": "random",
        "sheet3": "saibaman",
        "side3": "East",
        "plays3": "gm",
    }
    gm = _created(client, form)
    seats = {s["role"]: s for s in web.service.seats(gm) if s["role"] != "bot"}
    bots = [s for s in web.service.seats(gm) if s["role"] == "bot"]
    assert seats["player"]["fighters"] == ["Goku"]
    assert sorted((b["bot"], tuple(b["fighters"])) for b in bots) == [
        ("greedy", ("Vegeta",)),
        ("random", ("Saibaman",)),
    ]
    assert "spectator" in seats
    page = client.get(f"/seat/{gm}").text
    assert f"/seat/{seats['player']['token']}" in page  # the player's invite
    assert web.service.view(seats["player"]["token"])["you"]["fighters"] == ["Goku"]
    assert client.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
    fighters = {f["name"]: f for f in web.service.view(gm)["fighters"]}
    assert set(fighters) == {"Goku", "Vegeta", "Saibaman", "Saibaman (2)"}
    assert fighters["Saibaman"]["pos"] == [2, 1]  # C2, as asked
    width = 16
    assert fighters["Goku"]["pos"][0] < width // 2 <= fighters["Vegeta"]["pos"][0]
    assert fighters["Saibaman (2)"]["pos"][0] >= width // 2  # East, at the right
    assert fighters["Saibaman (2)"]["side"] == "East"


def test_the_edition_and_house_rules_go_into_the_fight(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, web = app_client
    form = {
        **DUEL,
        "edition": "dbu-1",
        "rule_steadfast_tn": "7",
        "rule_massive_damage": "no",
        "rule_throw_range": "unlimited",
        "rule_long_range": "9",  # the default: not written into the fight
    }
    gm = _created(client, form)
    client.post(f"/seat/{gm}/control", data={"action": "start"})
    with web.service.seat_context(gm) as seat:
        assert seat.enc is not None
        assert seat.enc.setup.edition == "dbu-1"
        assert seat.enc.setup.settings == {
            "steadfast_tn": 7,
            "massive_damage": False,
            "throw_range": "unlimited",
        }
    example = {"gm_name": "Gina", "example": "saiyan-duel", "rule_max_rounds": "12"}
    gm = _created(client, example)
    client.post(f"/seat/{gm}/control", data={"action": "start"})
    with web.service.seat_context(gm) as seat:
        assert seat.enc is not None
        assert seat.enc.setup.settings["max_rounds"] == 12
        assert seat.enc.setup.edition == "dbu-2"


def test_a_broken_sheet_a_bad_square_and_a_bad_rule_are_told_next_to_their_fields(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, web = app_client
    broken = "name: Broly\nrace: martian\npower_level: 3\n"
    with pytest.raises(ContentError) as cli:
        parse_sheet(broken, "broly.yaml")
    form = {
        **DUEL,
        "sheet0": "upload",
        "sheet0_text": broken,
        "sheet0_name": "broly.yaml",
        "square1": "Z40",
        "rule_steadfast_tn": "99",
        "rule_grapple_allies": "perhaps",
    }
    response = client.post("/tables", data=form)
    assert response.status_code == 400
    errors = _errors(response.text)
    assert errors["sheet0"] == str(cli.value).splitlines()[0]  # the CLI's first line
    assert errors["square1"] == "Z40 is off the 16x10 grid (A1 to P10)"
    assert errors["rule_steadfast_tn"] == (
        "settings: setting Steadfast TN cannot be 99; allowed: a whole number from 1 to 60"
    )
    assert errors["rule_grapple_allies"] == "Grapple allies is yes or no"
    assert all("\n" not in e and "_" not in e for e in errors.values())
    assert 'value="Z40"' in response.text  # the form comes back as it was filled in
    assert web.service.engine is not None
    lone = client.post("/tables", data={"gm_name": "Gina", "source": "sheets", "sheet0": "goku"})
    assert "a fight needs at least two character sheets" in _visible(lone.text)
    same = client.post("/tables", data={**DUEL, "square0": "d4", "square1": "D4"})
    assert _errors(same.text)["square1"] == "Goku already stands on D4"
    nothing = client.post("/tables", data={"gm_name": "Gina"})
    assert "choose an example encounter" in nothing.text


def test_an_uploaded_sheet_plays_like_an_example_one(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, web = app_client
    text = (EXAMPLES / "yamcha.yaml").read_text(encoding="utf-8")
    form = {**DUEL, "sheet0": "", "sheet0_text": text, "sheet0_name": "my-yamcha.yaml"}
    gm = _created(client, form)
    (player,) = [s for s in web.service.seats(gm) if s["role"] == "player"]
    assert player["fighters"] == ["Yamcha"]


def test_one_address_may_keep_only_so_many_tables_open(
    app_client: tuple[TestClient, WebTable], monkeypatch: pytest.MonkeyPatch
) -> None:
    client, _ = app_client
    monkeypatch.setattr(service_module, "TABLES_PER_OWNER", 2)
    first = _created(client, DUEL)
    _created(client, DUEL)
    refused = client.post("/tables", data=DUEL)
    assert refused.status_code == 400
    assert _errors(refused.text) == {"create": "you already have 2 open tables: end one first"}
    assert (
        client.post(f"/seat/{first}/control", data={"action": "end", "confirm": "yes"}).status_code
        == 200
    )
    _created(client, DUEL)  # an ended table no longer counts


def test_no_message_names_a_command_line_flag(app_client: tuple[TestClient, WebTable]) -> None:
    client, _ = app_client
    outside = "sheets:\n  a: /etc/hostname\n  b: ../goku.yaml\nfighters:\n  - {sheet: a, side: A}\n"
    response = client.post("/tables", data={"gm_name": "Gina", "encounter": outside})
    assert response.status_code == 400
    text = _visible(response.text)
    assert "outside the encounter's folder" in text
    assert "--library" not in response.text
    assert "TENKAICHI_SHEET_LIBRARY" not in response.text
    assert "/tmp" not in response.text
    for path in Path(__file__).resolve().parents[2].glob("src/tenkaichi/table/web*.py"):
        assert "--library" not in path.read_text(encoding="utf-8"), path


def _form_fields(page: str) -> set[str]:
    return set(re.findall(r'name="([^"]+)"', page))


def test_the_form_posts_the_fields_the_server_reads(
    app_client: tuple[TestClient, WebTable],
) -> None:
    client, _ = app_client
    fields: Any = _form_fields(client.get("/").text)
    for name in ("gm_name", "source", "sheet0", "sheet0_text", "side0", "square0", "plays0"):
        assert name in fields
    assert {"edition", "dice", "seed", "example", "encounter", "rule_steadfast_tn"} <= fields
