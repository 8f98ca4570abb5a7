"""The Tournament of Power in the reader's language (issue 38): a seeded game played by bots,
its events told to every seat, each decision's prompt and option labels, who is deciding, the
re-roll menus' hints, what cards, powers, spaces and warriors do, and what the web table sends
a seat (events, the decision, the help data), rendered in the language the reader is served
in (``tenkaichi.i18n.use``).

Spanish and Brazilian Portuguese read their own words; the pseudo-language ``en-XA`` leaves no
plain English word (warriors' and their forms' names excepted); the same seeded game gives the
same events in every language (the engine makes no words); English is the old English.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tenkaichi.i18n import use
from tenkaichi.table.games.top import RULES, TopMatch, actor_of
from tenkaichi.table.web import create_app
from tenkaichi.table.web_top import page_model
from tenkaichi.top.bots import ask
from tenkaichi.top.content import Content, load_content
from tenkaichi.top.engine import Game
from tenkaichi.top.menus import menu
from tenkaichi.top.runner import make_bot
from tenkaichi.top.text import option_label, voice
from tenkaichi.top.text_content import POWERS, card_info, power_info, space_info, warrior_info
from tenkaichi.top.text_events import told
from tenkaichi.top.text_status import prompt, waiting

LANGUAGES = ("es", "pt-BR", "en-XA")
SEED = 3


def _game(players: int = 3, seed: int = SEED) -> Game:
    game = Game.start(players, seed)
    bots = [make_bot("greedy", seed + i) for i in range(players)]
    for _ in range(5000):
        d = game.decision
        if d is None:
            break
        game.choose(ask(game, bots[d.actor]))
    return game


def _lines(players: int = 3, seed: int = SEED) -> list[str]:
    """Every sentence a person reads in one seeded game, in the current language."""
    game = Game.start(players, seed)
    bots = [make_bot("greedy", seed + i) for i in range(players)]
    out: list[str] = []
    for _ in range(5000):
        d = game.decision
        if d is None:
            break
        v = voice(game, d.actor)
        out.append(prompt(v, d.kind))
        out.extend(option_label(v, d.kind, o) for o in d.options)
        out.append(waiting(voice(game, -1)))
        if d.kind in ("reroll", "defend-roll"):
            found = menu(v, d)
            out.append(found.hint)
            out.extend(found.notes)
            out.extend(leaf.label for leaf in found.leaves())
        game.choose(ask(game, bots[d.actor]))
    for seat in range(-1, players):
        out.extend(told(voice(game, seat), game.events))
    return out


def _content_lines(content: Content) -> list[str]:
    out: list[str] = []
    infos = [card_info(content, c) for c in content.cards]
    infos += [power_info(p, 2) for p in POWERS]
    infos += [space_info(k) for k in "RYBG"]
    infos += [warrior_info(content, c) for c in content.characters]
    for info in infos:
        out += [info.name, info.kind, info.text]
    return out


@cache
def _names() -> tuple[str, ...]:
    """Warriors' and forms' names: data, the same in every language (longest first)."""
    content = load_content()
    names = {c.name for c in content.characters.values()}
    names |= {f.name for c in content.characters.values() for f in c.forms}
    return tuple(sorted(names, key=len, reverse=True))


def _english_left(line: str) -> list[str]:
    """The plain English words of an en-XA line: what is outside ⟦…⟧, names taken out."""
    outside = re.sub(r"⟦[^⟧]*⟧", " ", line)
    for name in _names():
        outside = outside.replace(name, " ")
    return re.findall(r"[A-Za-z]{3,}", outside)


def _texts(value: Any) -> Iterator[str]:
    """Every string in a JSON-like value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _texts(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _texts(v)


def test_english_is_the_old_english() -> None:
    with use("en"):
        lines = _lines(2)
        content = _content_lines(load_content())
    assert "Draft which warrior?" in lines
    assert any(re.fullmatch(r"Round \d+: Player [12]'s turn", line) for line in lines)
    assert any(line.startswith("Player 1 is dealt ") for line in lines)
    assert any(re.fullmatch(r"Player [12]'s \S.* attacks .* for \d+ damage.*", x) for x in lines)
    assert "Event" in content
    assert "Attack card" in content
    assert (
        "form kick, kick for 12 damage; defence with cards or dice; a second combat this turn"
        in (content)
    )
    assert "draw an Attack card at the end of your turn" in content


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_game_reads_in_every_language(language: str) -> None:
    with use("en"):
        english = _lines()
    with use(language):
        lines = _lines()
        content = _content_lines(load_content())
    assert len(lines) == len(english)  # the same game, sentence for sentence
    changed = sum(a != b for a, b in zip(lines, english, strict=True))
    assert changed > 0.95 * len(lines)
    words = "\n".join(lines + content)
    if language == "es":
        assert "¿Qué guerrero eliges?" in words
        assert "Ronda 1: turno de Jugador 1" in words or "Ronda 1: turno de Jugador 2" in words
        assert "Carta de Ataque" in words
        assert "patada" in words
        assert "Mejor jugada" in words
    elif language == "pt-BR":
        assert "Escolher qual guerreiro?" in words
        assert "Round 1: vez de Jogador" in words
        assert "Carta de Ataque" in words
        assert "chute" in words
        assert "Melhor jogada" in words
    else:
        left = {line: _english_left(line) for line in lines + content}
        assert not {k: v for k, v in left.items() if v}


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_the_same_game_gives_the_same_events_in_every_language(language: str) -> None:
    with use("en"):
        english = _game().events
    with use(language):
        events = _game().events
    assert events == english


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_sends_each_seat_its_language(language: str) -> None:
    game = Game.start(2, SEED)
    bots = [make_bot("greedy", SEED + i) for i in range(2)]
    match = TopMatch(game)
    seen_kinds: set[str] = set()
    sent: list[str] = []
    for _ in range(400):
        d = game.decision
        if d is None:
            break
        viewer = frozenset({actor_of(d.actor)})
        with use("en"):
            english = match.decision
        with use(language):
            decision = match.decision
            assert decision is not None
            assert english is not None
            assert decision.prompt != english.prompt
            assert [o.option for o in decision.options] == [o.option for o in english.options]
            sent.append(decision.prompt)
            sent.extend(o.label for o in decision.options)
            if d.kind not in seen_kinds:
                seen_kinds.add(d.kind)
                public = RULES.public(match, viewer)
                sent.extend(
                    line
                    for key in ("cards", "event_card", "powers", "spaces", "results_now")
                    for line in _texts(public.get(key))
                    if not re.fullmatch(r"[a-z]+|#?[0-9a-f]+|", line)
                )
                for i in range(len(d.options)):
                    option = RULES.option_json(match, i, viewer)
                    sent.extend(_texts(option.get("card", {}).get("text", "")))
        match.choose(list(d.options[ask(game, bots[d.actor])]))
    with use(language):
        events = [RULES.event_json(match, e, frozenset({"Player 1"})) for e in game.events]
    lines = sent + [e["text"] for e in events if e is not None]
    if language == "en-XA":
        assert not {line: w for line in lines if (w := _english_left(line))}
    else:
        joined = "\n".join(lines)
        assert ("guerrero" if language == "es" else "guerreiro") in joined


@pytest.fixture
def web_table(tmp_path: Path) -> Iterator[tuple[TestClient, Any, str]]:
    """A Tournament of Power table: Hana hosts and plays Player 1, bots play Players 2 and 3,
    the game started."""
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    with TestClient(app) as client:
        form = {"gm_name": "Hana", "players": "3", "turns": "5", "seed": str(SEED)}
        form |= {"plays0": "gm", "plays1": "greedy", "plays2": "random"}
        response = client.post("/top/tables", data=form, follow_redirects=False)
        gm = str(response.headers["location"]).removeprefix("/seat/")
        assert client.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
        yield client, app.state.web, gm


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_seat_page_model_reads_in_every_language(
    language: str, web_table: tuple[TestClient, Any, str]
) -> None:
    _, web, gm = web_table
    rng = random.Random(5)
    lines: list[str] = []
    for _ in range(80):
        with use(language):
            view = web.service.view(gm)
            model = page_model(view)
        lines += [model["headline"], model["deciding"], *model["log"]]
        lines += [p["standing"] for p in model["players"]]
        if model["decision"] and model["decision"].get("yours"):
            lines.append(model["decision"]["prompt"])
        lines += [s["text"] for s in model["help"]["spaces"]]
        lines += [f["name"] for f in model["help"]["faces"]]
        pending = view["pending"]
        if view["status"] == "over" or not pending or "options" not in pending:
            break
        lines += [o["label"] for o in pending["options"]]
        web.service.answer(gm, pending["decision_id"], rng.randrange(len(pending["options"])))
    lines = [line for line in lines if line]
    assert len(lines) > 50
    if language == "en-XA":
        assert not {line: w for line in lines if (w := _english_left(line))}
    else:
        joined = "\n".join(lines)
        assert ("Ronda" if language == "es" else "Round") in joined
        assert ("puñetazo" if language == "es" else "soco") in joined
