"""What the greedy bot values, shared by its scorers and an edition's: the worth of a Ki
Point, the expected value of an attack, a fighter's share of Life, and the table of turn-option
scorers an edition adds to (:mod:`tenkaichi.dbu.combat.editions.dbu1.bot_scoring`)."""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import attack_kp
from tenkaichi.dbu.play.option_odds import attack_odds, frame_for

KP_WEIGHT = 0.25
"""How much one Ki Point is worth in Life Points of damage, for the greedy bot."""


def attack_value(enc: Encounter, f: Fighter, o: Option) -> float:
    frame = frame_for(enc, f, o)
    if frame is None:
        return 0.0
    target = enc.fighter(o.args["target"])
    a = attack_odds(enc, f, target, frame)
    kp = attack_kp(enc, f, frame.profile, frame.signature)
    value = a.expected - KP_WEIGHT * kp
    if a.damage_if_hit >= target.life:
        value += a.p_hit * 10
    return value


def life_fraction(enc: Encounter, f: Fighter) -> float:
    return f.life / max(1, stats.max_life(enc, f))


Scorer = Callable[[Encounter, Fighter, Option, Decision], float]
TURN_SCORERS: dict[str, Scorer] = {}
"""Scorers of turn options that other modules add (edition dbu-1:
:mod:`tenkaichi.dbu.combat.editions.dbu1.bot_scoring`)."""


def any_attack(d: Decision) -> bool:
    return any(o.kind in ("attack", "signature", "release") for o in d.options)
