"""A seat's screen: everything the live client draws, as one JSON document.

The seat's page is a client of its WebSocket view (``web/``, Preact + TypeScript): it draws
this document and sends back answers, and it holds no rule. A screen is made only from what
:meth:`TableService.seat_context` gives that seat (its view and, for DBU, the encounter as
:mod:`tenkaichi.table.present` shows it to that seat), exactly as the server-drawn page is:

``game``, ``seq``, ``version``, ``status``
    Which game, and where the table stands (the client keeps the newest ``seq``).
``panel``
    The part every game shares (:func:`~tenkaichi.table.web_pages.panel_model`): the seat,
    status, notices, join form, the roll to type, the turn timer, reaction policies and, for
    the game master, seats and settings.
``body``
    The game once it has started (``None`` in the lobby): DBU's seat model
    (:func:`dbu_body`: grid with ranges, fighter cards, the combat tracker, the log and the
    decision, its options grouped with costs, odds and places on the grid; the NPCs the view
    names in ``npcs`` with their Health Threshold for their numbers), or Tournament of
    Power's and Dungeon DICE Combat's page models (:func:`tenkaichi.table.web_top.page_model`,
    :func:`tenkaichi.table.web_ddc.page_model`).

Every word of a screen is the current reader's (:func:`tenkaichi.i18n.use`, set by whoever
serves the seat); bodies are shared only between seats served in the same language.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.i18n import DEFAULT, current, text, use
from tenkaichi.i18n.catalogue import words
from tenkaichi.table import web_ddc, web_top
from tenkaichi.table.games.top import RULES as TOP_RULES
from tenkaichi.table.hidden import redact_body, threshold_words
from tenkaichi.table.present import seat_view_model, view_of
from tenkaichi.table.present_place import ranges_of
from tenkaichi.table.present_text import readable
from tenkaichi.table.service import SeatContext
from tenkaichi.table.web_pages import (
    decision_for_seat,
    english_words,
    gm_model,
    panel_model,
    viewer_of,
)


def tracker(enc: Encounter, view: Mapping[str, Any], seen: Encounter) -> dict[str, Any]:
    """The combat tracker: the round, the Initiative Order with each fighter's Actions and
    Counter Action left, whose turn it is, and whom the table waits for and for what."""
    s = seen.state
    pending = view.get("pending") or {}
    acting = s.active if s.phase != "over" else ""
    fighters = {f.id: f for f in s.fighters}
    order = []
    for name in s.order:
        f = fighters.get(name)
        if f is None or f.departed:
            continue
        order.append(
            {
                "name": f.id,
                "side": f.side,
                "acting": f.id == acting,
                "defeated": f.defeated,
                "actions": None if f.defeated else f.actions,
                "counters": None if f.defeated else f.counters,
            }
        )
    waiting = ""
    if pending:
        dice = pending.get("kind") == "dice"
        prompt = str(pending.get("prompt") or "")
        if prompt and not dice and enc.decision is not None:
            prompt = words(enc.decision.prompt)  # the reader's words (the view's may be cached)
        who = str(pending.get("waiting_for", ""))
        if not dice and prompt:
            said = readable(prompt, tuple(fighters))
            waiting = text("table-tracker-choice-prompt", who=who, prompt=said)
        else:
            waiting = text("table-tracker-dice" if dice else "table-tracker-choice", who=who)
    return {"round": s.round, "acting": acting, "order": order, "waiting": waiting}


def dbu_body(view: Mapping[str, Any], enc: Encounter, gm_sees_secrets: bool) -> dict[str, Any]:
    """DBU's part of a seat's screen (see the module)."""
    viewer = viewer_of(view, enc, gm_sees_secrets)
    mine = frozenset(view["you"].get("plays") or ())
    model = seat_view_model(enc, viewer, mine if view["you"]["role"] != "gm" else None, chunk=False)
    decision_for_seat(model, view["pending"], view)
    seen = view_of(enc, viewer)
    model["tracker"] = tracker(enc, view, seen)
    focus = enc.decision.actor if enc.decision is not None else seen.state.active
    model["ranges"] = None
    if focus and not enc.over:
        found = next((f for f in seen.state.fighters if f.id == focus), None)
        if found is not None and not found.defeated:
            model["ranges"] = ranges_of(seen, found)
    model["mine"] = sorted(mine)
    npcs = view.get("npcs")
    if npcs:  # the table hides NPCs' numbers from this seat (:mod:`tenkaichi.table.hidden`)
        english = english_words(enc, view, seen, viewer, chunk=False)
        if english is not None:
            with use(DEFAULT):
                english["tracker"] = tracker(enc, view, seen)
        model = redact_body(model, npcs, threshold_words(enc), english, seen.events)
    return model


class BodyCache:
    """DBU bodies already made, by what they are made from: seats that see the same thing
    (the spectators, a side's players but the one asked) share one while the table stands
    still, so a push to every seat builds each distinct body once."""

    SIZE = 256

    def __init__(self) -> None:
        self._made: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()

    @staticmethod
    def key(view: Mapping[str, Any], gm_sees_secrets: bool) -> tuple[Any, ...]:
        you = view["you"]
        pending = view.get("pending") or {}
        return (
            view["table"],
            view["seq"],
            view.get("version", 0),
            view["status"],
            you["role"],
            bool(you.get("approved")),
            you.get("side") or "",
            tuple(you.get("fighters") or ()),
            tuple(you.get("plays") or ()),
            gm_sees_secrets,
            pending.get("decision_id"),
            pending.get("kind"),
            pending.get("waiting_for"),
            "options" in pending,
            tuple(view.get("npcs") or ()),
            current(),  # a body's words are the reader's language's
        )

    def get(self, key: tuple[Any, ...]) -> dict[str, Any] | None:
        with self._lock:
            found = self._made.get(key)
            if found is not None:
                self._made.move_to_end(key)
            return found

    def put(self, key: tuple[Any, ...], body: dict[str, Any]) -> None:
        with self._lock:
            self._made[key] = body
            while len(self._made) > self.SIZE:
                self._made.popitem(last=False)


def screen_model(
    token: str, seat: SeatContext, origin: str, cache: BodyCache | None = None
) -> dict[str, Any]:
    """The seat's whole screen (see the module); ``cache``: DBU bodies to share between
    seats that see the same thing."""
    view = seat.view
    game = str(view.get("game", "dbu"))
    gm = gm_model(seat.seats, seat.sides, origin, view) if seat.seats is not None else None
    panel = panel_model(token, view, "", gm)
    if game == "top" and gm is not None:
        panel["gm"] = {**gm, "bots": list(TOP_RULES.bot_kinds)}
    body: dict[str, Any] | None = None
    if view["status"] != "lobby" or (game == "dbu" and seat.enc is not None):
        if game == "dbu" and seat.enc is not None:
            key = BodyCache.key(view, seat.gm_sees_secrets)
            body = cache.get(key) if cache is not None else None
            if body is None:
                body = dbu_body(view, seat.enc, seat.gm_sees_secrets)
                if cache is not None:
                    cache.put(key, body)
        elif game == "top":
            body = web_top.page_model(view)
        elif game == "ddc":
            body = web_ddc.page_model(view, panel)
    return {
        "game": game,
        "seq": view["seq"],
        "version": view.get("version", 0),
        "status": view["status"],
        "panel": panel,
        "body": body,
    }


__all__ = ["BodyCache", "dbu_body", "screen_model", "tracker"]
