"""Edition dbu-1 (seed 003): Holding Back, detecting it, Sense and the Hidden condition."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.damage import lose_life

from .helpers import end_turn, fighter, has_option, make_sheet, of_kind, pick, resolve, setup
from .legacy_setup import GOKU_FIRST, act, dbu1, legacy_duel, start

STRONG = make_sheet("Goku", power_level=10)
"""Power Level 10: base Tier 3."""


@pytest.mark.rule("dbu.legacy.holding-back")
def test_each_holding_back_stack_lowers_the_tier_and_only_your_side_sees_it() -> None:
    enc = start(legacy_duel(STRONG, b_pos=(10, 6)), GOKU_FIRST)
    goku = enc.fighter("Goku")
    assert stats.tier(enc, goku) == 3
    assert [o.args["stacks"] for o in enc.decision.options if o.kind == "holding_back"] == [  # type: ignore[union-attr]
        1,
        2,
        3,
    ]
    events = pick(enc, "holding_back", stacks=2)
    assert stats.tier(enc, goku) == 1
    assert stats.base_tier(enc, goku) == 1  # KP costs follow the lowered Tier
    assert events[0].visible_to == ("A",)
    act(enc, "power_up")  # a Standard Maneuver between two Instants
    assert not has_option(enc, "holding_back")  # once per encounter
    pick(enc, "end_holding_back")
    assert stats.tier(enc, goku) == 3


@pytest.mark.rule("dbu.legacy.holding-back")
def test_full_stacks_leave_tier_1_and_minus_1_base_tier_on_combat_rolls() -> None:
    enc = start(legacy_duel(STRONG), [*GOKU_FIRST, 9, 1, 5])
    pick(enc, "holding_back", stacks=3)
    events = pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    events += resolve(enc)
    strike = of_kind(events, "clash")[0]
    assert "- Holding Back (all stacks) 3" in strike.text
    assert "- Holding Back (all stacks) 3" in of_kind(events, "wound")[0].text


@pytest.mark.rule("dbu.legacy.holding-back")
def test_a_failed_concealment_check_at_a_health_threshold_loses_a_stack() -> None:
    # Steadfast 9 for Bruised, then Concealment ½ Insight 1 + d10 1 = 2 < TN Medium 9.
    enc = start(legacy_duel(STRONG, b_pos=(10, 6)), [*GOKU_FIRST, 9, 1])
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    pick(enc, "holding_back", stacks=2)
    lose_life(enc, goku, stats.max_life(enc, goku) // 2 + 1, by=vegeta, why="a blow")
    assert stats.tier(enc, goku) == 3 - 1
    assert any(e.kind == "skill_check" and not e.data["success"] for e in enc.events)


@pytest.mark.rule("dbu.legacy.holding-back")
def test_an_opponent_may_detect_the_stacks_with_clairvoyance() -> None:
    # Vegeta's Clairvoyance d10 9 beats Goku's Concealment d10 1.
    enc = start(legacy_duel(STRONG, b_pos=(10, 6)), [*GOKU_FIRST, 9, 1])
    pick(enc, "holding_back", stacks=2)
    end_turn(enc)
    events = pick(enc, "detect_holding_back", target="Goku")
    seen = next(e for e in events if e.data.get("detected") == "Goku")
    assert seen.data["stacks"] == 2
    assert seen.visible_to == ("B",)
    assert not has_option(enc, "detect_holding_back")  # once per round


def _ambush():  # type: ignore[no-untyped-def]
    a, b = make_sheet("Goku"), make_sheet("Vegeta")
    st = setup(
        [a, b], [fighter("Goku", "A", (3, 3)), fighter("Vegeta", "B", (9, 3), surprised=True)]
    )
    return start(dbu1(st), [*GOKU_FIRST, 9, 1, 5])


@pytest.mark.rule("dbu.legacy.sense")
def test_sense_strips_hidden_from_the_opponents_who_lose_the_roll() -> None:
    enc = _ambush()
    goku = enc.fighter("Goku")
    assert stats.has(goku, "hidden")  # unnoticed: Vegeta is surprised
    end_turn(enc)  # the surprise round ends
    end_turn(enc)  # Goku's first turn
    assert not has_option(enc, "attack", target="Goku")  # a Hidden fighter cannot be targeted
    act(enc, "sense")
    assert not stats.has(goku, "hidden")
    assert has_option(enc, "attack", target="Goku")
    assert not has_option(enc, "sense")  # once per round


@pytest.mark.rule("dbu.legacy.sense")
def test_an_attack_reveals_a_hidden_fighter() -> None:
    enc = _ambush()
    goku = enc.fighter("Goku")
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    resolve(enc)
    assert not stats.has(goku, "hidden")


@pytest.mark.rule("dbu.legacy.holding-back")
def test_full_stacks_reduce_the_kp_cost_of_every_maneuver_by_1_base_tier() -> None:
    # Seed 003: "If your number of Holding Back stacks is equal to your base Tier of Power,
    # reduce the Ki Point cost of all Maneuvers by -1(bT)". Crushing costs 6(T): at Tier 1
    # (any stacks) 6 KP; with all 3 stacks, 6 - 3 (the true base Tier) = 3 KP.
    costs = {}
    for stacks in (2, 3):
        enc = start(legacy_duel(STRONG), [*GOKU_FIRST, 9, 1, 5, *([5] * 20)])
        pick(enc, "holding_back", stacks=stacks)
        events = pick(enc, "attack", profile="Crushing", foundation="physical", target="Vegeta")
        costs[stacks] = next(e.data["kp"] for e in of_kind(events, "cost_paid"))
    assert costs == {2: 6, 3: 3}


@pytest.mark.rule("dbu.legacy.holding-back")
def test_the_full_stack_reduction_keeps_a_cost_at_1_or_more() -> None:
    # Launching costs 3(T) = 3 KP at Tier 1: the Rule of One keeps it at 1, not 3 - 3.
    enc = start(legacy_duel(STRONG), [*GOKU_FIRST, 9, 1, 5, *([5] * 20)])
    pick(enc, "holding_back", stacks=3)
    events = pick(enc, "attack", profile="Launching", foundation="physical", target="Vegeta")
    paid = [e.data["kp"] for e in of_kind(events, "cost_paid")]
    assert paid == [1]
