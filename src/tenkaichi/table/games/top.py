"""The Tournament of Power at the table: a ``Game`` behind the :class:`Match` protocol.

Actors are the players, ``Player 1`` to ``Player N`` in seat order; each is a side of its own,
so a seat that plays a player sees that player's hand and no other (seed 002's hidden
information: hands, deck order and the unplayed stack, masked by :mod:`tenkaichi.top.views`).
Options are logged as their engine triples ``[kind, a, b]``.

What a front-end needs to draw the game comes with the view and holds no rule: the board's
spaces, the status panel, what each card, power, Event and space does (with its ``made_up``
flag), per option the warrior and space it names or the dice it keeps with the exact odds of
each combo (:mod:`tenkaichi.top.menus`), and the re-roll advice for the seat that rolls. Card
texts are given only for cards the viewer may read (its own hands and the turn's Event).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from types import MappingProxyType
from typing import Any, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tenkaichi.dice.physical import PhysicalDice
from tenkaichi.errors import ContentError, RuleViolation
from tenkaichi.i18n import current
from tenkaichi.problems import first_problem
from tenkaichi.table.games.base import Match, Viewer, choose_all
from tenkaichi.table.policies import Family
from tenkaichi.top import rules, views
from tenkaichi.top.attack import attack_value
from tenkaichi.top.combat import CARD_BASE, DEFEND_CARD_BASE
from tenkaichi.top.content import Character, Content
from tenkaichi.top.engine import Game
from tenkaichi.top.menus import Leaf, Menu, menu
from tenkaichi.top.runner import make_bot
from tenkaichi.top.say import say
from tenkaichi.top.state import PRIVATE_EVENTS, CardId, Option, Token
from tenkaichi.top.symbols import counts, forms, symbol_sum
from tenkaichi.top.text import Voice, option_label, voice
from tenkaichi.top.text_content import (
    COLOUR_NAME,
    Info,
    card_aim,
    card_info,
    combo_aim,
    need_words,
    power_info,
    space_info,
    warrior_info,
)
from tenkaichi.top.text_events import event_text, retold
from tenkaichi.top.text_status import prompt, status


class TopSetup(BaseModel):
    """A Tournament of Power table: how many players, and the game's settings."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    players: int = Field(4, ge=2, le=6)
    settings: dict[str, Any] = Field(default_factory=dict)


def actor_of(seat: int) -> str:
    return f"Player {seat + 1}"


def seat_of(actor: str) -> int:
    return int(actor.rpartition(" ")[2]) - 1


def seats_seen(viewer: Viewer, players: int) -> set[int]:
    if viewer is None:
        return set(range(players))
    return {seat_of(a) for a in viewer if a.startswith("Player ")}


@dataclass(frozen=True, slots=True)
class TopOption:
    label: str
    option: Option

    def key(self) -> Any:
        return list(self.option)


@dataclass(frozen=True, slots=True)
class TopDecision:
    actor: str
    kind: str
    prompt: str
    options: tuple[TopOption, ...]


