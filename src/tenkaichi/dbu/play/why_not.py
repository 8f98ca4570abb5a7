"""Why a fighter's Signature Techniques and transformations are not on a menu.

:func:`techniques_not_offered` takes a pending decision and returns, for each Signature
Technique and transformation on the actor's sheet that none of the decision's options uses,
one line a person understands ("needs 30 KP, has 12 Ki"). It reads the same rules the engine
builds the menu with (:mod:`~tenkaichi.dbu.combat.rules.legality`, the costs and limits, the
targeting, the transformation requirements), in the order a player would check them, and
says the first that stops the technique.
"""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision, Fighter, Option
from tenkaichi.dbu.combat.families.transformations.maneuvers import requirement_tier
from tenkaichi.dbu.combat.families.transformations.transformations import locked, slot_of
from tenkaichi.dbu.combat.rules import legality, stats, targeting
from tenkaichi.dbu.combat.rules.costs import attack_kp, within_limits
from tenkaichi.dbu.forms import Form
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.dbu.techniques import Signature

AREA_WORDS = {"cone": "Cone", "line": "Line", "sphere": "Sphere", "wave": "Wave"}


def techniques_not_offered(enc: Encounter, decision: Decision) -> list[tuple[str, str]]:
    """(name, reason) for each of the actor's Signature Techniques and transformations (Forms
    and Enhancements; Awakenings are always on) that no option of ``decision`` uses."""
    f = enc.fighter(decision.actor)
    sheet = stats.sheet(enc, f)
    offered_sigs = {_signature_of(f, o) for o in decision.options} - {""}
    offered_forms = {str(o.args.get("form", "")) for o in decision.options if o.kind == "transform"}
    out: list[tuple[str, str]] = []
    for sig in sheet.signatures:
        if sig.name not in offered_sigs:
            out.append((sig.name, _signature_reason(enc, f, sig, decision)))
    for form in sheet.forms:
        if form.name not in offered_forms:
            out.append((form.name, _form_reason(enc, f, form, decision)))
    return out


def _signature_of(f: Fighter, o: Option) -> str:
    """The Signature Technique an option uses ("" for none): named in its arguments, or the
    charged one an Energy Charge releases."""
    if o.kind == "release" and f.charge is not None:
        return f.charge.signature
    return str(o.args.get("signature", ""))


def _turn_blockers(enc: Encounter, f: Fighter, decision: Decision) -> str:
    """What stops every Standard Maneuver of ``f`` now, or ""."""
    if decision.kind != "turn":
        return "not now: used with an Action on your own turn"
    if f.actions <= 0:
        return "no Actions left this turn"
    if stats.has(f, "sleeping"):
        return "Sleeping: no Maneuvers"
    if stats.has(f, "spectator"):
        return "a Spectator makes no Maneuvers"
    return ""


def _signature_reason(enc: Encounter, f: Fighter, sig: Signature, decision: Decision) -> str:
    blocker = _turn_blockers(enc, f, decision)
    if blocker:
        return blocker
    if f.charge is not None:
        declared = f.charge.signature or f"a {f.charge.profile} Basic Attack"
        return f"charging an Energy Charge for {declared}: only that attack can be used"
    if stats.has(f, "pinned"):
        return "Pinned: no attacks"
    if stats.has(f, "transfigured"):
        return "Transfigured: no Signature Techniques"
    if stats.sheet(enc, f).minion and f.attacks_round >= 1:
        return "a Minion attacks once a round: already attacked"
    if not within_limits(enc, f, "signature"):
        return "once a round: a Signature Technique was already used this round"
    p = get_profile(sig.profile)
    if not legality.profile_allowed(enc, f, sig.profile, signature=True):
        if has_hook(p, "elemental"):
            need = enc.settings.elemental_min_magic_score
            has = stats.sheet(enc, f).attributes.magic
            return f"the {sig.profile} Profile needs a Magic Score of {need}, has {has}"
        return f"the {sig.profile} Profile is not allowed here"
    kp = attack_kp(enc, f, sig.profile, sig.name)
    if kp > f.ki:
        return f"needs {kp} KP, has {f.ki} Ki"
    if kp > f.capacity:
        return f"needs {kp} KP, has {f.capacity} Capacity left this round"
    if not targeting.aims(enc, f, sig.profile, sig.foundation):
        return _range_reason(enc, f, sig)
    if stats.has(f, "compelled"):
        by = next((e.by for e in f.effects if e.name == "compelled"), "")
        return f"Compelled: may only attack {by}, who is out of its reach"
    return "not available at this moment"


def _range_reason(enc: Encounter, f: Fighter, sig: Signature) -> str:
    foes = [o for o in enc.opponents(f) if not o.defeated]
    if not foes:
        return "no Opponent left to aim at"
    nearest = min(foes, key=lambda o: enc.distance(f, o))
    away = f"nearest Opponent: {nearest.id}, {enc.distance(f, nearest)} squares away"
    area = get_profile(sig.profile).area
    s = enc.settings
    if area == "minor_sphere":
        return f"needs an Opponent within {s.minor_sphere_radius} squares ({away})"
    if area in ("cone", "line"):
        length = s.cone_length if area == "cone" else s.line_length
        return f"needs an Opponent within {length} squares for its {AREA_WORDS[area]} ({away})"
    if area in ("sphere", "wave"):
        return f"no square short of Long Range puts an Opponent in its {AREA_WORDS[area]} ({away})"
    if sig.foundation == "physical" and s.physical_needs_melee:
        return f"needs an Opponent in Melee Range for a Physical attack ({away})"
    return f"no Opponent in reach ({away})"


def _form_reason(enc: Encounter, f: Fighter, form: Form, decision: Decision) -> str:
    if form.kind == "awakening":
        return "an Awakening: always on"
    current = getattr(f, slot_of(form))
    if current == form.name:
        return "already in it"
    blocker = _turn_blockers(enc, f, decision)
    if blocker:
        return blocker
    if f.charge is not None:
        return "charging an Energy Charge: only the declared attack can be used"
    if stats.has(f, "stress_exhaustion"):
        return "Stress Exhaustion: no transformations until it ends"
    tier = requirement_tier(enc, f)
    if form.tier_requirement > tier:
        return f"needs Tier of Power {form.tier_requirement}, has {tier}"
    if locked(f, form.name):
        return "cannot be entered again until the end of your next turn"
    if current and not enc.settings.transformation_switch:
        return f"already in {current}: revert first"
    actions = 1 + form.aspect_level("long_transformation")
    if f.actions < actions:
        return f"needs {actions} Actions, has {f.actions}"
    return "not available at this moment"
