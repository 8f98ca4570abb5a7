"""Seed 003, "Duel Maneuver", "Duel Escape Maneuver" and "United Attack Maneuver" in edition
``dbu-1``: what lets a target Duel, what the Duel answers with, the three Wound Rolls and their
Ki Wagers, escaping, and joining an ally's attack or Duel.

Sheets: Power Level 4 (Tier 1) Earthlings, Force 5, Capacity 32 and 86 Ki unless a test says
otherwise; Alpha attacks Beta from 3 squares away. Initiative dice come first in ``dice``."""

from __future__ import annotations

import pytest

from .legacy_support import advance, choose, evs, kinds, options, sheet, start

SIGS = (
    "signatures:\n"
    "  - {name: Big Bang, profile: Simple, foundation: energy}\n"
    "  - {name: Kame Wave, profile: Beam, foundation: energy}\n"
)


def _pair(dice, *, pl=4, a_extra="", b_extra="", a_ag=8, more=()):
    a = sheet("Alpha", pl=pl, ag=a_ag, extra=a_extra)
    b = sheet("Beta", pl=pl, extra=b_extra)
    fighters = [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (3, 0)}), *more]
    return start(fighters, dice, width=20)


def _attack_until_reaction(enc, *, wager, profile="Simple", signature=None):
    if signature:
        choose(enc, "signature", signature=signature, target="Beta")
    else:
        choose(enc, "attack", profile=profile, foundation="energy", target="Beta")
    advance(enc, "Beta", "reaction", wager=wager)


def _duel_options(enc):
    return options(enc, "duel")


def _clashes(enc):
    return [e for e in enc.events if e.kind == "clash" and e.data.get("roll") == "duel_clash"]


def _run_duel(enc, alpha_wagers, beta_wagers, *, united=None):
    """Answer the Duel's secret wagers in order; ``united`` is (name, wagers) for an ally."""
    plan = {"Alpha": list(alpha_wagers), "Beta": list(beta_wagers)}
    if united:
        plan[united[0]] = list(united[1])
    for _ in range(40):
        d = enc.decision
        if d is None or d.kind == "turn":
            return
        if d.kind == "duel_wager":
            kp = plan[d.actor].pop(0) if plan[d.actor] else 0
            choose(enc, "duel_wager", kp=kp)
        elif d.kind == "duel_escape":
            choose(enc, "no_escape")
        else:
            for k in ("pass", "no_modifier", "dodge"):
                if k in kinds(enc):
                    choose(enc, k)
                    break
            else:
                raise AssertionError(f"unexpected decision {d.actor} {d.kind}")


# ---------------------------------------------------------------- what lets a target Duel


@pytest.mark.rule("dbu.legacy.duel")
@pytest.mark.parametrize(
    ("pl", "wager", "offered"),
    [(4, 10, True), (4, 9, False), (8, 20, True), (8, 19, False)],
)
def test_duel_offered_for_a_ki_wager_of_10t(pl, wager, offered):
    """003 Duel Maneuver: "If you are targeted by an Attacking Maneuver that ... has a Ki Wager of
    at least 10(T) ... you may initiate a Duel Maneuver": 10 at Tier 1, 20 at Tier 2."""
    enc = _pair([5, 4], pl=pl)
    _attack_until_reaction(enc, wager=wager)
    assert bool(_duel_options(enc)) is offered


@pytest.mark.rule("dbu.legacy.duel")
@pytest.mark.parametrize(("charges", "offered"), [(2, True), (1, False)])
def test_duel_offered_for_two_energy_charges(charges, offered):
    """003 Duel Maneuver: an Attacking Maneuver that "has 2+ Energy Charges" may be Dueled; one
    Energy Charge (and no Ki Wager) is not enough."""
    enc = _pair([5, 4])
    choose(enc, "charge_declare")
    advance(enc, "Alpha", "charge_attack")
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    advance(enc, "Alpha", "turn")
    for _ in range(charges - 1):
        choose(enc, "charge")
        advance(enc, "Alpha", "turn")
    choose(enc, "legacy_release", target="Beta")
    advance(enc, "Beta", "reaction")
    assert bool(_duel_options(enc)) is offered


