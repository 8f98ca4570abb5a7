"""The safety stops of simulations: settings that are no rule, switched on by the shells where
bots play bots.

The rules never stop a fight or a Duel on their own: "combat continues to another round until
one side is overcome" (seed 003), and a tied Duel Clash other than the third is redone (seed
001). So ``max_rounds`` and ``duel_redo_limit`` are 0 (off) by default, and the table (people
playing) leaves them off. A simulation cannot wait for ever: two bots that cannot hurt each other
would play on without end. The shells that play bots against bots (``tenkaichi fight`` and
``simulate``, the balance lab, the agent environments, the every-maneuver runner) start their
fights through :func:`with_safety_limits`; when a stop fires, the log says so ("Stopped: the
simulation's safety limit of 100 rounds was reached (not a rule)").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tenkaichi.dbu.combat.core.setup import EncounterSetup

SAFETY_LIMITS: dict[str, int] = {"max_rounds": 100, "duel_redo_limit": 10}
"""Each safety stop's setting and the limit simulations use: 100 rounds, 10 tied Duel Clashes
redone in a row."""


def safety_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """``settings`` with every safety stop on: a limit the settings give is kept, one they
    leave out or turn off (0) gets :data:`SAFETY_LIMITS`' (a simulation never runs without
    one)."""
    out = dict(settings)
    for name, limit in SAFETY_LIMITS.items():
        if not out.get(name):
            out[name] = limit
    return out


def with_safety_limits(setup: EncounterSetup) -> EncounterSetup:
    """``setup`` for a simulation: its settings with the safety stops on
    (:func:`safety_settings`)."""
    settings = safety_settings(setup.settings)
    if settings == setup.settings:
        return setup
    return setup.model_copy(update={"settings": settings})


__all__ = ["SAFETY_LIMITS", "safety_settings", "with_safety_limits"]
