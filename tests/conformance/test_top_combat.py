"""Conformance: Tournament of Power combat (seed 002, WARRIOR CARDS, COMBOS DURING COMBAT, DEFEND
AND DODGE, Combat against an enemy, SUPPORT DICE).

Written from the seed text alone and run through the public API of ``tenkaichi.top``. The engine
rolls with its seeded generator and has no fixed-dice entry point, so each situation is found by
trying seeds, and the expected outcome is worked out from the dice the public events show.
"""

from __future__ import annotations

import pytest

from tenkaichi.top import Game, view
from tenkaichi.top.render import SYMBOL
from tenkaichi.top.symbols import counts, doubles, forms, symbol_sum

from .top_support import (
    BOARD,
    CONTENT,
    KICK,
    NEUTRAL,
    PLAIN_0,
    PLAIN_1,
    PUNCH,
    ROW_1,
    ROW_3,
    SPHERE,
    STAR,
    STRENGTH,
    TELEPORT,
    act,
    cell,
    choose,
    fight,
    first_turn,
    form,
    formed,
    hand,
    kinds,
    labels,
    rolls_of,
    token,
)

LETTER = {i: SYMBOL[name] for i, name in enumerate(CONTENT.faces)}


def plain_sum(dice, values) -> int:
    total = sum(values[face] for face in dice)
    same = len(set(dice)) == 1 and dice[0] not in (STAR, TELEPORT)
    return total * 2 if same else total


def probe_fight(game: Game, move: str, **policy) -> list[tuple]:
    """The events of playing ``move`` then one combat with ``policy``, on a copy."""
    probe = game.clone()
    mark = len(probe.events)
    choose(probe, move)
    fight(probe, **policy)
    return probe.events[mark:]


def situation(teams, cells, move, test, events=NEUTRAL, **policy) -> Game:
    """A game at seat 0's first move in which playing ``move`` with ``policy`` passes ``test``."""
    return first_turn(
        teams, cells, events=events, ok=lambda g: test(g, probe_fight(g, move, **policy))
    )


MONNA_HITS_PIRINA = "Monna a1 -> a3 and attack Pirina"


# -- top.combat.power-technique --------------------------------------------------------------------


@pytest.mark.rule("top.combat.power-technique")
def test_attacker_rolls_power_dice_and_rerolls_up_to_technique_times():
    """002 WARRIOR CARDS: "Power: Number of dice that you roll"; "Technique: Number of times that
    you can reroll the dice of your choice after rolling the initial die" - Monna (P4 T2): 4 dice, 3
    rolls at most."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL)
    monna = token(game, "Monna")["id"]
    choose(game, MONNA_HITS_PIRINA)
    asked = 0
    while game.decision.kind == "reroll" and game.decision.actor == 0:
        asked += 1
        act(game, game.decision.options[-1])
    assert asked == form("monna").technique == 2
    rolls = [e for e in game.events if e[0] == "rolled" and e[1] == monna]
    assert [e[3] for e in rolls] == [1, 2, 3]
    assert all(len(e[2]) == form("monna").power == 4 for e in rolls)


@pytest.mark.rule("top.combat.power-technique")
def test_a_reroll_may_take_any_choice_of_dice_and_keeps_the_others():
    """002 WARRIOR CARDS: "reroll the dice of your choice"; Monna's example: "She decides to keep
    and reroll 2"."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL)
    monna = token(game, "Monna")["id"]
    choose(game, MONNA_HITS_PIRINA)
    options = labels(game)
    assert options[0] == "stop here"
    assert len(options) == 1 + (2**4 - 1)  # every non-empty choice of the 4 dice
    index = next(i for i, x in enumerate(options) if x.endswith("re-roll 2"))
    kept = options[index][len("keep [") : options[index].index("]")].split()
    act(game, game.decision.options[index])
    second = rolls_of(game.events, monna)[1]
    letters = [LETTER[f] for f in second]
    for symbol in kept:
        assert symbol in letters
        letters.remove(symbol)


@pytest.mark.rule("top.combat.power-technique")
def test_a_power_5_warrior_rolls_five_dice():
    """002 COMBOS: "Roll the number of dice indicated by the Power of your Warrior" (Kakunsa P5)."""
    teams = [["Kakunsa", *PLAIN_0[1:]], PLAIN_1]
    game = first_turn(teams, [ROW_1, ROW_3], events=NEUTRAL)
    kakunsa = token(game, "Kakunsa")["id"]
    choose(game, "Kakunsa a1 -> a3 and attack Pirina")
    fight(game)
    assert len(rolls_of(game.events, kakunsa)[0]) == 5


