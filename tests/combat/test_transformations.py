"""Transformations in a fight: Forms and Enhancements, Stress Tests, the Ki Multiplier, Revert,
Awakenings, Stress Exhaustion, Breakthrough and the Afterlife (seeds 000/001, reference 9).

Unless a test says otherwise Goku is Power Level 1 (Tier 1, no Tier dice) with Personality 2
(Determination 0), so his Stress Bonus is the setting's 1 + Power Level 1 = 2 and a Stress Test
scores d10 + 2."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.families.transformations import afterlife, maneuvers, transformations
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.costs import attack_kp
from tenkaichi.dbu.combat.rules.movement import movement_cost
from tenkaichi.dbu.derived import derive
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.errors import ContentError

from .helpers import duel, end_turn, expect, has_option, make_sheet, of_kind, options, pick, resolve

GOKU_FIRST = [7, 3]
"""Initiative: Goku d10 7, Vegeta d10 3 (Goku acts first)."""
FAR = (10, 6)

SUPER = {
    "name": "Super",
    "tier_requirement": 1,
    "stress_test_requirement": 5,
    "attribute_bonuses": {"agility": 2, "force": 2},
    "ki_multiplier": True,
}
KAIOKEN = {
    "name": "Kaioken",
    "kind": "enhancement",
    "tier_requirement": 1,
    "stress_test_requirement": 3,
    "attribute_bonuses": {"force": 3},
}


def form(name: str, **kw: Any) -> dict[str, Any]:
    """A Tier 1 Form with Stress Test Requirement 3 (any d10 of 2+ passes at Stress Bonus 2; a
    natural 1 is a Botch, seed 000)."""
    return {"name": name, "tier_requirement": 1, "stress_test_requirement": 3, **kw}


def goku(*forms: dict[str, Any], **kw: Any) -> CharacterSheet:
    return make_sheet("Goku", forms=list(forms), **kw)


def start(
    sheet: CharacterSheet, dice: list[int], *, near: bool = False, **settings: Any
) -> Encounter:
    b_pos = (4, 3) if near else FAR
    return Encounter.start(duel(sheet, b_pos=b_pos, **settings), dice=[*GOKU_FIRST, *dice])


def transform(enc: Encounter, name: str) -> None:
    pick(enc, "transform", form=name)
    resolve(enc)


def next_turn(enc: Encounter) -> None:
    """Goku's turn ends (if he still has Actions), then Vegeta's: Goku's next turn begins."""
    d = enc.decision
    if d is not None and d.actor == "Goku":
        end_turn(enc)
    end_turn(enc)
    expect(enc, "Goku", "turn")


# --- Forms, Enhancements, Stress Tests ------------------------------------------------------


@pytest.mark.rule("dbu.std.transformation")
def test_a_form_and_an_enhancement_stack_and_their_bonuses_change_modifiers_only() -> None:
    # Super: d10 3 + 2 = 5 meets 5. Kaioken on top: 5 + 3 = 8 combined; d10 6 + 2 = 8.
    enc = start(goku(SUPER, KAIOKEN), [3, 6])
    g = enc.fighter("Goku")
    transform(enc, "Super")
    label = options(enc, "transform", form="Kaioken")[0].label
    assert "Stress Test 8 (Kaioken 3 + Super 5), Enhancement" in label
    transform(enc, "Kaioken")
    assert (g.form, g.enhancement, g.actions) == ("Super", "Kaioken", 1)
    d = stats.derived(enc, g)
    assert d.modifiers["force"] == 4 + 2 + 3
    assert d.modifiers["agility"] == 4 + 2
    # Scores still drive Saving Throws (reference 9, Interactions); Initiative adds "1/2 your
    # Agility Modifier" (seed 003).
    assert d.initiative.value == (4 + 2) // 2
    assert d.saves["impulsive"].value == 4
    tests = of_kind(enc.events, "transformation", "Goku")
    assert tests[-1].text.endswith(
        "1d10 [6] + Stress 1 + Power Level 1 + Determination 0 = 8 vs 8 (Kaioken 3 + Super 5): "
        "transforms"
    )


