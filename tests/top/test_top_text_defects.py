"""Defects of the Tournament of Power's shared text (issue 36), each with the test that would
have caught it: a card dealt at the setup was logged twice (drawn, then dealt) in both views;
the draft and the placement were told as "Round 1, Player 1's turn" with "6 warriors on the
board"; an article was chosen without looking at the word after it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tenkaichi.table.games.top import RULES, TopMatch
from tenkaichi.table.web import WebTable, create_app
from tenkaichi.top import render
from tenkaichi.top.bots import ask
from tenkaichi.top.engine import Game
from tenkaichi.top.runner import make_bot
from tenkaichi.top.text import option_label, voice
from tenkaichi.top.text_content import DECK_NAME, article, space_info, with_article
from tenkaichi.top.text_events import event_text, retold, told
from tenkaichi.top.text_status import status, status_lines
from tenkaichi.top.turn import DECK_CHOICES
from tenkaichi.top.views import card_back

WRONG_ARTICLE = re.compile(r"\b[Aa]n [b-df-hj-np-tv-z]|\b[Aa] [aeiou]", re.I)
"""'an' before a consonant or 'a' before a vowel."""


def set_up(players: int = 2, seed: int = 3) -> Game:
    """A game whose teams are drafted and placed (the first choice each time)."""
    game = Game.start(players, seed)
    while game.state.phase in ("draft", "place"):
        game.choose(0)
    return game


def setup_lines(lines: list[str]) -> list[str]:
    """The lines up to the first player's announcement."""
    end = next(i for i, line in enumerate(lines) if line.endswith("plays first"))
    return lines[:end]


# -- a dealt card, told once --------------------------------------------------------------------


@pytest.mark.rule("top.setup.starting-hand")
def test_each_dealt_card_is_told_once_in_the_terminal_log() -> None:
    game = set_up()
    hand = [game.content.cards[c].name for c in game.state.players[0].hand]
    own = setup_lines(told(voice(game, 0), game.events))
    dealt = [line for line in own if line.startswith("Player 1 is dealt ")]
    assert len(dealt) == 3
    assert sorted(re.sub(r"Player 1 is dealt (.+) from .*", r"\1", x) for x in dealt) == sorted(
        hand
    )
    assert not [line for line in own if " draws " in line]  # the engine's draws are not retold
    for seat in (-1, 1):  # a spectator, the other player: card backs, still once each
        lines = setup_lines(told(voice(game, seat), game.events))
        assert sum(line.startswith("Player 1 is dealt a card from the ") for line in lines) == 3
        assert not [line for line in lines if " draws " in line]
    # the engine still logs both (the draw and the deal); only the text tells it once
    assert sum(1 for i in range(len(game.events)) if retold(game.events, i)) == 6


@pytest.mark.rule("top.setup.starting-hand")
def test_each_dealt_card_is_told_once_at_the_web_table() -> None:
    match = TopMatch(set_up(3, 4))
    for viewer in (frozenset({"Player 1"}), frozenset(), None):
        shown = [RULES.event_json(match, e, viewer) for e in match.events]
        texts = [s["text"] for s in shown if s is not None]
        before = setup_lines(texts)
        for player in ("Player 1", "Player 2", "Player 3"):
            assert sum(line.startswith(f"{player} is dealt ") for line in before) == 3
        assert not [line for line in before if " draws " in line]
    # a card drawn later in the game is told, once
    game = match.game
    bots = [make_bot("random", seat) for seat in range(3)]
    while game.decision is not None and not any(e[0] == "drew" for e in game.events[-3:]):
        game.choose(ask(game, bots[game.decision.actor]))
    drew = [e for e in game.events if e[0] == "drew"][-1]
    assert not match.retold(drew)
    assert RULES.event_json(match, drew, None) is not None


def test_a_card_dealt_from_an_empty_deck_is_told_in_words() -> None:
    game = set_up()
    line = event_text(voice(game, 0), ("dealt", 0, "attack", ""))
    assert line == "Player 1 is dealt nothing: the Attack deck is empty"


# -- the draft and the placement are not a round --------------------------------------------------


@pytest.mark.rule("top.setup.draft")
def test_the_draft_says_who_picks_and_no_round_or_turn() -> None:
    game = Game.start(2, 3)  # Player 1 drafts first
    st = status(voice(game, 0))
    assert st.headline == "The draft: Player 1 picks a warrior (pick 1 of 12)"
    lines = status_lines(st)
    assert lines[0] == "The draft: Player 1 picks a warrior (pick 1 of 12)."
    game.choose(0)
    game.choose(0)
    game.choose(0)
    st = status(voice(game, 1))
    assert st.headline == "The draft: Player 2 picks a warrior (pick 4 of 12)"
    assert [p.standing for p in st.players] == ["2 warriors drafted", "1 warrior drafted"]
    assert [p.score for p in st.players] == [0, 0]  # nobody is on the board yet
    while game.state.phase == "draft":
        game.choose(0)
    for seat in (0, 1, -1):
        for line in status_lines(status(voice(game, seat))):
            assert "Round" not in line
            assert "'s turn" not in line
            assert "warriors on the board" not in line


