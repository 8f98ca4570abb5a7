"""The game master's tools and the table's talk on the web: what the client draws, and the
forms it posts.

:func:`decorate` adds to a seat's screen panel ``gm.tools`` (the GM's: every fighter with its
numbers, the conditions, checks, sheets and seats a ruling may name), ``talk`` (who may write
notes and roll, to whom) and ``end`` (the result and summary once the fight is over). The
forms (:func:`gm_form`, :func:`note_form`, :func:`roll_form`) turn posted fields into the
service's calls, which check everything again: a player's or spectator's token is refused
there, whatever the route.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response
from starlette.concurrency import run_in_threadpool

from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rulings import condition_names
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.table import adhoc
from tenkaichi.table.present_text import square_name
from tenkaichi.table.service import SeatContext, TableService
from tenkaichi.table.store import TableError
from tenkaichi.table.web_create import parse_square

STATS = ("life", "ki", "capacity", "actions", "counters")
_WHOLE = re.compile(r"-?[0-9]{1,9}")


def _whole(form: Mapping[str, str], key: str, what: str, *, empty: int | None = None) -> int:
    text = form.get(key, "").strip()
    if not text and empty is not None:
        return empty
    if not _WHOLE.fullmatch(text):
        raise TableError(say("table-error-whole", what=what, got=f"{text[:20]!r}"))
    return int(text)


def _optional(form: Mapping[str, str], key: str, what: str) -> int | None:
    text = form.get(key, "").strip()
    return None if not text else _whole(form, key, what)


def _seat_label(seat: Mapping[str, Any]) -> str:
    role = str(seat["role"])
    name = say("table-gm-seat-you") if role == "gm" else seat.get("name")
    name = name or say("table-gm-seat-not-joined")
    words = say(f"table-gm-role-{role}") if role in ("gm", "player", "bot") else role
    return say("table-gm-seat-label", name=str(name), role=words)


# --- what the client draws -------------------------------------------------------------------


def tools_model(
    seat: SeatContext,
    sheets: Sequence[str],
    control: Mapping[str, str],
    bots: Sequence[str] = (),
    undoable: bool = True,
) -> dict[str, Any]:
    """The GM's tools (see the module docstring); ``control``: fighter -> who plays it;
    ``bots``: the game's bot kinds; ``undoable``: whether a decision can be taken back."""
    view, enc = seat.view, seat.enc
    dbu = view.get("game") == "dbu" and enc is not None and hasattr(enc, "state")
    fighters: list[dict[str, Any]] = []
    if dbu:
        for f in enc.state.fighters:
            if f.departed:
                continue
            fighters.append(
                {
                    "name": f.id,
                    "side": f.side,
                    "life": f.life,
                    "life_max": stats.max_life(enc, f),
                    "ki": f.ki,
                    "ki_max": stats.max_ki(enc, f),
                    "capacity": f.capacity,
                    "capacity_max": stats.max_capacity(enc, f),
                    "actions": f.actions,
                    "counters": f.counters,
                    "square": square_name(*f.pos),
                    "conditions": sorted({stats.effect_label(e.name) for e in f.effects if e.name}),
                    "defeated": f.defeated,
                    "player": control.get(f.id, ""),
                }
            )
    running = view["status"] in ("running", "paused")
    waiting = bool((view.get("pending") or {}).get("kind") == "dice")
    return {
        "can_rule": dbu and running and not waiting and getattr(enc, "decision", None) is not None,
        "fighters": fighters,
        "conditions": list(condition_names()) if dbu else [],
        "stacking": [stats.effect_label(k) for k in stats.MAX_STACKS] if dbu else [],
        "checks": list(adhoc.checks_of()) if dbu else [],
        "sheets": [{"key": k, "name": s.name} for k, s in enc.setup.sheets.items()] if dbu else [],
        "examples": [sheet_title(stem) for stem in sheets] if dbu else [],
        "sides": list(seat.sides),
        "order": [x for x in enc.state.order if not enc.fighter(x).removed] if dbu else [],
        "seats": [
            {"seat": s["seat"], "label": _seat_label(s), "role": s["role"]}
            for s in seat.seats or ()
            if s["role"] in ("gm", "player", "bot")
        ],
        "bots": list(bots),
        "width": enc.state.width if dbu else 0,
        "height": enc.state.height if dbu else 0,
        "undo": {"available": running and undoable},
        "status": view["status"],
    }


