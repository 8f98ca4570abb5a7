"""Edition dbu-1 (seed 003): the maneuvers it changes from the default edition's version:
Duel, Duel Escape, United Attack, Intervene, Grapple, Terrain Lift, Throw, Thrust."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.setup import FeatureSetup, ItemSetup
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.grapple import holds as grapple
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.derived import derive

from .helpers import (
    advance_to,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    resolve,
)
from .legacy_setup import GOKU_FIRST, TRIO_INIT, act, legacy_duel, start, trio

FORCE = 4
SOAK = 4
WAGER_FOR_A_DUEL = 10
"""A Ki Wager of 10(bT) lets the target answer with a Duel (Tier 1: 10)."""


# --- Duel and Duel Escape -------------------------------------------------------------------


IMPULSIVE = derive(make_sheet("Goku")).saves["impulsive"].value
"""The Impulsive Save of every make_sheet fighter."""
TN_MEDIUM, TN_HARD = 9, 12
"""At base Tier 1 (settings legacy_tn_medium and legacy_tn_hard)."""


def _duel_answered(dice: list[int]):  # type: ignore[no-untyped-def]
    """Goku attacks with a Ki Wager of 10; Vegeta answers with a Duel (Simple, physical)."""
    enc = start(legacy_duel(), [*GOKU_FIRST, *dice])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    pick(enc, "no_modifier")
    pick(enc, "wager", kp=WAGER_FOR_A_DUEL)
    advance_to(enc, "Vegeta", "reaction")
    pick(enc, "duel", mode="basic", profile="Simple", foundation="physical")
    return enc


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_wagers_are_capped_at_a_quarter_of_the_capacity_rate() -> None:
    enc = _duel_answered([6, 4] * 10)
    goku = enc.fighter("Goku")
    pick(enc, "no_escape")
    advance_to(enc, "Goku", "duel_wager")
    assert goku.capacity == 20  # the attack's Ki Wager was refunded when the Duel began
    caps = [o.args["kp"] for o in options(enc, "duel_wager")]
    assert max(caps) == stats.max_capacity(enc, goku) // 4


@pytest.mark.rule("dbu.legacy.duel")
def test_each_energy_charge_is_worth_1_per_tier_in_a_duel() -> None:
    # Two charges (Force 4 lets both count) make the attack heavy enough for a Duel.
    enc = start(legacy_duel(b_pos=(10, 6)), [*GOKU_FIRST, *([6, 4] * 20)])
    act(enc, "charge_declare")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    act(enc, "charge")
    pick(enc, "end_turn")
    pick(enc, "end_turn")
    pick(enc, "legacy_release", target="Vegeta")
    advance_to(enc, "Vegeta", "reaction")
    pick(enc, "duel", mode="basic", profile="Simple", foundation="energy")
    pick(enc, "no_escape")
    events = []
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += pick(enc, "duel_wager", kp=0)
    assert any("2 Energy Charges 2" in e.text for e in events)


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_is_an_impulsive_save_against_tn_hard_and_gives_an_attack() -> None:
    enc = _duel_answered([TN_HARD - IMPULSIVE, 9, 1, 5])
    goku = enc.fighter("Goku")
    events = pick(enc, "duel_escape")
    assert of_kind(events, "skill_check")[0].data["success"]
    assert goku.counters == 0
    assert enc.decision is not None
    assert enc.decision.kind == "escape_attack"
    events = pick(enc, "escape_attack", profile="Simple", foundation="physical", target="Vegeta")
    events += resolve(enc)
    assert of_kind(events, "attack_declared")
    assert goku.actions == 2  # the escape attack costs no Action


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_a_failed_duel_escape_lets_the_duel_go_on() -> None:
    enc = _duel_answered([TN_HARD - IMPULSIVE - 1] + [6, 4] * 10)
    events = pick(enc, "duel_escape")
    assert not of_kind(events, "skill_check")[0].data["success"]
    assert any(e.data.get("duel") == "escape_failed" for e in events)


# --- United Attack --------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_adds_half_of_the_joiners_wound_bonuses() -> None:
    # Krillin has 2 Power stacks (+2 on Combat Rolls): half of Force 4 + 2 is 3 (dbu-2: ½
    # Force only, 2). Strike 9 vs Dodge 1, Wound 5.
    enc = start(trio(), [*TRIO_INIT, 9, 1, 5])
    krillin = enc.fighter("Krillin")
    stats.add_effect(enc, krillin, Effect("power", "test", Expiry("never"), stacks=2))
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    advance_to(enc, "Krillin", "united_attack")
    pick(enc, "united_attack")
    pick(enc, "united_wager", kp=0)
    events = resolve(enc)
    wound = of_kind(events, "wound")[0]
    assert "United Krillin ½ Wound bonuses 3" in wound.text
    assert wound.data["score"] == 5 + FORCE + (FORCE + 2) // 2


# --- Intervene ------------------------------------------------------------------------------


def _vegeta_hits_goku(dice: list[int]):  # type: ignore[no-untyped-def]
    # Vegeta acts first (9), then Krillin (5), Goku (1). Strike 9 vs Dodge 1.
    enc = start(trio(), [1, 5, 9, 9, 1, *dice])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    resolve(enc)
    advance_to(enc, "Krillin", "intervene")
    return enc


@pytest.mark.rule("dbu.legacy.intervene")
def test_a_failed_impulsive_save_spends_the_counter_and_bars_intervene_this_round() -> None:
    enc = _vegeta_hits_goku([TN_MEDIUM - IMPULSIVE - 1, 5])
    krillin = enc.fighter("Krillin")
    events = pick(enc, "intervene_attempt")
    assert not of_kind(events, "skill_check")[0].data["success"]
    assert krillin.counters == 0
    assert krillin.used_round.get("intervene_failed") == 1
    assert any(e.data.get("reaction") == "intervene_failed" for e in events)


@pytest.mark.rule("dbu.legacy.intervene")
def test_a_passed_impulsive_save_lets_the_ally_intervene() -> None:
    enc = _vegeta_hits_goku([TN_MEDIUM - IMPULSIVE, 5])
    events = pick(enc, "intervene_attempt")
    wall = next(o for o in options(enc, "intervene") if o.args["option"] == "defense_wall")
    events += enc.choose(wall)
    assert of_kind(events, "skill_check")[0].data["success"]
    assert any(e.data.get("reaction") == "defense_wall" for e in events)


# --- Grapple --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.grapple")
def test_a_grapple_check_at_the_start_of_each_grappling_fighters_turn() -> None:
    # Vegeta's turn starts: Goku's Strike 1 against Vegeta's Dodge 9 frees Vegeta.
    enc = start(legacy_duel(), [*GOKU_FIRST, 1, 9])
    grapple.start(enc, enc.fighter("Goku"), enc.fighter("Vegeta"), tail=False)
    pick(enc, "end_turn")
    events = pick(enc, "clash_roll", roll="dodge")
    assert any("start of turn" in e.text for e in events)
    assert enc.state.grapples == []


@pytest.mark.rule("dbu.legacy.grapple")
def test_a_grappler_moved_by_an_outsider_checks_at_minus_2_per_tier() -> None:
    # Krillin (outside the grapple) pushes Goku one square west; Goku's check: Strike 9 - 2
    # against Vegeta's Dodge 1: Vegeta is dragged along.
    enc = start(trio(), [*TRIO_INIT, 9, 1])
    goku, vegeta, krillin = enc.fighter("Goku"), enc.fighter("Vegeta"), enc.fighter("Krillin")
    grapple.start(enc, goku, vegeta, tail=False)
    enc.state.pending = None
    forced.push(enc, goku, krillin, direction=(-1, 0), squares=1, why="a shove")
    enc._advance()
    events = pick(enc, "clash_roll", roll="dodge")
    assert any("- moved by another 2" in e.text for e in events)
    pick(enc, "pass")  # no Sudden Stop
    assert goku.pos == (2, 3)
    assert vegeta.pos == (3, 3)
    assert enc.state.grapples


# --- Terrain Lift, Throw, Thrust ------------------------------------------------------------


def _rock_duel(dice: list[int]):  # type: ignore[no-untyped-def]
    st = legacy_duel().model_copy(
        update={"features": (FeatureSetup(id="rock", pos=(2, 3), hardness=1),)}
    )
    return start(st, [*GOKU_FIRST, *dice])


@pytest.mark.rule("dbu.legacy.terrain-lift")
def test_terrain_lift_is_athletics_against_6_plus_4_per_hardness() -> None:
    # ½ Force Score 2 + d10 7 = 9 < 10 fails; 8 makes 10 and lifts the Rank 1 rock.
    enc = _rock_duel([7])
    assert not has_option(enc, "terrain_lift")  # dbu-2's Force test is gone
    act(enc, "legacy_lift", feature="rock")
    assert enc.fighter("Goku").carrying == ""
    enc = _rock_duel([8])
    act(enc, "legacy_lift", feature="rock")
    assert enc.fighter("Goku").carrying == "rock"


@pytest.mark.rule("dbu.legacy.terrain-lift")
def test_carried_terrain_shields_by_its_hardness_value_and_breaks_if_damage_passes() -> None:
    # Lift (8); Vegeta's Strike 9 vs Goku's Dodge 1; Wound 9 + Force 4 - Soak 4 - shield 2.
    enc = _rock_duel([8, 9, 1, 9])
    goku = enc.fighter("Goku")
    act(enc, "legacy_lift", feature="rock")
    pick(enc, "end_turn")
    events = pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    events += resolve(enc)
    assert (enc.decision.actor, enc.decision.kind) == ("Goku", "shield")
    events += pick(enc, "shield")
    events += resolve(enc)
    shield = 2 * 1 * 1  # 2 x Rank 1 x base Tier 1
    damage = next(e for e in events if e.kind == "damage" and "category" in e.data)
    assert damage.data["damage"] == 9 + FORCE - SOAK - shield
    assert goku.carrying == ""
    assert all(ft.id != "rock" for ft in enc.state.features)


@pytest.mark.rule("dbu.legacy.terrain-lift")
def test_the_carrier_may_keep_the_piece_out_of_the_attack() -> None:
    # Seed 003: "you may use it as a shield when attacked ... If you choose not to apply this
    # effect, then whatever you are holding is not damaged". Same hit as above: Goku declines,
    # takes the whole Wound 9 + Force 4 - Soak 4 and still holds the rock.
    enc = _rock_duel([8, 9, 1, 9])
    goku = enc.fighter("Goku")
    act(enc, "legacy_lift", feature="rock")
    pick(enc, "end_turn")
    events = pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    events += resolve(enc)
    assert {o.kind for o in enc.decision.options} == {"shield", "pass"}
    events += pick(enc, "pass")
    events += resolve(enc)
    damage = next(e for e in events if e.kind == "damage" and "category" in e.data)
    assert damage.data["damage"] == 9 + FORCE - SOAK
    assert goku.carrying == "rock"
    assert any(ft.id == "rock" for ft in enc.state.features)


@pytest.mark.rule("dbu.legacy.terrain-lift")
@pytest.mark.rule("dbu.legacy.throw")
def test_a_piece_being_thrown_no_longer_shields_its_thrower() -> None:
    # Goku lifts the rock and throws it at Vegeta, who answers with a Cross Counter: its
    # damage reaches Goku before the rock lands. The rock has left Goku's hands, so it neither
    # shields him nor shatters; it still lands on Vegeta with its Collision damage. (The bench
    # found this: the rock used to shatter mid-throw and the Throw then crashed.)
    # Lift 8; the Throw's Strike 6 vs Dodge 6 (½ Defense Value) hits; the Cross Counter's
    # Strike 9 vs Dodge 1 hits Goku; then the two Wound Rolls.
    enc = _rock_duel([8, 6, 6, 9, 1] + [6] * 40)
    act(enc, "legacy_lift", feature="rock")
    pick(enc, "throw", thing="rock", target="Vegeta")
    pick(enc, "no_modifier")
    pick(enc, "wager", kp=0)
    advance_to(enc, "Vegeta", "reaction")
    events = pick(enc, "defend", defend="cross_counter")
    events += pick(enc, "cross_attack", profile="Simple", foundation="physical", target="Goku")
    events += resolve(enc)
    assert any(e.kind == "damage" and e.who == "Goku" for e in events)
    assert not [e for e in events if "shatters" in e.text]
    assert not [e for e in events if e.kind == "damage" and "shield" in str(e.data)]
    assert any(ft.id == "rock" for ft in enc.state.features)
    assert enc.fighter("Goku").carrying == ""
    assert [e for e in events if e.kind == "collision" or "Collision" in e.text]


@pytest.mark.rule("dbu.legacy.throw")
def test_throw_reaches_force_modifier_squares_and_a_basic_item_breaks() -> None:
    # Magic 6 makes Might 6 but Force stays 4: Vegeta 5 squares away is out of throwing range.
    thrower = make_sheet("Goku", magic=6)
    cup = ItemSetup(id="cup", name="Cup", holder="Goku")
    far = legacy_duel(thrower, b_pos=(8, 3)).model_copy(update={"items": (cup,)})
    assert not has_option(start(far, GOKU_FIRST), "throw")
    near = legacy_duel(thrower, b_pos=(7, 3)).model_copy(update={"items": (cup,)})
    enc = start(near, [*GOKU_FIRST, 9, 1, 5])
    pick(enc, "throw", thing="cup", target="Vegeta")
    resolve(enc)
    item = enc.state.items[0]
    assert item.lost
    assert item.pos is None


@pytest.mark.rule("dbu.legacy.thrust")
def test_a_won_thrust_knocks_prone_without_a_second_clash() -> None:
    enc = start(legacy_duel(), [*GOKU_FIRST, 9, 1])
    act(enc, "thrust", target="Vegeta")
    pick(enc, "clash_roll", roll="dodge")
    events = pick(enc, "thrust_effect", effect="prone")
    assert stats.has(enc.fighter("Vegeta"), "prone")
    assert not of_kind(events, "clash")


@pytest.mark.rule("dbu.legacy.throw")
def test_a_thrown_weapon_loses_1_break_value_and_lands_next_to_the_target() -> None:
    # Seed 003: "Equipment such as Apparel and Weapons reduce their Break Value by -1 and land
    # in a random square adjacent to the target of the attack."
    for given, broken in ((3, False), (1, True)):
        sword = ItemSetup(
            id="sword", name="Sword", kind="weapon", holder="Goku", wielded=True, break_value=given
        )
        st = legacy_duel(b_pos=(6, 3)).model_copy(update={"items": (sword,)})
        enc = start(st, [*GOKU_FIRST, 9, 1, 5, *([5] * 20)])
        pick(enc, "throw", thing="sword", target="Vegeta")
        events = resolve(enc)
        drop = next(e for e in events if "break_value" in e.data)
        assert drop.data["break_value"] == given - 1
        item = enc.state.items[0]
        assert item.lost is broken
        assert (item.pos is None) is broken
