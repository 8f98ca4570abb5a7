"""One line of work per channel: commands of a channel run one at a time, in arrival order,
each in a worker thread; different channels run side by side.

Why: a front-end call may touch the engine and the database, which must never run on the
event loop (Discord's heartbeat and every other channel would wait), and two commands of one
table must not race (the second must see what the first did). A channel's line is bounded: a
flood is refused, not queued into unbounded memory.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Generic, TypeVar

log = logging.getLogger(__name__)

JobT = TypeVar("JobT")
ResultT = TypeVar("ResultT")


class ChannelLines(Generic[JobT]):
    """Runs ``run(job)`` for each submitted job, serially per channel key.

    ``run`` is a coroutine on the event loop; it calls :meth:`in_thread` for the blocking part
    (the front-end) and then sends the replies, so a channel's replies also leave in order.
    """

    def __init__(self, run: Callable[[JobT], Awaitable[None]], *, limit: int, workers: int) -> None:
        self._run = run
        self._limit = limit
        self._lines: dict[str, deque[JobT]] = {}
        self._refused: set[str] = set()
        """Channels told "busy" since their line last emptied (one note per flood)."""
        self._tasks: set[asyncio.Task[None]] = set()
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="tenkaichi-chat")

    def submit(self, channel: str, job: JobT) -> bool:
        """Queue ``job`` behind the channel's earlier ones; False when the line is full."""
        line = self._lines.get(channel)
        if line is None:
            self._lines[channel] = deque([job])
            task = asyncio.get_running_loop().create_task(self._drain(channel))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            return True
        if len(line) >= self._limit:
            return False
        line.append(job)
        return True

    def first_refusal(self, channel: str) -> bool:
        """True the first time the channel is refused since its line last emptied: the one
        time a flood is told to wait."""
        if channel in self._refused:
            return False
        self._refused.add(channel)
        return True

    async def in_thread(self, call: Callable[[], ResultT]) -> ResultT:
        """``call()`` in a worker thread, awaited without blocking the loop."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, call)

    async def _drain(self, channel: str) -> None:
        line = self._lines[channel]
        try:
            while line:
                try:
                    await self._run(line[0])
                except Exception:
                    log.exception("discord: a command in channel %s failed", channel)
                finally:
                    line.popleft()
        finally:
            del self._lines[channel]
            self._refused.discard(channel)

    async def idle(self) -> None:
        """Wait until every channel's line is empty (tests; a clean shutdown)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    def close(self) -> None:
        """Stop taking threads for new work (running calls finish)."""
        self._pool.shutdown(wait=False, cancel_futures=True)


__all__ = ["ChannelLines"]
