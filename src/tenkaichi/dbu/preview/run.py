"""Running a preview: many seeded bot-vs-bot fights of one encounter, in this process or in a
pool of worker processes, with progress and a cancel.

Fight ``i`` (from 0) uses seed ``seed + i`` for the dice and the bots (one bot per side, each
with its own generator, as ``tenkaichi simulate`` seeds them), so a preview depends only on
(setup, runs, seed, bot): the workers play the seeds in batches and their records are added
in seed order, which gives the same numbers with 1 worker or 16. A cancelled preview keeps
the first fights in seed order that were all played (the result of a shorter preview), and
says it was cancelled. Every fight has the simulation's safety stops
(:mod:`tenkaichi.dbu.play.safety`).
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from functools import partial
from multiprocessing.synchronize import Event as ProcessEvent

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.play.bot_names import BOTS, bot_words, make_bot
from tenkaichi.dbu.play.bots import Bot
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.preview.result import PreviewResult
from tenkaichi.dbu.preview.stats import FightFacts, Tally, play_fight
from tenkaichi.dbu.preview.summary import summarise
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.pools import end_pool, ignore_interrupts, interrupts_held, spawn_pool

MAX_RUNS = 100_000
MAX_WORKERS = 64
PROGRESS_STEPS = 100
"""A preview reports its progress about this many times (every 1% of the runs), or after every
batch when a batch is more than that."""
BATCH_MAX = 50
"""The most fights a worker plays before it sends their records back."""
BATCHES_A_WORKER = 25
"""Batches per worker process (unless a batch would be more than :data:`BATCH_MAX`): progress
every few percent, and the fights spread evenly."""
WAIT = 0.1
"""Seconds between two looks at the cancel while the workers play (no speed expectation: a
cancel is seen at the next look, the fights go on meanwhile)."""

Progress = Callable[[int, int], None]


class PreviewError(TenkaichiError):
    """A preview that cannot run as asked: a bad number of runs or workers, a bad seed or
    bot."""


def check(runs: int, seed: int, bot: str, workers: int) -> None:
    """Refuse what a preview cannot run, with one line that says why."""
    if isinstance(runs, bool) or not isinstance(runs, int) or not 1 <= runs <= MAX_RUNS:
        raise PreviewError(f"runs must be a whole number from 1 to {MAX_RUNS:,}, got {runs!r}")
    if isinstance(workers, bool) or not isinstance(workers, int) or not 1 <= workers <= MAX_WORKERS:
        raise PreviewError(
            f"workers must be a whole number from 1 to {MAX_WORKERS}, got {workers!r}"
        )
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED - runs + 1:
        raise PreviewError(
            f"seed must be a whole number from 0 to {MAX_SEED - runs + 1} for {runs:,} runs, "
            f"got {seed!r}"
        )
    if not isinstance(bot, str):
        raise PreviewError(f"bot must be one of {', '.join(BOTS)}, got {bot!r}")
    if bot.startswith("search:") and bot.endswith("s"):
        raise PreviewError(
            f"bot {bot!r} thinks for a time, so a preview would depend on the machine's speed; "
            "use search or search:N (N sampled futures a decision)"
        )
    try:
        make_bot(bot, 0, timed=False)
    except TenkaichiError as error:
        raise PreviewError(str(error)) from None


Records = list[FightFacts]
"""The records of one batch of fights, in seed order."""
Player = Callable[
    [EncounterSetup, str, list[range], threading.Event], AbstractContextManager[Iterator[Records]]
]
"""Where the fights are played: given the setup (with its safety stops), the bot, the batches
of seeds and the cancel, a context whose iterator gives each batch's records in the order of
the batches; once the cancel is set, a batch not yet played gives fewer records (none), and
leaving the context ends whatever still runs. :func:`here` and :func:`process_pool` play on
this machine; the lab plays on Ray (:mod:`tenkaichi.lab.preview`)."""


def run_preview(
    setup: EncounterSetup,
    *,
    runs: int = 1000,
    seed: int = 1,
    bot: str = "greedy",
    workers: int = 1,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> PreviewResult:
    """Play ``runs`` seeded fights of ``setup`` (bots on every side) and sum them up.

    ``workers`` > 1 plays them in that many processes (at most one per batch of fights);
    ``progress(done, total)`` is called from this thread as fights are added (about every 1%,
    and once at the end); ``cancel.set()`` from another thread stops the preview within one
    fight per worker and returns the fights played so far, marked ``cancelled``."""
    check(runs, seed, bot, workers)
    if workers == 1 or runs == 1:
        return preview_with(
            here, setup, runs=runs, seed=seed, bot=bot, batch=1, progress=progress, cancel=cancel
        )
    size = max(1, min(BATCH_MAX, runs // (workers * BATCHES_A_WORKER)))
    return preview_with(
        partial(process_pool, workers),
        setup,
        runs=runs,
        seed=seed,
        bot=bot,
        batch=size,
        progress=progress,
        cancel=cancel,
    )


def preview_with(
    player: Player,
    setup: EncounterSetup,
    *,
    runs: int,
    seed: int,
    bot: str,
    batch: int,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> PreviewResult:
    """:func:`run_preview` with the fights played by ``player`` in batches of ``batch``
    seeds. Progress is reported as the batches come back, about every 1% of the runs (and
    every batch, for batches larger than that), and once more with the final count."""
    check(runs, seed, bot, 1)
    setup = with_safety_limits(setup)
    start = Encounter.start(setup, seed)  # a setup that cannot start fails here, in this process
    tally = Tally(tuple((f.id, f.side) for f in start.state.fighters))
    stop = cancel if cancel is not None else threading.Event()
    report = progress if progress is not None else _no_progress
    every = max(1, runs // PROGRESS_STEPS)
    batches = _batches(seed, runs, max(1, batch))
    reported = 0
    with player(setup, bot, batches, stop) as results:
        for seeds, records in zip(batches, results, strict=False):
            for record in records:
                tally.add(record)
            if len(records) < len(seeds):
                break
            if tally.fights - reported >= every and tally.fights < runs:
                reported = tally.fights
                report(tally.fights, runs)
    if tally.fights != reported or not tally.fights:
        report(tally.fights, runs)
    return summarise(
        tally, runs=runs, first_seed=seed, bot=bot_words(bot), cancelled=tally.fights < runs
    )


def _no_progress(done: int, total: int) -> None:
    return None


def one_fight(setup: EncounterSetup, bot: str, seed: int) -> FightFacts:
    """The record of the fight with ``seed`` (``setup`` already has its safety stops)."""
    return play_fight(Encounter.start(setup, seed), side_bots(setup, bot, seed))


def play_seeds(setup: EncounterSetup, bot: str, seeds: Sequence[int]) -> Records:
    """One record per seed, in order (the work of a Ray task)."""
    return [one_fight(setup, bot, seed) for seed in seeds]


def side_bots(setup: EncounterSetup, bot: str, seed: int) -> dict[str, Bot]:
    """One bot per side, seeded from the fight's seed as ``tenkaichi simulate`` seeds them."""
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    return {side: make_bot(bot, seed * len(sides) + i, timed=False) for i, side in enumerate(sides)}


