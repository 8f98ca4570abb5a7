"""Conformance: Tournament of Power set-up (seed 002, SETTING UP THE GAME and the roster table).

Written from the seed text alone and run through the public API of ``tenkaichi.top``.
"""

from __future__ import annotations

import itertools
import random

import pytest

from tenkaichi.top import Game, view
from tenkaichi.top.runner import make_bot, play

from .top_support import CONTENT, act, chebyshev, choose, hand, labels


def draft_labels(players: int = 2, seed: int = 1) -> list[str]:
    return labels(Game.start(players, seed=seed))


def bot_setup(players: int, seed: int) -> Game:
    """Draft and place with random bots, stopping at the first turn."""
    game = Game.start(players, seed=seed)
    pick = random.Random(seed)
    while game.decision is not None and game.decision.kind in ("draft", "place"):
        act(game, pick.choice(game.decision.options))
    return game


# -- top.setup.decks -------------------------------------------------------------------------------


@pytest.mark.rule("top.setup.decks")
def test_each_deck_deals_only_its_own_kind_of_card():
    """002 SETTING UP: "Shuffle the Attack, Defence, Special and Event cards (separately)"."""
    for seed in range(5):
        game = play(Game.start(3, seed=seed), [make_bot("random", s) for s in range(3)])
        drawn = [e for e in game.events if e[0] == "drew"]
        assert drawn
        for _, _, deck, card in drawn:
            assert CONTENT.cards[card].deck == deck
        for _, _, card in (e for e in game.events if e[0] == "event"):
            assert CONTENT.cards[card].deck == "event"


@pytest.mark.rule("top.setup.decks")
def test_decks_are_shuffled_so_the_first_cards_differ_between_games():
    """002 SETTING UP: the four decks are shuffled: different games deal different cards."""
    firsts = {"attack": set(), "defence": set(), "special": set(), "event": set()}
    for seed in range(12):
        game = bot_setup(2, seed)
        for e in game.events:
            if e[0] == "dealt" and e[1] == 0:
                firsts[e[2]].add(e[3])
        firsts["event"].add(next(e[2] for e in game.events if e[0] == "event"))
    for deck, seen in firsts.items():
        assert len(seen) > 1, deck


# -- top.setup.draft -------------------------------------------------------------------------------


def draft_actors(players: int, seed: int) -> list[int]:
    game = Game.start(players, seed=seed)
    actors = []
    while game.decision is not None and game.decision.kind == "draft":
        actors.append(game.decision.actor)
        act(game, game.decision.options[0])
    return actors


@pytest.mark.rule("top.setup.draft")
def test_draft_gives_one_warrior_per_player_at_a_time_until_teams_of_six():
    """002 SETTING UP: "a team of 6 Warriors. Each person will choose just 1 warrior per player at
    a time ... then the player to their right does likewise and so on"."""
    for players in (2, 3, 4):
        actors = draft_actors(players, seed=3)
        assert len(actors) == 6 * players
        rounds = [actors[i : i + players] for i in range(0, len(actors), players)]
        for picks in rounds:
            assert sorted(picks) == list(range(players))
        assert all(picks == rounds[0] for picks in rounds)


@pytest.mark.rule("top.setup.draft")
def test_a_drafted_warrior_is_no_longer_offered():
    """002 SETTING UP: "That person chooses Warrior, picks up the Warrior token" - it is theirs."""
    game = Game.start(2, seed=2)
    before = labels(game)
    choose(game, "draft Jiren (")
    after = labels(game)
    assert len(after) == len(before) - 1
    assert not any(label.startswith("draft Jiren (") for label in after)
    assert [e for e in game.events if e[0] == "drafted"][-1][3] == "jiren"


@pytest.mark.rule("top.setup.draft")
def test_first_picker_is_decided_by_a_die_roll():
    """002 SETTING UP: "Roll a die to determine who starts by picking their first warrior"."""
    first = {draft_actors(4, seed)[0] for seed in range(30)}
    assert len(first) > 1


@pytest.mark.rule("top.setup.draft")
def test_draft_passes_to_the_right_against_the_clockwise_play_order():
    """002 SETTING UP: "then the player to their right does likewise"; PLAY: "play continues around
    the board clockwise" - seated clockwise, the player to your right is the previous seat."""
    actors = draft_actors(3, seed=4)
    for a, b in itertools.pairwise(actors):
        assert b == (a - 1) % 3


