"""Readings the audit found open to two readings, each a named setting (``CombatSettings``):
passive Target Numbers (``passive_tns``), Collision and Bonus Momentum (``collision_momentum``),
Throw's range (``throw_range``), Absorbing Attack while armed (``absorbing_while_armed``),
Shielding (``shielding``), dbu-1's un/sheathing (``no_effort_unsheathing``) and Spectate with
no Ally (``spectate_alone``); and the Collision line's numbers. For each setting the default
reading comes first, then the other one, on the same fight."""

from __future__ import annotations

import re
from typing import Any

import pytest

from combat.helpers import (
    advance_to,
    duel,
    end_turn,
    expect,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    refresh,
    resolve,
)
from combat.legacy_setup import act, dbu1, legacy_duel
from combat.test_battlefield import GOKU_FIRST, SWORD, field, thrust_win
from combat.test_items import arena
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import FeatureSetup, ItemSetup
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.sideview import side_view

ROCK = {"id": "rock", "pos": (6, 3)}
"""A Rank 2 Feature two squares behind Vegeta (at (4, 3)): Hardness Value 4 at Tier 1."""


# --- passive Target Numbers: the Steadfast Check and dbu-1's Terrain Lift -------------------------


def _steadfast(**settings: Any) -> Event:
    """Tier 2 Vegeta (Power Level 5, 168 Life) loses 90 and drops to Bruised: Steadfast d10 6
    + d4 2 = 8."""
    enc = Encounter.start(
        duel(b=make_sheet("Vegeta", power_level=5), **settings), dice=[*GOKU_FIRST, 6, 2]
    )
    lose_life(enc, enc.fighter("Vegeta"), 90, by=enc.fighter("Goku"), why="a blow")
    (check,) = of_kind(enc.events, "steadfast", "Vegeta")
    return check


@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.rule("dbu.checks.passive-opposition")
def test_the_steadfast_tn_rises_with_the_base_tier_by_default() -> None:
    # Seed 000: "Each Tier of Power after the first increases the passive Target Numbers by +3":
    # at Tier 2 the Steadfast Check needs 6 + 3 = 9, and 8 fails.
    check = _steadfast()
    assert (check.data["roll"], check.data["tn"], check.data["success"]) == (8, 9, False)
    assert "vs 9 (6 +3 per Tier after the first): fail" in check.text


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_a_fixed_steadfast_tn_stays_6_at_every_tier() -> None:
    check = _steadfast(passive_tns="fixed")
    assert (check.data["roll"], check.data["tn"], check.data["success"]) == (8, 6, True)
    assert "vs 6: pass" in check.text


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_the_steadfast_tn_is_the_same_at_tier_1_either_way() -> None:
    for reading in ("rise", "fixed"):
        enc = Encounter.start(duel(passive_tns=reading), dice=[*GOKU_FIRST, 6])
        lose_life(enc, enc.fighter("Vegeta"), 40, by=enc.fighter("Goku"), why="a blow")
        (check,) = of_kind(enc.events, "steadfast", "Vegeta")
        assert (check.data["tn"], check.data["success"]) == (6, True)


@pytest.mark.rule("dbu.std.combat-recovery.condition")
@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_condition_recovery_uses_the_risen_tn_and_its_odds_follow() -> None:
    # Tier 2 Goku recovers for 2 Actions (4d10 Ki) forgoing Life: Steadfast d10 6 + d4 2 = 8
    # fails TN 9 (Shaken stays); with a fixed TN 6 it passes. The menu's odds follow the TN.
    chances = {}
    for reading, tn_and_success in (("rise", (9, False)), ("fixed", (6, True))):
        st = duel(
            make_sheet("Goku", power_level=5), a_pos=(0, 0), b_pos=(11, 7), passive_tns=reading
        )
        enc = Encounter.start(st, dice=[*GOKU_FIRST, 5, 5, 5, 5, 6, 2])
        goku = enc.fighter("Goku")
        stats.add_effect(enc, goku, Effect("shaken", "a test", Expiry("never")))
        refresh(enc)
        option = options(enc, "recover", actions=2, mode="condition")[0]
        assert enc.decision is not None
        shown = odds_of(side_view(enc, "A"), enc.decision, option)
        assert shown is not None
        chances[reading] = shown.chance
        enc.choose(option)
        resolve(enc)
        (check,) = of_kind(enc.events, "steadfast", "Goku")
        assert (check.data["tn"], check.data["success"]) == tn_and_success
        if tn_and_success[1]:
            pick(enc, "remove", condition="shaken")
        assert stats.has(goku, "shaken") is not tn_and_success[1]
    assert chances["rise"] < chances["fixed"]