# -- top.combat.combos and top.combat.star-wild ----------------------------------------------------


@pytest.mark.rule("top.combat.combos")
def test_a_formed_combo_deals_the_damage_printed_next_to_it():
    """002 WARRIOR CARDS: "The 2 combos on the lower right ... inflict the damage shown next to each
    of the 2 attacks on your enemy"."""

    def combo_on_first_roll(game, events):
        first = rolls_of(events, token(game, "Monna")["id"])[0]
        return any(formed(first, c.need) for c in form("monna").combos)

    game = situation([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], MONNA_HITS_PIRINA, combo_on_first_roll)
    mark = len(game.events)
    choose(game, MONNA_HITS_PIRINA)
    choose(game, "stop here")
    combo = next(
        c
        for c in reversed(form("monna").combos)
        if formed(rolls_of(game.events, token(game, "Monna")["id"])[0], c.need)
    )
    choose(game, f"{combo.name}: {combo.damage} damage")
    pirina = token(game, "Pirina")["id"]
    assert ("damaged", pirina, combo.damage, combo.damage) in game.events[mark:]


@pytest.mark.rule("top.combat.combos")
@pytest.mark.rule("top.combat.star-wild")
def test_only_the_combos_the_dice_form_are_offered_stars_filling_any_gap():
    """002 COMBOS: "Perform 1 of your Warrior's 2 combos" (one the dice make); "Star -> Replaces any
    symbol"."""
    seen = 0
    for seed in range(40):
        try:
            game = first_turn(
                [PLAIN_0, PLAIN_1],
                [ROW_1, ROW_3],
                events=NEUTRAL,
                seeds=range(seed * 15, seed * 15 + 15),
            )
        except AssertionError:
            continue
        choose(game, MONNA_HITS_PIRINA)
        choose(game, "stop here")
        dice = rolls_of(game.events, token(game, "Monna")["id"])[0]
        offered = labels(game) if game.decision.kind == "resolve" else []
        for combo in form("monna").combos:
            present = any(x.startswith(f"{combo.name}: ") for x in offered)
            assert present == formed(dice, combo.need), (dice, combo, offered)
            seen += present
    assert seen > 0


@pytest.mark.rule("top.combat.combos")
def test_monna_has_the_20_damage_human_cannonball_of_the_example():
    """002 COMBOS example: Monna "succeeds with her combo and inflicts 20 damage on her
    opponent"."""
    assert 20 in [c.damage for c in form("monna").combos]
    assert (
        CONTENT.characters["monna"].endurance,
        form("monna").power,
        form("monna").technique,
    ) == (17, 4, 2)


@pytest.mark.rule("top.combat.star-wild")
def test_the_star_stands_for_any_symbol_in_a_combo():
    """002 COMBOS: "Star -> Replaces any symbol"; Monna's example: "She converts it into [the symbol
    she needs] so she succeeds with her combo"."""
    need = tuple(1 if i in (PUNCH, SPHERE) else 0 for i in range(6))
    assert forms(counts([PUNCH, STAR]), need, STAR)
    assert forms(counts([STAR, SPHERE]), need, STAR)
    assert forms(counts([STAR, STAR]), need, STAR)
    assert not forms(counts([PUNCH, KICK]), need, STAR)
    two_spheres = tuple(2 if i == SPHERE else 0 for i in range(6))
    assert forms(counts([SPHERE, STAR, KICK]), two_spheres, STAR)
    assert not forms(counts([SPHERE, TELEPORT, KICK]), two_spheres, STAR)


# -- top.combat.symbol-sum and top.combat.special-double -------------------------------------------


@pytest.mark.rule("top.combat.symbol-sum")
def test_monnas_example_sum_is_nine():
    """002 COMBOS example: "she could have added the values of her results and inflicted 9 damage
    on her opponent, as equals 2 + 3 + 3 + 1 = 9"."""
    values = form("monna").values
    dice = [PUNCH, SPHERE, STRENGTH, KICK]
    assert [values[f] for f in dice] == [2, 3, 3, 1]
    assert symbol_sum(counts(dice), values, STAR, CONTENT.offensive)[0] == 9


