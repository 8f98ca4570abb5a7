"""Conformance: Tournament of Power turns and the board (seed 002, THE GAME BOARD and PLAY).

Written from the seed text alone and run through the public API of ``tenkaichi.top``. Dice come
from the seeded generator, so each situation is found by trying seeds and reading the events.
"""

from __future__ import annotations

import pytest

from tenkaichi.top import Game, view
from tenkaichi.top.runner import make_bot, play

from .top_support import (
    BOARD,
    COLOUR_DECK,
    CONTENT,
    PLAIN_0,
    PLAIN_1,
    ROW_1,
    ROW_3,
    act,
    cell,
    chebyshev,
    choose,
    fight,
    first_turn,
    hand,
    kinds,
    labels,
    no,
    token,
    turns,
    until_move,
)

ROW_11 = ["a11", "c11", "e11", "g11", "i11", "k11"]


def bot_game(players: int, seed: int, bot: str = "greedy", settings=None) -> Game:
    game = Game.start(players, seed=seed, settings=settings)
    return play(game, [make_bot(bot, seed * 10 + s) for s in range(players)])


def move_targets(game: Game) -> dict[str, list[str]]:
    """For each warrior label prefix 'Name a1', the cells its move options reach."""
    out: dict[str, list[str]] = {}
    for label in labels(game):
        origin, rest = label.split(" -> ")
        out.setdefault(origin, []).append(rest.split(" ")[0])
    return out


# -- top.turn.event --------------------------------------------------------------------------------


@pytest.mark.rule("top.turn.event")
def test_every_turn_opens_with_an_event_card_before_the_move():
    """002 PLAY: "1 - Turn over an "Event" card, and do what it says immediately" then "2 - Choose
    1 of your Warrior tokens and move it"."""
    for seed in range(3):
        for turn in turns(bot_game(3, seed)):
            if turn[-1][0] == "scores" or not any(e[0] == "moved" for e in turn):
                continue
            seat = turn[0][2]
            kinds_in_order = [e[0] for e in turn]
            assert "event" in kinds_in_order
            event = turn[kinds_in_order.index("event")]
            assert event[1] == seat
            assert kinds_in_order.index("event") < kinds_in_order.index("moved")


@pytest.mark.rule("top.turn.event")
def test_an_event_lasts_only_for_the_turn_of_the_player_who_drew_it():
    """002 Event Cards: "Duration: its effect stops at the end of the turn of the player who drew
    the card" - Long Stride's longer move is gone on the next player's turn."""

    def next_player_plain(game: Game) -> bool:
        probe = game.clone()
        choose(probe, "Monna a1 -> a2")
        fight(probe)
        until_move(probe)
        event = next(e for e in reversed(probe.events) if e[0] == "event")
        return event[1] == 1 and event[2] not in ("long-stride", "heavy-legs")

    game = first_turn(
        [PLAIN_0, PLAIN_1], [ROW_1, ROW_11], events={"long-stride"}, ok=next_player_plain
    )
    reach = max(
        chebyshev(cell(a.split()[-1]), cell(b)) for a, bs in move_targets(game).items() for b in bs
    )
    assert reach > 4  # the event applies at once
    choose(game, "Monna a1 -> a2")
    fight(game)
    until_move(game)
    assert game.decision.actor == 1
    assert game.decision.kind == "move"
    reach = max(
        chebyshev(cell(a.split()[-1]), cell(b)) for a, bs in move_targets(game).items() for b in bs
    )
    assert reach == 4


@pytest.mark.rule("top.turn.event")
def test_used_event_cards_go_under_the_event_stack_so_they_come_round_again():
    """002 Event Cards: "Discard on the bottom of the Event cards stack after using" - the event
    deck never shrinks and, 20 turns later, the same card comes up again."""
    game = bot_game(3, seed=2, bot="random")
    drawn = [e[2] for e in game.events if e[0] == "event"]
    size = len(CONTENT.decks["event"])
    assert len(drawn) > size
    for i in range(len(drawn) - size):
        assert drawn[i] == drawn[i + size], i
    assert view(game, 0)["deck_sizes"]["event"] == size


# -- top.turn.move ---------------------------------------------------------------------------------


