"""Conformance: Tournament of Power cards (seed 002, CARD INSTRUCTIONS and PLAY step 5).

Written from the seed text alone and run through the public API of ``tenkaichi.top``. The seed
describes the decks but prints no card; the cards used here are those of the packaged decks,
chosen by what the seed says of them (Dodge, Rescue, "No defence possible", "invulnerable card
only"...). Dice come from the seeded generator, so each situation is found by trying seeds.
"""

from __future__ import annotations

import random

import pytest

from tenkaichi.top import Game, view
from tenkaichi.top.runner import make_bot, play

from .top_support import (
    CONTENT,
    NEUTRAL,
    PLAIN_0,
    PLAIN_1,
    ROW_1,
    ROW_3,
    SPHERE,
    act,
    choose,
    fight,
    first_turn,
    formed,
    hand,
    kinds,
    labels,
    token,
    turns,
    yes,
)

HIT_0 = ["Hit", *PLAIN_0[1:]]
MONNA = "Monna a1 -> a3 and attack Pirina"
HIT = "Hit a1 -> a3 and attack Pirina"


def card(card_id: str):
    return CONTENT.cards[card_id]


def situation(teams, move, test, events=NEUTRAL, seeds=range(1500), **policy) -> Game:
    def ok(game: Game) -> bool:
        if not test(game, None):
            return False
        probe = game.clone()
        mark = len(probe.events)
        try:
            choose(probe, move)
            fight(probe, **policy)
        except (AssertionError, StopIteration):
            return False
        return test(game, probe.events[mark:])

    return first_turn(teams, [ROW_1, ROW_3], events=events, ok=ok, seeds=seeds)


def holds(seat: int, card_id: str):
    return lambda game, events: card_id in hand(game, seat)


def random_game(players: int, seed: int, watch=None) -> Game:
    """Play a whole game with uniformly random choices; ``watch(game)`` sees every decision."""
    game = Game.start(players, seed=seed)
    pick = random.Random(seed)
    while game.decision is not None:
        if watch:
            watch(game)
        act(game, pick.choice(game.decision.options))
    return game


# -- top.cards.hand-limit --------------------------------------------------------------------------


@pytest.mark.rule("top.cards.hand-limit")
def test_a_hand_over_five_is_cut_to_five_at_the_start_of_the_turn():
    """002 PLAY 5: "You can not have more than 5 cards in your hand. Discard at the beginning of
    your turn if you have too many cards"."""
    seen = {"discards": 0, "moves": 0}

    def watch(game: Game) -> None:
        d = game.decision
        if d.kind == "move":
            seen["moves"] += 1
            assert len(hand(game, d.actor)) <= 5
        if d.kind == "discard":
            seen["discards"] += 1
            assert len(hand(game, d.actor)) > 5
            turn = [e for e in game.events if e[0] == "turn"][-1]
            assert turn[2] == d.actor  # at the beginning of the discarding player's own turn
            since = game.events[game.events.index(turn) :]
            assert not any(e[0] in ("moved", "event") for e in since)

    for seed in range(4):
        random_game(2, seed, watch)
    assert seen["discards"] > 0
    assert seen["moves"] > 0


@pytest.mark.rule("top.cards.hand-limit")
def test_discards_stop_exactly_at_five_cards():
    """002 CARD INSTRUCTIONS: "You can have up to 5 cards" - a player discards down to 5, no
    further."""
    state = {"last": None, "checked": 0}

    def watch(game: Game) -> None:
        last = state["last"]
        if last is not None and last[0] == "discard" and game.decision.kind != "discard":
            state["checked"] += 1
            assert len(hand(game, last[1])) == 5
        state["last"] = (game.decision.kind, game.decision.actor)

    for seed in range(4):
        random_game(3, seed, watch)
    assert state["checked"] > 0


# -- top.cards.extra-combat-once -------------------------------------------------------------------


@pytest.mark.rule("top.cards.extra-combat-once")
def test_at_most_one_special_one_extra_combat_card_and_one_counter_card_per_turn():
    """002 Special Cards: "you can only use a single Special card per turn"; PLAY 5: "You can
    therefore only use a single card that adds additional combat per game round"; Defence Cards:
    "You can only play one "Counter-Attack" card per turn"."""
    extra = {cid for cid, c in CONTENT.cards.items() if c.extra_combat and c.deck != "event"}
    counters = {cid for cid, c in CONTENT.cards.items() if c.effect == "counter"}
    specials_seen = 0
    for seed in range(10):
        game = Game.start(2, seed=seed)
        game = play(game, [make_bot("greedy", seed), make_bot("greedy", seed + 50)])
        for turn in turns(game):
            for seat in (0, 1):
                played = [e[2] for e in turn if e[0] == "played" and e[1] == seat]
                specials = [c for c in played if card(c).deck == "special"]
                specials_seen += len(specials)
                assert len(specials) <= 1, turn
                assert len([c for c in played if c in extra]) <= 1, turn
                assert len([c for c in played if c in counters]) <= 1, turn
    assert specials_seen > 0