def _lift_duel(**settings: Any) -> Encounter:
    """dbu-1: Tier 2 Goku next to a Hardness Rank 1 rock (TN 6 + 4 = 10 at Tier 1)."""
    goku = make_sheet("Goku", power_level=5)
    st = legacy_duel(goku, **settings).model_copy(
        update={"features": (FeatureSetup(id="rock", pos=(2, 3), hardness=1),)}
    )
    return Encounter.start(st, dice=[*GOKU_FIRST, 8, 2])


@pytest.mark.rule("dbu.legacy.terrain-lift")
@pytest.mark.rule("dbu.checks.passive-opposition")
def test_dbu1_terrain_lift_tn_rises_with_the_base_tier_by_default() -> None:
    # Lifting is seed 000's own example of a Passive Opposition ("such as lifting a heavy
    # object"): at Tier 2 the TN is 10 + 3 = 13; ½ Force Score 2 + d10 8 + d4 2 = 12 fails.
    enc = _lift_duel()
    assert "Athletics TN 13" in options(enc, "legacy_lift", feature="rock")[0].label
    act(enc, "legacy_lift", feature="rock")
    (check,) = of_kind(enc.events, "skill_check", "Goku")
    assert (check.data["score"], check.data["tn"], check.data["success"]) == (12, 13, False)
    assert enc.fighter("Goku").carrying == ""


@pytest.mark.rule("dbu.legacy.terrain-lift")
def test_dbu1_terrain_lift_tn_fixed_is_6_plus_4_per_rank_at_any_tier() -> None:
    enc = _lift_duel(passive_tns="fixed")
    assert "Athletics TN 10" in options(enc, "legacy_lift", feature="rock")[0].label
    act(enc, "legacy_lift", feature="rock")
    (check,) = of_kind(enc.events, "skill_check", "Goku")
    assert (check.data["score"], check.data["tn"], check.data["success"]) == (12, 10, True)
    assert enc.fighter("Goku").carrying == "rock"


# --- Collision and Bonus Momentum -----------------------------------------------------------------


def _throw_through_bruised(**settings: Any) -> tuple[Encounter, list[Event]]:
    """Goku throws his Sword at Vegeta (43 Life): the Wound's 5 leaves him at 38 (Healthy),
    the Sword's Collision (Hardness Value 4) takes him to 34, through Bruised (36)."""
    st = field(b_pos=(6, 3), items=[SWORD], **settings)
    enc = Encounter.start(st, dice=[*GOKU_FIRST, 9, 2, 5, 5])
    enc.fighter("Vegeta").life = 43
    pick(enc, "throw", thing="sword", target="Vegeta")
    return enc, resolve(enc)


@pytest.mark.rule("dbu.actions.bonus-momentum")
@pytest.mark.rule("dbu.std.throw")
def test_a_throws_collision_through_a_threshold_gives_bonus_momentum_by_default() -> None:
    # Seed 001: Throw "is considered an Attacking Maneuver"; "If you hit another Character, apply
    # Collision Damage": knocking Vegeta through Bruised with it is Bonus Momentum.
    enc, events = _throw_through_bruised()
    assert enc.fighter("Vegeta").life == 34
    assert [e.data["bonus"] for e in of_kind(events, "momentum", "Goku")] == [1]
    assert enc.fighter("Goku").actions == 3  # 3 - 1 (Throw) + 1 (Bonus Momentum)


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_with_never_only_the_wounds_damage_gives_bonus_momentum() -> None:
    enc, events = _throw_through_bruised(collision_momentum="never")
    assert enc.fighter("Vegeta").life == 34
    assert not of_kind(events, "momentum")
    assert enc.fighter("Goku").actions == 2


