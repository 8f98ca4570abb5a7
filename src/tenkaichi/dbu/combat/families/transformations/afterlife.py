"""The Afterlife in a fight (seed 000): a dead character's own Lethal Damage is reduced, and one
on a permission to the living world returns to the Afterlife when its time runs out (10 seconds
a round; entering a transformation with the Draining Aspect takes 2 hours per level off it).
Its -1(T) on Stress Tests is in
:func:`~tenkaichi.dbu.combat.families.transformations.transformations.stress_bonus`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Fighter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.forms import Form


def own_lethal_damage(enc: Encounter, f: Fighter, damage: int) -> int:
    """Lethal Damage a fighter would take from their own traits: -2(T) in the Afterlife,
    even where such damage cannot normally be reduced (seed 000)."""
    if not stats.sheet(enc, f).dead:
        return damage
    return max(0, damage - 2 * stats.tier(enc, f))


ROUND_SECONDS = 10
"""A complete round lasts about 10 seconds in the game world (seed 003)."""
DRAINING_CUT_MINUTES = 120
"""Seed 000: "-2 hours for each level of the Draining Aspect"."""


def living_world_seconds(enc: Encounter, f: Fighter) -> int | None:
    """Seconds a dead character on a permission may still remain in the living world, as the
    current round began (None without a permission): the sheet's minutes less the rounds gone
    (10 seconds each) and the Draining cuts."""
    minutes = stats.sheet(enc, f).living_world_minutes
    if minutes is None:
        return None
    return (minutes - f.living_world_cut) * 60 - (enc.state.round - 1) * ROUND_SECONDS


def draining_cuts_the_permit(enc: Encounter, f: Fighter, form: Form) -> None:
    """Seed 000: "If you transform into a transformation ... with the Draining Aspect while in
    the living world, reduce the amount of time you can remain in the living world by -2 hours
    for each level of the Draining Aspect that transformation has"."""
    level = form.aspect_level("draining")
    if not level or stats.sheet(enc, f).living_world_minutes is None:
        return
    f.living_world_cut += DRAINING_CUT_MINUTES * level
    left = max(0, living_world_seconds(enc, f) or 0)
    enc.emit(
        "state_changed",
        f.id,
        Msg.of(
            "dbu-form-permit-cut",
            fighter=f.id,
            hours=str(2 * level),
            form=Term(form.name),
            draining=Term("Draining"),
            level=str(level),
            left=(
                Msg.of("dbu-form-permit-left", minutes=str(left // 60), seconds=str(left % 60))
                if left
                else Msg.of("dbu-form-permit-none")
            ),
        ),
        living_world_seconds=left,
    )


def _permit_runs_out(enc: Encounter) -> None:
    """A dead character may remain in the living world for 24 hours: "After that time, you
    are automatically returned to the afterlife" (seed 000). Checked as each round starts."""
    for f in enc.state.fighters:
        left = living_world_seconds(enc, f)
        if f.defeated or left is None or left > 0:
            continue
        f.defeated = f.departed = True
        enc.emit(
            "defeated",
            f.id,
            Msg.of("dbu-form-permit-over", fighter=f.id),
            afterlife=True,
        )
        enc.on_defeat(f)


hooks.REGISTRY.round_started.append(_permit_runs_out)
