"""Counter Maneuvers, Instant Maneuvers and Modifier Maneuvers (seed 001)."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.rules import stats

from .helpers import (
    advance_to,
    attack,
    duel,
    end_turn,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    resolve,
    setup,
    until_turn,
)

GOKU_FIRST = [7, 3]
VEGETA_FIRST = [3, 7]


def scores(events: list[Event], roll: str) -> list[int]:
    return [e.data["score"] for e in events if e.kind == "clash" and e.data.get("roll") == roll]


def damage_to(events: list[Event], who: str) -> list[int]:
    return [e.data["amount"] for e in of_kind(events, "damage", who) if "amount" in e.data]


# --- Defend -----------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.defend.parry")
def test_parry_rolls_strike_instead_of_dodge_and_avoids_the_attack_on_a_win() -> None:
    # Vegeta (Agility 2: Defense Value 2, Haste 1; Insight 6: Awareness 6) parries:
    # Strike 6+4 = 10 against Parry 5 + 1 + 6 = 12 (a Dodge would have been 5+2 = 7).
    vegeta = make_sheet("Vegeta", agility=2, insight=6)
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 6, 5])
    events = attack(enc, "Vegeta", reaction="parry")
    assert scores(events, "parry") == [12]
    assert of_kind(events, "wound") == []
    assert enc.fighter("Vegeta").life == 72


@pytest.mark.rule("dbu.counter.defend.parry")
def test_parry_loses_1_per_tier_for_each_energy_charge() -> None:
    # Goku releases a Simple Energy attack with 2 charges; Vegeta's Parry is 5 + 4 - 2 = 7.
    # Strike 8+4 = 12 hits; Wound 3 + 4 + 2d6 (1, 1) = 9 - Soak 4 = 5.
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=[*GOKU_FIRST, 8, 5, 3, 1, 1])
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    pick(enc, "charge")
    resolve(enc)
    pick(enc, "release", target="Vegeta")
    events = resolve(enc, reaction="parry")
    assert scores(events, "parry") == [5 + 4 - 2]
    assert enc.fighter("Vegeta").life == 72 - 5


@pytest.mark.rule("dbu.counter.defend.direct-hit")
def test_direct_hit_takes_the_hit_with_half_again_soak() -> None:
    # No Dodge Roll; Wound 8+4 = 12 - Soak 4 × 1.5 = 6 → 6 Damage (8 without Direct Hit).
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8])
    events = attack(enc, "Vegeta", reaction="direct_hit")
    assert scores(events, "strike") == []
    assert scores(events, "dodge") == []
    assert damage_to(events, "Vegeta") == [6]


@pytest.mark.rule("dbu.counter.defend.direct-hit")
def test_direct_hit_shakes_a_heavy_attacker_that_deals_no_damage() -> None:
    # Vegeta's Soak 8 × 1.5 = 12. Goku wagers 5 (¼ of his Max Capacity 20):
    # Wound 2 + Force 1 + 5 = 8: no Damage, so Goku is Shaken until the end of his next turn.
    # With a wager of 4 he would not be.
    goku, vegeta = make_sheet("Goku", force=1), make_sheet("Vegeta", tenacity=8)
    enc = Encounter.start(duel(goku, vegeta), dice=[*GOKU_FIRST, 2, 2])
    attack(enc, "Vegeta", wager=4, reaction="direct_hit")
    assert not stats.has(enc.fighter("Goku"), "shaken")
    attack(enc, "Vegeta", wager=5, reaction="direct_hit")
    assert stats.has(enc.fighter("Goku"), "shaken")
    assert enc.fighter("Vegeta").life == 80  # Tenacity 8: 80 Life, untouched
    end_turn(enc)
    end_turn(enc)
    assert stats.has(enc.fighter("Goku"), "shaken")  # through Goku's next turn
    end_turn(enc)
    assert not stats.has(enc.fighter("Goku"), "shaken")


@pytest.mark.rule("dbu.counter.defend.power-flare")
def test_power_flare_beating_the_wound_roll_means_no_damage() -> None:
    # No clash. Goku's Wound 6+4 = 10; Vegeta's flare Wound 5 + Force 4 + Ki Wager 2 = 11.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 5])
    attack(enc, "Vegeta", reaction="power_flare")
    expect(enc, "Vegeta", "flare_wager")
    events = pick(enc, "flare_wager", kp=2)
    vegeta = enc.fighter("Vegeta")
    assert [e.data["score"] for e in of_kind(events, "wound", "Vegeta")] == [11]
    assert vegeta.life == 72
    assert vegeta.ki == 48


@pytest.mark.rule("dbu.counter.defend.power-flare")
def test_power_flare_that_only_ties_the_wound_roll_does_not_stop_damage() -> None:
    # Goku's Wound 6+4 = 10; Vegeta's flare 6+4 = 10 does not exceed it: 10 - 4 = 6 Damage.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 6])
    attack(enc, "Vegeta", reaction="power_flare")
    pick(enc, "flare_wager", kp=0)
    assert enc.fighter("Vegeta").life == 72 - 6


@pytest.mark.rule("dbu.counter.defend.cross-counter")
@pytest.mark.rule("dbu.maneuver.out-of-sequence")
def test_cross_counter_halves_defense_then_attacks_back_before_the_wound() -> None:
    # Vegeta's Dodge uses half his Defense Value: 6 + 2 = 8 against Strike 9+4 = 13 (hit).
    # Right after the clash his Simple attack on Goku resolves (Strike 8+4 = 12 against
    # Dodge 2+4 = 6, Wound 7+4 - 4 = 7), and only then Goku's Wound 5+4 - 4 = 5.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 6, 8, 2, 7, 5])
    attack(enc, "Vegeta", reaction="cross_counter")
    expect(enc, "Vegeta", "cross_counter")
    events = pick(enc, "cross_attack", profile="Simple", foundation="physical", target="Goku")
    events += resolve(enc)
    assert scores(enc.events, "dodge")[0] == 6 + 2
    order = [(e.who, e.kind) for e in events if e.kind in ("attack_declared", "wound")]
    assert order == [("Vegeta", "attack_declared"), ("Vegeta", "wound"), ("Goku", "wound")]
    assert (enc.fighter("Goku").life, enc.fighter("Vegeta").life) == (72 - 7, 72 - 5)
    vegeta = enc.fighter("Vegeta")
    assert (vegeta.actions, vegeta.counters) == (3, 0)  # the attack back costs no Action


@pytest.mark.rule("dbu.counter.defend.guard")
def test_guard_costs_8_kp_halves_the_wound_and_lowers_the_category() -> None:
    # Crushing is Lethal (no Soak). Guarded: Wound 9+4 = 13 halved to 6, Direct (½ Soak 2):
    # 4 Damage instead of 13.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9])
    events = attack(enc, "Vegeta", "Crushing", reaction="guard")
    vegeta = enc.fighter("Vegeta")
    assert vegeta.ki == 50 - 8
    assert damage_to(events, "Vegeta") == [4]
    assert [e.data["category"] for e in of_kind(events, "damage") if "category" in e.data] == [2]


@pytest.mark.rule("dbu.counter.defend.guard")
def test_guard_costs_1_more_kp_per_energy_charge() -> None:
    # A Simple Energy attack released with 2 Energy Charges: Guard costs 8 + 2 = 10 KP.
    # Wound 6 + 4 + 2d6 (2, 2) = 14, halved to 7 - Soak 4 = 3 Damage.
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=[*GOKU_FIRST, 6, 2, 2])
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    pick(enc, "charge")
    resolve(enc)
    pick(enc, "release", target="Vegeta")
    advance_to(enc, "Vegeta", "reaction")
    guard = options(enc, "defend", defend="guard")
    assert guard
    assert "10 KP" in guard[0].label
    events = pick(enc, "defend", defend="guard")
    vegeta = enc.fighter("Vegeta")
    assert vegeta.ki == 50 - 10
    assert damage_to(events, "Vegeta") == [3]


@pytest.mark.rule("dbu.counter.defend.no-diminishing")
def test_defending_adds_no_diminishing_defense() -> None:
    # Dodging adds a stack of Diminishing Defense (Tier 1: -1 to later Dodges this round);
    # Parrying adds none. Strikes 5+4 = 9 against 9+4 (dodge), 9+4 (parry), 9+4-1 (dodge).
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 9, 5, 9, 5, 9])
    vegeta = enc.fighter("Vegeta")
    attack(enc, "Vegeta")
    assert vegeta.defense_stacks == 1
    attack(enc, "Vegeta", reaction="parry")
    assert vegeta.defense_stacks == 1
    events = attack(enc, "Vegeta")
    assert scores(events, "dodge") == [9 + 4 - 1]


# --- Energy Cancel and Exploit -----------------------------------------------------------


def vegeta_charging(dice: list[int]) -> Encounter:
    """Vegeta acts first and declares an Energy Charge, 2 squares from Goku."""
    enc = Encounter.start(duel(b_pos=(5, 3)), dice=[*VEGETA_FIRST, *dice])
    pick(enc, "charge_declare")
    advance_to(enc, "Vegeta", "charge_attack")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    return enc


@pytest.mark.rule("dbu.counter.energy-cancel")
def test_energy_cancel_drops_the_charges_when_targeted() -> None:
    # Goku attacks the charging Vegeta, who spends his Counter Action on Energy Cancel and
    # then dodges without Guard Down: 6+4 = 10 against Strike 5+4 = 9.
    enc = vegeta_charging([5, 6])
    end_turn(enc)
    vegeta = enc.fighter("Vegeta")
    assert vegeta.charge is not None
    assert stats.has(vegeta, "guard_down")
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    advance_to(enc, "Vegeta", "reaction")
    pick(enc, "energy_cancel")
    assert vegeta.charge is None
    assert not stats.has(vegeta, "guard_down")
    assert (vegeta.actions, vegeta.counters) == (2, 0)  # his Counter Action, no Action
    events = resolve(enc)
    assert scores(events, "dodge") == [10]


@pytest.mark.rule("dbu.counter.energy-cancel")
def test_energy_cancel_at_the_start_of_your_turn_once_per_round() -> None:
    enc = vegeta_charging([])
    end_turn(enc)
    end_turn(enc)
    expect(enc, "Vegeta", "turn")
    vegeta = enc.fighter("Vegeta")
    assert has_option(enc, "energy_cancel")
    pick(enc, "energy_cancel")
    assert vegeta.charge is None
    assert vegeta.counters == 0
    pick(enc, "charge_declare")
    advance_to(enc, "Vegeta", "charge_attack")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    assert not has_option(enc, "energy_cancel")


@pytest.mark.rule("dbu.counter.exploit")
def test_exploit_is_a_basic_attack_for_one_counter_action() -> None:
    # Goku charges next to Vegeta, which provokes him. Vegeta's Exploit is a Simple Basic
    # Attack paid with his Counter Action: Strike 8+4 = 12 hits, Wound 6+4 - Soak 4 = 6.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 2, 6])
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    expect(enc, "Vegeta", "exploit")
    assert has_option(enc, "pass")
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    until_turn(enc)
    vegeta, goku = enc.fighter("Vegeta"), enc.fighter("Goku")
    declared = of_kind(enc.events, "attack_declared", "Vegeta")
    assert [e.data["source"] for e in declared] == ["exploit"]
    assert (vegeta.actions, vegeta.counters) == (3, 0)
    assert goku.life == 72 - 6


# --- Instant Maneuvers ----------------------------------------------------------------------


@pytest.mark.rule("dbu.instant.no-effort")
def test_cancel_energy_charge_is_a_free_no_effort_maneuver_once_per_round() -> None:
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    pick(enc, "cancel_charge")
    assert goku.charge is None
    assert not stats.has(goku, "guard_down")
    assert goku.actions == 2  # no Action Cost
    assert has_option(enc, "move", mode="normal")  # free to use other maneuvers again
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    assert not has_option(enc, "cancel_charge")  # [1/Round]


@pytest.mark.rule("dbu.instant.command")
def test_command_spends_actions_to_give_minions_their_act_phase_and_a_counter() -> None:
    grunt = make_sheet("Grunt", minion=True)
    goku = make_sheet("Goku")
    vegeta = make_sheet("Vegeta")
    enc = Encounter.start(
        setup(
            [goku, grunt, vegeta],
            [
                fighter("Goku", "A", (3, 3)),
                fighter("Grunt", "A", (3, 5), count=2, master="Goku"),
                fighter("Vegeta", "B", (10, 6)),
            ],
        ),
        dice=[9, 5, 2],
    )
    assert enc.state.order == ["Goku", "Grunt 1", "Grunt 2", "Vegeta"]
    assert [o.args["minions"] for o in options(enc, "command")] == [1, 2]
    pick(enc, "command", minions=1)
    goku_f = enc.fighter("Goku")
    assert goku_f.actions == 2
    assert enc.fighter("Grunt 1").counters == 1
    end_turn(enc)
    expect(enc, "Grunt 1", "turn")
    end_turn(enc)
    skipped = of_kind(enc.events, "turn_skipped")
    assert [e.who for e in skipped] == ["Grunt 2"]
    expect(enc, "Vegeta", "turn")


# --- Modifier Maneuvers --------------------------------------------------------------------


@pytest.mark.rule("dbu.modifier.called-shot")
def test_called_shot_trades_2_strike_for_one_more_damage_category() -> None:
    # 1 Action and 2(T) KP. Strike 8 + 4 - 2 = 10 against Dodge 5+4 = 9; Wound 6+4 = 10,
    # now Direct: 10 - ½ Soak 2 = 8 (Standard would be 6).
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 5, 6])
    events = attack(enc, "Vegeta", modifier={"called_shot": "arm", "absorbing": False})
    goku = enc.fighter("Goku")
    assert (goku.actions, goku.ki) == (1, 48)
    assert scores(events, "strike") == [10]
    assert damage_to(events, "Vegeta") == [8]
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    assert enc.decision is not None
    assert enc.decision.kind != "modifier"


@pytest.mark.rule("dbu.modifier.called-shot")
def test_called_shot_is_not_offered_for_area_attacks() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    pick(enc, "attack", profile="Blast", foundation="energy", target="Vegeta")
    assert enc.decision is not None
    assert enc.decision.kind != "modifier"


@pytest.mark.rule("dbu.modifier.absorbing-attack")
def test_absorbing_attack_drains_life_and_half_as_much_ki() -> None:
    # 1 Action, 2(T) KP, no Ki Wager. Strike 8+4 = 12 hits Dodge 2+4 = 6; Wound 6+4 = 10,
    # Direct: 10 - 2 = 8 Damage. Goku regains 8 Life and 4 Ki.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 2, 6])
    goku = enc.fighter("Goku")
    goku.life, goku.ki = 40, 30
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    pick(enc, "modifier", called_shot="", absorbing=True)
    assert enc.decision is not None
    assert enc.decision.kind != "wager"
    events = resolve(enc)
    assert damage_to(events, "Vegeta") == [8]
    assert (goku.life, goku.ki, goku.actions) == (48, 30 - 2 + 4, 1)


@pytest.mark.rule("dbu.modifier.absorbing-attack")
def test_absorbing_attack_needs_an_unarmed_physical_basic_attack() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    assert not [o for o in options(enc, "modifier") if o.args.get("absorbing")]
