"""The DBU environment: PettingZoo's checks, rewards from the engine's winner, the same fight
as the engine's, the option encoding, and the decision cap."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.envs import DbuEnv, dbu_env
from tenkaichi.envs.dbu_encoding import (
    DECISION_KINDS,
    EFFECTS,
    GLOBAL_SCALARS,
    OPTION_KINDS,
)
from tenkaichi.errors import ContentError

from .helpers import EXAMPLES, ROOT, encounter, play_randomly, quietly

CASES = [
    ("perft-duel", None),  # one against one, dbu-2
    ("perft-duel", "dbu-1"),
    ("perft-skirmish", None),  # two against two, dbu-2
    ("ambush-dbu1", None),  # a team fight of edition dbu-1, with Minions and a surprise round
]


def make(name: str, edition: str | None = None, **kwargs: object) -> DbuEnv:
    return dbu_env(encounter(name), edition=edition, library=[EXAMPLES], **kwargs)


@pytest.mark.parametrize(("name", "edition"), CASES)
def test_pettingzoo_api_and_seed_tests_pass(name: str, edition: str | None) -> None:
    quietly(api_test, make(name, edition), num_cycles=40)
    quietly(seed_test, lambda: make(name, edition), num_cycles=40)


def test_agents_are_the_sides_in_setup_order_and_editions_apply() -> None:
    duel = dbu_env([EXAMPLES / "goku.yaml", EXAMPLES / "vegeta.yaml"])
    assert duel.possible_agents == ["side_A", "side_B"]
    assert make("ambush-dbu1").possible_agents == ["side_Heroes", "side_Villains"]
    assert make("perft-duel").setup.edition == "dbu-2"
    assert make("perft-duel", "dbu-1").setup.edition == "dbu-1"
    setup = load_encounter(encounter("mirror-3v3"), library=[EXAMPLES])
    assert DbuEnv(setup).possible_agents == ["side_West", "side_East"]
    with pytest.raises(ContentError, match="unknown edition 'dbu-9'"):
        make("perft-duel", "dbu-9")


@pytest.mark.parametrize(("name", "seeds"), [("saiyan-duel", (2, 3)), ("hijack", (0, 1))])
def test_a_random_episode_ends_with_the_rewards_of_the_engines_winner(
    name: str, seeds: tuple[int, ...]
) -> None:
    env = make(name)
    winners = set()
    for seed in seeds:
        _, totals = play_randomly(env, seed, policy_seed=seed)
        winner = env.encounter.state.winner
        assert env.encounter.over
        winners.add(winner)
        if winner == "draw":
            assert totals == dict.fromkeys(env.possible_agents, 0.0)
        else:
            assert totals == {
                agent: 1.0 if agent == f"side_{winner}" else -1.0 for agent in env.possible_agents
            }
    assert len(winners) == 2  # each side wins once: the rewards follow the winner


@pytest.mark.parametrize(("name", "edition"), [("perft-skirmish", None), ("perft-duel", "dbu-1")])
def test_the_envs_fight_is_the_engines_fight(name: str, edition: str | None) -> None:
    env = make(name, edition)
    actions, _ = play_randomly(env, 11, policy_seed=5)
    enc = Encounter.start(env.setup, 11)
    for action in actions:
        enc.choose(action)
    played = [e.to_json() for e in env.encounter.events]
    assert [e.to_json() for e in enc.events] == played
    assert [e.to_json() for e in replay(env.encounter.record()).events] == played
    assert enc.state.winner == env.encounter.state.winner


def test_each_option_row_describes_its_option_and_the_mask_its_decision() -> None:
    env = make("perft-skirmish")
    lay = env.layout
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    seen_targets = 0
    for agent in env.agent_iter(400):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        enc = env.encounter
        decision = enc.decision
        assert decision is not None
        assert agent == f"side_{enc.fighter(decision.actor).side}"
        n = len(decision.options)
        assert int(obs["action_mask"].sum()) == n
        assert obs["action_mask"][:n].all()
        rows = obs["options"]
        assert not rows[n:].any()
        for i, option in enumerate(decision.options):
            kinds = rows[i, : len(OPTION_KINDS) + 1]
            assert kinds[OPTION_KINDS.index(option.kind)] == 1.0
            assert kinds.sum() == 1.0
            target = option.args.get("target")
            if target is not None:
                slots = rows[i, lay.target_col : lay.target_col + lay.fighters]
                assert slots[enc.index(target)] == 1.0
                assert slots.sum() == 1.0
                seen_targets += 1
            if "x" in option.args:
                x = rows[i, lay.square_col + 1] * enc.state.width - 0.5
                assert round(float(x)) == option.args["x"]
        for other in env.agents:
            if other != agent:
                theirs = env.observe(other)
                assert not theirs["action_mask"].any()
                assert not theirs["options"].any()
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert seen_targets > 50


def test_fighter_features_follow_the_fight() -> None:
    env = make("perft-duel")
    lay = env.layout
    play_randomly(env, 6, policy_seed=1)
    enc = env.encounter
    obs = env.observe("side_A")["observation"]
    for slot, f in enumerate(enc.state.fighters):
        row = obs[slot * lay.fighter_width :]
        assert row[0] == (1.0 if f.side == "A" else 0.0)  # mine
        assert row[2] == (1.0 if f.defeated else 0.0)
        assert row[5] == pytest.approx(max(0, f.life) / stats.max_life(enc, f))
    assert any(f.defeated for f in enc.state.fighters) or enc.state.winner == "draw"


def test_a_decision_beyond_the_cap_shows_its_first_options_and_says_so() -> None:
    cap = 4
    env = make("perft-duel", max_options=cap)
    assert env.action_space("side_A").n == cap
    env.reset(seed=1)
    rng = np.random.default_rng(0)
    cut = 0
    at = env.layout.fighters * env.layout.fighter_width + len(DECISION_KINDS) + 1
    flag = at + GLOBAL_SCALARS.index("options_cut")
    for _agent in env.agent_iter(2000):
        obs, _, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        decision = env.encounter.decision
        assert decision is not None
        n = len(decision.options)
        assert int(obs["action_mask"].sum()) == min(n, cap)
        assert info == ({"options_cut": n - cap} if n > cap else {})
        assert obs["observation"][flag] == (1.0 if n > cap else 0.0)
        cut += n > cap
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.encounter.over
    assert cut > 10


def _literals(call: str, position: int) -> set[str]:
    """String literals passed as argument ``position`` of every call named ``call`` in the
    DBU engine's source."""
    found: set[str] = set()
    for path in (ROOT / "src" / "tenkaichi" / "dbu" / "combat").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) <= position:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            arg = node.args[position]
            if name == call and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
    return found


def test_the_vocabularies_know_every_kind_the_engine_names() -> None:
    options = _literals("Option", 0)
    decisions = _literals("ask", 1)
    effects = _literals("Effect", 0) | set(stats.CONDITIONS)
    assert len(options) > 100
    assert len(decisions) > 40
    assert len(effects) > 25
    assert options - set(OPTION_KINDS) == set()
    assert decisions - set(DECISION_KINDS) == set()
    assert effects - set(EFFECTS) == set()


def test_observations_are_fresh_arrays() -> None:
    env = make("perft-duel")
    env.reset(seed=0)
    first = env.observe("side_A")
    first["observation"][:] = 0.5
    assert not np.array_equal(env.observe("side_A")["observation"], first["observation"])


def test_an_unknown_encounter_file_is_one_line() -> None:
    with pytest.raises(ContentError, match=r"missing\.yaml"):
        dbu_env(Path("missing.yaml"))
