"""The Tournament of Power as a PettingZoo AEC environment.

Agents ``player_0`` .. ``player_{n-1}``; exactly one acts at a time (the mover, a defender
answering an attack, or the seat that runs a green-space warrior). One flat ``Discrete`` action
space is cut into blocks, one per kind of option (draft, place, move, re-roll mask, ...), and
``observation["action_mask"]`` marks the legal actions of the current decision. Observations
are egocentric and encoded from the seat's :class:`~tenkaichi.top.views.SeatView` only, so they
cannot show what the player may not see: other hands (sizes only), deck order and the unplayed
stack. Rewards come at the end: +1 to each winner, -1 to the others (0 to all when no one
wins). An illegal action (outside the space, or masked out) ends the episode with a penalty to
the player who played it (:mod:`tenkaichi.envs.base`); it does not raise.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from tenkaichi.envs.base import TurnEnv
from tenkaichi.errors import RuleViolation
from tenkaichi.top import rules
from tenkaichi.top.content import Content, load_content
from tenkaichi.top.engine import HAND_SLOTS, Game
from tenkaichi.top.render import board_text
from tenkaichi.top.state import CardId, Option
from tenkaichi.top.views import SeatView, seat_view

KINDS = (
    "draft",
    "place",
    "discard",
    "start",
    "recover",
    "move",
    "instant",
    "fuse",
    "transform",
    "transform-card",
    "reroll",
    "resolve",
    "defend",
    "defend-roll",
    "rescue",
    "flee",
    "step",
    "bonus",
    "duel",
)


def _blocks(content: Content) -> dict[str, tuple[int, int]]:
    """Offset and size of each option kind's block of actions."""
    cells = content.board.size
    sizes = {
        "draft": len(content.draftable),
        "place": cells,
        "discard": HAND_SLOTS,
        "card": HAND_SLOTS,
        "fuse": 1,
        "pass": 1,
        "move": 6 * cells,
        "cell": cells,
        "yes": 1,
        "no": 1,
        "reroll": 63,
        "stop": 1,
        "resolve": 3 + HAND_SLOTS,
        "defend": 2 + HAND_SLOTS,
        "deck": 3,
        "warrior": 6,
    }
    out = {}
    offset = 0
    for kind, size in sizes.items():
        out[kind] = (offset, size)
        offset += size
    return out


