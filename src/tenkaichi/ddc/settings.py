"""DDC settings: every reading of seed 004 that the text leaves open, by name.

Each field is listed with its source in ``docs/assumptions.md`` (section "Dungeon DICE Combat")
and declares what it accepts (a closed set of words, or a number range; ``docs/ddc.md``,
"Settings", lists them). A house rule is a different :class:`DdcSettings`; a setup's
``settings:`` mapping overrides fields for one battle, checked by
:func:`tenkaichi.settings_schema.apply_settings`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tenkaichi.settings_schema import apply_settings

LEVEL_DICE: dict[str, int] = {
    "rookie": 4,
    "champion": 5,
    "armor": 5,
    "ultimate": 6,
    "mega": 7,
    "super_ultimate": 8,
    "burst": 8,
}
"""Attack dice (d4s) per level (seed 004, rule 4). Higher stages use ``super_ultimate``."""

Level = Literal["rookie", "champion", "armor", "ultimate", "mega", "super_ultimate", "burst"]


class DdcSettings(BaseModel):
    """The named settings of a Dungeon DICE Combat battle (defaults: seed 004 + reference C3)."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    grid_width: int = Field(15, ge=3, le=40)
    """Battle grid columns (reference C3.2; the seed gives no size)."""
    grid_height: int = Field(15, ge=3, le=40)
    """Battle grid rows."""
    order_dice: int = Field(10, ge=1, le=100)
    """Turn order: each fighter sums this many d10s (seed: "roll 10d10")."""
    move_steps: int = Field(5, ge=0, le=40)
    """Move&Act: squares of movement around the one attack (seed)."""
    charge_steps: int = Field(10, ge=0, le=40)
    """Charge: squares of movement, no attack (seed)."""
    pass_allies: bool = True
    """Movement may pass through allies (never through enemies, never end on anyone)."""
    range_mode: Literal["rays", "area"] = "area"
    """How the seed's "reach six squares horizontally or vertically, and 5 squares diagonally"
    is read: ``area`` (everything within that reach, so a long move also hits 2 squares away at
    a knight's-move angle) or ``rays`` (only the 8 straight and diagonal lines; reference C3.4)."""
    named_multiplier: int = Field(2, ge=1, le=10)
    """Named attacks multiply the rolled total unless they deal normal damage (seed)."""
    recharge_posts: int = Field(2, ge=0, le=20)
    """Own turns ("posts") after a named move before any named move again (seed)."""
    defend_divisor: int = Field(2, ge=1, le=10)
    """Defend divides incoming damage, rounding down (seed)."""
    defend_attack: bool = True
    """A Defender may still use one move from where it stands: the seed says only "Defend: Not
    moving at all" (Charge alone is "without attack"). False: Defend ends the turn at once
    (reference C3.3)."""
    hp_per_die: int = Field(25, ge=1, le=1000)
    """Fighters without an HP in their data get this many HP per attack die (reference C3.6)."""
    aoo_timing: Literal["next", "at_once"] = "next"
    """When a provoked foe attacks: ``next`` follows the seed ("that opponent goes directly after
    you and is able to attack you at the start of their turn"): its turn comes right after the
    runner's, as an extra turn when it is not next anyway. ``at_once``: with 3 or more fighters
    alive the free attack interrupts the move (reference C3.9)."""
    aoo_then: Literal["move_only", "full_turn"] = "move_only"
    """The rest of the turn that opens with a free attack of opportunity: ``move_only`` (seed:
    "and then proceed with their movements") or ``full_turn`` (the whole turn is kept: moves,
    its own attack, Charge or Defend)."""
    buff_die: int = Field(4, ge=1, le=100)
    """A buff adds (a debuff takes away) one die of this many sides per hit (reference C3.7)."""
    status_turns: int = Field(2, ge=1, le=20)
    """Own turns a buff or debuff lasts (reference C3.7)."""
    round_limit: int = Field(50, ge=1, le=1000)
    """After this many rounds the side with the larger share of HP left wins (reference C3.6)."""
    digivolve_enabled: bool = False
    """Digivolving is "completely impossible here" (seed rule 8): off unless a table enables it."""
    immune_to_debuffs: bool = True
    """The seed makes a digivolving fighter "immune to attacks"; we read an enemy's de-buff as
    one of them (seed silent). Allies' heals and power-ups always reach it."""
    digivolve_dice: int = Field(2, ge=1, le=10)
    """Digivolved state lasts this many d6 own turns (seed: 2d6)."""
    level_dice: dict[Level, Annotated[int, Field(ge=1, le=20)]] = Field(
        default_factory=lambda: dict(LEVEL_DICE)  # type: ignore[arg-type]
    )
    """Attack d4s per level (seed rule 4); a level left out keeps its seed number."""

    def dice_of(self, level: str) -> int:
        """Attack d4s of a fighter of ``level``."""
        dice = dict(LEVEL_DICE)
        dice.update(self.level_dice.items())
        return dice[level]


DEFAULT_SETTINGS = DdcSettings()


def settings_from(overrides: dict[str, Any] | None, where: str) -> DdcSettings:
    """The default settings with ``overrides`` applied; a bad name or value names ``where``."""
    return apply_settings(DEFAULT_SETTINGS, overrides, where)