class TopMatch:
    """A Tournament of Power game as the table drives it."""

    __slots__ = ("_decision", "_menu", "_voices", "game")

    def __init__(self, game: Game) -> None:
        self.game = game
        self._decision: dict[str, TopDecision] = {}
        """The pending decision in each reader's language (kept until the game moves)."""
        self._voices: dict[tuple[int, str], Voice] = {}
        self._menu: dict[str, tuple[Menu, dict[int, Leaf]]] = {}

    def menu(self) -> tuple[Menu, dict[int, Leaf]] | None:
        """The pending decision's menu for its actor, with the leaf of every option index
        (kept until the game moves: a re-roll's odds take a moment to work out)."""
        d = self.game.decision
        if d is None:
            return None
        kept = self._menu.get(current())
        if kept is None:
            found = menu(self.voice(d.actor), d)
            leaves = {}
            for leaf in found.leaves():
                for i in (leaf.index, *leaf.also):
                    leaves[i] = leaf
            kept = self._menu[current()] = (found, leaves)
        return kept

    def voice(self, seat: int) -> Voice:
        """What ``seat`` (-1: a spectator) may read of the game now (kept until it moves)."""
        key = (seat, current())  # the players' names are written in the reader's language
        found = self._voices.get(key)
        if found is None:
            found = self._voices[key] = voice(self.game, seat)
        return found

    @property
    def events(self) -> Sequence[Any]:
        return self.game.events

    @property
    def over(self) -> bool:
        _ = self.game.decision  # the game runs on to its next decision, or to its end
        return self.game.over

    @property
    def decision(self) -> TopDecision | None:
        kept = self._decision.get(current())
        if kept is None:
            d = self.game.decision
            if d is None:
                return None
            v = self.voice(d.actor)
            options = tuple(TopOption(option_label(v, d.kind, o), o) for o in d.options)
            kept = TopDecision(actor_of(d.actor), d.kind, prompt(v, d.kind), options)
            self._decision[current()] = kept
        return kept

    def choose(self, key: Any) -> None:
        if not isinstance(key, (list, tuple)) or len(key) != 3:
            raise RuleViolation("an answer names one of the options shown")
        try:
            option = (str(key[0]), int(key[1]), int(key[2]))
        except (TypeError, ValueError):
            raise RuleViolation("an answer names one of the options shown") from None
        self.game.choose(option)
        self._decision = {}
        self._menu = {}
        self._voices.clear()

    def clone(self) -> TopMatch:
        return TopMatch(self.game.clone())

    def retold(self, event: Any) -> bool:
        """Whether ``event``, one of the game's own, is told again by the next one (a card
        dealt at the setup: :func:`~tenkaichi.top.text_events.retold`). The deals come before
        the first turn, so only the events up to it are looked through."""
        if not event or event[0] != "drew":
            return False
        events = self.game.events
        for i, e in enumerate(events):
            if e is event:
                return retold(events, i)
            if e[0] == "first-player":
                break
        return False


