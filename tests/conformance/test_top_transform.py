"""Conformance: Tournament of Power transformations and fusions (seed 002, HOW TO TRANSFORM?,
WHEN YOU ARE TRANSFORMED, Special Cards, FUSIONS: KEFLA / ANILAZA).

Written from the seed text alone and run through the public API of ``tenkaichi.top``. Dice come
from the seeded generator, so each situation is found by trying seeds and reading the events.
"""

from __future__ import annotations

import math
from functools import partial

import pytest

from tenkaichi.top import Game, view
from tenkaichi.top.rules import divide

from .top_support import (
    PLAIN_0,
    PLAIN_1,
    ROW_1,
    ROW_3,
    SPHERE,
    STRENGTH,
    act,
    cell,
    choose,
    damage_of,
    fight,
    first_turn,
    form,
    hand,
    labels,
    no,
    token,
    until_move,
    yes,
)
from .top_support import situation as shared_situation

# This file's own NEUTRAL, in place of top_support's (it is the default of situation below).
NEUTRAL = {"calm", "long-stride", "respite", "windfall"}  # no Surge: transformation rolls as is


def transform_events(events, token_id: int) -> list[tuple]:
    return [e for e in events if e[0] in ("transformed", "transform-failed") and e[1] == token_id]


# top_support.situation with this file's NEUTRAL as the default Events.
situation = partial(shared_situation, events=NEUTRAL)


# -- top.transform.roll ----------------------------------------------------------------------------


@pytest.mark.rule("top.transform.roll")
def test_attacker_then_defender_may_roll_a_d6_to_transform_before_the_attack():
    """002 HOW TO TRANSFORM?: "roll a 6-sided die before combat and use the transformation that
    corresponds to your die roll ... The Warrior that you attack can also attempt to transform"."""
    teams = [["Jiren", *PLAIN_0[1:]], ["Toppo", *PLAIN_1[1:]]]
    game = first_turn(teams, [ROW_1, ROW_3], events=NEUTRAL)
    jiren, toppo = token(game, "Jiren")["id"], token(game, "Toppo")["id"]
    mark = len(game.events)
    choose(game, "Jiren a1 -> a3 and attack Toppo")
    asked = []
    while game.decision.kind in ("transform", "transform-card"):
        asked.append((game.decision.kind, game.decision.actor))
        act(game, yes(game) if game.decision.kind == "transform" else no(game))
    assert [a for a in asked if a[0] == "transform"] == [("transform", 0), ("transform", 1)]
    fight(game)
    after = game.events[mark:]
    first_roll = next(i for i, e in enumerate(after) if e[0] == "rolled")
    for who in (jiren, toppo):
        [roll] = transform_events(after, who)[:1]
        assert len(roll[2]) == 1
        assert 1 <= roll[2][0] <= 6
        assert after.index(roll) < first_roll


@pytest.mark.rule("top.transform.roll")
@pytest.mark.parametrize("warrior", ["Son Goku", "Vegeta"])
def test_goku_and_vegeta_roll_two_dice_to_transform(warrior):
    """002 HOW TO TRANSFORM?: "Exception: Roll 2 dice for Son Goku and Vegeta"."""
    teams = [[warrior, *PLAIN_0[1:]], PLAIN_1]
    game = first_turn(teams, [ROW_1, ROW_3], events=NEUTRAL)
    who = token(game, warrior)["id"]
    mark = len(game.events)
    choose(game, f"{warrior} a1 -> a3 and attack Pirina")
    fight(game, transform="yes")
    roll = transform_events(game.events[mark:], who)[0]
    assert len(roll[2]) == 2
    assert all(1 <= d <= 6 for d in roll[2])


