"""Seed 003, "Combat Step-by-Step", "Surprise", "Initiative", "Turns", "The Round" and "Bonus
Momentum": the combat flow of the older edition (``dbu-1``).

docs/dbu.md says the default edition (``dbu-2``) runs seed 003's step-by-step too (positions,
surprise, initiative, rounds and turns, Initiative Advantage), so those situations run in both
editions; what only seed 003 says (the Agility *Modifier* in Initiative) runs in ``dbu-1``."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.play.bots import GreedyBot, run_fight

from .legacy_support import (
    EDITIONS,
    advance,
    awakening,
    choose,
    evs,
    kinds,
    sheet,
    start,
)


def _duel(edition: str, dice: list[int], a_opts=None, b_opts=None, a=None, b=None):
    a = a or sheet("Alpha")
    b = b or sheet("Beta")
    return start(
        [(a, "A", a_opts or {"pos": (0, 0)}), (b, "B", b_opts or {"pos": (1, 0)})],
        dice,
        edition=edition,
    )


def _initiative(enc, who):
    return next(
        e for e in enc.events if e.kind == "initiative" and e.who == who and "score" in e.data
    )


def _order(enc):
    return next(e for e in enc.events if e.kind == "initiative" and "order" in e.data).data["order"]


def _turns(enc):
    return [e.who for e in enc.events if e.kind == "turn_started"]


def _actions_at_turn_start(enc, who):
    return [e.data["actions"] for e in enc.events if e.kind == "turn_started" and e.who == who]


# ---------------------------------------------------------------- 1. Establishing Positions


@pytest.mark.rule("dbu.combat.positions")
@pytest.mark.parametrize("edition", EDITIONS)
def test_positions_given_by_the_setup_are_where_fighters_start(edition):
    """003 Step-by-Step 1: "The Architect and players decide and determine where the combatants
    involved in the encounter are positioned at the start of the battle"."""
    enc = _duel(edition, [7, 3], {"pos": (2, 3)}, {"pos": (9, 6)})
    assert enc.fighter("Alpha").pos == (2, 3)
    assert enc.fighter("Beta").pos == (9, 6)
    first = enc.events[0]
    assert first.kind == "encounter_started"
    # squares as the grid labels them: column letters from A, row from 1
    assert "Alpha (side A) at square C4" in first.text
    assert "Beta (side B) at square J7" in first.text


@pytest.mark.rule("dbu.combat.positions")
@pytest.mark.parametrize("edition", EDITIONS)
def test_positions_without_a_setup_position_are_distinct_squares_on_the_battlefield(edition):
    """003 Step-by-Step 1: every combatant is positioned at the start of the battle: four
    fighters without given squares each get their own square inside the 16x10 battlefield."""
    fighters = [(sheet(n), side, {}) for n, side in (("Alpha", "A"), ("Gamma", "A"))]
    fighters += [(sheet(n), "B", {}) for n in ("Beta", "Delta")]
    enc = start(fighters, [5, 6, 7, 8], edition=edition)
    squares = [enc.fighter(n).pos for n in ("Alpha", "Gamma", "Beta", "Delta")]
    assert len(set(squares)) == 4
    assert all(0 <= x < 16 and 0 <= y < 10 for x, y in squares)


@pytest.mark.rule("dbu.combat.positions")
@pytest.mark.rule("dbu.combat.surprise")
@pytest.mark.parametrize("edition", EDITIONS)
def test_step_by_step_order_positions_then_surprise_then_initiative_then_rounds(edition):
    """003 Step-by-Step: "1. Establishing Positions ... 3. Rolling Initiative ... 4. Surprise
    Round Actions ... 5. Taking Turns"; the surprise round "takes place after Initiative, but
    before the first round"."""
    enc = _duel(edition, [7, 3], b_opts={"pos": (1, 0), "surprised": True})
    kinds_seen = [e.kind for e in enc.events]
    first_init = kinds_seen.index("initiative")
    rounds = [e for e in enc.events if e.kind == "round_started"]
    assert kinds_seen[0] == "encounter_started"
    assert first_init > 0
    assert rounds[0].data["surprise"] is True
    assert enc.events.index(rounds[0]) > first_init
    choose(enc, "end_turn")
    rounds = [e for e in enc.events if e.kind == "round_started"]
    assert [r.data["surprise"] for r in rounds] == [True, False]
    assert "Round 1" in rounds[1].text


