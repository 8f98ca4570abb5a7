"""Combat rules of seed 002, one small scripted fight per rule."""

from __future__ import annotations

import shutil
from importlib import resources
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.top import combat, rules
from tenkaichi.top.content import Content, load_content
from tenkaichi.top.state import Answer
from tenkaichi.top.symbols import counts, forms

from .helpers import arena, cell, events, fight, kinds, pick, roll, settle_sum

PACK = Path(str(resources.files("tenkaichi.data").joinpath("top")))


@pytest.mark.rule("top.combat.power-technique")
def test_power_dice_and_technique_rerolls() -> None:
    game, a, d = arena("monna", "pirina")
    fight(game, a, d, roll("kick", "kick", "kick", "kick") + roll("punch") + roll("punch"))
    c = game.state.combat
    assert c is not None
    form = rules.form_of(game, a)
    assert len(c.dice) == form.power == 4
    assert c.rerolls == form.technique == 2
    pick(game, "reroll", 0b0001)
    pick(game, "reroll", 0b0010)
    assert c.dice == [1, 1, 0, 0]  # two punches re-rolled in
    assert events(game, "rolled")[-1][3] == 3  # three rolls used


@pytest.mark.rule("top.combat.symbol-sum")
def test_symbol_sum_matches_the_monna_example() -> None:
    game, a, d = arena("monna", "pirina")
    fight(game, a, d, roll("punch", "sphere", "strength", "kick"))
    settle_sum(game)
    assert events(game, "attack")[-1][3] == 2 + 3 + 3 + 1
    assert d.damage == 9


@pytest.mark.rule("top.combat.symbol-sum")
def test_teleport_and_star_are_worth_nothing_in_a_sum() -> None:
    game, a, d = arena("monna", "pirina")
    fight(game, a, d, roll("teleport", "star", "teleport", "kick"))
    settle_sum(game)
    assert d.damage == 1


@pytest.mark.rule("top.combat.special-double")
def test_same_offensive_symbol_on_every_die_doubles_the_sum() -> None:
    game, a, d = arena("jiren", "hit")
    fight(game, a, d, roll("punch") * 5)
    pick(game, "no")  # Jiren does not transform
    settle_sum(game)
    assert events(game, "attack")[-1][3] == 50  # 5 x 5 punches = 25, doubled (seed 002)


@pytest.mark.rule("top.combat.special-double")
def test_teleports_never_double() -> None:
    game, a, d = arena("monna", "pirina")
    fight(game, a, d, roll("teleport") * 4)
    settle_sum(game)
    assert d.damage == 0


@pytest.mark.rule("top.combat.combos")
def test_a_formed_combo_deals_its_damage() -> None:
    game, a, d = arena("monna", "pirina")
    combo = rules.form_of(game, a).combos[1]
    dice = [f + 1 for f in range(6) for _ in range(combo.need[f])]
    dice += [1] * (4 - len(dice))
    fight(game, a, d, dice)
    pick(game, "stop")
    assert kinds(game) == "resolve"
    pick(game, "resolve", 1)
    assert d.damage == combo.damage


@pytest.mark.rule("top.combat.star-wild")
def test_the_star_stands_for_any_symbol() -> None:
    need = (0, 1, 2, 0, 0, 1)  # punch, 2 spheres, teleport
    assert forms(counts([1, 2, 2, 4]), need, 4)  # the star (4) replaces the teleport
    assert forms(counts([4, 4, 4, 4]), need, 4)
    assert not forms(counts([1, 2, 2, 0]), need, 4)


@pytest.mark.rule("top.combat.card-combos")
@pytest.mark.rule("top.cards.attack")
def test_an_attack_card_combo_replaces_the_warrior_combos_and_is_discarded() -> None:
    game, a, d = arena("monna", "pirina", hands=(["volley"], []))
    fight(game, a, d, roll("sphere", "sphere", "sphere", "kick"))
    pick(game, "stop")
    assert ("resolve", combat.CARD_BASE, 0) in (game.decision.options if game.decision else ())
    pick(game, "resolve", combat.CARD_BASE)
    assert d.damage == game.content.cards["volley"].damage
    assert game.state.players[0].hand == []
    assert game.state.decks["attack"][-1] == "volley"  # to the bottom of its deck


