"""The Advantages that slam or carry the target (``families/advantages/slams.py`` and
``express_ticket.py``): Powerbomb, Terrain Slam and Express Ticket. Fights go through the
public API with fixed dice: A (Tier 1, Might 4, Boosted Speed 6) acts first at C3 with a
Physical technique; B stands at D3. After Initiative come A's Grapple Check (A 9 vs B 2) when
A grapples first, then A's Strike, B's Dodge, A's Wound, then any Might Clash (A, B)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    attack,
    choose,
    duo,
    end_turn,
    has,
    log,
    options,
    pass_instants,
)

RULE = "dbu.std.signature-technique"
HIT = [9, 1, 6]  # Strike 9 + 6 against a botched Dodge; Wound 6 + Force 4
WIN, LOSE = [8, 3], [2, 9]  # A Might Clash: A 8 + 4 = 12 vs B 3 + 4 = 7, or 6 vs 13


def _fight(dice: list[int], *advantages: Any, grapple: bool = False, **extra: Any) -> Encounter:
    sig = {
        "name": "Suplex",
        "profile": "Simple",
        "foundation": "physical",
        "advantages": list(advantages),
    }
    enc = duo(([9, 2] if grapple else []) + dice, a={"signatures": [sig]}, **extra)
    if grapple:
        choose(enc, "grapple", target="B")
        choose(enc, "clash_roll", roll="strike")
        pass_instants(enc)
        assert [(g.grappler, g.grappled) for g in enc.state.grapples] == [("A", "B")]
    return enc


def _suplex(enc: Encounter, reaction: str = "dodge") -> None:
    attack(enc, "Suplex", kind="signature")
    pass_instants(enc)
    if enc.decision is not None and enc.decision.kind == "charging_assault":
        choose(enc, "charging_assault", squares=0)
    if reaction == "dodge":
        choose(enc, "dodge")
    else:
        choose(enc, "defend", defend=reaction)


def _kind(enc: Encounter) -> str:
    return enc.decision.kind if enc.decision is not None else ""


POWERBOMB_2 = {"name": "Powerbomb", "rank": 2}


# --- Powerbomb ------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_powerbomb_ends_the_grapple_after_the_attack_for_half_might_a_rank_on_the_wound() -> None:
    enc = _fight(HIT, POWERBOMB_2, grapple=True)
    _suplex(enc)
    assert _kind(enc) == "powerbomb"
    assert str(enc.decision.prompt) == "A: Powerbomb (Suplex) on B?"
    assert "Wound" not in log(enc).split("B Dodge")[1]  # asked before the Wound Roll
    choose(enc, "powerbomb", "+4 to its Wound Roll")
    text = log(enc)
    assert "A Wound 14 = 1d10+ToP [6] + Force 4 + Powerbomb (rank 2) 4" in text
    assert text.index("B loses 10 Life") < text.index("The Grapple of A on B ends (A's Powerbomb")
    assert enc.state.grapples == []
    assert "A cannot use the Grapple Maneuver until the start of their next turn" in text
    assert _kind(enc) == "turn"
    assert not has(enc, "grapple")
    end_turn(enc)
    end_turn(enc)  # B's turn; then A's next turn starts and the ban is over
    assert enc.state.active == "A"
    assert has(enc, "grapple")


@pytest.mark.rule(RULE)
def test_powerbomb_declined_keeps_the_grapple_and_adds_nothing() -> None:
    enc = _fight(HIT, "Powerbomb", grapple=True)
    _suplex(enc)
    choose(enc, "pass", "Keep the Grapple on B")
    assert "A Wound 10 = 1d10+ToP [6] + Force 4\n" in log(enc) + "\n"
    assert [(g.grappler, g.grappled) for g in enc.state.grapples] == [("A", "B")]
    assert not any(e.name == "no_grapple" for e in enc.fighter("A").effects)


@pytest.mark.rule(RULE)
def test_powerbomb_is_offered_only_on_a_hit_against_the_one_you_grapple() -> None:
    free = _fight(HIT, "Powerbomb")
    _suplex(free)
    assert _kind(free) == "turn"
    assert "Powerbomb" not in log(free)
    missed = _fight([1, 9], "Powerbomb", grapple=True)
    _suplex(missed)
    assert _kind(missed) == "turn"
    assert "Powerbomb" not in log(missed)


@pytest.mark.rule(RULE)
def test_powerbomb_waits_for_a_cross_counters_attack_back_then_comes_before_the_wound() -> None:
    # B Cross Counters: A hits (Dodge 1), B attacks back (Strike 6, A's Dodge 6, Wound 6)
    enc = _fight([9, 1, 6, 6, 6, 6], "Powerbomb", grapple=True)
    _suplex(enc, "cross_counter")
    choose(enc, "cross_attack", profile="Simple", foundation="physical")
    while _kind(enc) != "powerbomb":
        kind = _kind(enc)
        assert kind in ("modifier", "wager", "instant", "reaction"), kind
        if kind == "reaction":
            choose(enc, "dodge")
        else:
            choose(enc, {"modifier": "no_modifier", "wager": "wager"}.get(kind, "pass"))
    assert "A loses 6 Life (Simple)" in log(enc)
    choose(enc, "powerbomb")
    assert "A Wound 12 = 1d10+ToP [6] + Force 4 + Powerbomb 2" in log(enc)
    assert enc.state.grapples == []


@pytest.mark.rule(RULE)
def test_powerbomb_plays_in_dbu1_too() -> None:
    enc = _fight(HIT, "Powerbomb", grapple=True, edition="dbu-1")
    _suplex(enc)
    choose(enc, "powerbomb")
    assert "+ Powerbomb 2" in log(enc)
    assert enc.state.grapples == []


# --- Terrain Slam ---------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_terrain_slam_wins_a_might_clash_and_slams_into_a_feature_next_to_them() -> None:
    boulder = [{"id": "boulder", "pos": [3, 3], "hardness": 3}]
    enc = _fight(HIT + WIN, "Powerbomb", "Terrain Slam", features=boulder)
    _suplex(enc)
    assert "Terrain Slam (Suplex): A Might 12 = 1d10+ToP [8] + Might 4 vs B Might 7" in log(enc)
    assert _kind(enc) == "terrain_slam"
    labels = [o.label for o in options(enc, "terrain_slam")]
    assert "Terrain Slam: slam B into Feature boulder (Hardness Rank 3: 6 Collision damage)" in (
        labels
    )
    assert len(labels) == 7  # the Feature and 6 empty squares (A stands on C3, the boulder D4)
    choose(enc, "terrain_slam", feature="boulder")
    assert "B collides with feature boulder (A's Terrain Slam (Suplex)): Hardness Value 6" in log(
        enc
    )
    assert enc.fighter("B").pos == (3, 2)
    assert enc.fighter("B").life == 144 - 6 - 6


@pytest.mark.rule(RULE)
def test_terrain_slam_onto_an_empty_square_moves_them_there_against_the_ground() -> None:
    enc = _fight(HIT + WIN, "Powerbomb", "Terrain Slam")
    _suplex(enc)
    choose(enc, "terrain_slam", "the ground at square E3")
    text = log(enc)
    assert "B is slammed from square D3 onto square E3 (A's Terrain Slam (Suplex))" in text
    assert "B collides with the ground at square E3" in text
    assert "Hardness Value 4 (2 x Rank 2 x bT 1) = 4" in text
    assert enc.fighter("B").pos == (4, 2)


@pytest.mark.rule(RULE)
def test_terrain_slam_needs_a_won_clash_and_comes_after_a_miss_too() -> None:
    lost = _fight(HIT + LOSE, "Powerbomb", "Terrain Slam")
    _suplex(lost)
    assert "Terrain Slam (Suplex): A Might 6" in log(lost)
    assert _kind(lost) == "turn"
    assert lost.fighter("B").pos == (3, 2)
    missed = _fight([1, 9, *WIN], "Powerbomb", "Terrain Slam")
    _suplex(missed)
    assert "B Dodge" in log(missed)
    assert "A Wound" not in log(missed)
    assert _kind(missed) == "terrain_slam"


# --- Express Ticket -------------------------------------------------------------------------


def _ticket(dice: list[int], **extra: Any) -> Encounter:
    enc = _fight(dice, "Charging Assault", "Express Ticket", **extra)
    _suplex(enc)
    return enc


def _ride(enc: Encounter, direction: str, squares: int) -> None:
    (ride,) = [
        o
        for o in options(enc, "express_ticket", direction=direction)
        if o.label.startswith(f"Express Ticket: carry B {squares} square")
    ]
    enc.choose(ride)
    if _kind(enc) == "sudden_stop":
        choose(enc, "pass")


@pytest.mark.rule(RULE)
def test_express_ticket_full_boosted_speed_ride_takes_half_might_from_their_life() -> None:
    enc = _ticket(HIT + WIN)
    assert "Express Ticket (Suplex): A Might 12" in log(enc)
    assert _kind(enc) == "express_ticket"
    assert has(enc, "stay")
    assert has(enc, "express_ticket", "carry B 1 square east, you to square D3")
    assert has(enc, "express_ticket", "6 squares east, you to square I3 (your full Boosted Speed")
    _ride(enc, "east", 6)
    text = log(enc)
    assert "B is moved 6 squares east from square D3 to square J3" in text
    assert "A rides 6 squares from square C3 to square I3 carrying B" in text
    assert "B loses 2 Life (Express Ticket (Suplex): a full Boosted Speed ride" in text
    assert (enc.fighter("A").pos, enc.fighter("B").pos) == ((8, 2), (9, 2))
    assert enc.fighter("B").life == 144 - 6 - 2  # Wound 10 - Soak 4, then the ride


@pytest.mark.rule(RULE)
def test_express_ticket_shorter_ride_or_a_collision_takes_no_life() -> None:
    short = _ticket(HIT + WIN)
    _ride(short, "west", 2)  # A goes first, B follows
    assert (short.fighter("A").pos, short.fighter("B").pos) == ((0, 2), (1, 2))
    assert "Express Ticket (Suplex): a full" not in log(short)
    wall = [{"id": "wall", "pos": [3, 6], "hardness": 2}]
    crash = _ticket(HIT + WIN, features=wall, height=12)
    _ride(crash, "south", 6)  # A rides its full 6; B hits the wall after 3
    text = log(crash)
    assert "A rides 6 squares from square C3 to square C9" in text
    assert "B collides with feature wall (A's Express Ticket (Suplex))" in text
    assert "a full Boosted Speed ride" not in text
    assert crash.fighter("B").pos == (3, 5)


@pytest.mark.rule(RULE)
def test_express_ticket_needs_a_won_clash_and_the_ride_may_be_declined() -> None:
    lost = _ticket(HIT + LOSE)
    assert "Express Ticket (Suplex): A Might 6" in log(lost)
    assert _kind(lost) == "turn"
    stay = _ticket(HIT + WIN)
    choose(stay, "stay")
    assert (stay.fighter("A").pos, stay.fighter("B").pos) == ((2, 2), (3, 2))
    missed = _ticket([1, 9])
    assert "Express Ticket" not in log(missed)


@pytest.mark.rule(RULE)
def test_express_ticket_leaves_a_grappled_pair_to_the_grapples_own_movement() -> None:
    enc = _fight(HIT + WIN, "Charging Assault", "Express Ticket", grapple=True)
    _suplex(enc)
    assert "Express Ticket" not in log(enc)
    assert _kind(enc) == "turn"
