"""Seed 003, "Intervene", "Reload Maneuver", "Terrify Maneuver" and "Treatment Maneuver" in
edition ``dbu-1``: stepping in for a struck ally, refilling a ranged weapon, frightening a foe,
and tending a Defeated or Poisoned ally.

TN Medium and TN Hard are 9 and 12 at Tier 1 (shared/reference section 8b, +3 per Tier after
the first as seed 000 says). Saving Throws are d10 + the Attribute Score (Impulsive = Agility
Score, shared/reference section 11); Skill checks d10 + half the Score + 2 per rank, + 1(T)
because ranks are Skill Proficiencies (seed 000, Double Dip: "Skill Proficiencies can be gained
up to 5 times per Skill"; Proficient Roll: "increase your Dice Score by +1(T) when making an
Ability Check ... you are proficient with"). Checks roll like any other roll (seed 000): Tier
Extra Dice, a Critical on a natural 10 (9 when proficient), a Botch on a 1."""

from __future__ import annotations

import pytest

from .legacy_support import advance, choose, evs, item, kinds, options, sheet, start

# ---------------------------------------------------------------- Intervene


def _intervene(dice, *, pl=4):
    """Alpha (Agility 8) attacks Beta; Gamma (Agility 6: Impulsive 6) stands 2 squares off."""
    a = sheet("Alpha", ag=8, pl=pl)
    b = sheet("Beta", pl=pl)
    g = sheet("Gamma", ag=6, pl=pl)
    return start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (1, 0)}), (g, "B", {"pos": (3, 0)})],
        [9, 1, 1, *dice],
        width=20,
    )


def _hit_beta(enc):
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    for _ in range(10):
        d = enc.decision
        if d.kind == "turn" or (d.actor == "Gamma" and d.kind == "intervene"):
            return d.kind == "intervene"
        for k in ("no_modifier", "pass", "dodge"):
            if k in kinds(enc):
                choose(enc, k)
                break
        else:
            choose(enc, "wager", kp=0)
    return False


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_passed_save_lets_the_ally_step_in():
    """003 Intervene (1 Counter Action): "When an ally is successfully struck (hit) by an attack,
    you can attempt an Impulsive Save, TN Medium ... If you pass, you may select one of the
    below options": 5 + 6 = 11 against 9; Gamma takes Alpha's Wound instead of Beta (Defense
    Wall)."""
    enc = _intervene([8, 2, 5, 6])
    assert _hit_beta(enc)
    counters = enc.fighter("Gamma").counters
    new = choose(enc, "intervene_attempt")
    wall = next(o for o in options(enc, "intervene") if o.args.get("option") == "defense_wall")
    new += list(enc.choose(wall))
    new += advance(enc, "Alpha", "turn")
    save = evs(new, "skill_check", "Gamma")[0]
    assert (save.data["tn"], save.data["score"], save.data["success"]) == (9, 11, True)
    assert evs(new, "damage", "Gamma")
    assert not evs(new, "damage", "Beta")
    assert enc.fighter("Gamma").counters == counters - 1


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_failed_save_changes_nothing_and_bars_intervene_this_round():
    """003 Intervene: "If you fail, you cannot attempt to make another Intervene Counter Action
    for the remainder of the Combat Round": 2 + 6 = 8 against 9; Beta takes the hit, and
    Alpha's next hit on Beta offers Gamma no Intervene."""
    enc = _intervene([8, 2, 2, 5] + [8, 2, 5] + [5] * 4)
    assert _hit_beta(enc)
    new = choose(enc, "intervene_attempt")
    new += advance(enc, "Alpha", "turn")
    assert evs(new, "skill_check", "Gamma")[0].data["success"] is False
    assert evs(new, "damage", "Beta")
    assert not _hit_beta(enc)


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_without_a_failure_is_offered_again_in_the_round():
    """003 Intervene: only a failed save bars Intervene for the round: when Gamma lets the first
    hit go, the second hit on Beta in the same round offers Intervene again."""
    enc = _intervene([8, 2, 5] + [8, 2, 5] + [5] * 4)
    assert _hit_beta(enc)
    choose(enc, "pass")
    advance(enc, "Alpha", "turn")
    assert _hit_beta(enc)


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_needs_the_ally_to_be_hit():
    """003 Intervene: "When an ally is successfully struck (hit)": Alpha's Strike 2 + 8 misses
    Beta's Dodge 8 + 5: Gamma is not asked."""
    enc = _intervene([2, 8] + [5] * 4)
    assert not _hit_beta(enc)


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_tn_medium_follows_the_tier():
    """003 Intervene: "TN Medium" rises +3 per Tier after the first (seed 000): 12 at Tier 2."""
    enc = _intervene([8, 2, 2, 2] + [2] * 12, pl=8)
    assert _hit_beta(enc)
    new = choose(enc, "intervene_attempt")
    assert evs(new, "skill_check", "Gamma")[0].data["tn"] == 12


