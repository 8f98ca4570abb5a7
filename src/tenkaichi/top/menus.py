"""Menus over a decision's options, for any front-end: a short tree instead of a flat list of
hundreds of numbered options.

A move is two steps (which warrior, then where); a placement picks a row, then a space; a
re-roll lists each distinct choice of dice to keep once (keeping the first of two equal dice or
the second is the same play), with its exact chance of forming the combo that matters
(:mod:`tenkaichi.top.keep`) and a ``best`` flag on the expectimax's best keep. Equal options
(two copies of one card in a hand) are one entry.

Every leaf names the index of one option of ``decision.options`` (choosing the leaf is choosing
exactly that option) and, in ``also``, the indices of the options it stands for: each option
is reached through exactly one leaf. A leaf may carry a ``key`` (the name of the space it
chooses: ``c3``) and a leaf or a group a ``name`` (the warrior it drafts, moves or picks) that a
person may type instead of a number; :func:`by_name` finds the names a typed one fits. Menus are
data; the front-end draws them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache

import numpy as np

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.i18n.numbers import decimal
from tenkaichi.top import keep, rules
from tenkaichi.top.engine import Decision
from tenkaichi.top.keep import Plan, Tables
from tenkaichi.top.say import say
from tenkaichi.top.scoring import attack_plan
from tenkaichi.top.symbols import counts
from tenkaichi.top.text import Voice, destination, option_label, warrior_summary
from tenkaichi.top.text_content import card_aim, combo_aim, need_words
from tenkaichi.top.text_status import prompt

FEW = 8
"""Re-roll choices shown at the top level (the best by chance); the rest go in a group."""
ROWS_FROM = 16
"""A placement with more free spaces than this is chosen row first, then space."""


@dataclass(frozen=True, slots=True)
class ComboOdds:
    """The exact chance of forming one combo after a re-roll choice, playing on for it."""

    name: str
    need: str
    """The symbols it needs, in words."""
    chance: float


@dataclass(frozen=True, slots=True)
class Leaf:
    label: str
    index: int
    """The option of ``decision.options`` this leaf chooses."""
    also: tuple[int, ...] = ()
    """Other options that are the same play (equal dice kept, a second copy of a card)."""
    key: str = ""
    """A short answer a person may type instead of a number (a space name: ``e5``)."""
    best: bool = False
    """The best play by the exact expectimax over the dice (re-roll menus)."""
    chance: float | None = None
    """The chance of forming the combo that matters after this choice (re-roll menus)."""
    aim: str = ""
    """The combo that matters: the one worth the most damage on average after this choice."""
    odds: tuple[ComboOdds, ...] = ()
    """The chance of every combo within reach after this choice (re-roll menus)."""
    name: str = ""
    """The name of what it chooses, which a person may type (a warrior's, in the draft)."""


@dataclass(frozen=True, slots=True)
class Group:
    label: str
    prompt: str
    """The question asked once the group is chosen."""
    leaves: tuple[Leaf, ...]
    name: str = ""
    """The name of what it opens, which a person may type (the warrior a move group moves)."""


Entry = Leaf | Group


@dataclass(frozen=True, slots=True)
class Menu:
    actor: int
    kind: str
    prompt: str
    entries: tuple[Entry, ...]
    hint: str = ""
    """One line of advice (the best play of a re-roll)."""
    notes: tuple[str, ...] = field(default=())
    """More lines to show above the entries (the odds of each combo with the best play)."""

    def leaves(self) -> tuple[Leaf, ...]:
        out: list[Leaf] = []
        for entry in self.entries:
            out.extend(entry.leaves if isinstance(entry, Group) else (entry,))
        return tuple(out)


def fold(text: str) -> str:
    """A name as what a person types is matched against it: case, accents, punctuation and
    spaces dropped ("Dr. Rota", "dr rota" and "DR ROTA" are one; so are "Kale" and "Kalé")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if ch.isalnum())


_FITS: tuple[Callable[[str, str], bool], ...] = (
    lambda name, typed: name == typed,
    lambda name, typed: name.startswith(typed),
    lambda name, typed: typed in name,
)
"""How a typed name fits a name, the closest first: spelled whole, its beginning, a part."""


def by_name(names: Sequence[str], typed: str) -> tuple[int, ...]:
    """The positions of the ``names`` that ``typed`` fits (:func:`fold`): the name it spells
    whole; else the names it begins; else the names it is part of. One position: the name
    typed; several: it is ambiguous; none: no name fits. Empty names never fit."""
    want = fold(typed)
    if not want:
        return ()
    folded = [fold(name) for name in names]
    for fits in _FITS:
        found = tuple(i for i, name in enumerate(folded) if name and fits(name, want))
        if found:
            return found
    return ()


def menu(v: Voice, decision: Decision) -> Menu:
    """The menu of ``decision`` for its actor (``v`` is the actor's voice)."""
    if v.seat != decision.actor:
        raise TenkaichiError(
            f"{v.player(v.seat)} cannot see the options of {v.player(decision.actor)}"
        )
    ask = prompt(v, decision.kind)
    if decision.kind in ("move", "instant"):
        return Menu(decision.actor, decision.kind, ask, _moves(v, decision))
    if decision.kind == "place" and len(decision.options) > ROWS_FROM:
        return Menu(decision.actor, decision.kind, ask, _rows(v, decision))
    if decision.kind in ("reroll", "defend-roll"):
        return _reroll_menu(v, decision, ask)
    return Menu(decision.actor, decision.kind, ask, _flat(v, decision))


def _flat(v: Voice, decision: Decision) -> tuple[Leaf, ...]:
    """One leaf per distinct label (equal options, such as two copies of a card, merge); a
    space's name is the key of an option that names a space, a warrior's name the name of an
    option that picks one."""
    first: dict[str, list[int]] = {}
    for i, option in enumerate(decision.options):
        first.setdefault(option_label(v, decision.kind, option), []).append(i)
    options = decision.options
    return tuple(
        Leaf(
            label, ix[0], tuple(ix[1:]), key=_key(v, options[ix[0]]), name=_name(v, options[ix[0]])
        )
        for label, ix in first.items()
    )


def _key(v: Voice, option: tuple[str, int, int]) -> str:
    what, a, _ = option
    return v.content.board.name(a) if what in ("place", "cell") else ""


def _name(v: Voice, option: tuple[str, int, int]) -> str:
    what, a, _ = option
    if what == "draft":
        return v.content.characters[v.content.draftable[a]].name
    if what == "warrior":
        return v.warrior(v.seen.state.players[v.seat].team[a])
    return ""


def _moves(v: Voice, decision: Decision) -> tuple[Entry, ...]:
    s = v.seen.state
    board = v.content.board
    by_slot: dict[int, list[Leaf]] = {}
    entries: list[Entry] = []
    for i, option in enumerate(decision.options):
        if option[0] != "move":
            entries.append(Leaf(option_label(v, decision.kind, option), i))
            continue
        mover = s.tokens[s.players[v.seat].team[option[1]]]
        label = destination(v, option[2], mover)
        by_slot.setdefault(option[1], []).append(Leaf(label, i, key=board.name(option[2])))
    for slot, leaves in by_slot.items():
        token = s.tokens[s.players[v.seat].team[slot]]
        where = board.name(token.cell)
        if len(leaves) == 1:  # one way to go: no second question
            only = leaves[0]
            label = option_label(v, decision.kind, decision.options[only.index])
            entries.append(Leaf(label, only.index, key=only.key, name=v.warrior(token.id)))
            continue
        label = say("top-menu-mover", warrior=warrior_summary(v, token), space=where)
        ask = say("top-menu-mover-ask", warrior=v.warrior(token.id), space=where)
        entries.append(Group(label, ask, tuple(leaves), name=v.warrior(token.id)))
    return tuple(entries)


def _rows(v: Voice, decision: Decision) -> tuple[Entry, ...]:
    board = v.content.board
    rows: dict[int, list[Leaf]] = {}
    for i, option in enumerate(decision.options):
        cell = option[1]
        rows.setdefault(cell // board.cols, []).append(Leaf(v.space(cell), i, key=board.name(cell)))
    return tuple(
        Group(
            say("top-menu-row", row=str(row + 1), spaces=", ".join(leaf.key for leaf in leaves)),
            say("top-menu-row-ask", row=str(row + 1)),
            tuple(leaves),
        )
        if len(leaves) > 1
        else Leaf(
            say("top-menu-row-only", row=str(row + 1), space=leaves[0].label),
            leaves[0].index,
            key=leaves[0].key,
        )
        for row, leaves in rows.items()
    )


# -- re-rolls -------------------------------------------------------------------------------
@cache
def _hit_plan(n: int, rerolls: int, need: tuple[int, ...], wild: int) -> Plan:
    """The plan that plays for one combo only (value: the chance of forming it)."""

    def hit(t: Tables, _rolls: int) -> keep.FloatArray:
        return keep.formed(t, need, wild).astype(np.float64)

    return keep.plan(n, rerolls, hit)


def keep_chance(
    dice: Sequence[int], mask: int | None, rerolls: int, need: tuple[int, ...], wild: int
) -> float:
    """The exact chance of forming ``need`` when the dice outside ``mask`` are kept and the rest
    re-rolled, with ``rerolls`` re-rolls left now (this one included) and the best play after
    it; ``mask`` None: stop now (formed or not)."""
    plan = _hit_plan(len(dice), rerolls, need, wild)
    t = plan.tables
    if mask is None:
        return float(plan.stop[rerolls][t.index[counts(dice)]])
    kept = counts(_kept(dice, mask))
    return float(plan.keep[rerolls][t.kept_index[kept]])


def _targets(v: Voice, decision: Decision) -> list[tuple[str, tuple[int, ...], int]]:
    """The combos a re-roll may play for: (name, need, damage)."""
    s = v.seen.state
    c = s.combat
    assert c is not None
    if decision.kind == "defend-roll":
        return [(say("top-aim-defence"), c.need, 1)]
    roller = s.tokens[c.roller]
    out = [(combo_aim(k.name), k.need, k.damage) for k in rules.form_of(v.seen, roller).combos]
    if roller.owner == v.seat:
        for card_id in sorted(set(s.players[v.seat].hand)):
            card = v.content.cards[card_id]
            if card.deck == "attack":
                out.append((card_aim(v.content, card_id), card.combo, card.damage))
    n = len(c.dice)
    return [x for x in out if sum(x[1]) - x[1][v.content.wild] <= n]


_PLANS: dict[tuple[object, ...], Plan] = {}


def _best(v: Voice, decision: Decision) -> tuple[tuple[int, ...] | None, str]:
    """The expectimax's best kept multiset (None: stop) and the hint line."""
    c = v.seen.state.combat
    assert c is not None
    if decision.kind == "reroll":
        value, kept = attack_plan(v.seen, c, _PLANS).best(c.dice, c.rerolls)
        worth = say("top-menu-worth-damage", value=decimal(value, 1, current()))
    else:
        need = c.need
        value, kept = _hit_plan(len(c.dice), c.rerolls, need, v.content.wild).best(
            c.dice, c.rerolls
        )
        worth = say("top-menu-worth-defend", chance=percent(value))
    if kept is None:
        return None, say("top-menu-best-stop", worth=worth)
    mask = keep.reroll_mask(c.dice, kept)
    words = [f for i, f in enumerate(c.dice) if not mask >> i & 1]
    what = say("top-menu-keep", dice=v.dice(words)) if words else say("top-menu-reroll-all")
    return kept, say("top-menu-best", what=what, worth=worth)


def percent(p: float) -> str:
    """A chance for people: "42%", "under 1%" for a small chance that is not zero."""
    if 0 < p < 0.005:
        return say("top-under-one-percent")
    if 0.995 < p < 1:
        return say("top-over-99-percent")
    return say("top-percent", value=f"{p:.0%}".removesuffix("%"))


def _reroll_menu(v: Voice, decision: Decision, ask: str) -> Menu:
    c = v.seen.state.combat
    assert c is not None
    wild = v.content.wild
    targets = _targets(v, decision)
    best_kept, hint = _best(v, decision)
    notes = []
    for name, need, _ in targets:
        p = keep.combo_odds(len(c.dice), c.rerolls, need, wild, dice=c.dice)
        now = keep_chance(c.dice, None, c.rerolls, need, wild) == 1
        have = say("top-menu-formed") if now else percent(p)
        need_text = need_words(v.content, need)
        notes.append(say("top-menu-note", name=name.capitalize(), need=need_text, have=have))
    same: dict[tuple[int, ...] | None, list[int]] = {}
    for i, option in enumerate(decision.options):
        mask = option[1] if option[0] == "reroll" else None
        kept = None if mask is None else counts(_kept(c.dice, mask))
        same.setdefault(kept, []).append(i)
    leaves: list[tuple[float, Leaf]] = []
    for kept, indices in same.items():
        option = decision.options[indices[0]]
        mask = option[1] if option[0] == "reroll" else None
        odds = tuple(
            ComboOdds(
                name, need_words(v.content, need), keep_chance(c.dice, mask, c.rerolls, need, wild)
            )
            for name, need, _ in targets
        )
        label = option_label(v, decision.kind, option)
        chance, aim, worth = None, "", 0.0
        if odds:
            # the combo that matters for this choice: the one worth the most damage on average
            i = max(range(len(odds)), key=lambda j: odds[j].chance * targets[j][2])
            chance, aim, worth = odds[i].chance, odds[i].name, odds[i].chance * targets[i][2]
            if mask is None:
                formed = "top-menu-aim-formed" if chance == 1 else "top-menu-no-combo"
                label = say(formed, label=label, aim=aim)
            else:
                label = say("top-menu-aim-chance", label=label, chance=percent(chance), aim=aim)
        leaf = Leaf(
            label,
            indices[0],
            tuple(indices[1:]),
            best=kept == best_kept,
            chance=chance,
            aim=aim,
            odds=odds,
        )
        leaves.append((worth, leaf))
    stop = [leaf for _, leaf in leaves if decision.options[leaf.index][0] != "reroll"]
    rest = [
        leaf
        for _, leaf in sorted(
            (x for x in leaves if x[1] not in stop),
            key=lambda x: (not x[1].best, -x[0], x[1].index),
        )
    ]
    entries: list[Entry] = [*stop, *rest[:FEW]]
    if len(rest) > FEW:
        count = len(rest) - FEW
        more = Group(say("top-menu-more", count=str(count)), ask, tuple(rest[FEW:]))
        entries.append(more)
    return Menu(decision.actor, decision.kind, ask, tuple(entries), hint, tuple(notes))


def _kept(dice: Sequence[int], mask: int) -> list[int]:
    return [f for i, f in enumerate(dice) if not mask >> i & 1]