class TopRules:
    name = "top"
    title = "Tournament of Power"
    dice_modes: tuple[str, ...] = ("seeded",)
    bot_kinds: tuple[str, ...] = ("random", "greedy", "search")
    default_settings: Mapping[str, Any] = MappingProxyType({"gm_sees_secrets": False})

    def parse_setup(self, raw: Any, where: str) -> TopSetup:
        if isinstance(raw, TopSetup):
            return raw
        try:
            setup = TopSetup.model_validate(raw)
        except ValidationError as error:
            raise ContentError(f"{where}: {first_problem(error, '(setup)')}") from None
        Game.start(setup.players, 0, settings=setup.settings)  # the settings are checked here
        return setup

    def dump_setup(self, setup: Any) -> dict[str, Any]:
        return cast(TopSetup, setup).model_dump(mode="json")

    def preview(self, setup: Any, seed: int) -> Match | None:
        return None

    def sides_now(self, match: Match) -> dict[str, str] | None:
        return None

    def sides(self, setup: Any) -> dict[str, str]:
        return {actor_of(i): actor_of(i) for i in range(cast(TopSetup, setup).players)}

    reaction_families: tuple[Family, ...] = ()

    def turn_of(self, match: Match) -> str:
        return ""

    def start(self, setup: Any, seed: int, dice: PhysicalDice | None) -> TopMatch:
        s = cast(TopSetup, setup)
        return TopMatch(Game.start(s.players, seed, settings=s.settings or None))

    def replay(
        self, setup: Any, seed: int, dice: PhysicalDice | None, keys: Sequence[Any]
    ) -> Match:
        return choose_all(self.start(setup, seed, dice), keys, "choice")

    def bot_choice(self, match: Match, kind: str, seed: int) -> int:
        game = cast(TopMatch, match).game
        decision = game.decision
        assert decision is not None
        return make_bot(kind, seed).choose(views.seat_view(game, decision.actor), decision)

    def pass_option(self, match: Match) -> int | None:
        return None

    def winner(self, match: Match) -> str:
        game = cast(TopMatch, match).game
        if not game.over:
            return ""
        return ", ".join(actor_of(s) for s in game.state.winners) or "draw"

    def public(self, match: Match | None, viewer: Viewer) -> dict[str, Any]:
        if match is None:
            return {"tournament": None}
        top = cast(TopMatch, match)
        game = top.game
        seen = seats_seen(viewer, game.state.n)
        first = min(seen) if seen else -1
        out = views.view(game, first)
        for key in ("seat", "options", "events", "hand"):
            out.pop(key, None)
        out["hands"] = {
            actor_of(p.seat): list(p.hand) for p in game.state.players if p.seat in seen
        }
        out.update(_help(top, top.voice(first), seen))
        return {"tournament": out}

    def event_json(self, match: Match, event: Any, viewer: Viewer) -> dict[str, Any] | None:
        game = cast(TopMatch, match).game
        seen = seats_seen(viewer, game.state.n)
        top = cast(TopMatch, match)
        if top.retold(event):  # a card dealt at the setup: its "dealt" event tells it
            return None
        if event[0] in PRIVATE_EVENTS:
            # told by its own seat's voice when the viewer holds that seat, else masked
            reader = event[1] if event[1] in seen else min(seen, default=-1)
            if event[1] not in seen:
                event = (*event[:-1], views.BACK)
        else:
            reader = min(seen, default=-1)
        return {"kind": str(event[0]), "text": event_text(top.voice(reader), event)}

    def option_json(self, match: Match, index: int, viewer: Viewer) -> dict[str, Any]:
        """What the page draws option ``index`` with: the warrior and the space it names,
        the dice a re-roll keeps with the odds of each combo, the card it plays."""
        top = cast(TopMatch, match)
        d = top.game.decision
        if d is None or not 0 <= index < len(d.options):
            return {}
        what, a, b = d.options[index]
        s, v = top.game.state, top.voice(d.actor)
        out: dict[str, Any] = {"kind": d.kind, "what": what}
        if what == "move":
            out.update(warrior=s.players[d.actor].team[a], to=b)
        elif what in ("place", "cell"):
            out["to"] = a
        elif what == "draft":
            out["warrior_info"] = _info(warrior_info(v.content, v.content.draftable[a]))
        elif what == "warrior":
            out["warrior"] = s.players[d.actor].team[a]
        card = _card_of(top, d.actor, d.options[index])
        if card is not None:
            out["card"] = _info(card_info(v.content, card))
        if what in ("reroll", "stop") and d.kind in ("reroll", "defend-roll"):
            out.update(_keep_json(top, index, a if what == "reroll" else 0))
        return out

    def snapshot(self, match: Match) -> dict[str, Any] | None:
        return None

    def from_snapshot(self, stored: Any, keys: Sequence[Any], dice: Sequence[int]) -> Match | None:
        return None


def _info(info: Info) -> dict[str, Any]:
    return {
        "name": info.name,
        "kind": info.kind,
        "text": info.text,
        "made_up": info.made_up,
        "deck": info.deck,
    }


def _card_of(top: TopMatch, actor: int, option: Option) -> CardId | None:
    """The card an option plays or discards (from the actor's own hand), if any."""
    what, a, _ = option
    hand = top.game.state.players[actor].hand
    if what in ("card", "discard"):
        index = a
    elif what == "defend" and a >= DEFEND_CARD_BASE:
        c = top.game.state.combat
        if c is None or c.strike is None:
            return None
        hand = top.game.state.players[top.game.state.tokens[c.strike.target].owner].hand
        index = a - DEFEND_CARD_BASE
    elif what == "resolve" and a >= CARD_BASE:
        c = top.game.state.combat
        if c is None or c.strike is None:
            return None
        seen = top.voice(actor).seen
        return attack_value(seen, c, option)[4]
    else:
        return None
    return hand[index] if 0 <= index < len(hand) else None


