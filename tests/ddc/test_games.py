"""Seeded whole battles: never crash, never an illegal move, replay identically; a golden log."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.bots import GreedyBot, RandomBot
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.runner import bots_for, run_battle
from tenkaichi.ddc.setup import BattleSetup

GOLDEN = Path(__file__).parent.parent / "golden" / "ddc"
ONE_V_ONE = BattleSetup.of("Agumon", "Gabumon")
FREE_FOR_ALL = BattleSetup.of("Agumon", "Gabumon", "Patamon", "Palmon")


def checked_random_battle(setup: BattleSetup, seed: int) -> Battle:
    """A random-bot battle that asserts, before every action, that the bot's pick is legal and
    the state is sound."""
    battle = Battle.start(setup, seed)
    bots = {f.name: RandomBot(seed * 7 + i) for i, f in enumerate(battle.state.fighters)}
    while not battle.over:
        legal = battle.legal()
        assert legal, f"seed {seed}: no legal action"
        action = bots[battle.state.actor.name].choose(battle.view())
        assert action in legal
        battle.apply(action)
        living = [f for f in battle.state.fighters if f.alive]
        assert len({f.square for f in living}) == len(living)
        assert all(f.hp <= f.max_hp for f in battle.state.fighters)
        assert all(0 <= f.x < 15 and 0 <= f.y < 15 for f in living)
    assert battle.state.round <= battle.settings.round_limit
    return battle


@pytest.mark.rule("ddc.turn-order")
@pytest.mark.parametrize(("setup", "seeds"), [(ONE_V_ONE, range(25)), (FREE_FOR_ALL, range(15))])
def test_random_battles_end_legally_and_replay(setup: BattleSetup, seeds: range) -> None:
    for seed in seeds:
        battle = checked_random_battle(setup, seed)
        again = Battle.replay(setup, seed, [a.text() for a in battle.log])
        assert again.events == battle.events
        assert again.state.winner == battle.state.winner


def test_greedy_beats_random_most_of_the_time() -> None:
    wins = 0
    for seed in range(20):
        battle = Battle.start(ONE_V_ONE, seed)
        greedy = "Agumon" if seed % 2 else "Gabumon"
        bots = {
            f.name: GreedyBot(seed) if f.name == greedy else RandomBot(seed)
            for f in battle.state.fighters
        }
        run_battle(battle, bots)
        wins += battle.state.winner == greedy
    assert wins >= 17


def test_search_bot_plays_a_whole_battle_legally() -> None:
    battle = Battle.start(ONE_V_ONE, 3)
    bots = bots_for(battle, {"Agumon": "mcts", "Gabumon": "greedy"}, 3)
    bots["Agumon"].iterations = 25  # type: ignore[attr-defined]
    run_battle(battle, bots)
    assert battle.over
    assert Battle.replay(ONE_V_ONE, 3, battle.log).events == battle.events


def test_golden_greedy_battle_log() -> None:
    battle = Battle.start(ONE_V_ONE, 7)
    run_battle(battle, bots_for(battle, "greedy", 7))
    log = "\n".join(e.text for e in battle.events) + "\n"
    path = GOLDEN / "greedy-1v1-seed7.txt"
    if os.environ.get("TENKAICHI_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(log, encoding="utf-8")
    assert log == path.read_text(encoding="utf-8")


def test_the_quick_legality_check_agrees_with_the_full_list() -> None:
    from tenkaichi.ddc.options import is_legal, legal_actions

    battle = Battle.start(FREE_FOR_ALL, 5)
    bots = bots_for(battle, "random", 5)
    probes = [Action("defend"), Action("end"), Action("charge", 0, 0), Action("move", 7, 7)]
    while not battle.over:
        legal = legal_actions(battle)
        sample = legal[:: max(1, len(legal) // 25)] + probes
        sample += [Action("attack", move="Normal", target=f.name) for f in battle.state.fighters]
        for action in sample:
            assert is_legal(battle, action) == (action in legal), action
        battle.apply(bots[battle.state.actor.name].choose(battle.view()))


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**40),
    picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=80),
    ffa=st.booleans(),
)
def test_any_legal_sequence_keeps_the_state_sound(seed: int, picks: list[int], ffa: bool) -> None:
    setup = FREE_FOR_ALL if ffa else ONE_V_ONE
    battle = Battle.start(setup, seed)
    for pick in picks:
        if battle.over:
            break
        legal = battle.legal()
        assert Action("end") in legal
        battle.apply(legal[pick % len(legal)])
        state = battle.state
        living = [f for f in state.fighters if f.alive]
        assert len({f.square for f in living}) == len(living)
        assert all(f.hp <= f.max_hp for f in state.fighters)
        assert 0 <= state.turn.steps <= battle.settings.move_steps
        if not battle.over:
            assert state.actor.alive
    assert Battle.replay(setup, seed, battle.log).events == battle.events