def _launch_into_the_rock(**settings: Any) -> tuple[Encounter, list[Event]]:
    """A Launching attack: Wound 13 - Soak 4 = 9 leaves Vegeta (50) at 41; the Knockback into
    the rock (doubled: 8) takes him to 33, through Bruised."""
    st = field(features=[ROCK], **settings)
    enc = Encounter.start(st, dice=[*GOKU_FIRST, 9, 1, 9, 9, 1, 5])
    enc.fighter("Vegeta").life = 50
    events = pick(enc, "attack", profile="Launching", foundation="physical", target="Vegeta")
    events += resolve(enc)
    events += pick(enc, "knockback")
    events += advance_to(enc, "Goku", "knockback_push")
    events += pick(enc, "knockback_push", dx=1, dy=0, squares=2)
    events += pick(enc, "pass")  # no Sudden Stop
    return enc, events


@pytest.mark.rule("dbu.actions.bonus-momentum")
def test_a_knockback_collision_is_part_of_the_attack_for_bonus_momentum() -> None:
    enc, events = _launch_into_the_rock()
    assert enc.fighter("Vegeta").life == 33
    assert len(of_kind(events, "momentum", "Goku")) == 1
    enc, events = _launch_into_the_rock(collision_momentum="never")
    assert enc.fighter("Vegeta").life == 33
    assert not of_kind(events, "momentum")


def _thrust_into_the_rock(**settings: Any) -> tuple[Encounter, list[Event]]:
    """Thrust's Push Back (not an Attacking Maneuver) into the rock: 8 takes Vegeta (40) to 32."""
    enc = Encounter.start(field(features=[ROCK], **settings), dice=[*GOKU_FIRST, 9, 2, 5])
    enc.fighter("Vegeta").life = 40
    thrust_win(enc)
    pick(enc, "thrust_effect", effect="push_back")
    return enc, pick(enc, "pass")


@pytest.mark.rule("dbu.actions.bonus-momentum")
@pytest.mark.rule("dbu.std.thrust")
def test_a_thrust_collision_gives_bonus_momentum_only_with_any() -> None:
    # "attack" (default): Thrust is no Attacking Maneuver, so no Bonus Momentum; "any" reads
    # "knock an Opponent through a Health Threshold" without "with an Attacking Maneuver".
    enc, events = _thrust_into_the_rock()
    assert enc.fighter("Vegeta").life == 32
    assert not of_kind(events, "momentum")
    enc, events = _thrust_into_the_rock(collision_momentum="any")
    assert enc.fighter("Vegeta").life == 32
    assert len(of_kind(events, "momentum", "Goku")) == 1


@pytest.mark.rule("dbu.legacy.bonus-momentum")
def test_dbu1_counts_only_the_wound_roll_for_bonus_momentum() -> None:
    # Seed 003: "as a result of the damage inflicted from that attack's Wound Roll".
    assert Encounter.start(legacy_duel(), dice=GOKU_FIRST).settings.collision_momentum == "never"
    assert Encounter.start(duel(), dice=GOKU_FIRST).settings.collision_momentum == "attack"


# --- the Collision line: its label and its number agree -------------------------------------------


def _collision_numbers(text: str) -> tuple[int, list[str], int]:
    """The Hardness Value a Collision line names, its multipliers and its total."""
    m = re.search(
        r"Hardness Value (\d+) \([^)]*\)((?: x [\d.]+(?: \([A-Za-z]+\))?)*) = (\d+)", text
    )
    assert m is not None, text
    return int(m[1]), re.findall(r"x ([\d.]+)", m[2]), int(m[3])


@pytest.mark.rule("dbu.std.thrust")
def test_a_push_backs_doubled_collision_names_the_hardness_value_then_the_doubling() -> None:
    # Seed 001 Push Back: "Double any Collision Damage they suffer due to this movement".
    enc = Encounter.start(field(features=[ROCK]), dice=[*GOKU_FIRST, 9, 2])
    thrust_win(enc)
    pick(enc, "thrust_effect", effect="push_back")
    (hit,) = of_kind(pick(enc, "pass"), "collision")
    assert "Hardness Value 4 (2 x Rank 2 x bT 1) x 2 = 8" in hit.text
    value, factors, total = _collision_numbers(hit.text)
    assert (value, factors, total) == (4, ["2"], 8)
    assert hit.data["amount"] == total == 72 - enc.fighter("Vegeta").life


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_a_collision_with_a_quality_shows_its_factor_after_the_hardness_value() -> None:
    # Push Back doubles and Sudden Stop halves (x 1 together), Dangerous doubles: 4 x 2 = 8.
    spiky = {"id": "spikes", "pos": (6, 3), "qualities": ["Dangerous"]}
    enc = Encounter.start(field(features=[spiky]), dice=[*GOKU_FIRST, 9, 2])
    thrust_win(enc)
    pick(enc, "thrust_effect", effect="push_back")
    (hit,) = of_kind(pick(enc, "sudden_stop", reduce=0, ignore=False), "collision")
    assert "Hardness Value 4 (2 x Rank 2 x bT 1) x 2 (Dangerous) = 8" in hit.text
    assert _collision_numbers(hit.text) == (4, ["2"], 8)
    assert 72 - enc.fighter("Vegeta").life == 8


