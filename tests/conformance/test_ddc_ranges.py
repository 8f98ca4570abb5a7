"""Conformance: Dungeon DICE Combat: the five kinds of range (seed 004 rule 7).

Written from the seed text alone and run through the public API of ``tenkaichi.ddc``, with
the dice fixed by ``tenkaichi.dice.ScriptedRng``: each fighter rolls its 10d10 first (the first
listed highest), then the d4s given.
"""

from __future__ import annotations

import pytest

from tenkaichi.ddc import in_range

from .ddc_support import battle, legal

MODES = ["rays", "area"]  # the engine's two readings of the shapes; the points below fit both


def reach(kind: str, offsets, mode: str) -> list[bool]:
    return [in_range(kind, dx, dy, mode) for dx, dy in offsets]


# -- ddc.range.normal ------------------------------------------------------------------------------


@pytest.mark.rule("ddc.range.normal")
@pytest.mark.parametrize("mode", MODES)
def test_normal_attacks_reach_one_square_all_round(mode):
    """004 rule 7: "Normal Attacks- close normal damage attacks have a range of 1 square horizontal,
    vertical, and diagonal"."""
    ring = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
    assert all(reach("normal", ring, mode))
    assert not any(reach("normal", [(2, 0), (0, -2), (2, 2), (2, 1), (-2, -1)], mode))


@pytest.mark.rule("ddc.range.normal")
def test_a_normal_attack_two_squares_away_is_refused():
    """004 rule 7: Normal attacks reach "1 square" - diagonal 1 yes, straight 2 no."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 8))
    assert legal(b, "attack Normal Gabumon")
    b = battle(("Agumon", 5, 7), ("Gabumon", 7, 7))
    assert not legal(b, "attack Normal Gabumon")


# -- ddc.range.close-named -------------------------------------------------------------------------


@pytest.mark.rule("ddc.range.close-named")
@pytest.mark.parametrize("mode", MODES)
def test_close_named_attacks_reach_two_straight_and_one_diagonal(mode):
    """004 rule 7: "Close Range Named Attacks-Close and personal attacks that reach 2 squares
    horizontal or vertical, and 1 square diagonally"."""
    inside = [(2, 0), (-2, 0), (0, 2), (0, -2), (1, 0), (0, -1), (1, 1), (-1, 1), (1, -1)]
    assert all(reach("close", inside, mode))
    assert not any(reach("close", [(3, 0), (0, -3), (2, 2), (-2, 2), (2, -2)], mode))


@pytest.mark.rule("ddc.range.close-named")
def test_horn_attack_reaches_two_squares_straight_not_two_diagonal():
    """004 rule 7: close named attacks: "2 squares horizontal or vertical, and 1 square
    diagonally" (Gabumon's Horn Attack)."""
    for (x, y), ok in [
        ((7, 7), True),
        ((5, 9), True),
        ((6, 8), True),
        ((7, 9), False),
        ((8, 7), False),
    ]:
        b = battle(("Gabumon", 5, 7), ("Agumon", x, y))
        assert legal(b, "attack HornAttack Agumon") == ok, (x, y)


# -- ddc.range.long-named --------------------------------------------------------------------------


@pytest.mark.rule("ddc.range.long-named")
@pytest.mark.parametrize("mode", MODES)
def test_long_named_attacks_reach_six_straight_and_five_diagonal(mode):
    """004 rule 7: "Long Range Named Attacks- Distance moves that reach six squares horizonaltally
    or vertically, and 5 squares diagonally"."""
    inside = [(6, 0), (-6, 0), (0, 6), (0, -6), (5, 5), (-5, 5), (5, -5), (-5, -5), (3, 0)]
    assert all(reach("long", inside, mode))
    assert not any(reach("long", [(7, 0), (0, -7), (6, 6), (-6, 6), (7, 7)], mode))


@pytest.mark.rule("ddc.range.long-named")
def test_pepper_breath_reaches_six_squares_not_seven():
    """004 rule 7: long named attacks reach "six squares horizontally or vertically, and 5 squares
    diagonally" (Agumon's Pepper Breath)."""
    for (x, y), ok in [
        ((8, 7), True),
        ((2, 13), True),
        ((7, 12), True),
        ((9, 7), False),
        ((8, 13), False),
    ]:
        b = battle(("Agumon", 2, 7), ("Gabumon", x, y))
        assert legal(b, "attack PepperBreath Gabumon") == ok, (x, y)


# -- ddc.range.self --------------------------------------------------------------------------------


@pytest.mark.rule("ddc.range.self")
@pytest.mark.parametrize("mode", MODES)
def test_self_moves_have_range_zero(mode):
    """004 rule 7: "Self Power-Ups/Healing- 0 range moves that hit yourself"."""
    assert reach("self", [(0, 0)], mode) == [True]
    assert not any(reach("self", [(1, 0), (0, 1), (1, 1)], mode))


@pytest.mark.rule("ddc.range.self")
def test_a_self_move_targets_only_its_user():
    """004 rule 7: self moves "hit yourself" - Gomamon's Shell Guard on Gomamon, never on the
    Gabumon beside it."""
    b = battle(("Gomamon", 5, 7), ("Gabumon", 6, 7))
    assert not legal(b, "attack ShellGuard Gabumon")
    assert legal(b, "attack ShellGuard Gomamon")


# -- ddc.range.support -----------------------------------------------------------------------------


@pytest.mark.rule("ddc.range.support")
@pytest.mark.parametrize("mode", MODES)
def test_debuffs_and_ally_heals_reach_like_long_attacks(mode):
    """004 rule 7: "Enemy De-buffs & Ally Healing/Power-Ups- same range as Long Range Attacks"."""
    points = [(6, 0), (0, -6), (5, 5), (-5, 5), (7, 0), (6, 6), (0, 7)]
    assert reach("support", points, mode) == reach("long", points, mode)
    assert reach("support", points, mode)[:4] == [True] * 4
    assert not any(reach("support", points, mode)[4:])


@pytest.mark.rule("ddc.range.support")
def test_a_debuff_reaches_an_enemy_six_squares_away_not_seven():
    """004 rule 7: "Enemy De-buffs ... same range as Long Range Attacks" (Palmon's Sweet Scent)."""
    b = battle(("Palmon", 2, 7), ("Gabumon", 8, 7))
    assert legal(b, "attack SweetScent Gabumon")
    b = battle(("Palmon", 2, 7), ("Gabumon", 9, 7))
    assert not legal(b, "attack SweetScent Gabumon")


@pytest.mark.rule("ddc.range.support")
def test_an_ally_heal_reaches_six_squares_away_not_seven():
    """004 rule 7: "Ally Healing/Power-Ups- same range as Long Range Attacks" (Patamon's Holy Breeze
    on its ally Agumon)."""
    for x, ok in [(8, True), (9, False)]:
        b = battle(("Patamon", 2, 7, "tamers"), ("Agumon", x, 7, "tamers"), ("Gabumon", 14, 0))
        assert legal(b, "attack HolyBreeze Agumon") == ok, x