@pytest.mark.rule("top.transform.roll")
def test_a_transformed_warrior_attacks_with_its_transformed_power():
    """002 HOW TO TRANSFORM?: "so you can attack with your more powerful transformed Warrior for the
    period of the attack" - Full Power Jiren (P6) rolls 6 dice."""
    teams = [["Jiren", *PLAIN_0[1:]], PLAIN_1]
    game = situation(
        teams,
        [ROW_1, ROW_3],
        "Jiren a1 -> a3 and attack Pirina",
        lambda g, ev: any(e[0] == "transformed" for e in ev),
        transform="yes",
    )
    jiren = token(game, "Jiren")["id"]
    mark = len(game.events)
    choose(game, "Jiren a1 -> a3 and attack Pirina")
    fight(game, transform="yes")
    after = game.events[mark:]
    assert transform_events(after, jiren)[0][4] == "Full Power Jiren"
    first = next(e for e in after if e[0] == "rolled" and e[1] == jiren)
    assert len(first[2]) == form("jiren", 1).power == 6


@pytest.mark.rule("top.transform.roll")
def test_a_warrior_without_transformation_is_not_asked():
    """002 HOW TO TRANSFORM?: "If your Warrior has the ability to transform" - Monna has no other
    form in the table, so nobody rolls for her."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL)
    choose(game, "Monna a1 -> a3 and attack Pirina")
    assert game.decision.kind != "transform"


# -- top.transform.card ----------------------------------------------------------------------------


def failed_with_card(game: Game) -> bool:
    if "transformation" not in hand(game, 0):
        return False
    probe = game.clone()
    mark = len(probe.events)
    choose(probe, "Jiren a1 -> a3 and attack Pirina")
    act(probe, yes(probe))
    return any(e[0] == "transform-failed" for e in probe.events[mark:])


@pytest.mark.rule("top.transform.card")
@pytest.mark.rule("top.cards.special")
@pytest.mark.parametrize("second_try", ["succeeds", "fails"])
def test_a_transformation_card_gives_a_second_roll_and_is_used_up(second_try):
    """002 Special Cards: "if you missed your first dice roll with a transformation card, you will
    have a second roll"; ""Transformation" cards are only used to reattempt a transformation that
    failed ... If you fail a second time, you lose the card"; "Discard on the bottom of the Special
    cards stack after using"."""
    teams = [["Jiren", *PLAIN_0[1:]], PLAIN_1]

    def ok(game: Game) -> bool:
        if not failed_with_card(game):
            return False
        probe = game.clone()
        mark = len(probe.events)
        choose(probe, "Jiren a1 -> a3 and attack Pirina")
        fight(probe, transform="yes")
        tries = [
            e
            for e in probe.events[mark:]
            if e[0] in ("transformed", "transform-failed") and e[1] == token(game, "Jiren")["id"]
        ]
        return len(tries) == 2 and (tries[1][0] == "transformed") == (second_try == "succeeds")

    game = first_turn(teams, [ROW_1, ROW_3], events=NEUTRAL, ok=ok)
    jiren = token(game, "Jiren")["id"]
    specials = view(game, 0)["deck_sizes"]["special"]
    mark = len(game.events)
    choose(game, "Jiren a1 -> a3 and attack Pirina")
    act(game, yes(game))
    assert game.decision.kind == "transform-card"
    assert game.decision.actor == 0
    act(game, yes(game))
    tries = transform_events(game.events[mark:], jiren)
    assert next(t[0] for t in tries) == "transform-failed"
    assert len(tries) == 2
    assert "transformation" not in hand(game, 0)
    assert ("played", 0, "transformation") in game.events[mark:]
    assert view(game, 0)["deck_sizes"]["special"] == specials + 1


@pytest.mark.rule("top.transform.card")
def test_no_transformation_card_after_a_successful_roll():
    """002 Special Cards: "Transformation" cards are "only used to reattempt a transformation that
    failed"."""
    teams = [["Jiren", *PLAIN_0[1:]], PLAIN_1]

    def ok(game: Game) -> bool:
        if "transformation" not in hand(game, 0):
            return False
        probe = game.clone()
        choose(probe, "Jiren a1 -> a3 and attack Pirina")
        act(probe, yes(probe))
        return any(e[0] == "transformed" for e in probe.events)

    game = first_turn(teams, [ROW_1, ROW_3], events=NEUTRAL, ok=ok)
    choose(game, "Jiren a1 -> a3 and attack Pirina")
    act(game, yes(game))
    assert game.decision.kind != "transform-card"
    assert "transformation" in hand(game, 0)


# -- top.transform.effects -------------------------------------------------------------------------