@pytest.mark.rule("top.cards.attack")
def test_a_failed_attack_card_is_kept_and_the_sum_is_dealt() -> None:
    game, a, d = arena("monna", "pirina", hands=(["volley"], []))
    fight(game, a, d, roll("kick", "kick", "punch", "teleport"))
    settle_sum(game)
    assert events(game, "attack")[-1][2] == combat.SUM
    assert d.damage == 1 + 1 + 2
    assert game.state.players[0].hand == ["volley"]


@pytest.mark.rule("top.combat.lightning")
def test_a_first_roll_result_allows_no_defence() -> None:
    game, a, d = arena("monna", "pirina", hands=([], ["dodge", "guard"]))
    fight(game, a, d, roll("sphere", "sphere", "strength", "punch"))
    settle_sum(game)
    assert kinds(game) != "defend"
    assert d.damage > 0
    assert game.state.players[1].hand == ["dodge", "guard"]


@pytest.mark.rule("top.combat.defence-cards")
def test_after_one_reroll_only_defence_cards_answer() -> None:
    game, a, d = arena("monna", "pirina", hands=([], ["dodge"]))
    fight(game, a, d, roll("sphere", "sphere", "strength", "punch") + roll("kick"))
    pick(game, "reroll", 0b1000)
    settle_sum(game)
    assert game.decision is not None
    assert game.decision.kind == "defend"
    assert game.decision.options == (combat.TAKE, ("defend", combat.DEFEND_CARD_BASE, 0))


EXTRA_CARDS = {
    "special": "  - {id: ki-shield, name: Ki Shield, count: 2, combo: [teleport], timing: attack,"
    " effect: negate}\n",
    "attack": "  - {id: parry, name: Parry, count: 2, combo: [kick, kick, kick], damage: 10,"
    " timing: attack, effect: halve}\n",
}
"""A Special and an Attack card that defend, which the packaged decks do not have."""


def _pack_with_defending_cards(tmp_path: Path) -> Content:
    """The packaged content pack with :data:`EXTRA_CARDS` added, which the content check
    accepts."""
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder, ignore=shutil.ignore_patterns("__init__.py", "__pycache__"))
    decks = folder / "decks.yaml"
    lines = decks.read_text(encoding="utf-8").splitlines(keepends=True)
    for deck, line in EXTRA_CARDS.items():
        lines.insert(lines.index(f"{deck}:\n") + 1, line)
    decks.write_text("".join(lines), encoding="utf-8")
    assert main(["top", "content", "check", str(folder)]) == 0
    return load_content(folder)


@pytest.mark.rule("top.combat.defence-cards")
@pytest.mark.rule("top.combat.dodge")
def test_after_one_reroll_a_special_or_attack_card_that_defends_is_not_offered(
    tmp_path: Path,
) -> None:
    """Seed 002: "Starting with the 2nd dice roll of the enemy you are attacking, you can only
    use cards from Defence cards"; "Starting with the 3rd dice roll ... your Attack, Defence
    and Special cards". A content pack may hold Special and Attack cards that defend: after
    one re-roll only the Dodge (Defence) card is offered, after two all three and the Dodge
    roll."""
    content = _pack_with_defending_cards(tmp_path)
    hand = ["ki-shield", "parry", "dodge"]
    game, a, d = arena("monna", "pirina", hands=([], list(hand)), content=content)
    fight(game, a, d, roll("sphere", "sphere", "strength", "punch") + roll("kick"))
    pick(game, "reroll", 0b1000)
    settle_sum(game)
    assert game.decision is not None
    assert game.decision.kind == "defend"
    assert game.decision.options == (combat.TAKE, ("defend", combat.DEFEND_CARD_BASE + 2, 0))

    game, a, d = arena("monna", "pirina", hands=([], list(hand)), content=content)
    fight(game, a, d, roll("sphere", "sphere", "strength", "punch") + roll("kick") * 2)
    pick(game, "reroll", 0b1000)
    pick(game, "reroll", 0b1000)
    settle_sum(game, stop=False)
    assert game.decision is not None
    cards = [("defend", combat.DEFEND_CARD_BASE + i, 0) for i in range(3)]
    assert game.decision.options == (combat.TAKE, combat.DODGE, *cards)


