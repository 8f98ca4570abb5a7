"""Conformance: seed 001 (edition dbu-2), "Actions": Standard and Counter Actions, converting,
losing unspent Actions, Bonus Momentum and Reduced Momentum. Written from the seed text alone
and run through the public combat API with fixed dice."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FighterSetup

from .actions_a_support import (
    answer,
    duel,
    end_turn_until,
    fighter,
    find,
    make_sheet,
    pick,
    start,
    turn_of,
)

AKI_FIRST = [8, 2]  # Initiative: Aki 8 + 2 = 10, Bo 2 + 2 = 4 (no Initiative Advantage)
BO_FIRST = [2, 8]


# ---- Standard Actions ------------------------------------------------------------------------


@pytest.mark.rule("dbu.actions.standard")
def test_every_fighter_holds_three_actions_when_round_one_starts() -> None:
    """Seed 001, Types of Actions: 'At the start of each Combat Round, all combatants gain 3
    Actions.' Both fighters hold them from the round's start (Bo before his own turn)."""
    enc = start(duel(), AKI_FIRST)
    assert enc.decision.actor == "Aki"
    assert fighter(enc, "Aki").actions == 3
    assert fighter(enc, "Bo").actions == 3


@pytest.mark.rule("dbu.actions.standard")
def test_three_one_action_maneuvers_use_up_the_turn() -> None:
    """Seed 001: 3 Actions a round; the Basic Attack costs '1 Action'. After three Simple
    attacks nothing is left, so the next decision is no longer Aki's turn."""
    enc = start(duel(), AKI_FIRST)
    for done in range(3):
        assert turn_of("Aki")(enc)
        assert fighter(enc, "Aki").actions == 3 - done
        pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
        answer(enc)
    assert fighter(enc, "Aki").actions == 0
    assert not turn_of("Aki")(enc)
    assert enc.decision.actor == "Bo"


@pytest.mark.rule("dbu.actions.standard")
def test_round_two_brings_three_fresh_actions_after_spending_all() -> None:
    """Seed 001: 'At the start of each Combat Round, all combatants gain 3 Actions.' Aki spends
    all three in round 1 and has three again in round 2."""
    enc = start(duel(), AKI_FIRST)
    for _ in range(3):
        pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
        answer(enc)
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert fighter(enc, "Aki").actions == 3


# ---- Counter Actions -------------------------------------------------------------------------


@pytest.mark.rule("dbu.actions.counter")
def test_every_fighter_holds_one_counter_action_at_round_start() -> None:
    """Seed 001: 'At the start of each Combat Round, all combatants gain 1 Counter Action.'"""
    enc = start(duel(), AKI_FIRST)
    assert fighter(enc, "Aki").counters == 1
    assert fighter(enc, "Bo").counters == 1


@pytest.mark.rule("dbu.actions.counter")
def test_a_counter_action_spent_in_round_one_is_back_in_round_two() -> None:
    """Seed 001: 1 Counter Action each round. Bo spends his on Defend (Direct Hit, '1 Counter')
    in round 1 and holds 1 again when round 2 starts."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, reaction=("defend", {"defend": "direct_hit"}))
    assert fighter(enc, "Bo").counters == 0
    assert fighter(enc, "Bo").actions == 3
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert fighter(enc, "Bo").counters == 1


@pytest.mark.rule("dbu.actions.counter")
def test_only_one_counter_action_so_a_second_defend_needs_something_to_pay_with() -> None:
    """Seed 001: one Counter Action a round. Bo (who acts first) spends his 3 Actions, then
    Defends Aki's first attack with his single Counter Action; against the second attack he
    has nothing left to pay a Counter Maneuver with, so only a plain Dodge is offered."""
    enc = start(duel(), BO_FIRST)
    for _ in range(3):
        pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
        answer(enc)
    assert turn_of("Aki")(enc)
    assert (fighter(enc, "Bo").actions, fighter(enc, "Bo").counters) == (0, 1)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, reaction=("defend", {"defend": "direct_hit"}))
    assert fighter(enc, "Bo").counters == 0
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    texts = answer(enc, until=lambda e: e.decision.kind in ("reaction", "turn"))
    if enc.decision.kind == "reaction":  # asked at all: only the plain Dodge may be offered
        assert enc.decision.actor == "Bo"
        assert [o.kind for o in enc.decision.options] == ["dodge"]
        texts += answer(enc)
    assert not any("Bo answers with" in t for t in texts)
    assert any("Bo will Dodge" in t or "Bo Dodge" in t for t in texts)
    assert (fighter(enc, "Bo").actions, fighter(enc, "Bo").counters) == (0, 0)


# ---- Converting ------------------------------------------------------------------------------


@pytest.mark.rule("dbu.actions.convert")
def test_convert_a_standard_action_on_your_own_turn() -> None:
    """Seed 001: 'You can convert a Standard Action you possess into a Counter Action at any
    point during a Combat Round.' 3 Actions + 1 Counter become 2 + 2."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "convert")
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").counters) == (2, 2)


