"""The DBU golden corpus: seeded bot fights whose whole event logs must never change by accident.

Every encounter of ``examples/encounters/`` and the example duels (two sheets of ``examples/``),
in both editions, is fought :data:`SEEDS` times greedy bot against greedy bot and random bot
against random bot; each fight is kept as the SHA-256 of its full event log (every event's
type, text and numbers, as JSON) in ``tests/golden/dbu/fights.json``. A refactor must leave
every hash as it is; a rules change that moves them is written again on purpose, and its
commit says why.

By hand, from the repository root (two processes; progress on stderr)::

    PYTHONPATH=src:tests python -m golden_corpus --check     # every fight against the file
    PYTHONPATH=src:tests python -m golden_corpus --write     # record the file anew

``make test`` checks a fixed sample (``tests/test_golden_corpus.py``); ``make golden`` all.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import run_fight
from tenkaichi.dbu.play.safety import with_safety_limits

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = ROOT / "tests" / "golden" / "dbu" / "fights.json"
SEEDS = 50
EDITIONS = ("dbu-2", "dbu-1")
BOTS = ("greedy", "random")
DUELS = (("kale", "yamcha"), ("kale", "piccolo-jr"), ("goku", "vegeta"), ("frieza", "android-16"))
"""The example duels: two sheets of ``examples/`` facing each other."""


@dataclass(frozen=True)
class Case:
    source: str
    """An encounter file's name, or two sheet names joined by ``+``."""
    edition: str
    bot: str
    seed: int

    @property
    def key(self) -> str:
        return f"{self.source} {self.edition} {self.bot} {self.seed}"


def cases() -> list[Case]:
    sources = sorted(p.name for p in (EXAMPLES / "encounters").glob("*.yaml"))
    sources += ["+".join(pair) for pair in DUELS]
    return [
        Case(source, edition, bot, seed)
        for source in sources
        for edition in EDITIONS
        for bot in BOTS
        for seed in range(SEEDS)
    ]


def _setup(source: str, edition: str) -> EncounterSetup:
    """The case's setup, with the simulations' safety stops on (bots against bots could play
    on for ever: 100 rounds, 10 redone Duel Clashes; no rule, :mod:`tenkaichi.dbu.play.safety`)."""
    if "+" in source:
        base = duel_setup([EXAMPLES / f"{name}.yaml" for name in source.split("+")])
    else:
        base = load_encounter(EXAMPLES / "encounters" / source, library=[EXAMPLES])
    return with_safety_limits(base.model_copy(update={"edition": edition}))


def fight_hash(case: Case) -> str:
    """The SHA-256 of the case's whole event log."""
    enc = Encounter.start(_setup(case.source, case.edition), case.seed)
    sides = list(dict.fromkeys(f.side for f in enc.state.fighters))
    bots = {side: make_bot(case.bot, seed=case.seed * 31 + i) for i, side in enumerate(sides)}
    run_fight(enc, bots)
    log = json.dumps([e.to_json() for e in enc.events], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(log.encode("utf-8")).hexdigest()


def _one(case: Case) -> tuple[str, str]:
    return case.key, fight_hash(case)


def run(chosen: list[Case], workers: int = 2) -> dict[str, str]:
    out: dict[str, str] = {}
    started = time.monotonic()
    with ProcessPoolExecutor(workers) as pool:
        for i, (key, digest) in enumerate(pool.map(_one, chosen, chunksize=4), 1):
            out[key] = digest
            if i % 50 == 0 or i == len(chosen):
                took = time.monotonic() - started
                print(f"{i}/{len(chosen)} fights, {took:.0f} s", file=sys.stderr, flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--check", action="store_true", help="compare every fight to the file")
    action.add_argument("--write", action="store_true", help="record the file anew")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    found = run(cases(), args.workers)
    if args.write:
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(found)} fights to {GOLDEN.relative_to(ROOT)}")
        return 0
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    changed = sorted(k for k in golden if found.get(k) != golden[k])
    missing = sorted(set(found) - set(golden))
    for key in changed[:20]:
        print(f"changed: {key}")
    print(f"{len(found)} fights: {len(changed)} changed, {len(missing)} not in the file")
    return 1 if changed or missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
