"""One example per rule of seed 004 (Dungeon DICE Combat), each with the smallest set-up."""

from __future__ import annotations

import pytest

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.errors import RuleViolation

from .helpers import scripted, texts


def squares(battle: Battle, kind: str) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in battle.legal() if a.kind == kind}


def targets(battle: Battle, move: str) -> set[str]:
    return {a.target for a in battle.legal() if a.kind == "attack" and a.move == move}


@pytest.mark.rule("ddc.turn-order")
def test_turn_order_is_highest_10d10_first_and_only_ties_reroll() -> None:
    # Agumon 50, Gabumon 60, Patamon 50: Gabumon first; Agumon and Patamon re-roll (30 vs 40).
    dice = [5] * 10 + [6] * 10 + [5] * 10 + [3] * 10 + [4] * 10
    setup = BattleSetup.of("Agumon", "Gabumon", "Patamon")
    battle = Battle.start(setup, 0, rng=ScriptedRng(dice))
    names = [battle.state.fighters[i].name for i in battle.state.order]
    assert names == ["Gabumon", "Patamon", "Agumon"]
    rerolls = [e for e in battle.events if e.kind == "turn_order" and e.data.get("reroll")]
    assert [e.who for e in rerolls] == ["Agumon", "Patamon"]
    assert battle.state.actor.name == "Gabumon"


@pytest.mark.rule("ddc.turn-order")
def test_an_endless_tie_of_fixed_dice_ends_in_setup_order_without_recursion() -> None:
    # Identical dice tie every re-roll; after the re-roll limit the tie keeps setup order.
    from tenkaichi.ddc.turn_order import MAX_TIE_ROLLS

    setup = BattleSetup.of("Agumon", "Gabumon")
    dice = [5] * (20 * (MAX_TIE_ROLLS + 1) + 200)
    battle = Battle.start(setup, 0, rng=ScriptedRng(dice))
    assert [battle.state.fighters[i].name for i in battle.state.order] == ["Agumon", "Gabumon"]
    rerolls = [e for e in battle.events if e.kind == "turn_order" and e.data.get("reroll")]
    assert len(rerolls) == 2 * MAX_TIE_ROLLS


@pytest.mark.rule("ddc.turn-order")
def test_turn_order_stays_fixed_across_rounds() -> None:
    battle = scripted([("Agumon", 0, 0), ("Gabumon", 14, 14)], [])
    seen = []
    for _ in range(4):
        seen.append(battle.state.actor.name)
        battle.apply("end")
    assert seen == ["Agumon", "Gabumon", "Agumon", "Gabumon"]
    assert battle.state.round == 3


@pytest.mark.rule("ddc.grid")
def test_grid_bounds_and_occupied_squares_refuse_moves() -> None:
    battle = scripted([("Agumon", 0, 0), ("Gabumon", 1, 1)], [])
    with pytest.raises(RuleViolation, match=r"off the 15x15 grid"):
        battle.apply("move -1 0")
    with pytest.raises(RuleViolation, match=r"taken by Gabumon"):
        battle.apply("move 1 1")
    assert battle.log == []


@pytest.mark.rule("ddc.grid")
def test_enemies_block_paths_and_allies_do_not() -> None:
    # Agumon boxed in a corner by an enemy wall needs the long way round.
    fighters = [
        ("Agumon", 0, 0, "a"),
        ("Gabumon", 1, 0, "b"),
        ("Patamon", 1, 1, "b"),
        ("Palmon", 0, 1, "b"),
    ]
    battle = scripted(fighters, [])
    assert squares(battle, "move") == set()
    allies = [
        ("Agumon", 0, 0, "a"),
        ("Gabumon", 1, 0, "a"),
        ("Patamon", 1, 1, "a"),
        ("Palmon", 0, 1, "a"),
        ("Gomamon", 14, 14, "b"),
    ]
    battle = scripted(allies, [])
    assert (2, 2) in squares(battle, "move")


