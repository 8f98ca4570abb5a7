"""Maneuver rules (seed 001, "Maneuvers"): costs, limits, the four types, Instantaneous
Control, Orders of Instance and Exploit Triggering."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.bots import GreedyBot, decide

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
    resolve,
    setup,
    until_turn,
)

GOKU_FIRST = [7, 3]
ALWAYS = {"reaction_windows": "always"}
"""Every Instant window offered, whether or not an Instant could change anything there: by
default a window is offered only when it matters, and these tests use the window before any
Standard Maneuver (the seed's rule) or as a moment to change the state mid-maneuver."""


def trio(
    goku: tuple[int, int] = (3, 3),
    vegeta: tuple[int, int] = (4, 3),
    piccolo: tuple[int, int] = (3, 4),
    dice: tuple[int, ...] = (),
    **settings: Any,
) -> Encounter:
    """Goku (A) against Vegeta and Piccolo (B). Initiative dice 7, 3, 6: Goku 9, Piccolo 8,
    Vegeta 5, so the order is Goku, Piccolo, Vegeta (not the setup order)."""
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Piccolo")]
    return Encounter.start(
        setup(
            sheets,
            [
                fighter("Goku", "A", goku),
                fighter("Vegeta", "B", vegeta),
                fighter("Piccolo", "B", piccolo),
            ],
            width=16,
            **settings,
        ),
        dice=[7, 3, 6, *dice],
    )


def attack_profiles(enc: Encounter) -> set[str]:
    return {o.args["profile"] for o in options(enc, "attack")}


# --- costs ------------------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.costs")
def test_a_maneuver_needs_its_ki_point_cost_in_ki_and_capacity() -> None:
    # Profile costs at Tier 1: Simple 0, Combination 3, Pinpoint 4, Blast 5, Crushing 6, ...
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    goku.ki = 4
    pick(enc, "convert")  # refresh the turn decision
    assert attack_profiles(enc) == {
        *("Simple", "Combination", "Launching"),  # 0 and 3(T)
        *("Pinpoint", "Mega Flare", "Blitz", "Sweeping"),  # 4(T)
    }
    assert has_option(enc, "move", mode="boosted")  # 3(T) KP
    assert not has_option(enc, "move", mode="boosted_rapid")  # 5(T) KP
    goku.ki, goku.capacity = 50, 3
    pick(enc, "convert")
    assert attack_profiles(enc) == {"Simple", "Combination", "Launching"}


@pytest.mark.rule("dbu.maneuver.costs")
def test_a_maneuver_needs_its_action_cost() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    assert has_option(enc, "recover", actions=2)
    pick(enc, "convert")
    pick(enc, "convert")
    assert enc.fighter("Goku").actions == 1
    assert not has_option(enc, "recover")  # Combat Recovery needs at least 2 Actions


@pytest.mark.rule("dbu.maneuver.costs")
def test_using_a_maneuver_spends_its_action_and_ki_point_cost() -> None:
    # Combination: 1 Action, 3(T) KP. Strike 5+4 = 9 ties Dodge 5+4 = 9: a miss.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 5])
    attack(enc, "Vegeta", "Combination")
    goku = enc.fighter("Goku")
    assert (goku.actions, goku.ki, goku.capacity) == (2, 47, 17)


# --- limits -----------------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.limits")
@pytest.mark.rule("dbu.std.movement")
def test_per_round_limits_reset_each_round() -> None:
    # Movement [2/Round]: a third Movement is not offered until the next round.
    enc = Encounter.start(duel(b_pos=(10, 6)), dice=GOKU_FIRST)
    for x in (2, 1):
        pick(enc, "move", mode="normal")
        resolve(enc)
        go_to(enc, x=x, y=3)
    assert enc.fighter("Goku").actions == 1
    assert not has_option(enc, "move")
    end_turn(enc)
    end_turn(enc)
    assert has_option(enc, "move", mode="normal")


@pytest.mark.rule("dbu.maneuver.limits")
def test_power_up_is_two_per_round() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    for _ in range(2):
        pick(enc, "power_up")
        resolve(enc)
    assert not has_option(enc, "power_up")


# --- types ------------------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.standard-type")
def test_standard_maneuvers_only_on_your_turn_paid_with_standard_actions() -> None:
    # Vegeta's windows before Goku's Power Up and attack: every window (ALWAYS)
    enc = Encounter.start(duel(**ALWAYS), dice=[*GOKU_FIRST, 5, 5])
    pick(enc, "power_up")
    seen: set[str] = set()
    expect(enc, "Vegeta", "instant")
    seen |= {o.kind for o in options(enc)}
    pick(enc, "pass")
    goku = enc.fighter("Goku")
    assert (goku.actions, goku.counters) == (2, 1)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    advance_to(enc, "Vegeta", "instant")
    seen |= {o.kind for o in options(enc)}
    advance_to(enc, "Vegeta", "reaction")
    seen |= {o.kind for o in options(enc)}
    standard = {"attack", "signature", "move", "power_up", "charge_declare", "recover", "aura"}
    assert seen >= {"pass", "surge", "dodge", "defend"}
    assert not seen & standard


@pytest.mark.rule("dbu.maneuver.counter-type")
def test_counter_maneuvers_need_an_incoming_attack_and_a_counter_action() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 6])
    assert not has_option(enc, "defend")  # not targeted: no Counter Maneuver on offer
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    advance_to(enc, "Vegeta", "reaction")
    assert {o.args["defend"] for o in options(enc, "defend")} >= {
        "parry",
        "direct_hit",
        "power_flare",
        "cross_counter",
        "guard",
    }
    pick(enc, "defend", defend="parry")
    vegeta = enc.fighter("Vegeta")
    assert (vegeta.actions, vegeta.counters) == (3, 0)


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_instant_maneuvers_cost_nothing_but_not_twice_in_a_row() -> None:
    # Goku declares an Energy Charge (Standard), then Surges (Instant): Cancel Energy Charge
    # (also Instant) is not offered until another Standard Maneuver (a second charge).
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=GOKU_FIRST)
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    assert has_option(enc, "cancel_charge")
    pick(enc, "surge", surge="ki")
    goku = enc.fighter("Goku")
    assert goku.actions == 2
    assert not has_option(enc, "cancel_charge")
    pick(enc, "charge")
    resolve(enc)
    assert has_option(enc, "cancel_charge")


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_others_may_use_instants_before_a_standard_maneuver_resolves() -> None:
    # any Standard Maneuver opens the window (ALWAYS: by default a Surge is asked only before
    # an attack on the one who Surges)
    enc = Encounter.start(duel(**ALWAYS), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "power_up")
    expect(enc, "Vegeta", "instant")
    assert stats.stacks(goku, "power") == 0  # the Power Up waits for the Instant window
    events = pick(enc, "surge", surge="ki")
    assert stats.stacks(goku, "power") == 1
    kinds = [(e.who, e.kind) for e in events]
    assert kinds.index(("Vegeta", "ki_gained")) < kinds.index(("Goku", "condition_gained"))


