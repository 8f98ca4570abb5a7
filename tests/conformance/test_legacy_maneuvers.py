"""Seed 003, "Maneuvers": Blitz, Called Shot, Combat Recovery, Command, Empower, Energy Charge,
Movement, Power Up and Surge as edition ``dbu-1`` plays them.

Sheets: Alpha and Beta are Power Level 4 (Tier 1) Earthlings with Agility 5 (Haste 2, Normal
Speed 4, Boosted Speed 7, Defense Value 5), Force 5, Tenacity 5 (Soak 5), Insight 4 (Awareness 4),
86 Ki and 32 Capacity unless a test says otherwise. Initiative dice come first in ``dice``."""

from __future__ import annotations

import pytest

from .legacy_support import (
    advance,
    choose,
    evs,
    kinds,
    options,
    sheet,
    start,
)


def _pair(dice, *, a=None, b=None, bpos=(1, 0), width=20, height=10):
    a = a or sheet("Alpha")
    b = b or sheet("Beta")
    return start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": bpos})],
        dice,
        width=width,
        height=height,
    )


def _clash(events, who, roll):
    return next(e for e in evs(events, "clash", who) if e.data.get("roll") == roll)


def _wound(events, who):
    return evs(events, "wound", who)[0]


# ---------------------------------------------------------------- Blitz


@pytest.mark.rule("dbu.legacy.blitz")
@pytest.mark.parametrize(("pl", "kp"), [(4, 6), (8, 12)])
def test_blitz_costs_two_actions_and_6t_ki(pl, kp):
    """003 Blitz Maneuver (2 Actions): "Increase the Ki Point cost for a Blitz Maneuver by
    +6(T)": a Simple Blitz (Profile cost 0) costs 6 KP at Tier 1 and 12 at Tier 2, and 2 of
    the 3 Actions."""
    enc = _pair([5, 4] + [3] * 12, a=sheet("Alpha", pl=pl), b=sheet("Beta", pl=pl), bpos=(4, 0))
    ki = enc.fighter("Alpha").ki
    new = choose(enc, "blitz", profile="Simple", target="Beta")
    assert [e.data["kp"] for e in evs(new, "cost_paid", "Alpha")] == [kp]
    advance(enc, "Alpha", "turn")
    assert enc.fighter("Alpha").ki == ki - kp
    assert enc.fighter("Alpha").actions == 1


@pytest.mark.rule("dbu.legacy.blitz")
@pytest.mark.parametrize(("distance", "offered"), [(1, False), (2, True), (11, True), (12, False)])
def test_blitz_needs_two_squares_and_a_reachable_target(distance, offered):
    """003 Blitz: "You must be at least 2 Squares away from the target ... you will travel in a
    straight line towards the target (if your Boosted Speed can cover the distance)". Alpha
    (Agility 8: Boosted Speed 10) may Blitz a target 2 or 11 squares away (1 or 10 squares to
    travel), not an adjacent one nor one 12 squares away."""
    enc = _pair([5, 4], a=sheet("Alpha", ag=8), bpos=(distance, 0))
    assert bool(options(enc, "blitz", target="Beta")) is offered


@pytest.mark.rule("dbu.legacy.blitz")
def test_blitz_is_a_simple_or_powered_physical_attack():
    """003 Blitz: "Blitz is a Basic Physical Attack of either the Simple or Powered Profile"."""
    enc = _pair([5, 4], bpos=(4, 0))
    assert sorted(o.args["profile"] for o in options(enc, "blitz")) == ["Powered", "Simple"]
    new = choose(enc, "blitz", profile="Simple", target="Beta")
    declared = evs(new, "attack_declared", "Alpha")[0]
    assert declared.data["foundation"] == "physical"
    assert declared.data["profile"] == "Simple"


@pytest.mark.rule("dbu.legacy.blitz")
@pytest.mark.parametrize(
    ("pl", "distance", "bonus"),
    [(4, 5, 8), (4, 10, 16), (8, 4, 12), (8, 10, 32)],
)
def test_blitz_wound_plus_2t_per_square_up_to_16t(pl, distance, bonus):
    """003 Blitz: "Increase the Wound Roll of this Attacking Maneuver by +2(T) for each square
    you traveled to your opponent, up to a maximum of +16(T)". Alpha (Agility 8) charges to the
    square next to Beta: 4 squares = +8 at Tier 1; 9 squares = +16 (the cap, not +18); at Tier
    2, 3 squares = +12 and 9 squares = +32 (cap 16(T))."""
    a = sheet("Alpha", pl=pl, ag=8)
    b = sheet("Beta", pl=pl)
    tier_dice = [] if pl == 4 else [2]
    dice = [5, 4] + [9] + tier_dice + [1] + tier_dice + [6] + tier_dice + [5] * 6
    enc = _pair(dice, a=a, b=b, bpos=(distance, 0))
    choose(enc, "blitz", profile="Simple", target="Beta")
    new = advance(enc, "Alpha", "turn")
    wound = _wound(new, "Alpha")
    base = 6 + (2 if tier_dice else 0) + 5
    assert wound.data["score"] == base + bonus