@pytest.mark.rule("top.transform.effects")
def test_cabbas_example_35_halved_is_18():
    """002 WHEN YOU ARE TRANSFORMED example: "He divides 35 by 2 and takes 18 damage (rounded
    up)"."""
    assert divide(35, 2) == 18
    assert divide(35, 3) == 12
    assert divide(36, 3) == 12


CABBA_1 = ["Cabba", *PLAIN_1[1:]]


def cabba_transformed_and_hit(game, events) -> bool:
    cabba = token(game, "Cabba")["id"]
    attack = next((e for e in events if e[0] == "attack"), None)
    return (
        any(e[0] == "transformed" and e[1] == cabba for e in events)
        and attack is not None
        and attack[3] > 0
        and attack[3] % 2 == 1  # an odd amount shows the rounding
    )


@pytest.mark.rule("top.transform.effects")
@pytest.mark.rule("top.combat.lightning")
def test_a_transformed_defender_divides_even_a_lightning_attack_rounding_up():
    """002 WHEN YOU ARE TRANSFORMED: "You divide the damage received during your enemy's attack by 2
    or 3"; Lightning attack: "they take the number of Damage tokens they received during the attack
    (which they can divide if they were transformed)" - Super Saiyan Cabba's case."""
    policy = {"transform": "yes", "stop": ("counter",)}
    game = situation(
        [PLAIN_0, CABBA_1],
        [ROW_1, ROW_3],
        "Monna a1 -> a3 and attack Cabba",
        cabba_transformed_and_hit,
        **policy,
    )
    cabba = token(game, "Cabba")["id"]
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Cabba")
    fight(game, **policy)
    after = game.events[mark:]
    assert transform_events(after, cabba)[0][4] == "Super Saiyan Cabba"
    attack = next(e for e in after if e[0] == "attack")
    assert attack[5] == 1  # the first roll: a lightning attack
    taken = next(e for e in after if e[0] == "damaged" and e[1] == cabba)
    assert taken[2] in (math.ceil(attack[3] / 2), math.ceil(attack[3] / 3))
    assert taken[2] == divide(attack[3], form("cabba", 1).divisor)


@pytest.mark.rule("top.transform.effects")
def test_a_transformation_costs_endurance_and_ends_with_the_attack():
    """002 WHEN YOU ARE TRANSFORMED: "You lose 1 or more Endurance points after using this
    transformation. Once the attack is over, your Warrior returns to his or her original shape"."""
    teams = [["Jiren", *PLAIN_0[1:]], PLAIN_1]
    game = situation(
        teams,
        [ROW_1, ROW_3],
        "Jiren a1 -> a3 and attack Pirina",
        lambda g, ev: any(e[0] == "transformed" for e in ev),
        transform="yes",
    )
    assert token(game, "Jiren")["damage"] == 0
    choose(game, "Jiren a1 -> a3 and attack Pirina")
    fight(game, transform="yes")
    jiren = token(game, "Jiren")
    assert jiren["form"] == "Jiren"  # back to the original shape
    assert jiren["damage"] >= 1  # paid for the transformation
    cost = [e for e in game.events if e[0] == "form-cost" and e[1] == jiren["id"]]
    assert cost
    assert cost[0][2] >= 1


# -- top.fusion.card, top.fusion.roll, top.fusion.double-loss --------------------------------------

FUSE_0 = ["Kale", "Caulifla", "Basil", "Lavender", "Damon", "Napapa"]
FUSE_CELLS = [["a1", "c1", "e1", "g1", "i1", "k1"], ["a5", "c5", "e5", "g5", "i5", "k5"]]


def join_and_pass(game: Game) -> None:
    """Seat 0: Kale joins Caulifla on c1; seat 1: a quiet move; back to seat 0's turn."""
    choose(game, "Kale a1 -> c1")
    until_move(game)
    quiet = next(
        o
        for o, x in zip(game.decision.options, labels(game), strict=True)
        if " and " not in x and x.startswith("Murichim")
    )
    act(game, quiet)
    while game.decision.actor == 1:
        act(game, game.decision.options[0])


