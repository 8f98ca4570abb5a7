"""The Advantages that change when a Signature Technique may be used, or what using it costs
(reference S2), each an explicit option of the one who may use it:

- Exploiting Technique: an Exploit may be made with this technique (through the Signature
  Technique Maneuver, so its [1/Round] counts, unless the technique's uses do not count: Low
  Stakes Attack) instead of a Basic Attack.
- Counter: Defend's Cross Counter may be answered with this technique instead of a Basic
  Attack, and then the Defense Value is not halved. The choice is made with the Defend option
  ("Cross Counter with <technique>"), since the halving comes before the attack back.
- Reinforced Plantlife: the Features the Elemental (Plantlife) Profile grows after the attack
  get +1 Hardness Rank a rank.
- Final Chance: at Injured or worse, the Ki Wager may be raised by your Life Points, which drop
  to 0; you are not Defeated until the attack is over, and then you are at 0 Life as anyone
  is (seed 000, Will to Survive: Defeated unless you can heal yourself back above 0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.families.advantages.moves import owned
from tenkaichi.dbu.combat.families.advantages.ranks import rank
from tenkaichi.dbu.combat.families.phrases import kept, uncounted
from tenkaichi.dbu.combat.rules import stats, targeting
from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter
from tenkaichi.dbu.combat.rules.damage import reach_zero, threshold_level
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.techniques import Signature

HOOKS = ("exploiting_technique", "counter", "final_chance", "reinforced_plantlife")
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

EXPLOITING, COUNTER, FINAL_CHANCE = "Exploiting Technique", "Counter", "Final Chance"
COUNTERING = "countering"
"""On a defender who chose Cross Counter with a Counter technique, until the attack back is
offered (its source is the technique)."""
LAST_STAND = "final_chance"
"""On an attacker whose Life Final Chance dropped to 0, until the attack is over."""


def _techniques(
    enc: Encounter, f: Fighter, advantage: str, target: Fighter, *, in_reach: bool = False
) -> list[Signature]:
    """``f``'s techniques with ``advantage`` that a Counter Action may use on ``target`` now
    (the Signature Technique Maneuver's [1/Round], unless it does not count the technique's
    uses, and KP allowing), single-target ones only."""
    from tenkaichi.dbu.combat.rules.attack_options import signature_choices

    sheet = stats.sheet(enc, f)
    out = []
    for c in signature_choices(enc, f, via="counter"):
        if advantage not in owned(enc, f, c.signature):
            continue
        if get_profile(c.profile).area is not None:
            continue
        if not in_reach and not targeting.reaches(
            enc, f, target, c.foundation, None, c.profile, c.signature
        ):
            continue
        out.append(next(s for s in sheet.signatures if s.name == c.signature))
    return out


def _open(enc: Encounter, f: Fighter, sig: Signature, aim: Fighter, source: str) -> AttackFrame:
    from tenkaichi.dbu.combat.rules.attack_options import open_attack, use_signature

    free = use_signature(enc, f, sig.name)
    frame = open_attack(
        enc, f, "signature", sig.profile, sig.foundation, sig.name, aim, source=source, oos=True
    )
    if free:
        enc.emit("attack_declared", f.id, uncounted(sig.name, free), uncounted=True)
    return frame


def _named(enc: Encounter, f: Fighter, name: str) -> Signature:
    return next(s for s in stats.sheet(enc, f).signatures if s.name == name)


# --- Exploiting Technique -----------------------------------------------------------------


def _exploit_options(enc: Encounter, f: Fighter, provoker: Fighter, in_reach: bool) -> list[Option]:
    return [
        Option(
            "exploit_technique",
            Msg.of(
                "dbu-adv-exploit-option",
                technique=Term(sig.name),
                profile=Term(sig.profile),
                target=provoker.id,
                exploiting=Term(EXPLOITING),
            ),
            {"signature": sig.name, "target": provoker.id},
        )
        for sig in _techniques(enc, f, EXPLOITING, provoker, in_reach=in_reach)
    ]


def _exploit(enc: Encounter, f: Fighter, provoker: Fighter, option: Option) -> None:
    sig = _named(enc, f, option.args["signature"])
    mark_used(f, "exploit")
    pay_counter(
        enc,
        f,
        kept(
            f"Exploit with {sig.name} (Exploiting Technique)",
            Msg.of(
                "dbu-adv-exploit-why",
                exploit=Term("Exploit"),
                technique=Term(sig.name),
                exploiting=Term(EXPLOITING),
            ),
        ),
    )
    attack = _open(enc, f, sig, provoker, "exploit")
    attack.counters = 1  # Instantaneous Control gives back the Counter Action spent
    enc.state.stack.append(attack)


# --- Counter --------------------------------------------------------------------------------


def _counter_options(enc: Encounter, frame: AttackFrame, target: Fighter) -> list[Option]:
    attacker = enc.fighter(frame.attacker)
    return [
        Option(
            "counter_technique",
            Msg.of(
                "dbu-adv-counter-option",
                defend=Term("Defend"),
                cross_counter=Term("Cross Counter"),
                technique=Term(sig.name),
                counter=Term(COUNTER),
            ),
            {"signature": sig.name},
        )
        for sig in _techniques(enc, target, COUNTER, attacker)
    ]


@hooks.reaction_answer("counter_technique")
def _counter(enc: Encounter, frame: AttackFrame, target: Fighter, option: Option) -> None:
    name = option.args["signature"]
    mark_used(target, "defend")
    pay_counter(
        enc,
        target,
        kept(
            f"Defend: Cross Counter with {name} (Counter)",
            Msg.of(
                "dbu-adv-counter-why",
                defend=Term("Defend"),
                cross_counter=Term("Cross Counter"),
                technique=Term(name),
                counter=Term(COUNTER),
            ),
        ),
    )
    frame.reaction = "cross_counter"
    frame.stage = "clash"
    stats.add_effect(enc, target, Effect(COUNTERING, name, Expiry("never")), announce=False)


def _countering(target: Fighter) -> str:
    return next((e.source for e in target.effects if e.name == COUNTERING), "")


def _full_defense(
    enc: Encounter, frame: AttackFrame, attacker: Fighter, target: Fighter
) -> hooks.Parts:
    if frame.reaction != "cross_counter" or not target.effects or not _countering(target):
        return []
    dv = stats.defense_value(enc, target)
    if dv - dv // 2 == 0:
        return []
    label = kept(
        "Counter: Defense Value not halved",
        Msg.of("dbu-adv-counter-not-halved", counter=Term(COUNTER)),
    )
    return [(label, dv - dv // 2)]


def _attack_back(
    enc: Encounter, frame: AttackFrame, target: Fighter, options: list[Option]
) -> list[Option]:
    name = _countering(target) if target.effects else ""
    if not name:
        return options
    stats.remove_effects(enc, target, COUNTERING)
    attacker = enc.fighter(frame.attacker)
    usable = [s for s in _techniques(enc, target, COUNTER, attacker) if s.name == name]
    back = [
        Option(
            "counter_attack",
            Msg.of(
                "dbu-adv-counter-attack-option",
                technique=Term(name),
                target=attacker.id,
                counter=Term(COUNTER),
            ),
            {"signature": name, "target": attacker.id},
        )
        for _ in usable
    ]
    return [o for o in options if o.kind == "no_cross"] + back


@hooks.attack_answer("counter_attack")
def _counter_attack(enc: Encounter, frame: AttackFrame, target: Fighter, option: Option) -> None:
    frame.stage = "wound"
    attacker = enc.fighter(frame.attacker)
    enc.state.stack.append(
        _open(enc, target, _named(enc, target, option.args["signature"]), attacker, "cross_counter")
    )


# --- Final Chance ---------------------------------------------------------------------------


def _final_options(enc: Encounter, frame: AttackFrame, f: Fighter, cap: int) -> list[Option]:
    if not frame.signature or not rank(enc, frame, FINAL_CHANCE):
        return []
    if f.life <= 0 or threshold_level(enc, f) < 2:  # Injured (¼ Max Life) or worse
        return []
    return [
        Option(
            "final_chance",
            Msg.of(
                "dbu-adv-final-chance-option",
                kp=str(n),
                final=Term(FINAL_CHANCE),
                life=str(f.life),
                total=str(n + f.life),
            ),
            {"kp": n},
        )
        for n in range(cap + 1)
    ]


@hooks.attack_answer("final_chance")
def _final_chance(enc: Encounter, frame: AttackFrame, target: Fighter, option: Option) -> None:
    f = enc.fighter(frame.attacker)
    n, life = option.args["kp"], f.life
    if n:
        stats.spend(enc, f, n, "Ki Wager")
    frame.wager = n + life
    f.life = 0
    stats.add_effect(enc, f, Effect(LAST_STAND, FINAL_CHANCE, Expiry("never")), announce=False)
    enc.emit(
        "damage",
        f.id,
        Msg.of(
            "dbu-adv-final-chance",
            fighter=f.id,
            life=str(life),
            final=Term(FINAL_CHANCE),
            kp=str(n),
            total=str(n + life),
        ),
        amount=life,
        life=0,
    )


def _last_stand_over(enc: Encounter, f: Fighter) -> None:
    """Final Chance's attack is over: at 0 Life, the fighter is as anyone at 0 Life (seed 000,
    Will to Survive): Defeated, unless they can heal themselves back above 0."""
    stats.remove_effects(enc, f, LAST_STAND)
    if f.life <= 0 and not f.defeated:
        reach_zero(enc, f, None)


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.families.profile_effects.aftermath import PlantlifeFrame

    ranks = rank(enc, frame, "Reinforced Plantlife") if frame.signature else 0
    for pushed in reversed(enc.state.stack if ranks else []):  # by this attack's end
        if isinstance(pushed, AttackFrame):
            break
        if isinstance(pushed, PlantlifeFrame) and pushed.attacker == f.id:
            pushed.hardness += ranks  # the Features it is about to grow
            break
    if f.effects and stats.has(f, LAST_STAND):
        _last_stand_over(enc, f)


def _turn_ended(enc: Encounter, f: Fighter) -> None:
    """An attack taken back or swallowed by a Duel never finishes: the last stand ends with
    the turn all the same."""
    for other in enc.state.fighters:
        if other.effects and stats.has(other, LAST_STAND):
            _last_stand_over(enc, other)


REGISTRY.exploit_options.append(_exploit_options)
REGISTRY.exploit_answers["exploit_technique"] = _exploit
REGISTRY.reaction_options.append(_counter_options)
REGISTRY.defence_parts.append(_full_defense)
REGISTRY.cross_counter_options.append(_attack_back)
REGISTRY.wager_options.append(_final_options)
REGISTRY.attack_finished.append(_finished)
REGISTRY.turn_ended.append(_turn_ended)