# ---------------------------------------------------------------- Reload


def _gunner(dice, ammo=2):
    a = sheet("Alpha", ag=8)
    b = sheet("Beta")
    return start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (4, 0)})],
        [9, 1, *dice],
        width=20,
        items=(item("blaster", "Alpha", kind="weapon", ammo=ammo),),
    )


def _shoot(enc):
    choose(enc, "shoot", target="Beta")
    advance(enc, "Alpha", "turn")


@pytest.mark.rule("dbu.legacy.reload")
def test_reload_refills_the_weapon_for_a_counter_action():
    """003 Reload Maneuver (1 Counter Action): "A limited number of attacks, or shots, can be
    made with a ranged weapon. Using the Reload Maneuver refills a single Ranged Weapon's
    ammunition": two shots empty the blaster; Reload costs the Counter Action, no Action, and
    the blaster can shoot again."""
    enc = _gunner([2, 8, 2, 8, 5, 5])
    _shoot(enc)
    _shoot(enc)
    assert not options(enc, "shoot")
    actions, counters = enc.fighter("Alpha").actions, enc.fighter("Alpha").counters
    choose(enc, "reload")
    advance(enc, "Alpha", "turn")
    assert enc.fighter("Alpha").actions == actions
    assert enc.fighter("Alpha").counters == counters - 1
    assert options(enc, "shoot")
    assert "2/2" in options(enc, "shoot")[0].label


@pytest.mark.rule("dbu.legacy.reload")
def test_reload_only_on_your_own_turn():
    """003 Reload: "You can only use the Reload Maneuver during your turn": with an empty
    blaster, Alpha attacked on Beta's turn is offered no Reload."""
    enc = _gunner([2, 8] + [5] * 6, ammo=1)
    _shoot(enc)
    choose(enc, "end_turn")
    choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    seen = []
    while enc.decision.kind != "turn":
        if enc.decision.actor == "Alpha":
            seen.append(kinds(enc))
        for k in ("no_modifier", "pass", "dodge"):
            if k in kinds(enc):
                choose(enc, k)
                break
        else:
            choose(enc, "wager", kp=0)
    assert seen
    assert not any("reload" in s for s in seen)


@pytest.mark.rule("dbu.legacy.reload")
def test_reload_not_needed_while_shots_remain_full():
    """003 Reload: it refills "a single Ranged Weapon's ammunition, resetting the number of
    attacks": after one of two shots the blaster shows 1/2 and Reload is offered; a full
    blaster (2/2) has nothing to reset."""
    enc = _gunner([2, 8, 5, 5])
    assert not options(enc, "reload")
    _shoot(enc)
    assert "1/2" in options(enc, "shoot")[0].label
    assert options(enc, "reload")


# ---------------------------------------------------------------- Terrify


