"""Set-up, the turn, spaces, cards, fusion and the end of the game (seed 002)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.errors import ContentError, RuleViolation
from tenkaichi.top import rounds, rules
from tenkaichi.top.bots import GreedyBot, RandomBot
from tenkaichi.top.combat import FUSE, NO
from tenkaichi.top.content import load_content
from tenkaichi.top.engine import TIME_UP_AFTER_CHOICE, Game, replay
from tenkaichi.top.runner import play, run_game, simulated_time_up
from tenkaichi.top.state import CardId
from tenkaichi.top.views import seat_view

from .helpers import arena, cell, events, fight, kinds, pick, ready, roll, settle_sum

PASS = ("pass", 0, 0)


def _turn(game: Game, seat: int = 0, event: str = "calm") -> None:
    """Begin ``seat``'s turn with a chosen Event card on top (and pass at its start when no card
    can be played then)."""
    game.state.decks["event"].remove(CardId(event))
    game.state.decks["event"].insert(0, CardId(event))
    rounds.begin_turn(game, seat)
    decision = game.decision
    if decision is not None and decision.kind == "start" and decision.options == (PASS,):
        pick(game, "pass")


def _green_ahead(game: Game, character: str) -> None:
    """Seat 0 alone near the green space b2, ``character`` on top of the unplayed stack."""
    _solo(game, "a1")
    game.state.unplayed = [c for c in game.state.unplayed if c != character]
    game.state.unplayed.insert(0, character)
    _turn(game)


def _solo(game: Game, at: str) -> None:
    """Only seat 0's first warrior on the board, at ``at``; seat 1's first far away at k11."""
    s = game.state
    for token in s.tokens:
        token.cell = -1
    s.tokens[s.players[0].team[0]].cell = cell(game, at)
    s.tokens[s.players[1].team[0]].cell = cell(game, "k11")


# -- set-up -----------------------------------------------------------------------------
@pytest.mark.rule("top.setup.decks")
def test_the_four_decks_are_shuffled_separately_from_the_seed() -> None:
    content = load_content()
    one, two = Game.start(2, 1), Game.start(2, 2)
    for deck in ("attack", "defence", "special", "event"):
        assert Counter(one.state.decks[deck]) == Counter(content.decks[deck])
    assert one.state.decks["attack"] != list(content.decks["attack"])
    assert one.state.decks != two.state.decks
    assert Game.start(2, 1).state.decks == one.state.decks


@pytest.mark.rule("top.setup.draft")
@pytest.mark.rule("top.setup.fusion-only")
def test_the_draft_goes_round_one_warrior_at_a_time_and_skips_fusions() -> None:
    game = Game.start(3, 5)
    pickers = []
    names = set()
    while game.state.phase == "draft":
        decision = game.decision
        assert decision is not None
        offered = {game.content.draftable[o[1]] for o in decision.options}
        assert not offered & {"kefla", "anilaza"}
        assert not offered & names
        pickers.append(decision.actor)
        game.choose(len(decision.options) - 1)
        names.add(game.state.tokens[-1].character)
    first = game.state.first_picker
    # seed 002: "then the player to their right does likewise"; play goes clockwise, up the
    # seat numbers, so the player on one's right is the seat before
    assert pickers == [(first - i) % 3 for i in range(3)] * 6
    assert all(len(p.team) == 6 for p in game.state.players)


@pytest.mark.rule("top.setup.draft")
@pytest.mark.rule("top.setup.placement")
def test_the_draft_and_the_placement_pass_to_the_right_against_the_order_of_play() -> None:
    """Seed 002: the first picker chooses, "then the player to their right does likewise and so
    on", and "play continues around the board clockwise": seated clockwise in the order of
    play, the player on one's right is the one before. Tokens are then placed "taking turns",
    in the same order as the draft."""
    game = Game.start(4, 9, settings={"first_picker": "seat0"})
    drafters = []
    while game.state.phase == "draft":
        assert game.decision is not None
        drafters.append(game.decision.actor)
        game.choose(0)
    placers = []
    while game.state.phase == "place":
        assert game.decision is not None
        placers.append(game.decision.actor)
        game.choose(0)
    assert drafters[:4] == [0, 3, 2, 1]
    assert drafters == [0, 3, 2, 1] * 6
    assert placers == drafters
    turns = [e[2] for e in events(game, "turn")]
    first = game.state.first_seat
    assert turns[0] == first  # while play itself goes up the seat numbers
    assert rules.right_of(first, 4) == (first - 1) % 4


@pytest.mark.rule("top.setup.warrior-cards")
@pytest.mark.rule("top.roster")
def test_the_roster_has_every_form_of_the_seed_table() -> None:
    content = load_content()
    forms = {
        f.name: (c.endurance, f.power, f.technique)
        for c in content.characters.values()
        for f in c.forms
    }
    assert len(forms) == 109
    assert forms["Full Power Jiren"] == (42, 6, 4)
    assert forms["Ultra Instinct Son Goku"] == (34, 6, 4)
    assert forms["Super Saiyan Blue Evolved Vegeta"] == (33, 6, 4)
    assert forms["Monna"] == (17, 4, 2)
    assert forms["Lilibeu"] == (8, 2, 1)
    assert len(content.characters["son-goku"].forms) == 9  # 8 transformations
    assert len(content.characters["vegeta"].forms) == 5
    assert content.characters["son-goku"].transform_dice == 2
    assert content.characters["vegeta"].transform_dice == 2
    abilities = {f.ability for c in content.characters.values() for f in c.forms}
    assert abilities - {"none"} == set(rules_abilities())
    for solo in ("vegeta", "jiren", "frieza"):
        assert {f.ability for f in content.characters[solo].forms} == {"solo"}


def rules_abilities() -> tuple[str, ...]:
    from tenkaichi.top.content import ABILITIES

    return ABILITIES


@pytest.mark.rule("top.setup.unused-stack")
def test_undrafted_warriors_form_a_shuffled_stack() -> None:
    game = ready(2, 3)
    drafted = {t.character for t in game.state.tokens}
    stack = game.state.unplayed
    assert set(stack) == set(game.content.draftable) - drafted
    assert stack != [c for c in game.content.draftable if c in set(stack)]


@pytest.mark.rule("top.setup.placement")
def test_teammates_are_never_placed_next_to_each_other() -> None:
    game = ready(4, 7)
    board = game.content.board
    for player in game.state.players:
        cells = [game.state.tokens[i].cell for i in player.team]
        assert all(board.cells[c] != "G" for c in cells)
        for x in cells:
            assert not set(board.neighbours[x]) & set(cells)


@pytest.mark.rule("top.setup.starting-hand")
def test_each_player_starts_with_a_defence_an_attack_and_a_special_card() -> None:
    game = ready(3, 2)
    for player in game.state.players:
        decks = sorted(game.content.cards[c].deck for c in player.hand)
        assert decks == ["attack", "defence", "special"]


@pytest.mark.rule("top.length")
def test_a_five_turn_game_gives_each_player_five_turns() -> None:
    game = Game.start(3, 11, settings={"turns": 5, "early_end": False})
    play(game, [RandomBot(i) for i in range(3)])
    turns = Counter(e[2] for e in events(game, "turn"))
    rounds = {e[1] for e in events(game, "turn")}
    assert max(rounds) >= 5
    living = [seat for seat in range(3) if turns[seat]]
    assert all(
        turns[seat] >= 5 for seat in living if game.state.tokens[game.state.players[seat].team[0]]
    )


# -- the turn ---------------------------------------------------------------------------
@pytest.mark.rule("top.turn.event")
def test_an_event_is_revealed_first_applies_at_once_and_lasts_the_turn() -> None:
    game, _, _ = arena("monna", "pirina")
    _solo(game, "a1")
    _turn(game, 0, "long-stride")
    assert game.state.turn.event == "long-stride"
    assert game.state.turn.move_range == 6
    assert game.state.decks["event"][-1] == "long-stride"  # to the bottom after use
    reach = [game.content.board.distance[cell(game, "a1")][o[2]] for o in game.decision.options]  # type: ignore[union-attr]
    assert max(reach) == 6
    _turn(game, 1, "calm")
    assert game.state.turn.move_range == 4


@pytest.mark.rule("top.turn.move")
def test_a_move_reaches_every_space_up_to_four_away_passing_tokens() -> None:
    game, a, _ = arena("monna", "pirina")
    _solo(game, "f6")
    blocker = game.state.tokens[game.state.players[1].team[1]]
    blocker.cell = cell(game, "f7")
    _turn(game)
    decision = game.decision
    assert decision is not None
    assert decision.kind == "move"
    board = game.content.board
    reached = {o[2] for o in decision.options if o[1] == 0}
    assert reached == set(board.within(a.cell, 1, 4))
    assert cell(game, "f9") in reached  # beyond the token on f7


@pytest.mark.parametrize(
    ("space", "deck"), [("d1", "attack"), ("b1", "defence"), ("c1", "special")]
)
@pytest.mark.rule("top.space.red")
@pytest.mark.rule("top.space.yellow")
@pytest.mark.rule("top.space.blue")
def test_ending_on_a_coloured_space_draws_that_deck(space: str, deck: str) -> None:
    game, _, _ = arena("monna", "pirina")
    _solo(game, "a1")
    colour = {"attack": "R", "defence": "Y", "special": "B"}[deck]
    assert game.content.board.colour(cell(game, space)) == colour
    _turn(game)
    pick(game, "move", 0, cell(game, space))
    assert events(game, "drew")[-1][1:3] == (0, deck)


@pytest.mark.rule("top.space.green")
def test_a_green_space_fights_the_top_unplayed_warrior_and_a_win_draws_two_of_choice() -> None:
    """Seed 002: "the player on your right draws a Warrior from the stack of those not in play
    and defends against the attack from your Warrior ... In the event of victory, draw 2 cards
    from the category of your choice among Defence, Attack and Special cards" -- those two
    only: the winner is not moved off the green space (it has not failed to eliminate its
    enemy) and the green space has no deck of its own."""
    game, a, _ = arena("jiren", "pirina")
    _green_ahead(game, "lilibeu")
    game.rng = ScriptedRng([2] * 5)  # type: ignore[assignment]
    pick(game, "move", 0, cell(game, "b2"))
    green = events(game, "green")[-1]
    assert green[3] == "lilibeu"
    assert green[4] == 1
    assert game.decision is not None
    assert game.decision.kind == "transform"
    assert game.decision.actor == 0
    mark = len(game.events)
    pick(game, "no")
    settle_sum(game)
    npc = game.state.tokens[green[2]]
    assert not npc.alive
    assert "lilibeu" not in game.state.unplayed
    assert game.decision is not None
    assert game.decision.kind == "bonus"  # no step first
    assert a.cell == cell(game, "b2")
    pick(game, "deck", 2)
    pick(game, "deck", 2)
    after = game.events[mark:]
    assert not [e for e in after if e[0] == "stepped"]
    assert [e[1:3] for e in after if e[0] == "drew"] == [(0, "special"), (0, "special")]
    assert a.cell == cell(game, "b2")


@pytest.mark.rule("top.space.green")
def test_the_player_on_the_right_runs_the_green_warrior() -> None:
    """Seed 002: "the player on your right draws a Warrior"; play goes clockwise, up the seat
    numbers, so seat 0's right-hand neighbour in a 3-player game is seat 2 (seat 1 when seat 2
    has no warriors left)."""
    for seat2_alive, runner in ((True, 2), (False, 1)):
        game = ready(3, 4)
        s = game.state
        for token in s.tokens:
            token.cell = -1
        s.tokens[s.players[0].team[0]].cell = cell(game, "a1")
        for i, tid in enumerate(s.players[1].team):
            s.tokens[tid].cell = cell(game, "k11") if i == 0 else -1
        for i, tid in enumerate(s.players[2].team):
            s.tokens[tid].cell = cell(game, "k9") if i == 0 else -1
            s.tokens[tid].alive = seat2_alive
        for player in s.players:
            player.hand = []
        _turn(game)
        pick(game, "move", 0, cell(game, "b2"))
        assert events(game, "green")[-1][4] == runner


@pytest.mark.rule("top.space.occupied")
@pytest.mark.rule("top.space.green")
def test_a_warrior_on_a_green_space_can_be_attacked_and_its_space_draws_nothing() -> None:
    """A green-space winner keeps the green space (seed 002), so an enemy may stand there: it is
    "a space occupied by a Warrior token", attacked even when the unplayed stack is empty, and
    its eliminator draws nothing for it (a green space has no deck of its own)."""
    game, a, d = arena("jiren", "lilibeu")
    _solo(game, "a1")
    d.cell = cell(game, "b2")
    game.state.unplayed = []
    _turn(game)
    assert game.decision is not None
    assert ("move", 0, d.cell) in game.decision.options
    assert ("move", 0, cell(game, "f2")) not in game.decision.options  # a free green: no stack
    game.rng = ScriptedRng(roll("punch") * 5)  # type: ignore[assignment]
    mark = len(game.events)
    pick(game, "move", 0, d.cell)
    assert events(game, "combat")[-1][1:] == ("board", a.id, d.id)
    pick(game, "no")  # Jiren does not transform
    settle_sum(game)
    if kinds(game) == "rescue":
        pick(game, "no")
    assert not d.alive
    assert a.cell == cell(game, "b2")
    assert [e for e in game.events[mark:] if e[0] == "drew" and e[1] == 0] == []


@pytest.mark.rule("top.space.green")
def test_an_unbeaten_green_warrior_goes_back_under_the_stack() -> None:
    game, _, _ = arena("lilibeu", "pirina")
    _green_ahead(game, "jiren")
    game.rng = ScriptedRng([1, 1] + [1] * 20)  # type: ignore[assignment]
    pick(game, "move", 0, cell(game, "b2"))
    while game.decision is not None and game.decision.kind in ("transform", "reroll", "resolve"):
        game.choose(
            game.decision.options.index(("no", 0, 0)) if game.decision.kind == "transform" else 0
        )
    assert game.state.unplayed[-1] == "jiren"


@pytest.mark.rule("top.turn.one-combat")
def test_after_a_combat_no_second_fight_without_a_card() -> None:
    for event, second in (("calm", False), ("frenzy", True)):
        game, a, d = arena("monna", "pirina", at="f6")
        s = game.state
        other = s.tokens[s.players[1].team[1]]
        other.character = "zium"
        _turn(game, 0, event)
        a.cell, d.cell = cell(game, "f3"), cell(game, "f6")
        other.cell = cell(game, "g6")
        game._decision = None
        game.rng = ScriptedRng([1] * 30)  # type: ignore[assignment]
        pick(game, "move", 0, d.cell)
        while kinds(game) in ("reroll", "resolve", "transform"):
            game.choose(0)
        assert kinds(game) == "step"
        offered = {o[1] for o in game.decision.options}  # type: ignore[union-attr]
        assert (other.cell in offered) is second


@pytest.mark.rule("top.cards.hand-limit")
def test_discard_down_to_five_at_the_start_of_the_turn() -> None:
    game, _, _ = arena(
        "monna",
        "pirina",
        hands=(["volley", "flurry", "crush", "dodge", "guard", "calm", "blitz"], []),
    )
    _solo(game, "f6")
    _turn(game)
    for _ in range(2):
        assert game.decision is not None
        assert game.decision.kind == "discard"
        pick(game, "discard", 0)
    assert len(game.state.players[0].hand) == 5


@pytest.mark.rule("top.cards.extra-combat-once")
def test_one_special_card_per_turn_and_one_card_that_adds_a_combat() -> None:
    game, a, _ = arena(
        "cabba", "pirina", hands=(["second-wind", "transformation", "follow-up"], [])
    )
    _solo(game, "f6")
    _turn(game)
    start = game.decision
    assert start is not None
    assert start.kind == "start"
    pick(game, "card", 0)
    assert game.state.turn.extra_combats == 1
    assert game.state.turn.extra_card
    assert not rules.special_allowed(game, 0)
    from tenkaichi.top import combat, transform

    assert transform._transform_card(game, a) is None  # a second Special this turn is refused
    # a Follow-up formed later this turn adds no second extra combat
    game.state.turn.extra_combats = 0
    d = game.state.tokens[game.state.players[1].team[0]]
    d.cell = a.cell
    game.rng = ScriptedRng([1, 1, 1, 1, 1])  # type: ignore[assignment]
    game.state.phase = "move"
    combat.begin(game, "board", a, d)
    game._decision = None
    pick(game, "no")
    pick(game, "stop")
    assert game.state.turn.extra_combats == 0


@pytest.mark.rule("top.cards.special")
def test_recovery_heals_ten_and_goes_under_the_special_deck() -> None:
    game, a, _ = arena("monna", "pirina", hands=(["recovery"], []))
    _solo(game, "f6")
    a.damage = 12
    _turn(game)
    pick(game, "card", 0)
    assert a.damage == 2
    assert game.state.decks["special"][-1] == "recovery"


# -- fusion -----------------------------------------------------------------------------
def _pair(game: Game) -> tuple[int, int]:
    s = game.state
    kale, caulifla = (s.tokens[i] for i in s.players[0].team[:2])
    kale.character, caulifla.character = "kale", "caulifla"
    kale.cell = caulifla.cell = cell(game, "f6")
    return kale.id, caulifla.id


def _bystanders(game: Game) -> int:
    """Seat 0's second and third warriors become Kale and Caulifla on one space, away from the
    fight of its first warrior; the id of the Kale token."""
    s = game.state
    kale, caulifla = (s.tokens[i] for i in s.players[0].team[1:3])
    kale.character, caulifla.character = "kale", "caulifla"
    kale.cell = caulifla.cell = cell(game, "h8")
    return kale.id


@pytest.mark.rule("top.fusion.card")
@pytest.mark.rule("top.fusion.double-loss")
def test_the_fusion_card_fuses_partners_on_one_space_who_count_twice() -> None:
    game, _, _ = arena("monna", "pirina", hands=(["fusion"], []))
    _solo(game, "a1")
    kale, caulifla = _pair(game)
    game.state.tokens[kale].damage, game.state.tokens[caulifla].damage = 4, 3
    before = rules.score(game, 0)
    _turn(game)
    pick(game, "card", 0)
    fused = game.state.tokens[kale]
    assert fused.character == "kefla"
    assert fused.fused
    assert fused.damage == 7
    assert not game.state.tokens[caulifla].alive
    assert rules.score(game, 0) == before
    fused.alive = False
    assert rules.score(game, 0) == before - 2


@pytest.mark.rule("top.fusion.roll")
def test_without_the_card_a_d6_of_four_fuses_at_the_beginning_of_combat() -> None:
    """Seed 002: "you can try to fuse your 2 characters at the beginning of combat (if they are
    in the same space and on the same team) on a single dice roll with a result equal to or
    greater than 4" -- not at the start of the turn."""
    for die, fuses in ((4, True), (3, False)):
        game, a, d = arena("monna", "pirina")
        kale = _bystanders(game)
        _turn(game)
        start = game.decision
        assert start is None or all(o[0] != "fuse" for o in start.options)
        fight(game, a, d, [die] + roll("kick") * 4)
        assert game.decision is not None
        assert (game.decision.kind, game.decision.actor) == ("fuse", 0)
        pick(game, "fuse")
        assert events(game, "fusion-roll")[-1][2:] == (die, fuses)
        assert game.state.tokens[kale].fused is fuses
        assert game.decision is not None
        assert game.decision.kind == "reroll"  # the combat goes on


