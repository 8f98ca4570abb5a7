"""Range shapes against the seed's words, square by square; exact odds against brute force."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.ddc.geometry import in_range
from tenkaichi.ddc.odds import damage_odds, mean, sum_weights

from .helpers import scripted

BOX = range(-8, 9)


def shape(kind: str, mode: str = "rays") -> set[tuple[int, int]]:
    return {
        (dx, dy) for dx in BOX for dy in BOX if (dx, dy) != (0, 0) and in_range(kind, dx, dy, mode)
    }  # type: ignore[arg-type]


def rays(straight: int, diagonal: int) -> set[tuple[int, int]]:
    """The seed's words: ``straight`` squares horizontally or vertically, ``diagonal`` squares
    diagonally, as queen-like lines from the user."""
    out = set()
    for d in range(1, straight + 1):
        out |= {(d, 0), (-d, 0), (0, d), (0, -d)}
    for d in range(1, diagonal + 1):
        out |= {(d, d), (d, -d), (-d, d), (-d, -d)}
    return out


@pytest.mark.rule("ddc.range.normal")
def test_normal_shape_is_the_eight_neighbours() -> None:
    assert shape("normal") == rays(1, 1)
    assert len(shape("normal")) == 8


@pytest.mark.rule("ddc.range.close-named")
def test_close_shape_is_two_straight_one_diagonal() -> None:
    assert shape("close") == rays(2, 1)
    assert shape("close", "area") == rays(2, 1)  # the two readings agree at close range


@pytest.mark.rule("ddc.range.long-named")
def test_long_shape_is_six_straight_five_diagonal() -> None:
    assert shape("long") == rays(6, 5)
    area = shape("long", "area")
    assert rays(6, 5) < area
    assert (6, 6) not in area
    assert (6, 5) in area


@pytest.mark.rule("ddc.range.support")
def test_support_shape_equals_long() -> None:
    assert shape("support") == shape("long")
    assert shape("support", "area") == shape("long", "area")


@pytest.mark.rule("ddc.range.self")
def test_self_shape_is_empty_beyond_yourself() -> None:
    assert shape("self") == set()
    assert in_range("self", 0, 0)


@pytest.mark.rule("ddc.attack.dice-by-level")
@pytest.mark.parametrize("dice", [4, 5, 6, 7, 8])
def test_sum_weights_match_brute_force(dice: int) -> None:
    brute: dict[int, int] = {}
    for faces in itertools.product(range(1, 5), repeat=dice):
        brute[sum(faces)] = brute.get(sum(faces), 0) + 1
    assert sum_weights(dice) == brute


@pytest.mark.rule("ddc.move.defend")
@pytest.mark.parametrize(("dice", "multiplier"), [(4, 1), (4, 2), (5, 2), (6, 1)])
def test_defended_odds_match_brute_force(dice: int, multiplier: int) -> None:
    brute: dict[int, Fraction] = {}
    for faces in itertools.product(range(1, 5), repeat=dice):
        damage = sum(faces) * multiplier // 2
        brute[damage] = brute.get(damage, Fraction(0)) + Fraction(1, 4**dice)
    odds = damage_odds(dice, multiplier, 2)
    assert odds == brute
    assert sum(odds.values()) == 1
    # A doubled move on a Defender does exactly the rolled amount (reference C3.5).
    if multiplier == 2:
        assert mean(odds) == Fraction(5, 2) * dice


@pytest.mark.rule("ddc.attack.named-double")
@settings(max_examples=60, deadline=None)
@given(
    rolls=st.lists(st.integers(1, 4), min_size=4, max_size=4),
    named=st.booleans(),
    defending=st.booleans(),
)
def test_engine_damage_is_roll_times_two_then_halved(
    rolls: list[int], named: bool, defending: bool
) -> None:
    battle = scripted([("Gabumon", 5, 7), ("Agumon", 6, 7)], rolls)
    if defending:
        battle.apply("defend")
        hitter, victim = "Agumon", "Gabumon"
        move = "ClawAttack" if named else "Normal"  # Claw Attack deals normal damage
        factor = 1
    else:
        hitter, victim = "Gabumon", "Agumon"
        move = "HornAttack" if named else "Normal"
        factor = 2 if named else 1
    battle.apply(f"attack {move} {victim}")
    expected = sum(rolls) * factor // (2 if defending else 1)
    assert battle.state.fighter(victim).hp == 100 - expected
    assert hitter != victim
