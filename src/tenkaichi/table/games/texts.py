"""A match as plain text for a set of sides (for chat and terminals), and why an answer that
is not among the options cannot be taken.

Both go through what the viewer may see: a Tournament of Power text is made from the seat's
own voice (other hands as backs), DBU and DDC texts only from public numbers.
"""

from __future__ import annotations

from typing import Any, cast

from tenkaichi.ddc.render import status as ddc_status
from tenkaichi.errors import TenkaichiError
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
        return f"{f['name']} ({f['side']}): defeated"
    conditions = f", {', '.join(f['conditions'])}" if f["conditions"] else ""
    ki = "Ki hidden" if f["ki"] is None else f"Ki {f['ki']}/{f['capacity']}"
    life = (f.get("health") or "hidden") if f["life"] is None else f"Life {f['life']}"
    return f"{f['name']} ({f['side']}): {life}, {ki} at ({f['pos'][0]}, {f['pos'][1]}){conditions}"


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
