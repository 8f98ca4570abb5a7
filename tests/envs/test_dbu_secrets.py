"""A DBU agent's observation holds nothing another side keeps secret: two fights that differ
only in that secret look the same to the other side, down to the last number."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.editions.dbu1.holding_back import HOLDING
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.play import sideview
from tenkaichi.envs import DbuEnv, dbu_env

from .helpers import EXAMPLES, encounter

Secret = Callable[[Encounter], tuple[str, Encounter] | None]
"""Finds a secret in a fight: the side that keeps it and a copy of the fight where only that
secret is different; None when the fight holds none now."""
Pair = tuple[str, Encounter, Encounter]
"""The side keeping a secret, a fight, and its twin that differs only in that secret."""


def _other_wager(enc: Encounter) -> tuple[str, Encounter] | None:
    for depth, frame in enumerate(enc.state.stack):
        if isinstance(frame, DuelFrame) and frame.committed:
            fid, kp = next(iter(frame.committed.items()))
            twin = enc.clone()
            duel = twin.state.stack[depth]
            assert isinstance(duel, DuelFrame)
            duel.committed[fid] = kp + 3
            return enc.fighter(fid).side, twin
    return None


def _holding_back(enc: Encounter) -> tuple[str, Encounter] | None:
    for i, f in enumerate(enc.state.fighters):
        if any(e.name == HOLDING for e in f.effects):
            twin = enc.clone()
            twin.state.fighters[i].effects = [e for e in f.effects if e.name != HOLDING]
            return f.side, twin
    return None


def _observations(env: DbuEnv, enc: Encounter, agent: str) -> dict[str, np.ndarray]:
    env.enc = enc
    return env.observe(agent)


def _same(a: dict[str, np.ndarray], b: dict[str, np.ndarray]) -> bool:
    return all(np.array_equal(a[k], b[k]) for k in a)


def _walk(env: DbuEnv, seed: int, prefer: str, secret: Secret) -> list[Pair]:
    """Play seed ``seed`` (choosing ``prefer`` options whenever offered, else at random) and
    collect every fight along the way that holds a secret, with its altered twin."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    found: list[Pair] = []
    for _agent in env.agent_iter(3000):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        enc = env.encounter
        held = secret(enc)
        if held is not None:
            found.append((held[0], enc.clone(), held[1]))
        decision = enc.decision
        assert decision is not None
        preferred = [i for i, o in enumerate(decision.options) if o.kind == prefer]
        env.step(preferred[0] if preferred else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return found


CASES = [
    pytest.param(
        "perft-duel", None, "duel", _other_wager, marks=pytest.mark.rule("dbu.counter.duel.wagers")
    ),
    pytest.param(
        "perft-duel",
        "dbu-1",
        "holding_back",
        _holding_back,
        marks=pytest.mark.rule("dbu.legacy.holding-back"),
    ),
]


@pytest.mark.parametrize(("name", "edition", "prefer", "secret"), CASES)
def test_the_other_sides_see_the_same_whatever_the_secret(
    name: str, edition: str | None, prefer: str, secret: Secret
) -> None:
    env = dbu_env(encounter(name), edition=edition, library=[EXAMPLES])
    checked = 0
    for seed in range(3):
        for keeper, original, twin in _walk(env, seed, prefer, secret):
            assert twin.state != original.state  # the secret really differs
            for agent, side in zip(env.possible_agents, env.sides, strict=True):
                if side != keeper:
                    seen = _observations(env, original, agent)
                    assert _same(seen, _observations(env, twin, agent))
                    checked += 1
    assert checked >= 5


@pytest.mark.parametrize(("name", "edition", "prefer", "secret"), CASES)
def test_without_the_side_view_the_secret_would_show(
    name: str,
    edition: str | None,
    prefer: str,
    secret: Secret,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The check above can fail: were the observation made from the fight itself (a view that
    keeps every secret in), the two fights would look different to the other side."""
    env = dbu_env(encounter(name), edition=edition, library=[EXAMPLES])
    walk = _walk(env, 0, prefer, secret)
    assert walk
    keeper, original, twin = walk[0]
    other = next(a for a, s in zip(env.possible_agents, env.sides, strict=True) if s != keeper)
    monkeypatch.setattr(sideview, "_secrets", lambda *_: False)
    assert not _same(_observations(env, original, other), _observations(env, twin, other))
