"""Exports: the transcript (Markdown, HTML) holds the summary and every log line, escaped; the
input log replays through ``tenkaichi replay`` to the same fight; the routes let a player have
them once the fight is over, the game master at any time, and a bad link is one line."""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from tenkaichi.cli import app as cli
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import parse_setup
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.table import web_export
from tenkaichi.table.export import input_log_json, md, transcript_html, transcript_markdown
from tenkaichi.table.present_text import readable
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError
from tenkaichi.table.summary import fight_summary
from tenkaichi.table.web import WebTable, create_app
from tenkaichi.table.web import html as page_response
from tenkaichi.table.web import line as error_line

from .helpers import EXAMPLES, SHEETS_DUEL, example, play, seat_table

EVIL = '<script>alert("x")</script> | *Goku*'
"""A fighter's name that would be a tag, a table cell break and emphasis if not escaped."""


def _evil_setup() -> Any:
    raw = example("saiyan-duel.yaml").model_dump(mode="json")
    raw["fighters"][0]["id"] = EVIL
    return parse_setup(raw, "evil")


def _fight(setup: Any, seed: int, most: int = 5000) -> Encounter:
    enc = Encounter.start(setup, seed)
    bot = make_bot("greedy", seed=seed)
    for _ in range(most):
        if enc.decision is None:
            break
        enc.choose(decide(bot, enc))
    return enc


def _lines(enc: Encounter) -> list[dict[str, Any]]:
    names = [f.id for f in enc.state.fighters]
    return [{"round": e.round, "text": readable(e.text, names)} for e in enc.events]


class _Tags(HTMLParser):
    """The page's tags, checked to nest (void elements aside)."""

    VOID = frozenset({"meta", "br", "hr", "img", "input", "link"})

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.seen: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.seen.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open, tag
        assert self.open[-1] == tag, (tag, self.open[-5:])
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _parsed(page: str) -> _Tags:
    tags = _Tags()
    tags.feed(page)
    tags.close()
    assert tags.open == []
    return tags


# --- the transcripts --------------------------------------------------------------------


def test_the_transcripts_hold_the_summary_and_every_line() -> None:
    enc = _fight(example("mirror-3v3.yaml"), 1)
    summary, lines = fight_summary(enc), _lines(enc)
    page = transcript_markdown("Table 3", lines, summary, ["Gina ended the fight"])
    assert page.startswith("# Table 3\n")
    assert f"**{md(summary['result'])}**" in page
    body = page.splitlines()
    for line in lines:
        assert f"- {md(line['text'])}" in body
    assert "- Gina ended the fight" in body
    rows = [r for r in body if r.startswith("| ")]
    assert len(rows) == 2 + len(summary["fighters"])  # the headers, the rule, the fighters
    for f in summary["fighters"]:
        row = next(r for r in rows if r.startswith(f"| {md(f['name'])} |"))
        assert f"| {f['damage_dealt']} | {f['damage_taken']} |" in row
    headings = [r for r in body if r.startswith("### ")]
    assert headings[0] == "### Before the first round"
    assert headings[1:] == [f"### Round {r}" for r in range(1, enc.state.round + 1)]

    html_page = transcript_html("Table 3", lines, summary, ["Gina ended the fight"])
    tags = _parsed(html_page)
    text = "".join(tags.text)
    for line in lines:
        assert line["text"] in text
    assert summary["result"] in text
    for f in summary["fighters"]:
        assert f["name"] in text


