"""Conformance: seed 001 (edition dbu-2), the Grapple Maneuver and its rules (penalty, ending,
escaping, movement, Pulled In, moving a Character, grappling a Grapple, Tail Restraint) and the
Launch Maneuver. Written from the seed text alone and run through the public combat API with
fixed dice."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.sheet import CharacterSheet

from .actions_a_support import (
    answer,
    answer_one,
    effect_names,
    end_turn_until,
    fighter,
    find,
    make_setup,
    make_sheet,
    pick,
    start,
)


def pair(
    aki: CharacterSheet | None = None,
    bo: CharacterSheet | None = None,
    *,
    aki_at=(3, 2),
    bo_at=(4, 2),
    others=(),
    **kw: Any,
) -> EncounterSetup:
    kw.setdefault("width", 12)
    kw.setdefault("height", 6)
    return make_setup(
        (aki or make_sheet("Aki"), "A", aki_at), (bo or make_sheet("Bo"), "B", bo_at), *others, **kw
    )


AKI_FIRST = [9, 3]  # Initiative: Aki 11, Bo 5
WIN = [9, 2]  # a Clash the initiator wins: 9 + 5 against 2 + 5 (Strike: Haste 2 + Awareness 3)


def grapples(enc: Encounter) -> list[tuple[str, str]]:
    return [(g.grappler, g.grappled) for g in enc.state.grapples]


def aki_holds_bo(
    setup: EncounterSetup | None = None,
    dice: list[int] | None = None,
    init: list[int] | None = None,
) -> Encounter:
    """Aki wins the Grapple Check on his first Maneuver (he is the Grappler)."""
    enc = start(setup or pair(), (init or AKI_FIRST) + WIN + (dice or []))
    pick(enc, "grapple", target="Bo", tail=False)
    answer(enc)
    assert grapples(enc) == [("Aki", "Bo")]
    return enc


# ---- Grapple Maneuver ------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple")
def test_winning_the_grapple_check_starts_a_grapple() -> None:
    """Seed 001, Grapple: 'Target a Character within your Melee Range and make a Clash (Strike vs
    Strike/Dodge) ... If you win, you and your target are in a Grapple.' The Grapple costs 1
    Action; Aki is the Grappler, Bo the Grappled; Bo chooses Strike or Dodge."""
    enc = start(pair(), AKI_FIRST + WIN)
    pick(enc, "grapple", target="Bo", tail=False)
    answer(enc, until=lambda e: e.decision.kind == "clash_roll")
    assert enc.decision.actor == "Bo"
    assert {o.args["roll"] for o in find(enc, "clash_roll")} == {"strike", "dodge"}
    answer(enc)
    assert grapples(enc) == [("Aki", "Bo")]
    assert fighter(enc, "Aki").actions == 2


@pytest.mark.rule("dbu.std.grapple")
def test_losing_the_grapple_check_provokes_the_targets_exploit() -> None:
    """Seed 001: 'if you lose, you provoke the Exploit Maneuver from your target.' A tie (5 + 5
    each) goes to the defender: no Grapple, and Bo may Exploit."""
    enc = start(pair(), [*AKI_FIRST, 5, 5])
    pick(enc, "grapple", target="Bo", tail=False)
    answer(enc, until=lambda e: e.decision.kind in ("exploit", "turn"))
    assert (enc.decision.actor, enc.decision.kind) == ("Bo", "exploit")
    assert grapples(enc) == []


@pytest.mark.rule("dbu.std.grapple")
def test_no_grapple_maneuver_while_already_in_a_grapple() -> None:
    """Seed 001: 'You cannot use the Grapple Maneuver if you are already in a Grapple.' In round 2
    neither Aki (holding) nor Bo (held) is offered a Grapple."""
    enc = aki_holds_bo()
    end_turn_until(enc, "Bo")
    assert find(enc, "grapple") == []
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert grapples(enc) == [("Aki", "Bo")]
    assert find(enc, "grapple") == []


@pytest.mark.rule("dbu.std.grapple")
@pytest.mark.rule("dbu.std.grapple.escape")
def test_the_grappler_stays_the_initiator_of_later_grapple_checks() -> None:
    """Seed 001: 'The Grappler is still considered the Initiator and the Grappled is still
    considered the Defender for any further Grapple Checks made within the Grapple, regardless of
    who initiated the Grapple Check.' Bo tries to escape and ties (5 + 5 each): the Defender (Bo)
    wins ties (seed 000), so he escapes."""
    enc = aki_holds_bo(dice=[5, 5])
    end_turn_until(enc, "Bo")
    pick(enc, "grapple_escape", actions=1)
    answer(enc)
    assert grapples(enc) == []


# ---- Grapple Penalty -------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.penalty")
def test_everyone_in_a_grapple_suffers_guard_down() -> None:
    """Seed 001, Grapple Penalty: 'While in a Grapple, all Characters suffer from the Guard Down
    Combat Condition'."""
    enc = aki_holds_bo()
    assert "guard_down" in effect_names(enc, "Aki")
    assert "guard_down" in effect_names(enc, "Bo")


