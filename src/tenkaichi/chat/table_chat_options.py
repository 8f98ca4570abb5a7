"""The decision a chat player must answer, as chat shows it: numbered choices, grouped the
way the game offers them, and whether they are a secret.

DBU options are grouped by what they do (every attack in one menu, every square to move to in
another); Tournament of Power options follow :mod:`tenkaichi.top.menus` (a warrior, then where
it goes; re-roll keeps with their odds, the best one marked). Numbers are the option's place in
the seat's pending decision, counted from 1.

**Secrets.** A DBU Duel's Ki Wager is secret until the Duel Clash; a Tournament of Power
decision is secret when its options (or the odds beside them) would show cards of the
player's hand. A secret decision's choices go only to its player.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, cast

from tenkaichi.chat.messages import Button, ButtonStyle
from tenkaichi.table.games.top import TopMatch
from tenkaichi.table.service import TableService
from tenkaichi.top.combat import CARD_BASE, DEFEND_CARD_BASE
from tenkaichi.top.menus import Group, menu

GROUP_FROM = 4
"""A DBU kind with this many options or more is one menu (fewer: buttons of their own)."""
FLAT_MOST = 8
"""Ungrouped choices beyond this many go in one menu named by the question."""
ROWS_MOST = 10
"""Rows of buttons and menus at most under one reply (Discord shows five per message)."""
SECRET_DBU_KINDS = frozenset({"duel_wager"})
SECRET_TOP_OPTIONS = frozenset({"discard", "card"})
"""ToP option kinds that name a card of the hand."""
SECRET_TOP_DECISIONS = frozenset({"rescue", "transform-card", "start"})
"""ToP decisions asked only of a player who holds the card they are about."""
DBU_GROUPS = {
    "attack": "Attacks",
    "destination": "Squares to move to",
    "move": "Movement",
    "wager": "Ki Wager",
    "flare_wager": "Power Flare wager",
    "duel_wager": "Secret Ki Wager",
    "defend": "Defences",
    "signature": "Signature Techniques",
    "transform": "Transformations",
    "revert": "Revert",
    "trigger": "Triggered maneuvers",
    "triggered": "Triggered maneuvers",
    "exploit": "Exploits",
    "modifier": "Modifier Maneuvers",
}


@dataclass(frozen=True, slots=True)
class Choice:
    number: int
    """The option's place in the decision, from 1."""
    label: str
    group: str = ""
    best: bool = False


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


def choices_of(service: TableService, game: str, token: str) -> Choices | None:
    """The decision ``token``'s seat must answer now, or ``None`` when it must not."""
    if game == "top":
        return _top(service, token)
    pending = service.view(token)["pending"]
    if not pending or "options" not in pending:
        return None
    options = pending["options"]
    kinds = Counter(str(o["key"].get("kind", "")) for o in options)
    out = []
    for o in options:
        kind = str(o["key"].get("kind", ""))
        group = _dbu_group(kind) if kinds[kind] >= GROUP_FROM else ""
        out.append(Choice(int(o["number"]) + 1, str(o["label"]), group))
    return Choices(
        int(pending["decision_id"]),
        str(pending["actor"]),
        str(pending["prompt"]),
        (),
        tuple(out),
        len(options),
        any(k in SECRET_DBU_KINDS for k in kinds),
    )


def _dbu_group(kind: str) -> str:
    return DBU_GROUPS.get(kind) or kind.replace("_", " ").capitalize()


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
                out += [Choice(leaf.index + 1, leaf.label, entry.label) for leaf in entry.leaves]
            else:
                label = f"{entry.label} (best)" if entry.best else entry.label
                out.append(Choice(entry.index + 1, label, best=entry.best))
        if sum(1 for c in out if not c.group) > FLAT_MOST:
            out = [c if c.group else Choice(c.number, c.label, m.prompt, c.best) for c in out]
        notes = tuple(line for line in (m.hint, *m.notes) if line)
        hand = [v.content.cards[c].name for c in match.game.state.players[decision.actor].hand]
        texts = [c.label for c in out] + list(notes)
        secret = (
            decision.kind in SECRET_TOP_DECISIONS
            or any(_shows_hand(o) for o in decision.options)
            or any(name in text for name in hand for text in texts)
        )
        return Choices(
            int(pending["decision_id"]),
            str(pending["actor"]),
            str(pending["prompt"]),
            notes,
            tuple(out),
            len(decision.options),
            secret,
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
    followed by the decision and the choice's number; at most :data:`ROWS_MOST` rows."""
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
        out.append(Button(f"{c.number}. {c.label}", line, style, c.group))
    return tuple(out)


def listing(choices: Choices) -> list[str]:
    """The choices as numbered lines, each group under a heading."""
    lines: list[str] = []
    group = ""
    for c in choices.choices:
        if c.group != group:
            group = c.group
            if group:
                lines.append(f"{group}:")
        lines.append(f"{'  ' if group else ''}{c.number}. {c.label}")
    return lines


__all__ = ["Choice", "Choices", "buttons", "choices_of", "listing"]
