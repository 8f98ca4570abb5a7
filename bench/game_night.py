"""A game night at the table, replayed through the service: people's clicks per round, the
share that are passes, before (the engine offering every reaction window) and after (only the
windows where an answer could change the outcome, with default policies).

Run by hand, from the repository root::

    PYTHONPATH=src:. python bench/game_night.py [--seeds 5] [--write docs/performance.md]

The night is ``tests/table/game_night.py`` (a GM whose two NPCs are played by the table's bot,
two players, one of them typing physical dice; 4 rounds with movement, attacks, an area attack,
a Duel, a transformation and an Intervene), played for each seed from 1 to ``--seeds``, then
once more with the GM playing Vegeta by hand. It counts what each person clicked: a choice
among options (a pass when the option declines) or one entry of dice. Not a test: it prints a
Markdown table to copy into docs/performance.md.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "src"), str(ROOT / "bench")]

from tests.table.game_night import PEOPLE, Night, play_night  # noqa: E402

from markers import write_block  # noqa: E402

MARKER = "<!-- bench/game_night.py -->"
HEADING = "## A game night at the table (issue 31)"
TARGET_PASS_SHARE = 0.15
TARGET_CHOICES_PER_ROUND = 15


def _night(before: bool, seed: int, gm_plays: tuple[str, ...] = ()) -> tuple[Night, float]:
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        night = play_night(
            f"sqlite:///{folder}/night.sqlite3", before=before, seed=seed, gm_plays=gm_plays
        )
        return night, time.perf_counter() - start


def _row(label: str, nights: list[Night]) -> str:
    rounds = sum(n.rounds for n in nights)
    choices = sum(n.total_choices for n in nights)
    passes = sum(n.total_passes for n in nights)
    reaction = sum(sum(n.reaction_passes.values()) for n in nights)
    dice = sum(sum(n.dice.values()) for n in nights)
    worst = max(max((r["choices"] for r in n.per_round()), default=0) for n in nights)
    held = sorted(set.intersection(*(n.happened for n in nights)))
    return (
        f"| {label} | {len(nights)} | {rounds} | {choices} | {choices / max(1, rounds):.1f} | "
        f"{worst} | {passes} ({passes / max(1, choices):.0%}) | "
        f"{reaction} ({reaction / max(1, choices):.0%}) | {dice / max(1, rounds):.1f} | "
        f"{', '.join(held)} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    seeds = range(1, args.seeds + 1)
    rows = []
    per_round_lines = []
    for gm_plays, who in (((), "NPCs by the table's bot"), (("Vegeta",), "GM plays Vegeta")):
        for before in (True, False):
            nights = []
            for seed in seeds if not gm_plays else seeds[:1]:
                night, took = _night(before, seed, gm_plays)
                nights.append(night)
                print(
                    f"{who}, {'before' if before else 'after'}, seed {seed}: "
                    f"{night.total_choices} choices, {night.total_passes} passes, {took:.1f} s",
                    file=sys.stderr,
                )
            label = f"{who}, {'before (every window)' if before else 'after (default policies)'}"
            rows.append(_row(label, nights))
            first = nights[0]
            per_round = ", ".join(
                f"R{r['round']} {r['choices']} ({r['passes']} passes: "
                + "/".join(f"{p} {r[p]}" for p in PEOPLE)
                + ")"
                for r in first.per_round()
            )
            per_round_lines.append(f"- {label}, seed 1: {per_round}")
    results = "\n".join(
        [
            "Command: `PYTHONPATH=src:. python bench/game_night.py --seeds "
            f"{args.seeds} --write docs/performance.md`",
            "",
            "| night | nights | rounds | people's choices | per round | most in a round | "
            "passes (any decline) | of them in reaction windows | dice entries per round | "
            "held every night |",
            "|---|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            "Round by round (choices, passes, and each person's choices; Gina is the GM):",
            "",
            *per_round_lines,
            "",
            f"Targets: passes at most {TARGET_PASS_SHARE:.0%} of people's choices, at most "
            f"{TARGET_CHOICES_PER_ROUND} choices a round for the three people.",
        ]
    )
    print(results)
    if args.write:
        write_block(args.write, MARKER, results, HEADING)


if __name__ == "__main__":
    main()