# ---------------------------------------------------------------- 2./4. Surprise


@pytest.mark.rule("dbu.combat.surprise")
@pytest.mark.parametrize("edition", EDITIONS)
def test_surprise_no_surprise_round_when_nobody_is_surprised(edition):
    """003 Surprise: "If neither side is attempting to be sneaky, both will automatically notice
    each other": the fight opens with Round 1, no surprise round."""
    enc = _duel(edition, [7, 3])
    rounds = [e for e in enc.events if e.kind == "round_started"]
    assert [r.data["surprise"] for r in rounds] == [False]
    assert not evs(enc.events, "turn_skipped")


@pytest.mark.rule("dbu.combat.surprise")
@pytest.mark.parametrize("edition", EDITIONS)
def test_surprise_surprised_fighter_skips_the_surprise_round_even_when_first(edition):
    """003 Surprise: "When a character is surprised, they cannot take any Actions ... during the
    surprise round"; the one who got the jump acts. Beta has the higher Initiative (9 vs 5)
    but is surprised: Beta's surprise-round turn is skipped and Alpha acts."""
    enc = _duel(edition, [3, 7], b_opts={"pos": (1, 0), "surprised": True})
    assert _order(enc) == ["Beta", "Alpha"]
    skipped = evs(enc.events, "turn_skipped")
    assert [e.who for e in skipped] == ["Beta"]
    assert not [e for e in enc.events if e.kind == "turn_started" and e.who == "Beta"]
    assert enc.decision.actor == "Alpha"
    assert enc.decision.kind == "turn"


@pytest.mark.rule("dbu.combat.surprise")
@pytest.mark.parametrize("edition", EDITIONS)
def test_surprise_surprised_fighter_gets_no_instant_or_counter_in_the_surprise_round(edition):
    """003 Surprise: a surprised character "cannot take any Actions (not even Instant Actions)
    during the surprise round": attacked in the surprise round, Beta is never asked to decide
    anything (no Instant window, no Counter Maneuver) until Round 1."""
    dice = [3, 7, 6, 4, 8, 6, 4, 8, 6, 4, 8]
    enc = _duel(edition, dice, b_opts={"pos": (1, 0), "surprised": True})
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    asked = []
    for _ in range(20):
        d = enc.decision
        if d.kind == "turn" and d.actor == "Alpha":
            break
        asked.append(d.actor)
        for k in ("no_modifier", "wager", "pass", "dodge"):
            if k in kinds(enc):
                if k == "wager":
                    choose(enc, "wager", kp=0)
                else:
                    choose(enc, k)
                break
    assert "Beta" not in asked
    assert evs(enc.events, "damage", "Beta"), "the surprise attack was resolved"


@pytest.mark.rule("dbu.combat.surprise")
@pytest.mark.parametrize("edition", EDITIONS)
def test_surprise_guard_down_during_the_surprise_round_only(edition):
    """003 Surprise: surprised characters "have the Guard Down Combat Condition ... until the
    end of the surprise round". Guard Down's -2(T) Dodge is from shared/reference section 7.
    Beta's Dodge in the surprise round is 4 + DV 5 - 2 = 7; the same Dodge in Round 1 is 9."""
    dice = [3, 7, 6, 4, 8, 6, 4, 8]
    enc = _duel(edition, dice, b_opts={"pos": (1, 0), "surprised": True})
    gained = [
        e
        for e in evs(enc.events, "condition_gained", "Beta")
        if e.data["condition"] == "guard_down"
    ]
    assert gained
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    new = advance(enc, "Alpha", "turn")
    dodge = next(e for e in evs(new, "clash", "Beta") if e.data.get("roll") == "dodge")
    assert dodge.data["score"] == 7
    assert "Guard Down" in dodge.text
    new = choose(enc, "end_turn")
    lost = [e for e in evs(new, "condition_lost", "Beta") if e.data["condition"] == "guard_down"]
    assert lost, "Guard Down ends with the surprise round"
    # Round 1: Beta (Initiative 9) attacks first; Alpha acts after; then Alpha attacks Beta.
    assert enc.decision.actor == "Beta"
    advance(enc, "Alpha", "turn")
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    new = advance(enc, "Alpha", "turn")
    dodge = next(e for e in evs(new, "clash", "Beta") if e.data.get("roll") == "dodge")
    assert dodge.data["score"] == 9
    assert "Guard Down" not in dodge.text