@pytest.mark.rule("dbu.std.transformation")
def test_the_stacked_requirement_is_the_sum_unless_the_setting_says_own() -> None:
    # Kaioken on top of Super: d10 5 + 2 = 7 is short of 3 + 5 = 8, but meets Kaioken's own 3.
    for setting, entered in (("combined", ""), ("own", "Kaioken")):
        enc = start(goku(SUPER, KAIOKEN), [3, 5], stacked_stress_test=setting)
        transform(enc, "Super")
        transform(enc, "Kaioken")
        assert enc.fighter("Goku").enhancement == entered


@pytest.mark.rule("dbu.std.transformation")
def test_a_failed_stress_test_costs_the_action_and_may_exhaust_by_setting() -> None:
    # d10 2 + 2 = 4 < 5.
    enc = start(goku(SUPER), [2])
    transform(enc, "Super")
    g = enc.fighter("Goku")
    assert (g.form, g.actions, stats.has(g, "stress_exhaustion")) == ("", 2, False)
    enc = start(goku(SUPER), [2], failed_stress_test_exhaustion=True)
    transform(enc, "Super")
    assert stats.has(enc.fighter("Goku"), "stress_exhaustion")
    assert not has_option(enc, "transform")


@pytest.mark.rule("dbu.std.transformation")
def test_the_ki_multiplier_counts_once_and_scales_current_ki() -> None:
    # Max Ki 50 and Capacity 20 at Power Level 1; a Ki Multiplier doubles Ki, Capacity ×1.5.
    boost = {**KAIOKEN, "ki_multiplier": True}
    enc = start(goku(SUPER, boost), [3, 6])
    g = enc.fighter("Goku")
    transform(enc, "Super")
    assert (g.ki, stats.max_ki(enc, g), stats.max_capacity(enc, g)) == (100, 100, 30)
    transform(enc, "Kaioken")  # a second Ki Multiplier changes nothing
    assert (g.ki, stats.max_ki(enc, g)) == (100, 100)
    pick(enc, "revert", slots="form")
    resolve(enc)
    assert (g.form, g.ki) == ("", 100)  # still under Kaioken's Ki Multiplier
    next_turn(enc)
    pick(enc, "revert", slots="enhancement")
    resolve(enc)
    assert (g.enhancement, g.ki, stats.max_ki(enc, g)) == ("", 50, 50)


@pytest.mark.rule("dbu.std.transformation")
def test_switching_forms_is_one_transformation_unless_the_setting_forbids_it() -> None:
    other = form("Other")
    enc = start(goku(SUPER, other), [3, 2])
    transform(enc, "Super")
    assert has_option(enc, "transform", form="Other")
    transform(enc, "Other")  # d10 2 + 2 = 4 meets 3
    g = enc.fighter("Goku")
    assert (g.form, g.ki) == ("Other", 50)  # Super's Ki Multiplier ended: 100 halved
    enc = start(goku(SUPER, other), [3], transformation_switch=False)
    transform(enc, "Super")
    assert not has_option(enc, "transform")


@pytest.mark.rule("dbu.std.revert")
def test_revert_leaves_the_form_the_enhancement_or_both_for_one_action() -> None:
    enc = start(goku(SUPER, KAIOKEN), [3, 6])
    transform(enc, "Super")
    transform(enc, "Kaioken")
    end_turn(enc)
    end_turn(enc)
    assert [o.args["slots"] for o in options(enc, "revert")] == ["form", "enhancement", "both"]
    pick(enc, "revert", slots="both")
    resolve(enc)
    g = enc.fighter("Goku")
    assert (g.form, g.enhancement, g.actions) == ("", "", 2)
    assert stats.derived(enc, g).modifiers["force"] == 4
    assert not has_option(enc, "revert")


