"""A Tournament of Power seat's page as data (:func:`page_model`), from the seat's view only:
the board (its coloured spaces, the warriors on them with distinct tokens: their owner's colour,
shape and letters), the players, the hand the seat may read (behind a hot-seat cover when one
seat plays several players), the combat with its dice, the warrior card that matters now, the
decision's options with what they deal and their odds, and the log. The server-drawn page
(:mod:`tenkaichi.table.web_top`) and the live client (``web/src/top``) both draw it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tenkaichi.top.say import named, say

PLAYER_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9")
"""Each player's colour on the board and in the panels (Player 1 first; Okabe-Ito, told
apart by people who see colours differently, and never alone: each player has a shape too)."""
PLAYER_INKS = ("#ffffff", "#000000", "#000000", "#000000", "#000000", "#000000")
"""The text colour on each player's colour (contrast 4.5:1 or more)."""
PLAYER_SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "star")
"""Each player's token shape (Player 1 first)."""
UNPLAYED_COLOUR = "#495057"
UNPLAYED_SHAPE = "octagon"
SPACE_FILL = {"R": "#ffc9c9", "Y": "#ffec99", "B": "#a5d8ff", "G": "#b2f2bb"}
COLOUR_LETTER = {"red": "R", "yellow": "Y", "blue": "B", "green": "G"}
FACE_ICONS = ("kick", "punch", "sphere", "strength", "star", "teleport")
"""The symbols ``top_faces.html.j2`` has an icon for (any other is drawn as a question mark)."""
CELL = 52
"""The side of a space on the board, in SVG units."""
LOG_LINES = 80
"""The newest log lines a page shows."""


def page_model(view: Mapping[str, Any]) -> dict[str, Any]:
    """What the page template draws, from the seat's view alone."""
    t = view.get("tournament")
    people = {  # a person's name next to their player (a bot's name only repeats it)
        s["side"]: s["name"]
        for s in view["seats"]
        if s["side"] and s["name"] and s["role"] == "player"
    }
    model: dict[str, Any] = {"started": t is not None, "winner": _winner(view["winner"])}
    if t is None:
        players = len({s["side"] for s in view["seats"] if s["side"]} | {"Player 1", "Player 2"})
        model["seats"] = [
            {"player": _shown(s["side"]), "name": s["name"] or say("top-page-not-joined")}
            for s in view["seats"]
            if s["side"]
        ]
        model["players"] = players
        return model
    status = t["status"]
    pending = view["pending"] or {}
    options = pending.get("options") or []
    actor = pending.get("actor", "") if options else ""
    plays = list(view["you"].get("plays") or [])
    tokens = _tokens(t)
    model.update(
        mine=plays,
        hot_seat=len(plays) > 1,
        actor_named=_named(_shown(actor), people, _seat(actor)) if actor else "",
        tokens=tokens,
        warrior_cards=t.get("warrior_cards", {}),
        active=_active(t),
        round=status["round"],
        last_round=status["last_round"],
        turn=_named(status["turn"], people, t.get("turn")),
        deciding=status["deciding"],
        headline=status.get("headline", ""),
        event=t["event_card"],
        players=_players(t, people),
        hand=_hand(t, actor),
        combat=_combat(t, pending, tokens),
        log=[e["text"] for e in view["events"][-LOG_LINES:]],
        help=_help(t),
        decision=_decision(view, t, options, actor),
        people=people,
    )
    model["board"] = _board(t, model["decision"], tokens)
    return model


