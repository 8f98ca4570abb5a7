"""The Duel Counter Maneuver (seed 001): who may answer an attack with a Duel, with what
Initiating Attack, and what entering a Duel pays and sets off.

A target of an Attacking Maneuver with 2+ Energy Charges or a Ki Wager of 10(bT)+ may answer
with a Duel (1 Counter Action), paying the KP of an Attacking Maneuver of the same Foundation
(Energy and Magic count as one): a Basic Attack Profile, a Signature Technique, or nothing at
all for a Power Duel. The duel replaces that target's Clash and Wound: the attack frame moves
on to its next target and a :class:`DuelFrame` resolves on top of it, stage by stage
(:mod:`~tenkaichi.dbu.combat.families.duel.stages`, Duel Escape included).

"You may trigger any effects that would occur upon using an Attacking Maneuver when initiating
a Duel Maneuver, as if you had used your Initiating Attack" (seed 001): a defending duelist's
Initiating Attack (kept in ``DuelFrame.initiating``) counts as an Attacking Maneuver used this
round (a Basic Attack's Profile limit, Signature Technique [1/Round], Diminishing Offense, a
Minion's one attack) and the attack-declared effects run on it: Surging's Energy Charge on an
attack at its Focus, Triggered Maneuvers set off by "an attack", Charging Assault (Blitz), and
dbu-1's Hidden reveal. United Attack joins the Duel in its own ``unite`` stage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.duel.rolls import (
    power_duel_ends,
    roll_side,
    united_wound,
    wager_cap,
)
from tenkaichi.dbu.combat.rules import legality, stats
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.dbu.combat.rules.costs import attack_kp, can_counter, mark_used, pay_counter
from tenkaichi.dbu.combat.rules.legality import AttackChoice
from tenkaichi.dbu.combat.rules.said import Phrase, said
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


@dataclass(slots=True)
class DuelFrame(ExtFrame):
    """A Duel Maneuver between an attacker (and their United Attack allies) and the targets
    who answered with a Duel."""

    attacker: str = ""
    initiator: str = ""
    """The target who answered with the Duel first (Duel Escape clashes with them)."""
    defenders: list[str] = field(default_factory=list)
    """Every target who entered the Duel, the initiator first."""
    choices: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Each defender's Initiating Attack: mode basic/signature/power and its arguments."""
    attacker_allies: list[str] = field(default_factory=list)
    """United Attack joiners of the attack: they wager beside the attacker."""
    defender_allies: list[str] = field(default_factory=list)
    """United Attack joiners on the defending side (see :func:`add_ally`)."""
    primary: str = ""
    stage: str = "escape"
    asked: int = 0
    declined: list[str] = field(default_factory=list)
    declined_united: list[str] = field(default_factory=list)
    """Allies of the defending duelist who chose not to join with United Attack."""
    clash_no: int = 1
    redos: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"attacker": 0, "defender": 0})
    committed: dict[str, int] = field(default_factory=dict)
    """This Duel Clash's secret wagers, by fighter (hidden until the reveal)."""
    total: int = 0
    """Every wager spent so far (a tie's refunded wagers do not count)."""
    wagered: dict[str, int] = field(default_factory=dict)
    """Each fighter's Ki Wagers spent so far in this Duel (refunded ones taken off)."""
    initiating: dict[str, AttackFrame] = field(default_factory=dict)
    """Each defending duelist's Initiating Attack (none for a Power Duel), used when they
    entered the Duel; its on-use effects (Surging's Energy Charge...) stay on it."""


# --- entry: the Duel answer to an attack -------------------------------------------------


def heavy(enc: Encounter, frame: AttackFrame) -> bool:
    """2+ Energy Charges, or a Ki Wager of 10(bT) or more (setting ``duel_wager_tier``)."""
    if total_charges(enc, frame) >= 2:
        return True
    whose = frame.attacker
    if enc.settings.duel_wager_tier == "target" and frame.targets:
        whose = frame.targets[min(frame.index, len(frame.targets) - 1)]
    return frame.wager >= 10 * stats.base_tier(enc, enc.fighter(whose))


def may_duel(enc: Encounter, frame: AttackFrame, target: Fighter) -> bool:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    attacker = enc.fighter(frame.attacker)
    return (
        not attacker.defeated
        and attacker.side != target.side
        and can_counter(enc, target)
        and within_limits(enc, target, "duel")
        and RULES["heavy"](enc, frame)
    )


def answer_choices(enc: Encounter, frame: AttackFrame, f: Fighter) -> list[AttackChoice]:
    """The Initiating Attacks ``f`` may answer with: an Attacking Maneuver of the incoming
    attack's Foundation (Energy and Magic count as one), a Basic Attack or a Signature
    Technique, that ``f`` may make (:func:`legality.attack_choices`: a Counter Action pays,
    the per-round limits do not apply) and afford."""
    group = ("physical",) if frame.foundation == "physical" else ("energy", "magic")
    return legality.attack_choices(enc, f, via="counter", limits=False, foundations=group)


def foundation(name: str) -> Msg:
    """An attack's Foundation as a sentence names it (``physical``, ``energy``, ``magic``)."""
    return Msg.of(f"dbu-fa-foundation-{name}")


def power_duel_allowed(enc: Encounter, frame: AttackFrame, f: Fighter) -> bool:
    """Power Duel: forgo the Initiating Attack and contest with pure might (seed 001)."""
    return True


