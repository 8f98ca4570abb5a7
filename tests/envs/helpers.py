"""Shared pieces of the environment tests: the example encounters and random legal play."""

from __future__ import annotations

import warnings
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLES = ROOT / "examples"
ENCOUNTERS = EXAMPLES / "encounters"


def encounter(name: str) -> Path:
    return ENCOUNTERS / f"{name}.yaml"


def play_randomly(
    env: Any, seed: int, *, policy_seed: int = 0, max_steps: int = 20_000
) -> tuple[list[int], dict[str, float]]:
    """Play one episode of ``env`` (seed ``seed``) with uniformly random legal actions; the
    actions played and each agent's total reward."""
    env.reset(seed=seed)
    rng = np.random.default_rng(policy_seed)
    actions: list[int] = []
    totals: dict[str, float] = defaultdict(float)
    for agent in env.agent_iter(max_steps):
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        actions.append(action)
        env.step(action)
    assert not env.agents, "the episode did not end"
    return actions, dict(totals)


def quietly(check: Any, *args: Any, **kwargs: Any) -> None:
    """Run a PettingZoo check without its advice warnings (dictionary observations, agent
    names), which are about style, not correctness."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check(*args, **kwargs)
