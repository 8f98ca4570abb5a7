"""One seat's view of a DBU fight, as plain data and as an HTML page (no server, no database).

A seat is a :class:`Viewer`: the game master (everything), a player of one side (that side's
secrets, no other's) or a spectator (what is public). :func:`seat_view_model` turns an
encounter into a JSON-able dict made only from what that seat may know: the fight as the
engine's side view gives it (:func:`~tenkaichi.dbu.play.sideview.side_view`, which takes out
the other sides' Holding Back and unrevealed Duel wagers), the events as
:meth:`~tenkaichi.dbu.combat.core.events.Event.seen_by` shows them to that side, and the pending
decision's options (grouped, with costs and odds) only for the seat that answers it.
:func:`render_seat_html` renders that dict, and nothing else, with the package's Jinja2
templates (autoescape on). An answer posts the decision id (``enc.state.choices``) and the
option's index; the view model also carries each option's key.

Every word of a view is the current reader's (:func:`tenkaichi.i18n.use`, set by whoever
serves the seat): the ``table-*`` messages, game terms (:class:`~tenkaichi.i18n.Term`), the
events' and options' own messages; names (fighters, sides, techniques) stay as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Fighter
from tenkaichi.dbu.combat.editions.dbu1.rules import legacy
from tenkaichi.dbu.combat.families.conditions.states import NAMES as STATE_NAMES
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.damage import THRESHOLD_NAMES
from tenkaichi.dbu.play.sideview import _redact, side_view
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n import DEFAULT, current, term, text, use
from tenkaichi.table import grid
from tenkaichi.table.present_options import group_options
from tenkaichi.table.present_text import readable, square_name, words

Role = Literal["gm", "player", "spectator"]
SPECTATOR_SIDE = ""
"""The side a spectator's events are filtered for: no side has this name, so every
side-only event and every secret part of an event is left out."""
COLOURS = ("#2b6cb0", "#c53030", "#2f855a", "#b7791f", "#6b46c1", "#00838f", "#b83280")
"""Side colours, in the order the sides first appear in the fight."""


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who looks: the game master, the player(s) of one side, or a spectator."""

    role: Role
    side: str = ""

    @classmethod
    def gm(cls) -> Viewer:
        return cls("gm")

    @classmethod
    def player(cls, side: str) -> Viewer:
        return cls("player", side)

    @classmethod
    def spectator(cls) -> Viewer:
        return cls("spectator")

    def controls(self, side: str) -> bool:
        """May this seat answer a decision of a fighter of ``side``?"""
        return self.role == "gm" or (self.role == "player" and self.side == side)


def view_of(enc: Encounter, viewer: Viewer) -> Encounter:
    """The fight as ``viewer`` may know it: the encounter itself for the game master, the
    engine's side view for a player, for a spectator a view with every side's secret out."""
    if viewer.role == "gm":
        return enc
    sides = {f.id: f.side for f in enc.state.fighters}
    if viewer.role == "player":
        if viewer.side not in sides.values():
            raise RuleViolation(f"there is no side {viewer.side!r} in this fight")
        return side_view(enc, viewer.side)
    view = side_view(enc, next(iter(sides.values())))
    view.side = SPECTATOR_SIDE
    view.state = _redact(enc.state, SPECTATOR_SIDE, sides)
    view._derived = {}
    view.derived_cache = {}
    return view


# --- the parts of a view --------------------------------------------------------------------


def _names(enc: Encounter) -> tuple[str, ...]:
    s = enc.state
    return (
        *(f.id for f in s.fighters),
        *(i.name for i in s.items),
        *(x.id for x in s.features),
        *(v.name for v in s.vehicles),
    )


def _colours(enc: Encounter) -> dict[str, str]:
    sides = list(dict.fromkeys(f.side for f in enc.state.fighters))
    return {s: COLOURS[i % len(COLOURS)] for i, s in enumerate(sides)}


def initials(name: str) -> str:
    """Up to three characters that tell fighters apart on the grid: "Saibaman 2" -> "S2"."""
    parts = name.split()
    if len(parts) == 1:
        return name[:2]
    return "".join(p[0] if not p.isdigit() else p for p in parts)[:3]


def _size(enc: Encounter, f: Fighter) -> int:
    return int(stats.derived(enc, f).squares)


