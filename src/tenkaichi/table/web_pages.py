"""The web table's pages: a seat's page from the service's view and the presentation, the
table-creation page and the one-line error page (Jinja2, autoescape on).

A seat page shows only what :meth:`TableService.view` gives that seat and the fight as
:mod:`tenkaichi.table.present` shows it to that seat's :class:`Viewer`. The decision id on a
page is the service's (the log seq), and the options are offered only to the seat the service
says must answer. Tokens appear only in the seat's own paths; the game master's page also
lists every seat's invite link (they are its to hand out), the table's settings and, at a
table with physical dice, whether each seat types its dice or has the server roll them. A
pending decision with a turn timer shows its countdown.

Every word is the current reader's (:func:`tenkaichi.i18n.use`, set by whoever serves the
seat): the models below hold them already written (``table-*`` messages), and the templates
write theirs with ``t(...)``.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from markupsafe import Markup

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import DEFAULT, current, text, use
from tenkaichi.table import grid
from tenkaichi.table.games import GAMES, rules_of
from tenkaichi.table.hidden import redact_body, threshold_words
from tenkaichi.table.present import (
    Viewer,
    decision_model,
    environment,
    log_lines,
    seat_view_model,
    view_of,
)
from tenkaichi.table.web_create import GRID, PLAYS, SHEET_ROWS, SIDES, TableForm
from tenkaichi.table.web_games import PAGES, web_game
from tenkaichi.table.web_settings import FLAG_WORDS, house_rules, table_settings_model

NOUNS = {"dbu": "fight", "top": "game", "ddc": "battle"}
"""What one match of each game is called on its page (English; :func:`noun` in the reader's
words)."""
ROLE_WORDS = {"gm": "Game master", "player": "Player", "bot": "Bot", "spectator": "Spectator"}
"""How each role reads (English; :func:`role_words` in the reader's words)."""
STATUS_WORDS = {
    "lobby": "waiting to start",
    "running": "in progress",
    "paused": "paused",
    "over": "over",
}
"""How each table status reads (English; :func:`status_words` in the reader's words)."""


def noun(game: str) -> str:
    """What one match of ``game`` is called, in the reader's words ("fight")."""
    return text(f"table-noun-{game}" if game in NOUNS else "table-noun-game")


def role_words(role: str) -> str:
    """A seat's role in the reader's words ("Game master"); an unknown role as it is."""
    return text(f"table-role-{role}") if role in ROLE_WORDS else role


def status_words(status: str) -> str:
    """A table's status in the reader's words ("in progress"); an unknown one as it is."""
    return text(f"table-status-{status}") if status in STATUS_WORDS else status


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


def decision_for_seat(
    model: dict[str, Any], pending: Mapping[str, Any] | None, view: Mapping[str, Any]
) -> None:
    """Make the page's decision the service's: its id, and options only for the seat asked."""
    if pending is None or pending["kind"] != "choice":
        model["decision"] = None
        return
    decision = model.get("decision") or {}
    if "options" in pending and decision.get("yours"):
        decision["id"] = pending["decision_id"]
        found = _family(view, pending.get("family"))
        if found is not None and found["can_decline"]:
            decision["family"] = found["id"]
            decision["family_name"] = found["name"]
            decision["fighter"] = pending["actor"]
        model["decision"] = decision
        return
    model["decision"] = {
        "id": pending["decision_id"],
        "yours": False,
        "headline": text("table-waiting-for", who=pending["waiting_for"]),
    }


def _family(view: Mapping[str, Any], family: object) -> Mapping[str, Any] | None:
    """The reaction family ``family`` as the seat's view describes it (``None``: none)."""
    families = (view.get("policies") or {}).get("families", [])
    return next((f for f in families if f["id"] == family), None)


def policies_model(view: Mapping[str, Any]) -> dict[str, Any] | None:
    """The seat's reaction policies as its page shows them: for each family, what it is set
    to for every fighter the seat plays (or per fighter where they differ)."""
    policies = view.get("policies")
    if not policies or not policies["fighters"]:
        return None
    rows = []
    for fam in policies["families"]:
        now = {p["fighter"]: p for p in policies["set"] if p["family"] == fam["id"]}
        choices = [("ask", text("table-policy-ask"))]
        if fam["can_decline"]:
            choices.append(("never", text("table-policy-never")))
        choices += [
            (f"always:{a['id']}", text("table-policy-always", answer=a["label"]))
            for a in fam["answers"]
        ]
        current = now.get("*")
        value = "ask"
        if current is not None:
            value = current["mode"] + (f":{current['answer']}" if current["answer"] else "")
        notes = [
            text(
                "table-policy-note-this-turn" if p["this_turn"] else "table-policy-note",
                fighter=fighter,
                policy=_policy_words(p, fam),
            )
            for fighter, p in now.items()
            if fighter != "*"
        ]
        rows.append(
            {
                "id": fam["id"],
                "name": fam["name"],
                "when": fam["when"],
                "choices": choices,
                "value": value,
                "notes": notes,
            }
        )
    return {"families": rows, "fighters": policies["fighters"]}


def _policy_words(p: Mapping[str, Any], fam: Mapping[str, Any]) -> str:
    if p["mode"] == "never":
        return text("table-policy-never-asked")
    if p["mode"] == "always":
        label = next((a["label"] for a in fam["answers"] if a["id"] == p["answer"]), "")
        return text("table-policy-always-asked", answer=label)
    return text("table-policy-asked")


def _dice_prompt(pending: Mapping[str, Any]) -> str:
    """What the seat that rolls is asked, after the roll's name: "1d10 + Tier 1d4: type 2
    dice" (the engine's words for the roll, :class:`~tenkaichi.dice.physical.DiceAsk`)."""
    prompt = str(pending["prompt"])
    title = str(pending["title"])
    return prompt[len(title) + 2 :] if prompt.startswith(title + ": ") else prompt


def _countdown(pending: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The pending decision's turn timer: seconds left (from now) and who is waited for."""
    if not pending or pending.get("deadline") is None:
        return None
    left = max(0.0, float(pending["deadline"]) - time.time())
    return {"left": round(left, 1), "shown": int(left + 0.999), "who": pending["waiting_for"]}


def _fields_on_page(
    view: Mapping[str, Any], gm: Mapping[str, Any] | None, dice: Mapping[str, Any] | None
) -> set[str]:
    """The form fields a seat's page shows (an error about one of them is shown next to it;
    any other at the top of the page)."""
    you = view["you"]
    fields = {"dice"} if dice else set()
    if view.get("policies"):
        fields.add("policy")
    if you["role"] in ("player", "spectator") and not you["name"]:
        fields.add("name")
    if gm is not None:
        fields |= {"add", "gm_sees_secrets", "turn_timer", "on_timeout", *FLAG_WORDS}
        fields |= {f"dice{s['seat']}" for s in gm["seats"] if s["rolls"]}
    return fields


def panel_model(
    token: str,
    view: Mapping[str, Any],
    message: str = "",
    gm: Mapping[str, Any] | None = None,
    field: str = "",
) -> dict[str, Any]:
    """The part of a seat's page every game shares (``_table_panel.html.j2`` draws it and
    ``_table_live.html.j2`` reloads the page when the table moves on): the seat, the table's
    status and notices, the join form, the die to enter, the turn timer, the replay link and
    the game master's controls (``gm``, from :func:`gm_model`)."""
    you = view["you"]
    pending = view["pending"]
    dice = pending if pending and "prompt" in pending and pending["kind"] == "dice" else None
    fields = _fields_on_page(view, gm, dice)
    own_field = bool(message and field in fields)
    return {
        "game": view.get("game", "dbu"),
        "title": game_title(str(view.get("game", "dbu"))),
        "noun": noun(str(view.get("game", "dbu"))),
        "live": True,
        "replay_nav": None,
        "fresh_from": None,
        "base": f"/seat/{token}",
        "ws": f"/ws/seat/{token}",
        "seq": view["seq"],
        "version": view.get("version", 0),
        "status": status_words(view["status"]),
        "raw_status": view["status"],
        "role": role_words(you["role"]),
        "name": you["name"],
        "must_join": you["role"] in ("player", "spectator") and not you["name"],
        "waiting_approval": you["role"] == "player" and you["name"] and not you["approved"],
        "message": "" if own_field else message,
        "errors": {field: message} if own_field else {},
        "notices": [n["text"] for n in view["notices"][-5:]],
        "dice": dice,
        "dice_prompt": _dice_prompt(dice) if dice else "",
        "dice_count": len(dice["dice"]) if dice else 0,
        "dice_faces": ", ".join(dice["dice"]) if dice else "",
        "dice_example": dice["example"] if dice else "",
        "waiting_dice": (
            pending["waiting_for"]
            if pending and pending["kind"] == "dice" and "prompt" not in pending
            else ""
        ),
        "countdown": _countdown(pending),
        "policies": policies_model(view),
        "replay": view["status"] == "over" or you["role"] == "gm",
        "gm": gm,
    }


def gm_model(
    seats: Sequence[Mapping[str, Any]],
    sides: Sequence[str],
    origin: str,
    view: Mapping[str, Any],
) -> dict[str, Any]:
    """The GM's extra panel: every seat with its invite link (a bot seat and the GM's own
    have none: nobody joins them) and, at a table with physical dice, who types their dice;
    the table's settings."""
    physical = view.get("dice") == "physical"
    lobby = view["status"] == "lobby"
    rows = []
    for s in seats:
        token = s.get("token")
        gm = s["role"] == "gm"
        linked = s["role"] not in ("bot", "gm")
        rows.append(
            {
                "seat": s["seat"],
                "role": role_words(s["role"]),
                "raw_role": s["role"],
                "name": text("table-seat-you")
                if gm
                else s["name"] or text("table-seat-not-joined"),
                "gm": gm,
                "joined": bool(s["name"]),
                "side": s["side"] or ", ".join(s["fighters"]) or "",
                "approved": s["approved"],
                "can_approve": s["role"] == "player" and bool(s["name"]) and not s["approved"],
                "can_remove": not gm and (lobby or s["role"] == "spectator"),
                "link": f"{origin}/seat/{token}" if token and linked else "",
                "relink": not token and linked,
                "dice": s.get("dice") or "physical",
                "rolls": physical and s["role"] in ("gm", "player"),
            }
        )
    return {
        "seats": rows,
        "sides": list(sides),
        "bots": list(rules_of(str(view.get("game", "dbu"))).bot_kinds),
        "physical": physical,
        "settings": table_settings_model(view.get("settings") or {}),
    }


def seat_page(
    token: str,
    view: Mapping[str, Any],
    enc: Encounter | None,
    message: str = "",
    gm: Mapping[str, Any] | None = None,
    gm_sees_secrets: bool = True,
    field: str = "",
) -> str:
    """The whole page of a seat (``message`` next to ``field`` when the page has that field,
    else at the top): the lobby for any game before it starts, then DBU's page from the
    encounter, or another game's from its view (:mod:`tenkaichi.table.web_games`)."""
    panel = panel_model(token, view, message, gm, field)
    env = environment()
    game = str(view.get("game", "dbu"))
    if view["status"] == "lobby" or (game == "dbu" and enc is None):
        return env.get_template("table_lobby.html.j2").render(page=panel)
    if game != "dbu":
        return web_game(game).page(view, panel)
    assert enc is not None
    mine = frozenset(view["you"].get("plays") or ()) if view["you"]["role"] != "gm" else None
    viewer = viewer_of(view, enc, gm_sees_secrets)
    model = seat_view_model(enc, viewer, mine)
    decision_for_seat(model, view["pending"], view)
    if view.get("npcs"):
        seen = view_of(enc, viewer)
        english = english_words(enc, view, seen, viewer, chunk=True)
        model = redact_body(model, view["npcs"], threshold_words(enc), english, seen.events)
    return env.get_template("table_seat.html.j2").render(
        view=model,
        grid_svg=Markup(grid.svg(model["grid"])),
        action=f"/seat/{token}/answer",
        page=panel,
    )


def english_words(
    enc: Encounter, view: Mapping[str, Any], seen: Encounter, viewer: Viewer, chunk: bool
) -> dict[str, Any] | None:
    """The words of a seat's DBU page or screen that may tell an NPC's number (its log and
    decision) in English, for :func:`~tenkaichi.table.hidden.redact_body` to read (its
    patterns read the engine's English); ``seen``: the fight as the seat's ``viewer`` sees it.
    ``None`` for an English reader."""
    if current() == DEFAULT:
        return None
    with use(DEFAULT):
        twin: dict[str, Any] = {"log": log_lines(seen)}
        twin["decision"] = decision_model(enc, seen, viewer, chunk, priced=False)
        decision_for_seat(twin, view["pending"], view)
    return twin


def game_title(game: str) -> str:
    """A game's name as people read it ("Dungeon DICE Combat"), in the reader's words."""
    found = GAMES.get(game)
    if found is None:
        return game
    return text(f"table-game-{game}") if game in NOUNS else found.title


def home_page(
    tables: TableForm,
    errors: Mapping[str, str] | None = None,
    form: Any = None,
    game: str = "dbu",
) -> str:
    """The page that opens a table: a link to each game (DBU and those of
    :data:`~tenkaichi.table.web_games.PAGES`) and the form of one, ``game``'s (one form at a
    time, so no two forms' fields share a page); ``form``: the values posted, shown again in
    the form of the game they were posted for, with ``errors`` next to their fields."""
    form = form or {}
    errors = errors or {}
    posted = form.get("game", "dbu") if form else ""
    shown = posted or (game if game in PAGES else "dbu")
    dbu_form = form if posted == "dbu" else {}
    dbu_errors = errors if posted in ("dbu", "") else {}
    rows = [
        {
            "i": i,
            "sheet": dbu_form.get(f"sheet{i}", ""),
            "side": dbu_form.get(f"side{i}", SIDES[i % 2]),
            "square": dbu_form.get(f"square{i}", ""),
            "plays": dbu_form.get(f"plays{i}", "player" if i == 0 else "greedy"),
        }
        for i in range(SHEET_ROWS)
    ]
    rules = house_rules(dbu_form, dbu_errors)
    games = [{"name": "dbu", "title": game_title("dbu"), "shown": shown == "dbu"}]
    for name, entry in PAGES.items():
        mine = posted == name
        values = form if mine else {}
        told = errors if mine else {}
        games.append(
            {
                "name": name,
                "title": entry.title,
                "shown": shown == name,
                "fields": entry.form(values, told) if shown == name else "",
                "gm_name": values.get("gm_name", ""),
                "errors": told,
            }
        )
    return (
        environment()
        .get_template("table_home.html.j2")
        .render(
            examples=[(name, file_words(name)) for name in tables.examples()],
            sheets=[(name, sheet_label(path)) for name, path in tables.sheets().items()],
            rows=rows,
            sides=SIDES,
            plays=list(PLAYS.items()),
            grid=GRID,
            rules=rules,
            rules_errors=any(r["error"] for r in rules),
            source=TableForm.source(dbu_form) if dbu_form else "sheets",
            errors=dbu_errors,
            form=dbu_form,
            games=games,
            dbu_title=game_title("dbu"),
            shown=shown,
        )
    )


def error_page(message: str, back: str = "") -> str:
    """The one-line error page (``back``: the page to go back to, if any)."""
    return environment().get_template("table_error.html.j2").render(message=message, back=back)


def file_words(stem: str) -> str:
    """A file's name as words (``saiyan-duel`` -> "Saiyan duel")."""
    words = stem.replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


@functools.lru_cache(maxsize=256)
def _sheet_name(path: Path, mtime: float) -> str:
    try:
        return load_sheet(path).name
    except TenkaichiError:
        return file_words(path.stem)


def sheet_label(path: Path) -> str:
    """How an example sheet is offered: its character's name (its file's, if it does not load)."""
    try:
        return _sheet_name(path, path.stat().st_mtime)
    except OSError:
        return file_words(path.stem)


__all__ = [
    "decision_for_seat",
    "english_words",
    "error_page",
    "game_title",
    "gm_model",
    "home_page",
    "panel_model",
    "seat_page",
    "viewer_of",
]
