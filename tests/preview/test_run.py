"""Running a preview: the same numbers with 1 worker or 2, progress reported from the calling
thread, a cancel that returns the fights played so far, and one-line errors for bad input.
No test here depends on the machine's speed: a cancel is set from the progress report itself."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup
from tenkaichi.dbu.preview import PreviewError, PreviewResult, run_preview, summary_lines
from tenkaichi.errors import TenkaichiError

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(scope="module")
def duel() -> EncounterSetup:
    return duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"])


@pytest.fixture(scope="module")
def six_fights(duel: EncounterSetup) -> PreviewResult:
    return run_preview(duel, runs=6, seed=11)


def test_a_preview_sums_up_every_fight(six_fights: PreviewResult) -> None:
    result = six_fights
    assert (result.runs, result.done, result.cancelled) == (6, 6, False)
    assert sum(s.wins.count for s in result.sides) + result.draws.count == 6
    assert sum(n for _rounds, n in result.rounds.counts) == 6
    assert sum(f.falls_first for f in result.fighters) + result.nobody_fell == 6
    assert [f.fighter for f in result.fighters] == ["Kale", "Yamcha"]
    assert all(f.options and f.attacks for f in result.fighters)


def test_two_workers_give_the_same_numbers_as_one(
    duel: EncounterSetup, six_fights: PreviewResult
) -> None:
    assert run_preview(duel, runs=6, seed=11, workers=2) == six_fights


def test_progress_is_reported_from_the_calling_thread(duel: EncounterSetup) -> None:
    calls: list[tuple[int, int, threading.Thread]] = []
    run_preview(
        duel,
        runs=3,
        seed=11,
        progress=lambda d, n: calls.append((d, n, threading.current_thread())),
    )
    assert [(d, n) for d, n, _ in calls] == [(1, 3), (2, 3), (3, 3)]
    assert all(thread is threading.current_thread() for _, _, thread in calls)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_cancel_returns_the_first_fights_played(
    duel: EncounterSetup, six_fights: PreviewResult, workers: int
) -> None:
    cancel = threading.Event()
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        cancel.set()  # as another thread would: the preview stops soon after

    result = run_preview(duel, runs=6, seed=11, workers=workers, progress=progress, cancel=cancel)
    assert result.cancelled
    assert 1 <= result.done < 6
    assert seen[-1] == result.done
    # the fights kept are the first ones in seed order: a shorter preview's numbers
    shorter = run_preview(duel, runs=result.done, seed=11)
    assert result.sides == shorter.sides
    assert result.fighters == shorter.fighters
    assert result.rounds == shorter.rounds


def test_a_preview_cancelled_before_it_starts_has_no_fight(duel: EncounterSetup) -> None:
    cancel = threading.Event()
    cancel.set()
    result = run_preview(duel, runs=4, cancel=cancel)
    assert (result.done, result.cancelled) == (0, True)
    assert summary_lines(result)[-1] == "No fight was played."


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"runs": 0}, "runs must be a whole number from 1 to 100,000, got 0"),
        ({"runs": True}, "runs must be a whole number"),
        ({"workers": 0}, "workers must be a whole number from 1 to 64, got 0"),
        ({"seed": -1}, "seed must be a whole number from 0"),
        ({"bot": "nobody"}, "unknown bot 'nobody'"),
        ({"bot": "search:1s"}, "thinks for a time"),
    ],
)
def test_bad_input_is_one_line(
    duel: EncounterSetup, options: dict[str, object], words: str
) -> None:
    with pytest.raises(PreviewError) as caught:
        run_preview(duel, **options)  # type: ignore[arg-type]
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)
    assert isinstance(caught.value, TenkaichiError)


def test_a_dead_worker_is_an_error_not_a_wait() -> None:
    """A worker that dies (killed, out of memory, unable to start) breaks the pool: the
    preview stops with one line instead of waiting for a batch that never comes."""
    import multiprocessing
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    from tenkaichi.dbu.preview.run import _in_order
    from tenkaichi.dbu.preview.stats import FightFacts

    broken: Future[list[FightFacts]] = Future()
    broken.set_exception(BrokenProcessPool("a child process terminated abruptly"))
    pool_stop = multiprocessing.get_context("spawn").Event()
    records = _in_order([broken], threading.Event(), pool_stop)
    with pytest.raises(PreviewError, match="a worker process of the preview died"):
        next(records)
