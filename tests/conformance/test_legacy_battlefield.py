"""Seed 003, "Grapple Maneuver", "Terrain Lift Maneuver", "Throw Maneuver" and "Thrusting
Maneuver" in edition ``dbu-1``: grabbing, the Grapple Checks that follow, tearing up and
carrying terrain, throwing it, and thrusting a foe back or down.

Sheets: Power Level 4 (Tier 1) Earthlings; Alpha has Agility 6 (Haste 3), Insight 4 (Awareness
4): Strike = d10 + 7; Beta Agility 5: Strike d10 + 6, Dodge d10 + 5. Hardness Value = 2 x Rank x
base Tier of whoever is hit (shared/reference section 10)."""

from __future__ import annotations

import pytest

from .legacy_support import advance, choose, evs, feature, item, kinds, options, sheet, start


def _pair(dice, *, a=None, b=None, bpos=(1, 0), features=(), items=(), more=(), height=10):
    a = a or sheet("Alpha", ag=6)
    b = b or sheet("Beta")
    return start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": bpos}), *more],
        dice,
        width=20,
        height=height,
        features=features,
        items=items,
    )


def _grapple_checks(events):
    return [e for e in events if e.kind == "clash" and "Grapple Check" in e.data.get("why", "")]


def _grappled(enc):
    """Alpha grapples Beta (Strike 8 + 7 = 15 against Beta's Dodge 2 + 5 = 7)."""
    choose(enc, "grapple", target="Beta")
    advance(enc, "Beta", "clash_roll")
    choose(enc, "clash_roll", roll="dodge")
    assert enc.decision.actor == "Alpha"
    assert enc.decision.kind == "turn"


