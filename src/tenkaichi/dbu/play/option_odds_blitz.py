"""The odds of dbu-1's Blitz (seed 003): the chance to hit and the expected Damage.

A Blitz (editions/dbu1/maneuvers.py ``use_blitz``) charges along a straight line to the square
next to its target, then makes a Physical Basic Attack with +2(T) Wound per square charged (at
most +16(T)) while the attacker is Blitzing. Its odds are those of that attack from the end of
the charge: :func:`~tenkaichi.dbu.play.option_odds.attack_odds` on a copy of the fight in which
the attacker stands at the end of the line, Blitzing, with the squares charged on the attack.
An Exploit the charge provokes is not foreseen ("if no Exploit hits" where one could).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.option_odds import OptionOdds, aside, attack_odds

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

DEALT = "expected damage"
EXPLOIT = "if no Exploit hits"


def blitz_odds(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    """The Blitz (or dbu-1's Blitz after a Duel Escape) that ``option`` declares."""
    from tenkaichi.dbu.combat.editions.dbu1.maneuvers import BLITZING, blitz_path

    if "profile" not in option.args or "target" not in option.args:
        return None
    path = blitz_path(enc, f, enc.fighter(option.args["target"]))
    if not path:
        return None
    near = any(enc.in_melee(o, f) for o in enc.opponents(f))
    there = enc.clone()
    me, target = there.fighter(f.id), there.fighter(option.args["target"])
    me.pos = path[-1]
    stats.add_effect(there, me, Effect(BLITZING, "Blitz", Expiry("start", me.id)), announce=False)
    frame = AttackFrame(
        attacker=me.id,
        source="basic",
        profile=option.args["profile"],
        foundation="physical",
        targets=[target.id],
        charged_squares=len(path),
    )
    with aside():
        a = attack_odds(there, me, target, frame)
    return OptionOdds(a.p_hit, "hit", a.expected, DEALT, note=EXPLOIT if near else "")


__all__ = ["blitz_odds"]