def test_the_html_page_stands_alone_and_keeps_to_the_basics() -> None:
    enc = _fight(example("saiyan-duel.yaml"), 0)
    summary = fight_summary(enc)
    page = transcript_html("Table 1: a duel", _lines(enc), summary)
    tags = _parsed(page)
    names = [t for t, _ in tags.seen]
    assert page.startswith('<!DOCTYPE html>\n<html lang="en">')
    assert names.count("h1") == 1
    assert names.count("title") == 1
    assert names.count("main") == 1
    headings = [int(t[1]) for t in names if re.fullmatch(r"h[1-6]", t)]
    assert all(b - a <= 1 for a, b in itertools.pairwise(headings))
    assert names.count("caption") == 1
    cols = [a for t, a in tags.seen if t == "th" and a.get("scope") == "col"]
    assert len(cols) == 12  # Fighter, Side, Damage dealt ... Life, Ki, Status
    assert sum(1 for t, a in tags.seen if t == "th" and a.get("scope") == "row") == 2
    assert ("meta", {"name": "viewport", "content": "width=device-width, initial-scale=1"}) in (
        tags.seen
    )
    scroller = next(a for t, a in tags.seen if t == "div" and a.get("class") == "scroll")
    assert scroller.get("tabindex") == "0"
    assert scroller.get("role") == "region"
    for t, a in tags.seen:  # no external asset, no script
        assert t not in ("script", "link", "img", "iframe")
        assert not any(k in ("src", "href") for k in a), (t, a)


def test_a_name_that_looks_like_markup_stays_text() -> None:
    enc = _fight(_evil_setup(), 0, most=40)
    summary, lines = fight_summary(enc), _lines(enc)
    assert any(EVIL in line["text"] for line in lines)
    page = transcript_html(f"Table of {EVIL}", lines, summary)
    assert "<script" not in page.lower()
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in page
    tags = _parsed(page)
    assert EVIL in "".join(tags.text)
    text = transcript_markdown(f"Table of {EVIL}", lines, summary)
    assert not re.search(r"(?<!\\)<", text)  # every < escaped: no tag
    assert r"\<script>alert" in text
    assert r"\| \*Goku\*" in text
    table = [r for r in text.splitlines() if r.startswith("| ")]
    pipes = {len(re.findall(r"(?<!\\)\|", r)) for r in table}
    assert len(pipes) == 1  # every row has as many cells as the header


# --- the input log ----------------------------------------------------------------------


@pytest.mark.parametrize("most", [5000, 25])
def test_the_input_log_replays_through_tenkaichi_replay(tmp_path: Path, most: int) -> None:
    enc = _fight(example("saiyan-duel.yaml"), 4, most=most)
    path = tmp_path / "tenkaichi-table-1.json"
    path.write_text(json.dumps(input_log_json(enc)), encoding="utf-8")
    done = CliRunner().invoke(cli, ["replay", str(path)])
    assert done.exit_code == 0, done.output
    last = [e.text for e in enc.events][-1]
    assert last.split(":")[0] in done.output
    if enc.over:
        assert enc.events[-1].text in done.output
    else:
        assert f"The fight stops here, unfinished ({len(enc.choices)} choices)" in done.output
    again = replay(json.loads(path.read_text(encoding="utf-8"))["record"])
    assert again.to_json()["state"] == enc.to_json()["state"]
    assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]