# ---------------------------------------------------------------- 3. Initiative roll


@pytest.mark.rule("dbu.combat.initiative-roll")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_is_d10_plus_half_agility(edition):
    """003 Initiative: "Roll a solid d10 and add 1/2 your Agility Modifier to the natural
    results". Agility 5: d10 7 + 2 = 9; Agility 8: d10 3 + 4 = 7."""
    enc = _duel(edition, [7, 3], b=sheet("Beta", ag=8))
    assert _initiative(enc, "Alpha").data["score"] == 9
    assert _initiative(enc, "Beta").data["score"] == 7


@pytest.mark.rule("dbu.combat.initiative-roll")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("natural", "score"), [(10, 12), (1, 3)])
def test_initiative_die_is_solid_no_critical_no_botch(edition, natural, score):
    """003 Initiative: "Roll a solid d10": a natural 10 adds no Critical die (10 + 2 = 12, and
    the next die is Beta's), a natural 1 costs no Botch (1 + 2 = 3, not 0)."""
    enc = _duel(edition, [natural, 6])
    assert _initiative(enc, "Alpha").data["score"] == score
    assert _initiative(enc, "Beta").data["natural"] == 6


@pytest.mark.rule("dbu.combat.initiative-roll")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_adds_no_tier_of_power_extra_dice(edition):
    """003 Initiative: "since this roll specifies the base die, you don't add your ToP Extra
    Dice to it". A Tier 3 fighter (Power Level 12, Agility 6) rolls one d10: 5 + 3 = 8, and the
    next die (4) is Beta's Initiative."""
    enc = _duel(edition, [5, 4], a=sheet("Alpha", pl=12, ag=6))
    assert _initiative(enc, "Alpha").data["score"] == 8
    assert _initiative(enc, "Beta").data["natural"] == 4


@pytest.mark.rule("dbu.combat.initiative-roll")
def test_initiative_dbu1_uses_the_agility_modifier_not_the_score():
    """003 Initiative: "add 1/2 your Agility Modifier". An Awakening that adds +4 to the Agility
    Modifier (Score 5, Modifier 9) makes Beta's Initiative d10 3 + 4 = 7 in dbu-1."""
    enc = _duel("dbu-1", [7, 3], b=sheet("Beta", ag=5, extra=awakening(agility=4)))
    assert _initiative(enc, "Beta").data["score"] == 7


# ---------------------------------------------------------------- Initiative ties


@pytest.mark.rule("dbu.combat.initiative-ties")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_tie_goes_to_the_higher_agility_score(edition):
    """003 Initiative: "In the case of a tie, the combatant with the higher Agility Score will
    go first". Beta (listed first, Agility 7) and Alpha (Agility 6) both score 8; no roll-off."""
    a, b = sheet("Alpha", ag=7), sheet("Beta", ag=6)
    enc = start([(b, "B", {"pos": (1, 0)}), (a, "A", {"pos": (0, 0)})], [5, 5], edition=edition)
    assert _initiative(enc, "Alpha").data["score"] == _initiative(enc, "Beta").data["score"] == 8
    assert _order(enc) == ["Alpha", "Beta"]
    assert not [e for e in enc.events if "rolloff" in e.data]


@pytest.mark.rule("dbu.combat.initiative-ties")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_tie_with_equal_agility_is_settled_by_a_d10_roll_off(edition):
    """003 Initiative: "If both combatants tie again, both will roll a d10 and the highest
    result wins". Both score 7 with Agility 5; roll-off Alpha 2, Beta 8: Beta goes first."""
    enc = _duel(edition, [5, 5, 2, 8])
    assert _order(enc) == ["Beta", "Alpha"]
    assert enc.decision.actor == "Beta"


