"""The search bot: Monte Carlo search over determinised worlds (information-set search).

The bot is handed only its side's :class:`~tenkaichi.dbu.play.sideview.SideView`, like every
bot. At a decision worth searching (its turn decisions, :data:`SEARCHED`; the greedy bot
answers every other decision) it ranks the options with the greedy bot's scores and keeps the
best few (:attr:`SearchBot.width`), the greedy choice first. Each iteration then samples one
world consistent with the view (:func:`~tenkaichi.dbu.play.search_worlds.determinise`: fresh
dice, the other sides' secrets sampled) and plays every candidate in that same world, each
followed by greedy play of every side to the start of the side's next turn
(:mod:`~tenkaichi.dbu.play.search_rollout`), and scores the position. Each candidate is
judged by its gain over the greedy choice in the same worlds (common random numbers: the
luck both met cancels out); the bot leaves the greedy choice only for a candidate whose mean
gain stands :attr:`SearchBot.confidence` standard errors above nothing. A few sampled futures
are noisy, and this keeps the noise from overruling the greedy bot's exact odds.

The budget is a number of iterations (reproducible anywhere) or a time in seconds per decision
(at least one iteration; how many fit depends on the machine). Each decision's search draws
from a generator seeded by the bot's seed and how many choices the fight has had, so the same
seed and the same view give the same choice however often the bot was asked before: a fight
of search bots with an iteration budget replays.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from tenkaichi.dbu.combat.core.state import Decision
from tenkaichi.dbu.play.bots import greedy_scores
from tenkaichi.dbu.play.search_rollout import DEFAULT_WEIGHTS, Horizon, Weights, rollout
from tenkaichi.dbu.play.search_worlds import WORLD_SEED_LIMIT, determinise
from tenkaichi.dbu.play.sideview import SideView
from tenkaichi.dice.rng import MAX_SEED, SeededRng
from tenkaichi.errors import ContentError
from tenkaichi.i18n import text

SEARCHED = frozenset({"turn"})
"""The decisions the bot searches; the greedy bot answers the others. Searching the reactions
too cost twice the time and measured no stronger: a reaction's options differ by a few Life
Points of expected damage, which the greedy bot's exact odds weigh better than a handful of
sampled futures can."""
DEFAULT_ITERATIONS = 4
"""Sampled worlds a searched decision looks at, when the budget is a count (``simulate``)."""
DEFAULT_SECONDS = 0.5
"""Thinking time a searched decision takes, when the budget is a time (``play``, ``fight``,
the table): short enough for a person waiting."""
MAX_SECONDS = 60.0
MAX_ITERATIONS = 10_000
DEFAULT_WIDTH = 3
DEFAULT_CONFIDENCE = 1.0
WAGER_STEPS = 4
"""A Ki Wager decision is searched over 0, a quarter, a half, three quarters and all of it."""


@dataclass(frozen=True, slots=True)
class SearchStats:
    """One search: the decision's kind, how many options it weighed, how many worlds."""

    kind: str
    candidates: int
    iterations: int
    departed: bool = False
    """The search chose another option than the greedy bot's."""


