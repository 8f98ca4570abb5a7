"""Dungeon DICE Combat in every reader's language (issue 38): a seeded battle's events, the
actions a menu lists, the prompt, the chat's replies and a seat's page, in es, pt-BR and the
pseudo-language en-XA (where no plain English word may be left: a text that skipped the
catalogues); the same seed gives the same battle whatever the language, and English is what
it always was."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.chat.router import ChatRouter
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.render import moves_text, status
from tenkaichi.ddc.runner import bots_for
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.i18n import PSEUDO, use
from tenkaichi.table.games.ddc import RULES
from tenkaichi.table.service import TableService
from tenkaichi.table.web_ddc_model import page_model

FOUR = BattleSetup.model_validate(
    {
        "fighters": [
            {"fighter": "Agumon", "side": "Red"},
            {"fighter": "Gabumon", "side": "Red"},
            {"fighter": "Patamon", "side": "Blue"},
            {"fighter": "Palmon", "side": "Blue"},
        ],
        "settings": {"digivolve_enabled": True},
    }
)
SEED = 3
LANGUAGES = ("es", "pt-BR", PSEUDO)


def played(setup: BattleSetup = FOUR, seed: int = SEED) -> Battle:
    battle = Battle.start(setup, seed)
    bots = bots_for(battle, "random", seed)
    while not battle.over:
        battle.apply(bots[battle.state.actor.name].choose(battle.view()))
    return battle


def names_of(battle: Battle) -> set[str]:
    """Every name in the battle (fighters, forms, sides, named moves): data, not words."""
    found = {"Red", "Blue"}
    for spec in battle.roster.fighters:
        found.add(spec.name)
        found.update(m.name for m in spec.moves)
    return found


def english_left(said: str, names: set[str]) -> list[str]:
    """Plain ASCII words (two letters or more) left in ``said`` once ``names`` are taken out."""
    for name in sorted(names, key=len, reverse=True):
        said = said.replace(name, " ")
    return re.findall(r"(?<![\w⟦])[A-Za-z]{2,}(?![\w])", said)


@pytest.fixture(scope="module")
def battle() -> Battle:
    return played()


def test_the_events_read_in_every_language(battle: Battle) -> None:
    kinds = {e.kind for e in battle.events}
    assert {"attack", "damage", "moved", "battle_ended", "turn_order"} <= kinds
    es = "\n".join(e.words("es") for e in battle.events)
    pt = "\n".join(e.words("pt-BR") for e in battle.events)
    assert "Empieza la batalla: Agumon (novato, " in es
    assert "Orden de turnos: " in es
    assert "Fin de la batalla: " in es
    assert " de daño" in es
    assert "A batalha começa: Agumon (novato, " in pt
    assert "Ordem dos turnos: " in pt
    assert "Fim da batalha: " in pt
    assert " de dano" in pt
    for said in (es, pt):
        assert "Battle begins" not in said
        assert " takes " not in said
        assert " moves from " not in said


def test_the_pseudo_language_leaves_no_english_word(battle: Battle) -> None:
    names = names_of(battle)
    for event in battle.events:
        said = event.words(PSEUDO)
        assert "⟦" in said, said
        assert not english_left(said, names), (event.text, said)
    with use(PSEUDO):
        for line in status(battle).splitlines()[16:]:
            assert not english_left(line, names), line


def test_english_is_what_it_always_was(battle: Battle) -> None:
    first = played(BattleSetup.of("Agumon", "Gabumon"), 1)
    assert (
        first.events[0].text == "Battle begins: Agumon (rookie, 100 HP), Gabumon (rookie, 100 HP)"
    )
    assert first.events[1].text.startswith("Agumon rolls 10d10: ")
    assert all(e.words("en") == e.text for e in battle.events)
    assert all(e.to_json()["text"] == e.text for e in battle.events)
    ended = battle.events[-1].text
    assert ended.startswith("Battle over: ")
    assert moves_text(first, first.state.fighters[0]).splitlines()[0] == (
        "Normal: normal range, normal damage, no recharge"
    )


def test_the_same_seed_plays_the_same_battle_in_every_language() -> None:
    english = [e.to_json() for e in played().events]
    for language in LANGUAGES:
        with use(language):
            assert [e.to_json() for e in played().events] == english


def test_the_options_and_the_prompt_read_in_every_language() -> None:
    match = RULES.start(FOUR, SEED, None)
    decision = match.decision
    assert decision is not None
    names = names_of(match.battle)
    assert str(decision.prompt) == f"{decision.actor}'s turn: what now?"
    prompts = {lang: decision.prompt.render(lang) for lang in LANGUAGES}  # type: ignore[union-attr]
    assert prompts["es"] == f"Turno de {decision.actor}: ¿qué haces?"
    assert prompts["pt-BR"] == f"Turno de {decision.actor}: e agora?"
    assert not english_left(prompts[PSEUDO], names)
    labels = {o.label for o in decision.options}
    assert "End the turn" in labels
    assert "Defend (end the turn guarding)" in labels
    assert any(label.startswith("Move to square ") for label in labels)
    es = [o.words("es") for o in decision.options]
    pt = [o.words("pt-BR") for o in decision.options]
    assert "Terminar el turno" in es
    assert any(w.startswith("Moverse a la casilla ") for w in es)
    assert "Encerrar o turno" in pt
    assert any(w.startswith("Mover para a casa ") for w in pt)
    for option in decision.options:
        assert not english_left(option.words(PSEUDO), names), option.label


def test_a_seats_page_reads_in_its_language(tmp_path: Path) -> None:
    service = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    try:
        gm = service.create_table(FOUR, "the host", game="ddc", seed=SEED)
        tokens = {}
        for fighter in ("Agumon", "Gabumon", "Patamon", "Palmon"):
            tokens[fighter] = service.add_seat(gm, "player", fighters=[fighter], name=fighter)
            service.approve(gm, service.seat_id(tokens[fighter]))
        service.start(gm)
        actor = service.view(gm)["battle"]["actor"]
        models: dict[str, dict[str, Any]] = {}
        for language in ("en", *LANGUAGES):
            with use(language):
                models[language] = page_model(service.view(tokens[actor]), {})
    finally:
        service.close()
    en, es, pt, xa = models["en"], models["es"], models["pt-BR"], models[PSEUDO]
    assert en["fighters"][0]["square"].startswith("square ")
    assert es["fighters"][0]["square"].startswith("casilla ")
    assert pt["fighters"][0]["square"].startswith("casa ")
    assert en["decision"]["headline"] == f"{actor}'s turn: what now?"
    assert es["decision"]["headline"] == f"Turno de {actor}: ¿qué haces?"
    assert es["others"]
    assert pt["others"]
    assert es["squares"][0]["where"].startswith("casilla ")
    assert es["squares"][0]["label"].startswith(("Moverse a la casilla", "Cargar hasta la"))
    assert es["log"][0]["text"].startswith("Empieza la batalla")
    assert pt["log"][0]["text"].startswith("A batalha começa")
    names = names_of(Battle.start(FOUR, SEED))
    shown: list[str] = [xa["turn"], xa["decision"]["headline"]]
    for panel in xa["fighters"]:
        shown += [panel["square"], panel["recharge"], panel["level"], *panel["moves"]]
    shown += [s["label"] for s in xa["squares"]] + [s["where"] for s in xa["squares"]]
    shown += [o["label"] for o in xa["others"]] + [e["text"] for e in xa["log"]]
    shown += [m["about"] for t in xa["targets"] for m in t["moves"]]
    for said in shown:
        assert not english_left(said, names), said


@pytest.fixture
def router(tmp_path: Path) -> Iterator[ChatRouter]:
    service = TableService(f"sqlite:///{tmp_path / 'chat.sqlite3'}")
    yield all_games(service, new_seed=lambda: 1)
    service.close()


def send(router: ChatRouter, user: str, said: str) -> list[Reply]:
    return router.handle(Incoming("forum", "t1", Author(user, user), said))


@pytest.mark.parametrize(
    ("language", "begins", "turn"),
    [
        ("es", "Empieza la batalla: Agumon (novato, 100 PV)", "Ronda 1: turno de "),
        ("pt-BR", "A batalha começa: Agumon (novato, 100 PV)", "Round 1: turno de "),
    ],
)
def test_the_chat_replies_in_the_players_language(
    router: ChatRouter, language: str, begins: str, turn: str
) -> None:
    send(router, "ann", f"!lang {language}")
    joined = "\n".join(r.text for r in send(router, "ann", "!join Agumon"))
    assert joined.startswith("Agumon (novato) "), joined
    send(router, "ann", "!bot Gabumon")
    started = "\n".join(r.text for r in send(router, "ann", "!start"))
    assert begins in started, started
    shown = "\n".join(r.text for r in send(router, "ann", "!status"))
    assert turn in shown, shown
    assert " HP at " not in shown
    assert "Battle begins" not in started


def test_a_refusal_says_why_in_the_readers_language() -> None:
    battle = Battle.start(FOUR, SEED)
    assert battle.why_illegal("move 99 99") == "square (99, 99) is off the 15x15 grid"
    with use("es"):
        assert battle.why_illegal("move 99 99") == (
            "la casilla (99, 99) está fuera de la cuadrícula de 15x15"
        )
    with use("pt-BR"):
        assert battle.why_illegal("move 99 99") == "a casa (99, 99) está fora do grid de 15x15"
