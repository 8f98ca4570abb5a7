"""The web table: FastAPI pages, a JSON view and one WebSocket per seat over
:class:`~tenkaichi.table.service.TableService` (no rules and no state of its own beyond the
open connections and the invite links this server made).

Every seat is named by its token, which appears only in that seat's own paths. Anything a
person gets wrong (a stale, foreign or illegal answer, a bad form field, a garbled message)
changes nothing and is answered with one line; an error of the server itself is one line too,
never a trace.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.staticfiles import StaticFiles

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.i18n import text as say
from tenkaichi.table import (
    web_create,
    web_export,
    web_gm,
    web_preview,
    web_replay,
    web_socket,
    web_top,
)
from tenkaichi.table.screen import BodyCache, screen_model
from tenkaichi.table.service import TableService
from tenkaichi.table.service_preview import PreviewJobs
from tenkaichi.table.store import TableError
from tenkaichi.table.web_create import Creation, TableForm
from tenkaichi.table.web_games import PAGES
from tenkaichi.table.web_hub import Hub
from tenkaichi.table.web_language import ReaderLanguage, languages
from tenkaichi.table.web_pages import error_page, gm_model, home_page, seat_page
from tenkaichi.table.web_settings import FormError, table_settings_of
from tenkaichi.table.web_socket import MESSAGE_MAX_DEPTH, SERVER_ERROR, nesting
from tenkaichi.table.web_timer import ServerWork, Timers

log = logging.getLogger(__name__)

FORM_MAX_BYTES = 512_000
"""The largest form a page may post (an encounter file pasted or uploaded included)."""
CONTROLS = ("start", "pause", "resume", "end", "undo")
CLIENT_HEADER = "x-tenkaichi-client"
"""Sent (as "1") by the live client with a form: the answer is one line of JSON, not a page."""
CLIENT_FILES = Path(__file__).parent / "static" / "client"
"""The live client's built files (``web/`` builds them; the package ships them)."""


def line(error: BaseException) -> str:
    """What a person is told of an error: its one line, or a plain line for a server fault."""
    if isinstance(error, TenkaichiError):
        return web_create.line(error)
    return say("table-error-server")


