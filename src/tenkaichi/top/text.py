"""Readable English for the Tournament of Power, from one seat's view: names, dice, what cards,
powers, events and spaces do, the prompt of every decision and the label of every option.

Every front-end (the terminal, a web table, a chat) speaks through here, so that what a person
reads never shows an engine word (``defend-roll``, ``("move", 2, 47)``). Texts are made from a
:class:`Voice`: one seat's :class:`~tenkaichi.top.views.SeatView` and the players' names, never
the game itself, so a hidden card cannot leak into a sentence (reading a card back's text fails).
Content texts (cards, powers, Events, spaces) are in :mod:`tenkaichi.top.text_content`, event
sentences in :mod:`tenkaichi.top.text_events`, the status panel in
:mod:`tenkaichi.top.text_status`, menus over the options in :mod:`tenkaichi.top.menus`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tenkaichi.top import rules
from tenkaichi.top.attack import attack_value
from tenkaichi.top.combat import CARD_BASE, DEFEND_CARD_BASE, SUM
from tenkaichi.top.content import Content
from tenkaichi.top.engine import Game
from tenkaichi.top.say import named, say
from tenkaichi.top.state import CardId, Option, Token
from tenkaichi.top.text_content import (
    a_card_of,
    card_info,
    card_name,
    colour_name,
    dice_words,
    inset_words,
    power_info,
)
from tenkaichi.top.turn import DECK_CHOICES
from tenkaichi.top.views import SeatView, back_of, seat_view


@dataclass(frozen=True, slots=True)
class Voice:
    """One seat's view of a game and the players' names: everything a text is made from."""

    seen: SeatView
    names: tuple[str, ...]

    @property
    def content(self) -> Content:
        return self.seen.content

    @property
    def seat(self) -> int:
        return self.seen.seat

    def player(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else say("top-unplayed-stack")

    def warrior(self, token_id: int) -> str:
        return rules.form_of(self.seen, self.seen.state.tokens[token_id]).name

    def character(self, token_id: int) -> str:
        """The character's name, whatever its form (an event's text stays true once the
        transformation is over)."""
        return self.content.characters[self.seen.state.tokens[token_id].character].name

    def whose(self, token_id: int, *, base: bool = False) -> str:
        """A warrior with its owner: "Player 2's Jiren" ("the unplayed Hit" on a green space);
        ``base``: by its character's name rather than its present form's."""
        token = self.seen.state.tokens[token_id]
        name = self.character(token_id) if base else self.warrior(token_id)
        if token.owner < 0:
            return say("top-unplayed-warrior", name=name)
        return say("top-whose", player=self.player(token.owner), name=name)

    def space(self, cell: int) -> str:
        """A space with its colour: "e5 (red)"."""
        board = self.content.board
        return say("top-space", name=board.name(cell), colour=colour_name(board.cells[cell]))

    def card(self, card: object) -> str:
        """A card as this seat may see it: its name, or its back ("an Attack card")."""
        text = str(card)
        if text == "":
            return say("top-card-nothing")
        deck = back_of(CardId(text))
        if deck is not None:
            return a_card_of(deck)
        return card_name(self.content, CardId(text))

    def dice(self, faces: Sequence[int]) -> str:
        return dice_words(self.content, faces)


def player_names(players: int, names: Sequence[str] | None = None) -> tuple[str, ...]:
    """The players' names: the given ones, else "Player 1", "Player 2"... (seat 0 is Player 1)."""
    if names is not None:
        return tuple(names)
    return tuple(say("top-player", number=str(seat + 1)) for seat in range(players))


def voice(game: Game, seat: int, names: Sequence[str] | None = None) -> Voice:
    """The voice of ``seat`` (-1: a spectator, who sees no hand)."""
    return Voice(seat_view(game, seat), player_names(game.state.n, names))


def warrior_summary(v: Voice, token: Token) -> str:
    """ "Jiren, 30 of 42 Endurance, Power 5, Technique 3, Solo"."""
    form = rules.form_of(v.seen, token)
    power = "" if form.ability == "none" else power_info(form.ability).name
    return say(
        "top-warrior-summary",
        name=form.name,
        left=str(rules.left(v.seen, token)),
        endurance=str(rules.endurance(v.seen, token)),
        power=str(form.power),
        technique=str(form.technique),
        ability=say("top-ability-note", ability=power) if power else "",
    )


# -- option labels ---------------------------------------------------------------------------
def _mover(v: Voice, slot: int) -> Token:
    return v.seen.state.tokens[v.seen.state.players[v.seat].team[slot]]


def destination(v: Voice, cell: int, mover: Token | None = None) -> str:
    """Where a warrior may go, and what it finds there: "e5 (red)", "c3: attack Player 2's Hit"."""
    owner = v.seat if mover is None else mover.owner
    enemies = [t for t in rules.occupants(v.seen, cell) if t.owner != owner]
    if enemies:
        return say("top-to-attack", space=v.space(cell), enemy=v.whose(enemies[0].id))
    if v.content.board.cells[cell] == "G" and v.seen.state.unplayed:
        return say("top-to-fight-unplayed", space=v.space(cell))
    return v.space(cell)


def keep_words(v: Voice, dice: Sequence[int], mask: int) -> str:
    """A re-roll option: "keep punch, punch and re-roll 3 dice"."""
    kept = [f for i, f in enumerate(dice) if not mask >> i & 1]
    count = bin(mask).count("1")
    if not kept:
        return say("top-keep-nothing", n=count, count=str(count))
    return say("top-keep", dice=v.dice(kept), n=count, count=str(count))


