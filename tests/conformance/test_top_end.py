"""Conformance: Tournament of Power game length and the end (seed 002, AIM OF THE GAME, PLAYING
TIME, END OF GAME).

Written from the seed text alone and run through the public API of ``tenkaichi.top``; whole games
are played with seeded random choices and judged from their public events.
"""

from __future__ import annotations

import random

import pytest

from tenkaichi.top import Game, TopSettings, view

from .top_support import act, kinds


def random_game(players: int, seed: int, settings=None) -> Game:
    game = Game.start(players, seed=seed, settings=settings)
    pick = random.Random(seed)
    while game.decision is not None:
        act(game, pick.choice(game.decision.options))
    return game


def final_scores(game: Game) -> tuple[int, ...]:
    return kinds(game.events, "scores")[-1][1]


def winners(game: Game) -> tuple[int, ...]:
    return tuple(kinds(game.events, "game-over")[-1][1])


def games(players: int, count: int, settings=None):
    for seed in range(count):
        yield random_game(players, seed, settings)


# -- top.length ------------------------------------------------------------------------------------


@pytest.mark.rule("top.length")
@pytest.mark.parametrize("turns", [5, 10])
def test_each_player_plays_5_or_10_turns(turns):
    """002 PLAYING TIME: "10 turns ...: count 10 game turns (each player will therefore play 10
    times)"; "5 turns ...: count 5 game turns (each player will therefore play 5 times)"."""
    checked = 0
    for game in games(3, 100, {"turns": turns}):
        if kinds(game.events, "extra-round") or any(
            e[0] == "combat" and e[1] == "duel" for e in game.events
        ):
            continue  # a tie-break adds play after the last turn
        if any(s == 0 for s in final_scores(game)):
            continue  # a destroyed universe plays no more turns
        played = [e[2] for e in kinds(game.events, "turn")]
        assert [played.count(seat) for seat in range(3)] == [turns] * 3
        assert max(e[1] for e in kinds(game.events, "turn")) == turns
        checked += 1
        if checked >= 3:
            break
    assert checked > 0


@pytest.mark.rule("top.length")
def test_ten_turns_unless_five_are_chosen():
    """002 PLAYING TIME: the 10-turn game (the first choice) and the 5-turn one; nothing else counts
    turns."""
    assert TopSettings().turns == 10
    assert view(Game.start(2, seed=1), 0)["last_round"] == 10
    assert view(Game.start(2, seed=1, settings={"turns": 5}), 0)["last_round"] == 5
    with pytest.raises(ValueError, match="turns"):
        TopSettings(turns=7)


# -- top.end.winner --------------------------------------------------------------------------------


@pytest.mark.rule("top.end.winner")
def test_the_player_with_the_most_warriors_left_wins():
    """002 END OF GAME: "The winner will be the player who ... has the highest number of Warriors on
    the game board"."""
    checked = 0
    for game in games(3, 100, {"turns": 5}):
        if any(e[0] == "combat" and e[1] == "duel" for e in game.events):
            continue  # the tie-break duel comes after the count
        scores = final_scores(game)
        alive = [0, 0, 0]
        for t in view(game, 0)["tokens"]:
            if t["alive"]:
                alive[t["owner"]] += 2 if t["fused"] else 1
        assert list(scores) == alive
        best = max(scores)
        if scores.count(best) == 1:
            assert winners(game) == (scores.index(best),)
            checked += 1
    assert checked > 0


@pytest.mark.rule("top.end.winner")
def test_a_decisive_game_has_a_single_winner_with_fewer_losses():
    """002 AIM OF THE GAME: "you must eliminate as many Warriors from the opposing teams as you can
    to win the game" - a game whose final count differs is won by the larger count."""
    for game in games(2, 20, {"turns": 5}):
        a, b = final_scores(game)
        if a != b:
            assert winners(game) == ((0,) if a > b else (1,))


# -- top.end.tie-two -------------------------------------------------------------------------------


def duel_game(players: int, predicate) -> Game:
    for seed in range(600):
        game = random_game(players, seed, {"turns": 5})
        if predicate(game):
            return game
    raise AssertionError("no seed gives the situation")


def two_tied(players: int):
    def predicate(game: Game) -> bool:
        first = kinds(game.events, "scores")[0][1]
        best = max(first)
        duel = [e for e in game.events if e[0] == "combat" and e[1] == "duel"]
        return (
            first.count(best) == 2
            and bool(duel)
            and any(e[0] == "eliminated" for e in game.events[game.events.index(duel[0]) :])
        )

    return predicate


@pytest.mark.rule("top.end.tie-two")
@pytest.mark.parametrize("players", [2, 3])
def test_two_tied_players_settle_it_with_a_duel_of_one_warrior_each(players):
    """002 END OF GAME: "If there is a tie between 2 players, the winner will be the one who won the
    last combat between 2 of your Warriors (each chooses one of their Warriors still in play and
    fight until one of the 2 Warriors are eliminated)"."""
    game = duel_game(players, two_tied(players))
    first = kinds(game.events, "scores")[0][1]
    tied = [s for s, v in enumerate(first) if v == max(first)]
    duel = next(e for e in game.events if e[0] == "combat" and e[1] == "duel")
    owners = {next(t["owner"] for t in view(game, 0)["tokens"] if t["id"] == i) for i in duel[2:4]}
    assert owners == set(tied)  # one warrior of each tied player, nobody else
    after = game.events[game.events.index(duel) :]
    strikers = {e[1] for e in after if e[0] == "attack"}
    assert strikers <= set(duel[2:4])
    fallen = next(e for e in after if e[0] == "eliminated")
    survivor = (set(duel[2:4]) - {fallen[1]}).pop()
    owner = next(t["owner"] for t in view(game, 0)["tokens"] if t["id"] == survivor)
    assert winners(game) == (owner,)


# -- top.end.tie-many ------------------------------------------------------------------------------


@pytest.mark.rule("top.end.tie-many")
def test_more_than_two_tied_players_play_another_turn():
    """002 END OF GAME: "If there is a tie between more than 2 players, play another turn of the
    game"."""

    def three_tied(game: Game) -> bool:
        first = kinds(game.events, "scores")[0][1]
        return first.count(max(first)) >= 3

    game = duel_game(3, three_tied)
    events = game.events
    first = next(i for i, e in enumerate(events) if e[0] == "scores")
    assert not any(e[0] == "game-over" for e in events[: first + 1])
    assert not any(e[0] == "combat" and e[1] == "duel" for e in events[first : first + 40])
    nxt = next((i for i, e in enumerate(events) if i > first and e[0] in ("scores", "game-over")))
    extra_turns = [e[2] for e in events[first:nxt] if e[0] == "turn"]
    assert sorted(extra_turns) == [0, 1, 2]  # one more turn for every player
