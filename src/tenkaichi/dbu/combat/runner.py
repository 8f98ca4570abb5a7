"""The every-maneuver runner: many seeded bot fights that count which options were offered and
which were chosen, check that each fight replays to identical events, and report the options
that were offered but seldom chosen.

An option's *label* is its kind plus the argument that names a variant (the Defend option, the
movement mode, the Surge, the Profile of an attack, ...), so "defend:parry" and
"attack:Blast" are counted apart while targets and squares are not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from tenkaichi.dbu.combat.bots import Bot, make_bot
from tenkaichi.dbu.combat.engine import Encounter, replay
from tenkaichi.dbu.combat.setup import EncounterSetup
from tenkaichi.dbu.combat.state import Option

VARIANT_KEYS = (
    "defend",
    "mode",
    "surge",
    "profile",
    "effect",
    "option",
    "variant",
    "trigger",
    "roll",
    "how",
    "action",
    "choice",
)
"""Arguments that name a variant of a maneuver (every other argument is a target or amount)."""

MAX_DECISIONS = 20_000
"""A fight that needs more decisions than this is reported as stuck."""


def label(option: Option) -> str:
    parts = [option.kind]
    for key in VARIANT_KEYS:
        value = option.args.get(key)
        if isinstance(value, str) and value:
            parts.append(value)
    if option.kind == "modifier":
        if option.args.get("called_shot"):
            parts.append("called_shot")
        if option.args.get("absorbing"):
            parts.append("absorbing")
    return ":".join(parts)


@dataclass
class Coverage:
    offered: Counter[str] = field(default_factory=Counter)
    chosen: Counter[str] = field(default_factory=Counter)
    fights: int = 0
    decisions: int = 0
    rounds: int = 0
    winners: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)

    def below(self, target: int) -> dict[str, int]:
        """Options that were legal at some point but chosen fewer than ``target`` times."""
        return {k: self.chosen[k] for k in sorted(self.offered) if self.chosen[k] < target}


def play(enc: Encounter, bots: dict[str, Bot], coverage: Coverage) -> Encounter:
    """Let the bots finish the fight, counting every option offered and chosen."""
    steps = 0
    while not enc.over:
        d = enc.decision
        if d is None:
            raise AssertionError("a fight that is not over must have a decision")
        steps += 1
        if steps > MAX_DECISIONS:
            coverage.problems.append(f"seed {enc.seed}: more than {MAX_DECISIONS} decisions")
            break
        for o in {label(o) for o in d.options}:
            coverage.offered[o] += 1
        side = enc.fighter(d.actor).side
        index = bots[side].choose(enc, d)
        coverage.chosen[label(d.options[index])] += 1
        enc.choose(index)
    coverage.fights += 1
    coverage.decisions += steps
    coverage.rounds += enc.state.round
    coverage.winners[enc.state.winner] += 1
    return enc


def replays_identically(enc: Encounter) -> bool:
    again = replay(enc.record())
    return [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]


def bot_pairing(i: int, sides: list[str], seed: int) -> dict[str, Bot]:
    """Fight ``i``: random against random, random against greedy, greedy against greedy."""
    kinds = [("random", "random"), ("random", "greedy"), ("greedy", "random"), ("greedy", "greedy")]
    first, second = kinds[i % len(kinds)]
    return {
        side: make_bot(first if n % 2 == 0 else second, seed + n) for n, side in enumerate(sides)
    }


def run(
    setups: Iterable[EncounterSetup],
    *,
    fights: int,
    seed: int = 0,
    check_replay_every: int = 1,
    coverage: Coverage | None = None,
) -> Coverage:
    """Play ``fights`` fights cycling over the setups; every ``check_replay_every``-th fight
    is replayed from its record and must give identical events."""
    cov = coverage if coverage is not None else Coverage()
    pool = list(setups)
    for i in range(fights):
        setup = pool[i % len(pool)]
        sides = list(dict.fromkeys(f.side for f in setup.fighters))
        fight_seed = seed + i
        enc = Encounter.start(setup, fight_seed)
        play(enc, bot_pairing(i, sides, fight_seed), cov)
        if check_replay_every and i % check_replay_every == 0 and not replays_identically(enc):
            cov.problems.append(f"fight {i} (seed {fight_seed}) does not replay identically")
    return cov


__all__ = ["Coverage", "label", "play", "replays_identically", "run"]
