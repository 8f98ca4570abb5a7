"""Size in attacks (seed 000): Punching Down and Punching Up.

Tier 1 sheets: Strike = d10 + Haste 2 + Awareness 2, Wound = d10 + Force 4; the extra dice
are 1d8 (Punching Down) and 1d4 (Punching Up). Initiative dice [7, 3] put Goku first.
"""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.state import AttackFrame
from tenkaichi.dbu.combat.rules import size

from .helpers import attack, duel, fighter, make_sheet, of_kind, setup

GOKU_FIRST = [7, 3]


def strike_event(events: list[Event]) -> Event:
    return next(e for e in of_kind(events, "clash", "Goku") if e.data.get("roll") == "strike")


def fight(goku_size: str, vegeta_size: str, dice: list[int]) -> Encounter:
    """Goku stands at (0, 2) (up to 4x4) and Vegeta right next to his footprint."""
    a = make_sheet("Goku", size=goku_size)
    b = make_sheet("Vegeta", size=vegeta_size)
    squares = {"gigantic": 4, "enormous": 3, "large": 2}[goku_size]
    st = duel(a, b, a_pos=(0, 2), b_pos=(squares, 3))
    return Encounter.start(st, dice=GOKU_FIRST + dice)


# --- Punching Down -------------------------------------------------------------------------


@pytest.mark.rule("dbu.size.punching-down")
def test_three_sizes_smaller_adds_a_d8_wound_and_standard_becomes_direct() -> None:
    enc = fight("gigantic", "medium", [8, 2, 5, 6])
    events = attack(enc, "Vegeta")
    (wound,) = of_kind(events, "wound")
    assert wound.data["score"] == 15  # d10 5 + d8 6 + Force 4
    assert "Punching Down 1d8(T)" in wound.text
    damage = of_kind(events, "damage")[0]
    assert damage.data["category"] == 2
    assert damage.data["damage"] == 13  # Direct: half of Soak 4 comes off
    assert "Standard counts as Direct" in damage.text


@pytest.mark.rule("dbu.size.punching-down")
def test_two_sizes_smaller_adds_the_d8_but_standard_damage_stays_standard() -> None:
    enc = fight("enormous", "medium", [8, 2, 5, 6])
    events = attack(enc, "Vegeta")
    assert of_kind(events, "wound")[0].data["score"] == 15
    damage = of_kind(events, "damage")[0]
    assert damage.data["category"] == 1
    assert damage.data["damage"] == 11  # Standard: all of Soak 4


@pytest.mark.rule("dbu.size.punching-down")
def test_one_size_smaller_changes_nothing() -> None:
    enc = fight("large", "medium", [8, 2, 5])
    events = attack(enc, "Vegeta")
    (wound,) = of_kind(events, "wound")
    assert wound.data["score"] == 9
    assert "Punching" not in wound.text


# --- Punching Up ---------------------------------------------------------------------------


@pytest.mark.rule("dbu.size.punching-up")
def test_two_sizes_larger_adds_a_d4_to_the_strike() -> None:
    a, b = make_sheet("Goku"), make_sheet("Vegeta", size="enormous")
    enc = Encounter.start(duel(a, b, a_pos=(2, 3), b_pos=(3, 3)), dice=[*GOKU_FIRST, 5, 3, 2, 5])
    events = attack(enc, "Vegeta")
    strike = strike_event(events)
    assert strike.data["score"] == 12  # d10 5 + d4 3 + 4
    assert "Punching Up 1d4(T)" in strike.text


@pytest.mark.rule("dbu.size.punching-up")
def test_two_sizes_larger_still_pays_the_called_shot_penalty() -> None:
    a, b = make_sheet("Goku"), make_sheet("Vegeta", size="enormous")
    enc = Encounter.start(duel(a, b, a_pos=(2, 3), b_pos=(3, 3)), dice=[*GOKU_FIRST, 5, 3, 2, 5])
    events = attack(enc, "Vegeta", modifier={"called_shot": "gut", "absorbing": False})
    strike = strike_event(events)
    assert strike.data["score"] == 10  # 5 + 3 + 4 - Called Shot 2
    assert "no Called Shot penalty" not in strike.text


@pytest.mark.rule("dbu.size.punching-up")
def test_three_sizes_larger_ignores_the_called_shot_penalty() -> None:
    a, b = make_sheet("Goku"), make_sheet("Vegeta", size="gigantic")
    enc = Encounter.start(duel(a, b, a_pos=(2, 3), b_pos=(3, 3)), dice=[*GOKU_FIRST, 5, 3, 2, 5])
    events = attack(enc, "Vegeta", modifier={"called_shot": "gut", "absorbing": False})
    strike = strike_event(events)
    assert strike.data["score"] == 12  # 5 + 3 + 4 - 2 + 2
    assert "Punching Up: no Called Shot penalty 2" in strike.text


@pytest.mark.rule("dbu.size.punching-up")
def test_one_size_larger_changes_nothing() -> None:
    a, b = make_sheet("Goku"), make_sheet("Vegeta", size="large")
    enc = Encounter.start(duel(a, b, a_pos=(2, 3), b_pos=(3, 3)), dice=[*GOKU_FIRST, 5, 2, 5])
    events = attack(enc, "Vegeta")
    assert strike_event(events).data["score"] == 9


# --- one roll, several targets ---------------------------------------------------------------


@pytest.mark.rule("dbu.size.punching-down")
@pytest.mark.parametrize(
    ("all_targets", "dice"), [(True, []), (False, [("Punching Down 1d8(T)", "1d8")])]
)
def test_a_shared_roll_needs_every_target_to_qualify_by_default(
    all_targets: bool, dice: list[tuple[str, str]]
) -> None:
    sheets = [
        make_sheet("Goku", size="gigantic"),
        make_sheet("Vegeta"),
        make_sheet("Nappa", size="enormous"),
    ]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (0, 0)),
            fighter("Vegeta", "B", (4, 0)),
            fighter("Nappa", "B", (4, 2)),
        ],
        punching_all_targets=all_targets,
    )
    enc = Encounter.start(st, dice=[7, 3, 2])
    goku, vegeta, nappa = enc.fighter("Goku"), enc.fighter("Vegeta"), enc.fighter("Nappa")
    assert size.difference(enc, goku, vegeta) == 3
    assert size.difference(enc, goku, nappa) == 1
    frame = AttackFrame("Goku", "basic", "Sweeping", "physical", ["Vegeta"])
    assert size._punching_down_dice(enc, frame, goku, vegeta) == [("Punching Down 1d8(T)", "1d8")]
    frame.targets = ["Vegeta", "Nappa"]  # the first qualifies, the second does not
    assert size._punching_down_dice(enc, frame, goku, vegeta) == dice
