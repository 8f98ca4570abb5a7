"""Agent environments over the Tenkaichi engines (PettingZoo)."""

from __future__ import annotations

from tenkaichi.envs.top_env import TopEnv, env, raw_env

__all__ = ["TopEnv", "env", "raw_env"]