@pytest.mark.rule("dbu.actions.convert")
def test_convert_during_an_opponents_attack_to_pay_for_a_second_defend() -> None:
    """Seed 001: convert 'at any point during a Combat Round, even during other Maneuvers'.
    Bo spent his Counter Action on the first attack; against the second, Defend is still
    offered and is paid by converting one of his 3 Standard Actions."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, reaction=("defend", {"defend": "direct_hit"}))
    assert (fighter(enc, "Bo").actions, fighter(enc, "Bo").counters) == (3, 0)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, until=lambda e: e.decision.kind == "reaction")
    assert find(enc, "defend", defend="direct_hit")
    pick(enc, "defend", defend="direct_hit")
    assert (fighter(enc, "Bo").actions, fighter(enc, "Bo").counters) == (2, 0)


@pytest.mark.rule("dbu.actions.convert")
def test_converting_every_standard_action_leaves_four_counter_actions() -> None:
    """Seed 001: each Standard Action you possess may be converted; three conversions turn
    3 Actions + 1 Counter into 0 + 4."""
    enc = start(duel(), AKI_FIRST)
    for _ in range(3):
        assert turn_of("Aki")(enc)
        pick(enc, "convert")
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").counters) == (0, 4)


# ---- Losing unspent actions -----------------------------------------------------------------


@pytest.mark.rule("dbu.actions.lose-at-round-end")
def test_unspent_standard_actions_do_not_carry_into_the_next_round() -> None:
    """Seed 001: 'At the end of each Combat Round, you lose all Actions you still possess.'
    Aki ends round 1 with 3 unspent Actions and starts round 2 with 3, not 6."""
    enc = start(duel(), AKI_FIRST)
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert fighter(enc, "Aki").actions == 3


@pytest.mark.rule("dbu.actions.lose-at-round-end")
def test_unspent_converted_counter_actions_are_lost_too() -> None:
    """Seed 001: 'you lose all Actions you still possess' (Counter Actions are a type of
    Action). Aki converts two Actions (3 Counters), spends none, and has 1 in round 2."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "convert")
    pick(enc, "convert")
    assert fighter(enc, "Aki").counters == 3
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").counters) == (3, 1)


