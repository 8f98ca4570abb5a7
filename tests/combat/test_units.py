"""Unit examples for the pieces under the engine: damage arithmetic, the grid, and the JSON
codec of a fight in progress."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tenkaichi.dbu.combat.core.codec import from_json, to_json
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.grid import cone, footprint, gap, line, reachable
from tenkaichi.dbu.combat.core.state import EncounterState
from tenkaichi.dbu.combat.rules.damage import damage_from_wound

from .helpers import duel, make_sheet

# --- damage_from_wound ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("category", "damage"),
    [(1, 20 - 6), (2, 20 - 3), (3, 20), (0, 20 - 6), (4, 20)],
    ids=["standard-full-soak", "direct-half-soak", "lethal-no-soak", "below-1", "above-3"],
)
def test_damage_categories_apply_full_half_or_no_soak(category: int, damage: int) -> None:
    calc = damage_from_wound(20, category, 0, 6)
    assert calc.damage == damage
    assert calc.category == max(1, min(3, category))


def test_damage_reduction_comes_off_before_soak_in_every_category() -> None:
    assert damage_from_wound(20, 1, 5, 6).damage == 20 - 5 - 6
    assert damage_from_wound(20, 2, 5, 6).damage == 20 - 5 - 3
    assert damage_from_wound(20, 3, 5, 6).damage == 20 - 5
    assert damage_from_wound(20, 2, 5, 7).how == "Wound 20 - DR 5 - ½ Soak 3 (Direct) = 12"


def test_half_damage_reduction_rounds_down() -> None:
    calc = damage_from_wound(20, 3, 5, 6, dr_fraction=0.5)
    assert (calc.dr, calc.damage) == (2, 18)


def test_ignored_soak_stops_at_the_minimum() -> None:
    assert damage_from_wound(20, 1, 0, 6, soak_ignored=2, soak_minimum=1).damage == 16
    assert damage_from_wound(20, 1, 0, 6, soak_ignored=10, soak_minimum=2).damage == 18
    assert damage_from_wound(20, 1, 0, 6, soak_ignored=10, soak_minimum=0).damage == 20


@pytest.mark.rule("dbu.play.minimums")
def test_damage_is_never_below_zero() -> None:
    assert damage_from_wound(3, 1, 0, 6).damage == 0
    assert damage_from_wound(3, 3, 10, 0).damage == 0


# --- grid ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "a_size", "b", "b_size", "expected"),
    [
        ((0, 0), 1, (0, 0), 1, 0),
        ((0, 0), 1, (1, 0), 1, 1),
        ((0, 0), 1, (1, 1), 1, 1),
        ((0, 0), 1, (3, 2), 1, 3),
        ((5, 5), 1, (2, 9), 1, 4),
        ((0, 0), 2, (3, 0), 1, 2),
        ((3, 0), 1, (0, 0), 2, 2),
        ((0, 0), 3, (4, 4), 2, 2),
    ],
)
def test_gap_counts_squares_between_footprints_diagonals_as_one(
    a: tuple[int, int], a_size: int, b: tuple[int, int], b_size: int, expected: int
) -> None:
    assert gap(a, a_size, b, b_size) == expected


@given(
    st.tuples(st.integers(-6, 12), st.integers(-6, 12)),
    st.integers(1, 4),
    st.tuples(st.integers(-6, 12), st.integers(-6, 12)),
    st.integers(1, 4),
)
def test_gap_is_the_fewest_king_steps_between_any_two_squares_of_the_footprints(
    a: tuple[int, int], a_size: int, b: tuple[int, int], b_size: int
) -> None:
    squares_a = [(a[0] + i, a[1] + j) for i in range(a_size) for j in range(a_size)]
    squares_b = [(b[0] + i, b[1] + j) for i in range(b_size) for j in range(b_size)]
    brute = min(max(abs(p[0] - q[0]), abs(p[1] - q[1])) for p in squares_a for q in squares_b)
    assert gap(a, a_size, b, b_size) == brute
    assert sorted(footprint(a, a_size)) == sorted(squares_a)


def test_reachable_finds_every_square_within_the_limit_with_shortest_paths() -> None:
    paths = reachable((5, 5), 1, 2, 10, 10, set())
    assert len(paths) == 5 * 5 - 1
    assert all(len(path) == gap((5, 5), 1, dest, 1) for dest, path in paths.items())
    assert paths[(7, 7)] == [(6, 6), (7, 7)]


def test_reachable_respects_the_edges_and_the_fighters_size() -> None:
    assert set(reachable((0, 0), 1, 1, 10, 10, set())) == {(1, 0), (0, 1), (1, 1)}
    assert set(reachable((0, 0), 2, 5, 3, 3, set())) == {(1, 0), (0, 1), (1, 1)}


def test_reachable_goes_around_blocked_squares() -> None:
    blocked = {(1, 0), (1, 1)}
    paths = reachable((0, 1), 1, 2, 3, 3, blocked)
    assert (1, 1) not in paths
    assert (1, 0) not in paths
    assert paths[(2, 1)] == [(1, 2), (2, 1)]
    # A Large fighter cannot put any of its four squares on a blocked one.
    big = reachable((0, 0), 2, 1, 4, 4, {(2, 2)})
    assert (1, 1) not in big
    assert (1, 0) in big


def test_cone_widens_by_one_each_side_per_square() -> None:
    assert cone((5, 5), 1, (6, 5), 2) == {
        (6, 4),
        (6, 5),
        (6, 6),
        (7, 3),
        (7, 4),
        (7, 5),
        (7, 6),
        (7, 7),
    }
    assert (4, 5) not in cone((5, 5), 1, (6, 5), 5)  # nothing behind the attacker


def test_line_runs_straight_or_diagonal_for_its_length() -> None:
    assert line((0, 0), 1, (3, 0), 5) == {(1, 0), (2, 0), (3, 0), (4, 0), (5, 0)}
    assert line((0, 0), 1, (2, 2), 3) == {(1, 1), (2, 2), (3, 3)}
    assert line((4, 4), 1, (4, 4), 3) == set()


# --- codec -----------------------------------------------------------------------------------


def _mid_fight(seed: int) -> Encounter:
    """A seeded fight stopped in the middle of an attack (frames on the stack)."""
    enc = Encounter.start(duel(make_sheet("Goku", auras=[{"name": "Fury", "kp_cost": 4}])), seed)
    first = enc.decision
    assert first is not None
    actor = first.actor
    other = "Vegeta" if actor == "Goku" else "Goku"
    enc.choose({"kind": "power_up"})
    while enc.decision is not None and enc.decision.actor != actor:
        enc.choose({"kind": "pass"})
    enc.choose({"kind": "attack", "profile": "Simple", "foundation": "physical", "target": other})
    while enc.decision is not None and enc.decision.kind != "reaction":
        enc.choose(0)
    assert enc.state.stack
    return enc


def test_a_mid_fight_state_round_trips_through_json() -> None:
    enc = _mid_fight(7)
    snapshot = json.loads(json.dumps(enc.to_json()))
    again = Encounter.from_json(snapshot)
    assert again.state == enc.state
    assert from_json(EncounterState, to_json(enc.state)) == enc.state
    # Both continue identically from here.
    for _ in range(12):
        if enc.decision is None:
            break
        a = enc.choose(0)
        b = again.choose(0)
        assert [e.text for e in a] == [e.text for e in b]
    assert again.state == enc.state