# -- top.setup.fusion-only -------------------------------------------------------------------------


@pytest.mark.rule("top.setup.fusion-only")
def test_kefla_and_anilaza_cannot_be_drafted_but_their_partners_can():
    """002 SETTING UP: "you cannot choose Kefla or Anilaza in the beginning. These warriors are
    obtained by fusing Kale + Caulifla and Kolchirator + Paparoni"."""
    offered = draft_labels()
    assert not any("Kefla" in label or "Anilaza" in label for label in offered)
    for partner in ("Kale", "Caulifla", "Koichiarator", "Paparoni"):
        assert any(label.startswith(f"draft {partner} (") for label in offered), partner


@pytest.mark.rule("top.setup.fusion-only")
def test_fusions_stay_out_of_the_draft_until_its_very_last_pick():
    """002 SETTING UP: Kefla and Anilaza are never a draft choice, even late in a 6-player draft."""
    game = Game.start(6, seed=5)
    while game.decision is not None and game.decision.kind == "draft":
        assert not any("Kefla" in x or "Anilaza" in x for x in labels(game))
        act(game, game.decision.options[-1])
    drafted = {e[3] for e in game.events if e[0] == "drafted"}
    assert "kefla" not in drafted
    assert "anilaza" not in drafted


# -- top.setup.warrior-cards -----------------------------------------------------------------------


@pytest.mark.rule("top.setup.warrior-cards")
@pytest.mark.parametrize(
    ("warrior", "forms"),
    [
        # the transformed rows of the seed's table for each warrior
        ("Son Goku", 8),  # "Son Goku has 8 transformations"
        ("Vegeta", 4),  # Super Saiyan, SS2, SS Blue, SS Blue Evolved
        ("Son Gohan", 3),  # Super Saiyan, SS2, Ultimate
        ("Kale", 2),  # Super Saiyan (enraged), SS2
        ("Caulifla", 2),  # Super Saiyan, SS2
        ("Cabba", 1),  # Super Saiyan Cabba
        ("Jiren", 1),  # Full Power Jiren
        ("Toppo", 1),  # God of Destruction Toppo
        ("Frieza", 1),  # Golden Frieza
    ],
)
def test_transforming_warriors_bring_all_their_forms(warrior, forms):
    """002 SETTING UP: "There are several cards per Warrior who transforms. Son Goku has 8
    transformations ... Vegeta has 3 cards, Son Gohan, Caulifla, Cabba and Kale have 2 cards"."""
    label = next(x for x in draft_labels() if x.startswith(f"draft {warrior} ("))
    assert f"{forms} transformation(s)" in label


# -- top.setup.unused-stack ------------------------------------------------------------------------


@pytest.mark.rule("top.setup.unused-stack")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_undrafted_warriors_form_the_stack_for_green_spaces(players):
    """002 SETTING UP: "remove the unused tokens, shuffle the unused Warrior cards and put them in
    a stack" - the 80 draftable warriors less 6 per player."""
    draftable = len(draft_labels(players))
    game = bot_setup(players, seed=players)
    stack = [e for e in game.events if e[0] == "unplayed-stack"]
    assert stack
    assert stack[0][1] == draftable - 6 * players
    assert view(game, 0)["unplayed"] == draftable - 6 * players


# -- top.setup.placement ---------------------------------------------------------------------------


@pytest.mark.rule("top.setup.placement")
def test_players_place_their_tokens_taking_turns():
    """002 SETTING UP: "place your Warrior tokens on the spaces on the board, taking turns"."""
    game = Game.start(3, seed=6)
    while game.decision.kind == "draft":
        act(game, game.decision.options[0])
    actors = []
    while game.decision is not None and game.decision.kind == "place":
        actors.append(game.decision.actor)
        act(game, game.decision.options[0])
    assert len(actors) == 18
    for i in range(0, 18, 3):
        assert sorted(actors[i : i + 3]) == [0, 1, 2]


@pytest.mark.rule("top.setup.placement")
def test_teammates_are_never_placed_next_to_each_other():
    """002 SETTING UP: "leaving an empty space between each Warrior on the same team"."""
    for seed in range(6):
        game = bot_setup(3, seed)
        tokens = view(game, 0)["tokens"]
        for a in tokens:
            for b in tokens:
                if a["id"] < b["id"] and a["owner"] == b["owner"]:
                    assert chebyshev(a["cell"], b["cell"]) >= 2, (a, b)


