"""Seed 000 (DBU Core Rules), the rules of play: Defender Wins, Specific Over General,
Minimums, Combat Round, The Rule of One, Aptitudes, Double Dip and Gaining Transformations,
written from the seed and checked through the dice API and fights with fixed dice.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tenkaichi import odds, roll
from tenkaichi.dbu.derived import derive
from tenkaichi.dbu.tier import Tiers, ki_cost_t, price_of_power
from tenkaichi.dice import ScriptedRng, Side, clash_odds, clash_winner
from tenkaichi.errors import ContentError

from .core_support import (
    answer_routine,
    attack,
    duel,
    events_since,
    has_option,
    pick,
    sheet,
    until_turn,
)


def fixed(expression: str, dice: list[int], **context: object):  # type: ignore[no-untyped-def]
    return roll(expression, rng=ScriptedRng(dice), **context)  # type: ignore[arg-type]


def knock_prone(ann, bob, dice: list[int]):  # type: ignore[no-untyped-def]
    """dbu-2: Ann Thrusts Bob, wins, and picks Knock Prone (Impulsive vs Corporeal)."""
    enc = duel(ann, bob, [9, 2, *dice] + [3] * 40)
    start = len(enc.events)
    pick(enc, "thrust", target="Bob")
    answer_routine(enc)
    pick(enc, "thrust_effect", effect="prone")
    until_turn(enc, "Ann")
    return next(e for e in events_since(enc, start, "clash") if "Knock Prone" in e.text)


# --- Defender Wins ----------------------------------------------------------------------


@pytest.mark.rule("dbu.play.defender-wins")
@pytest.mark.parametrize(
    ("initiator", "defender", "winner"),
    [(7, 7, Side.DEFENDER), (0, 0, Side.DEFENDER), (8, 7, Side.INITIATOR)],
)
def test_ties_go_to_the_defender(initiator: int, defender: int, winner: Side):
    """Seed 000: "In the case of a tie between two or more players, the defender always
    wins"."""
    assert clash_winner(initiator, defender) is winner


@pytest.mark.rule("dbu.play.defender-wins")
def test_tie_odds_count_for_the_defender():
    """Seed 000, Defender Wins: two solid d10s, the initiator wins only by beating the other
    (45/100); the 10/100 ties are the defender's."""
    result = clash_odds(odds("1d10s"), odds("1d10s"))
    assert result.p_initiator_wins == Fraction(45, 100)
    assert result.p_tie == Fraction(10, 100)


@pytest.mark.rule("dbu.play.defender-wins")
def test_strike_equal_to_dodge_misses():
    """Seed 000, Defender Wins: Ann's Strike d10 7 + 6 = 13 against Bob's Dodge d10 9 + 4 =
    13: a tie, so the attack misses and no Wound is rolled."""
    enc = duel(sheet("Ann"), sheet("Bob"), [9, 2, 7, 9] + [5] * 20)
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    dodge = next(e for e in events_since(enc, start, "clash") if e.data.get("roll") == "dodge")
    assert dodge.data["score"] == 13
    assert dodge.data["hit"] is False
    assert events_since(enc, start, "wound") == []


@pytest.mark.rule("dbu.play.defender-wins")
def test_tied_grapple_clash_fails_for_the_initiator():
    """Seed 000, Defender Wins: Ann starts a Grapple (Strike d10 5 + 6 = 11) and Bob answers
    with the same 11: the defender keeps free, no grapple."""
    enc = duel(sheet("Ann"), sheet("Bob"), [9, 2, 5, 5] + [5] * 20)
    start = len(enc.events)
    pick(enc, "grapple", target="Bob")
    answer_routine(enc)
    clash = next(e for e in events_since(enc, start, "clash"))
    assert clash.data["scores"] == [11, 11]
    assert clash.data["winner"] == "Bob"
    assert not any("grapples Bob" in e.text for e in events_since(enc, start))


# --- Specific Over General --------------------------------------------------------------


@pytest.mark.rule("dbu.play.specific-over-general")
def test_specific_critical_threshold_beats_the_general_one():
    """Seed 000: "If a specific rule contradicts a general rule, the specific rule wins": the
    general Critical is a natural 10; a rule setting it at 9 makes a 9 a Critical."""
    assert fixed("1d10", [9, 4]).criticals == 0
    assert fixed("1d10c9", [9, 4]).total == 13