@pytest.mark.rule("dbu.std.grapple.penalty")
def test_guard_down_in_a_grapple_lowers_the_dodge() -> None:
    """Seed 001: Guard Down while grappled (reference section 7: -2(T) Dodge). Aki hits Bo in
    the Grapple: Bo's Dodge is 5 + Defense Value 4 - 2 = 7."""
    enc = aki_holds_bo(dice=[5, 5, 4])
    texts = pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    texts += answer(enc)
    line = next(t for t in texts if t.startswith("Bo Dodge "))
    assert line.startswith("Bo Dodge 7 ")


@pytest.mark.rule("dbu.std.grapple.penalty")
def test_guard_down_cannot_be_removed_while_grappled_and_goes_when_it_ends() -> None:
    """Seed 001: '... and cannot remove it while in the Grapple.' Held Bo is offered no Condition
    Recovery (his only Condition is that Guard Down); once Aki ends the Grapple both lose it."""
    enc = aki_holds_bo()
    end_turn_until(enc, "Bo")
    assert find(enc, "recover", mode="heal")
    assert find(enc, "recover", mode="condition") == []
    end_turn_until(enc, "Aki")
    pick(enc, "grapple_end")
    assert grapples(enc) == []
    assert "guard_down" not in effect_names(enc, "Aki")
    assert "guard_down" not in effect_names(enc, "Bo")


# ---- Ending a Grapple ------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.end")
def test_the_grappler_ends_the_grapple_as_an_instant() -> None:
    """Seed 001, Ending a Grapple: 'The Grappler can end a Grapple as an Instant Maneuver on
    their turn.' It costs no Action (seed 001: Instants have no Action Cost)."""
    enc = aki_holds_bo()
    assert fighter(enc, "Aki").actions == 2
    pick(enc, "grapple_end")
    assert grapples(enc) == []
    assert fighter(enc, "Aki").actions == 2


@pytest.mark.rule("dbu.std.grapple.end")
def test_the_grappled_cannot_simply_end_the_grapple() -> None:
    """Seed 001: only 'The Grappler can end a Grapple'; on Bo's turn he has the escape, not the
    Instant ending."""
    enc = aki_holds_bo()
    end_turn_until(enc, "Bo")
    assert find(enc, "grapple_end") == []
    assert find(enc, "grapple_escape")


@pytest.mark.rule("dbu.std.grapple.end")
def test_the_grappler_cannot_end_it_during_the_opponents_turn() -> None:
    """Seed 001: the Grappler ends it 'on their turn'. In Bo's turn, Aki's Instant window (before
    Bo's Power Up) offers no ending."""
    enc = aki_holds_bo()
    end_turn_until(enc, "Bo")
    pick(enc, "power_up")
    while enc.decision.kind != "turn":
        if enc.decision.actor == "Aki":
            assert find(enc, "grapple_end") == []
        answer_one(enc)
    assert grapples(enc) == [("Aki", "Bo")]


# ---- Escaping a Grapple ----------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.escape")
def test_escaping_costs_an_action_and_a_won_check_frees_you() -> None:
    """Seed 001, Escaping a Grapple: 'By spending 1 Action, [the Grappled] can make a Grapple
    Check against the Grappler. If they win, they escape the Grapple.' Aki 2 + 5 against Bo
    9 + 5."""
    enc = aki_holds_bo(dice=[2, 9])
    end_turn_until(enc, "Bo")
    pick(enc, "grapple_escape", actions=1)
    answer(enc)
    assert grapples(enc) == []
    assert fighter(enc, "Bo").actions == 2


