"""The game master's fight preview: the table's encounter played many times by bots, before the
start, off the request path.

:class:`Previewing` (a part of :class:`~tenkaichi.table.service.TableService`) hands out the
encounter exactly as the start would play it: the table's own setup (edition, house rules,
sheets, sides, squares), the one :meth:`~tenkaichi.table.service.TableService.start` gives the
engine. :class:`PreviewJobs` (one per web server) runs at most one preview per table, in a
thread of its own that calls :func:`tenkaichi.dbu.preview.run_preview` with a worker process
per core, so the server keeps serving every seat meanwhile. The game master alone starts,
follows (``done`` of ``total`` fights run) and cancels it; a preview in progress is cancelled
when the fight starts and when the server stops (:meth:`PreviewJobs.close` waits for it, so no
worker process outlives the server). Previews are this process's: with several server
processes on one database, the game master's page must reach the same process.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import Msg, current, numbers, words
from tenkaichi.i18n import text as say
from tenkaichi.table.service_core import ServiceCore
from tenkaichi.table.store import TableError

log = logging.getLogger(__name__)

RUNS_DEFAULT = 1_000
"""The fights a preview plays unless the game master asks for another number."""
RUNS_MAX = 10_000
"""The most fights one preview plays (about ten times the 1,000 a GM usually asks for)."""
PREVIEW_SEED = 1
"""The first fight's seed (fight ``i`` uses ``PREVIEW_SEED + i``): the same table previews the
same numbers every time, and nothing is drawn from the table's own secret seed."""
PREVIEW_BOT = "greedy"
"""The bot that plays every side of a preview."""
AT_ONCE = 2
"""Previews the server runs at the same time at most (each uses every core)."""
KEPT = 256
"""Finished previews whose results are kept for their tables (the oldest go first)."""
RECHECK_SECONDS = 2.0
"""How often a running preview looks whether its table's fight has started meanwhile (by any
route: another page, the chat), to stop then."""
CLOSE_SECONDS = 120.0
"""How long the server waits for a cancelled preview to stop when it shuts down (a guard
against a hang: a cancelled preview stops after the fight each worker is playing)."""

STATES = ("idle", "running", "done", "cancelled", "failed")
"""A table's preview: none yet, under way, finished, cancelled (partial numbers) or failed."""


@dataclass(frozen=True, slots=True)
class PreviewTable:
    """What the game master's token says of the preview: the table, and its encounter when
    a preview is offered (a DBU table before the start), else why not."""

    table: int
    setup: Any
    """The table's ``EncounterSetup`` as the start plays it (``None`` when not offered)."""
    why: str = ""


class Previewing(ServiceCore):
    """The service's part of the preview (see the module docstring)."""

    def preview_table(self, gm_token: str) -> PreviewTable:
        """The table of ``gm_token`` (the game master's only: any other seat is refused in
        one line) and, before a DBU fight starts, its encounter exactly as the start plays it:
        the setup :meth:`start` hands the engine, unchanged."""
        with self._acting(gm_token, gm=True) as (_, state):
            if state.rules.name != "dbu":
                why = say("table-preview-not-this-game", title=state.rules.title)
                return PreviewTable(state.id, None, why)
            if state.status != "lobby":
                return PreviewTable(state.id, None, say("table-preview-before-start"))
            return PreviewTable(state.id, state.setup)


class Result(Protocol):
    """What a preview returns (:class:`tenkaichi.dbu.preview.PreviewResult`)."""

    @property
    def cancelled(self) -> bool: ...

    def to_json(self) -> dict[str, object]: ...


class Runner(Protocol):
    """:func:`tenkaichi.dbu.preview.run_preview`, or a stand-in with its signature."""

    def __call__(
        self,
        setup: Any,
        *,
        runs: int = ...,
        seed: int = ...,
        bot: str = ...,
        workers: int = ...,
        progress: Callable[[int, int], None] | None = ...,
        cancel: threading.Event | None = ...,
    ) -> Result: ...