@pytest.mark.rule("dbu.maneuver.instant-type")
@pytest.mark.rule("dbu.maneuver.out-of-sequence")
def test_no_instant_window_for_out_of_sequence_or_counter_maneuvers() -> None:
    # Goku moves away; Vegeta's Exploit (a Counter Maneuver using an Out-of-Sequence Basic
    # Attack) is not a Standard Maneuver, so Goku (who still has his Surge) is never asked
    # for an Instant while it resolves. Strike 4+4 = 8 against Dodge 6+4 = 10: a miss.
    # (ALWAYS: by default Goku, at full Life and Ki, would not be asked even if a window opened.)
    enc = Encounter.start(duel(**ALWAYS), dice=[*GOKU_FIRST, 4, 6])
    pick(enc, "move", mode="normal")
    resolve(enc)
    go_to(enc, x=0, y=3)
    expect(enc, "Vegeta", "exploit")
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    asked = until_turn(enc)
    assert ("Goku", "instant") not in asked
    assert ("Goku", "reaction") in asked  # Counter Maneuvers still answer it


# --- Out-of-Sequence ----------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.out-of-sequence")
@pytest.mark.rule("dbu.counter.exploit")
def test_an_exploit_attack_resolves_while_the_movement_waits() -> None:
    # Goku moves from (3,3) to (0,3) and leaves Vegeta's Melee Range at (2,3). Vegeta's
    # Exploit (Strike 4+4 = 8 against Dodge 6+4 = 10) misses; then the movement finishes.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 4, 6])
    pick(enc, "move", mode="normal")
    resolve(enc)
    go_to(enc, x=0, y=3)
    assert enc.fighter("Goku").pos == (2, 3)  # paused where the Exploit was provoked
    events = pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    events += resolve(enc)
    kinds = [e.kind for e in events]
    assert kinds.index("attack_declared") < kinds.index("clash") < kinds.index("moved")
    assert enc.fighter("Goku").pos == (0, 3)
    vegeta = enc.fighter("Vegeta")
    assert (vegeta.actions, vegeta.counters) == (3, 0)  # 1 Counter Action, no Action