@pytest.mark.rule("top.fusion.roll")
@pytest.mark.parametrize("side", [0, 1])
def test_a_holder_of_the_fusion_card_is_offered_no_fusion_roll(side: int) -> None:
    """Seed 002: "If you do not have the fusion card, you can try to fuse your 2 characters at
    the beginning of combat". The attacker's player (side 0) or the defender's (side 1) holding
    a Fusion card is still asked (what everyone sees allows the roll, so being asked tells no
    one what is held), with "no" as the only answer; no die is rolled."""
    hands: tuple[list[str], list[str]] = (["fusion"], []) if side == 0 else ([], ["fusion"])
    game, a, d = arena("monna", "pirina", hands=hands)
    s = game.state
    kale, caulifla = (s.tokens[i] for i in s.players[side].team[1:3])
    kale.character, caulifla.character = "kale", "caulifla"
    kale.cell = caulifla.cell = cell(game, "h8")
    fight(game, a, d, [6] + roll("kick") * 4)
    decision = game.decision
    assert decision is not None
    assert (decision.kind, decision.actor, decision.options) == ("fuse", side, (NO,))
    assert GreedyBot(side).choose(seat_view(game, side), decision) == 0
    with pytest.raises(RuleViolation, match="not a legal option"):
        game.choose(FUSE)
    pick(game, "no")
    assert not events(game, "fusion-roll")
    assert not kale.fused
    assert game.state.players[side].hand == ["fusion"]  # the card is kept for a later turn