@pytest.mark.rule("ddc.move.normal")
def test_move_attack_move_within_five() -> None:
    battle = scripted([("Agumon", 0, 7), ("Gabumon", 5, 7)], [1, 1, 1, 1])
    reach = squares(battle, "move")
    assert max(x for x, _ in reach) == 5
    assert (5, 7) not in reach  # occupied
    battle.apply("move 2 7")
    assert battle.state.turn.steps == 3
    battle.apply("move 4 7")
    battle.apply("attack Normal Gabumon")
    assert battle.state.turn.steps == 1
    assert not any(a.kind == "attack" for a in battle.legal())  # one attack per turn
    battle.apply("move 4 8")
    assert battle.state.actor.name == "Gabumon"  # five squares and an attack: turn over


@pytest.mark.rule("ddc.move.normal")
def test_charge_and_defend_are_not_allowed_after_moving() -> None:
    battle = scripted([("Agumon", 0, 7), ("Gabumon", 12, 7)], [])
    battle.apply("move 1 7")
    kinds = {a.kind for a in battle.legal()}
    assert kinds == {"move", "end"}
    with pytest.raises(RuleViolation, match="first action of a turn"):
        battle.apply("defend")


@pytest.mark.rule("ddc.move.charge")
def test_charge_moves_ten_and_ends_the_turn_without_attack() -> None:
    battle = scripted([("Agumon", 0, 7), ("Gabumon", 14, 7)], [])
    reach = squares(battle, "charge")
    assert (10, 7) in reach
    assert (11, 7) not in reach
    battle.apply("charge 10 7")
    assert battle.state.fighter("Agumon").square == (10, 7)
    assert battle.state.actor.name == "Gabumon"
    assert not any(e.kind == "attack" for e in battle.events)


@pytest.mark.rule("ddc.move.defend")
def test_defend_halves_damage_rounding_down() -> None:
    # Gabumon's Horn Attack doubles: 4d4 = 1+1+1+2 = 5 -> 10; Agumon defends -> 5.
    # Then a Normal attack of 1+1+1+2 = 5 on a defender -> 2 (rounded down).
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], [1, 1, 1, 2])
    battle.apply("defend")
    battle.apply("end")
    assert {a.kind for a in battle.legal()} >= {"attack"}
    battle.apply("attack HornAttack Agumon")
    assert battle.state.fighter("Agumon").hp == 100 - 5
    battle2 = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], [1, 1, 1, 2])
    battle2.apply("defend")
    battle2.apply("end")
    battle2.apply("attack Normal Agumon")
    assert battle2.state.fighter("Agumon").hp == 100 - 2


@pytest.mark.rule("ddc.move.defend")
def test_defend_means_not_moving_at_all_but_a_defender_may_still_attack() -> None:
    # Seed: "Defend: Not moving at all and taking half damage"; only Charge is "without
    # attack". Finding: Defend used to end the turn, forbidding the attack.
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], [2, 2, 2, 2, 4, 4, 4, 4])
    battle.apply("defend")
    assert battle.state.actor.name == "Agumon"
    assert {a.kind for a in battle.legal()} == {"attack", "end"}  # no move, no Charge
    with pytest.raises(RuleViolation, match="no moving at all"):
        battle.apply("move 5 8")
    battle.apply("attack Normal Gabumon")  # 8
    agumon = battle.state.fighter("Agumon")
    assert agumon.square == (5, 7)
    assert battle.state.fighter("Gabumon").hp == 100 - 8
    assert battle.state.actor.name == "Gabumon"  # the one attack used: the turn ends
    battle.apply("attack Normal Agumon")  # 16, halved: the defender still takes half
    assert agumon.hp == 100 - 8


@pytest.mark.rule("ddc.move.defend")
def test_defend_with_nothing_in_reach_ends_the_turn_and_lapses_at_your_turn() -> None:
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 14, 7)], [])
    battle.apply("defend")
    agumon = battle.state.fighter("Agumon")
    assert battle.state.actor.name == "Gabumon"
    assert agumon.square == (5, 7)
    assert agumon.defending
    battle.apply("end")
    assert not agumon.defending


@pytest.mark.rule("ddc.move.defend")
def test_defend_attack_off_is_the_reference_reading() -> None:
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], [], defend_attack=False)
    battle.apply("defend")
    assert battle.state.actor.name == "Gabumon"
    assert battle.state.fighter("Agumon").defending


