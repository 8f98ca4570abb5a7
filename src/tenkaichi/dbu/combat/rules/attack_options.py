"""The Attacking Maneuvers a decision offers, and declaring one: the Basic Attack and
Signature Technique options (what pays for them, their Foundations and aims), and opening an
:class:`AttackFrame` (its KP paid, counted toward the round's limits and Diminishing Offense,
its targets picked). The frame itself is resolved in :mod:`~tenkaichi.dbu.combat.rules.attack`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import legality, stats, targeting
from tenkaichi.dbu.combat.rules.costs import (
    attack_kp,
    mark_used,
    pay_standard,
    unmark_used,
    within_limits,
)
from tenkaichi.dbu.combat.rules.legality import AttackChoice, Via
from tenkaichi.dbu.combat.rules.said import (
    Phrase,
    area_said,
    foundation_said,
    names,
    said,
    said_aim,
)
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def can_attack(enc: Encounter, f: Fighter, via: Via = "action") -> bool:
    """May ``f`` make an Attacking Maneuver now (:func:`legality.may_attack`)."""
    return legality.may_attack(enc, f, via)


ATTACK_VIA: dict[str, Via] = {
    "exploit": "counter",
    "cross_attack": "counter",
    "raging_attack": "counter",
    "arms_attack": "counter",
    "escape_attack": "instant",
}
"""What pays for the Basic Attacks of an option kind (a Standard Action otherwise)."""


def basic_attack_options(
    enc: Encounter,
    f: Fighter,
    *,
    kind: str,
    only_target: Fighter | None = None,
    waive_range: bool = False,
) -> list[Option]:
    """Basic Attack options: each Profile once per round except Simple, for KP available
    (:func:`legality.attack_choices`), at every target each can reach."""
    out: list[Option] = []
    via = ATTACK_VIA.get(kind, "action")
    memo: dict[tuple[object, ...], list[tuple[dict[str, Any], str | Msg]]] = {}
    for c in legality.attack_choices(enc, f, via=via, signatures=False):
        shape = get_profile(c.profile).area
        profile, foundation = Term(c.profile), foundation_said(c.foundation)
        for args, where in targeting.aims(
            enc, f, c.profile, c.foundation, only_target, waive_range=waive_range, memo=memo
        ):
            label = (
                Msg.of(
                    "dbu-option-basic-attack-area",
                    profile=profile,
                    area=area_said(shape),
                    foundation=foundation,
                    aim=said_aim(where),
                )
                if shape
                else Msg.of(
                    "dbu-option-basic-attack",
                    profile=profile,
                    foundation=foundation,
                    aim=said_aim(where),
                )
            )
            out.append(
                Option(kind, label, {"profile": c.profile, "foundation": c.foundation, **args})
            )
    return out


def aim_of(args: dict[str, Any]) -> dict[str, Any]:
    """The chosen square and direction of a square-aimed Area of Effect, as keywords for
    :func:`open_attack` (empty for fighter-aimed attacks)."""
    if "x" not in args:
        return {}
    return {"square": (args["x"], args["y"]), "direction": args.get("direction", "")}


def signature_options(enc: Encounter, f: Fighter, kind: str = "signature") -> list[Option]:
    """Signature Technique options (paid as ``ATTACK_VIA`` says for ``kind``); past the
    Signature Technique Maneuver's limit, those whose uses it does not count (Low Stakes
    Attack)."""
    out: list[Option] = []
    memo: dict[tuple[object, ...], list[tuple[dict[str, Any], str | Msg]]] = {}
    for c in signature_choices(enc, f, ATTACK_VIA.get(kind, "action")):
        aims = targeting.aims(enc, f, c.profile, c.foundation, memo=memo, signature=c.signature)
        technique, profile = Term(c.signature), Term(c.profile)
        for args, where in aims:
            label = Msg.of(
                "dbu-option-signature", technique=technique, profile=profile, aim=said_aim(where)
            )
            out.append(Option(kind, label, {"signature": c.signature, **args}))
    return out


def uncounted(enc: Encounter, f: Fighter, signature: str) -> str:
    """Why a use of ``f``'s Signature Technique ``signature`` does not count toward the
    Signature Technique Maneuver's limit ("" if it counts): ``REGISTRY.signature_uncounted``."""
    return next((w for w in (h(enc, f, signature) for h in REGISTRY.signature_uncounted) if w), "")


def signature_allowed(enc: Encounter, f: Fighter, name: str) -> bool:
    """The Signature Technique Maneuver's limit allows a use of ``f``'s technique ``name``
    now, or that use would not count toward it (:func:`uncounted`)."""
    return within_limits(enc, f, "signature") or bool(uncounted(enc, f, name))


def signature_choices(enc: Encounter, f: Fighter, via: Via = "action") -> list[AttackChoice]:
    """The techniques ``f`` may use now through the Signature Technique Maneuver
    (:func:`legality.attack_choices`): within its limit, or past it those whose uses it does
    not count (:func:`uncounted`)."""
    if within_limits(enc, f, "signature"):
        return legality.attack_choices(enc, f, via=via, basic=False)
    if not any(uncounted(enc, f, s.name) for s in stats.sheet(enc, f).signatures):
        return []
    unlimited = legality.attack_choices(enc, f, via=via, basic=False, limits=False)
    return [c for c in unlimited if uncounted(enc, f, c.signature)]


