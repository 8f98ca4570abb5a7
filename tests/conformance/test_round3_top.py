"""Conformance, round 3: Tournament of Power (seed 002) - the 45-minute mode, the fusion roll while
the Fusion card is held, and the cards that may answer an attack after its 2nd roll.

Written from the seed text alone and run through the public API of ``tenkaichi.top`` (``Game``,
``Game.call_time``, ``view``, ``load_content``, ``tenkaichi.top.runner.run_game``) and the
``tenkaichi top`` command line. Dice come from the seeded generator, so situations are found by
trying seeds and judged from the public events.
"""

from __future__ import annotations

import json
import math

import pytest

from tenkaichi.cli import main
from tenkaichi.top import load_content, view
from tenkaichi.top.runner import PACE_MINUTES_PER_TURN, run_game

from .round3_top_support import (
    GUARD_SPECIAL,
    first_turn_with,
    hand_of,
    pack_with_defensive_special,
    play_with_fake_clock,
    regular_turns,
    seats_in_round,
    time_runs_out,
)
from .top_support import (
    NEUTRAL,
    PLAIN_0,
    PLAIN_1,
    ROW_1,
    ROW_3,
    act,
    choose,
    fight,
    first_turn,
    hand,
    kinds,
    labels,
    until_move,
)

MINUTES = 45

# -- top.length: the 45-minute mode ----------------------------------------------------------------

CALLED_IN = 2  # time runs out during round 2 of a seeded random game

CASES = [
    (players, position, moment)
    for players in (2, 3, 4, 5, 6)
    for position in range(players)
    for moment in ("first", "last")
]


def no_round_after(game, round_: int) -> None:
    """Every turn of the game proper (before the final count) belongs to a round up to
    ``round_``; after the count, more turns only for a tie of more than 2 players."""
    regular = regular_turns(game)
    assert regular, "no turn was played"
    assert max(e[1] for e in regular) == round_, [e for e in regular if e[1] > round_]
    scores = kinds(game.events, "scores")
    assert scores, "the game ended without counting the warriors"
    first = scores[0][1]
    if first.count(max(first)) <= 2:
        at = game.events.index(scores[0])
        later = [e for e in game.events[at:] if e[0] == "turn"]
        assert later == [], later


@pytest.mark.rule("top.length")
@pytest.mark.parametrize(("players", "position", "moment"), CASES)
def test_time_up_during_any_turn_finishes_that_round_and_starts_no_other(players, position, moment):
    """002 PLAYING TIME: "45 minutes: Start a time once you have set up the game and at the end of
    45 minutes of play, finish the current round before ending the game" - the clock (the shell's
    ``Game.call_time``) runs out during the turn at ``position`` of round 2 (at its first or at
    its last decision, so also during the last turn of the round): every player still due in
    round 2 plays, and no round 3 starts."""
    seed = 100 * players + 10 * position + (moment == "last")
    game, reference, where = time_runs_out(players, seed, CALLED_IN, position, moment)
    assert where[1] == CALLED_IN
    assert len(seats_in_round(reference.events, CALLED_IN)) == players  # everyone plays round 2
    assert game.decision is None  # the game ended
    regular = regular_turns(game)
    # "finish the current round": the same turns of round 2 as in the game without a clock
    assert seats_in_round(regular, CALLED_IN) == seats_in_round(reference.events, CALLED_IN)
    # "before ending the game": no round after it
    no_round_after(game, CALLED_IN)


@pytest.mark.rule("top.length")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_time_up_in_the_first_round_ends_the_game_after_that_round(players):
    """002 PLAYING TIME: "at the end of 45 minutes of play, finish the current round before ending
    the game" - time runs out during the last turn of round 1: the game ends after round 1."""
    game, reference, where = time_runs_out(players, 7 + players, 1, players - 1, "last")
    assert where[1] == 1
    assert seats_in_round(regular_turns(game), 1) == seats_in_round(reference.events, 1)
    no_round_after(game, 1)


