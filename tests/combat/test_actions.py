"""Actions, Momentum and Surges (seed 001, "Actions" and "Surges")."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.rules.damage import lose_life

from .helpers import attack, duel, end_turn, fighter, make_sheet, of_kind, pick, resolve, setup

# Initiative dice [7, 3]: Goku (Agility 4) scores 9 and acts first, Vegeta scores 5.
GOKU_FIRST = [7, 3]


def turn_starts(enc: Encounter, who: str) -> list[tuple[int, int, int]]:
    return [
        (e.round, e.data["actions"], e.data["counters"])
        for e in of_kind(enc.events, "turn_started", who)
    ]


@pytest.mark.rule("dbu.actions.standard")
def test_every_combatant_gains_three_standard_actions_each_round() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    pick(enc, "convert")
    end_turn(enc)
    pick(enc, "convert")
    pick(enc, "convert")
    end_turn(enc)
    end_turn(enc)
    assert turn_starts(enc, "Goku") == [(1, 3, 1), (2, 3, 1)]
    assert turn_starts(enc, "Vegeta")[0][:2] == (1, 3)


@pytest.mark.rule("dbu.actions.counter")
def test_every_combatant_gains_one_counter_action_each_round() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    assert (enc.fighter("Goku").counters, enc.fighter("Vegeta").counters) == (1, 1)
    end_turn(enc)
    end_turn(enc)
    assert enc.state.round == 2
    assert (enc.fighter("Goku").counters, enc.fighter("Vegeta").counters) == (1, 1)


@pytest.mark.rule("dbu.actions.convert")
def test_a_standard_action_converts_into_a_counter_action_on_your_turn() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    events = pick(enc, "convert")
    goku = enc.fighter("Goku")
    assert (goku.actions, goku.counters) == (2, 2)
    assert [e.data.get("maneuver") for e in events] == ["convert"]


@pytest.mark.rule("dbu.actions.convert")
def test_a_standard_action_converts_mid_maneuver_to_pay_for_a_defend() -> None:
    # Two Simple attacks; Vegeta parries both. The first uses his Counter Action; for the
    # second he converts one of his 3 Standard Actions during Goku's attack.
    # Strike 5+4 = 9 against Parry 6+4 = 10: both miss.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 6, 5, 6])
    attack(enc, "Vegeta", reaction="parry")
    vegeta = enc.fighter("Vegeta")
    assert (vegeta.actions, vegeta.counters) == (3, 0)
    events = attack(enc, "Vegeta", reaction="parry")
    converts = [e for e in events if e.data.get("maneuver") == "convert"]
    assert [e.who for e in converts] == ["Vegeta"]
    assert (vegeta.actions, vegeta.counters) == (2, 0)


@pytest.mark.rule("dbu.actions.lose-at-round-end")
def test_unspent_actions_are_lost_at_the_end_of_the_round() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    pick(enc, "convert")  # Goku: 2 Actions and 2 Counter Actions, all left unspent
    end_turn(enc)
    end_turn(enc)
    ended = of_kind(enc.events, "round_ended")
    assert len(ended) == 1
    assert "Goku" in ended[0].text
    assert "Vegeta" in ended[0].text
    goku = enc.fighter("Goku")
    assert (goku.actions, goku.counters) == (3, 1)  # not 5 and 3


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_knocking_a_foe_through_a_threshold_grants_one_action_once_per_round() -> None:
    # Vegeta has 72 Life (Bruised at 36, Injured at 18). Strike 8+4 = 12 beats Dodge 2+4 = 6;
    # Wound 9+4 = 13 - Soak 4 = 9 Damage. Steadfast rolls 7 (pass).
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 2, 9, 7, 8, 2, 9, 7])
    vegeta, goku = enc.fighter("Vegeta"), enc.fighter("Goku")
    vegeta.life = 40
    events = attack(enc, "Vegeta")
    assert vegeta.life == 31
    assert vegeta.threshold == 1
    assert len(of_kind(events, "momentum", "Goku")) == 1
    assert goku.actions == 3  # 3 - 1 for the attack + 1 Bonus Momentum
    vegeta.life = 25
    events = attack(enc, "Vegeta")  # 25 - 9 = 16: through Injured as well
    assert vegeta.life == 16
    assert vegeta.threshold == 2
    assert of_kind(events, "momentum") == []
    assert goku.actions == 2


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_defeating_a_minion_grants_bonus_momentum() -> None:
    grunt = make_sheet("Grunt", minion=True)
    goku = make_sheet("Goku")
    enc = Encounter.start(
        setup([goku, grunt], [fighter("Goku", "A", (3, 3)), fighter("Grunt", "B", (4, 3))]),
        dice=[*GOKU_FIRST, 8, 2, 9],
    )
    minion = enc.fighter("Grunt")
    minion.life, minion.threshold = 3, 2  # already Injured: no Threshold left to cross
    events = attack(enc, "Grunt")
    # At 0 Life with a Healing Surge at hand it is not Defeated yet (Will to Survive); the
    # Bonus Momentum comes when the Defeat does.
    assert not minion.defeated
    assert of_kind(events, "momentum", "Goku") == []
    events = pick(enc, "fall")
    assert minion.defeated
    assert len(of_kind(events, "momentum", "Goku")) == 1


@pytest.mark.rule("dbu.actions.reduced-momentum")
def test_dropping_yourself_below_a_threshold_costs_one_action_next_round_once() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 7, 7])
    goku = enc.fighter("Goku")
    lose_life(enc, goku, 40, by=goku, why="a reckless technique")  # 32: Bruised
    lose_life(enc, goku, 20, by=goku, why="a reckless technique")  # 12: Injured
    assert goku.threshold == 2
    end_turn(enc)
    end_turn(enc)
    assert enc.state.round == 2
    assert goku.actions == 2  # one less, not two less
    assert enc.fighter("Vegeta").actions == 3
    end_turn(enc)
    end_turn(enc)
    assert goku.actions == 3  # only the next round


@pytest.mark.rule("dbu.actions.reduced-momentum")
def test_a_life_wager_through_a_threshold_is_reduced_momentum() -> None:
    # Seed 001: "If you reduce your Life Points below a Health Threshold through your own
    # effects, you gain 1 less Standard Action at the start of the next Combat Round."
    # Elemental (Dark) pays its Ki Wager with Life: 37 - 5 = 32 of 72 is Bruised (Steadfast
    # d10 8 passes). The attack misses (Strike d10 2 vs Dodge d10 9).
    goku = make_sheet("Goku", magic=6)
    enc = Encounter.start(duel(goku, b_pos=(7, 3)), dice=[*GOKU_FIRST, 8, 2, 9])
    g = enc.fighter("Goku")
    g.life = 37
    pick(enc, "attack", profile="Elemental (Dark)", target="Vegeta")
    pick(enc, "no_modifier")
    events = pick(enc, "life_wager", kp=5)
    assert g.threshold == 1
    assert [e.data["bonus"] for e in of_kind(events, "momentum", "Goku")] == [-1]
    resolve(enc)
    end_turn(enc)
    end_turn(enc)
    assert enc.state.round == 2
    assert g.actions == 2


@pytest.mark.rule("dbu.actions.reduced-momentum")
def test_damage_from_an_opponent_does_not_reduce_momentum() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 7])
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    lose_life(enc, goku, 40, by=vegeta, why="a punch")
    end_turn(enc)
    end_turn(enc)
    assert goku.actions == 3


@pytest.mark.rule("dbu.surge.healing")
@pytest.mark.rule("dbu.instant.surge")
def test_healing_surge_restores_2d10_per_tier_life_without_an_action() -> None:
    # Power Level 5 is Tier 2: 2d10(T) is 4d10. Force 3 adds 3 (Surgency).
    hero = make_sheet("Gohan", power_level=5, force=3)
    enc = Encounter.start(duel(hero), dice=[*GOKU_FIRST, 3, 4, 5, 6])
    gohan = enc.fighter("Gohan")
    gohan.life = 20
    before = gohan.actions  # 4: one Tier above Vegeta (Initiative Advantage)
    pick(enc, "surge", surge="healing")
    assert gohan.life == 20 + 3 + 4 + 5 + 6 + 3
    assert gohan.actions == before


@pytest.mark.rule("dbu.surge.ki")
def test_ki_surge_restores_a_quarter_of_max_ki_and_capacity() -> None:
    # Max Ki 50, Max Capacity 20: +12 Ki (¼, rounded down) + Force 4 (Surgency), +5 Capacity.
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    goku.ki, goku.capacity = 10, 5
    pick(enc, "surge", surge="ki")
    assert (goku.ki, goku.capacity) == (10 + 12 + 4, 5 + 5)


@pytest.mark.rule("dbu.surge.surgency")
def test_surgency_adds_the_force_modifier_to_life_and_ki_from_surges() -> None:
    strong = make_sheet("Goku", force=7)
    weak = make_sheet("Goku", force=2)
    gained = {}
    for sheet in (strong, weak):
        enc = Encounter.start(duel(sheet), dice=[*GOKU_FIRST, 6, 7])
        goku = enc.fighter("Goku")
        goku.life = 10
        pick(enc, "surge", surge="healing")
        gained[sheet.attributes.force] = goku.life - 10
    assert gained == {7: 13 + 7, 2: 13 + 2}
    enc = Encounter.start(duel(strong), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    goku.ki = 0
    pick(enc, "surge", surge="ki")
    assert goku.ki == 12 + 7


@pytest.mark.rule("dbu.instant.surge")
def test_surge_is_once_per_encounter_and_usable_in_an_opponents_instant_window() -> None:
    # Goku Powers Up; before it resolves, Vegeta answers with a Ki Surge. Neither fighter is
    # offered a Surge again, in this round or the next. (By default the window before a Power
    # Up is offered only when it matters; "always" keeps the seed's window for any Standard
    # Maneuver.)
    enc = Encounter.start(duel(reaction_windows="always"), dice=GOKU_FIRST)
    vegeta = enc.fighter("Vegeta")
    vegeta.ki = 20
    pick(enc, "power_up")
    events = resolve(enc, instant={"kind": "surge", "surge": "ki"})
    assert vegeta.ki == 20 + 12 + 4
    assert [e.data.get("maneuver") for e in events if e.kind == "maneuver"] == ["surge"]
    end_turn(enc)
    assert enc.decision is not None
    assert enc.decision.actor == "Vegeta"
    assert not [o for o in enc.decision.options if o.kind == "surge"]
