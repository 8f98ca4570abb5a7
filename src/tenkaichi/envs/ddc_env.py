"""A Dungeon DICE Combat battle as a PettingZoo AEC environment.

The agents are the fighters (the seats: one player per Digimon, as on the forum), named as the
battle names them (``Agumon``, ``Agumon2``...). Exactly one acts at a time: the fighter whose
turn it is. A turn takes several actions (moves around one attack, then ``end``).

Actions are fixed: one ``Discrete`` space cut into blocks (``env.blocks`` gives each block's
offset and size), so an action number always means the same thing:

=========  ===========================  ===================================================
block      size                         action
=========  ===========================  ===================================================
move       width x height               Move&Act to square (x, y): number ``y * width + x``
charge     width x height               Charge to square (x, y), the same numbering
attack     techniques x fighters        technique ``t`` (0 the plain attack, ``t`` the
                                        ``t``-th named move of the acting fighter's current
                                        form) on fighter slot ``f``: ``t * fighters + f``
defend     1                            Defend
end        1                            end the turn
digivolve  roster size                  digivolve into the roster's ``r``-th fighter
form       roster size                  change form to the roster's ``r``-th fighter
=========  ===========================  ===================================================

``observation["action_mask"]`` marks the legal ones; ``env.action_of(action)`` and
``env.number_of(action)`` translate between numbers and the engine's actions.

Observations are encoded from the seat's view only (positions, HP, statuses, recharges, turn
order: what everyone at the forum table sees; never the dice to come). ``observation`` is one
flat vector: per fighter slot (:data:`FIGHTER_SCALARS`, then its current form as a one-hot over
the roster), the observer's techniques now (:data:`TECHNIQUE_FEATURES` per technique slot),
then :data:`TURN_SCALARS`.

Rewards come at the end: +1 to each fighter of the winning side, -1 to the others, 0 to all in a
draw. An illegal action ends the episode (:mod:`tenkaichi.envs.base`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.content import Roster, default_roster, load_roster
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.options import recharged, techniques
from tenkaichi.ddc.setup import BattleSetup, build_fighters, load_setup
from tenkaichi.ddc.view import SeatView
from tenkaichi.envs.base import TurnEnv
from tenkaichi.errors import RuleViolation

FIGHTER_SCALARS = (
    *("me", "ally", "enemy", "acting", "alive", "x", "y", "hp", "max_hp", "dice"),
    *("defending", "immune", "barrier", "digivolved", "digivolve_turns", "recharged"),
    *("recharge_left", "buffs", "debuffs", "turn_order", "attacks_me_next"),
)
"""Per fighter: the observer; the observer's ally; an enemy; the one acting now; standing (HP
above 0); square (x, y over the grid's size); HP over its maximum; its maximum over the
roster's largest; attack dice / 20; Defending; immune (digivolved this turn); barrier / its
maximum HP; Digivolved; Digivolved turns left / 12; named moves ready; posts until they are /
(recharge posts + 1); buffs and de-buffs on it / 3; place in turn order (1 first, falling to 0
for the last); owes the observer an attack of opportunity at its coming turn."""

TECHNIQUE_FEATURES = (
    *("present", "named", "doubles"),
    *("offense", "defense", "heal", "buff", "debuff"),
    *("normal", "close", "long", "self", "support"),
)
"""Per technique slot of the observer: there is one; a named move (not the plain attack); its
roll is doubled; its kind and its range as one-hots."""

TURN_SCALARS = (
    *("my_turn", "mode_none", "mode_move_act", "mode_aoo_move", "mode_defend", "steps"),
    *("attacked", "switched", "extra_turn", "round"),
)
"""The observer acts now; the turn's mode as a one-hot (nothing chosen yet, Move&Act, the move
after a free attack of opportunity, Defend); steps left / the Charge steps; already attacked;
already changed form; an extra turn out of order; the round / the round limit."""

_KINDS = ("offense", "defense", "heal", "buff", "debuff")
_RANGES = ("normal", "close", "long", "self", "support")
_MODES = ("", "move_act", "aoo_move", "defend")

SetupSource = BattleSetup | str | Path | Sequence[str]
"""A battle: a setup, a setup file, or roster names (a free-for-all, as ``tenkaichi ddc
simulate Agumon Gabumon`` takes them)."""


def battle_setup(setup: SetupSource) -> BattleSetup:
    if isinstance(setup, BattleSetup):
        return setup
    if isinstance(setup, str | Path):
        return load_setup(Path(setup))
    return BattleSetup.of(*setup)


def _ratio(value: float, top: float) -> float:
    if top <= 0:
        return 0.0
    r = value / top
    return 0.0 if r < 0 else 1.0 if r > 1 else r


class DdcEnv(TurnEnv):
    """One Dungeon DICE Combat battle, fought again at each reset (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "dungeon_dice_combat_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        setup: SetupSource,
        *,
        roster: Roster | str | Path | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if roster is None:
            roster = default_roster()
        elif not isinstance(roster, Roster):
            roster = load_roster(Path(roster))
        self.roster = roster
        self.setup = battle_setup(setup)
        self.render_mode = render_mode
        self.settings, fighters = build_fighters(self.setup, roster)
        self.possible_agents = [f.name for f in fighters]
        self._slot = {name: i for i, name in enumerate(self.possible_agents)}
        self.width, self.height = self.settings.grid_width, self.settings.grid_height
        self.forms = [spec.name for spec in roster.fighters]
        self._form_slot = {name: i for i, name in enumerate(self.forms)}
        self.techniques = 1 + max(len(spec.moves) for spec in roster.fighters)
        self._move_slot = {
            spec.name: {m.name: i + 1 for i, m in enumerate(spec.moves)} for spec in roster.fighters
        }
        cells = self.width * self.height
        sizes = {
            "move": cells,
            "charge": cells,
            "attack": self.techniques * len(fighters),
            "defend": 1,
            "end": 1,
            "digivolve": len(self.forms),
            "form": len(self.forms),
        }
        self.blocks: dict[str, tuple[int, int]] = {}
        offset = 0
        for kind, size in sizes.items():
            self.blocks[kind] = (offset, size)
            offset += size
        self.actions = offset
        n = len(fighters)
        self.fighter_width = len(FIGHTER_SCALARS) + len(self.forms)
        """Observation features per fighter slot."""
        self._technique_at = n * self.fighter_width
        self._turn_at = self._technique_at + self.techniques * len(TECHNIQUE_FEATURES)
        size = self._turn_at + len(TURN_SCALARS)
        self._largest_hp = max(spec.max_hp(self.settings) for spec in roster.fighters)
        self._action_space = spaces.Discrete(self.actions)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.actions,), np.int8),
            }
        )
        self._obs_size = size
        self.battle: Battle | None = None
        self._numbered: dict[int, Action] = {}
        self._rendered = 0

    # -- spaces ----------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    # -- actions <-> numbers ---------------------------------------------------------------
    def number_of(self, action: Action) -> int:
        """The action number of one of the engine's legal actions now."""
        offset, _ = self.blocks[action.kind]
        kind = action.kind
        if kind in ("move", "charge"):
            return offset + action.y * self.width + action.x
        if kind == "attack":
            actor = self.game.state.actor
            technique = self._move_slot[actor.form].get(action.move, 0)
            return offset + technique * len(self.possible_agents) + self._slot[action.target]
        if kind in ("digivolve", "form"):
            return offset + self._form_slot[action.move]
        return offset

    def action_of(self, number: int) -> Action | None:
        """The engine's action an action number stands for now (None when it is not legal)."""
        return self._legal_now().get(number)

    # -- the game --------------------------------------------------------------------------
    @property
    def game(self) -> Battle:
        """The battle of this episode (for tests and replays; never an observation)."""
        if self.battle is None:
            raise RuleViolation("the environment has no battle yet: call reset() first")
        return self.battle

    def _start(self, seed: int) -> None:
        self.battle = Battle.start(self.setup, seed, self.roster)
        self._numbered = {}
        self._rendered = 0

    def _legal_now(self) -> dict[int, Action]:
        """The legal actions now, by number (made once per decision)."""
        battle = self.game
        if not self._numbered and not battle.over:
            self._numbered = {self.number_of(a): a for a in battle.legal()}
        return self._numbered

    def _actor(self) -> str | None:
        battle = self.game
        if battle.over:
            return None
        return battle.state.actor.name

    def _legal(self, action: int) -> bool:
        return action in self._legal_now()

    def _play(self, action: int) -> None:
        chosen = self._legal_now()[action]
        self._numbered = {}
        self.game.apply(chosen)

    def _outcome(self) -> dict[str, float]:
        winner = self.game.state.winner
        if winner is None or winner == "draw":
            return dict.fromkeys(self.agents, 0.0)
        sides = {f.name: f.side for f in self.game.state.fighters}
        return {a: 1.0 if sides[a] == winner else -1.0 for a in self.agents}

    # -- observing -------------------------------------------------------------------------
    def seat_view(self, agent: str) -> SeatView:
        """What ``agent`` may know: the public table, and the legal actions if it is its turn
        (never the dice to come)."""
        battle = self.game
        acting = not battle.over and battle.state.actor.name == agent
        return SeatView(
            seat=agent,
            state=battle.state,
            settings=battle.settings,
            roster=battle.roster,
            setup=battle.setup,
            legal=tuple(battle.legal()) if acting else (),
        )

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        view = self.seat_view(agent)
        mask = np.zeros(self.actions, np.int8)
        if view.legal:
            mask[list(self._legal_now())] = 1
        return {"observation": self._encode(view), "action_mask": mask}

    def _encode(self, view: SeatView) -> npt.NDArray[np.float32]:
        out = np.zeros(self._obs_size, np.float32)
        state, settings = view.state, view.settings
        me = state.fighter(view.seat)
        acting = state.actor.name if state.turn.actor >= 0 and state.winner is None else ""
        n = len(state.order)
        rank = {index: i for i, index in enumerate(state.order)}
        owes = {foe for foe, victims in state.pending_aoo.items() if me.name in victims}
        width = self.fighter_width
        scalars = len(FIGHTER_SCALARS)
        for slot, f in enumerate(state.fighters):
            at = slot * width
            buffs = sum(1 for s in f.statuses if s.effect == "buff")
            left = max(0, f.named_ready - f.posts)
            place = rank.get(slot)
            out[at : at + scalars] = (
                1.0 if f is me else 0.0,
                1.0 if f is not me and f.side == me.side else 0.0,
                1.0 if f.side != me.side else 0.0,
                1.0 if f.name == acting else 0.0,
                1.0 if f.alive else 0.0,
                (f.x + 0.5) / self.width,
                (f.y + 0.5) / self.height,
                _ratio(f.hp, f.max_hp),
                _ratio(f.max_hp, self._largest_hp),
                _ratio(view.dice(f), 20),
                1.0 if f.defending else 0.0,
                1.0 if f.immune else 0.0,
                _ratio(f.barrier, f.max_hp),
                1.0 if f.digivolved else 0.0,
                _ratio(f.digivolve_turns, 12),
                1.0 if recharged(f) else 0.0,
                _ratio(left, settings.recharge_posts + 1),
                _ratio(buffs, 3),
                _ratio(len(f.statuses) - buffs, 3),
                (n - place) / n if place is not None else 0.0,
                1.0 if f.name in owes else 0.0,
            )
            form = self._form_slot.get(f.form)
            if form is not None:
                out[at + scalars + form] = 1.0
        features = len(TECHNIQUE_FEATURES)
        for t, tech in enumerate(techniques(view, me, ready_only=False)[: self.techniques]):
            at = self._technique_at + t * features
            out[at] = 1.0
            out[at + 1] = 1.0 if tech.named else 0.0
            out[at + 2] = 1.0 if tech.doubles else 0.0
            out[at + 3 + _KINDS.index(tech.kind)] = 1.0
            out[at + 8 + _RANGES.index(tech.range)] = 1.0
        turn = state.turn
        at = self._turn_at
        out[at] = 1.0 if acting == me.name else 0.0
        if acting:
            out[at + 1 + _MODES.index(turn.mode)] = 1.0
            out[at + 5] = _ratio(turn.steps, max(settings.charge_steps, settings.move_steps))
            out[at + 6] = 1.0 if turn.attacked else 0.0
            out[at + 7] = 1.0 if turn.switched else 0.0
            out[at + 8] = 1.0 if turn.extra else 0.0
        out[at + 9] = _ratio(state.round, settings.round_limit)
        return out

    def render(self) -> str | None:
        """The events since the last render (a battle holds no secret but its dice to come)."""
        if self.render_mode != "ansi" or self.battle is None:
            return None
        events = self.battle.events
        start = self._rendered if self._rendered <= len(events) else 0
        self._rendered = len(events)
        return "\n".join(e.text for e in events[start:])


def raw_env(setup: SetupSource, **kwargs: Any) -> DdcEnv:
    return DdcEnv(setup, **kwargs)


def env(setup: SetupSource, **kwargs: Any) -> DdcEnv:
    """The environment (PettingZoo's wrappers are not needed: an illegal action ends the
    episode with a penalty, it does not raise)."""
    return raw_env(setup, **kwargs)


__all__ = [
    "FIGHTER_SCALARS",
    "TECHNIQUE_FEATURES",
    "TURN_SCALARS",
    "DdcEnv",
    "battle_setup",
    "env",
    "raw_env",
]
