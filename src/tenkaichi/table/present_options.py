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

Every word is the current reader's (:func:`tenkaichi.i18n.use`): the tree is built, grouped
and cut on the English of each level (``Group.key``) exactly as in English, and only what a
person reads (titles, labels, costs, odds, the headline) is written in their language, so the
menu has the same shape in every language.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import DECLINING, AttackFrame, Decision, Option
from tenkaichi.dbu.combat.rules.catalog import maneuvers
from tenkaichi.dbu.combat.rules.legality import KIND_MANEUVER
from tenkaichi.dbu.combat.rules.said import foundation_said
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_costs import Cost, option_cost
from tenkaichi.dbu.play.option_odds import OptionOdds
from tenkaichi.i18n import DEFAULT, Msg, Seq, Term, current, term, use
from tenkaichi.i18n.catalogue import words as said_words
from tenkaichi.i18n.numbers import decimal, percent
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
    """What a person reads (the current reader's words)."""
    children: list[Group | Leaf] = field(default_factory=list)
    key: str = ""
    """The title in English, what options are grouped by (the same in every language)."""

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
"""Titles of option kinds the maneuver catalogue does not name (in English)."""
PHRASES = {
    "signature": "table-group-signatures",
    "release": "table-group-release",
    "entrusted_attack": "table-group-entrusted-attack",
    "convert": "table-group-convert",
    "end_turn": "table-group-end-turn",
    "enter_state": "table-group-enter-state",
    "leave_state": "table-group-leave-state",
    "life_wager": "table-group-life-wager",
    "legacy_stop_charge": "table-group-stop-charging",
    "cancel_charge": "table-group-cancel-charge",
    "end_holding_back": "table-group-end-holding-back",
}
"""The titles of :data:`TITLES` that are a phrase (a message); the others are a maneuver's
name, a game term."""
WHAT_ARGS = ("trigger", "effect")
"""Arguments that name what kind of thing an option picks (a trigger, a Thrust's effect)."""
TARGET_ARGS = (
    ("target", "on {}", "table-group-on"),
    ("ally", "for {}", "table-group-for"),
    ("to", "to {}", "table-group-to"),
    ("minion", "{}", ""),
)
"""Arguments that name who an option is aimed at, how the group reads in English and its
message."""
COMPASS = ("east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east")

Shown = str | Msg | Term | Seq
"""What a person reads of a title: a message, a game term, a list of them, or a name."""
Said = tuple[str, Shown]
"""A level of an option's path: its English title (what options are grouped by) and what a
person reads (a message, a game term, or a name as it is)."""


def _titled(kind: str, english: str) -> Said:
    """A title of :data:`TITLES`: a phrase's message, else the maneuver's name as a term."""
    phrase = PHRASES.get(kind)
    return english, Msg.of(phrase) if phrase else Term(english)


def _maneuver(enc: Encounter, option: Option) -> Said | None:
    if option.kind in ATTACK_KINDS and "profile" in option.args:
        name = "Basic Attack" if "blitz" not in option.args else "Blitz"
        return name, Term(name)
    title = TITLES.get(option.kind)
    if title is not None:
        return _titled(option.kind, title)
    m = maneuvers(enc.setup.edition).get(KIND_MANEUVER.get(option.kind, option.kind))
    if m is not None:
        return m.name, Term(m.name)
    if "signature" in option.args:  # an attack to choose (an Energy Charge's, a Duel's)
        return _titled("signature", "Signature Techniques")
    return ("Basic Attack", Term("Basic Attack")) if "profile" in option.args else None


def _variant(option: Option) -> Said | None:
    args = option.args
    if "signature" in args:
        name = str(args["signature"])  # the fighter's own technique: a name
        return name, name
    if "profile" in args:
        profile, foundation = str(args["profile"]), args.get("foundation")
        if foundation:
            both = Seq((Term(profile), foundation_said(str(foundation))), sep=", ")
            return f"{profile}, {foundation}", both
        return profile, Term(profile)
    return None


def _target(option: Option) -> Said | None:
    for arg, form, msg_id in TARGET_ARGS:
        value = option.args.get(arg)
        if isinstance(value, str) and value:
            return form.format(value), Msg.of(msg_id, name=value) if msg_id else value
    return None