def grid_model(enc: Encounter) -> dict[str, Any]:
    """The battlefield as plain data (what :func:`grid.svg` draws)."""
    s = enc.state
    colours = _colours(enc)
    acting = s.active if s.phase != "over" else ""
    return {
        "width": s.width,
        "height": s.height,
        "fighters": [
            {
                "name": f.id,
                "initials": initials(f.id),
                "side": f.side,
                "colour": colours[f.side],
                "x": f.pos[0],
                "y": f.pos[1],
                "size": _size(enc, f),
                "square": square_name(*f.pos),
                "acting": f.id == acting,
                "defeated": f.defeated,
            }
            for f in s.fighters
            if not f.departed
        ],
        "features": [
            {"name": x.id, "x": x.pos[0], "y": x.pos[1], "size": x.size, "hardness": x.hardness}
            for x in s.features
            if not x.carried_by
        ],
        "items": [
            {"name": i.name, "x": i.pos[0], "y": i.pos[1]}
            for i in s.items
            if not i.holder and i.pos is not None and not i.lost
        ],
        "vehicles": [
            {"name": v.name, "x": v.pos[0], "y": v.pos[1], "size": v.size} for v in s.vehicles
        ],
    }


def _ends(enc: Encounter, e: Effect) -> str:
    """When an effect ends, in words ("until the start of Kale's next turn", "2 rounds left")."""
    end = e.ends
    if end.at in ("start", "end"):
        at = "start" if end.at == "start" else "end"
        if end.count <= 1:
            msg_id = f"table-until-{at}-of-turn" if end.who else f"table-until-{at}-of-a-turn"
            return text(msg_id, fighter=end.who) if end.who else text(msg_id)
        count = str(end.count)
        if end.who:
            return text(f"table-for-more-{at}s", count=count, fighter=end.who)
        return text(f"table-for-more-{at}s-of-turns", count=count)
    if end.at == "rounds":
        left = max(0, end.round - enc.state.round)
        if left:
            return text("table-rounds-left", n=left, count=str(left))
        return text("table-ends-this-round")
    if end.at == "surprise":
        return text("table-until-surprise-ends")
    if end.at == "charge":
        return text("table-while-charge-lasts")
    return ""


def conditions(enc: Encounter, f: Fighter) -> list[dict[str, Any]]:
    """A fighter's Conditions, States and timed effects as its card lists them: the name (and
    where it came from when the name alone is ambiguous, like "Power (Kaioken)"), its stacks,
    whether it is a State, and how long it lasts. Entries are told apart and merged by their
    English; each is shown in the reader's words (the name as a game term)."""
    names = _names(enc)
    seen = [STATE_NAMES.get(e.name) or words(e.name) for e in f.effects]
    out: list[dict[str, Any]] = []
    same_as: list[tuple[str, str]] = []
    """Each entry of ``out`` as (name, ends) in English."""
    for e, name in zip(f.effects, seen, strict=True):
        label = name
        if e.source and e.source != name and (seen.count(name) > 1 or e.name == "power"):
            label = f"{name} ({e.source})"
        label = readable(label, names)
        with use(DEFAULT):
            ends = readable(_ends(enc, e), names)
        entry = {
            "name": term(label, current()),
            "stacks": e.stacks,
            "state": e.name in STATE_NAMES,
            "ends": ends if current() == DEFAULT else readable(_ends(enc, e), names),
        }
        at = next((i for i, key in enumerate(same_as) if key == (label, ends)), None)
        if at is not None:  # two Power Ups that end together: one entry, "x2"
            out[at]["stacks"] += e.stacks
        else:
            out.append(entry)
            same_as.append((label, ends))
    return out


def fighter_panel(
    enc: Encounter,
    f: Fighter,
    viewer: Viewer,
    colour: str,
    mine: frozenset[str] | None = None,
) -> dict[str, Any]:
    """The numbers a seat may see of one fighter (``enc``: that seat's view; ``mine``: the
    fighters the seat itself plays, when a side has several seats)."""
    names = _names(enc)
    charge = None
    if f.charge is not None:
        what = f.charge.signature or text(
            "table-charge-basic-attack", profile=term(f.charge.profile, current())
        )
        n = f.charge.charges
        charge = text("table-charge", attack=what, n=n, count=str(n))
    # dbu-1: another side's Ki and Capacity would tell its Holding Back stacks (every KP cost
    # is lower at full stacks), so they are that side's secret, as in the JSON view.
    secret_ki = legacy(enc) and viewer.role != "gm" and f.side != viewer.side
    return {
        "name": f.id,
        "side": f.side,
        "colour": colour,
        "yours": (
            f.id in mine if mine is not None else viewer.role == "player" and viewer.side == f.side
        ),
        "acting": enc.state.phase != "over" and enc.state.active == f.id,
        "defeated": f.defeated,
        "life": f.life,
        "max_life": stats.max_life(enc, f),
        "ki": None if secret_ki else f.ki,
        "max_ki": stats.max_ki(enc, f),
        "capacity": None if secret_ki else f.capacity,
        "max_capacity": stats.max_capacity(enc, f),
        "actions": None if f.defeated else f.actions,
        "counters": None if f.defeated else f.counters,
        "form": _term(f.form, names) or None,
        "aura": _term(f.aura, names) or None,
        "charge": readable(charge, names) if charge else None,
        "effects": [
            f"{c['name']} x{c['stacks']}" if c["stacks"] > 1 else c["name"]
            for c in conditions(enc, f)
        ],
        "conditions": conditions(enc, f),
        "threshold": term(THRESHOLD_NAMES[f.threshold], current())
        if f.threshold in THRESHOLD_NAMES
        else "",
        "enhancement": _term(f.enhancement, names) if f.enhancement else None,
        "square": square_name(*f.pos),
    }