def _terrify(dice, *, b_pl=4, b_extra="", bpos=(1, 0)):
    """Alpha (Personality 6, Intimidation 1 rank: 3 + 2 + proficient 1 = +6) and Beta (Insight
    4, Intuition 1 rank: 2 + 2 + proficient 1 = +5 at Tier 1)."""
    a = sheet("Alpha", ag=6, pe=6, extra="skills: {intimidation: 1}")
    b = sheet("Beta", pl=b_pl, extra="skills: {intuition: 1}\n" + b_extra)
    return start([(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": bpos})], dice, width=20)


def _do_terrify(enc):
    new = choose(enc, "terrify", target="Beta")
    return new + advance(enc, "Alpha", "turn")


def _shaken(events, who="Beta"):
    return [e for e in evs(events, "condition_gained", who) if e.data["condition"] == "shaken"]


@pytest.mark.rule("dbu.legacy.terrify")
def test_terrify_won_shakes_until_the_end_of_your_next_turn():
    """003 Terrify Maneuver (1 Action): "Target an Opponent within your Melee Range and make an
    Opposed Skill Check – your Intimidate against their Intuition ... If you win, they suffer the
    Shaken Combat Condition until the end of your next turn": 6 + 6 against 4 + 5; Shaken ends
    when Alpha's Round 2 turn ends."""
    enc = _terrify([6, 4, 6, 4] + [5] * 8)
    new = _do_terrify(enc)
    assert _shaken(new)
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    assert not [
        e for e in evs(enc.events, "condition_lost", "Beta") if e.data["condition"] == "shaken"
    ]
    new = choose(enc, "end_turn")
    lost = [e for e in evs(new, "condition_lost", "Beta") if e.data["condition"] == "shaken"]
    ended = list(evs(new, "turn_ended", "Alpha"))
    assert lost
    assert ended
    assert new.index(lost[0]) < new.index(ended[0])


@pytest.mark.rule("dbu.legacy.terrify")
@pytest.mark.parametrize(("alpha_die", "beta_die"), [(3, 6), (5, 6)])
def test_terrify_lost_or_tied_does_nothing(alpha_die, beta_die):
    """003 Terrify: "If they win, nothing happens": 3 + 6 against 6 + 5, and a tie 5 + 6
    against 6 + 5 (the defender wins ties, seed 000)."""
    enc = _terrify([6, 4, alpha_die, beta_die])
    new = _do_terrify(enc)
    assert not _shaken(new)
    assert not evs(new, "condition_gained", "Beta")


@pytest.mark.rule("dbu.legacy.terrify")
def test_terrify_a_foe_you_already_shook_knocks_them_prone():
    """003 Terrify: "If you use this Maneuver against an Opponent that you have given the Shaken
    Combat Condition, and win the Opposed Skill Check, they are knocked Prone instead"."""
    enc = _terrify([6, 4, 6, 4, 6, 4])
    assert _shaken(_do_terrify(enc))
    new = _do_terrify(enc)
    prone = [e for e in evs(new, "condition_gained", "Beta") if e.data["condition"] == "prone"]
    assert prone
    assert not _shaken(new)


@pytest.mark.rule("dbu.legacy.terrify")
def test_terrify_a_higher_power_level_foe_adds_1d4():
    """003 Terrify: "An opponent with a higher Power Level than you gains a bonus of +1d4 to
    their Intuition Skill Check against you": Beta at Power Level 5 (Tier 2: a Tier die d4 and
    proficient 1(T) = 2) rolls d10 3 + Tier d4 1 + bonus d4 2 + 2 + 2 + 2 = 12 against Alpha's
    6 + 6 = 12: Beta holds (the defender wins ties); without the bonus d4 he would lose."""
    enc = _terrify([6, 4, 6, 3, 1, 2], b_pl=5)
    new = _do_terrify(enc)
    clash = next(e for e in new if e.kind == "clash")
    assert clash.data["defence"] == 12
    assert not _shaken(new)


@pytest.mark.rule("dbu.legacy.terrify")
def test_terrify_a_transformed_foe_adds_1d4():
    """003 Terrify: "An opponent may also gain this Extra Dice bonus if they are in a
    Transformation and you are not": Beta (first) transforms, then rolls d10 4 + d4 3 + 5 = 12
    against Alpha's 6 + 6 = 12: Beta holds (the defender wins ties)."""
    form = (
        "forms:\n  - {name: Super, kind: form, tier_requirement: 1, stress_test_requirement: 0, "
        "attribute_bonuses: {force: 1}}\n"
    )
    a = sheet("Alpha", ag=6, pe=6, extra="skills: {intimidation: 1}")
    b = sheet("Beta", extra="skills: {intuition: 1}\n" + form)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (1, 0)})], [1, 9, 5, 6, 4, 3], width=20
    )
    choose(enc, "transform", form="Super")
    advance(enc, "Alpha", "turn")
    new = _do_terrify(enc)
    clash = next(e for e in new if e.kind == "clash")
    assert clash.data["defence"] == 12
    assert not _shaken(new)


@pytest.mark.rule("dbu.legacy.terrify")
def test_terrify_needs_melee_range():
    """003 Terrify: "Target an Opponent within your Melee Range": not offered at 2 squares."""
    enc = _terrify([6, 4], bpos=(2, 0))
    assert not options(enc, "terrify")


# ---------------------------------------------------------------- Treatment

VENOM = (
    "signatures:\n"
    "  - {name: Venom, profile: Simple, foundation: physical, inflicts: [{condition: poisoned}]}\n"
)


