"""Edition dbu-1 (seed 003): the maneuvers of the turn, one example test per rule.

Every sheet is Power Level 1 (Tier 1: a bare d10 per roll) unless a test says otherwise; the
dice after the Initiative dice are listed in the order the rolls happen."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.setup import ItemSetup
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.damage import lose_life

from .helpers import (
    advance_to,
    attack,
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
)
from .legacy_setup import GOKU_FIRST, act, dbu1, legacy_duel, start

FORCE = 4
"""make_sheet's Force Modifier, added to every Wound Roll."""


# --- Blitz ----------------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.blitz")
def test_blitz_charges_in_a_line_and_adds_2_per_tier_per_square_to_the_wound() -> None:
    # Goku at (1,3) charges Vegeta at (5,3): 3 squares to (4,3). Strike 9, Dodge 2, Wound 5.
    enc = start(legacy_duel(a_pos=(1, 3), b_pos=(5, 3)), [*GOKU_FIRST, 9, 2, 5])
    goku = enc.fighter("Goku")
    events = pick(enc, "blitz", profile="Simple", target="Vegeta")
    events += resolve(enc)
    assert goku.pos == (4, 3)
    assert goku.actions == 1  # Blitz costs 2 Actions
    assert goku.ki == 50 - 6  # Simple 0 KP + 6(T)
    wound = of_kind(events, "wound")[0]
    assert wound.data["score"] == 5 + FORCE + 2 * 3
    # Afterwards a natural 3 botches every Combat Roll until Goku's next turn.
    assert "b3" in rolls.dice_text(enc, goku)


@pytest.mark.rule("dbu.legacy.blitz")
def test_blitz_needs_two_squares_of_distance_and_a_reachable_line() -> None:
    near = start(legacy_duel(), GOKU_FIRST)  # adjacent
    assert not has_option(near, "blitz")
    too_far = start(legacy_duel(a_pos=(0, 3), b_pos=(11, 3)), GOKU_FIRST)  # 10 > Boosted 6
    assert not has_option(too_far, "blitz")


# --- Called Shot ----------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_takes_a_second_action_minus_1_tier_in_melee_and_adds_a_category() -> None:
    # Strike 9 - 1 (Called Shot in Melee Range) vs Dodge 2; Wound 6 + Force 4 = 10.
    enc = start(legacy_duel(), [*GOKU_FIRST, 9, 2, 6])
    goku = enc.fighter("Goku")
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    called = [o for o in options(enc, "modifier") if o.args["called_shot"]]
    assert {o.args["called_shot"] for o in called} == {"legacy"}  # no dbu-2 Called Shot
    events = resolve(enc, modifier={"called_shot": "legacy"})
    assert goku.actions == 1
    assert goku.ki == 50  # no KP for the Called Shot
    strike = of_kind(events, "clash")[0]
    assert strike.data["score"] == 9 + 2 + 2 - 2 + 1  # Haste 2, Awareness 2, -2(T) +1(T)
    damage = next(e for e in events if e.kind == "damage" and "category" in e.data)
    assert damage.data["category"] == 2  # Standard +1: Direct


# --- Combat Recovery ------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.combat-recovery")
def test_combat_recovery_rolls_solid_2d10_per_tier_for_life_and_ki() -> None:
    # Vegeta 5 squares away is provoked (within 6) and lets it go; 2d10: 4 and 7.
    enc = start(legacy_duel(b_pos=(8, 3)), [*GOKU_FIRST, 4, 7])
    goku = enc.fighter("Goku")
    goku.life, goku.ki = 30, 20
    act(enc, "legacy_recover")
    advance_to(enc, "Vegeta", "exploit")
    pick(enc, "pass")
    assert (goku.life, goku.ki) == (30 + 11, 20 + 11)
    assert goku.actions == 1


@pytest.mark.rule("dbu.legacy.combat-recovery")
def test_an_exploit_hit_voids_the_recovery_and_the_exploiter_cannot_recover_next_turn() -> None:
    # Exploit: Strike 9 vs Dodge 1, Wound 5 (an Energy attack: Vegeta is 5 squares away,
    # beyond the reach of a Physical one).
    enc = start(legacy_duel(b_pos=(8, 3)), [*GOKU_FIRST, 9, 1, 5, 4, 7])
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    goku.life, goku.ki = 60, 20
    act(enc, "legacy_recover")
    advance_to(enc, "Vegeta", "exploit")
    assert not has_option(enc, "exploit", profile="Simple", foundation="physical")
    pick(enc, "exploit", profile="Simple", foundation="energy", target="Goku")
    resolve(enc)
    advance_to(enc, "Goku", "turn")
    assert goku.life == 60 - (5 + FORCE - 4)  # Wound - Soak 4, nothing regained
    assert goku.ki == 20
    assert stats.has(vegeta, "no_recovery")
    end_turn(enc)
    expect(enc, "Vegeta", "turn")
    assert not has_option(enc, "legacy_recover")


