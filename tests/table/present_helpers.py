"""Seeded fights for the presentation tests: both editions, duels with secret wagers and
dbu-1 fights with Holding Back, played by bots; each yields the encounter at many points."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bots import Bot, GreedyBot, RandomBot, decide

EXAMPLES = Path(__file__).parents[2] / "examples"


def setups() -> list[tuple[str, EncounterSetup]]:
    pair = duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"])
    crowd = load_encounter(EXAMPLES / "encounters" / "duel-crowd.yaml")
    wasteland = load_encounter(EXAMPLES / "encounters" / "wasteland-3v3.yaml", library=[EXAMPLES])
    out = []
    for edition in ("dbu-1", "dbu-2"):
        for name, setup in (
            ("Kale vs Yamcha", pair),
            ("duel crowd", crowd),
            ("wasteland", wasteland),
        ):
            out.append((f"{edition} {name}", setup.model_copy(update={"edition": edition})))
    return out


def bots_for(setup: EncounterSetup, seed: int) -> dict[str, Bot]:
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    return {
        s: GreedyBot() if seed % 3 == 0 and i == 0 else RandomBot(seed * 7 + i)
        for i, s in enumerate(sides)
    }


def play(setup: EncounterSetup, seed: int, limit: int = 400) -> Iterator[Encounter]:
    """The encounter before each decision (the same object, moved on after each yield)."""
    enc = Encounter.start(setup, seed)
    bots = bots_for(setup, seed)
    n = 0
    while not enc.over and n < limit:
        yield enc
        d = enc.decision
        assert d is not None
        enc.choose(decide(bots[enc.fighter(d.actor).side], enc))
        n += 1
    yield enc


@cache
def finished(name: str, seed: int) -> Encounter:
    setup = dict(setups())[name]
    return list(play(setup, seed))[-1]