def duel_options(enc: Encounter, frame: AttackFrame, f: Fighter, kind: str) -> list[Option]:
    """The Initiating Attacks ``f`` may answer with (``RULES["answers"]``), and Power Duel."""
    out: list[Option] = []
    for c in RULES["answers"](enc, frame, f):
        if c.mode == "signature":
            out.append(
                Option(
                    kind,
                    Msg.of(
                        "dbu-duel-with-signature",
                        signature=Term(c.signature),
                        profile=Term(c.profile),
                        foundation=foundation(c.foundation),
                        kp=str(c.kp),
                    ),
                    {"mode": "signature", "signature": c.signature},
                )
            )
        else:
            out.append(
                Option(
                    kind,
                    Msg.of(
                        "dbu-duel-with-basic",
                        profile=Term(c.profile),
                        foundation=foundation(c.foundation),
                        kp=str(c.kp),
                    ),
                    {"mode": "basic", "profile": c.profile, "foundation": c.foundation},
                )
            )
    if RULES["power_duel"](enc, frame, f):
        out.append(Option(kind, Msg.of("dbu-duel-power-duel"), {"mode": "power"}))
    return out


def _reaction_options(enc: Encounter, frame: AttackFrame, target: Fighter) -> list[Option]:
    if not may_duel(enc, frame, target):
        return []
    return duel_options(enc, frame, target, "duel")


def refund_wagers(enc: Encounter, attack: AttackFrame, a: Fighter) -> None:
    """The attacking Character regains Ki Points and Capacity equal to their initial Ki
    Wager, losing the Ki Wager in the process (seed 001)."""
    if attack.wager:
        refund = attack.wager
        attack.wager = 0
        why = Msg.of("dbu-duel-why-refund")
        stats.gain_ki(enc, a, refund, why, capacity=refund)


RULES: dict[str, Callable[..., Any]] = {
    "heavy": heavy,
    "answers": answer_choices,
    "power_duel": power_duel_allowed,
    "refund": refund_wagers,
    "wager_cap": wager_cap,
    "roll_side": roll_side,
    "united_wound": united_wound,
}
"""The parts of the Duel Maneuver an edition may replace (``hooks.override``; dbu-1's are in
:mod:`tenkaichi.dbu.combat.editions.dbu1.duel`)."""


def _pay(enc: Encounter, f: Fighter, option: Option) -> None:
    """1 Counter Action and the KP of the chosen Initiating Attack."""
    mark_used(f, "duel")
    pay_counter(enc, f, "Duel")
    args = option.args
    if args["mode"] == "basic":
        why = Phrase("the Duel's Initiating Attack", Msg.of("dbu-duel-why-initiating"))
        stats.spend(enc, f, attack_kp(enc, f, args["profile"]), why)
    elif args["mode"] == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
        why = Phrase(f"Duel with {sig.name}", Msg.of("dbu-duel-why-with", signature=Term(sig.name)))
        stats.spend(enc, f, attack_kp(enc, f, sig.profile, sig.name), why)


@hooks.reaction_answer("duel")
def _answer_duel(enc: Encounter, frame: AttackFrame, target: Fighter, option: Option) -> None:
    _pay(enc, target, option)
    enc.emit(
        "duel",
        target.id,
        Msg.of(
            "dbu-duel-answers",
            fighter=target.id,
            attacker=frame.attacker,
            option=option.said,
        ),
        duel="initiated",
        attacker=frame.attacker,
        **option.args,
    )
    frame.index += 1  # the Duel replaces this target's Clash and Wound
    frame.stage = "react"
    duel = DuelFrame(
        attacker=frame.attacker,
        initiator=target.id,
        defenders=[target.id],
        choices={target.id: dict(option.args)},
        attacker_allies=[a for a in getattr(frame, "united", []) if a != frame.attacker],
    )
    enc.state.stack.append(duel)
    use_initiating_attack(enc, duel, target)
    for hook in REGISTRY.duel_opened:  # Transformation Flare, before any roll of the Duel
        hook(enc, frame, duel, target)


def use_initiating_attack(enc: Encounter, duel: DuelFrame, f: Fighter) -> None:
    """A defending duelist's Initiating Attack is used "as if" made (seed 001): it counts for
    the round's limits (not a technique whose uses the Signature Technique Maneuver does not
    count: Low Stakes Attack) and Diminishing Offense, and the attack-declared effects run on
    it (frames they push resolve before the Duel goes on)."""
    from tenkaichi.dbu.combat.families.duel.rolls import initiating_frame
    from tenkaichi.dbu.combat.rules.attack_options import count_attack, use_signature

    frame = initiating_frame(enc, duel, f)
    if frame is None:
        return
    duel.initiating[f.id] = frame
    kind = "signature" if frame.signature else "basic"
    free = use_signature(enc, f, frame.signature) if frame.signature else ""
    if not frame.signature:
        mark_used(f, "basic_attack")
    count_attack(enc, f, kind, frame.profile)
    if free:
        enc.emit(
            "attack_declared",
            f.id,
            Msg.of("dbu-duel-free-signature", signature=Term(frame.signature), free=said(free)),
            uncounted=True,
        )
    for hook in REGISTRY.attack_declared:
        hook(enc, frame, f)


def add_ally(enc: Encounter, duel: DuelFrame, ally: Fighter) -> None:
    """A United Attack joined to the defending side's Duel Maneuver (team play calls this)."""
    if ally.id not in duel.defender_allies:
        duel.defender_allies.append(ally.id)


REGISTRY.reaction_options.append(_reaction_options)
REGISTRY.life_lost.append(power_duel_ends)