@pytest.mark.rule("dbu.legacy.combat-recovery")
def test_combat_recovery_does_not_provoke_beyond_six_squares() -> None:
    enc = start(legacy_duel(b_pos=(10, 3)), [*GOKU_FIRST, 4, 7])  # 7 squares away
    events = act(enc, "legacy_recover")
    events += advance_to(enc, "Goku", "turn")
    assert not of_kind(events, "provoked")


# --- Command --------------------------------------------------------------------------------


def _master_and_minion(personality: int = 2, power_level: int = 1):  # type: ignore[no-untyped-def]
    boss = make_sheet("Frieza", power_level=power_level, personality=personality)
    minion = make_sheet("Appule", minion=True)
    foe = make_sheet("Vegeta")
    st = setup(
        [boss, minion, foe],
        [
            fighter("Frieza", "A", (3, 3)),
            fighter("Appule", "A", (3, 5), master="Frieza"),
            fighter("Vegeta", "B", (9, 3)),
        ],
    )
    return start(dbu1(st), [9, 5, 1])


@pytest.mark.rule("dbu.legacy.command")
def test_command_costs_an_action_and_gives_the_minion_two() -> None:
    enc = _master_and_minion()
    frieza = enc.fighter("Frieza")
    pick(enc, "legacy_command", minion="Appule")
    assert frieza.actions == 2
    assert not has_option(enc, "legacy_command")  # once per round at Personality 2
    end_turn(enc)
    expect(enc, "Appule", "turn")
    assert enc.fighter("Appule").actions == 2
    act(enc, "legacy_recover") if has_option(enc, "legacy_recover") else None
    # With one Action left and no Movement yet, only a Movement or a Counter Action remain.


@pytest.mark.rule("dbu.legacy.command")
def test_a_commanded_minions_last_action_goes_to_movement_or_a_counter_action() -> None:
    enc = _master_and_minion()
    pick(enc, "legacy_command", minion="Appule")
    end_turn(enc)
    act(enc, "power_up")
    kinds = {o.kind for o in enc.decision.options}  # type: ignore[union-attr]
    assert kinds <= {"legacy_move", "convert", "end_turn", "sense", "detect_holding_back", "surge"}
    assert "legacy_move" in kinds
    assert "convert" in kinds


@pytest.mark.rule("dbu.legacy.command")
def test_command_uses_grow_with_personality() -> None:
    from tenkaichi.dbu.combat.editions.dbu1.rules import command_uses

    for personality, uses in ((5, 1), (6, 2), (10, 3)):
        enc = _master_and_minion(personality, power_level=5)  # Personality 10 needs Tier 2
        assert command_uses(enc, enc.fighter("Frieza")) == uses


# --- Movement -------------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.movement")
def test_boosted_movement_costs_3_kp_per_square_beyond_normal_speed() -> None:
    # Normal Speed 4 (2 + ½ Agility 4), Boosted 6: six squares cost 2 x 3 KP.
    enc = start(legacy_duel(a_pos=(0, 0), b_pos=(11, 7)), GOKU_FIRST)
    goku = enc.fighter("Goku")
    labels = [o.label for o in options(enc, "legacy_move")]
    assert not has_option(enc, "move")  # the dbu-2 modes (Rapid, 3(T) flat) are gone
    assert len(labels) == 2
    act(enc, "legacy_move", boosted=True)
    go_to(enc, x=6, y=0)
    assert goku.pos == (6, 0)
    assert goku.ki == 50 - 3 * (6 - 4)


@pytest.mark.rule("dbu.legacy.movement")
def test_leaving_melee_range_provokes_and_movement_has_no_round_limit() -> None:
    enc = start(legacy_duel(), GOKU_FIRST)
    act(enc, "legacy_move", boosted=False)
    events = go_to(enc, x=1, y=3)
    assert of_kind(events, "provoked")
    pick(enc, "pass")
    for x in (0, 1):
        act(enc, "legacy_move", boosted=False)
        go_to(enc, x=x, y=3 + x)
    assert enc.fighter("Goku").actions == 0


