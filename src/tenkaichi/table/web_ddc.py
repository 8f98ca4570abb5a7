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

import typing
from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from tenkaichi.ddc.content import default_roster
from tenkaichi.ddc.settings import DEFAULT_SETTINGS, DdcSettings
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text
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
from tenkaichi.table.web_ddc_model import EDGES, SIDE_LOOKS, page_model, side_looks
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


def played_by_words(value: str) -> str:
    """Who plays a side, as the form offers it, in the reader's words."""
    if value in ("player", "host"):
        return text(f"ddc-form-played-by-{value}")
    return text("ddc-form-played-by-bot", kind=value)


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
                "allowed": text("ddc-form-yes-or-no")
                if kind == "bool"
                else allowed(info).replace("_", " "),
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
            played_by=[(value, played_by_words(value)) for value in PLAYED_BY],
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
    found = problem(name, NAME_MAX) if name else text("ddc-form-give-name")
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
            errors[f"fighter{i}"] = text("ddc-form-no-fighter", name=repr(fighter[:24]))
        if side not in SIDES:
            errors[f"side{i}"] = text("ddc-form-side", sides=", ".join(SIDES[:-1]), last=SIDES[-1])
        entries.append({"fighter": fighter, "side": side})
    used = list(dict.fromkeys(e["side"] for e in entries if e["side"] in SIDES))
    plays = {side: form.get(f"plays_{side}", "player") for side in used}
    for side, who in plays.items():
        if who not in PLAYED_BY:
            errors[f"plays_{side}"] = text("ddc-form-played-by")
    if not errors and len(entries) < 2:
        errors["fighters"] = text("ddc-form-two-fighters")
    elif not errors and len(used) < 2:
        errors["fighters"] = text("ddc-form-two-sides")
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
