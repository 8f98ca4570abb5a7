"""The Advantages that narrow how a target may defend against a Signature Technique
(reference S2), each an explicit option where someone may choose:

- Fake Out (Super): at Attack Declaration the attacker rolls one Bluff Check and Clashes it
  against each target's Intuition Check (the defender wins ties). A target who loses may answer
  this attack only with a plain Dodge or the Guard option of the Defend Maneuver (the engine has
  no Afterimage Technique). Once the attack is over, the attacker may make a Basic Attack or a
  Signature Technique out of sequence against one target who lost its Clash and Dodged it
  (decision ``fake_out``).
  A technique with Fake Out is not offered once its user has used a Signature Technique this
  round (:func:`_limit`).
- Encompassing Attack (an Area of Effect, ranks 1-2): every Defend option against the attack
  costs 2(bT) more KP a rank (the defender's base Tier); the options show their KP and one the
  defender cannot pay is not offered. At rank 2 the Parry option is not offered (the engine has
  no Unique Ability that is a Counter Maneuver, so Barrier's exception has nothing to keep).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.advantages.moves import owned
from tenkaichi.dbu.combat.families.advantages.ranks import carried, rank, ranked
from tenkaichi.dbu.combat.families.phrases import either, uncounted
from tenkaichi.dbu.combat.rules import stats, targeting
from tenkaichi.dbu.combat.rules.attack_clash import guard_kp, total_charges
from tenkaichi.dbu.combat.rules.checks import roll_check, skill_parts
from tenkaichi.dbu.combat.rules.costs import maneuver_kp
from tenkaichi.dbu.combat.rules.said import said, said_aim
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

HOOKS = ("fake_out", "encompassing_attack")
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

FAKE_OUT, ENCOMPASSING = "Fake Out", "Encompassing Attack"
FAKED_OUT = "faked_out"
"""On a target who lost Fake Out's Clash, until the attack is over (``by``: the attacker)."""
USED = "fake_out"
"""``used_round`` key: its user made an attack with Fake Out this round (Low Stakes Attack may
leave such a use off the Signature Technique count; Fake Out's own limit still sees it)."""
NOT_USES = ("united_attack", "lend")
"""Options that name a technique without using it (lending its Advantages to an Ally)."""


def _carries(frame: AttackFrame) -> bool:
    """Cheap first test: only a technique, or an attack lent Advantages, carries any."""
    return bool(frame.signature or frame.lent)


# --- Fake Out: the Clash at Attack Declaration --------------------------------------------


def _declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not _carries(frame) or not rank(enc, frame, FAKE_OUT):
        return
    f.used_round[USED] = f.used_round.get(USED, 0) + 1
    if not any(pushed is frame for pushed in enc.state.stack):
        return  # a Duel's Initiating Attack: used, but not declared as an attack of its own
    targets = [t for t in (enc.fighter(fid) for fid in frame.targets) if not t.defeated]
    if not targets:
        return
    parts, cut = skill_parts(enc, f, "bluff")
    bluff = roll_check(enc, f, parts, "Bluff Check", critical_cut=cut)
    what = frame.signature or frame.profile
    named = Term(what)
    for t in targets:
        t_parts, t_cut = skill_parts(enc, t, "intuition")
        sense = roll_check(enc, t, t_parts, "Intuition Check", critical_cut=t_cut)
        won = bluff.score > sense.score
        if won:
            fooled = Effect(FAKED_OUT, FAKE_OUT, Expiry("never"), by=f.id)
            stats.add_effect(enc, t, fooled, announce=False)
            outcome = Msg.of("dbu-adv-fake-out-won", fighter=f.id, target=t.id, attack=named)
        else:
            outcome = Msg.of(
                "dbu-adv-fake-out-lost-tie"
                if bluff.score == sense.score
                else "dbu-adv-fake-out-lost",
                target=t.id,
                attack=named,
            )
        enc.emit(
            "clash",
            f.id,
            Msg.of(
                "dbu-adv-fake-out",
                fake_out=Term(FAKE_OUT),
                attack=named,
                fighter=f.id,
                bluff=Term("Bluff"),
                roll=bluff.said,
                target=t.id,
                intuition=Term("Intuition"),
                defence=sense.said,
                outcome=outcome,
            ),
            roll="bluff",
            score=bluff.score,
            defence=sense.score,
            hit=won,
            target=t.id,
        )


