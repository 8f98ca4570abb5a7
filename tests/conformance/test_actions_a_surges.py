"""Conformance: seed 001 (edition dbu-2), "Surges": the Healing Surge, the Ki Surge and
Surgency. Written from the seed text alone and run through the public combat API with fixed
dice."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.sheet import CharacterSheet

from .actions_a_support import answer, end_turn_until, fighter, make_setup, make_sheet, pick, start


def hurt_aki_first(aki: CharacterSheet) -> EncounterSetup:
    """Aki next to Bo (Power Level 4, Force 8), who acts first and hits Aki once: 9 + 8 + 16
    wagered - Soak 4 = 29 Life lost; then it is Aki's turn."""
    return make_setup((aki, "A", (2, 2)), (make_sheet("Bo", pl=4, fo=8), "B", (3, 2)))


def aki_turn_after_a_29_point_hit(aki: CharacterSheet, dice: list[int]) -> Encounter:
    """(A Tier 2 Aki adds a d4 of Tier of Power Extra Dice to his Dodge: it shows 1.)"""
    dodge = [2, 1] if aki.power_level >= 5 else [2]
    enc = start(hurt_aki_first(aki), [2, 8, 9, *dodge, 9, *dice])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, wager=("wager", {"kp": 16}))
    end_turn_until(enc, "Aki")
    return enc


def spend_all_capacity(enc: Encounter, beam_kp: int, wager: int, rest: int) -> None:
    """Aki's Beam Basic Attack (``beam_kp``) with the largest Ki Wager, then a Simple one
    wagering the rest of his Capacity (hit or miss does not matter)."""
    ki = fighter(enc, "Aki").ki
    pick(enc, "attack", profile="Beam", foundation="energy", target="Bo")
    answer(enc, wager=("wager", {"kp": wager}))
    pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    answer(enc, wager=("wager", {"kp": rest}))
    assert fighter(enc, "Aki").capacity == 0
    assert fighter(enc, "Aki").ki == ki - beam_kp - wager - rest


# ---- Healing Surge ---------------------------------------------------------------------------


@pytest.mark.rule("dbu.surge.healing")
def test_healing_surge_regains_two_d10_plus_surgency() -> None:
    """Seed 001, Surges: 'Healing Surge: You regain 2d10(T) Life Points', increased by the
    Force Modifier (Surgency). Tier 1, dice 3 and 4, Force 4: 91 + 7 + 4 = 102."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki"), [3, 4])
    assert fighter(enc, "Aki").life == 91
    pick(enc, "surge", surge="healing")
    assert fighter(enc, "Aki").life == 102


@pytest.mark.rule("dbu.surge.healing")
def test_healing_surge_rolls_four_d10_at_tier_two_without_tier_extra_dice() -> None:
    """Seed 001: 2d10(T) is 4d10 at Tier of Power 2 (seed 000: '+1d6(T) ... +2d6 at Tier of
    Power 2'); a roll with its own specified dice adds no Tier of Power Extra Dice (seed 000).
    Power Level 5 Aki (Life 168), dice 3, 4, 2, 6, Force 4: 139 + 15 + 4 = 158."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki", pl=5), [3, 4, 2, 6])
    assert fighter(enc, "Aki").life == 139
    pick(enc, "surge", surge="healing")
    assert fighter(enc, "Aki").life == 158


@pytest.mark.rule("dbu.surge.healing")
def test_healing_surge_dice_can_score_a_critical() -> None:
    """Seed 001 writes '2d10(T)' with no 'solid'; seed 000: 'When you roll a d10 and the Natural
    Result is a 10, you score a Critical; a Critical allows you to roll 1 additional d10' and
    'Solid Dice (SD) are dice that can NOT score Critical or Botch results' (only when named).
    Dice 10 and 4, Critical die 6, Force 4: 91 + 20 + 4 = 115."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki"), [10, 4, 6])
    pick(enc, "surge", surge="healing")
    assert fighter(enc, "Aki").life == 115


@pytest.mark.rule("dbu.surge.healing")
def test_healing_surge_dice_can_botch() -> None:
    """Seed 000: 'If you roll a d10 and the Natural Result is a 1, you score a Botch; a Botch
    reduces your total dice score by 5', and only Solid Dice are spared; seed 001 names no Solid
    Dice for the Healing Surge. Dice 1 and 6: 7 - 5 = 2, plus Force 4: 91 + 6 = 97."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki"), [1, 6])
    pick(enc, "surge", surge="healing")
    assert fighter(enc, "Aki").life == 97