@pytest.mark.rule("dbu.play.transformation-access")
def test_only_granted_transformations_within_the_tier_requirement_are_offered() -> None:
    high = form("High", tier_requirement=2)
    awakening = form("Potential", kind="awakening", attribute_bonuses={"force": 1})
    enc = start(goku(SUPER, high, awakening), [])
    assert [o.args["form"] for o in options(enc, "transform")] == ["Super"]
    # An Awakening is always on: its bonus is there from the start, never entered.
    assert stats.derived(enc, enc.fighter("Goku")).modifiers["force"] == 5


def test_transformations_are_validated_on_the_sheet() -> None:
    with pytest.raises(ContentError, match="unknown aspect 'flying'; allowed: armored"):
        goku(form("X", aspects=["flying"]))
    with pytest.raises(ContentError, match="long_transformation has at most 2 level"):
        goku(form("X", aspects=[{"name": "Long Transformation", "level": 3}]))
    with pytest.raises(ContentError, match="an Awakening is always on and cannot have draining"):
        goku(form("X", kind="awakening", aspects=["draining"]))
    with pytest.raises(ContentError, match="two transformations are named 'X'"):
        goku(form("X"), form("X"))
    sheet = goku(form("X", aspects=["Super Saiyan Form", {"name": "draining", "level": 4}]))
    assert [(a.name, a.level) for a in sheet.forms[0].aspects] == [
        ("super_saiyan_form", 1),
        ("draining", 4),
    ]


def test_derive_combines_every_transformation_in_effect() -> None:
    sheet = goku(
        SUPER, KAIOKEN, form("Potential", kind="awakening", attribute_bonuses={"force": 1})
    )
    d = derive(sheet, sheet.forms[0], enhancement=sheet.forms[1])
    assert d.modifiers["force"] == 4 + 2 + 3 + 1
    assert "×2 Ki Multiplier (Super)" in d.ki.how
    with pytest.raises(ContentError, match="'Super' is not an Enhancement"):
        derive(sheet, enhancement=sheet.forms[0])


# --- Stress Exhaustion --------------------------------------------------------------------


@pytest.mark.rule("dbu.std.transformation")
def test_stress_exhaustion_drops_to_the_normal_state_halving_ki_and_blocks_transforming() -> None:
    # Even when leaving a Ki Multiplier normally keeps current Ki, Stress Exhaustion halves it.
    enc = start(goku(SUPER, KAIOKEN), [3, 6], ki_multiplier_scales_current=False)
    g = enc.fighter("Goku")
    transform(enc, "Super")
    transform(enc, "Kaioken")
    g.ki = 90
    ends = stats.until_end_of_next_turn(enc, g.id)
    stats.add_effect(enc, g, Effect("stress_exhaustion", "test", ends))
    assert (g.form, g.enhancement, g.ki) == ("", "", 45)
    next_turn(enc)
    assert not has_option(enc, "transform")  # until the end of this turn
    next_turn(enc)
    assert has_option(enc, "transform")


# --- Aspects: Draining, Straining, Limited, Exhausting, Long Transformation -----------------


@pytest.mark.rule("dbu.std.transformation")
def test_draining_costs_3_per_level_times_the_highest_tier_requirement_each_turn() -> None:
    # Power Level 10 (Tier 3): Stress Bonus 1 + 10 = 11, d10 2 + d6 1 meets 12. The form's
    # Tier Requirement 2 (not the current Tier 3) sets T: 3 × 2 × level 2 = 12 KP a turn.
    drain = form(
        "Drain",
        tier_requirement=2,
        stress_test_requirement=12,
        aspects=[{"name": "draining", "level": 2}],
    )
    enc = start(goku(drain, power_level=10), [2, 1])
    g = enc.fighter("Goku")
    transform(enc, "Drain")
    before = g.ki
    next_turn(enc)
    assert g.ki == before - 12
    assert (
        "3 × highest Tier Requirement 2 × level 2 = 12"
        in of_kind(enc.events, "transformation")[-1].text
    )