def _fooled(enc: Encounter, frame: AttackFrame, t: Fighter) -> bool:
    return any(e.name == FAKED_OUT and e.by == frame.attacker for e in t.effects)


def _limit(enc: Encounter, actor: str, kind: str, options: list[Option]) -> list[Option]:
    """Fake Out's own limit: no technique with it once a Signature Technique was used this
    round (the Signature Technique count, or an attack with Fake Out that stayed off it)."""
    if not enc.has_fighter(actor):
        return options
    f = enc.fighter(actor)
    if not (f.used_round.get("signature") or f.used_round.get(USED)):
        return options
    faking = {
        s.name
        for s in stats.sheet(enc, f).signatures
        if any(a.name == FAKE_OUT and not a.custom for a in s.advantages)
    }
    if not faking:
        return options
    return [o for o in options if o.kind in NOT_USES or o.args.get("signature") not in faking]


# --- the target's answers: Fake Out's and Encompassing Attack's limits ---------------------


def _reaction_edit(
    enc: Encounter, frame: AttackFrame, target: Fighter, options: list[Option]
) -> list[Option]:
    if not _carries(frame):
        return options
    ranks = carried(enc, frame)
    if FAKE_OUT in ranks and target.effects and _fooled(enc, frame, target):
        options = [
            o
            for o in options
            if o.kind == "dodge" or (o.kind == "defend" and o.args.get("defend") == "guard")
        ]
    wide = ranks.get(ENCOMPASSING, 0)
    return _encompassed(enc, frame, target, options, wide) if wide else options


def _encompassed(
    enc: Encounter, frame: AttackFrame, target: Fighter, options: list[Option], ranks: int
) -> list[Option]:
    """Every Defend option costs 2(bT) more KP a rank (after what adjusts a Maneuver's cost);
    at rank 2 Parry is not offered."""
    extra = 2 * ranks * stats.base_tier(enc, target)
    named = ranked(ENCOMPASSING, ranks)
    out: list[Option] = []
    for o in options:
        defend = o.args.get("defend", "") if o.kind == "defend" else ""
        if defend == "parry" and ranks >= 2:
            continue
        label: Msg
        if defend == "guard":
            base = guard_kp(enc, target, total_charges(enc, frame))
            more = extra
            label = Msg.of(
                "dbu-adv-encompassing-guard-option",
                guard=Msg.of("dbu-option-defend-guard"),
                kp=str(base + more),
                base=str(base),
                named=said(named),
                more=str(more),
            )
        elif defend or o.kind == "counter_technique":
            base, more = 0, maneuver_kp(enc, target, extra)
            label = Msg.of(
                "dbu-adv-encompassing-option", option=o.said, kp=str(more), named=said(named)
            )
        else:
            out.append(o)
            continue
        if stats.can_spend(target, base + more):
            args = {**o.args, "extra_kp": more, "extra_for": named}
            out.append(Option(o.kind, label, args))
    return out


# --- Fake Out: the attack out of sequence on a target who Dodged ---------------------------


@dataclass(slots=True)
class FakeOutFrame(ExtFrame):
    """After an attack with Fake Out: its attacker may attack one target who Dodged it."""

    attacker: str = ""
    technique: str = ""
    dodgers: list[str] = field(default_factory=list)
    asked: bool = False


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not _carries(frame) or not rank(enc, frame, FAKE_OUT):
        return
    dodgers = [  # a target who lost the Clash and chose the Dodge of the two left to them
        fid
        for fid in frame.targets
        if fid in frame.outcomes
        and frame.outcomes[fid].reaction == "dodge"
        and _fooled(enc, frame, enc.fighter(fid))
    ]
    _clear(enc, f.id)
    if dodgers and not f.defeated:
        what = frame.signature or frame.profile
        enc.state.stack.append(FakeOutFrame(attacker=f.id, technique=what, dodgers=dodgers))


