"""Seed 000 (DBU Core Rules), "Tier of Power", "Price of Power" and "Breakthrough", written
from the seed. The seed's table of Tier Extra Dice is empty; where a test needs a Tier other
than 3 (the seed's own +1d6 example) it uses reference 8a (Tier 2 +1d4, 4 +1d8, 5 +1d10,
6 +1d10+1d4, 7 +1d10+1d6).
"""

from __future__ import annotations

import pytest

from tenkaichi import roll
from tenkaichi.dbu.combat.core.state import Expiry
from tenkaichi.dbu.combat.families.transformations.transformations import breakthrough
from tenkaichi.dbu.tier import Tiers, ki_cost_t, price_of_power
from tenkaichi.dice import ScriptedRng, passive_tn

from .core_support import (
    answer_routine,
    attack,
    duel,
    events_since,
    fight,
    pick,
    sheet,
    until_turn,
)

# Power Levels that give Tiers 1, 2 and 3 (reference 8a: 1-4, 5-9, 10-14).
TIER_PL = {1: 1, 2: 5, 3: 10, 4: 15, 5: 20}

TIER_DICE = {1: [], 2: [4], 3: [6], 4: [8], 5: [10], 6: [4, 10], 7: [6, 10]}


def fixed(expression: str, dice: list[int], **context: object):  # type: ignore[no-untyped-def]
    return roll(expression, rng=ScriptedRng(dice), **context)  # type: ignore[arg-type]


def kp_paid(enc, start: int) -> list[int]:  # type: ignore[no-untyped-def]
    return [e.data["kp"] for e in events_since(enc, start, "cost_paid")]


def signature_cost(pl: int, profile: str, *, extra_tiers: int = 0) -> int:
    """The KP Ann pays to use a Signature Technique on ``profile`` at this Power Level."""
    technique = {"name": "Kamehameha", "profile": profile, "foundation": "energy"}
    ann = sheet("Ann", pl=pl, signatures=[technique])
    enc = duel(ann, sheet("Bob", pl=pl), [9, 2] + [3] * 40)
    if extra_tiers:
        breakthrough(
            enc, enc.fighter("Ann"), extra_tiers, "Thrill of the Fight", Expiry("end", "Ann")
        )
    start = len(enc.events)
    pick(enc, "signature", signature="Kamehameha", target="Bob")
    answer_routine(enc)
    return kp_paid(enc, start)[0]


def beam_cost(pl: int, *, extra_tiers: int = 0) -> int:
    """The KP Ann pays for a Basic Attack with the Beam Profile (8(T) KP, reference 6)."""
    enc = duel(sheet("Ann", pl=pl), sheet("Bob", pl=pl), [9, 2] + [3] * 40)
    if extra_tiers:
        breakthrough(
            enc, enc.fighter("Ann"), extra_tiers, "Thrill of the Fight", Expiry("end", "Ann")
        )
    start = len(enc.events)
    attack(enc, "Bob", profile="Beam", foundation="energy")
    answer_routine(enc)
    return kp_paid(enc, start)[0]


# --- (T) --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.tier.t-multiplier")
@pytest.mark.parametrize(("tier", "value"), [(1, 2), (2, 4), (3, 6)])
def test_flat_bonus_times_tier(tier: int, value: int):
    """Seed 000: "if you see a bonus of +2(T), that means that at Tier of Power 1, it's a +2,
    at Tier of Power 2, it's a +4 and at Tier of Power 3, it's a +6"."""
    assert fixed("1d10s+2(T)", [5], tier=tier).total == 5 + value


@pytest.mark.rule("dbu.tier.t-multiplier")
@pytest.mark.parametrize(("tier", "count"), [(1, 1), (2, 2), (3, 3)])
def test_dice_bonus_times_tier(tier: int, count: int):
    """Seed 000: "a bonus of +1d6(T), it's a bonus of +1d6 at Tier of Power 1, +2d6 at Tier of
    Power 2 and +3d6 at Tier of Power 3"."""
    result = fixed("1d10s+1d6(T)", [5] + [2] * count, tier=tier)
    assert [d.sides for d in result.dice].count(6) == count
    assert result.total == 5 + 2 * count


