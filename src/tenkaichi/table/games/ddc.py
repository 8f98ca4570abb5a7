"""Dungeon DICE Combat at the table: a ``Battle`` behind the :class:`Match` protocol.

Actors are the fighters by their battle names; a fighter's side is the one its setup entry
names, else the fighter alone (a free-for-all). Nothing in a DDC battle is secret, so every
seat sees the whole battle; the options are the actions legal now, logged as their text
(``move 3 2``, ``attack Fireball Bob``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, cast

from pydantic import ValidationError

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.runner import BOTS as DDC_BOTS
from tenkaichi.ddc.runner import make_bot
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.ddc.state import FighterState, TurnState
from tenkaichi.dice.physical import PhysicalDice
from tenkaichi.errors import ContentError, RuleViolation
from tenkaichi.i18n import Msg, current
from tenkaichi.problems import first_problem
from tenkaichi.table.games.base import Match, Viewer, choose_all
from tenkaichi.table.policies import Family


def action_label(action: Action) -> str:
    """An action in English words, as a player reads it in a menu."""
    return action.label()


@dataclass(frozen=True, slots=True)
class DdcOption:
    action: Action

    @property
    def label(self) -> str:
        return action_label(self.action)

    def words(self, locale: str | None = None) -> str:
        """The action in ``locale``'s words (the current reader's by default)."""
        return self.action.words(locale)

    def key(self) -> Any:
        return self.action.text()


@dataclass(frozen=True, slots=True)
class DdcDecision:
    actor: str
    kind: str
    prompt: str | Msg
    options: tuple[DdcOption, ...]


class DdcMatch:
    """A Dungeon DICE Combat battle as the table drives it."""

    __slots__ = ("_decision", "battle")

    def __init__(self, battle: Battle) -> None:
        self.battle = battle
        self._decision: DdcDecision | None = None
        """The pending decision, kept until the battle moves (only ``choose`` moves it)."""

    @property
    def events(self) -> Sequence[Any]:
        return self.battle.events

    @property
    def over(self) -> bool:
        return self.battle.over

    @property
    def decision(self) -> DdcDecision | None:
        if self._decision is None:
            d = self.battle.decision()
            if d is None:
                return None
            options = tuple(DdcOption(a) for a in d.options)
            prompt = Msg.of("ddc-prompt", name=d.actor)
            self._decision = DdcDecision(d.actor, "turn", prompt, options)
        return self._decision

    def choose(self, key: Any) -> None:
        if not isinstance(key, str) or not key or len(key) > 200:
            raise RuleViolation("an answer names one of the actions shown")
        self._decision = None
        self.battle.apply(key)

    def clone(self) -> DdcMatch:
        return DdcMatch(self.battle.copy())


class DdcRules:
    name = "ddc"
    title = "Dungeon DICE Combat"
    dice_modes: tuple[str, ...] = ("seeded",)
    bot_kinds: tuple[str, ...] = tuple(DDC_BOTS)
    default_settings: Mapping[str, Any] = MappingProxyType({"gm_sees_secrets": False})

    def parse_setup(self, raw: Any, where: str) -> BattleSetup:
        if isinstance(raw, BattleSetup):
            return raw
        try:
            setup = BattleSetup.model_validate(raw)
        except ValidationError as error:
            raise ContentError(f"{where}: {first_problem(error, '(setup)')}") from None
        Battle.start(setup, 0)  # the roster names and settings are checked here
        return setup

    def dump_setup(self, setup: Any) -> dict[str, Any]:
        battle = cast(BattleSetup, setup)
        return battle.model_dump(mode="json", exclude={"roster"} if battle.roster is None else None)

    def preview(self, setup: Any, seed: int) -> Match | None:
        return None

    def sides_now(self, match: Match) -> dict[str, str] | None:
        return None

    def sides(self, setup: Any) -> dict[str, str]:
        return {f.name: f.side for f in Battle.start(setup, 0).state.fighters}

    reaction_families: tuple[Family, ...] = ()

    def turn_of(self, match: Match) -> str:
        return ""

    def start(self, setup: Any, seed: int, dice: PhysicalDice | None) -> DdcMatch:
        return DdcMatch(Battle.start(setup, seed))

    def replay(
        self, setup: Any, seed: int, dice: PhysicalDice | None, keys: Sequence[Any]
    ) -> Match:
        return choose_all(self.start(setup, seed, dice), keys, "action")

    def bot_choice(self, match: Match, kind: str, seed: int) -> int:
        battle = cast(DdcMatch, match).battle
        chosen = make_bot(kind, seed).choose(battle.view())
        return battle.legal().index(battle.canonical(chosen))

    def pass_option(self, match: Match) -> int | None:
        legal = cast(DdcMatch, match).battle.legal()
        return next((i for i, a in enumerate(legal) if a.kind == "end"), None)

    def winner(self, match: Match) -> str:
        return cast(DdcMatch, match).battle.state.winner or ""

    def public(self, match: Match | None, viewer: Viewer) -> dict[str, Any]:
        """The whole battle (nothing in DDC is secret): the grid's size, the turn order, the
        open turn and every fighter with its moves and the shared recharge of its named moves."""
        if match is None:
            return {"battle": None}
        battle = cast(DdcMatch, match).battle
        s = battle.state
        rules = battle.settings
        return {
            "battle": {
                "round": s.round,
                "actor": s.actor.name if not battle.over else "",
                "width": rules.grid_width,
                "height": rules.grid_height,
                "order": [s.fighters[i].name for i in s.order],
                "rules": {
                    "move_steps": rules.move_steps,
                    "charge_steps": rules.charge_steps,
                    "recharge_posts": rules.recharge_posts,
                    "named_multiplier": rules.named_multiplier,
                    "defend_divisor": rules.defend_divisor,
                },
                "turn": None if battle.over else _turn_json(s.turn),
                "fighters": [_fighter_json(battle, f) for f in s.fighters],
            }
        }

    def event_json(self, match: Match, event: Any, viewer: Viewer) -> dict[str, Any] | None:
        return {"kind": event.kind, "who": event.who, "text": event.words(current())}

    def option_json(self, match: Match, index: int, viewer: Viewer) -> dict[str, Any]:
        """The action's kind and what a page needs to draw it: the square of a move or a
        charge; the move, its kind, range and roll, and the target of an attack; the form."""
        battle = cast(DdcMatch, match).battle
        action = battle.legal()[index]
        out: dict[str, Any] = {"action": action.kind}
        if action.kind in ("move", "charge"):
            out["square"] = [action.x, action.y]
        if action.kind == "attack":
            out["move"], out["target"] = action.move, action.target
            out.update(_move_json(battle, battle.state.actor, action.move))
        if action.kind in ("digivolve", "form"):
            out["form"] = action.move
        return out

    def snapshot(self, match: Match) -> dict[str, Any] | None:
        return None

    def from_snapshot(self, stored: Any, keys: Sequence[Any], dice: Sequence[int]) -> Match | None:
        return None


def _turn_json(turn: TurnState) -> dict[str, Any]:
    return {
        "mode": turn.mode or "open",
        "steps": turn.steps,
        "attacked": turn.attacked,
        "extra": turn.extra,
    }


def _fighter_json(battle: Battle, f: FighterState) -> dict[str, Any]:
    spec = battle.spec(f)
    return {
        "name": f.name,
        "form": f.form,
        "base": f.base,
        "level": spec.level,
        "side": f.side,
        "square": [f.x, f.y],
        "hp": f.hp,
        "max_hp": f.max_hp,
        "dice": battle.dice(f),
        "posts": f.posts,
        "named_ready": f.named_ready,
        "recharging": max(0, f.named_ready - f.posts),
        "defending": f.defending,
        "barrier": f.barrier,
        "immune": f.immune,
        "digivolved": f.digivolved,
        "digivolve_turns": f.digivolve_turns,
        "statuses": [
            {"name": st.name, "effect": st.effect, "turns": st.turns} for st in f.statuses
        ],
        "moves": [
            {"name": m.name, "kind": m.kind, "range": m.range, "normal_damage": m.normal_damage}
            for m in spec.moves
        ],
        "alive": f.hp > 0,
    }


def _move_json(battle: Battle, user: FighterState, name: str) -> dict[str, Any]:
    """An attack's move as the page lists it: kind, range, and its roll (d4s and multiplier)."""
    named = battle.spec(user).move(name)
    if named is None:  # the plain attack
        kind, reach, doubles = "offense", "normal", False
    else:
        kind, reach, doubles = named.kind, named.range, not named.normal_damage
    return {
        "move_kind": kind,
        "range": reach,
        "named": named is not None,
        "roll": [battle.dice(user), 4, battle.settings.named_multiplier if doubles else 1],
    }


RULES = DdcRules()

__all__ = ["RULES", "DdcMatch", "DdcRules", "action_label"]
