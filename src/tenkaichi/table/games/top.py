"""The Tournament of Power at the table: a ``Game`` behind the :class:`Match` protocol.

Actors are the players, ``Player 1`` to ``Player N`` in seat order; each is a side of its own,
so a seat that plays a player sees that player's hand and no other (seed 002's hidden
information: hands, deck order and the unplayed stack, masked by :mod:`tenkaichi.top.views`).
Options are logged as their engine triples ``[kind, a, b]``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tenkaichi.errors import ContentError, RuleViolation
from tenkaichi.problems import first_problem
from tenkaichi.table.games.base import Match, Viewer
from tenkaichi.top import views
from tenkaichi.top.engine import Game
from tenkaichi.top.runner import make_bot
from tenkaichi.top.state import PRIVATE_EVENTS, Option
from tenkaichi.top.text import Voice, option_label, voice
from tenkaichi.top.text_events import event_text
from tenkaichi.top.text_status import prompt


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

    __slots__ = ("_decision", "_voices", "game")

    def __init__(self, game: Game) -> None:
        self.game = game
        self._decision: TopDecision | None = None
        self._voices: dict[int, Voice] = {}

    def voice(self, seat: int) -> Voice:
        """What ``seat`` (-1: a spectator) may read of the game now (kept until it moves)."""
        found = self._voices.get(seat)
        if found is None:
            found = self._voices[seat] = voice(self.game, seat)
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
        if self._decision is None:
            d = self.game.decision
            if d is None:
                return None
            v = self.voice(d.actor)
            options = tuple(TopOption(option_label(v, d.kind, o), o) for o in d.options)
            self._decision = TopDecision(actor_of(d.actor), d.kind, prompt(v, d.kind), options)
        return self._decision

    def choose(self, key: Any) -> None:
        if not isinstance(key, (list, tuple)) or len(key) != 3:
            raise RuleViolation("an answer names one of the options shown")
        try:
            option = (str(key[0]), int(key[1]), int(key[2]))
        except (TypeError, ValueError):
            raise RuleViolation("an answer names one of the options shown") from None
        self.game.choose(option)
        self._decision = None
        self._voices.clear()

    def clone(self) -> TopMatch:
        return TopMatch(self.game.clone())


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

    def sides(self, setup: Any) -> dict[str, str]:
        return {actor_of(i): actor_of(i) for i in range(cast(TopSetup, setup).players)}

    def start(self, setup: Any, seed: int, dice: list[int] | None) -> TopMatch:
        s = cast(TopSetup, setup)
        return TopMatch(Game.start(s.players, seed, settings=s.settings or None))

    def replay(self, setup: Any, seed: int, dice: list[int] | None, keys: Sequence[Any]) -> Match:
        match = self.start(setup, seed, dice)
        for number, key in enumerate(keys, 1):
            try:
                match.choose(key)
            except RuleViolation as error:
                raise RuleViolation(f"choice {number} of the log: {error}") from None
        return match

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
        game = cast(TopMatch, match).game
        seen = seats_seen(viewer, game.state.n)
        first = min(seen) if seen else -1
        out = views.view(game, first)
        for key in ("seat", "options", "events", "hand"):
            out.pop(key, None)
        out["hands"] = {
            actor_of(p.seat): list(p.hand) for p in game.state.players if p.seat in seen
        }
        return {"tournament": out}

    def event_json(self, match: Match, event: Any, viewer: Viewer) -> dict[str, Any] | None:
        game = cast(TopMatch, match).game
        seen = seats_seen(viewer, game.state.n)
        top = cast(TopMatch, match)
        if event[0] in PRIVATE_EVENTS:
            # told by its own seat's voice when the viewer holds that seat, else masked
            reader = event[1] if event[1] in seen else min(seen, default=-1)
            if event[1] not in seen:
                event = (*event[:-1], views.BACK)
        else:
            reader = min(seen, default=-1)
        return {"kind": str(event[0]), "text": event_text(top.voice(reader), event)}

    def option_json(self, match: Match, index: int, viewer: Viewer) -> dict[str, Any]:
        return {}

    def snapshot(self, match: Match) -> dict[str, Any] | None:
        return None

    def from_snapshot(self, stored: Any, keys: Sequence[Any], dice: Sequence[int]) -> Match | None:
        return None


RULES = TopRules()

__all__ = ["RULES", "TopMatch", "TopRules", "TopSetup", "actor_of", "seat_of"]
