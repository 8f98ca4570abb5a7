"""Seed 000 (DBU Core Rules), "Rolls and Checks", "Target Number", the difficulty table,
"Proficient Roll" and "Base Value", written from the seed.

Seed 000 says checks and saving throws are rolls like any other: "Ability Checks, combat
rolls, and Saving Throws are the main kind of rolls you will make", each is "Roll a d10 and
add the relevant modifiers and additional dice", Tier of Power Extra Dice "are added onto all
rolls you make", and "When you roll a d10 and the Natural Result is a 10, you score a
Critical" / "is a 1, you score a Botch". So the checks and saves a fight makes are tested here
too, with fixed dice through ``Encounter.start(setup, dice=[...])``.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tenkaichi import RollContext, odds, roll
from tenkaichi.dbu.values import Bonus, DerivedValue
from tenkaichi.dice import ScriptedRng, clash_odds, passive_tn

from .core_support import (
    answer_routine,
    attack,
    duel,
    events_since,
    fight,
    pick,
    sheet,
    until_turn,
    will_to_survive,
)

DIFFICULTIES = ["very-easy", "easy", "medium", "hard", "very-hard", "nearly-impossible"]


def fixed(expression: str, dice: list[int], **context: object):  # type: ignore[no-untyped-def]
    return roll(expression, rng=ScriptedRng(dice), **context)  # type: ignore[arg-type]


# --- fights that make a check or a save ---------------------------------------------------


def intervene_save(cid_pl: int, save_dice: list[int], edition: str = "dbu-1"):  # type: ignore[no-untyped-def]
    """dbu-1: Ann (Tier 1) hits Bob; his ally Cid (proficient in Impulsive, Agility 4) tries
    to Intervene, which seed 003 makes an Impulsive Saving Throw, TN Medium. Returns the
    save's event. Draws: Initiative 9, 2, 1; Ann's Strike 6; Bob's Dodge 3 (a hit)."""
    ann, bob = sheet("Ann"), sheet("Bob")
    cid = sheet("Cid", pl=cid_pl, proficient_saves=["impulsive"])
    enc = fight(
        [(ann, "A", (2, 2)), (bob, "B", (3, 2)), (cid, "B", (4, 2))],
        [9, 2, 1, 6, 3, *save_dice] + [3] * 40,
        edition=edition,
    )
    attack(enc, "Bob")
    for _ in range(10):
        decision = enc.decision
        assert decision is not None
        if decision.kind == "intervene":
            pick(enc, "intervene_attempt")  # seed 003: the Save comes before the option
            break
        enc.choose(0)
    saves = [e for e in enc.events if e.kind == "skill_check"]
    assert len(saves) == 1, [e.text for e in enc.events]
    return saves[0]


def treatment_check(cid_pl: int, check_dice: list[int]):  # type: ignore[no-untyped-def]
    """dbu-1: Ann (Power Level 30) defeats Bob; his ally Cid (Medicine 3 ranks, Scholarship 2)
    uses Treatment, a Medicine Ability Check against TN Hard. Returns the check's event.

    Cid's Medicine is ½ Scholarship 1 + 3 ranks x 2 (reference 11, S1) + proficient 1(T): his
    ranks are Skill Proficiencies (seed 000, Double Dip: "Skill Proficiencies can be gained up
    to 5 times per Skill"), so the Proficient Roll applies ("increase your Dice Score by +1(T)
    when making an Ability Check ... you are proficient with"; a Critical on 9+). Tier 1: +8."""
    ann = sheet("Ann", pl=30, attrs={"force": 20, "agility": 10})
    bob = sheet("Bob", attrs={"tenacity": 1})
    cid = sheet("Cid", pl=cid_pl, skills={"medicine": 3})
    enc = fight(
        [(ann, "A", (2, 2)), (bob, "B", (3, 2)), (cid, "B", (4, 2))],
        [9, 2, 1] + [3] * 7 + check_dice + [3] * 40,
        edition="dbu-1",
    )
    attack(enc, "Bob", wager="max")
    answer_routine(enc)
    will_to_survive(enc, heal=False)  # Bob keeps his Healing Surge: he is Defeated
    until_turn(enc, "Ann")
    pick(enc, "end_turn")
    until_turn(enc, "Cid")
    start = len(enc.events)
    pick(enc, label="Treatment: revive Bob")
    answer_routine(enc)
    checks = events_since(enc, start, "skill_check")
    assert len(checks) == 1, [e.text for e in enc.events[start:]]
    return checks[0]


