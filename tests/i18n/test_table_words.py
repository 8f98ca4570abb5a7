"""The web table's words for a DBU seat in the reader's language (issue 38): the panel, the
decision (its headline, the menu's group titles, each option's cost and odds), the fighter
cards, the combat tracker, the notices, the reaction policies and the fight's summary are
written in the language the seat is served in (``tenkaichi.i18n.use``), through the public
API (the table service's seat context and the screen a client is sent).

Spanish and Brazilian Portuguese read their own words; the pseudo-language ``en-XA`` leaves no
plain English word in what the table writes (names and the engine's own lines excepted);
English is the old English, word for word; the options menu has the same shape in every
language (it is grouped on the English); and an NPC's numbers stay hidden in every language.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from tests.table.helpers import pick, roll_dice, seat_table, waiting

from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.dbu.combat.rules.catalog import maneuvers
from tenkaichi.dbu.combat.rules.damage import THRESHOLD_NAMES
from tenkaichi.dbu.profiles import profiles
from tenkaichi.i18n import term, text, use
from tenkaichi.table.screen import screen_model
from tenkaichi.table.service import TableService
from tenkaichi.table.summary import fight_summary, match_summary
from tenkaichi.table.web_pages import seat_page

LANGUAGES = ("es", "pt-BR", "en-XA")
ENCOUNTER = """\
width: 10
height: 8
sheets:
  hero:
    name: Hero
    race: custom
    power_level: 3
    attributes:
      {agility: 5, force: 6, tenacity: 4, scholarship: 2, insight: 3, magic: 1, personality: 2}
  brute:
    name: Brute
    race: custom
    power_level: 3
    attributes:
      {agility: 3, force: 8, tenacity: 3, scholarship: 1, insight: 2, magic: 1, personality: 1}
  thug:
    name: Thug
    race: custom
    power_level: 3
    attributes:
      {agility: 3, force: 7, tenacity: 3, scholarship: 1, insight: 2, magic: 1, personality: 1}
fighters:
  - {sheet: hero, side: West, pos: [2, 2]}
  - {sheet: brute, side: East, pos: [4, 2]}
  - {sheet: thug, side: East, pos: [4, 3]}
"""
NAMES = ("Hero", "Brute", "Thug", "West", "East", "Gina", "Pat", "Sam")
NPCS = ("Brute", "Thug")


@dataclass
class Table:
    svc: TableService
    gm: str
    pat: str
    sam: str


def _ready(svc: TableService, gm: str, pat: str, full: dict[str, int]) -> bool:
    """Pat is asked to choose Hero's maneuver, and an NPC has lost Life."""
    lives = {f["name"]: f["life"] for f in svc.view(gm)["fighters"]}
    hurt = any(lives[name] < full[name] for name in NPCS)
    pending = svc.view(pat)["pending"] or {}
    return hurt and pending.get("kind") == "choice" and "options" in pending and _turn(svc, gm)


def _turn(svc: TableService, gm: str) -> bool:
    with svc.seat_context(gm) as seat:
        return (
            seat.enc is not None
            and seat.enc.decision is not None
            and (seat.enc.decision.kind == "turn")
        )


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Table]:
    """A fight played on (the server rolling) until Pat chooses Hero's maneuver after an NPC
    lost Life; with a reaction policy set, the fight paused and resumed, one decision undone."""
    tmp: Path = tmp_path_factory.mktemp("words")
    (tmp / "encounter.yaml").write_text(ENCOUNTER, encoding="utf-8")
    svc = TableService(f"sqlite:///{tmp / 't.sqlite3'}")
    seated = seat_table(
        svc, load_encounter(tmp / "encounter.yaml"), {"Pat": {"side": "West"}}, seed=5
    )
    gm, pat = seated.gm, seated.players["Pat"]
    svc.start(gm)
    full = {f["name"]: f["life"] for f in svc.view(gm)["fighters"]}
    svc.set_policy(pat, "*", "defence", "always", "dodge")
    svc.pause(gm)
    svc.resume(gm)
    rng = random.Random(3)
    tokens = {"GM": gm, "Pat": pat}
    undone = False
    for _ in range(300):
        if undone and _ready(svc, gm, pat, full):
            break
        found = waiting(svc, tokens)
        assert found is not None, "the fight ended before the test got what it needs"
        name, pending = found
        if pending["kind"] == "dice":
            svc.enter_dice(tokens[name], pending["decision_id"], roll_dice(pending, rng))
        else:
            svc.answer(tokens[name], pending["decision_id"], pick(pending, rng))
        if not undone and svc.view(gm)["events"] and _turn(svc, gm):
            svc.undo(gm, 1)
            undone = True
    assert _ready(svc, gm, pat, full)
    yield Table(svc, gm, pat, seated.spectator)
    svc.close()