def _direction(enc: Encounter, decision: Decision, option: Option) -> Said | None:
    """A square to go to, grouped by its compass direction from the chooser."""
    x, y = option.args.get("x"), option.args.get("y")
    if not isinstance(x, int) or not isinstance(y, int) or "target" in option.args:
        return None
    fx, fy = enc.fighter(decision.actor).pos
    dx, dy = x - fx, y - fy
    if dx == 0 and dy == 0:
        return "where you stand", Msg.of("table-group-here")
    # Eight sectors of 45 degrees, east first, clockwise (y grows southward on the grid).
    sector = round(math.atan2(dy, dx) / (math.pi / 4)) % 8
    return f"toward the {COMPASS[sector]}", Msg.of(f"table-group-toward-{COMPASS[sector]}")


def _what(option: Option) -> Said | None:
    for arg in WHAT_ARGS:
        value = option.args.get(arg)
        if isinstance(value, str) and value:
            return words(value), Term(words(value))
    return None


PathPart = Callable[[Encounter, Decision, Option], Said | None]
PATH: tuple[PathPart, ...] = (
    lambda enc, d, o: _maneuver(enc, o),
    lambda enc, d, o: _variant(o),
    lambda enc, d, o: _target(o),
    lambda enc, d, o: _what(o),
    _direction,
)
"""The levels of the tree, outermost first; a level an option has nothing for is skipped."""


def _path(enc: Encounter, decision: Decision, option: Option) -> list[tuple[str, str]]:
    """The option's levels, each as (English title, the reader's words)."""
    names = _names(enc)
    out = []
    for part in PATH:
        title = part(enc, decision, option)
        if title and title[0]:
            out.append((readable_in_english(title[0], names), readable(_words(title[1]), names)))
    return out


def _words(said: Shown) -> str:
    return said if isinstance(said, str) else said.render()


def readable_in_english(text: str, names: tuple[str, ...]) -> str:
    """:func:`readable` in English: the key a group is found by."""
    with use(DEFAULT):
        return readable(text, names)


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


def leaf(
    enc: Encounter, decision: Decision, index: int, option: Option, *, priced: bool = True
) -> Leaf:
    """One option with its label, cost and odds (``enc``: the chooser's view), in the
    current reader's words (``priced`` off: without its cost, odds and place)."""
    cost = option_cost(enc, decision, option) if priced else None
    odds = odds_of(enc, decision, option) if priced else None
    return Leaf(
        index=index,
        key=option.key(),
        label=readable(option.words(current()), _names(enc)),
        cost=None if cost is None else cost_words(cost),
        odds=None if odds is None else odds_words(odds),
        chance=None if odds is None else odds.chance,
        expected=None if odds is None else odds.damage,
        place=place_of(enc, decision, option) if priced else None,
        declines=option.kind in DECLINING,
    )


# --- what an option costs and may bring, in words -------------------------------------------


def say(msg_id: str, **args: str | int) -> str:
    """A ``table-*`` message in the reader's words, remembered (a menu says "1 Action" and
    "hit 62%" many times; :meth:`~tenkaichi.i18n.Msg.render` keeps what it made)."""
    return Msg.of(msg_id, **args).render()


CONVERTED_FROM = {
    "this turn": "table-cost-from-this-turn",
    "your coming turn": "table-cost-from-coming-turn",
    "this round": "table-cost-from-this-round",
}
"""Whose turn a converted Action comes from (``Cost.converted_from``), as a message."""


def _count(msg_id: str, n: int) -> str:
    return say(msg_id, n=n, count=str(n))


def cost_words(cost: Cost) -> str:
    """What an option spends, in the reader's words: ``1 Action, 6 KP``, ``Instant``,
    ``free`` (the English is ``Cost.text()``'s, word for word)."""
    parts = []
    if cost.actions:
        parts.append(_count("table-cost-actions", cost.actions))
    if cost.counters:
        parts.append(_count("table-cost-counters", cost.counters))
    if cost.converted:
        source = CONVERTED_FROM.get(cost.converted_from)
        parts.append(
            say(
                "table-cost-converted",
                n=cost.converted,
                count=str(cost.converted),
                source=say(source) if source else cost.converted_from,
            )
        )
    if cost.instant and not parts:
        parts.append(say("table-cost-instant"))
    if cost.kp:
        parts.append(say("table-cost-kp", kp=str(cost.kp)))
    if cost.life:
        parts.append(say("table-cost-life", life=str(cost.life)))
    if cost.karma:
        parts.append(_count("table-cost-karma", cost.karma))
    return ", ".join(parts) if parts else say("table-cost-free")


