"""What every environment shares (``tenkaichi.envs.base``): the illegal-action rule (an action
that is not legal ends the episode for everyone, the agent that played it gets the penalty, the
others 0, and the game is left as it was; nothing is raised) and seeded resets."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from tenkaichi.envs import ILLEGAL_PENALTY, dbu_env, ddc_env, env

from .helpers import EXAMPLES, encounter


def _moves(e: Any) -> int:
    """How many choices the game has taken so far."""
    if hasattr(e, "enc"):
        return len(e.encounter.choices)
    if hasattr(e, "battle"):
        return len(e.game.log)
    return len(e.game.choices)


MAKERS: dict[str, Callable[[], Any]] = {
    "top": lambda: env(players=3),
    "dbu": lambda: dbu_env(encounter("perft-skirmish"), library=[EXAMPLES]),
    "ddc": lambda: ddc_env(["Agumon", "Gabumon", "Patamon"]),
}


def _illegal(kind: str, obs: dict[str, np.ndarray], n: int) -> Any:
    if kind == "masked":
        return int(np.flatnonzero(obs["action_mask"] == 0)[0])
    if kind == "beyond":
        return n
    if kind == "negative":
        return -1
    if kind == "float":
        return float(np.flatnonzero(obs["action_mask"])[0])
    return None


@pytest.mark.parametrize("game", sorted(MAKERS))
@pytest.mark.parametrize("kind", ["masked", "beyond", "negative", "float", "none"])
def test_an_illegal_action_ends_the_episode_with_a_penalty(game: str, kind: str) -> None:
    e = MAKERS[game]()
    e.reset(seed=2)
    rng = np.random.default_rng(0)
    for _ in range(7):  # a few legal moves first, as numpy integers
        obs, *_ = e.last()
        e.step(np.int64(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert not any(e.terminations.values())
    offender = e.agent_selection
    obs, *_ = e.last()
    before = _moves(e)
    e.step(_illegal(kind, obs, e.action_space(offender).n))
    assert _moves(e) == before  # the game did not move
    assert all(e.terminations.values())
    assert e.rewards == {a: ILLEGAL_PENALTY if a == offender else 0.0 for a in e.agents}
    assert "illegal_action" in e.infos[offender]
    totals = {}
    for agent in e.agent_iter():
        _, reward, term, _, _ = e.last()
        assert term
        totals[agent] = reward
        e.step(None)
    assert totals == {a: ILLEGAL_PENALTY if a == offender else 0.0 for a in e.possible_agents}
    assert not e.agents
    e.reset(seed=2)  # and the next episode plays as usual
    obs, reward, term, _, info = e.last()
    assert not term
    assert reward == 0
    assert "illegal_action" not in info


def test_a_numpy_seed_is_the_same_seed() -> None:
    a, b = MAKERS["ddc"](), MAKERS["ddc"]()
    a.reset(seed=np.int64(5))
    b.reset(seed=5)
    assert a.game.events == b.game.events
    a.reset()
    b.reset(seed=6)  # without a seed: the one after the last
    assert a.game.events == b.game.events
