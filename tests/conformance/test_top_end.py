"""Conformance: Tournament of Power game length and the end (seed 002, AIM OF THE GAME, PLAYING
TIME, END OF GAME).

Written from the seed text alone and run through the public API of ``tenkaichi.top``; whole games
are played with seeded random choices and judged from their public events.
"""

from __future__ import annotations

import random

import pytest

from tenkaichi.top import Game, TopSettings, load_content, view
from tenkaichi.top.render import describe

# -- a small driver over the public API (decisions, option labels, events, views) ----------------

CONTENT = load_content()
BOARD = CONTENT.board
FACE = {name: i for i, name in enumerate(CONTENT.faces)}
KICK, PUNCH, SPHERE, STRENGTH = FACE["kick"], FACE["punch"], FACE["sphere"], FACE["strength"]
STAR, TELEPORT = FACE["star"], FACE["teleport"]


def cell(name: str) -> int:
    return BOARD.parse_cell(name)


def chebyshev(a: int, b: int) -> int:
    """Squares apart, a diagonal step counting 1 (reference A6: diagonals are allowed)."""
    return max(abs(a // BOARD.cols - b // BOARD.cols), abs(a % BOARD.cols - b % BOARD.cols))


def labels(game: Game) -> list[str]:
    return [describe(game, option) for option in game.decision.options]


def choose(game: Game, text: str) -> tuple:
    """Apply the one option whose label starts with ``text``."""
    hits = [o for o in game.decision.options if describe(game, o).startswith(text)]
    assert len(hits) == 1, (text, labels(game))
    act(game, hits[0])
    return hits[0]


def act(game: Game, option) -> None:
    """Apply an option and let the game run on to its next decision (events come then)."""
    game.choose(option)
    _ = game.decision


def setup(seed: int, teams: list[list[str]], cells: list[list[str]], settings=None) -> Game:
    """Draft ``teams[seat]`` and place on ``cells[seat]``, whoever's pick or placement it is."""
    game = Game.start(len(teams), seed=seed, settings=settings)
    taken = [0] * len(teams)
    while game.decision is not None and game.decision.kind == "draft":
        seat = game.decision.actor
        choose(game, f"draft {teams[seat][taken[seat]]} (")
        taken[seat] += 1
    taken = [0] * len(teams)
    while game.decision is not None and game.decision.kind == "place":
        seat = game.decision.actor
        choose(game, f"place on {cells[seat][taken[seat]]} ")
        taken[seat] += 1
    return game


def first_turn(teams, cells, *, events=None, seat=0, ok=None, settings=None, seeds=range(600)):
    """The first seeded game in which ``seat`` opens with an Event in ``events`` and
    ``ok(game)``."""
    for seed in seeds:
        game = setup(seed, teams, cells, settings=settings)
        event = next(e for e in reversed(game.events) if e[0] == "event")
        if event[1] != seat or (events is not None and event[2] not in events):
            continue
        until_move(game)
        if ok is None or ok(game):
            return game
    raise AssertionError("no seed gives the situation")


def yes(game: Game) -> tuple:
    """The option that accepts a yes/no decision (try to transform, use the card, fuse...)."""
    return next((o for o in game.decision.options if o[0] != "no"), game.decision.options[0])


def no(game: Game) -> tuple:
    return next((o for o in game.decision.options if o[0] == "no"), game.decision.options[0])


def until_move(game: Game) -> None:
    """Pass the start of a turn (no card played, first discard or draw) up to its move."""
    while game.decision is not None and game.decision.kind in ("start", "discard", "bonus"):
        passing = [o for o in game.decision.options if o[0] == "pass"]
        act(game, (passing or list(game.decision.options))[0])


def token(game: Game, name: str) -> dict:
    """A warrior's public record (view) by character or form name."""
    key = name.lower().replace(" ", "-")
    return next(t for t in view(game, 0)["tokens"] if key == t["character"] or name == t["form"])


def hand(game: Game, seat: int) -> list[str]:
    return list(view(game, seat)["hand"])


def kinds(events, kind: str) -> list[tuple]:
    return [e for e in events if e[0] == kind]


def damage_of(label: str) -> int:
    return int(label.split(": ")[1].split(" damage", maxsplit=1)[0])


def fight(game: Game, *, rerolls=0, resolve=None, defend="take it", transform="no", stop=()):
    """Play one combat with a fixed policy until the attacker's step, a bonus draw or the next turn.

    The striker re-rolls every die ``rerolls`` times then stops; ``resolve`` is a label prefix (or
    None: the most damage); the defender answers ``defend``; nobody plays Rescue.
    """
    striker = None
    done = 0
    while game.decision is not None and game.decision.kind not in (
        "step",
        "bonus",
        "move",
        "start",
        "discard",
        *stop,
    ):
        d = game.decision
        names = labels(game)
        if d.kind in ("transform", "transform-card", "fuse"):
            act(game, yes(game) if transform == "yes" else no(game))
        elif d.kind == "reroll":
            if striker is None:
                striker = d.actor
            if d.actor == striker and done < rerolls:
                done += 1
                act(game, d.options[-1])  # re-roll every die
            else:
                choose(game, "stop here")
        elif d.kind == "resolve":
            if resolve is None:
                best = max(range(len(names)), key=lambda i: damage_of(names[i]))
                act(game, d.options[best])
            else:
                choose(game, resolve)
        elif d.kind == "defend":
            choose(game, defend if any(n.startswith(defend) for n in names) else "take it")
        elif d.kind == "defend-roll":
            keep_tp(game)
        elif d.kind == "rescue":
            act(game, no(game))
        else:
            act(game, d.options[0])


def keep_tp(game: Game) -> None:
    """A Dodge or card roll: keep teleports and stars, re-roll the rest (stop when all are kept)."""
    dice = next(e[2] for e in reversed(game.events) if e[0] == "defence-rolled")
    mask = sum(1 << i for i, face in enumerate(dice) if face not in (STAR, TELEPORT))
    option = next((o for o in game.decision.options if o[0] == "reroll" and o[1] == mask), None)
    act(game, option or game.decision.options[0])


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
