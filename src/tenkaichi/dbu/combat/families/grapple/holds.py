"""Grapples (seed 001): a Grapple and the rules that hold while it lasts.

A Grapple is a :class:`~tenkaichi.dbu.combat.core.state.Grapple` in ``enc.state.grapples``.

- Penalty: both have Guard Down (source "Grapple") that nothing removes while grappled.
- Tail Restraint: the Grappled held by the tail cannot Tail Attack (:func:`can_tail_attack`).
- Gigantic Grip (seed 000): +1(T) per Size Category the Grappler is larger than the Grappled,
  at most +3(T), on the checks that keep the Grapple (:func:`grip_bonus`).
- A Grapple ends on Escape, End, Launch, a lost Launch or Pin, when either is Defeated, and
  (setting ``grapple_breaks_beyond_reach``) when they end up beyond the Grappler's Melee Range.
- Pinned (reference 7): 1 Standard Action per round, no attacks, no movement.

The Grapple, Escape, Launch, Pin and Escape a Pin Maneuvers are offered and declared in
:mod:`~tenkaichi.dbu.combat.families.grapple.maneuvers` and resolved by Grapple Checks in
:mod:`~tenkaichi.dbu.combat.families.grapple.checks`; Pulled In and Movement in a Grapple
(Moving a Character too) live in :mod:`tenkaichi.dbu.combat.families.grapple.moves`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Fighter, Grapple
from tenkaichi.dbu.combat.families.phrases import kept, named
from tenkaichi.dbu.combat.rules import size, stats
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

SOURCE = "Grapple"
"""The source of the Guard Down every fighter in a Grapple has."""


# --- lookups -----------------------------------------------------------------------------


def grapple_of(enc: Encounter, fid: str) -> Grapple | None:
    """The Grapple this fighter is in (as Grappler or Grappled), if any."""
    for g in enc.state.grapples:
        if fid in (g.grappler, g.grappled):
            return g
    return None


def other(g: Grapple, fid: str) -> str:
    """The opposing fighter in the Grapple."""
    return g.grappled if fid == g.grappler else g.grappler


def can_tail_attack(enc: Encounter, f: Fighter) -> bool:
    """Whether ``f`` may use the Tail Attack Maneuver: they need it on their sheet, and not
    to be held by the tail (Tail Restraint) in a Grapple."""
    if not stats.sheet(enc, f).tail_attack:
        return False
    g = grapple_of(enc, f.id)
    return not (g is not None and g.tail and g.grappled == f.id)


def has_tail(enc: Encounter, f: Fighter) -> bool:
    sheet = stats.sheet(enc, f)
    return sheet.tail or sheet.tail_attack


def tier_bonus(enc: Encounter, f: Fighter, label: str, n: int) -> list[tuple[str, int]]:
    return [(label, n * stats.tier(enc, f))] if n else []


def grip_bonus(enc: Encounter, g: Grapple) -> list[tuple[str, int]]:
    """Gigantic Grip (seed 000): +1(T) per Size Category the Grappler is larger than the
    Grappled, at most +3(T), on the checks that keep the Grapple."""
    grappler, grappled = enc.fighter(g.grappler), enc.fighter(g.grappled)
    larger = min(3, size.difference(enc, grappler, grappled))
    label = kept(f"Gigantic Grip +{larger}(T)", Msg.of("dbu-grapple-gigantic-grip", n=str(larger)))
    return tier_bonus(enc, grappler, label, max(0, larger))


# --- starting and ending -----------------------------------------------------------------


def start(enc: Encounter, grappler: Fighter, grappled: Fighter, *, tail: bool) -> Grapple:
    g = Grapple(grappler=grappler.id, grappled=grappled.id, tail=tail)
    enc.state.grapples.append(g)
    enc.emit(
        "state_changed",
        grappler.id,
        Msg.of(
            "dbu-grapple-starts-tail" if tail else "dbu-grapple-starts",
            grappler=grappler.id,
            grappled=grappled.id,
        ),
        grapple=[g.grappler, g.grappled],
        tail=tail,
    )
    for f in (grappler, grappled):
        stats.add_effect(enc, f, Effect("guard_down", SOURCE, Expiry("never")))
    return g


def end(enc: Encounter, g: Grapple, why: str | Msg) -> None:
    """The Grapple is over: Guard Down (Grapple) and Pinned go. ``why``: a message, or English
    words (the event's data keeps the English)."""
    if g not in enc.state.grapples:
        return
    enc.state.grapples.remove(g)
    enc.emit(
        "state_changed",
        g.grappler,
        Msg.of("dbu-grapple-ends", grappler=g.grappler, grappled=g.grappled, why=named(why)),
        grapple=[],
        ended=[g.grappler, g.grappled],
        why=str(why),
    )
    grappled = enc.fighter(g.grappled)
    if g.pinned:
        stats.remove_effects(enc, grappled, "pinned")
    for fid in (g.grappler, g.grappled):
        stats.remove_effects(enc, enc.fighter(fid), "guard_down", SOURCE)


def reach_check(enc: Encounter, g: Grapple) -> None:
    """A Grapple whose fighters ended up beyond the Grappler's Melee Range is over."""
    if not enc.settings.grapple_breaks_beyond_reach or g not in enc.state.grapples:
        return
    grappler, grappled = enc.fighter(g.grappler), enc.fighter(g.grappled)
    if not enc.in_melee(grappler, grappled):
        end(enc, g, Msg.of("dbu-grapple-out-of-reach", grappler=g.grappler, grappled=g.grappled))


# --- Pinned, Defeat, Guard Down ------------------------------------------------------------


def _round_started(enc: Encounter) -> None:
    for f in enc.state.fighters:
        if stats.has(f, "pinned"):
            f.actions = min(f.actions, 1)
            if not enc.settings.pinned_keeps_counters:
                f.counters = 0


def _defeated(enc: Encounter, f: Fighter) -> None:
    g = grapple_of(enc, f.id)
    if g is not None:
        end(enc, g, Msg.of("dbu-grapple-defeated", fighter=f.id))


def _locked(enc: Encounter, f: Fighter, condition: str) -> bool:
    return condition == "guard_down" and grapple_of(enc, f.id) is not None


def _turn_ended(enc: Encounter, f: Fighter) -> None:
    for g in list(enc.state.grapples):
        reach_check(enc, g)


hooks.REGISTRY.round_started.append(_round_started)
hooks.REGISTRY.defeated.append(_defeated)
hooks.REGISTRY.condition_locked.append(_locked)
hooks.REGISTRY.turn_ended.append(_turn_ended)