@pytest.mark.rule("top.combat.symbol-sum")
def test_two_symbols_are_worth_nothing_in_a_sum():
    """002 WARRIOR CARDS: "add the value of each of the symbols on your dice ... The XX and XX
    symbols are worth 0 points" (two of the six symbols)."""
    assert len(CONTENT.zero_value) == 2
    values = form("monna").values
    base = symbol_sum(counts([PUNCH, SPHERE]), values, STAR, CONTENT.offensive)[0]
    zeros = list(CONTENT.zero_value)
    assert symbol_sum(counts([PUNCH, SPHERE, *zeros]), values, STAR, CONTENT.offensive)[0] == base
    assert base == values[PUNCH] + values[SPHERE]


@pytest.mark.rule("top.combat.symbol-sum")
def test_a_failed_combo_deals_the_sum_of_the_rolled_symbols():
    """002 COMBOS: "If your combo fails, add the value of each symbol by looking at the card of the
    Warrior that you are playing. This is the amount of damage points that you inflict"."""

    def no_combo(game, events):
        first = rolls_of(events, token(game, "Monna")["id"])[0]
        return not any(formed(first, c.need) for c in form("monna").combos)

    game = situation([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], MONNA_HITS_PIRINA, no_combo)
    mark = len(game.events)
    choose(game, MONNA_HITS_PIRINA)
    fight(game, resolve="symbol sum")
    dice = rolls_of(game.events, token(game, "Monna")["id"])[0]
    expected = plain_sum(list(dice), form("monna").values)
    pirina = token(game, "Pirina")["id"]
    assert ("damaged", pirina, expected, expected) in game.events[mark:]


@pytest.mark.rule("top.combat.special-double")
def test_jirens_five_identical_symbols_double_to_50():
    """002 WARRIOR CARDS example: "Jiren rolls 5 5 5 5 5, which causes his opponent 25 damage,
    multiplied by 2" - all dice on one offensive symbol double the damage."""
    values = form("jiren").values
    five = next(f for f in CONTENT.offensive if values[f] == 5)
    damage, face = symbol_sum(counts([five] * 5), values, STAR, CONTENT.offensive)
    assert (damage, face) == (50, five)
    assert doubles(counts([five] * 5), STAR, CONTENT.offensive) == five


@pytest.mark.rule("top.combat.special-double")
def test_no_doubling_for_the_zero_symbols_or_for_mixed_dice():
    """002 WARRIOR CARDS: "Multiply your attack damage by 2 if all of your rolls represent the same
    offensive attack symbol. Does not work for the XX and XX symbols"."""
    values = form("jiren").values
    for zero in CONTENT.zero_value:
        assert symbol_sum(counts([zero] * 5), values, STAR, CONTENT.offensive)[0] == 0
        assert doubles(counts([zero] * 5), STAR, CONTENT.offensive) == -1
    mixed = [PUNCH, PUNCH, PUNCH, PUNCH, KICK]
    expected = 4 * values[PUNCH] + values[KICK]
    assert symbol_sum(counts(mixed), values, STAR, CONTENT.offensive) == (expected, -1)
    assert doubles(counts(mixed), STAR, CONTENT.offensive) == -1


@pytest.mark.rule("top.combat.special-double")
def test_identical_symbols_in_play_are_offered_at_double_value():
    """002 COMBOS: "(the damage is multiplied by 2 if all of the symbols are identical)" - read
    from the dice the engine rolled for Lilibeu (P2), whose two dice often match."""

    def pair(game, events):
        first = rolls_of(events, token(game, "Lilibeu")["id"])[0]
        return len(set(first)) == 1 and first[0] in CONTENT.offensive

    teams = [["Lilibeu", *PLAIN_0[1:]], PLAIN_1]
    game = situation(teams, [ROW_1, ROW_3], "Lilibeu a1 -> a3 and attack Pirina", pair)
    choose(game, "Lilibeu a1 -> a3 and attack Pirina")
    if game.decision.kind == "reroll":
        choose(game, "stop here")
    dice = rolls_of(game.events, token(game, "Lilibeu")["id"])[0]
    doubled = 2 * 2 * form("lilibeu").values[dice[0]]  # two dice, each worth the value, x2
    if game.decision.kind == "resolve":
        choose(game, "symbol sum")
    attack = [e for e in game.events if e[0] == "attack"][-1]
    assert attack[3] == doubled


# -- top.combat.card-combos ------------------------------------------------------------------------

HIT_TEAM = ["Hit", *PLAIN_0[1:]]


def attack_card_formed(game, events) -> bool:
    seat_hand = hand(game, 0)
    return any(
        e[0] == "played"
        and e[1] == 0
        and e[2] in seat_hand
        and CONTENT.cards[e[2]].deck == "attack"
        for e in events
    )