def _tokens(t: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Every warrior's token, by token id: letters no other warrior on the board shares, and
    its player's colour and shape (so no two players' tokens differ by colour alone)."""
    names = [p["name"] for p in t["status"]["players"]]
    forms: Mapping[str, int] = t.get("token_forms", {})
    shown = [tok for tok in t["tokens"] if tok["alive"] or tok["owner"] >= 0]
    letters = unique_letters([tok["form"] for tok in shown])
    left = {w["token"]: w for w in t["status"]["warriors"]}
    out: dict[str, dict[str, Any]] = {}
    for tok, label in zip(shown, letters, strict=True):
        owner = tok["owner"]
        w = left.get(tok["id"])
        out[str(tok["id"])] = {
            "id": tok["id"],
            "letters": label,
            "name": tok["form"],
            "character": tok["character"],
            "form": forms.get(str(tok["id"]), 0),
            "owner": names[owner] if 0 <= owner < len(names) else "Unplayed",
            "colour": _colour(owner),
            "ink": PLAYER_INKS[owner % len(PLAYER_INKS)] if owner >= 0 else "#ffffff",
            "shape": PLAYER_SHAPES[owner % len(PLAYER_SHAPES)] if owner >= 0 else UNPLAYED_SHAPE,
            "alive": tok["alive"],
            "cell": tok["cell"],
            "left": w["endurance_left"] if w else None,
            "max": w["endurance_max"] if w else None,
            "space": w["space"] if w else "",
        }
    return out


def unique_letters(names: Sequence[str]) -> list[str]:
    """Short letters for each name, no two alike: the initials ("SG"), then the initials with
    one more letter of the last word ("SGk", "SGh"), then a number."""
    options = [_letter_options(n) for n in names]
    out = [o[0] for o in options]
    for depth in range(1, 4):
        clash = {x for x in out if out.count(x) > 1}
        if not clash:
            return out
        for i in range(len(names)):
            if out[i] in clash:
                out[i] = options[i][min(depth, len(options[i]) - 1)]
    seen: dict[str, int] = {}
    for i, x in enumerate(out):
        if out.count(x) > 1:
            seen[x] = seen.get(x, 0) + 1
            out[i] = f"{x[:2]}{seen[x]}"
    return out


def _letter_options(name: str) -> list[str]:
    first = _initials(name)
    words = [w for w in name.replace("-", " ").split() if w[:1].isalpha()]
    last = words[-1] if words else "?"
    rest = [ch for ch in last[1:] if ch.isalpha()]
    out = [first]
    for ch in rest:
        out.append(first[:2] + ch.lower())
    return out or ["?"]


def _active(t: Mapping[str, Any]) -> list[int]:
    """The warriors whose cards matter now: the two in a combat, else the warriors of the
    player whose turn it is."""
    c = t["combat"]
    if c is not None:
        return [c["attacker"], c["defender"]]
    turn = t.get("turn")
    return [tok["id"] for tok in t["tokens"] if tok["owner"] == turn and tok["alive"]]


def _winner(winner: str) -> str:
    if not winner:
        return ""
    if winner == "draw":
        return say("top-page-draw")
    many = "," in winner
    shown = ", ".join(_shown(w) for w in winner.split(", "))
    return say("top-page-winners" if many else "top-page-winner", winner=shown)


def _seat(actor: str) -> int | None:
    number = actor.removeprefix("Player ")
    return int(number) - 1 if number != actor and number.isdigit() else None


def _shown(actor: str) -> str:
    """A player known by its side ("Player 2", the same in every language) as the reader
    calls it."""
    number = actor.removeprefix("Player ")
    return say("top-player", number=number) if number != actor and number.isdigit() else actor


def _named(player: str, people: Mapping[str, str], seat: int | None = None) -> str:
    """A player with the person playing it: "Player 2 (Ann)"; ``seat`` finds the person when
    ``player`` is the name in the reader's language."""
    key = f"Player {seat + 1}" if seat is not None and seat >= 0 else player
    return f"{player} ({people[key]})" if key in people else player


def _colour(owner: int) -> str:
    return PLAYER_COLOURS[owner % len(PLAYER_COLOURS)] if owner >= 0 else UNPLAYED_COLOUR


def _players(t: Mapping[str, Any], people: Mapping[str, str]) -> list[dict[str, Any]]:
    status = t["status"]
    out = []
    for p in status["players"]:
        warriors = [w for w in status["warriors"] if w["owner"] == p["seat"]]
        out.append(
            {
                "name": _named(p["name"], people, p["seat"]),
                "colour": _colour(p["seat"]),
                "score": p["score"],
                "standing": p.get("standing", ""),
                "hand_size": p["hand_size"],
                "playing": p["playing"],
                "warriors": [
                    {
                        "name": w["name"],
                        "alive": w["alive"],
                        "left": w["endurance_left"],
                        "max": w["endurance_max"],
                        "share": round(100 * w["endurance_left"] / max(1, w["endurance_max"])),
                        "space": w["space"],
                        "power": w["power"],
                        "fused": w["fused"],
                    }
                    for w in warriors
                ],
            }
        )
    return out


def _hand(t: Mapping[str, Any], actor: str) -> dict[str, Any] | None:
    """The hand this page shows: the answering player's, else the seat's only player's."""
    hands: Mapping[str, list[str]] = t["hands"]
    if actor in hands:
        whose = actor
    elif len(hands) == 1:
        whose = next(iter(hands))
    else:
        return {"whose": "", "cards": [], "several": bool(hands)} if hands else None
    cards = [{"id": c, **t["cards"][c]} for c in hands[whose]]
    return {"whose": _shown(whose), "cards": cards, "several": False}


