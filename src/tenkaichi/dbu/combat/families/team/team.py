"""Team play (seed 001): Empower (Full and Miracle Empowerment, the Entrusted Special State)
and United Attack.

Empower [1/Round] is a Standard Maneuver with a variable Action cost: per Action you may
transfer up to twice your Might in KP to a declared Ally (doubled in your Melee Range); it
does not reduce your Capacity and provokes Exploit from adjacent Opponents. The amount is a
decision among a few values (setting ``empower_fractions``). Full Empowerment sets your
Capacity to 0 and gives Fatigued and Impediment, and lifts the limit. Miracle Empowerment puts
an Ally in the Entrusted Special State (reference 9, https://dbu-rpg.com/special-states):
Greater Dice on Combat Rolls, +1 Stress Bonus, +1 Action on entry, and once a Full Wager
All-or-Nothing Basic Attack after resetting Capacity.

United Attack [1/Round] is an Instant: an Ally on an adjacent square (in dbu-1, with the
attacker in its Melee Range: setting ``united_reach``) joins an Attacking Maneuver for 1 Action
and the Profile's KP, adding half their Force (Magic for a Magic attack) Modifier and a Ki
Wager of up to ¼ of their Max Capacity to the Wound Roll. In a Duel (the ally's, or one
answering the attack they joined) the joiner adds +1(T) to each Duel Clash (a United Duel
ally), a Ki Wager of up to 1/10 of Max Capacity on each Duel Clash, and ¼ of the Modifier to
the winner's Wound Roll.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.advantages.lending import lending_techniques, start_lending
from tenkaichi.dbu.combat.rules import legality, rolls, stats
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

stats.CONDITIONS.setdefault("entrusted", "Entrusted")
EMPOWER, UNITED = Term("Empower"), Term("United Attack")
ENTRUSTED = Term("Entrusted")
MIRACLE_WHY = {
    "Full Empowerment": Msg.of("dbu-team-why-full"),
    "four Empowerments": Msg.of("dbu-team-why-four"),
}
"""What sets off Miracle Empowerment, in the reader's words."""


def _actions(n: int) -> Msg:
    return Msg.of("dbu-fa-actions", n=n, count=str(n))


rolls.GREATER_DICE.append("entrusted")


# --- Empower -----------------------------------------------------------------------------


def _is_minion(enc: Encounter, f: Fighter) -> bool:
    return stats.sheet(enc, f).minion