@pytest.mark.rule("dbu.legacy.blitz")
def test_blitz_botch_rate_3_until_the_start_of_your_next_turn():
    """003 Blitz: "After you use the Blitz Maneuver, your Botch Rate is increased to 3 for all
    Combat Rolls until the start of your next turn". Beta's attack meets Alpha's Dodge of a
    natural 3: a Botch, 3 + DV 8 - 5 = 6. On Alpha's next turn a natural 3 Strike is no Botch:
    3 + Haste 4 + Awareness 4 = 11."""
    a = sheet("Alpha", ag=8)
    dice = [9, 1, 9, 1, 6, 8, 3, 5, 3, 9]
    enc = _pair(dice, a=a, bpos=(4, 0))
    choose(enc, "blitz", profile="Simple", target="Beta")
    advance(enc, "Alpha", "turn")
    choose(enc, "end_turn")
    assert enc.decision.actor == "Beta"
    choose(enc, "attack", profile="Simple", foundation="physical", target="Alpha")
    new = advance(enc, "Beta", "turn")
    assert _clash(new, "Alpha", "dodge").data["score"] == 6
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    new = advance(enc, "Alpha", "turn")
    assert _clash(new, "Alpha", "strike").data["score"] == 11


# ---------------------------------------------------------------- Called Shot


def _called_shot(distance, *, pl=4, profile="Simple"):
    a = sheet("Alpha", pl=pl)
    b = sheet("Beta", pl=pl)
    tier = [2] if pl > 4 else []
    dice = [5, 4] + [6] + tier + [1] + tier + [8] + tier + [5] * 4
    enc = _pair(dice, a=a, b=b, bpos=(distance, 0))
    actions = enc.fighter("Alpha").actions
    choose(enc, "attack", profile=profile, foundation="energy", target="Beta")
    choose(enc, "modifier", called_shot="legacy")
    new = advance(enc, "Alpha", "turn")
    return enc, new, actions


@pytest.mark.rule("dbu.legacy.called-shot")
@pytest.mark.parametrize(
    ("distance", "penalty"),
    [(1, 1), (3, 2), (4, 3), (8, 4)],
)
def test_called_shot_strike_penalty_by_range(distance, penalty):
    """003 Called Shot: "While in Melee Range, a Called Shot suffers a -1(T) penalty to your
    Strike Roll. If you are making a Called Shot at range, you will suffer a negative -2(T)
    penalty ... Range penalties are increased by -1 for every 4 Squares away the target is".
    Strike 6 + Haste 2 + Awareness 4 = 12: adjacent 11, 3 squares 10, 4 squares 9, 8 squares 8."""
    _, new, _ = _called_shot(distance)
    assert _clash(new, "Alpha", "strike").data["score"] == 12 - penalty


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_penalty_scales_with_tier():
    """003 Called Shot: -1(T) in Melee Range: at Tier 2 the Strike 6 + 2 (Tier die) + 6 = 14
    drops by 2 to 12."""
    _, new, _ = _called_shot(1, pl=8)
    assert _clash(new, "Alpha", "strike").data["score"] == 12


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_costs_two_actions_and_no_ki():
    """003 Called Shot (2 Actions): "make any type of Attacking Maneuver that would cost One
    Action": a Simple Basic Attack with a Called Shot leaves 1 of 3 Actions and all 86 Ki."""
    enc, _, actions = _called_shot(1)
    assert actions - enc.fighter("Alpha").actions == 2
    assert enc.fighter("Alpha").ki == 86