@pytest.mark.rule("dbu.tier.t-multiplier")
def test_called_shot_penalty_scales_with_tier_in_a_fight():
    """Seed 000, (T): Called Shot's -2(T) Strike (seed 001) is -6 at Tier 3: d10 5 + d6 3 +
    Haste 2 + Awareness 4 - 6 = 8."""
    enc = duel(sheet("Ann", pl=10), sheet("Bob", pl=10), [9, 2, 5, 3] + [3] * 30)
    start = len(enc.events)
    attack(enc, "Bob", modifier="Called Shot: head")
    until_turn(enc, "Ann")
    strike = next(e for e in events_since(enc, start, "clash") if e.data.get("roll") == "strike")
    assert strike.data["score"] == 8


# --- Tier of Power Extra Dice -----------------------------------------------------------


@pytest.mark.rule("dbu.tier.extra-dice")
@pytest.mark.parametrize("tier", [1, 2, 3, 4, 5, 6, 7])
def test_tier_extra_dice_by_tier(tier: int):
    """Seed 000: "For each Tier of Power after the first, you gain ... Tier of Power Extra Dice.
    These are added onto all rolls you make" ("at Tier of Power 3 ... an additional +1d6");
    the other Tiers from reference 8a."""
    dice = [5] + [2] * len(TIER_DICE[tier])
    result = fixed("1d10+ToP", dice, tier=tier)
    assert sorted(d.sides for d in result.dice) == sorted([10, *TIER_DICE[tier]])
    assert result.total == 5 + 2 * len(TIER_DICE[tier])


@pytest.mark.rule("dbu.tier.extra-dice")
@pytest.mark.parametrize(("tier", "sides"), [(2, 4), (3, 6)])
def test_strike_dodge_and_wound_each_carry_tier_dice(tier: int, sides: int):
    """Seed 000: the Tier Extra Dice are "added onto all rolls you make": "You roll Strike
    normally, which means that at Tier of Power 3, you would roll your conventional 1d10 but
    due to your Tier of Power, you'd add an additional +1d6". Strike, Dodge and Wound each
    roll two dice; the Tier die shows 4 (a d4 or a d6 can)."""
    pl = TIER_PL[tier]
    enc = duel(sheet("Ann", pl=pl), sheet("Bob", pl=pl), [9, 2, 5, 4, 3, 4, 6, 4] + [3] * 30)
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    rolled = [e.data for e in enc.events[start:] if e.kind in ("clash", "wound")]
    assert [d["dice"] for d in rolled] == [[5, 4], [3, 4], [6, 4]]
    assert [d["score"] for d in rolled] == [15, 11, 14]


@pytest.mark.rule("dbu.tier.extra-dice")
def test_roll_with_its_own_dice_adds_no_tier_dice():
    """Seed 000: Tier Extra Dice are added "with the exception of rolls with their own
    specified dice". A Healing Surge rolls its own 2d10(T) (seed 001): at Tier 3 that is 6d10
    (6 x 5 = 30) + Surgency 4 (Force) = 34, with no +1d6."""
    ann = sheet("Ann", pl=10)
    bob = sheet("Bob", pl=10, attrs={"force": 10})
    enc = duel(ann, bob, [9, 2, 3, 3, 3, 3, 5, 5] + [5] * 6 + [2] * 20)
    pick(enc, "end_turn")
    until_turn(enc, "Bob")
    attack(enc, "Ann", wager="max")  # Wound 5 + 5 + 10 + 28 = 48 - Soak 4: Ann loses 44
    until_turn(enc, "Bob")
    pick(enc, "end_turn")
    until_turn(enc, "Ann")
    start = len(enc.events)
    pick(enc, "surge", surge="healing")
    answer_routine(enc)
    healed = events_since(enc, start, "healed")
    assert [e.data["amount"] for e in healed] == [34]


