"""Conformance: seed 001 (edition dbu-2), the Movement Maneuver: Normal and Boosted Speed, Rapid
Movement and Exploit on Movement. Written from the seed text alone and run through the public
combat API with fixed dice."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.sheet import CharacterSheet

from .actions_a_support import (
    answer,
    end_turn_until,
    fighter,
    find,
    make_setup,
    make_sheet,
    number_after,
    pick,
    start,
)


def field(
    aki: CharacterSheet | None = None,
    *,
    aki_at=(2, 2),
    bo_at=(14, 5),
    bo: CharacterSheet | None = None,
    **kw: Any,
) -> EncounterSetup:
    """A 16 x 10 field; Bo far away unless placed."""
    kw.setdefault("width", 16)
    kw.setdefault("height", 10)
    return make_setup(
        (aki or make_sheet("Aki"), "A", aki_at), (bo or make_sheet("Bo"), "B", bo_at), **kw
    )


AKI_FIRST = [9, 3]  # Initiative: Aki 11, Bo 5


def farthest(enc: Encounter) -> int:
    """The longest move among the destinations offered ('to (x, y), N square(s)')."""
    assert enc.decision.kind == "destination"
    return max(int(o.label.split(", ")[-1].split()[0]) for o in find(enc, "destination"))


def move(enc: Encounter, mode: str, to: tuple[int, int], **answers: Any) -> list[str]:
    texts = pick(enc, "move", mode=mode)
    texts += answer(enc, destination=("destination", {"x": to[0], "y": to[1]}), **answers)
    return texts


EXPLOIT = ("exploit", {"profile": "Simple", "foundation": "physical", "target": "Aki"})


# ---- Movement Maneuver -----------------------------------------------------------------------


@pytest.mark.rule("dbu.std.movement")
@pytest.mark.parametrize(("agility", "normal"), [(4, 4), (6, 5)])
def test_movement_reaches_normal_speed_for_no_ki(agility: int, normal: int) -> None:
    """Seed 001, Movement: 'Move a number of Squares up to your Normal Speed', 'Action Cost: 1
    Action', 'KP Cost: N/A'. Normal Speed = 2 + half the Agility (reference section 2): 4 for
    Agility 4, 5 for Agility 6."""
    enc = start(field(make_sheet("Aki", ag=agility)), AKI_FIRST)
    pick(enc, "move", mode="normal")
    answer(enc, until=lambda e: e.decision.kind == "destination")
    assert farthest(enc) == normal
    pick(enc, "destination", x=2 + normal, y=2)
    aki = fighter(enc, "Aki")
    assert (aki.pos, aki.actions, aki.ki) == ((2 + normal, 2), 2, 74)


@pytest.mark.rule("dbu.std.movement")
@pytest.mark.parametrize(("agility", "boosted"), [(4, 6), (6, 8)])
def test_boosted_movement_reaches_boosted_speed_for_three_ki_per_tier(
    agility: int, boosted: int
) -> None:
    """Seed 001: 'You may increase the KP Cost of this Maneuver to 3(T) to instead move up to your
    Boosted Speed.' Boosted Speed = Agility + 2 (reference section 2); 3 KP at Tier 1."""
    enc = start(field(make_sheet("Aki", ag=agility)), AKI_FIRST)
    pick(enc, "move", mode="boosted")
    answer(enc, until=lambda e: e.decision.kind == "destination")
    assert farthest(enc) == boosted
    pick(enc, "destination", x=2 + boosted, y=2)
    aki = fighter(enc, "Aki")
    assert (aki.pos, aki.actions, aki.ki) == ((2 + boosted, 2), 2, 71)


@pytest.mark.rule("dbu.std.movement")
def test_boosted_movement_costs_six_ki_at_tier_two() -> None:
    """Seed 001: 3(T) KP is 6 at Tier of Power 2 (Power Level 5: Max Ki 98)."""
    enc = start(field(make_sheet("Aki", pl=5), bo=make_sheet("Bo", pl=5)), AKI_FIRST)
    move(enc, "boosted", (6, 2))
    assert fighter(enc, "Aki").ki == 98 - 6


@pytest.mark.rule("dbu.std.movement")
def test_movement_twice_per_round_and_again_next_round() -> None:
    """Seed 001: 'Movement Maneuver [2/Round]': two moves, then none with an Action left; round 2
    allows it again."""
    enc = start(field(), AKI_FIRST)
    move(enc, "normal", (4, 2))
    move(enc, "normal", (6, 2))
    assert find(enc, "move") == []
    end_turn_until(enc, "Aki")
    assert find(enc, "move", mode="normal")


# ---- Rapid Movement --------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.movement.rapid")
@pytest.mark.parametrize(("mode", "kp"), [("rapid", 2), ("boosted_rapid", 5)])
def test_rapid_movement_adds_two_ki_per_tier(mode: str, kp: int) -> None:
    """Seed 001, Rapid Movement: 'you can increase the Ki Point Cost by 2(T)': 2 KP at Normal
    Speed, 3 + 2 = 5 KP at Boosted Speed (Tier 1)."""
    enc = start(field(), AKI_FIRST)
    move(enc, mode, (4, 2))
    assert fighter(enc, "Aki").ki == 74 - kp


@pytest.mark.rule("dbu.std.movement.rapid")
def test_rapid_movement_raises_strike_for_the_rest_of_the_turn() -> None:
    """Seed 001: 'increase your Strike Rolls by 1(T) until the end of your turn.' After a Rapid
    move next to Bo, Aki's Strike is 4 + Haste 2 + Awareness 3 + 1 = 10."""
    enc = start(field(bo_at=(7, 2)), [*AKI_FIRST, 4, 2, 4])
    move(enc, "rapid", (6, 2))
    texts = pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    texts += answer(enc)
    assert number_after(texts, "Aki Strike ") == 10


