"""The action economy of the Act Phase (seed 001): what a maneuver costs and how often it may
be used. Every maneuver's fixed KP Cost and [x/Round] / [x/Encounter] limit come from the
catalogue (``data/dbu/maneuvers.yaml``); an attack costs its Profile's KP (a Signature
Technique more); ``REGISTRY.kp_cost`` adjusts every Maneuver's cost. Paying Standard Actions,
and Counter Actions (converting a Standard Action when none is left).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Fighter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.catalog import maneuver
from tenkaichi.dbu.combat.rules.said import said
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.dbu.sheet_view import signature_kp
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def maneuver_kp(enc: Encounter, f: Fighter, cost: int) -> int:
    """The Ki Point cost of one of ``f``'s Maneuvers after what adjusts every such cost
    (``REGISTRY.kp_cost``: dbu-1 Holding Back at full stacks). Not for Ki Wagers."""
    for adjust in REGISTRY.kp_cost:
        cost = adjust(enc, f, cost)
    return cost


def fixed_kp(enc: Encounter, f: Fighter, mid: str) -> int:
    amount, scale = maneuver(mid, enc.setup.edition).kp
    if not amount:
        return 0
    cost = amount * stats.base_tier(enc, f) if scale in ("T", "bT") else amount
    return maneuver_kp(enc, f, cost)


def attack_kp(enc: Encounter, f: Fighter, profile_name: str, signature: str = "") -> int:
    """A Basic Attack costs its Profile's KP(T); a Signature Technique costs the Profile's KP
    plus a fifth of its Technique Points, raised by Price of Power. Both at the base Tier
    (Breakthrough does not raise costs). Drained adds 2(T). Remembered while a side's view
    is read (its bot asks it of every aim of every attack)."""
    memo = enc.view_memo
    if memo is not None:
        return memo.value(
            enc,
            f"attack kp {profile_name} {signature}",
            f,
            lambda e, g: maneuver_kp(e, g, attack_cost(e, g, profile_name, signature)),
        )
    return maneuver_kp(enc, f, attack_cost(enc, f, profile_name, signature))


def attack_cost(enc: Encounter, f: Fighter, profile_name: str, signature: str = "") -> int:
    """:func:`attack_kp` before the adjustments every Maneuver's cost takes: for a Maneuver
    that adds its own cost to an attack's (dbu-1 Blitz), adjusted once as a whole."""
    p = get_profile(profile_name)
    bt = stats.base_tier(enc, f)
    drained = _drained_kp(enc, f)
    if not signature:
        return p.kp * bt + drained
    sig = next(s for s in stats.sheet(enc, f).signatures if s.name == signature)
    cost = signature_kp(sig, bt)
    change = sum(c(enc, f, signature) for c in REGISTRY.signature_cost)  # Back Flip
    if change:  # an attack's cost never goes below half its Profile's KP
        cost = max(cost + change, p.kp * bt // 2)
    return cost + drained


def _drained_kp(enc: Encounter, f: Fighter) -> int:
    """Drained: an attack costs 2(T) more."""
    return 2 * stats.tier(enc, f) if f.effects and stats.has(f, "drained") else 0


def basic_attack_kp(enc: Encounter, f: Fighter) -> Callable[[str], int]:
    """:func:`attack_kp` of ``f``'s Basic Attacks by Profile name, what every Profile shares
    (the base Tier, Drained) worked out once: for listing every Profile of a decision."""
    bt, drained = stats.base_tier(enc, f), _drained_kp(enc, f)
    return lambda name: maneuver_kp(enc, f, get_profile(name).kp * bt + drained)


# --- limits ---------------------------------------------------------------------------


def within_limits(enc: Encounter, f: Fighter, mid: str) -> bool:
    """The maneuver's [x/Round] and [x/Encounter] limits, as the fight's edition sets them."""
    m = maneuver(mid, enc.setup.edition)
    if m.per_round is not None and f.used_round.get(mid, 0) >= m.per_round:
        return False
    return not (m.per_encounter is not None and f.used_encounter.get(mid, 0) >= m.per_encounter)


def mark_used(f: Fighter, mid: str) -> None:
    f.used_round[mid] = f.used_round.get(mid, 0) + 1
    f.used_encounter[mid] = f.used_encounter.get(mid, 0) + 1


def unmark_used(f: Fighter, mid: str) -> None:
    """Instantaneous Control: a refunded maneuver does not count toward its limits."""
    for table in (f.used_round, f.used_encounter):
        if table.get(mid, 0) > 0:
            table[mid] -= 1


# --- Actions and Counter Actions ------------------------------------------------------


def pay_standard(enc: Encounter, f: Fighter, mid: str, actions: int = 1) -> None:
    f.actions -= actions
    f.turn_maneuvers += 1
    f.last_instant = False
    mark_used(f, mid)


def can_counter(enc: Encounter, f: Fighter) -> bool:
    """A Counter Action, or a Standard Action to convert into one (seed 001)."""
    if f.defeated or (enc.state.surprise_round and f.surprised):
        return False
    return f.counters > 0 or f.actions > 0


def convert(enc: Encounter, f: Fighter) -> None:
    """A Standard Action becomes a Counter Action (at any moment, even mid-maneuver)."""
    f.actions -= 1
    f.counters += 1
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-action-converted", fighter=f.id),
        maneuver="convert",
    )


def pay_counter(enc: Encounter, f: Fighter, why: str) -> None:
    """Pay a Counter Action (converting a Standard Action if none is left) for ``why`` (its
    English, a game term or a :class:`~tenkaichi.dbu.combat.rules.said.Phrase`)."""
    if f.counters <= 0:
        convert(enc, f)
    f.counters -= 1
    enc.emit(
        "reaction",
        f.id,
        Msg.of("dbu-counter-paid", fighter=f.id, why=said(why)),
        reaction=str(why),
    )
    for hook in REGISTRY.counter_paid:
        hook(enc, f)
