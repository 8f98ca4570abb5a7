"""The Tournament of Power at the web table: a seat's page drawn like a board game, and the form
that opens a table.

The page is made from the seat's view only (:meth:`TableService.view`): the board as SVG (its
coloured spaces and the warriors on them, with their owner's colour and Endurance), the dice of
a combat as symbol faces, the hand the seat may read, the status panel, the log, and what every
card, power, Event and space does (what we made up marked so). The options of the seat that
must answer carry what to draw them with (``TopRules.option_json``): a move names its warrior
and its space, so the page lets a person click the warrior and then a highlighted space; a
re-roll names the dice it re-rolls and the odds of each combo, so a person clicks the dice to
keep. The page's script only maps those clicks to an option number and posts it: it holds no
rule and no state. Every other decision is a button per option.

A seat that answers for several players (the game master at a hot-seat table) is shown the
hand of the player who must answer now, and no hand while it waits.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from tenkaichi.errors import TenkaichiError
from tenkaichi.table.games.top import RULES, actor_of
from tenkaichi.table.present import environment
from tenkaichi.table.service import TableService
from tenkaichi.table.web_create import (
    SEED_HELP,
    FormNumberError,
    line,
    read_seed,
    whole_number,
)
from tenkaichi.table.web_pages import panel_model
from tenkaichi.table.web_top_model import page_model, unique_letters
from tenkaichi.text import NAME_MAX, problem

PLAYS = {
    "gm": "the host (you, on this page)",
    "player": "a person (invite link)",
    "greedy": "a greedy bot",
    "random": "a random bot",
    "search": "a search bot (slow, strong)",
}
"""Who plays a Tournament of Power player, as the creation form offers it."""
LENGTHS = ("5", "10")
PLAYERS_MAX = 6
PLAYERS_MIN = 2


# -- the seat's page -----------------------------------------------------------------------
def seat_page(
    token: str,
    view: Mapping[str, Any],
    message: str = "",
    gm: Mapping[str, Any] | None = None,
    field: str = "",
) -> str:
    """The whole page of a seat at a Tournament of Power table (``message`` next to
    ``field`` when the page has that field, else at the top)."""
    panel = panel_model(token, view, message, gm, field)
    if gm is not None:
        panel["gm"] = {**gm, "bots": list(RULES.bot_kinds)}
    model = page_model(view)
    # the game comes first on the page; a refusal is told above it, not in the panel below
    alert, panel["message"] = panel["message"], ""
    return (
        environment()
        .get_template("top_seat.html.j2")
        .render(page=panel, top=model, action=f"/seat/{token}/answer", message=alert)
    )


def panel_page(view: Mapping[str, Any], panel: Mapping[str, Any]) -> str:
    """A seat's page from a panel made elsewhere (a replay step: nothing to answer)."""
    return (
        environment()
        .get_template("top_seat.html.j2")
        .render(page=panel, top=page_model(view), action=f"{panel['base']}/answer", message="")
    )


# -- opening a table -----------------------------------------------------------------------
@dataclass
class TopForm:
    """The creation form's values, checked: the setup and who plays each player."""

    name: str = ""
    players: int = 4
    plays: list[str] = field(default_factory=list)
    seed: int | None = None
    """``None``: the table draws secret dice."""
    turns: int = 5
    errors: dict[str, str] = field(default_factory=dict)


def read_form(form: Mapping[str, str]) -> TopForm:
    """The form's values, each wrong field with its one line in ``errors``."""
    out = TopForm()
    name = form.get("gm_name", "").strip()
    found = problem(name, NAME_MAX) if name else "give your name"
    if found:
        out.errors["gm_name"] = found
    out.name = name
    try:
        out.players = whole_number(
            form.get("players", "4"),
            "the number of players",
            PLAYERS_MIN,
            PLAYERS_MAX,
            f"a game has {PLAYERS_MIN} to {PLAYERS_MAX} players",
        )
    except FormNumberError as error:
        out.errors["players"] = str(error)
    for i in range(out.players):
        plays = form.get(f"plays{i}", "gm" if i == 0 else "greedy")
        if plays not in PLAYS:
            out.errors[f"plays{i}"] = f"Player {i + 1} is played by the host, a person or a bot"
        out.plays.append(plays)
    out.seed = read_seed(form, out.errors)
    turns = form.get("turns", "5").strip()
    if turns in LENGTHS:
        out.turns = int(turns)
    else:
        out.errors["turns"] = f"a game lasts {' or '.join(LENGTHS)} rounds"
    return out


def create(
    service: TableService, form: Mapping[str, str], owner: str | None = None
) -> tuple[str, dict[str, str]]:
    """A new Tournament of Power table from the form: the host's token, or the errors by
    field (nothing is made then)."""
    f = read_form(form)
    if f.errors:
        return "", f.errors
    bots = {actor_of(i): p for i, p in enumerate(f.plays) if p not in ("gm", "player")}
    setup = {"players": f.players, "settings": {"turns": f.turns}}
    try:
        gm = service.create_table(setup, f.name, game="top", seed=f.seed, bots=bots, owner=owner)
    except TenkaichiError as error:
        return "", {"create": line(error)}
    for i, plays in enumerate(f.plays):
        if plays == "player":
            service.add_seat(gm, "player", side=actor_of(i))
    service.add_seat(gm, "spectator")
    return gm, {}


def new_page(errors: Mapping[str, str] | None = None, form: Mapping[str, str] | None = None) -> str:
    """The page that opens a Tournament of Power table (the posted values shown again with
    their errors)."""
    form = form or {}
    rows = [
        {"i": i, "plays": form.get(f"plays{i}", "gm" if i == 0 else "greedy")}
        for i in range(PLAYERS_MAX)
    ]
    return (
        environment()
        .get_template("top_new.html.j2")
        .render(
            rows=rows,
            plays=list(PLAYS.items()),
            lengths=LENGTHS,
            errors=errors or {},
            form=form,
            players=range(PLAYERS_MIN, PLAYERS_MAX + 1),
            seed_help=SEED_HELP,
        )
    )


def register(
    app: FastAPI,
    service: TableService,
    html: Callable[[str, int], HTMLResponse],
    read: Callable[[Request], Any],
    line: Callable[[BaseException], str],
) -> None:
    """Add the Tournament of Power's creation page to ``app`` (``read`` reads a posted
    form, ``html`` makes a page response, ``line`` an error's one line)."""

    @app.get("/top/new", response_class=HTMLResponse)
    async def new() -> Response:
        return html(new_page(), 200)

    @app.post("/top/tables")
    async def made(request: Request) -> Response:
        try:
            form = await read(request)
        except TenkaichiError as error:
            return html(new_page({"create": line(error)}), 400)
        owner = request.client.host if request.client is not None else None
        gm, errors = await run_in_threadpool(create, service, form, owner)
        if errors:
            return html(new_page(errors, form), 400)
        return RedirectResponse(f"/seat/{gm}", status_code=303)


__all__ = [
    "create",
    "new_page",
    "page_model",
    "read_form",
    "register",
    "seat_page",
    "unique_letters",
]