@pytest.mark.rule("top.fusion.roll")
def test_without_the_card_in_hand_the_fusion_roll_is_offered_again() -> None:
    """The same pair, the Fusion card held by the other player: the roll is offered."""
    game, a, d = arena("monna", "pirina", hands=([], ["fusion"]))
    _bystanders(game)
    fight(game, a, d, [4] + roll("kick") * 4)
    assert game.decision is not None
    assert (game.decision.kind, game.decision.options) == ("fuse", (FUSE, NO))


@pytest.mark.rule("top.fusion.roll")
def test_a_defending_partner_fuses_and_fights_as_the_fusion() -> None:
    game, a, _ = arena("monna", "pirina")
    s = game.state
    kale, caulifla = (s.tokens[i] for i in s.players[1].team[:2])
    kale.character, caulifla.character = "kale", "caulifla"
    kale.cell = caulifla.cell = a.cell
    fight(game, a, caulifla, [5] + roll("kick") * 4)
    assert game.decision is not None
    assert (game.decision.kind, game.decision.actor) == ("fuse", 1)
    pick(game, "fuse")
    assert caulifla.fused
    assert caulifla.character == "kefla"  # the defender keeps its token, fused
    assert not kale.alive


@pytest.mark.rule("top.fusion.roll")
def test_the_fighter_reading_offers_the_roll_only_to_a_fighting_partner() -> None:
    game, a, d = arena("monna", "pirina", fusion_roll_in="fighter")
    _bystanders(game)
    fight(game, a, d, roll("kick") * 4)
    assert game.decision is not None
    assert game.decision.kind != "fuse"