@pytest.mark.rule("dbu.std.transformation")
def test_draining_levels_add_up_across_a_form_and_an_enhancement() -> None:
    a = form("A", aspects=["draining"])
    b = {**form("B", aspects=["draining"]), "kind": "enhancement"}
    enc = start(goku(a, b), [2, 2], stacked_stress_test="own")
    g = enc.fighter("Goku")
    transform(enc, "A")
    transform(enc, "B")
    before = g.ki
    next_turn(enc)
    assert g.ki == before - 3 * 1 * 2


@pytest.mark.rule("dbu.std.transformation")
def test_straining_tests_at_each_turn_start_and_a_failure_exhausts() -> None:
    strain = form("Strain", aspects=["straining"], stress_test_requirement=5)
    # Enter: d10 3 + 2 = 5. Next turn: d10 4 + 2 = 6 holds. The turn after: d10 2 + 2 fails.
    enc = start(goku(strain), [3, 4, 2])
    g = enc.fighter("Goku")
    transform(enc, "Strain")
    next_turn(enc)
    assert g.form == "Strain"
    next_turn(enc)
    assert (g.form, stats.has(g, "stress_exhaustion")) == ("", True)
    assert of_kind(enc.events, "transformation")[-2].text.endswith("= 4 vs 5: fails")


@pytest.mark.rule("dbu.play.combat-round-duration")
@pytest.mark.rule("dbu.std.transformation")
def test_limited_forces_you_out_after_its_rounds_and_locks_it_until_your_next_turn_ends() -> None:
    limited = form("Short", aspects=[{"name": "limited", "level": 1}])
    enc = start(goku(limited), [2, 2])
    g = enc.fighter("Goku")
    transform(enc, "Short")  # round 1
    next_turn(enc)  # round 2: one Combat Round has passed
    assert g.form == ""
    assert not stats.has(g, "stress_exhaustion")
    assert not has_option(enc, "transform")
    next_turn(enc)  # round 3: still locked until the end of this turn
    assert not has_option(enc, "transform")
    next_turn(enc)
    transform(enc, "Short")
    assert g.form == "Short"


@pytest.mark.rule("dbu.play.combat-round-duration")
def test_limited_ends_at_the_start_of_a_skipped_turn_too() -> None:
    # Seed 000: the effect ends "at the start of your turn" in round 1 + N. Goku (Limited 1,
    # entered in round 1) is Slowed three times before round 2: his turn of round 2 is skipped
    # but still starts, and Limited forces him out there, not a round later.
    limited = form("Short", aspects=[{"name": "limited", "level": 1}])
    enc = start(goku(limited), [2])  # a Stress Test of 2 + 1 + 1 = 4 against 3 (a 1 Botches)
    g = enc.fighter("Goku")
    transform(enc, "Short")
    assert g.form == "Short"
    stats.add_effect(enc, g, Effect("slowed", "test", Expiry("never"), stacks=3))
    end_turn(enc)  # Goku's turn of round 1 ends
    end_turn(enc)  # Vegeta's; round 2: Goku's turn is skipped
    expect(enc, "Vegeta", "turn")
    assert enc.state.round == 2
    assert g.form == ""
    reverted = [e for e in of_kind(enc.events, "transformation", "Goku") if "reverts" in e.text]
    assert [e.round for e in reverted] == [2]


@pytest.mark.rule("dbu.std.revert")
def test_exhausting_gives_stress_exhaustion_and_impediment_on_leaving() -> None:
    tired = form("Tired", aspects=["exhausting"])
    enc = start(goku(tired), [2])
    g = enc.fighter("Goku")
    transform(enc, "Tired")
    pick(enc, "revert")
    resolve(enc)
    assert stats.has(g, "stress_exhaustion")
    assert stats.has(g, "impediment")
    next_turn(enc)
    assert stats.has(g, "impediment")  # until the end of this turn
    next_turn(enc)
    assert not stats.has(g, "impediment")


