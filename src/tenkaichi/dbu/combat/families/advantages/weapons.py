"""The Signature Technique Advantages about Weapons (reference S2).

- Throwing Technique: when you use the Throw Maneuver you may use the technique instead: a turn
  option ``throw_technique`` throws the wielded Weapon with the Throwing Weapon Quality at an
  Opponent Throw reaches (Throw's range along a clear line), as an attack of the technique (its
  Profile, Foundation, KP and Advantages) rather than Throw's Simple Basic Attack. Everything
  else of Throw holds: its Action, its [1/Round], its Ki Wager cap (¼ of current KP), the
  Collision by the Weapon's Hardness Rank on a hit and where the Weapon lands. The Throw counts
  as the Signature Technique Maneuver too: it needs that Maneuver's [x/Round] to be left (or a
  technique whose uses it does not count, Low Stakes Attack) and uses it up. A Combination
  technique also needs a Weapon with the Barrage Weapon Quality, which items here cannot have,
  so only a Simple technique is ever thrown. A technique that gains an Area of Effect is not
  thrown (Throw hurls one thing at one Opponent).
- Weapon Assisted is not played: Weapons carry no combat numbers in this engine (no Size,
  Category or Qualities that change a roll) and a Signature Technique is never refused while
  wielding one, so there is nothing for it to change (its catalogue entry says why).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.families.phrases import uncounted
from tenkaichi.dbu.combat.families.terrain.terrain import ready
from tenkaichi.dbu.combat.families.terrain.throw import throw_reaches
from tenkaichi.dbu.combat.rules import legality, stats, targeting
from tenkaichi.dbu.combat.rules.costs import pay_standard
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import Item
    from tenkaichi.dbu.combat.rules.legality import AttackChoice

HOOKS = ("throwing_technique",)
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

THROWING = "Throwing Technique"
THROWN_PROFILES = ("Simple",)
"""The Profiles a Throwing Technique may be thrown with: Simple; Combination would need a
wielded Weapon with the Barrage Weapon Quality, which no item here has."""


def _owners(enc: Encounter, f: Fighter) -> set[str]:
    """The names of ``f``'s Signature Techniques with Throwing Technique."""
    return {
        s.name
        for s in stats.sheet(enc, f).signatures
        if any(a.name == THROWING and not a.custom for a in s.advantages)
    }


def _throwing_weapon(enc: Encounter, f: Fighter) -> Item | None:
    """The wielded Weapon, if it has the Throwing Weapon Quality."""
    for it in enc.state.items:
        if it.id == f.wielding:
            return it if it.kind == "weapon" and it.throwing else None
    return None


def _choices(enc: Encounter, f: Fighter, names: set[str]) -> list[AttackChoice]:
    """The techniques of ``names`` ``f`` could use as the Signature Technique Maneuver now
    (its limit, Profile access and KP), past the limit those whose uses it does not count."""
    from tenkaichi.dbu.combat.rules.attack_options import signature_choices

    return [
        c
        for c in signature_choices(enc, f)
        if c.signature in names
        and c.foundation == "physical"
        and c.profile in THROWN_PROFILES
        and not targeting.attack_area(enc, f, c.profile, c.signature)
    ]


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not f.wielding or f.defeated:
        return []
    names = _owners(enc, f)
    if not names:
        return []
    weapon = _throwing_weapon(enc, f)
    if weapon is None or not ready(enc, f, "throw") or not legality.may_attack(enc, f):
        return []
    choices = _choices(enc, f, names)
    if not choices:
        return []
    targets = [t for t in enc.opponents(f) if throw_reaches(enc, f, t)]
    return [
        Option(
            "throw_technique",
            Msg.of(
                "dbu-adv-throw-technique-option",
                throw=Term("Throw"),
                weapon=Term(weapon.name),
                technique=Term(c.signature),
                profile=Term(c.profile),
                kp=str(c.kp),
                throwing=Term(THROWING),
                target=t.id,
            ),
            {"signature": c.signature, "thing": weapon.id, "target": t.id},
        )
        for c in choices
        for t in targets
    ]


@hooks.turn_answer("throw_technique")
def _answer(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import open_attack, use_signature

    sig = next(s for s in stats.sheet(enc, f).signatures if s.name == option.args["signature"])
    target = enc.fighter(option.args["target"])
    weapon = next(it for it in enc.state.items if it.id == option.args["thing"])
    pay_standard(enc, f, "throw")
    free = use_signature(enc, f, sig.name)  # the Throw is the Signature Technique Maneuver too
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-adv-throw-technique-uses",
            fighter=f.id,
            throw=Term("Throw"),
            technique=Term(sig.name),
            throwing=Term(THROWING),
            weapon=Term(weapon.name),
            target=target.id,
        ),
        maneuver="throw",
        signature=sig.name,
        thing=weapon.id,
        target=target.id,
    )
    frame = open_attack(
        enc, f, "signature", sig.profile, sig.foundation, sig.name, target, source="signature"
    )
    frame.actions = 1
    # as Throw: a thrown Weapon's Hardness Rank is 2 (seed 001), and Throw's Ki Wager cap
    frame.thrown, frame.thrown_kind, frame.thrown_rank = weapon.id, "weapon", 2
    quarter = math.ceil(f.ki / 4)
    if enc.settings.throw_wager_cap == "both":
        quarter = min(quarter, stats.wager_cap(enc, f))
    frame.wager_cap = quarter
    if free:
        enc.emit("attack_declared", f.id, uncounted(sig.name, free), uncounted=True)
    enc.state.stack.append(frame)


REGISTRY.turn_options.append(_turn_options)
