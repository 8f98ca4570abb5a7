"""Standard Maneuvers (seed 001, "Standard Maneuvers")."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.grid import gap
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.rules import stats

from .helpers import (
    advance_to,
    attack,
    duel,
    end_turn,
    expect,
    fighter,
    go_to,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    refresh,
    resolve,
    setup,
    until_turn,
)

GOKU_FIRST = [7, 3]
FAR = (10, 6)


def far_duel(a=None, b=None, **kw):  # type: ignore[no-untyped-def]
    """Goku at (3,3), Vegeta far away at (10,6): nothing provokes an Exploit."""
    return duel(a, b, b_pos=FAR, **kw)


# --- Aura -------------------------------------------------------------------------------


AURAS = [
    {"name": "Fury", "kp_cost": 6, "strike": 1},
    {"name": "Calm", "kp_cost": 4, "dodge": 1},
]


@pytest.mark.rule("dbu.std.aura")
def test_aura_costs_its_kp_once_per_round_and_half_each_turn_to_keep() -> None:
    enc = Encounter.start(far_duel(make_sheet("Goku", auras=AURAS)), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "aura", aura="Fury")
    resolve(enc)
    assert (goku.aura, goku.actions, goku.ki) == ("Fury", 2, 44)
    assert not has_option(enc, "aura")  # [1/Round]: not even the other Aura
    end_turn(enc)
    end_turn(enc)
    expect(enc, "Goku", "aura_upkeep")
    pick(enc, "keep_aura")
    assert (goku.aura, goku.ki) == ("Fury", 41)  # half of 6
    assert has_option(enc, "aura", aura="Calm")
    end_turn(enc)
    end_turn(enc)
    pick(enc, "drop_aura")
    assert goku.aura == ""


@pytest.mark.rule("dbu.std.aura")
def test_an_aura_ends_when_its_upkeep_cannot_be_paid() -> None:
    enc = Encounter.start(far_duel(make_sheet("Goku", auras=AURAS)), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "aura", aura="Fury")
    resolve(enc)
    end_turn(enc)
    goku.ki = 2  # less than the upkeep of 3
    end_turn(enc)
    expect(enc, "Goku", "turn")
    assert goku.aura == ""


@pytest.mark.rule("dbu.std.aura")
def test_an_active_aura_grants_its_powers() -> None:
    # Fury: +1(T) Strike. Strike 5 + Haste 2 + Awareness 2 + Fury 1 = 10.
    enc = Encounter.start(duel(make_sheet("Goku", auras=AURAS)), dice=[*GOKU_FIRST, 5, 9])
    pick(enc, "aura", aura="Fury")
    resolve(enc)
    events = attack(enc, "Vegeta")
    strike = [e for e in events if e.data.get("roll") == "strike"]
    assert strike[0].data["score"] == 10


# --- Basic Attack -------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.basic-attack")
def test_each_profile_once_per_round_except_simple() -> None:
    # Strike 5+4 = 9 against Dodge 9+4 (then 8+4 after a stack of Diminishing Defense): misses.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 9, 5, 9, 5, 9])
    attack(enc, "Vegeta", "Combination")
    assert not has_option(enc, "attack", profile="Combination")
    attack(enc, "Vegeta", "Simple")
    assert has_option(enc, "attack", profile="Simple", foundation="physical")
    attack(enc, "Vegeta", "Simple")
    assert enc.fighter("Goku").actions == 0
    end_turn(enc)
    end_turn(enc)
    assert has_option(enc, "attack", profile="Combination", foundation="physical")


@pytest.mark.rule("dbu.std.basic-attack")
def test_basic_attack_pays_the_profile_ki_cost() -> None:
    # Crushing costs 6(T) KP. Strike 5 + ½ Haste 1 + Awareness 2 = 8 ties Dodge 4+4: a miss.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 4])
    events = attack(enc, "Vegeta", "Crushing")
    assert [e.data["kp"] for e in of_kind(events, "cost_paid")] == [6]
    assert enc.fighter("Goku").ki == 44


@pytest.mark.rule("dbu.std.basic-attack")
def test_an_area_profile_selects_its_targets_by_its_area() -> None:
    # Blast is a Cone: aimed at Vegeta (4,3), it also covers Piccolo behind him at (5,3),
    # but not Krillin to the west of Goku at (1,3).
    sheets = [make_sheet(n) for n in ("Goku", "Vegeta", "Piccolo", "Krillin")]
    enc = Encounter.start(
        setup(
            sheets,
            [
                fighter("Goku", "A", (3, 3)),
                fighter("Vegeta", "B", (4, 3)),
                fighter("Piccolo", "B", (5, 3)),
                fighter("Krillin", "B", (1, 3)),
            ],
        ),
        dice=[7, 3, 2, 4],
    )
    events = pick(enc, "attack", profile="Blast", foundation="energy", target="Vegeta")
    assert sorted(of_kind(events, "attack_declared")[0].data["targets"]) == ["Piccolo", "Vegeta"]


# --- Combat Recovery ------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_regains_1d10_per_action_and_lowers_defense_until_next_turn() -> None:
    # 3 Actions: regain 3d10 = 4+5+6 = 15 Life and Ki; Defense Value 4 - 3 = 1 until the start
    # of Goku's next turn. Vegeta (far away, but not at Long Range) lets the Exploit go.
    # Vegeta's Energy attack: Strike 6+4 = 10 against Dodge 8 + 1 = 9: a hit (Wound 2+4 - 4).
    # Next round, Strike 6+4 = 10 against Dodge 7+4 = 11.
    enc = Encounter.start(duel(b_pos=(8, 3)), dice=[*GOKU_FIRST, 4, 5, 6, 6, 8, 2, 6, 7])
    goku = enc.fighter("Goku")
    goku.life, goku.ki = 30, 20
    pick(enc, "recover", actions=3, mode="heal")
    advance_to(enc, "Vegeta", "exploit")
    pick(enc, "pass")
    assert (goku.life, goku.ki, goku.actions) == (45, 35, 0)
    expect(enc, "Vegeta", "turn")
    events = attack(enc, "Goku", "Simple", "energy")
    dodge = [e for e in events if e.data.get("roll") == "dodge"]
    assert dodge[0].data["score"] == 8 + 1
    end_turn(enc)
    expect(enc, "Goku", "turn")
    events = end_turn(enc)
    events += attack(enc, "Goku", "Simple", "energy")
    dodge = [e for e in events if e.data.get("roll") == "dodge"]
    assert dodge[0].data["score"] == 7 + 4  # Defense Value back to 4


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_is_once_per_round_and_needs_two_actions() -> None:
    enc = Encounter.start(far_duel(), dice=[*GOKU_FIRST, 4, 5])
    assert [o.args["actions"] for o in options(enc, "recover")] == [2, 3]
    pick(enc, "recover", actions=2, mode="heal")
    until_turn(enc)
    assert enc.fighter("Goku").actions == 1
    assert not has_option(enc, "recover")


@pytest.mark.rule("dbu.std.combat-recovery")
def test_exploit_damage_voids_the_life_regained() -> None:
    # Vegeta (adjacent) Exploits: Strike 8+4 = 12 against Dodge 2 + (4 - 2) = 4 hits,
    # Wound 6+4 = 10 - Soak 4 = 6 Damage. Goku still regains 4+5 = 9 Ki, but no Life.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 2, 6, 4, 5])
    goku = enc.fighter("Goku")
    goku.life, goku.ki = 50, 20
    pick(enc, "recover", actions=2, mode="heal")
    advance_to(enc, "Vegeta", "exploit")
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    until_turn(enc)
    assert (goku.life, goku.ki) == (50 - 6, 20 + 9)


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_condition_recovery_forgoes_life_to_remove_a_condition_on_a_steadfast_check() -> None:
    # 2d10 = 4+5 Ki; Steadfast Check 7 passes (TN 6): Shaken is removed, no Life regained.
    enc = Encounter.start(far_duel(), dice=[*GOKU_FIRST, 4, 5, 7])
    goku = enc.fighter("Goku")
    goku.life, goku.ki = 50, 20
    stats.add_effect(enc, goku, Effect("shaken", "test", Expiry("never")))
    refresh(enc)
    pick(enc, "recover", actions=2, mode="condition")
    advance_to(enc, "Goku", "condition_recovery")
    pick(enc, "remove", condition="shaken")
    assert not stats.has(goku, "shaken")
    assert (goku.life, goku.ki) == (50, 29)


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_condition_recovery_fails_when_an_exploit_deals_damage() -> None:
    # The Exploit hits (Strike 8+4 = 12 against Dodge 2+2 = 4; Wound 6+4 - 4 = 6): the
    # Steadfast Check fails even on a 9.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 2, 6, 4, 5, 9])
    goku = enc.fighter("Goku")
    stats.add_effect(enc, goku, Effect("shaken", "test", Expiry("never")))
    refresh(enc)
    pick(enc, "recover", actions=2, mode="condition")
    advance_to(enc, "Vegeta", "exploit")
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    events = until_turn(enc)
    assert ("Goku", "condition_recovery") not in events
    assert stats.has(goku, "shaken")
    assert [e.data["success"] for e in of_kind(enc.events, "steadfast", "Goku")] == [False]


@pytest.mark.rule("dbu.std.combat-recovery.spectate")
def test_after_combat_recovery_the_remaining_actions_buy_the_spectator_state() -> None:
    sheets = [make_sheet("Goku"), make_sheet("Gohan"), make_sheet("Vegeta")]
    enc = Encounter.start(
        setup(
            sheets,
            [
                fighter("Goku", "A", (3, 3)),
                fighter("Gohan", "A", (3, 5)),
                fighter("Vegeta", "B", (11, 7)),
            ],
        ),
        dice=[7, 2, 3, 4, 5],
    )
    goku = enc.fighter("Goku")
    pick(enc, "recover", actions=2, mode="heal")
    advance_to(enc, "Goku", "spectate")
    assert has_option(enc, "no_spectate")
    pick(enc, "spectate", ally="Gohan")
    assert goku.actions == 0
    assert stats.has(goku, "spectator")
    expect(enc, "Vegeta", "turn")


# --- Energy Charge --------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.energy-charge")
def test_energy_charge_locks_the_declared_attack_and_gives_guard_down() -> None:
    enc = Encounter.start(far_duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    assert goku.charge is not None
    assert goku.charge.charges == 1
    assert (goku.actions, goku.ki) == (2, 48)  # 1 Action, 2(bT) KP
    assert stats.has(goku, "guard_down")
    kinds = {o.kind for o in options(enc)}
    assert not kinds & {"attack", "signature", "move", "power_up", "recover", "charge_declare"}
    assert {"charge", "release"} <= kinds
    pick(enc, "charge")
    resolve(enc)
    assert goku.charge.charges == 2
    assert goku.ki == 46


@pytest.mark.rule("dbu.std.energy-charge")
def test_releasing_the_charged_attack_adds_the_charges_and_ends_guard_down() -> None:
    # 1 charge: Wound 5 + Force 4 + 1d6 (3) = 12. Strike 8+4 = 12 beats Dodge 2+4 = 6.
    enc = Encounter.start(far_duel(), dice=[*GOKU_FIRST, 8, 2, 5, 3])
    goku = enc.fighter("Goku")
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    events = pick(enc, "release", target="Vegeta")
    events += resolve(enc)
    assert [e.data["charges"] for e in of_kind(events, "attack_declared")] == [1]
    assert [e.data["score"] for e in of_kind(events, "wound")] == [12]
    assert goku.charge is None
    assert not stats.has(goku, "guard_down")


@pytest.mark.rule("dbu.std.energy-charge")
def test_a_charging_fighter_cannot_use_another_attack_through_exploit() -> None:
    # "Until you use the chosen Attacking Maneuver ... you cannot use any other Attacking
    # Maneuver": Vegeta, charging, is not offered an Exploit when Goku walks away.
    enc = Encounter.start(duel(), dice=[3, 7])  # Vegeta first
    pick(enc, "charge_declare")
    advance_to(enc, "Vegeta", "charge_attack")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    advance_to(enc, "Vegeta", "turn")
    end_turn(enc)
    pick(enc, "move", mode="normal")
    advance_to(enc, "Goku", "destination")
    go_to(enc, x=0, y=3)
    assert enc.decision is not None
    assert enc.decision.kind != "exploit"
    assert enc.fighter("Goku").pos == (0, 3)


# --- Movement -------------------------------------------------------------------------------


def destinations(enc: Encounter) -> set[tuple[int, int]]:
    return {(o.args["x"], o.args["y"]) for o in options(enc, "destination")}


@pytest.mark.rule("dbu.std.movement")
def test_movement_reaches_normal_speed_or_boosted_speed_for_3_kp_per_tier() -> None:
    # Agility 4: Normal Speed 2 + 2 = 4, Boosted Speed 4 + 2 = 6 (diagonal steps count 1).
    enc = Encounter.start(far_duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "move", mode="normal")
    resolve(enc)
    reach = {gap((3, 3), 1, d, 1) for d in destinations(enc)}
    assert max(reach) == 4
    assert (7, 3) in destinations(enc)
    assert (8, 3) not in destinations(enc)
    go_to(enc, x=7, y=3)
    assert (goku.pos, goku.ki, goku.actions) == ((7, 3), 50, 2)
    pick(enc, "move", mode="boosted")
    resolve(enc)
    assert max(gap((7, 3), 1, d, 1) for d in destinations(enc)) == 6
    assert goku.ki == 47
    go_to(enc, x=1, y=3)
    assert goku.pos == (1, 3)


@pytest.mark.rule("dbu.std.movement.rapid")
def test_rapid_movement_costs_2_kp_per_tier_and_adds_1_to_strike_this_turn() -> None:
    # Rapid: 2 KP; Normal Speed path from (3,3) to (5,3), next to Vegeta at (6,3).
    # Strike 5 + 4 + 1 (Rapid) = 10 against Dodge 9+4 = 13.
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=[*GOKU_FIRST, 5, 9, 5, 5])
    goku = enc.fighter("Goku")
    pick(enc, "move", mode="rapid")
    resolve(enc)
    go_to(enc, x=5, y=3)
    assert goku.ki == 48
    events = attack(enc, "Vegeta")
    assert [e.data["score"] for e in events if e.data.get("roll") == "strike"] == [10]
    end_turn(enc)
    events = attack(enc, "Goku")  # Vegeta's turn: Goku's Dodge is unaffected
    assert [e.data["score"] for e in events if e.data.get("roll") == "dodge"] == [5 + 4]


@pytest.mark.rule("dbu.std.movement.rapid")
def test_rapid_movement_adds_1_to_dodge_against_the_exploit_it_provokes() -> None:
    # Goku leaves Vegeta's Melee Range: Vegeta's Exploit Strike 9+4 = 13 against Goku's
    # Dodge 8 + 4 + 1 (Rapid) = 13: a tie, the defender wins.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 8])
    pick(enc, "move", mode="rapid")
    resolve(enc)
    go_to(enc, x=0, y=3)
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    events = resolve(enc)
    dodge = [e for e in events if e.data.get("roll") == "dodge"]
    assert dodge[0].data["score"] == 13
    assert dodge[0].data["hit"] is False
    assert enc.fighter("Goku").pos == (0, 3)


@pytest.mark.rule("dbu.std.movement.exploit")
def test_leaving_melee_range_provokes_and_a_damaging_exploit_stops_the_move() -> None:
    # Goku heads from (3,3) to (0,3) and leaves Vegeta's Melee Range at (2,3). The Exploit
    # hits (Strike 8+4 = 12 against Dodge 2+4 = 6) for Wound 6+4 - 4 = 2 Damage: Goku stops
    # at (2,3), and the Action is still spent.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 2, 6])
    goku = enc.fighter("Goku")
    pick(enc, "move", mode="normal")
    resolve(enc)
    events = go_to(enc, x=0, y=3)
    assert [e.data["by"] for e in of_kind(events, "provoked")] == [["Vegeta"]]
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    events = resolve(enc)
    assert goku.life == 72 - 6
    moved = of_kind(events, "moved")
    assert moved[-1].data["stopped"] is True
    assert (goku.pos, goku.actions) == ((2, 3), 2)


@pytest.mark.rule("dbu.std.movement.exploit")
def test_an_exploit_that_hits_for_no_damage_does_not_stop_the_move() -> None:
    # Vegeta's Tenacity 8 gives Soak 8... here Goku's: Goku has Tenacity 8 (Soak 8); the
    # Exploit hits for Wound 3+4 = 7 - 8: no Damage, so Goku completes the move.
    enc = Encounter.start(duel(make_sheet("Goku", tenacity=8)), dice=[*GOKU_FIRST, 8, 2, 3])
    pick(enc, "move", mode="normal")
    resolve(enc)
    go_to(enc, x=0, y=3)
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    resolve(enc)
    assert enc.fighter("Goku").pos == (0, 3)


@pytest.mark.rule("dbu.std.movement.exploit")
def test_leaving_a_melee_range_entered_during_the_same_move_provokes() -> None:
    # Goku at (1,3) runs (Boosted Speed 6) past Vegeta at (4,3) to (7,3): he enters Vegeta's
    # Melee Range on the way and provokes him when he leaves it, 2 squares from Vegeta.
    enc = Encounter.start(duel(a_pos=(1, 3)), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "move", mode="boosted")
    resolve(enc)
    events = go_to(enc, x=7, y=3)
    assert [e.data["by"] for e in of_kind(events, "provoked")] == [["Vegeta"]]
    expect(enc, "Vegeta", "exploit")
    assert gap(goku.pos, 1, (4, 3), 1) == 2
    pick(enc, "pass")
    assert goku.pos == (7, 3)


@pytest.mark.rule("dbu.std.movement.exploit")
def test_moving_without_leaving_melee_range_provokes_nothing() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    pick(enc, "move", mode="normal")
    resolve(enc)
    events = go_to(enc, x=4, y=4)  # still adjacent to Vegeta at (4,3)
    assert of_kind(events, "provoked") == []
    expect(enc, "Goku", "turn")


# --- Power Up -------------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.power-up")
def test_power_up_stacks_to_two_raising_max_capacity_and_combat_rolls() -> None:
    # Max Capacity 20: +¼ per stack. Strike with 2 stacks: 5 + 4 + 2 = 11.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 9])
    goku = enc.fighter("Goku")
    pick(enc, "power_up")
    resolve(enc)
    assert stats.stacks(goku, "power") == 1
    assert stats.max_capacity(enc, goku) == 25
    pick(enc, "power_up")
    resolve(enc)
    assert stats.stacks(goku, "power") == 2
    assert stats.max_capacity(enc, goku) == 30
    events = attack(enc, "Vegeta")
    assert [e.data["score"] for e in events if e.data.get("roll") == "strike"] == [11]


@pytest.mark.rule("dbu.std.power-up")
@pytest.mark.rule("dbu.play.combat-round-duration")
def test_power_lasts_until_the_end_of_your_next_turn() -> None:
    enc = Encounter.start(far_duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "power_up")
    resolve(enc)
    end_turn(enc)  # end of this turn: still powered
    assert stats.stacks(goku, "power") == 1
    end_turn(enc)  # Vegeta's turn ends, round 2 begins
    expect(enc, "Goku", "turn")
    assert stats.stacks(goku, "power") == 1
    end_turn(enc)  # end of Goku's next turn
    assert stats.stacks(goku, "power") == 0


@pytest.mark.rule("dbu.std.power-up")
def test_a_third_power_up_keeps_two_stacks() -> None:
    enc = Encounter.start(far_duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    for _ in range(2):
        pick(enc, "power_up")
        resolve(enc)
    end_turn(enc)
    end_turn(enc)
    pick(enc, "power_up")
    resolve(enc)
    assert stats.stacks(goku, "power") == 2


# --- Transformation, Revert, Signature Technique ----------------------------------------------


FORMS = [
    {
        "name": "Kaioken",
        "tier_requirement": 1,
        "stress_test_requirement": 10,
        "attribute_bonuses": {"force": 3},
    },
    {"name": "Super Saiyan", "tier_requirement": 2, "stress_test_requirement": 5},
]


@pytest.mark.rule("dbu.std.transformation")
def test_transformation_needs_the_stress_test_requirement_matched() -> None:
    # Stress Test: d10 + 1 + Power Level 1 + Determination 0 (Personality 2) against 10.
    enc = Encounter.start(far_duel(make_sheet("Goku", forms=FORMS)), dice=[*GOKU_FIRST, 7, 8])
    goku = enc.fighter("Goku")
    assert [o.args["form"] for o in options(enc, "transform")] == ["Kaioken"]  # Tier 1 only
    pick(enc, "transform", form="Kaioken")
    resolve(enc)
    assert goku.form == ""
    assert goku.actions == 2
    pick(enc, "transform", form="Kaioken")
    resolve(enc)
    assert goku.form == "Kaioken"  # 8 + 2 = 10: matched
    assert stats.derived(enc, goku).modifiers["force"] == 7


@pytest.mark.rule("dbu.std.revert")
def test_revert_leaves_the_form_for_one_action_once_per_round() -> None:
    enc = Encounter.start(far_duel(make_sheet("Goku", forms=FORMS)), dice=[*GOKU_FIRST, 9])
    goku = enc.fighter("Goku")
    pick(enc, "transform", form="Kaioken")
    resolve(enc)
    assert goku.form == "Kaioken"
    pick(enc, "revert")
    resolve(enc)
    assert (goku.form, goku.actions) == ("", 1)
    assert stats.derived(enc, goku).modifiers["force"] == 4
    goku.form = "Kaioken"
    pick(enc, "convert")
    assert not has_option(enc, "revert")  # [1/Round]


@pytest.mark.rule("dbu.std.signature-technique")
def test_signature_technique_is_one_action_once_per_round() -> None:
    # Strike 5+4 = 9 ties Dodge 5+4: a miss.
    hero = make_sheet(
        "Goku", signatures=[{"name": "Kamehameha", "profile": "Beam", "foundation": "energy"}]
    )
    enc = Encounter.start(duel(hero), dice=[*GOKU_FIRST, 5, 5])
    goku = enc.fighter("Goku")
    events = pick(enc, "signature", signature="Kamehameha", target="Vegeta")
    events += resolve(enc)
    paid = sum(e.data["kp"] for e in of_kind(events, "cost_paid"))
    assert paid > 0
    assert goku.ki == 50 - paid
    assert goku.actions == 2
    assert not has_option(enc, "signature")
    end_turn(enc)
    end_turn(enc)
    assert has_option(enc, "signature", signature="Kamehameha", target="Vegeta")