def empower_cap(enc: Encounter, f: Fighter, ally: Fighter, actions: int, full: bool) -> int:
    """The most KP this use of Empower may transfer."""
    if full:
        cap = f.ki
    else:
        might = stats.derived(enc, f).might.value
        cap = actions * 2 * might * (2 if enc.in_melee(f, ally) else 1)
        cap = min(cap, f.ki)
        if _is_minion(enc, f):
            cap = min(cap, f.ki // enc.settings.minion_empower_divisor)
    if enc.settings.empower_cap_by_room:
        cap = min(cap, max(0, stats.max_ki(enc, ally) - ally.ki))
    return max(0, cap)


def empower_amounts(enc: Encounter, cap: int) -> list[int]:
    """The offered amounts: the given quarters of the cap, and 1 KP; largest first."""
    values = {cap * q // 4 for q in enc.settings.empower_fractions} | {min(1, cap)}
    return sorted((v for v in values if v > 0), reverse=True)


def _empower_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if (
        f.actions <= 0
        or f.charge is not None
        or f.ki <= 0
        or not within_limits(enc, f, "empower")
        or stats.has(f, "spectator")
    ):
        return []
    out: list[Option] = []
    for ally in enc.allies(f):
        for n in range(1, f.actions + 1):
            if empower_cap(enc, f, ally, n, False) > 0:
                out.append(
                    Option(
                        "empower",
                        Msg.of(
                            "dbu-team-empower-option",
                            empower=EMPOWER,
                            ally=ally.id,
                            actions=_actions(n),
                            kp=str(empower_cap(enc, f, ally, n, False)),
                        ),
                        {"ally": ally.id, "actions": n, "full": False},
                    )
                )
            if not _is_minion(enc, f):
                out.append(
                    Option(
                        "empower",
                        Msg.of(
                            "dbu-team-full-empowerment-option",
                            ally=ally.id,
                            actions=_actions(n),
                            fatigued=Term("Fatigued"),
                            impediment=Term("Impediment"),
                            kp=str(f.ki),
                        ),
                        {"ally": ally.id, "actions": n, "full": True},
                    )
                )
    return out


@dataclass(slots=True)
class EmpowerFrame(ExtFrame):
    """An Empower paid for: the Instant window, the amount, then the Exploit it provokes."""

    actor: str = ""
    ally: str = ""
    actions: int = 1
    full: bool = False
    stage: str = "instants"
    amounts: list[int] = field(default_factory=list)
    cap: int = 0


@hooks.turn_answer("empower")
def _declare_empower(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    args = option.args
    pay_standard(enc, f, "empower", args["actions"])
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-fa-uses", fighter=f.id, option=option.said),
        maneuver="empower",
        **args,
    )
    enc.state.stack.append(
        EmpowerFrame(actor=f.id, ally=args["ally"], actions=args["actions"], full=args["full"])
    )


def _step_empower(enc: Encounter, frame: EmpowerFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window, provoke

    f = enc.fighter(frame.actor)
    ally = enc.fighter(frame.ally)
    if frame.stage == "instants":
        frame.stage = "amount"
        open_instant_window(enc, f, "Empower")
        return
    if frame.stage == "amount":
        if f.defeated or ally.defeated:
            enc.state.stack.pop()
            return
        if frame.full:
            _full_empowerment(enc, f)
        frame.cap = empower_cap(enc, f, ally, frame.actions, frame.full)
        frame.amounts = empower_amounts(enc, frame.cap)
        frame.stage = "exploit"
        if frame.amounts:
            enc.ask(
                f.id,
                "empower_amount",
                Msg.of("dbu-team-ask-amount", fighter=f.id, ally=ally.id, cap=str(frame.cap)),
                [
                    Option("empower_amount", Msg.of("dbu-team-transfer", kp=str(kp)), {"kp": kp})
                    for kp in frame.amounts
                ],
            )
        return
    enc.state.stack.pop()
    provoke(enc, f, "adjacent", "Empower")


def _full_empowerment(enc: Encounter, f: Fighter) -> None:
    f.capacity = 0
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-team-full-empowerment", fighter=f.id),
        capacity=0,
    )
    stats.add_effect(enc, f, Effect("fatigued", "Full Empowerment", _never()))
    stats.add_effect(enc, f, Effect("impediment", "Full Empowerment", _never()))


def _never() -> Expiry:
    return Expiry("never")


def _answer_empower(enc: Encounter, frame: EmpowerFrame, option: Option) -> None:
    f = enc.fighter(frame.actor)
    ally = enc.fighter(frame.ally)
    kp = int(option.args["kp"])
    f.ki -= kp
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-team-transfers", fighter=f.id, kp=str(kp), ally=ally.id, ki=str(f.ki)),
        maneuver="empower_transfer",
        ally=ally.id,
        kp=kp,
    )
    for hook in hooks.REGISTRY.ki_lost:
        hook(enc, f)
    stats.gain_ki(enc, ally, kp, Msg.of("dbu-team-why-empower", empower=EMPOWER, fighter=f.id))
    maxed = kp >= frame.cap
    if maxed and frame.actions >= 3:
        backers = enc.state.empowered.setdefault(ally.id, [])
        if f.id not in backers:
            backers.append(f.id)
    full_to_zero = frame.full and maxed and f.ki == 0
    if full_to_zero or len(enc.state.empowered.get(ally.id, [])) >= 4:
        miracle(enc, ally, "Full Empowerment" if full_to_zero else "four Empowerments")


def miracle(enc: Encounter, ally: Fighter, why: str) -> bool:
    """Miracle Empowerment: the Entrusted Special State until the end of the ally's next turn,
    once per encounter per character, and never again for a side that already had it."""
    if ally.entrusted_used or ally.side in enc.state.miracle_sides or ally.defeated:
        enc.emit(
            "state_changed",
            ally.id,
            Msg.of(
                "dbu-team-miracle-fails-own"
                if ally.entrusted_used
                else "dbu-team-miracle-fails-side",
                why=MIRACLE_WHY.get(why, why),
                ally=ally.id,
                entrusted=ENTRUSTED,
            ),
            entrusted=False,
        )
        return False
    ally.entrusted_used = True
    enc.state.miracle_sides.append(ally.side)
    stats.add_effect(
        enc,
        ally,
        Effect(
            "entrusted", f"Miracle Empowerment ({why})", stats.until_end_of_next_turn(enc, ally.id)
        ),
    )
    if enc.settings.entrusted_extra_action:
        ally.actions += 1
    enc.emit(
        "state_changed",
        ally.id,
        Msg.of(
            "dbu-team-entrusted-action"
            if enc.settings.entrusted_extra_action
            else "dbu-team-entrusted",
            ally=ally.id,
            entrusted=ENTRUSTED,
        ),
        entrusted=True,
    )
    return True


# --- Entrusted: the All-or-Nothing Basic Attack --------------------------------------------


def _entrusted_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options

    if (
        not stats.has(f, "entrusted")
        or f.actions <= 0
        or f.used_encounter.get("entrusted_attack", 0)
    ):
        return []
    out = []
    for o in basic_attack_options(enc, f, kind="entrusted_attack"):
        out.append(
            Option(
                "entrusted_attack",
                Msg.of("dbu-team-entrusted-attack", entrusted=ENTRUSTED, attack=o.said),
                o.args,
            )
        )
    return out


@hooks.turn_answer("entrusted_attack")
def _entrusted_attack(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import declare_attack

    f.used_encounter["entrusted_attack"] = 1
    f.capacity = stats.max_capacity(enc, f)
    enc.emit(
        "state_changed",
        f.id,
        Msg.of(
            "dbu-team-entrusted-resets",
            fighter=f.id,
            entrusted=ENTRUSTED,
            capacity=str(f.capacity),
        ),
        capacity=f.capacity,
    )
    frame = declare_attack(enc, f, "attack", option.args)
    wager = stats.wager_cap(enc, f)
    frame.wager = wager
    frame.stage = "declared"  # a Full Wager: no other Ki Wager, no Modifier Maneuver
    stats.spend(enc, f, wager, "Full Wager (Entrusted)")
    enc.state.stack.append(frame)


# --- United Attack -------------------------------------------------------------------------


@dataclass(slots=True)
class UnitedFrame(ExtFrame):
    """Adjacent allies asked, in Initiative Order, whether they join an Attacking Maneuver."""

    attacker: str = ""
    candidates: list[str] = field(default_factory=list)
    index: int = 0
    joining: str = ""
    """The ally who joined and must now choose a Ki Wager."""


def united_kp(enc: Encounter, ally: Fighter, frame: AttackFrame, signature: str = "") -> int:
    """The KP "as if making the same Profile of Attacking Maneuver as your Ally" (seed 001:
    "equal to the cost of the Profile or Signature Technique used")."""
    from tenkaichi.dbu.combat.rules.costs import attack_kp

    return attack_kp(enc, ally, frame.profile, signature)


def can_unite(enc: Encounter, ally: Fighter, attacker: Fighter, frame: AttackFrame) -> bool:
    """An adjacent ally (in dbu-1, one with the attacker in its Melee Range) with an Action
    may join, paying the KP "as if making the same Profile of Attacking Maneuver": only with
    access to that Profile (:func:`legality.profile_allowed`), and never with the Action of a
    charging fighter in dbu-1 (:func:`legality.charging_allows`)."""
    from tenkaichi.dbu.combat.rules.costs import within_limits

    return (
        not ally.defeated
        and ally.side == attacker.side
        and ally is not attacker
        and ally.id not in frame.united
        and ally.actions > 0
        and not ally.last_instant
        and not (enc.state.surprise_round and ally.surprised)
        and within_limits(enc, ally, "united_attack")
        and _joins_from(enc, ally, attacker)
        and stats.can_spend(ally, united_kp(enc, ally, frame))
        and legality.profile_allowed(enc, ally, frame.profile, signature=bool(frame.signature))
        and legality.charging_allows(enc, ally, "united_attack")
    )


def _joins_from(enc: Encounter, ally: Fighter, attacker: Fighter) -> bool:
    """Is ``ally`` close enough to join ``attacker``'s attack (setting ``united_reach``)?"""
    if enc.settings.united_reach == "melee":
        return enc.in_melee(ally, attacker)
    return enc.distance(ally, attacker) <= 1


def _attack_declared(enc: Encounter, frame: AttackFrame, attacker: Fighter) -> None:
    if frame.reaction == "duel":
        return  # a duelist's Initiating Attack: allies join in the Duel's own unite stage
    allies = [a for a in enc.allies(attacker) if can_unite(enc, a, attacker, frame)]
    if allies:
        enc.state.stack.append(
            UnitedFrame(
                attacker=attacker.id,
                candidates=[a.id for a in enc.in_initiative_order(allies)],
            )
        )


def _attack_frame(enc: Encounter, attacker: str) -> AttackFrame:
    for frame in reversed(enc.state.stack):
        if isinstance(frame, AttackFrame) and frame.attacker == attacker:
            return frame
    raise LookupError(f"no attack by {attacker} is being resolved")


def united_wager_cap(enc: Encounter, ally: Fighter) -> int:
    """A United Attack Ki Wager: at most ¼ of Max Capacity (and the Ki and Capacity left)."""
    return max(0, min(stats.max_capacity(enc, ally) // 4, ally.ki, ally.capacity))


def _step_united(enc: Encounter, frame: UnitedFrame) -> None:
    attacker = enc.fighter(frame.attacker)
    attack = _attack_frame(enc, frame.attacker)
    if frame.joining:
        ally = enc.fighter(frame.joining)
        cap = united_wager_cap(enc, ally)
        if cap > 0:
            enc.ask(
                ally.id,
                "united_wager",
                Msg.of("dbu-team-ask-wager", fighter=ally.id, attacker=attacker.id, cap=str(cap)),
                [
                    Option(
                        "united_wager",
                        Msg.of("dbu-fa-ki-wager", kp=str(n)) if n else Msg.of("dbu-fa-no-ki-wager"),
                        {"kp": n},
                    )
                    for n in range(cap + 1)
                ],
            )
            return
        frame.joining = ""
    while frame.index < len(frame.candidates):
        ally = enc.fighter(frame.candidates[frame.index])
        if can_unite(enc, ally, attacker, attack):
            kp = united_kp(enc, ally, attack)
            what = attack.signature or attack.profile
            power = Msg.of(
                "dbu-team-half-magic" if attack.foundation == "magic" else "dbu-team-half-force"
            )
            options = [
                Option("pass", Msg.of("dbu-fa-no-united", united=UNITED)),
                Option(
                    "united_attack",
                    Msg.of("dbu-team-united", united=UNITED, kp=str(kp), power=power),
                ),
            ]
            for sig in lending_techniques(enc, ally, attack):
                sig_kp = united_kp(enc, ally, attack, sig.name)
                if stats.can_spend(ally, sig_kp):
                    ranks = stats.base_tier(enc, ally)
                    options.append(
                        Option(
                            "united_attack",
                            Msg.of(
                                "dbu-team-united-lending",
                                united=UNITED,
                                signature=Term(sig.name),
                                kp=str(sig_kp),
                                power=power,
                                n=ranks,
                                count=str(ranks),
                            ),
                            {"signature": sig.name},
                        )
                    )
            enc.ask(
                ally.id,
                "united_attack",
                Msg.of(
                    "dbu-team-ask-united",
                    fighter=ally.id,
                    attacker=attacker.id,
                    what=Term(what),
                    united=UNITED,
                ),
                options,
            )
            return
        frame.index += 1
    enc.state.stack.pop()


def _answer_united(enc: Encounter, frame: UnitedFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used

    if option.kind == "united_wager":
        ally = enc.fighter(frame.joining)
        attack = _attack_frame(enc, frame.attacker)
        kp = int(option.args["kp"])
        if kp:
            stats.spend(enc, ally, kp, "United Attack Ki Wager")
        attack.united_wagers[ally.id] = kp
        frame.joining = ""
        return
    ally = enc.fighter(frame.candidates[frame.index])
    frame.index += 1
    if option.kind != "united_attack":
        return
    attack = _attack_frame(enc, frame.attacker)
    ally.actions -= 1
    ally.last_instant = True
    mark_used(ally, "united_attack")
    attack.united.append(ally.id)
    attack.united_wagers[ally.id] = 0
    enc.emit(
        "maneuver",
        ally.id,
        Msg.of(
            "dbu-team-joins-with",
            fighter=ally.id,
            attacker=frame.attacker,
            united=UNITED,
            signature=Term(str(option.args["signature"])),
        )
        if option.args.get("signature")
        else Msg.of("dbu-team-joins", fighter=ally.id, attacker=frame.attacker, united=UNITED),
        maneuver="united_attack",
        attacker=frame.attacker,
    )
    signature = str(option.args.get("signature", ""))
    stats.spend(enc, ally, united_kp(enc, ally, attack, signature), "United Attack")
    frame.joining = ally.id
    if signature:
        start_lending(enc, ally, frame.attacker, signature)


def _modifier_name(frame: AttackFrame) -> str:
    return "magic" if frame.foundation == "magic" else "force"


def _united_wound(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    parts: hooks.Parts = []
    for uid in frame.united:
        ally = enc.fighter(uid)
        attr = _modifier_name(frame)
        value = stats.derived(enc, ally).modifiers[attr] // 2
        label = Phrase(
            f"United {uid} ½ {attr.title()}",
            Msg.of("dbu-team-part-united", fighter=uid, attribute=Term(attr.title())),
        )
        parts.append((label, value))
        wager = frame.united_wagers.get(uid, 0)
        if wager:
            label = Phrase(
                f"United {uid} Ki Wager", Msg.of("dbu-team-part-united-wager", fighter=uid)
            )
            parts.append((label, wager))
    return parts


def united_duel_bonus(enc: Encounter, ally: Fighter, attacker_frame: AttackFrame) -> int:
    """A United Attack joiner's bonus in a Duel: ¼ of their Force (Magic for a Magic attack)
    Modifier, added to the Wound Roll of the Duel's winner if the joiner's side wins (seed
    001 "Increase their Wound Roll by 1/2 ... or 1/4 if they are engaging in a Duel
    Maneuver"; :func:`tenkaichi.dbu.combat.families.duel.rolls.united_wound`), never to a Duel
    Clash."""
    return stats.derived(enc, ally).modifiers[_modifier_name(attacker_frame)] // 4


def united_duel_wager_cap(enc: Encounter, ally: Fighter) -> int:
    """A joiner's Ki Wager on each Duel Clash: at most 1/10 of their Max Capacity."""
    return max(0, min(stats.max_capacity(enc, ally) // 10, ally.ki, ally.capacity))


def united_targets(frame: AttackFrame) -> list[str]:
    """Who else becomes a target if the attacker loses a Duel: the United Attack joiners."""
    return list(frame.united)


hooks.REGISTRY.turn_options.append(_empower_options)
hooks.REGISTRY.turn_options.append(_entrusted_options)
hooks.REGISTRY.attack_declared.append(_attack_declared)
hooks.REGISTRY.wound_parts.append(_united_wound)
hooks.frame(EmpowerFrame, _step_empower, _answer_empower)
hooks.frame(UnitedFrame, _step_united, _answer_united)