@pytest.mark.rule("dbu.legacy.duel")
@pytest.mark.parametrize("signature", ["Big Bang", "Kame Wave"])
def test_duel_offered_against_a_signature_technique(signature):
    """003 Duel Maneuver: "If you are targeted by an Attacking Maneuver that is either a
    Signature Technique, has a Ki Wager of at least 10(T) or has 2+ Energy Charges, you may
    initiate a Duel Maneuver": a Signature Technique with no Ki Wager is enough."""
    enc = _pair([5, 4], a_extra=SIGS, b_extra=SIGS)
    _attack_until_reaction(enc, wager=0, signature=signature)
    assert _duel_options(enc)


# ---------------------------------------------------------------- what the Duel answers with


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_answers_with_the_same_profile_or_a_signature_of_that_profile():
    """003 Duel Maneuver: "Spend the Ki Points to make an Attacking Maneuver of the same
    Profile. You may instead choose to select a Signature Technique of the same Profile": against
    a Simple attack Beta may answer with a Simple Basic Attack or Big Bang (Simple)."""
    enc = _pair([5, 4], b_extra=SIGS)
    _attack_until_reaction(enc, wager=10)
    duel = _duel_options(enc)
    assert [o for o in duel if o.args.get("profile") == "Simple" and o.args.get("mode") == "basic"]
    assert [o for o in duel if o.args.get("signature") == "Big Bang"]


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_offers_no_other_profile():
    """003 Duel Maneuver: "make an Attacking Maneuver of the same Profile. You may instead choose
    to select a Signature Technique of the same Profile": against a Simple attack no Beam,
    Combination or other Profile, nor Kame Wave (a Beam Signature), is an answer."""
    enc = _pair([5, 4], b_extra=SIGS)
    _attack_until_reaction(enc, wager=10)
    duel = _duel_options(enc)
    others = [
        o.label
        for o in duel
        if o.args.get("profile", "Simple") != "Simple" or o.args.get("signature") == "Kame Wave"
    ]
    assert not others


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_answer_pays_its_ki_and_a_counter_action():
    """003 Duel Maneuver (1 Counter Action): "Spend the Ki Points to make an Attacking Maneuver
    ... select a Signature Technique ... and if you do, pay the Ki Point cost for that instead":
    Beta answers with Big Bang (2 KP at Tier 1) and spends its Counter Action."""
    enc = _pair([5, 4, 8, 2, 8, 2, 6], b_extra=SIGS)
    _attack_until_reaction(enc, wager=10)
    counters = enc.fighter("Beta").counters
    label = options(enc, "duel", signature="Big Bang")[0].label
    choose(enc, "duel", signature="Big Bang")
    assert "2 KP" in label
    assert enc.fighter("Beta").ki == 86 - 2
    assert enc.fighter("Beta").counters == counters - 1


# ---------------------------------------------------------------- the Duel itself


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_refunds_the_attack_wager_at_the_start():
    """003 Duel Maneuver: "At the start of a Duel Maneuver, all Ki Wagers placed onto an
    Attacking Maneuver are refunded as Ki Points and you recover that much of your Capacity":
    Alpha's 10 KP wager comes back (76 -> 86 Ki, 22 -> 32 Capacity)."""
    enc = _pair([5, 4])
    _attack_until_reaction(enc, wager=10)
    assert (enc.fighter("Alpha").ki, enc.fighter("Alpha").capacity) == (76, 22)
    choose(enc, "duel", mode="basic", profile="Simple")
    while enc.decision.kind != "duel_wager":
        choose(enc, "no_escape")
    assert (enc.fighter("Alpha").ki, enc.fighter("Alpha").capacity) == (86, 32)


