"""The web table's turn timers: a background task that first loads the fights in progress
(:meth:`TableService.warm`: after a restart their clocks run again, and the first seat back
finds its fight ready), then asks the service to run out the clock
of every table whose turn timer has passed (:meth:`TableService.expire`, in a worker thread)
about twice a second. The service tells its subscribers of every table that moved, and the
web's subscription pushes those tables' seats their new views (the pause, or the answer given
for a seat that ran out of time).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from starlette.concurrency import run_in_threadpool

from tenkaichi.table.service import TableService

log = logging.getLogger(__name__)

TIMER_EVERY = 0.5
"""Seconds between two looks at the turn timers."""


class _Loop:
    """A background task of the web server, from :meth:`start` until :meth:`stop`."""

    NAME = "tenkaichi background task"

    def __init__(self, service: TableService) -> None:
        self.service = service
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._stop.clear()
        self._task = asyncio.create_task(self._run(), name=self.NAME)

    async def stop(self) -> None:
        """Stop after the round under way (if any) is done."""
        self._stop.set()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    async def _run(self) -> None:
        raise NotImplementedError


class Timers(_Loop):
    """The task that runs the turn timers out."""

    NAME = "tenkaichi turn timers"

    def __init__(self, service: TableService, every: float = TIMER_EVERY) -> None:
        super().__init__(service)
        self.every = every
        self.looks = 0
        """How many times the timers were looked at (a count for tests and logs)."""
        self.warmed = 0
        """How many fights in progress were loaded when the task started."""

    async def _run(self) -> None:
        try:  # the fights in progress first: their clocks run from now on (a restart)
            self.warmed = await run_in_threadpool(self.service.warm)
        except Exception:
            log.exception("loading the fights in progress failed (each loads when opened)")
        while not self._stop.is_set():
            try:
                await run_in_threadpool(self.service.expire)
            except Exception:
                log.exception("the turn timers failed (they are looked at again)")
            self.looks += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), self.every)


class ServerWork(_Loop):
    """The task that makes the server's answers a request left over (bots, digital dice,
    policies beyond :attr:`TableService.bot_steps`), a fair share per table in turn
    (:meth:`TableService.work`). The service tells its subscribers of every table that moved,
    and the web pushes those tables' seats their views."""

    NAME = "tenkaichi server answers"
    IDLE = 0.05
    """Seconds to wait when no table has work left."""

    def __init__(self, service: TableService) -> None:
        super().__init__(service)
        self.rounds = 0

    async def _run(self) -> None:
        while not self._stop.is_set():
            moved: list[int] = []
            if self.service.backlog:
                try:
                    moved = await run_in_threadpool(self.service.work)
                except Exception:
                    log.exception("the server's answers failed (tried again)")
                self.rounds += 1
            if not moved:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), self.IDLE)
            else:
                await asyncio.sleep(0)  # let requests in between two rounds


__all__ = ["TIMER_EVERY", "ServerWork", "Timers"]