@pytest.mark.rule("top.combat.dodge")
def test_after_two_rerolls_a_dodge_roll_negates_the_attack() -> None:
    game, a, d = arena("monna", "pirina")
    dodge = rules.form_of(game, d).dodge
    dice = roll("sphere", "sphere", "strength", "punch") + roll("kick") + roll("kick")
    dice += roll(*["teleport"] * dodge + ["kick"] * (4 - dodge))
    fight(game, a, d, dice)
    pick(game, "reroll", 0b1000)
    pick(game, "reroll", 0b1000)
    settle_sum(game, stop=False)
    assert game.decision is not None
    assert combat.DODGE in game.decision.options
    pick(game, "defend", 1)
    assert d.damage == 0
    assert events(game, "defence")[-1][3] is True


@pytest.mark.rule("top.cards.defence")
def test_a_failed_defence_card_is_kept_and_the_damage_taken() -> None:
    game, a, d = arena("monna", "pirina", hands=([], ["dodge"]))
    dice = roll("sphere", "sphere", "strength", "punch") + roll("kick")
    dice += roll("kick", "kick", "kick", "kick") + roll("kick", "kick", "kick", "kick") * 2
    fight(game, a, d, dice)
    pick(game, "reroll", 0b1000)
    settle_sum(game)
    pick(game, "defend", combat.DEFEND_CARD_BASE)
    while kinds(game) == "defend-roll":
        pick(game, "reroll", 0b1111)
    assert d.damage == 3 + 3 + 3 + 1
    assert game.state.players[1].hand == ["dodge"]


@pytest.mark.rule("top.cards.defence-inset")
def test_an_invulnerable_attack_admits_only_invulnerable_cards() -> None:
    game, a, d = arena("jiren", "hit", hands=(["ultimate-beam"], ["dodge", "barrier"]))
    dice = roll("sphere", "sphere", "sphere", "sphere", "kick") + roll("strength") + roll("kick")
    fight(game, a, d, dice)
    pick(game, "no")
    pick(game, "reroll", 0b10000)  # Hit leaves Jiren a single re-roll (fewer-rerolls 2)
    pick(game, "resolve", combat.CARD_BASE)
    assert game.decision is not None
    assert game.decision.options == (combat.TAKE, ("defend", combat.DEFEND_CARD_BASE + 1, 0))


@pytest.mark.rule("top.cards.defence-inset")
def test_a_no_defence_attack_cannot_be_answered() -> None:
    game, a, d = arena("monna", "pirina", hands=(["blitz"], ["dodge"]))
    dice = roll("teleport", "punch", "kick", "kick") + roll("kick") + roll("kick")
    fight(game, a, d, dice)
    pick(game, "reroll", 0b1000)
    pick(game, "reroll", 0b1000)
    pick(game, "resolve", combat.CARD_BASE)
    assert kinds(game) != "defend"
    assert d.damage == game.content.cards["blitz"].damage


@pytest.mark.rule("top.combat.elimination")
def test_damage_above_endurance_eliminates_and_the_winner_draws_that_space() -> None:
    game, a, d = arena("jiren", "lilibeu", at="a1")  # a1 is red
    drawn = len(game.state.players[0].hand)
    fight(game, a, d, roll("punch") * 5)
    pick(game, "no")
    pick(game, "stop")
    while kinds(game) == "resolve":
        pick(game, "resolve", combat.SUM)
    assert game.decision is not None
    assert game.decision.options == (combat.NO,)  # asked, though no Rescue card is held
    pick(game, "no")
    assert not d.alive
    assert a.cell == game.content.board.parse_cell("a1")  # it keeps the eliminated one's space
    assert len(game.state.players[0].hand) == drawn + 1
    after = game.events[game.events.index(events(game, "eliminated")[0]) :]
    assert next(e for e in after if e[0] == "drew")[1:3] == (0, "attack")