# ---------------------------------------------------------------- Grapple


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_check_strike_against_the_targets_choice_and_guard_down_for_both():
    """003 Grapple Maneuver: "Make a Physical Strike Roll opposed by the Grappled's Strike or
    Dodge Roll (their choice) ... If you are successful, both characters are considered to be
    in a Grapple and both ... are subjected to the Guard Down Combat Condition"."""
    enc = _pair([6, 4, 8, 2])
    choose(enc, "grapple", target="Beta")
    advance(enc, "Beta", "clash_roll")
    assert {o.args["roll"] for o in options(enc, "clash_roll")} == {"strike", "dodge"}
    new = choose(enc, "clash_roll", roll="dodge")
    check = _grapple_checks(new)[0]
    assert check.data["scores"] == [15, 7]
    assert check.data["winner"] == "Alpha"
    guard = {e.who for e in evs(new, "condition_gained") if e.data["condition"] == "guard_down"}
    assert guard == {"Alpha", "Beta"}


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_failed_check_frees_and_opens_a_counter():
    """003 Grapple: "If the Grappler fails, they are susceptible to a Counter Action from the
    Grappled, and the Grappled is freed": Alpha 2 + 7 = 9 against Beta's Strike 8 + 6 = 14."""
    enc = _pair([6, 4, 2, 8])
    choose(enc, "grapple", target="Beta")
    advance(enc, "Beta", "clash_roll")
    new = choose(enc, "clash_roll", roll="strike")
    assert not [e for e in new if e.data.get("grapple")]
    assert enc.decision.actor == "Beta"
    assert enc.decision.kind == "exploit"


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_target_out_of_reach_must_dodge():
    """003 Grapple: "The Grappled cannot use their Strike Roll, and therefore must use a Dodge
    Roll ..., if the Grappler (you) is outside of their (the target's) Melee Range": a Large
    Alpha (reach +1, seed 000) grabs Beta 2 squares from its edge; Beta's reach is adjacent."""
    enc = _pair([6, 4] + [5] * 4, a=sheet("Alpha", ag=6, size="large"), bpos=(3, 0))
    assert options(enc, "grapple", target="Beta")
    new = choose(enc, "grapple", target="Beta")
    # A roll with no alternative is not asked (the engine asks only real choices), so follow
    # the decisions up to the Grapple Check: Beta is never offered Strike.
    while not _grapple_checks(new):
        if enc.decision.kind == "clash_roll":
            assert {o.args["roll"] for o in options(enc, "clash_roll")} == {"dodge"}
            new += choose(enc, "clash_roll")
        else:
            new += choose(enc, "pass")
    check = _grapple_checks(new)[0]
    # Beta's d10 shows 5: Dodge 5 + Defense Value 5 = 10 (a Strike would be 5 + 6 = 11).
    assert check.data["defender"] == "Beta"
    assert check.data["scores"][1] == 10


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_check_at_the_start_of_each_grappling_fighters_turn():
    """003 Grapple: "At the start of either the Grappled or the Grappler's turn, they must make
    another Grapple Check": one at the start of Beta's turn (held: 8 + 7 against 2 + 6), one at
    the start of Alpha's next turn, where Beta wins (2 + 7 against 8 + 6) and is freed."""
    enc = _pair([6, 4, 8, 2] + [8, 2] + [2, 8] + [5] * 4)
    _grappled(enc)
    choose(enc, "end_turn")
    new = advance(enc, "Beta", "turn")
    assert [c.data["why"] for c in _grapple_checks(new)] == ["Grapple Check (start of turn)"]
    choose(enc, "end_turn")
    new = advance(enc, "Alpha", "turn")
    checks = _grapple_checks(new)
    assert len(checks) == 1
    assert checks[0].data["winner"] == "Beta"
    assert "grapple_end" not in kinds(enc)
    assert "grapple" in kinds(enc)


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_no_second_grapple_while_in_one():
    """003 Grapple: "You can only Grapple one character at a time and a Grappled character
    cannot initiate a Grapple Maneuver while in a Grapple": neither Alpha (against Gamma, also
    adjacent) nor Beta is offered a Grapple."""
    gamma = (sheet("Gamma", ag=4), "B", {"pos": (0, 1)})
    enc = _pair([6, 4, 1, 8, 2] + [8, 2] + [5] * 4, more=(gamma,))
    _grappled(enc)
    assert not options(enc, "grapple")
    choose(enc, "end_turn")
    advance(enc, "Beta", "turn")
    assert not options(enc, "grapple")


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_grappler_may_let_go_as_an_instant_on_their_turn():
    """003 Grapple: "You may stop grappling a target as an Instant Action on your turn": no
    Action spent, and both lose Guard Down."""
    enc = _pair([6, 4, 8, 2])
    _grappled(enc)
    actions = enc.fighter("Alpha").actions
    new = choose(enc, "grapple_end")
    assert enc.fighter("Alpha").actions == actions
    lost = {e.who for e in evs(new, "condition_lost") if e.data["condition"] == "guard_down"}
    assert lost == {"Alpha", "Beta"}


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_grappled_may_force_a_check_for_one_action():
    """003 Grapple: "Once per Combat Round, a Grappled character can also spend One Action
    during their turn to force a Grapple Check"."""
    enc = _pair([6, 4, 8, 2] + [8, 2] + [8, 2] + [5] * 4)
    _grappled(enc)
    choose(enc, "end_turn")
    advance(enc, "Beta", "turn")
    actions = enc.fighter("Beta").actions
    one = [o for o in options(enc, "grapple_escape") if "1 Action" in o.label]
    assert one
    new = list(enc.choose(one[0]))
    new += advance(enc, "Beta", "turn")
    assert len(_grapple_checks(new)) == 1
    assert enc.fighter("Beta").actions == actions - 1


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_forced_check_once_per_round_for_one_action_only():
    """003 Grapple: "Once per Combat Round, a Grappled character can also spend One Action
    during their turn to force a Grapple Check": after one forced check Beta is offered no
    other this round, and no forced check ever costs more than One Action."""
    enc = _pair([6, 4, 8, 2] + [8, 2] + [8, 2] + [5] * 4)
    _grappled(enc)
    choose(enc, "end_turn")
    advance(enc, "Beta", "turn")
    assert all("1 Action" in o.label for o in options(enc, "grapple_escape"))
    one = [o for o in options(enc, "grapple_escape") if "1 Action" in o.label]
    enc.choose(one[0])
    advance(enc, "Beta", "turn")
    assert not options(enc, "grapple_escape")


