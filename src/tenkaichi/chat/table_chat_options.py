"""The decision a chat player must answer, as chat shows it: numbered choices, grouped the
way the game offers them, and whether they are a secret.

DBU options are grouped by what they do (every attack in one menu, every square to move to in
another), each with what it costs and its odds as the web table shows them (the cost and odds
:func:`tenkaichi.table.present_options.leaf` gives the web table, worked out from the
chooser's view of the fight); Tournament of Power options follow :mod:`tenkaichi.top.menus`
(a warrior, then where it goes; re-roll keeps with their odds, the best one marked). Numbers
are the option's place in the seat's pending decision, counted from 1.

**Secrets.** A DBU Duel's Ki Wager is secret until the Duel Clash; a Tournament of Power
decision is secret when its options (or the odds beside them) would show cards of the
player's hand. A secret decision's choices go only to its player, and their numbers are a
permutation drawn for the decision (:func:`~tenkaichi.chat.table_chat_answers.secret_numbers`),
so a number seen or typed anywhere tells nothing of the choice. A cost or odds line the
channel may see is one the chooser's secrets do not change (the same from the channel's own
view); any other goes only into what the chooser alone is shown.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, cast

from tenkaichi.chat.messages import Button, ButtonStyle
from tenkaichi.chat.table_chat_answers import secret_numbers
from tenkaichi.chat.texts import text
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_costs import option_cost
from tenkaichi.table.games.top import TopMatch
from tenkaichi.table.present import Viewer, view_of
from tenkaichi.table.service import TableService
from tenkaichi.table.web_pages import viewer_of
from tenkaichi.top.combat import CARD_BASE, DEFEND_CARD_BASE
from tenkaichi.top.menus import Group, menu

GROUP_FROM = 4
"""A DBU kind with this many options or more is one menu (fewer: buttons of their own)."""
FLAT_MOST = 8
"""Ungrouped choices beyond this many go in one menu named by the question."""
ROWS_MOST = 10
"""Rows of buttons and menus at most under one reply (Discord shows five per message)."""
LABEL_MOST = 80
"""The longest button label (Discord's limit): a choice's cost and odds go on its button only
where they fit."""
KEPT_MOST = 256
"""Decisions whose costs and odds are kept in memory at most (per seat and table state)."""
_KEPT: dict[tuple[str, int, int, int], tuple[dict[int, tuple[str, bool]], bool]] = {}
"""(seat, table, input count, seat version) -> (costs and odds by option, whether the
channel's view was compared): one table state never changes."""
MENU_LABEL_MOST = 100
"""The longest label of a menu's entry (a grouped choice; Discord's limit)."""
DETAIL = " · "
"""What separates a choice's label, cost and odds."""
SECRET_DBU_KINDS = frozenset({"duel_wager"})
SECRET_TOP_OPTIONS = frozenset({"discard", "card"})
"""ToP option kinds that name a card of the hand."""
SECRET_TOP_DECISIONS = frozenset({"rescue", "transform-card", "start"})
"""ToP decisions asked only of a player who holds the card they are about."""
DBU_GROUPS = {
    "attack": "chat-group-attack",
    "destination": "chat-group-destination",
    "move": "chat-group-move",
    "wager": "chat-group-wager",
    "flare_wager": "chat-group-flare-wager",
    "duel_wager": "chat-group-duel-wager",
    "defend": "chat-group-defend",
    "signature": "chat-group-signature",
    "transform": "chat-group-transform",
    "revert": "chat-group-revert",
    "trigger": "chat-group-triggered",
    "triggered": "chat-group-triggered",
    "exploit": "chat-group-exploit",
    "modifier": "chat-group-modifier",
}
"""The menu a kind of DBU option is grouped in (a message)."""


@dataclass(frozen=True, slots=True)
class Choice:
    number: int
    """The number it is shown and answered with (its place in the decision, from 1; for a
    secret decision, its place in the decision's permutation)."""
    label: str
    group: str = ""
    best: bool = False
    index: int = 0
    """The option's place in the pending decision, from 0 (what the service is answered)."""
    detail: str = ""
    """What it costs and its odds ("1 Action, 6 KP · hit 43%, expected damage 2"), as the
    chooser sees them; "" when the game tells neither."""
    public: bool = True
    """Whether :attr:`detail` may be shown where others read (the chooser's secrets do not
    change it)."""


@dataclass(frozen=True, slots=True)
class Choices:
    """The pending decision of one seat, ready to show."""

    decision_id: int
    actor: str
    prompt: str
    notes: tuple[str, ...]
    """Lines to show above the choices (the best re-roll, each combo's odds)."""
    choices: tuple[Choice, ...]
    count: int
    """How many options the decision has (some are the same play and listed once)."""
    secret: bool
    numbers: tuple[int, ...] = ()
    """The number option ``i`` is answered with (empty: ``i + 1``)."""
    table: int = 0

    def index_of(self, number: int) -> int:
        """The option a shown number stands for (``-1``: none)."""
        if not self.numbers:
            return number - 1 if 1 <= number <= self.count else -1
        return self.numbers.index(number) if number in self.numbers else -1

    def shown(self, c: Choice) -> str:
        """``c``'s label with its cost and odds where this reply may show them."""
        return f"{c.label}{DETAIL}{c.detail}" if c.detail and (c.public or self.secret) else c.label


def choices_of(
    service: TableService, game: str, token: str, *, details: bool = True
) -> Choices | None:
    """The decision ``token``'s seat must answer now, or ``None`` when it must not
    (``details`` off: without the DBU options' costs and odds, for answering only)."""
    found = _top(service, token) if game == "top" else _dbu(service, token, details)
    if found is None or not found.secret:
        return found
    numbers = secret_numbers(token, found.table, found.decision_id, found.count)
    return replace(
        found,
        choices=tuple(replace(c, number=numbers[c.index]) for c in found.choices),
        numbers=numbers,
    )


def _dbu(service: TableService, token: str, details: bool = True) -> Choices | None:
    with service.seat_context(token) as ctx:
        pending = ctx.view["pending"]
        if not pending or "options" not in pending:
            return None
        options = pending["options"]
        kinds = Counter(str(o["key"].get("kind", "")) for o in options)
        secret = any(k in SECRET_DBU_KINDS for k in kinds)
        shown = (
            _details(token, ctx.enc, ctx.view, ctx.gm_sees_secrets, channel_too=not secret)
            if details
            else {}
        )
        table = int(ctx.view["table"])
    out = []
    for o in options:
        kind = str(o["key"].get("kind", ""))
        group = _dbu_group(kind) if kinds[kind] >= GROUP_FROM else ""
        index = int(o["number"])
        detail, public = shown.get(index, ("", True))
        out.append(Choice(index + 1, str(o["label"]), group, False, index, detail, public))
    return Choices(
        int(pending["decision_id"]),
        str(pending["actor"]),
        str(pending["prompt"]),
        (),
        tuple(out),
        len(options),
        secret,
        table=table,
    )


def _details(
    token: str, enc: Any, view: dict[str, Any], gm_sees_secrets: bool, *, channel_too: bool
) -> dict[int, tuple[str, bool]]:
    """Option index -> (its cost and odds as the chooser sees them, whether the channel's own
    view reads the same: only worked out when ``channel_too``), from the web table's own
    presentation (:func:`~tenkaichi.table.present_options.leaf`'s cost and odds); kept for
    the seat until the table moves on."""
    if not isinstance(enc, Encounter) or enc.decision is None:
        return {}
    # The seat's token, not its number: another database (a second service in one process)
    # numbers its tables and seats the same way.
    key = (token, int(view["table"]), int(view["seq"]), int(view["version"]))
    found = _KEPT.get(key)
    if found is not None and (found[1] or not channel_too):
        return found[0]
    decision = enc.decision
    mine = view_of(enc, viewer_of(view, enc, gm_sees_secrets))
    channel = view_of(enc, Viewer.spectator()) if channel_too else None
    out: dict[int, tuple[str, bool]] = {}
    for index, option in enumerate(decision.options):
        seen = _detail(mine, decision, option)
        if seen:
            same = channel is not None and seen == _detail(channel, decision, option)
            out[index] = (seen, same)
    _KEPT[key] = (out, channel_too)
    while len(_KEPT) > KEPT_MOST:
        _KEPT.pop(next(iter(_KEPT)))
    return out


def _detail(view: Encounter, decision: Decision, option: Option) -> str:
    """What ``option`` costs and its odds, as one line of the web table's words."""
    cost = option_cost(view, decision, option)
    odds = odds_of(view, decision, option)
    texts = (None if cost is None else cost.text(), None if odds is None else odds.text())
    return DETAIL.join(part for part in texts if part)


def _dbu_group(kind: str) -> str:
    found = DBU_GROUPS.get(kind)
    return text(found) if found else kind.replace("_", " ").capitalize()


def _top(service: TableService, token: str) -> Choices | None:
    with service.seat_context(token) as ctx:
        pending = ctx.view["pending"]
        if not pending or "options" not in pending or ctx.enc is None:
            return None
        match = cast(TopMatch, ctx.enc)
        decision = match.game.decision
        assert decision is not None
        v = match.voice(decision.actor)
        m = menu(v, decision)
        out: list[Choice] = []
        for entry in m.entries:
            if isinstance(entry, Group):
                out += [
                    Choice(one.index + 1, one.label, entry.label, index=one.index)
                    for one in entry.leaves
                ]
            else:
                label = text("chat-choice-best", label=entry.label) if entry.best else entry.label
                out.append(Choice(entry.index + 1, label, best=entry.best, index=entry.index))
        if sum(1 for c in out if not c.group) > FLAT_MOST:
            out = [c if c.group else replace(c, group=m.prompt) for c in out]
        notes = tuple(line for line in (m.hint, *m.notes) if line)
        hand = [v.content.cards[c].name for c in match.game.state.players[decision.actor].hand]
        texts = [c.label for c in out] + list(notes)
        secret = (
            decision.kind in SECRET_TOP_DECISIONS
            or any(_shows_hand(o) for o in decision.options)
            or any(name in said for name in hand for said in texts)
        )
        return Choices(
            int(pending["decision_id"]),
            str(pending["actor"]),
            str(pending["prompt"]),
            notes,
            tuple(out),
            len(decision.options),
            secret,
            table=int(ctx.view["table"]),
        )


def _shows_hand(option: Any) -> bool:
    kind, a = option[0], option[1]
    return (
        kind in SECRET_TOP_OPTIONS
        or (kind == "defend" and a >= DEFEND_CARD_BASE)
        or (kind == "resolve" and a >= CARD_BASE)
    )


def buttons(choices: Choices, command: str) -> tuple[Button, ...]:
    """A button (or a menu entry, for a group) per choice, pressing it sends ``command``
    followed by the decision and the choice's number; at most :data:`ROWS_MOST` rows. A label
    carries the choice's cost and odds where they fit."""
    out: list[Button] = []
    rows = 0
    run = 0
    seen: dict[str, int] = {}
    for c in choices.choices:
        if c.group:
            run = 0
            seen[c.group] = seen.get(c.group, 0) + 1
            rows += 1 if seen[c.group] % 25 == 1 else 0
        else:
            rows += 1 if run % 5 == 0 else 0
            run += 1
        if rows > ROWS_MOST:
            break
        line = f"{command} {choices.decision_id} {c.number}"
        style: ButtonStyle = "primary" if c.best else "secondary"
        out.append(Button(_button_label(choices, c), line, style, c.group))
    return tuple(out)


def _button_label(choices: Choices, c: Choice) -> str:
    """``c``'s number and label, with its cost and odds where they fit (else its odds alone,
    else neither)."""
    most = MENU_LABEL_MOST if c.group else LABEL_MOST
    plain = f"{c.number}. {c.label}"
    full = f"{c.number}. {choices.shown(c)}"
    odds = c.detail.rsplit(DETAIL, 1)[-1] if DETAIL in c.detail else ""
    for label in (full, f"{plain}{DETAIL}{odds}" if odds and full != plain else plain, plain):
        if len(label) <= most:
            return label
    return plain


def listing(choices: Choices) -> list[str]:
    """The choices as numbered lines, each group under a heading, each with its cost and
    odds where this listing may show them."""
    lines: list[str] = []
    group = ""
    for c in choices.choices:
        if c.group != group:
            group = c.group
            if group:
                lines.append(f"{group}:")
        lines.append(f"{'  ' if group else ''}{c.number}. {choices.shown(c)}")
    return lines


__all__ = ["Choice", "Choices", "buttons", "choices_of", "listing"]
