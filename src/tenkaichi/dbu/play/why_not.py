"""Why a fighter's Signature Techniques and transformations are not on a menu.

:func:`techniques_not_offered` takes a pending decision and returns, for each Signature
Technique and transformation on the actor's sheet that none of the decision's options uses,
one line a person understands ("needs 30 KP, has 12 Ki"), in the language of the reader being
served (:func:`tenkaichi.i18n.use`; English by default). It reads the same rules the engine
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
from tenkaichi.i18n import Term, text

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
        return text("dbu-play-why-not-now")
    if f.actions <= 0:
        return text("dbu-play-why-no-actions")
    if stats.has(f, "sleeping"):
        return text("dbu-play-why-sleeping")
    if stats.has(f, "spectator"):
        return text("dbu-play-why-spectator")
    return ""


def _signature_reason(enc: Encounter, f: Fighter, sig: Signature, decision: Decision) -> str:
    blocker = _turn_blockers(enc, f, decision)
    if blocker:
        return blocker
    if f.charge is not None:
        if f.charge.signature:
            return text("dbu-play-why-charging-for", attack=Term(f.charge.signature))
        return text("dbu-play-why-charging-basic", profile=Term(f.charge.profile))
    if stats.has(f, "pinned"):
        return text("dbu-play-why-pinned")
    if stats.has(f, "transfigured"):
        return text("dbu-play-why-transfigured")
    if stats.sheet(enc, f).minion and f.attacks_round >= 1:
        return text("dbu-play-why-minion")
    if not within_limits(enc, f, "signature"):
        return text("dbu-play-why-once-a-round")
    p = get_profile(sig.profile)
    if not legality.profile_allowed(enc, f, sig.profile, signature=True):
        if has_hook(p, "elemental"):
            need = enc.settings.elemental_min_magic_score
            has = stats.sheet(enc, f).attributes.magic
            return text(
                "dbu-play-why-magic-score",
                profile=Term(sig.profile),
                need=str(need),
                has=str(has),
            )
        return text("dbu-play-why-profile-not-allowed", profile=Term(sig.profile))
    kp = attack_kp(enc, f, sig.profile, sig.name)
    if kp > f.ki:
        return text("dbu-play-why-ki", kp=str(kp), ki=str(f.ki))
    if kp > f.capacity:
        return text("dbu-play-why-capacity", kp=str(kp), capacity=str(f.capacity))
    if not targeting.aims(enc, f, sig.profile, sig.foundation):
        return _range_reason(enc, f, sig)
    if stats.has(f, "compelled"):
        by = next((e.by for e in f.effects if e.name == "compelled"), "")
        return text("dbu-play-why-compelled", by=by)
    return text("dbu-play-why-not-available")


def _range_reason(enc: Encounter, f: Fighter, sig: Signature) -> str:
    foes = [o for o in enc.opponents(f) if not o.defeated]
    if not foes:
        return text("dbu-play-why-no-opponent")
    nearest = min(foes, key=lambda o: enc.distance(f, o))
    distance = enc.distance(f, nearest)
    away = text("dbu-play-why-nearest", opponent=nearest.id, n=distance, squares=str(distance))
    area = get_profile(sig.profile).area
    s = enc.settings
    if area == "minor_sphere":
        radius = s.minor_sphere_radius
        return text("dbu-play-why-within", n=radius, squares=str(radius), away=away)
    if area in ("cone", "line"):
        length = s.cone_length if area == "cone" else s.line_length
        area_said = Term(AREA_WORDS[area])
        return text(
            "dbu-play-why-within-area", n=length, squares=str(length), area=area_said, away=away
        )
    if area in ("sphere", "wave"):
        return text("dbu-play-why-no-square", area=Term(AREA_WORDS[area]), away=away)
    if sig.foundation == "physical" and s.physical_needs_melee:
        return text("dbu-play-why-melee", away=away)
    return text("dbu-play-why-no-reach", away=away)


def _form_reason(enc: Encounter, f: Fighter, form: Form, decision: Decision) -> str:
    if form.kind == "awakening":
        return text("dbu-play-why-awakening")
    current = getattr(f, slot_of(form))
    if current == form.name:
        return text("dbu-play-why-already-in-it")
    blocker = _turn_blockers(enc, f, decision)
    if blocker:
        return blocker
    if f.charge is not None:
        return text("dbu-play-why-charging")
    if stats.has(f, "stress_exhaustion"):
        return text("dbu-play-why-stress-exhaustion")
    tier = requirement_tier(enc, f)
    if form.tier_requirement > tier:
        return text("dbu-play-why-tier", need=str(form.tier_requirement), has=str(tier))
    if locked(f, form.name):
        return text("dbu-play-why-locked")
    if current and not enc.settings.transformation_switch:
        return text("dbu-play-why-revert-first", form=Term(current))
    actions = 1 + form.aspect_level("long_transformation")
    if f.actions < actions:
        return text("dbu-play-why-actions", n=actions, count=str(actions), has=str(f.actions))
    return text("dbu-play-why-not-available")
