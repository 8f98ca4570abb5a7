"""Edition dbu-1 (seed 003) where the issue-14 audit found a reading against the seed's words:
stopping a charge in anyone's turn, the Duel Escape attack, Intervene's Save before its option,
the Blockade's refund of Boosted Movement, Triggered, and Cutting in the Duel roll."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.derived import derive

from .helpers import (
    advance_to,
    answer_routine,
    end_turn,
    expect,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    resolve,
)
from .legacy_setup import GOKU_FIRST, act, legacy_duel, start, trio

# --- Energy Charge: stopping "at any time as an Instant Action" ---------------------------------


def _charging_goku_far(**settings: Any) -> Encounter:
    """Goku charges a Simple Energy attack (2 charges) and ends his turn; Vegeta is far away."""
    enc = start(legacy_duel(b_pos=(10, 6), **settings), GOKU_FIRST)
    act(enc, "charge_declare")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    act(enc, "charge")
    end_turn(enc)
    return enc


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_a_charge_can_be_stopped_in_the_instant_window_of_an_opponents_turn() -> None:
    # "At any time as an Instant Action": any Standard Maneuver's window, here Vegeta's Power
    # Up. By default that window is offered only before an attack on Goku (when it matters).
    enc = _charging_goku_far(reaction_windows="always")
    goku = enc.fighter("Goku")
    assert goku.charge is not None
    assert goku.charge.charges == 2
    pick(enc, "power_up")  # Vegeta's Standard Maneuver opens the Instant window
    expect(enc, "Goku", "instant")
    events = pick(enc, "legacy_stop_charge")
    assert goku.charge is None
    assert goku.ki == 50 - 2  # 1(T) KP per charge
    assert [e.data["kp"] for e in of_kind(events, "cost_paid", "Goku")] == [2]
    assert goku.turn_maneuvers == 0  # not a maneuver of Goku's own turn


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_stopping_before_an_opponents_attack_lands_drops_guard_down() -> None:
    # "If you do so, you lose all Energy Charges but are free to use any other actions":
    # Goku stops in the window of Vegeta's attack on him and Dodges without Guard Down.
    enc = _charging_goku_far()
    goku = enc.fighter("Goku")
    assert stats.has(goku, "guard_down")
    pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    advance_to(enc, "Goku", "instant")
    pick(enc, "legacy_stop_charge")
    assert goku.charge is None
    assert not stats.has(goku, "guard_down")
    expect(enc, "Goku", "reaction")


# --- Duel Escape: "another attack maneuver as an Instant Action" --------------------------------

KAMEHAMEHA = {"name": "Kamehameha", "profile": "Simple", "foundation": "energy"}
FIRE_BALL = {"name": "Fire Ball", "profile": "Elemental (Fire)", "foundation": "magic"}
IMPULSIVE = derive(make_sheet("Goku")).saves["impulsive"].value
TN_HARD = 12
"""TN Hard at base Tier 1 (setting legacy_tn_hard)."""


def _escaped(dice: list[int], *more: dict[str, str]) -> Encounter:
    """Goku (with Signature Techniques) attacks with a Ki Wager of 10, Vegeta answers with a
    Duel, and Goku's Duel Escape succeeds."""
    goku = make_sheet("Goku", signatures=[KAMEHAMEHA, *more])
    enc = start(legacy_duel(goku), [*GOKU_FIRST, TN_HARD - IMPULSIVE, *dice])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    pick(enc, "no_modifier")
    pick(enc, "wager", kp=10)
    advance_to(enc, "Vegeta", "reaction")
    pick(enc, "duel", mode="basic", profile="Simple", foundation="physical")
    events = pick(enc, "duel_escape")
    assert of_kind(events, "skill_check")[0].data["success"]
    expect(enc, "Goku", "escape_attack")
    return enc


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_the_escape_attack_may_be_a_signature_technique() -> None:
    enc = _escaped([9, 1, 5] * 5)
    goku = enc.fighter("Goku")
    ki = goku.ki
    events = pick(enc, "escape_attack", signature="Kamehameha", target="Vegeta")
    declared = of_kind(events, "attack_declared", "Goku")
    assert [e.data["signature"] for e in declared] == ["Kamehameha"]
    assert goku.ki < ki  # the Technique's KP is paid
    assert goku.used_round.get("signature") == 1  # Signature Technique [1/Round]
    assert goku.actions == 2  # an Instant Action: no Action spent


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_the_escape_attack_offers_the_attacks_legality_allows() -> None:
    # An Elemental Profile needs a Magic Score of 3 (reading elemental-access): Goku (Magic 1)
    # is offered his Kamehameha and his Basic Attacks, not the Fire Ball.
    enc = _escaped([9, 1, 5] * 5, FIRE_BALL)
    assert has_option(enc, "escape_attack", signature="Kamehameha")
    assert not has_option(enc, "escape_attack", signature="Fire Ball")
    assert has_option(enc, "escape_attack", profile="Simple", foundation="physical")


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_the_escape_attack_may_be_a_blitz_for_no_action() -> None:
    # Seed 003 Blitz "is a Basic Physical Attack": Vegeta 3 squares away, Goku charges 2
    # squares and attacks, paying the Blitz's KP (Simple 0 + 6(T)) but no Action.
    goku = make_sheet("Goku")
    enc = start(legacy_duel(goku, b_pos=(6, 3)), [*GOKU_FIRST, TN_HARD - IMPULSIVE, *[5] * 40])
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    pick(enc, "no_modifier")
    pick(enc, "wager", kp=10)
    advance_to(enc, "Vegeta", "reaction")
    pick(enc, "duel", mode="basic", profile="Simple", foundation="energy")
    pick(enc, "duel_escape")
    me = enc.fighter("Goku")
    actions, ki = me.actions, me.ki
    events = pick(enc, "escape_attack", blitz=True, profile="Simple", target="Vegeta")
    assert [e.data["path"] for e in of_kind(events, "moved", "Goku")] == [[[4, 3], [5, 3]]]
    assert of_kind(events, "attack_declared", "Goku")
    assert (me.actions, me.ki) == (actions, ki - 6)