@pytest.mark.rule("dbu.combat.initiative-ties")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_tied_roll_off_is_rolled_again(edition):
    """003 Initiative: the roll-off's "highest result wins": a roll-off of 3 against 3 names no
    winner, so both roll again (9 against 4: Alpha first)."""
    enc = _duel(edition, [5, 5, 3, 3, 9, 4])
    assert [e.data["rolloff"] for e in enc.events if "rolloff" in e.data] == [3, 3, 9, 4]
    assert _order(enc) == ["Alpha", "Beta"]


@pytest.mark.rule("dbu.combat.initiative-ties")
def test_initiative_tie_compares_agility_scores_not_modifiers_in_dbu1():
    """003 Initiative: ties go to "the higher Agility Score". Alpha has Score 6 (Modifier 6),
    Beta Score 5 raised to Modifier 6 by an Awakening: both score 5 + 3 = 8, Alpha goes first."""
    a = sheet("Alpha", ag=6)
    b = sheet("Beta", ag=5, extra=awakening(agility=1))
    enc = start([(b, "B", {"pos": (1, 0)}), (a, "A", {"pos": (0, 0)})], [5, 5], edition="dbu-1")
    assert _initiative(enc, "Beta").data["score"] == 8
    assert _order(enc) == ["Alpha", "Beta"]


# ---------------------------------------------------------------- Group initiative


def _groups(edition, dice):
    a, g, r = sheet("Alpha", ag=7), sheet("Grunt", ag=5), sheet("Brute", ag=4)
    return start(
        [(a, "A", {}), (g, "B", {"count": 3}), (r, "B", {"count": 2})], dice, edition=edition
    )


@pytest.mark.rule("dbu.combat.group-initiative")
@pytest.mark.parametrize("edition", EDITIONS)
def test_group_initiative_one_roll_for_identical_npcs(edition):
    """003 Initiative: "The Architect will make one roll for an entire group of
    indistinguishable NPC combatants": three Grunts share one roll (d10 6), and the next die
    (4) is the Brutes' roll."""
    enc = _groups(edition, [5, 6, 4])
    rolls = [e for e in enc.events if e.kind == "initiative" and "score" in e.data]
    assert len(rolls) == 3
    grunts = next(e for e in rolls if "Grunt 1" in e.data["group"])
    assert sorted(grunts.data["group"]) == ["Grunt 1", "Grunt 2", "Grunt 3"]
    assert grunts.data["natural"] == 6
    brutes = next(e for e in rolls if "Brute 1" in e.data["group"])
    assert brutes.data["natural"] == 4


@pytest.mark.rule("dbu.combat.group-initiative")
@pytest.mark.parametrize("edition", EDITIONS)
def test_group_initiative_members_act_together(edition):
    """003 Initiative: "each member of the group acts at the same time": the Grunts' turns come
    one after another, with nobody between them (Alpha 8 > Grunts 6+2 = 8 on Agility, Brutes
    9+2 = 11 first)."""
    enc = _groups(edition, [5, 6, 9])
    order = _order(enc)
    idx = [order.index(f"Grunt {i}") for i in (1, 2, 3)]
    assert max(idx) - min(idx) == 2
    assert order[0].startswith("Brute")
    assert order[1].startswith("Brute")


@pytest.mark.rule("dbu.combat.group-initiative")
@pytest.mark.parametrize("edition", EDITIONS)
def test_group_initiative_turns_in_a_round_follow_the_group_slot(edition):
    """003 Initiative: a group acts in its one Initiative slot: with Alpha 13, Grunts 3 and
    Brutes 10, Round 1 runs Alpha, Brute 1, Brute 2, Grunt 1, Grunt 2, Grunt 3."""
    enc = _groups(edition, [10, 1, 8])
    for _ in range(6):
        choose(enc, "end_turn")
    assert _turns(enc)[:6] == ["Alpha", "Brute 1", "Brute 2", "Grunt 1", "Grunt 2", "Grunt 3"]


# ---------------------------------------------------------------- Initiative Order


def _trio(edition, dice):
    return start(
        [
            (sheet("Alpha"), "A", {"pos": (0, 0)}),
            (sheet("Beta"), "B", {"pos": (9, 0)}),
            (sheet("Gamma"), "B", {"pos": (9, 5)}),
        ],
        dice,
        edition=edition,
    )