@pytest.mark.rule("top.cards.extra-combat-once")
def test_once_a_special_is_played_no_other_special_is_offered_that_turn():
    """002 Special Cards: "Special feature: you can only use a single Special card per turn" - a
    player holding two Specials playable at the start of the turn plays one, and is never offered
    the other during that turn."""
    checked = 0
    for seed in range(40):
        game = Game.start(2, seed=seed)
        pick = random.Random(seed)
        watching = None  # (seat, turn number) after that seat played a Special this turn
        while game.decision is not None:
            d = game.decision
            now = len(kinds(game.events, "turn"))
            if watching is not None and now != watching[1]:
                watching, checked = None, checked + 1
            if d.kind == "start" and watching is None:
                specials = [
                    o
                    for o, x in zip(d.options, labels(game), strict=True)
                    if x.endswith("(special)")
                ]
                if len(specials) >= 2:
                    watching = (d.actor, now)
                    act(game, specials[0])
                    continue
            if watching is not None and d.actor == watching[0]:
                assert not any(x.endswith("(special)") for x in labels(game)), labels(game)
            act(game, pick.choice(d.options))
        if checked >= 3:
            break
    assert checked > 0


# -- top.cards.defence -----------------------------------------------------------------------------


def dodge_card_outcome(success: bool):
    def test(game, events):
        if events is None:
            return "dodge" in hand(game, 1)
        rolls = [e[2] for e in events if e[0] == "defence-rolled"]
        return bool(rolls) and formed(rolls[-1], card("dodge").combo) == success

    return test


@pytest.mark.rule("top.cards.defence")
@pytest.mark.parametrize("success", [True, False])
def test_a_defence_card_is_discarded_if_its_combo_succeeds_and_kept_if_it_fails(success):
    """002 Defence Cards: "Discard at the bottom of the Defence cards stack if the combo is
    successful. If the combo on your Defence card fails, you take the damage received from the
    attack, but keep your card" (the Dodge card, Pirina defending)."""
    policy = {"rerolls": 1, "resolve": "symbol sum", "defend": "play Dodge"}
    game = situation([PLAIN_0, PLAIN_1], MONNA, dodge_card_outcome(success), **policy)
    pirina = token(game, "Pirina")["id"]
    defence_deck = view(game, 0)["deck_sizes"]["defence"]
    mark = len(game.events)
    choose(game, MONNA)
    fight(game, **policy)
    after = game.events[mark:]
    attack = next(e for e in after if e[0] == "attack")
    damaged = [e for e in after if e[0] == "damaged" and e[1] == pirina]
    drawn = len([e for e in after if e[0] == "drew" and e[2] == "defence"])
    if success:
        assert "dodge" not in hand(game, 1)
        assert damaged == [] or damaged[0][2] == 0
        assert view(game, 0)["deck_sizes"]["defence"] == defence_deck + 1 - drawn
    else:
        assert "dodge" in hand(game, 1)
        assert damaged
        assert damaged[0][2] == attack[3]
        assert view(game, 0)["deck_sizes"]["defence"] == defence_deck - drawn


@pytest.mark.rule("top.cards.defence")
@pytest.mark.rule("top.combat.elimination")
def test_rescue_brings_back_an_eliminated_warrior():
    """002 Defence Cards: "Play: ... after your Warrior is eliminated"; Combat: "Only the "Rescue"
    card can save an eliminated Warrior"."""
    teams = [["Jiren", *PLAIN_0[1:]], ["Lilibeu", *PLAIN_1[1:]]]
    move = "Jiren a1 -> a3 and attack Lilibeu"

    def asked(game, events):
        if events is None:
            return "rescue" in hand(game, 1)
        return True

    def ok(game):
        if not asked(game, None):
            return False
        probe = game.clone()
        choose(probe, move)
        fight(probe, transform="no", stop=("rescue",))
        return probe.decision.kind == "rescue"

    game = first_turn(teams, [ROW_1, ROW_3], events=NEUTRAL, ok=ok)
    choose(game, move)
    fight(game, transform="no", stop=("rescue",))
    assert game.decision.kind == "rescue"
    assert game.decision.actor == 1
    act(game, yes(game))
    fight(game, transform="no")
    lilibeu = token(game, "Lilibeu")
    assert lilibeu["alive"] is True
    assert "rescue" not in hand(game, 1)
    assert game.scores()[1] == 6


@pytest.mark.rule("top.cards.defence")
@pytest.mark.parametrize("sphere", [True, False])
def test_a_sphere_only_defence_card_answers_only_sphere_attacks(sphere):
    """002 Defence Cards: "Play: depending on the card: in response to an attack by the enemy with
    cards or dice; in response to a sphere attack only ..." (Deflect, a sphere-only card)."""
    assert card("deflect").timing == "sphere"
    combos = [c for c in CONTENT.characters["monna"].forms[0].combos if c.sphere]
    resolve = f"{combos[0].name}: " if sphere else "symbol sum"

    def test(game, events):
        if events is None:
            return "deflect" in hand(game, 1)
        attack = next((e for e in events if e[0] == "attack"), None)
        return (
            attack is not None
            and attack[3] > 0
            and (not sphere or attack[2] in (0, 1))
            and (
                sphere
                or not all(
                    f == SPHERE for f in next(e[2] for e in reversed(events) if e[0] == "rolled")
                )
            )
        )

    policy = {"rerolls": 1, "resolve": resolve, "stop": ("defend",)}
    game = situation([PLAIN_0, PLAIN_1], MONNA, test, **policy)
    choose(game, MONNA)
    fight(game, **policy)
    assert game.decision.kind == "defend"
    assert game.decision.actor == 1
    assert ("play Deflect" in labels(game)) == sphere


