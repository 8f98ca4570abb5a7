"""What the greedy bot values, shared by its scorers and an edition's: the worth of a Ki
Point, the expected value of an attack (with what a Signature Technique's Combat Conditions
are worth), what closing in for a Signature Technique out of reach is worth, a fighter's
share of Life, and the table of turn-option scorers an edition adds to
(:mod:`tenkaichi.dbu.combat.editions.dbu1.bot_scoring`)."""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import AttackFrame, Decision, Fighter, Option
from tenkaichi.dbu.combat.rules import legality, stats, targeting
from tenkaichi.dbu.combat.rules.costs import attack_kp, within_limits
from tenkaichi.dbu.play.option_odds import AttackOdds, attack_odds, frame_for

KP_WEIGHT = 0.25
"""How much one Ki Point is worth in Life Points of damage, for the greedy bot."""

CONDITION_WORTH: dict[str, float] = {
    "blinded": 4.0,
    "broken": 4.0,
    "compelled": 3.0,
    "dot": 2.0,
    "drained": 3.0,
    "fatigued": 3.0,
    "guard_down": 3.0,
    "impaired": 3.0,
    "impediment": 3.0,
    "poisoned": 5.0,
    "prone": 3.0,
    "shaken": 2.0,
    "sleeping": 8.0,
    "slowed": 6.0,
    "staggered": 1.0,
    "stress_exhaustion": 6.0,
    "suffocating": 6.0,
    "transfigured": 6.0,
}
"""What the greedy bot thinks one stack of a Combat Condition on an Opponent is worth, in Life
Points of damage at Tier of Power 1, for one turn of the target (a bot's guess, not a rule:
roughly the damage it prevents or adds; scaled by the attacker's Tier)."""
STACKING = frozenset({"broken", "fatigued", "impaired", "slowed", "dot"})
"""Conditions a target can hold more stacks of (reference 7); the others add nothing twice."""
UNTIL_REMOVED_TURNS = 2
"""How many of the target's turns the bot expects a condition "until removed" to last."""


def inflicted_worth(enc: Encounter, f: Fighter, target: Fighter, signature: str) -> float:
    """What the Combat Conditions of ``f``'s Signature Technique are worth on ``target`` if its
    Damage lands (:data:`CONDITION_WORTH`; nothing for a condition the target already has and
    cannot stack)."""
    sig = next((s for s in stats.sheet(enc, f).signatures if s.name == signature), None)
    if sig is None:
        return 0.0
    total = 0.0
    for rider in sig.inflicts:
        name = rider.condition
        if name not in STACKING and target.effects and stats.has(target, name):
            continue
        if rider.lasts == "rounds":
            turns = rider.rounds
        elif rider.lasts == "until_removed":
            turns = UNTIL_REMOVED_TURNS
        else:
            turns = 1
        total += CONDITION_WORTH.get(name, 1.0) * rider.stacks * turns
    return total * stats.tier(enc, f)


KILL_BONUS = 10.0
"""What Defeating the target is worth on top of the Damage, times the chance to hit."""
KI_SCARCITY_CAP = 2.0
"""The most a Ki Point can weigh, as a multiple of :data:`KP_WEIGHT`, when Ki runs low."""


def ki_cost(enc: Encounter, f: Fighter, kp: int) -> float:
    """What spending ``kp`` Ki Points is worth to ``f``, in Life Points of damage, by the Ki
    it leaves: :data:`KP_WEIGHT` a point when a quarter of Max Ki would be left, less when
    more is left (a fighter with Ki to spare loses little by spending it), more (up to
    :data:`KI_SCARCITY_CAP` times) when less is left."""
    if kp <= 0:
        return 0.0
    left = max(1, f.ki - kp)
    scarcity = min(KI_SCARCITY_CAP, stats.max_ki(enc, f) / (4 * left))
    return KP_WEIGHT * scarcity * kp


def frame_value(enc: Encounter, f: Fighter, target: Fighter, frame: AttackFrame) -> float:
    """Expected damage, less the Ki it costs (:func:`ki_cost`), plus a kill bonus and what a
    Signature Technique's conditions are worth when it hits."""
    return odds_value(enc, f, target, frame, attack_odds(enc, f, target, frame))


