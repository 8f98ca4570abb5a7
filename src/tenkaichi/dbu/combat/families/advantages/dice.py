"""The Advantages that change an attack's dice and numbers (reference S2), each named by its
catalogue entry (``play: {hook: ...}``):

- Twin Linked (Strike or Wound, chosen when it is taken): that Combat Roll of the attack is
  made twice and the higher Dice Score kept; the log shows both (``REGISTRY.roll_twice``,
  :func:`~tenkaichi.dbu.combat.rules.attack_clash.best_of_two`). The Combination Profile's
  extra Strike Rolls are rolls of their own, made once.
- Alotta Lotta Attacks: after a hit, the Combination Profile makes one more extra Strike Roll
  a rank (``REGISTRY.combination_strikes``).
- Low Stakes Attack: the technique's uses do not count toward the Signature Technique
  Maneuver's limit, so it is offered past it (``REGISTRY.signature_uncounted``).
- Power Burst: its ranks are Super Stacks for the attack's duration; what Super Stacks do in
  the engine is the Duel Clash's +1(T) each (:mod:`~tenkaichi.dbu.combat.families.duel.rolls`
  reads :func:`power_burst`).
- Trick Attack (Bluff or Acrobatics): at Attack Declaration, a Clash of that Skill against
  each targeted Opponent's Intuition (Bluff) or Perception (Acrobatics), the defender winning
  ties; the attack's Strike Roll is 2(bT) higher against each one beaten.
- Brutal Blitz: a Charging Assault of the full Boosted Speed lets the Wound Roll add the
  Agility Modifier instead of Force; the engine takes Agility when it is the higher one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.families.advantages.ranks import carried, rank, ranked
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.checks import roll_check, skill_parts
from tenkaichi.dbu.combat.rules.said import said
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter

HOOKS = (
    "twin_linked",
    "alotta_lotta_attacks",
    "low_stakes_attack",
    "power_burst",
    "trick_attack",
    "brutal_blitz",
)
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

TWIN_LINKED, ALOTTA, LOW_STAKES = "Twin Linked", "Alotta Lotta Attacks", "Low Stakes Attack"
POWER_BURST, TRICK_ATTACK, BRUTAL_BLITZ = "Power Burst", "Trick Attack", "Brutal Blitz"


TRICK_SKILLS = {"bluff": "intuition", "acrobatics": "perception"}
"""Trick Attack's choices and the Skill each is Clashed against."""
TRICKED = "tricked"
"""On a target who lost a Trick Attack's Skill Clash, until the attack ends (at the latest the
end of the attacker's turn): ``value`` is the Strike bonus against them, ``by`` the attacker."""
TRICK_STRIKE = "trick_attack"
"""On the attacker of a Trick Attack that beat someone, until the attack ends: ``value`` is
the attack's Strike Roll before any Trick Attack bonus (-1 until it is rolled)."""


def _advantaged(frame: AttackFrame) -> bool:
    return bool(frame.signature or frame.lent)


def chosen(enc: Encounter, frame: AttackFrame, name: str) -> str:
    """The choice the attack's Advantage ``name`` was taken with, in lower case ("" if the
    attack does not carry it): ``Twin Linked (Wound)`` gives ``wound``."""
    for carried_name in carried(enc, frame):
        base, _, choice = carried_name.partition("(")
        if base.strip().casefold() == name.casefold():
            return choice.rstrip(")").strip().casefold()
    return ""


# --- Twin Linked ---------------------------------------------------------------------------


def _twin_linked(enc: Encounter, frame: AttackFrame, f: Fighter, roll: str) -> str:
    if not _advantaged(frame) or chosen(enc, frame, TWIN_LINKED) != roll:
        return ""
    return TWIN_LINKED


# --- Alotta Lotta Attacks ------------------------------------------------------------------


def _alotta(enc: Encounter, frame: AttackFrame, count: int) -> tuple[int, str]:
    ranks = rank(enc, frame, ALOTTA) if _advantaged(frame) else 0
    if not ranks:
        return count, ""
    named = ranked(ALOTTA, ranks)
    return count + ranks, kept(
        f" ({named}: {counted(ranks, 'more Strike Roll')})",
        Msg.of("dbu-adv-alotta-note", name=said(named), n=ranks, count=str(ranks)),
    )


# --- Low Stakes Attack ---------------------------------------------------------------------


def _low_stakes(enc: Encounter, f: Fighter, signature: str) -> str:
    sig = next((s for s in stats.sheet(enc, f).signatures if s.name == signature), None)
    if sig is None or not sig.rank_of(LOW_STAKES):
        return ""
    return kept(
        f"{LOW_STAKES} - this use does not count toward the Signature Technique Maneuver's limit",
        Msg.of("dbu-adv-low-stakes", low_stakes=Term(LOW_STAKES)),
    )


# --- Power Burst ---------------------------------------------------------------------------


def power_burst(enc: Encounter, frame: AttackFrame) -> int:
    """The Super Stacks the attack's Power Burst gives its attacker while it lasts (a rank
    each): what a Duel Clash counts."""
    return rank(enc, frame, POWER_BURST) if _advantaged(frame) else 0


# --- Trick Attack --------------------------------------------------------------------------


