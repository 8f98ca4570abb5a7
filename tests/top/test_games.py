"""Seeded whole games: they end, keep every invariant, replay identically, hide what they must."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.errors import RuleViolation
from tenkaichi.top import invariants
from tenkaichi.top.bots import GreedyBot, RandomBot
from tenkaichi.top.engine import Game, replay
from tenkaichi.top.runner import make_bot, play
from tenkaichi.top.views import view

GAMES = 60


def _checked_game(players: int, seed: int) -> Game:
    game = Game.start(players, seed)
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    for _ in range(20_000):
        decision = game.decision
        assert invariants.check(game) == [], (seed, game.choices[-1:])
        if decision is None:
            return game
        game.choose(bots[decision.actor].choose(game, decision))
    raise AssertionError(f"seed {seed} did not end")


@pytest.mark.rule("top.cards.hand-limit")
@pytest.mark.rule("top.support.dice")
@pytest.mark.rule("top.cards.extra-combat-once")
@pytest.mark.parametrize("seed", range(GAMES))
def test_random_games_end_and_keep_every_invariant(seed: int) -> None:
    game = _checked_game(2 + seed % 5, seed)
    assert game.over
    assert game.events[-1][0] == "game-over"


@pytest.mark.parametrize("seed", range(8))
def test_games_replay_identically(seed: int) -> None:
    players = 2 + seed % 5
    game = Game.start(players, seed)
    play(game, [GreedyBot(i) if i % 2 else RandomBot(i) for i in range(players)])
    again = replay(players, seed, game.choices)
    assert again.events == game.events
    assert again.state == game.state


def test_the_same_seed_and_bots_give_the_same_game() -> None:
    one = play(Game.start(4, 9), [make_bot("random", i) for i in range(4)])
    two = play(Game.start(4, 9), [make_bot("random", i) for i in range(4)])
    assert one.events == two.events


def test_an_illegal_choice_is_refused_and_changes_nothing() -> None:
    game = Game.start(2, 3)
    before = game.state.copy()
    with pytest.raises(RuleViolation, match="not a legal option of draft"):
        game.choose(("move", 0, 0))
    with pytest.raises(RuleViolation, match="option 999 does not exist"):
        game.choose(999)
    assert game.state == before
    assert game.choices == []


def test_a_broken_log_names_the_choice() -> None:
    with pytest.raises(RuleViolation, match="choice 1 of the log"):
        replay(2, 1, [("stop", 0, 0)])


def test_clones_are_independent() -> None:
    game = Game.start(3, 4)
    while game.state.phase != "over" and game.state.turns_played < 3:
        game.choose(0)
    twin = game.clone()
    twin.choose(0)
    assert twin.state != game.state or twin.choices != game.choices
    play(twin, [RandomBot(i) for i in range(3)])
    assert not game.over


@given(seed=st.integers(0, 2**32), seat=st.integers(0, 3))
@settings(max_examples=15, deadline=None)
def test_a_view_shows_only_what_its_player_may_see(seed: int, seat: int) -> None:
    game = Game.start(4, seed)
    bots = [RandomBot(seed + i) for i in range(4)]
    for _ in range(400):
        decision = game.decision
        if decision is None:
            break
        game.choose(bots[decision.actor].choose(game, decision))
    seen = view(game, seat)
    assert seen["hand"] == game.state.players[seat].hand
    assert seen["hand_sizes"] == [len(p.hand) for p in game.state.players]
    text = repr({k: v for k, v in seen.items() if k not in ("hand", "events")})
    assert "unplayed" in seen
    assert isinstance(seen["unplayed"], int)
    for other in game.state.players:
        if other.seat != seat:
            for event in seen["events"]:
                if event[0] in ("drew", "dealt", "discarded") and event[1] == other.seat:
                    assert event[-1] == "?"
    assert "decks" not in text


GOLDEN = Path(__file__).parent.parent / "golden" / "top"


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 11)])
def test_golden_games(players: int, seed: int) -> None:
    """A seeded greedy-vs-random game, summed up; any change of behaviour shows here.
    Regenerate with TENKAICHI_REGEN=1 after a deliberate rules change."""
    game = Game.start(players, seed)
    play(game, [GreedyBot(i) if i % 2 == 0 else RandomBot(i) for i in range(players)])
    summary = {
        "players": players,
        "seed": seed,
        "decisions": len(game.choices),
        "events": len(game.events),
        "scores": game.scores(),
        "winners": game.state.winners,
        "eliminated": sorted(
            game.state.tokens[int(str(e[1]))].character for e in game.events if e[0] == "eliminated"
        ),
        "digest": hashlib.sha256(repr(game.events).encode()).hexdigest(),
    }
    path = GOLDEN / f"game-{players}p-seed{seed}.json"
    if os.environ.get("TENKAICHI_REGEN") or not path.exists():
        path.write_text(json.dumps(summary, indent=1) + "\n")
    assert json.loads(path.read_text()) == summary
