"""Conformance: Dungeon DICE Combat: Move&Act, Charge, Defend and the attack of opportunity (seed
004 rule 3).

Written from the seed text alone and run through the public API of ``tenkaichi.ddc``, with
the dice fixed by ``tenkaichi.dice.ScriptedRng``: each fighter rolls its 10d10 first (the first
listed highest), then the d4s given.
"""

from __future__ import annotations

import pytest

from .ddc_support import actor, battle, fighter, hits, legal

# -- ddc.move.normal -------------------------------------------------------------------------------


@pytest.mark.rule("ddc.move.normal")
def test_move_and_act_moves_up_to_5_squares_in_any_direction():
    """004 rule 3: "Move&Act: move 5 spaces in any direction and then performing an attack"."""
    for target, ok in [
        ("7 7", True),
        ("2 2", True),
        ("2 12", True),
        ("7 2", True),
        ("8 7", False),
        ("2 1", False),
        ("8 1", False),
    ]:
        b = battle(("Agumon", 2, 7), ("Gabumon", 13, 13))
        assert legal(b, f"move {target}") == ok, target


@pytest.mark.rule("ddc.move.normal")
def test_move_then_attack():
    """004 rule 3: "At the start of your turn, you can move closer towards your opponent to attack.
    You can normally move 5 spaces and act"."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 8, 7), dice=[2, 2, 2, 2])
    b.apply("move 7 7")
    events = b.apply("attack Normal Gabumon")
    assert hits(events, "Gabumon")[0].data["amount"] == 8


@pytest.mark.rule("ddc.move.normal")
def test_move_attack_move_within_the_five_squares():
    """004 rule 3: "You can break up the moves and do a move-attack-move or attack-move, just as
    long as it's within the movement range" - 2 squares, the attack, 3 more; a 6th square is
    refused."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 5, 7))
    b.apply("move 4 7")
    b.apply("attack Normal Gabumon")
    assert not legal(b, "move 4 11")  # 4 more: 6 in all
    assert legal(b, "move 4 10")  # 3 more: 5 in all
    b.apply("move 4 10")
    assert actor(b) != "Agumon" or not legal(b, "move 4 11")  # all 5 steps are spent


@pytest.mark.rule("ddc.move.normal")
def test_attack_then_move():
    """004 rule 3: "or attack-move" - attack first, then all 5 squares."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 3, 7))
    b.apply("attack Normal Gabumon")
    assert legal(b, "move 2 2")


@pytest.mark.rule("ddc.move.normal")
def test_one_attack_in_a_move_and_act():
    """004 rule 3: "Move&Act: move 5 spaces in any direction and then performing an attack" - an
    attack, not two."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 3, 7))
    b.apply("attack Normal Gabumon")
    assert not legal(b, "attack Normal Gabumon")


# -- ddc.move.charge -------------------------------------------------------------------------------


@pytest.mark.rule("ddc.move.charge")
def test_charge_moves_up_to_10_squares_in_any_direction():
    """004 rule 3: "Charge: Moving a full 10 spaces in any direction without attack"."""
    for target, ok in [("12 7", True), ("2 14", True), ("9 0", True), ("13 7", False)]:
        b = battle(("Agumon", 2, 7), ("Gabumon", 14, 14))
        assert legal(b, f"charge {target}") == ok, target


@pytest.mark.rule("ddc.move.charge")
def test_no_attack_with_a_charge():
    """004 rule 3: "Charge: Moving a full 10 spaces in any direction without attack" - charging next
    to Gabumon leaves Agumon no attack this turn."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 12, 7))
    b.apply("charge 11 7")
    if actor(b) == "Agumon":
        assert not legal(b, "attack Normal Gabumon")
        assert not legal(b, "attack PepperBreath Gabumon")
    else:
        assert actor(b) == "Gabumon"
    assert hits(b.events) == []


@pytest.mark.rule("ddc.move.charge")
def test_charge_is_a_whole_turn_not_an_addition_to_move_and_act():
    """004 rule 3: Charge and Move&Act are "different styles of move actions" - one or the other:
    after walking, Agumon cannot also charge."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 14, 14))
    b.apply("move 4 7")
    assert not legal(b, "charge 12 7")


# -- ddc.move.defend -------------------------------------------------------------------------------