@pytest.mark.rule("top.turn.move")
def test_a_warrior_may_move_to_any_space_up_to_4_away_in_any_direction():
    """002 THE GAME BOARD: "you can move in the direction of your choice up to 4 spaces"."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_11], events={"calm"})
    own = {cell(c) for c in ROW_1}
    targets = move_targets(game)
    assert len(targets) == 6  # any of the six warriors may be the one to move
    for origin, cells in targets.items():
        start = cell(origin.split()[-1])
        reached = {cell(c) for c in cells}
        assert all(1 <= chebyshev(start, c) <= 4 for c in reached)
        expected = {
            c
            for c in range(BOARD.rows * BOARD.cols)
            if BOARD.exists(c) and 1 <= chebyshev(start, c) <= 4 and c not in own
        }
        assert reached == expected, origin


@pytest.mark.rule("top.turn.move")
def test_a_move_passes_over_a_ring_of_enemy_tokens():
    """002 PLAY: "move it up to 4 spaces, going past any of the spaces occupied by other Warriors
    on the board (whether they belong to your team or an opponent)"."""
    teams = [
        PLAIN_0,
        PLAIN_1,
        ["Prum", "Rabanra", "Zarbuto", "Katopesia", "Tupper", "Iara"],
        ["Rozie", "Kakunsa", "Obuni", "Jimeze", "Harmira", "Nink"],
    ]
    # seat 0's Monna on a4, fenced in by five enemy tokens on every neighbouring space
    cells = [
        ["a4", "e1", "g1", "i1", "k1", "e7"],
        ["a3", "a5", "g11", "i11", "k11", "e11"],
        ["b3", "b5", "g9", "i9", "k9", "e9"],
        ["b4", "h7", "j5", "d9", "k7", "c11"],
    ]
    game = first_turn(teams, cells, events={"calm", "windfall", "respite", "surge"})
    reached = move_targets(game)["Monna a4"]
    for beyond in ("a2", "a6", "c4", "c2", "c6", "e4", "a1", "a7"):
        assert beyond in reached, beyond


@pytest.mark.rule("top.turn.move")
def test_only_one_warrior_moves_each_turn():
    """002 PLAY: "2 - Choose 1 of your Warrior tokens and move it up to 4 spaces"."""
    for seed in range(3):
        for turn in turns(bot_game(2, seed)):
            assert len([e for e in turn if e[0] == "moved"]) <= 1


# -- top.space.red / yellow / blue -----------------------------------------------------------------


@pytest.mark.rule("top.space.red")
@pytest.mark.rule("top.space.yellow")
@pytest.mark.rule("top.space.blue")
@pytest.mark.parametrize("colour", ["R", "Y", "B"])
def test_ending_on_an_empty_coloured_space_draws_that_colour_at_the_end_of_the_turn(colour):
    """002 PLAY: "Red space: draw an Attack card. Yellow space: draw a Defence card. Blue space:
    draw a Special card." THE GAME BOARD: "draw ... at the end of your turn"."""
    game = first_turn([PLAIN_0, PLAIN_1], [ROW_1, ROW_11], events={"calm", "long-stride"})
    label = next(
        x
        for x in labels(game)
        if " and " not in x and BOARD.colour(cell(x.split(" -> ")[1])) == colour
    )
    mark = len(game.events)
    size = len(hand(game, 0))
    choose(game, label)
    assert game.decision.actor == 1  # the turn is over
    after = game.events[mark:]
    draws = kinds(after, "drew")
    assert [(e[1], e[2]) for e in draws] == [(0, COLOUR_DECK[colour])]
    assert after.index(draws[0]) < after.index(kinds(after, "turn")[0])
    assert len(hand(game, 0)) == size + 1


# -- top.space.green -------------------------------------------------------------------------------


def green_game(players=2, events=("calm", "long-stride", "focus", "surge")):
    teams = [
        ["Jiren", *PLAIN_0[1:]],
        PLAIN_1,
        ["Prum", "Rabanra", "Zarbuto", "Katopesia", "Tupper", "Iara"],
    ][:players]
    cells = [ROW_1, ROW_11, ["a6", "c7", "e7", "g7", "i7", "k7"]][:players]
    return first_turn(teams, cells, events=set(events))


@pytest.mark.rule("top.space.green")
def test_a_green_space_means_fighting_an_undrafted_warrior():
    """002 THE GAME BOARD: "If you go to a green space, you will face an unplayed Warrior. Then
    fight the top card in the stack of remaining Warrior cards that were not chosen"."""
    game = green_game()
    drafted = {e[3] for e in game.events if e[0] == "drafted"}
    stack = view(game, 0)["unplayed"]
    mark = len(game.events)
    choose(game, "Jiren a1 -> b2 and fight an unplayed warrior")
    after = game.events[mark:]
    assert after[0][0] == "moved"
    green = kinds(after, "green")
    assert green
    assert green[0][3] not in drafted
    assert CONTENT.characters[green[0][3]].draftable
    combat = kinds(after, "combat")[0]
    assert combat[1] == "green"
    assert combat[2] == token(game, "Jiren")["id"]
    assert view(game, 0)["unplayed"] == stack - 1