def option_label(v: Voice, kind: str, option: Option) -> str:
    """The label of one option of a decision of ``kind``, for the seat that decides."""
    what, a, b = option
    s, content = v.seen.state, v.content
    hand = s.players[v.seat].hand if v.seat >= 0 else []
    if what == "draft":
        char = content.characters[content.draftable[a]]
        base, more = char.forms[0], len(char.forms) - 1
        power = "" if base.ability == "none" else power_info(base.ability).name
        return say(
            "top-draft-label",
            name=char.name,
            endurance=str(char.endurance),
            power=str(base.power),
            technique=str(base.technique),
            ability=say("top-ability-note", ability=power) if power else "",
            forms=say("top-forms-note", n=more, count=str(more)) if more else "",
        )
    if what == "place":
        return say("top-place-on", space=v.space(a))
    if what == "move":
        mover = _mover(v, a)
        verb = "top-instant-move-to" if kind == "instant" else "top-move-to"
        return say(verb, warrior=v.warrior(mover.id), to=destination(v, b, mover))
    if what == "cell":
        return _cell_label(v, kind, a)
    if what == "discard":
        info = card_info(content, hand[a])
        return say("top-discard", card=info.name, kind=info.kind)
    if what == "card":
        info = card_info(content, hand[a])
        return say("top-play-card", card=info.name, text=info.text)
    if what == "reroll":
        c = s.combat
        return keep_words(v, c.dice if c is not None else [], a)
    if what == "resolve":
        return _resolve_label(v, option)
    if what == "defend":
        return _defend_label(v, a)
    if what == "deck":
        return say("top-draw-a-card", card=a_card_of(DECK_CHOICES[a]))
    if what == "warrior":
        token = _mover(v, a)
        if kind == "recover":
            return say("top-heal", warrior=v.warrior(token.id), damage=str(token.damage))
        return say("top-duel-with", warrior=warrior_summary(v, token))
    return _yes_no_label(v, kind, what)


def _cell_label(v: Voice, kind: str, cell: int) -> str:
    s = v.seen.state
    if kind == "flee" and s.combat is not None and s.combat.strike is not None:
        return say("top-flee-to", space=v.space(cell))
    mover = s.tokens[s.turn.mover] if s.turn.mover >= 0 else None
    if mover is not None and mover.cell == cell:
        return say("top-stay-on", space=v.space(cell))
    return say("top-step-to", to=destination(v, cell, mover))


def _resolve_label(v: Voice, option: Option) -> str:
    c = v.seen.state.combat
    assert c is not None
    assert c.strike is not None
    damage, sphere, inset, _, card_id = attack_value(v.seen, c, option)
    code = option[1]
    if code == SUM:
        name = say("top-sum-of-symbols")
    elif code >= CARD_BASE and card_id is not None:
        name = say("top-play-named", card=card_name(v.content, card_id))
    else:
        combo = rules.form_of(v.seen, v.seen.state.tokens[c.roller]).combos[code]
        name = say("top-combo-named", combo=named("top-combo", combo.name))
    kind = say("top-against-sphere" if sphere else "top-against-attack")
    return say("top-resolve", name=name, damage=str(damage), kind=kind, inset=inset_words(inset))


def _defend_label(v: Voice, code: int) -> str:
    c = v.seen.state.combat
    assert c is not None
    assert c.strike is not None
    if code == 0:
        return say("top-take-hit", damage=str(c.strike.damage))
    target = v.seen.state.tokens[c.strike.target]
    if code == 1:
        need = rules.form_of(v.seen, target).dodge
        return say("top-roll-dodge", n=need, count=str(need))
    card_id = v.seen.state.players[target.owner].hand[code - DEFEND_CARD_BASE]
    info = card_info(v.content, card_id)
    return say("top-play-card", card=info.name, text=info.text)


_YES_NO = {
    ("fuse", "fuse"): "Try to fuse (a die roll of {fuse} or more)",
    ("fuse", "no"): "Do not try to fuse",
    ("transform", "yes"): "Try to transform {who}",
    ("transform", "no"): "Fight in the present form",
    ("transform-card", "yes"): "Play a Transformation card: roll once more",
    ("transform-card", "no"): "Play no card",
    ("rescue", "yes"): "Play Rescue: {who} comes back",
    ("rescue", "no"): "No Rescue: {who} is eliminated",
    ("flee", "no"): "Stay in the combat",
    ("start", "pass"): "Play no card",
    ("move", "pass"): "Stay (no warrior can move)",
    ("instant", "pass"): "Stay (no free space)",
    ("bonus", "pass"): "Draw nothing (the decks are empty)",
    ("reroll", "stop"): "Stop and use these dice",
    ("defend-roll", "stop"): "Stop: the defence fails",
}


def _yes_no_label(v: Voice, kind: str, what: str) -> str:
    fallback = "top-yes" if what == "yes" else "top-no"
    msg_id = f"top-yes-no-{kind}-{what}" if (kind, what) in _YES_NO else fallback
    fuse = str(v.content.settings.fusion_roll_min)
    return say(msg_id, who=_subject(v, kind), fuse=fuse)


def _subject(v: Voice, kind: str) -> str:
    """The warrior a combat decision is about (the one transforming, rescued or fleeing)."""
    c = v.seen.state.combat
    if c is None:
        return say("top-the-warrior")
    if kind == "transform":
        return v.warrior(c.attacker if c.transform_side == 0 else c.defender)
    if c.strike is not None and kind in ("rescue", "flee", "defend"):
        return v.warrior(c.strike.target)
    if c.strike is not None:
        return v.warrior(c.roller if c.roller >= 0 else c.strike.striker)
    return v.warrior(c.attacker)