@pytest.mark.rule("dbu.std.grapple.escape")
def test_a_lost_escape_check_keeps_you_held_and_the_action_spent() -> None:
    """Seed 001: escaping needs the Grapple Check won. Aki 6 + 5 = 11 against Bo 4 + 5 = 9."""
    enc = aki_holds_bo(dice=[6, 4])
    end_turn_until(enc, "Bo")
    pick(enc, "grapple_escape", actions=1)
    answer(enc)
    assert grapples(enc) == [("Aki", "Bo")]
    assert fighter(enc, "Bo").actions == 2


@pytest.mark.rule("dbu.std.grapple.escape")
def test_each_extra_action_adds_one_tier_to_the_escape_check() -> None:
    """Seed 001: 'For each Action spent after the first, increase the Dice Score of their Grapple
    Check by 1(T)'. With the same dice (Aki 11, Bo 9), 3 Actions give Bo +2: 11 against 11, a
    tie the Defender wins: he escapes."""
    enc = aki_holds_bo(dice=[6, 4])
    end_turn_until(enc, "Bo")
    texts = pick(enc, "grapple_escape", actions=3)
    texts += answer(enc)
    assert grapples(enc) == []
    assert any("Bo Strike 11" in t for t in texts)


@pytest.mark.rule("dbu.std.grapple.escape")
def test_only_the_grappled_is_offered_the_escape() -> None:
    """Seed 001: the escape is for the Grappled (the Grappler ends it instead)."""
    enc = aki_holds_bo()
    assert find(enc, "grapple_escape") == []


# ---- Movement in a Grapple -------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.movement")
def test_the_winner_of_the_might_clash_moves_and_drags_the_other() -> None:
    """Seed 001, Movement in a Grapple: 'you must first make a Might Clash ... If you win, use the
    effect as intended but the other Character in the Grapple moves an equal number of Squares in
    the same direction.' Aki moves 2 squares west; Bo follows 2 squares west."""
    enc = aki_holds_bo(dice=[8, 2])
    pick(enc, "move", mode="normal")
    answer(enc, destination=("destination", {"x": 1, "y": 2}))
    assert fighter(enc, "Aki").pos == (1, 2)
    assert fighter(enc, "Bo").pos == (2, 2)
    assert grapples(enc) == [("Aki", "Bo")]


@pytest.mark.rule("dbu.std.grapple.movement")
def test_losing_the_might_clash_stops_the_move_but_the_cost_is_paid() -> None:
    """Seed 001: 'If you lose, you cannot use that effect (you still pay the Ki Point Cost or
    Action Cost ...).' Aki 2 + 4 against Bo 8 + 4: nobody moves; 1 Action and 3 KP (Boosted) are
    spent."""
    enc = aki_holds_bo(dice=[2, 8])
    pick(enc, "move", mode="boosted")
    answer(enc, destination=("destination", {"x": 0, "y": 2}))
    assert (fighter(enc, "Aki").pos, fighter(enc, "Bo").pos) == ((3, 2), (4, 2))
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").ki) == (1, 71)


@pytest.mark.rule("dbu.std.grapple.movement")
def test_the_grappled_can_drag_the_grappler_too() -> None:
    """Seed 001: the rule is for whoever moves ('the Grappler if you are the Grappled and
    vice-versa'). Bo wins the Might Clash (8 + 4 against 2 + 4) and moves 2 squares east; Aki
    is dragged 2 squares east."""
    enc = aki_holds_bo(dice=[8, 2])
    end_turn_until(enc, "Bo")
    pick(enc, "move", mode="normal")
    answer(enc, destination=("destination", {"x": 6, "y": 2}))
    assert fighter(enc, "Bo").pos == (6, 2)
    assert fighter(enc, "Aki").pos == (5, 2)


# ---- Pulled In -------------------------------------------------------------------------------


