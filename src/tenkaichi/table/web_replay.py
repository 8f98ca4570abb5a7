"""The replay page: a finished fight stepped through input by input, as one seat may see it.

``GET /seat/TOKEN/replay?step=N`` shows the seat's view after the fight's first N inputs
(:meth:`TableService.replay`: once the fight is over; the game master's at any time), with
links to the first, previous, next and last step, and the events that step added highlighted.
The battlefield's size and each fighter's size are the fight's own (from the seat's context);
everything else on the page comes from the replayed view, so a seat sees in the replay no more
than it saw in the fight. That is DBU's replay page; any other game's replay step is its own
seat page (:mod:`tenkaichi.table.web_games`) drawn from the replayed view, with the steps in
the shared panel and no live updates.

**Jump to a round or turn.** The DBU page has a "Jump to" form (a plain GET form: a list of
every round's start and every turn, each the replay step where it starts, and a Go button;
it works without scripts), and any game's replay takes ``?round=R&turn=T`` (``turn``: the
T-th turn of round R, 1 the first; left out: the round's start) as well as ``?step=N``
(:mod:`tenkaichi.table.replay_jump`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse, Response
from markupsafe import Markup
from starlette.concurrency import run_in_threadpool

from tenkaichi.dbu.combat.rules import stats
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.table import grid, web_top
from tenkaichi.table.present import COLOURS, environment, initials
from tenkaichi.table.present_text import readable, square_name, words
from tenkaichi.table.replay_jump import current_mark, mark_step, mark_words, replay_marks
from tenkaichi.table.service import TableService
from tenkaichi.table.store import InvalidLink, TableError
from tenkaichi.table.web_games import web_game
from tenkaichi.table.web_pages import STATUS_WORDS, error_page, panel_model

_STEP = re.compile(r"\d{1,9}")


def _battlefield(service: TableService, token: str) -> dict[str, Any]:
    """The fight's battlefield size and each fighter's size (in squares)."""
    with service.seat_context(token) as seat:
        enc = seat.enc
        if enc is None:
            return {"width": 0, "height": 0, "sizes": {}}
        return {
            "width": enc.state.width,
            "height": enc.state.height,
            "sizes": {f.id: int(stats.derived(enc, f).squares) for f in enc.state.fighters},
        }


def step_of(text: str | None, steps: int) -> int:
    """The step a page asks for (the last one when it names none)."""
    if text is None or not text.strip():
        return steps
    if not _STEP.fullmatch(text.strip()):
        raise TableError(say("table-error-replay-step", steps=str(steps)))
    return int(text)


def jump_step(
    service: TableService, token: str, round_text: str | None, turn_text: str | None
) -> str | None:
    """The step (as text) that ``?round=R&turn=T`` asks for, or ``None`` when it names no
    round."""
    if round_text is None or not round_text.strip():
        return None
    return str(mark_step(replay_marks(service, token), round_text, turn_text))


def _jump(marks: list[dict[str, Any]], step: int) -> list[dict[str, Any]]:
    """The "Jump to" list: every mark, the one the page is at selected."""
    at = current_mark(marks, step)
    return [
        {"step": m["step"], "label": mark_words(m), "selected": i == at}
        for i, m in enumerate(marks)
    ]


def replay_model(
    service: TableService, token: str, step_text: str | None, first: Any = None
) -> dict[str, Any]:
    """Everything the DBU replay page shows of ``token``'s seat at the step asked
    (``first``: the seat's replay of step 0, when the caller has it)."""
    field = _battlefield(service, token)
    first = first if first is not None else service.replay(token, 0)
    steps = int(first["replay"]["steps"])
    step = step_of(step_text, steps)
    marks = replay_marks(service, token)
    view = service.replay(token, step) if step else first
    before = service.replay(token, step - 1) if step else None
    names = [f["name"] for f in view["fighters"]]
    earlier = len(before["events"]) if before is not None else len(view["events"])
    fresh_from = earlier if earlier <= len(view["events"]) else len(view["events"])
    sides = list(dict.fromkeys(f["side"] for f in view["fighters"]))
    colours = {side: COLOURS[i % len(COLOURS)] for i, side in enumerate(sides)}
    fighters = [
        {
            "name": f["name"],
            "initials": initials(f["name"]),
            "side": f["side"],
            "colour": colours[f["side"]],
            "x": f["pos"][0],
            "y": f["pos"][1],
            "size": field["sizes"].get(f["name"], 1),
            "square": square_name(*f["pos"]),
            "acting": False,
            "defeated": f["defeated"],
            "life": f["life"],
            "ki": f["ki"],
            "capacity": f["capacity"],
            "health": f.get("health"),
            "form": readable(f["form"], names) if f["form"] else "",
            "effects": [words(c) for c in f["conditions"]],
        }
        for f in view["fighters"]
    ]
    svg = ""
    if field["width"] and fighters:
        svg = grid.svg({"width": field["width"], "height": field["height"], "fighters": fighters})
    base = f"/seat/{token}"
    return {
        "base": base,
        "step": step,
        "steps": steps,
        "links": {
            "first": f"{base}/replay?step=0" if step > 0 else "",
            "back": f"{base}/replay?step={step - 1}" if step > 0 else "",
            "forward": f"{base}/replay?step={step + 1}" if step < steps else "",
            "last": f"{base}/replay?step={steps}" if step < steps else "",
        },
        "jump": _jump(marks, step),
        "status": STATUS_WORDS.get(view["status"], "replayed"),
        "winner": view["winner"] if step == steps else "",
        "grid_svg": Markup(svg),
        "fighters": fighters,
        "log": [
            {
                "round": e.get("round", 0),
                "text": readable(str(e.get("text", "")), names),
                "fresh": i >= fresh_from and step > 0,
            }
            for i, e in enumerate(view["events"])
        ],
        "quiet": step > 0 and fresh_from >= len(view["events"]),
        "notices": [{"text": n["text"], "fresh": n["seq"] == step - 1} for n in view["notices"]],
    }


def replay_page(model: Mapping[str, Any]) -> str:
    return environment().get_template("table_replay.html.j2").render(replay=model)


def _links(base: str, step: int, steps: int) -> dict[str, Any]:
    return {
        "step": step,
        "steps": steps,
        "first": f"{base}/replay?step=0" if step > 0 else "",
        "back": f"{base}/replay?step={step - 1}" if step > 0 else "",
        "forward": f"{base}/replay?step={step + 1}" if step < steps else "",
        "last": f"{base}/replay?step={steps}" if step < steps else "",
    }


def replay_html(
    service: TableService,
    token: str,
    step_text: str | None,
    round_text: str | None = None,
    turn_text: str | None = None,
) -> str:
    """The replay page of ``token``'s seat at the step asked (or at the start of the round
    and turn asked): DBU's own page, or the game's seat page (:mod:`tenkaichi.table.web_games`)
    drawn from the replayed view, with the steps to walk in its panel, the events that step
    added marked and nothing to answer."""
    first = service.replay(token, 0)
    jumped = jump_step(service, token, round_text, turn_text)
    step_text = jumped if jumped is not None else step_text
    game = str(first.get("game", "dbu"))
    if game == "dbu":
        return replay_page(replay_model(service, token, step_text, first))
    page = web_top.panel_page if game == "top" else web_game(game).page
    steps = int(first["replay"]["steps"])
    step = step_of(step_text, steps)
    view = service.replay(token, step) if step else first
    earlier = len(service.replay(token, step - 1)["events"]) if step else len(view["events"])
    panel = panel_model(token, view)
    panel.update(
        live=False,
        gm=None,
        replay_nav=_links(panel["base"], step, steps),
        fresh_from=min(earlier, len(view["events"])) if step else None,
    )
    return page(view, panel)


def register(
    app: FastAPI,
    service: TableService,
    html: Callable[[str, int], HTMLResponse],
    line: Callable[[BaseException], str],
) -> None:
    """Add the replay page to ``app`` (``html`` makes a page response, ``line`` an error's
    one line)."""

    @app.get("/seat/{token}/replay", response_class=HTMLResponse)
    async def replay(
        token: str,
        step: str | None = None,
        round_text: str | None = Query(None, alias="round"),
        turn: str | None = None,
    ) -> Response:
        try:
            text = await run_in_threadpool(replay_html, service, token, step, round_text, turn)
        except TenkaichiError as error:
            if isinstance(error, InvalidLink):
                return html(error_page(line(error)), 404)
            return html(error_page(line(error), f"/seat/{token}"), 409)
        return html(text, 200)


__all__ = ["jump_step", "register", "replay_html", "replay_model", "step_of"]