@pytest.mark.rule("top.fusion.card")
def test_a_partner_may_join_its_partner_on_its_space() -> None:
    game, _, _ = arena("monna", "pirina")
    _solo(game, "a1")
    s = game.state
    kale, caulifla = (s.tokens[i] for i in s.players[0].team[:2])
    kale.character, caulifla.character = "kale", "caulifla"
    kale.cell, caulifla.cell = cell(game, "f6"), cell(game, "f8")
    s.tokens[s.players[0].team[2]].cell = cell(game, "f4")
    _turn(game)
    targets = {(o[1], o[2]) for o in game.decision.options}  # type: ignore[union-attr]
    assert (0, cell(game, "f8")) in targets
    assert (0, cell(game, "f4")) not in targets  # any other teammate's space is closed


# -- the end ----------------------------------------------------------------------------
@pytest.mark.rule("top.end.winner")
def test_the_most_warriors_left_wins() -> None:
    game = ready(3, 4)
    s = game.state
    s.tokens[s.players[1].team[0]].alive = False
    s.tokens[s.players[2].team[0]].alive = False
    rounds.finish(game)
    assert game.over
    assert s.winners == [0]


@pytest.mark.rule("top.end.tie-two")
def test_two_tied_players_settle_it_with_a_duel() -> None:
    game = ready(3, 4)
    s = game.state
    s.tokens[s.players[2].team[0]].alive = False
    rounds.finish(game)
    decision = game.decision
    assert decision is not None
    assert decision.kind == "duel"
    play(game, [RandomBot(i) for i in range(3)])
    assert game.over
    assert len(s.winners) in (1, 2)
    assert set(s.winners) <= {0, 1}
    assert events(game, "combat")[-1][1] == "duel"