def big_aki() -> EncounterSetup:
    """A Large Aki (Melee Range: adjacent + 1 square, seed 000) grapples Bo 2 squares away."""
    return pair(make_sheet("Aki", size="large"), aki_at=(2, 2), bo_at=(5, 2))


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_the_grappler_pulls_a_distant_grappled_adjacent() -> None:
    """Seed 001, Pulled In: 'If you are the Grappler in a Grapple and the Grappled is not on a
    Square adjacent to you, you may make a Might Clash against the Grappled as an Instant
    Maneuver. If you win, move them to the closest unoccupied Square adjacent to you.'"""
    enc = aki_holds_bo(big_aki(), dice=[8, 2])
    assert enc.distance(fighter(enc, "Aki"), fighter(enc, "Bo")) == 2
    pick(enc, "pull_in")
    answer(enc, until=lambda e: e.decision.kind in ("pull_in", "turn"))
    if enc.decision.kind == "pull_in":  # the closest squares tie: the Grappler picks one
        squares = [(o.args["x"], o.args["y"]) for o in find(enc, "pull_square")]
        assert (4, 2) in squares
        pick(enc, "pull_square", x=4, y=2)
    assert fighter(enc, "Bo").pos == (4, 2)
    assert enc.distance(fighter(enc, "Aki"), fighter(enc, "Bo")) == 1
    assert fighter(enc, "Aki").actions == 2  # an Instant: no Action


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_a_lost_pull_leaves_the_grappled_where_he_is() -> None:
    """Seed 001: Bo is moved only 'If you win'. A tie (4 + 4 each) goes to Bo."""
    enc = aki_holds_bo(big_aki(), dice=[4, 4])
    pick(enc, "pull_in")
    answer(enc)
    assert fighter(enc, "Bo").pos == (5, 2)
    assert grapples(enc) == [("Aki", "Bo")]


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_no_pull_in_for_an_adjacent_grappled_or_for_the_grappled() -> None:
    """Seed 001: Pulled In is for the Grappler when the Grappled 'is not on a Square adjacent'."""
    enc = aki_holds_bo()
    assert find(enc, "pull_in") == []
    far = aki_holds_bo(big_aki())
    end_turn_until(far, "Bo")
    assert find(far, "pull_in") == []


# ---- Moving a Character ----------------------------------------------------------------------


def held_with_dee(dice: list[int]) -> Encounter:
    """Aki (at (3, 3)) holds Bo (at (4, 2)); Dee, Aki's ally at (5, 2), is outside the Grapple
    and takes her turn after Aki."""
    setup = pair(aki_at=(3, 3), others=((make_sheet("Dee"), "A", (5, 2)),))
    enc = aki_holds_bo(setup, dice=dice, init=[9, 3, 7])
    end_turn_until(enc, "Dee")
    return enc


@pytest.mark.rule("dbu.std.grapple.moving-a-character")
def test_an_outsider_who_beats_the_grappler_moves_the_grappled_out_of_the_grapple() -> None:
    """Seed 001, Moving a Character: 'If a Character outside of the Grapple attempts to use an
    effect that would move a Character within a Grapple, they must make a Might Clash against the
    Grappler. If they win, they move the targeted Character as usual and the Grappled escapes.'
    Dee wins the Thrust Clash, then the Might Clash against Aki (8 + 4 against 3 + 4): Bo is
    pushed back 2 squares west and is free."""
    enc = held_with_dee([9, 2, 8, 3])
    texts = pick(enc, "thrust", target="Bo")
    texts += answer(enc, thrust_effect=("thrust_effect", {"effect": "push_back"}))
    assert any("Might" in t and "Aki" in t and "Dee" in t for t in texts)
    assert grapples(enc) == []
    assert fighter(enc, "Bo").pos == (2, 2)


@pytest.mark.rule("dbu.std.grapple.moving-a-character")
def test_an_outsider_who_loses_to_the_grappler_moves_nobody() -> None:
    """Seed 001: 'If they lose, they cannot use that effect (they still pay the ... Action
    Cost).' Dee loses the Might Clash against Aki (3 + 4 against 8 + 4): Bo stays, still held,
    and Dee's Action is gone."""
    enc = held_with_dee([9, 2, 3, 8])
    pick(enc, "thrust", target="Bo")
    answer(enc, thrust_effect=("thrust_effect", {"effect": "push_back"}))
    assert fighter(enc, "Bo").pos == (4, 2)
    assert grapples(enc) == [("Aki", "Bo")]
    assert fighter(enc, "Dee").actions == 2


