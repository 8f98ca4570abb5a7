"""Conformance: Dungeon DICE Combat: the shared recharge of named moves (seed 004 rule 6).

Written from the seed text alone and run through the public API of ``tenkaichi.ddc``, with
the dice fixed by ``tenkaichi.dice.ScriptedRng``: each fighter rolls its 10d10 first (the first
listed highest), then the d4s given.
"""

from __future__ import annotations

import pytest

from tenkaichi.ddc import Battle

from .ddc_support import battle, legal


def duel(*dice) -> Battle:
    """Agumon (Pepper Breath; Claw Attack, normal damage) next to Gabumon, Agumon first."""
    return battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=list(dice))


def next_own_turn(b: Battle) -> None:
    """End Agumon's turn and let Gabumon pass."""
    b.apply("end")
    b.apply("end")


# -- ddc.attack.recharge ---------------------------------------------------------------------------


@pytest.mark.rule("ddc.attack.recharge")
def test_after_a_named_move_two_posts_pass_before_the_next():
    """004 rule 6: "You will have to posts 2 times of recharge before you can use it again ... Say
    you use Pepper Breath, you will have to post 2x after that before you can use it or any other
    named attacks on the following turn" - used on post 1, again on post 4."""
    b = duel()
    b.apply("attack PepperBreath Gabumon")
    next_own_turn(b)  # post 2
    assert not legal(b, "attack PepperBreath Gabumon")
    next_own_turn(b)  # post 3
    assert not legal(b, "attack PepperBreath Gabumon")
    next_own_turn(b)  # post 4
    assert legal(b, "attack PepperBreath Gabumon")


@pytest.mark.rule("ddc.attack.recharge")
def test_one_recharge_counter_for_every_named_move():
    """004 rule 6: "This is very important: Each move does not have it's own recharge counter" -
    after Pepper Breath, Claw Attack waits too."""
    b = duel()
    b.apply("attack PepperBreath Gabumon")
    next_own_turn(b)
    assert not legal(b, "attack ClawAttack Gabumon")
    next_own_turn(b)
    assert not legal(b, "attack ClawAttack Gabumon")
    next_own_turn(b)
    assert legal(b, "attack ClawAttack Gabumon")


@pytest.mark.rule("ddc.attack.recharge")
def test_a_named_move_of_normal_damage_also_needs_recharge():
    """004 rule 6: "If you use a named move (Off, Def, or Healing), be it normal or double special
    damage. You will have to posts 2 times of recharge" - Claw Attack (normal damage) then Pepper
    Breath waits."""
    b = duel()
    b.apply("attack ClawAttack Gabumon")
    next_own_turn(b)
    assert not legal(b, "attack PepperBreath Gabumon")


@pytest.mark.rule("ddc.attack.recharge")
def test_a_defensive_named_move_also_needs_recharge():
    """004 rule 6: "named move (Off, Def, or Healing)" - Gomamon's Shell Guard (defensive) makes
    Marching Fishes wait."""
    b = battle(("Gomamon", 5, 7), ("Gabumon", 6, 7))
    b.apply("attack ShellGuard Gomamon")
    next_own_turn(b)
    assert not legal(b, "attack MarchingFishes Gabumon")
    next_own_turn(b)
    next_own_turn(b)
    assert legal(b, "attack MarchingFishes Gabumon")


@pytest.mark.rule("ddc.attack.recharge")
def test_plain_attacks_need_no_recharge():
    """004 rule 6: the recharge is for "a named move" - the plain attack is there every turn,
    recharge or not."""
    b = duel()
    b.apply("attack PepperBreath Gabumon")
    for _ in range(3):
        next_own_turn(b)
        assert legal(b, "attack Normal Gabumon")