@pytest.mark.rule("dbu.combat.initiative-order")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_order_ranks_highest_to_lowest(edition):
    """003 Initiative Order: "rank all the combatants in order from the highest Initiative
    Score to the lowest": 5, 9, 7 (+2 each) order Beta, Gamma, Alpha."""
    enc = _trio(edition, [5, 9, 7])
    assert _order(enc) == ["Beta", "Gamma", "Alpha"]
    assert enc.decision.actor == "Beta"


@pytest.mark.rule("dbu.combat.initiative-order")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_order_turns_follow_it(edition):
    """003 Initiative Order: "This is the Initiative Order in which everyone will act during
    each Combat Round": the turns of Round 1 are Gamma, Alpha, Beta for 2, 6, 8."""
    enc = _trio(edition, [6, 2, 8])
    for _ in range(3):
        choose(enc, "end_turn")
    assert _turns(enc)[:3] == ["Gamma", "Alpha", "Beta"]


@pytest.mark.rule("dbu.combat.initiative-order")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_order_is_kept_round_after_round_without_new_rolls(edition):
    """003 Initiative Order: "the Initiative Order will remain the same round after round":
    Round 2 repeats Round 1's order and nobody rolls Initiative again (all dice given are the
    three Initiative dice: a new roll would run out of dice)."""
    enc = _trio(edition, [6, 2, 8])
    for _ in range(6):
        choose(enc, "end_turn")
    assert _turns(enc)[:6] == ["Gamma", "Alpha", "Beta"] * 2
    first_round = next(i for i, e in enumerate(enc.events) if e.kind == "round_started")
    assert not [e for e in enc.events[first_round:] if e.kind == "initiative"]


# ---------------------------------------------------------------- Initiative Advantage


@pytest.mark.rule("dbu.combat.initiative-advantage")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("alpha_die", "actions"), [(9, 4), (8, 3)])
def test_initiative_advantage_ten_above_the_enemy(edition, alpha_die, actions):
    """003 Initiative Advantage: "If your Initiative is 10+ higher than the highest enemy
    combatant's Initiative, you will get +1 additional Action". Alpha (Agility 8) 9 + 4 = 13
    against Beta 1 + 2 = 3 is 10 higher: 4 Actions; 8 + 4 = 12 is only 9 higher: 3 Actions."""
    enc = _duel(edition, [alpha_die, 1], a=sheet("Alpha", ag=8))
    assert _actions_at_turn_start(enc, "Alpha") == [actions]


@pytest.mark.rule("dbu.combat.initiative-advantage")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_advantage_counts_once_against_several_enemies(edition):
    """003 Initiative Advantage: "you do NOT gain multiple actions for fighting multiple
    enemies": 13 against 3 and 3 gives 4 Actions, not 5."""
    enc = start(
        [
            (sheet("Alpha", ag=8), "A", {"pos": (0, 0)}),
            (sheet("Beta"), "B", {"pos": (9, 0)}),
            (sheet("Gamma", ag=4), "B", {"pos": (9, 5)}),
        ],
        [9, 1, 1],
        edition=edition,
    )
    assert _actions_at_turn_start(enc, "Alpha") == [4]


@pytest.mark.rule("dbu.combat.initiative-advantage")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_advantage_is_measured_against_the_highest_enemy(edition):
    """003 Initiative Advantage: "The additional Action is based on the highest Initiative Score
    among all enemy combatants": 13 is 10 above Gamma (3) but only 9 above Beta (4): no bonus."""
    enc = start(
        [
            (sheet("Alpha", ag=8), "A", {"pos": (0, 0)}),
            (sheet("Beta"), "B", {"pos": (9, 0)}),
            (sheet("Gamma", ag=4), "B", {"pos": (9, 5)}),
        ],
        [9, 2, 1],
        edition=edition,
    )
    assert _actions_at_turn_start(enc, "Alpha") == [3]


@pytest.mark.rule("dbu.combat.initiative-advantage")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_advantage_one_action_per_tier_above_the_strongest_enemy(edition):
    """003 Initiative Advantage: "+1 Action for each Tier of Power higher you are than the enemy
    combatant with the highest Tier of Power". Tier 3 (Power Level 12) against Tier 1 alone: +2;
    against Tier 1 and Tier 2 (Power Level 8): +1. Initiatives stay within 10."""
    alone = _duel(edition, [5, 5], a=sheet("Alpha", pl=12, ag=6))
    assert _actions_at_turn_start(alone, "Alpha") == [5]
    crowd = start(
        [
            (sheet("Alpha", pl=12), "A", {"pos": (0, 0)}),
            (sheet("Beta"), "B", {"pos": (9, 0)}),
            (sheet("Gamma", pl=8), "B", {"pos": (9, 5)}),
        ],
        [9, 5, 4],
        edition=edition,
    )
    assert _actions_at_turn_start(crowd, "Alpha") == [4]