@pytest.mark.rule("top.combat.card-combos")
@pytest.mark.rule("top.cards.attack")
def test_an_attack_card_combo_may_be_formed_instead_of_the_warriors():
    """002 COMBOS: "Card Combos: You can choose one of your Attack, Defence and Special cards
    instead of the combos for your Warrior card"; Attack Cards: "Discard at the bottom of the stack
    of Attack cards once used (if you succeed with its combo)"."""

    def card_option(game, events):
        probe = game.clone()
        choose(probe, "Hit a1 -> a3 and attack Pirina")
        fight(probe, rerolls=3, stop=("resolve",))
        if probe.decision.kind != "resolve":
            return False
        card = hand(game, 0)
        return any(
            CONTENT.cards[c].deck == "attack"
            and any(x.startswith(CONTENT.cards[c].name + ":") for x in labels(probe))
            for c in card
        )

    game = first_turn(
        [HIT_TEAM, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL, ok=lambda g: card_option(g, None)
    )
    card = next(c for c in hand(game, 0) if CONTENT.cards[c].deck == "attack")
    spec = CONTENT.cards[card]
    attack_deck = view(game, 0)["deck_sizes"]["attack"]
    choose(game, "Hit a1 -> a3 and attack Pirina")
    fight(game, rerolls=3, stop=("resolve",))
    dice = rolls_of(game.events, token(game, "Hit")["id"])[-1]
    assert formed(dice, spec.combo)
    mark = len(game.events)
    choose(game, f"{spec.name}: {spec.damage} damage")
    attack = kinds(game.events[mark:], "attack")[0]
    assert attack[3] == spec.damage
    assert attack[4] == card
    fight(game)
    assert card not in hand(game, 0)
    assert ("played", 0, card) in game.events[mark:]
    drawn = len([e for e in game.events[mark:] if e[0] == "drew" and e[2] == "attack"])
    assert view(game, 0)["deck_sizes"]["attack"] == attack_deck + 1 - drawn


@pytest.mark.rule("top.combat.card-combos")
@pytest.mark.rule("top.cards.attack")
def test_an_attack_card_whose_combo_failed_is_not_offered_and_stays_in_hand():
    """002 Attack Cards: "if you fail to form your card combo, you can add the value of the symbols
    on your dice ... Then you keep the Attack card"."""

    def card_missing(game, events):
        card = next(c for c in hand(game, 0) if CONTENT.cards[c].deck == "attack")
        dice = rolls_of(events, token(game, "Monna")["id"])[0]
        return not formed(dice, CONTENT.cards[card].combo)

    game = situation([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], MONNA_HITS_PIRINA, card_missing)
    card = next(c for c in hand(game, 0) if CONTENT.cards[c].deck == "attack")
    choose(game, MONNA_HITS_PIRINA)
    choose(game, "stop here")
    offered = labels(game) if game.decision.kind == "resolve" else []
    assert not any(x.startswith(CONTENT.cards[card].name + ":") for x in offered)
    fight(game, resolve="symbol sum")
    assert card in hand(game, 0)


# -- top.combat.lightning --------------------------------------------------------------------------


@pytest.mark.rule("top.combat.lightning")
def test_an_attack_kept_from_the_first_roll_allows_no_defence():
    """002 DEFEND AND DODGE: "Lightning attack If the attacker performs a combo ... without using
    their re-rolls, the player who is attacked can not defend themselves (with either cards or
    dice)"."""

    def pirina_can_defend(game, events):
        return any(
            CONTENT.cards[c].deck == "defence" and CONTENT.cards[c].timing == "attack"
            for c in hand(game, 1)
        )

    game = situation([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], MONNA_HITS_PIRINA, pirina_can_defend)
    mark = len(game.events)
    choose(game, MONNA_HITS_PIRINA)
    choose(game, "stop here")
    while game.decision.kind == "resolve":
        act(game, game.decision.options[0])
    assert not (game.decision.actor == 1 and game.decision.kind.startswith("defend"))
    after = game.events[mark:]
    attack = kinds(after, "attack")[0]
    assert attack[5] == 1
    assert kinds(after, "defends") == []
    pirina = token(game, "Pirina")["id"]
    assert ("damaged", pirina, attack[3], attack[3]) in after


# -- top.combat.defence-cards ----------------------------------------------------------------------


def pirina_has_defence(game, events=None) -> bool:
    return any(
        CONTENT.cards[c].deck == "defence" and CONTENT.cards[c].timing == "attack"
        for c in hand(game, 1)
    )


@pytest.mark.rule("top.combat.defence-cards")
def test_after_one_reroll_the_defender_may_use_defence_cards_but_not_dodge_dice():
    """002 DEFEND AND DODGE: "Starting with the 2nd dice roll of the enemy you are attacking, you
    can only use cards from Defence cards that you have in your hand"."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL, ok=pirina_has_defence)
    defence = [
        CONTENT.cards[c].name
        for c in hand(game, 1)
        if CONTENT.cards[c].deck == "defence" and CONTENT.cards[c].timing == "attack"
    ]
    choose(game, MONNA_HITS_PIRINA)
    fight(game, rerolls=1, resolve="symbol sum", stop=("defend",))
    assert game.decision.kind == "defend"
    assert game.decision.actor == 1
    offered = labels(game)
    assert "take it" in offered
    assert "roll a Dodge" not in offered
    for name in defence:
        assert f"play {name}" in offered
    assert all(x == "take it" or any(x == f"play {n}" for n in defence) for x in offered)


@pytest.mark.rule("top.combat.defence-cards")
def test_a_defence_card_is_rolled_for_with_the_defenders_power_dice():
    """002 DEFEND AND DODGE: "use cards from Defence cards that you have in your hand by rolling the
    number of dice indicated by your Power and by rolling them as many times as your Technique
    allows" (Pirina P4 T2)."""

    def has_dodge_card(game, events=None):
        return "dodge" in hand(game, 1)

    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL, ok=has_dodge_card)
    mark = len(game.events)
    choose(game, MONNA_HITS_PIRINA)
    fight(game, rerolls=1, resolve="symbol sum", defend="play Dodge")
    rolled = [e for e in game.events[mark:] if e[0] == "defence-rolled"]
    assert rolled
    assert all(len(e[2]) == form("pirina").power for e in rolled)
    assert len(rolled) <= 1 + form("pirina").technique