@pytest.mark.rule("dbu.std.transformation")
def test_exhausting_spares_a_move_into_a_higher_tier_requirement() -> None:
    # Power Level 5 (Tier 2): Stress Bonus 1 + 5 = 6, + d10 2 + d4 1 each time.
    tired = form("Tired", aspects=["exhausting"])
    higher = form("Higher", tier_requirement=2, stress_test_requirement=6)
    enc = start(goku(tired, higher, power_level=5), [2, 1, 2, 1])
    g = enc.fighter("Goku")
    transform(enc, "Tired")
    transform(enc, "Higher")
    assert (g.form, stats.has(g, "stress_exhaustion")) == ("Higher", False)


@pytest.mark.rule("dbu.std.transformation")
def test_long_transformation_costs_an_action_per_level_and_provokes_exploit() -> None:
    long = form("Long", aspects=["long_transformation"])
    enc = start(goku(long), [2], near=True)
    g = enc.fighter("Goku")
    option = options(enc, "transform", form="Long")[0]
    assert option.args["actions"] == 2
    assert "provokes Exploit" in option.label
    pick(enc, "transform", form="Long")
    resolve(enc)
    expect(enc, "Vegeta", "exploit")
    pick(enc, "pass")
    assert (g.form, g.actions) == ("Long", 1)
    assert not has_option(enc, "transform")  # 1 Action left is not enough


@pytest.mark.rule("dbu.std.transformation")
def test_an_exploit_that_knocks_you_through_a_threshold_fails_a_long_transformation() -> None:
    # Goku at 37 of 72 Life (Healthy). Vegeta's Exploit (Simple): Strike d10 9 + Haste 2 +
    # Awareness 2 = 13 beats Dodge d10 2 + Defense Value 4 = 6; Wound d10 5 + Force 4 = 9 -
    # Soak 4 = 5 Damage: 32 is Bruised (½ of 72 is 36). Steadfast d10 8.
    long = form("Long", aspects=["long_transformation"])
    enc = start(goku(long), [9, 2, 5, 8], near=True)
    g = enc.fighter("Goku")
    g.life = 37
    pick(enc, "transform", form="Long")
    resolve(enc)
    pick(enc, "exploit", profile="Simple", foundation="physical")
    resolve(enc)
    assert g.threshold == 1
    assert g.form == ""
    assert "fails (Long Transformation)" in of_kind(enc.events, "transformation")[-1].text


@pytest.mark.rule("dbu.std.transformation")
def test_long_transformation_two_provokes_everyone_not_at_long_range() -> None:
    long = form("Long", aspects=[{"name": "long_transformation", "level": 2}])
    enc = start(goku(long), [2])  # Vegeta 7 squares away, under Long Range 9
    pick(enc, "transform", form="Long")
    resolve(enc)
    expect(enc, "Vegeta", "exploit")


# --- Aspects: Armored, Raging, Mindful, Super Saiyan Form ----------------------------------


def frame_on(target: str, attacker: str, profile: str = "Simple") -> Any:
    from tenkaichi.dbu.combat.core.state import AttackFrame

    return AttackFrame(
        attacker=attacker, source="basic", profile=profile, foundation="physical", targets=[target]
    )