@pytest.mark.rule("dbu.surge.healing")
def test_healing_surge_gives_life_only() -> None:
    """Seed 001: a Healing Surge regains Life Points; Ki is the Ki Surge's. Aki spends 16 KP on
    a wager, then takes a Healing Surge: Life rises, Ki stays where it was."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki"), [5, 5, 5, 3, 4])
    pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    answer(enc, wager=("wager", {"kp": 14}))
    ki = fighter(enc, "Aki").ki
    life = fighter(enc, "Aki").life
    assert ki == 60
    pick(enc, "surge", surge="healing")
    assert fighter(enc, "Aki").ki == ki
    assert fighter(enc, "Aki").life == life + 3 + 4 + 4


# ---- Ki Surge --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.surge.ki")
def test_ki_surge_regains_a_quarter_of_max_ki_and_capacity() -> None:
    """Seed 001: 'Ki Surge: You regain Ki Points and Capacity equal to 1/4 of their maximums',
    Ki increased by Surgency. Max Ki 74 (a quarter rounds down to 18; reference: division rounds
    down), Max Capacity 28 (7), Force 4. Aki spent his whole Capacity: Ki 46 -> 68, Capacity
    0 -> 7."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki"), [])
    spend_all_capacity(enc, 8, 14, 6)
    assert fighter(enc, "Aki").ki == 46
    pick(enc, "surge", surge="ki")
    assert fighter(enc, "Aki").ki == 46 + 18 + 4
    assert fighter(enc, "Aki").capacity == 7


@pytest.mark.rule("dbu.surge.ki")
def test_ki_surge_at_tier_two_uses_the_larger_maximums() -> None:
    """Seed 001: a quarter of the maximums. Power Level 5: Max Ki 98 (24), Max Capacity 36 (9),
    Force 4; Aki spent 36 KP (a 16-KP Beam with an 18 wager and a 2 wager): 62 -> 90, 0 -> 9."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki", pl=5), [])
    spend_all_capacity(enc, 16, 18, 2)
    assert fighter(enc, "Aki").ki == 62
    pick(enc, "surge", surge="ki")
    assert fighter(enc, "Aki").ki == 62 + 24 + 4
    assert fighter(enc, "Aki").capacity == 9


@pytest.mark.rule("dbu.surge.ki")
def test_ki_surge_gives_no_life() -> None:
    """Seed 001: the Ki Surge regains Ki Points and Capacity, not Life: Aki stays at 91 Life."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki"), [])
    spend_all_capacity(enc, 8, 14, 6)
    pick(enc, "surge", surge="ki")
    assert fighter(enc, "Aki").life == 91
    assert fighter(enc, "Aki").ki > 46


# ---- Surgency --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.surge.surgency")
@pytest.mark.parametrize("force", [2, 7])
def test_surgency_adds_the_force_modifier_to_a_healing_surge(force: int) -> None:
    """Seed 001: 'Surgency. You increase the amount of Life and Ki Points gained through any
    type of Surge by your Force Modifier.' Same dice (3, 4); Force 2 heals 9, Force 7 heals 14."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki", fo=force), [3, 4])
    assert fighter(enc, "Aki").life == 91
    pick(enc, "surge", surge="healing")
    assert fighter(enc, "Aki").life == 91 + 7 + force


@pytest.mark.rule("dbu.surge.surgency")
def test_surgency_adds_the_force_modifier_to_a_ki_surge_but_not_to_capacity() -> None:
    """Seed 001: Surgency raises the Life and Ki Points gained; Capacity is not named. Force 7:
    Ki 46 + 18 + 7 = 71, Capacity 0 + 7 (no Force)."""
    enc = aki_turn_after_a_29_point_hit(make_sheet("Aki", fo=7), [])
    spend_all_capacity(enc, 8, 14, 6)
    pick(enc, "surge", surge="ki")
    assert fighter(enc, "Aki").ki == 46 + 18 + 7
    assert fighter(enc, "Aki").capacity == 7
