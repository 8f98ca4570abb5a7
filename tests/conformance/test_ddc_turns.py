"""Conformance: Dungeon DICE Combat: turn order, the grid, movement that does not carry over (seed
004 rules 1-3).

Written from the seed text alone and run through the public API of ``tenkaichi.ddc``, with
the dice fixed by ``tenkaichi.dice.ScriptedRng``: each fighter rolls its 10d10 first (the first
listed highest), then the d4s given.
"""

from __future__ import annotations

import pytest

from tenkaichi.ddc import Battle, BattleSetup, Entry
from tenkaichi.dice import ScriptedRng

from .ddc_support import actor, battle, fighter, legal

# -- ddc.turn-order --------------------------------------------------------------------------------


@pytest.mark.rule("ddc.turn-order")
def test_the_higher_10d10_total_goes_first():
    """004 rule 1: "ALL players will be given a turn order at the start of a battle ... To decide
    whom goes first, roll 10d10" - Agumon 10d10 = 40, Gabumon 10d10 = 51: Gabumon first."""
    agumon = [4] * 10
    gabumon = [5, 5, 5, 5, 5, 5, 5, 5, 5, 6]
    setup = BattleSetup(fighters=(Entry(fighter="Agumon"), Entry(fighter="Gabumon")))
    b = Battle.start(setup, seed=0, rng=ScriptedRng([*agumon, *gabumon, *([1] * 50)]))
    rolls = {e.who: e.data for e in b.events if e.kind == "turn_order" and e.who}
    assert rolls["Agumon"]["rolls"] == agumon
    assert rolls["Agumon"]["total"] == 40
    assert rolls["Gabumon"]["rolls"] == gabumon
    assert rolls["Gabumon"]["total"] == 51
    assert actor(b) == "Gabumon"


@pytest.mark.rule("ddc.turn-order")
def test_all_players_take_turns_in_the_rolled_order_for_the_whole_battle():
    """004 rule 1: "ALL players will be given a turn order at the start of a battle" - three
    fighters rolling 55, 70 and 40 play 70, 55, 40, round after round."""
    setup = BattleSetup(
        fighters=(Entry(fighter="Agumon"), Entry(fighter="Gabumon"), Entry(fighter="Patamon"))
    )
    dice = [*([5] * 10), *([7] * 10), *([4] * 10), *([1] * 100)]
    b = Battle.start(setup, seed=0, rng=ScriptedRng(dice))
    seen = []
    for _ in range(6):
        seen.append(actor(b))
        b.apply("end")
    assert seen == ["Gabumon", "Agumon", "Patamon"] * 2


@pytest.mark.rule("ddc.turn-order")
def test_each_fighter_rolls_ten_d10():
    """004 rule 1: "roll 10d10" - ten ten-sided dice each, summed (seeded dice)."""
    for seed in range(5):
        b = Battle.start(BattleSetup.of("Agumon", "Gabumon"), seed=seed)
        first = [e.data for e in b.events if e.kind == "turn_order" and e.who][:2]
        for data in first:
            assert len(data["rolls"]) == 10
            assert all(1 <= r <= 10 for r in data["rolls"])
            assert data["total"] == sum(data["rolls"])
        totals = {e.who: e.data["total"] for e in b.events if e.kind == "turn_order" and e.who}
        if totals["Agumon"] != totals["Gabumon"]:
            assert actor(b) == max(totals, key=totals.get)


# -- ddc.grid --------------------------------------------------------------------------------------


@pytest.mark.rule("ddc.grid")
def test_distance_on_the_grid_decides_whether_an_attack_reaches():
    """004 rule 2: "Notice that you're both on a Battle Grid. It is very important to know how far
    or how close your are to your opponent for battle purposes" - 10 squares apart Agumon's claw
    cannot reach; after closing in it can."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 12, 7))
    assert not legal(b, "attack Normal Gabumon")
    assert not legal(b, "attack ClawAttack Gabumon")
    b.apply("move 7 7")
    b.apply("end")
    b.apply("end")  # Gabumon waits
    b.apply("move 11 7")
    assert legal(b, "attack Normal Gabumon")


@pytest.mark.rule("ddc.grid")
def test_fighters_stand_on_squares_of_the_grid():
    """004 rule 2: a battle grid - every fighter has a square; moving changes it by whole
    squares."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 12, 7))
    assert (fighter(b, "Agumon").x, fighter(b, "Agumon").y) == (2, 7)
    b.apply("move 4 9")
    assert (fighter(b, "Agumon").x, fighter(b, "Agumon").y) == (4, 9)


# -- ddc.move.no-carry -----------------------------------------------------------------------------


@pytest.mark.rule("ddc.move.no-carry")
def test_unused_steps_do_not_carry_over_to_the_next_turn():
    """004 rule 3: "Movements steps do not carry on to your next turn" - Agumon walks 2 of its 5
    steps, and next turn still has 5, not 8."""
    b = battle(("Agumon", 2, 2), ("Gabumon", 12, 12))
    b.apply("move 4 2")
    b.apply("end")
    b.apply("end")
    assert not legal(b, "move 12 2")  # 8 squares
    assert not legal(b, "move 10 2")  # 6 squares
    assert legal(b, "move 9 2")  # 5 squares


@pytest.mark.rule("ddc.move.no-carry")
def test_steps_left_after_an_attack_are_lost_at_the_end_of_the_turn():
    """004 rule 3: "Movements steps do not carry on to your next turn" - even after a short
    move-attack, the next turn's Move&Act is 5 again."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 4, 7))
    b.apply("move 3 7")
    b.apply("attack Normal Gabumon")
    b.apply("end")
    b.apply("end")
    assert not legal(b, "move 3 1")  # 6 squares
    assert legal(b, "move 3 2")  # 5 squares
