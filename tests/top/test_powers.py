"""The thirteen warrior powers, support dice and transformations (seed 002)."""

from __future__ import annotations

import pytest

from tenkaichi.top import combat, rules

from .helpers import arena, cell, events, fight, kinds, pick, roll, settle_sum


def _neighbour(game, token, index=0):  # type: ignore[no-untyped-def]
    return sorted(game.content.board.neighbours[token.cell])[index]


@pytest.mark.rule("top.power.extra-reroll")
def test_extra_reroll() -> None:
    game, a, d = arena("dyspo", "pirina")
    fight(game, a, d, roll("kick") * 5)
    assert game.state.combat is not None
    assert game.state.combat.rerolls == rules.form_of(game, a).technique + 1


@pytest.mark.rule("top.power.fewer-rerolls")
def test_the_attacker_of_hit_has_two_fewer_rerolls() -> None:
    game, a, d = arena("dyspo", "hit")
    fight(game, a, d, roll("kick") * 5)
    assert game.state.combat is not None
    assert game.state.combat.rerolls == rules.form_of(game, a).technique + 1 - 2


@pytest.mark.rule("top.power.extra-attack-die")
@pytest.mark.rule("top.power.remove-attack-die")
def test_extra_attack_die_and_remove_attack_die() -> None:
    game, a, d = arena("kefla", "toppo")
    a.form = 1  # Super Saiyan Kefla: Power 6, one extra attack die
    d.form = 1  # God of Destruction Toppo: removes one attack die
    assert rules.attack_dice(game, a, d) == 6  # 6 + 1 - 1
    d.form = 0
    assert rules.attack_dice(game, a, d) == 6  # 7, capped at 6 dice
    game2, hit, gt = arena("hit", "toppo")
    gt.form = 1
    assert rules.attack_dice(game2, hit, gt) == 5


@pytest.mark.rule("top.power.extra-defence-die")
def test_extra_defence_die() -> None:
    game, _, d = arena("monna", "toppo")
    assert rules.defence_dice(game, d) == rules.form_of(game, d).power + 1


@pytest.mark.rule("top.power.no-defence-dice")
def test_no_dodge_dice_against_super_saiyan_2_kale() -> None:
    game, a, d = arena("kale", "pirina", hands=([], ["dodge"]))
    a.form = 2
    fight(game, a, d, roll("kick") * 6 + roll("punch") + roll("punch"))
    pick(game, "reroll", 1)
    pick(game, "reroll", 1)
    settle_sum(game)
    assert game.decision is not None
    assert game.decision.kind == "defend"
    assert combat.DODGE not in game.decision.options


@pytest.mark.rule("top.power.reflect-sphere")
def test_ribrianne_reflects_a_sphere_attack_onto_the_attacker() -> None:
    game, a, d = arena("monna", "ribrianne")
    d.form = 1  # Ribrianne
    fight(game, a, d, roll("sphere") * 4)
    settle_sum(game)
    assert events(game, "reflected")
    if kinds(game) == "defend":  # the attacker may now dodge with dice or cards
        assert combat.DODGE in game.decision.options  # type: ignore[union-attr]
        pick(game, "defend", 0)
    assert ("damaged", a.id, 24, 24) in game.events
    assert [e for e in events(game, "damaged") if e[1] == d.id] == []


@pytest.mark.rule("top.power.shield")
def test_shield_stops_a_small_sphere_attack_without_dice() -> None:
    game, a, d = arena("monna", "android-17")
    fight(game, a, d, roll("sphere", "sphere", "punch", "kick"))
    settle_sum(game)
    assert events(game, "shielded") == [] or d.damage == 0
    game2, a2, d2 = arena("monna", "android-17")
    fight(game2, a2, d2, roll("sphere") * 4)  # 12 doubled = 24: not under 20
    settle_sum(game2)
    assert d2.damage == 24


@pytest.mark.rule("top.power.shield")
def test_shield_sphere_sum_under_twenty() -> None:
    game, a, d = arena("lilibeu", "android-17")  # Lilibeu: Power 2, sphere worth 2
    fight(game, a, d, roll("sphere", "sphere"))
    settle_sum(game)
    assert events(game, "shielded")
    assert d.damage == 0


@pytest.mark.rule("top.power.counter-attack")
@pytest.mark.rule("top.combat.counter-attack")
def test_frost_counter_attacks_at_once() -> None:
    game, a, d = arena("monna", "frost")
    fight(game, a, d, roll("kick") * 4 + roll("punch") * 4)
    settle_sum(game)
    assert events(game, "counter-attack")
    assert game.state.combat is not None
    assert game.state.combat.strike is not None
    assert game.state.combat.strike.counter
    assert game.state.combat.strike.striker == d.id


@pytest.mark.rule("top.power.solar-flare")
def test_solar_flare_flees_three_spaces_below_ten_endurance() -> None:
    game, a, d = arena("monna", "tenshinhan")
    d.damage = 5
    fight(game, a, d, roll("kick", "kick", "punch", "teleport"))
    settle_sum(game)
    assert rules.left(game, d) < 10
    assert game.decision is not None
    assert game.decision.kind == "flee"
    target = game.decision.options[1][1]
    assert 1 <= game.content.board.distance[d.cell][target] <= 3
    pick(game, "cell", target)
    assert d.cell == target
    assert events(game, "fled")