def _term(name: str, names: tuple[str, ...]) -> str:
    """A form's, aura's or Enhancement's name (content: a game term where the rules name it,
    else as it is)."""
    return term(readable(name, names), current()) if name else ""


def log_lines(enc: Encounter) -> list[dict[str, Any]]:
    """The readable log of a seat's view (its events, each as that seat is shown it, in the
    reader's words)."""
    names = _names(enc)
    where = current()
    return [
        {
            "round": e.round,
            "text": readable(e.words(where), names),
            **({"kind": "ruling"} if e.kind == "ruling" else {}),
        }
        for e in enc.events
    ]


def decision_model(
    enc: Encounter, view: Encounter, viewer: Viewer, chunk: bool = True, *, priced: bool = True
) -> dict[str, Any] | None:
    """The pending decision: for the seat that answers it, its options grouped with costs
    and odds (``priced`` off: without them, only the words); for any other seat only who is
    choosing."""
    d = enc.decision
    if d is None:
        return None
    side = enc.fighter(d.actor).side
    out: dict[str, Any] = {"id": enc.state.choices, "actor": d.actor, "yours": False}
    if not viewer.controls(side):
        out["headline"] = readable(text("table-waiting-for", who=d.actor), _names(enc))
        return out
    tree = group_options(view, d, chunk, priced=priced)
    if viewer.role == "gm":
        from tenkaichi.table.present_options import headline

        tree.title = headline(view, d, you=False)
    out.update(yours=True, headline=tree.title, options=tree.to_json())
    return out


# --- the seat -------------------------------------------------------------------------------


def seat_view_model(
    enc: Encounter, viewer: Viewer, mine: frozenset[str] | None = None, chunk: bool = True
) -> dict[str, Any]:
    """Everything a seat is shown, as JSON-able data made only from what it may know
    (``mine``: the fighters the seat plays, marked as its own; ``chunk`` off: long runs of
    options are not cut, see :func:`~tenkaichi.table.present_options.group_options`)."""
    view = view_of(enc, viewer)
    colours = _colours(view)
    s = view.state
    winner = s.winner if s.phase == "over" or s.winner else ""
    return {
        "seq": enc.state.choices,
        "viewer": {"role": viewer.role, "side": viewer.side},
        "edition": enc.setup.edition,
        "round": s.round,
        "over": enc.over,
        "winner": winner,
        "sides": [{"name": side, "colour": c} for side, c in colours.items()],
        "grid": grid_model(view),
        "fighters": [
            fighter_panel(view, f, viewer, colours[f.side], mine)
            for f in s.fighters
            if not f.departed  # removed by the GM, or gone to the Afterlife: out for good
        ],
        "log": log_lines(view),
        "decision": decision_model(enc, view, viewer, chunk),
    }


@cache
def environment() -> Environment:
    """The package's templates, HTML-escaped everywhere; ``t("message-id", **args)`` in a
    template is that message in the language of the reader being served
    (:func:`tenkaichi.i18n.text`), ``lang`` that language's code (for ``<html lang>``)."""
    env = Environment(
        loader=PackageLoader("tenkaichi.table", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["t"] = text
    env.globals["lang"] = current
    return env


def render_model_html(model: dict[str, Any], action: str = "answer") -> str:
    """The seat page of a view model; answers are posted to ``action``."""
    template = environment().get_template("seat.html.j2")
    return template.render(view=model, grid_svg=Markup(grid.svg(model["grid"])), action=action)


def render_seat_html(enc: Encounter, viewer: Viewer, action: str = "answer") -> str:
    """The whole page a seat is shown: grid, fighters, log and, for the seat that answers
    the pending decision, its options as buttons."""
    return render_model_html(seat_view_model(enc, viewer), action)


__all__ = [
    "Viewer",
    "decision_model",
    "fighter_panel",
    "grid_model",
    "log_lines",
    "render_seat_html",
    "seat_view_model",
    "view_of",
]
