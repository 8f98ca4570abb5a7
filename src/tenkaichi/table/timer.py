"""Table settings, the turn timer among them.

:data:`TABLE_SETTINGS` names every setting a game master may choose for a table and its
default. ``turn_timer`` is off (0) by default; set to a number of seconds, a person who must
answer (or roll) and has not done so that long after the decision was put to them runs out of
time, and the table does what ``on_timeout`` says: ``pause`` (the fight waits for the game
master to resume it) or ``pass`` (the server answers for them: the decision's do-nothing
option when it has one, such as passing or not reacting, else the choice a greedy bot would
make for that fighter; dice are rolled for them). Either way the log says so, and everyone
sees it. The clock starts again with every input, and when the fight starts or resumes; a
server that restarts gives the pending decision a fresh clock.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tenkaichi.i18n import text as say
from tenkaichi.table.store import TableError

TABLE_SETTINGS: dict[str, Any] = {
    "gm_sees_secrets": True,
    "turn_timer": 0,
    "on_timeout": "pause",
    "hide_npc_numbers": False,
    "player_notes": True,
    "player_rolls": True,
    "approve_spectators": False,
}
"""Table settings and their defaults: ``gm_sees_secrets`` shows the GM every side's secrets
(a Duel's Ki Wagers, Holding Back); off, the GM sees only those of the fighters it plays.
``turn_timer`` and ``on_timeout``: see the module docstring. ``hide_npc_numbers``: players
see an NPC's (a fighter no player plays) Life, Ki and Capacity only as its Health Threshold.
``player_notes`` and ``player_rolls``: players may write notes in the log and make ad-hoc
rolls (the game master always may). ``approve_spectators``: a spectator waits to be let in,
as a player does (off: a spectator who joins watches at once)."""
FLAGS = {
    "gm_sees_secrets": "whether the game master sees secrets",
    "hide_npc_numbers": "whether NPCs' numbers are hidden",
    "player_notes": "whether players may write notes",
    "player_rolls": "whether players may roll",
    "approve_spectators": "whether spectators wait to be let in",
}
TIMEOUT_ACTIONS = ("pause", "pass")
TIMER_MAX = 3_600
"""The longest turn timer, in seconds (an hour)."""
TIMER_MIN = 5


def checked_settings(
    changes: Mapping[str, Any], base: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """``base`` (the defaults when ``None``) with ``changes`` applied, every one checked; a
    bad name or value is one line."""
    out = dict(TABLE_SETTINGS if base is None else base)
    for key, value in changes.items():
        if key not in TABLE_SETTINGS:
            known = ", ".join(TABLE_SETTINGS)
            raise TableError(
                say("table-error-unknown-setting", setting=f"{key!r:.40}", known=known)
            )
        if key in FLAGS:
            if not isinstance(value, bool):
                raise TableError(say(f"table-error-flag-{key.replace('_', '-')}"))
        elif key == "turn_timer":
            whole = isinstance(value, int) and not isinstance(value, bool)
            if not whole or not (value == 0 or TIMER_MIN <= value <= TIMER_MAX):
                raise TableError(say("table-error-timer", low=str(TIMER_MIN), high=str(TIMER_MAX)))
        elif value not in TIMEOUT_ACTIONS:
            raise TableError(say("table-error-on-timeout"))
        out[key] = value
    return out


__all__ = [
    "TABLE_SETTINGS",
    "TIMEOUT_ACTIONS",
    "TIMER_MAX",
    "TIMER_MIN",
    "checked_settings",
]