def _run_preview(
    setup: Any,
    *,
    runs: int = RUNS_DEFAULT,
    seed: int = PREVIEW_SEED,
    bot: str = PREVIEW_BOT,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Result:
    from tenkaichi.dbu.preview import run_preview  # the engine's statistics, loaded when used

    return run_preview(
        setup,
        runs=runs,
        seed=seed,
        bot=bot,
        workers=workers,
        progress=progress,
        cancel=cancel,
    )


def cores() -> int:
    """The cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def runs_of(raw: object) -> int:
    """The runs count the game master typed (empty: the default), or one line why not."""
    text = str(raw if raw is not None else "").strip().replace(",", "").replace("_", "")
    if not text:
        return RUNS_DEFAULT
    if not (text.isascii() and text.isdigit()) or len(text) > 9 or not 1 <= int(text) <= RUNS_MAX:
        shown = str(raw)[:20]
        most = numbers.whole(RUNS_MAX, current())
        raise TableError(say("table-error-preview-runs", most=most, got=f"{shown!r}"))
    return int(text)


@dataclass(eq=False)
class Job:
    """One preview of one table."""

    table: int
    runs: int
    token: str
    """The game master's token (the preview looks through it whether the fight started)."""
    cancel: threading.Event = field(default_factory=threading.Event)
    state: str = "running"
    done: int = 0
    total: int = 0
    result: dict[str, object] | None = None
    failure: str | Msg = ""
    """Why it failed, rendered for whoever reads it."""
    thread: threading.Thread | None = None

    def json(self) -> dict[str, Any]:
        return {
            "state": self.state,
            "runs": self.runs,
            "done": self.done,
            "total": self.total or self.runs,
            "failure": words(self.failure),
            "result": self.result,
        }


class PreviewJobs:
    """The previews this server runs and has run (see the module docstring)."""

    def __init__(
        self,
        service: Previewing,
        *,
        workers: int | None = None,
        runner: Runner | None = None,
        at_once: int = AT_ONCE,
    ) -> None:
        self.service = service
        self.workers = workers
        """Worker processes a preview uses (``None``: one per core)."""
        self.runner: Runner = runner or _run_preview
        self.at_once = at_once
        self.recheck = RECHECK_SECONDS
        """Seconds between two looks of a running preview at its table's status."""
        self._jobs: dict[int, Job] = {}
        self._lock = threading.Lock()
        self._closed = False

    # --- what the game master's page asks ---------------------------------------------------

    def status(self, gm_token: str) -> dict[str, Any]:
        """The table's preview as the game master's page draws it (see :mod:`.web_preview`);
        once the fight has started a preview under way is cancelled and none is offered."""
        found = self.service.preview_table(gm_token)
        with self._lock:
            job = self._jobs.get(found.table)
            if found.setup is None and job is not None:
                job.cancel.set()
                if job.state != "running":
                    del self._jobs[found.table]
            return self._json(found, job)

    def start(self, gm_token: str, runs: object) -> dict[str, Any]:
        """Start the table's preview of ``runs`` fights (GM only, before the start; one at a
        time per table). Anything wrong changes nothing and raises one line."""
        count = runs_of(runs)
        found = self.service.preview_table(gm_token)
        if found.setup is None:
            raise TableError(found.why)
        with self._lock:
            if self._closed:
                raise TableError(say("table-error-preview-stopping"))
            job = self._jobs.get(found.table)
            if job is not None and job.state == "running":
                raise TableError(say("table-error-preview-running"))
            running = sum(1 for j in self._jobs.values() if j.state == "running")
            if running >= self.at_once:
                raise TableError(say("table-error-preview-busy", count=str(running)))
            job = Job(found.table, count, gm_token)
            self._jobs.pop(found.table, None)
            self._jobs[found.table] = job  # the newest last: the oldest finished go first
            self._forget_old()
            workers = max(1, min(self.workers or cores(), count))
            job.thread = threading.Thread(
                target=self._run,
                args=(job, found.setup, workers),
                name=f"tenkaichi preview of table {found.table}",
                daemon=True,
            )
            job.thread.start()
            return self._json(found, job)

    def cancel(self, gm_token: str) -> dict[str, Any]:
        """Cancel the table's preview (GM only): it stops after the fights under way and keeps
        the numbers of those done. With none running, nothing changes."""
        found = self.service.preview_table(gm_token)
        with self._lock:
            job = self._jobs.get(found.table)
            if job is not None and job.state == "running":
                job.cancel.set()
            return self._json(found, job)

    def started(self, gm_token: str) -> None:
        """The fight of ``gm_token``'s table has started: a preview under way is cancelled
        (its fights would take the cores the live fight's bots need) and none is kept."""
        self.status(gm_token)

    def close(self, timeout: float = CLOSE_SECONDS) -> None:
        """Cancel every preview and wait until each has stopped (the server stops)."""
        with self._lock:
            self._closed = True
            jobs = list(self._jobs.values())
            for job in jobs:
                job.cancel.set()
        for job in jobs:
            if job.thread is not None:
                job.thread.join(timeout)
                if job.thread.is_alive():
                    log.warning("the preview of table %s did not stop in time", job.table)

    def running(self) -> int:
        with self._lock:
            return sum(1 for j in self._jobs.values() if j.state == "running")

    # --- the work ---------------------------------------------------------------------------

    def _run(self, job: Job, setup: Any, workers: int) -> None:
        looked = time.monotonic()

        def progress(done: int, total: int) -> None:
            nonlocal looked
            job.done, job.total = done, total
            if time.monotonic() - looked >= self.recheck:
                looked = time.monotonic()
                if not self._offered(job.token):
                    job.cancel.set()  # the fight started meanwhile: its bots need the cores

        try:
            result = self.runner(
                setup,
                runs=job.runs,
                seed=PREVIEW_SEED,
                bot=PREVIEW_BOT,
                workers=workers,
                progress=progress,
                cancel=job.cancel,
            )
            shown = result.to_json()
        except TenkaichiError as error:
            first = str(error).strip().splitlines()
            with self._lock:
                reason = first[0] if first else Msg.of("table-preview-no-reason")
                job.failure = Msg.of("table-preview-failed", reason=reason)
                job.state = "failed"
            return
        except Exception:
            log.exception("the preview of table %s failed", job.table)
            with self._lock:
                job.failure = Msg.of("table-preview-failed-server")
                job.state = "failed"
            return
        with self._lock:
            job.result = shown
            done = shown.get("done")
            if isinstance(done, int):
                job.done = done
            job.state = "cancelled" if result.cancelled else "done"

    def _offered(self, gm_token: str) -> bool:
        """Is a preview still offered at the table (its fight not started, the GM's link
        still valid)?"""
        try:
            return self.service.preview_table(gm_token).setup is not None
        except TenkaichiError:
            return False

    def _forget_old(self) -> None:
        finished = [t for t, j in self._jobs.items() if j.state != "running"]
        for table in finished[: max(0, len(finished) - KEPT)]:
            del self._jobs[table]

    def _json(self, found: PreviewTable, job: Job | None) -> dict[str, Any]:
        offered = found.setup is not None
        out: dict[str, Any] = {
            "offered": offered,
            "why": found.why,
            "runs_default": RUNS_DEFAULT,
            "runs_max": RUNS_MAX,
            "state": "idle",
            "runs": RUNS_DEFAULT,
            "done": 0,
            "total": 0,
            "failure": "",
            "result": None,
        }
        if job is not None and offered:
            out.update(job.json())
        return out


__all__ = [
    "AT_ONCE",
    "RUNS_DEFAULT",
    "RUNS_MAX",
    "STATES",
    "Job",
    "PreviewJobs",
    "PreviewTable",
    "Previewing",
    "Runner",
    "cores",
    "runs_of",
]
