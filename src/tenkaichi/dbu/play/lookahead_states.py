"""The greedy bot's look-ahead for entering a State (or raising its level): an Instant
Maneuver that costs no Action, only a Karma Point, and lasts until it is left. The bot enters
it on a copy of the fight (:meth:`~tenkaichi.dbu.combat.core.engine.Encounter.clone`, the
engine's own ``enter``, so every hook of the State applies) and compares the exact odds of its
best attack and of the Opponent's attack on it, with and without the State, over the coming
attacks (:mod:`~tenkaichi.dbu.play.lookahead`).

Undying, Liquid, Invisible and Multiple Arms change what may happen rather than the odds of an
attack (Defeat, healing, being aimed at, Counter Actions): their scores stay the bot's
guesses (:data:`~tenkaichi.dbu.play.bots.STATE_VALUE`).
"""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import AttackFrame, Decision, Fighter, Option
from tenkaichi.dbu.combat.families.conditions import states
from tenkaichi.dbu.play.lookahead import (
    NEXT_TURN_ATTACKS,
    boosted_odds,
    coming_attacks,
    landed,
    ranked_attacks,
    threat,
)

ODDS_STATES = frozenset({"raging", "mindful", "superior", "surging", "determined"})
"""The States whose worth the bot reads off the odds of an attack."""
MIN_GAIN = 0.5
"""A State is entered only when it adds at least this much expected damage (Karma is kept
for a State that pays)."""


def state_gain(enc: Encounter, f: Fighter, o: Option, frame: AttackFrame) -> float:
    """What entering the State of ``o`` adds over the coming attacks: the expected damage
    ``frame`` gains on its target, plus what the target's attacks on ``f`` lose."""
    target = enc.fighter(frame.targets[0])
    twin = enc.clone()
    me, foe = twin.fighter(f.id), twin.fighter(target.id)
    states.enter(twin, me, o.args["state"], o.args.get("focus", ""))
    trial = frame
    if o.args["state"] == "surging" and o.args.get("focus") == target.id:
        trial = AttackFrame(
            **{**{k: getattr(frame, k) for k in frame.__slots__}, "charges": frame.charges + 1}
        )
    dealt = landed(boosted_odds(twin, me, foe, trial), foe) - landed(
        boosted_odds(enc, f, target, frame), target
    )
    back = threat(enc, f, target)
    saved = landed(boosted_odds(enc, target, f, back), f) - landed(
        boosted_odds(twin, foe, me, back), me
    )
    return dealt * coming_attacks(f) + saved * NEXT_TURN_ATTACKS


def turn_state_score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float | None:
    """On one's turn: the best attack's score (the State costs no Action, the attack still
    follows) plus the State's gain; -1 when it gains too little. None for a State the odds do
    not measure."""
    if o.args["state"] not in ODDS_STATES:
        return None
    ranked = ranked_attacks(enc, f, d)
    if not ranked:
        return instant_state_score(enc, f, o)
    gain = state_gain(enc, f, o, ranked[0][1])
    return max(ranked[0][0], 0.0) + 1.0 + gain if gain >= MIN_GAIN else -1.0


def instant_state_score(enc: Encounter, f: Fighter, o: Option) -> float | None:
    """In an Instant window (or with no attack in reach): the State's gain for a Simple
    Basic Attack on the nearest Opponent; -1 when it gains too little."""
    if o.args["state"] not in ODDS_STATES:
        return None
    foes = [x for x in enc.opponents(f) if not x.defeated]
    if not foes:
        return -1.0
    nearest = min(foes, key=lambda x: enc.distance(f, x))
    gain = state_gain(enc, f, o, threat(enc, nearest, f))
    return gain if gain >= MIN_GAIN else -1.0


__all__ = ["instant_state_score", "state_gain", "turn_state_score"]
