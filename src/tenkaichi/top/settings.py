"""The named settings of the Tournament of Power (every reading of a gap in seed 002).

Each field is one entry of ``docs/assumptions.md`` and declares what it accepts (a closed set of
words, or a number range; ``docs/top.md``, "Settings", lists them); ``data/top/rules.yaml``
holds the defaults a table can edit, and a setup may override any of them for one game. Both are
checked by :func:`tenkaichi.settings_schema.apply_settings`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class TopSettings(BaseModel):
    """Settings of one game; frozen so a game can share them with its copies."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    length: Literal["turns", "minutes"] = "turns"
    """How the game ends (seed 002, "Playing time"): after ``turns`` rounds, or in the
    45-minute mode: when the shell calls time (``Game.call_time``) once ``minutes`` of play are
    over, the current round is finished and the game ends."""
    turns: Literal[5, 10] = 10
    """Rounds in a game of the ``turns`` length (seed 002: 5 or 10)."""
    minutes: int = Field(45, ge=1, le=600)
    """Minutes of play in the ``minutes`` length (seed 002: 45), counted by the shell from the
    end of the set-up."""
    simulated_turn_seconds: int = Field(90, ge=1, le=3600)
    """Seconds one player's turn lasts on the simulated clock of bot games (``top simulate
    --minutes``), which have no wall clock: 90, read from seed 002's "10 turns (about 60 minutes
    for 4 players)" and "5 turns (about 30 minutes for 4 players)". Time runs out during the
    turn that reaches ``minutes`` (or at its end), and that turn's round is the last: 45 minutes
    are 30 turns, so 15 rounds for 2 players, 10 for 3, 8 for 4 (time runs out in the 2nd turn
    of round 8), 6 for 5 and 5 for 6."""
    elimination: Literal["gt", "ge"] = "gt"
    """Eliminated when damage > Endurance (gt) or >= Endurance (ge) (reference B15)."""
    star_in_sum: Literal["zero", "wild"] = "zero"
    """A star in a symbol sum is worth 0, or the best offensive value (reference B2)."""
    move_range: int = Field(4, ge=1, le=10)
    """Spaces a warrior may move in a turn (seed 002: up to 4)."""
    min_move: int = Field(1, ge=0, le=4)
    """Spaces a warrior must move at least (reference B26, asm)."""
    support_cap: int = Field(2, ge=0, le=4)
    """Support dice at most (seed 002: 1 or 2)."""
    hand_limit: int = Field(5, ge=1, le=10)
    """Cards kept after the start-of-turn discard (seed 002: 5)."""
    first_picker: Literal["seat0", "random"] = "random"
    """Who picks first in the draft: a die roll, read as a seeded random seat (seed 002: "Roll
    a die to determine who starts by picking"); ``seat0`` for tests and tutorials."""
    first_player: Literal["seat0", "random"] = "random"
    """Who plays first: the youngest player, read as a seeded random seat (reference B29)."""
    placement_spacing: bool = True
    """Teammates may not be placed next to each other (seed 002; B28: 8-neighbourhood)."""
    fusion_roll_min: int = Field(4, ge=1, le=7)
    """The d6 result that fuses without the Fusion card (seed 002: 4 or more)."""
    fusion_roll_in: Literal["own-combat", "fighter"] = "own-combat"
    """When the fusion roll may be tried "at the beginning of combat" (seed 002): at the start
    of any combat a warrior of the pair's team takes part in (``own-combat``), or only when one
    of the pair is the attacker or the defender (``fighter``)."""
    combo_a_min_symbols: int = Field(3, ge=1, le=6)
    """Symbols at least in a warrior's first combo when the card data leaves it out, never more
    than the warrior's Power (made up: reference B8 says 2, see docs/assumptions.md)."""
    tie_extra_rounds: int = Field(3, ge=0, le=10)
    """Extra rounds played when more than two players tie, before a shared win (B34)."""
    duel_attack_guard: int = Field(1000, ge=1, le=100_000)
    """An engine guard, not a rule. Seed 002 has the tie-break duel "fight until one of the 2
    Warriors are eliminated", and so does the engine; but warriors who can never hurt each other
    (edited warriors whose symbols and combos are all worth 0) would duel forever, so a duel
    with no one eliminated after this many attacks ends and both tied players win. Duels of the
    printed roster end long before (see docs/top.md, "The tie-break duel")."""
    early_end: bool = True
    """The game ends as soon as at most one player has warriors left."""


DEFAULT_SETTINGS = TopSettings()