@pytest.mark.rule("dbu.play.specific-over-general")
def test_specific_botch_range_beats_the_general_one():
    """Seed 000, Specific Over General: the general Botch is a natural 1; a rule widening it to
    2 or less makes a 2 a Botch (2 + 6 - 5 = 3)."""
    assert fixed("1d10+6", [2]).total == 8
    assert fixed("1d10b2+6", [2]).total == 3


@pytest.mark.rule("dbu.play.specific-over-general")
@pytest.mark.rule("dbu.size.punching-down")
def test_punching_down_overrides_the_damage_category():
    """Seed 000, Specific Over General: an attack's Standard Damage (general) "counts as Direct
    Damage" against a target 3+ sizes smaller (the specific Punching Down rule)."""
    ann, bob = sheet("Ann", size="gigantic"), sheet("Bob")
    enc = duel(ann, bob, [9, 2] + [3] * 20, (0, 0), (4, 0))
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    damage = next(e for e in events_since(enc, start, "damage") if "category" in e.data)
    assert damage.data["category"] == 2


@pytest.mark.rule("dbu.play.specific-over-general")
@pytest.mark.rule("dbu.dice.critical")
def test_racial_save_critical_in_a_fight():
    """Seed 000: the specific rule wins. Reference 11: your race's save has -1 Critical Target
    (the sheet's derived save says "critical on 9+"). Bob (racial Corporeal 4 + 1 = 5, Tier 1)
    rolls 9: Critical, 9 + d10 4 + 5 = 18."""
    bob = sheet("Bob", racial_save="corporeal")
    assert "critical on 9" in derive(bob).saves["corporeal"].how
    clash = knock_prone(sheet("Ann"), bob, [5, 3, 6, 9, 4])
    assert clash.data["scores"][1] == 18


# --- Minimums ---------------------------------------------------------------------------


@pytest.mark.rule("dbu.play.minimums")
@pytest.mark.parametrize(
    ("expression", "dice"), [("1d10-8", [3]), ("1d10+2", [1]), ("1d6-1d10", [1, 9])]
)
def test_dice_score_never_negative(expression: str, dice: list[int]):
    """Seed 000: "you will always have a minimum numeric value of 0 ... No rule can cause you
    to have a negative numeric value"."""
    result = fixed(expression, dice)
    assert result.raw_total < 0
    assert result.total == 0


@pytest.mark.rule("dbu.play.minimums")
def test_soak_above_the_wound_deals_zero_not_healing():
    """Seed 000, Minimums: Ann's Wound 3 + 3 + 4 = 10 against a Gigantic Bob's Soak 13 (Tier 3):
    0 damage; Bob's Life does not go up."""
    enc = duel(sheet("Ann", pl=10), sheet("Bob", pl=10, size="gigantic"), [9, 2] + [3] * 30)
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    damage = next(e for e in events_since(enc, start, "damage") if "category" in e.data)
    assert damage.data["damage"] == 0
    assert enc.fighter("Bob").life == derive(sheet("Bob", pl=10, size="gigantic")).life.value
    assert events_since(enc, start, "healed") == []


@pytest.mark.rule("dbu.play.minimums")
def test_life_stops_at_zero():
    """Seed 000, Minimums: a 96-point hit on a 66-Life Bob leaves him at 0 Life, not -30."""
    ann = sheet("Ann", pl=30, attrs={"force": 20, "agility": 10})
    bob = sheet("Bob", attrs={"tenacity": 1})
    enc = duel(ann, bob, [9, 2] + [3] * 20)
    start = len(enc.events)
    attack(enc, "Bob", wager="max")
    answer_routine(enc)
    lost = [e for e in events_since(enc, start, "damage") if "life" in e.data]
    assert lost[0].data["life"] == 0
    assert enc.fighter("Bob").life == 0


@pytest.mark.rule("dbu.play.minimums")
@pytest.mark.rule("dbu.dice.botch")
def test_botched_strike_scores_zero_not_negative():
    """Seed 000, Minimums and Botch: Ann (Agility 1, Insight 1: Haste 0, Awareness 1) botches:
    1 + 0 + 1 - 5 is -3, scored 0."""
    enc = duel(
        sheet("Ann", attrs={"agility": 1, "insight": 1}), sheet("Bob"), [9, 2, 1, 5] + [5] * 20
    )
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    strike = next(e for e in events_since(enc, start, "clash") if e.data.get("roll") == "strike")
    assert strike.data["score"] == 0