# --- a Tier die that is a d10 -----------------------------------------------------------


@pytest.mark.rule("dbu.tier.d10-extra-dice-crit")
@pytest.mark.rule("dbu.dice.critical")
def test_tier_d10_can_critical():
    """Seed 000: "if you reach a d10 with your Tier of Power dice, it is able to score Critical
    Results or Botches like your usual d10". Tier 5: d10 5 + Tier d10 10 + critical d10 4."""
    result = fixed("1d10+ToP", [5, 10, 4], tier=5)
    assert result.criticals == 1
    assert result.total == 19


@pytest.mark.rule("dbu.tier.d10-extra-dice-crit")
@pytest.mark.rule("dbu.dice.botch")
def test_tier_d10_can_botch():
    """Seed 000, as above: Tier 5, d10 5 + Tier d10 1 is a Botch: 5 + 1 - 5 = 1."""
    result = fixed("1d10+ToP", [5, 1], tier=5)
    assert result.botches == 1
    assert result.total == 1


@pytest.mark.rule("dbu.tier.d10-extra-dice-crit")
def test_tier_6_d10_crits_but_its_d4_does_not():
    """Seed 000, as above; reference 8a: Tier 6 adds 1d10+1d4. The Tier d10 showing 10 is a
    Critical (+ a d10); the d4 showing 4 is not: 5 + 10 + 4 + 4 = 23."""
    result = fixed("1d10+ToP", [5, 10, 4, 4], tier=6)
    assert result.criticals == 1
    assert result.total == 23


@pytest.mark.rule("dbu.tier.d10-extra-dice-crit")
def test_tier_d10_critical_on_a_strike_in_a_fight():
    """Seed 000, as above. Ann at Tier 5 (Power Level 20) Strikes: d10 5 + Tier d10 10 +
    critical d10 4 + Haste 2 + Awareness 4 = 25."""
    enc = duel(sheet("Ann", pl=20), sheet("Bob", pl=20), [9, 2, 5, 10, 4] + [3] * 30)
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    strike = next(e for e in events_since(enc, start, "clash") if e.data.get("roll") == "strike")
    assert strike.data["score"] == 25


# --- Price of Power ---------------------------------------------------------------------


@pytest.mark.rule("dbu.tier.price-of-power")
@pytest.mark.parametrize(("tier", "cost"), [(1, 10), (2, 15), (3, 20), (4, 25)])
def test_price_of_power_seed_example(tier: int, cost: int):
    """Seed 000: "if your Signature Technique had a cost of 10 Ki Points, it would cost 15 Ki
    Points at Tier of Power 2 and 20 Ki Points at Tier of Power 3" (+1/2 base per Tier)."""
    assert price_of_power(10, Tiers(tier)) == cost


@pytest.mark.rule("dbu.tier.price-of-power")
@pytest.mark.parametrize(("tier", "cost"), [(1, 10), (2, 15), (3, 20)])
def test_signature_technique_cost_in_a_fight(tier: int, cost: int):
    """Seed 000, Price of Power: "The Ki Point cost of Signature Techniques ... increase by
    +1/2 of their base cost for each Tier of Power after the first". A Beam Signature that
    costs 10 KP at Tier 1 costs 15 at Tier 2 and 20 at Tier 3."""
    assert signature_cost(1, "Beam") == 10
    assert signature_cost(TIER_PL[tier], "Beam") == cost


@pytest.mark.rule("dbu.tier.price-of-power")
@pytest.mark.parametrize(("tier", "cost"), [(1, 8), (2, 16), (3, 24)])
def test_t_ki_costs_scale_with_tier_in_a_fight(tier: int, cost: int):
    """Seed 000: "Most other abilities have a (T) beside their Ki Point Cost, letting you know
    to increase it when at higher Tiers of Power": Beam's 8(T) KP (reference 6)."""
    assert beam_cost(TIER_PL[tier]) == cost


