"""The Tournament of Power environment on the shared base: rewards from the engine's winners,
and the same game as the engine's (its own checks live in tests/top)."""

from __future__ import annotations

from tenkaichi.envs import env
from tenkaichi.top.engine import replay

from .helpers import play_randomly


def test_a_random_episode_is_the_engines_game_with_its_rewards() -> None:
    e = env(players=3)
    actions, totals = play_randomly(e, 8, policy_seed=8)
    game = e.game
    assert game is not None
    assert game.over
    winners = set(game.state.winners)
    assert winners
    assert totals == {
        agent: 1.0 if seat in winners else -1.0 for seat, agent in enumerate(e.possible_agents)
    }
    again = replay(3, 8, [e.option_of(a) for a in actions], content=e.content)
    assert again.events == game.events
    assert again.choices == game.choices