@pytest.mark.rule("top.combat.elimination")
def test_damage_equal_to_endurance_does_not_eliminate_by_default() -> None:
    game, a, d = arena("monna", "lilibeu")
    d.damage = rules.endurance(game, d) - 1
    fight(game, a, d, roll("kick", "teleport", "teleport", "teleport"))
    settle_sum(game)
    assert d.damage == rules.endurance(game, d)
    assert d.alive


@pytest.mark.rule("top.combat.elimination")
def test_only_rescue_saves_an_eliminated_warrior() -> None:
    game, a, d = arena("jiren", "kunshi", hands=([], ["rescue"]))
    fight(game, a, d, roll("punch") * 5)
    pick(game, "no")
    settle_sum(game)
    assert kinds(game) == "rescue"
    pick(game, "yes")
    assert d.alive
    assert rules.left(game, d) == game.content.cards["rescue"].amount


@pytest.mark.rule("top.combat.counter-attack")
@pytest.mark.rule("top.cards.extra-combat-once")
def test_a_counter_card_strikes_back_once_per_turn() -> None:
    game, a, d = arena("monna", "pirina", hands=([], ["counter", "counter"]))
    dice = (
        roll("kick", "kick", "kick", "kick") + roll("kick") + roll("punch", "kick", "kick", "kick")
    )
    dice += roll("kick", "kick", "kick", "kick")
    fight(game, a, d, dice)
    pick(game, "reroll", 0b1000)
    settle_sum(game)
    assert kinds(game) == "defend"
    pick(game, "defend", combat.DEFEND_CARD_BASE)
    assert events(game, "counter-attack")
    settle_sum(game)
    assert a.damage > 0
    assert game.state.turn.counter_card


@pytest.mark.rule("top.combat.self-elimination")
def test_an_attacker_can_eliminate_itself_with_the_cost_of_its_form() -> None:
    game, a, d = arena("cabba", "pirina")
    a.damage = rules.endurance(game, a)  # one more point eliminates
    fight(game, a, d, [6, *roll("kick", "kick", "kick")])
    pick(game, "yes")  # d6 = 6: Super Saiyan Cabba
    settle_sum(game)
    assert not a.alive
    assert events(game, "form-cost")


@pytest.mark.rule("top.space.occupied")
def test_without_a_kill_the_attacker_steps_beside_and_draws_that_colour() -> None:
    game, a, d = arena("monna", "jiren", at="c3")
    fight(game, a, d, roll("kick", "kick", "kick", "kick"))
    pick(game, "no")  # Jiren does not transform
    settle_sum(game)
    assert game.decision is not None
    assert game.decision.kind == "step"
    board = game.content.board
    cells = {o[1] for o in game.decision.options}
    assert cells <= set(board.neighbours[d.cell])
    assert all(board.cells[c] != "G" for c in cells)
    target = min(cells)
    pick(game, "cell", target)
    assert a.cell == target


@pytest.mark.rule("top.cards.defence")
@pytest.mark.rule("top.combat.defence-cards")
def test_a_formed_dodge_card_goes_under_the_defence_deck() -> None:
    """Seed 002: a Defence card is discarded "at the bottom of the Defence cards stack if the
    combo is successful". The Dodge card shares its name with a Dodge roll; it must still go."""
    game, a, d = arena("monna", "pirina", hands=([], ["dodge"]))
    dice = roll("sphere", "sphere", "strength", "punch") + roll("kick")
    dice += roll("teleport", "teleport", "kick", "kick")  # the card's combo, formed at once
    fight(game, a, d, dice)
    pick(game, "reroll", 0b1000)  # one re-roll: Defence cards may answer
    settle_sum(game)
    pick(game, "defend", combat.DEFEND_CARD_BASE)
    assert d.damage == 0
    assert game.state.players[1].hand == []
    assert game.state.decks["defence"][-1] == "dodge"
    strike = game.state.combat.strike if game.state.combat else None
    answers = [e[2] for e in events(game, "defends")]
    assert answers == [Answer.CARD]  # a kind of defence, never a card id
    assert not isinstance(Answer.CARD, str)  # so it can never equal the card id "dodge"
    assert strike is None or strike.answer_card == "dodge"