def use_signature(enc: Encounter, f: Fighter, name: str) -> str:
    """A use of ``f``'s technique ``name`` through the Signature Technique Maneuver: counted
    toward its limits unless it does not count; then the reason is returned (:func:`uncounted`)
    for the caller to log once the attack is declared, as :func:`declare_attack` does."""
    free = uncounted(enc, f, name)
    if not free:
        mark_used(f, "signature")
    return free


# --- declaring an attack --------------------------------------------------------------


def declare_attack(enc: Encounter, f: Fighter, kind: str, args: dict[str, Any]) -> AttackFrame:
    """Pay for an Attacking Maneuver from the turn decision and open its frame."""
    charges = 0
    signature = ""
    if kind == "release":
        c = f.charge
        assert c is not None
        profile_name, foundation, signature, charges = (
            c.profile,
            c.foundation,
            c.signature,
            c.charges,
        )
        maneuver_kind = "signature" if signature else "basic"
    elif kind == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
        profile_name, foundation, signature = sig.profile, sig.foundation, sig.name
        maneuver_kind = "signature"
    else:
        profile_name, foundation = args["profile"], args["foundation"]
        maneuver_kind = "basic"
    mid = "signature" if maneuver_kind == "signature" else "basic_attack"
    pay_standard(enc, f, mid)
    free = uncounted(enc, f, signature) if maneuver_kind == "signature" else ""
    if free:
        unmark_used(f, mid)
    frame = open_attack(
        enc,
        f,
        maneuver_kind,
        profile_name,
        foundation,
        signature,
        enc.fighter(args["target"]),
        source="release" if kind == "release" else maneuver_kind,
        charges=charges,
        **aim_of(args),
    )
    frame.actions = 1
    if free:
        enc.emit(
            "attack_declared",
            f.id,
            Msg.of("dbu-uncounted", technique=Term(signature), why=said(free)),
            uncounted=True,
        )
    return frame


def count_attack(enc: Encounter, f: Fighter, maneuver_kind: str, profile_name: str) -> None:
    """An Attacking Maneuver used this round: a Basic Attack's Profile (once per round, but
    Simple) and Diminishing Offense (one stack per attack beyond the setting's count)."""
    if maneuver_kind == "basic" and profile_name != "Simple":
        f.profiles_used.append(profile_name)
    f.attacks_round += 1
    arms = 1 if f.effects and stats.has(f, "multiple_arms") else 0  # one attack later
    if f.attacks_round > enc.settings.diminishing_offense_after + arms:
        f.offense_stacks += 1


def open_attack(
    enc: Encounter,
    f: Fighter,
    maneuver_kind: str,
    profile_name: str,
    foundation: str,
    signature: str,
    aim: Fighter,
    *,
    source: str,
    charges: int = 0,
    oos: bool = False,
    square: tuple[int, int] | None = None,
    direction: str = "",
) -> AttackFrame:
    """Declare an attack: pay its KP, count it for Diminishing Offense and the Profile limit,
    and pick its targets (the Area of Effect, if the Profile has one; ``square`` and
    ``direction`` aim a Sphere or a Wave)."""
    kp = attack_kp(enc, f, profile_name, signature)
    count_attack(enc, f, maneuver_kind, profile_name)
    area = targeting.attack_area(enc, f, profile_name, signature)
    if area == "sphere" and square is None:  # a gained Sphere aimed at a fighter: on them
        square = aim.pos
    targets = targeting.affected(enc, f, profile_name, aim, square, direction, signature=signature)
    squares = sorted(targeting.area_squares(enc, f, area, aim, square, direction)) if area else []
    what = signature or f"Basic Attack ({profile_name}, {foundation})"
    named = (
        Term(signature)
        if signature
        else Msg.of(
            "dbu-basic-attack",
            profile=Term(profile_name),
            foundation=foundation_said(foundation),
        )
    )
    enc.emit(
        "attack_declared",
        f.id,
        Msg.of(
            "dbu-attacks",
            fighter=f.id,
            targets=names(t.id for t in targets),
            attack=named,
            charges=Msg.of("dbu-attack-charges", n=charges, count=str(charges)) if charges else "",
            oos=Msg.of("dbu-out-of-sequence") if oos else "",
        ),
        profile=profile_name,
        foundation=foundation,
        signature=signature,
        targets=[t.id for t in targets],
        charges=charges,
        source=source,
    )
    stats.spend(enc, f, kp, Phrase(what, named) if not signature else what)
    frame = AttackFrame(
        attacker=f.id,
        source=source,  # type: ignore[arg-type]
        profile=profile_name,
        foundation=foundation,
        targets=[t.id for t in targets],
        signature=signature,
        aim=aim.id,
        charges=charges,
        kp=kp,
        oos=oos,
        area=squares,
        aim_square=list(square) if square else [],
        direction=direction,
    )
    if source == "release":
        f.charge = None
        stats.remove_effects(enc, f, "guard_down", "Energy Charge")
    for hook in REGISTRY.attack_opened:
        hook(enc, frame, f)
    return frame