# -- top.cards.special -----------------------------------------------------------------------------


@pytest.mark.rule("top.cards.special")
def test_a_special_card_goes_under_its_deck_once_used():
    """002 Special Cards: "Duration: effective immediately. Discard on the bottom of the Special
    cards stack after using" (Recovery, played at the start of the turn)."""
    # Recovery needs a hurt warrior: let seat 1 hit first, then seat 0 starts its turn with it.
    for seed in range(2000):
        try:
            game = first_turn(
                [PLAIN_1, PLAIN_0], [ROW_3, ROW_1], events=NEUTRAL, seeds=range(seed, seed + 1)
            )
        except AssertionError:
            continue
        if "recovery" not in hand(game, 1):
            continue
        choose(game, "Pirina a3 -> a1 and attack Monna")
        fight(game)
        while game.decision.actor == 0:
            act(game, game.decision.options[0])
        if game.decision.kind != "start" or "play Recovery (special)" not in labels(game):
            continue
        break
    else:
        raise AssertionError("no seed gives the situation")
    specials = view(game, 1)["deck_sizes"]["special"]
    mark = len(game.events)
    choose(game, "play Recovery (special)")
    while game.decision.kind not in ("move", "start"):
        act(game, game.decision.options[0])
    assert "recovery" not in hand(game, 1)
    assert ("played", 1, "recovery") in game.events[mark:]
    assert any(e[0] == "healed" for e in game.events[mark:])
    assert view(game, 1)["deck_sizes"]["special"] == specials + 1


# -- top.cards.defence-inset -----------------------------------------------------------------------


def card_attack(card_id: str, defender_holds=None):
    """Hit holds ``card_id`` (and Pirina ``defender_holds``), and Hit forms the card after
    re-rolling everything three times."""

    def test(game, events):
        if events is None:
            return card_id in hand(game, 0) and (
                defender_holds is None or defender_holds in hand(game, 1)
            )
        return any(e[0] == "attack" and e[4] == card_id and e[3] > 0 for e in events)

    return test


def inset_game(card_id: str, defender_holds=None) -> Game:
    policy = {"rerolls": 3, "resolve": f"{card(card_id).name}: ", "stop": ("defend",)}
    game = situation(
        [HIT_0, PLAIN_1], HIT, card_attack(card_id, defender_holds), seeds=range(6000), **policy
    )
    choose(game, HIT)
    fight(game, **policy)
    return game


@pytest.mark.rule("top.cards.defence-inset")
def test_no_defence_possible_means_the_damage_lands_even_after_three_rolls():
    """002 Attack Cards: ""No defence possible" means that you immediately lose the damage points
    from the attack" (Blitz)."""
    assert card("blitz").defence == "none"
    game = inset_game("blitz")
    assert not (game.decision.kind == "defend" and game.decision.actor == 1)
    attack = next(e for e in reversed(game.events) if e[0] == "attack")
    assert attack[5] == 4  # four rolls: without the inset, any defence would be open
    pirina = token(game, "Pirina")["id"]
    assert ("damaged", pirina, attack[3], attack[3]) in game.events
    assert not any(e[0] == "defends" for e in game.events)


@pytest.mark.rule("top.cards.defence-inset")
def test_defence_with_cards_only_forbids_the_dodge_roll():
    """002 Attack Cards: "This inset specifies how the opponent can defend themselves" - Point-blank
    allows cards only: Pirina, holding a Dodge card, may play it but may not roll a Dodge, even
    after four rolls."""
    assert card("point-blank").defence == "cards"
    game = inset_game("point-blank", defender_holds="dodge")
    assert game.decision.kind == "defend"
    assert game.decision.actor == 1
    assert "play Dodge" in labels(game)
    assert "roll a Dodge" not in labels(game)


@pytest.mark.rule("top.cards.defence-inset")
def test_invulnerable_only_admits_no_ordinary_defence():
    """002 Attack Cards: ""Defence: invulnerable card only": You can only defend yourself with a
    card labelled "invulnerable"" (Ultimate Beam against Pirina holding an ordinary Dodge card)."""
    assert card("ultimate-beam").defence == "invulnerable"
    assert not card("dodge").invulnerable
    game = inset_game("ultimate-beam", defender_holds="dodge")
    offered = labels(game) if game.decision.kind == "defend" else []
    invulnerable = {c.name for c in CONTENT.cards.values() if c.invulnerable}
    for x in offered:
        assert x == "take it" or x.removeprefix("play ") in invulnerable, x
    assert "play Dodge" not in offered
    assert "roll a Dodge" not in offered