# -- top.combat.dodge ------------------------------------------------------------------------------


@pytest.mark.rule("top.combat.dodge")
def test_after_two_rerolls_the_defender_may_roll_a_dodge():
    """002 DEFEND AND DODGE: "Starting with the 3rd dice roll of the enemy that you are attacking,
    you can defend yourself with ... the Dodge combo shown on your Warrior card"."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL)
    choose(game, MONNA_HITS_PIRINA)
    fight(game, rerolls=2, resolve="symbol sum", stop=("defend",))
    assert game.decision.kind == "defend"
    assert game.decision.actor == 1
    assert "roll a Dodge" in labels(game)


def dodge_outcome(success: bool):
    def test(game, events):
        rolls = [e[2] for e in events if e[0] == "defence-rolled"]
        if not rolls:
            return False
        got = sum(1 for f in rolls[-1] if f in (TELEPORT, STAR))
        return (got >= form("pirina").dodge) == success

    return test


@pytest.mark.rule("top.combat.dodge")
@pytest.mark.rule("top.combat.star-wild")
@pytest.mark.parametrize("success", [True, False])
def test_a_dodge_that_shows_enough_teleports_cancels_all_the_damage(success):
    """002 WARRIOR CARDS: "Dodge: ... take the number of dice shown by your Power ... and roll them
    as many times as your Technique ... allows until you have the number of [teleport] symbols
    shown on your card"; DEFEND AND DODGE: "If the Dodge succeeds, you will not receive any
    damage"."""
    policy = {"rerolls": 2, "resolve": "symbol sum", "defend": "roll a Dodge"}
    game = situation(
        [PLAIN_0, PLAIN_1], [ROW_1, ROW_3], MONNA_HITS_PIRINA, dodge_outcome(success), **policy
    )
    mark = len(game.events)
    choose(game, MONNA_HITS_PIRINA)
    fight(game, **policy)
    after = game.events[mark:]
    rolls = [e[2] for e in after if e[0] == "defence-rolled"]
    assert all(len(r) == form("pirina").power for r in rolls)
    assert len(rolls) <= 1 + form("pirina").technique
    attack = kinds(after, "attack")[0]
    pirina = token(game, "Pirina")["id"]
    damaged = [e for e in after if e[0] == "damaged" and e[1] == pirina]
    if success:
        assert damaged == [] or damaged[0][2] == 0
    else:
        assert damaged[0][2] == attack[3]


# -- top.combat.elimination ------------------------------------------------------------------------

JIREN_TEAM = ["Jiren", *PLAIN_0[1:]]
WEAK_1 = ["Lilibeu", "Saonel", "Sanka Ku", "Su Roas", "Bergamo", "Murichim"]


