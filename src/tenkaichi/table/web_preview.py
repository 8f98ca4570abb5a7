"""The fight preview on the web: the game master's page asks and posts here (the work itself is
:class:`~tenkaichi.table.service_preview.PreviewJobs`'s).

- ``GET /api/seat/TOKEN/preview``: the table's preview as the page draws it (the page asks
  about twice a second while one runs, once when it opens otherwise).
- ``POST /api/seat/TOKEN/preview`` with the form fields ``do=start`` and ``runs`` (empty: the
  default), or ``do=cancel``: the same answer, once started or cancelled.

Both take the game master's token only; anything else (another seat's token, a table that has
started or plays another game, a runs count that is not a whole number from 1 to
:data:`~tenkaichi.table.service_preview.RUNS_MAX`, a second start while one runs) is refused
with ``{"error": "<one line>"}`` (status 409; 404 for a token that is no seat) and changes
nothing. The answer::

    {"offered": true,            # false: no preview here ("why" says why in one line)
     "why": "",
     "runs_default": 1000, "runs_max": 10000,
     "state": "running",         # idle | running | done | cancelled | failed
     "runs": 1000,               # the fights asked for
     "done": 412, "total": 1000, # progress
     "failure": "",              # state "failed": what went wrong, in one line
     "result": null}             # done or cancelled: PreviewResult.to_json()

``result`` is :meth:`tenkaichi.dbu.preview.PreviewResult.to_json` as it is (its keys are
written in ``tenkaichi/dbu/preview/result.py``); a cancelled preview's result holds the fights
run before the cancel.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response
from starlette.concurrency import run_in_threadpool

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.table.service_preview import PreviewJobs
from tenkaichi.table.store import InvalidLink, TableError


def do_preview(jobs: PreviewJobs, token: str, form: Mapping[str, str]) -> dict[str, Any]:
    """Start or cancel the table's preview from the page's form fields."""
    do = form.get("do", "")
    if do == "start":
        return jobs.start(token, form.get("runs", ""))
    if do == "cancel":
        return jobs.cancel(token)
    raise TableError(say("table-error-preview-do"))


def register(
    app: FastAPI,
    jobs: PreviewJobs,
    read_form: Callable[[Request], Awaitable[dict[str, str]]],
    line: Callable[[BaseException], str],
) -> None:
    """The two routes of the module docstring."""

    def refused(error: BaseException) -> Response:
        said = line(error)
        return JSONResponse(
            {"error": said}, status_code=404 if isinstance(error, InvalidLink) else 409
        )

    @app.get("/api/seat/{token}/preview")
    async def preview(token: str) -> Response:
        try:
            found = await run_in_threadpool(jobs.status, token)
        except TenkaichiError as error:
            return refused(error)
        return JSONResponse(found, headers={"Cache-Control": "no-store"})

    @app.post("/api/seat/{token}/preview")
    async def preview_post(request: Request, token: str) -> Response:
        try:
            form = await read_form(request)
            found = await run_in_threadpool(do_preview, jobs, token, form)
        except TenkaichiError as error:
            return refused(error)
        return JSONResponse(found, headers={"Cache-Control": "no-store"})


__all__ = ["do_preview", "register"]
