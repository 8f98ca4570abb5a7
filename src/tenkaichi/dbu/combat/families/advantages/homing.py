"""Homing and Rebound: an attack that misses may try again (reference S2).

- Homing (an attack without an Area of Effect, ranks 1-3): when the Strike misses, the attacker
  may roll it again, once a rank, with +1(T) for each miss so far, against the defence score
  already rolled. It stays one Attacking Maneuver: the target's Dodge added its Diminishing
  Defense once and the re-rolls add none. Each re-roll is the attacker's explicit choice
  (decision ``homing``), showing the chance to beat that score. At 2+ ranks, a target that got
  out of reach before the Strike (Instantaneous Control) may still be attacked; a miss against
  a target out of reach then allows no re-roll.
- Rebound: a Homing re-roll may be aimed at another Opponent in reach instead. The missed
  target's Clash ends (a Cross Counter still attacks back; what acts on an attack that stopped
  there, Reflect and Intervene, does not), the new target answers it as any target does, and
  its Dodge adds no Diminishing Defense (only the first target's does).

An attack on several targets (Splitting) shares one Strike among them: Homing gives it no
re-roll (a reading; a re-roll there would change the Strike the other targets face).

While an attack is missing, the attacker carries an internal mark (effect ``homing``: its value
the misses so far, its stacks the re-rolls left, ``by`` the first target), gone when the attack
is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Option
from tenkaichi.dbu.combat.families.advantages.ranks import rank
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.rules import rolls, stats, targeting
from tenkaichi.dbu.combat.rules.attack_clash import (
    end_clash,
    strike_again,
    strike_dice_for,
    strike_parts_for,
)
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.dice.exact import odds
from tenkaichi.dice.settings import RollContext
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter

HOOKS = ("homing", "rebound")
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

HOMING, REBOUND = "Homing", "Rebound"
SAID_HOMING, SAID_REBOUND = Term(HOMING), Term(REBOUND)
MARK = "homing"
"""The attacker's mark while a Homing attack is missing (see the module's text)."""


def _mark(f: Fighter) -> Effect | None:
    for e in f.effects:
        if e.name == MARK:
            return e
    return None


def _ranks(enc: Encounter, frame: AttackFrame) -> int:
    """The attack's Homing ranks (0 for an Area of Effect attack, which cannot have it)."""
    if not (frame.signature or frame.lent) or frame.area:
        return 0
    if get_profile(frame.profile).area is not None:
        return 0
    return rank(enc, frame, HOMING)