def kills(game, events) -> bool:
    return any(e[0] == "eliminated" for e in events)


@pytest.mark.rule("top.combat.elimination")
def test_more_damage_than_endurance_eliminates_the_warrior():
    """002 WARRIOR CARDS: "Endurance: If you receive more damage than you have Endurance points,
    then your Warrior is eliminated"; END OF GAME counts "Warriors on the game board"."""
    game = situation(
        [JIREN_TEAM, WEAK_1],
        [ROW_1, ROW_3],
        "Jiren a1 -> a3 and attack Lilibeu",
        kills,
        transform="no",
    )
    lilibeu = token(game, "Lilibeu")["id"]
    before = game.scores()[1]
    mark = len(game.events)
    choose(game, "Jiren a1 -> a3 and attack Lilibeu")
    fight(game, transform="no")
    after = game.events[mark:]
    damage = next(e for e in after if e[0] == "damaged" and e[1] == lilibeu)
    assert damage[3] > CONTENT.characters["lilibeu"].endurance
    assert any(e[0] == "eliminated" and e[1] == lilibeu for e in after)
    assert token(game, "Lilibeu")["alive"] is False
    assert game.scores()[1] == before - 1


@pytest.mark.rule("top.combat.elimination")
@pytest.mark.parametrize("step", ["R", "Y", "B"])
def test_the_eliminator_draws_the_colour_of_the_eliminated_warriors_space(step):
    """002 Combat against an enemy: "your Warrior is then eliminated and the attacker will draw a
    card in the colour of the space where the eliminated Warrior had been" - Lilibeu on a3
    (yellow): a Defence card, wherever Jiren then stands."""
    assert BOARD.colour(cell("a3")) == "Y"
    game = situation(
        [JIREN_TEAM, WEAK_1],
        [ROW_1, ROW_3],
        "Jiren a1 -> a3 and attack Lilibeu",
        kills,
        events={"calm", "long-stride", "surge", "respite"},
        transform="no",
    )
    mark = len(game.events)
    choose(game, "Jiren a1 -> a3 and attack Lilibeu")
    fight(game, transform="no")
    if game.decision.kind == "step" and game.decision.actor == 0:
        option = next((o for o in game.decision.options if BOARD.colour(o[1]) == step), None)
        if option is None:
            pytest.skip(f"no {step} space to step to")
        act(game, option)
    draws = [(e[1], e[2]) for e in game.events[mark:] if e[0] == "drew"]
    assert draws == [(0, "defence")]


# -- top.combat.counter-attack and top.combat.self-elimination -------------------------------------

FROST_1 = ["Frost", *WEAK_1[1:]]


@pytest.mark.rule("top.combat.counter-attack")
@pytest.mark.rule("top.power.counter-attack")
def test_a_defender_with_counter_attack_strikes_back_right_after_the_attack():
    """002 Combat against an enemy: "if the Warrior attacked has the "Counter-Attack" ability, they
    will attack you immediately after your attack"; Warrior powers: "Counter-attack: after the enemy
    attacks, counter-attack them immediately during their turn" (Frost)."""
    assert form("frost").ability == "counter-attack"
    game = first_turn([PLAIN_0, FROST_1], [ROW_1, ROW_3], events=NEUTRAL)
    monna, frost = token(game, "Monna")["id"], token(game, "Frost")["id"]
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Frost")
    fight(game)
    after = game.events[mark:]
    strikes = [(e[1], e[3]) for e in after if e[0] == "attack"]
    assert [s for s, _ in strikes] == [monna, frost]
    assert any(e[0] == "damaged" and e[1] == monna for e in after) or strikes[1][1] == 0
    combat_over = next(i for i, e in enumerate(after) if e[0] == "combat-over")
    assert [i for i, e in enumerate(after) if e[0] == "attack"][1] < combat_over


@pytest.mark.rule("top.combat.self-elimination")
def test_an_attacker_can_be_eliminated_during_its_own_attack():
    """002 Combat against an enemy: "Attention: It is possible to eliminate yourself when you attack
    if you receive more damage during the attack than your Warrior has Endurance points" - Lilibeu
    (E8) attacks Frost, who counter-attacks."""
    teams = [["Lilibeu", *PLAIN_0[1:]], FROST_1[:1] + PLAIN_1[1:]]

    def lilibeu_falls(game, events):
        lilibeu = token(game, "Lilibeu")["id"]
        return any(e[0] == "eliminated" and e[1] == lilibeu for e in events)

    game = situation(teams, [ROW_1, ROW_3], "Lilibeu a1 -> a3 and attack Frost", lilibeu_falls)
    mark = len(game.events)
    choose(game, "Lilibeu a1 -> a3 and attack Frost")
    fight(game)
    lilibeu = token(game, "Lilibeu")["id"]
    after = game.events[mark:]
    taken = sum(e[2] for e in after if e[0] == "damaged" and e[1] == lilibeu)
    assert taken > CONTENT.characters["lilibeu"].endurance
    assert token(game, "Lilibeu")["alive"] is False
    assert game.scores()[0] == 5


