"""Agent environment steps per second, run by hand: ``python bench/env_bench.py``.

Each environment plays whole seeded episodes (seed 0, 1, 2, ...) with uniformly random legal
actions (read from the action mask) in one process, for at least ``--seconds`` per case; a step
is one action of the agent that must act (observing it included). Then the same episodes (same
seeds, same choices) are played straight on the engine, which gives the engine's own rate: the
difference is what the environment costs (views, observations, masks). Prints a Markdown
table.
"""

from __future__ import annotations

import argparse
import platform
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


Episode = tuple[int, list[Any]]
"""A seed and the engine's choices of one episode."""


def env_rate(
    make: Callable[[], Any], choice: Callable[[Any, int], Any], seconds: float
) -> tuple[float, int, list[Episode]]:
    """Steps per second and steps of random legal play for ``seconds``, and each episode's
    seed and choices as the engine takes them (``choice`` translates an action number)."""
    e = make()
    rng = np.random.default_rng(0)
    steps = 0
    episodes: list[Episode] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed = len(episodes)
        e.reset(seed=seed)
        chosen: list[Any] = []
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            number = int(legal[rng.integers(len(legal))])
            chosen.append(choice(e, number))
            e.step(number)
            steps += 1
        episodes.append((seed, chosen))
    return steps / (time.perf_counter() - start), steps, episodes


def engine_rate(play: Callable[[int, list[Any]], None], episodes: list[Episode]) -> float:
    """Steps per second of the same episodes played straight on the engine."""
    steps = sum(len(chosen) for _, chosen in episodes)
    start = time.perf_counter()
    for seed, chosen in episodes:
        play(seed, chosen)
    return steps / (time.perf_counter() - start)


def dbu_play(setup: Any) -> Callable[[int, list[Any]], None]:
    def play(seed: int, chosen: list[Any]) -> None:
        enc = Encounter.start(setup, seed)
        for index in chosen:
            enc.choose(index)

    return play


def ddc_play(setup: BattleSetup) -> Callable[[int, list[Any]], None]:
    def play(seed: int, chosen: list[Any]) -> None:
        battle = Battle.start(setup, seed)
        for action in chosen:
            battle.legal()  # the engine lists the legal actions at each decision, as for a bot
            battle.apply(action)

    return play


def top_play(players: int, content: Any) -> Callable[[int, list[Any]], None]:
    def play(seed: int, chosen: list[Any]) -> None:
        game = Game.start(players, seed, content)
        for option in chosen:
            _ = game.decision
            game.choose(option)

    return play


def dbu(name: str, **kwargs: Any) -> Callable[[], Any]:
    path = EXAMPLES / "encounters" / f"{name}.yaml"
    return lambda: dbu_env(path, library=[EXAMPLES], **kwargs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="Time per case.")
    seconds = parser.parse_args().seconds
    cases: list[tuple[str, Callable[[], Any], Callable[[Any, int], Any], Any]] = []
    for name, label in (
        ("perft-duel", "DBU, one against one (perft-duel)"),
        ("mirror-3v3", "DBU, three against three (mirror-3v3)"),
        ("ambush-dbu1", "DBU dbu-1, teams and Minions (ambush-dbu1)"),
    ):
        cases.append((label, dbu(name), lambda _e, n: n, lambda e: dbu_play(e.setup)))
    cases.append(
        (
            "DBU, three against three, option costs off",
            dbu("mirror-3v3", costs=False),
            lambda _e, n: n,
            lambda e: dbu_play(e.setup),
        )
    )
    for label, setup in (
        ("DDC, Agumon against Gabumon", BattleSetup.of("Agumon", "Gabumon")),
        ("DDC, two against one, digivolving on", TEAMS),
    ):
        cases.append(
            (
                label,
                lambda s=setup: ddc_env(s),
                lambda e, n: e.action_of(n),
                lambda e: ddc_play(e.setup),
            )
        )
    for players in (2, 4):
        cases.append(
            (
                f"Tournament of Power, {players} players",
                lambda p=players: env(players=p),
                lambda e, n: e.option_of(n),
                lambda e: top_play(e.players, e.content),
            )
        )
    print("| environment | steps per second | steps | episodes | engine alone, steps/s |")
    print("|---|---|---|---|---|")
    for label, make, choice, player in cases:
        rate, steps, episodes = env_rate(make, choice, seconds)
        alone = engine_rate(player(make()), episodes)
        print(
            f"| {label} | {rate:,.0f} | {steps:,} | {len(episodes):,} | {alone:,.0f} |", flush=True
        )
    print()
    print(
        f"Random legal actions, one process, at least {seconds:g} s a case; Python "
        f"{platform.python_version()}, numpy {np.__version__}, {platform.machine()}."
    )


if __name__ == "__main__":
    main()