class TopEnv(TurnEnv):
    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "tournament_of_power_v0",
        "is_parallelizable": False,
    }

    def __init__(self, players: int = 2, turns: int = 5, render_mode: str | None = None) -> None:
        super().__init__()
        self.players = players
        self.render_mode = render_mode
        self.content = load_content(None, {"turns": turns})
        self.blocks = _blocks(self.content)
        self.actions = sum(size for _, size in self.blocks.values())
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._cards = sorted(self.content.cards)
        self._card_index = {card: i for i, card in enumerate(self._cards)}
        self._obs_size = len(self._encode_zero())
        self._board = self._encode_zero()
        """The observation's fixed part: the colour of every space."""
        for cell, colour in enumerate(self.content.board.cells):
            if colour in "RYBG":
                self._board[cell * 8 + "RYBG".index(colour)] = 1.0
        self._numbers: dict[Option, int] = {}
        """Action numbers of the options met so far (:meth:`action_of`, kept)."""
        self._action_space = spaces.Discrete(self.actions)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self._obs_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.actions,), np.int8),
            }
        )
        self.game: Game | None = None

    # -- spaces --------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    # -- options <-> actions -------------------------------------------------------------
    def action_of(self, option: Option) -> int:
        kind, a, b = option
        offset, _ = self.blocks[kind]
        if kind == "move":
            return offset + a * self.content.board.size + b
        if kind == "reroll":
            return offset + a - 1
        return offset + a

    def option_of(self, action: int) -> Option:
        for kind, (offset, size) in self.blocks.items():
            if offset <= action < offset + size:
                i = action - offset
                if kind == "move":
                    return (kind, i // self.content.board.size, i % self.content.board.size)
                if kind == "reroll":
                    return (kind, i + 1, 0)
                return (kind, i, 0)
        raise RuleViolation(f"action {action} is outside 0..{self.actions - 1}")

    # -- the game --------------------------------------------------------------------------
    def _start(self, seed: int) -> None:
        self.game = Game.start(self.players, seed, self.content)

    def _actor(self) -> str | None:
        assert self.game is not None
        decision = self.game.decision
        return None if decision is None else self.possible_agents[decision.actor]

    def _legal(self, action: int) -> bool:
        assert self.game is not None
        decision = self.game.decision
        if decision is None or not 0 <= action < self.actions:
            return False
        return self.option_of(action) in decision.options

    def _play(self, action: int) -> None:
        assert self.game is not None
        self.game.choose(self.option_of(action))

    def _outcome(self) -> dict[str, float]:
        assert self.game is not None
        winners = set(self.game.state.winners)
        return {
            agent: 1.0 if seat in winners else -1.0 if winners else 0.0
            for seat, agent in enumerate(self.possible_agents)
        }

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.actions, dtype=np.int8)
        assert self.game is not None
        seen = seat_view(self.game, seat)
        if seen.decision is not None:
            numbers = self._numbers
            legal = []
            for option in seen.decision.options:
                number = numbers.get(option)
                if number is None:
                    number = numbers[option] = self.action_of(option)
                legal.append(number)
            mask[legal] = 1
        return {"observation": self._encode(seen), "action_mask": mask}

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return board_text(self.game).plain

    def state(self) -> npt.NDArray[np.float32]:
        """The full state, every hand shown (for centralised critics; never an observation)."""
        assert self.game is not None
        hands = [p.hand for p in self.game.state.players]
        return np.concatenate(
            [self._encode(seat_view(self.game, seat), hands) for seat in range(self.players)]
        )

    # -- observation encoding -------------------------------------------------------------
    def _encode_zero(self) -> npt.NDArray[np.float32]:
        cells = self.content.board.size
        return np.zeros(
            cells * 8
            + len(KINDS)
            + 36
            + 2
            + len(self._cards) * (1 + self.players)
            + self.players * 2
            + 8,
            np.float32,
        )

    def _encode(
        self, game: SeatView, hands: list[list[CardId]] | None = None
    ) -> npt.NDArray[np.float32]:
        """One seat's observation from its view; ``hands`` (every true hand) only for
        :meth:`state`."""
        seat = game.seat
        s = game.state
        board = self.content.board
        out = self._board.copy()
        cells = board.size
        for t in s.tokens:
            if not t.alive or t.cell < 0 or t.owner < 0:
                continue
            base = t.cell * 8 + (4 if t.owner == seat else 6)
            out[base] = 1.0
            out[base + 1] = rules.left(game, t) / 99
        i = cells * 8
        pending = game.pending
        if pending is not None and pending.kind in KINDS:
            out[i + KINDS.index(pending.kind)] = 1.0
        i += len(KINDS)
        c = s.combat
        if c is not None:
            for d, face in enumerate(c.dice[:6]):
                out[i + d * 6 + face] = 1.0
            out[i + 36] = min(c.rerolls, 6) / 6
            out[i + 37] = 1.0 if s.tokens[c.roller].owner == seat else 0.0
        i += 38
        order = [(seat + k) % self.players for k in range(self.players)]
        for k, player in enumerate(order):
            if k == 0 or hands is not None:
                shown = s.players[player].hand if hands is None else hands[player]
                for card in shown:
                    out[i + k * len(self._cards) + self._card_index[card]] += 1 / HAND_SLOTS
        i += len(self._cards) * (1 + self.players)
        for k, player in enumerate(order):
            out[i + k] = len(s.players[player].hand) / HAND_SLOTS
            out[i + self.players + k] = rules.score(game, player) / 12
        i += self.players * 2
        out[i] = min(s.round, s.last_round) / 13
        out[i + 1] = len(s.unplayed) / 80
        for k, deck in enumerate(("attack", "defence", "special", "event")):
            out[i + 2 + k] = len(s.decks[deck]) / 100
        out[i + 6] = 1.0 if s.turn.seat == seat else 0.0
        out[i + 7] = min(s.turn.combats, 2) / 2
        return np.clip(out, 0.0, 1.0)


def raw_env(players: int = 2, turns: int = 5, render_mode: str | None = None) -> TopEnv:
    return TopEnv(players, turns, render_mode)


def env(players: int = 2, turns: int = 5, render_mode: str | None = None) -> TopEnv:
    """The environment (PettingZoo's wrappers are not needed: an illegal action ends the
    episode with a penalty, it does not raise)."""
    return raw_env(players, turns, render_mode)