def talk_model(seat: SeatContext) -> dict[str, Any]:
    """Who may write notes and roll at this seat, and to whom."""
    view = seat.view
    you = view["you"]
    settings = view.get("settings") or {}
    gm = you["role"] == "gm"
    player = you["role"] == "player" and you.get("approved")
    to = [
        {"value": "all", "label": say("table-talk-everyone")},
        {"value": "gm", "label": say("table-talk-gm-alone")},
    ]
    if gm:
        to += [
            {"value": str(s["seat"]), "label": str(s["name"])}
            for s in view.get("seats") or ()
            if s["role"] == "player" and s.get("name")
        ]
    dbu = view.get("game") == "dbu" and seat.enc is not None and view["status"] != "lobby"
    plays = list(you.get("plays") or ())
    return {
        "can_note": gm or bool(player and settings.get("player_notes", True)),
        "can_roll": gm or bool(player and settings.get("player_rolls", True)),
        "to": to,
        "checks": list(adhoc.checks_of()) if dbu else [],
        "fighters": (plays if not gm else list(seat.fighters)) if dbu else [],
    }


def with_notes(body: dict[str, Any] | None, notices: Sequence[Mapping[str, Any]]) -> Any:
    """A DBU body whose log has the seat's notes and rolls in their places (a new body: the
    one given may be shared by seats that see other notes)."""
    if not body or "log" not in body:
        return body
    placed = [n for n in notices if n.get("kind") in ("note", "roll") and "pos" in n]
    if not placed:
        return body
    log: list[dict[str, Any]] = list(body["log"])
    ordered = sorted(enumerate(placed), key=lambda p: (int(p[1]["pos"]), p[0]), reverse=True)
    for _, n in ordered:
        at = min(int(n["pos"]), len(log))
        before = log[at - 1].get("round", 0) if at else 0
        log.insert(at, {"round": before, "text": n["text"], "kind": n["kind"]})
    return {**body, "log": log}


def decorate(
    panel: dict[str, Any], seat: SeatContext, token: str, sheets: Sequence[str]
) -> dict[str, Any]:
    """``panel`` with the GM's tools, the talk and the end (see the module docstring)."""
    panel = dict(panel)
    if seat.seats is not None and panel.get("gm") is not None:
        bots = panel["gm"].get("bots") or ()
        tools = tools_model(seat, sheets, seat.players, bots, seat.undoable)
        panel["gm"] = {**panel["gm"], "tools": tools}
    panel["talk"] = talk_model(seat)
    panel["end"] = None
    if seat.view["status"] == "over":
        base = f"/seat/{token}"
        panel["end"] = {
            **(seat.summary or {}),
            "exports": [
                {"label": say("table-end-export-md"), "href": f"{base}/export.md"},
                {"label": say("table-end-export-html"), "href": f"{base}/export.html"},
            ],
            "replay": f"{base}/replay",
        }
        if seat.view["you"]["role"] == "gm" and seat.view.get("game") == "dbu":
            panel["end"]["exports"].append(
                {"label": say("table-end-export-json"), "href": f"{base}/export.json"}
            )
    return panel


# --- the forms --------------------------------------------------------------------------------


def sheet_title(stem: str) -> str:
    """An example sheet's file name as people read it: ``android-16`` -> ``Android 16``."""
    return " ".join(w[:1].upper() + w[1:] for w in stem.replace("_", "-").split("-") if w)


def titles(sheets: Mapping[str, Path]) -> dict[str, Path]:
    return {sheet_title(stem): path for stem, path in sheets.items()}


