"""A match as plain text for a set of sides (for chat and terminals), and why an answer that
is not among the options cannot be taken.

Both go through what the viewer may see: a Tournament of Power text is made from the seat's
own voice (other hands as backs), DBU and DDC texts only from public numbers. A DBU line is in
the current reader's words (:func:`tenkaichi.i18n.use`).
"""

from __future__ import annotations

from typing import Any, cast

from tenkaichi.ddc.render import status as ddc_status
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current, term, text
from tenkaichi.table.games.base import GameRules, Match, Viewer
from tenkaichi.table.games.ddc import DdcMatch
from tenkaichi.table.games.top import TopMatch, seats_seen
from tenkaichi.top.text_status import status, status_lines


def match_text(
    rules: GameRules,
    match: Match | None,
    viewer: Viewer,
    fighters: list[dict[str, Any]] | None = None,
) -> str:
    """The match's state in a few lines, as ``viewer`` may see it ("" before it starts);
    ``fighters``: a DBU seat's own view of them (NPC numbers hidden), when it has one."""
    if match is None:
        return ""
    if rules.name == "ddc":
        return ddc_status(cast(DdcMatch, match).battle)
    if rules.name == "top":
        top = cast(TopMatch, match)
        seen = seats_seen(viewer, top.game.state.n)
        return "\n".join(status_lines(status(top.voice(min(seen, default=-1)))))
    shown = fighters if fighters is not None else rules.public(match, viewer)["fighters"]
    return "\n".join(_dbu_line(f) for f in shown)


def _dbu_line(f: dict[str, Any]) -> str:
    if f["defeated"]:
        return text("table-text-defeated", fighter=f["name"], side=f["side"])
    conditions = ", ".join(term(str(c), current()) for c in f["conditions"])
    if f["ki"] is None:
        ki = text("table-text-ki-hidden")
    else:
        ki = text("table-text-ki", ki=str(f["ki"]), capacity=str(f["capacity"]))
    if f["life"] is None:
        life = str(f.get("health") or text("table-text-life-hidden"))
    else:
        life = text("table-text-life", life=str(f["life"]))
    line = text(
        "table-text-line",
        fighter=f["name"],
        side=f["side"],
        life=life,
        ki=ki,
        x=str(f["pos"][0]),
        y=str(f["pos"][1]),
    )
    return f"{line}, {conditions}" if conditions else line


def why_not(rules: GameRules, match: Match, key: Any) -> str:
    """Why ``key`` is not an answer now, in the game's words ("" when the game says nothing
    more than that it is not one of the options)."""
    if rules.name == "ddc" and isinstance(key, str):
        try:
            return cast(DdcMatch, match).battle.why_illegal(key) or ""
        except TenkaichiError as error:
            return str(error)
    return ""


__all__ = ["match_text", "why_not"]