def _keep_json(top: TopMatch, index: int, mask: int) -> dict[str, Any]:
    """A re-roll option: the dice it re-rolls, and its menu leaf's odds and best flag."""
    c = top.game.state.combat
    dice = len(c.dice) if c is not None else 0
    out: dict[str, Any] = {"reroll": [i for i in range(dice) if mask >> i & 1]}
    found = top.menu()
    leaf = found[1].get(index) if found is not None else None
    damage = _target_damage(top) if c is not None else {}
    if leaf is not None:
        out["best"] = leaf.best
        out["chance"] = leaf.chance
        out["aim"] = leaf.aim
        out["damage"] = damage.get(leaf.aim)
        out["odds"] = [
            {"name": o.name, "need": o.need, "chance": o.chance, "damage": damage.get(o.name)}
            for o in leaf.odds
        ]
        if leaf.chance is not None and out["damage"] is not None:
            out["expected"] = round(leaf.chance * out["damage"], 1)
    if c is not None and mask == 0 and c.stage == "reroll":
        now = _results_now(top, top.game.decision.actor if top.game.decision else -1)
        formed = [r for r in now if r["formed"]]
        if formed:
            out["now"] = max(formed, key=lambda r: int(r["damage"]))
    return out


def _target_damage(top: TopMatch) -> dict[str, int]:
    """The damage of every combo a re-roll may play for, by the name the menus give it
    (:mod:`tenkaichi.top.menus`): the roller's two combos and the attacker's Attack cards."""
    s, content = top.game.state, top.game.content
    c = s.combat
    d = top.game.decision
    if c is None or d is None or d.kind != "reroll":
        return {}
    roller = s.tokens[c.roller]
    out = {combo_aim(k.name): k.damage for k in rules.form_of(top.game, roller).combos}
    if roller.owner == d.actor:
        for card_id in s.players[d.actor].hand:
            card = content.cards[card_id]
            if card.deck == "attack":
                out[card_aim(content, card_id)] = card.damage
    return out


def _results_now(top: TopMatch, reader: int) -> list[dict[str, Any]]:
    """What the attacker's dice deal if it stops now: each combo of its form and (when the
    reader holds the attacker's hand) each Attack card, formed or not, and the symbol sum."""
    s, content = top.game.state, top.game.content
    c = s.combat
    if c is None or c.stage != "reroll" or c.strike is None or c.roller != c.strike.striker:
        return []
    roller = s.tokens[c.roller]
    form = rules.form_of(top.game, roller)
    have, wild = counts(c.dice), content.wild
    out = [
        {
            "name": combo_aim(k.name),
            "need": need_words(content, k.need),
            "damage": k.damage,
            "formed": forms(have, k.need, wild),
            "sphere": k.sphere,
        }
        for k in form.combos
    ]
    if roller.owner >= 0 and roller.owner == reader:
        for card_id in dict.fromkeys(s.players[roller.owner].hand):
            card = content.cards[card_id]
            if card.deck == "attack" and card.combo:
                out.append(
                    {
                        "name": card_aim(content, card_id),
                        "need": need_words(content, card.combo),
                        "damage": card.damage,
                        "formed": forms(have, card.combo, wild),
                        "sphere": card.sphere,
                    }
                )
    total, double = symbol_sum(
        have, form.values, wild, content.offensive, content.settings.star_in_sum == "wild"
    )
    out.append(
        {
            "name": say("top-symbol-sum-doubled" if double >= 0 else "top-symbol-sum"),
            "need": say("top-any-dice"),
            "is_sum": True,
            "damage": total,
            "formed": True,
            "sphere": double == content.sphere_face,
        }
    )
    return [r for r in out if r["formed"]] + [r for r in out if not r["formed"]]


def _warrior_card(content: Content, char: Character) -> dict[str, Any]:
    """A warrior's card as seed 002 prints it: per form, its Power (dice), Technique
    (re-rolls), power, the value of each symbol in a sum, its two combos with their damage,
    the Dodge it needs; and the transformation table (the roll of each form, what the form
    costs in Endurance after the attack and what it divides the damage it takes by)."""
    faces, wild = content.faces, content.wild
    dodge = faces[content.dodge_face]
    out_forms = []
    for i, form in enumerate(char.forms):
        power = power_info(form.ability, form.ability_value) if form.ability != "none" else None
        out_forms.append(
            {
                "index": i,
                "name": form.name,
                "dice": form.power,
                "rerolls": form.technique,
                # lower case: a card is named Dodge, and a hand's card names are its secret
                "power": None
                if power is None
                else {"name": power.name, "text": power.text.replace("Dodge", "dodge")},
                "values": [
                    {"symbol": faces[f], "value": form.values[f]}
                    for f in range(len(faces))
                    if f != wild
                ],
                "combos": [
                    {
                        "name": k.name,
                        "symbols": [faces[f] for f in range(len(k.need)) for _ in range(k.need[f])],
                        "damage": k.damage,
                        "sphere": k.sphere,
                    }
                    for k in form.combos
                ],
                "dodge_need": {"symbol": dodge, "count": form.dodge},
                "roll": None if form.roll is None else list(form.roll),
                "divisor": form.divisor,
                "cost": form.cost,
                "made_up": bool(form.assumed),
            }
        )
    return {
        "id": char.id,
        "name": char.name,
        "endurance": char.endurance,
        "transform_dice": char.transform_dice,
        "wild": faces[wild],
        "forms": out_forms,
    }


