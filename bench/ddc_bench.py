"""Dungeon DICE Combat: random-bot battles per second, the 10,000-battle soundness run, and
chat-command round trips per second through the chat front-end over the table service (SQLite).

Run by hand (``make bench``); writes its table between the ``bench:ddc`` markers of
docs/performance.md. Not a timed test; the CI-sized soundness check is tests/ddc/test_games.py.
"""

from __future__ import annotations

import argparse
import platform
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from markers import write_block
from tenkaichi.chat.ddc_chat import DdcChat
from tenkaichi.chat.messages import Author, Incoming
from tenkaichi.ddc.bots import RandomBot
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.errors import TenkaichiError
from tenkaichi.table.service import TableService

SETUPS = {
    "1v1": BattleSetup.of("Agumon", "Gabumon"),
    "4-fighter free-for-all": BattleSetup.of("Agumon", "Gabumon", "Patamon", "Palmon"),
}
MARKER = "<!-- bench:ddc -->"


def random_battle(setup: BattleSetup, seed: int) -> Battle:
    battle = Battle.start(setup, seed)
    bots = {f.name: RandomBot(seed * 7 + i) for i, f in enumerate(battle.state.fighters)}
    while not battle.over:
        legal = battle.legal()
        action = bots[battle.state.actor.name].choose(battle.view())
        if action not in legal:
            raise TenkaichiError(f"seed {seed}: the bot chose an illegal {action.text()}")
        battle.apply(action)
    return battle


def check(job: tuple[str, range]) -> tuple[int, int, int, int]:
    """(battles, crashes or illegal moves, replay mismatches, actions) for one slice of seeds."""
    name, seeds = job
    setup = SETUPS[name]
    crashes = mismatches = actions = 0
    for seed in seeds:
        try:
            battle = random_battle(setup, seed)
        except Exception:  # counted, never hidden
            crashes += 1
            continue
        actions += len(battle.log)
        again = Battle.replay(setup, seed, [a.text() for a in battle.log])
        mismatches += again.events != battle.events
    return len(seeds), crashes, mismatches, actions


def speed(name: str, battles: int) -> tuple[float, float, float]:
    """(battles/s, actions/s, mean rounds), one process, no replay."""
    setup = SETUPS[name]
    actions = rounds = 0
    start = time.perf_counter()
    for seed in range(battles):
        battle = random_battle(setup, 1_000_000 + seed)
        actions += len(battle.log)
        rounds += battle.state.round
    elapsed = time.perf_counter() - start
    return battles / elapsed, actions / elapsed, rounds / battles


OPEN = (("ann", "!join Agumon"), ("bob", "!join Gabumon"), ("ann", "!start"))


def say(front: DdcChat, channel: str, user: str, text: str) -> str:
    replies = front.handle(Incoming("bench", channel, Author(user, user), text))
    if not replies or replies[0].error:
        raise TenkaichiError(f"the bench's command was refused: {replies}")
    return replies[0].text


def drive(make_front: Callable[[], DdcChat], channel: str, commands: int) -> float:
    """Commands per second: players send ``!end`` on their turns; whenever a battle ends a new
    one is gathered in the same channel (``!join``, ``!join``, ``!start``). Every command here
    is accepted and appended to the table's log; a refusal stops the run."""
    count, player = 0, ""
    start = time.perf_counter()
    reply = ""
    while count < commands:
        front = make_front()
        steps = [(player, "!end")] if player else list(OPEN)
        for user, text in steps:
            reply = say(front, channel, user, text)
            count += 1
        player = next((p for p in ("ann", "bob") if reply.endswith(f"{p}, your move.")), "")
    return count / (time.perf_counter() - start)


def round_trips(commands: int, folder: Path) -> tuple[float, float, float]:
    """Chat commands per second on a file database: warm (one service keeps the table in
    memory), cold (a new service per command, so each command replays the table from its
    log), refused (a non-player's ``!move``, nothing written)."""
    url = f"sqlite:///{folder / 'bench.sqlite3'}"
    service = TableService(url)
    front = DdcChat(service, new_seed=lambda: 3)
    warm = drive(lambda: front, "warm", commands)
    services: list[TableService] = []

    def cold_front() -> DdcChat:
        for old in services:
            old.close()
        services[:] = [TableService(url, migrate=False)]
        return DdcChat(services[0], new_seed=lambda: 3)

    cold = drive(cold_front, "cold", commands // 4)
    for old in services:
        old.close()
    start = time.perf_counter()
    for _ in range(commands):
        front.handle(Incoming("bench", "warm", Author("zed", "zed"), "!move 3 3"))
    refused = commands / (time.perf_counter() - start)
    service.close()
    return warm, cold, refused


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--battles", type=int, default=10_000, help="soundness run, split evenly")
    parser.add_argument("--speed", type=int, default=500, help="battles per setup for speed")
    parser.add_argument("--commands", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    rows = ["| setup | battles/s | actions/s | mean rounds |", "|---|---|---|---|"]
    for name in SETUPS:
        bps, aps, rounds = speed(name, args.speed)
        rows.append(f"| {name} | {bps:,.1f} | {aps:,.0f} | {rounds:.1f} |")
    half = args.battles // 2
    chunk = max(1, half // (4 * args.workers))
    jobs = [
        (name, range(s, min(s + chunk, half))) for name in SETUPS for s in range(0, half, chunk)
    ]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        totals = [sum(col) for col in zip(*pool.map(check, jobs), strict=True)]
    soundness_s = time.perf_counter() - start
    battles, crashes, mismatches, actions = totals
    with tempfile.TemporaryDirectory() as folder:
        warm, cold, refused = round_trips(args.commands, Path(folder))
    results = (
        "\n".join(rows)
        + f"\n\nSoundness: {battles:,} seeded random-bot battles ({half:,} 1v1 + {half:,} "
        f"4-fighter free-for-all, seeds 0..{half - 1} each), {actions:,} actions: "
        f"{crashes} crashes or illegal moves, {mismatches} replays that differ "
        f"({soundness_s:.0f} s on {args.workers} processes, replay included).\n\n"
        "| chat command round trip (SQLite file, `DdcChat.handle` over the table service) "
        "| per second |\n|---|---|\n"
        f"| accepted command (`!end`, or opening the next battle), table kept in memory, "
        f"one input appended | {warm:,.0f} |\n"
        f"| the same with a new service per command (table replayed from its log) | "
        f"{cold:,.0f} |\n"
        f"| refused (`!move` from a non-player), nothing written | {refused:,.0f} |\n\n"
        f"Measured by `make bench` (speed: {args.speed} battles per setup, one process; "
        f"{args.commands} commands); Python {platform.python_version()}, {platform.machine()}, "
        f"{platform.system()}."
    )
    print(results)
    if args.write:
        write_block(args.write, MARKER, results)
    return 1 if crashes or mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