@pytest.mark.rule("dbu.legacy.called-shot")
@pytest.mark.parametrize(("profile", "category", "soak"), [("Simple", 2, 2), ("Beam", 3, 0)])
def test_called_shot_raises_the_damage_category(profile, category, soak):
    """003 Called Shot: "increase the Damage Category for your attack by +1 (Standard becomes
    Direct, Direct becomes Lethal)". A Simple (Standard) hit becomes Direct (half of Soak 5
    counts: 2); a Beam (Direct) hit becomes Lethal (no Soak)."""
    _, new, _ = _called_shot(3, profile=profile)
    hit = next(e for e in evs(new, "damage", "Beta") if "category" in e.data)
    assert hit.data["category"] == category
    assert hit.data["damage"] == _wound(new, "Alpha").data["score"] - soak


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_only_on_one_action_attacks():
    """003 Called Shot: "A Called Shot can be any type of Attacking Maneuver that costs One
    Action": a Blitz (2 Actions) cannot be made a Called Shot."""
    enc = _pair([5, 4] + [5] * 8, bpos=(4, 0))
    choose(enc, "blitz", profile="Simple", target="Beta")
    assert not (enc.decision.kind == "modifier" and options(enc, "modifier", called_shot="legacy"))


# ---------------------------------------------------------------- Combat Recovery


def _recovery(dice, *, bpos=(5, 0)):
    """Beta (Force 8, first) hits Alpha for 25; Alpha wagers 16 KP on a missed attack, then uses
    Combat Recovery with its last 2 Actions."""
    enc = _pair([3, 7, 8, 2, 6, 2, 8, *dice], b=sheet("Beta", fo=8), bpos=bpos)
    choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    advance(enc, "Alpha", "turn", wager=16)
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    advance(enc, "Alpha", "turn", wager=16)
    return enc


@pytest.mark.rule("dbu.legacy.combat-recovery")
def test_combat_recovery_restores_solid_2d10_life_and_ki():
    """003 Combat Recovery (2 Actions): "roll a solid 2d10(T) and restore both your Life and Ki
    Points by the corresponding natural result": 10 + 4 = 14 (the 10 adds no Critical die);
    Alpha goes from 127 Life and 70 Ki to 141 and 84, with 0 Actions left."""
    enc = _recovery([10, 4] + [5] * 4)
    alpha = enc.fighter("Alpha")
    assert (alpha.life, alpha.ki, alpha.actions) == (127, 70, 2)
    new = choose(enc, "legacy_recover")
    for _ in range(4):
        if enc.decision.kind == "turn":
            break
        new += choose(enc, "pass")
    assert (alpha.life, alpha.ki) == (141, 84)
    assert [
        e.data["roll"]
        for e in new
        if e.data.get("maneuver") == "combat_recovery" and "roll" in e.data
    ] == [14]


@pytest.mark.rule("dbu.legacy.combat-recovery")
def test_combat_recovery_rolls_2d10_per_tier():
    """003 Combat Recovery: "a solid 2d10(T)": at Tier 2 it is 4d10, 10 + 1 + 2 + 3 = 16 (no
    Critical for the 10, no Botch for the 1)."""
    a, b = sheet("Alpha", pl=8), sheet("Beta", pl=8)
    enc = _pair([5, 4, 10, 1, 2, 3], a=a, b=b, bpos=(9, 0))
    new = choose(enc, "legacy_recover")
    while enc.decision.kind != "turn":
        new += choose(enc, "pass")
    rolled = [
        e.data["roll"]
        for e in new
        if "roll" in e.data and e.data.get("maneuver") == "combat_recovery"
    ]
    assert rolled == [16]


@pytest.mark.rule("dbu.legacy.combat-recovery")
@pytest.mark.parametrize(("distance", "provokes"), [(6, True), (7, False)])
def test_combat_recovery_provokes_opponents_within_6_squares(distance, provokes):
    """003 Combat Recovery: "You provoke a Counter Action against you from all opponents within
    6 Squares of you": Beta 6 squares away may Exploit, 7 squares away may not."""
    enc = _pair([5, 4, 5, 5, 5, 5], bpos=(distance, 0))
    choose(enc, "legacy_recover")
    asked = []
    while enc.decision.kind != "turn":
        asked.append(enc.decision.kind)
        choose(enc, "pass")
    assert ("exploit" in asked) is provokes