def _poisoned(dice, *, gpos=(1, 0)):
    """Beta (first, Force 8) poisons Gamma with Venom and a Ki Wager 10: Wound 6 + 8 + 10 = 24,
    19 after Soak: Gamma 133/152. Alpha (Scholarship 6, Medicine 1 rank: 3 + 2 + proficient 1 =
    +6) acts next."""
    a = sheet("Alpha", sc=6, extra="skills: {medicine: 1}")
    g = sheet("Gamma", ag=4)
    b = sheet("Beta", ag=6, fo=8, extra=VENOM)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (g, "A", {"pos": gpos}), (b, "B", {"pos": (2, 1)})],
        [5, 1, 9, 8, 2, 6, *dice],
        width=20,
    )
    choose(enc, "signature", signature="Venom", target="Gamma")
    advance(enc, "Alpha", "turn", wager=10)
    assert enc.fighter("Gamma").life == 133
    return enc


def _poison(events, kind):
    return [e for e in evs(events, kind, "Gamma") if e.data.get("condition") == "poisoned"]


@pytest.mark.rule("dbu.legacy.treatment")
def test_treatment_cures_poison_and_heals_a_tenth_of_max_life():
    """003 Treatment Maneuver (1 Action): "Make a Medicine Skill Check, TN Hard ... If you
    succeed, that Ally ... loses the Poisoned Combat Condition and regains Life Points equal to
    1/10 of their Maximum Life Points": 6 + 6 = 12 against 12; Gamma regains 15 (152 / 10)."""
    enc = _poisoned([6])
    assert _poison(enc.events, "condition_gained")
    actions = enc.fighter("Alpha").actions
    new = choose(enc, "treatment", ally="Gamma")
    new += advance(enc, "Alpha", "turn")
    check = evs(new, "skill_check", "Alpha")[0]
    assert (check.data["tn"], check.data["success"]) == (12, True)
    assert _poison(new, "condition_lost")
    assert enc.fighter("Gamma").life == 148
    assert enc.fighter("Alpha").actions == actions - 1


@pytest.mark.rule("dbu.legacy.treatment")
def test_treatment_failed_check_changes_nothing():
    """003 Treatment: "If you fail, nothing happens": 5 + 6 = 11 against 12."""
    enc = _poisoned([5])
    new = choose(enc, "treatment", ally="Gamma")
    new += advance(enc, "Alpha", "turn")
    assert evs(new, "skill_check", "Alpha")[0].data["success"] is False
    assert not _poison(new, "condition_lost")
    assert enc.fighter("Gamma").life == 133


@pytest.mark.rule("dbu.legacy.treatment")
def test_treatment_only_for_an_adjacent_ally():
    """003 Treatment: "Target an adjacent Ally who is Defeated or is suffering from the Poisoned
    Combat Condition": Gamma 2 squares away is not offered."""
    enc = _poisoned([7], gpos=(2, 0))
    assert _poison(enc.events, "condition_gained")
    assert not options(enc, "treatment")


@pytest.mark.rule("dbu.legacy.treatment")
def test_treatment_revives_a_defeated_ally_with_1d10bt_life():
    """003 Treatment: "If you succeed, that Ally stops being Defeated and regains 1d10(bT) Life
    Points": Beta (Power Level 10, Force 13) takes Gamma (66 Life) to 0 and Gamma, who could
    still heal himself (seed 000, Will to Survive: "you can avoid being defeated"), lets himself
    be Defeated; Alpha's Medicine 6 + 6 = 12 succeeds and Gamma comes back with d10 4 = 4
    Life."""
    a = sheet("Alpha", sc=6, extra="skills: {medicine: 1}")
    g = sheet("Gamma", pl=1, te=1, ag=4)
    b = sheet("Beta", pl=10, ag=6, fo=13)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (g, "A", {"pos": (1, 0)}), (b, "B", {"pos": (2, 0)})],
        [5, 1, 9] + [6, 6, 1, 6, 6, 6, 6, 6] + [6, 4] + [5] * 5,
        width=20,
    )
    choose(enc, "attack", profile="Powered", foundation="physical", target="Gamma")
    advance(enc, "Gamma", "will_to_survive", wager=28)
    choose(enc, "fall")
    advance(enc, "Alpha", "turn")
    assert enc.fighter("Gamma").defeated
    new = choose(enc, "treatment", ally="Gamma")
    new += advance(enc, "Alpha", "turn")
    assert evs(new, "skill_check", "Alpha")[0].data["success"] is True
    assert not enc.fighter("Gamma").defeated
    assert enc.fighter("Gamma").life == 4