def screen(table: Table, token: str, language: str) -> dict[str, Any]:
    with use(language), table.svc.seat_context(token) as seat:
        return screen_model(token, seat, "")


def page(table: Table, token: str, language: str) -> str:
    with use(language), table.svc.seat_context(token) as seat:
        return seat_page(token, seat.view, seat.enc)


def groups(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for child in node.get("children", ()):
        if "children" in child:
            yield child
            yield from groups(child)


def leaves(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for child in node.get("children", ()):
        if "children" in child:
            yield from leaves(child)
        else:
            yield child


def shape(node: dict[str, Any]) -> Any:
    """The menu without its words: where each option sits."""
    if "children" not in node:
        return node["index"], node["key"]
    return [shape(c) for c in node["children"]]


# --- plain English words (for en-XA) ------------------------------------------------------

_PSEUDO = re.compile(r"⟦[^⟧]*⟧")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_NOT_WORDS = re.compile(r"\b(?:[A-Z]{1,2}\d+|\d*d\d+|KP|ToP)\b")
"""Squares ("O4"), dice and the abbreviations every language keeps."""


@cache
def _uncatalogued_terms() -> frozenset[str]:
    """Words of game terms no catalogue has (data names: they stay as they are by design)."""
    names = {m.name for e in ("dbu-1", "dbu-2") for m in maneuvers(e).values()}
    names |= set(profiles()) | {"physical", "energy", "magic"} | set(THRESHOLD_NAMES.values())
    return frozenset(w for n in names if term(n, "en-XA") == n for w in n.split())


def plain_words(said: str) -> list[str]:
    """The plain English words of ``said`` (rendered in en-XA), names left out."""
    rest = _NOT_WORDS.sub(" ", _PSEUDO.sub(" ", said))
    for name in NAMES:
        rest = rest.replace(name, " ")
    kept = _uncatalogued_terms()
    return [w for w in _TOKEN.findall(rest) if w not in kept]


# --- Spanish and Portuguese -------------------------------------------------------------------

WORDS = {
    "es": {
        "role": "Director de juego",
        "status": "en curso",
        "turn": "Tu turno: ",
        "action": "Acción",
        "tracker": "Esperando a ",
        "family": "Contramaniobras y Esquiva",
        "ask": "Preguntarme",
        "undo": "deshizo la última decisión",
        "paused": "Gina pausó la pelea",
        "policy": "Siempre: Esquivar",
        "target": "contra Brute",
    },
    "pt-BR": {
        "role": "Mestre",
        "status": "em andamento",
        "turn": "Seu turno: ",
        "action": "Ação",
        "tracker": "Aguardando ",
        "family": "Counter Maneuvers e Dodge",
        "ask": "Perguntar",
        "undo": "desfez a última decisão",
        "paused": "Gina pausou a luta",
        "policy": "Sempre: Dodge",
        "target": "em Brute",
    },
}


@pytest.mark.parametrize("language", ["es", "pt-BR"])
def test_a_seat_reads_its_own_language(table: Table, language: str) -> None:
    said = WORDS[language]
    gm = screen(table, table.gm, language)
    assert gm["panel"]["role"] == said["role"]
    assert gm["panel"]["status"] == said["status"]
    notices = " / ".join(gm["panel"]["notices"])
    assert said["undo"] in notices
    mine = screen(table, table.pat, language)
    panel = mine["panel"]
    assert panel["status"] == said["status"]
    families = {f["id"]: f for f in panel["policies"]["families"]}
    assert families["defence"]["name"] == said["family"]
    assert families["defence"]["choices"][0] == ("ask", said["ask"])
    assert ("always:dodge", said["policy"]) in families["defence"]["choices"]
    body = mine["body"]
    decision = body["decision"]
    assert decision["yours"]
    assert decision["headline"].startswith(said["turn"])
    costs = [leaf["cost"] for leaf in leaves(decision["options"]) if leaf["cost"]]
    assert any(said["action"] in cost for cost in costs), costs
    titles = [g["title"] for g in groups(decision["options"])]
    assert said["target"] in titles, titles
    assert body["tracker"]["waiting"].startswith(said["tracker"])
    cards = {f["name"]: f for f in body["fighters"]}
    for card in cards.values():
        if card["threshold"]:
            assert card["threshold"] in {term(t, language) for t in THRESHOLD_NAMES.values()}
    odds = [leaf["odds"] for leaf in leaves(decision["options"]) if leaf["odds"]]
    assert odds, "an attack is offered with its odds"
    percent = "\xa0%" if language == "es" else "%"
    for line in odds:
        assert re.search(rf"\d{percent}", line), line
        assert not line.startswith(("hit ", "be hit ", "win ")), line


@pytest.mark.parametrize("language", ["es", "pt-BR"])
def test_the_page_and_the_summary_read_the_same(table: Table, language: str) -> None:
    html = page(table, table.pat, language)
    assert f'<html lang="{language}">' in html
    assert text("table-card-capacity", language) in html
    assert (
        text(
            "table-status-line",
            language,
            noun=text("table-noun-dbu", language),
            status=text("table-status-running", language),
        )
        in html
    )
    with use(language), table.svc.seat_context(table.pat) as seat:
        summary = match_summary("dbu", seat.enc, seat.view)
        assert seat.enc is not None
        whole = fight_summary(seat.enc)
    for result in (summary["result"], whole["result"]):
        assert result.startswith(
            text("table-summary-in-progress", language, when="", standing="").split(",")[0]
        )


def test_the_menu_has_the_same_shape_in_every_language(table: Table) -> None:
    english = screen(table, table.pat, "en")["body"]["decision"]["options"]
    for language in LANGUAGES:
        theirs = screen(table, table.pat, language)["body"]["decision"]["options"]
        assert shape(theirs) == shape(english), language
        assert len(list(groups(theirs))) == len(list(groups(english)))


def test_english_is_the_old_english(table: Table) -> None:
    gm = screen(table, table.gm, "en")
    assert gm["panel"]["role"] == "Game master"
    assert gm["panel"]["status"] == "in progress"
    assert gm["panel"]["noun"] == "fight"
    assert "Gina paused the fight" in gm["panel"]["notices"]
    assert "Gina resumed the fight" in gm["panel"]["notices"]
    assert "Gina took back the last decision" in gm["panel"]["notices"]
    mine = screen(table, table.pat, "en")
    families = {f["id"]: f for f in mine["panel"]["policies"]["families"]}
    assert families["defence"]["name"] == "Counter Maneuvers and Dodge"
    assert families["defence"]["when"] == "when you are attacked"
    assert ("always:dodge", "Always Dodge") in families["defence"]["choices"]
    decision = mine["body"]["decision"]
    assert decision["headline"].startswith("Your turn: ")
    titles = {g["title"] for g in groups(decision["options"])}
    assert {"Basic Attack", "on Brute", "Movement"} <= titles
    for leaf in leaves(decision["options"]):
        if leaf["cost"]:
            assert re.fullmatch(
                r"(free|Instant|\d+ (Action|Actions|Counter Actions?)"
                r"( of [a-z ]+ \(as (a Counter Action|Counter Actions)\))?"
                r"(, \d+ KP)?|\d+ KP)",
                leaf["cost"],
            ), leaf["cost"]
        if leaf["odds"]:
            assert re.match(r"[a-zA-Z ]+ \d+%", leaf["odds"]), leaf["odds"]
    assert mine["body"]["tracker"]["waiting"].startswith("Waiting for Pat: a choice (")
    html = page(table, table.pat, "en")
    assert '<html lang="en">' in html
    assert "<dt>Capacity</dt>" in html
    assert "The fight is in progress." in html


def test_pseudo_english_leaves_no_plain_word_in_the_tables_words(table: Table) -> None:
    gm = screen(table, table.gm, "en-XA")
    mine = screen(table, table.pat, "en-XA")
    panel = mine["panel"]
    told: list[str] = [panel["role"], panel["status"], panel["noun"], panel["title"]]
    told += gm["panel"]["notices"]
    for fam in panel["policies"]["families"]:
        told += [fam["name"], fam["when"], *(words for _, words in fam["choices"])]
    decision = mine["body"]["decision"]
    told += [g["title"] for g in groups(decision["options"])]
    for leaf in leaves(decision["options"]):
        told += [leaf["cost"] or "", leaf["odds"] or ""]
    told.append(text("table-your-turn", "en-XA", prompt=""))
    assert decision["headline"].startswith(told[-1])
    for card in mine["body"]["fighters"]:
        told += [card["threshold"], *(c["ends"] for c in card["conditions"])]
    with use("en-XA"), table.svc.seat_context(table.pat) as seat:
        told.append(match_summary("dbu", seat.enc, seat.view)["result"])
    left = {line: plain_words(line) for line in told if line and plain_words(line)}
    assert left == {}
    html = page(table, table.pat, "en-XA")
    shown = re.sub(r"<(script|style|svg)\b.*?</\1>", " ", html, flags=re.DOTALL)
    shown = re.sub(r"<[^>]+>", " ", shown)
    for line in shown.splitlines():
        if "⟦" in line or not line.strip():
            continue
        assert plain_words(line) == [] or _engine_line(line, table), line


def _engine_line(line: str, table: Table) -> bool:
    """A line of the page written by the engine (a log line, an option's own words, the
    decision's prompt): not the table's words."""
    with table.svc.seat_context(table.gm) as seat:
        assert seat.enc is not None
        said = {e.words("en-XA") for e in seat.enc.events}
        decision = seat.enc.decision
        if decision is not None:
            said |= {o.words("en-XA") for o in decision.options}
            said.add(decision.question("en-XA"))
    return any(part.strip() and part.strip() in line for part in said)


# --- NPCs' numbers, in every language -----------------------------------------------------


@pytest.mark.parametrize("language", ["en", "es", "pt-BR", "en-XA"])
def test_npc_numbers_stay_hidden_in_every_language(table: Table, language: str) -> None:
    table.svc.set_settings(table.gm, hide_npc_numbers=True)
    try:
        body = screen(table, table.pat, language)["body"]
        with use(language), table.svc.seat_context(table.pat) as seat:
            view = seat.view
        truth = {f["name"]: f for f in table.svc.view(table.gm)["fighters"]}
    finally:
        table.svc.set_settings(table.gm, hide_npc_numbers=False)
    assert sorted(view["npcs"]) == sorted(NPCS)
    hero = next(f for f in body["fighters"] if f["name"] == "Hero")
    assert hero["life"] is not None
    lines = [line["text"] for line in body["log"]] + [str(e["text"]) for e in view["events"]]
    for name in NPCS:
        card = next(f for f in body["fighters"] if f["name"] == name)
        assert card["life"] is None
        assert card["hidden"]
        life = truth[name]["life"]
        if life <= 0:
            continue
        about = [line for line in lines if line.startswith(name)]
        assert about, name
        for line in about:
            assert not re.search(rf"\b{life}/\d+", line), line
            assert not re.search(rf"(Life|Vida|⟦Ļîƒé⟧) {life}\b", line), line