def _outsider(thrust_dice, check_dice):
    """Alpha grapples Beta; Gamma (Beta's ally, north of Alpha) Thrusts Alpha south."""
    a, b, g = sheet("Alpha", ag=8), sheet("Beta"), sheet("Gamma", ag=4)
    enc = start(
        [(a, "A", {"pos": (1, 1)}), (b, "B", {"pos": (2, 1)}), (g, "B", {"pos": (1, 0)})],
        [9, 1, 1, 6, 4, 6, 4, *thrust_dice, *check_dice, 5, 5, 5, 5],
        width=20,
    )
    choose(enc, "grapple", target="Beta")
    advance(enc, "Beta", "clash_roll")
    choose(enc, "clash_roll", roll="dodge")
    choose(enc, "end_turn")
    advance(enc, "Gamma", "turn")
    choose(enc, "thrust", target="Alpha")
    advance(enc, "Alpha", "clash_roll")
    choose(enc, "clash_roll", roll="strike")
    choose(enc, "thrust_effect", effect="push_back")
    while enc.decision.kind != "turn":
        if enc.decision.kind == "clash_roll":
            choose(enc, "clash_roll", roll="strike")
        else:
            choose(enc, "pass")
    return enc


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_grappler_moved_by_an_outsider_checks_at_minus_2t_and_drags():
    """003 Grapple: "If, through the actions of a character outside of the Grapple, a Grappler
    would be moved any number of squares, they must immediately make a Grapple Check with a
    penalty of -2(T). If they succeed, the Grappled character is moved with them": Alpha
    6 + 8 - 2 = 12 against Beta 4 + 6 = 10; both end up two squares south."""
    enc = _outsider([7, 3], [6, 4])
    check = next(c for c in _grapple_checks(enc.events) if "-2" in c.data["why"])
    assert check.data["scores"] == [12, 10]
    assert enc.fighter("Alpha").pos == (1, 3)
    assert enc.fighter("Beta").pos == (2, 3)


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_grappler_moved_by_an_outsider_failing_frees_the_grappled_in_place():
    """003 Grapple: "If they fail, the Grappled character is freed from the grapple and is not
    moved": Alpha 3 + 8 - 2 = 9 against Beta 6 + 6 = 12."""
    enc = _outsider([7, 3], [3, 6])
    check = next(c for c in _grapple_checks(enc.events) if "-2" in c.data["why"])
    assert check.data["winner"] == "Beta"
    assert enc.fighter("Alpha").pos == (1, 3)
    assert enc.fighter("Beta").pos == (2, 1)


# ---------------------------------------------------------------- Terrain Lift


@pytest.mark.rule("dbu.legacy.terrain-lift")
@pytest.mark.parametrize(("hardness", "tn"), [(1, 10), (2, 14), (3, 18)])
def test_terrain_lift_tn_6_plus_4_per_hardness(hardness, tn):
    """003 Terrain Lift Maneuver (1 Action): "make an Athletics Skill Check against a Target
    Number of 6 ... Increase the Target Number by +4 for each level of Hardness Value"."""
    enc = _pair([6, 4, 5], bpos=(4, 0), features=(feature("rock", (1, 0), hardness),))
    label = options(enc, "legacy_lift", feature="rock")[0].label
    assert f"TN {tn}" in label
    new = choose(enc, "legacy_lift", feature="rock")
    new += advance(enc, "Alpha", "turn")
    check = evs(new, "skill_check", "Alpha")[0]
    assert check.data["tn"] == tn


@pytest.mark.rule("dbu.legacy.terrain-lift")
@pytest.mark.parametrize(("die", "carried"), [(8, True), (4, False)])
def test_terrain_lift_success_means_holding_it(die, carried):
    """003 Terrain Lift: "attempt and tear up a piece of the landscape and hold onto it": a
    check at or over TN 10 (Hardness 1) lifts the rock; below it, nothing is held."""
    enc = _pair([6, 4, die], bpos=(4, 0), features=(feature("rock", (1, 0), 1),))
    actions = enc.fighter("Alpha").actions
    new = choose(enc, "legacy_lift", feature="rock")
    new += advance(enc, "Alpha", "turn")
    check = evs(new, "skill_check", "Alpha")[0]
    assert check.data["success"] is (check.data["score"] >= 10) is carried
    assert bool([e for e in new if e.data.get("carrying") == "rock"]) is carried
    assert enc.fighter("Alpha").actions == actions - 1


def _lifted_then_hit(beta_force, wound_die):
    """Beta (first) waits; Alpha lifts the Hardness 1 rock (8 + 3 >= 10), Beta then hits Alpha
    with Strike 9 against Dodge 1."""
    b = sheet("Beta", ag=5, fo=beta_force)
    enc = _pair(
        [6, 4, 8, 9, 1, wound_die, 5, 5], b=b, bpos=(3, 0), features=(feature("rock", (1, 0), 1),)
    )
    choose(enc, "legacy_lift", feature="rock")
    advance(enc, "Alpha", "turn")
    choose(enc, "end_turn")
    new = choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    # "you may use it as a shield when attacked": Alpha chooses to.
    new += advance(enc, "Alpha", "shield")
    new += choose(enc, "shield")
    return enc, new + advance(enc, "Beta", "turn")