def _combat(
    t: Mapping[str, Any], pending: Mapping[str, Any], tokens: Mapping[str, Any]
) -> dict[str, Any] | None:
    c = t["combat"]
    if c is None:
        return None
    faces, names = t["faces"], {tok["id"]: tok["form"] for tok in t["tokens"]}
    return {
        "attacker": names.get(c["attacker"]) or say("top-a-warrior"),
        "defender": names.get(c["defender"]) or say("top-a-warrior"),
        "attacker_id": c["attacker"],
        "defender_id": c["defender"],
        "kind": c["kind"],
        "stage": _stage(c["stage"]),
        "rerolls": c["rerolls"],
        "dice": [_face(faces[f]) for f in c["dice"]],
        "results": t.get("results_now") or [],
        "strike": t.get("strike"),
    }


STAGES = {
    "start": "starting",
    "transform": "transformation rolls",
    "reroll": "rolling",
    "resolve": "choosing the result",
    "defend": "the defence",
    "defend-roll": "the defensive roll",
    "damage": "damage",
    "rescue": "rescue",
    "flee": "fleeing",
    "next": "next attack",
}
"""A combat's stage as a person reads it (in English; :func:`_stage` in the reader's)."""


def _stage(stage: str) -> str:
    """A combat's stage in the reader's language."""
    return say(f"top-stage-{stage}") if stage in STAGES else stage.replace("-", " ")


def _face(name: str) -> dict[str, str]:
    """A die face as the page draws it: its symbol's icon (``top_faces.html.j2``) and name."""
    return {"name": named("top-face", name), "icon": name if name in FACE_ICONS else "unknown"}


def _help(t: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "spaces": [
            {"colour": k, "fill": SPACE_FILL[COLOUR_LETTER[k]], **v} for k, v in t["spaces"].items()
        ],
        "powers": list(t["powers"].values()),
        "warriors": list(t["warrior_info"].values()),
        "faces": [_face(f) for f in t["faces"]],
    }


@dataclass
class Widgets:
    """The options of one decision, sorted by how the page offers them."""

    moves: dict[int, dict[int, int]] = field(default_factory=dict)
    """warrior token -> space -> option number (click the warrior, then the space)."""
    cells: dict[int, int] = field(default_factory=dict)
    """space -> option number (click the space: a placement, a step, a flight)."""
    keeps: dict[int, dict[str, Any]] = field(default_factory=dict)
    """bits of the dice re-rolled -> the option and its odds (click the dice to keep)."""
    buttons: list[dict[str, Any]] = field(default_factory=list)


def _widgets(options: Sequence[Mapping[str, Any]]) -> Widgets:
    w = Widgets()
    for o in options:
        n = o["number"]
        if o.get("what") == "move" and "warrior" in o:
            w.moves.setdefault(o["warrior"], {})[o["to"]] = n
        elif "to" in o:
            w.cells[o["to"]] = n
        elif "reroll" in o and o.get("kind") in ("reroll", "defend-roll"):
            mask = sum(1 << i for i in o["reroll"])
            w.keeps[mask] = {
                "option": n,
                "label": o["label"],
                "best": o.get("best", False),
                "reroll": list(o["reroll"]),
                "aim": o.get("aim", ""),
                "chance": _percent(o["chance"]) if o.get("chance") is not None else "",
                "damage": o.get("damage"),
                "expected": o.get("expected"),
                "now": o.get("now"),
                "odds": [
                    {
                        "name": x["name"],
                        "need": x["need"],
                        "chance": _percent(x["chance"]),
                        "damage": x.get("damage"),
                    }
                    for x in o.get("odds", [])
                ],
            }
        else:
            w.buttons.append(
                {
                    "number": n,
                    "label": o["label"],
                    "card": o.get("card"),
                    "info": o.get("warrior_info"),
                }
            )
    return w


def _percent(p: float) -> str:
    if 0 < p < 0.005:
        return say("top-under-one-percent")
    if 0.995 < p < 1:
        return say("top-over-99-percent")
    return say("top-percent", value=f"{p:.0%}".removesuffix("%"))


def _decision(
    view: Mapping[str, Any],
    t: Mapping[str, Any],
    options: Sequence[Mapping[str, Any]],
    actor: str,
) -> dict[str, Any] | None:
    pending = view["pending"]
    if pending is None or pending["kind"] != "choice":
        return None
    if not options:
        return {"yours": False, "waiting": say("top-page-waiting", who=pending["waiting_for"])}
    w = _widgets(options)
    best = next((m for m, k in w.keeps.items() if k["best"]), None)
    advice = t.get("advice") or {}
    return {
        "yours": True,
        "kind": t.get("decision") or "",
        "options": _options(options, w, t["board"]["cols"]),
        "id": pending["decision_id"],
        "prompt": pending["prompt"],
        "actor": actor,
        "moves": {tok: dict(spaces) for tok, spaces in w.moves.items()},
        "cells": w.cells,
        "keeps": w.keeps,
        "best_mask": best,
        "buttons": w.buttons,
        "hint": advice.get("hint", ""),
        "notes": advice.get("notes", []),
        "dice": len(t["combat"]["dice"]) if w.keeps and t["combat"] else 0,
    }