@pytest.mark.rule("dbu.actions.lose-at-round-end")
def test_a_counter_action_unused_in_round_one_does_not_make_two() -> None:
    """Seed 001: all Actions still possessed are lost at round end. Bo never uses his Counter
    Action in round 1; in round 2 he has 1 Counter Action, not 2."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc)
    end_turn_until(enc, "Bo")
    assert fighter(enc, "Bo").counters == 1
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert (fighter(enc, "Bo").actions, fighter(enc, "Bo").counters) == (3, 1)


# ---- Bonus Momentum --------------------------------------------------------------------------


def momentum_duel() -> EncounterSetup:
    """Aki (Power Level 4, Force 8) against a frail Bo (Yardrat, Power Level 1, Tenacity 1:
    Life 63, so Bruised below 31.5 and Injured below 15.75; Soak 1)."""
    return duel(make_sheet("Aki", pl=4, fo=8), make_sheet("Bo", pl=1, te=1, race="yardrat"))


# strike 9 (14) vs dodge 2 (6): a hit; wound 9 + Force 8 (+ wager); then the Steadfast die
HIT_9 = [9, 2, 9, 5]


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_knocking_a_foe_through_a_health_threshold_gives_an_extra_action() -> None:
    """Seed 001, Bonus Momentum: 'You gain an additional Standard Action to spend if you knock
    an Opponent through a Health Threshold ... with an Attacking Maneuver.' Wound 9 + 8 + 16
    wagered - Soak 1 = 32 takes Bo from 63 to 31 (Bruised): Aki has 3 - 1 + 1 = 3 Actions."""
    enc = start(momentum_duel(), AKI_FIRST + HIT_9)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, wager=("wager", {"kp": 16}))
    assert fighter(enc, "Bo").life == 31
    assert turn_of("Aki")(enc)
    assert fighter(enc, "Aki").actions == 3


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_an_attack_that_crosses_no_threshold_gives_no_extra_action() -> None:
    """Seed 001: the extra Action needs a Health Threshold crossed (or a Minion Defeated).
    Wound 9 + 8 - Soak 1 = 16 leaves Bo at 47 of 63 (still above half): 3 - 1 = 2 Actions."""
    enc = start(momentum_duel(), AKI_FIRST + HIT_9)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc)
    assert fighter(enc, "Bo").life == 47
    assert fighter(enc, "Aki").actions == 2


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_bonus_momentum_only_once_per_round() -> None:
    """Seed 001: 'You can only gain Bonus Momentum once per Combat Round.' The first attack
    drops Bo to Bruised (+1 Action), the second drops him to Injured (no second bonus):
    3 - 1 + 1 - 1 = 2 Actions."""
    enc = start(momentum_duel(), AKI_FIRST + HIT_9 + HIT_9)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, wager=("wager", {"kp": 16}))
    assert fighter(enc, "Aki").actions == 3
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc)
    assert fighter(enc, "Bo").life == 15  # below a quarter of 63: Injured
    assert fighter(enc, "Aki").actions == 2


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_bonus_momentum_can_be_gained_again_in_the_next_round() -> None:
    """Seed 001: once per Combat Round, not once per encounter. Round 1: Bruised (+1);
    round 2: Injured (+1 again), so Aki still has 3 - 1 + 1 = 3 Actions after that attack."""
    enc = start(momentum_duel(), AKI_FIRST + HIT_9 + [9, 2, 9, 5])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, wager=("wager", {"kp": 16}))
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc)
    assert fighter(enc, "Bo").life == 15
    assert fighter(enc, "Aki").actions == 3


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_defeating_a_minion_with_an_attack_gives_an_extra_action() -> None:
    """Seed 001: '... or Defeat a Minion with an Attacking Maneuver.' A Minion (a quarter of
    the Life: 18) takes 9 + 8 + 5 wagered - Soak 4 = 18 and is Defeated: Aki keeps 3 Actions."""
    minion = make_sheet("Mini", pl=1, minion=True)
    setup = EncounterSetup(
        width=10,
        height=5,
        sheets={"aki": make_sheet("Aki", pl=4, fo=8), "bo": make_sheet("Bo"), "mini": minion},
        fighters=(
            FighterSetup(sheet="aki", side="A", pos=(2, 2), id="Aki"),
            FighterSetup(sheet="bo", side="B", pos=(8, 2), id="Bo"),
            FighterSetup(sheet="mini", side="B", pos=(3, 2), id="Mini", master="Bo"),
        ),
    )
    enc = start(setup, [9, 2, 1, *HIT_9])
    assert fighter(enc, "Mini").life == 18
    pick(enc, "attack", profile="Simple", foundation="physical", target="Mini")
    # At 0 Life the Minion could still heal itself with its Healing Surge (seed 000, Will to
    # Survive: "you can avoid being defeated"); it does not, and is Defeated.
    answer(enc, wager=("wager", {"kp": 5}), will_to_survive="fall")
    assert fighter(enc, "Mini").defeated
    assert fighter(enc, "Aki").actions == 3


@pytest.mark.rule("dbu.actions.bonus-momentum")
@pytest.mark.rule("dbu.actions.lose-at-round-end")
def test_an_unspent_bonus_momentum_action_is_lost_with_the_round() -> None:
    """Seed 001: the bonus is 'an additional Standard Action to spend', and 'at the end of each
    Combat Round, you lose all Actions you still possess': round 2 starts with 3, not 4."""
    enc = start(momentum_duel(), AKI_FIRST + HIT_9)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, wager=("wager", {"kp": 16}))
    assert fighter(enc, "Aki").actions == 3
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert fighter(enc, "Aki").actions == 3


# ---- Reduced Momentum ------------------------------------------------------------------------
#
# The self-inflicted Life loss used here is the Elemental (Dark) Profile's Life Wager (a Ki
# Wager paid with your own Life Points, offered by the engine; reference section 6 lists the
# Elemental Profiles): nothing but your own effect takes those Life Points.


def reduced_duel(**aki: Any) -> EncounterSetup:
    """Bo (Power Level 4, Force 8) acts first against Aki (Magic 5, a Dark caster)."""
    return duel(make_sheet("Aki", ma=5, **aki), make_sheet("Bo", pl=4, fo=8))


# Bo's two hits: 9 + 8 + 16 - Soak 4 = 29 (Aki 120 -> 91), then 3 + 8 + 14 - 4 = 21 (-> 70)
BO_TWO_HITS = [*BO_FIRST, 9, 2, 9, 9, 2, 3]