class WebTable:
    """The server's state: the service, the creation form over the example folder, and the
    open connections."""

    def __init__(self, service: TableService, data: Path | None) -> None:
        self.service = service
        self.data = data
        self.hub = Hub()
        self.form = TableForm(service, data)
        self.bodies = BodyCache()
        self.previews = PreviewJobs(service)
        """The game master's fight previews (:mod:`.service_preview`)."""

    def examples(self) -> dict[str, Path]:
        return self.form.examples()

    # --- pages ----------------------------------------------------------------------------

    def page(self, token: str, origin: str, message: str = "", field: str = "") -> str:
        """A seat's page (raises the service's one line for a token that is not a seat);
        ``message`` is shown next to ``field`` when the page has it, else at the top."""
        with self.service.seat_context(token) as seat:
            gm = None
            if seat.seats is not None:
                gm = gm_model(seat.seats, seat.sides, origin, seat.view)
            if seat.view["game"] == "top":
                return web_top.seat_page(token, seat.view, message, gm, field)
            return seat_page(token, seat.view, seat.enc, message, gm, seat.gm_sees_secrets, field)

    def live(self, token: str) -> dict[str, Any]:
        """What a seat's WebSocket is sent: its view and its screen (:mod:`.screen`), made
        from one look at the table. The screen's invite links are paths (the client puts
        its own origin before them)."""
        with self.service.seat_context(token) as seat:
            screen = screen_model(token, seat, "", self.bodies)
            screen["panel"] = web_gm.decorate(screen["panel"], seat, token, list(self.sheets()))
            screen["body"] = web_gm.with_notes(screen["body"], seat.view["notices"])
            screen["language"] = current()  # the seat's own, else its browser's
            screen["languages"] = languages()
            return {**seat.view, "screen": screen}

    def sheets(self) -> dict[str, Path]:
        """The example character sheets a GM may bring into a fight."""
        return self.form.sheets()

    # --- inputs ---------------------------------------------------------------------------

    def create(
        self, form: Mapping[str, str], owner: str | None = None
    ) -> tuple[str, dict[str, str]]:
        """A new table from the home page's form (of the game its ``game`` field names, DBU
        when none): the GM's token, or the errors by field."""
        game = form.get("game", "dbu")
        if game == "dbu":
            made = self.form.create(form, owner)
        elif game in PAGES:
            made = PAGES[game].create(self.service, form, owner)
        else:
            made = Creation(errors={"create": say("table-error-choose-game")})
        return made.gm, made.errors

    def control(self, token: str, form: Mapping[str, str]) -> None:
        action = form.get("action", "")
        if action not in CONTROLS:
            raise TableError(
                say("table-error-controls", controls=", ".join(CONTROLS), got=f"{action!r:.20}")
            )
        svc = self.service
        if action == "end" and form.get("confirm") != "yes":
            raise TableError(say("table-error-end-confirm"))
        if action == "undo":
            svc.undo(token, 1)
        else:
            getattr(svc, action)(token)
        if action == "start":
            self.previews.started(token)

    def seats(self, token: str, form: Mapping[str, str]) -> None:
        svc = self.service
        action = form.get("action", "")
        if action == "add":
            role = form.get("role", "")
            side = form.get("side") or None
            bot = form.get("bot") if role == "bot" else None
            dice = form.get("dice") or "physical"
            try:
                self.service.add_seat(token, role, side=side, bot=bot, dice=dice)
            except TableError as error:
                raise FormError("add", str(error)) from None
            return
        seat = whole(form, "seat", say("table-the-seat"))
        if action == "approve":
            svc.approve(token, seat)
        elif action == "kick":
            svc.kick(token, seat)
        elif action == "remove":
            svc.remove_seat(token, seat)
        elif action == "dice":
            try:
                svc.set_dice(token, seat, form.get("dice", ""))
            except TableError as error:
                raise FormError(f"dice{seat}", str(error)) from None
        else:
            raise TableError(say("table-error-seat-actions"))

    def settings(self, token: str, form: Mapping[str, str]) -> None:
        """The GM's table settings form (each field checked, the first wrong one told)."""
        self.service.set_settings(token, **table_settings_of(form))


def whole(form: Mapping[str, str], key: str, what: str) -> int:
    text = form.get(key, "").strip()
    if not re.fullmatch(r"[0-9]{1,12}", text):
        raise TableError(say("table-error-whole", what=what, got=f"{text[:20]!r}"))
    return int(text)