# --- Combat Round duration --------------------------------------------------------------


def shaken_for(rounds: int):  # type: ignore[no-untyped-def]
    """Ann's Signature (on her turn in round 1) leaves Bob Shaken for ``rounds`` Combat
    Rounds; then both pass until round ``rounds + 2``. Ann acts first in each round."""
    technique = {
        "name": "Scare",
        "profile": "Simple",
        "foundation": "physical",
        "inflicts": [{"condition": "shaken", "lasts": "rounds", "rounds": rounds}],
    }
    enc = duel(sheet("Ann", signatures=[technique]), sheet("Bob"), [9, 2, 8, 2] + [5] * 200)
    pick(enc, "signature", signature="Scare", target="Bob")
    until_turn(enc, "Ann")
    for _ in range(rounds + 1):
        pick(enc, "end_turn")
        until_turn(enc, "Ann")
    gained = [e for e in enc.events if e.kind == "condition_gained" and "Shaken" in e.text]
    assert gained
    assert gained[0].round == 1
    return enc


@pytest.mark.rule("dbu.play.combat-round-duration")
@pytest.mark.parametrize("rounds", [1, 2, 3])
def test_inflicted_condition_lasts_whole_further_rounds(rounds: int):
    """Seed 000: "if you have an effect that will end in 2 Combat Rounds, you finish the current
    Combat Round, finish the next Combat Round and then on the Combat Round after that one, at
    the start of your turn, the effect will end". Inflicted in round 1, lasting x rounds: Bob
    is still Shaken through round x and loses it in round 1 + x, at the start of a turn (his
    or Ann's: either comes before Bob acts in that round)."""
    enc = shaken_for(rounds)
    events = enc.events
    lost = [i for i, e in enumerate(events) if e.kind == "condition_lost" and "Shaken" in e.text]
    assert len(lost) == 1
    assert events[lost[0]].round == 1 + rounds
    bob_turn = next(
        i
        for i, e in enumerate(events)
        if e.kind == "turn_started" and e.who == "Bob" and e.round == 1 + rounds
    )
    assert lost[0] <= bob_turn + 1


@pytest.mark.rule("dbu.play.combat-round-duration")
@pytest.mark.parametrize("rounds", [1, 2, 3])
def test_limited_transformation_ends_at_the_start_of_the_owners_turn(rounds: int):
    """Seed 000, Combat Round: an effect lasting x Combat Rounds ends "at the start of your turn
    in x amount of Combat Rounds after the current Combat Round has ended". Ann enters a Form
    with the Limited aspect (forced out after its level in Combat Rounds, reference 9) in round
    1: she is still in it through round x and leaves it at the start of her turn in round
    1 + x, before she acts."""
    form = {
        "name": "Kaioken",
        "tier_requirement": 1,
        "stress_test_requirement": 2,
        "aspects": [{"name": "limited", "level": rounds}],
    }
    enc = duel(sheet("Ann", forms=[form]), sheet("Bob"), [9, 2] + [5] * 200)
    pick(enc, "transform", form="Kaioken")
    until_turn(enc, "Ann")
    for _ in range(rounds + 1):
        pick(enc, "end_turn")
        until_turn(enc, "Ann")
    events = enc.events
    reverted = [
        i for i, e in enumerate(events) if e.kind == "transformation" and "reverts" in e.text
    ]
    assert len(reverted) == 1
    assert events[reverted[0]].round == 1 + rounds
    assert events[reverted[0] - 1].kind == "turn_started"
    assert events[reverted[0] - 1].who == "Ann"


# --- The Rule of One --------------------------------------------------------------------


@pytest.mark.rule("dbu.play.rule-of-one")
@pytest.mark.parametrize("tier", [1, 2, 3])
def test_signature_cost_reduced_to_nothing_still_costs_one(tier: int):
    """Seed 000: "Regardless of the rules, trait, guide, or other sources, you are always
    required to spend at least one type of point to use or purchase capabilities": a
    Signature whose Ki cost was brought to 0 still costs 1 KP at any Tier."""
    assert price_of_power(0, Tiers(tier)) == 1