@pytest.mark.rule("dbu.legacy.combat-recovery")
def test_combat_recovery_hit_by_the_counter_restores_nothing_and_bars_the_exploiter():
    """003 Combat Recovery: "If you are hit by this Counter Action, you do not regain any Life or
    Ki Points"; "if an opponent uses a Counter Action against Combat Recovery, they cannot use
    Combat Recovery on their next turn"."""
    enc = _recovery([8, 2, 6] + [10, 4] + [5] * 6)
    alpha = enc.fighter("Alpha")
    choose(enc, "legacy_recover")
    while enc.decision.kind == "instant":  # a window before the Recovery, if one is offered
        choose(enc, "pass")
    assert enc.decision.actor == "Beta"
    assert enc.decision.kind == "exploit"
    # Beta is 5 squares away: its Basic Attack from there is an Energy one (a Physical attack
    # needs Melee Range, docs/assumptions.md attack-range)
    choose(enc, "exploit", profile="Simple", foundation="energy", target="Alpha")
    while enc.decision.kind != "turn":
        _quiet(enc)
    damage = [e for e in evs(enc.events, "damage", "Alpha") if "life" in e.data][-1]
    assert alpha.life == damage.data["life"]
    assert alpha.ki == 70
    assert enc.decision.actor == "Beta"
    assert enc.decision.kind == "turn"
    assert "legacy_recover" not in kinds(enc)


def _quiet(enc):
    for k in ("pass", "no_modifier", "dodge"):
        if k in kinds(enc):
            choose(enc, k)
            return
    choose(enc, "wager", kp=0)


# ---------------------------------------------------------------- Command


def _squad(pe, minions, *, pl=4, dice_tail=()):
    boss = sheet("Boss", pl=pl, ag=5, pe=pe)
    grunt = sheet("Grunt", extra="minion: true")
    hero = sheet("Hero", pl=pl)
    return start(
        [
            (boss, "A", {"pos": (0, 0)}),
            (grunt, "A", {"pos": (0, 2), "count": minions, "master": "Boss"}),
            (hero, "B", {"pos": (8, 0)}),
        ],
        [8, 1, 2, *dice_tail],
        width=20,
    )


@pytest.mark.rule("dbu.legacy.command")
def test_command_costs_one_action_and_gives_the_minion_two_actions():
    """003 Command Maneuver (1 Action): "Select one Minion you are the Master of. They gain 2
    Actions to use during their turn"."""
    enc = _squad(3, 1)
    actions = enc.fighter("Boss").actions
    choose(enc, "legacy_command")
    assert enc.fighter("Boss").actions == actions - 1
    choose(enc, "end_turn")
    started = [e for e in evs(enc.events, "turn_started") if e.who.startswith("Grunt")]
    assert [e.data["actions"] for e in started] == [2]


@pytest.mark.rule("dbu.legacy.command")
@pytest.mark.parametrize(("pe", "pl", "uses"), [(3, 4, 1), (6, 4, 2), (10, 12, 3)])
def test_command_uses_per_round_grow_with_personality(pe, pl, uses):
    """003 Command: "You can only use this maneuver once per Combat Round. Increase the number
    of times ... by +1 when your Personality Modifier reaches 6 and +2 when your Personality
    Modifier reaches 10": 1, 2 and 3 uses with four Minions to command."""
    enc = _squad(pe, 4, pl=pl)
    done = 0
    while options(enc, "legacy_command"):
        choose(enc, "legacy_command")
        done += 1
        assert done <= 4
    assert done == uses


@pytest.mark.rule("dbu.legacy.command")
def test_command_one_of_the_two_actions_is_movement_or_a_counter():
    """003 Command: "One of these actions must be used for a Movement Maneuver or must be
    transferred into a Counter Action": after a Power Up, the commanded Minion's last Action
    can only move or become a Counter Action."""
    enc = _squad(3, 2)
    choose(enc, "legacy_command")
    choose(enc, "end_turn")
    advance(enc, "Grunt 1", "turn")
    choose(enc, "power_up")
    advance(enc, "Grunt 1", "turn")
    assert kinds(enc) - {"end_turn"} <= {"legacy_move", "convert"}
    assert "legacy_move" in kinds(enc) or "convert" in kinds(enc)


# ---------------------------------------------------------------- Empower


def _empower(dice, *, distance, pl=4):
    a = sheet("Alpha", pl=pl)
    ally = sheet("Gamma", pl=pl, ag=4)
    foe = sheet("Beta", pl=pl, ag=4)
    enc = start(
        [
            (a, "A", {"pos": (0, 0)}),
            (ally, "A", {"pos": (distance, 0)}),
            (foe, "B", {"pos": (12, 8)}),
        ],
        [8, 1, 2, *dice],
        width=20,
    )
    actions = enc.fighter("Alpha").actions
    choose(enc, "legacy_empower", ally="Gamma")
    advance(enc, "Alpha", "empower_amount")
    return enc, actions


def _empower_cap(enc):
    return max(o.args["kp"] for o in options(enc, "empower_amount"))


