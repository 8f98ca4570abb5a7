"""Delayed and Personal Bomb: a Signature Technique whose Damage comes later (reference S2).

- Delayed: when the technique hits, its Wound is rolled as usual but nobody takes Damage; each
  target that would have taken it gains a stack of Imminent (for the rest of the encounter)
  that keeps the Wound's score. While any of them has it, the technique cannot be used. As an
  Instant Maneuver (on the user's own turn or in an Instant window) the user detonates them:
  every stack comes off and each standing holder takes the kept Wound against their Soak, the
  Damage worked out as usual (the Profile's Damage Category, DR, Soak, the Counter Maneuver
  they answered the hit with, a Called Shot, and the after-Damage effects).
- Personal Bomb: an attack whose Area of Effect holds several Characters may be narrowed to a
  single one of them. Detonating the technique's only stack of Imminent sets off its Area of
  Effect around that Character: everyone else inside is attacked with a new Strike Roll (a
  plain attack of the technique, without Delayed) and every one it hits takes the kept Wound.

The stack is the effect ``imminent`` (its ``value``: the Wound; ``by``: the user; ``source``:
the technique, then what the Damage remembers of the hit, joined by "; ").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import around
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    ExtFrame,
    Fighter,
    InstantFrame,
    Option,
)
from tenkaichi.dbu.combat.families.advantages.ranks import technique
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.rules import stats, targeting
from tenkaichi.dbu.combat.rules.attack_wound import deal_damage
from tenkaichi.dbu.combat.rules.said import names as listed
from tenkaichi.dbu.combat.rules.said import source_said
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.techniques import Signature

HOOKS = ("delayed", "personal_bomb")
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

DELAYED, BOMB, IMMINENT = "Delayed", "Personal Bomb", "imminent"
DETONATION = "detonation"
"""The stage of the attack a detonation deals its Damage through (never stepped)."""
KEPT = {"guard": "Guard", "direct_hit": "Direct Hit"}
"""The Counter Maneuvers whose effect on the Damage the Imminent stack keeps."""
CRITICAL = "Critical Strike"


def has_advantage(sig: Signature | None, name: str) -> bool:
    return sig is not None and any(a.name == name and not a.custom for a in sig.advantages)


def _own(enc: Encounter, f: Fighter, name: str) -> Signature | None:
    return next((s for s in stats.sheet(enc, f).signatures if s.name == name), None)


def stacks_of(enc: Encounter, user: str, name: str = "") -> list[tuple[Fighter, Effect]]:
    """Every Imminent stack ``user`` put on someone (with technique ``name``: only its own)."""
    return [
        (o, e)
        for o in enc.state.fighters
        for e in o.effects
        if e.name == IMMINENT and e.by == user and (not name or e.source.split("; ")[0] == name)
    ]


def _any_imminent(enc: Encounter) -> bool:
    return any(e.name == IMMINENT for o in enc.state.fighters for e in o.effects)


# --- on a hit: the Wound is kept, not dealt --------------------------------------------------


def _detonating(enc: Encounter, frame: AttackFrame) -> bool:
    """The Damage of a detonation (or of Personal Bomb's blast, the attack just above it)."""
    if frame.stage == DETONATION:
        return True
    stack = enc.state.stack
    return any(
        isinstance(s, DetonationFrame) and i + 1 < len(stack) and stack[i + 1] is frame
        for i, s in enumerate(stack)
    )


def _held(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, wound: int) -> bool:
    if not frame.signature or not has_advantage(technique(enc, frame), DELAYED):
        return False
    if _detonating(enc, frame):
        return False
    reaction = "dodge" if t.id == frame.stand_in else frame.reaction
    parts = [frame.signature]
    if reaction in KEPT:
        parts.append(KEPT[reaction])
    if frame.called_shot:
        parts.append(f"Called Shot: {frame.called_shot}")
    if frame.crit_strike:
        parts.append(CRITICAL)
    frame.last_damage = 0
    enc.emit(
        "damage",
        t.id,
        Msg.of(
            "dbu-adv-delayed-held",
            fighter=t.id,
            delayed=Term(DELAYED),
            attacker=f.id,
            technique=Term(frame.signature),
            wound=str(wound),
        ),
        wound=wound,
        damage=0,
        delayed=True,
    )
    source = kept("; ".join(parts), Seq(tuple(source_said(p) for p in parts), sep="; "))
    stats.add_effect(enc, t, Effect(IMMINENT, source, Expiry("never"), value=wound, by=f.id))
    return True


def _narrow(enc: Encounter, actor: str, kind: str, options: list[Option]) -> list[Option]:
    """While its Imminent stacks are out, the technique cannot be used (any option naming it)."""
    if not any("signature" in o.args for o in options) or not _any_imminent(enc):
        return options
    out = {e.source.split("; ")[0] for _, e in stacks_of(enc, actor)}
    if not out:
        return options
    return [o for o in options if o.args.get("signature") not in out]


# --- detonating: an Instant Maneuver ----------------------------------------------------------


def _detonations(enc: Encounter, f: Fighter) -> list[Option]:
    if f.defeated or f.last_instant or not _any_imminent(enc):
        return []
    names: list[str] = []
    for _, e in stacks_of(enc, f.id):
        name = e.source.split("; ")[0]
        if name not in names:
            names.append(name)
    out = []
    for name in names:
        held = stacks_of(enc, f.id, name)
        bomb: Msg | str = ""
        if len(held) == 1 and has_advantage(_own(enc, f, name), BOMB):
            bomb = Msg.of("dbu-adv-detonate-bomb", target=held[0][0].id, bomb=Term(BOMB))
        out.append(
            Option(
                "detonate",
                Msg.of(
                    "dbu-adv-detonate-option",
                    technique=Term(name),
                    delayed=Term(DELAYED),
                    wound=str(held[0][1].value),
                    targets=listed(t.id for t, _ in held),
                    bomb=bomb,
                ),
                {"technique": name},
            )
        )
    return out


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    return _detonations(enc, f)


def _instant_options(enc: Encounter, f: Fighter, actor: Fighter) -> list[Option]:
    return _detonations(enc, f)


def _matters(enc: Encounter, f: Fighter, frame: InstantFrame, option: Option) -> bool:
    """Before a holder acts, or before an attack on the user, detonating can change what
    happens; otherwise the user's own turn does the same (``reaction_windows``)."""
    holders = {t.id for t, _ in stacks_of(enc, f.id, option.args["technique"])}
    return frame.actor in holders or f.id in frame.targets


@dataclass(slots=True)
class DetonationFrame(ExtFrame):
    """A detonation under way: the kept Wound on each holder, then Personal Bomb's blast."""

    attacker: str = ""
    technique: str = ""
    wound: int = 0
    holders: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    """Each holder's Imminent ``source`` (what the Damage remembers of the hit)."""
    blast: list[str] = field(default_factory=list)
    """Personal Bomb: whoever else its Area of Effect holds around the one holder."""
    index: int = 0
    stage: str = "damage"


def detonate(enc: Encounter, f: Fighter, name: str) -> None:
    """Remove every stack of ``name``'s Imminent and deal the kept Wound."""
    f.last_instant = True
    held = stacks_of(enc, f.id, name)
    wound = held[0][1].value
    frame = DetonationFrame(attacker=f.id, technique=name, wound=wound)
    for t, e in held:
        t.effects.remove(e)
        frame.holders.append(t.id)
        frame.kept.append(e.source)
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-adv-detonates",
            fighter=f.id,
            technique=Term(name),
            delayed=Term(DELAYED),
            wound=str(wound),
            targets=listed(frame.holders),
            imminent=Term("Imminent"),
        ),
        maneuver="detonate",
        technique=name,
        wound=wound,
    )
    sig = _own(enc, f, name)
    if len(held) == 1 and sig is not None and has_advantage(sig, BOMB):
        frame.blast = [o.id for o in _blast(enc, f, sig, held[0][0])]
    enc.state.stack.append(frame)