@pytest.mark.rule("dbu.legacy.duel")
@pytest.mark.parametrize(("pl", "cap"), [(4, 8), (8, 12)])
def test_duel_wager_up_to_a_quarter_of_the_capacity_rate(pl, cap):
    """003 Duel Maneuver: "You may Ki Wager up to 1/4 (rounded up) of your Capacity Rate on each
    of these 3 Wound Rolls": Capacity 32 allows 8, Capacity 48 allows 12."""
    enc = _pair([5, 4], pl=pl)
    _attack_until_reaction(enc, wager=10 * (pl // 4))
    choose(enc, "duel", mode="basic", profile="Simple")
    while enc.decision.kind != "duel_wager":
        choose(enc, "no_escape")
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == cap


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_majority_of_three_wound_rolls_wins_and_adds_every_wager():
    """003 Duel Maneuver: "Each player ... makes 3 Wound Rolls ... Whichever character has the
    higher Wound Roll for the majority of these ... wins ... and may roll their Wound Roll a
    final time ... All Ki Wagers placed into a Duel Maneuver by both sides are added onto this
    Wound Roll". Rolls (Alpha, Beta): 8+5+3 vs 2+5+1, 2+5+0 vs 8+5+4, 7+5+2 vs 3+5+0: Alpha wins
    2-1; final Wound 6 + Force 5 + wagers 3+1+0+4+2+0 = 21, Beta loses 21 - Soak 5 = 16."""
    dice = [5, 4, 8, 2, 2, 8, 7, 3, 6]
    enc = _pair(dice)
    _attack_until_reaction(enc, wager=10)
    choose(enc, "duel", mode="basic", profile="Simple")
    _run_duel(enc, [3, 0, 2], [1, 4, 0])
    scores = [tuple(e.data["scores"]) for e in _clashes(enc)]
    assert scores == [(16, 8), (7, 17), (14, 8)]
    final = next(e for e in evs(enc.events, "wound", "Alpha") if e.data.get("duel"))
    assert final.data["score"] == 21
    assert enc.fighter("Beta").life == 152 - 16


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_energy_charges_become_plus_1t_each():
    """003 Duel Maneuver: "any Energy Charges are replaced with a bonus of +1(T) for each Energy
    Charge": Alpha's attack with 2 charges rolls d10 8 + Force 5 + 2 in each Duel roll (no
    d6s), Beta d10 2 + Force 5."""
    dice = [5, 4, 8, 2, 8, 2, 6, 3, 3, 3, 3]
    enc = _pair(dice)
    choose(enc, "charge_declare")
    advance(enc, "Alpha", "charge_attack")
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    advance(enc, "Alpha", "turn")
    choose(enc, "charge")
    advance(enc, "Alpha", "turn")
    choose(enc, "legacy_release", target="Beta")
    advance(enc, "Beta", "reaction")
    choose(enc, "duel", mode="basic", profile="Simple")
    _run_duel(enc, [0, 0, 0], [0, 0, 0])
    assert [tuple(e.data["scores"]) for e in _clashes(enc)][:2] == [(15, 7), (15, 7)]


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_rolls_all_three_wound_rolls():
    """003 Duel Maneuver: "Each player involved in the Duel Maneuver makes 3 Wound Rolls ... The
    first set of Wound Rolls, then the second and finally the third": a 2-0 lead still rolls
    the third set."""
    dice = [5, 4, 8, 2, 8, 2, 8, 2, 6]
    enc = _pair(dice)
    _attack_until_reaction(enc, wager=10)
    choose(enc, "duel", mode="basic", profile="Simple")
    _run_duel(enc, [0, 0, 0], [0, 0, 0])
    assert len(_clashes(enc)) == 3


# ---------------------------------------------------------------- Duel Escape


def _escape(esc_dice, *, pl=4, tail=()):
    enc = _pair([5, 4, *esc_dice, *tail], pl=pl)
    _attack_until_reaction(enc, wager=10 * (pl // 4))
    choose(enc, "duel", mode="basic", profile="Simple")
    assert enc.decision.actor == "Alpha"
    assert enc.decision.kind == "duel_escape"
    counters = enc.fighter("Alpha").counters
    new = choose(enc, "duel_escape")
    return enc, new, counters


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_success_avoids_the_duel_and_gives_an_instant_attack():
    """003 Duel Escape Maneuver: "Roll an Impulsive Saving Throw, TN Hard ... If you succeed, you
    successfully manage to avoid the effects and may immediately make another attack maneuver
    as an Instant Action". TN Hard at Tier 1 is 12 (shared/reference 8b); Impulsive = Agility
    Score 8: d10 4 + 8 = 12 succeeds."""
    enc, new, counters = _escape([4])
    check = evs(new, "skill_check", "Alpha")[0]
    assert (check.data["tn"], check.data["score"], check.data["success"]) == (12, 12, True)
    assert not [e for e in new if e.data.get("duel") == "started"]
    assert enc.decision.actor == "Alpha"
    assert options(enc, "escape_attack")
    assert enc.fighter("Alpha").counters == counters - 1


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_failure_lets_the_duel_go_on():
    """003 Duel Escape: "If you fail, the Duel Maneuver continues as normal": d10 3 + 8 = 11
    against TN 12: the Duel starts."""
    enc, new, _ = _escape([3])
    check = evs(new, "skill_check", "Alpha")[0]
    assert check.data["success"] is False
    assert [e for e in enc.events if e.data.get("duel") == "started"]
    assert enc.decision.kind == "duel_wager"


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_tn_hard_follows_the_tier():
    """003 Duel Escape: "TN Hard"; seed 000: "Each Tier of Power after the first increases the
    passive Target Numbers by +3": at Tier 2 the TN is 15."""
    _enc, new, _ = _escape([4, 2], pl=8)
    assert evs(new, "skill_check", "Alpha")[0].data["tn"] == 15


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_keeps_the_spent_ki_and_the_instant_attack_costs_no_action():
    """003 Duel Escape: "You still lose the Ki Points spent for the cost of your attack that was
    challenged with a Duel Maneuver and any Ki Wagers spent on that maneuver"; the new attack is
    "an Instant Action": Alpha stays at 76 Ki (wager 10 gone) and keeps its Actions."""
    enc, _, _ = _escape([4], tail=[8, 2, 6, 5, 5])
    actions = enc.fighter("Alpha").actions
    assert enc.fighter("Alpha").ki == 76
    choose(enc, "escape_attack", profile="Simple", foundation="energy", target="Beta")
    advance(enc, "Alpha", "turn")
    assert enc.fighter("Alpha").actions == actions
    assert enc.fighter("Alpha").ki == 76


# ---------------------------------------------------------------- United Attack


def _team(dice, *, g_fo=6, g_pos=(0, 1), profile="Simple", foundation="physical"):
    a = sheet("Alpha", ag=5)
    g = sheet("Gamma", ag=4, fo=g_fo)
    b = sheet("Beta", ag=4)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (g, "A", {"pos": g_pos}), (b, "B", {"pos": (1, 0)})],
        [8, 1, 2, *dice],
        width=20,
    )
    choose(enc, "attack", profile=profile, foundation=foundation, target="Beta")
    return enc


def _reach_united(enc):
    for _ in range(10):
        d = enc.decision
        if d.actor == "Gamma" and d.kind == "united_attack":
            return True
        if d.kind == "turn":
            return False
        for k in ("no_modifier", "pass", "dodge"):
            if k in kinds(enc):
                choose(enc, k)
                break
        else:
            choose(enc, "wager", kp=0)
    return False


@pytest.mark.rule("dbu.legacy.united-attack")
@pytest.mark.parametrize(("g_pos", "offered"), [((0, 1), True), ((0, 3), False)])
def test_united_attack_offered_to_an_ally_in_melee_range(g_pos, offered):
    """003 United Attack Maneuver: "When an ally within your Melee Range uses an Attacking
    Maneuver ... you may use the United Attack Maneuver": Gamma next to Alpha may join; Gamma 3
    squares away may not."""
    enc = _team([8, 2, 6, 5, 5], g_pos=g_pos)
    assert _reach_united(enc) is offered


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_adds_half_the_wound_bonuses_for_one_action():
    """003 United Attack (1 Action): "If they successfully strike (hit) an opponent, add 1/2 of
    any bonuses to your Wound Roll for this Attacking Maneuver onto your ally's Wound Roll":
    Gamma's Force 6 adds 3: Wound 6 + Force 5 + 3 = 14; Gamma spends 1 of 3 Actions."""
    enc = _team([8, 2, 6, 5, 5])
    assert _reach_united(enc)
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=0)
    new = advance(enc, "Alpha", "turn")
    assert evs(new, "wound", "Alpha")[0].data["score"] == 14
    assert enc.fighter("Gamma").actions == 2


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_matches_the_profile_and_pays_its_ki():
    """003 United Attack: "Spend the Ki Points to make the same type of Attacking Maneuver as
    your ally, matching both Foundation and Profile": joining a Powered (8(T) KP) attack costs
    Gamma 8 KP; its Wound bonuses (Force 6 twice for Powered) add half, 6."""
    enc = _team([8, 2, 6, 3, 5, 5], profile="Powered")
    assert _reach_united(enc)
    assert "8 KP" in options(enc, "united_attack")[0].label
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=0)
    new = advance(enc, "Alpha", "turn")
    assert enc.fighter("Gamma").ki == 86 - 8
    wound = evs(new, "wound", "Alpha")[0]
    assert "6" in wound.text
    assert wound.data["score"] == 6 + 3 + 5 + 5 + 6


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_wager_up_to_a_quarter_of_the_capacity_rate():
    """003 United Attack: "you may apply a Ki Wager onto your ally's Attacking Maneuver (this Ki
    Wager cannot exceed 1/4 of your Capacity Rate)": Capacity 32 allows at most 8."""
    enc = _team([8, 2, 6, 5, 5])
    assert _reach_united(enc)
    choose(enc, "united_attack")
    assert max(o.args["kp"] for o in options(enc, "united_wager")) == 8


