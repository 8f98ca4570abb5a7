"""Log lines that say only what happened: a Triggered maneuver's firing pays nothing again,
and a Feature Thrust that moves nothing is not said to move 0 squares."""

from __future__ import annotations

from typing import Any

import pytest

from combat.helpers import expect, fighter, make_sheet, of_kind, pick, refresh, resolve
from combat.test_battlefield import GOKU_FIRST, field
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.rules import costs, stats

GOKU, VEGETA = make_sheet("Goku"), make_sheet("Vegeta")
COMBINATION_ON_VEGETA = {
    "kind": "attack",
    "profile": "Combination",  # 3 KP(T): 3 KP at Tier 1
    "foundation": "physical",
    "target": "Vegeta",
}


def duel(**settings: Any) -> Encounter:
    setup = EncounterSetup(
        width=12,
        height=8,
        sheets={s.name: s for s in (GOKU, VEGETA)},
        fighters=(fighter("Goku", "A", (3, 3)), fighter("Vegeta", "B", (4, 3))),
        settings=settings,
    )
    return Encounter.start(setup, dice=[7, 3] + [5] * 80)


def fire_on_vegetas_attack(enc: Encounter) -> list[Event]:
    """Goku delays a Combination attack on Vegeta with Triggered (trigger: Vegeta attacks),
    ends his turn; Vegeta attacks; Goku fires. The whole log from the setting on."""
    log = pick(enc, "triggered")
    log += pick(enc, "delay", option=COMBINATION_ON_VEGETA)
    log += pick(enc, "trigger", trigger="attack", watch="Vegeta")
    if enc.decision is not None and enc.decision.kind == "exploit":
        log += pick(enc, "pass")
    log += pick(enc, "end_turn")
    log += pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    log += resolve(enc)
    expect(enc, "Goku", "triggered_fire")
    log += pick(enc, "fire")
    return log + resolve(enc)


def after_firing(log: list[Event]) -> list[Event]:
    fired = next(i for i, e in enumerate(log) if e.data.get("maneuver") == "triggered_fire")
    return log[fired:]


@pytest.mark.rule("dbu.modifier.triggered")
def test_a_triggered_attack_pays_its_kp_once_and_its_firing_says_no_payment() -> None:
    enc = duel()
    goku = enc.fighter("Goku")
    log = fire_on_vegetas_attack(enc)
    (set_line,) = [e for e in of_kind(log, "cost_paid", "Goku") if "Triggered" in e.text]
    assert set_line.data["kp"] == 3  # the setting line keeps its cost
    fired = after_firing(log)
    assert fired[0].text.endswith("(its 1 Action and 3 KP were paid when it was set)")
    assert of_kind(fired, "attack_declared", "Goku")
    # Old behaviour: "Goku pays 3 KP for Basic Attack (Combination, physical)" after firing.
    assert not of_kind(fired, "cost_paid", "Goku"), [e.text for e in fired]
    assert goku.ki == 50 - 3  # paid once, when it was set


@pytest.mark.rule("dbu.modifier.triggered")
def test_a_firing_that_now_costs_more_says_only_the_difference() -> None:
    enc = duel()
    goku = enc.fighter("Goku")
    log = pick(enc, "triggered")
    log += pick(enc, "delay", option=COMBINATION_ON_VEGETA)
    log += pick(enc, "trigger", trigger="attack", watch="Vegeta")
    if enc.decision is not None and enc.decision.kind == "exploit":
        log += pick(enc, "pass")
    log += pick(enc, "end_turn")
    # Drained from here on: the attack costs 2(T) KP more than when it was set.
    before = costs.attack_kp(enc, goku, "Combination")
    stats.add_effect(enc, goku, Effect("drained", "test", Expiry("never")))
    refresh(enc)
    assert costs.attack_kp(enc, goku, "Combination") == before + 2
    log += pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    log += resolve(enc)
    log += pick(enc, "fire")
    log += resolve(enc)
    (paid,) = of_kind(after_firing(log), "cost_paid", "Goku")
    assert paid.data["kp"] == 2
    assert paid.text.startswith("Goku pays 2 KP for Basic Attack (Combination, physical) beyond")
    assert goku.ki == 50 - 3 - 2


def test_no_kp_named_when_none_were_paid_when_it_was_set() -> None:
    enc = duel(triggered_kp_when_set=False)
    fired = after_firing(fire_on_vegetas_attack(enc))
    assert fired[0].text.endswith("(its 1 Action was paid when it was set)"), fired[0].text
    # Paid on firing in that reading: the payment line stays.
    assert [e.data["kp"] for e in of_kind(fired, "cost_paid", "Goku")] == [3]


@pytest.mark.rule("dbu.std.feature-thrust")
def test_a_feature_thrust_that_moves_nothing_does_not_say_0_squares() -> None:
    crate = {"id": "crate", "pos": (4, 3), "hardness": 2}
    rock = {"id": "rock", "pos": (5, 3), "hardness": 2}
    enc = Encounter.start(field(b_pos=(9, 6), features=[crate, rock]), dice=GOKU_FIRST)
    events = pick(enc, "feature_thrust", feature="crate", squares=1)
    events += resolve(enc)
    (moved,) = of_kind(events, "moved", "Goku")
    assert enc.state.features[0].pos == (4, 3)
    assert "0 squares" not in moved.text
    assert moved.text == "Goku thrusts crate, but it stays at square E4, stopped by feature rock"


@pytest.mark.rule("dbu.std.feature-thrust")
def test_a_feature_thrust_into_an_adjacent_character_does_not_say_0_squares() -> None:
    crate = {"id": "crate", "pos": (4, 3), "hardness": 2}
    enc = Encounter.start(field(b_pos=(5, 3), features=[crate]), dice=GOKU_FIRST)
    events = pick(enc, "feature_thrust", feature="crate", squares=1)
    events += resolve(enc)
    (moved,) = of_kind(events, "moved", "Goku")
    assert moved.text == "Goku thrusts crate at square E4 into Vegeta"


@pytest.mark.rule("dbu.modifier.triggered")
def test_a_firing_that_now_costs_less_says_the_kp_regained() -> None:
    enc = duel()
    goku = enc.fighter("Goku")
    stats.add_effect(enc, goku, Effect("drained", "test", Expiry("never")))
    refresh(enc)  # Drained when it is set: 3 + 2(T) = 5 KP
    log = pick(enc, "triggered")
    log += pick(enc, "delay", option=COMBINATION_ON_VEGETA)
    log += pick(enc, "trigger", trigger="attack", watch="Vegeta")
    if enc.decision is not None and enc.decision.kind == "exploit":
        log += pick(enc, "pass")
    log += pick(enc, "end_turn")
    goku.effects = [e for e in goku.effects if e.name != "drained"]  # 3 KP when it fires
    log += pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    log += resolve(enc)
    log += pick(enc, "fire")
    log += resolve(enc)
    fired = after_firing(log)
    assert not of_kind(fired, "cost_paid", "Goku")
    (back,) = of_kind(fired, "ki_gained", "Goku")
    assert back.data == {"ki": 2, "capacity": 2}
    assert back.text.startswith("Goku regains 2 KP and 2 Capacity: Basic Attack (Combination")
    assert goku.ki == 50 - 5 + 2