@pytest.mark.rule("dbu.std.grapple.moving-a-character")
def test_the_might_clash_is_against_the_grappler_not_the_target() -> None:
    """Seed 001: the outsider's Might Clash is 'against the Grappler'. The Clash names Dee and
    Aki (the Grappler), not Bo."""
    enc = held_with_dee([9, 2, 8, 3])
    texts = pick(enc, "thrust", target="Bo")
    texts += answer(enc, thrust_effect=("thrust_effect", {"effect": "push_back"}))
    might = [t for t in texts if "Might" in t and "Dee Might" in t]
    assert might
    assert "Aki Might" in might[0]
    assert "Bo Might" not in might[0]


# ---- Grappling a Grapple ---------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.grappling-a-grapple")
def test_an_outsider_must_beat_the_grappler_before_grappling_the_grappled() -> None:
    """Seed 001, Grappling a Grapple: 'they must first make a Might Clash against the Grappler.
    If they win, the current Grappled Character escapes the initial Grapple and they can continue
    with their Grapple Maneuver as usual.' Dee beats Aki (8 + 4 against 3 + 4), then wins her
    Grapple Check on Bo: Dee now holds Bo."""
    enc = held_with_dee([8, 3, 9, 2])
    assert any("Might Clash against Aki" in o.label for o in find(enc, "grapple", target="Bo"))
    pick(enc, "grapple", target="Bo", tail=False)
    answer(enc)
    assert grapples(enc) == [("Dee", "Bo")]


@pytest.mark.rule("dbu.std.grapple.grappling-a-grapple")
def test_losing_to_the_grappler_spends_the_grapple_for_nothing() -> None:
    """Seed 001: 'If they lose, they cannot use that effect (they still pay the Action Cost for
    the Grapple Maneuver).' Dee loses to Aki (3 + 4 against 8 + 4): Aki keeps Bo."""
    enc = held_with_dee([3, 8])
    pick(enc, "grapple", target="Bo", tail=False)
    answer(enc)
    assert grapples(enc) == [("Aki", "Bo")]
    assert fighter(enc, "Dee").actions == 2


@pytest.mark.rule("dbu.std.grapple.grappling-a-grapple")
def test_beating_the_grappler_frees_the_grappled_even_if_the_new_check_fails() -> None:
    """Seed 001: winning the Might Clash means 'the current Grappled Character escapes the initial
    Grapple'; Dee then ties her Grapple Check (5 + 5 each; the Defender wins): nobody holds Bo."""
    enc = held_with_dee([8, 3, 5, 5])
    pick(enc, "grapple", target="Bo", tail=False)
    answer(enc)
    assert grapples(enc) == []


# ---- Tail Restraint --------------------------------------------------------------------------


def tailed_bo(**kw: Any) -> CharacterSheet:
    return make_sheet("Bo", race="saiyan", tail=True, **kw)


@pytest.mark.rule("dbu.std.grapple.tail-restraint")
def test_grabbing_the_tail_is_offered_only_against_a_tail() -> None:
    """Seed 001, Tail Restraint: against 'a Character who has access to the Tail Attack Maneuver
    or is a Saiyan with a Tail'. Offered against a tailed Saiyan and a Tail Attack user, not
    against a tailless Earthling."""
    tailed = start(pair(bo=tailed_bo()), AKI_FIRST)
    assert find(tailed, "grapple", target="Bo", tail=True)
    attacker = start(pair(bo=make_sheet("Bo", tail_attack=True)), AKI_FIRST)
    assert find(attacker, "grapple", target="Bo", tail=True)
    plain = start(pair(), AKI_FIRST)
    assert find(plain, "grapple", target="Bo", tail=True) == []


@pytest.mark.rule("dbu.std.grapple.tail-restraint")
def test_the_tail_grab_costs_two_tiers_on_the_initial_check() -> None:
    """Seed 001: 'you can take a penalty of 2(T) to your initial Grapple Check'. Aki 6 + 5 = 11
    against Bo 4 + 5 = 9 wins plainly, but by the tail 11 - 2 = 9 ties and the Defender wins."""
    plain = start(pair(bo=tailed_bo()), [*AKI_FIRST, 6, 4])
    pick(plain, "grapple", target="Bo", tail=False)
    answer(plain)
    assert grapples(plain) == [("Aki", "Bo")]
    tail = start(pair(bo=tailed_bo()), [*AKI_FIRST, 6, 4])
    pick(tail, "grapple", target="Bo", tail=True)
    answer(tail)
    assert grapples(tail) == []