def simulated_round_bound(players: int, outcome) -> None:
    """Checks on one simulated timed game (``run_game``): the clock counts
    ``PACE_MINUTES_PER_TURN`` per turn, so the 45 minutes run out during turn 30."""
    # 30: the turn during which the time runs out
    last_turn = math.ceil(MINUTES / PACE_MINUTES_PER_TURN)
    if outcome.time_up_round == 0:
        # the game ended before the time was up (at most one player left)
        assert outcome.turns < last_turn
        return
    assert outcome.rounds >= outcome.time_up_round
    if outcome.rounds == outcome.time_up_round:
        # no tie-break turn: every turn belongs to the rounds up to the one time ran out in;
        # that round started before the time was up (at most 29 turns before it) and has at most
        # one turn per player
        assert last_turn <= outcome.turns <= last_turn - 1 + players, outcome
    if players == 2:
        # two tied players duel; they never play another turn
        assert outcome.rounds == outcome.time_up_round, outcome
    if outcome.eliminated < 5:
        # no universe destroyed: every round has one turn per player, and turn 30 is in round
        # ceil(30 / players)
        assert outcome.time_up_round == math.ceil(last_turn / players), outcome
        assert outcome.turns == players * outcome.rounds


@pytest.mark.rule("top.length")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_simulated_45_minutes_play_no_round_started_after_the_time_is_up(players, bot):
    """002 PLAYING TIME: "45 minutes: ... at the end of 45 minutes of play, finish the current round
    before ending the game" - on the simulator's clock (1.5 minutes a turn, as the docs and
    ``top simulate --help`` say) the round in which time runs out is finished, and no round that
    starts after it is played, whether the time runs out in the middle of a round (4 players) or
    with its last turn (2, 3, 5, 6 players)."""
    assert PACE_MINUTES_PER_TURN == 1.5  # documented: "a simulated clock of 1.5 minutes per turn"
    for seed in range(1, 7):
        outcome = run_game(players, seed, [bot] * players, minutes=MINUTES)
        simulated_round_bound(players, outcome)


