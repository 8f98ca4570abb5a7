"""The search bot: determinizations resample only what the player cannot see; its choices are
legal; its move prior counts the exact chance to eliminate."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from tenkaichi.dice.rng import SeededRng
from tenkaichi.errors import TenkaichiError
from tenkaichi.top import rules
from tenkaichi.top.bots import RandomBot
from tenkaichi.top.engine import Game
from tenkaichi.top.runner import make_bot, play
from tenkaichi.top.scoring import kill_chance
from tenkaichi.top.search import SearchBot, determinize
from tenkaichi.top.symbols import counts, forms, symbol_sum
from tenkaichi.top.views import seat_view

from .helpers import arena


def _midgame(seed: int) -> Game:
    game = Game.start(3, seed)
    bots = [RandomBot(i) for i in range(3)]
    while game.state.turns_played < 6:
        decision = game.decision
        assert decision is not None
        game.choose(bots[decision.actor].choose(game, decision))
    return game


def test_a_determinization_keeps_what_the_player_sees_and_reshuffles_the_rest() -> None:
    game = _midgame(4)
    seat = 1
    world = determinize(seat_view(game, seat), SeededRng(9))
    s, w = game.state, world.state
    assert w.players[seat].hand == s.players[seat].hand
    assert [len(p.hand) for p in w.players] == [len(p.hand) for p in s.players]
    assert w.tokens == s.tokens
    for deck in ("attack", "defence", "special", "event"):
        before = Counter(s.decks[deck])
        after = Counter(w.decks[deck])
        for other in (0, 2):
            before.update(c for c in s.players[other].hand if game.content.cards[c].deck == deck)
            after.update(c for c in w.players[other].hand if world.content.cards[c].deck == deck)
        assert before == after
    assert Counter(w.unplayed) == Counter(s.unplayed)
    assert game.state.decks == s.decks  # the real game is untouched


def test_the_search_bot_plays_a_whole_game_legally() -> None:
    game = Game.start(2, 5)
    search = SearchBot(1, iterations=1, width=2)
    play(game, [search, make_bot("greedy", 2)])
    assert game.over
    assert search.stats
    assert all(width <= 2 and done == 1 for width, done in search.stats)


def test_kill_chance_against_sampling_the_same_play() -> None:
    game, a, d = arena("monna", "zium")
    exact = kill_chance(game, a, d)
    assert 0 < exact < 1
    # a kill needs more damage than Zium's Endurance; sample the kill-seeking play directly
    rng = np.random.default_rng(3)
    form = rules.form_of(game, a)
    need = rules.left(game, d) + 1
    hits = 0
    trials = 3000
    for _ in range(trials):
        dice = [int(x) for x in rng.integers(0, 6, rules.attack_dice(game, a, d))]
        for _ in range(rules.rerolls(game, a, d)):
            if _damage(game, form, dice) >= need:
                break
            dice = [int(x) for x in rng.integers(0, 6, len(dice))]
        hits += _damage(game, form, dice) >= need
    # rerolling everything is one legal play, so it can only do worse than the optimum
    assert hits / trials <= exact + 0.03


def _damage(game: Game, form, dice: list[int]) -> int:  # type: ignore[no-untyped-def]
    have = counts(dice)
    best, _ = symbol_sum(have, form.values, game.content.wild, game.content.offensive)
    for combo in form.combos:
        if forms(have, combo.need, game.content.wild):
            best = max(best, combo.damage)
    return best


def test_search_budgets_by_name() -> None:
    timed = make_bot("search:0.2s")
    counted = make_bot("search:3")
    assert isinstance(timed, SearchBot)
    assert timed.seconds == 0.2
    assert isinstance(counted, SearchBot)
    assert counted.iterations == 3
    for bad in ("search:0", "search:x", "search:-1s"):
        with pytest.raises(TenkaichiError, match="search bot budget"):
            make_bot(bad)


def test_a_time_budget_still_searches_every_candidate_once() -> None:
    game = _midgame(8)
    while game.decision is not None and game.decision.kind != "move":
        game.choose(0)
    decision = game.decision
    assert decision is not None
    bot = SearchBot(2, seconds=0.01, width=2)
    choice = bot.choose(seat_view(game, decision.actor), decision)
    assert 0 <= choice < len(decision.options)
    assert bot.stats[-1][1] >= 1