# -- top.support.dice ------------------------------------------------------------------------------

# Dyspo on a1 attacks an enemy on d2; Kunshi on c1 stands next to d2 (the seed's example pair).
DYSPO_TEAM = ["Dyspo", "Kunshi", "Lavender", "Damon", "Basil", "Napapa"]
DYSPO_CELLS = ["a1", "c1", "g1", "i1", "k1", "k5"]


@pytest.mark.rule("top.support.dice")
def test_dyspo_attacks_with_one_extra_die_when_kunshi_is_beside_him():
    """002 SUPPORT DICE example: "Dyspo and Kunshi are on the same team. Dyspo attacks Vegeta, he
    can therefore roll an additional attack die because Kunshi is beside him" (Dyspo P5 -> 6
    dice)."""
    teams = [DYSPO_TEAM, ["Vegeta", *PLAIN_1[1:]]]
    game = first_turn(teams, [DYSPO_CELLS, ["d2", "c4", "e4", "g4", "i4", "k4"]], events=NEUTRAL)
    choose(game, "Dyspo a1 -> d2 and attack Vegeta")
    fight(game, transform="no")
    assert len(rolls_of(game.events, token(game, "Dyspo")["id"])[0]) == form("dyspo").power + 1


@pytest.mark.rule("top.support.dice")
def test_the_attacked_warrior_gets_a_defence_die_per_teammate_beside_it():
    """002 SUPPORT DICE example: "if Vegeta decides to attack Dyspo or Kunshi, the Warrior attacked
    will have 1 additional Defence die" (Kunshi P4 dodges with 5 dice)."""
    teams = [["Vegeta", *PLAIN_1[1:]], ["Kunshi", "Dyspo", "Lavender", "Damon", "Basil", "Napapa"]]
    cells = [["a1", "c1", "e1", "g1", "i1", "k1"], ["a3", "c4", "g4", "i4", "k4", "e6"]]
    policy = {"rerolls": 2, "resolve": "symbol sum", "defend": "roll a Dodge", "transform": "no"}

    def dyspo_joins_kunshi(game: Game) -> None:
        choose(game, "Dyspo c4 -> b4")  # seat 1's turn: Dyspo steps next to Kunshi
        if game.decision.kind == "start":
            choose(game, "pass")

    def then_neutral(game: Game) -> bool:
        probe = game.clone()
        dyspo_joins_kunshi(probe)
        event = next(e for e in reversed(probe.events) if e[0] == "event")
        if not (event[1] == 0 and event[2] in NEUTRAL and probe.decision.kind == "move"):
            return False
        mark = len(probe.events)
        choose(probe, "Vegeta a1 -> a3 and attack Kunshi")
        fight(probe, **policy)
        return any(e[0] == "defence-rolled" for e in probe.events[mark:])

    game = first_turn(teams, cells, seat=1, events=NEUTRAL, ok=then_neutral)
    dyspo_joins_kunshi(game)
    mark = len(game.events)
    choose(game, "Vegeta a1 -> a3 and attack Kunshi")
    fight(game, **policy)
    rolled = [e for e in game.events[mark:] if e[0] == "defence-rolled"]
    assert rolled
    assert all(len(e[2]) == form("kunshi").power + 1 for e in rolled)


@pytest.mark.rule("top.support.dice")
def test_two_supporters_give_two_dice():
    """002 SUPPORT DICE: "If there are 2 support Warriors, the Warrior who is attacking will then
    have 2 support dice or 6 dice in total (which is the maximum) instead of 4" (Monna P4)."""
    teams = [PLAIN_0, PLAIN_1]
    # Monna on a1 attacks Pirina on d2; Basil on c1 and Lavender on e3 are both next to d2.
    cells = [["a1", "c1", "e3", "g1", "i1", "k1"], ["d2", "c5", "g5", "i5", "k5", "a7"]]
    game = first_turn(teams, cells, events=NEUTRAL)
    choose(game, "Monna a1 -> d2 and attack Pirina")
    fight(game)
    assert len(rolls_of(game.events, token(game, "Monna")["id"])[0]) == 6


