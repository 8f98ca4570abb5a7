"""The Dungeon DICE Combat environment: PettingZoo's checks, the action numbering, rewards from
the engine's winner, the same battle as the engine's, and observations without the dice."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.setup import BattleSetup, Entry
from tenkaichi.dice.rng import SeededRng
from tenkaichi.envs import DdcEnv, ddc_env

from .helpers import play_randomly, quietly

DUEL = ("Agumon", "Gabumon")
"""The battle of docs/ddc.md."""
TEAMS = BattleSetup(
    fighters=(
        Entry(fighter="Agumon", side="tamers", x=2, y=7),
        Entry(fighter="Patamon", side="tamers"),
        Entry(fighter="Greymon", side="boss"),
    ),
    settings={"digivolve_enabled": True},
)
"""Two against one, with digivolving on (the setup of docs/ddc.md)."""


@pytest.mark.parametrize("setup", [DUEL, TEAMS], ids=["duel", "teams"])
def test_pettingzoo_api_and_seed_tests_pass(setup: object) -> None:
    quietly(api_test, ddc_env(setup), num_cycles=60)
    quietly(seed_test, lambda: ddc_env(setup), num_cycles=60)


def test_agents_are_the_fighters_and_the_blocks_cover_the_space() -> None:
    env = ddc_env(TEAMS)
    assert env.possible_agents == ["Agumon", "Patamon", "Greymon"]
    sizes = {kind: size for kind, (_, size) in env.blocks.items()}
    assert sizes["move"] == sizes["charge"] == 15 * 15
    assert sizes["attack"] == env.techniques * 3
    assert sum(sizes.values()) == env.action_space("Agumon").n


def test_the_mask_is_the_engines_legal_actions_one_number_each() -> None:
    env = ddc_env(TEAMS)
    env.reset(seed=4)
    rng = np.random.default_rng(4)
    kinds: set[str] = set()
    for agent in env.agent_iter(600):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        battle = env.game
        assert agent == battle.state.actor.name
        legal = battle.legal()
        numbers = {env.number_of(a) for a in legal}
        assert len(numbers) == len(legal)  # no two actions share a number
        assert set(np.flatnonzero(obs["action_mask"]).tolist()) == numbers
        for number in numbers:
            action = env.action_of(number)
            assert action in legal
            assert env.number_of(action) == number
        kinds.update(a.kind for a in legal)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert kinds >= {"move", "charge", "attack", "defend", "end", "digivolve"}


def test_a_random_episode_ends_with_the_rewards_of_the_engines_winner() -> None:
    env = ddc_env(DUEL)
    winners = set()
    for seed in range(6):
        _, totals = play_randomly(env, seed, policy_seed=seed)
        state = env.game.state
        winners.add(state.winner)
        side = {f.name: f.side for f in state.fighters}
        if state.winner == "draw":
            assert totals == dict.fromkeys(env.possible_agents, 0.0)
        else:
            assert totals == {a: 1.0 if side[a] == state.winner else -1.0 for a in side}
    assert winners >= set(DUEL)  # each side wins at least once


def test_the_envs_battle_is_the_engines_battle() -> None:
    env = ddc_env(TEAMS)
    env.reset(seed=9)
    rng = np.random.default_rng(1)
    chosen = []
    for _agent in env.agent_iter(5000):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        number = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        chosen.append(env.action_of(number))
        env.step(number)
    again = Battle.replay(env.setup, 9, [a.text() for a in chosen])
    assert again.events == env.game.events
    assert again.state.winner == env.game.state.winner is not None


def test_the_observation_holds_no_dice_to_come() -> None:
    env = ddc_env(DUEL)
    env.reset(seed=3)
    battle = env.game
    for agent in env.possible_agents:
        before = env.observe(agent)
        env.battle = battle.fork(SeededRng(12345))  # the same table, other dice to come
        after = env.observe(agent)
        env.battle = battle
        assert all(np.array_equal(before[k], after[k]) for k in before)


def test_fighter_features_follow_the_battle() -> None:
    env = ddc_env(DUEL)
    play_randomly(env, 2, policy_seed=2)
    obs = env.observe("Agumon")["observation"]
    width = env.fighter_width
    for slot, f in enumerate(env.game.state.fighters):
        row = obs[slot * width :]
        assert row[0] == (1.0 if f.name == "Agumon" else 0.0)
        assert row[4] == (1.0 if f.alive else 0.0)
        assert row[7] == pytest.approx(max(0, f.hp) / f.max_hp)


def test_a_setup_file_names_or_a_setup_make_the_env(tmp_path: Path) -> None:
    path = tmp_path / "battle.yaml"
    path.write_text("fighters:\n  - {fighter: Agumon, side: a}\n  - {fighter: Agumon, side: b}\n")
    assert ddc_env(path).possible_agents == ["Agumon", "Agumon2"]
    assert ddc_env(["Agumon", "Gabumon", "Patamon"]).possible_agents == [*DUEL, "Patamon"]
    assert isinstance(ddc_env(BattleSetup.of(*DUEL)), DdcEnv)