@pytest.mark.rule("dbu.legacy.empower")
def test_empower_roll_caps_the_transfer_at_range():
    """003 Empower Maneuver (1 Actions): "Roll as if you were making a Wound Roll for an Energy
    Attack, without Ki Wagering ... decides the maximum amount of Ki Points you can transfer ...
    You may choose to increase the result ... by up to +10(T)". Ally 3 squares away: d10 4 +
    Force 5 (+10) = 19 at most."""
    enc, _ = _empower([4], distance=3)
    assert _empower_cap(enc) == 19


@pytest.mark.rule("dbu.legacy.empower")
def test_empower_in_melee_range_scores_maximum_results_including_critical_dice():
    """003 Empower: "If your target is within your Melee Range, your Empowerment Roll scores
    maximum Natural Results on all dice rolled (including Critical Dice)": d10 10, its Critical
    d10 10, + Force 5 (+10) = 35."""
    enc, _ = _empower([], distance=1)
    assert _empower_cap(enc) == 35


@pytest.mark.rule("dbu.legacy.empower")
def test_empower_at_tier_2_adds_tier_dice_and_up_to_20():
    """003 Empower: a Wound Roll at Tier 2 adds the Tier die (d4) and the increase is +10(T) =
    +20: d10 4 + d4 3 + Force 5 + 20 = 32."""
    enc, _ = _empower([4, 3], distance=3, pl=8)
    assert _empower_cap(enc) == 32


@pytest.mark.rule("dbu.legacy.empower")
def test_empower_moves_the_chosen_ki_and_costs_one_action():
    """003 Empower: "you transfer your own Ki to another character"; (1 Actions). Gamma first
    spends 16 KP on a Ki Wager; Alpha then transfers 9 KP: Alpha 86 -> 77, Gamma 70 -> 79."""
    a, g, foe = sheet("Alpha"), sheet("Gamma"), sheet("Beta", ag=4)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (g, "A", {"pos": (3, 0)}), (foe, "B", {"pos": (5, 0)})],
        [2, 8, 1] + [2, 8] + [4] + [5] * 4,
        width=20,
    )
    assert enc.decision.actor == "Gamma"
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    advance(enc, "Alpha", "turn", wager=16)
    assert enc.fighter("Gamma").ki == 70
    choose(enc, "legacy_empower", ally="Gamma")
    advance(enc, "Alpha", "empower_amount")
    assert _empower_cap(enc) == 19
    choose(enc, "empower_amount", kp=9)
    assert enc.fighter("Alpha").ki == 86 - 9
    assert enc.fighter("Gamma").ki == 70 + 9
    assert enc.fighter("Alpha").actions == 2


# ---------------------------------------------------------------- Energy Charge


def _charged(charges, *, fo=5, pl=4, dice=()):
    a = sheet("Alpha", pl=pl, fo=fo, ag=8)
    b = sheet("Beta", pl=pl)
    enc = _pair([9, 1, *dice], a=a, b=b, bpos=(3, 0))
    choose(enc, "charge_declare")
    advance(enc, "Alpha", "charge_attack")
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    advance(enc, "Alpha", "turn")
    for _ in range(charges - 1):
        choose(enc, "charge")
        advance(enc, "Alpha", "turn")
    return enc


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_energy_charge_leaves_only_charging_or_launching():
    """003 Energy Charge: "After you declare that you are using the Energy Charge Maneuver, you
    can only use your Actions to continue charging the attack or launch the declared attack.
    You may still use Counter Actions, Instant Actions"."""
    enc = _charged(1)
    present = kinds(enc)
    assert {"charge", "legacy_release"} <= present
    forbidden = {
        "attack",
        "signature",
        "blitz",
        "legacy_move",
        "power_up",
        "legacy_recover",
        "grapple",
        "thrust",
        "terrify",
        "legacy_lift",
        "legacy_empower",
        "charge_declare",
    }
    assert not present & forbidden


@pytest.mark.rule("dbu.legacy.energy-charge")
@pytest.mark.parametrize(("pl", "charges", "kp"), [(4, 3, 6), (8, 2, 8)])
def test_energy_charge_ki_is_paid_at_release_2t_per_charge(pl, charges, kp):
    """003 Energy Charge: "Your selected attack will cost an additional +2(T) Ki Points for each
    Energy Charge Maneuver you have completed. You pay the total Ki Point Cost for this Maneuver
    when you release the charged attack": nothing while charging, then 6 KP for 3 charges at
    Tier 1, 8 KP for 2 charges at Tier 2."""
    dice = [2, 8, 3, 3, 3, 3, 3, 3] if pl == 4 else [2, 2, 8, 2, 3, 3, 3, 3]
    enc = _charged(charges, pl=pl, dice=dice)
    ki = enc.fighter("Alpha").ki
    assert ki == (86 if pl == 4 else 134)
    new = choose(enc, "legacy_release", target="Beta")
    assert [e.data["kp"] for e in evs(new, "cost_paid", "Alpha")] == [kp]


