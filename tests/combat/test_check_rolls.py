"""Checks and Saving Throws are rolls like any other (seed 000), and only what a seed calls solid
is solid.

Seed 000: "Roll a d10 and add the relevant modifiers and additional dice. You may receive
additional dice from your Tier of Power"; Tier of Power Extra Dice "are added onto all rolls you
make, with the exception of rolls with their own specified dice"; a natural 10 on a d10 is a
Critical (one more d10, which is solid) and a natural 1 a Botch (-5); "Solid Dice (SD) are dice
that can NOT score Critical or Botch results"; Proficient Roll: "decrease the Natural Result
requirement to score a Critical Result by -1 ... increase your Dice Score by +1(T)".

Sheets are Earthlings from ``make_sheet``: Power Level 1 is Tier 1 (a d10 alone), Power Level 5
is Tier 2 (+1d4). Fixed dice start with the Initiative rolls (Goku first)."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.editions.dbu1 import checks as legacy_checks
from tenkaichi.dbu.combat.families.items.items import skill_check
from tenkaichi.dbu.combat.families.transformations import transformations
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.maneuvers import use_surge

from .helpers import duel, make_sheet, of_kind, pick, refresh, resolve
from .legacy_setup import legacy_duel

GOKU_FIRST = [7, 3]
TIER_2 = {"power_level": 5}


def exhausted(enc: Encounter) -> bool:
    return bool(enc.rng.exhausted)  # type: ignore[union-attr]


# --- Steadfast Checks -----------------------------------------------------------------------


def steadfast_rolls(enc: Encounter) -> list[int]:
    return [e.data["roll"] for e in of_kind(enc.events, "steadfast")]


@pytest.mark.rule("dbu.tier.extra-dice")
@pytest.mark.rule("dbu.checks.roll-and-modifiers")
def test_a_steadfast_check_adds_the_tier_of_power_extra_dice() -> None:
    # Vegeta, Tier 2 (168 Life), loses 90 and drops to Bruised: d10 7 + d4 2 = 9 meets TN 9
    # (6, +3 at Tier 2: setting ``passive_tns``).
    vegeta = make_sheet("Vegeta", **TIER_2)
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 7, 2])
    v = enc.fighter("Vegeta")
    lose_life(enc, v, 90, by=enc.fighter("Goku"), why="a blow")
    assert steadfast_rolls(enc) == [9]
    assert v.failed_steadfast == []
    assert exhausted(enc)


@pytest.mark.rule("dbu.dice.critical")
def test_a_natural_10_on_a_steadfast_check_is_a_critical() -> None:
    # Tier 1: the 10 adds one (solid) d10 of 3.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 10, 3])
    lose_life(enc, enc.fighter("Vegeta"), 40, by=enc.fighter("Goku"), why="a blow")
    assert steadfast_rolls(enc) == [13]
    assert exhausted(enc)


@pytest.mark.rule("dbu.dice.botch")
def test_a_natural_1_on_a_steadfast_check_is_a_botch() -> None:
    # Tier 2: d10 1 + d4 4 = 5, less 5 for the Botch: 0 (never below 0).
    vegeta = make_sheet("Vegeta", **TIER_2)
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 1, 4])
    v = enc.fighter("Vegeta")
    lose_life(enc, v, 90, by=enc.fighter("Goku"), why="a blow")
    assert steadfast_rolls(enc) == [0]
    assert v.failed_steadfast == [1]


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_condition_recoverys_steadfast_check_is_the_same_roll() -> None:
    # Tier 2 Goku: Combat Recovery for 2 Actions, forgoing Life: 2 × 1d10(bT) = 4d10 Ki, then
    # the Steadfast Check d10 6 + d4 3 = 9 meets TN 9 (6, +3 at Tier 2; a bare d10 6 would
    # have failed): Shaken is removed.
    goku = make_sheet("Goku", **TIER_2)
    dice = [*GOKU_FIRST, 5, 5, 5, 5, 6, 3]
    enc = Encounter.start(duel(goku, a_pos=(0, 0), b_pos=(11, 7)), dice=dice)
    g = enc.fighter("Goku")
    stats.add_effect(enc, g, Effect("shaken", "a test", Expiry("never")))
    refresh(enc)
    pick(enc, "recover", actions=2, mode="condition")
    resolve(enc)
    steadfast = of_kind(enc.events, "steadfast", "Goku")
    assert [e.data["roll"] for e in steadfast] == [9]
    pick(enc, "remove", condition="shaken")
    assert not stats.has(g, "shaken")
    assert exhausted(enc)


# --- Skill Checks and Saving Throws ----------------------------------------------------------


@pytest.mark.rule("dbu.checks.proficient")
def test_a_skill_with_a_rank_is_a_proficient_roll() -> None:
    # Perception 1 rank: ½ Insight 2 = 1, + 2 per rank, + proficient 1(T) = 4; the 9 is a
    # Critical (requirement 9) and adds 3: 9 + 3 + 4 = 16 against Apprentice 6.
    vegeta = make_sheet("Vegeta", skills={"perception": 1})
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 9, 3])
    assert skill_check(enc, enc.fighter("Vegeta"), "perception", "apprentice", "a test")
    check = of_kind(enc.events, "skill_check", "Vegeta")[0]
    assert check.data["score"] == 16
    assert exhausted(enc)


@pytest.mark.rule("dbu.checks.proficient")
def test_without_a_rank_a_9_is_no_critical() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9])
    skill_check(enc, enc.fighter("Vegeta"), "perception", "apprentice", "a test")
    assert of_kind(enc.events, "skill_check", "Vegeta")[0].data["score"] == 9 + 1
    assert exhausted(enc)


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.tier.extra-dice")
def test_a_skill_check_at_tier_2_adds_the_d4() -> None:
    vegeta = make_sheet("Vegeta", **TIER_2)
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 3, 4])
    skill_check(enc, enc.fighter("Vegeta"), "perception", "apprentice", "a test")
    assert of_kind(enc.events, "skill_check", "Vegeta")[0].data["score"] == 3 + 4 + 1


@pytest.mark.rule("dbu.legacy.intervene")
@pytest.mark.rule("dbu.checks.proficient")
def test_a_racial_saving_throw_criticals_on_9_and_a_proficient_racial_one_on_8() -> None:
    # dbu-1 Saving Throw against TN Medium 9: Impulsive = Agility Score 4 + racial 1(T).
    racial = make_sheet("Vegeta", racial_save="impulsive")
    enc = Encounter.start(legacy_duel(b=racial), dice=[*GOKU_FIRST, 9, 2])
    assert legacy_checks.save(enc, enc.fighter("Vegeta"), "impulsive", "medium", "a test")
    assert of_kind(enc.events, "skill_check", "Vegeta")[0].data["score"] == 9 + 2 + 5
    both = make_sheet("Vegeta", racial_save="impulsive", proficient_saves=["impulsive"])
    enc = Encounter.start(legacy_duel(b=both), dice=[*GOKU_FIRST, 8, 2])
    legacy_checks.save(enc, enc.fighter("Vegeta"), "impulsive", "medium", "a test")
    # + proficient 1(T): 4 + 1 + 1 = 6; the 8 Criticals.
    assert of_kind(enc.events, "skill_check", "Vegeta")[0].data["score"] == 8 + 2 + 6
    assert exhausted(enc)


@pytest.mark.rule("dbu.checks.proficient")
def test_an_impulsive_clash_keeps_the_racial_critical_requirement() -> None:
    racial = make_sheet("Vegeta", racial_save="impulsive")
    enc = Encounter.start(duel(b=racial), dice=[*GOKU_FIRST, 9, 4])
    score, text = clash.score(enc, enc.fighter("Vegeta"), "impulsive", [])
    assert score == 9 + 4 + 5
    assert "Critical on 9+" in text
    assert exhausted(enc)


@pytest.mark.rule("dbu.legacy.terrify")
def test_an_opposed_skill_check_rolls_the_tier_dice_for_each_side() -> None:
    # dbu-1: Tier 2 Goku's Intimidation (½ Personality 2 = 1) d10 5 + d4 3 = 9 against
    # Tier 1 Vegeta's Intuition (½ Insight 2 = 1) d10 7 = 8: Goku wins.
    goku = make_sheet("Goku", **TIER_2)
    enc = Encounter.start(legacy_duel(goku), dice=[*GOKU_FIRST, 5, 3, 7])
    assert legacy_checks.opposed(
        enc, enc.fighter("Goku"), "intimidation", enc.fighter("Vegeta"), "intuition", "a test"
    )
    assert exhausted(enc)


# --- Stress Tests -----------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.transformation")
def test_a_stress_test_adds_the_tier_dice() -> None:
    # Tier 2 (Power Level 5): d10 3 + d4 4 + 1 + Power Level 5 + Determination 0 = 13.
    goku = make_sheet("Goku", **TIER_2)
    enc = Encounter.start(duel(goku), dice=[*GOKU_FIRST, 3, 4])
    assert transformations.stress_test(enc, enc.fighter("Goku"), 13, "", "a form")
    assert of_kind(enc.events, "transformation", "Goku")[0].data["score"] == 13


@pytest.mark.rule("dbu.dice.critical")
def test_the_stress_test_odds_count_the_critical() -> None:
    # Tier 1, Stress Bonus 1 + 1 + 0 = 2: 13 needs a Critical (a natural 10 and anything).
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    g = enc.fighter("Goku")
    assert transformations.pass_chance(enc, g, 13) == pytest.approx(0.1)
    # 11: a natural 9 or 10.
    assert transformations.pass_chance(enc, g, 11) == pytest.approx(0.2)


# --- what is solid, and what is not ------------------------------------------------------------


@pytest.mark.rule("dbu.surge.healing")
@pytest.mark.rule("dbu.dice.critical")
@pytest.mark.rule("dbu.dice.botch")
def test_a_healing_surge_is_ordinary_d10s() -> None:
    # 2d10 10 and 1: the 10 Criticals (+4), the 1 Botches (-5): 10 + 4 + 1 - 5 = 10,
    # + Surgency 4 = 14 Life.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 10, 1, 4])
    g = enc.fighter("Goku")
    g.life = 20
    use_surge(enc, g, "healing")
    assert g.life == 34
    assert exhausted(enc)


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_dice_are_ordinary_d10s() -> None:
    # 2 Actions at base Tier 1: 2d10 = 10 (Critical +6) + 5 = 21 Life and Ki.
    enc = Encounter.start(duel(a_pos=(0, 0), b_pos=(11, 7)), dice=[*GOKU_FIRST, 10, 5, 6])
    g = enc.fighter("Goku")
    g.life, g.ki = 30, 10
    pick(enc, "recover", actions=2, mode="heal")
    resolve(enc)
    assert (g.life, g.ki) == (51, 31)
    assert exhausted(enc)


@pytest.mark.rule("dbu.legacy.combat-recovery")
def test_dbu1_combat_recovery_stays_solid_as_seed_003_says() -> None:
    # "roll a solid 2d10(T)": the 10 adds nothing, the 1 takes nothing: 11.
    enc = Encounter.start(legacy_duel(a_pos=(0, 0), b_pos=(11, 7)), dice=[*GOKU_FIRST, 10, 1])
    g = enc.fighter("Goku")
    g.life, g.ki = 30, 10
    pick(enc, "legacy_recover")
    resolve(enc)
    assert (g.life, g.ki) == (41, 21)
    assert exhausted(enc)


@pytest.mark.rule("dbu.combat.initiative-roll")
def test_the_initiative_roll_stays_solid_as_seed_003_says() -> None:
    # "Roll a solid d10": at Tier 2 a 10 is 10 and a 1 is 1, and no Tier die is added.
    goku = make_sheet("Goku", **TIER_2)
    enc = Encounter.start(duel(goku), dice=[10, 1])
    assert [
        e.data["natural"] for e in of_kind(enc.events, "initiative") if "natural" in e.data
    ] == [10, 1]
    assert exhausted(enc)
