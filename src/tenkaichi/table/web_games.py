"""The web table's games other than DBU: one :class:`WebGame` entry each, by the game's id.

The web layer (:mod:`tenkaichi.table.web`, :mod:`~tenkaichi.table.web_pages`,
:mod:`~tenkaichi.table.web_replay`) knows one game's pages itself, DBU's (drawn from the
encounter through :mod:`tenkaichi.table.present`); every other game's pages are drawn by its
own module from the seat's view alone, through three hooks:

``page(view, panel) -> str``
    The whole HTML page of a seat once the game has started, and of a replay step. ``view`` is
    :meth:`TableService.view` (or :meth:`TableService.replay`) of that seat, with
    ``view["game"]`` this entry's id; ``panel`` is the table's part every game shares, made by
    :func:`tenkaichi.table.web_pages.panel_model`: the template ``_table_panel.html.j2``
    draws it (status, notices, join form, replay steps, the game master's controls and seats)
    and ``_table_live.html.j2`` keeps the page current (both read it as ``page``).
    ``panel["base"] + "/answer"`` takes a form of ``decision`` (the pending ``decision_id``)
    and ``option`` (an option's ``number``). A page holds no rule: what it offers is
    ``view["pending"]["options"]``, present only on the page of the seat that must answer.
``form(values, errors) -> Markup``
    The game's part of its table-opening form on the home page, ``/?game=ID`` (one game's
    form at a time, so field names need not differ between games; the home page adds the
    game master's name ``gm_name``, the hidden ``game`` and the button); ``values`` are the
    fields posted the last time (empty at first), ``errors`` the one line for each wrong
    field, by field name (an error under ``gm_name`` or ``create`` is shown by the home page).
``create(service, form, owner) -> Creation``
    Opens the table that form asks for (``form["gm_name"]`` is the game master's name;
    ``owner`` the creator's address, for the service's cap on open tables) with its seats,
    and returns the game master's token, or the errors by field (nothing made).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from tenkaichi.i18n import text as say
from tenkaichi.table import web_ddc
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError
from tenkaichi.table.web_create import Creation

SeatPage = Callable[[Mapping[str, Any], Mapping[str, Any]], str]
"""``page(view, panel)``: a seat's whole page (see the module docstring)."""
CreationForm = Callable[[Mapping[str, str], Mapping[str, str]], Markup]
"""``form(values, errors)``: the game's fields of the home page's form."""
Create = Callable[[TableService, Mapping[str, str], str | None], Creation]
"""``create(service, form, owner)``: the table made from the form, or its errors."""


@dataclass(frozen=True, slots=True)
class WebGame:
    """How the web table draws and opens one game."""

    title: str
    """The game's name as people read it."""
    page: SeatPage
    form: CreationForm
    create: Create


PAGES: dict[str, WebGame] = {
    "ddc": WebGame(web_ddc.TITLE, web_ddc.seat_page, web_ddc.form_html, web_ddc.create),
}
"""The games besides DBU, by id (the store's ``game``), in the order the home page offers
them."""


def web_game(name: str) -> WebGame:
    """The entry of game ``name`` (a one-line error naming the games the web table draws)."""
    found = PAGES.get(name)
    if found is None:
        known = ", ".join(g.title for g in PAGES.values())
        raise TableError(say("table-error-unknown-game", known=known))
    return found


__all__ = ["PAGES", "Create", "CreationForm", "SeatPage", "WebGame", "web_game"]