@pytest.mark.rule("dbu.legacy.terrain-lift")
def test_terrain_lift_shield_takes_the_hardness_value_and_breaks_when_damage_gets_through():
    """003 Terrain Lift: "you may use it as a shield when attacked. You may reduce any damage you
    would take by an amount equal to the Lethal Damage dealt by its Hardness Value. If you still
    take damage from this attack, the piece of terrain you are holding is destroyed": Wound
    9 + 8 = 17 - Soak 5 = 12, minus Hardness Value 2 = 10, and the rock shatters."""
    _enc, new = _lifted_then_hit(8, 9)
    hit = next(e for e in evs(new, "damage", "Alpha") if "category" in e.data)
    assert hit.data["damage"] == 10
    assert [e for e in new if e.kind == "state_changed" and e.data.get("carrying") == ""]


@pytest.mark.rule("dbu.legacy.terrain-lift")
def test_terrain_lift_shield_that_stops_all_damage_survives():
    """003 Terrain Lift: the piece is destroyed only "If you still take damage": Wound 4 + 3 = 7
    - Soak 5 = 2, all taken by Hardness Value 2: no damage, and Alpha still holds the rock."""
    enc, new = _lifted_then_hit(3, 4)
    assert enc.fighter("Alpha").life == 152
    assert not [e for e in new if e.kind == "state_changed" and e.data.get("carrying") == ""]
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    assert options(enc, "place_feature")


@pytest.mark.rule("dbu.legacy.terrain-lift")
def test_terrain_lift_shield_is_the_carriers_choice():
    """003 Terrain Lift: "You may reduce any damage ... If you choose not to apply this effect,
    then whatever you are holding is not damaged": when hit, Alpha is asked."""
    b = sheet("Beta", ag=5, fo=8)
    enc = _pair([6, 4, 8, 9, 1, 9, 5, 5], b=b, bpos=(3, 0), features=(feature("rock", (1, 0), 1),))
    choose(enc, "legacy_lift", feature="rock")
    advance(enc, "Alpha", "turn")
    choose(enc, "end_turn")
    choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    asked = []
    while enc.decision.kind != "turn":
        asked.append(
            (enc.decision.actor, enc.decision.kind, [o.label for o in enc.decision.options])
        )
        for k in ("no_modifier", "pass", "dodge"):
            if k in kinds(enc):
                choose(enc, k)
                break
        else:
            choose(enc, "wager", kp=0)
    after_hit = [
        a
        for a in asked
        if a[0] == "Alpha" and any("shield" in lab.lower() or "rock" in lab for lab in a[2])
    ]
    assert after_hit


# ---------------------------------------------------------------- Throw


@pytest.mark.rule("dbu.legacy.throw")
@pytest.mark.parametrize(("fo", "distance", "offered"), [(5, 5, True), (5, 6, False), (7, 7, True)])
def test_throw_reaches_force_modifier_squares(fo, distance, offered):
    """003 Throw Maneuver (1 Action): "Make a Physical Strike against any target within a number
    of squares equal to or lower than your Force Modifier"."""
    a = sheet("Alpha", ag=6, fo=fo)
    enc = _pair([6, 4], a=a, bpos=(distance, 0), items=(item("club", "Alpha", kind="weapon"),))
    assert bool(options(enc, "throw", target="Beta")) is offered


@pytest.mark.rule("dbu.legacy.throw")
def test_throw_hit_deals_wound_then_lethal_hardness_damage_and_the_weapon_lands_nearby():
    """003 Throw: "If they are successfully hit by this attack, roll your Physical Wound Roll
    and then the target takes the Lethal Damage they would suffer from the Hardness Value of the
    thrown object ... Weapons ... land in a random square adjacent to the target": Wound 6 + 5
    = 11 - Soak 5 = 6, then a Rank 2 weapon's Hardness Value 4."""
    enc = _pair([6, 4, 7, 2, 6, 3, 3], bpos=(4, 0), items=(item("club", "Alpha", kind="weapon"),))
    actions = enc.fighter("Alpha").actions
    new = choose(enc, "throw", target="Beta")
    new += advance(enc, "Alpha", "turn")
    assert evs(new, "attack_declared", "Alpha")[0].data["foundation"] == "physical"
    lost = [e.data["amount"] for e in evs(new, "damage", "Beta") if "amount" in e.data]
    assert lost == [6, 4]
    assert enc.fighter("Beta").life == 152 - 10
    landed = [e for e in new if e.kind == "state_changed" and "lands" in e.text]
    assert landed
    assert "next to Beta" in landed[0].text
    assert enc.fighter("Alpha").actions == actions - 1