async def read_form(request: Request) -> dict[str, str]:
    """A URL-encoded form (the first value of each field), at most :data:`FORM_MAX_BYTES`."""
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > FORM_MAX_BYTES:
            raise TableError(say("table-error-form-large", kb=str(FORM_MAX_BYTES // 1000)))
    fields = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True)
    return {k: v[0] for k, v in fields.items() if v}


def same_origin(headers: Mapping[str, str]) -> bool:
    """A browser's WebSocket must come from a page of this server (its Origin's host is the
    Host it asks); a client that sends no Origin (not a browser) is let through."""
    origin = headers.get("origin")
    if origin is None:
        return True
    return bool(origin) and urlsplit(origin).netloc.lower() == headers.get("host", "").lower()


def origin_of(request: Request) -> str:
    return str(request.base_url).rstrip("/")


BOT_STEPS_PER_REQUEST = 40
"""Server answers (bots, digital dice, policies) one web request makes at most; the rest are
made in the background, every table in turn (:class:`~tenkaichi.table.web_timer.ServerWork`)."""


def create_app(
    database_url: str | None = None,
    *,
    data: Path | None = None,
    service: TableService | None = None,
) -> FastAPI:
    """The web table over the database at ``database_url`` (or ``service``); ``data`` is the
    folder of example encounters (and the sheets they name) offered on the home page."""
    web = WebTable(service or TableService(database_url), data)
    if web.service.bot_steps is None:  # off the request path beyond a few answers (fairness)
        web.service.bot_steps = BOT_STEPS_PER_REQUEST

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()

        def rung(table: int, _seq: int) -> None:
            """Another process moved ``table`` on: push its seats their new views."""
            asyncio.run_coroutine_threadsafe(web.hub.broadcast(table, web.live), loop)

        unsubscribe = web.service.subscribe(rung)
        timers = Timers(web.service)
        app.state.timers = timers
        timers.start()
        work = ServerWork(web.service)
        app.state.work = work
        work.start()
        try:
            yield
        finally:
            await run_in_threadpool(web.previews.close)
            await work.stop()
            await timers.stop()
            unsubscribe()

    app = FastAPI(
        title="Tenkaichi table", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan
    )
    app.state.web = web
    # pages, JSON and the client's files compressed (the client: 111 KB -> 34 KB)
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(ReaderLanguage)
    _errors(app)
    _pages(app, web)
    _inputs(app, web)
    web_replay.register(app, web.service, html, line)
    web_gm.register(app, web.service, line)
    web_preview.register(app, web.previews, read_form, line)
    web_export.register(app, web.service, html, line)
    web_top.register(app, web.service, html, read_form, line)
    web_socket.register(app, web, line, same_origin)
    app.mount("/static/client", ClientFiles(directory=CLIENT_FILES, check_dir=False), "client")
    return app


class ClientFiles(StaticFiles):
    """The live client's files, revalidated on every load (their names do not change when
    they do)."""

    def file_response(self, *args: Any, **kwargs: Any) -> Response:
        response = super().file_response(*args, **kwargs)
        response.headers["Cache-Control"] = "no-cache"
        return response


def html(text: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers={"Referrer-Policy": "no-referrer"})


async def page(
    web: WebTable,
    request: Request,
    token: str,
    message: str = "",
    status: int = 200,
    field: str = "",
) -> Response:
    try:
        text = await run_in_threadpool(web.page, token, origin_of(request), message, field)
    except TenkaichiError as error:
        return html(error_page(line(error)), 404)
    return html(text, status)


async def broadcast(web: WebTable, token: str) -> None:
    """Send every open seat of ``token``'s table its new view."""
    try:
        table = int((await run_in_threadpool(web.service.view, token))["table"])
    except TenkaichiError:
        return
    await web.hub.broadcast(table, web.live)


async def act(
    web: WebTable, request: Request, token: str, do: Callable[[str, dict[str, str]], None]
) -> Response:
    """A seat's form: done, then every seat told and the page shown again; refused, the page
    with the one line why (nothing changed)."""
    client = request.headers.get(CLIENT_HEADER) == "1"
    try:
        form = await read_form(request)
        await run_in_threadpool(do, token, form)
    except TenkaichiError as error:
        field = error.field if isinstance(error, FormError) else ""
        if client:
            return JSONResponse({"error": line(error), "field": field}, status_code=409)
        return await page(web, request, token, line(error), 409, field)
    await broadcast(web, token)
    if client:
        return JSONResponse({"ok": True})
    return RedirectResponse(f"/seat/{token}", status_code=303)


def _errors(app: FastAPI) -> None:
    @app.exception_handler(Exception)
    async def server_error(request: Request, error: Exception) -> Response:
        log.exception("the web table failed on %s", request.url.path.split("/")[1])
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": say("table-error-server")}, status_code=500)
        return html(error_page(say("table-error-server")), 500)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, error: StarletteHTTPException) -> Response:
        text = say("table-error-no-page" if error.status_code == 404 else "table-error-refused")
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": text}, status_code=error.status_code)
        return html(error_page(text), error.status_code)

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, error: RequestValidationError) -> Response:
        return html(error_page(say("table-error-not-understood")), 400)