def knock_prone(pl: int, dice: list[int], proficient: bool = True):  # type: ignore[no-untyped-def]
    """dbu-2: Ann Thrusts Bob, wins the Clash and chooses Knock Prone, an Impulsive (Ann) vs
    Corporeal (Bob) save Clash. Returns that Clash's event."""
    ann = sheet("Ann", pl=pl, proficient_saves=["impulsive"] if proficient else [])
    bob = sheet("Bob", pl=pl)
    enc = duel(ann, bob, [9, 2, *dice] + [3] * 40)
    start = len(enc.events)
    pick(enc, "thrust", target="Bob")
    answer_routine(enc)
    pick(enc, "thrust_effect", effect="prone")
    until_turn(enc, "Ann")
    clashes = [e for e in events_since(enc, start, "clash") if "Knock Prone" in e.text]
    assert len(clashes) == 1, [e.text for e in enc.events[start:]]
    return clashes[0]


# --- Roll the dice and add any modifiers ------------------------------------------------


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
def test_check_is_d10_plus_extra_dice_plus_modifiers():
    """Seed 000: "Roll a d10 and add the relevant modifiers and additional dice. You may
    receive additional dice from your Tier of Power": at Tier 3, d10 5 + d6 6 + 4 = 15."""
    result = fixed("1d10+ToP+4", [5, 6], tier=3)
    assert sorted(d.sides for d in result.dice) == [6, 10]
    assert result.total == 15


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
def test_strike_roll_in_a_fight_is_d10_tier_dice_and_aptitudes():
    """Seed 000: "Combat Rolls are the Strike, Wound and Dodge Rolls": roll a d10, add Tier
    Extra Dice, then the modifiers (Haste 2 + Awareness 4 for Agility 4, Insight 4). Tier 3:
    d10 5 + d6 4 + 6 = 15; Dodge d10 2 + d6 1 + Defense Value 4 = 7."""
    enc = duel(sheet("Ann", pl=10), sheet("Bob", pl=10), [9, 2, 5, 4, 2, 1] + [3] * 20)
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    scores = [e.data["score"] for e in events_since(enc, start, "clash")]
    assert scores == [15, 7]


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.tier.extra-dice")
def test_saving_throw_in_a_fight_adds_tier_dice():
    """Seed 000: Saving Throws are core rolls; "Roll a d10 and add the relevant modifiers and
    additional dice". Knock Prone at Tier 3: Ann's Impulsive d10 5 + d6 4 + Impulsive 7
    (Agility Score 4 + proficient 1(T)=3) = 16."""
    clash = knock_prone(10, [5, 3, 3, 3, 5, 4, 3, 3])
    assert clash.data["scores"][0] == 16


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.tier.extra-dice")
@pytest.mark.rule("dbu.checks.proficient")
def test_ability_check_in_a_fight_adds_tier_dice():
    """Seed 000: "Ability Checks are rolls that use your Attributes or Skills" and "Roll a d10
    and add the relevant modifiers and additional dice. You may receive additional dice from
    your Tier of Power". Cid (Tier 3): d10 5 + d6 4 + ½ Scholarship 1 + 3 ranks x 2 +
    proficient 1(T)=3 = 19."""
    assert treatment_check(10, [5, 4]).data["score"] == 19


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.tier.extra-dice")
def test_saving_throw_against_a_tn_adds_tier_dice():
    """Seed 000 (Saving Throws are core rolls: a d10 plus "additional dice" from the Tier of
    Power). Cid (Tier 3) Intervenes: d10 5 + d6 4 + Impulsive 7 = 16, which meets TN Medium
    15."""
    save = intervene_save(10, [5, 4])
    assert save.data["score"] == 16
    assert save.data["success"] is True


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.tier.extra-dice")
@pytest.mark.rule("dbu.checks.proficient")
def test_skill_clash_in_a_fight_adds_tier_dice():
    """Seed 000: Ability Checks use Skills and add Tier Extra Dice. Tier 3 Terrify: Ann's
    Intimidation d10 5 + d6 4 + 5 (½ Personality 1 + 2 ranks x 2) + proficient 1(T)=3 (her
    ranks are Skill Proficiencies, seed 000 Double Dip) = 17."""
    ann = sheet("Ann", pl=10, skills={"intimidation": 2})
    bob = sheet("Bob", pl=10, skills={"intuition": 1})
    enc = duel(ann, bob, [9, 2, 5, 4, 3, 3] + [3] * 30, edition="dbu-1")
    start = len(enc.events)
    pick(enc, label="Terrify")
    until_turn(enc, "Ann")
    clash = next(e for e in events_since(enc, start, "clash") if "Terrify" in e.text)
    assert clash.data["score"] == 17


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.tier.extra-dice")
def test_steadfast_check_adds_tier_dice():
    """Seed 000: Tier of Power Extra Dice "are added onto all rolls you make, with the
    exception of rolls with their own specified dice". Bob (Tier 3) drops to Bruised: Steadfast
    d10 8 + d6 4 = 12 meets 12 (6, reference 3c, +3 per Tier after the first: seed 000's
    passive Target Numbers, setting ``passive_tns``); the d10 alone would not."""
    ann = sheet("Ann", pl=30, attrs={"force": 20, "agility": 10})
    bob = sheet("Bob", pl=10, attrs={"tenacity": 1})
    enc = duel(ann, bob, [9, 2] + [3] * 15 + [8, 4] + [3] * 40)
    start = len(enc.events)
    attack(enc, "Bob", profile="Powered", wager="max")
    until_turn(enc, "Ann")
    steadfast = events_since(enc, start, "steadfast")
    assert len(steadfast) == 1
    assert steadfast[0].data["success"] is True