@pytest.mark.rule("dbu.combat.initiative-advantage")
@pytest.mark.parametrize("edition", EDITIONS)
def test_initiative_advantage_applies_on_each_of_your_turns(edition):
    """003 Initiative Advantage: "+1 additional Action to spend during each of your turns":
    Round 2 starts Alpha with 4 Actions again."""
    enc = _duel(edition, [9, 1], a=sheet("Alpha", ag=8))
    choose(enc, "end_turn")
    choose(enc, "end_turn")
    assert _actions_at_turn_start(enc, "Alpha") == [4, 4]


# ---------------------------------------------------------------- Turns


@pytest.mark.rule("dbu.combat.turn-phases")
@pytest.mark.parametrize("edition", EDITIONS)
def test_turn_can_be_ended_willingly_at_any_point(edition):
    """003 End Phase: "You can willingly end your turn at any point during your turn": Alpha
    ends with 3 Actions left and Beta's turn begins."""
    enc = _duel(edition, [7, 3])
    new = choose(enc, "end_turn")
    assert [e.kind for e in new][-1] == "turn_started"
    assert new[-1].who == "Beta"
    assert evs(new, "turn_ended", "Alpha")


@pytest.mark.rule("dbu.combat.turn-phases")
@pytest.mark.parametrize("edition", EDITIONS)
def test_turn_ends_as_soon_as_the_actions_run_out(edition):
    """003 End Phase: "otherwise your turn ends as soon as you run out of Actions": three
    1-Action Basic Attacks, and Beta's turn starts without Alpha choosing to end."""
    enc = _duel(edition, [7, 3] + [2, 8] * 3)
    for left in (2, 1, 0):
        choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
        while enc.decision.kind != "turn":
            _quiet_step(enc)
        assert enc.fighter("Alpha").actions == left
    assert enc.decision.actor == "Beta"
    assert not [e for e in enc.events if e.data.get("maneuver") == "end_turn"]
    assert evs(enc.events, "turn_ended", "Alpha")


def _quiet_step(enc):
    """Answer one non-turn decision without changing the fight."""
    for k in ("no_modifier", "pass", "dodge"):
        if k in kinds(enc):
            choose(enc, k)
            return
    choose(enc, "wager", kp=0)


@pytest.mark.rule("dbu.combat.turn-phases")
@pytest.mark.parametrize("edition", EDITIONS)
def test_turn_instant_actions_spend_no_actions_in_the_act_phase(edition):
    """003 Act Phase: "During the Act Phase, you can freely use options that require Instant
    Actions and you can (traditionally) use up to 3 Actions": a Surge (an Instant Action, 003
    Surge Maneuver) leaves Alpha's 3 Actions."""
    enc = _duel(edition, [7, 3, 4, 4])
    choose(enc, "surge", surge="ki")
    assert enc.decision.actor == "Alpha"
    assert enc.fighter("Alpha").actions == 3


@pytest.mark.rule("dbu.combat.turn-phases")
def test_turn_effect_phase_ends_start_of_turn_effects_before_any_action():
    """003 Effect Phase: "Before any Actions are spent, there are ... certain effects that occur
    at the start of your turn"; Blitz's Botch Rate 3 lasts "until the start of your next turn",
    so it is gone when Alpha's next turn offers its first maneuver."""
    dice = [9, 1] + [6, 4, 8] + [5] * 10
    enc = _duel("dbu-1", dice, a=sheet("Alpha", ag=8), b_opts={"pos": (4, 0)})
    choose(enc, "blitz", profile="Simple", target="Beta")
    advance(enc, "Alpha", "turn")
    assert any(
        e.data.get("condition") == "reckless" for e in evs(enc.events, "condition_gained", "Alpha")
    )
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    start_idx = max(
        i for i, e in enumerate(enc.events) if e.kind == "turn_started" and e.who == "Alpha"
    )
    lost = [
        i
        for i, e in enumerate(enc.events)
        if e.kind == "condition_lost" and e.who == "Alpha" and e.data.get("condition") == "reckless"
    ]
    assert lost
    assert abs(lost[0] - start_idx) <= 2


