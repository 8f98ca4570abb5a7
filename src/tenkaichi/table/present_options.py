"""A decision's options grouped the way a player thinks: maneuver, then variant, then target
(or direction), never a flat list of 70.

:func:`group_options` builds a tree of :class:`Group` nodes whose leaves are :class:`Leaf`
options: each carries the option's index and key (what an answer names), its readable label,
what it costs (:mod:`~tenkaichi.dbu.play.option_costs`) and its odds where the engine can
compute them (:mod:`~tenkaichi.dbu.play.option_odds`). Every option is exactly one leaf. A
group with a single member is replaced by that member, so no one clicks through a folder of
one. The path of an option is read from its kind and arguments (structure), never from its
label: the maneuver's catalogue name, then the Profile and foundation (or the Signature
Technique), then the target, ally or compass direction.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import DECLINING, AttackFrame, Decision, Option
from tenkaichi.dbu.combat.rules.catalog import maneuvers
from tenkaichi.dbu.combat.rules.legality import KIND_MANEUVER
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_costs import option_cost
from tenkaichi.i18n.catalogue import words as said_words
from tenkaichi.table.present_place import place_of
from tenkaichi.table.present_text import readable, words

# --- the tree -------------------------------------------------------------------------------


@dataclass(slots=True)
class Leaf:
    """One option, as a button."""

    index: int
    key: dict[str, Any]
    """The option's key (``Option.key()``): what the engine's ``choose`` takes."""
    label: str
    cost: str | None = None
    """What it spends ("1 Action, 6 KP"), or None where the engine tells no cost."""
    odds: str | None = None
    """Its odds as a line ("hit 62%, expected damage 14"), or None."""
    chance: float | None = None
    expected: float | None = None
    place: dict[str, Any] | None = None
    """Where it lands on the grid (:func:`~tenkaichi.table.present_place.place_of`)."""
    declines: bool = False
    """Does it decline (pass, no modifier, stay): it costs and changes nothing."""

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "key": self.key,
            "label": self.label,
            "cost": self.cost,
            "odds": self.odds,
            "chance": self.chance,
            "expected": self.expected,
            "place": self.place,
            "declines": self.declines,
        }


@dataclass(slots=True)
class Group:
    """A folder of options: a maneuver, a variant of it, a target."""

    title: str
    children: list[Group | Leaf] = field(default_factory=list)

    def leaves(self) -> Iterable[Leaf]:
        for child in self.children:
            if isinstance(child, Leaf):
                yield child
            else:
                yield from child.leaves()

    def to_json(self) -> dict[str, Any]:
        return {"title": self.title, "children": [c.to_json() for c in self.children]}


# --- an option's path -----------------------------------------------------------------------

ATTACK_KINDS = frozenset(
    {"attack", "exploit", "cross_attack", "arms_attack", "raging_attack", "escape_attack"}
)
"""Options that make a Basic Attack (a Signature Technique when they name one)."""
TITLES = {
    "signature": "Signature Techniques",
    "release": "Release the Energy Charge",
    "entrusted_attack": "Entrusted attack",
    "convert": "Convert an Action",
    "end_turn": "End turn",
    "enter_state": "Enter a State",
    "leave_state": "Leave a State",
    "dodge": "Dodge",
    "life_wager": "Ki Wager paid with Life",
    "legacy_stop_charge": "Stop charging",
    "cancel_charge": "Cancel the Energy Charge",
    "holding_back": "Holding Back",
    "end_holding_back": "End Holding Back",
    "detect_holding_back": "Detect Holding Back",
    "liquid_heal": "Liquid Healing Surge",
    "intervene_attempt": "Intervene",
    "legacy_command": "Command",
    "legacy_empower": "Empower",
    "duel_united": "United Attack",
}
"""Titles of option kinds the maneuver catalogue does not name."""
WHAT_ARGS = ("trigger", "effect")
"""Arguments that name what kind of thing an option picks (a trigger, a Thrust's effect)."""
TARGET_ARGS = (("target", "on {}"), ("ally", "for {}"), ("to", "to {}"), ("minion", "{}"))
"""Arguments that name who an option is aimed at, and how the group reads."""
COMPASS = ("east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east")


def _maneuver(enc: Encounter, option: Option) -> str | None:
    if option.kind in ATTACK_KINDS and "profile" in option.args:
        return "Basic Attack" if "blitz" not in option.args else "Blitz"
    title = TITLES.get(option.kind)
    if title is not None:
        return title
    m = maneuvers(enc.setup.edition).get(KIND_MANEUVER.get(option.kind, option.kind))
    if m is not None:
        return m.name
    if "signature" in option.args:  # an attack to choose (an Energy Charge's, a Duel's)
        return "Signature Techniques"
    return "Basic Attack" if "profile" in option.args else None


def _variant(option: Option) -> str | None:
    args = option.args
    if "signature" in args:
        return str(args["signature"])
    if "profile" in args:
        foundation = args.get("foundation")
        return f"{args['profile']}, {foundation}" if foundation else str(args["profile"])
    return None


def _target(option: Option) -> str | None:
    for arg, form in TARGET_ARGS:
        value = option.args.get(arg)
        if isinstance(value, str) and value:
            return form.format(value)
    return None


def _direction(enc: Encounter, decision: Decision, option: Option) -> str | None:
    """A square to go to, grouped by its compass direction from the chooser."""
    x, y = option.args.get("x"), option.args.get("y")
    if not isinstance(x, int) or not isinstance(y, int) or "target" in option.args:
        return None
    fx, fy = enc.fighter(decision.actor).pos
    dx, dy = x - fx, y - fy
    if dx == 0 and dy == 0:
        return "where you stand"
    # Eight sectors of 45 degrees, east first, clockwise (y grows southward on the grid).
    sector = round(math.atan2(dy, dx) / (math.pi / 4)) % 8
    return f"toward the {COMPASS[sector]}"


def _what(option: Option) -> str | None:
    for arg in WHAT_ARGS:
        value = option.args.get(arg)
        if isinstance(value, str) and value:
            return words(value)
    return None


PathPart = Callable[[Encounter, Decision, Option], str | None]
PATH: tuple[PathPart, ...] = (
    lambda enc, d, o: _maneuver(enc, o),
    lambda enc, d, o: _variant(o),
    lambda enc, d, o: _target(o),
    lambda enc, d, o: _what(o),
    _direction,
)
"""The levels of the tree, outermost first; a level an option has nothing for is skipped."""


def _path(enc: Encounter, decision: Decision, option: Option) -> list[str]:
    names = _names(enc)
    out = []
    for part in PATH:
        title = part(enc, decision, option)
        if title:
            out.append(readable(title, names))
    return out


def _names(enc: Encounter) -> tuple[str, ...]:
    s = enc.state
    return (
        *(f.id for f in s.fighters),
        *(i.name for i in s.items),
        *(i.id for i in s.items),
        *(x.id for x in s.features),
        *(v.name for v in s.vehicles),
        *(v.id for v in s.vehicles),
    )


# --- building the tree ----------------------------------------------------------------------


def leaf(enc: Encounter, decision: Decision, index: int, option: Option) -> Leaf:
    """One option with its label, cost and odds (``enc``: the chooser's view)."""
    cost = option_cost(enc, decision, option)
    odds = odds_of(enc, decision, option)
    return Leaf(
        index=index,
        key=option.key(),
        label=readable(option.label, _names(enc)),
        cost=None if cost is None else cost.text(),
        odds=None if odds is None else odds.text(),
        chance=None if odds is None else odds.chance,
        expected=None if odds is None else odds.damage,
        place=place_of(enc, decision, option),
        declines=option.kind in DECLINING,
    )


CHUNK = 12
"""The most members a group shows at once; a longer run (31 Ki Wagers, 21 triggers) is cut
into consecutive groups titled by their first and last member."""


def _title(node: Group | Leaf) -> str:
    return node.title if isinstance(node, Group) else node.label


def _chunked(children: list[Group | Leaf], size: int = CHUNK) -> list[Group | Leaf]:
    if len(children) <= size:
        return children
    out: list[Group | Leaf] = []
    for at in range(0, len(children), size):
        part = children[at : at + size]
        title = _title(part[0]) if len(part) == 1 else f"{_title(part[0])} … {_title(part[-1])}"
        out.append(part[0] if len(part) == 1 else Group(title, part))
    return _chunked(out, size)


def _collapse(node: Group, size: int = CHUNK) -> Group | Leaf:
    node.children = _chunked(
        [_collapse(c, size) if isinstance(c, Group) else c for c in node.children], size
    )
    if len(node.children) == 1:
        only = node.children[0]
        if isinstance(only, Group):  # keep what the folder said: "Clearing, energy: on Vegeta"
            only.title = f"{node.title}: {only.title}"
        return only
    return node


def group_options(enc: Encounter, decision: Decision, chunk: bool = True) -> Group:
    """The decision's options as a tree whose root is titled with the :func:`headline`.
    Give it the chooser's view of the fight (its odds use no other side's secret).
    ``chunk`` off: long runs stay whole (a client that filters and offers amounts on a
    slider cuts nothing)."""
    root = Group(headline(enc, decision))
    for index, option in enumerate(decision.options):
        node = root
        for title in _path(enc, decision, option):
            found = next(
                (c for c in node.children if isinstance(c, Group) and c.title == title), None
            )
            if found is None:
                found = Group(title)
                node.children.append(found)
            node = found
        node.children.append(leaf(enc, decision, index, option))
    size = CHUNK if chunk else len(decision.options) + 1
    root.children = [_collapse(c, size) if isinstance(c, Group) else c for c in root.children]
    while len(root.children) == 1 and isinstance(root.children[0], Group):
        root.children = root.children[0].children  # one maneuver only: the headline says it
    if not any(isinstance(c, Group) for c in root.children):
        root.children = _chunked(root.children, size)  # a long run of answers (Ki Wagers)
    return root


# --- the headline ---------------------------------------------------------------------------

ATTACKED = frozenset({"reaction"})
"""Decisions that answer an attack on the chooser."""


def _attack_frame(enc: Encounter) -> AttackFrame | None:
    frame = enc.state.stack[-1] if enc.state.stack else None
    return frame if isinstance(frame, AttackFrame) else None


def headline(enc: Encounter, decision: Decision, you: bool = True) -> str:
    """What the decision asks, in one line: "You are being attacked by Kale (Beam): answer",
    "Your turn: choose a maneuver (3 Actions left)"; ``you=False`` names the chooser."""
    who = "You" if you else decision.actor
    frame = _attack_frame(enc)
    if decision.kind in ATTACKED and frame is not None:
        what = frame.signature or frame.profile
        verb = "are" if you else "is"
        line = f"{who} {verb} being attacked by {frame.attacker} ({what}): answer"
    else:
        prompt = said_words(decision.prompt)
        prefix = f"{decision.actor}: "
        if prompt.startswith(prefix):
            prompt = prompt[len(prefix) :]
        if decision.kind == "turn":
            owner = "Your turn" if you else f"{decision.actor}'s turn"
            line = f"{owner}: {prompt}"
        else:
            line = f"{who}: {prompt}" if not you else prompt[:1].upper() + prompt[1:]
    return readable(line, _names(enc))


__all__ = ["Group", "Leaf", "group_options", "headline", "leaf"]