@pytest.mark.rule("dbu.legacy.energy-charge")
@pytest.mark.parametrize(("fo", "counted"), [(5, 2), (7, 3)])
def test_energy_charge_adds_1d6_per_charge_up_to_half_force(fo, counted):
    """003 Energy Charge: "Each Energy Charge increases the Wound Roll ... by +1d6(T)"; "you can
    only benefit from a number of Energy Charges equal to 1/2 of your Force Modifier": with 3
    charges, Force 5 counts 2 (Wound 6 + 2d6 of 3 + 5 = 17), Force 7 counts 3 (6 + 9 + 7 = 22)."""
    enc = _charged(3, fo=fo, dice=[9, 1, 6, 3, 3, 3, 3, 3])
    choose(enc, "legacy_release", target="Beta")
    new = advance(enc, "Alpha", "turn")
    assert _wound(new, "Alpha").data["score"] == 6 + 3 * counted + fo


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_energy_charge_can_continue_past_the_useful_charges():
    """003 Energy Charge: "You may continue to use the Energy Charge Maneuver even if you would
    not benefit from any Energy Charges required for it": with Force 5 (2 useful charges) a
    third charge is still offered."""
    enc = _charged(2)
    assert options(enc, "charge")


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_energy_charge_guard_down_until_the_attack_and_botch_rate_3_after():
    """003 Energy Charge: "After using your first Energy Charge Maneuver, you suffer from the
    Guard Down Combat Condition until you utilize your selected Attacking Maneuver ... after
    using the attack ... your Botch Rate is increased to 3 or less"."""
    enc = _charged(1, dice=[2, 8] + [5] * 4)
    gd = [
        e
        for e in evs(enc.events, "condition_gained", "Alpha")
        if e.data["condition"] == "guard_down"
    ]
    assert gd
    new = choose(enc, "legacy_release", target="Beta")
    new += advance(enc, "Alpha", "turn")
    assert [e for e in evs(new, "condition_lost", "Alpha") if e.data["condition"] == "guard_down"]
    assert [e for e in evs(new, "condition_gained", "Alpha") if e.data["condition"] == "reckless"]


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_energy_charge_stop_costs_1t_per_charge_and_frees_the_actions():
    """003 Energy Charge: "You may choose to stop charging your energy at any time as an Instant
    Action by spending 1(T) Ki Points for each Energy Charge. If you do so, you lose all Energy
    Charges but are free to use any other actions": 3 charges cost 3 KP, Actions unchanged,
    Basic Attacks are offered again."""
    enc = _charged(3)
    actions = enc.fighter("Alpha").actions
    new = choose(enc, "legacy_stop_charge")
    assert [e.data["kp"] for e in evs(new, "cost_paid", "Alpha")] == [3]
    assert enc.fighter("Alpha").ki == 83
    assert enc.fighter("Alpha").actions == actions
    assert "attack" in kinds(enc)
    assert "legacy_release" not in kinds(enc)


# ---------------------------------------------------------------- Movement


def _destinations(enc):
    return {(o.args["x"], o.args["y"]): o.label for o in options(enc, "destination")}


def _move_menu(boosted, *, pl=4, bpos=(15, 9)):
    a, b = sheet("Alpha", pl=pl), sheet("Beta", pl=pl)
    enc = _pair([5, 4, 5, 5], a=a, b=b, bpos=bpos)
    choose(enc, "legacy_move", boosted=boosted)
    advance(enc, "Alpha", "destination")
    return enc


@pytest.mark.rule("dbu.legacy.movement")
def test_movement_normal_speed_is_free():
    """003 Movement Maneuver: "When moving normally, you can move up to a number of Squares equal
    to your Normal Speed at no Ki Point Cost": Normal Speed 4; no square 5 away; 4 squares cost
    nothing."""
    enc = _move_menu(False)
    dests = _destinations(enc)
    assert (4, 0) in dests
    assert (5, 0) not in dests
    assert not any("KP" in label for label in dests.values())
    choose(enc, "destination", x=4, y=0)
    assert enc.fighter("Alpha").ki == 86
    assert enc.fighter("Alpha").pos == (4, 0)


