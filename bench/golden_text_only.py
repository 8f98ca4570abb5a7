"""Proof that a change of sentences changed only sentences: old and new code play the same
seeded games, and their event logs with every ``text`` removed must be identical.

The golden files keep hashes (``tests/golden/dbu/fights.json``) or whole text logs
(``tests/golden/ddc/``), so the old logs are rebuilt from the old source: export the commit
before the change and point ``--old`` at it::

    git archive BASE src tests examples | tar -x -C /tmp/base
    PYTHONPATH=src:tests python bench/golden_text_only.py --old /tmp/base --new .

Each tree's digests are kept in the temp folder (the path is printed); ``--old`` and ``--new``
also take such a file, and ``--write-golden FILE`` records ``tests/golden/dbu/fights.json``
from the new tree's file, so no tree is played twice.

Each tree plays, in its own processes (``--digests``), every case of the DBU golden corpus
(``tests/golden_corpus.py``: every encounter of ``examples/encounters/`` and the example duels,
both editions, greedy and random bots, 50 seeds), seeded Tournament of Power games (2 to 6
players) and seeded Dungeon DICE Combat battles (1 against 1 and free-for-all). A game's
digest is the SHA-256 of its events as JSON without their words (:func:`_bare`: every
``text``, a cost's ``why`` and a ``label``, and the words naming a number of a roll's
explanation; a ToP event carries no text: its tuple as it is). The
report says how many games were compared, how many logs' texts changed, and how many games
changed otherwise (which must be none).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

TOP_GAMES = [(players, seed) for players in range(2, 7) for seed in range(20)]
DDC_BATTLES = [(setup, seed) for setup in ("1v1", "ffa") for seed in range(40)]


def _digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


WORDS = ("text", "why", "label")
"""Keys whose value is words for a person: an event's sentence, the reason a cost was paid
(a DBU ``cost_paid``'s ``why``: the option's label), a delayed maneuver's label."""
LABELLED = ("reaction",)
"""Keys whose value is an id (``dodge``) or, for some events, the option's label (words, with
spaces): the label is set aside, the id kept."""


def _bare(value: Any) -> Any:
    """``value`` without its words: no :data:`WORDS` key, and a number named by words
    (``["2 Energy Charges", 4]``, a term of a roll's explanation) as the number alone."""
    if isinstance(value, dict):
        return {
            k: _bare(v)
            for k, v in value.items()
            if k not in WORDS and not (k in LABELLED and isinstance(v, str) and " " in v)
        }
    if isinstance(value, list | tuple):
        if (
            len(value) == 2
            and isinstance(value[0], str)
            and isinstance(value[1], int | float)
            and not isinstance(value[1], bool)
        ):
            return value[1]
        return [_bare(v) for v in value]
    return value


def _without_text(event: dict[str, Any]) -> dict[str, Any]:
    bare: dict[str, Any] = _bare(event)
    return bare


def _dbu(key: str) -> tuple[str, str, str]:
    from golden_corpus import Case, _setup
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.play.bot_names import make_bot
    from tenkaichi.dbu.play.bots import run_fight

    source, edition, bot, seed = key.split(" ")
    case = Case(source, edition, bot, int(seed))
    enc = Encounter.start(_setup(case.source, case.edition), case.seed)
    sides = list(dict.fromkeys(f.side for f in enc.state.fighters))
    bots = {side: make_bot(case.bot, seed=case.seed * 31 + i) for i, side in enumerate(sides)}
    run_fight(enc, bots)
    events = [e.to_json() for e in enc.events]
    return f"dbu {key}", _digest([_without_text(e) for e in events]), _digest(events)


def _top(players: int, seed: int) -> tuple[str, str, str]:
    from tenkaichi.top.bots import GreedyBot, RandomBot
    from tenkaichi.top.engine import Game
    from tenkaichi.top.runner import play

    game = Game.start(players, seed)
    play(game, [GreedyBot(i) if i % 2 == 0 else RandomBot(i) for i in range(players)])
    digest = hashlib.sha256(repr(game.events).encode()).hexdigest()
    return f"top {players}p seed {seed}", digest, digest


def _ddc(setup_name: str, seed: int) -> tuple[str, str, str]:
    from tenkaichi.ddc.engine import Battle
    from tenkaichi.ddc.runner import bots_for, run_battle
    from tenkaichi.ddc.setup import BattleSetup

    names = ("Agumon", "Gabumon") if setup_name == "1v1" else ("Agumon", "Gabumon", "Palmon")
    battle = Battle.start(BattleSetup.of(*names), seed)
    run_battle(battle, bots_for(battle, "greedy" if seed % 2 else "random", seed))
    events = [e.to_json() for e in battle.events]
    return (
        f"ddc {setup_name} seed {seed}",
        _digest([_without_text(e) for e in events]),
        _digest(events),
    )


