"""A Dungeon DICE Combat seat's page as data (:func:`page_model`), from the seat's view
alone: the grid's cells with the squares a move or charge reaches, each side in its own colour
and shape from its own edge, the fighters' panels (a digivolved fighter by its new name), the
turn order, the choices of the seat that must answer with their damage and odds, and the log.
The server-drawn page (:mod:`tenkaichi.table.web_ddc`) and the live client (``web/src/ddc``)
both draw it, in the reader's language (:func:`tenkaichi.i18n.current`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tenkaichi.ddc.events import level_words
from tenkaichi.ddc.odds import damage_odds
from tenkaichi.i18n import text

KINDS = ("offense", "defense", "heal", "buff", "debuff")
RANGES = ("normal", "close", "long", "self", "support")
MODES = ("open", "move_act", "aoo_move", "defend")


def kind_words(kind: str, default: str = "") -> str:
    """A move's kind as the page says it (``attack``, ``barrier``, ...)."""
    return text(f"ddc-kind-{kind}") if kind in KINDS else default


def range_words(reach: str, default: str = "") -> str:
    """A move's range as the page says it (``next to you``, ``long range``, ...)."""
    return text(f"ddc-range-{reach}") if reach in RANGES else default


def mode_words(mode: str) -> str:
    """What a turn is doing, as the page says it (``Move&Act``, ``Defending``, ...)."""
    return text(f"ddc-mode-{mode.replace('_', '-')}") if mode in MODES else ""


SIDE_LOOKS: dict[str, tuple[str, str]] = {
    "Red": ("#d55e00", "circle"),
    "Blue": ("#0072b2", "square"),
    "Green": ("#009e73", "diamond"),
    "Gold": ("#e69f00", "triangle"),
}
"""Each named side in its own colour (Okabe-Ito, colour-blind safe) and its own token shape,
so a side is told by its word and shape too, never by colour alone."""
OTHER_LOOKS = (("#cc79a7", "hexagon"), ("#56b4e9", "circle"), ("#8a5a00", "square"))
"""Looks for sides the form does not name (a free-for-all's fighters are each a side)."""
EDGES = ("left", "right", "top", "bottom")
"""The edge each side starts from, in the order the sides first appear: the first faces the
second across the grid, the third and fourth the same way across its other axis."""


def side_looks(sides: list[str]) -> dict[str, dict[str, str]]:
    """Each side's colour, token shape and starting edge, by the side's name (not by the order
    it comes in: Red is drawn red wherever it stands)."""
    out: dict[str, dict[str, str]] = {}
    others = 0
    for i, side in enumerate(sides):
        if side in SIDE_LOOKS:
            colour, shape = SIDE_LOOKS[side]
        else:
            colour, shape = OTHER_LOOKS[others % len(OTHER_LOOKS)]
            others += 1
        out[side] = {"colour": colour, "shape": shape, "edge": EDGES[i] if i < len(EDGES) else ""}
    return out


def square_words(square: list[int] | tuple[int, ...]) -> str:
    """A square as the battle's log names it: ``square 3,2`` (column, then row)."""
    return text("ddc-square", x=str(square[0]), y=str(square[1]))