@pytest.mark.rule("ddc.move.defend")
def test_a_defender_does_not_move():
    """004 rule 3: "Defend: Not moving at all"."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 12, 7))
    b.apply("defend")
    if actor(b) == "Agumon":
        assert not legal(b, "move 3 7")
        assert not legal(b, "charge 12 8")
    assert (fighter(b, "Agumon").x, fighter(b, "Agumon").y) == (2, 7)


@pytest.mark.rule("ddc.move.defend")
@pytest.mark.rule("ddc.attack.named-double")
def test_a_defender_takes_half_of_a_doubled_named_attack():
    """004 rule 3: "Defend: ... taking half damage if your opponent attacks you that turn" - Horn
    Attack rolls 4+4+4+3 = 15, doubled to 30, halved to 15."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[4, 4, 4, 3])
    b.apply("defend")
    if actor(b) == "Agumon":
        b.apply("end")
    events = b.apply("attack HornAttack Agumon")
    assert hits(events, "Agumon")[0].data["amount"] == 15
    assert fighter(b, "Agumon").hp == fighter(b, "Agumon").max_hp - 15


@pytest.mark.rule("ddc.move.defend")
def test_half_damage_rounds_down():
    """004 rule 3: "taking half damage ... (If odd number, round down)" - a Normal attack of
    4+4+4+3 = 15 does 7 to a Defender."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[4, 4, 4, 3])
    b.apply("defend")
    if actor(b) == "Agumon":
        b.apply("end")
    events = b.apply("attack Normal Agumon")
    assert hits(events, "Agumon")[0].data["amount"] == 7


@pytest.mark.rule("ddc.move.defend")
def test_without_defend_the_damage_is_whole():
    """004 rule 3: halving belongs to Defend - the same 15 lands whole on a fighter who did not."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[4, 4, 4, 3])
    b.apply("end")
    events = b.apply("attack Normal Agumon")
    assert hits(events, "Agumon")[0].data["amount"] == 15


# -- ddc.attack-of-opportunity ---------------------------------------------------------------------


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_running_from_an_adjacent_foe_gives_it_a_first_attack_then_its_moves():
    """004 rule 3: "if you're ever within attacking range of your opponent (close range; 1sq
    difference) and you run away, you invoke an ATTACK of OPPORTUNITY where that opponent goes
    directly after you and is able to attack you at the start of their turn and then proceed with
    their movements"."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[3, 3, 3, 3])
    b.apply("move 2 7")
    events = b.apply("end")
    starts = [i for i, e in enumerate(events) if e.kind == "turn_started"]
    assert events[starts[0]].who == "Gabumon"
    first = next(e for e in events[starts[0] :] if e.kind == "attack")
    assert first.who == "Gabumon"
    assert first.data["target"] == "Agumon"
    assert first.data["rolls"] == [3, 3, 3, 3]
    assert hits(events, "Agumon")[0].data["amount"] == 12
    assert actor(b) == "Gabumon"
    assert legal(b, "move 3 7")  # then it proceeds with its movements


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_the_opportunity_attack_reaches_a_foe_that_has_already_run_far():
    """004 rule 3: the opponent "goes directly after you and is able to attack you" - even a Charge
    of 10 squares away does not escape it."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[2, 2, 2, 2])
    b.apply("charge 0 2")
    if actor(b) == "Agumon":
        b.apply("end")
    assert hits(b.events, "Agumon")
    assert hits(b.events, "Agumon")[0].data["amount"] == 8


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_moving_while_staying_adjacent_provokes_nothing():
    """004 rule 3: the attack of opportunity comes when "you run away" from close range - stepping
    round the foe while staying next to it is not running away."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7))
    b.apply("move 5 8")  # still diagonal to Gabumon
    events = b.apply("end")
    assert hits(events) == []
    assert not any(e.kind == "provoked" for e in b.events)
    assert legal(b, "attack Normal Agumon")  # Gabumon keeps its ordinary turn


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_leaving_from_afar_provokes_nothing():
    """004 rule 3: only leaving "close range; 1sq difference" provokes - from 3 squares away Agumon
    retreats freely."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 8, 7))
    b.apply("move 1 7")
    events = b.apply("end")
    assert hits(events) == []
    assert not any(e.kind == "provoked" for e in b.events)


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_with_three_fighters_the_runner_is_struck_before_anyone_else_plays():
    """004 rule 3: "that opponent goes directly after you and is able to attack you" - Agumon runs
    from Gabumon; Gabumon's attack comes before Patamon, who is next in the turn order, plays."""
    b = battle(("Agumon", 5, 7), ("Patamon", 12, 12), ("Gabumon", 6, 7), dice=[2, 2, 2, 2])
    b.apply("move 2 7")
    if actor(b) == "Agumon":
        b.apply("end")
    if actor(b) == "Gabumon":  # the attack of opportunity's own short turn
        b.apply("end")
    events = b.events
    strike = next(i for i, e in enumerate(events) if e.kind == "attack" and e.who == "Gabumon")
    patamon = next(
        i for i, e in enumerate(events) if e.kind == "turn_started" and e.who == "Patamon"
    )
    assert strike < patamon
    assert events[strike].data["target"] == "Agumon"
    assert hits(events, "Agumon")[0].data["amount"] == 8