# --- Criticals and Botches on checks and saves in a fight ----------------------------------


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.dice.critical")
def test_saving_throw_clash_in_a_fight_can_critical():
    """Seed 000: "When you roll a d10 and the Natural Result is a 10, you score a Critical".
    Knock Prone at Tier 1 (Ann not proficient): Impulsive d10 10 + critical d10 4 + 4 = 18."""
    clash = knock_prone(1, [5, 3, 10, 4, 3], proficient=False)
    assert clash.data["scores"][0] == 18


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.dice.botch")
def test_saving_throw_clash_in_a_fight_can_botch():
    """Seed 000: "If you roll a d10 and the Natural Result is a 1, you score a Botch; a Botch
    reduces your total dice score by 5". Bob's Corporeal at Tier 1: d10 1 + 4 - 5 = 0."""
    clash = knock_prone(1, [5, 3, 6, 1], proficient=False)
    assert clash.data["scores"] == [10, 0]


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.dice.critical")
def test_saving_throw_against_a_tn_can_critical():
    """Seed 000, Critical Result. Cid (Tier 1, Impulsive 5): d10 10 + critical d10 4 + 5 = 19."""
    assert intervene_save(1, [10, 4]).data["score"] == 19


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.dice.botch")
def test_saving_throw_against_a_tn_can_botch():
    """Seed 000, Botch Result. Cid (Tier 1, Impulsive 5): d10 1 + 5 - 5 = 1."""
    assert intervene_save(1, [1]).data["score"] == 1


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.dice.critical")
def test_ability_check_in_a_fight_can_critical():
    """Seed 000, Critical Result. Cid (Tier 1, Medicine +8): d10 10 + critical d10 4 + 8 = 22."""
    assert treatment_check(1, [10, 4]).data["score"] == 22


@pytest.mark.rule("dbu.checks.proficient")
@pytest.mark.rule("dbu.dice.critical")
def test_proficient_ability_check_in_a_fight_crits_on_nine():
    """Seed 000, Proficient Roll: "decrease the Natural Result requirement to score a Critical
    Result by -1". Cid (Tier 1, proficient Medicine +8): d10 9 + critical d10 4 + 8 = 21."""
    assert treatment_check(1, [9, 4]).data["score"] == 21


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.dice.botch")
def test_ability_check_in_a_fight_can_botch():
    """Seed 000, Botch Result. Cid (Tier 1, Medicine +8): d10 1 + 8 - 5 = 4."""
    assert treatment_check(1, [1]).data["score"] == 4