def _batches(seed: int, runs: int, size: int) -> list[range]:
    end = seed + runs
    return [range(start, min(start + size, end)) for start in range(seed, end, size)]


@contextmanager
def here(
    setup: EncounterSetup, bot: str, batches: list[range], stop: threading.Event
) -> Iterator[Iterator[Records]]:
    """The batches played in this process, one when its records are asked for."""

    def play() -> Iterator[Records]:
        for seeds in batches:
            out = []
            for seed in seeds:
                if stop.is_set():
                    break
                out.append(one_fight(setup, bot, seed))
            yield out

    yield play()


@dataclass(slots=True)
class _Worker:
    """In a worker process: what every batch needs, sent once when the worker starts."""

    stop: ProcessEvent
    """The pool's stop, set when the preview is cancelled."""
    setup: EncounterSetup
    bot: str


_WORKER: list[_Worker] = []
"""In a worker process: its :class:`_Worker` (set by :func:`_start_worker`)."""


def _start_worker(stop: ProcessEvent, setup: EncounterSetup, bot: str) -> None:
    """In a worker: keep what the batches need; Ctrl-C goes to the whole process group, but
    only the parent acts on it."""
    _WORKER[:] = [_Worker(stop, setup, bot)]
    ignore_interrupts()


def play_batch(seeds: range) -> Records:
    """The work of one worker process: one record per seed, fewer once the preview is
    cancelled."""
    worker = _WORKER[0]
    out = []
    for seed in seeds:
        if worker.stop.is_set():
            break
        out.append(one_fight(worker.setup, worker.bot, seed))
    return out


@contextmanager
def process_pool(
    workers: int, setup: EncounterSetup, bot: str, batches: list[range], stop: threading.Event
) -> Iterator[Iterator[Records]]:
    """The batches played by a pool of ``workers`` processes (fewer for fewer batches), the
    setup sent once to each. Leaving the context (the end, a cancel, an error, Ctrl-C)
    terminates the workers at once, so none outlives the preview; a worker that dies (killed,
    out of memory, or unable to start) ends the preview with a :class:`PreviewError` instead
    of a wait for a batch that never comes."""
    # spawn: the same on every platform, and no fork of a process with threads (a web server,
    # a progress display).
    context = multiprocessing.get_context("spawn")
    pool_stop = context.Event()
    pool = spawn_pool(
        min(workers, len(batches)), initializer=_start_worker, initargs=(pool_stop, setup, bot)
    )
    try:
        with interrupts_held():  # the pool starts its workers here
            futures = [pool.submit(play_batch, seeds) for seeds in batches]
        yield _in_order(futures, stop, pool_stop)
    finally:
        end_pool(pool)


def _in_order(
    futures: list[Future[Records]], stop: threading.Event, pool_stop: ProcessEvent
) -> Iterator[Records]:
    """The batches' records in order, passing a cancel on to the workers while waiting."""
    for future in futures:
        while True:
            if stop.is_set():
                pool_stop.set()
            try:
                records = future.result(timeout=WAIT)
            except TimeoutError:
                continue
            except BrokenProcessPool:
                raise PreviewError(
                    "a worker process of the preview died (killed, out of memory, or unable "
                    "to start); run it again, or with one worker"
                ) from None
            break
        yield records


__all__ = [
    "BATCH_MAX",
    "MAX_RUNS",
    "MAX_WORKERS",
    "WAIT",
    "Player",
    "PreviewError",
    "Progress",
    "Records",
    "check",
    "here",
    "one_fight",
    "play_seeds",
    "preview_with",
    "process_pool",
    "run_preview",
]