@pytest.mark.rule("top.fusion.card")
@pytest.mark.rule("top.fusion.double-loss")
def test_kale_and_caulifla_on_one_space_fuse_into_kefla_with_the_fusion_card():
    """002 FUSIONS: "When Kale and Caulifla are in a space with each other and on the same team,
    they can fuse into Kefla until the end of the game, by using the special "Fusion" card ... Thus
    replace the 2 tokens with the fused token. If the fused Warrior is eliminated, you will then
    lose 2 characters" - so Kefla stands for two warriors on the board."""

    def ok(game: Game) -> bool:
        if "fusion" not in hand(game, 0):
            return False
        probe = game.clone()
        join_and_pass(probe)
        return probe.decision.actor == 0 and any(
            x == "play Fusion (special)" for x in labels(probe)
        )

    game = first_turn([FUSE_0, PLAIN_1], FUSE_CELLS, events=NEUTRAL, ok=ok)
    join_and_pass(game)
    mark = len(game.events)
    choose(game, "play Fusion (special)")
    until_move(game)
    tokens = [t for t in view(game, 0)["tokens"] if t["owner"] == 0 and t["alive"]]
    assert [t["character"] for t in tokens].count("kefla") == 1
    assert not any(t["character"] in ("kale", "caulifla") for t in tokens)
    assert next(t for t in tokens if t["character"] == "kefla")["cell"] == cell("c1")
    assert "fusion" not in hand(game, 0)
    assert ("played", 0, "fusion") in game.events[mark:]
    assert game.scores()[0] == 6  # five tokens, Kefla counting twice
    # "until the end of the game": a whole round later Kefla is still Kefla
    for _ in range(2):
        label = next(x for x in labels(game) if " and " not in x and "Kefla" not in x)
        choose(game, label)
        while game.decision is not None and game.decision.kind != "move":
            act(game, game.decision.options[0])
    kefla = [t for t in view(game, 0)["tokens"] if t["character"] == "kefla"]
    assert len(kefla) == 1
    assert kefla[0]["alive"]
    assert kefla[0]["fused"]


@pytest.mark.rule("top.fusion.card")
def test_the_fusion_card_is_not_playable_while_the_partners_are_apart():
    """002 FUSIONS: fusion needs Kale and Caulifla "in a space with each other"."""
    game = first_turn(
        [FUSE_0, PLAIN_1], FUSE_CELLS, events=NEUTRAL, ok=lambda g: "fusion" in hand(g, 0)
    )
    starts = [e for e in game.events if e[0] == "played" and e[2] == "fusion"]
    assert starts == []
    assert "fusion" in hand(game, 0)
    assert not any("Kefla" in x for x in labels(game))


@pytest.mark.rule("top.fusion.roll")
@pytest.mark.parametrize("outcome", ["fuses", "stays apart"])
def test_without_the_card_a_d6_of_4_or_more_fuses_at_the_start_of_a_combat(outcome):
    """002 FUSIONS: "If you do not have the fusion card, you can try to fuse your 2 characters at
    the beginning of combat (if they are in the same space and on the same team) on a single dice
    roll with a result equal to or greater than 4"."""

    def attack_label(game: Game) -> str:
        return next(x for x in labels(game) if x.startswith("Basil e1 -> ") and " attack " in x)

    def ok(game: Game) -> bool:
        if "fusion" in hand(game, 0):
            return False
        probe = game.clone()
        join_and_pass(probe)
        until_move(probe)
        if probe.decision.kind != "move":
            return False
        choose(probe, attack_label(probe))
        if probe.decision.kind != "fuse":
            return False
        act(probe, yes(probe))
        roll = [e for e in probe.events if e[0] == "fusion-roll"]
        return bool(roll) and (roll[0][2] >= 4) == (outcome == "fuses")

    game = first_turn([FUSE_0, PLAIN_1], FUSE_CELLS, events=NEUTRAL, ok=ok)
    join_and_pass(game)
    until_move(game)
    mark = len(game.events)
    choose(game, attack_label(game))
    assert game.decision.kind == "fuse"
    assert game.decision.actor == 0
    act(game, yes(game))
    after = game.events[mark:]
    [roll] = [e for e in after if e[0] == "fusion-roll"]
    assert 1 <= roll[2] <= 6
    fused = any(t["character"] == "kefla" and t["alive"] for t in view(game, 0)["tokens"])
    assert fused == (roll[2] >= 4)