# --- Instantaneous Control -----------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_a_target_that_gets_away_lets_the_attacker_take_the_attack_back() -> None:
    # Combination (3 KP) with a Ki Wager of 2 on Vegeta; while the attack waits at the Instant
    # window Vegeta gets out of Melee Range. Goku regains the Action and all 5 KP, and the
    # Combination profile is still free this round. (ALWAYS: the window is only the moment
    # the test moves Vegeta.)
    enc = Encounter.start(duel(**ALWAYS), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "attack", profile="Combination", foundation="physical", target="Vegeta")
    pick(enc, "no_modifier")
    pick(enc, "wager", kp=2)
    assert (goku.actions, goku.ki) == (2, 45)
    expect(enc, "Vegeta", "instant")
    enc.fighter("Vegeta").pos = (8, 3)
    pick(enc, "pass")
    expect(enc, "Goku", "control")
    assert not options(enc, "retarget")  # nobody else in range
    events = pick(enc, "refund")
    assert of_kind(events, "control")
    assert (goku.actions, goku.ki) == (3, 50)
    assert has_option(enc, "attack", profile="Combination", foundation="energy")


def _punch_escaped() -> Encounter:
    """Piccolo stands next to Goku too; Vegeta escapes Goku's Simple punch at the Instant
    window, and Goku is asked to take it back or retarget (ALWAYS: the window is only the
    moment the test moves Vegeta)."""
    enc = trio(dice=(8, 2, 6), **ALWAYS)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    pick(enc, "no_modifier")
    pick(enc, "wager", kp=0)
    expect(enc, "Piccolo", "instant")
    enc.fighter("Vegeta").pos = (10, 3)
    pick(enc, "pass")
    pick(enc, "pass")
    expect(enc, "Goku", "control")
    return enc


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_a_target_that_gets_away_lets_the_attacker_choose_another_target() -> None:
    # Goku turns the punch on Piccolo: Strike 8+4 = 12 against Dodge 2+4 = 6 hits, Wound
    # 6+4 = 10 - Soak 4 = 6.
    enc = _punch_escaped()
    assert [o.args["target"] for o in options(enc, "retarget")] == ["Piccolo"]
    pick(enc, "retarget", target="Piccolo")
    expect(enc, "Piccolo", "reaction")
    pick(enc, "dodge")
    assert enc.fighter("Piccolo").life == 72 - 6
    assert enc.fighter("Vegeta").life == 72


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_the_greedy_bot_turns_a_paid_attack_on_the_target_still_in_reach() -> None:
    # The punch is already paid for and Piccolo is in reach, so the greedy bot retargets
    # rather than taking the maneuver back.
    enc = _punch_escaped()
    decision = enc.decision
    assert decision is not None
    chosen = decision.options[decide(GreedyBot(), enc)]
    assert (chosen.kind, chosen.args) == ("retarget", {"target": "Piccolo"})


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_a_defeated_target_invalidates_the_attack() -> None:
    # Goku's Signature Technique (Beam, Energy) aims at Vegeta, who is Defeated at the Instant
    # window. Goku takes it back: the [1/Round] technique is offered again. (ALWAYS: the window
    # is only the moment the test defeats Vegeta.)
    hero = make_sheet(
        "Goku", signatures=[{"name": "Kamehameha", "profile": "Beam", "foundation": "energy"}]
    )
    sheets = [hero, make_sheet("Vegeta"), make_sheet("Piccolo")]
    enc = Encounter.start(
        setup(
            sheets,
            [
                fighter("Goku", "A", (3, 3)),
                fighter("Vegeta", "B", (4, 3)),
                fighter("Piccolo", "B", (9, 3)),
            ],
            **ALWAYS,
        ),
        dice=[7, 3, 6],
    )
    goku = enc.fighter("Goku")
    ki = goku.ki
    pick(enc, "signature", signature="Kamehameha", target="Vegeta")
    advance_to(enc, "Piccolo", "instant")
    vegeta = enc.fighter("Vegeta")
    vegeta.life, vegeta.defeated = 0, True
    pick(enc, "pass")
    expect(enc, "Goku", "control")
    assert [o.args["target"] for o in options(enc, "retarget")] == ["Piccolo"]
    pick(enc, "refund")
    assert (goku.actions, goku.ki) == (3, ki)
    assert has_option(enc, "signature", signature="Kamehameha", target="Piccolo")