@pytest.mark.rule("dbu.combat.turn-phases")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("strike_die", "dodge_die", "hit"), [(6, 4, True), (3, 4, False)])
def test_turn_act_phase_basic_attack_step_by_step(edition, strike_die, dodge_die, hit):
    """003 Act Phase: "You can spend actions on a Maneuver"; Basic Attack Maneuver (1 Action):
    "a Strike Roll, which uses a d10 ... then you add your Haste and Awareness modifiers ... If
    the Strike Roll is higher, the attack successfully hits; if the Dodge Roll is higher the
    attack fails ... A Wound Roll uses a d10 ... and then you add either your Force or Spirit
    Modifier". Strike 6 + 2 + 4 = 12 beats Dodge 4 + 5 = 9 (Wound 8 + Force 5 = 13); Strike
    3 + 6 = 9 ties Dodge 9 and misses (seed 000: the defender wins ties)."""
    enc = _duel(edition, [7, 3, strike_die, dodge_die, 8])
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    new = advance(enc, "Alpha", "turn")
    strike = next(e for e in evs(new, "clash", "Alpha") if e.data.get("roll") == "strike")
    dodge = next(e for e in evs(new, "clash", "Beta") if e.data.get("roll") == "dodge")
    assert strike.data["score"] == strike_die + 6
    assert dodge.data["score"] == dodge_die + 5
    assert dodge.data["hit"] is hit
    wounds = evs(new, "wound", "Alpha")
    assert [w.data["score"] for w in wounds] == ([13] if hit else [])
    assert enc.fighter("Alpha").actions == 2


# ---------------------------------------------------------------- The Round


@pytest.mark.rule("dbu.combat.round")
@pytest.mark.parametrize("edition", EDITIONS)
def test_round_ends_after_the_lowest_and_restarts_with_the_highest(edition):
    """003 The Round: "A round starts with the character highest in Initiative Order and ends
    with the lowest, before starting back at the highest again"."""
    enc = _trio(edition, [5, 9, 7])
    for _ in range(3):
        choose(enc, "end_turn")
    kinds_seen = [(e.kind, e.who) for e in enc.events]
    end_idx = kinds_seen.index(("round_ended", ""))
    assert kinds_seen[end_idx - 1] == ("turn_ended", "Alpha")
    assert "Round 2" in [e for e in enc.events if e.kind == "round_started"][-1].text
    assert enc.decision.actor == "Beta"


@pytest.mark.rule("dbu.combat.round")
@pytest.mark.parametrize("edition", EDITIONS)
def test_round_gives_every_combatant_exactly_one_turn(edition):
    """003 The Round: "Once all combatants have taken their turn during the Initiative Order, the
    round is over": three fighters, three turns between Round 1 and Round 2."""
    enc = _trio(edition, [5, 9, 7])
    for _ in range(3):
        choose(enc, "end_turn")
    idx = [i for i, e in enumerate(enc.events) if e.kind == "round_started"]
    turns = [e.who for e in enc.events[idx[0] : idx[1]] if e.kind == "turn_started"]
    assert sorted(turns) == ["Alpha", "Beta", "Gamma"]


@pytest.mark.rule("dbu.combat.round")
@pytest.mark.parametrize("edition", EDITIONS)
def test_round_repeats_until_one_side_is_defeated(edition):
    """003 Step-by-Step 6: "This continues until one side is defeated": bots fight to the end;
    the losing side is all Defeated, the winner is not, and no decision is left."""
    from pathlib import Path

    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.setup import duel_setup

    root = Path(__file__).resolve().parents[2]
    setup = duel_setup([root / "examples/kale.yaml", root / "examples/yamcha.yaml"])
    setup = setup.model_copy(update={"edition": edition})
    enc = run_fight(Encounter.start(setup, seed=11), {"A": GreedyBot(), "B": GreedyBot()})
    assert enc.decision is None
    rounds = [e for e in enc.events if e.kind == "round_started"]
    assert len(rounds) >= 2
    loser = [n for n in ("Kale", "Yamcha") if enc.fighter(n).defeated]
    assert len(loser) == 1
    assert "wins" in enc.events[-1].text