# --- Intervene: the Save first, then the option ---------------------------------------------

TN_MEDIUM = 9
"""TN Medium at base Tier 1 (setting legacy_tn_medium)."""


def _vegeta_hits_goku(save_die: int) -> Encounter:
    """Vegeta (first) hits Goku: Strike 9 vs Dodge 1; Krillin may Intervene."""
    enc = start(trio(), [1, 5, 9, 9, 1, save_die, 5, 5, 5, 5])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    advance_to(enc, "Krillin", "intervene")
    return enc


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_asks_for_the_save_before_any_option() -> None:
    enc = _vegeta_hits_goku(TN_MEDIUM - IMPULSIVE)
    krillin = enc.fighter("Krillin")
    assert not has_option(enc, "intervene")  # no option can be chosen before the Save
    events = pick(enc, "intervene_attempt")
    save = of_kind(events, "skill_check", "Krillin")
    assert [(e.data["tn"], e.data["success"]) for e in save] == [(TN_MEDIUM, True)]
    assert krillin.counters == 0  # the Counter Action pays for the attempt
    expect(enc, "Krillin", "intervene")
    assert {o.args["option"] for o in options(enc, "intervene")} >= {"defense_wall"}
    events = pick(enc, "intervene", option="defense_wall")
    assert not of_kind(events, "skill_check")  # one Save only
    assert krillin.counters == 0  # and one Counter Action
    assert any(e.data.get("reaction") == "defense_wall" for e in events)


@pytest.mark.rule("dbu.legacy.intervene")
def test_a_failed_intervene_save_offers_no_option() -> None:
    enc = _vegeta_hits_goku(TN_MEDIUM - IMPULSIVE - 1)
    krillin = enc.fighter("Krillin")
    events = pick(enc, "intervene_attempt")
    assert not of_kind(events, "skill_check", "Krillin")[0].data["success"]
    assert krillin.used_round.get("intervene_failed") == 1
    assert enc.decision is None or enc.decision.actor != "Krillin"


@pytest.mark.rule("dbu.legacy.intervene")
def test_a_passed_save_may_still_decline_every_option() -> None:
    # "If you pass, you may select one of the below options": Goku takes the hit himself.
    enc = _vegeta_hits_goku(TN_MEDIUM - IMPULSIVE)
    goku = enc.fighter("Goku")
    pick(enc, "intervene_attempt")
    events = pick(enc, "pass")
    events += resolve(enc)
    assert goku.life < 72
    assert not of_kind(events, "reaction", "Krillin")
    assert not of_kind(events, "skill_check", "Krillin")


# --- Movement: a Blockade refunds Boosted Movement KP ----------------------------------------


@pytest.mark.rule("dbu.legacy.movement")
def test_a_blockade_refunds_the_boosted_movement_kp() -> None:
    # Goku boosts 6 squares (2 beyond Normal Speed 4: 6 KP); Vegeta's Blockade wins the
    # Impulsive Clash 9 + 4 against 2 + 4: "they regain any Actions or Ki Points spent".
    enc = start(legacy_duel(b_pos=(7, 3)), [*GOKU_FIRST, 9, 2, 5, 5, 5, 5])
    goku = enc.fighter("Goku")
    act(enc, "legacy_move", boosted=True)
    events = pick(enc, "destination", x=9, y=0)
    assert [e.data["kp"] for e in of_kind(events, "cost_paid", "Goku")] == [6]
    expect(enc, "Vegeta", "blockade")
    events = pick(enc, "blockade")
    blocked = [e for e in events if e.data.get("reaction") == "blockade"]
    assert [e.data["refund"] for e in blocked] == [6]
    assert (goku.ki, goku.capacity, goku.actions) == (50, 20, 3)
    assert goku.pos == (3, 3)