# --- Passive and active opposition ------------------------------------------------------


@pytest.mark.rule("dbu.checks.passive-opposition")
def test_passive_tn_is_a_fixed_number():
    """Seed 000: "A Passive Opposition is an obstacle that is fixed ... The Target Number of
    this opposition is static": TN Medium is 9 however the check is rolled, so a +3 check
    meets it half the time."""
    assert passive_tn("medium") == 9
    assert odds("1d10+3").p_at_least(passive_tn("medium")) == Fraction(1, 2)


@pytest.mark.rule("dbu.checks.passive-opposition")
@pytest.mark.rule("dbu.checks.difficulty-table")
def test_passive_tn_in_a_fight_follows_the_roller_not_the_opponent():
    """Seed 000: the passive TN is "static and will be determined by the Architect or a rule":
    Cid (Tier 1) Intervening against a Tier 1 attacker faces TN Medium 9, whatever he rolls."""
    low, high = intervene_save(1, [3]), intervene_save(1, [8])
    assert low.data["tn"] == high.data["tn"] == 9


@pytest.mark.rule("dbu.checks.passive-opposition")
@pytest.mark.rule("dbu.checks.difficulty-table")
def test_passive_tn_of_a_medicine_check_in_a_fight():
    """Seed 000, Passive Opposition (TN set by a rule): Treatment's TN Hard is 12 at Tier 1
    (reference 8b ladder: Hard 12), whether the check succeeds or not."""
    low, high = treatment_check(1, [3]), treatment_check(1, [8])
    assert (low.data["success"], high.data["success"]) == (False, True)
    assert low.data["tn"] == high.data["tn"] == 12


@pytest.mark.rule("dbu.checks.active-opposition")
@pytest.mark.parametrize(("dodge_die", "hit"), [(8, True), (9, False), (10, False)])
def test_dodge_roll_sets_the_strike_target(dodge_die: int, hit: bool):
    """Seed 000: "An Active Opposition means the obstacle is actively attempting to oppose
    you ... The Target Number of this type of opposition changes and will be rolled". Strike
    d10 7 + 6 = 13 against Dodge d10 + 4: 12 is beaten, 13 (a tie) and 14+ are not."""
    enc = duel(sheet("Ann"), sheet("Bob"), [9, 2, 7, dodge_die, 5, 5] + [3] * 20)
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    dodge = [e for e in events_since(enc, start, "clash") if e.data.get("roll") == "dodge"]
    assert dodge[0].data["hit"] is hit


@pytest.mark.rule("dbu.checks.active-opposition")
def test_clash_odds_compare_two_rolls():
    """Seed 000, Active Opposition: the TN is the other side's roll. 1d6 against 1d6: the
    initiator needs to beat it (5/12); a tie (1/6) goes to the defender."""
    result = clash_odds(odds("1d6"), odds("1d6"))
    assert result.p_initiator_wins == Fraction(5, 12)
    assert result.p_tie == Fraction(1, 6)


@pytest.mark.rule("dbu.checks.active-opposition")
def test_thrust_clash_is_decided_by_the_defenders_roll():
    """Seed 000, Active Opposition: Thrust's Clash is Ann's Strike (d10 5 + 6 = 11) against the
    score Bob rolls (Strike d10 6 + 6 = 12): his roll is the number to beat, and he wins."""
    enc = duel(sheet("Ann"), sheet("Bob"), [9, 2, 5, 6] + [3] * 20)
    start = len(enc.events)
    pick(enc, "thrust", target="Bob")
    answer_routine(enc)
    clash = next(e for e in events_since(enc, start, "clash") if e.data.get("why") == "Thrust")
    assert clash.data["scores"] == [11, 12]
    assert clash.data["winner"] == "Bob"


# --- Target Number ----------------------------------------------------------------------


@pytest.mark.rule("dbu.checks.target-number")
def test_meeting_the_tn_exactly_is_a_success():
    """Seed 000: "If the Dice Score is equal to or higher than the TN, the roll is a success".
    A solid d10 meets TN 7 on 7, 8, 9 or 10."""
    assert odds("1d10s").p_at_least(7) == Fraction(4, 10)


