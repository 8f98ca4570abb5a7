"""How the Dungeon DICE Combat chat front-end words a battle: whose turn it is and what is
left of it, who won (the winning side's fighters and who played them), and a reply kept
under :data:`MAX_REPLY` characters. Read from a table view alone; nothing here changes a
battle. Every reply is in the current reader's language (:func:`tenkaichi.i18n.current`)."""

from __future__ import annotations

from typing import Any

from tenkaichi.ddc.events import Said, joined_words
from tenkaichi.ddc.render import turn_said
from tenkaichi.i18n import Msg, text
from tenkaichi.text import chat_text

MAX_REPLY = 1900


def clip(text: str) -> str:
    """Keep a reply under :data:`MAX_REPLY`: drop middle lines, keep the first and the last."""
    if len(text) <= MAX_REPLY:
        return text
    lines = text.split("\n")
    body = "\n".join([*lines[:3], "...", *lines[-6:]])
    return body if len(body) <= MAX_REPLY else body[: MAX_REPLY - 1] + "…"


def turn_words(turn: dict[str, Any] | None) -> str:
    """``turn``, ``extra turn``, with what is left of it once begun: ``turn (3 steps left,
    attack used)``, ``turn (defending)``."""
    if not turn:
        return text("ddc-text-a-turn")
    said = turn_said(
        bool(turn.get("extra")),
        str(turn.get("mode", "open")),
        int(turn.get("steps", 0)),
        bool(turn.get("attacked")),
    )
    return said.render()


def winner_words(view: dict[str, Any], fighter_user: dict[str, str], names: dict[str, str]) -> str:
    """Who won a finished battle, by its winning side's fighters and the chat users who
    played them: ``Agumon (ann) and Patamon (bob) win``, ``Gabumon wins`` (a bot),
    ``a draw``; empty when it ended with no winner. ``fighter_user``/``names``: each
    fighter's chat user id and seat name."""
    side = str(view.get("winner") or "")
    if not side or side == "draw":
        return text("ddc-draw") if side else ""
    battle = view.get("battle") or {}
    fighters = [str(f["name"]) for f in battle.get("fighters", []) if f.get("side") == side]
    if not fighters:
        return text("ddc-side-wins", side=chat_text(side))
    shown: list[Said] = [
        f"{f} ({chat_text(names[f])})" if f in fighter_user and f in names else f for f in fighters
    ]
    return Msg.of("ddc-wins", names=joined_words(shown), n=len(shown)).render()


__all__ = ["MAX_REPLY", "clip", "turn_words", "winner_words"]