@pytest.mark.rule("dbu.std.movement.rapid")
def test_the_rapid_strike_bonus_is_gone_next_turn() -> None:
    """Seed 001: the Strike bonus lasts 'until the end of your turn'. In round 2 Aki's Strike is
    back to 4 + 5 = 9."""
    enc = start(field(bo_at=(7, 2)), AKI_FIRST)
    move(enc, "rapid", (6, 2))
    end_turn_until(enc, "Aki")  # round 2; the next dice are the padding 4s
    assert enc.state.round == 2
    texts = pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    texts += answer(enc)
    assert number_after(texts, "Aki Strike ") == 9


@pytest.mark.rule("dbu.std.movement.rapid")
def test_rapid_movement_raises_dodge_against_the_exploit_it_provokes() -> None:
    """Seed 001: 'increase your Dodge Roll against an Exploit Maneuver provoked by this instance
    of Movement by 1(T).' Aki leaves Bo's reach with a Rapid move; against Bo's Exploit his Dodge
    is 2 + Defense Value 4 + 1 = 7 (a plain move would give 6)."""
    enc = start(field(bo_at=(3, 2)), [*AKI_FIRST, 9, 2, 9])
    texts = move(enc, "rapid", (0, 2), exploit=EXPLOIT)
    assert number_after(texts, "Aki Dodge ") == 7
    plain = start(field(bo_at=(3, 2)), [*AKI_FIRST, 9, 2, 9])
    texts = move(plain, "normal", (0, 2), exploit=EXPLOIT)
    assert number_after(texts, "Aki Dodge ") == 6


# ---- Exploit on Movement ---------------------------------------------------------------------


@pytest.mark.rule("dbu.std.movement.exploit")
def test_leaving_melee_range_provokes_the_opponents_exploit() -> None:
    """Seed 001, Exploit on Movement: 'If you leave the Melee Range of an Opponent when using this
    Maneuver, you provoke the Exploit Maneuver from that Opponent.'"""
    enc = start(field(bo_at=(3, 2)), AKI_FIRST)
    pick(enc, "move", mode="normal")
    answer(
        enc,
        destination=("destination", {"x": 0, "y": 2}),
        until=lambda e: e.decision.kind in ("exploit", "turn"),
    )
    assert (enc.decision.actor, enc.decision.kind) == ("Bo", "exploit")


@pytest.mark.rule("dbu.std.movement.exploit")
def test_a_damaging_exploit_stops_the_move_where_it_was_provoked() -> None:
    """Seed 001: 'If an Attacking Maneuver used through the Exploit Maneuver deals Damage ... you
    do not move any additional Squares (you still move any number of Squares you would until the
    Exploit Maneuver was triggered and the Action Cost is still spent).' Aki, heading from (2, 2)
    to (0, 2), leaves Bo's reach on his first square (1, 2); Bo's Exploit deals 9: Aki stays at
    (1, 2) and the Action is gone."""
    enc = start(field(bo_at=(3, 2)), [*AKI_FIRST, 9, 2, 9])
    move(enc, "normal", (0, 2), exploit=EXPLOIT)
    assert fighter(enc, "Aki").life == 111
    assert fighter(enc, "Aki").pos == (1, 2)
    assert fighter(enc, "Aki").actions == 2


@pytest.mark.rule("dbu.std.movement.exploit")
def test_a_missed_exploit_lets_the_move_finish() -> None:
    """Seed 001: only an Exploit that deals Damage stops the move. Bo's Exploit misses (Strike
    2 + 5 against Dodge 9 + 4): Aki reaches (0, 2)."""
    enc = start(field(bo_at=(3, 2)), [*AKI_FIRST, 2, 9])
    move(enc, "normal", (0, 2), exploit=EXPLOIT)
    assert fighter(enc, "Aki").pos == (0, 2)


@pytest.mark.rule("dbu.std.movement.exploit")
def test_an_exploit_that_hits_for_no_damage_does_not_stop_the_move() -> None:
    """Seed 001: the move stops only if the Exploit 'deals Damage'. Tough Aki (Tenacity 8, Soak 8)
    is hit for Wound 4 + 4 = 8 - 8 = 0 and finishes his move to (0, 2)."""
    enc = start(field(make_sheet("Aki", te=8), bo_at=(3, 2)), [*AKI_FIRST, 9, 2, 4])
    life = fighter(enc, "Aki").life
    texts = move(enc, "normal", (0, 2), exploit=EXPLOIT)
    assert any(t.startswith("Aki Dodge ") and t.endswith("hit") for t in texts)
    assert fighter(enc, "Aki").life == life
    assert fighter(enc, "Aki").pos == (0, 2)


@pytest.mark.rule("dbu.std.movement.exploit")
def test_passing_through_melee_range_keeps_the_squares_before_the_exploit() -> None:
    """Seed 001's example: moving into an Opponent's Melee Range and out again, 'If that Exploit
    Maneuver inflicts Damage, you move the initial ... Squares, but you do not continue'. Aki
    boosts from (1, 1) toward (7, 1) past Bo at (4, 2); he leaves Bo's reach on his 5th square
    (6, 1), is hit, and stops there instead of reaching (7, 1)."""
    enc = start(field(aki_at=(1, 1), bo_at=(4, 2)), [*AKI_FIRST, 9, 2, 9])
    texts = move(enc, "boosted", (7, 1), exploit=EXPLOIT)
    assert any(t.startswith("Aki loses") for t in texts)
    assert fighter(enc, "Aki").pos == (6, 1)