@pytest.mark.rule("dbu.legacy.movement")
@pytest.mark.parametrize(("square", "kp"), [((4, 0), 0), ((5, 0), 3), ((6, 0), 6), ((7, 0), 9)])
def test_movement_boosted_costs_3_ki_per_square_beyond_normal_speed(square, kp):
    """003 Movement: "you can move up to a number of Squares equal to your Boosted Speed ...
    you will have to pay 3 Ki Points for each Square you move through beyond your Normal Speed"
    (Normal 4, Boosted 7)."""
    enc = _move_menu(True)
    choose(enc, "destination", x=square[0], y=square[1])
    assert enc.fighter("Alpha").ki == 86 - kp
    assert (8, 0) not in _destinations(_move_menu(True))


@pytest.mark.rule("dbu.legacy.movement")
def test_movement_boosted_cost_does_not_scale_with_tier():
    """003 Movement: the seed's cost is a flat "3 Ki Points for each Square" (no (T)): at Tier 2
    seven squares (Normal 4) still cost 9 KP."""
    enc = _move_menu(True, pl=8)
    choose(enc, "destination", x=7, y=0)
    assert enc.fighter("Alpha").ki == 134 - 9


@pytest.mark.rule("dbu.legacy.movement")
def test_movement_leaving_melee_range_provokes_a_counter():
    """003 Movement: "if you leave the Melee Range of any enemy combatants ... you will provoke a
    Counter Action against you": Alpha next to Beta walks away and Beta may Exploit."""
    enc = _pair([5, 4, 5, 5, 5, 5], bpos=(1, 0))
    choose(enc, "legacy_move", boosted=False)
    advance(enc, "Alpha", "destination")
    choose(enc, "destination", x=0, y=4)
    _no_blockade(enc)
    assert enc.decision.actor == "Beta"
    assert enc.decision.kind == "exploit"
    assert evs(enc.events, "provoked", "Alpha")


@pytest.mark.rule("dbu.legacy.movement")
def test_movement_passing_through_melee_range_provokes_too():
    """003 Movement: "(even if you entered it with the same Movement Maneuver)": on a 2-square
    high corridor Alpha runs past Beta from (0, 1) to (4, 1) and provokes."""
    enc = _pair([5, 4, 5, 5, 5, 5], bpos=(2, 0), height=2)
    assert enc.fighter("Alpha").pos == (0, 0)
    choose(enc, "legacy_move", boosted=False)
    advance(enc, "Alpha", "destination")
    choose(enc, "destination", x=4, y=1)
    _no_blockade(enc)
    assert evs(enc.events, "provoked", "Alpha")


@pytest.mark.rule("dbu.legacy.movement")
def test_movement_within_melee_range_provokes_nothing():
    """003 Movement: only leaving a Melee Range provokes: Alpha steps from (0, 0) to (1, 1),
    still next to Beta at (1, 0): no Counter Action is offered."""
    enc = _pair([5, 4, 5, 5], bpos=(1, 0))
    choose(enc, "legacy_move", boosted=False)
    advance(enc, "Alpha", "destination")
    choose(enc, "destination", x=1, y=1)
    _no_blockade(enc)
    assert enc.decision.actor == "Alpha"
    assert enc.decision.kind == "turn"
    assert not evs(enc.events, "provoked")


def _no_blockade(enc):
    """dbu-1 keeps dbu-2's Blockade (a Counter Maneuver seed 003 does not replace), which any
    Opponent within Normal Speed may use on a Movement: Beta lets Alpha go."""
    while enc.decision.kind == "blockade":
        choose(enc, "pass")


# ---------------------------------------------------------------- Power Up


def _powered(uses, dice, *, pl=4):
    enc = _pair([5, 4, *dice], a=sheet("Alpha", pl=pl), b=sheet("Beta", pl=pl))
    for _ in range(uses):
        choose(enc, "power_up")
        advance(enc, "Alpha", "turn")
    return enc


@pytest.mark.rule("dbu.legacy.power-up")
@pytest.mark.parametrize(("pl", "tier_die", "bonus"), [(4, [], 1), (8, [2], 2)])
def test_power_up_adds_1t_to_combat_rolls(pl, tier_die, bonus):
    """003 Power Up Maneuver: "increase all Combat Rolls by +1(T)": Strike 6 + Haste 2 +
    Awareness 4 (+ Tier die 2) gains +1 at Tier 1 and +2 at Tier 2."""
    dice = [6, *tier_die, 1, *tier_die, 5, *tier_die] + [5] * 4
    enc = _powered(1, dice, pl=pl)
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    new = advance(enc, "Alpha", "turn")
    assert _clash(new, "Alpha", "strike").data["score"] == 12 + sum(tier_die) + bonus


