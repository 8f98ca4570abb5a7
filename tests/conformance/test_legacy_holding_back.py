"""Seed 003, "Holding Back Maneuver" and "Sense Maneuver" in edition ``dbu-1``: stacks that lower
your Tier of Power, the full-stack penalty and Ki cost reduction, Concealment checks at Health
Thresholds, an opponent's Clairvoyance check, and Sense against Hidden opponents.

Skill bonuses are the engine's public sheet format (`skills: {concealment: 1}`); Concealment and
Clairvoyance rolls are d10 + ½ Insight Score + 2 per rank (shared/reference section 11, S1)."""

from __future__ import annotations

import pytest

from .legacy_support import advance, choose, evs, kinds, options, sheet, start


def _pair(dice, *, pl=8, a_extra="", b_extra="", a_kw=None, b_kw=None, bpos=(1, 0)):
    a = sheet("Alpha", pl=pl, ag=6, extra=a_extra, **(a_kw or {}))
    b = sheet("Beta", pl=pl, extra=b_extra, **(b_kw or {}))
    return start([(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": bpos})], dice, width=20)


def _paid(events, who="Alpha"):
    return [e.data["kp"] for e in evs(events, "cost_paid", who)]


def _attack(enc, profile="Powered", foundation="physical"):
    new = choose(enc, "attack", profile=profile, foundation=foundation, target="Beta")
    new += advance(enc, "Alpha", "turn")
    return new


# ---------------------------------------------------------------- stacks and Tier


@pytest.mark.rule("dbu.legacy.holding-back")
@pytest.mark.parametrize(("pl", "stacks"), [(4, [1]), (8, [1, 2]), (12, [1, 2, 3])])
def test_holding_back_stacks_up_to_your_tier(pl, stacks):
    """003 Holding Back Maneuver: "You can only have a number of Holding Back stacks equal to
    your Tier of Power": Tier 1 may take 1 stack, Tier 2 up to 2, Tier 3 up to 3."""
    enc = _pair([6, 4], pl=pl)
    assert sorted(o.args["stacks"] for o in options(enc, "holding_back")) == stacks


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_is_an_instant_and_once_per_encounter():
    """003 Holding Back Maneuver (Instant Action): "Once per Combat Encounter, you can apply one
    or more stacks": no Action is spent, and Holding Back is not offered again, not even after
    ending it in Round 2."""
    enc = _pair([6, 4] + [5] * 10)
    actions = enc.fighter("Alpha").actions
    choose(enc, "holding_back", stacks=1)
    assert enc.fighter("Alpha").actions == actions
    assert "holding_back" not in kinds(enc)
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    assert "holding_back" not in kinds(enc)
    choose(enc, "end_holding_back")
    assert "holding_back" not in kinds(enc)


@pytest.mark.rule("dbu.legacy.holding-back")
@pytest.mark.parametrize(("pl", "stacks", "kp"), [(12, 1, 16), (12, 2, 8), (8, 1, 8)])
def test_holding_back_ki_costs_follow_the_current_tier(pl, stacks, kp):
    """003 Holding Back: "Each stack treats your Tier of Power as if it was -1 lower ... Your Ki
    Point Costs when using the Holding Back Maneuver use your current Tier of Power": a Powered
    Basic Attack (8(T) KP) costs 16 at Tier 3 - 1 and 8 at Tier 3 - 2 or Tier 2 - 1 (none of
    these is full stacks)."""
    enc = _pair([6, 4] + [3] * 12, pl=pl)
    choose(enc, "holding_back", stacks=stacks)
    assert _paid(_attack(enc)) == [kp]


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_lowers_the_tier_of_power_extra_dice():
    """003 Holding Back: "Each stack treats your Tier of Power as if it was -1 lower": a Tier 3
    fighter (Tier die d6) holding back 1 stack rolls Strike with the Tier 2 die (d4): dice
    [3, 3], Strike 3 + 3 + Haste 3 + Awareness 4 = 13."""
    enc = _pair([6, 4] + [3] * 12, pl=12)
    choose(enc, "holding_back", stacks=1)
    new = _attack(enc)
    strike = next(e for e in evs(new, "clash", "Alpha") if e.data.get("roll") == "strike")
    assert strike.data["dice"] == [3, 3]
    assert strike.data["score"] == 13


@pytest.mark.rule("dbu.legacy.holding-back")
@pytest.mark.parametrize(("pl", "penalty"), [(4, 1), (8, 2)])
def test_holding_back_full_stacks_tier_1_and_minus_1bt_combat_rolls(pl, penalty):
    """003 Holding Back: "If your number of Holding Back stacks would match your base Tier of
    Power, your Tier of Power is 1 but you receive a penalty to all Combat Rolls equal to
    -1(bT)": Strike 3 + Haste 3 + Awareness 4 = 10 with no Tier die, minus 1 (base Tier 1) or 2
    (base Tier 2)."""
    enc = _pair([6, 4] + [3] * 12, pl=pl)
    choose(enc, "holding_back", stacks=pl // 4)
    new = _attack(enc, profile="Simple")
    strike = next(e for e in evs(new, "clash", "Alpha") if e.data.get("roll") == "strike")
    assert strike.data["dice"] == [3]
    assert strike.data["score"] == 10 - penalty


@pytest.mark.rule("dbu.legacy.holding-back")
@pytest.mark.parametrize(
    ("pl", "maneuver", "kp"),
    [
        (8, "powered", 6),
        (4, "powered", 7),
        (8, "blitz", 4),
    ],
)
def test_holding_back_full_stacks_reduce_ki_costs_by_1bt(pl, maneuver, kp):
    """003 Holding Back: "If your number of Holding Back stacks is equal to your base Tier of
    Power, reduce the Ki Point cost of all Maneuvers by -1(bT)": at Tier 1 a Powered attack
    costs 8; with full stacks a base Tier 2 fighter pays 8 - 2 = 6, a base Tier 1 fighter
    8 - 1 = 7; a Simple Blitz (6(T) at Tier 1) costs 6 - 2 = 4."""
    enc = _pair([6, 4] + [3] * 12, pl=pl, bpos=(1, 0) if maneuver == "powered" else (4, 0))
    choose(enc, "holding_back", stacks=pl // 4)
    if maneuver == "powered":
        new = _attack(enc)
    else:
        new = choose(enc, "blitz", profile="Simple", target="Beta")
    assert _paid(new)[0] == kp


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_ends_as_an_instant_and_the_tier_returns():
    """003 Holding Back: "This effect lasts until you end it as an Instant Action": in Round 2
    Alpha (Tier 2, 1 stack) ends it; the Powered attack costs 16 KP again, no Action spent."""
    enc = _pair([6, 4] + [3] * 12)
    choose(enc, "holding_back", stacks=1)
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    actions = enc.fighter("Alpha").actions
    choose(enc, "end_holding_back")
    assert enc.fighter("Alpha").actions == actions
    assert _paid(_attack(enc)) == [16]


# ---------------------------------------------------------------- Health Thresholds


def _threshold(dice):
    """Alpha (Power Level 1, Tenacity 1: 66 Life, Soak 1; Insight 4, Concealment 1 rank) holds
    back 1 stack; Beta (Force 8) hits for 40 on Beta's turn: 66 -> 26, the Bruised Threshold."""
    a = sheet("Alpha", pl=1, te=1, extra="skills: {concealment: 1}")
    b = sheet("Beta", ag=8, fo=8)
    enc = start([(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (1, 0)})], [9, 1, *dice])
    choose(enc, "holding_back", stacks=1)
    choose(enc, "end_turn")
    choose(enc, "attack", profile="Powered", foundation="physical", target="Alpha")
    return enc, advance(enc, "Alpha", "turn", wager=16)


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_concealment_check_at_a_threshold_failure_loses_a_stack():
    """003 Holding Back: "Whenever you reach a Health Threshold, you must make a Concealment
    Skill Check, TN Medium. If you fail, you lose -1 Holding Back stack": d10 2 + ½ Insight 2 +
    1 rank x 2 + proficient 1(T) 1 (the rank is a Skill Proficiency, seed 000 Double Dip and
    Proficient Roll) = 7 against TN Medium 9 (shared/reference 8b, Tier 1) fails: 0 stacks, no
    longer holding back."""
    _enc, new = _threshold([6, 1, 6, 3, 7, 2] + [5] * 6)
    assert evs(new, "threshold", "Alpha")
    check = next(e for e in evs(new, "skill_check", "Alpha") if "Concealment" in e.text)
    assert (check.data["tn"], check.data["score"], check.data["success"]) == (9, 7, False)
    assert [e for e in evs(new, "state_changed", "Alpha") if e.data.get("holding_back") == 0]


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_concealment_check_at_a_threshold_success_keeps_the_stacks():
    """003 Holding Back: "If you succeed, you remain at your current level of stacks": d10 4 +
    5 (½ Insight 2 + 1 rank x 2 + proficient 1) = 9 against TN 9 succeeds; Alpha's next Strike
    still carries the full-stack -1."""
    enc, new = _threshold([6, 1, 6, 3, 7, 4] + [5] * 6)
    check = next(e for e in evs(new, "skill_check", "Alpha") if "Concealment" in e.text)
    assert (check.data["score"], check.data["success"]) == (9, True)
    assert not [e for e in evs(new, "state_changed", "Alpha") if "holding_back" in e.data]
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    new = advance(enc, "Alpha", "turn")
    strike = next(e for e in evs(new, "clash", "Alpha") if e.data.get("roll") == "strike")
    assert "Holding Back" in strike.text


# ---------------------------------------------------------------- detecting it


def _detect(dice):
    a = sheet("Alpha", ag=6, extra="skills: {concealment: 1}")
    b = sheet("Beta", extra="skills: {clairvoyance: 1}")
    enc = start([(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (1, 0)})], [6, 4, *dice])
    choose(enc, "holding_back", stacks=1)
    choose(enc, "end_turn")
    return enc


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_only_the_holder_side_sees_the_stacks():
    """003 Holding Back: an opponent must win a Clairvoyance check to "know how many stacks of
    Holding Back you have": the event that tells the stacks is shown to Alpha's side only."""
    enc = _detect([5] * 4)
    told = [e for e in evs(enc.events, "state_changed", "Alpha") if e.data.get("holding_back")]
    assert told
    assert all(e.visible_to == ("A",) for e in told)


@pytest.mark.rule("dbu.legacy.holding-back")
@pytest.mark.parametrize(
    ("beta_die", "alpha_die", "found"), [(6, 4, True), (4, 6, False), (5, 5, False)]
)
def test_holding_back_clairvoyance_against_concealment(beta_die, alpha_die, found):
    """003 Holding Back: "your opponent may attempt to see if you're holding back by making a
    Clairvoyance Skill Check as an Instant Action, opposed by your Concealment Skill. If they
    win, they know how many stacks ... If they lose, they learn nothing" (ties: seed 000
    "the defender always wins"). Both bonuses are +4."""
    enc = _detect([beta_die, alpha_die])
    new = choose(enc, "detect_holding_back", target="Alpha")
    detected = [e for e in new if e.data.get("detected") == "Alpha"]
    assert bool(detected) is found
    if found:
        assert detected[0].data["stacks"] == 1
        assert detected[0].visible_to == ("B",)


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_detection_once_per_round_as_an_instant():
    """003 Holding Back: "Once per Combat Round, your opponent may attempt" it "as an Instant
    Action": no Action spent, no second try this round, a new try next round."""
    enc = _detect([4, 6] + [5] * 6)
    actions = enc.fighter("Beta").actions
    choose(enc, "detect_holding_back", target="Alpha")
    assert enc.fighter("Beta").actions == actions
    assert "detect_holding_back" not in kinds(enc)
    choose(enc, "end_turn")
    advance(enc, "Beta", "turn")
    assert "detect_holding_back" in kinds(enc)


# ---------------------------------------------------------------- Sense


def _ambush(dice):
    """Alpha (Concealment 1 rank: +4) and Gamma (3 ranks: +8) ambush a surprised Beta
    (Clairvoyance 2 ranks: +6); both start Hidden. Beta has the highest Initiative."""
    a = sheet("Alpha", extra="skills: {concealment: 1}")
    g = sheet("Gamma", extra="skills: {concealment: 3}")
    b = sheet("Beta", ag=6, extra="skills: {clairvoyance: 2}")
    enc = start(
        [
            (a, "A", {"pos": (0, 0)}),
            (g, "A", {"pos": (0, 2)}),
            (b, "B", {"pos": (6, 0), "surprised": True}),
        ],
        [2, 1, 9, *dice],
        width=20,
    )
    advance(enc, "Beta", "turn")
    return enc


def _hidden_lost(events):
    return sorted(
        e.who for e in events if e.kind == "condition_lost" and e.data.get("condition") == "hidden"
    )


@pytest.mark.rule("dbu.legacy.sense")
def test_sense_one_roll_against_every_opponent():
    """003 Sense Maneuver: "Make an Opposed Skill Check – your Clairvoyance against all of your
    Opponents' Concealment. You only roll once and they all compete against that roll ... If you
    win, any losing Opponents lose the Hidden Combat Condition": Beta 6 + 6 = 12 beats Alpha
    5 + 4 = 9 but not Gamma 5 + 8 = 13: only Alpha is revealed."""
    enc = _ambush([6, 5, 5, 5, 5])
    new = choose(enc, "sense")
    rolls = [e for e in new if e.kind == "skill_check"]
    assert [e.who for e in rolls] == ["Beta", "Alpha", "Gamma"]
    assert _hidden_lost(new) == ["Alpha"]
    assert [o.args["target"] for o in options(enc, "attack", profile="Simple")] == ["Alpha"]


@pytest.mark.rule("dbu.legacy.sense")
def test_sense_failure_leaves_them_hidden_and_ties_go_to_the_hidden():
    """003 Sense: "If your Opponents win, they retain the Hidden Combat Condition": Beta 3 + 6 = 9
    ties Alpha 5 + 4 = 9 (the defender wins ties, seed 000) and loses to Gamma: nobody is
    revealed and Beta still has no one to attack."""
    enc = _ambush([3, 5, 5, 5, 5])
    new = choose(enc, "sense")
    assert _hidden_lost(new) == []
    assert not options(enc, "attack")


@pytest.mark.rule("dbu.legacy.sense")
def test_sense_once_per_round_as_an_instant():
    """003 Sense Maneuver (Instant Action): "Once per Combat Round, you can spread your
    awareness": no Action spent; no second Sense in the same round; Sense again next round."""
    enc = _ambush([3, 5, 5] + [5] * 10)
    actions = enc.fighter("Beta").actions
    choose(enc, "sense")
    assert enc.fighter("Beta").actions == actions
    assert "sense" not in kinds(enc)
    choose(enc, "end_turn")
    advance(enc, "Beta", "turn")
    assert "sense" in kinds(enc)
