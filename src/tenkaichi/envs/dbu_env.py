"""A DBU fight as a PettingZoo AEC environment.

Any encounter plays: an encounter file, character sheets (the first is side A, the others side
B, as ``tenkaichi fight`` reads them) or an :class:`EncounterSetup`. The agents are the sides,
``side_<name>`` in the order the sides first appear in the setup; one agent acts for all its
side's fighters. Exactly one acts at a time: the side of the fighter the engine's pending
decision asks (a turn, a reaction, a Ki Wager...).

Action ``i`` is option ``i`` of the pending decision, in the engine's order. The action space is
``Discrete(max_options)``; ``observation["action_mask"]`` marks the options there are. A decision
with more than ``max_options`` options (none in the seeded fights of the examples:
:data:`MAX_OPTIONS` is set above the largest one seen) shows its first ``max_options`` in the
engine's order; the rest cannot be chosen (an action beyond the cap is outside the space), and
the observation says so (the ``options_cut`` feature) as does the agent's info
(``options_cut``: how many were left out). Observations are encoded from the acting side's
view only (:mod:`tenkaichi.envs.dbu_encoding`), so nothing another side keeps secret (Duel Ki
Wagers committed, dbu-1 Holding Back) can reach them.

Rewards come at the end: +1 to the winning side, -1 to every other side, 0 to all in a draw
(no side left standing, or the safety stop: agents may never finish a fight, so every episode
has the simulation's safety limits of :mod:`tenkaichi.dbu.play.safety`, no rule: a fight still
going after 100 rounds is stopped, its log saying so; an encounter's own ``max_rounds`` sets
another limit). An illegal action ends the episode (:mod:`tenkaichi.envs.base`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EDITIONS, EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.play.sideview import side_view
from tenkaichi.envs.base import TurnEnv
from tenkaichi.envs.dbu_encoding import Encoder, Layout
from tenkaichi.errors import ContentError, RuleViolation

MAX_OPTIONS = 1024
"""The default action space: above the largest decision of the seeded fights of the examples
(754 options, a three-against-three turn of ``states-3v3`` with area Signature Techniques aimed
at every square, among 436,264 decisions measured; ``docs/envs.md`` gives the measurement)."""

Source = EncounterSetup | str | Path | Sequence[str | Path]
"""An encounter: a setup, an encounter file, or two or more character sheet files."""


def load_setup(
    encounter: Source, edition: str | None = None, library: Sequence[Path] | None = None
) -> EncounterSetup:
    """The setup of ``encounter`` (as ``tenkaichi fight`` reads its files), in ``edition``
    when given."""
    if isinstance(encounter, EncounterSetup):
        setup = encounter
    elif isinstance(encounter, str | Path):
        setup = load_encounter(Path(encounter), library=library)
    else:
        paths = [Path(p) for p in encounter]
        setup = load_encounter(paths[0], library=library) if len(paths) == 1 else duel_setup(paths)
    if edition is None:
        return setup
    if edition not in EDITIONS:
        raise ContentError(f"edition: unknown edition {edition!r}; allowed: {', '.join(EDITIONS)}")
    return setup.model_copy(update={"edition": edition})


class DbuEnv(TurnEnv):
    """One DBU encounter, fought again at each reset (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "dbu_fight_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        encounter: Source,
        *,
        edition: str | None = None,
        max_options: int = MAX_OPTIONS,
        costs: bool = True,
        library: Sequence[Path] | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if max_options < 1:
            raise ContentError(f"max_options: {max_options} is below 1")
        self.setup = with_safety_limits(load_setup(encounter, edition, library))
        self.render_mode = render_mode
        self.sides = list(dict.fromkeys(f.side for f in self.setup.fighters))
        self.possible_agents = [f"side_{side}" for side in self.sides]
        self._agent_of = dict(zip(self.sides, self.possible_agents, strict=True))
        self._side_of = dict(zip(self.possible_agents, self.sides, strict=True))
        fighters = sum(f.count for f in self.setup.fighters)
        self.layout = Layout(fighters, len(self.sides), max_options)
        self.encoder = Encoder(self.layout, self.sides, costs=costs)
        self.max_options = max_options
        self._action_space = spaces.Discrete(max_options)
        lay = self.layout
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (lay.observation_size,), np.float32),
                "options": spaces.Box(-1.0, 1.0, (max_options, lay.option_width), np.float32),
                "action_mask": spaces.Box(0, 1, (max_options,), np.int8),
            }
        )
        self.enc: Encounter | None = None
        self._rendered = 0

    # -- spaces ----------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    # -- the game --------------------------------------------------------------------------
    def _start(self, seed: int) -> None:
        self.enc = Encounter.start(self.setup, seed)
        self._rendered = 0

    def _actor(self) -> str | None:
        enc = self.encounter
        decision = enc.decision
        if decision is None:
            return None
        agent = self._agent_of[enc.fighter(decision.actor).side]
        cut = len(decision.options) - self.max_options
        for other in self.agents:
            self.infos[other] = {"options_cut": cut} if cut > 0 and other == agent else {}
        return agent

    def _legal(self, action: int) -> bool:
        decision = self.encounter.decision
        return decision is not None and 0 <= action < min(len(decision.options), self.max_options)

    def _play(self, action: int) -> None:
        self.encounter.choose(action)

    def _outcome(self) -> dict[str, float]:
        winner = self.encounter.state.winner
        if winner not in self._agent_of:
            return dict.fromkeys(self.agents, 0.0)
        return {a: 1.0 if a == self._agent_of[winner] else -1.0 for a in self.agents}

    @property
    def encounter(self) -> Encounter:
        """The fight of this episode (for tests and replays; never an observation)."""
        if self.enc is None:
            raise RuleViolation("the environment has no fight yet: call reset() first")
        return self.enc

    # -- observing -------------------------------------------------------------------------
    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        return self.encoder.encode(side_view(self.encounter, self._side_of[agent]))

    def render(self) -> str | None:
        """The events since the last render, as the game master sees them (every side's
        secrets included: a render is for a person watching, never for an agent)."""
        if self.render_mode != "ansi" or self.enc is None:
            return None
        events = self.enc.events
        start = self._rendered if self._rendered <= len(events) else 0
        self._rendered = len(events)
        return "\n".join(e.text for e in events[start:])


def raw_env(encounter: Source, **kwargs: Any) -> DbuEnv:
    return DbuEnv(encounter, **kwargs)


def env(encounter: Source, **kwargs: Any) -> DbuEnv:
    """The environment (PettingZoo's wrappers are not needed: an illegal action ends the
    episode with a penalty, it does not raise)."""
    return raw_env(encounter, **kwargs)


__all__ = ["MAX_OPTIONS", "DbuEnv", "env", "load_setup", "raw_env"]