@pytest.mark.rule("dbu.legacy.power-up")
def test_power_up_raises_capacity_by_a_quarter_and_stacks_twice_only():
    """003 Power Up: "increase your Capacity Rate by 1/4 ... The Power Up Maneuver cannot stack
    more than twice": Capacity 32 -> 40 -> 48, and no third Power Up is offered."""
    enc = _powered(1, [])
    assert enc.fighter("Alpha").capacity == 40
    choose(enc, "power_up")
    advance(enc, "Alpha", "turn")
    assert enc.fighter("Alpha").capacity == 48
    assert "power_up" not in kinds(enc)


@pytest.mark.rule("dbu.legacy.power-up")
def test_power_up_lasts_until_the_end_of_your_next_turn_and_a_second_use_does_not_extend():
    """003 Power Up: "This increase lasts until the end of your next turn ... using the Power Up
    Maneuver a second time does not extend the length of the effect". Power Up in Round 1: in
    Beta's Round 1 turn Alpha's Dodge is 5 + 5 + 1. Power Up again in Round 2: Alpha's Strike
    is 5 + 6 + 2; once Alpha's Round 2 turn is over, Beta's attack meets a plain Dodge 5 + 5."""
    enc = _powered(1, [5] * 20)
    choose(enc, "end_turn")
    choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    new = advance(enc, "Alpha", "turn")
    assert _clash(new, "Alpha", "dodge").data["score"] == 11
    choose(enc, "power_up")
    advance(enc, "Alpha", "turn")
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    new = advance(enc, "Alpha", "turn")
    assert _clash(new, "Alpha", "strike").data["score"] == 13
    choose(enc, "end_turn")
    choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    new = advance(enc, "Alpha", "turn")
    assert _clash(new, "Alpha", "dodge").data["score"] == 10


# ---------------------------------------------------------------- Surge


def _hurt_alpha(dice):
    """Beta (Force 8, first) hits Alpha (Force 3) for 19: Alpha 133/152 on Alpha's turn."""
    a, b = sheet("Alpha", fo=3), sheet("Beta", fo=8)
    enc = _pair([1, 7, 8, 2, 6, *dice], a=a, b=b)
    choose(enc, "attack", profile="Simple", foundation="physical", target="Alpha")
    advance(enc, "Alpha", "turn", wager=10)
    assert enc.fighter("Alpha").life == 133
    return enc


@pytest.mark.rule("dbu.legacy.surge")
def test_surge_healing_adds_the_force_modifier():
    """003 Surge Maneuver: "Increase how many Life/Ki Points you regain when using a Surge
    Maneuver by your Force Modifier": a Healing Surge (001: 2d10(T)) of 7 + 3 + Force 3 = 13."""
    enc = _hurt_alpha([7, 3])
    choose(enc, "surge", surge="healing")
    assert enc.fighter("Alpha").life == 146


@pytest.mark.rule("dbu.legacy.surge")
def test_surge_ki_adds_the_force_modifier():
    """003 Surge: + Force Modifier on Ki too: a Ki Surge (001: 1/4 of the maximum) after a
    Ki Wager of 16 (86 -> 70) gives 21 + Force 5 = 26, capped at the maximum 86."""
    enc = _pair([5, 4, 2, 8, 5, 5])
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    advance(enc, "Alpha", "turn", wager=16)
    assert enc.fighter("Alpha").ki == 70
    new = choose(enc, "surge", surge="ki")
    assert "26" in " ".join(e.text for e in new)
    assert enc.fighter("Alpha").ki == 86


@pytest.mark.rule("dbu.legacy.surge")
def test_surge_once_per_encounter_as_an_instant():
    """003 Surge: "You can use one Surge Maneuver per Combat Encounter ... you can use Surge as
    an Instant Action": no Action spent, and no Surge offered again in Round 2."""
    enc = _hurt_alpha([7, 3] + [5] * 6)
    actions = enc.fighter("Alpha").actions
    choose(enc, "surge", surge="healing")
    assert enc.fighter("Alpha").actions == actions
    assert "surge" not in kinds(enc)
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    assert "surge" not in kinds(enc)