@pytest.mark.rule("top.space.green")
def test_the_other_player_plays_the_green_warrior():
    """002 PLAY: "Green space: the player on your right draws a Warrior from the stack ... and
    defends against the attack from your Warrior" (two players: the other one)."""
    game = green_game()
    choose(game, "Jiren a1 -> b2 and fight an unplayed warrior")
    fight(game, rerolls=2, stop=("defend",))
    assert game.decision.kind == "defend"  # 3 rolls: the green warrior may defend
    assert game.decision.actor == 1


@pytest.mark.rule("top.space.green")
def test_the_player_on_your_right_plays_the_green_warrior_in_a_three_player_game():
    """002 PLAY: "the player on your right draws a Warrior" and "play continues around the board
    clockwise": with seats in clockwise order, seat 0's right-hand neighbour is the last seat."""
    game = green_game(players=3)
    mark = len(game.events)
    choose(game, "Jiren a1 -> b2 and fight an unplayed warrior")
    green = kinds(game.events[mark:], "green")[0]
    assert green[4] == 2


@pytest.mark.rule("top.space.green")
def test_beating_the_green_warrior_draws_two_cards_of_your_choice():
    """002 PLAY: "In the event of victory, draw 2 cards from the category of your choice among
    Defence, Attack and Special cards"."""

    def jiren_wins(game: Game) -> bool:
        probe = game.clone()
        mark = len(probe.events)
        choose(probe, "Jiren a1 -> b2 and fight an unplayed warrior")
        fight(probe)
        return any(e[0] == "eliminated" for e in probe.events[mark:])

    game = first_turn(
        [["Jiren", *PLAIN_0[1:]], PLAIN_1],
        [ROW_1, ROW_11],
        events={"calm", "long-stride", "focus", "surge"},
        ok=jiren_wins,
    )
    choose(game, "Jiren a1 -> b2 and fight an unplayed warrior")
    fight(game)
    if game.decision.kind == "step":
        act(game, game.decision.options[0])
    mark = len(game.events)
    bonus = 0
    while game.decision.actor == 0 and game.decision.kind == "bonus":
        assert sorted(labels(game)) == [
            "draw a defence card",
            "draw a special card",
            "draw an attack card",
        ]
        choose(game, "draw a special card")
        bonus += 1
    assert bonus == 2
    drawn = [(e[1], e[2]) for e in kinds(game.events[mark:], "drew")]
    assert drawn.count((0, "special")) >= 2


# -- top.space.occupied and top.turn.one-combat ----------------------------------------------------


def monna_hits_jiren(seed_ok=None):
    """Monna (E17 P4 T2) attacks Jiren (E42): she cannot eliminate him in one attack."""
    teams = [PLAIN_0, ["Jiren", *PLAIN_1[1:]]]
    return first_turn(
        teams,
        [ROW_1, ["b3", "e3", "g3", "i3", "k3", "a11"]],
        events={"calm", "long-stride", "surge", "respite"},
        ok=seed_ok,
    )


@pytest.mark.rule("top.space.occupied")
def test_ending_on_an_enemy_starts_a_combat_against_it():
    """002 THE GAME BOARD: "If you finish your move on a space occupied by an opposing player, fight
    this opponent"."""
    game = monna_hits_jiren()
    mark = len(game.events)
    choose(game, "Monna a1 -> b3 and attack Jiren")
    after = game.events[mark:]
    assert after[0][0] == "moved"
    assert after[1] == ("combat", "board", token(game, "Monna")["id"], token(game, "Jiren")["id"])


@pytest.mark.rule("top.space.occupied")
@pytest.mark.rule("top.turn.one-combat")
def test_after_a_combat_without_elimination_step_to_a_free_non_green_space_beside_the_foe():
    """002 THE GAME BOARD: "If you do not eliminate him or her, move yourself to an adjacent space
    and draw a card that is the colour of your space ... but you may not go to a green square to
    fight a 2nd combat"."""
    game = monna_hits_jiren()
    choose(game, "Monna a1 -> b3 and attack Jiren")
    fight(game)
    assert game.decision.kind == "step"
    assert game.decision.actor == 0
    jiren = cell("b3")
    occupied = {t["cell"] for t in view(game, 0)["tokens"] if t["alive"]}
    offered = {o[1] for o in game.decision.options}
    expected = {
        c
        for c in range(BOARD.rows * BOARD.cols)
        if chebyshev(c, jiren) == 1 and BOARD.colour(c) != "G" and c not in occupied
    }
    assert offered == expected
    assert cell("b2") not in offered  # the green space next to Jiren
    option = game.decision.options[0]
    colour = BOARD.colour(option[1])
    mark = len(game.events)
    act(game, option)
    after = game.events[mark:]
    assert [(e[1], e[2]) for e in kinds(after, "drew")] == [(0, COLOUR_DECK[colour])]
    assert kinds(after, "combat") == []


