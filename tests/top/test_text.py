"""The readable text of the Tournament of Power: every event kind the engine emits has a
sentence, no sentence shows an engine word or a card the reader may not see, and the card,
power and status texts come from the content and the state."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from tenkaichi.top import text_events
from tenkaichi.top.bots import ask
from tenkaichi.top.content import ABILITIES, load_content
from tenkaichi.top.engine import Game
from tenkaichi.top.runner import make_bot
from tenkaichi.top.state import CardId
from tenkaichi.top.text import voice
from tenkaichi.top.text_content import POWERS, card_info, power_info, space_info, warrior_info
from tenkaichi.top.text_events import EVENT_TEXT, event_text
from tenkaichi.top.text_status import status, status_lines

ENGINE = Path(text_events.__file__).parent
EMITTED = re.compile(r"events\.append\(\(\s*\"([a-z-]+)\"")
RAW = re.compile(r"\b\w+_\w+\b|\(\s*-?\d+\s*,|\b(?:None|True|False)\b|<|>")
"""An engine word: snake_case, a tuple, a Python value or a repr."""


def engine_kinds() -> set[str]:
    kinds: set[str] = set()
    for path in ENGINE.glob("*.py"):
        if path.name.startswith(("text", "menus", "render")):
            continue
        kinds.update(EMITTED.findall(path.read_text(encoding="utf-8")))
    return kinds


@cache
def played(seed: int, players: int) -> Game:
    game = Game.start(players, seed, settings={"turns": 5})
    bots = [
        make_bot("greedy" if seat % 2 else "random", seed * 10 + seat) for seat in range(players)
    ]
    while game.decision is not None:
        game.choose(ask(game, bots[game.decision.actor]))
    return game


GAMES = [(seed, 2 + seed % 3) for seed in range(1, 9)]


def test_the_engine_source_is_read_for_its_event_kinds() -> None:
    kinds = engine_kinds()
    assert {"rolled", "attack", "game-over", "defence-rolled", "combat"} <= kinds
    assert len(kinds) >= 40


def test_every_event_kind_the_engine_emits_has_a_sentence() -> None:
    missing = engine_kinds() - set(EVENT_TEXT)
    assert not missing, f"event kinds with no text: {sorted(missing)}"


@pytest.mark.parametrize(("seed", "players"), GAMES)
def test_every_event_of_seeded_games_reads_as_english(seed: int, players: int) -> None:
    game = played(seed, players)
    for seat in (-1, 0):
        v = voice(game, seat)
        for event in game.events:
            line = event_text(v, event)
            kind = str(event[0])
            assert kind in EVENT_TEXT, kind
            assert not RAW.search(line), (event, line)
            assert "-" not in kind or kind not in line, (event, line)
            assert line[0].isupper(), line


def test_the_seeded_games_reach_most_event_kinds() -> None:
    found = {str(e[0]) for seed, n in GAMES for e in played(seed, n).events}
    assert len(found) >= 30
    assert found <= set(EVENT_TEXT)


@pytest.mark.parametrize(("seed", "players"), GAMES[:4])
def test_another_players_cards_stay_hidden_in_the_text(seed: int, players: int) -> None:
    game = played(seed, players)
    names = {c.name for c in game.content.cards.values()}
    v = voice(game, 0)
    private = [e for e in game.events if e[0] in ("drew", "dealt", "discarded") and e[1] != 0]
    assert private
    for event in private:
        line = event_text(v, event)
        assert not any(name in line for name in names), line
        assert "card" in line or "nothing" in line
    own = [e for e in game.events if e[0] == "dealt" and e[1] == 0]
    assert own
    for event in own:
        assert game.content.cards[CardId(str(event[3]))].name in event_text(v, event)


def test_every_card_has_a_text_and_says_whether_it_is_made_up() -> None:
    content = load_content()
    for card_id, card in content.cards.items():
        info = card_info(content, card_id)
        assert info.name == card.name
        assert len(info.text) > 10
        assert not RAW.search(info.text), info.text
    # the seed states what Transformation and Fusion do; every other card text is ours
    seeds = {cid for cid in content.cards if not card_info(content, cid).made_up}
    assert seeds == {CardId("transformation"), CardId("fusion")}


def test_card_texts_follow_the_data() -> None:
    content = load_content()
    volley = card_info(content, CardId("volley"))
    assert volley.text.startswith("form sphere, sphere, sphere for 24 damage")
    rescue = card_info(content, CardId("rescue"))
    assert f"{content.cards[CardId('rescue')].amount} Endurance" in rescue.text
    stride = card_info(content, CardId("long-stride"))
    assert stride.kind == "Event"
    assert "6 spaces" in stride.text


def test_every_power_and_space_has_a_text() -> None:
    assert set(POWERS) == set(ABILITIES)
    for ability in ABILITIES:
        info = power_info(ability, 2)
        assert info.name != "No power"
        assert not info.made_up  # the thirteen powers are described by seed 002
    assert "2 re-roll(s) fewer" in power_info("fewer-rerolls", 2).text
    assert "Defence card" in space_info("Y").text
    assert "unplayed" in space_info("G").text


def test_warrior_texts_are_flagged_made_up_where_our_defaults_fill_them() -> None:
    content = load_content()
    jiren = warrior_info(content, "jiren")
    assert jiren.text.startswith("Endurance 42.")
    assert jiren.made_up is any(f.assumed for f in content.characters["jiren"].forms)


def test_the_status_panel_shows_ones_own_hand_and_the_backs_of_the_others() -> None:
    game = Game.start(3, 4)
    while game.state.phase in ("draft", "place"):
        game.choose(0)
    st = status(voice(game, 1))
    mine, other = st.players[1], st.players[0]
    assert mine.hand == tuple(game.content.cards[c].name for c in game.state.players[1].hand)
    decks = [game.content.cards[c].deck for c in game.state.players[0].hand]
    assert other.hand == tuple(f"{d.capitalize()} card" for d in decks)
    assert other.hand_size == len(decks)
    token = game.state.tokens[game.state.players[2].team[0]]
    token.damage = 5
    row = next(w for w in status(voice(game, 1)).warriors if w.token == token.id)
    assert row.endurance_max - row.endurance_left == 5
    assert row.alive
    lines = status_lines(st)
    assert lines[0].startswith("Round 1 of 10")
    assert not any(RAW.search(line) for line in lines)