class SearchBot:
    """Determinised Monte Carlo search at each searched decision (module docstring)."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        iterations: int = DEFAULT_ITERATIONS,
        seconds: float | None = None,
        *,
        width: int = DEFAULT_WIDTH,
        searched: frozenset[str] = SEARCHED,
        horizon: Horizon = "turn",
        weights: Weights = DEFAULT_WEIGHTS,
        confidence: float = DEFAULT_CONFIDENCE,
    ) -> None:
        if iterations < 1:
            raise ContentError(text("dbu-play-search-iterations", got=str(iterations)))
        if seconds is not None and not seconds > 0:
            raise ContentError(text("dbu-play-search-seconds", got=str(seconds)))
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        """A time budget per decision (it then replaces ``iterations``)."""
        self.width = width
        self.searched = searched
        self.horizon: Horizon = horizon
        self.weights = weights
        self.confidence = confidence
        """How many standard errors an option's gain over the greedy choice must stand above
        nothing for the bot to leave the greedy choice (0: the best mean wins)."""
        self.stats: list[SearchStats] = []
        """Every search made, for reports and tests."""

    def choose(self, view: SideView, decision: Decision) -> int:
        scores = greedy_scores(view, decision)
        greedy = max(range(len(scores)), key=lambda i: (scores[i], -i))
        if decision.kind not in self.searched or len(decision.options) == 1:
            return greedy
        candidates = self.candidates(decision, scores)
        if len(candidates) == 1:
            return candidates[0]
        return self._search(view, decision, candidates)

    def candidates(self, decision: Decision, scores: list[float]) -> list[int]:
        """The options worth searching, the greedy bot's choice first: its best
        :attr:`width` (a Ki Wager: evenly spaced amounts from none to all)."""
        ranked = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
        if decision.kind != "wager":
            return ranked[: self.width]
        cap = len(decision.options) - 1
        picks = {round(cap * k / WAGER_STEPS) for k in range(WAGER_STEPS + 1)}
        return [ranked[0], *sorted(picks - {ranked[0]}, key=lambda i: (-scores[i], i))]

    def decision_seed(self, view: SideView) -> int:
        """The seed of one decision's search: the bot's seed and the fight's choice count."""
        return (self.seed * 1_000_003 + view.state.choices * 7919 + 17) % MAX_SEED

    def _search(self, view: SideView, decision: Decision, candidates: list[int]) -> int:
        rng = SeededRng(self.decision_seed(view))
        arms = len(candidates)
        # Each world's value of every candidate less that of the greedy choice (arm 0):
        # differences in the same world, so the luck both met cancels out.
        sums = [0.0] * arms
        squares = [0.0] * arms
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while True:
            if deadline is None and done >= self.iterations:
                break
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            world_seed = rng.die(WORLD_SEED_LIMIT) - 1
            values = []
            for index in candidates:
                world = determinise(view, SeededRng(world_seed))
                values.append(
                    rollout(world, view.side, index, horizon=self.horizon, weights=self.weights)
                )
            for arm in range(1, arms):
                gain = values[arm] - values[0]
                sums[arm] += gain
                squares[arm] += gain * gain
            done += 1
        arm = self._pick(sums, squares, done)
        self.stats.append(SearchStats(decision.kind, arms, done, arm != 0))
        return candidates[arm]

    def _pick(self, sums: list[float], squares: list[float], n: int) -> int:
        """The arm with the best mean gain over the greedy choice, if that gain stands
        :attr:`confidence` standard errors above nothing; else the greedy choice (arm 0)."""
        best = max(range(len(sums)), key=lambda a: (round(sums[a] / n, 9), -a))
        if best == 0:
            return 0
        mean = sums[best] / n
        if self.confidence <= 0 or n < 2:
            return best if mean > 0 else 0
        variance = max(0.0, squares[best] / n - mean * mean) * n / (n - 1)
        return best if mean > self.confidence * math.sqrt(variance / n) else 0


def search_bot(name: str, seed: int = 0, *, timed: bool = True) -> SearchBot:
    """The search bot a name asks for: ``search`` (the default budget: a time when ``timed``,
    else a count), ``search:N`` (N sampled worlds a decision) or ``search:Xs`` (X seconds a
    decision)."""
    budget = name.partition(":")[2] if name.startswith("search") else None
    if name == "search":
        if timed:
            return SearchBot(seed, seconds=DEFAULT_SECONDS)
        return SearchBot(seed, iterations=DEFAULT_ITERATIONS)
    if budget and budget.isdigit() and 0 < int(budget) <= MAX_ITERATIONS:
        return SearchBot(seed, iterations=int(budget))
    if budget and budget.endswith("s") and _seconds(budget[:-1]):
        return SearchBot(seed, seconds=float(budget[:-1]))
    shown = name.encode("utf-8", "replace").decode("utf-8")[:40]
    raise ContentError(
        text(
            "dbu-play-search-budget",
            most=str(MAX_ITERATIONS),
            seconds=f"{MAX_SECONDS:g}",
            got=repr(shown),
        )
    )


def _seconds(text: str) -> bool:
    try:
        value = float(text)
    except ValueError:
        return False
    return 0 < value <= MAX_SECONDS


__all__ = [
    "DEFAULT_ITERATIONS",
    "DEFAULT_SECONDS",
    "SEARCHED",
    "SearchBot",
    "SearchStats",
    "search_bot",
]