@pytest.mark.rule("top.support.dice")
def test_never_more_than_six_dice():
    """002 SUPPORT DICE: "6 dice in total (which is the maximum)" - Hit (P6) with a teammate beside
    him still rolls 6."""
    teams = [HIT_TEAM, PLAIN_1]
    cells = [["a1", "c1", "e1", "g1", "i1", "k1"], ["d2", "c5", "g5", "i5", "k5", "a7"]]
    game = first_turn(teams, cells, events=NEUTRAL)
    choose(game, "Hit a1 -> d2 and attack Pirina")
    fight(game)
    assert len(rolls_of(game.events, token(game, "Hit")["id"])[0]) == 6


@pytest.mark.rule("top.support.dice")
def test_no_support_die_without_a_teammate_beside_the_attacker():
    """002 SUPPORT DICE: support dice come from Warriors "in contact with your Warrior who is
    attacking" - alone, Monna rolls her Power of 4."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL)
    choose(game, MONNA_HITS_PIRINA)
    fight(game)
    assert len(rolls_of(game.events, token(game, "Monna")["id"])[0]) == 4


@pytest.mark.rule("top.support.dice")
def test_at_most_two_support_dice_however_many_teammates_stand_by():
    """002 THE GAME BOARD: "roll 1 or 2 additional dice if 1 or 2 of your Warriors are in spaces
    adjacent" - Lilibeu (P2) with three teammates around her target rolls 2 + 2 = 4 dice."""
    team = ["Lilibeu", "Basil", "Lavender", "Damon", "Kunshi", "Napapa"]
    # Basil on c1, Lavender on c3, Damon on e3: all three next to d2, none next to another
    cells = [["a1", "c1", "c3", "e3", "i1", "k1"], ["d2", "g5", "i5", "a7", "e9", "k9"]]
    game = first_turn([team, PLAIN_1], cells, events=NEUTRAL)
    choose(game, "Lilibeu a1 -> d2 and attack Pirina")
    fight(game)
    assert len(rolls_of(game.events, token(game, "Lilibeu")["id"])[0]) == 4


@pytest.mark.rule("top.combat.counter-attack")
def test_a_defender_without_counter_attack_only_defends():
    """002 Combat against an enemy: "Only the Warrior whose turn it is can attack. The Warrior
    attacked can only defend themselves (unless they have a "Counter-Attack" ability.)"."""
    for seed_range in (range(0, 300), range(300, 600)):
        game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_3], events=NEUTRAL, seeds=seed_range)
        mark = len(game.events)
        choose(game, MONNA_HITS_PIRINA)
        fight(game, rerolls=2)
        strikers = {e[1] for e in game.events[mark:] if e[0] in ("attack", "rolled")}
        assert strikers == {token(game, "Monna")["id"]}
        assert not any(e[0] == "counter-attack" for e in game.events[mark:])


@pytest.mark.rule("top.combat.dodge")
def test_android_18_dodges_with_her_five_dice_needing_four_teleports():
    """002 DEFEND AND DODGE example: "To dodge, Android 18 needs to get 4 [teleports] in 2 rolls ...
    with her 5 dice and 2 re-rolls" - her Dodge roll uses 5 dice (P5) and at most 1 + 2 rolls."""
    a18 = form("android-18")
    assert (a18.power, a18.technique, a18.dodge) == (5, 2, 4)
    teams = [PLAIN_0, ["Android 18", *PLAIN_1[1:]]]
    policy = {"rerolls": 2, "resolve": "symbol sum", "defend": "roll a Dodge"}
    game = situation(
        teams,
        [ROW_1, ROW_3],
        "Monna a1 -> a3 and attack Android 18",
        lambda g, ev: any(e[0] == "defence-rolled" for e in ev),
        **policy,
    )
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Android 18")
    fight(game, **policy)
    rolls = [e[2] for e in game.events[mark:] if e[0] == "defence-rolled"]
    assert 1 <= len(rolls) <= 3
    assert all(len(r) == 5 for r in rolls)
    got = sum(1 for f in rolls[-1] if f in (TELEPORT, STAR))
    a18_id = token(game, "Android 18")["id"]
    damaged = [e for e in game.events[mark:] if e[0] == "damaged" and e[1] == a18_id]
    attack = next(e for e in game.events[mark:] if e[0] == "attack")
    assert (damaged[0][2] if damaged else 0) == (0 if got >= 4 else attack[3])
