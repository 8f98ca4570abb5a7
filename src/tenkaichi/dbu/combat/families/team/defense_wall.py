"""Defense Wall (seed 001), the Intervene option that stands in for an ally
(:mod:`~tenkaichi.dbu.combat.families.team.intervene`): the stand-in takes the Wound with +½
Soak (a failed Deflect: at +1 Damage Category), and Damage past the stand-in's Life goes on to
the Ally when the stand-in is Defeated.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.team.intervene import _attack_frame
from tenkaichi.dbu.combat.rules.said import Phrase, said
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n.catalogue import Msg, Seq

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


_LIFE_BEFORE: dict[str, int] = {}
"""The stand-in's Life just before the Damage of the same Wound (set and read within one
engine step, never across a decision, so it is not part of the saved state)."""


def _damage(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, mods: hooks.DamageMods
) -> None:
    if not frame.stand_in or t.id != frame.stand_in:
        return
    _LIFE_BEFORE[t.id] = t.life
    if frame.stand_in_mode == "wall":
        extra = math.ceil(mods.soak / 2)
        mods.soak += extra
        mods.notes.append(
            Phrase(f"Defense Wall Soak +{extra}", Msg.of("dbu-team-note-wall", extra=str(extra)))
        )
    elif frame.stand_in_mode == "deflect":
        mods.category += 1
        mods.notes.append(Phrase("failed Deflect +1", Msg.of("dbu-team-note-deflect")))


def _after_wound(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    """Defense Wall: "if you are Defeated by this Attacking Maneuver, any excess Damage is
    inflicted to that Ally" (seed 001). A stand-in Defeated at once passes the excess on now;
    one waiting at 0 Life (Will to Survive, seed 000: "you can avoid being defeated") passes
    it on only if their decision ends in Defeat (:class:`WallExcessFrame`)."""
    if not frame.stand_in or t.id != frame.stand_in:
        return
    mode = frame.stand_in_mode
    frame.stand_in = ""
    frame.stand_in_mode = ""
    life_before = _LIFE_BEFORE.pop(t.id, t.life)
    if mode != "wall" or not (t.defeated or t.id in enc.state.falling):
        return
    excess = frame.last_damage - life_before
    if excess <= 0:
        return
    pending = WallExcessFrame(
        attacker=a.id, stand_in=t.id, ally=frame.targets[frame.index - 1], excess=excess
    )
    if t.defeated:
        _wall_excess(enc, pending)
    else:  # above the attack: resolves right after the stand-in's Will to Survive decision
        enc.state.stack.append(pending)


@dataclass(slots=True)
class WallExcessFrame(ExtFrame):
    """Defense Wall excess Damage waiting for the stand-in's Will to Survive decision."""

    attacker: str = ""
    stand_in: str = ""
    ally: str = ""
    excess: int = 0


def _step_wall_excess(enc: Encounter, frame: WallExcessFrame) -> None:
    enc.state.stack.pop()
    if enc.fighter(frame.stand_in).defeated:
        _wall_excess(enc, frame)
        return
    enc.emit(
        "reaction",
        frame.stand_in,
        Msg.of("dbu-team-wall-held", fighter=frame.stand_in, ally=frame.ally),
        reaction="defense_wall_held",
        ally=frame.ally,
    )


def _answer_wall_excess(enc: Encounter, frame: WallExcessFrame, option: Option) -> None:
    raise RuleViolation("internal: nothing to answer for a Defense Wall excess")


def _wall_excess(enc: Encounter, frame: WallExcessFrame) -> None:
    """The excess as a Wound reduced by the ally's own DR and Soak for the attack's Damage
    Category ("reduced by their Soak Value and Damage Reduction as usual")."""
    from tenkaichi.dbu.combat.rules.attack_wound import damage_for
    from tenkaichi.dbu.combat.rules.damage import lose_life

    ally = enc.fighter(frame.ally)
    if ally.defeated:
        return
    a = enc.fighter(frame.attacker)
    calc, notes = damage_for(enc, _attack_frame(enc, a.id), a, ally, frame.excess, "dodge")
    enc.emit(
        "damage",
        ally.id,
        Msg.of(
            "dbu-team-wall-excess",
            ally=ally.id,
            excess=str(frame.excess),
            fighter=frame.stand_in,
            how=calc.said,
            notes=(
                Msg.of("dbu-fa-notes", notes=Seq(tuple(said(n) for n in notes), sep="; "))
                if notes
                else ""
            ),
        ),
        wound=frame.excess,
        category=calc.category,
        damage=calc.damage,
        dr=calc.dr,
        soak=calc.soak,
    )
    if calc.damage:
        why = Msg.of("dbu-team-why-overflow")
        lose_life(enc, ally, calc.damage, by=a, why=why, attack=True)


hooks.REGISTRY.damage.append(_damage)
hooks.REGISTRY.after_wound.append(_after_wound)
hooks.frame(WallExcessFrame, _step_wall_excess, _answer_wall_excess)
