"""What the greedy bot thinks of the edition dbu-1 maneuvers (seed 003): a small scorer each,
on the scale of :mod:`tenkaichi.dbu.play.scoring` (expected Damage, less KP; a Standard
Maneuver worth taking scores above 0, End turn scores 0)."""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play import scoring


def _as_attack(o: Option, profile: str, foundation: str) -> Option:
    return Option("attack", o.said, {"profile": profile, "foundation": foundation, **o.args})


def _move(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Like the default Movement: close in when nothing is in reach, or when a Signature
    Technique out of reach is worth more than the best attack in reach."""
    far = all(enc.distance(f, x) >= enc.settings.long_range for x in enc.opponents(f))
    if scoring.any_attack(d) and not far:
        closer = scoring.out_of_reach_signature_value(enc, f)
        if closer <= scoring.best_attack_value(enc, f, d):
            return -1.0
        return closer + (0.0 if o.args["boosted"] else 0.5)
    bonus = 3.0 if far else 2.0
    return bonus - (1.0 if o.args["boosted"] else 0.0)


def _blitz(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """An attack that closes in, +2(T) Wound per square, for 2 Actions and 6(T) KP."""
    attack = _as_attack(o, o.args["profile"], "physical")
    t = enc.fighter(o.args["target"])
    squares = max(0, enc.distance(f, t) - 1)
    tier = stats.tier(enc, f)
    gain = min(2 * tier * squares, 16 * tier) * 0.5
    return scoring.attack_value(enc, f, attack) + gain - scoring.KP_WEIGHT * 6 * tier + 1.0


def _release(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return scoring.attack_value(enc, f, Option("release", o.said, dict(o.args))) + 1.0


def _shoot(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return scoring.attack_value(enc, f, _as_attack(o, "Simple", "energy")) + 0.5


def _recover(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return 3.0 if scoring.life_fraction(enc, f) < 0.3 else -2.0


def _terrify(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    t = enc.fighter(o.args["target"])
    shaken = any(e.name == "shaken" and e.by == f.id for e in t.effects)
    return 1.5 if shaken and not stats.has(t, "prone") else 0.6


def _treatment(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return 8.0 if enc.fighter(o.args["ally"]).defeated else 3.0


def _empower(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    ally = enc.fighter(o.args["ally"])
    low = ally.ki < stats.max_ki(enc, ally) // 5
    return 2.0 if low and f.ki > stats.max_ki(enc, f) // 2 else -1.0


def _sense(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return 2.0 if any(stats.has(x, "hidden") for x in enc.opponents(f)) else -1.0


def _end_holding(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return 3.0 if scoring.life_fraction(enc, f) < 0.5 else -1.0


def _reload(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return 2.0


def _constant(value: float) -> scoring.Scorer:
    def score(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
        return value

    return score


scoring.TURN_SCORERS.update(
    {
        "legacy_move": _move,
        "blitz": _blitz,
        "legacy_release": _release,
        "shoot": _shoot,
        "legacy_recover": _recover,
        "terrify": _terrify,
        "treatment": _treatment,
        "legacy_empower": _empower,
        "sense": _sense,
        "end_holding_back": _end_holding,
        "reload": _reload,
        "legacy_command": _constant(5.0),
        "legacy_stop_charge": _constant(-0.5),
        "legacy_lift": _constant(-1.0),
        "holding_back": _constant(-1.0),
        "detect_holding_back": _constant(-1.0),
    }
)