@pytest.mark.rule("dbu.play.rule-of-one")
def test_t_cost_reduced_to_nothing_still_costs_one():
    """Seed 000, The Rule of One: a (T) Ki cost reduced to 0 still costs 1 KP."""
    assert ki_cost_t(0, Tiers(3)) == 1
    assert ki_cost_t(1, Tiers(3)) == 3


@pytest.mark.rule("dbu.play.rule-of-one")
def test_signature_on_a_free_profile_still_costs_ki():
    """Seed 000, The Rule of One: a Signature Technique built on the Simple Profile (0 KP,
    reference 6) is still paid for with Ki Points."""
    technique = {"name": "Scare", "profile": "Simple", "foundation": "physical"}
    enc = duel(sheet("Ann", signatures=[technique]), sheet("Bob"), [9, 2] + [5] * 20)
    start = len(enc.events)
    pick(enc, "signature", signature="Scare", target="Bob")
    answer_routine(enc)
    paid = [e.data["kp"] for e in events_since(enc, start, "cost_paid")]
    assert paid
    assert paid[0] >= 1


# --- Aptitudes --------------------------------------------------------------------------


@pytest.mark.rule("dbu.play.aptitudes")
def test_every_aptitude_is_derived():
    """Seed 000: "Haste, Awareness, Impulsive, Corporeal, Morale, Cognitive, Defense Value,
    Initiative, and Soak are Aptitudes" (values from reference 2 and 11: Haste ½ Agility,
    Awareness Insight, Defense Value Agility, Initiative ½ Agility, Soak Tenacity; the four
    saves the Scores of Agility, Tenacity, Personality, Insight)."""
    d = derive(sheet("Ann", attrs={"agility": 7, "insight": 5, "tenacity": 6, "personality": 3}))
    assert d.haste.value == 3
    assert d.awareness.value == 5
    assert d.defense_value.value == 7
    assert d.initiative.value == 3
    assert d.soak.value == 6
    assert {k: v.value for k, v in d.saves.items()} == {
        "impulsive": 7,
        "corporeal": 6,
        "morale": 3,
        "cognitive": 5,
    }


@pytest.mark.rule("dbu.play.aptitudes")
@pytest.mark.parametrize(
    ("attribute", "aptitudes"),
    [
        ("agility", {"haste", "defense_value", "initiative", "impulsive"}),
        ("tenacity", {"soak", "corporeal"}),
        ("insight", {"awareness", "cognitive"}),
        ("personality", {"morale"}),
    ],
)
def test_aptitudes_follow_their_attributes(attribute: str, aptitudes: set[str]):
    """Seed 000: "Your Aptitudes are values derived from your Attributes": raising one
    Attribute Score (from 4 to 8) raises the aptitudes built on it."""

    def values(score: int) -> dict[str, int]:
        d = derive(sheet("Ann", pl=5, attrs={attribute: score}))
        plain = {
            "haste": d.haste.value,
            "awareness": d.awareness.value,
            "defense_value": d.defense_value.value,
            "initiative": d.initiative.value,
            "soak": d.soak.value,
        }
        return plain | {k: v.value for k, v in d.saves.items()}

    low, high = values(4), values(8)
    assert {k for k in low if high[k] > low[k]} == aptitudes


@pytest.mark.rule("dbu.play.aptitudes")
def test_aptitudes_change_during_combat():
    """Seed 000: "It is important to keep track of these Aptitudes as they may change during
    combat". Ann (Agility 4) enters a Form with +2 Agility: her Strike now adds Haste 3 (was
    2) and her Dodge Defense Value 6 (was 4)."""
    form = {
        "name": "Rage",
        "tier_requirement": 1,
        "stress_test_requirement": 2,
        "attribute_bonuses": {"agility": 2},
    }
    enc = duel(sheet("Ann", forms=[form]), sheet("Bob"), [9, 2] + [5] * 60)
    pick(enc, "transform", form="Rage")
    until_turn(enc, "Ann")
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    pick(enc, "end_turn")
    until_turn(enc, "Bob")
    attack(enc, "Ann")
    until_turn(enc, "Bob")
    clashes = events_since(enc, start, "clash")
    strike = next(e for e in clashes if e.who == "Ann" and e.data.get("roll") == "strike")
    dodge = next(e for e in clashes if e.who == "Ann" and e.data.get("roll") == "dodge")
    assert strike.data["score"] == 5 + 3 + 4
    assert dodge.data["score"] == 5 + 6


# --- Double Dip -------------------------------------------------------------------------