JIREN_1 = ["Pirina", "Jiren", "Sanka Ku", "Su Roas", "Bergamo", "Murichim"]  # Jiren on c5


def jiren_strikes_kefla(game: Game) -> None:
    """From seat 0's fused start: a quiet move, then seat 1's Full Power Jiren hits Kefla with
    spheres and strength (kept through every re-roll); Kefla does not transform or defend."""
    choose(game, "play Fusion (special)")
    until_move(game)
    act(
        game,
        next(
            o
            for o, x in zip(game.decision.options, labels(game), strict=True)
            if x.startswith("Napapa k1 -> ") and " and " not in x
        ),
    )
    while game.decision.actor == 0:
        act(game, game.decision.options[0])
    until_move(game)
    choose(game, "Jiren c5 -> c1 and attack Kefla")
    while game.decision is not None and game.decision.kind not in ("move", "step", "bonus"):
        d = game.decision
        if d.kind in ("transform", "transform-card"):
            act(game, yes(game) if d.actor == 1 else no(game))
        elif d.kind == "reroll" and d.actor == 1:
            dice = next(e[2] for e in reversed(game.events) if e[0] == "rolled")
            mask = sum(1 << i for i, f in enumerate(dice) if f not in (SPHERE, STRENGTH))
            act(
                game,
                next((o for o in d.options if o[0] == "reroll" and o[1] == mask), d.options[0]),
            )
        elif d.kind == "resolve":
            best = max(range(len(d.options)), key=lambda i: damage_of(labels(game)[i]))
            act(game, d.options[best])
        elif d.kind in ("defend", "rescue"):
            act(game, d.options[0] if d.kind == "defend" else no(game))
        else:
            act(game, d.options[0])


@pytest.mark.rule("top.fusion.double-loss")
def test_losing_kefla_loses_two_warriors():
    """002 FUSIONS: "If the fused Warrior is eliminated, you will then lose 2 characters"."""

    def ok(game: Game) -> bool:
        if "fusion" not in hand(game, 0):
            return False
        probe = game.clone()
        try:
            join_and_pass(probe)
            jiren_strikes_kefla(probe)
        except (AssertionError, StopIteration):
            return False
        return any(e[0] == "eliminated" for e in probe.events)

    game = first_turn([FUSE_0, JIREN_1], FUSE_CELLS, events=NEUTRAL, ok=ok, seeds=range(3000))
    join_and_pass(game)
    mark = len(game.events)
    jiren_strikes_kefla(game)
    kefla = next(t for t in view(game, 0)["tokens"] if t["character"] == "kefla")
    assert any(e[0] == "eliminated" and e[1] == kefla["id"] for e in game.events[mark:])
    assert game.scores()[0] == 4


@pytest.mark.rule("top.fusion.roll")
def test_partners_attacked_on_their_shared_space_may_try_the_fusion_roll():
    """002 FUSIONS: "you can try to fuse your 2 characters at the beginning of combat (if they are
    in the same space and on the same team)" - Saonel attacks Kale and Caulifla's space; their owner
    may roll, and a 4 or more fuses them before the attack."""
    game = first_turn(
        [FUSE_0, PLAIN_1], FUSE_CELLS, events=NEUTRAL, ok=lambda g: "fusion" not in hand(g, 0)
    )
    choose(game, "Kale a1 -> c1")
    until_move(game)
    mark = len(game.events)
    choose(game, "Saonel c5 -> c1 and attack ")
    assert game.decision.kind == "fuse"
    assert game.decision.actor == 0
    act(game, yes(game))
    fight(game)
    after = game.events[mark:]
    [roll] = [e for e in after if e[0] == "fusion-roll"]
    fused = [e for e in after if e[0] == "fused"]
    assert bool(fused) == (roll[2] >= 4)
    first_roll = next(i for i, e in enumerate(after) if e[0] == "rolled")
    assert after.index(roll) < first_roll
