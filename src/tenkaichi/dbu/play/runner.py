"""The every-maneuver runner: many seeded bot fights that count which options were offered and
which were chosen, check that each fight replays to identical events, and report the options
that were offered but seldom chosen. :func:`both_editions` plays every encounter in the default
edition and in dbu-1 (seed 003).

An option's *label* is its kind plus the argument that names a variant (the Defend option, the
movement mode, the Surge, ...), so "defend:parry" and "defend:dodge" are counted apart while
targets and squares are not. The Profile is a variant of the Basic Attack turn option
("attack:Blast"); elsewhere (an Exploit, a Cross Counter, an Entrusted attack, joining a Duel)
the Profile is the attack being carried, not an option of that maneuver, so it is left out of
the label and counted only by :func:`fine_label`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import Bot, decide
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.play.sideview import SideView

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
    "act",
    "seat",
)
"""Arguments that name a variant of a maneuver (every other argument is a target or amount)."""

MAX_DECISIONS = 20_000
"""A fight that needs more decisions than this is reported as stuck."""


PROFILE_VARIANT_KINDS = frozenset({"attack"})
"""Decision kinds whose Profile argument is a variant of the maneuver itself."""


def label(option: Option) -> str:
    """The maneuver-and-option label the coverage target is counted on."""
    return _label(option, fine=False)


def fine_label(option: Option) -> str:
    """The label with the Profile of every attack (Profile x maneuver x decision)."""
    return _label(option, fine=True)


def _label(option: Option, *, fine: bool) -> str:
    parts = [option.kind]
    for key in VARIANT_KEYS:
        if key == "profile" and not fine and option.kind not in PROFILE_VARIANT_KINDS:
            continue
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
    fine_offered: Counter[str] = field(default_factory=Counter)
    fine_chosen: Counter[str] = field(default_factory=Counter)
    fights: int = 0
    decisions: int = 0
    rounds: int = 0
    winners: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)

    def below(self, target: int) -> dict[str, int]:
        """Options that were legal at some point but chosen fewer than ``target`` times."""
        return {k: self.chosen[k] for k in sorted(self.offered) if self.chosen[k] < target}

    def fine_below(self, target: int) -> dict[str, int]:
        """The same at Profile x maneuver granularity (reported, not the target)."""
        return {
            k: self.fine_chosen[k]
            for k in sorted(self.fine_offered)
            if self.fine_chosen[k] < target
        }


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
        for o in {fine_label(o) for o in d.options}:
            coverage.fine_offered[o] += 1
        index = decide(bots[enc.fighter(d.actor).side], enc)
        coverage.chosen[label(d.options[index])] += 1
        coverage.fine_chosen[fine_label(d.options[index])] += 1
        enc.choose(index)
    coverage.fights += 1
    coverage.decisions += steps
    coverage.rounds += enc.state.round
    coverage.winners[enc.state.winner] += 1
    return enc


def replays_identically(enc: Encounter) -> bool:
    again = replay(enc.record())
    return [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]


class ExplorerBot:
    """Coverage-guided play: picks an option whose label has been chosen least often so far in
    the run (ties broken by its own seeded generator), so that rare options (Command among a
    Master's hundred attacks, a Feature Thrust, an Entrusted attack) are reached in a run of
    practical length. It reads the run's counts; it never changes them."""

    name = "explorer"

    def __init__(self, coverage: Coverage, seed: int = 0) -> None:
        self._coverage = coverage
        self._rng = random.Random(seed)

    def choose(self, view: SideView, decision: Decision) -> int:
        chosen = self._coverage.chosen
        counts = [chosen[label(o)] for o in decision.options]
        least = min(counts)
        return self._rng.choice([i for i, n in enumerate(counts) if n == least])


PAIRINGS = (
    ("random", "random"),
    ("random", "greedy"),
    ("greedy", "random"),
    ("greedy", "greedy"),
    ("explorer", "greedy"),
    ("greedy", "explorer"),
    ("explorer", "random"),
    ("random", "explorer"),
)
"""Fight ``i`` uses pairing ``i mod 8``: random, greedy and the coverage-guided explorer."""


def bot_pairing(
    i: int, sides: list[str], seed: int, coverage: Coverage | None = None
) -> dict[str, Bot]:
    first, second = PAIRINGS[i % len(PAIRINGS)]
    out: dict[str, Bot] = {}
    for n, side in enumerate(sides):
        kind = first if n % 2 == 0 else second
        out[side] = (
            ExplorerBot(coverage if coverage is not None else Coverage(), seed + n)
            if kind == "explorer"
            else make_bot(kind, seed + n)
        )
    return out


def in_edition(setups: Iterable[EncounterSetup], edition: str) -> list[EncounterSetup]:
    """The same encounters played under another edition of the rules (``dbu-1``, seed 003)."""
    return [EncounterSetup.model_validate({**s.model_dump(), "edition": edition}) for s in setups]


def both_editions(setups: Iterable[EncounterSetup]) -> list[EncounterSetup]:
    """Every encounter as written, and each default-edition one again in dbu-1."""
    pool = list(setups)
    return pool + in_edition([s for s in pool if s.edition == "dbu-2"], "dbu-1")


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
        enc = Encounter.start(with_safety_limits(setup), fight_seed)
        try:
            play(enc, bot_pairing(i, sides, fight_seed, cov), cov)
        except Exception as exc:  # a crash is what the runner looks for: report it, go on
            cov.problems.append(
                f"fight {i} (seed {fight_seed}, pairing {PAIRINGS[i % len(PAIRINGS)]}) crashed "
                f"after {len(enc.choices)} choices: {type(exc).__name__}: {exc}"
            )
            continue
        if check_replay_every and i % check_replay_every == 0 and not replays_identically(enc):
            cov.problems.append(f"fight {i} (seed {fight_seed}) does not replay identically")
    return cov


__all__ = [
    "PAIRINGS",
    "Coverage",
    "ExplorerBot",
    "both_editions",
    "fine_label",
    "in_edition",
    "label",
    "play",
    "replays_identically",
    "run",
]