CHANCES = {
    "hit": "table-odds-hit",
    "be hit": "table-odds-be-hit",
    "win the Clash": "table-odds-win-clash",
    "win both Clashes": "table-odds-win-both-clashes",
    "win the Duel": "table-odds-win-duel",
    "beat the Wound": "table-odds-beat-wound",
    "Terrify works": "table-odds-terrify-works",
    "see through it": "table-odds-see-through",
    "caught": "table-odds-caught",
    "find every hidden Opponent": "table-odds-find-hidden",
    "beat every Concealment": "table-odds-beat-concealment",
}
"""What a chance is of (``OptionOdds.chance_of``), as a message; "pass the Stress Test" and
its kin are :data:`PASS` with the check's name as a game term."""
PASS = re.compile(r"^pass the (?P<check>.+)$")
NOTES = {
    "if they Dodge": "table-odds-if-they-dodge",
    "if no Exploit hits": "table-odds-if-no-exploit",
    "if you wager nothing": "table-odds-if-no-wager",
    "in their place": "table-odds-in-their-place",
    "if no one wagers more": "table-odds-if-no-one-wagers-more",
    "against their best roll": "table-odds-against-their-best",
    "with your better roll": "table-odds-with-your-better",
}
"""What a chance takes for granted (``OptionOdds.note``, parts joined by ", ")."""
DAMAGES = {
    "expected damage": "table-odds-damage",
    "expected damage taken": "table-odds-damage-taken",
}


def _phrase(said: str | Msg, known: dict[str, str]) -> str:
    """A phrase of the odds in the reader's words (a phrase no message has: as it is)."""
    if not isinstance(said, str):
        return said_words(said)
    msg_id = known.get(said)
    if msg_id is not None:
        return say(msg_id)
    found = PASS.match(said) if known is CHANCES else None
    return say("table-odds-pass", check=term(found["check"], current())) if found else said


def odds_words(odds: OptionOdds) -> str:
    """An option's odds in one line of the reader's words, its numbers written their way:
    ``hit 62%, expected damage 14`` (the English is ``OptionOdds.text()``'s)."""
    where = current()
    line = say(
        "table-odds-chance",
        what=_phrase(odds.chance_of, CHANCES),
        percent=percent(odds.chance, where, 0, below=False),
    )
    note: str | Msg = odds.note
    if note:
        parts = note.split(", ") if isinstance(note, str) else [note]
        line += " " + ", ".join(_phrase(part, NOTES) for part in parts)
    if odds.damage is not None:
        amount = decimal(odds.damage, 0, where)
        msg_id = DAMAGES.get(odds.damage_of) if isinstance(odds.damage_of, str) else None
        if msg_id is not None:
            line += ", " + say(msg_id, amount=amount)
        else:
            line += f", {said_words(odds.damage_of)} {amount}"
    return line


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


def group_options(
    enc: Encounter, decision: Decision, chunk: bool = True, *, priced: bool = True
) -> Group:
    """The decision's options as a tree whose root is titled with the :func:`headline`.
    Give it the chooser's view of the fight (its odds use no other side's secret).
    ``chunk`` off: long runs stay whole (a client that filters and offers amounts on a
    slider cuts nothing); ``priced`` off: the leaves have no cost, odds or place (the
    words alone, the same tree)."""
    root = Group(headline(enc, decision))
    for index, option in enumerate(decision.options):
        node = root
        for key, title in _path(enc, decision, option):
            found = next((c for c in node.children if isinstance(c, Group) and c.key == key), None)
            if found is None:
                found = Group(title, key=key)
                node.children.append(found)
            node = found
        node.children.append(leaf(enc, decision, index, option, priced=priced))
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
    """What the decision asks, in one line of the reader's words: "You are being attacked by
    Kale (Beam): answer", "Your turn: choose a maneuver (3 Actions left)"; ``you=False``
    names the chooser."""
    frame = _attack_frame(enc)
    if decision.kind in ATTACKED and frame is not None:
        what = frame.signature or term(frame.profile, current())
        if you:
            line = say("table-attacked-you", attacker=frame.attacker, attack=what)
        else:
            line = say(
                "table-attacked", fighter=decision.actor, attacker=frame.attacker, attack=what
            )
    else:
        prompt = said_words(decision.prompt)
        prefix = f"{decision.actor}: "
        if prompt.startswith(prefix):
            prompt = prompt[len(prefix) :]
        if decision.kind == "turn":
            if you:
                line = say("table-your-turn", prompt=prompt)
            else:
                line = say("table-their-turn", fighter=decision.actor, prompt=prompt)
        else:
            line = f"{decision.actor}: {prompt}" if not you else prompt[:1].upper() + prompt[1:]
    return readable(line, _names(enc))


__all__ = ["Group", "Leaf", "cost_words", "group_options", "headline", "leaf", "odds_words"]
