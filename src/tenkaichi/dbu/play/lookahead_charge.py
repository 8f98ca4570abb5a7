"""The greedy bot's look-ahead for Energy Charge (seed 001): declare an attack and charge it,
one more Wound die per Tier (d6, d8 on a Signature Technique) for each Action spent charging,
then release it; until then Guard Down (-2(T) Dodge) and no other attack.

The bot weighs plans of ``k`` charges then the release (``k + 1`` Actions, up to the end of
its next turn) against ``k + 1`` of its best attack now, and keeps the best plan: the charged
attack's exact odds, less the Ki of the charges (by the Ki they leave), less what Guard Down
costs when the charge lasts into the Opponents' turns, and the Exploit an adjacent target gets
for each charge. Holding a charge, one more is weighed the same way against releasing now.
"""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import AttackFrame, Decision, Fighter, Option
from tenkaichi.dbu.combat.rules import stats, targeting
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.dbu.combat.rules.attack_wound import wound_parts_for
from tenkaichi.dbu.combat.rules.costs import attack_kp, fixed_kp
from tenkaichi.dbu.combat.rules.maneuvers import charge_targets
from tenkaichi.dbu.play.lookahead import (
    NEXT_TURN_ATTACKS,
    boosted_odds,
    coming_attacks,
    landed,
    ranked_attacks,
    threat,
)
from tenkaichi.dbu.play.option_odds import (
    AttackOdds,
    _mean_damage,
    attack_odds,
    damage_offset,
    frame_for,
    probs_for,
)
from tenkaichi.dbu.play.scoring import KILL_BONUS, frame_value, ki_cost, odds_value

CHARGE_CANDIDATES = 2
"""How many of the best attacks now the bot weighs charging (the cost of a decision)."""
MOST_CHARGES = 4
"""The longest plan the bot weighs, in charges (the cost of a decision)."""
RELEASE_KINDS = ("release", "legacy_release")
FLOOR = 0.5
"""The least an uncharged attack is taken to be worth: charging never looks free because
the attack it stands for is worth nothing."""


def _charged(frame: AttackFrame, charges: int) -> AttackFrame:
    """``frame`` with ``charges`` Energy Charges (itself when it has them: its odds are
    remembered)."""
    if charges == frame.charges:
        return frame
    return AttackFrame(**{**{k: getattr(frame, k) for k in frame.__slots__}, "charges": charges})


def _guard_down_cost(enc: Encounter, f: Fighter, target: Fighter) -> float:
    """The expected damage ``target``'s attack on ``f`` gains from Guard Down (-2(T) Dodge)."""
    back = threat(enc, f, target)
    t = stats.tier(enc, f)
    if stats.has(f, "guard_down"):  # already under it: what it costs over being without
        return landed(boosted_odds(enc, target, f, back), f) - landed(
            boosted_odds(enc, target, f, back, defence=2 * t), f
        )
    return landed(boosted_odds(enc, target, f, back, defence=-2 * t), f) - landed(
        boosted_odds(enc, target, f, back), f
    )


def _may_pay(enc: Encounter, f: Fighter, frame: AttackFrame, held: int, each: float) -> bool:
    """Whether some plan could pay: a charge adds at most its dice's mean to the expected
    Damage (and the kill bonus once, if the most charges could reach the target's Life); when
    that cannot beat an attack, no plan can, and no odds need computing."""
    target = enc.fighter(frame.targets[0])
    odds = attack_odds(enc, f, target, _charged(frame, held))
    sides = 8 if frame.signature else 6
    t = stats.tier(enc, f)
    may_kill = odds.damage_if_hit + MOST_CHARGES * t * sides >= target.life
    return odds.p_hit * (t * (sides + 1) / 2 + (KILL_BONUS if may_kill else 0.0)) > each