# --- Power Up -------------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.power-up")
def test_a_second_power_up_does_not_extend_the_first() -> None:
    enc = start(legacy_duel(b_pos=(10, 6)), GOKU_FIRST)
    goku = enc.fighter("Goku")
    act(enc, "power_up")
    end_turn(enc)
    end_turn(enc)  # Vegeta's turn; then Goku's next one: the first stack ends at its end
    act(enc, "power_up")
    assert stats.stacks(goku, "power") == 2
    assert {(e.ends.at, e.ends.count) for e in goku.effects if e.name == "power"} == {("end", 1)}
    end_turn(enc)
    assert stats.stacks(goku, "power") == 0


# --- Energy Charge --------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_charges_cost_2_per_tier_at_release_and_only_half_force_of_them_count() -> None:
    # Three charges, Force 4: two count. Strike 9 vs Dodge 1; Wound 5 + 2d6 (3, 4) + Force.
    enc = start(legacy_duel(b_pos=(10, 6)), [*GOKU_FIRST, 9, 1, 5, 3, 4])
    goku = enc.fighter("Goku")
    act(enc, "charge_declare")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    act(enc, "charge")
    act(enc, "charge")
    assert goku.ki == 50  # charging costs nothing yet
    end_turn(enc)
    advance_to(enc, "Goku", "turn")
    events = pick(enc, "legacy_release", target="Vegeta")
    events += resolve(enc)
    assert goku.ki == 50 - 2 * 3
    assert any("2 of 3" in e.text for e in events)
    assert of_kind(events, "wound")[0].data["score"] == 5 + 3 + 4 + FORCE
    assert stats.has(goku, "reckless")


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_stopping_a_charge_costs_1_per_tier_per_charge() -> None:
    enc = start(legacy_duel(b_pos=(10, 6)), GOKU_FIRST)
    goku = enc.fighter("Goku")
    act(enc, "charge_declare")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    act(enc, "charge")
    assert not has_option(enc, "cancel_charge")  # dbu-2's free No Effort is gone
    pick(enc, "legacy_stop_charge")
    assert goku.charge is None
    assert goku.ki == 50 - 2


# --- Empower --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.empower")
def test_empower_in_melee_scores_maximum_results_plus_10_per_tier() -> None:
    # Tier 1: the d10 scores 10 and its Critical Die 10; + Force 4 + 10(T).
    from .legacy_setup import trio

    enc = start(trio(), [9, 5, 1])
    goku, krillin = enc.fighter("Goku"), enc.fighter("Krillin")
    goku.ki, krillin.ki = 50, 5
    act(enc, "legacy_empower", ally="Krillin")
    advance_to(enc, "Goku", "empower_amount")
    amounts = [o.args["kp"] for o in enc.decision.options]  # type: ignore[union-attr]
    assert max(amounts) == min(50, 10 + 10 + FORCE + 10)
    pick(enc, "empower_amount", kp=17)
    assert (goku.ki, krillin.ki) == (50 - 17, 5 + 17)
    assert goku.actions == 2


@pytest.mark.rule("dbu.legacy.empower")
def test_empower_at_range_rolls_the_empowerment_roll() -> None:
    from .legacy_setup import trio

    enc = start(trio(krillin=(0, 0)), [9, 5, 1, 6])
    act(enc, "legacy_empower", ally="Krillin")
    advance_to(enc, "Goku", "empower_amount")
    amounts = [o.args["kp"] for o in enc.decision.options]  # type: ignore[union-attr]
    assert max(amounts) == 6 + FORCE + 10


# --- Surge and Bonus Momentum ---------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.surge")
def test_surge_once_per_encounter_adds_the_force_modifier() -> None:
    enc = start(legacy_duel(b_pos=(10, 6)), [*GOKU_FIRST, 3, 8])
    goku = enc.fighter("Goku")
    goku.life = 20
    pick(enc, "surge", surge="healing")
    assert goku.life == 20 + 3 + 8 + FORCE
    assert not has_option(enc, "surge")