def _options(options: Sequence[Mapping[str, Any]], w: Widgets, cols: int) -> list[dict[str, Any]]:
    """Every option as the client draws it: a button with its number and label, and what it
    names (the warrior and space of a move, the dice of a re-roll with its odds and damage,
    the card it plays)."""
    keeps = {k["option"]: k for k in w.keeps.values()}
    out = []
    for o in options:
        n = o["number"]
        item: dict[str, Any] = {"number": n, "label": o["label"], "what": "button"}
        if o.get("what") == "move" and "warrior" in o:
            item.update(what="move", warrior=o["warrior"], to=o["to"], space=_space(o["to"], cols))
        elif "to" in o:
            item.update(what="cell", to=o["to"], space=_space(o["to"], cols))
        elif n in keeps:
            k = keeps[n]
            item.update(what="stop" if not k["reroll"] else "keep", **k)
            item["label"] = o["label"]
        elif "reroll" in o:
            continue  # a keep equal to another (the same dice kept): one button for both
        if o.get("card"):
            item["card"] = o["card"]
        if o.get("warrior_info"):
            item["info"] = o["warrior_info"]
        out.append(item)
    return out


def _space(cell: int, cols: int) -> str:
    """A space's name on the board: its column letter and row number ("e5")."""
    return f"{chr(ord('a') + cell % cols)}{cell // cols + 1}"


def _board(
    t: Mapping[str, Any],
    decision: Mapping[str, Any] | None,
    tokens: Mapping[str, Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The board as the SVG template draws it: every space (colour, name, what it does; the
    option it stands for when the pending decision is a click on a space) and the warriors on
    it (owner colour, initials, Endurance left; movable when the seat may move it now)."""
    b = t["board"]
    cols, letters = b["cols"], {v: k for k, v in COLOUR_LETTER.items()}
    cells_option = decision.get("cells", {}) if decision else {}
    movable = decision.get("moves", {}) if decision else {}
    spaces = []
    for i, ch in enumerate(b["cells"]):
        if ch not in SPACE_FILL:
            continue
        colour = letters[ch]
        spaces.append(
            {
                "cell": i,
                "x": i % cols * CELL,
                "y": i // cols * CELL,
                "name": f"{chr(ord('a') + i % cols)}{i // cols + 1}",
                "fill": SPACE_FILL[ch],
                "colour": colour,
                "text": t["spaces"][colour]["text"],
                "option": cells_option.get(i),
            }
        )
    left = {w["token"]: w for w in t["status"]["warriors"]}
    by_cell: dict[int, list[Mapping[str, Any]]] = {}
    for tok in t["tokens"]:
        if tok["alive"] and tok["cell"] >= 0:
            by_cell.setdefault(tok["cell"], []).append(tok)
    names = [p["name"] for p in t["status"]["players"]]
    warriors = []
    for cell, here in by_cell.items():
        spots = SPOTS[min(len(here), len(SPOTS)) - 1]
        for k, tok in enumerate(here):
            dx, dy = spots[k % len(spots)]
            w = left.get(tok["id"])
            if 0 <= tok["owner"] < len(names):
                title = say("top-whose", player=names[tok["owner"]], name=tok["form"])
            else:
                title = say("top-page-unplayed", name=tok["form"])
            if w:
                now, most = str(w["endurance_left"]), str(w["endurance_max"])
                title = say("top-page-title-endurance", title=title, left=now, endurance=most)
            if w and w["power"]:
                title += say("top-ability-note", ability=w["power"])
            warriors.append(
                {
                    "id": tok["id"],
                    "cell": cell,
                    "cx": cell % cols * CELL + CELL // 2 + dx,
                    "cy": cell // cols * CELL + CELL // 2 + dy,
                    "r": 17 if len(here) == 1 else 12,
                    "colour": _colour(tok["owner"]),
                    "initials": (tokens or {}).get(str(tok["id"]), {}).get("letters")
                    or _initials(tok["form"]),
                    "left": w["endurance_left"] if w else "",
                    "title": title,
                    "movable": tok["id"] in movable,
                }
            )
    return {
        "width": cols * CELL,
        "height": b["rows"] * CELL,
        "cell": CELL,
        "spaces": spaces,
        "warriors": warriors,
    }


SPOTS = (
    ((0, 0),),
    ((-12, 0), (12, 0)),
    ((-12, -10), (12, -10), (0, 11)),
    ((-12, -12), (12, -12), (-12, 12), (12, 12)),
)
"""Where the warriors sharing a space stand on it (offsets from its centre)."""


def _initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[:1].isalpha()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2]
    return (words[0][0] + words[-1][0]).upper()


__all__ = ["page_model", "unique_letters"]