def _called_shot_then_refund() -> Encounter:
    """Goku's Simple punch with a Called Shot (arm); Vegeta gets out of Melee Range at the
    Instant window and Goku takes the attack back (ALWAYS: the window is only the moment the
    test moves Vegeta)."""
    enc = Encounter.start(duel(**ALWAYS), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    pick(enc, "modifier", called_shot="arm", absorbing=False)
    pick(enc, "wager", kp=0)
    assert (goku.actions, goku.ki) == (1, 48)  # 1 + 1 Actions, 2(T) KP for the Called Shot
    enc.fighter("Vegeta").pos = (8, 3)
    pick(enc, "pass")
    pick(enc, "refund")
    return enc


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
@pytest.mark.rule("dbu.modifier.called-shot")
def test_a_refunded_attack_does_not_use_up_its_called_shot() -> None:
    # "That Maneuver or any effects applied to it do not count towards any /Round or
    # /Encounter limitations": the Called Shot [1/Round] is offered again.
    enc = _called_shot_then_refund()
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    assert has_option(enc, "modifier", called_shot="arm", absorbing=False)


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_a_refunded_attack_returns_the_actions_and_kp_of_its_modifier() -> None:
    # "Regain the Action(s) and Ki Points you spent on that Maneuver (including Ki Wagers)":
    # the Called Shot's Action and KP were spent on this attack and come back with it.
    enc = _called_shot_then_refund()
    goku = enc.fighter("Goku")
    assert (goku.actions, goku.ki) == (3, 50)


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_an_area_attack_goes_on_if_one_target_is_left() -> None:
    # A Blast cone from (3,3) toward Vegeta at (4,3) also covers Piccolo at (5,3). Vegeta is
    # Defeated at the Instant window: no choice for Goku, the attack goes on against Piccolo.
    # (ALWAYS: the window is only the moment the test defeats Vegeta.)
    enc = trio(piccolo=(5, 3), dice=(5, 5), **ALWAYS)
    pick(enc, "attack", profile="Blast", foundation="energy", target="Vegeta")
    assert of_kind(enc.events, "attack_declared")[-1].data["targets"] == ["Piccolo", "Vegeta"]
    pick(enc, "wager", kp=0)
    expect(enc, "Piccolo", "instant")
    vegeta = enc.fighter("Vegeta")
    vegeta.life, vegeta.defeated = 0, True
    pick(enc, "pass")
    expect(enc, "Piccolo", "reaction")


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_an_area_attack_skips_a_target_that_moved_out_of_the_area() -> None:
    # As above, but Vegeta moves out of the cone instead: the attack goes on against Piccolo
    # only; Vegeta is not attacked. (ALWAYS: the window is only the moment the test moves
    # Vegeta.)
    enc = trio(piccolo=(5, 3), dice=(5, 5, 5, 5), **ALWAYS)
    pick(enc, "attack", profile="Blast", foundation="energy", target="Vegeta")
    pick(enc, "wager", kp=0)
    enc.fighter("Vegeta").pos = (3, 7)
    pick(enc, "pass")
    pick(enc, "pass")
    asked = [who for who, _ in until_turn(enc)]
    assert "Vegeta" not in asked
    targets = [e.who for e in enc.events if e.kind == "clash" and e.who != "Goku"]
    assert targets == ["Piccolo"]


# --- Orders of Instance and Exploit Triggering ----------------------------------------------


@pytest.mark.rule("dbu.maneuver.orders-of-instance")
def test_instant_maneuvers_are_offered_in_initiative_order() -> None:
    # the windows before a Power Up (ALWAYS: by default nobody is asked there, as no Surge or
    # State could change it)
    enc = trio(**ALWAYS)
    assert enc.state.order == ["Goku", "Piccolo", "Vegeta"]
    pick(enc, "power_up")
    expect(enc, "Piccolo", "instant")
    pick(enc, "pass")
    expect(enc, "Vegeta", "instant")
    pick(enc, "pass")
    expect(enc, "Goku", "turn")


@pytest.mark.rule("dbu.maneuver.orders-of-instance")
def test_provoked_exploits_are_offered_in_initiative_order() -> None:
    enc = trio()
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    expect(enc, "Piccolo", "exploit")
    pick(enc, "pass")
    expect(enc, "Vegeta", "exploit")


@pytest.mark.rule("dbu.maneuver.exploit-triggering")
@pytest.mark.rule("dbu.std.energy-charge")
def test_energy_charge_provokes_only_adjacent_opponents() -> None:
    enc = trio(piccolo=(5, 3))  # Vegeta adjacent, Piccolo 2 squares away
    pick(enc, "charge_declare")
    resolve(enc)
    events = pick(enc, "charge_attack", profile="Simple", foundation="energy")
    assert [e.data["by"] for e in of_kind(events, "provoked")] == [["Vegeta"]]
    expect(enc, "Vegeta", "exploit")


@pytest.mark.rule("dbu.maneuver.exploit-triggering")
@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_provokes_every_opponent_not_at_long_range() -> None:
    enc = trio(vegeta=(6, 3), piccolo=(15, 3), dice=(4, 5))  # 3 and 12 squares away
    events = pick(enc, "recover", actions=2, mode="heal")
    events += resolve(enc)
    assert [e.data["by"] for e in of_kind(events, "provoked")] == [["Vegeta"]]
    expect(enc, "Vegeta", "exploit")


@pytest.mark.rule("dbu.maneuver.exploit-triggering")
@pytest.mark.rule("dbu.std.power-up")
def test_power_up_provokes_no_exploit() -> None:
    enc = trio()
    events = pick(enc, "power_up")
    events += resolve(enc)
    assert of_kind(events, "provoked") == []
    expect(enc, "Goku", "turn")