def _best_plan(enc: Encounter, f: Fighter, frame: AttackFrame, held: int, each: float) -> float:
    """The best gain of charging ``k`` more times (1..) then releasing ``frame``, over the
    same Actions spent on ``k`` attacks worth ``each`` and the release at ``held`` charges."""
    target = enc.fighter(frame.targets[0])
    if not _may_pay(enc, f, frame, held, each):
        return -1e9
    p_hit = attack_odds(enc, f, target, _charged(frame, held)).p_hit
    kp = fixed_kp(enc, f, "energy_charge")
    spare = f.ki - attack_kp(enc, f, frame.profile, frame.signature)
    guard = _guard_down_cost(enc, f, target)
    adjacent = enc.distance(f, target) <= 1
    now = frame_value(enc, f, target, _charged(frame, held))
    top = total_charges(enc, _charged(frame, 10_000))
    offset = damage_offset(enc, frame, f, target, "dodge")
    best = -1e9
    most = min(MOST_CHARGES, coming_attacks(f), max(0, top - held))
    for k in range(1, most + 1):
        if spare <= k * kp:  # a charge taken at 0 Ki stops at once in dbu-1
            break
        trial = _charged(frame, held + k)
        # Energy Charges change only the Wound (the Dodge and the Strike stay the same)
        parts, dice = wound_parts_for(enc, trial, f)
        mean = _mean_damage(probs_for(enc, f, parts, dice), False, offset)
        value = odds_value(enc, f, target, trial, AttackOdds(p_hit, mean))
        cost = ki_cost(enc, f, k * kp) + (k * guard if adjacent else 0.0)
        if k + 1 > f.actions:  # still charging in the Opponents' turns
            cost += guard * NEXT_TURN_ATTACKS
        best = max(best, value - now - cost - k * each)
    return best


def _chargeable(enc: Encounter, f: Fighter) -> set[tuple[str, str, str]]:
    return {
        (c.args.get("signature", ""), c.args.get("profile", ""), c.args.get("foundation", ""))
        for c in charge_targets(enc, f)
    }


def charge_declare_score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Declare an Energy Charge on one of the best attacks now (:data:`CHARGE_CANDIDATES`):
    the best attack's score plus the best plan's gain over attacking with every Action."""
    ranked = ranked_attacks(enc, f, d)
    if not ranked:
        return -0.5
    best_now = ranked[0][0]
    each = max(best_now, FLOOR)
    candidates = [fr for _, fr in ranked[:CHARGE_CANDIDATES] if _may_pay(enc, f, fr, 0, each)]
    if not candidates:
        return -0.5
    chargeable = _chargeable(enc, f)
    gain: float | None = None
    for frame in candidates:
        key = (
            (frame.signature, "", "") if frame.signature else ("", frame.profile, frame.foundation)
        )
        if key not in chargeable:
            continue
        # declaring it spends this Action instead of the attack worth best_now
        plan = _best_plan(enc, f, frame, 0, each)
        plan += frame_value(enc, f, enc.fighter(frame.targets[0]), _charged(frame, 0)) - best_now
        gain = plan if gain is None else max(gain, plan)
    if gain is None or gain <= -1e8:
        return -0.5
    return best_now + 1.0 + gain


def charge_more_score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """One more Energy Charge on the attack held: the release's score now plus the best
    plan's gain over releasing now and then attacking with the same kind of attack."""
    c = f.charge
    release = next((x for x in d.options if x.kind in RELEASE_KINDS), None)
    if c is None or release is None:
        return -0.5
    frame = frame_for(enc, f, Option("release", release.said, release.args))
    if frame is None:
        return -0.5
    target = enc.fighter(frame.targets[0])
    each = max(frame_value(enc, f, target, _charged(frame, 0)), FLOOR)
    gain = _best_plan(enc, f, frame, c.charges, each)
    if gain <= -1e8:
        return -0.5
    return frame_value(enc, f, target, frame) + 1.0 + gain


def charge_attack_score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Which attack the Energy Charge powers: the one worth most with a charge on the best
    target in reach now (one out of reach could not be released)."""
    sig = next(
        (s for s in stats.sheet(enc, f).signatures if s.name == o.args.get("signature")), None
    )
    profile = sig.profile if sig else o.args["profile"]
    foundation = sig.foundation if sig else o.args["foundation"]
    best = -1.0
    for args, _ in targeting.aims(enc, f, profile, foundation):
        target = enc.fighter(args["target"])
        frame = AttackFrame(
            attacker=f.id,
            source="release",
            profile=profile,
            foundation=foundation,
            signature=sig.name if sig else "",
            targets=[target.id],
            charges=1,
        )
        best = max(best, frame_value(enc, f, target, frame))
    return best


__all__ = ["charge_attack_score", "charge_declare_score", "charge_more_score"]