@pytest.mark.rule("dbu.legacy.throw")
def test_throw_basic_item_breaks_on_impact():
    """003 Throw: "Basic Items will be destroyed upon impact": a Rank 1 item deals Hardness
    Value 2 after the Wound and is gone."""
    enc = _pair([6, 4, 7, 2, 6], bpos=(4, 0), items=(item("jar", "Alpha"),))
    new = choose(enc, "throw", target="Beta")
    new += advance(enc, "Alpha", "turn")
    lost = [e.data["amount"] for e in evs(new, "damage", "Beta") if "amount" in e.data]
    assert lost == [6, 2]
    assert [e for e in new if "destroyed" in e.text]
    assert not options(enc, "throw")


@pytest.mark.rule("dbu.legacy.throw")
def test_throw_never_throws_a_character():
    """003 Throw: "You cannot use the Throw Maneuver to throw another character": grappling
    Beta, Alpha is offered no Throw of Beta."""
    enc = _pair([6, 4, 8, 2], items=(item("jar", "Alpha"),))
    _grappled(enc)
    assert all(o.args.get("thing") not in ("Beta", "beta") for o in options(enc, "throw"))


# ---------------------------------------------------------------- Thrust


def _thrust(dice, roll="strike"):
    enc = _pair([6, 4, *dice])
    choose(enc, "thrust", target="Beta")
    advance(enc, "Beta", "clash_roll")
    assert {o.args["roll"] for o in options(enc, "clash_roll")} == {"strike", "dodge"}
    new = choose(enc, "clash_roll", roll=roll)
    return enc, new


@pytest.mark.rule("dbu.legacy.thrust")
def test_thrust_won_pushes_the_target_away():
    """003 Thrusting Maneuver (1 Action): "Make a Strike Roll opposed by the target's Strike or
    Dodge Roll, the target chooses. If you score higher than the target, you can thrust them
    backwards away from you": 8 + 7 against 2 + 6; Beta is pushed east, further from Alpha."""
    enc, new = _thrust([8, 2])
    assert _clash_winner(new) == "Alpha"
    choose(enc, "thrust_effect", effect="push_back")
    while enc.decision.kind != "turn":
        choose(enc, "pass")
    assert enc.fighter("Beta").pos[0] > 1
    assert enc.fighter("Beta").pos[1] == 0


@pytest.mark.rule("dbu.legacy.thrust")
def test_thrust_won_can_knock_prone_instead():
    """003 Thrust: "you can thrust them backwards away from you or knock them Prone": Beta
    (Dodge 2 + 5) gains Prone and stays in place."""
    enc, new = _thrust([8, 2], roll="dodge")
    assert _clash_winner(new) == "Alpha"
    new = choose(enc, "thrust_effect", effect="prone")
    assert [e for e in evs(new, "condition_gained", "Beta") if e.data["condition"] == "prone"]
    assert enc.fighter("Beta").pos == (1, 0)


@pytest.mark.rule("dbu.legacy.thrust")
@pytest.mark.parametrize(("alpha_die", "beta_die"), [(2, 8), (5, 6)])
def test_thrust_not_higher_does_nothing(alpha_die, beta_die):
    """003 Thrust: only "If you score higher than the target": 2 + 7 against 8 + 6 and a tie
    5 + 7 against 6 + 6 (the defender wins ties, seed 000) leave Beta where it was."""
    enc, new = _thrust([alpha_die, beta_die])
    assert _clash_winner(new) == "Beta"
    assert enc.decision.kind != "thrust_effect"
    assert enc.fighter("Beta").pos == (1, 0)
    assert not [
        e for e in evs(enc.events, "condition_gained", "Beta") if e.data["condition"] == "prone"
    ]


@pytest.mark.rule("dbu.legacy.thrust")
def test_thrust_needs_melee_range():
    """003 Thrust: "the combatant must be within your Melee Range": not offered at 2 squares."""
    enc = _pair([6, 4], bpos=(2, 0))
    assert not options(enc, "thrust")


def _clash_winner(events):
    return next(e for e in events if e.kind == "clash" and "winner" in e.data).data["winner"]