def bring_aki_to_70(enc: Encounter) -> None:
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, wager=("wager", {"kp": 16}))
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, wager=("wager", {"kp": 14}))
    end_turn_until(enc, "Aki")
    assert fighter(enc, "Aki").life == 70


def aki_wagers_own_life_below_half(enc: Encounter) -> None:
    pick(enc, "attack", profile="Elemental (Dark)", target="Bo")
    answer(enc, wager=("life_wager", {"kp": 14}))
    assert fighter(enc, "Aki").life == 56  # below half of 120: Bruised, by Aki's own wager


REDUCED = (
    "DISAGREES: seed 001 says a threshold crossed by your own effects costs 1 Action next round; "
    "the engine still gives 3 after a Life Wager drops you below a threshold"
)


@pytest.mark.rule("dbu.actions.reduced-momentum")
def test_dropping_yourself_below_a_threshold_costs_an_action_next_round() -> None:
    """Seed 001, Reduced Momentum: 'If you reduce your Life Points below a Health Threshold
    through your own effects, you gain 1 less Standard Action at the start of the next Combat
    Round.' Aki pays a 14-point Life Wager (70 -> 56, Bruised) and has 2 Actions in round 2."""
    enc = start(reduced_duel(), BO_TWO_HITS)
    bring_aki_to_70(enc)
    aki_wagers_own_life_below_half(enc)
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert fighter(enc, "Aki").actions == 2


@pytest.mark.rule("dbu.actions.reduced-momentum")
def test_reduced_momentum_lasts_only_the_next_round() -> None:
    """Seed 001: '1 less Standard Action at the start of the next Combat Round' (only that one):
    round 2 has 2 Actions, round 3 has 3 again."""
    enc = start(reduced_duel(), BO_TWO_HITS)
    bring_aki_to_70(enc)
    aki_wagers_own_life_below_half(enc)
    end_turn_until(enc, "Aki")
    assert fighter(enc, "Aki").actions == 2
    end_turn_until(enc, "Aki")
    assert enc.state.round == 3
    assert fighter(enc, "Aki").actions == 3


@pytest.mark.rule("dbu.actions.reduced-momentum")
def test_a_threshold_crossed_by_an_opponent_does_not_reduce_momentum() -> None:
    """Seed 001: Reduced Momentum needs your own effects. Bo's third hit (9 + 8 + 2 - 4 = 15)
    drops Aki from 66 to 51 (Bruised); round 2 still gives Aki 3 Actions."""
    enc = start(reduced_duel(), [*BO_FIRST, 9, 2, 9, 9, 2, 7, 9, 2, 9, 5])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, wager=("wager", {"kp": 16}))
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, wager=("wager", {"kp": 14}))
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, wager=("wager", {"kp": 2}))
    assert fighter(enc, "Aki").life == 51
    end_turn_until(enc, "Aki")  # Aki's round-1 turn
    end_turn_until(enc, "Aki")  # Aki's round-2 turn
    assert enc.state.round == 2
    assert fighter(enc, "Aki").actions == 3


@pytest.mark.rule("dbu.actions.reduced-momentum")
def test_reduced_momentum_only_once_per_round() -> None:
    """Seed 001: 'You can only suffer from Reduced Momentum once per Combat Round.' A frail Aki
    (Yardrat, Tenacity 1: Life 93) drops himself through two thresholds in one round with two
    Life Wagers (45 -> 31 Bruised, 31 -> 23 Injured): round 2 brings 2 Actions, not 1."""
    aki = make_sheet(
        "Aki",
        ma=5,
        te=1,
        race="yardrat",
        signatures=[{"name": "Shade", "profile": "Elemental (Dark)", "foundation": "magic"}],
    )
    enc = start(duel(aki, make_sheet("Bo", pl=4, fo=8)), [*BO_FIRST, 9, 2, 9, 9, 2, 9])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, wager=("wager", {"kp": 16}))  # 9 + 8 + 16 - 1 = 32: 93 -> 61
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc)  # 9 + 8 - 1 = 16: 61 -> 45
    end_turn_until(enc, "Aki")
    assert fighter(enc, "Aki").life == 45
    pick(enc, "attack", profile="Elemental (Dark)", target="Bo")
    answer(enc, wager=("life_wager", {"kp": 14}))
    pick(enc, "signature", signature="Shade", target="Bo")
    answer(enc, wager=("life_wager", {"kp": 8}))
    assert fighter(enc, "Aki").life == 23  # below a quarter of 93: Injured
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert fighter(enc, "Aki").actions == 2
