"""The web table's pages: a seat's page from the service's view and the presentation, the
table-creation page and the one-line error page (Jinja2, autoescape on).

A seat page shows only what :meth:`TableService.view` gives that seat and the fight as
:mod:`tenkaichi.table.present` shows it to that seat's :class:`Viewer`. The decision id on a
page is the service's (the log seq), and the options are offered only to the seat the service
says must answer. Tokens appear only in the seat's own paths; the game master's page also
lists the invite links it made (they are its to hand out).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from markupsafe import Markup

from tenkaichi.dbu.combat.engine import Encounter
from tenkaichi.table import grid
from tenkaichi.table.present import Viewer, environment, seat_view_model
from tenkaichi.table.seats import BOT_KINDS

ROLE_WORDS = {"gm": "Game master", "player": "Player", "bot": "Bot", "spectator": "Spectator"}
STATUS_WORDS = {
    "lobby": "waiting to start",
    "running": "in progress",
    "paused": "paused",
    "over": "over",
}


def viewer_of(
    view: Mapping[str, Any], enc: Encounter | None, gm_sees_secrets: bool = True
) -> Viewer:
    """The presentation's viewer for a seat of the service: the GM, an approved player's
    side (or its first fighter's side), else a spectator. A GM kept from the sides' secrets
    (``gm_sees_secrets`` off) sees as the side of the fighter it must answer for, else as a
    spectator."""
    you = view["you"]
    pending = view["pending"]
    if you["role"] == "gm":
        if gm_sees_secrets:
            return Viewer.gm()
        if enc is not None and pending and "options" in pending:
            return Viewer.player(enc.fighter(pending["actor"]).side)
        return Viewer.spectator()
    if you["role"] == "player" and you["approved"]:
        if you["side"]:
            return Viewer.player(you["side"])
        if enc is not None and you["fighters"]:
            return Viewer.player(enc.fighter(you["fighters"][0]).side)
    return Viewer.spectator()


def _decision(model: dict[str, Any], pending: Mapping[str, Any] | None) -> None:
    """Make the page's decision the service's: its id, and options only for the seat asked."""
    if pending is None or pending["kind"] != "choice":
        model["decision"] = None
        return
    decision = model.get("decision") or {}
    if "options" in pending and decision.get("yours"):
        decision["id"] = pending["decision_id"]
        model["decision"] = decision
        return
    model["decision"] = {
        "id": pending["decision_id"],
        "yours": False,
        "headline": f"Waiting for {pending['waiting_for']}",
    }


def _panel(
    token: str,
    view: Mapping[str, Any],
    message: str,
    gm: Mapping[str, Any] | None,
) -> dict[str, Any]:
    you = view["you"]
    pending = view["pending"]
    return {
        "base": f"/seat/{token}",
        "ws": f"/ws/seat/{token}",
        "seq": view["seq"],
        "status": STATUS_WORDS.get(view["status"], view["status"]),
        "raw_status": view["status"],
        "role": ROLE_WORDS.get(you["role"], you["role"]),
        "name": you["name"],
        "must_join": you["role"] in ("player", "spectator") and not you["name"],
        "waiting_approval": you["role"] == "player" and you["name"] and not you["approved"],
        "message": message,
        "notices": [n["text"] for n in view["notices"][-5:]],
        "dice": pending if pending and "die" in pending else None,
        "waiting_dice": (
            pending["waiting_for"]
            if pending and pending["kind"] == "dice" and "die" not in pending
            else ""
        ),
        "gm": gm,
    }


def gm_model(
    seats: Sequence[Mapping[str, Any]],
    invites: Mapping[int, str],
    sides: Sequence[str],
    origin: str,
) -> dict[str, Any]:
    """The GM's extra panel: every seat with its invite link (those this server made; a bot
    seat has none: nobody joins it)."""
    rows = []
    for s in seats:
        if s["role"] == "gm":
            continue
        invite = invites.get(int(s["seat"]))
        rows.append(
            {
                "seat": s["seat"],
                "role": ROLE_WORDS.get(s["role"], s["role"]),
                "name": s["name"] or "(not joined yet)",
                "joined": bool(s["name"]),
                "side": s["side"] or ", ".join(s["fighters"]) or "",
                "approved": s["approved"],
                "can_approve": s["role"] == "player" and bool(s["name"]) and not s["approved"],
                "link": f"{origin}/seat/{invite}" if invite and s["role"] != "bot" else "",
            }
        )
    return {"seats": rows, "sides": list(sides), "bots": list(BOT_KINDS)}


def seat_page(
    token: str,
    view: Mapping[str, Any],
    enc: Encounter | None,
    message: str = "",
    gm: Mapping[str, Any] | None = None,
    gm_sees_secrets: bool = True,
) -> str:
    """The whole page of a seat."""
    panel = _panel(token, view, message, gm)
    env = environment()
    if enc is None:
        return env.get_template("table_lobby.html.j2").render(page=panel)
    model = seat_view_model(enc, viewer_of(view, enc, gm_sees_secrets))
    _decision(model, view["pending"])
    return env.get_template("table_seat.html.j2").render(
        view=model,
        grid_svg=Markup(grid.svg(model["grid"])),
        action=f"/seat/{token}/answer",
        page=panel,
    )


def home_page(
    examples: Sequence[str], errors: Mapping[str, str] | None = None, form: Any = None
) -> str:
    return (
        environment()
        .get_template("table_home.html.j2")
        .render(examples=examples, errors=errors or {}, form=form or {})
    )


def error_page(message: str) -> str:
    return environment().get_template("table_error.html.j2").render(message=message)


def examples_in(data: Path | None) -> dict[str, Path]:
    """The example encounters of the data folder: its ``encounters`` folder, else itself."""
    if data is None:
        return {}
    folder = data / "encounters" if (data / "encounters").is_dir() else data
    return {p.stem: p for p in sorted(folder.glob("*.yaml")) if p.is_file()}


__all__ = ["error_page", "examples_in", "gm_model", "home_page", "seat_page", "viewer_of"]
