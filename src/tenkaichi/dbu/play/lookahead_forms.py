"""The greedy bot's look-ahead for a Transformation (a Form or an Enhancement): its Action,
for the chance of passing the Stress Test times what the transformation adds over the coming
attacks. The bot enters it on a copy of the fight (the engine's own ``enter``: attribute
bonuses, Tier, Ki Multiplier, Aspects) and compares the exact odds of its best attack and of
the Opponent's attack on it, with and without (:mod:`~tenkaichi.dbu.play.lookahead`).

What the odds do not show stays the transformation's own scorer's
(:func:`~tenkaichi.dbu.combat.families.transformations.transformations.bot_score`): a Revert,
Draining against the Ki left, Long Transformation's Actions and Exploit.
"""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision, Fighter, Option
from tenkaichi.dbu.combat.families.transformations import transformations as forms
from tenkaichi.dbu.play.lookahead import (
    NEXT_TURN_ATTACKS,
    boosted_odds,
    coming_attacks,
    landed,
    ranked_attacks,
    threat,
)
from tenkaichi.dbu.play.scoring import ki_cost


def form_gain(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float | None:
    """What holding the transformation of ``o`` adds over the coming attacks (the best attack
    in reach, the target's attack back, and the Ki a Ki Multiplier adds); None with no attack
    in reach to measure it by."""
    ranked = ranked_attacks(enc, f, d)
    if not ranked:
        return None
    frame = ranked[0][1]
    target = enc.fighter(frame.targets[0])
    twin = enc.clone()
    me, foe = twin.fighter(f.id), twin.fighter(target.id)
    forms.enter(twin, me, forms.sheet_form(enc, f, o.args["form"]))
    dealt = landed(boosted_odds(twin, me, foe, frame), foe) - landed(
        boosted_odds(enc, f, target, frame), target
    )
    back = threat(enc, f, target)
    saved = landed(boosted_odds(enc, target, f, back), f) - landed(
        boosted_odds(twin, foe, me, back), me
    )
    ki = ki_cost(twin, me, me.ki - f.ki) if me.ki > f.ki else 0.0
    return dealt * coming_attacks(f) + saved * NEXT_TURN_ATTACKS + ki


def transform_score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Transform: the chance of passing the Stress Test times the gain, plus 1 (the attack
    given up scores its value plus 1), less the costs the transformation's scorer counts."""
    if o.kind != "transform":
        return forms.bot_score(enc, f, o)
    gain = form_gain(enc, f, o, d)
    if gain is None:
        return forms.bot_score(enc, f, o)
    form = forms.sheet_form(enc, f, o.args["form"])
    needed, _ = forms.requirement(enc, f, form)
    p = forms.pass_chance(enc, f, needed)
    return p * gain + 1.0 - forms.bot_costs(enc, f, form)


__all__ = ["form_gain", "transform_score"]