@pytest.mark.rule("ddc.move.no-carry")
def test_unused_steps_are_lost() -> None:
    battle = scripted([("Agumon", 0, 7), ("Gabumon", 14, 0)], [])
    battle.apply("move 1 7")
    battle.apply("end")
    battle.apply("end")  # Gabumon
    far = squares(battle, "move")
    assert max(x for x, _ in far) == 6  # 5 from (1, 7), not 9


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_running_away_in_a_1v1_gives_a_free_attack_first() -> None:
    dice = [4, 4, 4, 4]  # Gabumon's free Normal attack: 16
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], dice)
    battle.apply("charge 0 7")
    assert battle.state.actor.name == "Gabumon"
    assert battle.state.fighter("Agumon").hp == 100 - 16  # range ignored: 6 squares away
    kinds = {a.kind for a in battle.legal()}
    assert kinds == {"move", "end"}  # aoo_then: move_only
    assert any("attacks first" in t for t in texts(battle))


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_attack_then_move_away_provokes_once_and_staying_close_does_not() -> None:
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], [1, 1, 1, 1, 1, 1, 1, 1])
    battle.apply("move 5 8")  # still next to Gabumon: no provocation
    assert battle.state.pending_aoo == {}
    battle.apply("attack Normal Gabumon")
    battle.apply("move 3 8")
    assert battle.state.pending_aoo == {"Gabumon": ["Agumon"]}


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_with_three_fighters_the_provoked_foe_goes_directly_after_you() -> None:
    # Seed: "that opponent goes directly after you and is able to attack you at the start of
    # their turn and then proceed with their movements". Turn order Agumon, Patamon, Gabumon:
    # Gabumon is not next, so it gets a turn out of order right after Agumon's.
    # Finding: with 3+ fighters the free attack used to interrupt Agumon's move at once.
    fighters = [("Agumon", 5, 7), ("Patamon", 0, 0), ("Gabumon", 6, 7)]
    battle = scripted(fighters, [2, 2, 2, 2])
    agumon = battle.state.fighter("Agumon")
    battle.apply("move 2 7")
    assert agumon.hp == 100  # nothing yet: Agumon's turn goes on
    assert battle.state.actor.name == "Agumon"
    battle.apply("end")
    assert battle.state.actor.name == "Gabumon"
    assert battle.state.turn.extra
    assert agumon.hp == 100 - 8  # the free attack opens Gabumon's turn
    assert {a.kind for a in battle.legal()} == {"move", "end"}  # then only its movements
    battle.apply("end")
    assert battle.state.actor.name == "Patamon"  # the order goes on where it was
    battle.apply("end")
    assert battle.state.actor.name == "Gabumon"  # Gabumon's own turn, in full
    assert not battle.state.turn.extra
    assert {"attack", "charge", "defend"} <= {a.kind for a in battle.legal()}
    actors = [e.who for e in battle.events if e.kind == "turn_started"]
    assert actors == ["Agumon", "Gabumon", "Patamon", "Gabumon"]


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_a_provoked_foe_next_in_order_anyway_opens_its_own_turn() -> None:
    fighters = [("Agumon", 5, 7), ("Gabumon", 6, 7), ("Patamon", 0, 0)]
    battle = scripted(fighters, [2, 2, 2, 2])
    battle.apply("move 2 7")
    battle.apply("end")
    assert battle.state.actor.name == "Gabumon"
    assert not battle.state.turn.extra
    assert battle.state.fighter("Agumon").hp == 100 - 8
    battle.apply("end")
    assert battle.state.actor.name == "Patamon"  # no second Gabumon turn


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_aoo_timing_at_once_keeps_the_interrupt_reading() -> None:
    fighters = [("Agumon", 5, 7), ("Gabumon", 6, 7), ("Patamon", 0, 0)]
    battle = scripted(fighters, [2, 2, 2, 2], aoo_timing="at_once")
    battle.apply("move 2 7")
    assert battle.state.fighter("Agumon").hp == 100 - 8
    assert battle.state.actor.name == "Agumon"  # the turn goes on
    assert battle.state.pending_aoo == {}


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_aoo_then_full_turn_keeps_the_whole_turn() -> None:
    # Finding: with aoo_then: full_turn the free attack used the turn's one attack.
    dice = [4, 4, 4, 4, 1, 1, 1, 1]  # the free attack: 16; then Blue Blaster: 4 x2 = 8
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], dice, aoo_then="full_turn")
    battle.apply("charge 0 7")
    agumon = battle.state.fighter("Agumon")
    assert agumon.hp == 100 - 16
    kinds = {a.kind for a in battle.legal()}
    assert {"move", "attack", "charge", "defend", "end"} <= kinds
    battle.apply("attack BlueBlaster Agumon")  # 6 squares straight: in long reach
    assert agumon.hp == 100 - 16 - 8
    attacks = [e.who for e in battle.events if e.kind == "attack"]
    assert attacks == ["Gabumon", "Gabumon"]  # both in the one turn
    assert battle.state.actor.name == "Gabumon"  # its 5 steps are still there


