"""The tie-break duel (seed 002, END OF GAME, and the transformation rules it fights under).

Seed 002: "If there is a tie between 2 players, the winner will be the one who won the last combat
between 2 of your Warriors (each chooses one of their Warriors still in play and fight until one
of the 2 Warriors are eliminated ...)". A transformation is rolled "before combat" and used "for
the period of the attack"; "The Warrior that you attack can also attempt to transform"; "Once the
attack is over, your Warrior returns to his or her original shape", after losing "1 or more
Endurance points after using this transformation".
"""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.top import rounds, rules
from tenkaichi.top.bots import RandomBot
from tenkaichi.top.engine import Game
from tenkaichi.top.runner import play
from tenkaichi.top.state import Token

from .helpers import pick, ready, roll

ZERO = roll("teleport") * 6
"""Dice worth nothing: teleports count 0 in a symbol sum and form no combo."""


def duel(first: str, second: str, dice: list[int], **settings: Any) -> tuple[Game, Token, Token]:
    """Two players tied at six warriors each go to the duel; the first picker's ``first`` and
    the other's ``second`` fight (the first picker's warrior attacks first), dice scripted, no
    cards in hand."""
    game = ready(2, 1, **settings)
    s = game.state
    for player in s.players:
        player.hand = []
    rounds.finish(game)
    game._decision = None
    decision = game.decision
    assert decision is not None
    assert decision.kind == "duel"
    seat = decision.actor
    a = s.tokens[s.players[seat].team[0]]
    b = s.tokens[s.players[1 - seat].team[0]]
    a.character, b.character = first, second
    game.rng = ScriptedRng(dice)  # type: ignore[assignment]
    pick(game, "warrior", 0)
    pick(game, "warrior", 0)
    return game, a, b


def answer(game: Game, transform: bool = False) -> None:
    """One plain answer: no transformation (unless ``transform``), stop at the first roll, the
    result worth the most, take the hit, no card."""
    d = game.decision
    assert d is not None
    c = game.state.combat
    if d.kind == "transform":
        pick(game, "yes" if transform else "no")
    elif d.kind == "reroll":
        pick(game, "stop")
    elif d.kind == "resolve":
        assert c is not None
        best = max(d.options, key=lambda o: _worth(game, o))
        game.choose(best)
        _ = game.decision
    elif d.kind == "defend":
        pick(game, "defend", 0)
    else:
        pick(game, "no")


def _worth(game: Game, option: tuple[str, int, int]) -> int:
    from tenkaichi.top.attack import attack_value

    assert game.state.combat is not None
    return attack_value(game, game.state.combat, option)[0]


def run_out(game: Game) -> None:
    while game.decision is not None:
        answer(game)


def kinds(game: Game, kind: str) -> list[tuple[object, ...]]:
    return [e for e in game.events if e[0] == kind]


@pytest.mark.rule("top.transform.effects")
def test_a_duel_transformation_ends_with_its_attack() -> None:
    """ "Once the attack is over, your Warrior returns to his or her original shape", after it
    loses "1 or more Endurance points after using this transformation"."""
    dice = [
        5,  # Frieza's transformation roll: Golden Frieza (4-6)
        *roll("kick", "punch", "teleport", "teleport", "teleport"),  # 2 + 3 = 5 damage
        *ZERO * 4,
    ]
    game, frieza, cabba = duel("frieza", "cabba", dice)
    answer(game, transform=True)  # Frieza tries to transform
    assert rules.form_of(game, frieza).name == "Golden Frieza"
    answer(game)  # Cabba does not
    answer(game)  # Frieza stops at the first roll
    answer(game)  # and deals the sum
    assert cabba.damage == 5
    # The attack is over: Frieza is back in its original shape and has paid its form's cost,
    # before Cabba's attack begins.
    assert frieza.form == 0
    cost = game.content.characters["frieza"].forms[1].cost
    assert cost >= 1
    assert frieza.damage == cost
    assert kinds(game, "form-cost") == [("form-cost", frieza.id, cost, cost)]


@pytest.mark.rule("top.transform.roll")
def test_every_duel_attack_starts_with_its_own_transformation_rolls() -> None:
    """A transformation is rolled "before combat" for "the period of the attack", and "The
    Warrior that you attack can also attempt to transform": each attack of the duel (a combat
    between two warriors) opens with the attacker's roll, then the defender's."""
    dice = [
        *roll("kick", "punch", "teleport", "teleport"),  # Frieza (Power 4): 5 damage
        4,  # Cabba's roll: Super Saiyan Cabba (4-6)
        6,  # Frieza's roll, defending: Golden Frieza
        *roll("strength", "strength", "punch"),  # Cabba forms its 15-damage Technique
        *ZERO * 4,
    ]
    game, frieza, cabba = duel("frieza", "cabba", dice)
    answer(game)  # Frieza does not transform
    answer(game)  # Cabba neither
    answer(game)
    answer(game)
    assert cabba.damage == 5
    d = game.decision
    assert d is not None
    assert d.kind == "transform"
    assert d.actor == cabba.owner  # the new attacker first
    answer(game, transform=True)
    assert rules.form_of(game, cabba).name == "Super Saiyan Cabba"
    d = game.decision
    assert d is not None
    assert (d.kind, d.actor) == ("transform", frieza.owner)  # then the warrior attacked
    answer(game, transform=True)
    assert rules.form_of(game, frieza).name == "Golden Frieza"
    answer(game)  # Cabba stops at the first roll
    answer(game)  # and plays its Technique: 15
    forms = game.content.characters
    golden, super_cabba = forms["frieza"].forms[1], forms["cabba"].forms[1]
    # Golden Frieza divides the 15 by its divisor, rounded up; then both pay and revert.
    assert frieza.damage == rules.divide(15, golden.divisor) + golden.cost
    assert cabba.damage == 5 + super_cabba.cost
    assert frieza.form == 0
    assert cabba.form == 0
    d = game.decision
    assert d is not None
    assert (d.kind, d.actor) == ("transform", frieza.owner)  # attack 3: Frieza may try again