def _united_duel(dice, g_wagers=(0, 0, 0)):
    """Alpha (with Gamma joined by United Attack) wagers 10 on a Simple energy attack; Beta
    Duels with a Simple attack."""
    a = sheet("Alpha", ag=8)
    g = sheet("Gamma", ag=4, fo=7, ma=3)
    b = sheet("Beta")
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (g, "A", {"pos": (0, 1)}), (b, "B", {"pos": (3, 0)})],
        [9, 1, 1, *dice],
        width=20,
    )
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    advance(enc, "Alpha", "wager")
    choose(enc, "wager", kp=10)
    advance(enc, "Gamma", "united_attack")
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=0)
    advance(enc, "Beta", "reaction")
    choose(enc, "duel", mode="basic", profile="Simple")
    return enc


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_duel_adds_the_allys_higher_force_or_spirit_to_each_roll():
    """003 United Attack: "If your ally enters into a Duel Maneuver, you may add your Force or
    Spirit Modifier (whichever is higher) onto each of their rolls": Gamma (Force 7, Magic 3)
    adds 7: each of Alpha's Duel rolls is d10 6 + Force 5 + 7 = 18 (all three Duel Clashes are
    rolled, then the winner's Wound)."""
    enc = _united_duel([6, 4, 6, 4, 6, 4, 5])
    _run_duel(enc, [0, 0, 0], [0, 0, 0], united=("Gamma", [0, 0, 0]))
    assert [c.data["scores"][0] for c in _clashes(enc)] == [18, 18, 18]


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_duel_wager_up_to_a_tenth_of_the_capacity_rate():
    """003 United Attack: "During one of the rolls (you decide which), you may additionally add
    a Ki Wager worth up to 1/10th of your Capacity Rate": Capacity 32 allows 3."""
    enc = _united_duel([6, 4, 6, 4, 6])
    for _ in range(5):
        if enc.decision.actor == "Gamma" and enc.decision.kind == "duel_wager":
            break
        choose(enc, "duel_wager", kp=0) if enc.decision.kind == "duel_wager" else choose(
            enc, "no_escape"
        )
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == 3


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_duel_wager_on_one_roll_only():
    """003 United Attack: "During one of the rolls (you decide which), you may additionally add
    a Ki Wager": after Gamma wagered 3 on the first roll, no further wager is taken."""
    enc = _united_duel([6, 4, 4, 6, 6, 4, 6])
    _run_duel(enc, [0, 0, 0], [0, 0, 0], united=("Gamma", [3, 3, 3]))
    gamma_paid = [
        e for e in evs(enc.events, "cost_paid", "Gamma") if "Duel" in e.data.get("why", "")
    ]
    assert len(gamma_paid) <= 1


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_joins_an_ally_entering_a_duel():
    """003 United Attack: "When an ally within your Melee Range uses an Attacking Maneuver or
    spends the Ki Points to use one to enter a Duel Maneuver, you may use the United Attack
    Maneuver": Delta stands next to Beta, who Duels Alpha's 10 KP wager attack."""
    a, d, b = sheet("Alpha", ag=8), sheet("Delta", ag=4), sheet("Beta")
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (d, "B", {"pos": (3, 1)}), (b, "B", {"pos": (3, 0)})],
        [9, 1, 1] + [6, 4] * 4,
        width=20,
    )
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    advance(enc, "Beta", "reaction", wager=10)
    choose(enc, "duel", mode="basic", profile="Simple")
    offered = False
    for _ in range(12):
        dec = enc.decision
        if dec is None or dec.kind == "turn" or _clashes(enc):
            break
        if dec.actor == "Delta" and any("united" in o.kind for o in dec.options):
            offered = True
            break
        if dec.kind == "duel_wager":
            choose(enc, "duel_wager", kp=0)
        else:
            choose(enc, dec.options[0].kind, **dec.options[0].args)
    assert offered