def ruling_of(form: Mapping[str, str], enc: Any, sheets: Mapping[str, Path]) -> dict[str, Any]:
    """A ruling from the GM's form fields (the engine checks it again, whole)."""
    do = form.get("do", "")
    reason = form.get("reason", "").strip()
    base: dict[str, Any] = {"reason": reason} if reason else {}
    fighter = form.get("fighter", "")
    if do == "set":
        stat = form.get("stat", "")
        if stat not in STATS:
            raise TableError(say("table-error-set-what"))
        value = _whole(form, "value", say("table-what-new-value"))
        return {"ruling": "set", "fighter": fighter, "stat": stat, "value": value, **base}
    if do == "condition":
        op = form.get("op", "add")
        stacks = _whole(form, "stacks", say("table-what-stacks"), empty=1)
        rounds = _optional(form, "rounds", say("table-what-rounds"))
        named = {"ruling": "condition", "fighter": fighter, "name": form.get("name", "")}
        return {**named, "op": op, "stacks": stacks, "rounds": rounds, **base}
    width, height = (enc.state.width, enc.state.height) if enc is not None else (64, 64)
    if do == "move":
        square = parse_square(form.get("square", ""), width, height)
        if square is None:
            raise TableError(say("table-error-move-square"))
        return {"ruling": "move", "fighter": fighter, "to": list(square), **base}
    if do == "order":
        order = [n.strip() for n in form.get("order", "").splitlines() if n.strip()]
        return {"ruling": "order", "order": order, **base}
    if do == "remove":
        return {"ruling": "remove", "fighter": fighter, **base}
    if do == "add":
        square = parse_square(form.get("square", ""), width, height)
        if square is None:
            raise TableError(say("table-error-add-square"))
        out: dict[str, Any] = {"ruling": "add", "side": form.get("side", ""), **base}
        out["pos"] = list(square)
        source = form.get("source", "")
        kind, _, name = source.partition(":")
        if kind == "sheet":
            out["sheet"] = name
        elif kind == "example" and sheet_title(name) in titles(sheets):
            path = titles(sheets)[sheet_title(name)]
            out["sheet_data"] = load_sheet(path).model_dump(mode="json")
        else:
            raise TableError(say("table-error-add-sheet"))
        out["count"] = _whole(form, "count", say("table-what-how-many"), empty=1)
        initiative = _optional(form, "initiative", say("table-what-initiative"))
        if initiative is not None:
            out["initiative"] = initiative
        if form.get("name", "").strip():
            out["id"] = form["name"].strip()
        return out
    raise TableError(say("table-error-ruling-kinds"))


def gm_form(
    service: TableService, token: str, form: Mapping[str, str], sheets: Mapping[str, Path]
) -> None:
    """The GM's form (field ``do``): a ruling, a fighter given, a seat kicked, an undo or
    the end of the fight."""
    do = form.get("do", "")
    if do == "give":
        service.give(token, form.get("fighter", ""), _whole(form, "seat", say("table-the-seat")))
    elif do == "kick":
        service.kick(
            token, _whole(form, "seat", say("table-the-seat")), form.get("to", "gm") or "gm"
        )
    elif do == "undo":
        n = _whole(form, "n", say("table-what-how-many-decisions"), empty=1)
        service.undo(token, n, form.get("dice", "keep") or "keep")
    elif do == "end":
        if form.get("confirm") != "yes":
            raise TableError(say("table-error-end-confirm-short"))
        service.end(token)
    else:
        with service.seat_context(token) as seat:
            enc = seat.enc
        controller = _optional(form, "controller", say("table-the-seat")) if do == "add" else None
        service.rule(token, ruling_of(form, enc, sheets), controller=controller)


def note_form(service: TableService, token: str, form: Mapping[str, str]) -> None:
    service.note(token, form.get("text", ""), form.get("to", "all") or "all")


def roll_form(service: TableService, token: str, form: Mapping[str, str]) -> None:
    service.roll(token, **_roll_fields(form), to=form.get("to", "all") or "all")


def _roll_fields(form: Mapping[str, str]) -> dict[str, Any]:
    fighter = form.get("fighter", "").strip() or None
    return {
        "expression": None if fighter else form.get("expression", ""),
        "fighter": fighter,
        "check": form.get("check", "").strip() or None,
        "target": _optional(form, "target", say("table-what-target")),
        **({"results": form["results"]} if form.get("results", "").strip() else {}),
    }


def register(app: FastAPI, service: TableService, line: Any) -> None:
    """The JSON the GM's and players' forms read before they post: a roll's odds, and what
    an undo would take back."""

    @app.get("/api/seat/{token}/odds")
    async def odds(request: Request, token: str) -> Response:
        form = {k: v[:200] for k, v in request.query_params.items()}
        try:
            fields = _roll_fields(form)
            fields.pop("results", None)
            found = await run_in_threadpool(lambda: service.roll_odds(token, **fields))
        except TenkaichiError as error:
            return JSONResponse({"error": line(error)}, status_code=409)
        return JSONResponse(found)

    @app.get("/api/seat/{token}/undo")
    async def undo(token: str, n: str = "1") -> Response:
        try:
            count = _whole({"n": n[:12]}, "n", say("table-what-how-many-decisions"))
            found = await run_in_threadpool(service.undo_preview, token, count)
        except TenkaichiError as error:
            return JSONResponse({"error": line(error)}, status_code=409)
        return JSONResponse(found)


__all__ = ["decorate", "gm_form", "note_form", "register", "roll_form", "ruling_of", "with_notes"]
