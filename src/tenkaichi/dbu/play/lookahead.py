"""The greedy bot's one-step look-ahead for the turn options that pay later: Power Up and an
Aura (Energy Charge: :mod:`~tenkaichi.dbu.play.lookahead_charge`; States:
:mod:`~tenkaichi.dbu.play.lookahead_states`). Each is worth what it adds to the attacks still
to come (the rest of this turn and the next one), against the attack its Action could have
made now.

The scale is :mod:`~tenkaichi.dbu.play.scoring`'s: an attack option scores its value plus 1,
so an option that gives up this Action for later gains scores ``gain + 1`` where ``gain`` is
what the coming attacks win with it, less the best attack it gives up. Exact odds throughout:
a bonus on the Strike or the Wound shifts the exact distributions the attack odds use.
"""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import AttackFrame, Decision, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.attack_clash import (
    auto_hit,
    defence_parts_for,
    strike_dice_for,
    strike_parts_for,
)
from tenkaichi.dbu.combat.rules.attack_wound import wound_parts_for
from tenkaichi.dbu.combat.rules.turns import STANDARD_ACTIONS
from tenkaichi.dbu.play.option_odds import (
    AttackOdds,
    _mean_damage,
    damage_offset,
    frame_for,
    p_beats,
    probs_for,
)
from tenkaichi.dbu.play.scoring import frame_value, ki_cost

NEXT_TURN_ATTACKS = STANDARD_ACTIONS
"""How many attacks the bot expects to make in its next turn (its Standard Actions)."""
ATTACK_KINDS = ("attack", "signature")


def boosted_odds(
    enc: Encounter,
    f: Fighter,
    target: Fighter,
    frame: AttackFrame,
    *,
    strike: int = 0,
    wound: int = 0,
    defence: int = 0,
    soak: int = 0,
) -> AttackOdds:
    """The exact odds of ``frame`` (``f`` on ``target``, who Dodges) with extra bonuses: on
    the Strike and Wound Rolls of ``f``, on the Dodge of ``target`` and on its Soak."""
    if auto_hit(enc, frame, f, target):
        p_hit = 1.0
    else:
        strike_parts = [*strike_parts_for(enc, frame, f, target), ("look-ahead", strike)]
        defence_parts = [
            *defence_parts_for(enc, frame, target, "dodge"),
            ("look-ahead", defence),
        ]
        p_hit = p_beats(
            probs_for(enc, f, strike_parts, strike_dice_for(enc, frame, f, target)),
            probs_for(enc, target, defence_parts),
        )
    parts, extra = wound_parts_for(enc, frame, f)
    dist = probs_for(enc, f, [*parts, ("look-ahead", wound)], extra)
    offset = damage_offset(enc, frame, f, target, "dodge") + soak
    return AttackOdds(p_hit, _mean_damage(dist, False, offset))


_RANKED: list[tuple[tuple[object, ...], list[tuple[float, AttackFrame]]] | None] = [None]
"""The last decision's ranked attacks: Power Up, an Aura and Energy Charge all ask for them."""


def ranked_attacks(enc: Encounter, f: Fighter, d: Decision) -> list[tuple[float, AttackFrame]]:
    """The decision's Basic Attacks and Signature Techniques, best first: each one's value
    (:func:`~tenkaichi.dbu.play.scoring.frame_value`) and frame."""
    key = (enc.memo_key(), f.id, id(d), len(d.options))
    if _RANKED[0] is not None and _RANKED[0][0] == key:
        return _RANKED[0][1]
    out = []
    for o in d.options:
        if o.kind not in ATTACK_KINDS:
            continue
        frame = frame_for(enc, f, o)
        if frame is not None:
            out.append((frame_value(enc, f, enc.fighter(frame.targets[0]), frame), frame))
    out.sort(key=lambda vf: -vf[0])
    _RANKED[0] = (key, out)
    return out


def best_attack(enc: Encounter, f: Fighter, d: Decision) -> tuple[float, AttackFrame] | None:
    """The best Basic Attack or Signature Technique among the decision's options (None
    without one)."""
    ranked = ranked_attacks(enc, f, d)
    return ranked[0] if ranked else None


def coming_attacks(f: Fighter) -> int:
    """The attacks after this Action until the end of ``f``'s next turn."""
    return max(0, f.actions - 1) + NEXT_TURN_ATTACKS + f.bonus_actions


def threat(enc: Encounter, f: Fighter, foe: Fighter) -> AttackFrame:
    """The attack the bot expects from ``foe``: a Simple physical Basic Attack (every fighter
    has it)."""
    return AttackFrame(
        attacker=foe.id, source="basic", profile="Simple", foundation="physical", targets=[f.id]
    )


def boost_value(
    enc: Encounter,
    f: Fighter,
    d: Decision,
    *,
    strike: int,
    wound: int,
    dodge: int,
    soak: int,
) -> float:
    """What bonuses held until the end of ``f``'s next turn are worth: the expected damage
    they add to each coming attack (on the best attack's target) plus the expected damage
    they save against that target's attacks in the same span."""
    best = best_attack(enc, f, d)
    if best is None:
        return 0.0
    _, frame = best
    target = enc.fighter(frame.targets[0])
    plain = landed(boosted_odds(enc, f, target, frame), target)
    up = landed(boosted_odds(enc, f, target, frame, strike=strike, wound=wound), target)
    gain = (up - plain) * coming_attacks(f)
    if dodge or soak:
        back = threat(enc, f, target)
        taken = landed(boosted_odds(enc, target, f, back), f)
        less = landed(boosted_odds(enc, target, f, back, defence=dodge, soak=soak), f)
        gain += (taken - less) * NEXT_TURN_ATTACKS
    return gain


def landed(odds: AttackOdds, target: Fighter) -> float:
    """Expected damage that counts: no more than the target's Life left."""
    return odds.p_hit * min(odds.damage_if_hit, float(target.life))


def power_up_score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Power Up: +T on every Combat Roll until the end of the next turn (at most 2 stacks; a
    third replaces the oldest, so it adds nothing)."""
    if stats.stacks(f, "power") >= 2:
        return -1.0
    t = stats.tier(enc, f)
    return boost_value(enc, f, d, strike=t, wound=t, dodge=t, soak=0) + 1.0


def aura_score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """An Aura: its Strike, Dodge, Wound and Soak bonuses per Tier over the coming attacks,
    less its Ki (the activation and one upkeep of half of it)."""
    aura = next((a for a in stats.sheet(enc, f).auras if a.name == o.args["aura"]), None)
    if aura is None:
        return -1.0
    t = stats.tier(enc, f)
    gain = boost_value(
        enc,
        f,
        d,
        strike=aura.strike * t,
        wound=aura.wound * t,
        dodge=aura.dodge * t,
        soak=aura.soak * t,
    )
    return gain - ki_cost(enc, f, aura.kp_cost + aura.kp_cost // 2) + 1.0


__all__ = [
    "NEXT_TURN_ATTACKS",
    "aura_score",
    "boost_value",
    "boosted_odds",
    "coming_attacks",
    "landed",
    "power_up_score",
    "ranked_attacks",
    "threat",
]