# --- Duel: a Cutting attack's Critical Target reaches the Duel roll ----------------------------


@pytest.mark.rule("dbu.legacy.duel")
def test_cuttings_critical_target_applies_to_the_dbu1_duel_roll() -> None:
    # Each Duel roll is the Initiating Attack's Wound Roll, whose Critical Target is 5 for
    # Cutting: Goku's Natural 6 is a Critical, so a Critical Die (3) is added.
    # Roll 1: 6 + Critical 3 + Force 4 = 13 vs Vegeta's Natural 4 + Force 4 = 8. Rolls 2 and 3
    # (2 + 4 vs 4 + 4) go to Vegeta: tied rolls are redone without end (no redo limit).
    enc = start(legacy_duel(), [*GOKU_FIRST, 6, 3, 4, 2, 4, 2, 4, *([2] * 40)])
    pick(enc, "attack", profile="Cutting", foundation="energy", target="Vegeta")
    pick(enc, "no_modifier")
    pick(enc, "wager", kp=10)
    advance_to(enc, "Vegeta", "reaction")
    pick(enc, "duel", mode="basic", profile="Cutting", foundation="energy")
    pick(enc, "no_escape")
    events: list[Event] = []
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += pick(enc, "duel_wager", kp=0)
    rolls = [e for e in of_kind(events, "clash") if e.data.get("roll") == "duel_clash"]
    assert rolls[0].data["scores"] == [13, 8]
    assert "Critical Target 5" in rolls[0].text


# --- Triggered Maneuver (Dynamic) -------------------------------------------------------------

CUTTING_ON_VEGETA = {"kind": "attack", "profile": "Cutting", "foundation": "energy"}
CUTTING_KP = 6
"""Cutting's KP at Tier 1."""


def _delay(enc: Encounter, maneuver: dict[str, object], **trigger: str) -> list[Event]:
    events = pick(enc, "triggered")
    events += pick(enc, "delay", option=maneuver)
    return events + pick(enc, "trigger", **trigger)


@pytest.mark.rule("dbu.legacy.triggered")
def test_triggered_costs_the_responses_actions_and_provokes_no_exploit() -> None:
    # "the Action Cost of Triggered Maneuver is equal to the Action Cost of your response
    # activation": 1 Action now, no KP, no Exploit from the adjacent Vegeta.
    enc = start(legacy_duel(), [*GOKU_FIRST, *([5] * 40)])
    goku = enc.fighter("Goku")
    events = _delay(
        enc, {**CUTTING_ON_VEGETA, "target": "Vegeta"}, trigger="attack", watch="Vegeta"
    )
    assert not of_kind(events, "provoked")
    assert not of_kind(events, "cost_paid", "Goku")
    expect(enc, "Goku", "turn")
    assert (goku.actions, goku.ki) == (2, 50)
    assert len(enc.state.triggered) == 1


@pytest.mark.rule("dbu.legacy.triggered")
def test_triggered_has_no_round_limit() -> None:
    enc = start(legacy_duel(), [*GOKU_FIRST, *([5] * 40)])
    goku = enc.fighter("Goku")
    _delay(enc, {**CUTTING_ON_VEGETA, "target": "Vegeta"}, trigger="attack", watch="Vegeta")
    assert has_option(enc, "triggered")
    _delay(enc, {"kind": "power_up"}, trigger="damage", watch="Vegeta")
    assert goku.actions == 1
    assert [t.maneuver["kind"] for t in enc.state.triggered] == ["attack", "power_up"]


@pytest.mark.rule("dbu.legacy.triggered")
def test_the_response_is_used_at_once_when_triggered_and_pays_its_kp_then() -> None:
    # "When the defined activation happens, you immediately use your response as an
    # Out-of-Sequence Action": no question, Goku's Cutting comes before Vegeta's Strike.
    enc = start(legacy_duel(), [*GOKU_FIRST, *([5] * 60)])
    goku = enc.fighter("Goku")
    _delay(enc, {**CUTTING_ON_VEGETA, "target": "Vegeta"}, trigger="attack", watch="Vegeta")
    end_turn(enc)
    log = pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    asked = []
    while enc.decision is not None and enc.decision.kind != "turn":
        asked.append(enc.decision.kind)
        log += answer_routine(enc)
    assert "triggered_fire" not in asked
    fired = [e for e in log if e.data.get("maneuver") == "triggered_fire"]
    declared = of_kind(log, "attack_declared", "Goku")
    assert fired
    assert declared[0].data["profile"] == "Cutting"
    paid = of_kind(log, "cost_paid", "Goku")
    assert [e.data["kp"] for e in paid] == [CUTTING_KP]
    assert log.index(fired[0]) < log.index(paid[0])
    assert goku.actions == 2  # the Action was spent when it was set
    assert enc.state.triggered == []