def odds_value(
    enc: Encounter, f: Fighter, target: Fighter, frame: AttackFrame, a: AttackOdds
) -> float:
    """:func:`frame_value` for odds already known."""
    value = a.expected - ki_cost(enc, f, attack_kp(enc, f, frame.profile, frame.signature))
    if a.damage_if_hit >= target.life:
        value += a.p_hit * KILL_BONUS
    elif frame.signature:
        value += a.p_hit * inflicted_worth(enc, f, target, frame.signature)
    return value


_FRAME_KIND = {
    "attack": "basic",
    "exploit": "basic",
    "cross_attack": "basic",
    "signature": "signature",
    "release": "release",
}
"""The option kinds :func:`frame_for` builds an attack of, by the frame's source."""


def attack_value(enc: Encounter, f: Fighter, o: Option) -> float:
    """:func:`frame_value` of the attack option ``o`` would declare (0 for another option).

    The value depends only on the frame :func:`frame_for` builds (its source, Profile,
    Foundation, technique and target: not on an area's aim), so the options of one decision
    that differ only in their aim share one computation, remembered until the fight moves on."""
    source = _FRAME_KIND.get(o.kind)
    if source is None:
        return 0.0
    args = o.args
    at = enc.memo_key()
    if _VALUES_AT[0] != at:
        _VALUES.clear()
        _VALUES_AT[0] = at
    key = (
        f.id,
        source,
        args.get("profile"),
        args.get("foundation"),
        args.get("signature"),
        args["target"],
    )
    found = _VALUES.get(key)
    if found is None:
        frame = frame_for(enc, f, o)
        found = 0.0 if frame is None else frame_value(enc, f, enc.fighter(args["target"]), frame)
        _VALUES[key] = found
    return found


_VALUES: dict[tuple[object, ...], float] = {}
_VALUES_AT: list[object] = [None]


def best_attack_value(enc: Encounter, f: Fighter, d: Decision) -> float:
    """The value of the best attack among the decision's options (0 when there is none)."""
    key = (enc.memo_key(), f.id, id(d), len(d.options))
    if _BEST[0] is not None and _BEST[0][0] == key:
        return _BEST[0][1]
    values = [
        attack_value(enc, f, o) for o in d.options if o.kind in ("attack", "signature", "release")
    ]
    best = max(values, default=0.0)
    _BEST[0] = (key, best)
    return best


_BEST: list[tuple[tuple[object, ...], float] | None] = [None]
"""The last decision's best attack value: every Movement option asks for it."""


def out_of_reach_signature_value(enc: Encounter, f: Fighter) -> float:
    """The best value of a Signature Technique ``f`` could use with its next Action once
    closer to an Opponent: usable this round, affordable, but with no Opponent in reach now
    (a Physical one needs Melee Range, a Cone its length). 0 when there is none, or when
    ``f`` has no Action left after moving."""
    if f.actions < 2 or not within_limits(enc, f, "signature"):
        return 0.0
    if not legality.may_attack(enc, f):
        return 0.0
    best = 0.0
    for sig in stats.sheet(enc, f).signatures:
        if not legality.profile_allowed(enc, f, sig.profile, signature=True):
            continue
        if not stats.can_spend(f, attack_kp(enc, f, sig.profile, sig.name)):
            continue
        if targeting.aims(enc, f, sig.profile, sig.foundation):
            continue
        for t in enc.opponents(f):
            if t.defeated:
                continue
            frame = AttackFrame(
                attacker=f.id,
                source="signature",
                profile=sig.profile,
                foundation=sig.foundation,
                signature=sig.name,
                targets=[t.id],
            )
            best = max(best, frame_value(enc, f, t, frame))
    return best


def life_fraction(enc: Encounter, f: Fighter) -> float:
    return f.life / max(1, stats.max_life(enc, f))


Scorer = Callable[[Encounter, Fighter, Option, Decision], float]
TURN_SCORERS: dict[str, Scorer] = {}
"""Scorers of turn options that other modules add (edition dbu-1:
:mod:`tenkaichi.dbu.combat.editions.dbu1.bot_scoring`)."""


def any_attack(d: Decision) -> bool:
    return any(o.kind in ("attack", "signature", "release") for o in d.options)