def _blast(enc: Encounter, f: Fighter, sig: Signature, centre: Fighter) -> list[Fighter]:
    """Who else Personal Bomb's Area of Effect holds, centred on ``centre``."""
    area = get_profile(sig.profile).area
    s = enc.settings
    radius = s.minor_sphere_radius if area == "minor_sphere" else s.sphere_radius
    size = stats.derived(enc, centre).squares
    w, h = enc.state.width, enc.state.height
    squares = {(x, y) for x, y in around(centre.pos, size, radius) if 0 <= x < w and 0 <= y < h}
    return [o for o in targeting.in_area(enc, f, sig.profile, squares) if o is not centre]


@hooks.turn_answer("detonate")
def _answer_turn(enc: Encounter, f: Fighter, option: Option) -> None:
    detonate(enc, f, option.args["technique"])


@hooks.instant_answer("detonate")
def _answer_instant(enc: Encounter, f: Fighter, actor: Fighter, option: Option) -> None:
    detonate(enc, f, option.args["technique"])


def _attack(frame: DetonationFrame, sig: Signature, targets: list[str]) -> AttackFrame:
    return AttackFrame(
        attacker=frame.attacker,
        source="signature",
        profile=sig.profile,
        foundation=sig.foundation,
        targets=targets,
        signature=sig.name,
        aim=targets[0],
        oos=True,
        wound_score=frame.wound,
    )