@pytest.mark.rule("top.end.tie-many")
def test_more_than_two_tied_play_another_round() -> None:
    game = ready(3, 4)
    last = game.state.last_round
    rounds.finish(game)
    assert not game.over
    assert game.state.last_round == last + 1
    assert events(game, "extra-round")


@pytest.mark.rule("top.setup.draft")
def test_a_die_roll_picks_who_drafts_first() -> None:
    """Seed 002: "Roll a die to determine who starts by picking their first warrior"."""
    firsts = set()
    for seed in range(40):
        game = Game.start(4, seed)
        decision = game.decision
        assert decision is not None
        assert decision.kind == "draft"
        assert decision.actor == game.state.first_picker
        assert events(game, "draft-begins") == [("draft-begins", decision.actor)]
        firsts.add(decision.actor)
    assert firsts == {0, 1, 2, 3}
    assert Game.start(4, 3, settings={"first_picker": "seat0"}).state.first_picker == 0


@pytest.mark.rule("top.length")
def test_the_45_minute_mode_finishes_the_round_in_which_time_is_called() -> None:
    """Seed 002: "at the end of 45 minutes of play, finish the current round before ending the
    game". The shell keeps the clock and calls time; the engine finishes the round."""
    settings = {"length": "minutes", "early_end": False}
    game = Game.start(3, 11, settings=settings)
    assert game.content.settings.minutes == 45
    with pytest.raises(RuleViolation, match="once the game is set up"):
        game.call_time()
    bots = [RandomBot(i) for i in range(3)]
    while game.decision is not None:
        s = game.state
        if s.round == 3 and s.turn.seat != s.first_seat and not s.time_called:
            game.call_time()
        game.choose(bots[game.decision.actor].choose(seat_view(game, 0), game.decision))
    assert events(game, "time-up") == [("time-up", 3)]
    scored = game.events.index(events(game, "scores")[0])
    rounds = [e[1] for e in game.events[:scored] if e[0] == "turn"]
    assert max(rounds) == 3
    assert rounds.count(3) == 3  # every player finished round 3
    again = replay(3, 11, game.choices, settings=settings)
    assert again.events == game.events


