"""The fight taken home: a seat's transcript (Markdown, HTML) and the input log (JSON).

``GET /seat/TOKEN/export.md``, ``/export.html`` and ``/export.json`` answer with a file to
save (``tenkaichi-table-12.md``...). Who may: any seat once the fight is over, the game master
at any time (the same rule as the replay). A transcript is the seat's own: its log lines,
notices and summary come from the seat's view (:meth:`TableService.view`), so it tells no
more than the seat saw. The input log (:func:`tenkaichi.table.export.input_log_json`, what
``tenkaichi replay`` reads) holds the table's seed, which foretells every die still to come:
the game master's at any time, everyone's once the fight is over; only a DBU fight has one.
A bad link or a refusal is one line on the error page, never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, Response
from starlette.concurrency import run_in_threadpool

from tenkaichi.errors import TenkaichiError
from tenkaichi.table.export import input_log_json, transcript_html, transcript_markdown
from tenkaichi.table.present_text import readable
from tenkaichi.table.service import TableService
from tenkaichi.table.store import InvalidLink, TableError
from tenkaichi.table.summary import match_summary
from tenkaichi.table.web_pages import error_page

KINDS = {
    "md": "text/markdown; charset=utf-8",
    "html": "text/html; charset=utf-8",
    "json": "application/json",
}
"""Each export's file extension and media type."""


class Refused(TableError):
    """The seat may not have this export (yet): a 403."""


class NotHere(TableError):
    """This game has no such export: a 404."""


@dataclass(frozen=True, slots=True)
class Export:
    name: str
    """The file's name (``tenkaichi-table-12.md``)."""
    media_type: str
    body: str


def export_file(service: TableService, token: str, kind: str) -> Export:
    """``token``'s seat's export of its table as ``kind`` (``md``, ``html`` or ``json``)."""
    with service.seat_context(token) as ctx:
        view = ctx.view
        gm = view["you"]["role"] == "gm"
        if view["status"] != "over" and not gm:
            raise Refused("the fight's export opens when the fight is over")
        table, game = int(view["table"]), str(view.get("game", "dbu"))
        name = f"tenkaichi-table-{table}.{kind}"
        if kind == "json":
            if not gm:
                raise Refused(
                    "the input log is the game master's to export: it holds every side's "
                    "secret choices (take the transcript)"
                )
            if game != "dbu":
                raise NotHere(
                    "only a Dragon Ball Universe fight has an input log to export (tenkaichi "
                    "replay reads no other game): take its transcript instead"
                )
            if ctx.enc is None:
                raise NotHere("the fight has not started: there is no input log yet")
            data: dict[str, Any] = {"table": table, **input_log_json(ctx.enc)}
            return Export(name, KINDS[kind], json.dumps(data, ensure_ascii=False, indent=1))
        summary = match_summary(game, ctx.enc, view)
        names = [str(f["name"]) for f in view.get("fighters") or []]
        lines = [
            {
                "round": e.get("round"),
                "text": readable(str(e.get("text", "")), names) if game == "dbu" else e["text"],
            }
            for e in view["events"]
        ]
        notes = [str(n["text"]) for n in view["notices"]]
    title = f"Tenkaichi table {table}: {summary['title']}"
    render = transcript_markdown if kind == "md" else transcript_html
    return Export(name, KINDS[kind], render(title, lines, summary, notes))


def register(
    app: FastAPI,
    service: TableService,
    html: Callable[[str, int], HTMLResponse],
    line: Callable[[BaseException], str],
) -> None:
    """Add the export routes to ``app`` (``html`` makes a page response, ``line`` an error's
    one line)."""

    async def send(token: str, kind: str) -> Response:
        try:
            found = await run_in_threadpool(export_file, service, token, kind)
        except TenkaichiError as error:
            if isinstance(error, InvalidLink):
                return html(error_page(line(error)), 404)
            status = 403 if isinstance(error, Refused) else 404
            return html(error_page(line(error), f"/seat/{token}"), status)
        return Response(
            found.body,
            media_type=found.media_type,
            headers={
                "Content-Disposition": f'attachment; filename="{found.name}"',
                "Referrer-Policy": "no-referrer",
                "Cache-Control": "no-store",
                "X-Content-Type-Options": "nosniff",
            },
        )

    @app.get("/seat/{token}/export.md")
    async def export_md(token: str) -> Response:
        return await send(token, "md")

    @app.get("/seat/{token}/export.html")
    async def export_html(token: str) -> Response:
        return await send(token, "html")

    @app.get("/seat/{token}/export.json")
    async def export_json(token: str) -> Response:
        return await send(token, "json")


__all__ = ["KINDS", "Export", "NotHere", "Refused", "export_file", "register"]