@pytest.mark.rule("dbu.checks.target-number")
@pytest.mark.parametrize(("die", "success"), [(4, True), (3, False), (6, True)])
def test_saving_throw_against_the_tn_in_a_fight(die: int, success: bool):
    """Seed 000: "equal to or higher than the TN ... success ... lower than the TN then it's a
    failure". Cid (Tier 1, Impulsive 5) vs TN Medium 9: 4 + 5 = 9 succeeds, 3 + 5 fails."""
    save = intervene_save(1, [die])
    assert save.data["score"] == die + 5
    assert save.data["success"] is success


@pytest.mark.rule("dbu.checks.target-number")
@pytest.mark.parametrize(("die", "success"), [(4, True), (3, False)])
def test_ability_check_against_the_tn_in_a_fight(die: int, success: bool):
    """Seed 000, Target Number. Cid (Tier 1, Medicine +8) vs TN Hard 12: 4 + 8 = 12 succeeds;
    3 + 8 = 11 fails."""
    check = treatment_check(1, [die])
    assert check.data["success"] is success


# --- Difficulty table -------------------------------------------------------------------


@pytest.mark.rule("dbu.checks.difficulty-table")
@pytest.mark.parametrize(
    ("difficulty", "tn"), [("very-easy", 3), ("very-hard", 15), ("nearly-impossible", 18)]
)
def test_difficulty_rows_the_seed_gives(difficulty: str, tn: int):
    """Seed 000, the difficulty table: "Very Easy 3+", "Very Hard 15+", "Nearly Impossible
    18+"."""
    assert passive_tn(difficulty) == tn


@pytest.mark.rule("dbu.checks.difficulty-table")
def test_medium_is_nine_from_the_breakthrough_example():
    """Seed 000, Breakthrough: "if you are Tier of Power 2 ... a TN Medium saving throw is still
    12", and TNs rise +3 per Tier, so Medium is 9 at Tier 1."""
    assert passive_tn("medium", base_tier=2) == 12
    assert passive_tn("medium") == 9


@pytest.mark.rule("dbu.checks.difficulty-table")
@pytest.mark.parametrize(("difficulty", "tn"), [("easy", 6), ("hard", 12)])
def test_difficulty_rows_the_seed_leaves_out(difficulty: str, tn: int):
    """The seed's table is cut to three rows; reference 8b (inferred ladder in steps of 3,
    between Very Easy 3 and Very Hard 15 with Medium 9): Easy 6, Hard 12."""
    assert passive_tn(difficulty) == tn


# --- TN per Tier ------------------------------------------------------------------------


@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.parametrize("tier", [2, 3, 4])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_passive_tns_rise_three_per_tier(difficulty: str, tier: int):
    """Seed 000: "Each Tier of Power after the first increases the passive Target Numbers by
    +3. This includes every Difficulty Level of Target Numbers from 'very easy' to 'nearly
    impossible'"."""
    assert passive_tn(difficulty, base_tier=tier) == passive_tn(difficulty) + 3 * (tier - 1)


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_saving_throw_tn_in_a_fight_rises_with_the_tier():
    """Seed 000, Target Number: at Tier 3, TN Medium is 9 + 6 = 15 for Cid's Impulsive save."""
    assert intervene_save(10, [5, 4]).data["tn"] == 15


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_ability_check_tn_in_a_fight_rises_with_the_tier():
    """Seed 000, Target Number: at Tier 3, TN Hard is 12 + 6 = 18 for Cid's Medicine Check."""
    assert treatment_check(10, [5, 4]).data["tn"] == 18


# --- Proficient roll --------------------------------------------------------------------


@pytest.mark.rule("dbu.checks.proficient")
def test_proficient_roll_crits_on_nine():
    """Seed 000: "decrease the Natural Result requirement to score a Critical Result by -1":
    a proficient 9 is a Critical (9 + extra d10 4 + 1(T)=1 = 14)."""
    result = fixed("1d10", [9, 4], proficient=True)
    assert result.criticals == 1
    assert result.total == 14


@pytest.mark.rule("dbu.checks.proficient")
@pytest.mark.parametrize(
    ("expression", "face", "crit"), [("1d10c8", 7, True), ("1d10c7", 6, False)]
)
def test_critical_requirement_never_below_seven(expression: str, face: int, crit: bool):
    """Seed 000: "Your Critical Result requirement can't become lower than 7": proficiency
    takes 8 down to 7, but not 7 down to 6."""
    result = fixed(expression, [face, 4], proficient=True)
    assert (result.criticals == 1) is crit