@pytest.mark.rule("top.setup.placement")
def test_the_placement_says_who_places_which_warrior() -> None:
    game = Game.start(2, 3)
    while game.state.phase == "draft":
        game.choose(0)
    st = status(voice(game, 0))
    assert st.headline == "Placing the teams: Player 1 places Jiren (warrior 1 of 12)"
    assert [p.standing for p in st.players] == ["0 of 6 warriors placed"] * 2
    game.choose(0)
    st = status(voice(game, -1))
    assert st.headline.startswith("Placing the teams: Player 2 places ")
    assert st.headline.endswith("(warrior 2 of 12)")
    assert [p.score for p in st.players] == [1, 0]
    assert [p.standing for p in st.players] == ["1 of 6 warriors placed", "0 of 6 warriors placed"]
    while game.state.phase == "place":
        game.choose(0)
    st = status(voice(game, 0))
    assert re.fullmatch(r"Round 1 of 10, Player \d's turn", st.headline)
    assert [p.standing for p in st.players] == ["6 warriors on the board"] * 2
    assert status_lines(st)[0].startswith("Round 1 of 10, Player ")


def test_the_end_of_the_game_is_the_headline() -> None:
    game = Game.start(2, 5, settings={"turns": 5})
    bots = [make_bot("random", seat) for seat in range(2)]
    while game.decision is not None:
        game.choose(ask(game, bots[game.decision.actor]))
    headline = status(voice(game, -1)).headline
    assert re.fullmatch(r"The game is over: (Player \d wins|Player 1 and Player 2 share the win)",
                        headline)  # fmt: skip


@pytest.fixture
def client(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    with TestClient(app) as c:
        yield c, app.state.web


@pytest.mark.rule("top.setup.draft")
def test_the_web_page_says_the_draft_is_on(client: tuple[TestClient, WebTable]) -> None:
    c, web = client
    form = {"gm_name": "Hana", "players": "2", "turns": "5", "seed": "3", "plays0": "gm"}
    form["plays1"] = "random"
    response = c.post("/top/tables", data=form, follow_redirects=False)
    assert response.status_code == 303, response.text
    gm = str(response.headers["location"]).removeprefix("/seat/")
    assert c.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
    page = c.get(f"/seat/{gm}").text
    line = re.search(r'<p class="status-line" id="status-line">(.*?)\n', page)
    assert line is not None
    assert re.search(r"The draft: Player \d picks a warrior \(pick \d+ of 12\)", line.group(1))
    assert "Round" not in line.group(1)
    assert "warriors on the board" not in page
    assert re.search(r"\d warriors? drafted, \d cards? in hand", page)
    # the log tells each dealt card once, once the teams are placed
    for _ in range(40):
        view = web.service.view(gm)
        pending = view["pending"]
        if view["tournament"]["phase"] not in ("draft", "place"):
            break
        if pending and "options" in pending:
            web.service.answer(gm, pending["decision_id"], 0)
    texts = [e["text"] for e in web.service.view(gm)["events"]]
    before = setup_lines(texts)
    assert sum(t.startswith("Player 1 is dealt ") for t in before) == 3
    assert not [t for t in before if " draws " in t]


# -- a or an, by the word that follows ------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Attack", "an"),
        ("Defence", "a"),
        ("Special", "a"),
        ("Event", "an"),
        ("unknown", "an"),
        ("", "a"),
    ],
)
def test_the_article_follows_the_word_after_it(word: str, expected: str) -> None:
    assert article(word) == expected


def test_every_deck_is_named_with_the_right_article() -> None:
    game = set_up()
    v = voice(game, 0)
    for deck in ("attack", "defence", "special", "event"):
        assert v.card(card_back(deck)) == f"{with_article(DECK_NAME[deck])} card"
    assert v.card(card_back("defence")) == "a Defence card"
    assert v.card(card_back("attack")) == "an Attack card"
    labels = [option_label(v, "bonus", ("deck", i, 0)) for i in range(len(DECK_CHOICES))]
    assert labels == ["Draw an Attack card", "Draw a Defence card", "Draw a Special card"]
    assert space_info("Y").text.startswith("draw a Defence card")
    assert space_info("R").text.startswith("draw an Attack card")
    said = [render.describe(game, ("deck", i, 0)) for i in range(len(DECK_CHOICES))]
    assert said == ["draw an attack card", "draw a defence card", "draw a special card"]


def test_no_text_of_a_whole_game_has_a_wrong_article() -> None:
    game = Game.start(3, 8, settings={"turns": 5})
    bots = [make_bot("random", 80 + seat) for seat in range(3)]
    seen: list[str] = []
    while game.decision is not None:
        decision = game.decision
        v = voice(game, decision.actor)
        seen += [option_label(v, decision.kind, o) for o in decision.options]
        seen += status_lines(status(v))
        game.choose(ask(game, bots[decision.actor]))
    for seat in (-1, 0, 1, 2):
        seen += told(voice(game, seat), game.events)
    wrong = [line for line in seen if WRONG_ARTICLE.search(line)]
    assert not wrong, wrong[:5]
