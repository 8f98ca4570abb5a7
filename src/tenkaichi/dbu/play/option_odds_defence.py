"""The odds of a Power Flare, a Defense Wall and a Reflect: answers to an attack.

- A Power Flare (``attack_wound.flare``) forgoes the Clash: the attack hits, the attacker rolls
  its Wound, then the defender rolls its own Wound Roll (Force or Magic, the better, plus a Ki
  Wager chosen after seeing the Wound) and takes no Damage if it beats the Wound. Chosen as a
  reaction, its expected damage taken is the one with no Ki Wager (the wager comes later, once
  the Wound is known: "if you wager nothing"); each Ki Wager of the ``flare_wager`` decision
  then gets its own chance to beat the known Wound and expected damage taken.
- A Defense Wall (an Intervene option) takes the hit ally's Wound in their place with +½
  Soak: the expected damage the intervener takes.
- A Reflect (``families/team/reflect.py``) rolls the reflector's Strike, with the initial
  attack's Profile, against the chosen Opponent's plain Dodge; a hit lets the original attacker
  roll the initial attack's Wound (its own Ki Wager and Energy Charges) against them.

The distributions are those of :mod:`~tenkaichi.dbu.play.option_odds` (``probs_for``,
``p_beats``) with the parts the engine rolls with; the Damage goes through ``damage_offset``
(the engine's ``damage_for`` and every damage hook). A Wound Roll's after-roll hooks (a
Strike Critical's effects) are left out, as everywhere in these odds.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.attack_wound import flare_parts_for, wound_parts_for
from tenkaichi.dbu.play.option_odds import OptionOdds, damage_offset, p_beats, probs_for
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

Dist = tuple[int, tuple[float, ...]]
TAKEN = "expected damage taken"
DEALT = "expected damage"
NO_WAGER = "if you wager nothing"


def _at_most(dist: Dist, value: int) -> float:
    """P(X <= value)."""
    off, probs = dist
    return sum(probs[: max(0, min(len(probs), value - off + 1))])


def _damage(wound: int, offset: int) -> int:
    return max(0, wound - offset)


def flare_reaction(enc: Encounter, f: Fighter, frame: AttackFrame) -> OptionOdds:
    """Answering ``frame`` with a Power Flare: hit for sure; the expected damage taken with
    no Ki Wager on the Flare."""
    a = enc.fighter(frame.attacker)
    parts, extra = wound_parts_for(enc, frame, a)
    wound = probs_for(enc, a, parts, extra)
    flare = probs_for(enc, f, flare_parts_for(enc, f, 0))
    offset = damage_offset(enc, frame, a, f, "power_flare")
    w_off, w_p = wound
    taken = sum(
        p * _at_most(flare, w_off + i) * _damage(w_off + i, offset) for i, p in enumerate(w_p)
    )
    return OptionOdds(1.0, "be hit", taken, TAKEN, note=NO_WAGER)


def flare_wager(enc: Encounter, f: Fighter, frame: AttackFrame, kp: int) -> OptionOdds | None:
    """A Power Flare's Ki Wager against the Wound already rolled: the chance to beat it and
    the expected damage taken."""
    if frame.wound_score < 0:
        return None
    flare = probs_for(enc, f, flare_parts_for(enc, f, kp))
    beaten = p_beats(flare, (frame.wound_score, (1.0,)))
    a = enc.fighter(frame.attacker)
    offset = damage_offset(enc, frame, a, f, "power_flare")
    return OptionOdds(
        beaten, "beat the Wound", (1.0 - beaten) * _damage(frame.wound_score, offset), TAKEN
    )


def reflect_strike_parts(enc: Encounter, me: Fighter, target: Fighter, profile: str) -> rolls.Parts:
    """The reflector's Strike bonuses as ``reflect._strike`` rolls them: the Strike parts (no
    Diminishing Offense), -2(bT) at Long Range."""
    parts = [
        part
        for part in rolls.strike_parts(
            enc, me, half_haste=has_hook(get_profile(profile), "half_haste")
        )
        if not part[0].startswith("Diminishing")
    ]
    if enc.distance(me, target) >= enc.settings.long_range:
        parts.append(("Long Range", -2 * stats.base_tier(enc, me)))
    return parts


def reflect_odds(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    """Reflecting the attack at ``option``'s target: the chance the Strike hits and the
    expected Damage of the original attacker's Wound against them."""
    from tenkaichi.dbu.combat.families.team.reflect import ReflectFrame

    frame = enc.state.stack[-1] if enc.state.stack else None
    if not isinstance(frame, ReflectFrame) or "target" not in option.args:
        return None
    target = enc.fighter(option.args["target"])
    original = enc.fighter(frame.attacker)
    strike = probs_for(enc, f, reflect_strike_parts(enc, f, target, frame.profile))
    dodge = probs_for(enc, target, rolls.dodge_parts(enc, target))
    p_hit = p_beats(strike, dodge)
    tmp = AttackFrame(
        attacker=original.id,
        source="basic",
        profile=frame.profile,
        foundation=frame.foundation,
        targets=[target.id],
        signature=frame.signature,
        wager=frame.wager,
        charges=frame.charges,
        extra_hits=frame.extra_hits,
        oos=True,
        stage="wound",
    )
    parts, extra = wound_parts_for(enc, tmp, original)
    w_off, w_p = probs_for(enc, original, parts, extra)
    offset = damage_offset(enc, tmp, original, target, tmp.reaction)
    mean = sum(p * _damage(w_off + i, offset) for i, p in enumerate(w_p))
    return OptionOdds(p_hit, "hit", p_hit * mean, DEALT)


def wall_odds(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    """Intervening with Defense Wall (team/intervene.py, team/defense_wall.py): ``f`` takes the
    hit ally's Wound instead, with +½ Soak: the expected damage ``f`` takes (the Wound still to
    be rolled, or the one already rolled)."""
    from tenkaichi.dbu.combat.families.team.intervene import InterveneFrame

    top = enc.state.stack[-1] if enc.state.stack else None
    if not isinstance(top, InterveneFrame):
        return None
    attack = next(
        (x for x in reversed(enc.state.stack) if isinstance(x, AttackFrame)),
        None,
    )
    if attack is None or attack.attacker != top.attacker:
        return None
    a = enc.fighter(attack.attacker)
    trial = replace(attack, stand_in=f.id, stand_in_mode="wall")
    if attack.wound_score >= 0:
        wound: Dist = (attack.wound_score, (1.0,))
    else:
        parts, extra = wound_parts_for(enc, trial, a)
        wound = probs_for(enc, a, parts, extra)
    offset = damage_offset(enc, trial, a, f, "dodge")
    w_off, w_p = wound
    taken = sum(p * _damage(w_off + i, offset) for i, p in enumerate(w_p))
    return OptionOdds(1.0, "be hit", taken, TAKEN, note="in their place")


__all__ = [
    "flare_reaction",
    "flare_wager",
    "reflect_odds",
    "reflect_strike_parts",
    "wall_odds",
]