@pytest.mark.rule("top.setup.placement")
def test_a_space_next_to_a_teammate_is_refused_but_one_space_further_is_fine():
    """002 SETTING UP: an empty space must separate teammates; one empty space is enough."""
    game = Game.start(2, seed=7)
    while game.decision.kind == "draft":
        act(game, game.decision.options[0])
    first = game.decision.actor
    choose(game, "place on d4 ")
    choose(game, "place on k11 ")  # the other player, far away
    assert game.decision.actor == first
    offered = labels(game)
    for near in ("c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"):
        assert not any(x.startswith(f"place on {near} ") for x in offered), near
    for apart in ("d6", "f4", "b4", "f5"):
        assert any(x.startswith(f"place on {apart} ") for x in offered), apart


# -- top.setup.starting-hand -----------------------------------------------------------------------


@pytest.mark.rule("top.setup.starting-hand")
@pytest.mark.parametrize("players", [2, 4])
def test_each_player_starts_with_one_defence_one_attack_one_special(players):
    """002 SETTING UP: "Each player will then receive a Defence, Attack and Special card"."""
    game = bot_setup(players, seed=8)
    for seat in range(players):
        dealt = sorted(e[2] for e in game.events if e[0] == "dealt" and e[1] == seat)
        assert dealt == ["attack", "defence", "special"]
        cards = hand(game, seat)
        assert sorted(CONTENT.cards[c].deck for c in cards) == ["attack", "defence", "special"]


# -- top.roster ------------------------------------------------------------------------------------