# --- Throw's range --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.throw")
def test_throw_reaches_might_squares_by_default_and_any_distance_when_unlimited() -> None:
    # Seed 001: "any number of Squares in a straight line" vs a miss landing "as far as you could
    # have possibly thrown it based on your Might": Vegeta 7 squares away, Goku's Might 4.
    enc = Encounter.start(field(b_pos=(10, 3), items=[SWORD]), dice=GOKU_FIRST)
    assert not has_option(enc, "throw")
    near = Encounter.start(field(b_pos=(7, 3), items=[SWORD]), dice=GOKU_FIRST)
    assert has_option(near, "throw", thing="sword", target="Vegeta")  # 4 squares: in reach
    far = Encounter.start(
        field(b_pos=(10, 3), items=[SWORD], throw_range="unlimited"), dice=GOKU_FIRST
    )
    assert has_option(far, "throw", thing="sword", target="Vegeta")


# --- Absorbing Attack while wielding a Weapon -----------------------------------------------------

ARMED = ItemSetup(id="sword", name="Sword", kind="weapon", holder="Goku", wielded=True)


def _absorbing_offered(**settings: Any) -> bool:
    enc = Encounter.start(arena(items=(ARMED,), **settings), dice=[7, 3, 5])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    expect(enc, "Goku", "modifier")
    return any(o.args.get("absorbing") for o in options(enc, "modifier"))


@pytest.mark.rule("dbu.modifier.absorbing-attack")
def test_absorbing_attack_is_offered_to_an_armed_fighter_by_default() -> None:
    # "Unarmed Physical Attack": the attack it modifies is made unarmed (a kick, the free hand).
    assert _absorbing_offered()


@pytest.mark.rule("dbu.modifier.absorbing-attack")
def test_absorbing_attack_is_refused_while_wielding_a_weapon_when_so_set() -> None:
    assert not _absorbing_offered(absorbing_while_armed="refused")
    unarmed = Encounter.start(arena(absorbing_while_armed="refused"), dice=[7, 3, 5])
    pick(unarmed, "attack", profile="Simple", foundation="physical", target="Vegeta")
    assert any(o.args.get("absorbing") for o in options(unarmed, "modifier"))


# --- Shielding ------------------------------------------------------------------------------------


def _shielded_attack(**settings: Any) -> list[Event]:
    """Goku carries a Rank 1 log; Vegeta's energy attack: Strike 13 vs Dodge 6, Wound 10."""
    sheet = make_sheet("Vegeta", force=1, magic=1)
    log = {"id": "log", "pos": (9, 6), "hardness": 1}
    st = field(vegeta=sheet, b_pos=(1, 3), features=[log], **settings)
    enc = Encounter.start(st, dice=[3, 7, 9, 2, 9])
    enc.state.features[0].carried_by = "Goku"
    enc.fighter("Goku").carrying = "log"
    refresh(enc)
    events = pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    return events + resolve(enc)


@pytest.mark.rule("dbu.std.terrain-lift")
def test_shielding_applies_once_the_attack_hits_by_default() -> None:
    # Seed 001: "If you are hit by an Attacking Maneuver while carrying a Feature, apply effects
    # as if you were in Cover": no +2(T) on the Dodge, 2 x Hardness Value 2 off the Damage.
    events = _shielded_attack()
    dodge = next(e for e in of_kind(events, "clash", "Goku") if "Dodge" in e.text)
    assert "Cover" not in dodge.text
    assert "Dodge 6 " in dodge.text
    damage = next(e for e in of_kind(events, "damage", "Goku") if "damage" in e.data)
    assert "Cover log: 2 x Hardness Value 2" in damage.text
    assert damage.data["damage"] == 10 - 4 - 4