def test_only_a_dbu_fight_has_an_input_log(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    gm = svc.create_table({"players": 2}, "Gina", game="top", seed=1)
    svc.start(gm)
    with svc.seat_context(gm) as ctx, pytest.raises(TableError, match="Dragon Ball Universe"):
        input_log_json(ctx.enc)
    svc.close()


def test_a_physical_dice_table_exports_the_dice_it_was_given(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    seated = seat_table(
        svc,
        example("saiyan-duel.yaml"),
        {"Kris": {"side": "Earth"}},
        dice="physical",
        bots={"Afterlife": "greedy"},
    )
    svc.start(seated.gm)
    assert play(svc, {"GM": seated.gm, **seated.players}, random.Random(3), 30) > 5
    found = web_export.export_file(svc, seated.gm, "json")
    data = json.loads(found.body)
    assert data["record"]["dice"]
    with svc.seat_context(seated.gm) as ctx:
        assert replay(data["record"]).to_json()["state"] == ctx.enc.to_json()["state"]
    svc.close()


# --- the routes -------------------------------------------------------------------------


def _app(tmp_path: Path) -> Any:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    paths = {getattr(r, "path", "") for r in app.routes}
    if "/seat/{token}/export.md" not in paths:  # until web.py registers the exports
        web_export.register(app, app.state.web.service, page_response, error_line)
    return app


@pytest.fixture
def fight(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable, dict[str, str]]]:
    """Kris (Goku) against a greedy bot (Vegeta): a few answers, not yet over."""
    app = _app(tmp_path)
    web: WebTable = app.state.web
    with TestClient(app) as client:
        made = client.post("/tables", data={**SHEETS_DUEL, "seed": "4"}, follow_redirects=False)
        gm = str(made.headers["location"]).removeprefix("/seat/")
        seats = {s["role"]: s for s in web.service.seats(gm)}
        player, spectator = seats["player"]["token"], seats["spectator"]["token"]
        web.service.join(player, "Kris")
        web.service.approve(gm, seats["player"]["seat"])
        web.service.start(gm)
        for _ in range(6):
            pending = web.service.view(player)["pending"]
            kinds = [o["key"]["kind"] for o in pending["options"]]
            option = kinds.index("attack") if "attack" in kinds else 0
            web.service.answer(player, pending["decision_id"], option)
        yield client, web, {"gm": gm, "player": player, "spectator": spectator}


def _message(page: str) -> str:
    found = re.search(r'<p class="message" role="alert">([^<]*)</p>', page)
    assert found is not None, page[:300]
    return found[1]


def test_a_player_waits_for_the_end_the_gm_does_not(
    fight: tuple[TestClient, WebTable, dict[str, str]],
) -> None:
    client, web, seats = fight
    table = web.service.view(seats["gm"])["table"]
    for kind in ("md", "html", "json"):
        for who in ("player", "spectator"):
            early = client.get(f"/seat/{seats[who]}/export.{kind}")
            assert early.status_code == 403, (who, kind)
            assert _message(early.text) == "the fight&#39;s export opens when the fight is over"
            assert "Traceback" not in early.text
        got = client.get(f"/seat/{seats['gm']}/export.{kind}")
        assert got.status_code == 200, kind
        assert got.headers["content-disposition"] == (
            f'attachment; filename="tenkaichi-table-{table}.{kind}"'
        )
    bad = client.get("/seat/not-a-seat/export.md")
    assert bad.status_code == 404
    assert _message(bad.text).startswith("that seat link is not valid")
    assert client.get(f"/seat/{seats['gm']}x/export.json").status_code == 404


def test_once_over_every_seat_takes_its_own_transcript(
    fight: tuple[TestClient, WebTable, dict[str, str]],
) -> None:
    client, web, seats = fight
    web.service.end(seats["gm"])
    for who in ("player", "spectator"):
        view = web.service.view(seats[who])
        names = [f["name"] for f in view["fighters"]]
        page = client.get(f"/seat/{seats[who]}/export.md")
        assert page.status_code == 200
        assert page.headers["content-type"].startswith("text/markdown")
        body = page.text.splitlines()
        r = max(e["round"] for e in view["events"])
        assert f"**Ended by the game master after round {r}: still standing: Goku, Vegeta**" in (
            body
        )
        listed = [b[2:] for b in body if b.startswith("- ")]
        shown = [md(readable(e["text"], names)) for e in view["events"]]
        notes = [md(n["text"]) for n in view["notices"]]
        assert listed == shown + notes  # every line the seat saw, and nothing else
        web_page = client.get(f"/seat/{seats[who]}/export.html")
        assert web_page.status_code == 200
        assert web_page.headers["content-type"].startswith("text/html")
        assert "Goku" in web_page.text
        assert "Ended by the game master" in web_page.text


def test_the_exported_input_log_replays_the_table(
    fight: tuple[TestClient, WebTable, dict[str, str]], tmp_path: Path
) -> None:
    client, web, seats = fight
    web.service.end(seats["gm"])
    # the input log holds every side's secret choices: the game master's, even at the end
    assert client.get(f"/seat/{seats['player']}/export.json").status_code == 403
    got = client.get(f"/seat/{seats['gm']}/export.json")
    assert got.status_code == 200
    data = got.json()
    assert data["table"] == web.service.view(seats["gm"])["table"]
    with web.service.seat_context(seats["gm"]) as ctx:
        assert replay(data["record"]).to_json()["state"] == ctx.enc.to_json()["state"]
    path = tmp_path / "log.json"
    path.write_text(got.text, encoding="utf-8")
    done = CliRunner().invoke(cli, ["replay", str(path)])
    assert done.exit_code == 0, done.output


def test_a_markup_name_stays_text_through_the_route(tmp_path: Path) -> None:
    app = _app(tmp_path)
    web: WebTable = app.state.web
    gm = web.service.create_table(
        _evil_setup(), "Gina", seed=2, bots={"Earth": "greedy", "Afterlife": "greedy"}
    )
    web.service.start(gm)
    with TestClient(app) as client:
        page = client.get(f"/seat/{gm}/export.html")
    assert page.status_code == 200
    assert "<script" not in page.text.lower()
    assert "&lt;script&gt;" in page.text


def test_another_game_exports_its_transcript_only(tmp_path: Path) -> None:
    app = _app(tmp_path)
    web: WebTable = app.state.web
    gm = web.service.create_table(
        {"players": 2}, "Gina", game="top", seed=1, bots={"Player 1": "greedy"}
    )
    web.service.start(gm)
    with TestClient(app) as client:
        refused = client.get(f"/seat/{gm}/export.json")
        assert refused.status_code == 404
        assert "only a Dragon Ball Universe fight has an input log" in _message(refused.text)
        page = client.get(f"/seat/{gm}/export.md")
        assert page.status_code == 200
        assert "Tournament of Power" in page.text
        assert "| Player |" in page.text


def test_axe_finds_nothing_on_the_page_and_it_fits_a_phone() -> None:
    from .browser_helpers import CHROMIUM, axe_violations, chromium

    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing (install Debian's chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    enc = _fight(_evil_setup(), 0)
    page_html = transcript_html("Tenkaichi table 1", _lines(enc), fight_summary(enc), ["a note"])
    with chromium(sync_api) as browser:
        page = browser.new_page(viewport={"width": 360, "height": 740})
        page.set_content(page_html)
        assert page.evaluate("() => document.querySelectorAll('script').length") == 0
        assert axe_violations(page, ("minor", "moderate", "serious", "critical")) == []
        wide = page.evaluate("() => document.documentElement.scrollWidth")
        assert wide <= 360  # only the summary table scrolls, inside its own region


def test_hidden_npc_numbers_stay_hidden_in_the_export(tmp_path: Path) -> None:
    """With ``hide_npc_numbers``, the player's export tells the bot's fighter's Life as its
    Health word and none of its Ki, as the player's view does; the GM's tells the numbers."""
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    seated = seat_table(
        svc,
        example("saiyan-duel.yaml"),
        {"Kris": {"side": "Earth"}},
        bots={"Afterlife": "greedy"},
        settings={"hide_npc_numbers": True},
    )
    svc.start(seated.gm)
    play(svc, seated.tokens(), random.Random(5), 30)
    if svc.view(seated.gm)["status"] != "over":
        svc.end(seated.gm)
    kris = seated.players["Kris"]
    view = svc.view(kris)
    assert view["npcs"] == ["Vegeta"]
    vegeta = next(f for f in view["fighters"] if f["name"] == "Vegeta")
    text = web_export.export_file(svc, kris, "md").body
    row = next(r for r in text.splitlines() if r.startswith("| Vegeta |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    status = "Defeated" if vegeta["defeated"] else "Standing"
    assert cells[-3:] == [vegeta["health"], "unknown", status]
    assert cells[5] == "unknown"  # Ki spent
    with svc.seat_context(seated.gm) as ctx:
        life = next(f.life for f in ctx.enc.state.fighters if f.id == "Vegeta")
    gm_text = web_export.export_file(svc, seated.gm, "md").body
    gm_row = next(r for r in gm_text.splitlines() if r.startswith("| Vegeta |"))
    assert [c.strip() for c in gm_row.strip("|").split("|")][-3] == str(life)
    svc.close()
