"""The Advantages that change an attack's numbers: its Energy Charges, their dice, its Ki
Wager's ceiling and what its cost takes from Capacity. Each is named by its catalogue entry
(``play: {hook: ...}``).

- Maximum Charge: the Extra Dice of the attack's Energy Charges go up one Dice Category
  (``REGISTRY.charge_sides``: d8 -> d10 on a Signature Technique).
- Full Wager: the Ki Wager may go up to the Capacity (and Ki) left, not only half of Max
  Capacity (more answers to the Ki Wager decision).
- Perfect Strike: the technique's KP cost lowers Capacity by only half of it (rounded down);
  the full KP is still paid. Taken back through Instantaneous Control, the attack gives back
  only the Capacity it took.
- Transformation Boost: at Attack Declaration, in a Form, the attack gains an Energy Charge.
- Concentrated Strike: at Attack Declaration, if its Area of Effect holds one character only,
  the attack gains an Energy Charge.
- Overwhelming Terror: at Attack Declaration, if every target is Shaken, the attack gains an
  Energy Charge.
- Instant Assault: no Instant Maneuver may answer the attack (its Instant window is not
  opened).
- Peppering Blows: a target who Dodges it gains the Diminishing Defense stacks of one more
  Attacking Maneuver a rank.

An Energy Charge gained this way counts like a declared one, within the most Energy Charges an
attack benefits from (``energy_charge_cap``, or its Profile's own).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Option
from tenkaichi.dbu.combat.families.advantages.ranks import rank
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.said import said
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter

HOOKS = (
    "maximum_charge",
    "full_wager",
    "perfect_strike",
    "transformation_boost",
    "concentrated_strike",
    "overwhelming_terror",
    "instant_assault",
    "peppering_blows",
)
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

DICE_CATEGORIES = (4, 6, 8, 10, 12)
"""The Dice Categories, smallest first: one Category up is the next one (d12 stays d12)."""


# --- Maximum Charge ---------------------------------------------------------------------


def _maximum_charge(enc: Encounter, frame: AttackFrame, sides: int) -> int:
    if not rank(enc, frame, "Maximum Charge"):
        return sides
    larger = [d for d in DICE_CATEGORIES if d > sides]
    return larger[0] if larger else sides


# --- Full Wager -------------------------------------------------------------------------


def _full_wager(enc: Encounter, frame: AttackFrame, f: Fighter, cap: int) -> list[Option]:
    """Ki Wagers above the usual cap, up to the Capacity and Ki left."""
    if frame.wager_cap >= 0 or not rank(enc, frame, "Full Wager"):
        return []
    most = max(0, min(f.capacity, f.ki))
    return [
        Option(
            "wager",
            Msg.of("dbu-adv-full-wager-option", kp=str(n), full=Term("Full Wager")),
            {"kp": n},
        )
        for n in range(cap + 1, most + 1)
    ]


# --- Perfect Strike ---------------------------------------------------------------------


def spared(kp: int) -> int:
    """Perfect Strike: the Capacity a KP cost of ``kp`` does not take (it takes half of it,
    rounded down)."""
    return kp - kp // 2


def _perfect_strike(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if frame.kp <= 0 or not frame.signature or not rank(enc, frame, "Perfect Strike"):
        return
    back = min(spared(frame.kp), stats.max_capacity(enc, f) - f.capacity)
    if back <= 0:
        return
    f.capacity += back
    enc.emit(
        "cost_paid",
        f.id,
        Msg.of(
            "dbu-adv-perfect-strike",
            technique=Term(frame.signature),
            perfect=Term("Perfect Strike"),
            kp=str(frame.kp),
            taken=str(frame.kp - back),
            capacity=str(f.capacity),
        ),
        advantage="Perfect Strike",
        capacity=back,
    )


def _perfect_strike_refund(enc: Encounter, frame: AttackFrame, capacity: int) -> int:
    if frame.kp <= 0 or not frame.signature or not rank(enc, frame, "Perfect Strike"):
        return capacity
    return max(0, capacity - spared(frame.kp))


# --- Energy Charges applied at Attack Declaration ---------------------------------------


def _transformation_boost(enc: Encounter, frame: AttackFrame, f: Fighter) -> str:
    if rank(enc, frame, "Transformation Boost") and f.form:
        return kept(
            f"Transformation Boost (in {f.form})",
            Msg.of("dbu-adv-boost-reason", boost=Term("Transformation Boost"), form=Term(f.form)),
        )
    return ""


def _concentrated_strike(enc: Encounter, frame: AttackFrame, f: Fighter) -> str:
    if not rank(enc, frame, "Concentrated Strike"):
        return ""
    if get_profile(frame.profile).area is None or len(frame.targets) != 1:
        return ""
    return kept(
        f"Concentrated Strike (only {frame.targets[0]} in the area)",
        Msg.of(
            "dbu-adv-concentrated-reason",
            concentrated=Term("Concentrated Strike"),
            target=frame.targets[0],
        ),
    )


def _overwhelming_terror(enc: Encounter, frame: AttackFrame, f: Fighter) -> str:
    if not rank(enc, frame, "Overwhelming Terror") or not frame.targets:
        return ""
    if all(stats.has(enc.fighter(t), "shaken") for t in frame.targets):
        return kept(
            "Overwhelming Terror (every target Shaken)",
            Msg.of(
                "dbu-adv-terror-reason", terror=Term("Overwhelming Terror"), shaken=Term("Shaken")
            ),
        )
    return ""


ChargeSource = Callable[["Encounter", "AttackFrame", "Fighter"], str]
CHARGE_SOURCES: tuple[ChargeSource, ...] = (
    _transformation_boost,
    _concentrated_strike,
    _overwhelming_terror,
)


def _splits(enc: Encounter, frame: AttackFrame) -> bool:
    """Does Splitting choose more targets after the declaration (so Overwhelming Terror's
    "all of the targets" is known only once the attack is declared)?"""
    return bool(rank(enc, frame, "Splitting"))


def _charges(
    enc: Encounter, frame: AttackFrame, f: Fighter, sources: tuple[ChargeSource, ...]
) -> None:
    if not frame.signature:
        return
    reasons = [why for source in sources if (why := source(enc, frame, f))]
    if not reasons:
        return
    frame.charges += len(reasons)
    enc.emit(
        "attack_declared",
        f.id,
        Msg.of(
            "dbu-adv-gains-charges",
            technique=Term(frame.signature),
            n=len(reasons),
            count=str(len(reasons)),
            reasons=Seq(tuple(said(why) for why in reasons), sep=", "),
            total=frame.charges,
        ),
        advantage=[why.partition(" (")[0] for why in reasons],
        charges=frame.charges,
    )


def _opened(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    _perfect_strike(enc, frame, f)
    later = _splits(enc, frame)
    _charges(
        enc, frame, f, tuple(s for s in CHARGE_SOURCES if not (later and s is _overwhelming_terror))
    )


def _declared_charges(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """Overwhelming Terror on a Splitting technique, once every target is chosen."""
    if frame.signature and _splits(enc, frame):
        _charges(enc, frame, f, (_overwhelming_terror,))


# --- Instant Assault and Peppering Blows ------------------------------------------------


def _instant_assault(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if frame.stage != "instants" or not rank(enc, frame, "Instant Assault"):
        return
    frame.stage = "targets"  # past the Instant window
    enc.emit(
        "attack_declared",
        f.id,
        Msg.of(
            "dbu-adv-instant-assault",
            attack=Term(frame.signature or frame.profile),
            instant=Term("Instant Assault"),
        ),
    )


def _peppering_blows(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    """After a Dodge Roll against the attack: the Diminishing Defense stacks of one more
    Attacking Maneuver a rank (as ``attack_clash`` adds them for a plain Dodge)."""
    if frame.reaction != "dodge" or frame.defence_score < 0:
        return
    ranks = rank(enc, frame, "Peppering Blows")
    if not ranks or any(spared(enc, frame, f, t) for spared in REGISTRY.diminishing_spared):
        return  # Rebound: only the first target gains Diminishing Defense
    more = ranks * ((stats.base_tier(enc, t) + 1) // 2)
    t.defense_stacks += more
    enc.emit(
        "condition_gained",
        t.id,
        Msg.of(
            "dbu-adv-peppering",
            fighter=t.id,
            peppering=Term("Peppering Blows"),
            n=ranks,
            count=str(ranks),
            stacks=more,
            all=str(t.defense_stacks),
        ),
        stacks=more,
    )


REGISTRY.charge_sides.append(_maximum_charge)
REGISTRY.wager_options.append(_full_wager)
REGISTRY.attack_opened.append(_opened)
REGISTRY.capacity_refund.append(_perfect_strike_refund)
REGISTRY.attack_declared.append(_instant_assault)
REGISTRY.attack_declared.append(_declared_charges)
REGISTRY.after_clash.append(_peppering_blows)