@pytest.mark.rule("top.space.occupied")
@pytest.mark.rule("top.combat.elimination")
def test_the_eliminator_stays_on_the_eliminated_warriors_space_and_draws_its_colour() -> None:
    """Seed 002: "If you have not eliminated your enemy after combat, move yourself to an empty
    space beside him/her" -- only then; and "the attacker will draw a card in the colour of the
    space where the eliminated Warrior had been". No step is offered after a kill."""
    game, a, d = arena("jiren", "lilibeu", at="a1")
    board = game.content.board
    assert board.colour(a.cell) == "R"
    held = len(game.state.players[0].hand)
    fight(game, a, d, roll("punch") * 5)
    pick(game, "no")
    settle_sum(game)
    if kinds(game) == "rescue":
        pick(game, "no")
    assert not d.alive
    assert game.decision is None or game.decision.kind != "step"  # no step is offered
    assert a.cell == cell(game, "a1")
    after = game.events[game.events.index(events(game, "eliminated")[0]) :]
    assert not [e for e in after if e[0] == "stepped"]
    assert [e[1:3] for e in after if e[0] == "drew"] == [(0, "attack")]
    assert len(game.state.players[0].hand) == held + 1


@pytest.mark.rule("top.space.occupied")
@pytest.mark.rule("top.turn.one-combat")
def test_an_eliminator_with_a_second_combat_may_only_stay_or_fight_again() -> None:
    """Seed 002: the step to "an empty space beside him/her" is for an attacker that has not
    eliminated its enemy; with a second combat granted (Frenzy) the eliminator may still go on
    to a neighbouring enemy, but it is not offered the free spaces around."""
    game, a, d = arena("jiren", "lilibeu", at="d4")  # no green space next to d4
    s = game.state
    other = s.tokens[s.players[1].team[1]]
    other.character, other.cell = "zium", cell(game, "e4")
    s.turn.extra_combats = 1
    fight(game, a, d, roll("punch") * 5)
    pick(game, "no")
    settle_sum(game)
    if kinds(game) == "rescue":
        pick(game, "no")
    assert not d.alive
    assert game.decision is not None
    assert game.decision.kind == "step"
    assert sorted(o[1] for o in game.decision.options) == sorted([cell(game, "d4"), other.cell])
    assert game.decision.options[0] == ("cell", cell(game, "d4"), 0)  # staying comes first


@pytest.mark.rule("top.space.occupied")
def test_an_eliminator_steps_beside_when_another_enemy_still_stands_on_the_space() -> None:
    """Two enemies may share a space (fusion partners); eliminating one leaves the other there, so
    the attacker steps to an empty space beside it, as after a combat without a kill."""
    game, a, d = arena("jiren", "lilibeu", at="c3")
    s = game.state
    partner = s.tokens[s.players[1].team[1]]
    partner.character, partner.cell = "zium", d.cell
    fight(game, a, d, roll("punch") * 5)
    pick(game, "no")
    settle_sum(game)
    if kinds(game) == "rescue":
        pick(game, "no")
    assert not d.alive
    assert game.decision is not None
    assert game.decision.kind == "step"
    cells = {o[1] for o in game.decision.options}
    assert cells <= set(game.content.board.neighbours[partner.cell])


@pytest.mark.rule("top.combat.elimination")
def test_the_rescue_question_is_asked_whether_or_not_a_rescue_card_is_held() -> None:
    """Asking only a player who holds Rescue would show everyone the card before it is played."""
    asked = []
    for hand in ([], ["rescue"]):
        game, a, d = arena("jiren", "kunshi", hands=([], hand))
        fight(game, a, d, roll("punch") * 5)
        pick(game, "no")
        settle_sum(game)
        decision = game.decision
        assert decision is not None
        c = game.state.combat
        assert c is not None
        asked.append((decision.actor, decision.kind, c.stage))
        assert (combat.YES in decision.options) is bool(hand)
    assert asked[0] == asked[1] == (1, "rescue", "rescue")