@pytest.mark.rule("dbu.std.transformation")
def test_armored_takes_one_damage_category_off_attacks() -> None:
    from tenkaichi.dbu.combat.rules.attack_wound import damage_for

    enc = start(goku(form("Shell", aspects=["armored"])), [2])
    g, v = enc.fighter("Goku"), enc.fighter("Vegeta")
    crushing = frame_on("Goku", "Vegeta", "Crushing")  # Lethal: no Soak
    before, _ = damage_for(enc, crushing, v, g, 20, "dodge")
    transform(enc, "Shell")
    after, notes = damage_for(enc, crushing, v, g, 20, "dodge")
    assert (before.category, before.damage) == (3, 20)
    assert (after.category, after.damage) == (2, 20 - 4 // 2)  # Direct: half Soak
    assert "Armored -1 Damage Category" in notes


@pytest.mark.rule("dbu.std.transformation")
def test_raging_and_mindful_aspects_need_their_states() -> None:
    from tenkaichi.dbu.combat.rules.attack_clash import defence_parts_for
    from tenkaichi.dbu.combat.rules.attack_wound import wound_parts_for

    enc = start(goku(form("Calm Fury", aspects=["raging", "mindful"]), power_level=5), [2, 1])
    g = enc.fighter("Goku")
    transform(enc, "Calm Fury")
    mine, theirs = frame_on("Vegeta", "Goku"), frame_on("Goku", "Vegeta")
    assert ("Raging Aspect", 4) not in wound_parts_for(enc, mine, g)[0]
    stats.add_effect(enc, g, Effect("raging", "test", Expiry("never"), value=1))
    stats.add_effect(enc, g, Effect("mindful", "test", Expiry("never"), value=1))
    assert ("Raging Aspect", 4) in wound_parts_for(enc, mine, g)[0]  # 2(T) at Tier 2
    for reaction in ("dodge", "parry"):
        assert ("Mindful Aspect", 2) in defence_parts_for(enc, theirs, g, reaction)
    pick(enc, "revert")
    resolve(enc)
    assert ("Raging Aspect", 4) not in wound_parts_for(enc, mine, g)[0]


@pytest.mark.rule("dbu.tier.extra-dice")
def test_super_saiyan_form_rolls_the_tier_dice_twice_and_adds_a_quarter_of_ki() -> None:
    # Power Level 5: Max Ki 98, Capacity 36; Ki Multiplier 196 / 54, then +¼: 245 / 67.
    ssj = form(
        "SSJ",
        tier_requirement=2,
        stress_test_requirement=6,
        ki_multiplier=True,
        aspects=["super_saiyan_form"],
    )
    enc = start(goku(ssj, power_level=5), [2, 1])
    g = enc.fighter("Goku")
    assert rolls.dice_text(enc, g) == "1d10+ToP"
    transform(enc, "SSJ")
    assert rolls.dice_text(enc, g) == "1d10+ToP+ToP"
    assert (stats.max_ki(enc, g), stats.max_capacity(enc, g)) == (245, 67)
    stats.add_effect(enc, g, Effect("impediment", "test", Expiry("never")))
    assert rolls.dice_text(enc, g) == "1d10+ToP"  # Impediment takes one instance away


# --- Breakthrough and the Afterlife ------------------------------------------------------


@pytest.mark.rule("dbu.tier.breakthrough")
def test_breakthrough_raises_the_tier_but_not_costs() -> None:
    # Power Level 5: base Tier 2. Breakthrough +1: rolls and (T) bonuses at Tier 3.
    high = form("High", tier_requirement=3, stress_test_requirement=6)
    enc = start(goku(high, power_level=5), [])
    g = enc.fighter("Goku")
    kp = (attack_kp(enc, g, "Powered"), movement_cost(enc, g, "boosted"))
    assert not has_option(enc, "transform")
    transformations.breakthrough(enc, g, 1, "Thrill of the Fight", Expiry("never"))
    assert (stats.tier(enc, g), stats.base_tier(enc, g)) == (3, 2)
    assert (attack_kp(enc, g, "Powered"), movement_cost(enc, g, "boosted")) == kp == (16, 6)
    assert stats.derived(enc, g).saves["impulsive"].value == 4  # no racial save: Score only
    enc.state.pending = None
    from tenkaichi.dbu.combat.rules.turn_decision import ask_turn

    ask_turn(enc)
    assert has_option(enc, "transform", form="High")  # the raised Tier meets the requirement
    assert "treats their Tier of Power as 3" in of_kind(enc.events, "state_changed")[-1].text


@pytest.mark.rule("dbu.tier.breakthrough")
def test_breakthrough_is_capped_and_may_be_kept_from_tier_requirements() -> None:
    high = form("High", tier_requirement=3, stress_test_requirement=6)
    enc = start(goku(high, power_level=5), [], breakthrough_meets_tier_requirements=False)
    g = enc.fighter("Goku")
    stats.add_effect(enc, g, Effect("breakthrough", "test", Expiry("never"), value=5))
    assert stats.tier(enc, g) == 2 + 2  # at most base + breakthrough_max
    assert maneuvers.transform_options(enc, g) == []


@pytest.mark.rule("dbu.defeat.afterlife")
def test_the_dead_take_minus_one_tier_on_stress_tests() -> None:
    # Stress Bonus 2 - 1(T) = 1: d10 3 + 1 = 4 fails 5, d10 4 + 1 = 5 meets it.
    enc = start(goku(SUPER, dead=True), [3, 4])
    g = enc.fighter("Goku")
    transform(enc, "Super")
    assert g.form == ""
    transform(enc, "Super")
    assert g.form == "Super"
    assert "- Afterlife 1 = 5 vs 5" in of_kind(enc.events, "transformation")[-1].text


@pytest.mark.rule("dbu.defeat.afterlife")
def test_the_dead_lose_half_to_draining_and_less_lethal_damage_from_their_own_traits() -> None:
    drain = form("Drain", aspects=[{"name": "draining", "level": 3}])
    enc = start(goku(drain, dead=True), [3])
    g = enc.fighter("Goku")
    transform(enc, "Drain")
    before = g.ki
    next_turn(enc)
    assert g.ki == before - (3 * 1 * 3) // 2
    assert afterlife.own_lethal_damage(enc, g, 10) == 10 - 2
    alive = start(goku(drain), [])
    assert afterlife.own_lethal_damage(alive, alive.fighter("Goku"), 10) == 10


# --- the greedy bot and whole fights -------------------------------------------------------


def test_the_greedy_bot_weighs_stress_test_odds_and_aspect_costs() -> None:
    heavy = form(
        "Heavy", attribute_bonuses={"force": 3}, aspects=[{"name": "draining", "level": 5}]
    )
    enc = start(goku(SUPER, heavy), [])
    g = enc.fighter("Goku")
    score = {
        o.args["form"]: transformations.bot_score(enc, g, o) for o in options(enc, "transform")
    }
    # Super: Stress Test 5 at Stress Bonus 2 passes on d10 3+ (80%).
    assert transformations.pass_chance(enc, g, 5) == pytest.approx(0.8)
    assert score["Super"] > 0 > score["Heavy"]  # 15 KP a turn against 50 Ki


def test_random_fights_with_every_aspect_end_and_replay() -> None:
    from .helpers import fighter, random_fights, setup

    hero = make_sheet(
        "Goku",
        power_level=6,
        forms=[
            {
                **SUPER,
                "aspects": ["super_saiyan_form", "straining", {"name": "limited", "level": 2}],
            },
            {**KAIOKEN, "aspects": ["draining", "exhausting", "raging"]},
        ],
    )
    rival = make_sheet(
        "Vegeta",
        power_level=6,
        dead=True,
        forms=[
            form("Armor", aspects=["armored", "mindful", "long_transformation"]),
            form("Awake", kind="awakening", attribute_bonuses={"agility": 1}),
        ],
    )
    st = setup([hero, rival], [fighter("Goku", "A", (2, 3)), fighter("Vegeta", "B", (5, 3))])

    def lean(enc: Encounter, i: int, keen: Any) -> int:
        d = enc.decision
        assert d is not None
        wanted = [n for n, o in enumerate(d.options) if o.kind in ("transform", "revert")]
        return keen.choice(wanted) if wanted and keen.random() < 0.5 else i

    used = random_fights(st, range(4), snapshot_at=25, lean=lean)
    assert {"transform", "revert"} <= used


def test_hook_order_does_not_depend_on_the_module_imported_first() -> None:
    # Hooks run (and turn options are listed) in their declared order once a fight is made, so
    # a seeded bot fight in another process (simulate --workers) sees the same order whatever
    # that process imported first.
    import subprocess
    import sys

    code = (
        "import importlib, sys; importlib.import_module(sys.argv[1]); "
        "from tenkaichi.dbu.combat.core.hooks import rulebook; rulebook(); "
        "from tenkaichi.dbu.combat.core.hooks import REGISTRY as R; "
        "print([f.__module__ for f in R.turn_options + R.effect_gained + R.turn_started])"
    )
    first = (
        "combat.families.transformations.transformations",
        "combat.families.transformations.aspects",
        "play.bots",
        "combat.core.engine",
    )
    seen = {
        subprocess.run(
            [sys.executable, "-c", code, f"tenkaichi.dbu.{name}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for name in first
    }
    assert len(seen) == 1
    assert "transformations" in seen.pop()


@pytest.mark.rule("dbu.defeat.afterlife")
def test_a_dead_character_returns_to_the_afterlife_when_its_24_hours_run_out() -> None:
    # Seed 000: "You can only remain in the living world for 24 hours ... After that time,
    # you are automatically returned to the afterlife." One minute left: six 10-second rounds.
    from .helpers import duel as two

    ghost = make_sheet("Goku", dead=True, living_world_minutes=1)
    enc = Encounter.start(two(ghost, b_pos=(10, 6)), dice=[7, 3] + [5] * 40)
    goku = enc.fighter("Goku")
    while enc.state.round < 7 and not enc.over:
        assert not goku.defeated
        pick(enc, "end_turn")
    assert enc.state.round == 7
    assert goku.defeated
    assert goku.departed
    assert any(e.data.get("afterlife") for e in enc.events)


@pytest.mark.rule("dbu.defeat.afterlife")
def test_entering_a_draining_transformation_cuts_two_hours_per_level_from_the_permit() -> None:
    # Seed 000: "If you transform into a transformation ... with the Draining Aspect while in
    # the living world, reduce the amount of time you can remain in the living world by -2
    # hours for each level of the Draining Aspect that transformation has." Two hours and one
    # minute left; Drain (Draining 1) takes 2 hours: one minute, six 10-second rounds, is left.
    drain = form("Drain", aspects=[{"name": "draining", "level": 1}])
    ghost = goku(drain, dead=True, living_world_minutes=121)
    enc = Encounter.start(duel(ghost, b_pos=FAR), dice=[*GOKU_FIRST, 5] + [5] * 40)
    g = enc.fighter("Goku")
    transform(enc, "Drain")
    assert g.form == "Drain"
    cut = [e for e in enc.events if "living_world_seconds" in e.data]
    assert [e.data["living_world_seconds"] for e in cut] == [60]
    assert "2 hours shorter" in cut[0].text
    while enc.state.round < 7 and not enc.over:
        assert not g.defeated
        pick(enc, "end_turn")
    assert enc.state.round == 7
    assert g.departed


@pytest.mark.rule("dbu.defeat.afterlife")
def test_the_draining_cut_needs_a_permission_and_counts_each_entry() -> None:
    # Level 2: 4 hours a time. In the Afterlife (no permission) nothing is cut.
    drain = form("Drain", aspects=[{"name": "draining", "level": 2}])
    ghost = goku(drain, dead=True, living_world_minutes=10 * 60)
    enc = Encounter.start(duel(ghost, b_pos=FAR), dice=[*GOKU_FIRST, 5, 5] + [5] * 40)
    g = enc.fighter("Goku")
    transform(enc, "Drain")
    assert g.living_world_cut == 4 * 60
    pick(enc, "revert", slots="form")
    resolve(enc)
    transform(enc, "Drain")
    assert g.living_world_cut == 8 * 60
    assert afterlife.living_world_seconds(enc, g) == 2 * 60 * 60
    home = start(goku(drain, dead=True), [5])
    transform(home, "Drain")
    assert home.fighter("Goku").living_world_cut == 0
    assert afterlife.living_world_seconds(home, home.fighter("Goku")) is None