@pytest.mark.rule("top.length")
@pytest.mark.parametrize("bots", ["random", "greedy"])
def test_simulate_cli_two_players_45_minutes_is_15_rounds_at_most(bots, capsys):
    """002 PLAYING TIME: "at the end of 45 minutes of play, finish the current round before ending
    the game" - ``tenkaichi top simulate --players 2 --minutes 45``: 30 turns of 1.5 minutes end
    with the last turn of round 15, so no game plays a 16th round."""
    assert (
        main(
            [
                "top",
                "simulate",
                "--players",
                "2",
                "-n",
                "4",
                "--minutes",
                "45",
                "--bots",
                bots,
                "--json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4
    assert report["mean_rounds"] <= 15
    assert report["mean_turns"] <= 30
    if report["mean_eliminated"] * 4 < 5:  # no game can have lost a whole team: all 15 rounds
        assert report["mean_rounds"] == 15


@pytest.mark.rule("top.length")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_cli_one_game_at_a_time(players, capsys):
    """002 PLAYING TIME: "finish the current round before ending the game" - one game per run of
    ``tenkaichi top simulate --minutes 45 --json`` (its mean is that game): when it is no longer
    than the regular rounds could be, it played no turn after the round in which turn 30 (minute
    45) fell."""
    for seed in (1, 2, 3):
        assert (
            main(
                [
                    "top",
                    "simulate",
                    "--players",
                    str(players),
                    "-n",
                    "1",
                    "--seed",
                    str(seed),
                    "--minutes",
                    "45",
                    "--bots",
                    "greedy",
                    "--json",
                ]
            )
            == 0
        )
        report = json.loads(capsys.readouterr().out)
        rounds, turns = report["mean_rounds"], report["mean_turns"]
        outcome = run_game(players, seed, ["greedy"] * players, minutes=MINUTES)
        assert (outcome.rounds, outcome.turns) == (rounds, turns)  # the CLI reports the API's game
        simulated_round_bound(players, outcome)


# -- top.fusion.roll: not while holding the Fusion card --------------------------------------------

PAIRS = {
    "kefla": (["Kale", "Caulifla"], "Kale a1 -> c1"),
    "anilaza": (["Koichiarator", "Paparoni"], "Koichiarator a1 -> c1"),
}
REST_0 = ["Basil", "Lavender", "Damon", "Napapa"]
CELLS = [["a1", "c1", "e1", "g1", "i1", "k1"], ["a5", "c5", "e5", "g5", "i5", "k5"]]


def fusion_roll_offered(game, events, seat: int) -> bool:
    """A fusion die rolled, or ``seat`` asked whether to roll it (an option to fuse that is not
    playing a card)."""
    if any(e[0] == "fusion-roll" for e in events):
        return True
    d = game.decision
    if d is None or d.actor != seat:
        return False
    return any(
        (o[0] == "fuse" or "fuse" in x.lower()) and not x.startswith("play ")
        for o, x in zip(d.options, labels(game), strict=True)
    )


def watch_combat(game, seat: int) -> bool:
    """Play the combat that has just been chosen (take every hit, no card, no transformation,
    decline whatever is offered) and tell whether ``seat`` was offered the fusion roll."""
    mark = len(game.events)
    offered = False
    for _ in range(400):
        d = game.decision
        if d is None or d.kind in ("move", "start", "discard"):
            break
        offered = offered or fusion_roll_offered(game, game.events[mark:], seat)
        if d.kind in ("fuse", "transform", "transform-card", "rescue"):
            act(game, next((o for o in d.options if o[0] == "no"), d.options[0]))
        elif d.kind == "reroll":
            choose(game, "stop here")
        elif d.kind == "defend":
            choose(game, "take it")
        else:
            act(game, d.options[0])
    return offered or any(e[0] == "fusion-roll" for e in game.events[mark:])


@pytest.mark.rule("top.fusion.roll")
@pytest.mark.parametrize("fusion", ["kefla", "anilaza"])
@pytest.mark.parametrize("holds_card", [True, False])
def test_partners_attacked_together_roll_to_fuse_only_without_the_fusion_card(fusion, holds_card):
    """002 FUSIONS: "If you do not have the fusion card, you can try to fuse your 2 characters at
    the beginning of combat (if they are in the same space and on the same team) on a single dice
    roll with a result equal to or greater than 4" - the partners share a space and are attacked;
    their player is offered the roll if and only if the Fusion card is not in their hand."""
    pair, join = PAIRS[fusion]
    teams = [[*pair, *REST_0], PLAIN_1]
    game = first_turn(
        teams, CELLS, events=NEUTRAL, ok=lambda g: ("fusion" in hand(g, 0)) == holds_card
    )
    choose(game, join)  # the second partner joins the first on c1
    until_move(game)
    assert game.decision.actor == 1
    assert ("fusion" in hand(game, 0)) == holds_card
    choose(game, "Saonel c5 -> c1 and attack ")
    offered = watch_combat(game, 0)
    assert offered == (not holds_card)


@pytest.mark.rule("top.fusion.roll")
@pytest.mark.parametrize("fusion", ["kefla", "anilaza"])
def test_holding_the_fusion_card_no_fusion_roll_in_ones_own_combat(fusion):
    """002 FUSIONS: "If you do not have the fusion card, you can try to fuse your 2 characters at
    the beginning of combat" - the partners' player keeps the Fusion card (not played at the
    start of the turn) and starts a combat with the partners on one space: no roll of the die
    to fuse is offered, neither when a partner attacks from the shared space (Basil's attack, any
    combat of theirs) nor when the partners are attacked on it."""
    pair, join = PAIRS[fusion]
    teams = [[*pair, *REST_0], PLAIN_1]
    checked = 0
    for seed in range(0, 600):
        try:
            game = first_turn(
                teams,
                CELLS,
                events=NEUTRAL,
                ok=lambda g: "fusion" in hand(g, 0),
                seeds=range(seed, seed + 1),
            )
        except AssertionError:
            continue
        choose(game, join)
        until_move(game)
        quiet = next(
            (x for x in labels(game) if x.startswith("Murichim") and " and " not in x), None
        )
        if quiet is None:
            continue
        choose(game, quiet)
        while game.decision is not None and game.decision.actor == 1:
            act(game, game.decision.options[0])
        if game.decision is None or game.decision.actor != 0:
            continue
        # seat 0's second turn: keep the Fusion card (pass the start of the turn)
        while game.decision.kind in ("start", "discard", "bonus"):
            passing = [o for o in game.decision.options if o[0] == "pass"]
            act(game, (passing or list(game.decision.options))[0])
        if game.decision.kind != "move" or "fusion" not in hand(game, 0):
            continue
        attack = next(
            (x for x in labels(game) if x.startswith("Basil e1 -> ") and " attack " in x), None
        )
        if attack is None:
            continue
        choose(game, attack)
        assert not watch_combat(game, 0)
        checked += 1
        break
    assert checked, "no seed gives the situation"


# -- top.combat.defence-cards / top.combat.dodge: a defensive Special card -------------------------

MONNA = "Monna a1 -> a3 and attack Pirina"


@pytest.fixture(scope="module")
def guard_pack(tmp_path_factory):
    """Our pack: it passes ``tenkaichi top content check`` and deals the defensive Special."""
    folder = pack_with_defensive_special(tmp_path_factory.mktemp("round3") / "pack")
    assert main(["top", "content", "check", str(folder)]) == 0
    card = load_content(folder).cards[GUARD_SPECIAL["id"]]
    assert card.deck == "special"
    assert card.timing == "attack"
    return folder


def special_defence_game(guard_pack, rerolls: int):
    """Seat 1 (Pirina) holds the defensive Special card; Monna attacks it and re-rolls every die
    ``rerolls`` times, then stops (the symbol sum): the game at Pirina's defence."""
    content = load_content(guard_pack)
    policy = {"rerolls": rerolls, "resolve": "symbol sum", "stop": ("defend",)}

    def ok(game) -> bool:
        if GUARD_SPECIAL["id"] not in hand_of(game, 1):
            return False
        probe = game.clone()
        try:
            choose(probe, MONNA)
            fight(probe, **policy)
        except AssertionError:
            return False
        attack = [e for e in probe.events if e[0] == "attack"]
        return (
            probe.decision is not None
            and probe.decision.kind == "defend"
            and probe.decision.actor == 1
            and bool(attack)
            and attack[-1][5] == rerolls + 1  # the rolls the attack used
        )

    game = first_turn_with(content, [PLAIN_0, PLAIN_1], [ROW_1, ROW_3], ok=ok)
    choose(game, MONNA)
    fight(game, **policy)
    assert game.decision.kind == "defend"
    assert game.decision.actor == 1
    assert GUARD_SPECIAL["id"] in view(game, 1)["hand"]
    return game


@pytest.mark.rule("top.combat.defence-cards")
@pytest.mark.rule("top.cards.special")
def test_a_defensive_special_card_cannot_answer_a_two_roll_attack(guard_pack):
    """002 DEFEND AND DODGE: "Starting with the 2nd dice roll of the enemy you are attacking, you
    can only use cards from Defence cards that you have in your hand"; "Starting with the 3rd dice
    roll ... you can defend yourself with your Attack, Defence and Special cards" - after an
    attack of 2 rolls (one re-roll) Pirina, holding a Special card played "in response to an
    attack by the enemy", may not play it."""
    game = special_defence_game(guard_pack, rerolls=1)
    offered = labels(game)
    assert "take it" in offered
    assert f"play {GUARD_SPECIAL['name']}" not in offered, offered
    assert not any(GUARD_SPECIAL["name"] in x for x in offered), offered
    assert "roll a Dodge" not in offered


@pytest.mark.rule("top.combat.dodge")
@pytest.mark.rule("top.cards.special")
def test_a_defensive_special_card_may_answer_a_three_roll_attack(guard_pack):
    """002 DEFEND AND DODGE: "Starting with the 3rd dice roll of the enemy that you are attacking,
    you can defend yourself with your Attack, Defence and Special cards or which the Dodge combo
    shown on your Warrior card"; Special Cards: "Play: depending on the card: ... in response to
    an attack by the enemy - either by cards or dice" - after 3 rolls the same card is offered
    (the counterpart of the test above: the pack does make the card playable)."""
    game = special_defence_game(guard_pack, rerolls=2)
    offered = labels(game)
    assert f"play {GUARD_SPECIAL['name']}" in offered, offered
    assert "roll a Dodge" in offered


@pytest.mark.rule("top.length")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("moment", ["first", "last"])
@pytest.mark.parametrize("where", ["middle", "last turn"])
def test_top_play_wall_clock_running_out_finishes_the_round(monkeypatch, players, moment, where):
    """002 PLAYING TIME: "Start a time once you have set up the game and at the end of 45 minutes
    of play, finish the current round before ending the game" - ``tenkaichi top play --minutes
    45`` with its clock faked: the 45 minutes run out during a turn of round 2 (the first turn,
    or the round's last turn; at the turn's first choice or at its last): round 2 is played to
    its end and no round 3 starts."""
    position = 0 if where == "middle" else players - 1
    code, out, game, rang = play_with_fake_clock(
        monkeypatch, players, 40 + players, 2, position, moment
    )
    assert code == 0, out[-2000:]
    assert rang, "the clock never reached the chosen turn"
    assert "Traceback" not in out
    assert game.decision is None  # the game is over
    regular = regular_turns(game)
    assert len(seats_in_round(regular, 2)) == players  # round 2 finished: everyone played it
    no_round_after(game, 2)