def page_model(view: Mapping[str, Any], panel: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the page shows, from the view: the grid's cells, the fighters' panels, the
    turn, the choices of the seat that must answer and the log."""
    battle = view.get("battle") or {}
    fighters = list(battle.get("fighters", []))
    sides = list(dict.fromkeys(f["side"] for f in fighters))
    looks = side_looks(sides)
    letters = _letters([_shown(f) for f in fighters])
    actor = battle.get("actor", "")
    acting = next((f for f in fighters if f["name"] == actor), None)
    pending = view.get("pending") or {}
    options = list(pending.get("options", []))
    moves = {tuple(o["square"]): o for o in options if o["action"] == "move"}
    charges = {tuple(o["square"]): o for o in options if o["action"] == "charge"}
    by_name = {f["name"]: f for f in fighters}
    targets: dict[str, list[dict[str, Any]]] = {}
    for o in options:
        if o["action"] == "attack":
            targets.setdefault(o["target"], []).append(
                _attack(o, by_name.get(o["target"]), battle.get("rules") or {})
            )
    panels = [
        _fighter(f, i, looks[f["side"]], letters[_shown(f)], f["name"] == actor, targets)
        for i, f in enumerate(fighters)
    ]
    by_square = {tuple(f["square"]): p for f, p in zip(fighters, panels, strict=True) if f["alive"]}
    width, height = int(battle.get("width", 0)), int(battle.get("height", 0))
    rows = [
        [
            {
                "x": x,
                "y": y,
                "fighter": by_square.get((x, y)),
                "move": moves.get((x, y)),
                "charge": charges.get((x, y)),
            }
            for x in range(width)
        ]
        for y in range(height)
    ]
    others = [o for o in options if o["action"] not in ("move", "charge", "attack")]
    foes = [f for f in fighters if acting and f["alive"] and f["side"] != acting["side"]]
    you = view.get("you") or {}
    return {
        "round": battle.get("round", 0),
        "width": width,
        "height": height,
        "columns": list(range(width)),
        "rows": rows,
        "fighters": panels,
        "sides": [{"name": s, **looks[s]} for s in sides],
        "viewer": {
            "role": str(you.get("role", "")),
            "side": str(you.get("side") or ""),
            "plays": list(you.get("plays") or []),
        },
        "actor": actor,
        "order": [
            {
                "name": n,
                "shown": _shown(by_name[n]) if n in by_name else n,
                "side": by_name[n]["side"] if n in by_name else "",
                "alive": bool(by_name[n]["alive"]) if n in by_name else True,
                "acting": n == actor,
            }
            for n in battle.get("order", [])
        ],
        "turn": _turn_words(battle, _shown(acting) if acting else actor),
        "over": view.get("status") == "over" or bool(view.get("winner")),
        "winner": _winner_words(str(view.get("winner", ""))),
        "decision": _decision(pending, actor),
        "moves": bool(moves),
        "charges": bool(charges),
        "squares": [_square(o, foes) for o in options if o["action"] in ("move", "charge")],
        "targets": [
            {
                "name": name,
                "shown": _shown(by_name[name]) if name in by_name else name,
                "side": by_name[name]["side"] if name in by_name else "",
                "ally": bool(
                    acting and name in by_name and by_name[name]["side"] == acting["side"]
                ),
                "index": _index(fighters, name),
                "moves": listed,
            }
            for name, listed in targets.items()
        ],
        "others": [{"number": o["number"], "label": o["label"]} for o in others],
        "log": [
            {"kind": e.get("kind", ""), "text": str(e.get("text", ""))}
            for e in view.get("events", [])
        ],
        "fresh_from": panel.get("fresh_from"),
    }


def _shown(f: Mapping[str, Any]) -> str:
    """The name a fighter is shown by: its current form's (a digivolved Gabumon is shown as
    Garurumon), else its battle name."""
    form = str(f.get("form") or "")
    return form if form and form != f.get("base", form) else str(f["name"])


def _square(option: Mapping[str, Any], foes: list[Mapping[str, Any]]) -> dict[str, Any]:
    """A square a move or a charge reaches, with the foes it stands next to."""
    x, y = option["square"]
    near = [_shown(f) for f in foes if max(abs(f["square"][0] - x), abs(f["square"][1] - y)) == 1]
    return {
        "number": option["number"],
        "kind": option["action"],
        "x": x,
        "y": y,
        "label": option["label"],
        "where": square_words((x, y)),
        "near": near,
    }


def _letters(names: list[str]) -> dict[str, str]:
    """Two characters that tell the fighters apart on the grid: ``Agumon`` -> ``Ag``, a
    second Agumon (``Agumon2``) -> ``A2``, Palmon after Patamon -> ``Pl``."""
    used: set[str] = set()
    out: dict[str, str] = {}
    for name in names:
        digits = re.sub(r"\D", "", name)
        letter = (name[0] + digits[-1:]) if digits else name[:2]
        tries = iter([name[0] + c for c in name[2:] if c.isalpha()])
        n = 2
        while letter in used:
            letter = next(tries, f"{name[0]}{n}")
            n += 1
        used.add(letter)
        out[name] = letter
    return out


def _index(fighters: list[Mapping[str, Any]], name: str) -> int:
    return next((i for i, f in enumerate(fighters) if f["name"] == name), -1)


def _attack(
    option: Mapping[str, Any], target: Mapping[str, Any] | None, rules: Mapping[str, Any]
) -> dict[str, Any]:
    """An attack as the page lists it: its move, kind, range and roll, and what its roll does
    (the damage or healing it may come to, its average and, for a hit on a foe the view shows
    plainly, the chance it knocks the foe out)."""
    dice, sides, times = option.get("roll", [0, 4, 1])
    roll = f"{dice}d{sides}" + (f" x{times}" if times > 1 else "")
    move_kind = option.get("move_kind", "")
    kind = kind_words(move_kind, text("ddc-kind-offense"))
    reach = range_words(option.get("range", ""))
    out: dict[str, Any] = {
        "number": option["number"],
        "move": option["move"],
        "shown": option["move"] if option.get("named") else text("ddc-move-normal"),
        "named": bool(option.get("named")),
        "kind": kind,
        "about": ", ".join(p for p in (kind, reach, roll) if p),
        "label": option["label"],
        "amount": "",
        "knockout": None,
    }
    if move_kind not in ("offense", "heal") or sides != 4 or not dice:
        return out
    plain = move_kind == "offense" and target is not None and not target.get("statuses")
    halve = int(rules.get("defend_divisor", 2)) if target and target.get("defending") else 1
    odds = damage_odds(int(dice), int(times), halve if move_kind == "offense" else 1)
    low, high = min(odds), max(odds)
    average = sum(k * p for k, p in odds.items())
    said = {"low": str(low), "high": str(high), "average": str(round(average))}
    if move_kind != "offense":
        out["amount"] = text("ddc-amount-healing", **said)
    elif halve > 1:
        out["amount"] = text("ddc-amount-damage-halved", **said)
    else:
        out["amount"] = text("ddc-amount-damage", **said)
    if plain and target is not None and not target.get("barrier") and not target.get("immune"):
        hp = int(target["hp"])
        out["knockout"] = float(sum(p for k, p in odds.items() if k >= hp))
    return out


def _fighter(
    f: Mapping[str, Any],
    index: int,
    look: Mapping[str, str],
    letter: str,
    acting: bool,
    targets: Mapping[str, Any],
) -> dict[str, Any]:
    hp, max_hp = int(f["hp"]), max(1, int(f["max_hp"]))
    marks = []
    if f.get("defending"):
        marks.append(text("ddc-mark-defending"))
    if f.get("barrier"):
        marks.append(text("ddc-mark-barrier", barrier=str(f["barrier"])))
    if f.get("immune"):
        marks.append(text("ddc-mark-immune"))
    if f.get("digivolved"):
        marks.append(text("ddc-mark-digivolved", turns=str(f.get("digivolve_turns", 0))))
    statuses = [
        text(
            "ddc-status-line",
            status=_status_name(str(s["name"])),
            effect=text("ddc-status-power-up" if s["effect"] == "buff" else "ddc-status-de-buff"),
            n=int(s["turns"]),
            count=str(s["turns"]),
        )
        for s in f.get("statuses", [])
    ]
    waiting = int(f.get("recharging", 0))
    if not f.get("moves"):
        recharge = text("ddc-recharge-none")
    elif waiting:
        recharge = text("ddc-recharge-waiting", post=str(f["named_ready"]))
    else:
        recharge = text("ddc-recharge-ready")
    return {
        "index": index,
        "name": f["name"],
        "shown": _shown(f),
        "letter": letter,
        "form": f["form"] if f.get("form") and f["form"] != f.get("base", f["form"]) else "",
        "base": str(f.get("base") or f["name"]),
        "level": _level(str(f.get("level", ""))),
        "side": f["side"],
        "colour": look["colour"],
        "shape": look["shape"],
        "x": int(f["square"][0]),
        "y": int(f["square"][1]),
        "square": square_words(f["square"]),
        "hp": max(0, hp),
        "max_hp": int(f["max_hp"]),
        "hp_percent": max(0, min(100, round(100 * hp / max_hp))),
        "dice": f"{f['dice']}d4",
        "defending": bool(f.get("defending")),
        "posts": f.get("posts", 0),
        "recharge": recharge,
        "recharging": bool(waiting),
        "marks": marks,
        "badges": "".join(m[:1] for m in marks[1 if f.get("defending") else 0 :]),
        "statuses": statuses,
        "moves": [
            text(
                "ddc-move-line-normal" if m.get("normal_damage") else "ddc-move-line",
                name=m["name"],
                kind=kind_words(m["kind"], m["kind"]),
                reach=range_words(m["range"], m["range"]),
            )
            for m in f.get("moves", [])
        ],
        "alive": bool(f.get("alive", hp > 0)),
        "acting": acting,
        "target": f["name"] in targets,
    }


def _status_name(name: str) -> str:
    return text(f"ddc-status-{name}") if name in ("power-up", "de-buff") else name


def _level(level: str) -> str:
    said = level_words(level)
    return said if isinstance(said, str) else said.render()


def _turn_words(battle: Mapping[str, Any], actor: str) -> str:
    turn = battle.get("turn")
    if not actor or not turn:
        return ""
    parts = [mode_words(turn["mode"])]
    if turn["mode"] in ("move_act", "aoo_move"):
        steps = int(turn["steps"])
        parts.append(text("ddc-steps-left", n=steps, count=str(steps)))
    if turn["attacked"]:
        parts.append(text("ddc-attack-used"))
    if turn.get("extra"):
        parts.append(text("ddc-an-extra-turn"))
    return text("ddc-page-turn", name=actor, parts=", ".join(p for p in parts if p))


def _winner_words(winner: str) -> str:
    if not winner:
        return ""
    return text("ddc-draw") if winner == "draw" else text("ddc-page-wins", side=winner)


def _decision(pending: Mapping[str, Any], actor: str) -> dict[str, Any] | None:
    if not pending or pending.get("kind") != "choice":
        return None
    if "options" in pending:
        return {"id": pending["decision_id"], "yours": True, "headline": pending["prompt"]}
    who = pending.get("waiting_for", "")
    headline = (
        text("ddc-waiting-for-turn", who=who, name=pending["actor"])
        if pending.get("actor")
        else text("ddc-waiting-for", who=who)
    )
    return {"id": pending["decision_id"], "yours": False, "headline": headline}


__all__ = ["EDGES", "SIDE_LOOKS", "page_model", "side_looks", "square_words"]