@pytest.mark.rule("ddc.attack.dice-by-level")
@pytest.mark.parametrize(
    ("fighter", "dice"),
    [("Agumon", 4), ("Greymon", 5), ("MetalGreymon", 6), ("WarGreymon", 7), ("Susanoomon", 8)],
)
def test_attack_dice_follow_the_level(fighter: str, dice: int) -> None:
    battle = scripted([(fighter, 5, 7), ("Gabumon", 6, 7)], [1] * dice)
    battle.apply("attack Normal Gabumon")
    attack = next(e for e in battle.events if e.kind == "attack")
    assert len(attack.data["rolls"]) == dice
    assert battle.state.fighter("Gabumon").hp == 100 - dice


@pytest.mark.rule("ddc.attack.named-double")
def test_named_attacks_double_unless_they_deal_normal_damage() -> None:
    # The seed's example: 4d4 rolls 12, doubled to 24.
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 8, 7)], [3, 3, 3, 3])
    battle.apply("attack PepperBreath Gabumon")
    assert battle.state.fighter("Gabumon").hp == 100 - 24
    normal = scripted([("Patamon", 5, 7), ("Gabumon", 8, 7)], [3, 3, 3, 3])
    normal.apply("attack BoomBubble Gabumon")  # tagged normal_damage
    assert normal.state.fighter("Gabumon").hp == 100 - 12


@pytest.mark.rule("ddc.attack.recharge")
def test_one_shared_recharge_of_two_posts() -> None:
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], [1] * 40)
    battle.apply("attack ClawAttack Gabumon")  # post 1
    battle.apply("end")
    battle.apply("end")  # Gabumon
    assert targets(battle, "Pepper Breath") == set()
    assert targets(battle, "Claw Attack") == set()  # any named move, not just the one used
    with pytest.raises(RuleViolation, match="recharging until their post 4"):
        battle.apply("attack PepperBreath Gabumon")
    battle.apply("attack Normal Gabumon")  # post 2: normal attacks never recharge
    battle.apply("end")
    battle.apply("end")  # Gabumon
    battle.apply("defend")  # post 3: every own turn counts
    battle.apply("end")
    battle.apply("end")  # Gabumon
    assert targets(battle, "Pepper Breath") == {"Gabumon"}  # post 4


@pytest.mark.rule("ddc.range.normal")
def test_normal_attacks_reach_one_square_any_way() -> None:
    for square, reach in [((6, 6), True), ((6, 8), True), ((7, 7), False), ((5, 9), False)]:
        battle = scripted([("Agumon", 5, 7), ("Gabumon", *square)], [])
        assert (targets(battle, "Normal") == {"Gabumon"}) is reach, square


@pytest.mark.rule("ddc.range.close-named")
def test_close_named_reach_two_straight_one_diagonal() -> None:
    for square, reach in [
        ((7, 7), True),
        ((5, 9), True),
        ((6, 8), True),
        ((7, 9), False),
        ((8, 7), False),
        ((7, 8), False),
    ]:
        battle = scripted([("Agumon", 5, 7), ("Gabumon", *square)], [])
        assert (targets(battle, "Claw Attack") == {"Gabumon"}) is reach, square