def _cards_of(top: TopMatch, tokens: Sequence[Token]) -> dict[str, Any]:
    content = top.game.content
    out: dict[str, Any] = {}
    for t in tokens:
        if t.character not in out and (t.owner >= 0 or t.alive):
            out[t.character] = _warrior_card(content, content.characters[t.character])
    return out


def _help(top: TopMatch, v: Voice, seen: set[int]) -> dict[str, Any]:
    """What the page needs besides the state: the board, the status panel, and what the
    cards the viewer may read, the powers, the warriors on the board and the spaces do."""
    game, content = top.game, top.game.content
    s = game.state
    board = content.board
    readable: list[CardId] = [c for p in s.players if p.seat in seen for c in p.hand]
    event = None
    if s.turn.event is not None and s.phase not in ("draft", "place"):
        event = _info(card_info(content, s.turn.event))
    warriors: dict[str, Any] = {}
    for t in s.tokens:
        if t.character not in warriors and (t.owner >= 0 or t.alive):
            warriors[t.character] = _info(warrior_info(content, t.character))
    powers = {}
    for t in s.tokens:
        if t.owner < 0 and not t.alive:
            continue
        ability = rules.form_of(v.seen, t).ability
        if ability != "none":
            info = power_info(ability)
            powers[info.name] = _info(info)
    out: dict[str, Any] = {
        "board": {"rows": board.rows, "cols": board.cols, "cells": board.cells},
        "faces": list(content.faces),
        "wild": content.wild,
        "status": asdict(status(v)),
        "cards": {c: _info(card_info(content, c)) for c in dict.fromkeys(readable)},
        "event_card": event,
        "warrior_info": warriors,
        "powers": powers,
        "spaces": {COLOUR_NAME[k]: _info(space_info(k)) for k in COLOUR_NAME},
        "advice": None,
        "warrior_cards": _cards_of(top, s.tokens),
        "token_forms": {str(t.id): t.form for t in s.tokens if t.owner >= 0 or t.alive},
        "results_now": _results_now(top, _reader(top, seen)),
        "strike": _strike(top),
    }
    d = game.decision
    if d is not None and d.actor in seen and d.kind in ("reroll", "defend-roll"):
        found = top.menu()
        if found is not None:
            out["advice"] = {"hint": found[0].hint, "notes": list(found[0].notes)}
    return out


def _strike(top: TopMatch) -> dict[str, Any] | None:
    """The attack being resolved once its damage is known: who strikes whom, for how much,
    the need of the defensive roll under way (public: it is on the table)."""
    c = top.game.state.combat
    if c is None or c.strike is None or c.strike.damage <= 0 or c.stage in ("reroll", "resolve"):
        return None
    k = c.strike
    content = top.game.content
    return {
        "striker": k.striker,
        "target": k.target,
        "damage": k.damage,
        "sphere": k.sphere,
        "need": need_words(content, c.need) if any(c.need) else "",
    }


def _reader(top: TopMatch, seen: set[int]) -> int:
    """Whose hand the seat reads now: the answering player's when it is one of the seat's."""
    d = top.game.decision
    if d is not None and d.actor in seen:
        return d.actor
    return min(seen, default=-1)


RULES = TopRules()

__all__ = ["RULES", "TopMatch", "TopRules", "TopSetup", "actor_of", "seat_of"]