@pytest.mark.rule("dbu.legacy.bonus-momentum")
def test_bonus_momentum_once_per_round_and_lost_at_the_round_end() -> None:
    # Vegeta has 72 Life: below 36 is Bruised, 18 Injured. Strike 9 vs Dodge 1, Wound 6:
    # 6 Damage after Soak takes 37 to 31 (Steadfast 9); 15 more reach Injured (Steadfast 9).
    enc = start(legacy_duel(), [*GOKU_FIRST, 9, 1, 6, 9, 9])
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    vegeta.life = 37
    events = attack(enc, "Vegeta")
    assert of_kind(events, "momentum", "Goku")
    assert goku.actions == 3  # 3 - 1 + 1
    lose_life(enc, vegeta, 15, by=goku, why="test", attack=True)  # another threshold
    assert goku.actions == 3  # only once per round
    goku.actions = 1
    events = end_turn(enc)
    events += end_turn(enc)  # Vegeta's turn
    ended = next(e for e in events if e.kind == "round_ended")
    assert "Goku" in ended.text  # the unused Action is lost with the round


# --- Terrify --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.terrify")
def test_terrify_shakes_then_knocks_prone() -> None:
    # Intimidation ½ Personality 1 vs Intuition ½ Insight 1: 8 vs 2, then 7 vs 3.
    enc = start(legacy_duel(), [*GOKU_FIRST, 8, 2, 7, 3])
    vegeta = enc.fighter("Vegeta")
    act(enc, "terrify", target="Vegeta")
    assert any(e.name == "shaken" and e.by == "Goku" for e in vegeta.effects)
    act(enc, "terrify", target="Vegeta")
    assert stats.has(vegeta, "prone")


@pytest.mark.rule("dbu.legacy.terrify")
def test_terrify_fails_on_a_tie_and_a_stronger_target_adds_a_d4() -> None:
    strong = make_sheet("Vegeta", power_level=2)
    enc = start(legacy_duel(b=strong), [*GOKU_FIRST, 6, 5, 1])  # 6+1 vs 5+1d4(1)+1
    events = act(enc, "terrify", target="Vegeta")
    assert "1d4" in of_kind(events, "clash")[0].text
    assert not stats.has(enc.fighter("Vegeta"), "shaken")


# --- Treatment ------------------------------------------------------------------------------


def _medic_setup():  # type: ignore[no-untyped-def]
    from .legacy_setup import trio

    return trio(Goku=make_sheet("Goku", skills={"medicine": 4}))


@pytest.mark.rule("dbu.legacy.treatment")
def test_treatment_revives_a_defeated_ally_with_1d10_per_base_tier() -> None:
    # Medicine ½ Scholarship 1 + 4 ranks x 2 + proficient 1(T) = 10; d10 3 -> 13 vs TN Hard
    # 12. Revival d10: 6.
    enc = start(_medic_setup(), [9, 5, 1, 3, 6])
    krillin = enc.fighter("Krillin")
    krillin.life, krillin.defeated = 0, True
    refresh(enc)
    act(enc, "treatment", ally="Krillin")
    assert not krillin.defeated
    assert krillin.life == 6


@pytest.mark.rule("dbu.legacy.treatment")
def test_treatment_cures_poison_and_heals_a_tenth_or_fails_below_tn_hard() -> None:
    enc = start(_medic_setup(), [9, 5, 1, 3, 1])
    goku, krillin = enc.fighter("Goku"), enc.fighter("Krillin")
    krillin.life = 40
    stats.add_effect(enc, krillin, Effect("poisoned", "test", Expiry("never")))
    refresh(enc)
    act(enc, "treatment", ally="Krillin")
    assert not stats.has(krillin, "poisoned")
    assert krillin.life == 40 + stats.max_life(enc, krillin) // 10
    stats.add_effect(enc, krillin, Effect("poisoned", "test", Expiry("never")))
    refresh(enc)
    act(enc, "treatment", ally="Krillin")  # d10 1, a Botch: 1 + 10 - 5 = 6 < 12
    assert stats.has(krillin, "poisoned")
    assert goku.actions == 1


# --- Reload ---------------------------------------------------------------------------------


@pytest.mark.rule("dbu.legacy.reload")
def test_shots_run_out_and_reload_refills_for_a_counter_action_on_your_turn() -> None:
    gun = ItemSetup(id="gun", name="Pistol", kind="weapon", holder="Goku", wielded=True, ammo=1)
    st = legacy_duel(b_pos=(10, 6)).model_copy(update={"items": (gun,)})
    enc = start(st, [*GOKU_FIRST, 1, 9])  # the shot misses: Strike 1 vs Dodge 9
    goku = enc.fighter("Goku")
    assert not has_option(enc, "reload")  # full
    pick(enc, "shoot", weapon="gun", target="Vegeta")
    resolve(enc)
    assert not has_option(enc, "shoot")
    pick(enc, "reload", weapon="gun")
    assert goku.counters == 0
    assert has_option(enc, "shoot")
