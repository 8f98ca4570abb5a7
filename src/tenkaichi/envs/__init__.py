"""Agent environments over the Tenkaichi engines (PettingZoo AEC, one agent acts at a time).

- :func:`env` (:class:`TopEnv`): the Tournament of Power, one agent per player.
- :func:`dbu_env` (:class:`DbuEnv`): a DBU fight from any encounter, one agent per side.
- :func:`ddc_env` (:class:`DdcEnv`): a Dungeon DICE Combat battle, one agent per fighter.

Each passes PettingZoo's ``api_test`` and ``seed_test``; ``reset(seed=s)`` plays the game of
seed ``s``; observations come from the agent's own view only, with an ``action_mask``; rewards
come at the end (+1 win, -1 loss, 0 draw); an illegal action ends the episode with
:data:`ILLEGAL_PENALTY` to the agent that played it. See ``docs/envs.md``.
"""

from __future__ import annotations

from tenkaichi.envs.base import ILLEGAL_PENALTY
from tenkaichi.envs.dbu_env import DbuEnv
from tenkaichi.envs.dbu_env import env as dbu_env
from tenkaichi.envs.ddc_env import DdcEnv
from tenkaichi.envs.ddc_env import env as ddc_env
from tenkaichi.envs.top_env import TopEnv, env, raw_env

__all__ = ["ILLEGAL_PENALTY", "DbuEnv", "DdcEnv", "TopEnv", "dbu_env", "ddc_env", "env", "raw_env"]