def _trick(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """At Attack Declaration: the Skill Clash against each targeted Opponent."""
    if not _advantaged(frame):
        return
    skill = chosen(enc, frame, TRICK_ATTACK)
    against = TRICK_SKILLS.get(skill)
    if against is None:
        return
    _clear_trick(enc, f)
    bonus = 2 * stats.base_tier(enc, f)
    beaten = 0
    for tid in frame.targets:
        t = enc.fighter(tid)
        if t.side == f.side or t.defeated:
            continue
        a_parts, a_cut = skill_parts(enc, f, skill)
        d_parts, d_cut = skill_parts(enc, t, against)
        ra = roll_check(enc, f, a_parts, f"{skill.title()} Check", critical_cut=a_cut)
        rd = roll_check(enc, t, d_parts, f"{against.title()} Check", critical_cut=d_cut)
        won = ra.score > rd.score
        if won:
            outcome = Msg.of("dbu-adv-trick-won", fighter=f.id, bonus=str(bonus), target=t.id)
        elif ra.score == rd.score:
            outcome = Msg.of("dbu-adv-defender-wins-tie", fighter=t.id)
        else:
            outcome = Msg.of("dbu-adv-defender-wins", fighter=t.id)
        enc.emit(
            "clash",
            f.id,
            Msg.of(
                "dbu-adv-trick",
                trick=Term(TRICK_ATTACK),
                attack=Term(frame.signature or "United Attack"),
                fighter=f.id,
                skill=Term(skill.title()),
                roll=ra.said,
                target=t.id,
                against=Term(against.title()),
                defence=rd.said,
                outcome=outcome,
            ),
            roll=skill,
            score=ra.score,
            defence=rd.score,
            hit=won,
            advantage=TRICK_ATTACK,
        )
        if won:
            beaten += 1
            ends = Expiry("end", f.id)
            source = _trick_source(f)
            stats.add_effect(
                enc, t, Effect(TRICKED, source, ends, value=bonus, by=f.id), announce=False
            )
    if beaten:
        marker = Effect(TRICK_STRIKE, TRICK_ATTACK, Expiry("end", f.id), value=-1, by=f.id)
        stats.add_effect(enc, f, marker, announce=False)


def _trick_strike(
    enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter, fresh: bool
) -> None:
    """The attack's Strike score against ``target``: its roll, +2(bT) if they were beaten."""
    if not f.effects:
        return
    marker = next((e for e in f.effects if e.name == TRICK_STRIKE and e.by == f.id), None)
    if marker is None or not chosen(enc, frame, TRICK_ATTACK):
        return  # (a Trick Attack taken back leaves its marks until the end of the turn)
    if fresh or marker.value < 0:
        marker.value = frame.strike_score
    bonus = next((e.value for e in target.effects if e.name == TRICKED and e.by == f.id), 0)
    frame.strike_score = marker.value + bonus
    if bonus:
        enc.emit(
            "clash",
            f.id,
            Msg.of(
                "dbu-adv-trick-strike",
                fighter=f.id,
                target=target.id,
                score=str(frame.strike_score),
                strike=str(marker.value),
                trick=Term(TRICK_ATTACK),
                bonus=str(bonus),
            ),
            score=frame.strike_score,
            target=target.id,
            advantage=TRICK_ATTACK,
        )


def _trick_source(f: Fighter) -> str:
    """Where a Trick Attack's bonus against its target came from: ``Trick Attack: Kale``."""
    return kept(
        f"{TRICK_ATTACK}: {f.id}",
        Msg.of("dbu-adv-source", advantage=Term(TRICK_ATTACK), what=f.id),
    )


def _clear_trick(enc: Encounter, f: Fighter) -> None:
    """The attacker's Trick Attack is over: no bonus is left on anyone."""
    source = _trick_source(f)
    for t in enc.state.fighters:
        if any(e.name == TRICKED and e.source == source for e in t.effects):
            stats.remove_effects(enc, t, TRICKED, source)
    if any(e.name == TRICK_STRIKE for e in f.effects):
        stats.remove_effects(enc, f, TRICK_STRIKE)


def _trick_finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if f.effects and any(e.name == TRICK_STRIKE for e in f.effects):
        _clear_trick(enc, f)


# --- Brutal Blitz --------------------------------------------------------------------------


def _brutal_blitz(enc: Encounter, frame: AttackFrame, f: Fighter, key: str) -> tuple[str, str]:
    n = frame.charged_squares
    if not n or not _advantaged(frame) or not rank(enc, frame, BRUTAL_BLITZ):
        return key, ""
    boosted = stats.speeds(enc, f)[1]
    mods = stats.derived(enc, f).modifiers
    if n < boosted or mods["agility"] <= mods[key]:
        return key, ""  # not the full Boosted Speed, or Agility would not be higher
    return (
        "agility",
        kept(
            f"Agility ({BRUTAL_BLITZ}: a full Boosted Speed charge; {key.title()} {mods[key]})",
            Msg.of(
                "dbu-adv-brutal-blitz",
                agility=Term("Agility"),
                blitz=Term(BRUTAL_BLITZ),
                instead=Term(key.title()),
                value=str(mods[key]),
            ),
        ),
    )


REGISTRY.roll_twice.append(_twin_linked)
REGISTRY.combination_strikes.append(_alotta)
REGISTRY.signature_uncounted.append(_low_stakes)
REGISTRY.attack_opened.append(_trick)
REGISTRY.strike_against.append(_trick_strike)
REGISTRY.attack_finished.append(_trick_finished)
REGISTRY.damage_attribute.append(_brutal_blitz)
