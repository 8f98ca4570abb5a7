"""A table's state as ``!fight status`` and ``!top status`` show it: text, and the board as a
picture (:mod:`tenkaichi.chat.board_image`).

A DBU fight reads as the web table shows it to the same seat (its fighter cards and grid,
:mod:`tenkaichi.table.present`, with the NPCs' numbers hidden where the table hides them),
one line a fighter::

    [K] Kale (side A) on C3: Life 248/260, Ki 86/120, Capacity 0/40; Bruised; Guard Down

the letters the picture marks it with, its name and side, its square named as the grid and the
log name it, Life, Ki and Capacity each over its maximum, its Health Threshold past Healthy,
and its Conditions, States, Form and charge in the rules' words. A Tournament of Power game
keeps the game's own text (:func:`~tenkaichi.table.games.texts.match_text`); its picture
letters each warrior on the board with a legend. The text is whole without the picture (a
forum shows none): the picture only draws what the text says.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tenkaichi.chat.board_image import Board, Mark, Piece, Shape, describe, png
from tenkaichi.chat.texts import text
from tenkaichi.table.hidden import redact_body, threshold_words
from tenkaichi.table.present import fighter_panel, grid_model, view_of
from tenkaichi.table.service import TableService
from tenkaichi.table.web_pages import viewer_of
from tenkaichi.table.web_top_model import COLOUR_LETTER, SPACE_FILL, page_model
from tenkaichi.text import chat_text

HEALTHY = "Healthy"
WORDS_MAX = 120
"""The most characters of one Condition, Form or charge a line quotes."""
LABELLED = (("chat-status-form", "form"), ("chat-status-enhancement", "enhancement"))
"""What a fighter has entered, as its card names it (a message: ``Form: Super Saiyan``), and
its Aura (``aura``)."""
SPACE_WORDS = "chat-board-spaces"
"""The picture's note on the Tournament of Power board's spaces (a message)."""
TERRAIN_WORDS = {
    "feature": "chat-board-features",
    "item": "chat-board-items",
    "vehicle": "chat-board-vehicles",
}
"""The picture's notes on the marks it draws (messages)."""


@dataclass(frozen=True, slots=True)
class Status:
    """What ``status`` shows of a table to one seat."""

    text: str
    board: Board | None = None

    def picture(self) -> tuple[bytes | None, str]:
        """The board's PNG and its one-line description (``None``, "" without a board)."""
        if self.board is None:
            return None, ""
        return png(self.board), describe(self.board)


# --- DBU ----------------------------------------------------------------------------------


def dbu_status(service: TableService, token: str) -> Status:
    """A DBU fight as ``token``'s seat may see it (see the module)."""
    with service.seat_context(token) as ctx:
        enc = ctx.enc
        if enc is None:
            return Status("")
        view = ctx.view
        viewer = viewer_of(view, enc, ctx.gm_sees_secrets)
        seen = view_of(enc, viewer)
        grid = grid_model(seen)
        colours = {g["name"]: str(g["colour"]) for g in grid["fighters"]}
        mine = frozenset(view["you"].get("plays") or ()) if view["you"]["role"] != "gm" else None
        cards = [
            fighter_panel(seen, f, viewer, colours.get(f.id, "#555555"), mine)
            for f in seen.state.fighters
            if not f.departed
        ]
        if view.get("npcs"):  # the table hides NPCs' numbers from this seat
            cards = redact_body({"fighters": cards}, view["npcs"], threshold_words(enc))["fighters"]
        round_ = seen.state.round
    board = dbu_board(grid)
    letters = {p.name: p.letters for p in board.pieces}
    lines = [text("chat-status-round", round=str(round_))] if round_ else []
    lines += [fighter_line(card, letters.get(str(card["name"]), "")) for card in cards]
    return Status("\n".join(lines), board)


def fighter_line(card: Mapping[str, Any], letters: str) -> str:
    """One fighter as ``status`` lists it (see the module)."""
    name = chat_text(str(card["name"]))
    mark = f"[{letters}] " if letters else ""
    side = chat_text(str(card["side"]))
    head = mark + text("chat-status-head", name=name, side=side, square=str(card["square"]))
    if card["defeated"]:
        return text("chat-status-defeated", head=head)
    parts = [_numbers(card)]
    threshold = str(card.get("threshold") or "")
    if threshold and threshold != HEALTHY and not card.get("hidden"):
        parts.append(threshold)
    states = [text(word, name=str(card[key])) for word, key in LABELLED if card.get(key)]
    if card.get("aura"):
        states.append(text("chat-status-aura", name=str(card["aura"])))
    if card.get("charge"):
        states.append(text("chat-status-charging", charge=str(card["charge"])))
    states += [str(e) for e in card.get("effects") or ()]
    if states:  # they may quote a fighter's or an item's name: quoted literally
        parts.append(", ".join(chat_text(x, WORDS_MAX) for x in states))
    return f"{head}: {'; '.join(parts)}"


