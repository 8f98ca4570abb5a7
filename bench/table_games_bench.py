"""Every game through the table service, in process: answers a second and whole games.

Run by hand, from the repository root::

    PYTHONPATH=src python bench/table_games_bench.py [--games 3] [--write docs/performance.md]

For each game a table is opened on a fresh SQLite file with one person's seat (answering with
a seeded random choice, as fast as it can) and bots in the other seats, and played to its end
through :class:`~tenkaichi.table.service.TableService` (``view`` before each answer, then
``answer``), as the web table and the chat front-ends drive it. Figures: the person's answers
a second, every input logged a second (the bots' answers included) and the seconds per game.
Not a test: the CPU is shared; ratios between rows of one run are what to read.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from markers import write_block
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.table.service import TableService

MARKER = "<!-- bench:table-games -->"
ROOT = Path(__file__).resolve().parents[1]


def tables() -> dict[str, tuple[str, Any, str, dict[str, str]]]:
    """Game -> (game id, setup, the person's side, bots by side)."""
    duel = load_encounter(
        ROOT / "examples" / "encounters" / "mirror-3v3.yaml", library=[ROOT / "examples"]
    )
    return {
        "DBU (mirror-3v3: a person plays West, a greedy bot East)": (
            "dbu",
            duel,
            "West",
            {"East": "greedy"},
        ),
        "Tournament of Power (4 players, 5 rounds: a person and 3 greedy bots)": (
            "top",
            {"players": 4, "settings": {"turns": 5}},
            "Player 1",
            {"Player 2": "greedy", "Player 3": "greedy", "Player 4": "greedy"},
        ),
        "Dungeon DICE Combat (a person's Agumon against a greedy bot's Gabumon)": (
            "ddc",
            {
                "fighters": [
                    {"fighter": "Agumon", "side": "red"},
                    {"fighter": "Gabumon", "side": "blue"},
                ]
            },
            "red",
            {"blue": "greedy"},
        ),
    }


def play(
    service: TableService, game: str, setup: Any, side: str, bots: dict[str, str], seed: int
) -> tuple[int, int, float]:
    """One table to its end: (the person's answers, inputs logged, seconds)."""
    gm = service.create_table(setup, "Host", game=game, seed=seed, bots=bots)
    me = service.add_seat(gm, "player", side=side, name="Ann")
    service.approve(gm, service.seat_id(me))
    rng = random.Random(seed)
    answers = 0
    start = time.perf_counter()
    service.start(gm)
    while True:
        view = service.view(me)
        if view["status"] == "over":
            break
        pending = view["pending"]
        if pending is None or "options" not in pending:
            raise RuntimeError(f"{game}: the table waits for nobody but is not over")
        service.answer(me, pending["decision_id"], rng.randrange(len(pending["options"])))
        answers += 1
    spent = time.perf_counter() - start
    return answers, int(service.view(gm)["seq"]), spent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="tables per game")
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    rows = [
        "| game | tables | person's answers/s | inputs logged/s | seconds a game |",
        "|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory() as folder:
        service = TableService(f"sqlite:///{Path(folder) / 'bench.sqlite3'}")
        for name, (game, setup, side, bots) in tables().items():
            answers = inputs = 0
            spent = 0.0
            for seed in range(args.games):
                a, i, s = play(service, game, setup, side, bots, seed)
                answers, inputs, spent = answers + a, inputs + i, spent + s
                print(f"{name}: seed {seed}: {a} answers, {i} inputs, {s:.1f} s", file=sys.stderr)
            rows.append(
                f"| {name} | {args.games} | {answers / spent:,.0f} | {inputs / spent:,.0f} | "
                f"{spent / args.games:.1f} |"
            )
        service.close()
    results = (
        "\n".join(rows) + f"\n\nMeasured by `bench/table_games_bench.py --games {args.games}` "
        f"(SQLite file, one process); Python {platform.python_version()}, {platform.machine()}."
    )
    print(results)
    if args.write:
        write_block(args.write, MARKER, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
