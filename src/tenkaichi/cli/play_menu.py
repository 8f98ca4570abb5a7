"""The menus of ``tenkaichi play``: a decision's options as levels a person walks through.

The options are grouped by :func:`tenkaichi.table.present_options.group_options` (maneuver, then
variant, then target or direction); each level lists at most :data:`PAGE` rows, each with a
stable key (:mod:`~tenkaichi.cli.play_keys`), what it costs and its odds. Some options are named
by what they are rather than by a letter: a square by its name (``e3``, or ``5,3``), a Ki Wager
by its amount (``5``), an answer that declines by ``n``. :meth:`Menu.answer` reads one line: keys
separated by spaces walk down the levels (``ba be`` enters Basic Attack and picks Beam), ``..``
or ``b`` goes back, ``<``/``>`` turn pages; anything else is a command for the caller. For
scripts, ``#N`` picks the engine's option N (1 is the first of ``Decision.options``): never shown
on screen, where numbers would shift from turn to turn.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from tenkaichi.cli.play_keys import COMMANDS, DECLINE_KEY, KeyMap
from tenkaichi.cli.play_map import Square, parse_square
from tenkaichi.cli.play_rows import SHORTER, Row, family, flatten, row_line, shown
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.play.option_costs import PASSING
from tenkaichi.table.present_options import Group, Leaf, group_options
from tenkaichi.table.present_text import square_name

PAGE = 11
"""Rows a level shows at once; ``>`` shows the next ones."""
BACK = frozenset({"..", "b", "back"})
AMOUNT_KINDS = frozenset({"wager", "duel_wager", "life_wager"})
"""Options picked by the amount they name (their ``kp``)."""
AIMED = frozenset({"target", "x", "y", "direction"})
"""Arguments that say where an option is aimed, not what it is."""


def declines(option: Option) -> bool:
    """Whether the option says "no" (no Instant, no Modifier, stay): read from its kind."""
    return option.kind in PASSING


@dataclass(slots=True)
class Outcome:
    """What a line of input did: chose an option, asked for a command, moved, or was wrong."""

    index: int | None = None
    command: str = ""
    argument: str = ""
    problem: str = ""


@dataclass
class Menu:
    """A decision's menu for one chooser (``view``: that chooser's view of the fight)."""

    view: Encounter
    decision: Decision
    keys: KeyMap
    root: Group = field(init=False)
    stack: list[Group] = field(init=False)
    page: int = 0
    pages: int = 1
    marks: dict[str, Square] = field(default_factory=dict)
    """Digits marked on the map, and the squares they stand for."""

    _twins: set[str] = field(default_factory=set)
    _families: set[str] = field(default_factory=set)
    folded: dict[int, str] = field(default_factory=dict)
    """Options shown at the top of a small menu, and the group they were in."""

    def __post_init__(self) -> None:
        self.root = flatten(group_options(self.view, self.decision))
        self.stack = [self.root]
        leaves = list(self.root.leaves())
        if self.decision.kind != "turn" and len(leaves) <= PAGE:  # a defence: all on one page
            for group in self.root.children:
                if isinstance(group, Group):
                    self.folded.update({leaf.index: group.title for leaf in group.leaves()})
            self.root.children = list(leaves)

    # --- what a level holds -------------------------------------------------------------

    @property
    def here(self) -> Group:
        return self.stack[-1]

    def context(self) -> str:
        """Where keys are kept: the chooser, the decision's kind, the groups entered."""
        head = f"{self.decision.actor}|{self.decision.kind}"
        return "/".join([head, *(g.title for g in self.stack[1:])])

    def label(self, index: int) -> str:
        """The readable label of an option."""
        found = next((leaf.label for leaf in self.root.leaves() if leaf.index == index), None)
        return found or self.decision.options[index].label

    def option(self, leaf: Leaf) -> Option:
        return self.decision.options[leaf.index]

    def squares(self, node: Group | None = None) -> dict[Square, list[Leaf]]:
        """The leaves under ``node`` (default: this level) that name a square."""
        out: dict[Square, list[Leaf]] = {}
        for leaf in (node or self.here).leaves():
            args = self.option(leaf).args
            x, y = args.get("x"), args.get("y")
            if isinstance(x, int) and isinstance(y, int):
                out.setdefault((x, y), []).append(leaf)
        return out

    def map_only(self) -> bool:
        """A level of only squares, too many to list: the map shows them instead."""
        leaves = list(self.here.leaves())
        return len(leaves) > PAGE and len(self.squares()) == len(leaves)

    def rows(self) -> list[Row]:
        kids = self.here.children
        amounts = all(
            isinstance(k, Leaf)
            and self.option(k).kind in AMOUNT_KINDS
            and isinstance(self.option(k).args.get("kp"), int)
            for k in kids
        )
        titles = [self._title(k) for k in kids]
        prefixes = [t.split(": ", 1)[0] for t in titles if ": " in t]
        shared = {p for p in prefixes if prefixes.count(p) > 1}
        declining = [k for k in kids if isinstance(k, Leaf) and declines(self.option(k))]
        names = [self._identity(k, short=True) for k in kids]
        self._twins = {n for n in names if names.count(n) > 1}
        families = [family(t) for k, t in zip(kids, titles, strict=True) if isinstance(k, Leaf)]
        groups = {t for k, t in zip(kids, titles, strict=True) if isinstance(k, Group)}
        self._families = (
            {f for f in families if f and families.count(f) == 1 and f not in groups}
            if len(self.stack) == 1
            else set()
        )
        out: list[Row] = []
        for kid, title in zip(kids, titles, strict=True):
            head, _, tail = title.partition(": ")
            name = tail if head in shared and isinstance(kid, Leaf) else title
            out.append(Row(self._key(kid, name, amounts, len(declining) == 1), title, "", kid))
        seen: dict[str, int] = {}
        for row in out:  # two squares named alike (a Wave's directions): add the direction
            seen[row.key] = seen.get(row.key, 0) + 1
        for row in out:
            if seen[row.key] > 1 and isinstance(row.node, Leaf):
                way = str(self.option(row.node).args.get("direction", ""))
                row.key += "".join(w[0] for w in re.findall(r"[a-z]+", way.lower()))
        for row in out:
            row.detail = self._detail(row.node)
        return out

    def _key(self, kid: Group | Leaf, title: str, amounts: bool, one_decline: bool) -> str:
        if isinstance(kid, Group):
            identity = self._identity(kid, short=True)
            if identity in self._twins:
                identity = "g:" + title
            return self.keys.key(self.context(), identity, title)
        option = self.option(kid)
        if amounts:
            return str(option.args["kp"])
        if one_decline and declines(option):
            return DECLINE_KEY
        x, y = option.args.get("x"), option.args.get("y")
        if isinstance(x, int) and isinstance(y, int):
            return square_name(x, y).lower()
        case = family(title)
        if case in self._families:  # "Power Up (Power 0 -> 1)": the key of "Power Up"
            return self.keys.key(self.context(), "g:" + case, case)
        identity = self._identity(kid, short=True)
        if identity in self._twins:
            identity = self._identity(kid, short=False)
        return self.keys.key(self.context(), identity, title)

    def _identity(self, kid: Group | Leaf, *, short: bool) -> str:
        """What a key stands for: the attack variant an entry is a case of (a group of Beams
        and the one Beam left share "Beam, energy"), else a group's title, or an option's key
        without where it is aimed (``short``: so Beam is Beam whoever is left to aim it at)."""
        variant = self._kind_of(kid)
        if variant and short:
            return "g:" + variant
        if isinstance(kid, Group):
            return "g:" + kid.title
        key = self.option(kid).key()
        if short:
            key = {k: v for k, v in key.items() if k not in AIMED}
        return "o:" + json.dumps(key, sort_keys=True, default=str)

    def _title(self, kid: Group | Leaf) -> str:
        if isinstance(kid, Group):
            variant = self._kind_of(kid)  # a variant folded into its one target: say it
            name = variant.split(",")[0]
            return f"{variant}: {kid.title}" if name and name not in kid.title else kid.title
        text = kid.label
        folded = self.folded.get(kid.index, "")
        for group in [*self.stack[1:], Group(folded)] if folded else self.stack[1:]:
            if text.startswith(group.title):
                text = text[len(group.title) :].lstrip(" :")
        parens = re.match(r"^\((.*?)\)\s*(.*)$", text)
        if parens and self.stack[1:]:
            text = f"{parens.group(1)} {parens.group(2)}".strip()
        return text or kid.label

    def _kind_of(self, kid: Group | Leaf) -> str:
        """The attack variant ``kid`` is a case of, unless this level is inside it already."""
        variant = self._variant(kid if isinstance(kid, Group) else Group("", [kid]))
        if not variant or any(g.title == variant for g in self.stack):
            return ""
        return variant

    def _variant(self, group: Group) -> str:
        found = {
            (a.get("signature") or a.get("profile"), a.get("foundation"))
            for leaf in group.leaves()
            for a in [self.option(leaf).args]
        }
        if len(found) != 1:
            return ""
        name, foundation = found.pop()
        if not name:
            return ""
        return f"{name}, {foundation}" if foundation else str(name)

    def _detail(self, node: Group | Leaf) -> str:
        if isinstance(node, Leaf):
            parts = [p for p in (self._cost(node), node.odds) if p]
            text = " | ".join(parts)
            for long, short in SHORTER:
                text = text.replace(long, short)
            return text
        leaves = list(node.leaves())
        costs = {leaf.cost for leaf in leaves}
        shared = costs.pop() if len(costs) == 1 else None
        return f"{len(leaves)} choices" + (f" | {shared}" if shared else "") + " >"

    def _cost(self, leaf: Leaf) -> str | None:
        if leaf.cost is None:
            return None
        f = (
            self.view.fighter(self.decision.actor)
            if self.view.has_fighter(self.decision.actor)
            else None
        )
        if f is not None and "Counter Action" in leaf.cost and f.counters < 1:
            return f"{leaf.cost} (none left: converts a Standard Action)"
        return leaf.cost

    # --- drawing ------------------------------------------------------------------------

    def lines(self, room: int = PAGE) -> list[str]:
        """The rows of the current page, at most ``room`` lines (:meth:`page_note` says when
        there are more pages)."""
        self.pages = 1
        if self.map_only():
            n = len(self.squares())
            return [f"  {n} squares are marked + on the map: type one, or a digit shown on it."]
        rows = self.rows()
        if len(rows) > room and all(r.key.isdecimal() for r in rows):  # amounts: a sample
            step = (len(rows) - 1) / (room - 2)
            picked = sorted({round(i * step) for i in range(room - 1)})
            width = max(len(rows[i].key) for i in picked)
            low, high = rows[0].key, rows[-1].key
            return [row_line(rows[i], width) for i in picked] + [
                f"  ... type any amount from {low} to {high}"
            ]
        pinned = [r for r in rows if isinstance(r.node, Leaf) and self._pinned(r.node)]
        rest = [r for r in rows if r not in pinned]
        size = max(room - len(pinned), 1) if len(rows) > room else room
        self.pages = max(1, -(-len(rest) // size))
        self.page = min(self.page, self.pages - 1)
        page_rows = rest[self.page * size : (self.page + 1) * size] + pinned
        width = max((len(r.key) for r in page_rows), default=1)
        return [row_line(r, width) for r in page_rows]

    def page_note(self) -> str:
        """ "page 1/2, > more" when the last :meth:`lines` left rows for other pages."""
        if self.pages < 2:
            return ""
        turn = "> more" if self.page + 1 < self.pages else "< back"
        return f"page {self.page + 1}/{self.pages}, {turn}"

    def _pinned(self, leaf: Leaf) -> bool:
        """Answers shown on every page: ending the turn, declining."""
        option = self.option(leaf)
        return option.kind == "end_turn" or declines(option)

    def breadcrumb(self) -> str:
        return " > ".join(g.title for g in self.stack[1:])

    # --- reading ------------------------------------------------------------------------

    def answer(self, line: str) -> Outcome:
        """Apply one line of input (see the module docstring)."""
        words = line.split()
        if not words:
            return Outcome(problem="Type a key from the menu (? lists the commands).")
        head = words[0].lower()
        if head in ("take", "give"):
            return Outcome(command=head, argument=line.split(None, 1)[1] if len(words) > 1 else "")
        for word in words[:20]:
            outcome = self._word(word)
            if outcome is not None:
                return outcome
        return Outcome()

    def _word(self, word: str) -> Outcome | None:
        low = word.lower()
        if low in BACK:
            if len(self.stack) > 1:
                self.stack.pop()
                self.page = 0
            return None
        if low in (">", "<"):
            self.page = max(0, self.page + (1 if low == ">" else -1))
            return None
        for row in self.rows():
            if row.key == low:
                if isinstance(row.node, Leaf):
                    return Outcome(index=row.node.index)
                self.stack.append(row.node)
                self.page = 0
                return None
        if low.startswith("#") and low[1:].isdecimal() and len(low) < 8:  # scripts: #3
            number = int(low[1:])
            if 1 <= number <= len(self.decision.options):
                return Outcome(index=number - 1)
            return Outcome(
                problem=f"There is no option {number}: #1 to #{len(self.decision.options)}."
            )
        if low in self.marks:
            return self._square(self.marks[low], word)
        square = parse_square(low)
        if square is not None:
            return self._square(square, word)
        if low in COMMANDS or low in ("?", "h"):
            return Outcome(command=low)
        return Outcome(problem=f"'{shown(word)}' is not a key of this menu.")

    def _square(self, square: Square, word: str) -> Outcome | None:
        found = self.squares().get(square) or self.squares(self.root).get(square)
        if not found:
            return Outcome(problem=f"{square_name(*square)} is not a square you can pick here.")
        if len(found) == 1:
            return Outcome(index=found[0].index)
        self.stack.append(Group(f"on square {square_name(*square)}", list(found)))
        self.page = 0
        return None


__all__ = ["Menu", "Outcome", "Row", "declines"]
