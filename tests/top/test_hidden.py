"""Hidden information (seed 002: hands of cards, deck order and the unplayed stack are secret).

Bots and agents are handed one seat's view, never the game: whatever a seat cannot see may change
and its bot's choices, its agent's observations and its search's sampled worlds stay the same;
and the flow of the game (who is asked what) never tells the others what a player holds.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from tenkaichi.dice.rng import SeededRng
from tenkaichi.top import rules
from tenkaichi.top.bots import GreedyBot, RandomBot
from tenkaichi.top.content import DECKS
from tenkaichi.top.engine import Game
from tenkaichi.top.runner import make_bot
from tenkaichi.top.search import SearchBot, determinize
from tenkaichi.top.state import CardId
from tenkaichi.top.views import SeatView, back_of, seat_view

from .helpers import arena, fight, roll


def redealt(game: Game, seat: int, seed: int) -> Game:
    """A twin of the game that differs only in what ``seat`` cannot see: the other players'
    cards redealt from the same decks (each keeps as many cards of each deck), every deck and the
    unplayed stack reshuffled, and another generator."""
    twin = game.clone()
    s = twin.state
    rng = SeededRng(seed)
    for deck in DECKS:
        pool = list(s.decks[deck])
        spots = []
        for player in s.players:
            if player.seat == seat:
                continue
            for i, card in enumerate(player.hand):
                if game.content.cards[card].deck == deck:
                    pool.append(card)
                    spots.append((player.seat, i))
        rules.shuffle_with(rng.die, pool)
        for other, i in spots:
            s.players[other].hand[i] = pool.pop()
        s.decks[deck] = pool
    rules.shuffle_with(rng.die, s.unplayed)
    twin.rng = SeededRng(seed + 1)
    return twin


def swapped_deep(game: Game, seat: int, seed: int) -> Game:
    """A twin in which every card held by a player other than ``seat`` is exchanged with a card
    of the same deck from the lower half of that deck (so the next draws and dice are the same)."""
    twin = game.clone()
    s = twin.state
    rng = SeededRng(seed)
    for player in s.players:
        if player.seat == seat:
            continue
        for i, card in enumerate(player.hand):
            pile = s.decks[game.content.cards[card].deck]
            if len(pile) < 2:
                continue
            j = len(pile) // 2 + rng.die(len(pile) - len(pile) // 2) - 1
            player.hand[i], pile[j] = pile[j], card
    return twin


def _games(players: int, seeds: range, turns: int = 4) -> list[Game]:
    """Mid-game positions: random bots play each seed for a few turns."""
    out = []
    for seed in seeds:
        game = Game.start(players, seed)
        bots = [RandomBot(seed * 7 + i) for i in range(players)]
        while game.state.turns_played < turns and game.decision is not None:
            game.choose(bots[game.decision.actor].choose(seat_view(game, 0), game.decision))
        out.append(game)
    return out


@pytest.mark.rule("top.combat.defence-cards")
def test_the_greedy_bot_cannot_see_the_card_in_its_targets_hand() -> None:
    """The audit's case: the greedy attacker's re-roll choice over every first roll of its four
    dice must not depend on whether the target's one hidden Defence card is a Guard (which
    halves damage) or a Counter (which does not)."""
    choices = []
    for hidden in ("guard", "counter"):
        game, a, d = arena("monna", "pirina", hands=([], [hidden]))
        fight(game, a, d, roll("kick") * 4)
        decision = game.decision
        assert decision is not None
        assert decision.kind == "reroll"
        c = game.state.combat
        assert c is not None
        bot = GreedyBot(1)
        picked = []
        for first in itertools.product(range(6), repeat=4):
            c.dice[:] = first
            picked.append(bot.choose(seat_view(game, 0), decision))
        choices.append(picked)
    assert len(choices[0]) == 6**4
    assert choices[0] == choices[1]


@pytest.mark.parametrize("bot_name", ["random", "greedy"])
def test_bot_choices_do_not_change_with_what_their_seat_cannot_see(bot_name: str) -> None:
    compared = 0
    for game in _games(3, range(6)):
        bots = [RandomBot(11 * i) for i in range(3)]
        for step in range(120):
            decision = game.decision
            if decision is None:
                break
            if len(decision.options) > 1:
                seat = decision.actor
                twin = redealt(game, seat, step)
                assert twin.state.players[seat].hand == game.state.players[seat].hand
                one = make_bot(bot_name, step).choose(seat_view(game, seat), decision)
                two = make_bot(bot_name, step).choose(seat_view(twin, seat), decision)
                assert one == two, (decision.kind, step)
                compared += 1
            game.choose(bots[decision.actor].choose(seat_view(game, 0), decision))
    assert compared > 300


def test_search_choices_and_sampled_worlds_do_not_change_with_hidden_information() -> None:
    searched = 0
    for game in _games(3, range(3), turns=6):
        while game.decision is not None and game.decision.kind != "move":
            game.choose(0)
        decision = game.decision
        assert decision is not None
        seat = decision.actor
        for k in range(3):
            twin = redealt(game, seat, 100 + k)
            assert twin.state.decks != game.state.decks
            world = determinize(seat_view(game, seat), SeededRng(k))
            again = determinize(seat_view(twin, seat), SeededRng(k))
            assert world.state == again.state
            one = SearchBot(k, iterations=2, width=2).choose(seat_view(game, seat), decision)
            two = SearchBot(k, iterations=2, width=2).choose(seat_view(twin, seat), decision)
            assert one == two
            searched += 1
    assert searched == 9


def test_a_seat_view_holds_only_card_backs_and_no_generator() -> None:
    game = _games(4, range(1, 2), turns=5)[0]
    seen = seat_view(game, 2)
    assert not hasattr(seen, "rng")
    assert not hasattr(seen, "choose")
    s = seen.state
    for player in s.players:
        backs = [back_of(c) for c in player.hand]
        if player.seat == 2:
            assert player.hand == game.state.players[2].hand
            assert backs == [None] * len(player.hand)
        else:
            truth = [game.content.cards[c].deck for c in game.state.players[player.seat].hand]
            assert backs == truth  # the backs of the cards show their deck, nothing more
            for card in player.hand:
                with pytest.raises(KeyError):
                    _ = seen.content.cards[card]
    for deck, pile in s.decks.items():
        assert len(pile) == len(game.state.decks[deck])
        assert set(pile) <= {CardId("?" + deck)}
    assert set(s.unplayed) <= {"?"}
    assert sorted(seen.unplayed_pool) == sorted(game.state.unplayed)
    assert seen.state is not game.state


def test_agent_observations_are_the_seats_view_only() -> None:
    from tenkaichi.envs import env

    e = env(players=3)
    e.reset(seed=5)
    checked = 0
    for step, _agent in enumerate(e.agent_iter(600)):
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
            continue
        game = e.game
        assert game is not None
        if step % 7 == 0:
            for seat, name in enumerate(e.possible_agents):
                before = e.observe(name)
                e.game = redealt(game, seat, step)
                after = e.observe(name)
                e.game = game
                assert np.array_equal(before["observation"], after["observation"])
                assert np.array_equal(before["action_mask"], after["action_mask"])
                checked += 1
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert checked > 100


def _stage(seen: SeatView) -> str | None:
    c = seen.state.combat
    return None if c is None else c.stage


def test_who_is_asked_what_never_depends_on_the_cards_others_hold() -> None:
    """Before each choice, the cards of every other player are changed; after the same choice
    the game waits on the same seat for the same kind of decision, at the same stage (a Rescue,
    Transformation, Defence or Attack card is never betrayed by being asked about it)."""
    compared = 0
    for seed in range(12):
        game = Game.start(3, seed)
        bots = [RandomBot(seed * 5 + i) for i in range(3)]
        while game.decision is not None and len(game.choices) < 900:
            decision = game.decision
            option = decision.options[bots[decision.actor].rng.die(len(decision.options)) - 1]
            if game.state.phase not in ("draft", "place"):
                twin = swapped_deep(game, decision.actor, len(game.choices))
                twin.choose(option)
                game.choose(option)
                for seat in range(3):
                    one, two = seat_view(game, seat), seat_view(twin, seat)
                    assert one.pending == two.pending, (seed, option)
                    assert _stage(one) == _stage(two)
                compared += 1
            else:
                game.choose(option)
    assert compared > 1500