def _in_reach(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> bool:
    """Whether the attack reaches ``t`` where they stand (an Exploit reaches its provoker)."""
    if frame.source == "exploit":
        return True
    if frame.thrown and REGISTRY.thrown_reach:
        return REGISTRY.thrown_reach[0](enc, f, t)
    return targeting.reaches(enc, f, t, frame.foundation, None)


def _misses(n: int) -> str:
    return f"{n} miss" if n == 1 else f"{n} misses"


def _homing_part(n: int) -> str:
    """The Strike's part after ``n`` misses: ``Homing (2 misses so far)``."""
    return kept(
        f"Homing ({_misses(n)} so far)",
        Msg.of("dbu-adv-homing-part", homing=SAID_HOMING, n=n, count=str(n)),
    )


# --- the Strike Roll ------------------------------------------------------------------------


def _strike_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    mark = _mark(f) if f.effects else None
    if mark is None or not mark.value:
        return []
    return [(_homing_part(mark.value), mark.value * stats.tier(enc, f))]


def _chance(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> str:
    """The exact chance that a Strike rolled now beats the defence score already rolled, in
    whole percent (its digits: ``45`` for 45%)."""
    parts = strike_parts_for(enc, frame, f, t)
    expr = rolls.expression(enc, f, parts, strike_dice_for(enc, frame, f, t))
    context = RollContext(stats.tier(enc, f), stats.base_tier(enc, f))
    return f"{float(odds(expr, context).p_at_least(frame.defence_score + 1)):.0%}".removesuffix("%")


def _spared(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> bool:
    """Rebound: a target after the first adds no Diminishing Defense by Dodging."""
    mark = _mark(f) if f.effects else None
    return mark is not None and mark.by != t.id


# --- the miss and the attacker's choice -------------------------------------------------------


def _missed(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> bool:
    """Count the miss and offer a re-roll while one is left (True: the attacker is asked)."""
    ranks = _ranks(enc, frame)
    if not ranks:
        return False
    mark = _mark(f)
    if mark is None and len(frame.targets) > 1:  # Splitting's one Strike for several targets
        enc.emit("clash", f.id, Msg.of("dbu-adv-homing-several", fighter=f.id, homing=SAID_HOMING))
        return False
    if mark is None:
        named = frame.signature or "United Attack"
        source = kept(
            f"{HOMING}: {named}",
            Msg.of("dbu-adv-source", advantage=SAID_HOMING, what=Term(named)),
        )
        mark = Effect(MARK, source, Expiry("never"))
        mark.stacks, mark.by = ranks, t.id
        f.effects.append(mark)  # an internal mark, no Combat Condition: nothing announces it
    mark.value += 1
    if mark.stacks <= 0:
        return False
    if not _in_reach(enc, frame, f, t):
        enc.emit(
            "clash",
            f.id,
            Msg.of("dbu-adv-homing-out-of-reach", fighter=f.id, homing=SAID_HOMING, target=t.id),
        )
        return False
    n, turn = mark.value, ranks - mark.stacks + 1
    again = Msg.of("dbu-adv-homing-again", bonus=str(n), turn=str(turn), of=str(ranks))
    options = [
        Option(
            "homing",
            Msg.of(
                "dbu-adv-homing-option",
                homing=SAID_HOMING,
                again=again,
                chance=_chance(enc, frame, f, t),
                target=t.id,
                defence=Term("Parry" if frame.reaction == "parry" else "Dodge"),
                score=str(frame.defence_score),
            ),
            {"target": t.id},
        )
    ]
    if rank(enc, frame, REBOUND):
        for o in targeting.targets(enc, f, frame.foundation, None, None):
            if o.id not in frame.targets:
                options.append(
                    Option(
                        "rebound",
                        Msg.of(
                            "dbu-adv-rebound-option", rebound=SAID_REBOUND, target=o.id, again=again
                        ),
                        {"target": o.id},
                    )
                )
    options.append(Option("let_miss", Msg.of("dbu-adv-let-miss-option")))
    enc.ask(
        f.id,
        "homing",
        Msg.of("dbu-adv-homing-ask", fighter=f.id, attack=_attack(frame), target=t.id),
        options,
    )
    return True


def _attack(frame: AttackFrame) -> Msg | Term:
    """The attack as a question names it: its technique, else "the attack"."""
    return Term(frame.signature) if frame.signature else Msg.of("dbu-adv-the-attack")


def _spend(enc: Encounter, f: Fighter) -> tuple[Effect, str]:
    """Use up a re-roll; the mark and the bonus's number (``2`` for +2(T))."""
    mark = _mark(f)
    assert mark is not None, "a Homing answer without its mark"
    mark.stacks -= 1
    return mark, str(mark.value)


@hooks.attack_answer("homing")
def _again(enc: Encounter, frame: AttackFrame, t: Fighter, option: Option) -> None:
    f = enc.fighter(frame.attacker)
    _, bonus = _spend(enc, f)
    enc.emit(
        "clash",
        f.id,
        Msg.of("dbu-adv-homing-rolls", fighter=f.id, target=t.id, homing=SAID_HOMING, bonus=bonus),
    )
    if strike_again(enc, frame, f, t) or not _missed(enc, frame, f, t):
        end_clash(enc, frame, f, t)


@hooks.attack_answer("rebound")
def _rebound(enc: Encounter, frame: AttackFrame, t: Fighter, option: Option) -> None:
    f = enc.fighter(frame.attacker)
    _, bonus = _spend(enc, f)
    new = option.args["target"]
    enc.emit(
        "clash",
        f.id,
        Msg.of(
            "dbu-adv-rebound-turns",
            fighter=f.id,
            target=t.id,
            new=new,
            rebound=SAID_REBOUND,
            homing=SAID_HOMING,
            bonus=bonus,
        ),
        target=new,
    )
    frame.targets.append(new)  # its Clash comes next: its answer, then a new Strike
    end_clash(enc, frame, f, t, moved_on=True)
    frame.strike_score = -1


@hooks.attack_answer("let_miss")
def _let_miss(enc: Encounter, frame: AttackFrame, t: Fighter, option: Option) -> None:
    f = enc.fighter(frame.attacker)
    enc.emit("clash", f.id, Msg.of("dbu-adv-lets-miss", fighter=f.id, target=t.id))
    end_clash(enc, frame, f, t)


# --- a target out of reach (2+ ranks) ---------------------------------------------------------


def _keep_on(enc: Encounter, frame: AttackFrame, f: Fighter) -> list[Option]:
    """Instantaneous Control's answers: at 2+ ranks, keep the attack on a target that got out
    of reach (still on the battlefield: not Defeated)."""
    if _ranks(enc, frame) < 2:
        return []
    return [
        Option(
            "retarget",
            Msg.of("dbu-adv-homing-keep-on-option", target=t.id, homing=SAID_HOMING),
            {"target": t.id, "homing": 1},
        )
        for t in (enc.fighter(fid) for fid in frame.targets)
        if not t.defeated and not _in_reach(enc, frame, f, t)
    ]


# --- the attack is over -----------------------------------------------------------------------


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if f.effects and _mark(f) is not None:
        f.effects = [e for e in f.effects if e.name != MARK]


def _turn_ended(enc: Encounter, f: Fighter) -> None:
    """An attack swallowed by a Duel never finishes: its mark goes with the turn."""
    for other in enc.state.fighters:
        if other.effects and _mark(other) is not None:
            other.effects = [e for e in other.effects if e.name != MARK]


REGISTRY.strike_parts.append(_strike_parts)
REGISTRY.strike_missed.append(_missed)
REGISTRY.diminishing_spared.append(_spared)
REGISTRY.control_options.append(_keep_on)
REGISTRY.attack_finished.append(_finished)
REGISTRY.turn_ended.append(_turn_ended)