# --- Breakthrough -----------------------------------------------------------------------


@pytest.mark.rule("dbu.tier.breakthrough")
def test_breakthrough_keeps_the_tn_of_the_base_tier():
    """Seed 000: "if you are Tier of Power 2 but have used the Thrill of the Fight trait to
    treat yourself as Tier of Power 3, a TN Medium saving throw is still 12"."""
    assert passive_tn("medium", base_tier=2) == 12
    assert fixed("1d10+ToP", [5, 6], tier=3, base_tier=2).total == 11  # the dice are Tier 3


@pytest.mark.rule("dbu.tier.breakthrough")
def test_breakthrough_keeps_ki_costs_of_the_base_tier():
    """Seed 000: "When you temporarily treat your Tier of Power as a higher value, you do not
    increase your Ki Point costs through Price of Power": a 10 KP Signature at Tier 2 treated
    as Tier 3 still costs 15, and an 8(T) cost still 16."""
    assert price_of_power(10, Tiers(2, 3)) == 15
    assert ki_cost_t(8, Tiers(2, 3)) == 16


@pytest.mark.rule("dbu.tier.breakthrough")
@pytest.mark.rule("dbu.tier.price-of-power")
def test_breakthrough_in_a_fight_raises_dice_not_costs():
    """Seed 000, Breakthrough. Ann (Tier 2) treated as Tier 3: her Beam Signature still costs
    15 KP and Beam's 8(T) still 16 KP, as at Tier 2."""
    assert signature_cost(5, "Beam", extra_tiers=1) == 15
    assert beam_cost(5, extra_tiers=1) == 16


@pytest.mark.rule("dbu.tier.breakthrough")
@pytest.mark.rule("dbu.tier.extra-dice")
def test_breakthrough_in_a_fight_rolls_the_higher_tier_dice():
    """Seed 000, Breakthrough only spares costs and TNs: the rolls follow the Tier you are
    treated as. Ann (Tier 2) treated as Tier 3 rolls a d6 (here a 6, which no d4 shows):
    d10 5 + 6 + Haste 2 + Awareness 4 = 17."""
    enc = duel(sheet("Ann", pl=5), sheet("Bob", pl=5), [9, 2, 5, 6] + [3] * 30)
    breakthrough(enc, enc.fighter("Ann"), 1, "Thrill of the Fight", Expiry("end", "Ann"))
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    strike = next(e for e in events_since(enc, start, "clash") if e.data.get("roll") == "strike")
    assert strike.data["score"] == 17


@pytest.mark.rule("dbu.tier.breakthrough")
@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_breakthrough_in_a_fight_keeps_the_saving_throw_tn():
    """Seed 000: "a TN Medium saving throw is still 12". dbu-1: Cid (Tier 2, treated as Tier 3)
    Intervenes with an Impulsive Saving Throw, TN Medium: 12, not 15."""
    ann, bob = sheet("Ann"), sheet("Bob")
    cid = sheet("Cid", pl=5)
    enc = fight(
        [(ann, "A", (2, 2)), (bob, "B", (3, 2)), (cid, "B", (4, 2))],
        [9, 2, 1, 6, 3] + [3] * 40,
        edition="dbu-1",
    )
    breakthrough(enc, enc.fighter("Cid"), 1, "Thrill of the Fight", Expiry("end", "Cid"))
    attack(enc, "Bob")
    for _ in range(10):
        decision = enc.decision
        assert decision is not None
        if decision.kind == "intervene":
            pick(enc, "intervene_attempt")  # seed 003: the Save comes before the option
            break
        enc.choose(0)
    save = next(e for e in enc.events if e.kind == "skill_check")
    assert save.data["tn"] == 12