@pytest.mark.rule("top.length")
def test_only_a_timed_game_has_a_clock_and_the_runner_keeps_one() -> None:
    game = ready(2, 1)
    with pytest.raises(RuleViolation, match="only a timed game"):
        game.call_time()
    for seed in range(3, 6):
        outcome = run_game(4, seed, ["random"] * 4, minutes=45)
        if outcome.turns > 30:  # 45 minutes at 1.5 a turn: 30 turns, then round 8 is finished
            assert outcome.time_up_round == 8
            assert outcome.rounds >= 8


def _timed_game(
    players: int, seed: int, out_after: Callable[[Game], bool], **settings: Any
) -> Game:
    """A timed game of random bots whose clock is checked right after each choice, before the
    engine runs on (as a shell should): time runs out once ``out_after(game)`` holds."""
    game = Game.start(players, seed, settings={"length": "minutes", **settings})
    bots = [RandomBot(i) for i in range(players)]
    while (decision := game.decision) is not None:
        game.choose(bots[decision.actor].choose(seat_view(game, decision.actor), decision))
        if game.state.phase not in ("draft", "place") and out_after(game):
            game.call_time()
    return game


def _ends_round(round_: int) -> Callable[[Game], bool]:
    """Whether the choice just made was the last of round ``round_`` (the engine, run on in a
    copy, begins the next round or ends the game)."""

    def check(game: Game) -> bool:
        if game.state.round != round_:
            return False
        twin = game.clone()
        _ = twin.decision
        return twin.over or twin.state.round > round_

    return check


