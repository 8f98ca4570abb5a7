"""What every Tenkaichi environment shares: the AEC bookkeeping of a turn-based game where
exactly one agent acts at a time, seeded resets, rewards at the end, and the illegal-action rule.

A subclass names its agents (``possible_agents``) and fills in five methods: start a game from a
seed, who acts now, whether an action is legal, play it, and the final rewards. This class does
the rest, the same way for every game:

- ``reset(seed=s)`` plays the game of seed ``s``; ``reset()`` without a seed plays the seed after
  the previous one (the first is 0).
- The game's own end gives each agent its reward (:meth:`TurnEnv._outcome`), every agent is
  terminated, and each then steps with ``None`` to leave.
- An illegal action (not an integer, outside the action space, or masked out) ends the episode
  for everyone: the agent that played it gets :data:`ILLEGAL_PENALTY`, every other agent 0,
  and its info says ``illegal_action`` (the action: its number, or its text when it is not a
  whole number). Nothing is raised and the game is not changed.
- A game that needs more than ``max_decisions`` decisions is truncated for everyone (0 reward).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from pettingzoo import AECEnv  # type: ignore[import-untyped]

ILLEGAL_PENALTY = -1.0
"""The reward of an agent whose action was illegal (every other agent gets 0)."""
MAX_DECISIONS = 20_000
"""A game that needs more decisions than this is truncated (no game of the examples comes near)."""


def action_number(action: Any) -> int | None:
    """``action`` as a plain int, or None when it is not an integer (a float, a bool, None)."""
    if isinstance(action, bool | np.bool_) or not isinstance(action, int | np.integer):
        return None
    return int(action)


class TurnEnv(AECEnv):  # type: ignore[misc]
    """Base of the Tenkaichi environments (see the module docstring)."""

    possible_agents: list[str]
    max_decisions: int = MAX_DECISIONS

    def __init__(self) -> None:
        super().__init__()
        self._next_seed = 0
        self.decisions = 0
        """Decisions answered in this episode."""
        self.agents: list[str] = []
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}

    # -- what a game fills in ------------------------------------------------------------
    def _start(self, seed: int) -> None:
        """Set up the game of ``seed`` and run it to its first decision."""
        raise NotImplementedError

    def _actor(self) -> str | None:
        """The agent that must act now; None once the game is over."""
        raise NotImplementedError

    def _legal(self, action: int) -> bool:
        """Whether ``action`` is legal for the agent that acts now."""
        raise NotImplementedError

    def _play(self, action: int) -> None:
        """Play a legal ``action`` and run the game on to its next decision."""
        raise NotImplementedError

    def _outcome(self) -> dict[str, float]:
        """Each agent's reward at the end of a finished game."""
        raise NotImplementedError

    # -- the AEC loop ----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = self._next_seed
        elif isinstance(seed, np.integer):
            seed = int(seed)
        self._next_seed = seed + 1
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self.decisions = 0
        self._start(seed)
        self._select()

    def _select(self) -> None:
        actor = self._actor()
        if actor is None:
            self.rewards.update(self._outcome())
            self._end()
            return
        self.agent_selection = actor
        if self.decisions >= self.max_decisions:
            for agent in self.agents:
                self.truncations[agent] = True

    def _end(self) -> None:
        for agent in self.agents:
            self.terminations[agent] = True
        self.agent_selection = self.agents[0]

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        number = action_number(action)
        if number is None or not self._legal(number):
            self.rewards[agent] = ILLEGAL_PENALTY
            played = number if number is not None else repr(action)
            self.infos[agent] = {**self.infos[agent], "illegal_action": played}
            self._end()
        else:
            self._play(number)
            self.decisions += 1
            self._select()
        self._accumulate_rewards()

    def _clear_rewards(self) -> None:
        for agent in self.rewards:
            self.rewards[agent] = 0.0

    def close(self) -> None:
        return None


__all__ = ["ILLEGAL_PENALTY", "MAX_DECISIONS", "TurnEnv", "action_number"]