def _numbers(card: Mapping[str, Any]) -> str:
    """Life, Ki and Capacity, each over its maximum; an NPC's Health Threshold where the
    table hides its numbers; a pool this seat may not know, "hidden"."""
    if card.get("hidden"):
        return str(card.get("health") or text("chat-status-numbers-hidden"))
    out = []
    for key in ("life", "ki", "capacity"):
        now, most = card.get(key), card.get(f"max_{key}")
        word = text(f"chat-status-{key}")
        if now is None:
            out.append(text("chat-status-hidden", pool=word))
        else:
            out.append(f"{word} {now}/{most}" if most is not None else f"{word} {now}")
    return ", ".join(out)


def dbu_board(grid: Mapping[str, Any]) -> Board:
    """The picture of a DBU grid (``grid``: :func:`~tenkaichi.table.present.grid_model`)."""
    shown = list(grid["fighters"])
    letters = distinct([str(g["initials"]) for g in shown])
    pieces = tuple(
        Piece(
            letters=mark,
            name=str(g["name"]),
            owner=text("chat-status-side", side=str(g["side"])),
            colour=str(g["colour"]),
            x=int(g["x"]),
            y=int(g["y"]),
            size=max(1, int(g["size"])),
            acting=bool(g["acting"]),
            defeated=bool(g["defeated"]),
        )
        for g, mark in zip(shown, letters, strict=True)
    )
    marks = (
        *(
            Mark(
                "feature",
                str(m["name"]),
                int(m["x"]),
                int(m["y"]),
                int(m["size"]),
                str(m["hardness"]),
            )
            for m in grid.get("features") or ()
        ),
        *(Mark("item", str(m["name"]), int(m["x"]), int(m["y"])) for m in grid.get("items") or ()),
        *(
            Mark("vehicle", str(m["name"]), int(m["x"]), int(m["y"]), int(m["size"]))
            for m in grid.get("vehicles") or ()
        ),
    )
    kinds = dict.fromkeys(m.kind for m in marks)
    notes = tuple(text(TERRAIN_WORDS[k]) for k in ("feature", "item", "vehicle") if k in kinds)
    return Board(int(grid["width"]), int(grid["height"]), pieces, marks, notes=notes)


def distinct(letters: Sequence[str]) -> list[str]:
    """``letters`` with a number added to each that another shares ("S", "S" -> "S1", "S2")."""
    out = list(letters)
    for mark in dict.fromkeys(letters):
        same = [i for i, x in enumerate(letters) if x == mark]
        if len(same) > 1:
            for n, i in enumerate(same, 1):
                out[i] = f"{mark[:2]}{n}"
    if len(set(out)) < len(out):  # a made-up mark met a real one: number them all
        return [str(i + 1) for i in range(len(out))]
    return out


# --- Tournament of Power ----------------------------------------------------------------------


def top_board(view: Mapping[str, Any]) -> Board | None:
    """The picture of a Tournament of Power board, from a seat's view (``None`` before the
    game starts)."""
    t = view.get("tournament")
    if t is None:
        return None
    model = page_model(view)
    b = t["board"]
    cols, rows, cells = int(b["cols"]), int(b["rows"]), str(b["cells"])
    fills = tuple(SPACE_FILL.get(ch, "") for ch in cells)
    tags = tuple(ch if ch in COLOUR_LETTER.values() else "" for ch in cells)
    pieces = tuple(
        Piece(
            letters=str(tok["letters"]),
            name=str(tok["name"]),
            owner=str(tok["owner"]),
            colour=str(tok["colour"]),
            x=int(tok["cell"]) % cols,
            y=int(tok["cell"]) // cols,
            shape=_shape(str(tok["shape"])),
        )
        for tok in model["tokens"].values()
        if tok["alive"] and int(tok["cell"]) >= 0
    )
    notes = (text(SPACE_WORDS),)
    return Board(cols, rows, pieces, fills=fills, tags=tags, lower=True, notes=notes)


def _shape(name: str) -> Shape:
    shapes: tuple[Shape, ...] = (
        "circle",
        "square",
        "diamond",
        "triangle",
        "hexagon",
        "star",
        "octagon",
    )
    return next((s for s in shapes if s == name), "circle")


__all__ = ["Status", "dbu_board", "dbu_status", "distinct", "fighter_line", "top_board"]