@pytest.mark.rule("dbu.std.grapple.tail-restraint")
def test_the_tail_penalty_follows_the_tier() -> None:
    """Seed 001: 2(T) is 4 at Tier of Power 2. Tier 2 Aki (d4 Extra Die shows 1) rolls 9 + 1 +
    5 - 4 = 11 against Tier 2 Bo 5 + 1 + 5 = 11: a tie, so no Grapple; the record names the
    penalty."""
    aki = make_sheet("Aki", pl=5)
    enc = start(pair(aki, tailed_bo(pl=5)), [*AKI_FIRST, 9, 1, 5, 1])
    texts = pick(enc, "grapple", target="Bo", tail=True)
    texts += answer(enc)
    assert any("Tail Restraint 4" in t for t in texts)
    assert grapples(enc) == []


@pytest.mark.rule("dbu.std.grapple.tail-restraint")
def test_a_tail_grapple_is_marked_as_such() -> None:
    """Seed 001: 'If you do, they cannot use the Tail Attack Maneuver while in this Grapple.'
    (The engine offers no Tail Attack Maneuver to check directly; the Grapple is recorded as
    holding the tail, the condition that rule keys on.)"""
    enc = start(pair(bo=tailed_bo()), AKI_FIRST + WIN)
    pick(enc, "grapple", target="Bo", tail=True)
    answer(enc)
    assert [(g.grappler, g.grappled, g.tail) for g in enc.state.grapples] == [("Aki", "Bo", True)]


# ---- Launch ----------------------------------------------------------------------------------


def launch(enc: Encounter, direction: tuple[int, int], squares: int) -> list[str]:
    texts = pick(enc, "launch")
    texts += answer(
        enc,
        launch=("launch_direction", {"dx": direction[0], "dy": direction[1]}),
        launch_distance=("launch_distance", {"squares": squares}),
    )
    return texts


@pytest.mark.rule("dbu.std.launch")
def test_a_won_launch_ends_the_grapple_and_throws_up_to_might_squares() -> None:
    """Seed 001, Launch: 'Make a Grapple Check against an Opponent you are currently in a Grapple
    with as the Grappler. If you win, you may end the Grapple to move that Character a number of
    Squares up to your Might in any direction.' Might 5: Bo thrown 5 squares east, (4, 2) ->
    (9, 2)."""
    enc = aki_holds_bo(pair(make_sheet("Aki", fo=5), width=14), dice=[8, 3])
    pick(enc, "launch")
    answer(enc, until=lambda e: e.decision.kind in ("launch", "turn"))
    pick(enc, "launch_direction", dx=1, dy=0)
    assert sorted(o.args["squares"] for o in find(enc, "launch_distance")) == [1, 2, 3, 4, 5]
    pick(enc, "launch_distance", squares=5)
    answer(enc)
    assert grapples(enc) == []
    assert fighter(enc, "Bo").pos == (9, 2)


@pytest.mark.rule("dbu.std.launch")
def test_a_lost_launch_lets_the_grappled_escape() -> None:
    """Seed 001: 'If you lose, the Grappled Opponent escapes the Grapple.' A tie (4 + 4) goes to
    Bo, the Defender of every check in this Grapple."""
    enc = aki_holds_bo(dice=[4, 4])
    pick(enc, "launch")
    answer(enc)
    assert grapples(enc) == []
    assert fighter(enc, "Bo").pos == (4, 2)


@pytest.mark.rule("dbu.std.launch")
def test_launch_needs_you_to_be_the_grappler() -> None:
    """Seed 001: Launch is against 'an Opponent you are currently in a Grapple with as the
    Grappler': not offered without a Grapple, nor to the Grappled."""
    free = start(pair(), AKI_FIRST)
    assert find(free, "launch") == []
    enc = aki_holds_bo()
    assert find(enc, "launch")
    end_turn_until(enc, "Bo")
    assert find(enc, "launch") == []


@pytest.mark.rule("dbu.std.launch")
def test_launch_once_per_round() -> None:
    """Seed 001: 'Launch Maneuver [1/Round]'. Aki wins the check but keeps the Grapple; Launch is
    not offered again this round (1 Action left)."""
    enc = aki_holds_bo(dice=[8, 3])
    pick(enc, "launch")
    answer(enc, launch=("launch_keep", {}))
    assert grapples(enc) == [("Aki", "Bo")]
    assert fighter(enc, "Aki").actions == 1
    assert find(enc, "launch") == []