@pytest.mark.rule("top.end.tie-two")
def test_a_duel_is_fought_until_a_warrior_is_eliminated() -> None:
    """ "fight until one of the 2 Warriors are eliminated": 30 attacks that hurt no one do not
    end the duel; the 31st, which eliminates, does, and its survivor's player wins alone."""
    dice = [*ZERO[:4] * 30, *roll("strength") * 4]  # Pirina's 4 strength: 3 x 4, doubled
    game, pirina, monna = duel("pirina", "monna", dice)
    run_out(game)
    assert game.over
    assert len(kinds(game, "attack")) == 31
    assert not monna.alive
    assert pirina.alive
    assert game.state.winners == [pirina.owner]
    assert not kinds(game, "duel-guard")


@pytest.mark.rule("top.end.tie-two")
def test_only_the_named_guard_stops_a_duel_that_cannot_end() -> None:
    """Two warriors that never hurt each other would duel forever; the engine's guard (setting
    ``duel_attack_guard``, not a rule of the seed) stops such a duel after that many attacks and
    both tied players win."""
    game, pirina, monna = duel("pirina", "monna", ZERO[:4] * 7, duel_attack_guard=7)
    run_out(game)
    assert game.over
    assert len(kinds(game, "attack")) == 7
    assert pirina.alive
    assert monna.alive
    assert sorted(game.state.winners) == sorted([pirina.owner, monna.owner])
    assert kinds(game, "duel-guard") == [("duel-guard", 7)]


@pytest.mark.rule("top.end.tie-two")
def test_duels_of_the_roster_end_in_an_elimination() -> None:
    """With the default settings, random play: every duel ends with one warrior eliminated."""
    for seed in range(40):
        game = Game.start(2, seed)
        while game.state.phase in ("draft", "place"):
            game.choose(0)
        rounds.finish(game)
        game._decision = None
        play(game, [RandomBot(seed), RandomBot(seed + 1)])
        assert game.over
        fighters = kinds(game, "combat")[-1][2:4]
        fallen = {e[1] for e in kinds(game, "eliminated")}
        assert fallen, seed
        assert fallen <= set(fighters), seed
        assert len(game.state.winners) == 1, seed
        assert not kinds(game, "duel-guard")


@pytest.mark.rule("top.end.tie-two")
def test_the_warrior_that_eliminates_wins_even_if_its_form_then_eliminates_it() -> None:
    """The duel is fought "until one of the 2 Warriors are eliminated" and won by "the one who
    won the last combat": Golden Frieza's attack eliminates Cabba; the form's cost, paid "once
    the attack is over", then eliminates Frieza too, but Frieza's player won the combat."""
    dice = [5, *roll("strength") * 5]  # Golden Frieza; 5 strength: 4 x 5, doubled = 40
    game, frieza, cabba = duel("frieza", "cabba", dice)
    frieza.damage = rules.endurance(game, frieza)  # one more point eliminates it
    answer(game, transform=True)
    run_out(game)
    assert game.over
    assert not cabba.alive
    assert not frieza.alive
    assert [e[1] for e in kinds(game, "eliminated")] == [cabba.id, frieza.id]
    assert game.state.winners == [frieza.owner]


@pytest.mark.rule("top.end.tie-two")
def test_warriors_eliminated_together_by_their_forms_give_no_duel_winner() -> None:
    """Seed silent: an attack that hurts no one, after which both transformed warriors are
    eliminated by their forms' costs at once; no one won the combat, so both tied players win
    (docs/assumptions.md, top-ties)."""
    dice = [5, 6, *ZERO[:5]]  # Golden Frieza, Super Saiyan Cabba; a harmless attack
    game, frieza, cabba = duel("frieza", "cabba", dice)
    frieza.damage = rules.endurance(game, frieza)
    cabba.damage = rules.endurance(game, cabba)
    answer(game, transform=True)
    answer(game, transform=True)
    run_out(game)
    assert game.over
    assert not cabba.alive
    assert not frieza.alive
    assert sorted(game.state.winners) == sorted([frieza.owner, cabba.owner])