@pytest.mark.rule("top.power.health")
def test_health_removes_five_damage_at_the_start_of_the_turn() -> None:
    from tenkaichi.top import rounds

    game, a, _ = arena("piccolo", "pirina")
    a.damage = 8
    rounds.begin_turn(game, 0)
    _ = game.decision
    assert a.damage == 3
    assert ("healed", a.id, 5, "health") in game.events


@pytest.mark.rule("top.power.double-support")
@pytest.mark.rule("top.power.solo")
@pytest.mark.rule("top.support.dice")
def test_support_dice_from_adjacent_teammates() -> None:
    game, a, d = arena("monna", "pirina", at="f6")
    s = game.state
    mates = [s.tokens[i] for i in s.players[0].team[1:4]]
    assert rules.support(game, a) == 0
    mates[0].character, mates[0].cell = "kunshi", _neighbour(game, a, 0)
    assert rules.support(game, a) == 1
    assert rules.attack_dice(game, a, d) == 5
    mates[1].character, mates[1].cell = "vegeta", _neighbour(game, a, 1)
    assert rules.support(game, a) == 1  # Solo gives no support dice
    mates[1].character = "android-18"
    assert rules.support(game, a) == 2  # capped at 2
    mates[0].cell = -1
    assert rules.support(game, a) == 2  # one double-support teammate
    mates[2].character, mates[2].cell = "zium", _neighbour(game, a, 2)
    a.character = "jiren"
    assert rules.attack_dice(game, a, d) == 6  # 5 + 2 support, at most 6 dice
    assert rules.defence_dice(game, a) == 6


@pytest.mark.rule("top.transform.roll")
def test_a_d6_picks_the_form_and_the_defender_may_transform_too() -> None:
    game, a, d = arena("cabba", "ganos")
    fight(game, a, d, [3, 5] + roll("kick") * 3)
    pick(game, "yes")  # 3: no transformation
    assert a.form == 0
    assert events(game, "transform-failed")
    pick(game, "no")  # no Transformation card to play (asked all the same)
    pick(game, "yes")  # the defender: 5, Transformed Ganos
    assert rules.form_of(game, d).name == "Transformed Ganos"


@pytest.mark.rule("top.transform.roll")
def test_goku_rolls_two_dice() -> None:
    game, a, d = arena("son-goku", "pirina")
    fight(game, a, d, [3, 4] + roll("kick") * 5)
    pick(game, "yes")
    assert rules.form_of(game, a).name == "Super Saiyan 3 Son Goku"
    assert events(game, "transformed")[-1][2] == (3, 4)


@pytest.mark.rule("top.transform.card")
@pytest.mark.rule("top.cards.special")
def test_a_transformation_card_gives_a_second_try_and_is_used_up() -> None:
    game, a, d = arena("cabba", "pirina", hands=(["transformation"], []))
    fight(game, a, d, [2, 6] + roll("kick") * 3)
    pick(game, "yes")
    assert game.decision is not None
    assert game.decision.kind == "transform-card"
    pick(game, "yes")
    assert a.form == 1
    assert game.state.players[0].hand == []
    assert game.state.decks["special"][-1] == "transformation"
    game2, a2, d2 = arena("cabba", "pirina", hands=(["transformation"], []))
    fight(game2, a2, d2, [2, 1] + roll("kick") * 3)
    pick(game2, "yes")
    pick(game2, "yes")
    assert a2.form == 0
    assert game2.state.players[0].hand == []


@pytest.mark.rule("top.transform.effects")
def test_transformed_damage_is_divided_rounded_up_and_the_form_costs_endurance() -> None:
    game, a, d = arena("monna", "ganos", at="c3")
    d.form = 1  # Transformed Ganos (Power 4: divides by 2)
    assert rules.divide(35, 2) == 18  # the rulebook's example
    fight(game, a, d, roll("sphere", "strength", "sphere", "kick"))
    settle_sum(game)
    taken = events(game, "damaged")[0][2]
    assert taken == rules.divide(3 + 3 + 3 + 1, 2) == 5
    assert d.form == 0
    assert d.damage == 5 + rules.form_of(game, d).cost - 0
    assert events(game, "form-cost")[0][1:3] == (
        d.id,
        game.content.characters["ganos"].forms[1].cost,
    )


def test_cells_in_helpers_are_named() -> None:
    game, _, _ = arena("monna", "pirina")
    assert cell(game, "a1") == 0


@pytest.mark.rule("top.transform.card")
def test_after_a_failed_roll_the_card_question_comes_whether_or_not_the_card_is_held() -> None:
    asked = []
    for hand in ([], ["transformation"]):
        game, a, d = arena("cabba", "pirina", hands=(hand, []))
        fight(game, a, d, [2, 1] + roll("kick") * 3)
        pick(game, "yes")  # 2: no transformation
        decision = game.decision
        assert decision is not None
        asked.append((decision.actor, decision.kind))
        assert (("yes", 0, 0) in decision.options) is bool(hand)
        pick(game, "no")
        assert game.state.players[0].hand == hand
    assert asked[0] == asked[1] == (0, "transform-card")
