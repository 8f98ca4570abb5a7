"""Will to Survive (seed 000, Death and Defeat): the decision of a fighter at 0 Life.

"You are not defeated the instant your Life Points reach 0. If a trait, Magical Ability or
other effect allows you to heal yourself, you can avoid being defeated by having your Life
Points increase above 0."

When a fighter's Life reaches 0 (:func:`tenkaichi.dbu.combat.rules.damage.lose_life`) and they have
a way to heal themselves at hand, they are not Defeated: they wait at 0 Life in
``EncounterState.falling``. Right after the step that brought them there (before anything
else happens, and before the engine asks whether the fight is over) they decide:

- heal themselves with what they have: a Healing Surge (the Surge Maneuver, still 1/Encounter;
  its Instant timing does not hold it back, Will to Survive is what lets it happen here),
  entering the Undying State (1 Karma Point; Life becomes 1), or Liquid's Healing Surge on
  their own turn (1 Action, 1/Round);
- or fall: Defeat becomes final.

What they may heal with is asked of ``REGISTRY.self_heals``: the Healing Surge is here, the
States' (Undying, Liquid) in :mod:`~tenkaichi.dbu.combat.families.conditions.will_to_survive`.

If the healing does not lift them above 0, or they have nothing at hand, they are Defeated at
once. Once Defeated, only an ally's healing brings them back (once per encounter, losing their
next turn: :func:`tenkaichi.dbu.combat.rules.damage.heal`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import within_limits
from tenkaichi.dbu.combat.rules.damage import defeat
from tenkaichi.dbu.combat.rules.maneuvers import use_surge
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

REGISTRY = hooks.REGISTRY


@dataclass(slots=True)
class SurviveFrame(ExtFrame):
    """A fighter at 0 Life choosing between healing themselves and Defeat."""

    fighter: str = ""
    attacker: str = ""
    """The Opponent whose Attacking Maneuver brought them to 0 ("" if none)."""


def options(enc: Encounter, f: Fighter) -> list[Option]:
    """Every way ``f`` can heal themselves right now."""
    out: list[Option] = []
    for provider in REGISTRY.self_heals:
        out += provider(enc, f)
    return out


def begin(enc: Encounter) -> None:
    """Take the first fighter waiting at 0 Life: ask them, or Defeat them if nothing is left
    to heal them (the engine calls this between steps while anyone waits)."""
    fid, attacker = next(iter(enc.state.falling.items()))
    del enc.state.falling[fid]
    f = enc.fighter(fid)
    if f.defeated or f.life > 0 or stats.has(f, "undying"):
        return  # healed by someone else meanwhile: still standing
    if not options(enc, f):
        defeat(enc, f, enc.fighter(attacker) if attacker else None)
        return
    enc.state.stack.append(SurviveFrame(fighter=fid, attacker=attacker))


def _step(enc: Encounter, frame: SurviveFrame) -> None:
    f = enc.fighter(frame.fighter)
    enc.ask(
        f.id,
        "will_to_survive",
        Msg.of("dbu-ask-will-to-survive", fighter=f.id),
        [*options(enc, f), Option("fall", Msg.of("dbu-option-fall"))],
    )


def _answer(enc: Encounter, frame: SurviveFrame, option: Option) -> None:
    enc.state.stack.pop()
    f = enc.fighter(frame.fighter)
    attacker = frame.attacker
    if option.kind != "fall":
        REGISTRY.self_heal_answers[option.kind](enc, f, option)
    if f.life <= 0 and not f.defeated and not stats.has(f, "undying"):
        defeat(enc, f, enc.fighter(attacker) if attacker else None)
        return
    if not f.defeated:
        enc.emit(
            "will_to_survive",
            f.id,
            Msg.of("dbu-survives", fighter=f.id, life=str(f.life)),
        )


# --- a Healing Surge (the States add theirs: families/conditions/will_to_survive.py) ---------


def _healing_surge(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "surge") or (enc.state.surprise_round and f.surprised):
        return []
    return [Option("surge", Msg.of("dbu-option-survival-surge"), {"surge": "healing"})]


def _surge(enc: Encounter, f: Fighter, option: Option) -> None:
    use_surge(enc, f, "healing")


REGISTRY.self_heals.append(_healing_surge)
REGISTRY.self_heal_answers["surge"] = _surge
hooks.frame(SurviveFrame, _step, _answer)
