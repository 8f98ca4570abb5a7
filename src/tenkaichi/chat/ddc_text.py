"""How the Dungeon DICE Combat chat front-end words a battle: whose turn it is and what is
left of it, who won (the winning side's fighters and who played them), and a reply kept
under :data:`MAX_REPLY` characters. Read from a table view alone; nothing here changes a
battle."""

from __future__ import annotations

from typing import Any

from tenkaichi.ddc.events import joined
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
        return "turn"
    which = "extra turn" if turn.get("extra") else "turn"
    used = ", attack used" if turn.get("attacked") else ""
    mode = turn.get("mode", "open")
    if mode == "defend":
        return f"{which} (defending{used})"
    if mode != "open":
        steps = int(turn.get("steps", 0))
        return f"{which} ({steps} step{'' if steps == 1 else 's'} left{used})"
    return which


def winner_words(view: dict[str, Any], fighter_user: dict[str, str], names: dict[str, str]) -> str:
    """Who won a finished battle, by its winning side's fighters and the chat users who
    played them: ``Agumon (ann) and Patamon (bob) win``, ``Gabumon wins`` (a bot),
    ``a draw``; empty when it ended with no winner. ``fighter_user``/``names``: each
    fighter's chat user id and seat name."""
    side = str(view.get("winner") or "")
    if not side or side == "draw":
        return "a draw" if side else ""
    battle = view.get("battle") or {}
    fighters = [str(f["name"]) for f in battle.get("fighters", []) if f.get("side") == side]
    if not fighters:
        return f"side {chat_text(side)} wins"
    shown = [
        f"{f} ({chat_text(names[f])})" if f in fighter_user and f in names else f for f in fighters
    ]
    return f"{joined(shown)} {'wins' if len(shown) == 1 else 'win'}"


__all__ = ["MAX_REPLY", "clip", "turn_words", "winner_words"]