@pytest.mark.rule("dbu.legacy.triggered")
def test_a_trigger_in_the_owners_own_turn_does_not_use_it() -> None:
    # "take part of your turn during another character's turn": Goku's own hit on Vegeta
    # leaves his Triggered Power Up waiting.
    enc = start(legacy_duel(), [*GOKU_FIRST, 9, 1, 9, *([5] * 40)])
    _delay(enc, {"kind": "power_up"}, trigger="damage", watch="Vegeta")
    vegeta = enc.fighter("Vegeta")
    log = pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    log += resolve(enc)
    assert vegeta.life < 72
    assert not [e for e in log if e.data.get("maneuver") == "triggered_fire"]
    assert [t.maneuver["kind"] for t in enc.state.triggered] == ["power_up"]


@pytest.mark.rule("dbu.legacy.triggered")
def test_an_untriggered_response_loses_only_its_actions() -> None:
    # "If the defined activation doesn't happen before the start of your next turn, the
    # actions spent on the Triggered Maneuver are effectively lost": no KP was spent on it.
    enc = start(legacy_duel(), [*GOKU_FIRST, *([5] * 40)])
    goku = enc.fighter("Goku")
    _delay(enc, {**CUTTING_ON_VEGETA, "target": "Vegeta"}, trigger="movement", watch="Vegeta")
    end_turn(enc)
    end_turn(enc)
    expect(enc, "Goku", "turn")
    assert enc.state.triggered == []
    assert goku.ki == 50


@pytest.mark.rule("dbu.legacy.triggered")
def test_a_delayed_blitz_costs_two_actions_and_charges_when_triggered() -> None:
    # "if you were going to use the Maneuver Blitz as your response activation, then your
    # Triggered Maneuver will cost you Two Actions".
    enc = start(legacy_duel(b_pos=(8, 3)), [*GOKU_FIRST, *([5] * 60)])
    goku = enc.fighter("Goku")
    blitz = {"kind": "blitz", "profile": "Simple", "target": "Vegeta"}
    _delay(enc, blitz, trigger="attack", watch="Vegeta")
    assert (goku.actions, goku.ki) == (1, 50)
    end_turn(enc)
    log = pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    while enc.decision is not None and enc.decision.kind != "turn":
        log += answer_routine(enc)
    assert [e for e in log if e.data.get("maneuver") == "triggered_fire"]
    assert of_kind(log, "moved", "Goku")
    assert goku.pos != (3, 3)
    assert goku.ki < 50  # the Blitz's KP, paid when it is used


# --- Energy Charge: 0 Ki Points stops the charge (seed 003) ----------------------------------


def _charging_goku(edition: str, ki: int | None = None) -> Encounter:
    """Goku declares an Energy Charge (a Simple physical attack); ``ki`` sets his Ki once the
    Energy Charge is declared, before its attack is chosen and the charge taken (at 0 Ki a turn
    offers no Energy Charge to declare)."""
    enc = start(
        legacy_duel(b_pos=(10, 6)).model_copy(update={"edition": edition}),
        [*GOKU_FIRST, *([5] * 40)],
    )
    act(enc, "charge_declare")
    if ki is not None:
        enc.fighter("Goku").ki = ki
    pick(enc, "charge_attack", profile="Simple", foundation="physical")
    return enc


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_dbu1_a_charge_taken_at_0_ki_stops_at_once() -> None:
    # Seed 003 "If you have 0 Ki Points, you stop charging immediately as if you had spent the
    # Ki Points to do so"; seed 001 has no such line, so dbu-2 keeps the charge.
    enc = _charging_goku("dbu-1", ki=0)
    assert enc.fighter("Goku").charge is None
    assert any("0 Ki Points" in e.text for e in enc.events if e.kind == "state_changed")
    assert _charging_goku("dbu-2", ki=0).fighter("Goku").charge is not None


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_dbu1_a_cost_that_empties_ki_stops_the_charge() -> None:
    enc = _charging_goku("dbu-1")
    goku = enc.fighter("Goku")
    assert goku.charge is not None
    stats.spend(enc, goku, goku.ki - 1, "a test cost")
    assert goku.charge is not None  # 1 Ki left: still charging
    stats.spend(enc, goku, 1, "a test cost")
    assert goku.charge is None
