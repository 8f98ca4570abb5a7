"""The Triggered Modifier Maneuver (seed 001): pay now, use the maneuver when a trigger occurs."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.bots import RandomBot, decide

from .helpers import end_turn, expect, fighter, has_option, make_sheet, of_kind, pick, resolve

GOKU, VEGETA, KRILLIN = make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Krillin")
SIMPLE_ON_VEGETA = {
    "kind": "attack",
    "profile": "Simple",
    "foundation": "physical",
    "target": "Vegeta",
}
POWER_UP = {"kind": "power_up"}


def arena(
    *,
    vegeta: tuple[int, int] = (4, 3),
    krillin: tuple[int, int] | None = None,
    **settings: Any,
) -> EncounterSetup:
    fighters = [fighter("Goku", "A", (3, 3))]
    if krillin is not None:
        fighters.append(fighter("Krillin", "A", krillin))
    fighters.append(fighter("Vegeta", "B", vegeta))
    return EncounterSetup(
        width=12,
        height=8,
        sheets={s.name: s for s in (GOKU, VEGETA, KRILLIN)},
        fighters=tuple(fighters),
        settings=settings,
    )


def start(setup: EncounterSetup, *rolls: int) -> Encounter:
    first = [7, 5, 3] if len(setup.fighters) == 3 else [7, 3]
    return Encounter.start(setup, dice=[*first, *rolls] + [5] * 60)


def set_triggered(enc: Encounter, maneuver: dict[str, Any], **trigger: str) -> list[Event]:
    events = pick(enc, "triggered")
    expect(enc, "Goku", "triggered_maneuver")
    events += pick(enc, "delay", option=maneuver)
    expect(enc, "Goku", "trigger")
    return events + pick(enc, "trigger", **trigger)


def index_of(events: list[Event], kind: str, who: str, **data: Any) -> int:
    for i, e in enumerate(events):
        if e.kind == kind and e.who == who and all(e.data.get(k) == v for k, v in data.items()):
            return i
    raise AssertionError(f"no {kind} event by {who} with {data}")


@pytest.mark.rule("dbu.modifier.triggered")
def test_attack_trigger_fires_before_the_attack_without_paying_again() -> None:
    enc = start(arena())
    goku = enc.fighter("Goku")
    events = set_triggered(enc, SIMPLE_ON_VEGETA, trigger="attack", watch="Vegeta")
    assert "Triggered provokes Exploit from Vegeta" in of_kind(events, "provoked")[0].text
    expect(enc, "Vegeta", "exploit")
    pick(enc, "pass")
    assert goku.actions == 2
    assert len(enc.state.triggered) == 1
    assert not has_option(enc, "triggered")  # [1/Round]
    end_turn(enc)
    log = pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    log += resolve(enc)
    expect(enc, "Goku", "triggered_fire")
    log += pick(enc, "fire")
    log += resolve(enc)
    mine = index_of(log, "attack_declared", "Goku", source="basic")
    theirs_roll = index_of(log, "clash", "Vegeta", roll="strike")
    assert index_of(log, "attack_declared", "Vegeta") < mine < theirs_roll
    assert "fires as an Out-of-Sequence Maneuver" in of_kind(log, "maneuver", "Goku")[-1].text
    assert goku.actions == 2
    assert goku.ki == 50
    assert enc.state.triggered == []


@pytest.mark.rule("dbu.modifier.triggered")
def test_an_exploit_that_damages_you_cancels_it_for_counter_actions() -> None:
    enc = start(arena(), 8, 2, 5)  # Vegeta's Exploit: Strike 12 vs Dodge 6, Wound 9 - Soak 4
    goku = enc.fighter("Goku")
    set_triggered(enc, SIMPLE_ON_VEGETA, trigger="attack", watch="Vegeta")
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Goku")
    events = resolve(enc)
    assert goku.life == 72 - 5
    cancelled = [e for e in events if e.data.get("cancelled")]
    assert cancelled
    assert "gains 1 Counter Action" in cancelled[0].text
    assert (goku.actions, goku.counters, enc.state.triggered) == (2, 2, [])


@pytest.mark.rule("dbu.modifier.triggered")
def test_damage_trigger_fires_after_the_watched_character_is_damaged() -> None:
    # Vegeta's Energy Blast on Krillin: Strike 13 vs Dodge 6, Wound 10 - Soak 4 = 6.
    enc = start(arena(krillin=(3, 5), vegeta=(10, 6)), 9, 2, 6)
    goku = enc.fighter("Goku")
    events = set_triggered(enc, POWER_UP, trigger="damage", watch="Krillin")
    assert not of_kind(events, "provoked")  # nobody within the Sphere
    assert goku.actions == 2
    assert enc.state.triggered[0].watch == "Krillin"
    end_turn(enc)
    end_turn(enc)  # Krillin
    pick(enc, "attack", profile="Simple", foundation="energy", target="Krillin")
    resolve(enc)
    expect(enc, "Goku", "intervene")
    pick(enc, "pass")
    assert enc.fighter("Krillin").life == 72 - 6
    expect(enc, "Goku", "triggered_fire")
    assert stats.stacks(goku, "power") == 0
    pick(enc, "fire")
    assert stats.stacks(goku, "power") == 1
    assert goku.actions == 2


@pytest.mark.rule("dbu.modifier.triggered")
def test_movement_trigger_fires_before_the_mover_leaves() -> None:
    enc = start(arena())
    set_triggered(enc, SIMPLE_ON_VEGETA, trigger="movement", watch="Vegeta")
    pick(enc, "pass")  # Vegeta's Exploit
    end_turn(enc)
    log = pick(enc, "move", mode="normal")
    log += resolve(enc)
    log += pick(enc, "destination", x=7, y=3)
    expect(enc, "Goku", "triggered_fire")
    log += pick(enc, "fire")
    log += resolve(enc)
    while enc.decision is not None and enc.decision.kind in ("blockade", "exploit"):
        log += pick(enc, "pass")  # Goku may Blockade, then Exploit Vegeta leaving his reach
    assert index_of(log, "attack_declared", "Goku") < index_of(log, "moved", "Vegeta")
    assert enc.fighter("Vegeta").pos in ((4, 3), (7, 3))


@pytest.mark.rule("dbu.modifier.triggered")
def test_turn_end_trigger_on_an_ally_and_holding_it_for_later() -> None:
    enc = start(arena(krillin=(3, 5), vegeta=(10, 6)))
    goku = enc.fighter("Goku")
    set_triggered(enc, POWER_UP, trigger="turn_end", watch="Krillin")
    end_turn(enc)
    end_turn(enc)  # Krillin's turn ends
    expect(enc, "Goku", "triggered_fire")
    pick(enc, "hold")
    assert len(enc.state.triggered) == 1
    # only an ally can be watched for turn end
    assert stats.stacks(goku, "power") == 0


@pytest.mark.rule("dbu.modifier.triggered")
def test_condition_trigger_when_an_opponent_gains_the_chosen_condition() -> None:
    enc = start(arena(vegeta=(10, 6)))
    goku = enc.fighter("Goku")
    set_triggered(enc, POWER_UP, trigger="condition", watch="Vegeta", condition="guard_down")
    end_turn(enc)
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    expect(enc, "Goku", "triggered_fire")
    pick(enc, "fire")
    assert stats.stacks(goku, "power") == 1


@pytest.mark.rule("dbu.modifier.triggered")
def test_it_lapses_at_the_start_of_your_next_turn() -> None:
    enc = start(arena(vegeta=(10, 6)))
    set_triggered(enc, POWER_UP, trigger="damage", watch="Vegeta")
    end_turn(enc)
    end_turn(enc)
    events = [e for e in enc.events if e.kind == "state_changed" and "lapses" in e.text]
    assert enc.state.triggered == []
    assert len(events) == 1
    assert has_option(enc, "triggered")  # a new round, a new use


@pytest.mark.rule("dbu.modifier.triggered")
def test_a_target_that_got_away_lets_you_take_the_maneuver_back() -> None:
    enc = start(arena(krillin=(3, 5)))
    goku = enc.fighter("Goku")
    set_triggered(enc, SIMPLE_ON_VEGETA, trigger="turn_end", watch="Krillin")
    pick(enc, "pass")  # Vegeta's Exploit
    end_turn(enc)
    enc.fighter("Vegeta").pos = (10, 6)  # out of Melee Range before the trigger
    end_turn(enc)  # Krillin
    expect(enc, "Goku", "triggered_fire")
    assert not has_option(enc, "fire")
    events = pick(enc, "take_back")
    assert "takes back" in of_kind(events, "control")[0].text
    assert goku.actions == 3
    assert goku.used_round.get("triggered", 0) == 0


@pytest.mark.rule("dbu.modifier.triggered")
def test_without_the_option_to_hold_it_fires_at_once() -> None:
    enc = start(arena(krillin=(3, 5), vegeta=(10, 6), triggered_optional=False))
    set_triggered(enc, POWER_UP, trigger="turn_end", watch="Krillin")
    end_turn(enc)
    end_turn(enc)
    assert stats.stacks(enc.fighter("Goku"), "power") == 1


@pytest.mark.rule("dbu.modifier.triggered")
def test_random_fights_use_triggered_and_replay() -> None:
    fired = 0
    set_count = 0
    for seed in range(8):
        enc = Encounter.start(arena(krillin=(3, 5), vegeta=(6, 3)), seed)
        bots = {side: RandomBot(seed * 5 + i) for i, side in enumerate("AB")}
        while not enc.over:
            d = enc.decision
            assert d is not None
            assert d.options
            choice = decide(bots[enc.fighter(d.actor).side], enc)
            if enc.state.triggered and enc.state.choices % 7 == 0:
                snapshot = json.loads(json.dumps(enc.to_json()))
                restored = Encounter.from_json(snapshot)
                assert restored.to_json() == snapshot
                mine = [e.to_json() for e in restored.choose(choice)]
                assert [e.to_json() for e in enc.choose(choice)] == mine
                continue
            enc.choose(choice)
        set_count += sum(1 for e in enc.events if e.data.get("maneuver") == "triggered")
        fired += sum(1 for e in enc.events if e.data.get("maneuver") == "triggered_fire")
        again = replay(json.loads(json.dumps(enc.record())))
        assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]
    assert set_count > 0
    assert fired > 0