def _step(enc: Encounter, frame: DetonationFrame) -> None:
    f = enc.fighter(frame.attacker)
    sig = _own(enc, f, frame.technique)
    if sig is None or frame.index >= len(frame.holders):
        enc.state.stack.pop()
        return
    if frame.stage == "blast":
        centre = enc.fighter(frame.holders[0])
        frame.index = len(frame.holders)
        others = [o for o in frame.blast if not enc.fighter(o).defeated]
        if others and not f.defeated:
            enc.emit(
                "attack_declared",
                f.id,
                Msg.of(
                    "dbu-adv-bomb-goes-off",
                    technique=Term(frame.technique),
                    target=centre.id,
                    bomb=Term(BOMB),
                    targets=listed(others),
                    wound=str(frame.wound),
                ),
                signature=frame.technique,
                targets=others,
            )
            blast = _attack(frame, sig, others)
            blast.stage = "react"
            enc.state.stack.append(blast)
        return
    t = enc.fighter(frame.holders[frame.index])
    kept = frame.kept[frame.index].split("; ")
    frame.index += 1
    if frame.index >= len(frame.holders) and frame.blast:
        frame.index, frame.stage = 0, "blast"
    if t.defeated:
        return
    attack = _attack(frame, sig, [t.id])
    attack.stage, attack.hit, attack.wounding = DETONATION, True, True
    attack.reaction = next((k for k, v in KEPT.items() if v in kept), "dodge")
    attack.crit_strike = CRITICAL in kept
    called = [p for p in kept if p.startswith("Called Shot: ")]
    attack.called_shot = called[0].removeprefix("Called Shot: ") if called else ""
    deal_damage(enc, attack, f, t, frame.wound)


def _answer(enc: Encounter, frame: DetonationFrame, option: Option) -> None:
    """A detonation asks nothing itself (its Damage's own decisions are other frames)."""


hooks.frame(DetonationFrame, _step, _answer)
REGISTRY.damage_held.append(_held)
REGISTRY.option_filters.append(_narrow)
REGISTRY.turn_options.append(_turn_options)
REGISTRY.instant_options.append(_instant_options)
REGISTRY.instant_matters["detonate"] = _matters