def _clear(enc: Encounter, attacker: str) -> None:
    for t in enc.state.fighters:
        if t.effects and any(e.name == FAKED_OUT for e in t.effects):
            t.effects = [e for e in t.effects if not (e.name == FAKED_OUT and e.by == attacker)]


def _turn_ended(enc: Encounter, f: Fighter) -> None:
    """An attack taken back never finishes: its Fake Out ends with the turn all the same."""
    for t in enc.state.fighters:
        if t.effects and any(e.name == FAKED_OUT for e in t.effects):
            stats.remove_effects(enc, t, FAKED_OUT)


def _follow_ups(enc: Encounter, f: Fighter, frame: FakeOutFrame) -> list[Option]:
    """Basic Attacks and Signature Techniques (not one with Fake Out: Fake Out's own limit)
    that ``f`` may make now on a target who Dodged, as the usual limits (the Signature
    Technique Maneuver's past it for a technique whose uses it does not count) and KP allow."""
    from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options, signature_choices

    out: list[Option] = []
    for fid in frame.dodgers:
        t = enc.fighter(fid)
        if t.defeated:
            continue
        out += basic_attack_options(enc, f, kind="fake_out_attack", only_target=t)
        for c in signature_choices(enc, f):
            if FAKE_OUT in owned(enc, f, c.signature):
                continue
            for args, where in targeting.aims(
                enc, f, c.profile, c.foundation, t, signature=c.signature
            ):
                label = Msg.of(
                    "dbu-adv-fake-out-technique-option",
                    technique=Term(c.signature),
                    profile=Term(c.profile),
                    kp=str(c.kp),
                    aim=said_aim(where),
                )
                out.append(Option("fake_out_technique", label, {"signature": c.signature, **args}))
    return out


def _step(enc: Encounter, frame: FakeOutFrame) -> None:
    f = enc.fighter(frame.attacker)
    options = [] if frame.asked or f.defeated else _follow_ups(enc, f, frame)
    if not options:
        enc.state.stack.pop()
        return
    frame.asked = True
    enc.ask(
        f.id,
        "fake_out",
        Msg.of(
            "dbu-adv-fake-out-ask",
            fighter=f.id,
            fake_out=Term(FAKE_OUT),
            attack=Term(frame.technique),
            dodgers=either(frame.dodgers),
        ),
        [Option("pass", Msg.of("dbu-adv-no-oos-attack-option")), *options],
    )


def _answer(enc: Encounter, frame: FakeOutFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import aim_of, open_attack, use_signature

    enc.state.stack.pop()
    if option.kind == "pass":
        return
    f, args = enc.fighter(frame.attacker), option.args
    aim = enc.fighter(args["target"])
    if option.kind == "fake_out_technique":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
        free = use_signature(enc, f, sig.name)
        attack = open_attack(
            enc,
            f,
            "signature",
            sig.profile,
            sig.foundation,
            sig.name,
            aim,
            source="signature",
            oos=True,
            **aim_of(args),
        )
        if free:
            enc.emit("attack_declared", f.id, uncounted(sig.name, free), uncounted=True)
    else:
        attack = open_attack(
            enc,
            f,
            "basic",
            args["profile"],
            args["foundation"],
            "",
            aim,
            source="basic",
            oos=True,
            **aim_of(args),
        )
    enc.state.stack.append(attack)


REGISTRY.attack_declared.append(_declared)
REGISTRY.reaction_edits.append(_reaction_edit)
REGISTRY.attack_finished.append(_finished)
REGISTRY.turn_ended.append(_turn_ended)
REGISTRY.option_filters.append(_limit)
hooks.frame(FakeOutFrame, _step, _answer)
