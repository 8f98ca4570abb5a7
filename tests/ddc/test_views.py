"""Bots see only their seat's view: never the battle, its dice generator or its seed."""

from __future__ import annotations

import dataclasses
from typing import get_type_hints

import pytest

from tenkaichi.ddc.bots import Bot, GreedyBot
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.runner import BOTS, make_bot
from tenkaichi.ddc.search import MctsBot
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.ddc.view import SeatView
from tenkaichi.dice.rng import ScriptedRng, SeededRng
from tenkaichi.errors import RuleViolation

FOUR = BattleSetup.of("Agumon", "Gabumon", "Patamon", "Palmon")
BOT_KINDS = list(BOTS)


def fresh(kind: str, seed: int) -> Bot:
    bot = make_bot(kind, seed)
    if isinstance(bot, MctsBot):
        bot.iterations = 12
    return bot


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_every_bot_takes_a_seat_view_not_the_battle(kind: str) -> None:
    bot = make_bot(kind, 0)
    hints = get_type_hints(type(bot).choose)
    assert hints["view"] is SeatView
    assert "battle" not in hints


def test_a_view_holds_no_dice_and_no_seed() -> None:
    battle = Battle.start(FOUR, 5)
    view = battle.view()
    names = {f.name for f in dataclasses.fields(SeatView)}
    assert names == {"seat", "state", "settings", "roster", "setup", "legal"}
    for name in names:
        assert not isinstance(getattr(view, name), (SeededRng, ScriptedRng)), name
    assert not hasattr(view, "rng")
    assert not hasattr(view, "seed")
    assert view.seat == battle.state.actor.name
    assert view.legal == tuple(battle.legal())
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = "someone else"  # type: ignore[misc]


def test_changing_a_view_cannot_change_the_battle() -> None:
    battle = Battle.start(FOUR, 5)
    before = [(f.hp, f.square) for f in battle.state.fighters]
    view = battle.view()
    for fighter in view.state.fighters:
        fighter.hp, fighter.x = 1, 0
    assert [(f.hp, f.square) for f in battle.state.fighters] == before


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_bot_choices_do_not_depend_on_the_dice_to_come(kind: str) -> None:
    # The same public position with other dice to come (another RNG state, or dice typed in)
    # must get the same choice: the dice are the one thing a seat may not see.
    battle = Battle.start(FOUR, 11)
    players = {f.name: GreedyBot(i) for i, f in enumerate(battle.state.fighters)}
    checked = 0
    while not battle.over and checked < 30:
        twins = [
            battle.fork(SeededRng(987_654)),
            battle.fork(ScriptedRng([1] * 500)),
            battle.fork(ScriptedRng([4] * 500)),
        ]
        state_before = battle.rng.getstate()  # type: ignore[attr-defined]
        choice = fresh(kind, checked).choose(battle.view())
        assert battle.rng.getstate() == state_before  # type: ignore[attr-defined]
        for twin in twins:
            assert fresh(kind, checked).choose(twin.view()) == choice
        battle.apply(players[battle.state.actor.name].choose(battle.view()))
        checked += 1
    assert checked == 30


def test_no_view_once_the_battle_is_over() -> None:
    battle = Battle.start(BattleSetup.of("Agumon", "Gabumon"), 1)
    battle.state.fighter("Gabumon").hp = 0
    battle.state.winner = "Agumon"
    with pytest.raises(RuleViolation, match="over"):
        battle.view()