@pytest.mark.rule("dbu.std.terrain-lift")
def test_shielding_for_the_whole_attack_adds_covers_dodge_bonus_too() -> None:
    events = _shielded_attack(shielding="whole_attack")
    dodge = next(e for e in of_kind(events, "clash", "Goku") if "Dodge" in e.text)
    assert "Cover (log)" in dodge.text
    assert "Dodge 8 " in dodge.text
    damage = next(e for e in of_kind(events, "damage", "Goku") if "damage" in e.data)
    assert damage.data["damage"] == 10 - 4 - 4


# --- dbu-1: drawing and sheathing, one type of No Effort or two -----------------------------------

SWORDS = (
    ItemSetup(id="sword", name="Sword", kind="weapon", holder="Goku", wielded=True),
    ItemSetup(id="staff", name="Staff", kind="weapon", holder="Goku"),
)


def _draw_after_sheathing(**settings: Any) -> bool:
    """dbu-1: Goku sheathes his Sword (No Effort), attacks (a Standard Maneuver between two
    Instants), then: may he draw a Weapon in the same Combat Round?"""
    enc = Encounter.start(dbu1(arena(items=SWORDS, **settings)), dice=[7, 3] + [5] * 40)
    pick(enc, "no_effort", effort="sheathe")
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    resolve(enc)
    expect(enc, "Goku", "turn")
    assert not enc.fighter("Goku").wielding
    return has_option(enc, "no_effort", effort="draw")


@pytest.mark.rule("dbu.instant.no-effort")
def test_dbu1_drawing_and_sheathing_are_one_type_of_no_effort_by_default() -> None:
    # Seed 003 "each type of No Effort Maneuver once per Combat Round"; seed 001's list has one
    # entry "Un/Sheathing a Weapon. Put away or draw a weapon.".
    assert not _draw_after_sheathing()


@pytest.mark.rule("dbu.instant.no-effort")
def test_dbu1_drawing_and_sheathing_as_two_types_allow_both_in_a_round() -> None:
    assert _draw_after_sheathing(no_effort_unsheathing="two_types")


# --- Spectate with no Ally to cheer on ------------------------------------------------------------


def _recover_alone(**settings: Any) -> Encounter:
    """Goku, alone on side A and far from Vegeta, recovers for 2 of his 3 Actions."""
    enc = Encounter.start(
        duel(a_pos=(0, 0), b_pos=(11, 7), **settings), dice=[*GOKU_FIRST, 4, 4, 6, 6]
    )
    pick(enc, "recover", actions=2, mode="heal")
    while enc.decision is not None and enc.decision.kind in ("instant", "exploit"):
        pick(enc, "pass")
    return enc


@pytest.mark.rule("dbu.std.combat-recovery.spectate")
def test_a_fighter_with_no_ally_may_spectate_and_rest_by_default() -> None:
    # Seed 001: "After using Combat Recovery, you can choose to spend your remaining Actions
    # (minimum 1 Action) to enter the Spectator Special State": no Ally is named.
    enc = _recover_alone()
    expect(enc, "Goku", "spectate")
    events = pick(enc, "spectate", ally="")
    goku = enc.fighter("Goku")
    assert stats.has(goku, "spectator")
    assert goku.actions == 0
    assert any("no Ally to cheer on" in e.text for e in events)
    expect(enc, "Vegeta", "turn")
    end_turn(enc)
    expect(enc, "Goku", "spectator")  # his next turn: leave, or rest
    events = pick(enc, "rest")
    assert [e.data["roll"] for e in events if e.data.get("maneuver") == "spectator_rest"]
    expect(enc, "Vegeta", "turn")


@pytest.mark.rule("dbu.std.combat-recovery.spectate")
def test_spectate_needs_an_ally_to_cheer_on_when_refused_alone() -> None:
    enc = _recover_alone(spectate_alone="refused")
    expect(enc, "Goku", "turn")
    assert enc.fighter("Goku").actions == 1
    end_turn(enc)
