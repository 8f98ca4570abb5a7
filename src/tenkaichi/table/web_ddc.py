"""Dungeon DICE Combat at the web table: a seat's page drawn from its view alone, and the
home page's form that opens a DDC table (see :mod:`tenkaichi.table.web_games` for the hooks).

The page holds no rule. The grid, the fighters and the turn are ``view["battle"]``
(:meth:`DdcRules.public <tenkaichi.table.games.ddc.DdcRules.public>`); what may be done is
``view["pending"]["options"]``, which only the seat that must answer is sent: a move or a
charge is a highlighted square to click (the option's ``square``), an attack is a target to
click and then one of the moves listed for it (the option's ``move``, kind, range and roll),
and Defend, ending the turn, digivolving and changing form are buttons. Every button posts
the option's number with the pending decision's id, so an answer to a decision that has moved
on is refused by the service.

The form picks roster fighters, each on one of a few named sides, and who plays each side:
a person (an invite link), a bot of the game's kinds or the host (the game master answers
for every fighter nobody else claims); then the seed and the house rules that
:class:`~tenkaichi.ddc.settings.DdcSettings` names.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from tenkaichi.ddc.content import default_roster
from tenkaichi.ddc.odds import damage_odds
from tenkaichi.ddc.settings import DEFAULT_SETTINGS, DdcSettings
from tenkaichi.errors import TenkaichiError
from tenkaichi.settings_schema import allowed, setting_fields
from tenkaichi.table.games.ddc import RULES
from tenkaichi.table.present import environment
from tenkaichi.table.service import TableService
from tenkaichi.table.web_create import (
    SEED_HELP,
    Creation,
    FormNumberError,
    line,
    read_seed,
    whole_number,
)
from tenkaichi.table.web_settings import NO, RULE_PREFIX, YES, label, value_words
from tenkaichi.text import NAME_MAX, problem

TITLE = RULES.title
SIDES = ("Red", "Blue", "Green", "Gold")
"""The sides a fighter may be put on; a side with no fighter is left out."""
FIGHTER_ROWS = 6
"""Fighters the form offers rows for."""
RULE_MAX = 999_999
"""The largest number a house rule field is read as (each setting holds it to its own range)."""
PLAYED_BY = {
    "player": "a person (invite link)",
    "host": "the host (you)",
    **{kind: f"a {kind} bot" for kind in RULES.bot_kinds},
}
"""Who plays a side, as the form offers it."""
KIND_WORDS = {
    "offense": "attack",
    "defense": "barrier",
    "heal": "heal",
    "buff": "power-up",
    "debuff": "de-buff",
}
RANGE_WORDS = {
    "normal": "next to you",
    "close": "close",
    "long": "long range",
    "self": "yourself",
    "support": "support range",
}
MODE_WORDS = {
    "open": "nothing done yet",
    "move_act": "Move&Act",
    "aoo_move": "moving after a free attack",
    "defend": "Defending",
}
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
_FIELDS = {n: f for n, f in setting_fields(DdcSettings).items() if n != "level_dice"}
"""The house rules the form offers (every setting but the dice per level)."""


# --- the seat's page -----------------------------------------------------------------------


def seat_page(view: Mapping[str, Any], panel: Mapping[str, Any]) -> str:
    """A seat's page of a DDC table (its battle, or a replay step of it)."""
    return (
        environment()
        .get_template("ddc_seat.html.j2")
        .render(ddc=page_model(view, panel), page=panel)
    )


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
    return f"square {square[0]},{square[1]}"


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
    kind = KIND_WORDS.get(move_kind, "attack")
    reach = RANGE_WORDS.get(option.get("range", ""), "")
    out: dict[str, Any] = {
        "number": option["number"],
        "move": option["move"],
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
    words = "damage" if move_kind == "offense" else "healing"
    out["amount"] = f"{low}-{high} {words}, about {round(average)}" + (
        " (halved: Defending)" if halve > 1 and move_kind == "offense" else ""
    )
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
        marks.append("Defending")
    if f.get("barrier"):
        marks.append(f"Barrier {f['barrier']}")
    if f.get("immune"):
        marks.append("Immune")
    if f.get("digivolved"):
        marks.append(f"Digivolved ({f.get('digivolve_turns', 0)} more turns)")
    statuses = [
        f"{s['name']} ({'power-up' if s['effect'] == 'buff' else 'de-buff'}, "
        f"{s['turns']} turn{'s' if s['turns'] != 1 else ''})"
        for s in f.get("statuses", [])
    ]
    waiting = int(f.get("recharging", 0))
    if not f.get("moves"):
        recharge = "no named moves"
    elif waiting:
        recharge = f"named moves recharging: ready on post {f['named_ready']}"
    else:
        recharge = "named moves ready"
    return {
        "index": index,
        "name": f["name"],
        "shown": _shown(f),
        "letter": letter,
        "form": f["form"] if f.get("form") and f["form"] != f.get("base", f["form"]) else "",
        "base": str(f.get("base") or f["name"]),
        "level": str(f.get("level", "")).replace("_", " "),
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
        "statuses": statuses,
        "moves": [
            f"{m['name']} ({KIND_WORDS.get(m['kind'], m['kind'])}, "
            f"{RANGE_WORDS.get(m['range'], m['range'])}"
            f"{', normal damage' if m.get('normal_damage') else ''})"
            for m in f.get("moves", [])
        ],
        "alive": bool(f.get("alive", hp > 0)),
        "acting": acting,
        "target": f["name"] in targets,
    }


def _turn_words(battle: Mapping[str, Any], actor: str) -> str:
    turn = battle.get("turn")
    if not actor or not turn:
        return ""
    parts = [MODE_WORDS.get(turn["mode"], "")]
    if turn["mode"] in ("move_act", "aoo_move"):
        parts.append(f"{turn['steps']} step{'s' if turn['steps'] != 1 else ''} left")
    if turn["attacked"]:
        parts.append("attack used")
    if turn.get("extra"):
        parts.append("an extra turn")
    return f"{actor}'s turn: " + ", ".join(p for p in parts if p)


def _winner_words(winner: str) -> str:
    if not winner:
        return ""
    return "a draw" if winner == "draw" else f"{winner} wins"


def _decision(pending: Mapping[str, Any], actor: str) -> dict[str, Any] | None:
    if not pending or pending.get("kind") != "choice":
        return None
    if "options" in pending:
        return {"id": pending["decision_id"], "yours": True, "headline": pending["prompt"]}
    who = pending.get("waiting_for", "")
    turn = f" ({pending['actor']}'s turn)" if pending.get("actor") else ""
    return {"id": pending["decision_id"], "yours": False, "headline": f"Waiting for {who}{turn}"}


# --- opening a table -----------------------------------------------------------------------


def edge_squares(sides: list[str], width: int, height: int) -> list[tuple[int, int]]:
    """Starting squares for fighters on ``sides`` (one entry per fighter, in order): each side
    stands in a line on its own edge (:data:`EDGES`, by the order the sides first appear),
    facing the side across from it, as far apart as the engine's 1v1 start (reference C3.2:
    ten squares on a 15x15 grid); a side's fighters spread two squares apart along its edge
    while the edge has room. A fifth side or more stands where the engine puts it."""
    cx, cy = width // 2, height // 2
    gap_x = min(5, max(1, cx - 1))
    gap_y = min(5, max(1, cy - 1))
    order = list(dict.fromkeys(sides))
    taken: set[tuple[int, int]] = set()
    out: list[tuple[int, int]] = []
    counts = {side: sides.count(side) for side in order}
    placed = dict.fromkeys(order, 0)
    for side in sides:
        edge = EDGES[order.index(side)] if order.index(side) < len(EDGES) else "left"
        k, n = placed[side], counts[side]
        placed[side] += 1
        along = height if edge in ("left", "right") else width
        centre = cy if edge in ("left", "right") else cx
        step = 2 if 2 * (n - 1) < along else 1
        offset = (k - (n - 1) / 2) * step
        at = min(along - 1, max(0, round(centre + offset)))
        if edge == "left":
            square = (cx - gap_x, at)
        elif edge == "right":
            square = (cx + gap_x, at)
        elif edge == "top":
            square = (at, cy - gap_y)
        else:
            square = (at, cy + gap_y)
        square = _free(square, taken, width, height)
        taken.add(square)
        out.append(square)
    return out


def _free(
    square: tuple[int, int], taken: set[tuple[int, int]], width: int, height: int
) -> tuple[int, int]:
    """``square``, or the nearest free square to it on the grid."""
    for reach in range(max(width, height)):
        for dy in range(-reach, reach + 1):
            for dx in range(-reach, reach + 1):
                x, y = square[0] + dx, square[1] + dy
                if 0 <= x < width and 0 <= y < height and (x, y) not in taken:
                    return (x, y)
    return square


def _rows(values: Mapping[str, str]) -> list[dict[str, Any]]:
    defaults = ("Agumon", "Gabumon")
    return [
        {
            "i": i,
            "fighter": values.get(
                f"fighter{i}", defaults[i] if i < len(defaults) and not values else ""
            ),
            "side": values.get(f"side{i}", SIDES[i % 2]),
        }
        for i in range(FIGHTER_ROWS)
    ]


def _kind(name: str) -> tuple[str, tuple[str, ...]]:
    annotation = _FIELDS[name].annotation
    if annotation is bool:
        return "bool", (YES, NO)
    if typing.get_origin(annotation) is typing.Literal:
        return "choice", tuple(str(a) for a in typing.get_args(annotation))
    return "int", ()


def _rules(values: Mapping[str, str], errors: Mapping[str, str]) -> list[dict[str, Any]]:
    rows = []
    for name, info in _FIELDS.items():
        default = getattr(DEFAULT_SETTINGS, name)
        kind, choices = _kind(name)
        field = RULE_PREFIX + name
        rows.append(
            {
                "field": field,
                "label": label(name),
                "kind": kind,
                "choices": [(c, value_words(c)) for c in choices],
                "value": values.get(field, value_words(default) if kind != "choice" else default),
                "default": value_words(default),
                "allowed": "yes or no" if kind == "bool" else allowed(info).replace("_", " "),
                "error": errors.get(field, ""),
            }
        )
    return rows


def form_html(values: Mapping[str, str], errors: Mapping[str, str]) -> Markup:
    """The DDC part of the home page's form (see :mod:`tenkaichi.table.web_games`)."""
    template = environment().get_template("ddc_create.html.j2")
    return Markup(
        template.render(
            roster=[f.name for f in default_roster().fighters],
            rows=_rows(values),
            sides=SIDES,
            played_by=list(PLAYED_BY.items()),
            plays={
                s: values.get(f"plays_{s}", "player" if s == SIDES[0] else "greedy") for s in SIDES
            },
            rules=_rules(values, errors),
            seed=values.get("seed", ""),
            seed_help=SEED_HELP,
            errors=errors,
        )
    )


def _read_rule(name: str, text: str) -> Any:
    kind, choices = _kind(name)
    text = text.strip()
    if kind == "bool":
        if text not in (YES, NO):
            raise ValueError(f"{label(name)} is yes or no")
        return text == YES
    if kind == "choice":
        if text not in choices:
            raise ValueError(f"{label(name)} is one of {', '.join(choices)}")
        return text
    try:
        return whole_number(text, label(name), 0, RULE_MAX)
    except FormNumberError:
        raise ValueError(f"{label(name)} is {allowed(_FIELDS[name])}") from None


def _settings(form: Mapping[str, str], errors: dict[str, str]) -> dict[str, Any]:
    """The house rules the form changes from their defaults, each checked alone."""
    changed: dict[str, Any] = {}
    for name, info in _FIELDS.items():
        field = RULE_PREFIX + name
        if field not in form:
            continue
        try:
            value = _read_rule(name, form[field])
        except ValueError as error:
            errors[field] = str(error)
            continue
        if value == getattr(DEFAULT_SETTINGS, name):
            continue
        try:
            DdcSettings(**{**DEFAULT_SETTINGS.model_dump(), name: value})
        except ValueError:
            errors[field] = f"{label(name)} is {allowed(info)}"
            continue
        changed[name] = value
    return changed


def create(service: TableService, form: Mapping[str, str], owner: str | None) -> Creation:
    """A DDC table from the form: the fighters on their sides, each side's seat (an invite,
    a bot, or none: the host plays it) and a spectator's invite; or the errors by field."""
    errors: dict[str, str] = {}
    name = form.get("gm_name", "").strip()
    found = problem(name, NAME_MAX) if name else "give your name"
    if found:
        errors["gm_name"] = found
    seed = read_seed(form, errors)
    roster = {f.name for f in default_roster().fighters}
    entries: list[dict[str, Any]] = []
    for i in range(FIGHTER_ROWS):
        fighter = form.get(f"fighter{i}", "")
        if not fighter:
            continue
        side = form.get(f"side{i}", SIDES[0])
        if fighter not in roster:
            errors[f"fighter{i}"] = f"there is no fighter {fighter[:24]!r} in the roster"
        if side not in SIDES:
            errors[f"side{i}"] = f"a side is {', '.join(SIDES[:-1])} or {SIDES[-1]}"
        entries.append({"fighter": fighter, "side": side})
    used = list(dict.fromkeys(e["side"] for e in entries if e["side"] in SIDES))
    plays = {side: form.get(f"plays_{side}", "player") for side in used}
    for side, who in plays.items():
        if who not in PLAYED_BY:
            errors[f"plays_{side}"] = "a side is played by a person, a bot or the host"
    if not errors and len(entries) < 2:
        errors["fighters"] = "pick at least two fighters"
    elif not errors and len(used) < 2:
        errors["fighters"] = "put the fighters on at least two sides"
    settings = _settings(form, errors)
    if errors:
        return Creation(errors=errors)
    bots = {side: who for side, who in plays.items() if who in RULES.bot_kinds}
    width = int(settings.get("grid_width", DEFAULT_SETTINGS.grid_width))
    height = int(settings.get("grid_height", DEFAULT_SETTINGS.grid_height))
    if len(used) <= len(EDGES):
        squares = edge_squares([e["side"] for e in entries], width, height)
        entries = [{**e, "x": x, "y": y} for e, (x, y) in zip(entries, squares, strict=True)]
    try:
        gm = service.create_table(
            {"fighters": entries, "settings": settings},
            name,
            game=RULES.name,
            seed=seed,
            bots=bots,
            owner=owner,
        )
    except TenkaichiError as error:
        return Creation(errors={"create": line(error).removeprefix("setup: ")})
    for side, who in plays.items():
        if who == "player":
            service.add_seat(gm, "player", side=side)
    service.add_seat(gm, "spectator")
    return Creation(gm=gm)


__all__ = [
    "EDGES",
    "FIGHTER_ROWS",
    "PLAYED_BY",
    "SIDES",
    "SIDE_LOOKS",
    "TITLE",
    "create",
    "edge_squares",
    "form_html",
    "page_model",
    "seat_page",
    "side_looks",
]