# The seed's table "LIST OF WARRIORS CLASSIFIED BY ENDURANCE": name, Endurance, Power, Technique.
SEED_TABLE = [
    ("Full Power Jiren", 42, 6, 4),
    ("Jiren", 42, 5, 3),
    ("Anilaza", 37, 5, 4),
    ("Ultra Instinct Son Goku", 34, 6, 4),
    ("Ultra Instinct-sign Son Goku", 34, 5, 4),
    ("Super Saiyan Blue + Kaio-ken Son Goku", 34, 6, 3),
    ("Super Saiyan Blue Son Goku", 34, 5, 3),
    ("Super Saiyan God Son Goku", 34, 5, 3),
    ("Super Saiyan 3 Son Goku", 34, 5, 3),
    ("Super Saiyan 2 Son Goku", 34, 5, 2),
    ("Super Saiyan Son Goku", 34, 4, 2),
    ("Son Goku", 34, 3, 2),
    ("Super Saiyan Blue Evolved Vegeta", 33, 6, 4),
    ("Super Saiyan Blue Vegeta", 33, 5, 3),
    ("Super Saiyan 2 Vegeta", 33, 5, 3),
    ("Super Saiyan Vegeta", 33, 4, 2),
    ("Vegeta", 33, 3, 2),
    ("God of Destruction Toppo", 32, 6, 4),
    ("Tooppo", 32, 5, 3),
    ("Super Saiyan Kefla", 32, 6, 4),
    ("Kefla", 32, 5, 3),
    ("Super Saiyan 2 Kale", 30, 6, 3),
    ("Super Saiyan (enraged) Kale", 30, 5, 4),
    ("Kale", 30, 3, 2),
    ("Hit", 30, 6, 3),
    ("Ultimate Son Gohan", 28, 5, 2),
    ("Super Saiyan 2 Son Gohan", 28, 5, 2),
    ("Super Saiyan Son Gohan", 28, 4, 2),
    ("Son Gohan", 28, 3, 2),
    ("Golden Frieza", 27, 5, 2),
    ("Frieza", 27, 4, 2),
    ("Android 17", 26, 5, 3),
    ("Dyspo", 25, 5, 3),
    ("Super Saiyan 2 Caulifla", 23, 5, 2),
    ("Super Saiyan Caulifla", 23, 4, 2),
    ("Caulifla", 23, 3, 2),
    ("Android 18", 24, 5, 2),
    ("Piccolo", 22, 5, 2),
    ("Super Saiyan Cabba", 21, 3, 2),
    ("Cabba", 21, 3, 2),
    ("Koichiartator", 21, 4, 2),
    ("Pirina", 20, 4, 2),
    ("Saonel", 20, 4, 2),
    ("Ribrianne", 20, 5, 3),
    ("Brianne dechateau", 20, 4, 2),
    ("Kakunsa", 20, 5, 3),
    ("Sanka Ku", 20, 4, 2),
    ("Rozie", 20, 5, 3),
    ("Su Roas", 20, 4, 2),
    ("Frost", 20, 4, 3),
    ("Jimenez", 19, 4, 3),
    ("Obuni", 19, 5, 3),
    ("Bergamo", 18, 4, 3),
    ("Lavender", 17, 4, 2),
    ("Basil", 17, 4, 2),
    ("Monna", 17, 4, 2),
    ("Maji Kayo", 16, 4, 2),
    ("Narirama", 16, 4, 2),
    ("Krillin", 16, 3, 3),
    ("Tenshinhan", 15, 3, 2),
    ("Damon", 15, 4, 2),
    ("Gamisaras", 15, 4, 1),
    ("Kunshi", 15, 4, 3),
    ("Full Power Kamesennin", 13, 3, 2),
    ("Kamesennin", 13, 3, 2),
    ("Napapa", 14, 4, 2),
    ("Auta Magetta", 14, 4, 2),
    ("Kahseral", 14, 4, 2),
    ("Zirloin", 14, 3, 2),
    ("Tupper", 14, 4, 2),
    ("Iara", 13, 3, 2),
    ("Murichim", 13, 4, 2),
    ("Prum", 13, 4, 2),
    ("Rabanra", 13, 4, 2),
    ("Paparoni", 13, 4, 2),
    ("Zarbuto", 13, 4, 2),
    ("Katopesia", 12, 4, 2),
    ("Botamo", 12, 4, 1),
    ("Transformed Ganos", 12, 4, 2),
    ("Ganos", 12, 3, 2),
    ("Zoiray", 12, 3, 2),
    ("Nink", 12, 3, 1),
    ("Rubalt", 11, 3, 2),
    ("Shantza", 11, 3, 2),
    ("Kettol", 11, 4, 1),
    ("Harmira", 11, 4, 2),
    ("Chappil", 10, 3, 2),
    ("The Preecho", 10, 3, 1),
    ("Vuon", 10, 3, 1),
    ("Nigrishhi", 10, 3, 2),
    ("Majora", 10, 3, 2),
    ("Darcoli", 10, 3, 2),
    ("Vikal", 10, 3, 1),
    ("Dr. Rota", 9, 3, 1),
    ("Hyssop", 9, 3, 1),
    ("Zium", 9, 2, 1),
    ("Sorel", 9, 2, 1),
    ("Cornfrey", 9, 2, 2),
    ("Cocotte", 9, 3, 2),
    ("Jilcol", 9, 3, 1),
    ("Shosa", 9, 3, 2),
    ("Oregano", 8, 3, 1),
    ("Mechtorp", 8, 3, 1),
    ("Murisarm", 8, 3, 2),
    ("Rozel", 8, 3, 1),
    ("Happ", 8, 3, 1),
    ("Jirasen", 8, 3, 2),
    ("Kyawei", 8, 3, 2),
    ("Lilibeu", 8, 2, 1),
]

# The seed misspells a few names; these are the same warriors.
SPELLING = {
    "Tooppo": "Toppo",
    "Koichiartator": "Koichiarator",
    "Brianne dechateau": "Brianne de Chateau",
    "Jimenez": "Jimeze",
}


@pytest.mark.rule("top.roster")
def test_every_row_of_the_roster_table_has_its_endurance_power_and_technique():
    """002 LIST OF WARRIORS: "WARRIOR ♥ ♣ ✎" - every form with Endurance, Power, Technique."""
    forms = {
        form.name: (character.endurance, form.power, form.technique)
        for character in CONTENT.characters.values()
        for form in character.forms
    }
    assert len(SEED_TABLE) == 109
    wrong = [
        (name, (e, p, t), forms.get(SPELLING.get(name, name)))
        for name, e, p, t in SEED_TABLE
        if forms.get(SPELLING.get(name, name)) != (e, p, t)
    ]
    assert wrong == []


@pytest.mark.rule("top.roster")
def test_the_draft_shows_the_table_values_of_each_base_warrior():
    """002 LIST OF WARRIORS: the table "will help you form the best possible team"; e.g. "Jiren 42
    5 3", "Monna 17 4 2", "Lilibeu 8 2 1"."""
    offered = draft_labels()
    for text in ("draft Jiren (E42 P5 T3", "draft Monna (E17 P4 T2", "draft Lilibeu (E8 P2 T1"):
        assert any(x.startswith(text) for x in offered), text
