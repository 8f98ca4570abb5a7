"""A fight preview (:mod:`tenkaichi.dbu.preview`) played as Ray tasks: the lab's way past the
cores of one machine (``tenkaichi lab preview ... --ray ADDRESS``).

Each batch of seeds is one Ray task that plays exactly the fights a local preview plays
(:func:`tenkaichi.dbu.preview.run.play_seeds`, the same setup, bot and seeds), and the
records are added in seed order, so the numbers are those of ``tenkaichi fight preview``
with the same runs, seed and bot. A cancel cancels the tasks still running and keeps the
fights before the first batch not finished.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.preview.result import PreviewResult
from tenkaichi.dbu.preview.run import (
    BATCH_MAX,
    WAIT,
    Progress,
    Records,
    play_seeds,
    preview_with,
)
from tenkaichi.errors import LabError
from tenkaichi.lab.ray_backend import connect, require_ray

BATCHES_A_CPU = 25
"""Batches per CPU of the cluster: enough for progress every few percent and an even spread."""


def run_on_ray(
    address: str,
    setup: EncounterSetup,
    *,
    runs: int,
    seed: int,
    bot: str,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> PreviewResult:
    """:func:`~tenkaichi.dbu.preview.run_preview` with the fights played as Ray tasks of the
    instance at ``address`` (``auto``: this machine's, else a new local one)."""
    require_ray(address)
    connect(address)
    import ray

    resources = ray.cluster_resources()  # type: ignore[no-untyped-call]
    cpus = max(1, int(resources.get("CPU", 1)))
    batch = max(1, min(BATCH_MAX, runs // (cpus * BATCHES_A_CPU)))
    return preview_with(
        ray_tasks,
        setup,
        runs=runs,
        seed=seed,
        bot=bot,
        batch=batch,
        progress=progress,
        cancel=cancel,
    )


@contextmanager
def ray_tasks(
    setup: EncounterSetup, bot: str, batches: list[range], stop: threading.Event
) -> Iterator[Iterator[Records]]:
    """A preview's player (:data:`~tenkaichi.dbu.preview.run.Player`): every batch a Ray task
    of the instance this process is connected to; leaving the context cancels the tasks still
    running."""
    import ray

    task = ray.remote(num_cpus=1, max_retries=0)(play_seeds)
    shared = ray.put(setup)
    refs = [task.remote(shared, bot, list(seeds)) for seeds in batches]
    try:
        yield _in_order(ray, refs, stop)
    finally:
        _, running = ray.wait(refs, num_returns=len(refs), timeout=0)
        for ref in running:
            ray.cancel(ref, force=True)


def _in_order(ray: Any, refs: list[Any], stop: threading.Event) -> Iterator[Records]:
    errors = ray.exceptions
    for ref in refs:
        ready: list[Any] = []
        while not ready:
            if stop.is_set():
                yield []
                return
            ready, _ = ray.wait([ref], timeout=WAIT)
        try:
            records: Records = ray.get(ref)
        except (errors.WorkerCrashedError, errors.NodeDiedError, errors.ObjectLostError):
            raise LabError(
                "a Ray worker died in the middle of a batch of the preview (killed, or out of "
                "memory?)"
            ) from None
        yield records


__all__ = ["ray_tasks", "run_on_ray"]