@pytest.mark.rule("dbu.play.double-dip")
def test_one_saving_throw_proficiency_per_saving_throw():
    """Seed 000: "you cannot gain more than one Saving Throw Proficiency per Saving Throw": a
    sheet listing Impulsive twice is refused, or counts the +1(T) once."""
    try:
        twice = derive(sheet("Ann", proficient_saves=["impulsive", "impulsive"]))
    except ContentError:
        return
    once = derive(sheet("Ann", proficient_saves=["impulsive"]))
    assert twice.saves["impulsive"].value == once.saves["impulsive"].value == 5


@pytest.mark.rule("dbu.play.double-dip")
def test_double_listed_proficiency_counts_once_in_a_fight():
    """Seed 000, Double Dip. Knock Prone at Tier 3, Ann listing Impulsive proficiency twice:
    d10 5 + d6 4 + Agility 4 + 1(T)=3 once = 16."""
    dice = [5, 3, 3, 3, 5, 4, 3, 3]
    try:
        ann = sheet("Ann", pl=10, proficient_saves=["impulsive", "impulsive"])
    except ContentError:
        return
    assert knock_prone(ann, sheet("Bob", pl=10), dice).data["scores"][0] == 16


@pytest.mark.rule("dbu.play.double-dip")
def test_the_same_transformation_trait_cannot_be_taken_twice():
    """Seed 000: "Selections from a single trait cannot be gained more than once": a
    transformation listing the same Aspect twice, or a sheet with the same transformation
    twice, is refused."""
    form = {"name": "Rage", "tier_requirement": 1, "stress_test_requirement": 2}
    with pytest.raises(ContentError):
        sheet("Ann", forms=[form | {"aspects": ["armored", "armored"]}])
    with pytest.raises(ContentError):
        sheet("Ann", forms=[form, form])


@pytest.mark.rule("dbu.play.double-dip")
def test_a_technique_cannot_take_the_same_advantage_twice():
    """Seed 000: "Techniques cannot gain the same Advantage or Disadvantage multiple times, but
    you may choose to increase the rank of a particular Advantage"."""
    technique = {
        "name": "Beam",
        "profile": "Beam",
        "foundation": "energy",
        "advantages": ["Efficiency", "Efficiency"],
    }
    with pytest.raises(ContentError):
        sheet("Ann", signatures=[technique])


# --- Gaining Transformations ------------------------------------------------------------


@pytest.mark.rule("dbu.play.transformation-access")
def test_no_transformation_without_a_grant():
    """Seed 000: "Transformations are only accessible by ARC permission, unless they are
    granted by a Trait or effect": a Saiyan whose sheet grants none has no Transformation
    Maneuver."""
    enc = duel(sheet("Ann", pl=10, race="saiyan"), sheet("Bob", pl=10), [9, 2] + [5] * 20)
    assert not has_option(enc, "transform")


@pytest.mark.rule("dbu.play.transformation-access")
def test_only_granted_transformations_are_offered():
    """Seed 000, Gaining Transformations: Ann's sheet grants Super Saiyan; she may try exactly
    that one, and Bob (same race, no grant) none."""
    form = {"name": "Super Saiyan", "tier_requirement": 2, "stress_test_requirement": 10}
    ann = sheet("Ann", pl=10, race="saiyan", forms=[form])
    bob = sheet("Bob", pl=10, race="saiyan")
    enc = duel(ann, bob, [9, 2] + [5] * 40)
    assert [o.args["form"] for o in enc.decision.options if o.kind == "transform"] == [  # type: ignore[union-attr]
        "Super Saiyan"
    ]
    pick(enc, "end_turn")
    until_turn(enc, "Bob")
    assert not has_option(enc, "transform")


@pytest.mark.rule("dbu.play.transformation-access")
def test_transformation_granted_by_a_trait_is_in_effect():
    """Seed 000, Gaining Transformations: an Awakening granted on the sheet is in effect with
    no maneuver (+2 Agility: Haste 3 and Defense Value 6 instead of 2 and 4)."""
    awakening = {
        "name": "Zenkai",
        "kind": "awakening",
        "tier_requirement": 1,
        "stress_test_requirement": 0,
        "attribute_bonuses": {"agility": 2},
    }
    d = derive(sheet("Ann", forms=[awakening]))
    assert (d.haste.value, d.defense_value.value) == (3, 6)
