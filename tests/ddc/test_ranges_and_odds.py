"""Range shapes against the seed's words, square by square; exact odds against brute force."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.ddc.geometry import in_range
from tenkaichi.ddc.odds import damage_odds, mean, sum_weights
from tenkaichi.ddc.settings import DdcSettings

from .helpers import scripted

BOX = range(-8, 9)


def shape(kind: str, mode: str) -> set[tuple[int, int]]:
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
    assert shape("normal", "rays") == shape("normal", "area") == rays(1, 1)
    assert len(shape("normal", "area")) == 8


@pytest.mark.rule("ddc.range.close-named")
def test_close_shape_is_two_straight_one_diagonal() -> None:
    assert shape("close", "rays") == rays(2, 1)
    assert shape("close", "area") == rays(2, 1)  # the two readings agree at close range


@pytest.mark.rule("ddc.range.long-named")
def test_long_shape_is_six_straight_five_diagonal() -> None:
    assert shape("long", "rays") == rays(6, 5)
    area = shape("long", "area")
    assert rays(6, 5) < area
    assert (6, 6) not in area
    assert (6, 5) in area


def paths(squares: int, diagonal: int) -> set[tuple[int, int]]:
    """The seed's "reach six squares horizontally or vertically, and 5 squares diagonally" read
    as a reach: every square some path of at most ``squares`` steps, at most ``diagonal`` of
    them diagonal, ends on (built step by step, not from the engine's formula)."""
    seen = {(0, 0, 0)}  # (dx, dy, diagonal steps used)
    frontier = set(seen)
    for _ in range(squares):
        grown = set()
        for x, y, used in frontier:
            for sx, sy in itertools.product((-1, 0, 1), repeat=2):
                diag = used + (sx != 0 and sy != 0)
                if (sx, sy) != (0, 0) and diag <= diagonal:
                    grown.add((x + sx, y + sy, diag))
        frontier = grown - seen
        seen |= grown
    return {(x, y) for x, y, _ in seen} - {(0, 0)}


@pytest.mark.rule("ddc.range.long-named")
@pytest.mark.rule("ddc.range.support")
def test_long_reach_is_an_area_by_default() -> None:
    # Finding: under the old default (rays) a long move could not hit an enemy 2 squares away
    # at a knight's-move angle, though it "reaches six squares".
    assert DdcSettings().range_mode == "area"
    assert shape("long", "area") == paths(6, 5)
    assert shape("support", "area") == paths(6, 5)
    for dx, dy in [(2, 1), (1, 2), (-2, 1), (2, -1), (3, 1), (5, 2)]:
        assert in_range("long", dx, dy), (dx, dy)
        assert not in_range("long", dx, dy, "rays"), (dx, dy)


@pytest.mark.rule("ddc.range.support")
def test_support_shape_equals_long() -> None:
    assert shape("support", "rays") == shape("long", "rays")
    assert shape("support", "area") == shape("long", "area")


@pytest.mark.rule("ddc.range.self")
def test_self_shape_is_empty_beyond_yourself() -> None:
    assert shape("self", "rays") == shape("self", "area") == set()
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
        battle.apply("end")  # Gabumon could still attack from where it stands; it does not
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