@pytest.mark.rule("top.turn.one-combat")
def test_one_combat_per_turn_unless_a_card_or_event_grants_a_second():
    """002 Combat: "During your turn, you can only fight a single combat unless you have an
    exception (Event, Attack, Defence or Special card)" and "5 - ... 2 combats per turn maximum"."""
    extra = {cid for cid, card in CONTENT.cards.items() if card.extra_combat}
    seen_second = False
    for seed in range(8):
        for turn in turns(bot_game(2, seed)):
            seat = turn[0][2]
            combats = [e for e in turn if e[0] == "combat" and e[1] != "duel"]
            granted = any(
                (e[0] == "event" and e[2] in extra)
                or (e[0] == "played" and e[1] == seat and e[2] in extra)
                for e in turn
            )
            assert len(combats) <= (2 if granted else 1), turn
            seen_second |= len(combats) == 2
    assert seen_second


@pytest.mark.rule("top.space.green")
def test_a_green_victory_draws_exactly_the_two_cards_of_choice():
    """002 PLAY: "Green space: ... In the event of victory, draw 2 cards from the category of your
    choice among Defence, Attack and Special cards" - the green space has no deck of its own, and
    no other draw is due (a Calm or similar Event: no draw from the Event)."""

    def jiren_wins(game: Game) -> bool:
        probe = game.clone()
        mark = len(probe.events)
        choose(probe, "Jiren a1 -> b2 and fight an unplayed warrior")
        fight(probe)
        return any(e[0] == "eliminated" for e in probe.events[mark:])

    game = first_turn(
        [["Jiren", *PLAIN_0[1:]], PLAIN_1],
        [ROW_1, ROW_11],
        events={"calm", "long-stride", "focus", "surge"},
        ok=jiren_wins,
    )
    mark = len(game.events)
    choose(game, "Jiren a1 -> b2 and fight an unplayed warrior")
    fight(game)
    while game.decision.actor == 0:
        if game.decision.kind == "bonus":
            choose(game, "draw a special card")
        else:
            act(game, game.decision.options[0])
    drawn = [(e[1], e[2]) for e in game.events[mark:] if e[0] == "drew"]
    assert drawn == [(0, "special"), (0, "special")]


@pytest.mark.rule("top.space.occupied")
@pytest.mark.rule("top.combat.elimination")
def test_after_eliminating_its_target_the_attacker_stays_on_that_space():
    """002 Combat against an enemy: "4 - If you have not eliminated your enemy after combat, move
    yourself to an empty space beside him/her" - only then; the winner of the combat keeps the
    space it landed on."""

    def jiren_kills(game: Game) -> bool:
        probe = game.clone()
        mark = len(probe.events)
        choose(probe, "Jiren a1 -> a3 and attack Lilibeu")
        fight(probe, transform="no")
        return any(e[0] == "eliminated" for e in probe.events[mark:])

    teams = [["Jiren", *PLAIN_0[1:]], ["Lilibeu", *PLAIN_1[1:]]]
    game = first_turn(teams, [ROW_1, ROW_3], events={"calm", "long-stride"}, ok=jiren_kills)
    choose(game, "Jiren a1 -> a3 and attack Lilibeu")
    fight(game, transform="no")
    if game.decision.kind == "step" and game.decision.actor == 0:
        assert [o[1] for o in game.decision.options] == [cell("a3")], labels(game)
        act(game, game.decision.options[0])
    assert token(game, "Jiren")["cell"] == cell("a3")


@pytest.mark.rule("top.space.green")
@pytest.mark.rule("top.transform.roll")
def test_the_green_warrior_may_try_to_transform_too():
    """002 PLAY: "The Warrior in the green space can also attempt to transform" - its player is
    asked when the unplayed warrior has another form."""

    def transformable_green(game: Game) -> bool:
        probe = game.clone()
        mark = len(probe.events)
        choose(probe, "Jiren a1 -> b2 and fight an unplayed warrior")
        green = kinds(probe.events[mark:], "green")
        return bool(green) and len(CONTENT.characters[green[0][3]].forms) > 1

    game = first_turn(
        [["Jiren", *PLAIN_0[1:]], PLAIN_1], [ROW_1, ROW_11], events={"calm"}, ok=transformable_green
    )
    choose(game, "Jiren a1 -> b2 and fight an unplayed warrior")
    asked = []
    while game.decision.kind in ("transform", "transform-card"):
        asked.append((game.decision.kind, game.decision.actor))
        act(game, no(game))
    assert ("transform", 1) in asked