def _one(job: tuple[str, Any, Any]) -> tuple[str, str, str]:
    kind, a, b = job
    if kind == "dbu":
        return _dbu(a)
    if kind == "top":
        return _top(a, b)
    return _ddc(a, b)


def digests(workers: int, seeds: int) -> dict[str, list[str]]:
    """Every game of this tree (DBU: the first ``seeds`` seeds of each case): key -> [digest
    without words, digest of the whole log]."""
    from golden_corpus import cases

    jobs: list[tuple[str, Any, Any]] = [("dbu", c.key, None) for c in cases() if c.seed < seeds]
    jobs += [("top", p, s) for p, s in TOP_GAMES]
    jobs += [("ddc", n, s) for n, s in DDC_BATTLES]
    with ProcessPoolExecutor(workers) as pool:
        return {key: [bare, whole] for key, bare, whole in pool.map(_one, jobs, chunksize=8)}


def _kept(tree: Path, seeds: int) -> Path:
    """Where a tree's digests are kept after it was played (``--old``/``--new`` and
    ``--write-golden`` take the file, so no tree is played twice)."""
    name = hashlib.sha256(str(tree.resolve()).encode()).hexdigest()[:12]
    return Path(tempfile.gettempdir()) / "tenkaichi-golden" / f"{name}-{seeds}-seeds.json"


def write_golden(kept: Path) -> int:
    """Record ``tests/golden/dbu/fights.json`` from a tree's kept digests: a DBU game's whole
    digest is :func:`golden_corpus.fight_hash` (the same JSON of the same events)."""
    from golden_corpus import GOLDEN, cases

    found: dict[str, list[str]] = json.loads(kept.read_text(encoding="utf-8"))
    hashes = {c.key: found[f"dbu {c.key}"][1] for c in cases()}
    GOLDEN.write_text(json.dumps(hashes, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(hashes)} fights to {GOLDEN}")
    return 0


def _tree_digests(tree: Path, workers: int, seeds: int) -> dict[str, list[str]]:
    """The digests of a source tree, played in a child process; a JSON file: saved digests
    (``--digests`` output) of a tree played before."""
    if tree.is_file():
        saved: dict[str, list[str]] = json.loads(tree.read_text(encoding="utf-8"))
        return saved
    env = {**os.environ, "PYTHONPATH": f"{tree / 'src'}{os.pathsep}{tree / 'tests'}"}
    done = subprocess.run(
        [sys.executable, __file__, "--digests", "--workers", str(workers), "--seeds", str(seeds)],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    )
    found: dict[str, list[str]] = json.loads(done.stdout)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--old",
        type=Path,
        help="the source tree before the change, or its saved digests (a JSON file)",
    )
    parser.add_argument(
        "--new", type=Path, help="the source tree after the change, or its saved digests"
    )
    parser.add_argument("--digests", action="store_true", help="print this tree's digests")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seeds", type=int, default=50, help="DBU seeds per case (all: 50)")
    parser.add_argument(
        "--write-golden", type=Path, help="record the DBU golden file from kept digests"
    )
    args = parser.parse_args(argv)
    if args.digests:
        found = digests(args.workers, args.seeds)
        kept = _kept(Path.cwd(), args.seeds)
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_text(json.dumps(found), encoding="utf-8")
        print(f"this tree's digests are kept in {kept}", file=sys.stderr)
        print(json.dumps(found))
        return 0
    if args.write_golden is not None:
        return write_golden(args.write_golden)
    if args.old is None or args.new is None:
        parser.error("give --old and --new (or --digests)")
    old = _tree_digests(args.old.resolve(), args.workers, args.seeds)
    new = _tree_digests(args.new.resolve(), args.workers, args.seeds)
    if sorted(old) != sorted(new):
        print(f"the trees play different games: {len(old)} old, {len(new)} new")
        return 1
    changed = sorted(k for k in old if old[k][0] != new[k][0])
    texts = sum(1 for k in old if old[k][1] != new[k][1])
    for system in ("dbu", "top", "ddc"):
        keys = [k for k in old if k.startswith(system)]
        moved = sum(1 for k in keys if old[k][1] != new[k][1])
        other = sum(1 for k in keys if old[k][0] != new[k][0])
        print(f"{system}: {len(keys)} games, text changed in {moved}, anything else in {other}")
    for key in changed[:20]:
        print(f"changed beyond its text: {key}")
    print(f"{len(old)} games: {texts} logs with new text, {len(changed)} changed beyond text")
    return 1 if changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