def _pages(app: FastAPI, web: WebTable) -> None:
    @app.get("/", response_class=HTMLResponse)
    async def home(game: str = "dbu") -> Response:
        return html(home_page(web.form, game=game))

    @app.post("/tables")
    async def create(request: Request) -> Response:
        try:
            form = await read_form(request)
        except TenkaichiError as error:
            return html(home_page(web.form, {"create": line(error)}), 400)
        owner = request.client.host if request.client is not None else None
        gm, errors = await run_in_threadpool(web.create, form, owner)
        if errors:
            return html(home_page(web.form, errors, form), 400)
        return RedirectResponse(f"/seat/{gm}", status_code=303)

    @app.get("/seat/{token}", response_class=HTMLResponse)
    async def seat(request: Request, token: str) -> Response:
        return await page(web, request, token)

    @app.get("/api/seat/{token}/screen")
    async def api_screen(token: str) -> Response:
        try:
            live = await run_in_threadpool(web.live, token)
        except TenkaichiError as error:
            return JSONResponse({"error": line(error)}, status_code=404)
        return JSONResponse(live["screen"])

    @app.get("/api/seat/{token}/view")
    async def api_view(token: str) -> Response:
        try:
            view = await run_in_threadpool(web.service.view, token)
        except TenkaichiError as error:
            return JSONResponse({"error": line(error)}, status_code=404)
        return JSONResponse(view)


def _inputs(app: FastAPI, web: WebTable) -> None:
    def answer(token: str, form: dict[str, str]) -> None:
        decision = whole(form, "decision", say("table-the-decision"))
        option = whole(form, "option", say("table-the-option"))
        web.service.answer(token, decision, option)

    def dice(token: str, form: dict[str, str]) -> None:
        decision = whole(form, "decision", say("table-the-decision"))
        try:
            web.service.enter_dice(token, decision, form.get("dice", ""))
        except TableError as error:
            raise FormError("dice", str(error)) from None

    def policy(token: str, form: dict[str, str]) -> None:
        mode, _, answer = form.get("mode", "").partition(":")
        this_turn = mode == "turn"
        try:
            web.service.set_policy(
                token,
                form.get("fighter", "*"),
                form.get("family", ""),
                "never" if this_turn else mode,
                answer,
                this_turn=this_turn,
            )
        except TableError as error:
            raise FormError("policy", str(error)) from None

    def join(token: str, form: dict[str, str]) -> None:
        try:
            web.service.join(token, form.get("name", ""))
        except TableError as error:
            raise FormError("name", str(error)) from None

    def language(token: str, form: dict[str, str]) -> None:
        try:
            web.service.set_language(token, form.get("language", ""))
        except TableError as error:
            raise FormError("language", str(error)) from None

    def undo(token: str, form: dict[str, str]) -> None:
        web.control(token, {"action": "undo"})

    def gm(token: str, form: dict[str, str]) -> None:
        web_gm.gm_form(web.service, token, form, web.sheets())

    def note(token: str, form: dict[str, str]) -> None:
        web_gm.note_form(web.service, token, form)

    def roll(token: str, form: dict[str, str]) -> None:
        web_gm.roll_form(web.service, token, form)

    actions: dict[str, Callable[[str, dict[str, str]], None]] = {
        "gm": gm,
        "note": note,
        "roll": roll,
        "answer": answer,
        "dice": dice,
        "policy": policy,
        "join": join,
        "language": language,
        "control": web.control,
        "undo": undo,
        "seats": web.seats,
        "settings": web.settings,
    }

    @app.post("/seat/{token}/{action}")
    async def post(request: Request, token: str, action: str) -> Response:
        do = actions.get(action)
        if do is None:
            return html(error_page(say("table-error-no-page")), 404)
        return await act(web, request, token, do)


__all__ = [
    "FORM_MAX_BYTES",
    "MESSAGE_MAX_DEPTH",
    "SERVER_ERROR",
    "WebTable",
    "create_app",
    "line",
    "nesting",
    "same_origin",
]