# ---------------------------------------------------------------- Bonus Momentum


def _momentum_fight(dice):
    """Beta (first, Agility 8, Force 8) against a frail Alpha (Power Level 1, Tenacity 1: 66
    Life, Soak 1): a Ki Wager 16 Simple hit of d10 + 8 + 16 takes Alpha below half."""
    a = sheet("Alpha", pl=1, te=1)
    b = sheet("Beta", ag=8, fo=8)
    return start([(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (1, 0)})], dice, edition="dbu-1")


@pytest.mark.rule("dbu.legacy.bonus-momentum")
def test_bonus_momentum_one_more_action_for_a_threshold_hit():
    """003 Bonus Momentum: "You gain +1 additional Action to spend if you successfully Strike a
    combatant and that combatant reaches a Health Threshold as a result of the damage": Beta's
    Wound 10!+5 + Force 8 + Ki Wager 16 = 39 - Soak 1 takes Alpha from 66 to 28 (below half):
    Beta spent 1 of 4 Actions and has 4 again."""
    enc = _momentum_fight([1, 9, 8, 2, 10, 5, 7])
    assert enc.decision.actor == "Beta"
    assert enc.fighter("Beta").actions == 4
    choose(enc, "attack", profile="Simple", foundation="physical", target="Alpha")
    advance(enc, "Beta", "turn", wager=16)
    assert enc.fighter("Alpha").life == 28
    assert evs(enc.events, "threshold", "Alpha")
    assert evs(enc.events, "momentum", "Beta")
    assert enc.fighter("Beta").actions == 4


@pytest.mark.rule("dbu.legacy.bonus-momentum")
def test_bonus_momentum_needs_a_threshold():
    """003 Bonus Momentum: the Action comes only when the combatant "reaches a Health Threshold
    as a result": a hit of 6 + 8 - 1 = 13 (66 to 53) gives nothing: 4 Actions, then 3."""
    enc = _momentum_fight([1, 9, 8, 2, 6])
    choose(enc, "attack", profile="Simple", foundation="physical", target="Alpha")
    advance(enc, "Beta", "turn", wager=0)
    assert enc.fighter("Alpha").life == 53
    assert not evs(enc.events, "momentum")
    assert enc.fighter("Beta").actions == 3


@pytest.mark.rule("dbu.legacy.bonus-momentum")
def test_bonus_momentum_only_once_per_round():
    """003 Bonus Momentum: "you can only gain one Action through Bonus Momentum during each
    Combat Round": a second hit (6 + 8 - 1 = 13, 28 to 15, below a quarter) crosses another
    Threshold in the same round and gives no more Actions."""
    enc = _momentum_fight([1, 9] + [8, 2, 10, 5, 7] + [8, 2, 6, 7] + [5] * 4)
    choose(enc, "attack", profile="Simple", foundation="physical", target="Alpha")
    advance(enc, "Beta", "turn", wager=16)
    choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    advance(enc, "Beta", "turn", wager=0)
    assert enc.fighter("Alpha").life == 15
    assert len(evs(enc.events, "threshold", "Alpha")) == 2
    assert len(evs(enc.events, "momentum", "Beta")) == 1
    assert enc.fighter("Beta").actions == 3


@pytest.mark.rule("dbu.legacy.bonus-momentum")
def test_bonus_momentum_is_lost_with_the_round():
    """003 Bonus Momentum: "This bonus Action must be used by the end of the current Combat
    Round or it is lost": Beta ends the turn holding it, and Round 2 starts Beta with 4 Actions
    (3 + Initiative Advantage), not 5."""
    enc = _momentum_fight([1, 9] + [8, 2, 10, 5, 7] + [5] * 6)
    choose(enc, "attack", profile="Simple", foundation="physical", target="Alpha")
    advance(enc, "Beta", "turn", wager=16)
    assert enc.fighter("Beta").actions == 4
    choose(enc, "end_turn")
    advance(enc, "Beta", "turn")
    assert _actions_at_turn_start(enc, "Beta") == [4, 4]
