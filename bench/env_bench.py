"""Agent environment steps per second, run by hand: ``python bench/env_bench.py``.

Each environment plays whole seeded episodes (seed 0, 1, 2, ...) with uniformly random legal
actions (read from the action mask) in one process, for at least ``--seconds`` per case; a step
is one action of the agent that must act (observing it included). Next to each DBU and DDC case,
the same games played straight on the engine (a random legal choice, no observation) give the
engine's own rate, so the environment's share is visible. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.setup import BattleSetup, Entry
from tenkaichi.envs import dbu_env, ddc_env, env
from tenkaichi.top.engine import Game

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

TEAMS = BattleSetup(
    fighters=(
        Entry(fighter="Agumon", side="tamers", x=2, y=7),
        Entry(fighter="Patamon", side="tamers"),
        Entry(fighter="Greymon", side="boss"),
    ),
    settings={"digivolve_enabled": True},
)


def env_rate(make: Callable[[], Any], seconds: float) -> tuple[float, int, int]:
    """Steps per second, steps and episodes of random legal play for ``seconds``."""
    e = make()
    rng = np.random.default_rng(0)
    steps = episodes = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        e.reset(seed=episodes)
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        episodes += 1
    return steps / (time.perf_counter() - start), steps, episodes


def dbu_engine_rate(setup: Any, seconds: float) -> float:
    rng = random.Random(0)
    steps = seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        enc = Encounter.start(setup, seed)
        while (decision := enc.decision) is not None:
            enc.choose(rng.randrange(len(decision.options)))
            steps += 1
        seed += 1
    return steps / (time.perf_counter() - start)


def ddc_engine_rate(setup: BattleSetup, seconds: float) -> float:
    rng = random.Random(0)
    steps = seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        battle = Battle.start(setup, seed)
        while not battle.over:
            legal = battle.legal()
            battle.apply(legal[rng.randrange(len(legal))])
            steps += 1
        seed += 1
    return steps / (time.perf_counter() - start)


def top_engine_rate(players: int, seconds: float) -> float:
    content = env(players=players).content  # the environment's content (5 turns)
    rng = random.Random(0)
    steps = seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game.start(players, seed, content)
        while (decision := game.decision) is not None:
            game.choose(decision.options[rng.randrange(len(decision.options))])
            steps += 1
        seed += 1
    return steps / (time.perf_counter() - start)


def dbu(name: str, **kwargs: Any) -> Callable[[], Any]:
    path = EXAMPLES / "encounters" / f"{name}.yaml"
    return lambda: dbu_env(path, library=[EXAMPLES], **kwargs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="Time per case.")
    seconds = parser.parse_args().seconds
    cases: list[tuple[str, Callable[[], Any], Callable[[], float]]] = []
    for name, label in (
        ("perft-duel", "DBU, one against one (perft-duel)"),
        ("mirror-3v3", "DBU, three against three (mirror-3v3)"),
        ("ambush-dbu1", "DBU dbu-1, teams and Minions (ambush-dbu1)"),
    ):
        make = dbu(name)
        cases.append((label, make, lambda m=make: dbu_engine_rate(m().setup, seconds)))
    cases.append(
        (
            "DBU, three against three, option costs off",
            dbu("mirror-3v3", costs=False),
            lambda: dbu_engine_rate(dbu("mirror-3v3")().setup, seconds),
        )
    )
    duel = BattleSetup.of("Agumon", "Gabumon")
    cases.append(
        (
            "DDC, Agumon against Gabumon",
            lambda: ddc_env(duel),
            lambda: ddc_engine_rate(duel, seconds),
        )
    )
    cases.append(
        (
            "DDC, two against one, digivolving on",
            lambda: ddc_env(TEAMS),
            lambda: ddc_engine_rate(TEAMS, seconds),
        )
    )
    for players in (2, 4):
        cases.append(
            (
                f"Tournament of Power, {players} players",
                lambda p=players: env(players=p),
                lambda p=players: top_engine_rate(p, seconds),
            )
        )
    print("| environment | steps per second | steps | episodes | engine alone, steps/s |")
    print("|---|---|---|---|---|")
    for label, make, engine in cases:
        rate, steps, episodes = env_rate(make, seconds)
        print(f"| {label} | {rate:,.0f} | {steps:,} | {episodes:,} | {engine():,.0f} |", flush=True)
    print()
    print(
        f"Random legal actions, one process, at least {seconds:g} s a case; Python "
        f"{platform.python_version()}, numpy {np.__version__}, {platform.machine()}."
    )


if __name__ == "__main__":
    main()