def _turn_rounds(game: Game) -> list[int]:
    """The round of every turn played before the final scores."""
    scored = game.events.index(events(game, "scores")[0])
    return [int(str(e[1])) for e in game.events[:scored] if e[0] == "turn"]


@pytest.mark.rule("top.length")
def test_time_up_during_the_last_turn_of_a_round_starts_no_other_round() -> None:
    """Seed 002: "at the end of 45 minutes of play, finish the current round before ending the
    game". The clock runs out with the last choice of round 3: round 3 is the current round,
    and it is already finished, so the game ends there (it played round 4 before)."""
    settings = {"early_end": False}
    game = _timed_game(3, 11, _ends_round(3), **settings)
    assert events(game, "time-up") == [("time-up", 3)]
    assert max(_turn_rounds(game)) == 3
    assert _turn_rounds(game).count(3) == 3
    assert TIME_UP_AFTER_CHOICE in game.choices
    again = replay(3, 11, game.choices, settings={"length": "minutes", **settings})
    assert again.events == game.events


@pytest.mark.rule("top.length")
def test_time_up_once_a_round_has_begun_finishes_that_round() -> None:
    """Time that runs out after the first choice of round 4 (its first turn has begun) makes
    round 4 the last, played to its end."""
    settings = {"early_end": False}

    def first_choice_of_round_4(game: Game) -> bool:
        return game.state.round == 4

    game = _timed_game(3, 11, first_choice_of_round_4, **settings)
    assert events(game, "time-up") == [("time-up", 4)]
    assert max(_turn_rounds(game)) == 4
    assert _turn_rounds(game).count(4) == 3
    again = replay(3, 11, game.choices, settings={"length": "minutes", **settings})
    assert again.events == game.events