@pytest.mark.rule("ddc.range.long-named")
@pytest.mark.parametrize(
    ("mode", "square", "reach"),
    [
        ("area", (1, 7), True),
        ("area", (7, 1), True),
        ("area", (6, 6), True),
        ("area", (7, 6), True),
        ("area", (1, 8), False),
        ("area", (8, 1), False),
        ("area", (0, 7), True),  # 1 across, 6 up
        ("area", (7, 7), False),
        ("area", (2, 3), True),  # 2 squares away at a knight's-move angle
        ("rays", (1, 7), True),
        ("rays", (6, 6), True),
        ("rays", (2, 3), False),
        ("rays", (0, 7), False),
    ],
)
def test_long_named_reach_six_straight_five_diagonal(
    mode: str, square: tuple[int, int], reach: bool
) -> None:
    battle = scripted([("Agumon", 1, 1), ("Gabumon", *square)], [], range_mode=mode)
    assert (targets(battle, "Pepper Breath") == {"Gabumon"}) is reach


@pytest.mark.rule("ddc.range.long-named")
def test_by_default_a_long_move_hits_two_squares_away_at_a_knights_move() -> None:
    # Seed: "Distance moves that reach six squares horizontally or vertically, and 5 squares
    # diagonally". Finding: the old default (rays) could not hit (2, 1) away.
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 7, 8)], [3, 3, 3, 3])
    assert targets(battle, "Pepper Breath") == {"Gabumon"}
    battle.apply("attack PepperBreath Gabumon")
    assert battle.state.fighter("Gabumon").hp == 100 - 24


@pytest.mark.rule("ddc.range.self")
def test_self_moves_target_only_yourself() -> None:
    battle = scripted([("Gomamon", 5, 7), ("Gabumon", 6, 7)], [2, 2, 2, 2, 4, 4, 4, 4])
    assert targets(battle, "Shell Guard") == {"Gomamon"}
    battle.apply("attack ShellGuard Gomamon")  # barrier of 8 x2 = 16
    battle.apply("end")
    battle.apply("attack Normal Gomamon")  # 16 soaked entirely
    assert battle.state.fighter("Gomamon").hp == 100


@pytest.mark.rule("ddc.range.support")
def test_debuffs_and_ally_heals_use_long_range() -> None:
    fighters = [
        ("Patamon", 1, 1, "a"),
        ("Agumon", 7, 1, "a"),
        ("Palmon", 1, 7, "b"),
        ("Gabumon", 2, 3, "b"),
    ]
    battle = scripted(fighters, [4, 4, 4, 4])
    assert targets(battle, "Holy Breeze") == {"Patamon", "Agumon"}  # Gabumon is no ally
    battle.state.fighter("Agumon").hp = 70
    battle.apply("attack HolyBreeze Agumon")
    assert battle.state.fighter("Agumon").hp == 100  # 32 healed, capped at the maximum
    debuff = scripted([("Palmon", 1, 1), ("Gabumon", 6, 6), ("Agumon", 3, 2)], [1, 1, 1, 1])
    assert targets(debuff, "Sweet Scent") == {"Gabumon", "Agumon"}
    far = scripted([("Palmon", 1, 1), ("Gabumon", 7, 7), ("Agumon", 8, 2)], [1, 1, 1, 1])
    assert targets(far, "Sweet Scent") == set()  # 6 diagonally; 7 squares away


@pytest.mark.rule("ddc.digivolve")
def test_digivolving_is_off_by_default() -> None:
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 6, 7)], [])
    assert not any(a.kind == "digivolve" for a in battle.legal())
    with pytest.raises(RuleViolation, match="digivolve_enabled is off"):
        battle.apply(Action("digivolve", move="Greymon"))


@pytest.mark.rule("ddc.digivolve")
def test_digivolve_lasts_2d6_turns_takes_the_turn_and_allows_form_changes() -> None:
    battle = scripted([("Agumon", 0, 7), ("Gabumon", 14, 7)], [1, 1], digivolve_enabled=True)
    battle.apply("digivolve Greymon")  # 2d6 = 2
    agumon = battle.state.fighter("Agumon")
    assert agumon.form == "Greymon"
    assert battle.state.actor.name == "Gabumon"  # nothing else that turn
    battle.apply("end")  # Gabumon
    assert agumon.form == "Greymon"  # own turn 1 of 2
    every = {"Agumon", "Greymon", "MetalGreymon", "WarGreymon"}
    assert {a.move for a in battle.legal() if a.kind == "form"} == every - {"Greymon"}
    battle.apply("form MetalGreymon")
    assert agumon.max_hp == 150
    assert not any(a.kind == "form" for a in battle.legal())  # one change a turn
    battle.apply("end")
    battle.apply("end")  # Gabumon
    assert agumon.form == "MetalGreymon"  # own turn 2 of 2
    battle.apply("end")
    battle.apply("end")  # Gabumon
    assert agumon.form == "Agumon"  # back to the starting level
    assert agumon.max_hp == 100


