"""States and Special States (reference section 9): entered with Karma (or a trait) as an
Instant Maneuver, levels, what each changes, and what leaving costs. Tier 1 fighters."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.families.conditions.states import karma_left, level
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.size import order
from tenkaichi.errors import ContentError

from .helpers import (
    attack,
    duel,
    end_turn,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    random_fights,
    resolve,
)

GOKU_FIRST = [7, 3]


def with_states(name: str, karma: int = 3, **states: int) -> object:
    return make_sheet(name, karma=karma, states=states)


def goku_with(karma: int = 3, **states: int) -> Encounter:
    return Encounter.start(duel(with_states("Goku", karma, **states)), dice=GOKU_FIRST)


def enter(enc: Encounter, state: str, **args: str) -> None:
    pick(enc, "enter_state", state=state, **args)


def power_up(enc: Encounter) -> None:
    """A Standard Maneuver between two Instants; the Opponent passes the Instant window."""
    pick(enc, "power_up")
    while enc.decision is not None and enc.decision.kind == "instant":
        pick(enc, "pass")


def test_entering_a_state_costs_a_karma_point_and_raises_its_level() -> None:
    enc = goku_with(karma=2, raging=3)
    goku = enc.fighter("Goku")
    enter(enc, "raging")
    assert (level(goku, "raging"), karma_left(enc, goku)) == (1, 1)
    # An Instant: not twice in a row; a Standard Maneuver in between.
    assert not has_option(enc, "enter_state")
    power_up(enc)
    enter(enc, "raging")
    assert (level(goku, "raging"), karma_left(enc, goku)) == (2, 0)
    power_up(enc)
    assert not has_option(enc, "enter_state")  # no Karma left
    assert goku.actions == 1  # entering cost no Action


def test_a_sheet_lists_only_known_states_with_their_levels() -> None:
    with pytest.raises(ContentError, match="unknown state 'angry'"):
        make_sheet("Goku", states={"angry": 1})
    with pytest.raises(ContentError, match=r"states.superior: level must be 1 to 1"):
        make_sheet("Goku", states={"superior": 2})


def test_raging_adds_wound_botch_range_and_soak_by_level() -> None:
    enc = goku_with(raging=3)
    goku = enc.fighter("Goku")
    soak = stats.soak(enc, goku)
    enter(enc, "raging")
    assert rolls.dice_text(enc, goku) == "1d10b2+ToP"
    assert stats.soak(enc, goku) == soak  # Soak from level 2
    power_up(enc)
    enter(enc, "raging")
    assert rolls.dice_text(enc, goku) == "1d10b3+ToP"
    assert stats.soak(enc, goku) == soak + 2


def test_raging_wound_bonus_reaches_the_damage() -> None:
    enc = Encounter.start(duel(with_states("Goku", raging=3)), dice=[*GOKU_FIRST, 9, 1, 6])
    enter(enc, "raging")
    attack(enc, "Vegeta")
    damage = [e for e in of_kind(enc.events, "damage", "Vegeta") if "damage" in e.data]
    assert damage[0].data["damage"] == 6 + 4 + 1 - 4


def test_mindful_lowers_the_critical_target_and_the_wound_and_adds_a_counter_at_three() -> None:
    enc = goku_with(karma=3, mindful=3)
    goku = enc.fighter("Goku")
    for i in range(3):
        enter(enc, "mindful")
        if i < 2:
            power_up(enc)
    assert level(goku, "mindful") == 3
    assert rolls.dice_text(enc, goku) == "1d10c7+ToP"
    end_turn(enc)
    end_turn(enc)
    assert goku.counters == 2  # round 2: 1 + Mindful 3
    goku.failed_steadfast = [1]
    assert not [p for p in rolls.combat_parts(enc, goku) if p[0].startswith("Health")]


def test_mindful_two_regains_ki_on_a_counter_maneuver() -> None:
    enc = Encounter.start(duel(b=with_states("Vegeta", mindful=2)), dice=[*GOKU_FIRST, 5, 6])
    end_turn(enc)
    enter(enc, "mindful")
    power_up(enc)
    enter(enc, "mindful")
    end_turn(enc)
    vegeta = enc.fighter("Vegeta")
    vegeta.ki = 30
    attack(enc, "Vegeta", reaction="parry")
    assert vegeta.ki == 30 + 2 * 2  # 2L(bT) KP with L = 2


def test_superior_gives_greater_dice_and_more_damage_taken() -> None:
    enc = Encounter.start(duel(b=with_states("Vegeta", superior=1)), dice=[*GOKU_FIRST, 9, 1, 1, 6])
    end_turn(enc)
    enter(enc, "superior")
    vegeta = enc.fighter("Vegeta")
    assert rolls.dice_text(enc, vegeta) == "2d10kh1+ToP"
    # Impediment and Superior cancel each other's first effect.
    stats.add_effect(enc, vegeta, Effect("impediment", "test", Expiry("never")))
    assert rolls.dice_text(enc, vegeta) == "1d10+ToP"
    stats.remove_effects(enc, vegeta, "impediment")
    end_turn(enc)
    attack(enc, "Vegeta")  # Strike 9+4 against Dodge best of (1, 1) + 4; Wound 6 + 4 - 4 + 2
    damage = [e for e in of_kind(enc.events, "damage", "Vegeta") if "damage" in e.data]
    assert damage[0].data["damage"] == 6 + 2


def test_surging_attacks_only_its_focus_with_one_more_charge_and_fatigues_on_leaving() -> None:
    enc = Encounter.start(duel(with_states("Goku", surging=1)), dice=[*GOKU_FIRST, 9, 1, 6, 3])
    enter(enc, "surging", focus="Vegeta")
    assert {o.args.get("target") for o in options(enc, "attack")} == {"Vegeta"}
    events = pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    events += resolve(enc)
    assert any("gains 1 Energy Charge" in e.text for e in events)
    stats.add_effect(enc, enc.fighter("Goku"), Effect("compelled", "test", Expiry("never")))
    assert not stats.has(enc.fighter("Goku"), "compelled")  # immune
    pick(enc, "leave_state", state="surging")
    assert stats.has(enc.fighter("Goku"), "fatigued")


def test_undying_keeps_you_standing_below_zero_until_you_leave() -> None:
    enc = goku_with(undying=1)
    goku = enc.fighter("Goku")
    enter(enc, "undying")
    assert ("Undying", -1) in rolls.combat_parts(enc, goku)
    lose_life(enc, goku, 100, by=None, why="test")
    assert goku.life == 72 - 100
    assert not goku.defeated
    power_up(enc)
    pick(enc, "leave_state", state="undying")
    assert goku.defeated


def test_determined_hits_without_a_clash_and_costs_the_next_turn_on_leaving() -> None:
    enc = Encounter.start(duel(with_states("Goku", determined=1)), dice=[*GOKU_FIRST, 6])
    enter(enc, "determined")
    events = attack(enc, "Vegeta")
    assert any("Determined" in e.text for e in of_kind(events, "clash"))
    pick(enc, "leave_state", state="determined")
    end_turn(enc)
    end_turn(enc)
    skipped = of_kind(enc.events, "turn_skipped", "Goku")
    assert skipped
    assert "loses this turn" in skipped[0].text


def test_liquid_is_smaller_cannot_attack_or_be_pinned_and_heals_once_a_round() -> None:
    enc = Encounter.start(duel(with_states("Goku", 0, liquid=1)), dice=[*GOKU_FIRST, 4, 5])
    goku = enc.fighter("Goku")
    size = order(enc, goku)
    enter(enc, "liquid")  # a trait: no Karma
    assert order(enc, goku) == size - 1
    assert not has_option(enc, "attack")
    goku.life = 30
    pick(enc, "liquid_heal")
    assert goku.life > 30
    assert not has_option(enc, "liquid_heal")


def test_multiple_arms_adds_a_counter_and_an_instant_basic_attack() -> None:
    enc = Encounter.start(duel(b=with_states("Vegeta", multiple_arms=1)), dice=GOKU_FIRST)
    end_turn(enc)
    enter(enc, "multiple_arms")
    end_turn(enc)
    vegeta = enc.fighter("Vegeta")
    assert vegeta.counters == 2
    pick(enc, "power_up")
    assert has_option(enc, "arms_attack", target="Goku")


def test_invisible_cannot_be_aimed_at_by_opponents() -> None:
    enc = Encounter.start(duel(b=with_states("Vegeta", invisible=1)), dice=GOKU_FIRST)
    assert has_option(enc, "attack", target="Vegeta")
    end_turn(enc)
    enter(enc, "invisible")
    end_turn(enc)
    assert not has_option(enc, "attack", target="Vegeta")


def test_seeded_fights_with_states_end_and_replay() -> None:
    a = with_states("Goku", karma=4, raging=3, superior=1, undying=1, determined=1)
    b = with_states("Vegeta", karma=4, mindful=3, surging=1, liquid=1, multiple_arms=1)
    used = random_fights(duel(a, b), range(6), snapshot_at=30)
    assert "enter_state" in used


def test_an_energy_charge_whose_charges_were_cancelled_in_its_instant_window_adds_nothing() -> None:
    from tenkaichi.dbu.combat.core.state import ChargeState

    from .helpers import refresh

    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, *([5] * 30)])
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    goku.charge = ChargeState("basic", "Simple", "energy", charges=1)
    stats.add_effect(enc, vegeta, Effect("raging", "State", Expiry("never"), value=3))
    refresh(enc)
    pick(enc, "charge")
    # Vegeta (Raging 3) attacks out of sequence; Goku answers with Energy Cancel.
    pick(enc, "raging_attack", target="Goku", profile="Simple", foundation="physical")
    resolve(enc, reaction="energy_cancel")
    assert goku.charge is None
    assert any("finds no charge" in e.text for e in of_kind(enc.events, "state_changed", "Goku"))
    assert enc.decision is not None
    assert enc.decision.actor == "Goku"