@pytest.mark.rule("dbu.checks.proficient")
@pytest.mark.parametrize(("tier", "bonus"), [(1, 1), (2, 2), (3, 3)])
def test_proficient_roll_adds_one_per_tier(tier: int, bonus: int):
    """Seed 000: "increase your Dice Score by +1(T) when making an Ability Check or Saving
    Throw you are proficient with" (a solid die, so only the bonus moves)."""
    plain = fixed("1d10s", [6], tier=tier)
    proficient = fixed("1d10s", [6], tier=tier, proficient=True)
    assert proficient.total - plain.total == bonus


@pytest.mark.rule("dbu.checks.proficient")
def test_proficient_odds_double_the_critical_chance():
    """Seed 000, Proficient Roll: criticals on 9 and 10: a proficient lone d10 (+1) scores 10
    or more only on a Critical, 2 times in 10."""
    assert odds("1d10", RollContext(proficient=True)).p_at_least(10) == Fraction(2, 10)


@pytest.mark.rule("dbu.checks.proficient")
def test_proficient_saving_throw_in_a_fight_adds_one_per_tier():
    """Seed 000: "increase your Dice Score by +1(T) when making an Ability Check or Saving
    Throw you are proficient with". Knock Prone at Tier 3, same dice (d10 5, d6 4): Ann's
    Impulsive is 5 + 4 + 4 = 13 plain and 13 + 3 = 16 proficient."""
    dice = [5, 3, 3, 3, 5, 4, 3, 3]
    plain = knock_prone(10, dice, proficient=False).data["scores"][0]
    proficient = knock_prone(10, dice, proficient=True).data["scores"][0]
    assert (plain, proficient) == (13, 16)


@pytest.mark.rule("dbu.checks.proficient")
def test_proficient_saving_throw_clash_in_a_fight_crits_on_nine():
    """Seed 000, Proficient Roll. Ann (Tier 1, proficient Impulsive 4 + 1 = 5): d10 9 is a
    Critical: 9 + critical d10 4 + 5 = 18."""
    assert knock_prone(1, [5, 3, 9, 4, 4]).data["scores"][0] == 18


@pytest.mark.rule("dbu.checks.proficient")
def test_proficient_saving_throw_against_a_tn_crits_on_nine():
    """Seed 000, Proficient Roll. Cid (Tier 1, proficient Impulsive 5): d10 9 + critical d10
    4 + 5 = 18."""
    assert intervene_save(1, [9, 4]).data["score"] == 18


# --- Base value -------------------------------------------------------------------------


@pytest.mark.rule("dbu.checks.base-value")
def test_base_value_counts_only_attribute_modifiers():
    """Seed 000: the 'base' version of an aptitude "refers to a value that is only increased by
    your Attribute Modifiers before the addition of any transformations or other
    modifications": base Soak 5 (Tenacity) with a +2 bonus is 7, its base stays 5."""
    soak = DerivedValue("soak", base=5).with_bonus("Durable Form", 2)
    assert soak.value == 7
    assert soak.base == 5


@pytest.mark.rule("dbu.checks.base-value")
def test_doubling_base_soak_ignores_other_bonuses():
    """Seed 000: doubling "your base Soak Value, meaning that for this effect you ignore any
    bonuses to your Soak Value other than what is gained through your Tenacity Modifier. You
    would apply this effect before any other effects": (5 x 2) + 2 = 12, not (5 + 2) x 2."""
    soak = DerivedValue("soak", base=5, bonuses=(Bonus("Durable Form", 2),))
    assert soak.with_base_factor(2).value == 12


@pytest.mark.rule("dbu.checks.base-value")
@pytest.mark.rule("dbu.play.minimums")
def test_base_value_with_penalties_never_below_zero():
    """Seed 000, Base Value and Minimums ("you will always have a minimum numeric value of
    0"): base 2 with a -5 penalty is 0."""
    assert DerivedValue("soak", base=2, bonuses=(Bonus("Broken", -5),)).value == 0