@pytest.mark.rule("ddc.digivolve.immunity")
def test_on_entry_immune_and_statuses_wear_off() -> None:
    fighters = [("Agumon", 5, 7), ("Palmon", 6, 7)]
    battle = scripted(fighters, [1, 1, 1, 1, 3, 3, 4, 4, 4, 4], digivolve_enabled=True)
    battle.apply("end")
    battle.apply("attack SweetScent Agumon")  # a de-buff on Agumon
    battle.apply("end")
    assert battle.state.fighter("Agumon").statuses
    battle.apply("digivolve Greymon")
    agumon = battle.state.fighter("Agumon")
    assert agumon.statuses == []
    assert agumon.immune
    # An attack on an immune fighter could do nothing: it is not offered, and refused.
    assert targets(battle, "Normal") == set()
    with pytest.raises(RuleViolation, match="immune"):
        battle.apply("attack Normal Agumon")
    assert agumon.hp == 100


@pytest.mark.rule("ddc.digivolve.immunity")
def test_immunity_is_to_attacks_an_allys_power_up_still_lands() -> None:
    # Seed: "you are immune to attacks". Finding: the immunity also blocked an ally's
    # power-up, still spent the caster's recharge, and the power-up was still offered.
    fighters = [("Agumon", 5, 7, "a"), ("Susanoomon", 5, 9, "a"), ("Palmon", 7, 7, "b")]
    battle = scripted(fighters, [1, 1, 1] + [1] * 8 + [1] * 4, digivolve_enabled=True)
    battle.apply("digivolve Greymon")  # 2d6 = 2
    agumon, susanoomon = battle.state.fighter("Agumon"), battle.state.fighter("Susanoomon")
    assert agumon.immune
    assert "Agumon" in targets(battle, "Divine Buff")
    battle.apply("attack DivineBuff Agumon")
    assert [s.effect for s in agumon.statuses] == ["buff"]
    assert susanoomon.named_ready > susanoomon.posts  # spent on a power-up that landed


@pytest.mark.rule("ddc.digivolve.immunity")
def test_a_refused_move_on_an_immune_fighter_spends_no_recharge() -> None:
    fighters = [("Agumon", 5, 7, "a"), ("Palmon", 7, 7, "b")]
    battle = scripted(fighters, [1, 1, 1, 1, 1, 1], digivolve_enabled=True)
    battle.apply("digivolve Greymon")
    palmon = battle.state.fighter("Palmon")
    assert targets(battle, "Sweet Scent") == set()  # a de-buff is read as an attack
    with pytest.raises(RuleViolation, match="immune to Sweet Scent"):
        battle.apply("attack SweetScent Agumon")
    assert palmon.named_ready == 0
    assert battle.state.actor.name == "Palmon"
    open_minded = scripted(
        fighters, [1, 1, 1, 1, 1, 1], digivolve_enabled=True, immune_to_debuffs=False
    )
    open_minded.apply("digivolve Greymon")
    assert targets(open_minded, "Sweet Scent") == {"Agumon"}
    open_minded.apply("attack SweetScent Agumon")
    assert [s.effect for s in open_minded.state.fighter("Agumon").statuses] == ["debuff"]


@pytest.mark.rule("ddc.range.self")
def test_a_self_power_up_adds_a_die_on_the_next_two_turns() -> None:
    # Garurumon's Battle Cry (buff, self): +1d4 on each hit of its next two own turns.
    dice = [1] * 5 + [1] * 5 + [3] + [1] * 5 + [2] + [1] * 5
    battle = scripted([("Garurumon", 5, 7), ("Gabumon", 6, 7)], dice)
    battle.apply("attack BattleCry Garurumon")
    battle.apply("end")
    gabumon = battle.state.fighter("Gabumon")
    for bonus in (3, 2, 0):
        battle.apply("end")  # Gabumon
        hp = gabumon.hp
        battle.apply("attack Normal Gabumon")
        battle.apply("end")
        assert hp - gabumon.hp == 5 + bonus