SIMULATED_ROUNDS = {2: 15, 3: 10, 4: 8, 5: 6, 6: 5}
"""Rounds of a 45-minute game on the simulated clock (90 seconds a turn: 30 turns)."""


@pytest.mark.rule("top.length")
@pytest.mark.parametrize("players", sorted(SIMULATED_ROUNDS))
def test_the_simulated_45_minutes_play_the_round_of_the_30th_turn_and_no_more(
    players: int,
) -> None:
    """``top simulate --minutes 45``: 30 turns of 1.5 minutes, and the round in which the 30th
    turn is played is the last (3 players: 10 rounds, not 11)."""
    game = Game.start(players, 1, settings={"length": "minutes", "early_end": False})
    bots = [RandomBot(i) for i in range(players)]
    while (decision := game.decision) is not None:
        if simulated_time_up(game, 45):
            game.call_time()
        game.choose(bots[decision.actor].choose(seat_view(game, decision.actor), decision))
    turns = _turn_rounds(game)
    assert len(turns) >= 30
    assert events(game, "time-up") == [("time-up", turns[29])]
    assert max(turns) == turns[29]
    assert set(Counter(turns).values()) == {players}  # every player still had warriors
    assert max(turns) == SIMULATED_ROUNDS[players]
    outcome = run_game(players, 1, ["random"] * players, minutes=45)
    assert outcome.time_up_round == SIMULATED_ROUNDS[players]  # more only for a tie of 3+


@pytest.mark.rule("top.length")
def test_the_simulated_turn_length_is_a_setting() -> None:
    """At 180 seconds a turn, 45 minutes are 15 turns: 5 rounds for 3 players."""
    settings = {"length": "minutes", "simulated_turn_seconds": 180, "early_end": False}
    game = Game.start(3, 2, settings=settings)
    bots = [RandomBot(i) for i in range(3)]
    while (decision := game.decision) is not None:
        if simulated_time_up(game, 45):
            game.call_time()
        game.choose(bots[decision.actor].choose(seat_view(game, decision.actor), decision))
    assert max(_turn_rounds(game)) == 5
    assert events(game, "time-up") == [("time-up", 5)]
    with pytest.raises(ContentError, match="simulated_turn_seconds"):
        load_content(None, {"simulated_turn_seconds": 0})


def test_the_green_uses_cards_setting_is_gone() -> None:
    """It changed nothing; the reading (no cards for a green-space warrior) is fixed."""
    with pytest.raises(ContentError, match="green_uses_cards"):
        load_content(None, {"green_uses_cards": True})
